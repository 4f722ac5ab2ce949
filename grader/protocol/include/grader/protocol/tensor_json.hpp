#pragma once
// Tensors in JSON: {"shape": [3, 5], "dtype": "float32", "data": [0.1, ...]}.
// Numbers are written in their shortest float32 round-trip form, so a file
// holds exactly the float32 values PyTorch produced; non-finite values are
// the strings "inf", "-inf" and "nan" (JSON has no literal for them).
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

#include "grader/protocol/tensor.hpp"

namespace grader {

// Thrown for malformed tensor JSON; `what()` names the offending field.
class TensorFormatError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// `where` names the tensor in error messages, e.g. "inputs.x". With
// `shape_only`, "data" may be left out: the tensor then has a shape and no
// values. Shapes of more than 2^32 values are refused.
[[nodiscard]] Tensor tensor_from_json(const nlohmann::json& node, const std::string& where, bool shape_only = false);
[[nodiscard]] nlohmann::json tensor_to_json(const Tensor& tensor);

}  // namespace grader
