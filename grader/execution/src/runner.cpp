#include "grader/execution/runner.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
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

// What the forked child of a multi-threaded grader runs (from here to
// run_reaper(), but child_environment() and append_capped(), which the
// grader runs): only async-signal-safe calls (system calls, no allocation,
// no locks), and no library state beyond errno. The grader's own side
// follows run_reaper().

// Sends errno up the exec pipe and ends the child.
[[noreturn]] void child_failed(int exec_fd) {
  const int error = errno;
  (void)!::write(exec_fd, &error, sizeof error);
  ::_exit(127);
}

// Calls visit(n) for every name in `dir` that is a positive number (the
// entries of /proc, /proc/self/fd). getdents64 with a buffer on the stack:
// opendir() allocates.
template <typename Visit>
bool for_each_numbered_entry(const char* dir, Visit visit) {
  const int fd = ::open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return false;
  alignas(8) char buffer[4096];
  for (;;) {
    const long size = ::syscall(SYS_getdents64, fd, buffer, sizeof buffer);
    if (size <= 0) break;
    for (long at = 0; at < size;) {
      const auto* entry = reinterpret_cast<const struct dirent64*>(buffer + at);
      at += entry->d_reclen;
      long number = 0;
      const char* c = entry->d_name;
      for (; *c >= '0' && *c <= '9'; ++c) number = number * 10 + (*c - '0');
      if (*c == '\0' && c != entry->d_name && number > 0) visit(number, fd);
    }
  }
  ::close(fd);
  return true;
}

// Closes every descriptor from `first` up: whatever the grader's own parent
// left open without O_CLOEXEC must not reach student code.
void close_descriptors_from(int first) {
#ifdef SYS_close_range
  if (::syscall(SYS_close_range, static_cast<unsigned>(first), ~0U, 0U) == 0) return;
#endif
  // Kernels before 5.9: the open descriptors are listed in /proc/self/fd.
  const bool listed = for_each_numbered_entry("/proc/self/fd", [first](long fd, int dir_fd) {
    if (fd >= first && fd != dir_fd) ::close(static_cast<int>(fd));
  });
  if (!listed) {
    for (int fd = first; fd < 65536; ++fd) ::close(fd);
  }
}

// Reads a small /proc file into `buffer` (NUL-terminated); its length, or -1.
long read_small_file(const char* path, char* buffer, std::size_t size) {
  const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  std::size_t used = 0;
  for (;;) {
    const ssize_t n = ::read(fd, buffer + used, size - 1 - used);
    if (n <= 0) break;
    used += static_cast<std::size_t>(n);
    if (used == size - 1) break;
  }
  ::close(fd);
  buffer[used] = '\0';
  return static_cast<long>(used);
}

// Appends text or a number to `out`, returns the new end (no snprintf here).
char* append(char* out, const char* text) {
  while (*text) *out++ = *text++;
  *out = '\0';
  return out;
}

char* append(char* out, long number) {
  char digits[24];
  int n = 0;
  do {
    digits[n++] = static_cast<char>('0' + number % 10);
    number /= 10;
  } while (number > 0);
  while (n > 0) *out++ = digits[--n];
  *out = '\0';
  return out;
}

// Sends SIGKILL to every child of process `self`; whether there was one.
// /proc/<self>/task/<self>/children where the kernel has it (the reaper is
// single-threaded), else every /proc/<pid>/stat whose parent is `self`.
bool kill_children(pid_t self) {
  char path[96];
  append(append(append(append(append(path, "/proc/"), self), "/task/"), self), "/children");
  char text[4096];
  bool any = false;
  const long size = read_small_file(path, text, sizeof text);
  if (size >= 0) {
    // A full buffer may end inside a number: that one waits for the next round.
    const long last = size == static_cast<long>(sizeof text) - 1 ? size - 1 : size;
    long number = 0;
    bool in_number = false;
    for (long i = 0; i <= last; ++i) {
      const char c = i < size ? text[i] : '\0';
      if (c >= '0' && c <= '9') {
        number = number * 10 + (c - '0');
        in_number = true;
      } else if (in_number) {
        ::kill(static_cast<pid_t>(number), SIGKILL);
        any = true;
        number = 0;
        in_number = false;
      }
    }
    // A list longer than the buffer: the rest is killed in the next round.
    return any;
  }
  for_each_numbered_entry("/proc", [&](long pid, int) {
    char stat_path[64];
    append(append(append(stat_path, "/proc/"), pid), "/stat");
    char stat[512];
    const long length = read_small_file(stat_path, stat, sizeof stat);
    if (length <= 0) return;
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses.
    long close_paren = -1;
    for (long i = 0; i < length; ++i) {
      if (stat[i] == ')') close_paren = i;
    }
    if (close_paren < 0 || close_paren + 4 >= length) return;
    long parent = 0;
    for (long i = close_paren + 4; i < length && stat[i] >= '0' && stat[i] <= '9'; ++i)
      parent = parent * 10 + (stat[i] - '0');
    if (parent == self) {
      ::kill(static_cast<pid_t>(pid), SIGKILL);
      any = true;
    }
  });
  return any;
}

