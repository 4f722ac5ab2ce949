#include "grader/protocol/tensor.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>

namespace grader {

std::size_t element_count(const Shape& shape) {
  std::size_t count = 1;
  for (std::size_t extent : shape) count *= extent;
  return count;
}

std::string format_shape(const Shape& shape) {
  std::string text = "[";
  for (std::size_t i = 0; i < shape.size(); ++i) {
    if (i != 0) text += ", ";
    text += std::to_string(shape[i]);
  }
  return text + "]";
}

std::vector<std::size_t> unravel(std::size_t flat, const Shape& shape) {
  std::vector<std::size_t> index(shape.size(), 0);
  for (std::size_t axis = shape.size(); axis-- > 0;) {
    if (shape[axis] == 0) return index;
    index[axis] = flat % shape[axis];
    flat /= shape[axis];
  }
  return index;
}

float Tensor::at(const std::vector<std::size_t>& index) const {
  if (index.size() != shape.size()) throw std::out_of_range("Tensor::at: wrong number of indices");
  std::size_t flat = 0;
  for (std::size_t axis = 0; axis < shape.size(); ++axis) {
    if (index[axis] >= shape[axis]) throw std::out_of_range("Tensor::at: index out of range");
    flat = flat * shape[axis] + index[axis];
  }
  return data.at(flat);
}

std::string format_float(float value) {
  if (std::isnan(value)) return "nan";
  if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
  char buffer[32];
#if !defined(_GLIBCXX_RELEASE) || _GLIBCXX_RELEASE >= 11
  // to_chars without precision gives the shortest round-trip representation.
  auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
  return std::string(buffer, result.ptr);
#else
  // GCC 10 (Debian 11) has no to_chars for float: the fewest %g digits that
  // read back as the same float, which is what to_chars gives in all but rare cases.
  for (int precision = 1;; ++precision) {
    std::snprintf(buffer, sizeof buffer, "%.*g", precision, static_cast<double>(value));
    if (precision >= 9 || std::strtof(buffer, nullptr) == value) return buffer;
  }
#endif
}

}  // namespace grader
