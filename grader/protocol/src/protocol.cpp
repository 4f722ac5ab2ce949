#include "grader/protocol/protocol.hpp"

#include <cmath>
#include <stdexcept>

#include "grader/protocol/tensor_json.hpp"

namespace grader {

bool is_harness_error_kind(const std::string& kind) {
  return kind == harness_error::not_implemented || kind == harness_error::output_too_large ||
         kind == harness_error::bad_request || kind == harness_error::unknown_op;
}

bool is_adapter_refusal(const std::string& kind) {
  return kind == harness_error::bad_request || kind == harness_error::unknown_op;
}

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
  nlohmann::json node = {{"op", request.op}, {"params", request.params}, {"inputs", tensors_to_json(request.inputs)}};
  if (request.repeat > 1) node["repeat"] = request.repeat;
  if (request.rewrite != 0) node["rewrite"] = request.rewrite;
  return node;
}

HarnessRequest request_from_json(const nlohmann::json& node) {
  HarnessRequest request;
  request.op = node.at("op").get<std::string>();
  request.params = node.value("params", nlohmann::json::object());
  request.inputs = tensors_from(node.value("inputs", nlohmann::json::object()), "inputs");
  if (auto repeat = node.find("repeat"); repeat != node.end()) {
    if (!repeat->is_number_unsigned() || repeat->get<std::size_t>() < 1 || repeat->get<std::size_t>() > max_repeat) {
      throw std::runtime_error("repeat: must be a whole number from 1 to " + std::to_string(max_repeat));
    }
    request.repeat = repeat->get<std::size_t>();
  }
  if (auto rewrite = node.find("rewrite"); rewrite != node.end()) {
    if (!rewrite->is_number_integer() || rewrite->get<long long>() < 0 || rewrite->get<long long>() > 1000000) {
      throw std::runtime_error("rewrite: must be a whole number from 0 to 1000000");
    }
    request.rewrite = rewrite->get<int>();
  }
  return request;
}

nlohmann::json response_to_json(const HarnessResponse& response) {
  if (response.ok) {
    nlohmann::json node = {{"status", "ok"}, {"outputs", tensors_to_json(response.outputs)}};
    if (!response.seconds.empty()) node["seconds"] = response.seconds;
    return node;
  }
  nlohmann::json node = {{"status", "error"}, {"kind", response.error_kind}, {"message", response.error_message}};
  if (!response.frames.empty()) node["frames"] = response.frames;
  return node;
}

HarnessResponse response_from_json(const nlohmann::json& node) {
  if (!node.is_object()) throw std::runtime_error("response is not a JSON object");
  HarnessResponse response;
  const std::string status = node.value("status", "");
  if (status == "ok") {
    response.ok = true;
    response.outputs = tensors_from(node.value("outputs", nlohmann::json::object()), "outputs");
    if (auto seconds = node.find("seconds"); seconds != node.end()) {
      if (!seconds->is_array() || seconds->size() > max_repeat) {
        throw std::runtime_error("seconds: must be a list of at most " + std::to_string(max_repeat) + " numbers");
      }
      for (const auto& value : *seconds) {
        if (!value.is_number() || !(value.get<double>() >= 0) || !std::isfinite(value.get<double>())) {
          throw std::runtime_error("seconds: must be a list of finite numbers >= 0");
        }
        response.seconds.push_back(value.get<double>());
      }
    }
  } else if (status == "error") {
    response.error_kind = node.value("kind", "exception");
    response.error_message = node.value("message", "");
    if (auto frames = node.find("frames"); frames != node.end()) {
      if (!frames->is_array() || frames->size() > max_frames) {
        throw std::runtime_error("frames: must be a list of at most " + std::to_string(max_frames) + " offsets");
      }
      for (const auto& offset : *frames) {
        if (!offset.is_number_unsigned()) throw std::runtime_error("frames: must be a list of whole numbers >= 0");
        response.frames.push_back(offset.get<std::uint64_t>());
      }
    }
  } else {
    throw std::runtime_error("response status must be \"ok\" or \"error\"");
  }
  return response;
}

}  // namespace grader
