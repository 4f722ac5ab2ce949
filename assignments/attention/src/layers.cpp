#include "layers.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>
#include <xtensor-blas/xlinalg.hpp>
#include <xtensor/xrandom.hpp>
#include <xtensor/xview.hpp>

namespace attention {

std::mt19937_64& global_generator() {
  static std::mt19937_64 generator(0);
  return generator;
}

void manual_seed(std::uint64_t seed) { global_generator().seed(seed); }

Linear::Linear(std::size_t in_features, std::size_t out_features, bool with_bias) {
  const float bound = in_features > 0 ? 1.0f / std::sqrt(static_cast<float>(in_features)) : 0.0f;
  std::uniform_real_distribution<float> uniform(-bound, bound);
  // from_shape: Tensor1({n}) would be a one-element tensor holding n.
  weight = Tensor2::from_shape({out_features, in_features});
  for (auto& w : weight) w = uniform(global_generator());
  bias = Tensor1::from_shape({with_bias ? out_features : 0});
  for (auto& b : bias) b = uniform(global_generator());
}

Linear::Linear(Tensor2 weight_, Tensor1 bias_) : weight(std::move(weight_)), bias(std::move(bias_)) {
  if (bias.size() != 0 && bias.size() != weight.shape(0)) {
    throw std::invalid_argument("Linear: bias has " + std::to_string(bias.size()) + " values but weight has " +
                                std::to_string(weight.shape(0)) + " rows");
  }
}

namespace {

void check_features(const Linear& layer, std::size_t features) {
  if (features != layer.in_features()) {
    throw std::invalid_argument("Linear: input has " + std::to_string(features) + " features, layer expects " +
                                std::to_string(layer.in_features()));
  }
}

}  // namespace

// cblas_sgemm as declared by xtensor-blas. xt::linalg::dot would first copy
// the transposed view of the weight, and a broadcast += walks every element
// through xtensor's steppers.
void Linear::forward_rows(const float* x, std::size_t x_stride, std::size_t rows, float* y,
                          std::size_t y_stride) const {
  const std::size_t in = in_features();
  const std::size_t out = out_features();
  if (rows == 0 || out == 0) return;
  if (in == 0) {
    for (std::size_t r = 0; r < rows; ++r) std::fill(y + r * y_stride, y + r * y_stride + out, 0.0f);
  } else {
    // [rows, in] @ [in, out] -> [rows, out]
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, static_cast<int>(rows), static_cast<int>(out),
                static_cast<int>(in), 1.0f, x, static_cast<int>(x_stride), weight.data(), static_cast<int>(in), 0.0f, y,
                static_cast<int>(y_stride));
  }
  if (!has_bias()) return;
  const float* b = bias.data();
  for (std::size_t r = 0; r < rows; ++r) {
    float* row = y + r * y_stride;
    for (std::size_t j = 0; j < out; ++j) row[j] += b[j];
  }
}

Tensor2 Linear::forward(const Tensor2& x) const {
  check_features(*this, x.shape(1));
  Tensor2 y = Tensor2::from_shape({x.shape(0), out_features()});  // [n, out]
  forward_rows(x.data(), in_features(), x.shape(0), y.data(), out_features());
  return y;
}

Tensor3 Linear::forward(const Tensor3& x) const {
  check_features(*this, x.shape(2));
  // A row-major [batch, seq, in] tensor is [batch * seq, in] rows in memory.
  Tensor3 y = Tensor3::from_shape({x.shape(0), x.shape(1), out_features()});  // [batch, seq, out]
  forward_rows(x.data(), in_features(), x.shape(0) * x.shape(1), y.data(), out_features());
  return y;
}

Dropout::Dropout(float p) : p_(p) {
  if (!(p >= 0.0f && p <= 1.0f)) {
    throw std::invalid_argument("Dropout: p must be in [0, 1], got " + std::to_string(p));
  }
}

void Dropout::seed(std::uint64_t value) {
  generator_.seed(value);
  seeded_ = true;
}

Tensor3 Dropout::forward(const Tensor3& x) const {
  if (!training_ || p_ == 0.0f) return x;
  if (p_ == 1.0f) return xt::zeros_like(x);
  std::bernoulli_distribution keep(1.0 - static_cast<double>(p_));
  auto& generator = seeded_ ? generator_ : global_generator();
  const float scale = 1.0f / (1.0f - p_);
  Tensor3 y = x;
  for (auto& value : y) value = keep(generator) ? value * scale : 0.0f;
  return y;
}

}  // namespace attention
