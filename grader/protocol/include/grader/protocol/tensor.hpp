#pragma once
// A plain float32 tensor: the grader's currency. The grader never links
// xtensor; it only moves, compares and reports numbers.
#include <cstddef>
#include <map>
#include <string>
#include <vector>

namespace grader {

using Shape = std::vector<std::size_t>;

struct Tensor {
  Shape shape;
  std::vector<float> data;  // row-major, data.size() == element_count(shape)

  [[nodiscard]] std::size_t size() const { return data.size(); }
  [[nodiscard]] std::size_t rank() const { return shape.size(); }
  // Value at a multi-index, row-major.
  [[nodiscard]] float at(const std::vector<std::size_t>& index) const;
  bool operator==(const Tensor& other) const { return shape == other.shape && data == other.data; }
};

// Named tensors: a request's inputs, a response's outputs.
using TensorMap = std::map<std::string, Tensor>;

[[nodiscard]] std::size_t element_count(const Shape& shape);
// "[3, 5, 9]"
[[nodiscard]] std::string format_shape(const Shape& shape);
// The multi-index of a flat row-major offset.
[[nodiscard]] std::vector<std::size_t> unravel(std::size_t flat, const Shape& shape);
// Shortest text that reads back as exactly the same float ("inf", "-inf", "nan" too).
[[nodiscard]] std::string format_float(float value);

}  // namespace grader
