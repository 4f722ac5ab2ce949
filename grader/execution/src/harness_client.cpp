#include "grader/execution/harness_client.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>

#include "grader/support/programs.hpp"
#include "grader/support/safe_text.hpp"

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

// A file the student's code could have written (or replaced), read as the
// grader: only a regular file, never through a symbolic link (which the
// grader would follow in its own view of the disk, to a hidden reference
// set), never a FIFO (which would block). Reads its first `max_bytes`, or
// with `whole` nothing when it is larger; says the file's size in `size`.
// False when there is no such regular file.
bool read_written_file(const std::filesystem::path& path, std::size_t max_bytes, bool whole, std::string& text,
                       std::uintmax_t& size) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return false;
  struct stat info {};
  if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
    ::close(fd);
    return false;
  }
  size = static_cast<std::uintmax_t>(info.st_size);
  text.clear();
  char buffer[65536];
  while (text.size() < max_bytes && !(whole && size > max_bytes)) {
    const ssize_t got = ::read(fd, buffer, std::min(sizeof buffer, max_bytes - text.size()));
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) break;
    text.append(buffer, static_cast<std::size_t>(got));
  }
  ::close(fd);
  return true;
}

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

// What a response file says, or nullopt when there is no response file
// (no regular file: the program ended first, or the student's code put
// something else there).
std::optional<HarnessOutcome> read_response(const std::filesystem::path& path) {
  std::string text;
  std::uintmax_t size = 0;
  if (!read_written_file(path, max_response_bytes, true, text, size)) return std::nullopt;
  HarnessOutcome outcome;
  // Checked before reading: parsing JSON takes tens of times its size in memory.
  if (size > max_response_bytes) {
    outcome.kind = HarnessOutcome::Kind::bad_response;
    outcome.message = "the answer file of your code is " + format_mib(size) + "; the grader reads at most " +
                      format_mib(max_response_bytes) +
                      " (the largest expected output is a few KiB: did your code write response.json itself?)";
    return outcome;
  }
  try {
    HarnessResponse response = response_from_json(nlohmann::json::parse(text));
    if (response.ok) {
      outcome.kind = HarnessOutcome::Kind::ok;
      outcome.outputs = std::move(response.outputs);
      outcome.seconds = std::move(response.seconds);
    } else {
      outcome.kind = HarnessOutcome::Kind::raised;
      outcome.error_kind = response.error_kind;
      outcome.message = response.error_message;
      outcome.frames = std::move(response.frames);
    }
  } catch (const std::exception& error) {
    outcome.kind = HarnessOutcome::Kind::bad_response;
    outcome.message = std::string("the harness answered with a malformed response: ") + error.what();
  }
  return outcome;
}

}  // namespace

std::string out_of_time_message(double limit_seconds, bool stopped) {
  return std::string(stopped ? "stopped" : "not graded") + ": the whole grade may take at most " +
         format_float(static_cast<float>(limit_seconds)) + " s, and that time ran out " +
         (stopped ? "while this ran" : "before this ran");
}

std::string did_not_start_message(double startup_seconds) {
  return "your program did not start within " + format_float(static_cast<float>(startup_seconds)) +
         " s: code that runs before main (a global or static object's constructor) hangs";
}

HarnessOutcome Harness::out_of_time_outcome(bool stopped) const {
  HarnessOutcome outcome;
  outcome.kind = HarnessOutcome::Kind::out_of_time;
  outcome.message = out_of_time_message(limit_seconds_, stopped);
  return outcome;
}

