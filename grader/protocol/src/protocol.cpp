#include "grader/protocol.hpp"

#include <stdexcept>

#include "grader/tensor_json.hpp"

namespace grader {
namespace {

nlohmann::json tensors_to_json(const TensorMap& tensors) {
  nlohmann::json node = nlohmann::json::object();
  for (const auto& [name, tensor] : tensors) node[name] = tensor_to_json(tensor);
  return node;
}

TensorMap tensors_from(const nlohmann::json& node, const std::string& where) {
  if (!node.is_object()) throw std::runtime_error(where + ": must be an object");
  TensorMap tensors;
  for (const auto& item : node.items())
    tensors.emplace(item.key(), tensor_from_json(item.value(), where + "." + item.key()));
  return tensors;
}

}  // namespace

nlohmann::json request_to_json(const HarnessRequest& request) {
  return {{"op", request.op}, {"params", request.params}, {"inputs", tensors_to_json(request.inputs)}};
}

HarnessRequest request_from_json(const nlohmann::json& node) {
  HarnessRequest request;
  request.op = node.at("op").get<std::string>();
  request.params = node.value("params", nlohmann::json::object());
  request.inputs = tensors_from(node.value("inputs", nlohmann::json::object()), "inputs");
  return request;
}

nlohmann::json response_to_json(const HarnessResponse& response) {
  if (response.ok) return {{"status", "ok"}, {"outputs", tensors_to_json(response.outputs)}};
  return {{"status", "error"}, {"kind", response.error_kind}, {"message", response.error_message}};
}

HarnessResponse response_from_json(const nlohmann::json& node) {
  if (!node.is_object()) throw std::runtime_error("response is not a JSON object");
  HarnessResponse response;
  const std::string status = node.value("status", "");
  if (status == "ok") {
    response.ok = true;
    response.outputs = tensors_from(node.value("outputs", nlohmann::json::object()), "outputs");
  } else if (status == "error") {
    response.error_kind = node.value("kind", "exception");
    response.error_message = node.value("message", "");
  } else {
    throw std::runtime_error("response status must be \"ok\" or \"error\"");
  }
  return response;
}

}  // namespace grader
