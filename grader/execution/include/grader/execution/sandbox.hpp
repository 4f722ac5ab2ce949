#pragma once
// Where the harness runs. The best protection available is chosen once per
// grading run and said in the report:
//   bubblewrap         a new mount, pid, network and IPC namespace that shows
//                      only /usr, the harness and a scratch folder (no
//                      network, no repository, no hidden references)
//   unprivileged_user  as root without bubblewrap: the harness runs as
//                      `nobody`, with a process limit
//   rlimits_only       neither is possible (a student's laptop): resource
//                      limits and a timeout only
// As root, bubblewrap also runs as `nobody`.
//
// Every kind: the process limit is set before the harness is executed (not
// by the harness, whose static initialisers include the student's), and
// every process the harness starts dies when it ends or times out: the pid
// namespace under bubblewrap, the runner's subreaper everywhere (runner.hpp).
#include <sys/types.h>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "grader/execution/runner.hpp"

namespace grader {

// RLIMIT_NPROC of a harness under bubblewrap, set by prlimit(1) inside the
// sandbox's own user namespace, where only the sandbox's processes count.
constexpr std::size_t sandbox_max_processes = 32;
// RLIMIT_NPROC of the user nobody (`user` mode), or how many processes a
// user without root may start beyond those they already run (`none`).
constexpr std::size_t user_max_processes = 64;

enum class SandboxMode { automatic, bubblewrap, unprivileged_user, none };

// What a build tool (cmake, make, the compiler, the linker) may see when it
// works on student code: the course's build inputs and the submission
// read-only, the build folder writable. A compiler reads whatever a
// student's #include, .incbin or __has_include names, so nothing else of the
// project is there: no reference set, no solution.
struct BuildView {
  std::vector<std::filesystem::path> read_only;
  std::vector<std::filesystem::path> writable;
};

struct Sandbox {
  enum class Kind { bubblewrap, unprivileged_user, rlimits_only };
  Kind kind = Kind::rlimits_only;
  std::string bwrap;            // path of bwrap, for Kind::bubblewrap
  std::optional<uid_t> run_as;  // drop to this user (nobody) in the child
  gid_t run_as_group = 0;
  std::string why_not_better;     // why a stronger kind was not used
  std::string prlimit;            // path of prlimit(1), for Kind::bubblewrap; empty: no process limit
  std::size_t own_processes = 0;  // rlimits_only without root: the user's processes and threads when prepared
  // As root: bwrap itself runs as root (so it can bind a project below a
  // folder only root may enter, such as /root) without a user namespace, and
  // setpriv(1) drops the build tool to run_as with no capabilities inside.
  std::string setpriv;  // path of setpriv(1) when tools run that way; empty: bwrap runs as run_as

  // The identity and process limit the runner sets before exec (nullopt:
  // none). The process limit in force for student code, or 0 when there is
  // none (root is exempt from RLIMIT_NPROC).
  [[nodiscard]] std::optional<RunAs> harness_identity() const;
  [[nodiscard]] std::size_t process_limit() const;

  // The command that runs `harness ARGS...` with `workdir` as its working
  // folder, inside the sandbox.
  [[nodiscard]] std::vector<std::string> command(const std::filesystem::path& harness,
                                                 const std::filesystem::path& workdir,
                                                 const std::vector<std::string>& args) const;
  // `argv` run with `workdir` as its working folder, seeing only `view`
  // (bubblewrap); for the other kinds, argv itself (run it with tool_identity()).
  [[nodiscard]] std::vector<std::string> tool_command(const std::vector<std::string>& argv,
                                                      const std::filesystem::path& workdir,
                                                      const BuildView& view) const;
  // Who the runner must be when it starts tool_command(): nullopt for the
  // grader itself (setpriv drops inside the sandbox, or no run_as at all).
  [[nodiscard]] std::optional<RunAs> tool_identity() const;
  [[nodiscard]] std::string describe() const;
};

// Probes what works here. Throws GraderError(usage) when an explicitly
// requested mode is not available.
[[nodiscard]] Sandbox prepare_sandbox(SandboxMode requested);

}  // namespace grader