ProcessHarness::ProcessHarness(const std::filesystem::path& executable, Limits limits, Sandbox sandbox)
    : limits_(limits), sandbox_(std::move(sandbox)) {
  const char* base = std::getenv("TMPDIR");
  std::string pattern = std::string(base && *base ? base : "/tmp") + "/grader-run-XXXXXX";
  if (::mkdtemp(pattern.data()) == nullptr) {
    throw std::runtime_error("cannot create a run folder " + pattern + ": " + std::strerror(errno));
  }
  run_dir_ = pattern;
  using std::filesystem::perms;
  // A harness that runs as another user (nobody): the folder is traversable
  // but not listable by others, the harness copy executable by them. One that
  // runs as the grader's own user (the course's solution, or no user to
  // drop to): the grader's alone.
  const bool others_run_it = sandbox_.run_as.has_value();
  std::filesystem::permissions(
      run_dir_, others_run_it ? perms::owner_all | perms::group_exec | perms::others_exec : perms::owner_all);
  executable_ = run_dir_ / "harness";
  {
    const std::lock_guard<std::mutex> no_fork_meanwhile(fork_mutex());
    std::filesystem::copy_file(executable, executable_);
  }
  std::filesystem::permissions(executable_, others_run_it ? perms::owner_all | perms::group_read | perms::group_exec |
                                                                perms::others_read | perms::others_exec
                                                          : perms::owner_all);
}

ProcessHarness::~ProcessHarness() {
  std::error_code ignored;
  std::filesystem::remove_all(run_dir_, ignored);
}

std::vector<HarnessOutcome> Harness::run_together(const std::vector<HarnessRequest>& requests) const {
  std::vector<HarnessOutcome> outcomes;
  outcomes.reserve(requests.size());
  for (const auto& request : requests) outcomes.push_back(run(request));
  return outcomes;
}

RunWatch ProcessHarness::watch(const std::filesystem::path& scratch) const {
  RunWatch watch;
  if (limits_.startup_seconds > 0) {
    watch.ready_file = scratch / "ready";
    watch.startup_seconds = limits_.startup_seconds;
  }
  watch.stop_at = deadline();
  return watch;
}

std::vector<std::string> map_to_source_lines(const std::filesystem::path& program,
                                             const std::vector<std::uint64_t>& offsets, const Sandbox& sandbox,
                                             std::optional<std::chrono::steady_clock::time_point> stop_at) {
  if (offsets.empty()) return {};
  // binutils' addr2line, found once by the one rule (run_limited needs its path).
  static const std::string addr2line = find_installed_program("addr2line", "GRADER_ADDR2LINE").value_or("");
  if (addr2line.empty()) return {};
  std::vector<std::string> command = {addr2line, "--inlines", "--addresses", "-e", program.string()};
  for (const auto offset : offsets) {
    std::ostringstream hex;
    hex << "0x" << std::hex << offset;
    command.push_back(hex.str());
  }
  // A few hundredths of a second on any harness; a program built to make it
  // wait (debug information naming a device to read) costs at most this, and
  // nothing past the grade's own stop time.
  Limits limits;
  limits.timeout_seconds = 3;
  limits.output_kib = 256;
  limits.startup_seconds = 0;
  RunWatch watch;
  watch.stop_at = stop_at;
  // The program is the student's: binutils reads it as the sandbox's tool
  // (as nobody, seeing only /usr and the program), never with the grader's rights.
  BuildView view;
  view.read_only.push_back(program);
  const std::optional<RunAs> identity = sandbox.tool_identity();
  const ProcessResult mapped = run_limited(sandbox.tool_command(command, program.parent_path(), view),
                                           program.parent_path(), limits, identity ? &*identity : nullptr, &watch);
  if (mapped.outcome != ProcessResult::Outcome::exited || mapped.exit_code != 0) return {};
  std::vector<std::string> lines;
  std::istringstream text(mapped.stdout_text);
  for (std::string line; std::getline(text, line);) {
    if (line.rfind("0x", 0) == 0 || line.rfind("??", 0) == 0) continue;
    if (const auto extra = line.find(" ("); extra != std::string::npos) line.resize(extra);  // (discriminator N)
    lines.push_back(line);
  }
  return lines;
}

