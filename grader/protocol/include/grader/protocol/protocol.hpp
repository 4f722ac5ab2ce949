#pragma once
// What crosses the trust boundary. The grader writes a request (an
// operation, its parameters and input tensors: never expected values) and
// the harness answers with output tensors or the error it caught.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "grader/protocol/tensor.hpp"

namespace grader {

struct HarnessRequest {
  std::string op;
  nlohmann::json params = nlohmann::json::object();
  TensorMap inputs;
  std::size_t repeat = 1;  // above 1: run the operation this many times and time each run (a leaderboard)
  // The course's error model only (grader/errormodel): which rewrite of the
  // solution a schemata harness runs; 0, as for every student's harness: none.
  int rewrite = 0;
};

// The most runs one request may ask for.
constexpr std::size_t max_repeat = 1000;

struct HarnessResponse {
  bool ok = false;
  TensorMap outputs;
  std::string error_kind;  // one of harness_error below, "invalid_argument", or the type the code threw
  std::string error_message;
  std::vector<double> seconds;  // with repeat > 1: each run's wall time, measured in the harness
  // With an error: where it was thrown, the stack's return addresses as
  // offsets into the harness program (innermost first), for the grader to
  // map to the student's file and line.
  std::vector<std::uint64_t> frames;
};

// The one list of the kinds of error the harness itself answers with
// (HarnessResponse::error_kind): never an exception of the student's code.
// The harness sends them; the grader tells them apart (judging, hints, the
// adapter's refusals).
namespace harness_error {
inline constexpr const char* not_implemented = "not_implemented";    // a stub of the template ran
inline constexpr const char* output_too_large = "output_too_large";  // the answer is above the protocol's limit
inline constexpr const char* bad_request = "bad_request";            // the adapter refused the request
inline constexpr const char* unknown_op = "unknown_op";              // the adapter has no such operation
}  // namespace harness_error
// The kind a std::invalid_argument of the student's code is answered with
// (a refusal of inputs that do not fit, as a case may expect).
inline constexpr const char* invalid_argument_kind = "invalid_argument";

// Whether `kind` is one of harness_error's.
[[nodiscard]] bool is_harness_error_kind(const std::string& kind);
// Whether the request was refused by the course's adapter (bad_request,
// unknown_op): the course's fault, never the student's.
[[nodiscard]] bool is_adapter_refusal(const std::string& kind);

// The most frames a response may carry.
constexpr std::size_t max_frames = 64;

[[nodiscard]] nlohmann::json request_to_json(const HarnessRequest& request);
[[nodiscard]] HarnessRequest request_from_json(const nlohmann::json& node);
[[nodiscard]] nlohmann::json response_to_json(const HarnessResponse& response);
// Throws std::runtime_error on a malformed response.
[[nodiscard]] HarnessResponse response_from_json(const nlohmann::json& node);

}  // namespace grader
