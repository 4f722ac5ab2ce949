#pragma once
// Provided layers (complete, not graded): Linear and Dropout, with
// PyTorch's semantics so that reference values from PyTorch apply as they are.
#include <cstddef>
#include <cstdint>
#include <random>
#include <xtensor/xtensor.hpp>

namespace attention {

using Tensor1 = xt::xtensor<float, 1>;
using Tensor2 = xt::xtensor<float, 2>;
using Tensor3 = xt::xtensor<float, 3>;
using Tensor4 = xt::xtensor<float, 4>;

// Seeds the generator that Linear's initialisation and Dropout use, like
// torch.manual_seed (the values differ from PyTorch's).
void manual_seed(std::uint64_t seed);
std::mt19937_64& global_generator();

// y = x W^T + b over the last axis, like torch.nn.Linear.
class Linear {
 public:
  Linear() = default;
  // PyTorch's default initialisation: weight and bias ~ U(-1/sqrt(in), 1/sqrt(in)).
  Linear(std::size_t in_features, std::size_t out_features, bool with_bias = true);
  // From given parameters: weight [out, in], bias [out] or empty for none.
  Linear(Tensor2 weight, Tensor1 bias);

  Tensor2 weight;  // [out_features, in_features]
  Tensor1 bias;    // [out_features], or size 0 without bias

  [[nodiscard]] std::size_t in_features() const { return weight.shape(1); }
  [[nodiscard]] std::size_t out_features() const { return weight.shape(0); }
  [[nodiscard]] bool has_bias() const { return bias.size() != 0; }

  [[nodiscard]] Tensor2 forward(const Tensor2& x) const;  // [n, in] -> [n, out]
  [[nodiscard]] Tensor3 forward(const Tensor3& x) const;  // [batch, seq, in] -> [batch, seq, out]
  [[nodiscard]] Tensor3 operator()(const Tensor3& x) const { return forward(x); }

  // The same on raw rows, for code that keeps several layers' inputs or
  // outputs side by side in one buffer: row r of x starts at
  // x + r * x_stride (in_features values), row r of y at y + r * y_stride
  // (out_features values). One BLAS call, then the bias.
  void forward_rows(const float* x, std::size_t x_stride, std::size_t rows, float* y, std::size_t y_stride) const;
};

// Inverted dropout, like torch.nn.Dropout: in training mode each element is
// zeroed with probability p and the survivors are scaled by 1 / (1 - p); in
// evaluation mode (the default) it returns its input unchanged.
class Dropout {
 public:
  explicit Dropout(float p = 0.0f);

  [[nodiscard]] Tensor3 forward(const Tensor3& x) const;
  [[nodiscard]] Tensor3 operator()(const Tensor3& x) const { return forward(x); }

  void train(bool on) { training_ = on; }
  [[nodiscard]] bool is_training() const { return training_; }
  [[nodiscard]] float p() const { return p_; }
  // Reproducible masks: the layer draws from its own generator once seeded.
  void seed(std::uint64_t value);

 private:
  float p_ = 0.0f;
  bool training_ = false;
  bool seeded_ = false;
  mutable std::mt19937_64 generator_;
};

}  // namespace attention