std::string student_source_line(const std::vector<std::string>& source_lines, const std::vector<std::string>& sources) {
  for (const auto& location : source_lines) {
    const auto colon = location.rfind(':');
    if (colon == std::string::npos || colon + 1 >= location.size() || location[colon + 1] == '0' ||
        location.find_first_not_of("0123456789", colon + 1) != std::string::npos) {
      continue;
    }
    const std::string path = location.substr(0, colon);
    const auto slash = path.rfind('/');
    const std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
    if (std::find(sources.begin(), sources.end(), name) != sources.end()) return name + location.substr(colon);
  }
  return {};
}

HarnessOutcome ProcessHarness::did_not_start() const {
  HarnessOutcome outcome;
  outcome.kind = HarnessOutcome::Kind::did_not_start;
  outcome.message = did_not_start_message(limits_.startup_seconds);
  return outcome;
}

HarnessOutcome ProcessHarness::run(const HarnessRequest& request) const {
  // Code before main that hung twice hangs every time: not tried again.
  if (never_starts()) return did_not_start();
  if (out_of_time()) return out_of_time_outcome(false);
  return with_safe_text(run_unchecked(request));
}

std::vector<HarnessOutcome> ProcessHarness::run_together(const std::vector<HarnessRequest>& requests) const {
  std::vector<HarnessOutcome> outcomes;
  bool stopped = false;
  if (requests.size() > 1 && !never_starts() && !out_of_time()) outcomes = run_in_one_process(requests, stopped);
  // The case the grade's deadline cut short there.
  if (stopped && outcomes.size() < requests.size()) outcomes.push_back(out_of_time_outcome(true));
  // The first case that did not answer there (it crashed, timed out or ended
  // the program, which ends the cases after it too) and every case after it
  // run alone, as every case once did: their outcomes and messages are those
  // of a process of their own.
  for (std::size_t k = outcomes.size(); k < requests.size(); ++k) outcomes.push_back(run(requests[k]));
  return outcomes;
}

std::vector<HarnessOutcome> ProcessHarness::run_in_one_process(const std::vector<HarnessRequest>& requests,
                                                               bool& stopped) const {
  ScratchDir scratch(run_dir_, sandbox_);
  for (std::size_t k = 0; k < requests.size(); ++k) {
    std::ofstream out(scratch.path() / ("request-" + std::to_string(k) + ".json"), std::ios::binary);
    out << request_to_json(requests[k]).dump();
  }
  const std::optional<RunAs> identity = sandbox_.harness_identity();
  const RunWatch watched = watch(scratch.path());
  const ProcessResult process =
      run_limited(sandbox_.command(executable_, scratch.path(), {"--cases", std::to_string(requests.size())}),
                  scratch.path(), limits_, identity ? &*identity : nullptr, &watched);
  if (process.outcome == ProcessResult::Outcome::did_not_start) {
    ++not_started_;  // whatever its static initialisers wrote is no answer
    return {};
  }
  stopped = process.outcome == ProcessResult::Outcome::stopped;
  // Each case is answered by its own response file, whatever became of the
  // process after it; what static initialisers printed (the process's own
  // output) belongs to every case, as it did when each case was a process.
  std::vector<HarnessOutcome> outcomes;
  for (std::size_t k = 0; k < requests.size(); ++k) {
    const std::string number = std::to_string(k);
    std::optional<HarnessOutcome> answered = read_response(scratch.path() / ("response-" + number + ".json"));
    if (!answered || answered->kind == HarnessOutcome::Kind::bad_response) break;
    std::string printed[2];
    std::uintmax_t size = 0;
    for (int stream = 0; stream < 2; ++stream) {
      const char* name = stream == 0 ? "output-" : "errors-";
      printed[stream] = stream == 0 ? process.stdout_text : process.stderr_text;
      std::string text;
      if (read_written_file(scratch.path() / (name + number + ".txt"), 4096, false, text, size))
        printed[stream] += text;
    }
    if (!printed[1].empty()) printed[0] += (printed[0].empty() ? "" : "\n") + printed[1];
    answered->program_output = first_lines(printed[0], 12, 2000);
    if (source_lines_)
      answered->source_lines = map_to_source_lines(executable_, answered->frames, sandbox_, deadline());
    outcomes.push_back(with_safe_text(std::move(*answered)));
  }
  return outcomes;
}

