#pragma once
// Runs one untrusted process with a wall-clock timeout, resource limits and
// a cap on what it may print. The grader's only way to run student code.
#include <sys/types.h>

#include <filesystem>
#include <mutex>
#include <string>
#include <vector>

#include "grader/manifest.hpp"

namespace grader {

// Held by run_limited() around fork(). Code that writes a file it will later
// execute holds it while the file is open, so that no child forked by another
// thread inherits the open file: exec of a file open for writing fails with
// ETXTBSY ("Text file busy"), which batch grading met one run in twenty.
[[nodiscard]] std::mutex& fork_mutex();

struct ProcessResult {
  enum class Outcome { exited, signaled, timed_out, failed_to_start };
  Outcome outcome = Outcome::failed_to_start;
  int exit_code = -1;
  int signal = 0;
  double seconds = 0;
  std::string stdout_text;   // at most Limits::output_kib, then truncated
  std::string stderr_text;
  bool output_truncated = false;
  std::string start_error;   // why it could not start

  // "killed by signal 11 (Segmentation fault)", "timed out after 10 s", ...
  [[nodiscard]] std::string describe() const;
};

// An unprivileged identity to switch to before exec (the grader runs as root).
struct RunAs {
  uid_t uid = 0;
  gid_t gid = 0;
  std::size_t max_processes = 64;  // RLIMIT_NPROC for that user (0: none): bounds a fork loop
};

// Runs argv[0] with argv in `workdir`: stdin is /dev/null; stdout and stderr
// are captured through pipes (the rest is read and dropped); limits applied
// with setrlimit; no new privileges; the whole process group is killed at
// the timeout or when the program ends, so no child it forked outlives it.
[[nodiscard]] ProcessResult run_limited(const std::vector<std::string>& argv, const std::filesystem::path& workdir,
                                        const Limits& limits, const RunAs* run_as = nullptr);

}  // namespace grader
