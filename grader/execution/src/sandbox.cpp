#include "grader/execution/sandbox.hpp"

#include <pwd.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <set>
#include <sstream>
#include <utility>

#include "grader/execution/runner.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/programs.hpp"

namespace grader {
namespace {

constexpr const char* sandbox_harness = "/sandbox/harness";
constexpr const char* sandbox_work = "/sandbox/work";

std::optional<std::pair<uid_t, gid_t>> nobody() {
  if (const passwd* entry = ::getpwnam("nobody")) return std::make_pair(entry->pw_uid, entry->pw_gid);
  return std::nullopt;
}

// The processes and threads of this real user now: RLIMIT_NPROC counts
// them all (/proc/<pid>/status: "Uid: real ...", "Threads: n").
std::size_t own_processes_and_threads() {
  const std::string uid = std::to_string(::getuid());
  std::size_t count = 0;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator("/proc", error)) {
    const std::string name = entry.path().filename().string();
    if (name.empty() || name.find_first_not_of("0123456789") != std::string::npos) continue;
    std::ifstream status(entry.path() / "status");
    std::string line;
    bool mine = false;
    std::size_t threads = 1;
    while (std::getline(status, line)) {
      if (line.rfind("Uid:", 0) == 0) {
        std::istringstream fields(line.substr(4));
        std::string real;
        fields >> real;
        mine = real == uid;
      } else if (line.rfind("Threads:", 0) == 0) {
        threads = static_cast<std::size_t>(std::strtoul(line.c_str() + 8, nullptr, 10));
      }
    }
    if (mine) count += threads;
  }
  return count;
}

// The system folders a dynamically linked harness needs, read-only. On a
// merged-/usr system /lib and friends are symlinks into /usr.
std::vector<std::string> system_binds() {
  std::vector<std::string> args = {"--ro-bind", "/usr", "/usr"};
  for (const char* dir : {"/lib", "/lib64", "/lib32", "/bin", "/sbin"}) {
    std::error_code error;
    if (std::filesystem::is_symlink(dir, error)) {
      args.insert(args.end(), {"--symlink", std::filesystem::read_symlink(dir, error).string(), dir});
    } else if (std::filesystem::is_directory(dir, error)) {
      args.insert(args.end(), {"--ro-bind", dir, dir});
    }
  }
  // The dynamic loader's cache, and Debian's alternatives (libopenblas.so.0 points there).
  args.insert(args.end(), {"--ro-bind-try", "/etc/ld.so.cache", "/etc/ld.so.cache", "--ro-bind-try",
                           "/etc/alternatives", "/etc/alternatives"});
  return args;
}

}  // namespace

std::vector<std::string> Sandbox::command(const std::filesystem::path& harness, const std::filesystem::path& workdir,
                                          const std::vector<std::string>& args) const {
  if (kind != Kind::bubblewrap) {
    std::vector<std::string> argv = {harness.string()};
    argv.insert(argv.end(), args.begin(), args.end());
    return argv;
  }
  std::vector<std::string> argv = {bwrap, "--unshare-all", "--die-with-parent", "--new-session"};
  const auto binds = system_binds();
  argv.insert(argv.end(), binds.begin(), binds.end());
  argv.insert(argv.end(), {"--proc", "/proc", "--dev", "/dev", "--ro-bind", harness.string(), sandbox_harness, "--bind",
                           workdir.string(), sandbox_work, "--chdir", sandbox_work});
  if (!prlimit.empty()) {
    // Set inside, before the harness starts: in the sandbox's user namespace
    // only its own processes count, and bwrap itself is not bound by it.
    argv.insert(argv.end(), {prlimit, "--nproc=" + std::to_string(sandbox_max_processes), "--"});
  }
  argv.push_back(sandbox_harness);
  argv.insert(argv.end(), args.begin(), args.end());
  return argv;
}

std::optional<RunAs> Sandbox::tool_identity() const {
  if (!run_as || (kind == Kind::bubblewrap && !setpriv.empty())) return std::nullopt;
  return RunAs{*run_as, run_as_group, 256};
}

