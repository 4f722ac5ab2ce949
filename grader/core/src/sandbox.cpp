#include "grader/sandbox.hpp"

#include <pwd.h>
#include <unistd.h>

#include "grader/errors.hpp"
#include "grader/runner.hpp"

namespace grader {
namespace {

constexpr const char* sandbox_harness = "/sandbox/harness";
constexpr const char* sandbox_work = "/sandbox/work";

std::optional<std::pair<uid_t, gid_t>> nobody() {
  if (const passwd* entry = ::getpwnam("nobody")) return std::make_pair(entry->pw_uid, entry->pw_gid);
  return std::nullopt;
}

std::string find_bwrap() {
  for (const char* candidate : {"/usr/bin/bwrap", "/usr/local/bin/bwrap"}) {
    if (::access(candidate, X_OK) == 0) return candidate;
  }
  return {};
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
  argv.insert(argv.end(), {"--proc", "/proc", "--dev", "/dev", "--ro-bind", harness.string(), sandbox_harness,
                           "--bind", workdir.string(), sandbox_work, "--chdir", sandbox_work, sandbox_harness});
  argv.insert(argv.end(), args.begin(), args.end());
  return argv;
}

std::string Sandbox::describe() const {
  std::string text;
  switch (kind) {
    case Kind::bubblewrap:
      text = "bubblewrap sandbox (no network; sees only /usr, the harness and its scratch folder)";
      break;
    case Kind::unprivileged_user:
      text = "no namespace sandbox; harness runs as the unprivileged user nobody";
      break;
    case Kind::rlimits_only:
      text = "no sandbox: resource limits only";
      break;
  }
  if (run_as && kind == Kind::bubblewrap) text += ", as the unprivileged user nobody";
  if (run_as && kind == Kind::unprivileged_user) text += ", at most 64 processes";
  if (!why_not_better.empty()) text += " (" + why_not_better + ")";
  return text;
}

Sandbox prepare_sandbox(SandboxMode requested) {
  Sandbox sandbox;
  const bool root = ::geteuid() == 0;
  const auto unprivileged = nobody();
  if (root && unprivileged) {
    sandbox.run_as = unprivileged->first;
    sandbox.run_as_group = unprivileged->second;
  }
  if (requested == SandboxMode::none) {
    sandbox.run_as.reset();
    return sandbox;
  }
  if (requested == SandboxMode::automatic || requested == SandboxMode::bubblewrap) {
    sandbox.bwrap = find_bwrap();
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
      if (result.outcome == ProcessResult::Outcome::exited && result.exit_code == 0) return sandbox;
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
