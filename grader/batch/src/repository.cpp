#include "grader/batch/repository.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <vector>

#include "grader/building/build.hpp"
#include "grader/execution/runner.hpp"
#include "grader/execution/sandbox.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/programs.hpp"
#include "grader/support/time_text.hpp"

namespace grader {

namespace fs = std::filesystem;

namespace {

// What a repository's copy may hold: far above a course repository (its
// history with every push), far below what fills a disk.
constexpr std::uintmax_t max_repository_bytes = 512ULL << 20;
constexpr std::size_t max_repository_files = 100000;

std::string git_program() {
  return installed_program(
      "git", ExitCode::usage,
      "repositories as submissions need it (`apt-get install git`, or scripts/setup-deps --course)");
}

// lstat: what the entry itself is, never what a link points to.
bool entry_is(const fs::path& path, mode_t type) {
  struct stat status {};
  return ::lstat(path.c_str(), &status) == 0 && (status.st_mode & S_IFMT) == type;
}

[[noreturn]] void refuse(const std::string& name, const std::string& why) {
  throw std::runtime_error("the repository " + name + " is not read: " + why);
}

// The bytes of a regular file of the student's repository, opened without
// following a link and without blocking on a FIFO.
std::string read_regular(const fs::path& path, const std::string& name, std::uintmax_t& budget) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) refuse(name, "cannot open " + path.filename().string() + " (" + std::strerror(errno) + ")");
  struct stat status {};
  if (::fstat(fd, &status) != 0 || !S_ISREG(status.st_mode)) {
    ::close(fd);
    refuse(name, path.string() + " is not a regular file");
  }
  if (static_cast<std::uintmax_t>(status.st_size) > budget) {
    ::close(fd);
    refuse(name, "it holds more than " + std::to_string(max_repository_bytes >> 20) + " MiB of objects and refs");
  }
  std::string bytes;
  bytes.reserve(static_cast<std::size_t>(status.st_size));
  char buffer[1 << 16];
  for (;;) {
    const ssize_t got = ::read(fd, buffer, sizeof buffer);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) break;
    if (static_cast<std::uintmax_t>(got) > budget) {
      ::close(fd);
      refuse(name, "it holds more than " + std::to_string(max_repository_bytes >> 20) + " MiB of objects and refs");
    }
    budget -= static_cast<std::uintmax_t>(got);
    bytes.append(buffer, static_cast<std::size_t>(got));
  }
  ::close(fd);
  return bytes;
}

void write_plain(const fs::path& path, const std::string& bytes) {
  fs::create_directories(path.parent_path());
  std::ofstream out(path, std::ios::binary);
  out << bytes;
  if (!out) throw std::runtime_error("cannot write " + path.string());
}

// Copies the regular files below `from` whose path relative to it matches
// `wanted` into `to`; every folder on the way must be a real folder.
void copy_tree(const fs::path& from, const fs::path& to, const std::regex& wanted, const std::string& name,
               std::uintmax_t& budget, std::size_t& files) {
  if (!entry_is(from, S_IFDIR)) return;
  std::error_code error;
  for (fs::recursive_directory_iterator it(from, error), end; !error && it != end; it.increment(error)) {
    const fs::path& path = it->path();
    const std::string relative = path.lexically_relative(from).generic_string();
    if (entry_is(path, S_IFLNK))
      refuse(name, "it holds a link: " + path.lexically_relative(from.parent_path()).string());
    if (entry_is(path, S_IFDIR)) continue;
    if (!std::regex_match(relative, wanted)) continue;  // a .promisor, .keep or .bitmap file: not needed
    if (++files > max_repository_files) {
      refuse(name, "it holds more than " + std::to_string(max_repository_files) + " files of objects and refs");
    }
    write_plain(to / relative, read_regular(path, name, budget));
  }
  if (error) refuse(name, "cannot list " + from.filename().string() + " (" + error.message() + ")");
}

// git, on the grader's copy, in the sandbox: no config but the copy's own
// (which the grader wrote), no replace refs, no protocol for a fetch, no
// pager, no terminal prompt.
ProcessResult git(const fs::path& copy, const Sandbox& sandbox, std::vector<std::string> arguments,
                  std::size_t output_kib = 1024) {
  std::vector<std::string> argv{"/usr/bin/env",
                                "-i",
                                "PATH=/usr/bin:/bin",
                                "HOME=/nonexistent",
                                "LANG=C",
                                "GIT_CONFIG_NOSYSTEM=1",
                                "GIT_CONFIG_GLOBAL=/dev/null",
                                "GIT_NO_REPLACE_OBJECTS=1",
                                "GIT_NO_LAZY_FETCH=1",
                                "GIT_TERMINAL_PROMPT=0",
                                "GIT_ALLOW_PROTOCOL=none",
                                "GIT_ATTR_NOSYSTEM=1",
                                git_program(),
                                "-c",
                                "safe.directory=*",
                                "-c",
                                "protocol.allow=never",
                                "-c",
                                "core.fsmonitor=false",
                                "-c",
                                "core.hooksPath=/dev/null",
                                "--no-pager",
                                "--git-dir=" + copy.string()};
  for (auto& argument : arguments) argv.push_back(std::move(argument));
  Limits limits;
  limits.timeout_seconds = 60;
  limits.memory_mb = 1024;
  limits.output_kib = output_kib;
  limits.file_size_mb = 0;
  BuildView view;
  view.read_only = {copy};
  const std::optional<RunAs> identity = sandbox.tool_identity();
  return run_limited(sandbox.tool_command(argv, copy, view), copy, limits, identity ? &*identity : nullptr);
}