std::vector<std::string> Sandbox::tool_command(const std::vector<std::string>& argv,
                                               const std::filesystem::path& workdir, const BuildView& view) const {
  if (kind != Kind::bubblewrap) return argv;
  const bool as_root = !setpriv.empty() && run_as;
  std::vector<std::string> command = {bwrap};
  if (as_root) {
    // No user namespace: its only mapped user would be root, and setpriv
    // could not become nobody in it.
    command.insert(command.end(),
                   {"--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts", "--unshare-cgroup-try"});
  } else {
    command.push_back("--unshare-all");
  }
  command.insert(command.end(), {"--die-with-parent", "--new-session"});
  // bwrap as root makes the folders above a bind with mode 700: /etc (above
  // /etc/alternatives, which /usr/bin/c++ goes through) must be 755.
  if (as_root) command.insert(command.end(), {"--dir", "/etc"});
  const auto binds = system_binds();
  command.insert(command.end(), binds.begin(), binds.end());
  command.insert(command.end(), {"--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp"});
  if (as_root) {
    // The folders above each bound one, made in the sandbox with mode 755:
    // bwrap would copy a host folder's 700 (/root), which nobody cannot enter.
    std::set<std::filesystem::path> above;
    for (const auto* paths : {&view.writable, &view.read_only}) {
      for (const auto& path : *paths) {
        for (auto dir = path.parent_path(); dir.has_relative_path(); dir = dir.parent_path()) above.insert(dir);
      }
    }
    for (const auto& dir : above) {
      const auto top = *std::next(dir.begin());
      if (top == "usr" || top == "proc" || top == "dev" || dir == "/tmp") continue;  // there already
      command.insert(command.end(), {"--dir", dir.string()});
    }
  }
  // Outer folders first, so each keeps its own mode inside another: the
  // staged submission (read-only) inside its build folder (writable), a
  // build folder a student put inside their read-only submission.
  std::vector<std::pair<std::filesystem::path, const char*>> binds_in_order;
  for (const auto& path : view.writable) binds_in_order.emplace_back(path, "--bind");
  for (const auto& path : view.read_only) binds_in_order.emplace_back(path, "--ro-bind");
  std::stable_sort(binds_in_order.begin(), binds_in_order.end(), [](const auto& a, const auto& b) {
    return std::distance(a.first.begin(), a.first.end()) < std::distance(b.first.begin(), b.first.end());
  });
  for (const auto& [path, mode] : binds_in_order) command.insert(command.end(), {mode, path.string(), path.string()});
  command.insert(command.end(), {"--chdir", workdir.string(), "--"});
  if (as_root) {
    if (!prlimit.empty()) command.insert(command.end(), {prlimit, "--nproc=256", "--"});
    command.insert(command.end(),
                   {setpriv, "--reuid=" + std::to_string(*run_as), "--regid=" + std::to_string(run_as_group),
                    "--clear-groups", "--no-new-privs", "--inh-caps=-all", "--bounding-set=-all", "--"});
  }
  command.insert(command.end(), argv.begin(), argv.end());
  return command;
}

std::string Sandbox::describe() const {
  std::string text;
  switch (kind) {
    case Kind::bubblewrap:
      text =
          "bubblewrap sandbox for compiling and running (no network; the compiler sees only /usr, the course's "
          "build files, the submission and its build folder, the harness only /usr, itself and its scratch folder)";
      break;
    case Kind::unprivileged_user:
      text = "no namespace sandbox; compiler and harness run as the unprivileged user nobody";
      break;
    case Kind::rlimits_only:
      text = "no sandbox: resource limits only (the compiler runs with the grader's rights)";
      break;
  }
  if (run_as && kind == Kind::bubblewrap) text += ", as the unprivileged user nobody";
  const std::size_t limit = process_limit();
  if (kind == Kind::unprivileged_user) {
    text += ", at most " + std::to_string(limit) + " processes of nobody";
  } else if (kind == Kind::rlimits_only && limit > 0) {
    text += ", at most " + std::to_string(user_max_processes) + " processes more than the user already runs";
  } else if (limit > 0) {
    text += ", at most " + std::to_string(limit) + " processes";
  } else if (kind == Kind::bubblewrap && prlimit.empty()) {
    text += ", no process limit (prlimit, of util-linux, is not installed)";
  } else {
    text += ", no process limit (it does not bind root)";
  }
  text += std::string("; every process it starts is killed when it ends or times out") +
          (kind == Kind::bubblewrap ? " (pid namespace)" : "");
  if (!why_not_better.empty()) text += " (" + why_not_better + ")";
  return text;
}