namespace {

// A harness killed by a signal: the stack its handler wrote (the file
// "frames", offsets into the harness) mapped to lines, and what the signal
// usually means in student code.
void describe_crash(HarnessOutcome& outcome, const ProcessResult& process, const std::filesystem::path& scratch,
                    const std::filesystem::path& executable, const Limits& limits, const Sandbox& sandbox,
                    std::optional<std::chrono::steady_clock::time_point> stop_at) {
  outcome.kind = HarnessOutcome::Kind::crashed;
  std::string listed;
  std::uintmax_t size = 0;
  if (read_written_file(scratch / "frames", 4096, false, listed, size)) {
    std::istringstream text(listed);
    for (std::string line; std::getline(text, line) && outcome.frames.size() < max_frames;) {
      char* end = nullptr;
      const unsigned long long offset = std::strtoull(line.c_str(), &end, 16);
      if (end != line.c_str() && *end == '\0') outcome.frames.push_back(offset);
    }
    outcome.source_lines = map_to_source_lines(executable, outcome.frames, sandbox, stop_at);
  }
  outcome.message =
      "your code crashed: it " + process.describe() +
      (process.signal == SIGSEGV || process.signal == SIGBUS
           ? "; look for an out-of-range index or a dangling reference (an auto expression built from locals)"
       : process.signal == SIGFPE
           ? "; an integer division by zero, or a reshape of an xt::xtensor<T, N> to a number of axes other "
             "than N (reshape({4, 6}) on a 3-D tensor): its number of axes is fixed"
       : process.signal == SIGKILL || process.signal == SIGXCPU ? "; it may have run out of memory or CPU time"
       : process.signal == SIGXFSZ ? "; it wrote a file larger than " + std::to_string(limits.file_size_mb) + " MiB"
                                   : "");
}

}  // namespace

HarnessOutcome ProcessHarness::run_unchecked(const HarnessRequest& request) const {
  HarnessOutcome outcome;
  ScratchDir scratch(run_dir_, sandbox_);
  {
    std::ofstream out(scratch.path() / "request.json", std::ios::binary);
    out << request_to_json(request).dump();
  }
  // The user to run as and the process limit, both set before exec (sandbox.hpp).
  const std::optional<RunAs> identity = sandbox_.harness_identity();
  const RunWatch watched = watch(scratch.path());
  ProcessResult process = run_limited(sandbox_.command(executable_, scratch.path(), {"request.json", "response.json"}),
                                      scratch.path(), limits_, identity ? &*identity : nullptr, &watched);
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
    case ProcessResult::Outcome::did_not_start: {
      ++not_started_;
      HarnessOutcome failed = did_not_start();
      failed.program_output = outcome.program_output;
      return failed;
    }
    case ProcessResult::Outcome::stopped: {
      HarnessOutcome failed = out_of_time_outcome(true);
      failed.program_output = outcome.program_output;
      return failed;
    }
    case ProcessResult::Outcome::timed_out:
      outcome.kind = HarnessOutcome::Kind::timed_out;
      outcome.message = "your code did not finish within " + format_float(static_cast<float>(limits_.timeout_seconds)) +
                        " s (an infinite loop?)";
      return outcome;
    case ProcessResult::Outcome::signaled:
      describe_crash(outcome, process, scratch.path(), executable_, limits_, sandbox_, deadline());
      return outcome;
    case ProcessResult::Outcome::exited:
      break;
  }
  if (std::optional<HarnessOutcome> answered = read_response(scratch.path() / "response.json")) {
    answered->program_output = outcome.program_output;
    if (source_lines_)
      answered->source_lines = map_to_source_lines(executable_, answered->frames, sandbox_, deadline());
    return *answered;
  }
  outcome.kind = HarnessOutcome::Kind::crashed;
  outcome.message = "your code ended the program (" + process.describe() + ") before the task returned";
  return outcome;
}

}  // namespace grader