std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

}  // namespace

bool is_repository(const fs::path& dir) {
  const fs::path dot_git = dir / ".git";
  if (entry_is(dot_git, S_IFDIR) || entry_is(dot_git, S_IFREG) || entry_is(dot_git, S_IFLNK)) return true;
  return entry_is(dir / "HEAD", S_IFREG) && entry_is(dir / "objects", S_IFDIR) && entry_is(dir / "refs", S_IFDIR);
}

void copy_repository(const fs::path& repository, const fs::path& copy) {
  const std::string name = repository.filename().string();
  fs::path source = repository;
  if (entry_is(repository / ".git", S_IFLNK)) refuse(name, "its .git is a link (only a .git folder is read)");
  if (entry_is(repository / ".git", S_IFREG)) {
    refuse(name, "its .git is a file (a `gitdir:` link to a repository elsewhere): hand in the repository itself");
  }
  if (entry_is(repository / ".git", S_IFDIR)) source = repository / ".git";
  if (entry_is(source / "commondir", S_IFREG) || entry_is(source / "commondir", S_IFLNK)) {
    refuse(name, "it is a linked worktree (its commondir names another repository): hand in the repository itself");
  }
  for (const char* part : {"objects", "refs"}) {
    if (!entry_is(source / part, S_IFDIR)) refuse(name, std::string("its ") + part + " is not a folder");
  }
  fs::remove_all(copy);
  fs::create_directories(copy / "objects");
  fs::create_directories(copy / "refs");
  std::uintmax_t budget = max_repository_bytes;
  std::size_t files = 0;
  // HEAD: a branch of its own refs, or a commit.
  const std::string head = first_line(read_regular(source / "HEAD", name, budget));
  static const std::regex hash("[0-9a-f]{40}");
  static const std::regex branch("ref: refs/[A-Za-z0-9._/-]{1,200}");
  if (!std::regex_match(head, hash) && (!std::regex_match(head, branch) || head.find("..") != std::string::npos)) {
    refuse(name, "its HEAD is neither a branch nor a commit");
  }
  write_plain(copy / "HEAD", head + "\n");
  // The grader's own config: the default object format, no remote, no extension.
  write_plain(copy / "config", "[core]\n\trepositoryformatversion = 0\n\tbare = true\n");
  copy_tree(source / "objects", copy / "objects",
            std::regex("[0-9a-f]{2}/[0-9a-f]{38}|pack/pack-[0-9a-f]{40}\\.(pack|idx)"), name, budget, files);
  copy_tree(source / "refs", copy / "refs", std::regex("[A-Za-z0-9._/-]+"), name, budget, files);
  for (const char* file : {"packed-refs", "shallow"}) {
    if (entry_is(source / file, S_IFLNK)) refuse(name, std::string("its ") + file + " is a link");
    if (entry_is(source / file, S_IFREG)) write_plain(copy / file, read_regular(source / file, name, budget));
  }
  // Readable by the sandbox's user (nobody): folders 755, files 644.
  fs::permissions(copy, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec | fs::perms::others_read |
                            fs::perms::others_exec);
  for (const auto& entry : fs::recursive_directory_iterator(copy)) {
    fs::permissions(entry.path(), entry.is_directory()
                                      ? fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                                            fs::perms::others_read | fs::perms::others_exec
                                      : fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read |
                                            fs::perms::others_read);
  }
}

std::string CommitChoice::describe() const {
  if (rule == "tag") return "the tag " + tag;
  if (rule == "deadline" && deadline) return "the last commit before " + format_time(*deadline);
  return "HEAD";
}

