#include "grader/harness_client.hpp"

#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>

#include "grader/safe_text.hpp"

namespace grader {
namespace {

// "60.0 MiB", "16 MiB".
std::string format_mib(std::uintmax_t bytes) {
  const std::uintmax_t mib = std::uintmax_t{1024} * 1024;
  if (bytes % mib == 0) return std::to_string(bytes / mib) + " MiB";
  const std::uintmax_t tenths = (bytes * 10 + mib / 2) / mib;
  return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10) + " MiB";
}

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

// The first lines of what the student's code printed, made safe first
// (safe_text.hpp), and cut on a character boundary.
std::string first_lines(const std::string& printed, std::size_t lines, std::size_t max_bytes) {
  const std::string text = safe_text(printed);
  std::size_t end = 0;
  for (std::size_t count = 0; end < text.size() && end < max_bytes;) {
    if (text[end++] == '\n' && ++count >= lines) break;
  }
  std::string head = utf8_prefix(text, end);
  if (head.size() < text.size()) head += "[...]";
  return head;
}

// Whatever the harness answered, the outcome's words are valid UTF-8 without
// terminal control: the exception message and kind are the student's text,
// and a malformed response's parse error quotes its bytes.
HarnessOutcome with_safe_text(HarnessOutcome outcome) {
  outcome.error_kind = safe_text(outcome.error_kind);
  outcome.message = safe_text(outcome.message);
  outcome.program_output = safe_text(outcome.program_output);
  return outcome;
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
                                                std::filesystem::perms::group_exec |
                                                std::filesystem::perms::others_read |
                                                std::filesystem::perms::others_exec);
}

ProcessHarness::~ProcessHarness() {
  std::error_code ignored;
  std::filesystem::remove_all(run_dir_, ignored);
}

HarnessOutcome ProcessHarness::run(const HarnessRequest& request) const {
  return with_safe_text(run_unchecked(request));
}

HarnessOutcome ProcessHarness::run_unchecked(const HarnessRequest& request) const {
  HarnessOutcome outcome;
  ScratchDir scratch(run_dir_, sandbox_);
  {
    std::ofstream out(scratch.path() / "request.json", std::ios::binary);
    out << request_to_json(request).dump();
  }
  // The user to run as and the process limit, both set before exec (sandbox.hpp).
  const std::optional<RunAs> identity = sandbox_.harness_identity();
  ProcessResult process = run_limited(sandbox_.command(executable_, scratch.path(), {"request.json", "response.json"}),
                                      scratch.path(), limits_, identity ? &*identity : nullptr);
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
      outcome.message =
          "your code crashed: it " + process.describe() +
          (process.signal == SIGSEGV || process.signal == SIGBUS
               ? "; look for an out-of-range index or a dangling reference (an auto expression built from locals)"
           : process.signal == SIGKILL || process.signal == SIGXCPU ? "; it may have run out of memory or CPU time"
           : process.signal == SIGXFSZ
               ? "; it wrote a file larger than " + std::to_string(limits_.file_size_mb) + " MiB"
               : "");
      return outcome;
    case ProcessResult::Outcome::exited:
      break;
  }
  const std::filesystem::path response_path = scratch.path() / "response.json";
  std::error_code size_error;
  const auto response_size = std::filesystem::file_size(response_path, size_error);
  std::ifstream in(response_path, std::ios::binary);
  if (size_error || !in) {
    outcome.kind = HarnessOutcome::Kind::crashed;
    outcome.message = "your code ended the program (" + process.describe() + ") before the task returned";
    return outcome;
  }
  // Checked before reading: parsing JSON takes tens of times its size in memory.
  if (response_size > max_response_bytes) {
    outcome.kind = HarnessOutcome::Kind::bad_response;
    outcome.message = "the answer file of your code is " + format_mib(response_size) + "; the grader reads at most " +
                      format_mib(max_response_bytes) +
                      " (the largest expected output is a few KiB: did your code write response.json itself?)";
    return outcome;
  }
  std::stringstream buffer;
  buffer << in.rdbuf();
  try {
    HarnessResponse response = response_from_json(nlohmann::json::parse(buffer.str()));
    if (response.ok) {
      outcome.kind = HarnessOutcome::Kind::ok;
      outcome.outputs = std::move(response.outputs);
      outcome.seconds = std::move(response.seconds);
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