double seconds_now() {
  timespec now{};
  ::clock_gettime(CLOCK_MONOTONIC, &now);
  return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

// Kills every process below this one. The reaper is a child subreaper, so an
// orphan anywhere below it (a daemon that called setsid(), a grandchild
// whose parent died) is reparented to it: killing its children until it has
// none reaches them all, whatever session or group they moved to.
void kill_descendants(pid_t self, double give_up_after_seconds) {
  const double give_up_at = seconds_now() + give_up_after_seconds;
  for (;;) {
    const bool killed = kill_children(self);
    int status = 0;
    const pid_t reaped = ::waitpid(-1, &status, killed ? 0 : WNOHANG);
    if (reaped < 0 && errno == ECHILD) return;
    if (seconds_now() > give_up_at) return;
    if (reaped == 0) {
      // A child not listed yet (just reparented): look again shortly.
      const timespec pause{0, 200000};
      ::nanosleep(&pause, nullptr);
    }
  }
}

// The reaper's record of the program's process group, for its SIGTERM handler.
volatile sig_atomic_t program_group = 0;

void on_terminate(int) {
  if (program_group > 0) ::kill(-static_cast<pid_t>(program_group), SIGKILL);
}

// The child's environment: nothing of the grader's but what the program
// needs, and one BLAS thread (parallelism belongs to the grader).
std::vector<std::string> child_environment([[maybe_unused]] const Limits& limits) {
  std::vector<std::string> env = {"PATH=/usr/bin:/bin", "OPENBLAS_NUM_THREADS=1", "OMP_NUM_THREADS=1", "LC_ALL=C"};
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
    case Outcome::did_not_start:
      return "did not start within " + std::to_string(static_cast<int>(std::lround(seconds))) + " s";
    case Outcome::stopped:
      return "was stopped at its deadline, after " + std::to_string(static_cast<int>(std::lround(seconds))) + " s";
  }
  return "unknown outcome";
}

