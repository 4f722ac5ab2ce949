#pragma once
// The one boundary between the grader and a submission (like CS336's
// tests/adapters.py): each assignment's adapter maps operation names to
// calls into the student's code. The generic harness main() dispatches a
// request to it and reports what comes back, or what was thrown.
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include "grader/protocol/tensor.hpp"

namespace grader::harness {

using Operation = std::function<TensorMap(const nlohmann::json& params, const TensorMap& inputs)>;
using Operations = std::map<std::string, Operation>;

// Defined once per assignment, in its adapter.cpp.
const Operations& adapter_operations();

// Thrown by an adapter for a malformed request (a grader bug, not the student's).
class BadRequest : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A request's parameters, for adapters: a missing or mistyped one is a BadRequest.
inline std::size_t size_param(const nlohmann::json& params, const char* name) {
  auto it = params.find(name);
  if (it == params.end() || !it->is_number_unsigned()) {
    throw BadRequest(std::string("request lacks unsigned parameter \"") + name + "\"");
  }
  return it->get<std::size_t>();
}

inline float float_param(const nlohmann::json& params, const char* name) {
  auto it = params.find(name);
  if (it == params.end() || !it->is_number()) throw BadRequest(std::string("request lacks number \"") + name + "\"");
  return it->get<float>();
}

// Far above any reference case: a bigger answer is a bug, and converting and
// writing it would only run into the timeout or the file-size limit.
constexpr std::size_t max_output_values = std::size_t{1} << 22;

// Thrown when a student's outputs hold more than max_output_values values.
class OutputTooLarge : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace grader::harness
