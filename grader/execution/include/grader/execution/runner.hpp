#pragma once
// Runs one untrusted process with a wall-clock timeout, resource limits and
// a cap on what it may print. The grader's only way to run student code.
#include <sys/types.h>

#include <chrono>
#include <filesystem>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "grader/support/limits.hpp"

namespace grader {

// Held by run_limited() around fork(). Code that writes a file it will later
// execute holds it while the file is open, so that no child forked by another
// thread inherits the open file: exec of a file open for writing fails with
// ETXTBSY ("Text file busy"), which batch grading met one run in twenty.
[[nodiscard]] std::mutex& fork_mutex();

struct ProcessResult {
  // did_not_start: no start-up handshake in time (RunWatch); stopped: killed
  // at RunWatch::stop_at. Both, like timed_out, killed with all below it.
  enum class Outcome { exited, signaled, timed_out, failed_to_start, did_not_start, stopped };
  Outcome outcome = Outcome::failed_to_start;
  int exit_code = -1;
  int signal = 0;
  double seconds = 0;
  double ready_seconds = -1;  // when the handshake came (RunWatch::ready_file), after the start; -1: never
  std::string stdout_text;    // at most Limits::output_kib, then truncated
  std::string stderr_text;
  bool output_truncated = false;
  std::string start_error;  // why it could not start

  // "killed by signal 11 (Segmentation fault)", "timed out after 10 s", ...
  [[nodiscard]] std::string describe() const;
};

// An unprivileged identity to switch to before exec (the grader runs as root),
// and the process limit set before exec, so that it binds the program's
// first instruction (static initialisers, constructor(N), ifunc resolvers).
// RLIMIT_NPROC counts every process and thread of the real user, in the
// user namespace the process is in: as `nobody`, all of nobody's processes
// on the machine; for a user without a uid switch (change_user false), the
// user's own processes too, so the limit must exceed what they already run.
// It does not bind root.
struct RunAs {
  uid_t uid = 0;
  gid_t gid = 0;
  std::size_t max_processes = 64;  // RLIMIT_NPROC (0: none): bounds a fork loop
  bool change_user = true;         // false: keep the grader's identity, only set the limit
};

// What run_limited() watches besides the timeout (each optional).
struct RunWatch {
  // A start-up handshake: the program creates this file (of any kind) once
  // it runs code of its own; not there `startup_seconds` after the start, the
  // program is killed as did_not_start. The timeout counts from the
  // handshake, and RLIMIT_CPU allows both.
  std::filesystem::path ready_file;
  double startup_seconds = 0;
  // Killed here as `stopped`, whatever time its timeout still leaves it.
  std::optional<std::chrono::steady_clock::time_point> stop_at;
};

// Runs argv[0] with argv in `workdir`: stdin is /dev/null; stdout and stderr
// are captured through pipes (the rest is read and dropped); no descriptor
// but 0, 1 and 2 is inherited; limits applied with setrlimit before exec;
// no new privileges. The program runs below a reaper process, a child
// subreaper (PR_SET_CHILD_SUBREAPER) that every orphan below it is
// reparented to: when the program ends or times out, it kills every process
// left below it, whatever session or process group they moved to (setsid()).
[[nodiscard]] ProcessResult run_limited(const std::vector<std::string>& argv, const std::filesystem::path& workdir,
                                        const Limits& limits, const RunAs* run_as = nullptr,
                                        const RunWatch* watch = nullptr);

}  // namespace grader