namespace {

// What the child needs, prepared before fork: after it, in a multi-threaded
// process, the child may only make async-signal-safe calls.
struct ChildPlan {
  int out_fd = -1;   // the stdout pipe's write end
  int err_fd = -1;   // the stderr pipe's write end
  int exec_fd = -1;  // closed on a successful exec; carries errno otherwise
  const char* dir = nullptr;
  char* const* argv = nullptr;
  char* const* envp = nullptr;
  const Limits* limits = nullptr;
  rlim_t cpu_seconds = 0;
  const RunAs* run_as = nullptr;
  pid_t grader_pid = 0;
};

// The program, in the reaper's child: its own group, an empty signal mask,
// its limits and user, then exec.
[[noreturn]] void exec_program(const ChildPlan& plan, int exec_fd) {
  ::setpgid(0, 0);
  sigset_t none;
  ::sigemptyset(&none);
  ::sigprocmask(SIG_SETMASK, &none, nullptr);
  if (::chdir(plan.dir) != 0) child_failed(exec_fd);
  const rlim_t mib = rlim_t{1024} * 1024;
#ifndef GRADER_SANITIZED
  if (plan.limits->memory_mb > 0) set_limit(RLIMIT_AS, static_cast<rlim_t>(plan.limits->memory_mb) * mib);
#endif
  set_limit(RLIMIT_CPU, plan.cpu_seconds);
  if (plan.limits->file_size_mb > 0) set_limit(RLIMIT_FSIZE, static_cast<rlim_t>(plan.limits->file_size_mb) * mib);
  ::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
  const RunAs* run_as = plan.run_as;
  if (run_as != nullptr) {
    if (run_as->change_user && (::syscall(SYS_setgroups, 0, nullptr) != 0 ||
                                ::syscall(SYS_setresgid, run_as->gid, run_as->gid, run_as->gid) != 0 ||
                                ::syscall(SYS_setresuid, run_as->uid, run_as->uid, run_as->uid) != 0)) {
      child_failed(exec_fd);
    }
    // Before exec, so it binds the program's first instruction, static
    // initialisers included; counted per real user (see RunAs). After the
    // switch: a limit in force at setuid() would make exec itself fail
    // (EAGAIN) while other cases' processes of that user are counted, and
    // the harness itself starts no process.
    if (run_as->max_processes > 0) set_limit(RLIMIT_NPROC, static_cast<rlim_t>(run_as->max_processes));
  }
  ::execve(plan.argv[0], plan.argv, plan.envp);
  child_failed(exec_fd);
}

// The reaper's own state before it starts the program: descriptors 0-2 and
// the exec pipe as 3, nothing else; default signal dispositions, only
// SIGTERM (blocked until the program's group exists) handled; a subreaper
// that the grader's death ends. Returns the exec pipe's descriptor.
int prepare_reaper(const ChildPlan& plan) {
  ::setpgid(0, 0);
  int exec_fd = plan.exec_fd;
  const int devnull = ::open("/dev/null", O_RDWR);
  if (devnull < 0) child_failed(exec_fd);
  ::dup2(devnull, 0);
  ::dup2(plan.out_fd, 1);
  ::dup2(plan.err_fd, 2);
  // Descriptor 3 is the exec pipe (close-on-exec); nothing else above 2
  // survives: no descriptor of the grader or of whoever started it.
  if (exec_fd != 3) {
    if (::dup3(exec_fd, 3, O_CLOEXEC) < 0) child_failed(exec_fd);
    exec_fd = 3;
  }
  close_descriptors_from(4);
  // A clean signal state: the grader's thread may block or ignore some.
  struct sigaction default_action {};
  default_action.sa_handler = SIG_DFL;
  for (int signal_number = 1; signal_number < NSIG; ++signal_number) {
    if (signal_number != SIGKILL && signal_number != SIGSTOP) ::sigaction(signal_number, &default_action, nullptr);
  }
  sigset_t only_terminate;
  ::sigemptyset(&only_terminate);
  ::sigaddset(&only_terminate, SIGTERM);
  ::sigprocmask(SIG_SETMASK, &only_terminate, nullptr);  // SIGTERM waits until the program's group exists
  set_limit(RLIMIT_CORE, 0);
  ::prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
  ::prctl(PR_SET_PDEATHSIG, SIGTERM, 0, 0, 0);  // the grader died: clean up as at a timeout
  if (::getppid() != plan.grader_pid) ::_exit(127);
  struct sigaction terminate {};
  terminate.sa_handler = on_terminate;
  ::sigaction(SIGTERM, &terminate, nullptr);  // no SA_RESTART: waitpid below returns EINTR
  return exec_fd;
}

// The reaper: only async-signal-safe calls from here on (see above). It
// starts the program as its own child and, when that ends or the grader
// says time is up (SIGTERM), kills every process left below it; then it
// ends as the program did.
[[noreturn]] void run_reaper(const ChildPlan& plan) {
  const int exec_fd = prepare_reaper(plan);
  // The program: fork() without the library's fork handlers (we are the
  // child of a multi-threaded process).
  const pid_t program = static_cast<pid_t>(::syscall(SYS_clone, SIGCHLD, 0, 0, 0, 0));
  if (program < 0) child_failed(exec_fd);
  if (program == 0) exec_program(plan, exec_fd);
  ::setpgid(program, program);  // also here, so the group exists before SIGTERM may kill it
  program_group = program;
  ::close(exec_fd);
  ::dup2(0, 1);  // /dev/null: the pipes stay open only as long as the program's processes hold them
  ::dup2(0, 2);
  sigset_t none;
  ::sigemptyset(&none);
  ::sigprocmask(SIG_SETMASK, &none, nullptr);
  int status = 0;
  for (;;) {
    const pid_t ended = ::waitpid(-1, &status, 0);
    if (ended == program) break;
    if (ended < 0 && errno == ECHILD) break;
    // An orphan reparented here, or EINTR after SIGTERM killed the group.
  }
  ::kill(-program, SIGKILL);
  kill_descendants(::getpid(), 10.0);
  // Tell the grader how the program ended: the same exit code, or the same signal.
  if (WIFSIGNALED(status)) {
    const int signal_number = WTERMSIG(status);
    ::signal(signal_number, SIG_DFL);
    sigset_t just_that;
    ::sigemptyset(&just_that);
    ::sigaddset(&just_that, signal_number);
    ::sigprocmask(SIG_UNBLOCK, &just_that, nullptr);
    ::kill(::getpid(), signal_number);
    ::_exit(128 + signal_number);
  }
  ::_exit(WIFEXITED(status) ? WEXITSTATUS(status) : 127);
}

// The grader's side from here on (allocation allowed).
using Clock = std::chrono::steady_clock;
enum class Kill { none, not_started, timed_out, stopped };

Clock::duration after(double seconds) {
  return std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
}

// The program's output, read while it runs (each stream capped).
struct OutputPipes {
  OutputPipes(int out_fd, int err_fd, std::size_t cap_bytes)
      : fds{{out_fd, POLLIN, 0}, {err_fd, POLLIN, 0}}, cap(cap_bytes) {}  // buffer: not zeroed, only read into
  pollfd fds[2];
  std::size_t cap = 0;
  char buffer[65536];

