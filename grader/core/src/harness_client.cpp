#include "grader/harness_client.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>

#include <csignal>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace grader {
namespace {

// A scratch folder per request inside the run folder, writable by the
// sandbox user, removed afterwards.
class ScratchDir {
 public:
  ScratchDir(const std::filesystem::path& parent, const Sandbox& sandbox) {
    std::string pattern = (parent / "case-XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("cannot create a scratch folder in " + pattern);
    path_ = pattern;
    if (sandbox.run_as && ::chown(path_.c_str(), *sandbox.run_as, sandbox.run_as_group) != 0) {
      throw std::runtime_error("cannot hand " + path_.string() + " to the sandbox user: " + std::strerror(errno));
    }
  }
  ~ScratchDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
  [[nodiscard]] const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

std::string first_lines(const std::string& text, std::size_t lines, std::size_t max_chars) {
  std::string head;
  std::size_t count = 0;
  for (char c : text) {
    if (head.size() >= max_chars) break;
    head += c;
    if (c == '\n' && ++count >= lines) break;
  }
  if (head.size() < text.size()) head += "[...]";
  return head;
}

}  // namespace

ProcessHarness::ProcessHarness(const std::filesystem::path& executable, Limits limits, Sandbox sandbox)
    : limits_(limits), sandbox_(std::move(sandbox)) {
  const char* base = std::getenv("TMPDIR");
  std::string pattern = std::string(base && *base ? base : "/tmp") + "/grader-run-XXXXXX";
  if (::mkdtemp(pattern.data()) == nullptr) {
    throw std::runtime_error("cannot create a run folder " + pattern + ": " + std::strerror(errno));
  }
  run_dir_ = pattern;
  // Traversable but not listable by others; the harness copy is executable by them.
  std::filesystem::permissions(run_dir_, std::filesystem::perms::owner_all | std::filesystem::perms::group_exec |
                                             std::filesystem::perms::others_exec);
  executable_ = run_dir_ / "harness";
  {
    const std::lock_guard<std::mutex> no_fork_meanwhile(fork_mutex());
    std::filesystem::copy_file(executable, executable_);
  }
  std::filesystem::permissions(executable_, std::filesystem::perms::owner_all | std::filesystem::perms::group_read |
                                                std::filesystem::perms::group_exec | std::filesystem::perms::others_read |
                                                std::filesystem::perms::others_exec);
}

ProcessHarness::~ProcessHarness() {
  std::error_code ignored;
  std::filesystem::remove_all(run_dir_, ignored);
}

HarnessOutcome ProcessHarness::run(const HarnessRequest& request) const {
  HarnessOutcome outcome;
  ScratchDir scratch(run_dir_, sandbox_);
  {
    std::ofstream out(scratch.path() / "request.json", std::ios::binary);
    out << request_to_json(request).dump();
  }
  RunAs identity;
  if (sandbox_.run_as) {
    // No process limit under bubblewrap: see sandbox.hpp.
    identity = RunAs{*sandbox_.run_as, sandbox_.run_as_group,
                     sandbox_.kind == Sandbox::Kind::bubblewrap ? std::size_t{0} : std::size_t{64}};
  }
  ProcessResult process =
      run_limited(sandbox_.command(executable_, scratch.path(), {"request.json", "response.json"}), scratch.path(),
                  limits_, sandbox_.run_as ? &identity : nullptr);
  // bwrap reports a child killed by signal N as exit code 128 + N.
  if (sandbox_.kind == Sandbox::Kind::bubblewrap && process.outcome == ProcessResult::Outcome::exited &&
      process.exit_code > 128 && process.exit_code < 128 + 65) {
    process.outcome = ProcessResult::Outcome::signaled;
    process.signal = process.exit_code - 128;
  }
  std::string printed = process.stdout_text;
  if (!process.stderr_text.empty()) printed += (printed.empty() ? "" : "\n") + process.stderr_text;
  outcome.program_output = first_lines(printed, 12, 2000);

  switch (process.outcome) {
    case ProcessResult::Outcome::failed_to_start:
      outcome.kind = HarnessOutcome::Kind::crashed;
      outcome.message = "the harness " + process.describe();
      return outcome;
    case ProcessResult::Outcome::timed_out:
      outcome.kind = HarnessOutcome::Kind::timed_out;
      outcome.message = "your code did not finish within " + format_float(static_cast<float>(limits_.timeout_seconds)) +
                        " s (an infinite loop?)";
      return outcome;
    case ProcessResult::Outcome::signaled:
      outcome.kind = HarnessOutcome::Kind::crashed;
      outcome.message = "your code crashed: it " + process.describe() +
                        (process.signal == SIGSEGV || process.signal == SIGBUS
                             ? "; look for an out-of-range index or a dangling reference (an auto expression built from locals)"
                             : process.signal == SIGKILL || process.signal == SIGXCPU
                                   ? "; it may have run out of memory or CPU time"
                             : process.signal == SIGXFSZ ? "; it wrote a file larger than " + std::to_string(limits_.file_size_mb) + " MiB"
                                                         : "");
      return outcome;
    case ProcessResult::Outcome::exited:
      break;
  }
  std::ifstream in(scratch.path() / "response.json", std::ios::binary);
  if (!in) {
    outcome.kind = HarnessOutcome::Kind::crashed;
    outcome.message = "your code ended the program (" + process.describe() + ") before the task returned";
    return outcome;
  }
  std::stringstream buffer;
  buffer << in.rdbuf();
  try {
    HarnessResponse response = response_from_json(nlohmann::json::parse(buffer.str()));
    if (response.ok) {
      outcome.kind = HarnessOutcome::Kind::ok;
      outcome.outputs = std::move(response.outputs);
    } else {
      outcome.kind = HarnessOutcome::Kind::raised;
      outcome.error_kind = response.error_kind;
      outcome.message = response.error_message;
    }
  } catch (const std::exception& error) {
    outcome.kind = HarnessOutcome::Kind::bad_response;
    outcome.message = std::string("the harness answered with a malformed response: ") + error.what();
  }
  return outcome;
}

}  // namespace grader
