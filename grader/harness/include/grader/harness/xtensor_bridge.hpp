#pragma once
// Conversions between the wire format and xtensor, for adapters.
#include <cmath>
#include <string>
#include <xtensor/xadapt.hpp>
#include <xtensor/xtensor.hpp>

#include "grader/harness/adapter.hpp"

namespace grader::harness {

template <std::size_t N>
xt::xtensor<float, N> to_xtensor(const Tensor& tensor, const std::string& name) {
  if (tensor.rank() != N) {
    throw BadRequest("input \"" + name + "\" has rank " + std::to_string(tensor.rank()) + ", expected " +
                     std::to_string(N));
  }
  std::array<std::size_t, N> shape{};
  std::copy(tensor.shape.begin(), tensor.shape.end(), shape.begin());
  xt::xtensor<float, N> result(shape);
  std::copy(tensor.data.begin(), tensor.data.end(), result.begin());
  return result;
}

template <std::size_t N>
xt::xtensor<float, N> input(const TensorMap& inputs, const std::string& name) {
  auto it = inputs.find(name);
  if (it == inputs.end()) throw BadRequest("request lacks input \"" + name + "\"");
  return to_xtensor<N>(it->second, name);
}

// A linear layer with fields `weight` [out, in] and `bias` [out] (size 0
// without one), read from the inputs "<name>.weight" and, when present,
// "<name>.bias".
template <class Layer>
Layer linear_layer(const TensorMap& inputs, const std::string& name) {
  Layer layer;
  layer.weight = input<2>(inputs, name + ".weight");
  using Bias = decltype(layer.bias);
  layer.bias = inputs.count(name + ".bias") ? input<1>(inputs, name + ".bias") : Bias::from_shape({0});
  return layer;
}

// Copies any xtensor expression, whatever its layout, into row-major data.
// Refuses (OutputTooLarge) before copying anything absurdly large.
template <class E>
Tensor from_xtensor(const E& expression) {
  const auto& evaluated = xt::eval(expression);
  if (evaluated.size() > max_output_values) {
    throw OutputTooLarge("your code returned a tensor of " + std::to_string(evaluated.size()) + " values; at most " +
                         std::to_string(max_output_values) + " are accepted (is a shape wrong?)");
  }
  Tensor tensor;
  tensor.shape.assign(evaluated.shape().begin(), evaluated.shape().end());
  tensor.data.assign(evaluated.template begin<xt::layout_type::row_major>(),
                     evaluated.template end<xt::layout_type::row_major>());
  return tensor;
}

}  // namespace grader::harness
