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
#include <sys/types.h>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace grader {

enum class SandboxMode { automatic, bubblewrap, unprivileged_user, none };

struct Sandbox {
  enum class Kind { bubblewrap, unprivileged_user, rlimits_only };
  Kind kind = Kind::rlimits_only;
  std::string bwrap;             // path of bwrap, for Kind::bubblewrap
  std::optional<uid_t> run_as;   // drop to this user (nobody) in the child
  gid_t run_as_group = 0;
  std::string why_not_better;    // why a stronger kind was not used

  // The command that runs `harness ARGS...` with `workdir` as its working
  // folder, inside the sandbox.
  [[nodiscard]] std::vector<std::string> command(const std::filesystem::path& harness,
                                                 const std::filesystem::path& workdir,
                                                 const std::vector<std::string>& args) const;
  [[nodiscard]] std::string describe() const;
};

// Probes what works here. Throws GraderError(usage) when an explicitly
// requested mode is not available.
[[nodiscard]] Sandbox prepare_sandbox(SandboxMode requested);

}  // namespace grader