  void read_ready(ProcessResult& result, int timeout_ms) {
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
  }
  bool open() const { return fds[0].fd >= 0 || fds[1].fd >= 0; }
};

// The grader's side while the reaper runs: output read, the start-up
// handshake, the timeout and the grade's deadline watched; at the first
// limit passed, SIGTERM to the reaper, which then has 15 s to clean up.
// Returns which limit killed it (none: it ended by itself).
Kill watch_reaper(pid_t pid, const Limits& limits, const RunWatch* watch, Clock::time_point start, OutputPipes& pipes,
                  ProcessResult& result) {
  const bool handshake = watch != nullptr && !watch->ready_file.empty();
  // Without a handshake the timeout counts from the start; with one, from the handshake.
  bool awaiting_ready = handshake;
  const Clock::time_point ready_by = handshake ? start + after(watch->startup_seconds) : Clock::time_point::max();
  Clock::time_point deadline = handshake ? Clock::time_point::max() : start + after(limits.timeout_seconds);
  const Clock::time_point stop_at = watch != nullptr && watch->stop_at ? *watch->stop_at : Clock::time_point::max();
  const auto cleanup_allowance = std::chrono::seconds(15);
  Kill killed = Kill::none;
  Clock::time_point killed_at{};
  auto ended = [&] {
    // Ended, but not reaped yet: its process group cannot be reused meanwhile.
    siginfo_t info{};
    return ::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid;
  };
  for (;;) {
    if (ended()) break;
    const auto now = Clock::now();
    if (killed == Kill::none) {
      if (awaiting_ready) {
        // lstat: the file is the program's to make, and may be anything (a FIFO is never opened).
        struct stat info {};
        if (::lstat(watch->ready_file.c_str(), &info) == 0) {
          result.ready_seconds = std::chrono::duration<double>(now - start).count();
          deadline = now + after(limits.timeout_seconds);
          awaiting_ready = false;
        }
      }
      killed = awaiting_ready && now >= ready_by ? Kill::not_started
               : now >= deadline                 ? Kill::timed_out
               : now >= stop_at                  ? Kill::stopped
                                                 : Kill::none;
      if (killed != Kill::none) {
        killed_at = now;
        ::kill(pid, SIGTERM);  // the reaper kills the program and everything below it, then ends
      }
    }
    if (killed != Kill::none && now >= killed_at + cleanup_allowance) break;
    Clock::time_point next = killed != Kill::none ? killed_at + cleanup_allowance : std::min(deadline, stop_at);
    if (killed == Kill::none && awaiting_ready) next = std::min(next, ready_by);
    const long long remaining = std::chrono::duration_cast<std::chrono::milliseconds>(next - now).count();
    if (!pipes.open()) {
      ::usleep(1000);
    } else {
      pipes.read_ready(result, static_cast<int>(std::min<long long>(remaining + 1, 20)));
    }
  }
  return killed;
}

void set_outcome(ProcessResult& result, bool exec_failed, int exec_errno, const std::string& program, Kill killed,
                 int status) {
  if (exec_failed) {
    result.outcome = ProcessResult::Outcome::failed_to_start;
    result.start_error = std::string("exec ") + program + ": " + std::strerror(exec_errno);
  } else if (killed == Kill::not_started) {
    result.outcome = ProcessResult::Outcome::did_not_start;
  } else if (killed == Kill::timed_out) {
    result.outcome = ProcessResult::Outcome::timed_out;
  } else if (killed == Kill::stopped) {
    result.outcome = ProcessResult::Outcome::stopped;
  } else if (WIFSIGNALED(status)) {
    result.outcome = ProcessResult::Outcome::signaled;
    result.signal = WTERMSIG(status);
  } else {
    result.outcome = ProcessResult::Outcome::exited;
    result.exit_code = WEXITSTATUS(status);
  }
}

}  // namespace

