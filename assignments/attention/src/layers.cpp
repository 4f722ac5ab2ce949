#include "layers.hpp"

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

Tensor2 Linear::forward(const Tensor2& x) const {
  if (x.shape(1) != in_features()) {
    throw std::invalid_argument("Linear: input has " + std::to_string(x.shape(1)) + " features, layer expects " +
                                std::to_string(in_features()));
  }
  Tensor2 y = xt::linalg::dot(x, xt::transpose(weight));  // [n, in] @ [in, out] -> [n, out]
  if (has_bias()) y += xt::view(bias, xt::newaxis(), xt::all());  // broadcast [1, out]
  return y;
}

Tensor3 Linear::forward(const Tensor3& x) const {
  const std::size_t batch = x.shape(0);
  const std::size_t seq = x.shape(1);
  Tensor2 flat = xt::reshape_view(x, {batch * seq, x.shape(2)});  // [batch * seq, in]
  Tensor2 y = forward(flat);                                        // [batch * seq, out]
  return xt::reshape_view(y, {batch, seq, out_features()});         // [batch, seq, out]
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
