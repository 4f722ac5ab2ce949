#include "grader/protocol/tensor_json.hpp"

#include <cmath>
#include <limits>

namespace grader {
namespace {

constexpr std::size_t max_tensor_values = std::size_t{1} << 32;

float element_from_json(const nlohmann::json& item, const std::string& where, std::size_t i) {
  if (item.is_number()) {
    // JSON numbers are parsed as double; the generator only writes strings
    // whose double reading rounds to the intended float32 (it checks this).
    return static_cast<float>(item.get<double>());
  }
  if (item.is_string()) {
    const auto& text = item.get_ref<const std::string&>();
    if (text == "inf") return std::numeric_limits<float>::infinity();
    if (text == "-inf") return -std::numeric_limits<float>::infinity();
    if (text == "nan") return std::numeric_limits<float>::quiet_NaN();
  }
  throw TensorFormatError(where + ".data[" + std::to_string(i) +
                          "]: expected a number, \"inf\", \"-inf\" or \"nan\", got " + item.dump());
}

}  // namespace

Tensor tensor_from_json(const nlohmann::json& node, const std::string& where, bool shape_only) {
  if (!node.is_object()) throw TensorFormatError(where + ": expected a tensor object");
  if (auto dtype = node.find("dtype"); dtype != node.end() && *dtype != "float32") {
    throw TensorFormatError(where + ".dtype: only \"float32\" is supported, got " + dtype->dump());
  }
  auto shape_node = node.find("shape");
  if (shape_node == node.end() || !shape_node->is_array()) {
    throw TensorFormatError(where + ".shape: missing or not a list");
  }
  Tensor tensor;
  std::size_t count = 1;
  for (const auto& extent : *shape_node) {
    if (!extent.is_number_unsigned()) {
      throw TensorFormatError(where + ".shape: extents must be non-negative integers, got " + extent.dump());
    }
    const auto value = extent.get<std::size_t>();
    // Refuse shapes whose size overflows or could never be held in memory.
    if (value != 0 && count > max_tensor_values / value) {
      throw TensorFormatError(where + ".shape: " + shape_node->dump() + " has more than " +
                              std::to_string(max_tensor_values) + " values");
    }
    count *= value;
    tensor.shape.push_back(value);
  }
  auto data_node = node.find("data");
  if (data_node == node.end() && shape_only) {
    return tensor;  // an expected shape only: there are no values to hold
  }
  if (data_node == node.end() || !data_node->is_array()) {
    throw TensorFormatError(where + ".data: missing or not a list");
  }
  const std::size_t expected = element_count(tensor.shape);
  if (data_node->size() != expected) {
    throw TensorFormatError(where + ".data: shape " + format_shape(tensor.shape) + " needs " +
                            std::to_string(expected) + " values, found " + std::to_string(data_node->size()));
  }
  tensor.data.reserve(expected);
  std::size_t i = 0;
  for (const auto& item : *data_node) tensor.data.push_back(element_from_json(item, where, i++));
  return tensor;
}

nlohmann::json tensor_to_json(const Tensor& tensor) {
  nlohmann::json data = nlohmann::json::array();
  for (float value : tensor.data) {
    if (std::isfinite(value)) {
      data.push_back(value);  // nlohmann writes floats in shortest round-trip form
    } else {
      data.push_back(format_float(value));
    }
  }
  return {{"shape", tensor.shape}, {"dtype", "float32"}, {"data", std::move(data)}};
}

}  // namespace grader