std::optional<RunAs> Sandbox::harness_identity() const {
  switch (kind) {
    case Kind::bubblewrap:
      // The limit is set inside the sandbox (command()), not on bwrap.
      if (run_as) return RunAs{*run_as, run_as_group, 0, true};
      return std::nullopt;
    case Kind::unprivileged_user:
      if (run_as) return RunAs{*run_as, run_as_group, user_max_processes, true};
      return std::nullopt;
    case Kind::rlimits_only:
      if (::getuid() == 0) return std::nullopt;  // root is exempt from RLIMIT_NPROC
      return RunAs{::getuid(), ::getgid(), own_processes + user_max_processes, false};
  }
  return std::nullopt;
}

std::size_t Sandbox::process_limit() const {
  switch (kind) {
    case Kind::bubblewrap:
      // Root is exempt, in the sandbox's user namespace too.
      return !prlimit.empty() && (run_as || ::getuid() != 0) ? sandbox_max_processes : 0;
    case Kind::unprivileged_user:
      return run_as ? user_max_processes : 0;
    case Kind::rlimits_only:
      return ::getuid() != 0 ? own_processes + user_max_processes : 0;
  }
  return 0;
}

Sandbox prepare_sandbox(SandboxMode requested) {
  Sandbox sandbox;
  const bool root = ::geteuid() == 0;
  const auto unprivileged = nobody();
  if (root && unprivileged) {
    sandbox.run_as = unprivileged->first;
    sandbox.run_as_group = unprivileged->second;
  }
  if (!root) sandbox.own_processes = own_processes_and_threads();
  if (requested == SandboxMode::none) {
    sandbox.run_as.reset();
    return sandbox;
  }
  if (requested == SandboxMode::automatic || requested == SandboxMode::bubblewrap) {
    sandbox.bwrap = find_installed_program("bwrap").value_or("");
    if (sandbox.bwrap.empty()) {
      sandbox.why_not_better = "bubblewrap is not installed: apt-get install bubblewrap";
    } else {
      // Probe: can this user create the namespaces bwrap needs?
      sandbox.kind = Sandbox::Kind::bubblewrap;
      Limits limits;
      limits.timeout_seconds = 10;
      limits.memory_mb = 0;
      RunAs identity;
      if (sandbox.run_as) identity = RunAs{*sandbox.run_as, sandbox.run_as_group, 0};
      std::vector<std::string> probe = {sandbox.bwrap, "--unshare-all", "--die-with-parent"};
      const auto binds = system_binds();
      probe.insert(probe.end(), binds.begin(), binds.end());
      probe.insert(probe.end(), {"--proc", "/proc", "--dev", "/dev", "/usr/bin/true"});
      const ProcessResult result = run_limited(probe, "/", limits, sandbox.run_as ? &identity : nullptr);
      if (result.outcome == ProcessResult::Outcome::exited && result.exit_code == 0) {
        sandbox.prlimit = find_installed_program("prlimit").value_or("");
        if (root && sandbox.run_as) {
          // Build tools: bwrap as root, setpriv to nobody inside (tool_command), where that works.
          const std::string setpriv = find_installed_program("setpriv").value_or("");
          Sandbox trial = sandbox;
          trial.setpriv = setpriv;
          const ProcessResult tools =
              setpriv.empty()
                  ? ProcessResult{}
                  : run_limited(trial.tool_command({"/usr/bin/true"}, "/", BuildView{}), "/", limits, nullptr);
          if (tools.outcome == ProcessResult::Outcome::exited && tools.exit_code == 0) sandbox.setpriv = setpriv;
        }
        return sandbox;
      }
      sandbox.kind = Sandbox::Kind::rlimits_only;
      std::string said = result.stderr_text.substr(0, result.stderr_text.find('\n'));
      sandbox.why_not_better = "bubblewrap cannot create namespaces here" + (said.empty() ? "" : ": " + said);
    }
    if (requested == SandboxMode::bubblewrap) {
      throw GraderError(ExitCode::usage, "--sandbox bubblewrap: " + sandbox.why_not_better);
    }
  }
  if (sandbox.run_as) {
    sandbox.kind = Sandbox::Kind::unprivileged_user;
    return sandbox;
  }
  if (requested == SandboxMode::unprivileged_user) {
    throw GraderError(ExitCode::usage, "--sandbox user: needs root (to switch to the user nobody)");
  }
  return sandbox;
}

}  // namespace grader
