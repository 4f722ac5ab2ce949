#pragma once
// The grader's side of the boundary: runs a request through a compiled
// harness program, one process per request, and says what happened in
// words a student understands.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "grader/execution/runner.hpp"
#include "grader/execution/sandbox.hpp"
#include "grader/protocol/protocol.hpp"
#include "grader/support/limits.hpp"

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
    bad_response,   // answered something that is not a response
    did_not_start,  // the program did not reach main() in time (Limits::startup_seconds)
    out_of_time,    // not run, or stopped: the grade's time limit ran out (Harness::limit_time)
  };
  Kind kind = Kind::crashed;
  TensorMap outputs;
  std::string error_kind;
  // Valid UTF-8 without terminal control (ProcessHarness makes them so):
  std::string message;          // one plain sentence for the report
  std::string program_output;   // the first lines the student's code printed
  std::vector<double> seconds;  // a timed request's run times (HarnessRequest::repeat)
  // Where it threw or crashed: the harness's stack mapped to source lines
  // ("/path/file.cpp:57"), innermost first, each frame's inlined calls
  // innermost first too; empty when unknown. source_line() picks the student's.
  std::vector<std::uint64_t> frames;
  std::vector<std::string> source_lines;
};

// The innermost of `source_lines` in one of the student's files (`sources`,
// file names), as "file.cpp:57"; empty when none is.
[[nodiscard]] std::string student_source_line(const std::vector<std::string>& source_lines,
                                              const std::vector<std::string>& sources);

// The source lines of offsets into a program with debug information
// (addr2line, run as `sandbox`'s tool: the program is the student's); empty
// when it cannot tell.
[[nodiscard]] std::vector<std::string> map_to_source_lines(
    const std::filesystem::path& program, const std::vector<std::uint64_t>& offsets, const Sandbox& sandbox,
    std::optional<std::chrono::steady_clock::time_point> stop_at = std::nullopt);

class Harness {
 public:
  using Clock = std::chrono::steady_clock;
  virtual ~Harness() = default;
  [[nodiscard]] virtual HarnessOutcome run(const HarnessRequest& request) const = 0;
  // The cases of one task, answered in order; by default one run() each.
  [[nodiscard]] virtual std::vector<HarnessOutcome> run_together(const std::vector<HarnessRequest>& requests) const;

  // The grade's time limit (engine.hpp): `seconds` from the grade's start,
  // ending at `deadline`. A run asked for after it fails at once
  // (out_of_time); a ProcessHarness also stops a run under way there. Set
  // by grade() before its first run, never while runs are under way.
  void limit_time(Clock::time_point deadline, double seconds) const {
    deadline_ = deadline;
    limit_seconds_ = seconds;
  }
  [[nodiscard]] std::optional<Clock::time_point> deadline() const { return deadline_; }
  [[nodiscard]] bool out_of_time() const { return deadline_ && Clock::now() >= *deadline_; }
  // What a run gets that the time limit kept from running (`stopped`: cut short).
  [[nodiscard]] HarnessOutcome out_of_time_outcome(bool stopped) const;

 private:
  mutable std::optional<Clock::time_point> deadline_;
  mutable double limit_seconds_ = 0;
};

// The words of an out_of_time outcome, and of a task the engine did not
// start: "not graded: the whole grade may take at most 60 s, ...".
[[nodiscard]] std::string out_of_time_message(double limit_seconds, bool stopped);
// The words of a did_not_start outcome.
[[nodiscard]] std::string did_not_start_message(double startup_seconds);

// Runs a request in a fresh process inside the sandbox; run_together() runs
// the cases of one task in one such process, one after another, and any
// case that does not answer there (with every case after it) again in a
// process of its own. The harness is copied into a private run folder
// first, so that the sandbox user needs no access to the repository (nor
// to the hidden references in it); a harness that runs as the grader's own
// user (Sandbox::run_as empty) gets a folder no other user can enter.
//
// Each process must make the handshake file (harness_main.cpp) within
// Limits::startup_seconds, and its timeout counts from then. Once one does
// not, the code before main hangs: every later run fails at once with the
// same message (did_not_start) instead of each waiting that long.
class ProcessHarness final : public Harness {
 public:
  ProcessHarness(const std::filesystem::path& executable, Limits limits, Sandbox sandbox = {});
  ~ProcessHarness() override;
  ProcessHarness(const ProcessHarness&) = delete;
  ProcessHarness& operator=(const ProcessHarness&) = delete;

  [[nodiscard]] HarnessOutcome run(const HarnessRequest& request) const override;
  [[nodiscard]] std::vector<HarnessOutcome> run_together(const std::vector<HarnessRequest>& requests) const override;
  [[nodiscard]] const Sandbox& sandbox() const { return sandbox_; }
  // Outcomes without source_lines for an exception's frames (no addr2line
  // run for each): the error model's builder, which keeps only what a
  // rewrite answers, runs thousands of them.
  void without_source_lines() { source_lines_ = false; }

 private:
  [[nodiscard]] HarnessOutcome run_unchecked(const HarnessRequest& request) const;
  // The outcomes of the cases that answered in one shared process, in order,
  // up to the first that did not; `stopped` when the grade's deadline ended it.
  [[nodiscard]] std::vector<HarnessOutcome> run_in_one_process(const std::vector<HarnessRequest>& requests,
                                                               bool& stopped) const;
  // What run_limited() watches in `scratch`: the handshake and the grade's deadline.
  [[nodiscard]] RunWatch watch(const std::filesystem::path& scratch) const;
  [[nodiscard]] HarnessOutcome did_not_start() const;

  std::filesystem::path run_dir_;
  std::filesystem::path executable_;
  Limits limits_;
  Sandbox sandbox_;
  // Runs that did not start within the start-up limit. From the second on
  // (code before main hangs every time; one slow start on a loaded machine
  // is forgiven), no run is tried again.
  mutable std::atomic<int> not_started_{0};
  bool source_lines_ = true;
  [[nodiscard]] bool never_starts() const { return not_started_.load() >= 2; }
};

}  // namespace grader
