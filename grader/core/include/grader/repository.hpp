#pragma once
// Git repositories as submissions (GitHub Classroom hands an instructor a
// folder of clones). The commit graded is the one at a tag, or the last one
// before the student's deadline, or HEAD; its files are read with git's
// plumbing alone (ls-tree, cat-file), so nothing from the repository runs
// while collecting: no hook, no filter or fsmonitor command from its config
// or its .gitattributes (a checkout or `git archive` would run smudge filters).
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

namespace grader {

// A clone (a folder with a .git folder) or a bare repository.
[[nodiscard]] bool is_repository(const std::filesystem::path& dir);

struct PickedCommit {
  std::string commit;     // full hash
  std::int64_t time = 0;  // its committer time (seconds since 1970, UTC)
  std::string how;        // "commit 1a2b3c4d5e6f, the last before 2026-10-15T21:59:00Z"
};

// Throws std::runtime_error with a reason in the student's terms (no commit
// before the deadline, no such tag, not a repository git can read).
[[nodiscard]] PickedCommit pick_commit(const std::filesystem::path& repository, std::optional<std::int64_t> deadline,
                                       const std::string& tag);

// Writes the commit's regular files below `into` (emptied first): no links,
// no submodules; at most max_files files and max_bytes bytes in all.
void export_commit(const std::filesystem::path& repository, const std::string& commit,
                   const std::filesystem::path& into, std::size_t max_files, std::uintmax_t max_bytes);

}  // namespace grader