PickedCommit pick_commit(const fs::path& copy, const std::string& name, std::optional<std::int64_t> deadline,
                         const std::string& tag, const Sandbox& sandbox) {
  std::vector<std::string> query;
  std::string how;
  if (!tag.empty()) {
    query = {"rev-parse", "--verify", "--quiet", "refs/tags/" + tag + "^{commit}"};
    how = "the tag " + tag;
  } else if (deadline) {
    query = {"rev-list", "-1", "--before=@" + std::to_string(*deadline), "HEAD"};
    how = "the last before " + format_time(*deadline);
  } else {
    query = {"rev-parse", "--verify", "--quiet", "HEAD^{commit}"};
    how = "HEAD";
  }
  const ProcessResult found = git(copy, sandbox, query);
  const std::string commit = first_line(found.stdout_text);
  if (found.outcome != ProcessResult::Outcome::exited) {
    throw std::runtime_error("cannot read the repository " + name + " (git " + found.describe() + ")");
  }
  if (found.exit_code != 0 || commit.size() != 40) {
    if (!tag.empty()) throw std::runtime_error("the repository " + name + " has no tag " + tag);
    if (deadline && found.exit_code == 0) {
      throw std::runtime_error("the repository " + name + " has no commit before the deadline " +
                               format_time(*deadline));
    }
    const std::string said = first_line(found.stderr_text);
    throw std::runtime_error("the repository " + name + " has no commit git can read in its own objects" +
                             (said.empty() ? std::string() : " (" + said + ")"));
  }
  const ProcessResult time = git(copy, sandbox, {"show", "-s", "--no-show-signature", "--format=%ct", commit});
  PickedCommit picked;
  picked.commit = commit;
  try {
    // A time past what 64 bits hold is refused by stoll; the rest is brought into range.
    picked.time = representable_time(std::stoll(first_line(time.stdout_text)));
  } catch (const std::exception&) {
    throw std::runtime_error("cannot read the time of commit " + commit.substr(0, 12) + " in " + name);
  }
  picked.how = "commit " + commit.substr(0, 12) + ", " + how;
  return picked;
}

void export_commit(const fs::path& copy, const std::string& name, const std::string& commit, const fs::path& into,
                   std::size_t max_files, std::uintmax_t max_bytes, const Sandbox& sandbox) {
  // -l: each blob's size, so the totals are known before anything is written.
  const ProcessResult listing =
      git(copy, sandbox, {"ls-tree", "-r", "-l", "-z", "--full-tree", commit}, std::size_t{16} * 1024);
  if (listing.outcome != ProcessResult::Outcome::exited || listing.exit_code != 0 || listing.output_truncated) {
    throw std::runtime_error(
        "cannot list the files of commit " + commit.substr(0, 12) + " in " + name + " (" +
        (listing.output_truncated ? std::string("too many files") : first_line(listing.stderr_text)) + ")");
  }
  struct Blob {
    std::string object;
    std::string path;
  };
  std::vector<Blob> blobs;
  std::uintmax_t total = 0;
  std::istringstream entries(listing.stdout_text);
  for (std::string entry; std::getline(entries, entry, '\0');) {
    // "<mode> SP <type> SP <object> SP+ <size> TAB <path>"
    const auto tab = entry.find('\t');
    if (tab == std::string::npos) continue;
    std::istringstream fields(entry.substr(0, tab));
    std::string mode, type, object, size;
    fields >> mode >> type >> object >> size;
    const std::string path = entry.substr(tab + 1);
    // Only plain files: a link could point anywhere, a submodule is another repository.
    if (type != "blob" || (mode != "100644" && mode != "100755")) continue;
    const fs::path relative(path);
    for (const auto& part : relative) {
      if (part == ".." || part == "." || part == ".git" || relative.is_absolute()) {
        throw std::runtime_error("commit " + commit.substr(0, 12) + " in " + name +
                                 " has a file outside its folder: " + path);
      }
    }
    // "-": git could not find the object (an incomplete copy: a partial clone, alternates).
    if (size.empty() || size.find_first_not_of("0123456789") != std::string::npos || size.size() > 15) {
      throw std::runtime_error("commit " + commit.substr(0, 12) + " in " + name + " lacks the content of " + path +
                               " in its own objects (a partial clone, or objects borrowed from another repository?)");
    }
    total += std::stoull(size);
    blobs.push_back({object, path});
  }
  if (blobs.size() > max_files) {
    throw std::runtime_error("commit " + commit.substr(0, 12) + " in " + name + " has " + std::to_string(blobs.size()) +
                             " files (at most " + std::to_string(max_files) + " are taken)");
  }
  if (total > max_bytes) {
    throw std::runtime_error("commit " + commit.substr(0, 12) + " in " + name + " holds " +
                             std::to_string(total >> 20) + " MiB (at most " + std::to_string(max_bytes >> 20) +
                             " MiB are taken)");
  }
  fs::remove_all(into);
  fs::create_directories(into);
  for (const auto& blob : blobs) {
    // cat-file without --filters: the bytes as committed, no filter driver runs.
    const ProcessResult content = git(copy, sandbox, {"cat-file", "blob", blob.object}, max_bytes / 1024 + 1);
    if (content.outcome != ProcessResult::Outcome::exited || content.exit_code != 0) {
      throw std::runtime_error("cannot read " + blob.path + " of commit " + commit.substr(0, 12) + " in " + name);
    }
    const fs::path target = into / blob.path;
    fs::create_directories(target.parent_path());
    std::ofstream(target, std::ios::binary) << content.stdout_text;
  }
}

}  // namespace grader
