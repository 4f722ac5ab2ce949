#pragma once
// The grader's side of the boundary: runs a request through a compiled
// harness program, one process per request, and says what happened in
// words a student understands.
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "grader/limits.hpp"
#include "grader/protocol.hpp"
#include "grader/runner.hpp"
#include "grader/sandbox.hpp"

namespace grader {

// The largest response file the grader reads, checked (stat) before it is
// read or parsed: a student's code can write response.json itself, and
// parsing JSON takes tens of times its size in memory. The largest expected
// output of any assignment is under 1000 values (a few KiB of JSON); over
// the cap, the check fails as the student's own doing.
constexpr std::uintmax_t max_response_bytes = std::uintmax_t{16} << 20;

struct HarnessOutcome {
  enum class Kind {
    ok,       // outputs are valid
    raised,   // the student's code threw (error_kind says what)
    crashed,  // killed by a signal, or exited without answering
    timed_out,
    bad_response,  // answered something that is not a response
  };
  Kind kind = Kind::crashed;
  TensorMap outputs;
  std::string error_kind;
  // Valid UTF-8 without terminal control (ProcessHarness makes them so):
  std::string message;          // one plain sentence for the report
  std::string program_output;   // the first lines the student's code printed
  std::vector<double> seconds;  // a timed request's run times (HarnessRequest::repeat)
};

class Harness {
 public:
  virtual ~Harness() = default;
  [[nodiscard]] virtual HarnessOutcome run(const HarnessRequest& request) const = 0;
  // The cases of one task, answered in order; by default one run() each.
  [[nodiscard]] virtual std::vector<HarnessOutcome> run_together(const std::vector<HarnessRequest>& requests) const;
};

// Runs a request in a fresh process inside the sandbox; run_together() runs
// the cases of one task in one such process, one after another, and any
// case that does not answer there (with every case after it) again in a
// process of its own. The harness is copied into a private run folder
// first, so that the sandbox user needs no access to the repository (nor
// to the hidden references in it).
class ProcessHarness final : public Harness {
 public:
  ProcessHarness(const std::filesystem::path& executable, Limits limits, Sandbox sandbox = {});
  ~ProcessHarness() override;
  ProcessHarness(const ProcessHarness&) = delete;
  ProcessHarness& operator=(const ProcessHarness&) = delete;

  [[nodiscard]] HarnessOutcome run(const HarnessRequest& request) const override;
  [[nodiscard]] std::vector<HarnessOutcome> run_together(const std::vector<HarnessRequest>& requests) const override;
  [[nodiscard]] const Sandbox& sandbox() const { return sandbox_; }

 private:
  [[nodiscard]] HarnessOutcome run_unchecked(const HarnessRequest& request) const;
  // The outcomes of the cases that answered in one shared process, in order,
  // up to the first that did not.
  [[nodiscard]] std::vector<HarnessOutcome> run_in_one_process(const std::vector<HarnessRequest>& requests) const;

  std::filesystem::path run_dir_;
  std::filesystem::path executable_;
  Limits limits_;
  Sandbox sandbox_;
};

}  // namespace grader
