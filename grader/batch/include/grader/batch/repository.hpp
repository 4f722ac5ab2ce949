#pragma once
// Git repositories as submissions (GitHub Classroom hands an instructor a
// folder of clones). A student's repository is data, never configuration:
//   1. copy_repository() copies only its object store (loose objects and
//      pack files), its refs, HEAD and shallow list into a fresh bare
//      repository the grader makes, reading each file without following a
//      link. Nothing else is read: not its config (promisor remotes, filters,
//      fsmonitor, hooksPath, includeIf, uploadpack), hooks, info/, commondir,
//      objects/info/alternates, or a `.git` file's `gitdir:`.
//   2. pick_commit() and export_commit() run git plumbing (rev-parse,
//      rev-list, show -s, ls-tree, cat-file) on that copy only, in the
//      sandbox (no network, as nobody), with no system or global config, no
//      replace refs and no protocol allowed: a missing object is an error,
//      never a fetch.
// The commit graded is the one at a tag, or the last one before the
// student's deadline (only when the term trusts commit times), or HEAD.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

namespace grader {

struct Sandbox;

// A clone (a folder with a .git folder or file) or a bare repository. Links
// are not followed: a `.git` that is a link or a file is a repository that
// copy_repository() refuses with a reason.
[[nodiscard]] bool is_repository(const std::filesystem::path& dir);

// Copies the student's repository's objects, refs, HEAD and shallow list
// into `copy` (emptied first), a bare repository with the grader's own
// config. Throws std::runtime_error with a reason in the student's terms
// (a .git file or link, a linked worktree, a link inside .git, too large).
void copy_repository(const std::filesystem::path& repository, const std::filesystem::path& copy);

// Which commit of a repository is graded, and (once collected) the commit:
// what a record keeps, so a merge can check that every slice chose as it would.
struct CommitChoice {
  std::string rule;                      // "tag", "deadline" (the last commit before it) or "head"
  std::string tag;                       // rule "tag"
  std::optional<std::int64_t> deadline;  // rule "deadline": the student's own (extensions included)
  std::string commit;                    // the full hash graded; empty when none could be chosen
  // The rule in words: "the tag final", "the last commit before 2026-10-15T21:59:00Z", "HEAD".
  [[nodiscard]] std::string describe() const;
  [[nodiscard]] bool same_rule(const CommitChoice& other) const {
    return rule == other.rule && tag == other.tag && deadline == other.deadline;
  }
};

struct PickedCommit {
  std::string commit;     // full hash
  std::int64_t time = 0;  // its committer time (seconds since 1970, UTC), within representable_time()
  std::string how;        // "commit 1a2b3c4d5e6f, the last before 2026-10-15T21:59:00Z"
};

// On a copy made by copy_repository(), named in messages as `name`. Throws
// std::runtime_error with a reason in the student's terms (no commit before
// the deadline, no such tag, not a repository git can read).
[[nodiscard]] PickedCommit pick_commit(const std::filesystem::path& copy, const std::string& name,
                                       std::optional<std::int64_t> deadline, const std::string& tag,
                                       const Sandbox& sandbox);

// Writes the commit's regular files below `into` (emptied first): no links,
// no submodules; at most max_files files and max_bytes bytes in all.
void export_commit(const std::filesystem::path& copy, const std::string& name, const std::string& commit,
                   const std::filesystem::path& into, std::size_t max_files, std::uintmax_t max_bytes,
                   const Sandbox& sandbox);

}  // namespace grader
