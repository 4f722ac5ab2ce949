#include "grader/runner.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <grp.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>

extern char** environ;

namespace grader {

std::mutex& fork_mutex() {
  static std::mutex mutex;
  return mutex;
}

namespace {

void set_limit(int resource, rlim_t value) {
  struct rlimit limit {};
  limit.rlim_cur = value;
  limit.rlim_max = value;
  ::setrlimit(resource, &limit);
}

// The child's environment: nothing of the grader's but what the program
// needs, and one BLAS thread (parallelism belongs to the grader).
std::vector<std::string> child_environment([[maybe_unused]] const Limits& limits) {
  std::vector<std::string> env = {"PATH=/usr/bin:/bin", "OPENBLAS_NUM_THREADS=1", "OMP_NUM_THREADS=1",
                                  "LC_ALL=C"};
  // Some processors need OpenBLAS's core type pinned to compute correctly.
  for (const char* name : {"OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE"}) {
    if (const char* value = std::getenv(name)) env.push_back(std::string(name) + "=" + value);
  }
#ifdef GRADER_SANITIZED
  // A student's segfault must stay a SIGSEGV, and leaks are not graded.
  // RLIMIT_AS is off under ASan, so its own RSS limit stands in for it.
  env.emplace_back("ASAN_OPTIONS=handle_segv=0:detect_leaks=0" +
                   (limits.memory_mb > 0 ? ":hard_rss_limit_mb=" + std::to_string(limits.memory_mb) : std::string()));
#endif
  return env;
}

void append_capped(std::string& sink, const char* data, std::size_t size, std::size_t cap, bool& truncated) {
  if (sink.size() >= cap) {
    truncated = truncated || size > 0;
    return;
  }
  const std::size_t room = cap - sink.size();
  sink.append(data, std::min(room, size));
  if (size > room) truncated = true;
}

}  // namespace

std::string ProcessResult::describe() const {
  switch (outcome) {
    case Outcome::exited:
      return "exited with code " + std::to_string(exit_code);
    case Outcome::signaled:
      return "was killed by signal " + std::to_string(signal) + " (" + strsignal(signal) + ")";
    case Outcome::timed_out:
      return "timed out after " + std::to_string(static_cast<int>(std::lround(seconds))) + " s";
    case Outcome::failed_to_start:
      return "could not be started: " + start_error;
  }
  return "unknown outcome";
}

ProcessResult run_limited(const std::vector<std::string>& argv, const std::filesystem::path& workdir,
                          const Limits& limits, const RunAs* run_as) {
  ProcessResult result;
  int out_pipe[2];
  int err_pipe[2];
  int exec_pipe[2];  // closed on a successful exec; carries errno otherwise
  if (::pipe2(out_pipe, O_CLOEXEC) != 0 || ::pipe2(err_pipe, O_CLOEXEC) != 0 || ::pipe2(exec_pipe, O_CLOEXEC) != 0) {
    result.start_error = std::string("pipe: ") + std::strerror(errno);
    return result;
  }
  std::vector<std::string> env_strings = child_environment(limits);
  std::vector<char*> env_pointers;
  for (auto& entry : env_strings) env_pointers.push_back(entry.data());
  env_pointers.push_back(nullptr);
  std::vector<std::string> args = argv;
  std::vector<char*> arg_pointers;
  for (auto& arg : args) arg_pointers.push_back(arg.data());
  arg_pointers.push_back(nullptr);
  const std::string dir = workdir.string();

  const auto start = std::chrono::steady_clock::now();
  std::unique_lock<std::mutex> forking(fork_mutex());
  const pid_t pid = ::fork();
  if (pid != 0) forking.unlock();  // the child only execs
  if (pid < 0) {
    result.start_error = std::string("fork: ") + std::strerror(errno);
    for (int fd : {out_pipe[0], out_pipe[1], err_pipe[0], err_pipe[1], exec_pipe[0], exec_pipe[1]}) ::close(fd);
    return result;
  }
  if (pid == 0) {
    // Child: only async-signal-safe calls from here to exec.
    ::setpgid(0, 0);
    int devnull = ::open("/dev/null", O_RDONLY);
    ::dup2(devnull, 0);
    ::dup2(out_pipe[1], 1);
    ::dup2(err_pipe[1], 2);
    if (::chdir(dir.c_str()) != 0) {
      int error = errno;
      (void)!::write(exec_pipe[1], &error, sizeof error);
      ::_exit(127);
    }
    const rlim_t mib = 1024 * 1024;
#ifndef GRADER_SANITIZED
    if (limits.memory_mb > 0) set_limit(RLIMIT_AS, static_cast<rlim_t>(limits.memory_mb) * mib);
#endif
    set_limit(RLIMIT_CPU, static_cast<rlim_t>(std::ceil(limits.timeout_seconds)) + 1);
    set_limit(RLIMIT_CORE, 0);
    if (limits.file_size_mb > 0) set_limit(RLIMIT_FSIZE, static_cast<rlim_t>(limits.file_size_mb) * mib);
    ::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
    if (run_as != nullptr) {
      if (run_as->max_processes > 0) set_limit(RLIMIT_NPROC, static_cast<rlim_t>(run_as->max_processes));
      if (::setgroups(0, nullptr) != 0 || ::setgid(run_as->gid) != 0 || ::setuid(run_as->uid) != 0) {
        int error = errno;
        (void)!::write(exec_pipe[1], &error, sizeof error);
        ::_exit(127);
      }
    }
    ::execve(arg_pointers[0], arg_pointers.data(), env_pointers.data());
    int error = errno;
    (void)!::write(exec_pipe[1], &error, sizeof error);
    ::_exit(127);
  }
  ::setpgid(pid, pid);  // also in the parent, so the group exists before we might kill it
  ::close(out_pipe[1]);
  ::close(err_pipe[1]);
  ::close(exec_pipe[1]);
  int exec_errno = 0;
  const bool exec_failed = ::read(exec_pipe[0], &exec_errno, sizeof exec_errno) == sizeof exec_errno;
  ::close(exec_pipe[0]);

  const std::size_t cap = limits.output_kib * 1024;
  const auto deadline = start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                    std::chrono::duration<double>(limits.timeout_seconds));
  bool timed_out = false;
  int status = 0;
  bool reaped = false;
  pollfd fds[2] = {{out_pipe[0], POLLIN, 0}, {err_pipe[0], POLLIN, 0}};
  char buffer[65536];
  auto read_ready = [&](int timeout_ms) {
    const int ready = ::poll(fds, 2, timeout_ms);
    if (ready <= 0) return;
    for (int i = 0; i < 2; ++i) {
      if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
      const ssize_t n = ::read(fds[i].fd, buffer, sizeof buffer);
      if (n > 0) {
        append_capped(i == 0 ? result.stdout_text : result.stderr_text, buffer, static_cast<std::size_t>(n), cap,
                      result.output_truncated);
      } else if (n == 0 || (errno != EINTR && errno != EAGAIN)) {
        ::close(fds[i].fd);
        fds[i].fd = -1;
      }
    }
  };
  while (!reaped) {
    if (::waitpid(pid, &status, WNOHANG) == pid) {
      reaped = true;
      break;
    }
    const auto now = std::chrono::steady_clock::now();
    if (now >= deadline) {
      timed_out = true;
      ::kill(-pid, SIGKILL);
      ::waitpid(pid, &status, 0);
      reaped = true;
      break;
    }
    const auto remaining = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - now).count();
    if (fds[0].fd < 0 && fds[1].fd < 0) {
      ::usleep(1000);
    } else {
      read_ready(static_cast<int>(std::min<long long>(remaining + 1, 20)));
    }
  }
  ::kill(-pid, SIGKILL);  // whatever it forked goes with it
  // Drain what is left; bounded, in case a grandchild escaped the group.
  for (int round = 0; round < 50 && (fds[0].fd >= 0 || fds[1].fd >= 0); ++round) read_ready(10);
  for (auto& fd : fds) {
    if (fd.fd >= 0) ::close(fd.fd);
  }
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (exec_failed) {
    result.outcome = ProcessResult::Outcome::failed_to_start;
    result.start_error = std::string("exec ") + argv.front() + ": " + std::strerror(exec_errno);
  } else if (timed_out) {
    result.outcome = ProcessResult::Outcome::timed_out;
  } else if (WIFSIGNALED(status)) {
    result.outcome = ProcessResult::Outcome::signaled;
    result.signal = WTERMSIG(status);
  } else {
    result.outcome = ProcessResult::Outcome::exited;
    result.exit_code = WEXITSTATUS(status);
  }
  return result;
}

}  // namespace grader
