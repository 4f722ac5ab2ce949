#pragma once
// What crosses the trust boundary. The grader writes a request (an
// operation, its parameters and input tensors: never expected values) and
// the harness answers with output tensors or the error it caught.
#include <nlohmann/json.hpp>
#include <string>

#include "grader/tensor.hpp"

namespace grader {

struct HarnessRequest {
  std::string op;
  nlohmann::json params = nlohmann::json::object();
  TensorMap inputs;
};

struct HarnessResponse {
  bool ok = false;
  TensorMap outputs;
  std::string error_kind;  // "not_implemented", "invalid_argument", "exception", "unknown_op", ...
  std::string error_message;
};

[[nodiscard]] nlohmann::json request_to_json(const HarnessRequest& request);
[[nodiscard]] HarnessRequest request_from_json(const nlohmann::json& node);
[[nodiscard]] nlohmann::json response_to_json(const HarnessResponse& response);
// Throws std::runtime_error on a malformed response.
[[nodiscard]] HarnessResponse response_from_json(const nlohmann::json& node);

}  // namespace grader
