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

// Copies any xtensor expression, whatever its layout, into row-major data.
template <class E>
Tensor from_xtensor(const E& expression) {
  const auto evaluated = xt::eval(expression);
  Tensor tensor;
  tensor.shape.assign(evaluated.shape().begin(), evaluated.shape().end());
  tensor.data.reserve(evaluated.size());
  for (auto it = evaluated.template begin<xt::layout_type::row_major>();
       it != evaluated.template end<xt::layout_type::row_major>(); ++it) {
    tensor.data.push_back(static_cast<float>(*it));
  }
  return tensor;
}

}  // namespace grader::harness