ProcessResult run_limited(const std::vector<std::string>& argv, const std::filesystem::path& workdir,
                          const Limits& limits, const RunAs* run_as, const RunWatch* watch) {
  ProcessResult result;
  const bool handshake = watch != nullptr && !watch->ready_file.empty();
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
  ChildPlan plan;
  plan.out_fd = out_pipe[1];
  plan.err_fd = err_pipe[1];
  plan.exec_fd = exec_pipe[1];
  plan.dir = dir.c_str();
  plan.argv = arg_pointers.data();
  plan.envp = env_pointers.data();
  plan.limits = &limits;
  // CPU time for the start-up and the timeout after it.
  plan.cpu_seconds =
      static_cast<rlim_t>(std::ceil(limits.timeout_seconds + (handshake ? watch->startup_seconds : 0.0))) + 1;
  plan.run_as = run_as;
  plan.grader_pid = ::getpid();

  const auto start = Clock::now();
  std::unique_lock<std::mutex> forking(fork_mutex());
  const pid_t pid = ::fork();
  if (pid != 0) forking.unlock();  // the child only execs
  if (pid < 0) {
    result.start_error = std::string("fork: ") + std::strerror(errno);
    for (int fd : {out_pipe[0], out_pipe[1], err_pipe[0], err_pipe[1], exec_pipe[0], exec_pipe[1]}) ::close(fd);
    return result;
  }
  if (pid == 0) run_reaper(plan);
  ::setpgid(pid, pid);  // also in the parent, so the group exists before we might kill it
  ::close(out_pipe[1]);
  ::close(err_pipe[1]);
  ::close(exec_pipe[1]);
  int exec_errno = 0;
  const bool exec_failed = ::read(exec_pipe[0], &exec_errno, sizeof exec_errno) == sizeof exec_errno;
  ::close(exec_pipe[0]);

  OutputPipes pipes(out_pipe[0], err_pipe[0], limits.output_kib * 1024);
  const Kill killed = watch_reaper(pid, limits, watch, start, pipes, result);
  ::kill(-pid, SIGKILL);  // the reaper's own group: nothing should be left in it
  ::kill(pid, SIGKILL);
  int status = 0;
  ::waitpid(pid, &status, 0);
  // Drain what is left; bounded, in case a grandchild escaped the group.
  for (int round = 0; round < 50 && pipes.open(); ++round) pipes.read_ready(result, 10);
  for (auto& fd : pipes.fds) {
    if (fd.fd >= 0) ::close(fd.fd);
  }
  result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  set_outcome(result, exec_failed, exec_errno, argv.front(), killed, status);
  return result;
}

}  // namespace grader
