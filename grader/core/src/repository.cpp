#include "grader/repository.hpp"

#include <fstream>
#include <sstream>
#include <stdexcept>
#include <vector>

#include "grader/build.hpp"
#include "grader/errors.hpp"
#include "grader/runner.hpp"
#include "grader/time_text.hpp"

namespace grader {

namespace fs = std::filesystem;

namespace {

std::string git_program() {
  return installed_program(
      "git", ExitCode::usage,
      "repositories as submissions need it (`apt-get install git`, or scripts/setup-deps --course)");
}

fs::path git_dir(const fs::path& repository) {
  return fs::is_directory(repository / ".git") ? repository / ".git" : repository;
}

// git with nothing from the repository that could run: its hooks, an
// fsmonitor command, a pager; a clone owned by someone else is read too.
ProcessResult git(const fs::path& repository, std::vector<std::string> arguments, std::size_t output_kib = 1024) {
  std::vector<std::string> argv{git_program(),
                                "-c",
                                "safe.directory=*",
                                "-c",
                                "core.fsmonitor=false",
                                "-c",
                                "core.hooksPath=/dev/null",
                                "--no-pager",
                                "--git-dir=" + git_dir(repository).string()};
  for (auto& argument : arguments) argv.push_back(std::move(argument));
  Limits limits;
  limits.timeout_seconds = 60;
  limits.memory_mb = 1024;
  limits.output_kib = output_kib;
  limits.file_size_mb = 0;
  return run_limited(argv, repository, limits);
}

std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

}  // namespace

bool is_repository(const fs::path& dir) {
  std::error_code error;
  return fs::is_directory(dir / ".git", error) ||
         (fs::is_regular_file(dir / "HEAD", error) && fs::is_directory(dir / "objects", error) &&
          fs::is_directory(dir / "refs", error));
}

PickedCommit pick_commit(const fs::path& repository, std::optional<std::int64_t> deadline, const std::string& tag) {
  const std::string name = repository.filename().string();
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
  const ProcessResult found = git(repository, query);
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
    throw std::runtime_error("the repository " + name + " has no commit git can read (" +
                             first_line(found.stderr_text) + ")");
  }
  const ProcessResult time = git(repository, {"show", "-s", "--no-show-signature", "--format=%ct", commit});
  PickedCommit picked;
  picked.commit = commit;
  try {
    picked.time = std::stoll(first_line(time.stdout_text));
  } catch (const std::exception&) {
    throw std::runtime_error("cannot read the time of commit " + commit.substr(0, 12) + " in " + name);
  }
  picked.how = "commit " + commit.substr(0, 12) + ", " + how;
  return picked;
}

void export_commit(const fs::path& repository, const std::string& commit, const fs::path& into, std::size_t max_files,
                   std::uintmax_t max_bytes) {
  const std::string name = repository.filename().string();
  // -l: each blob's size, so the totals are known before anything is written.
  const ProcessResult listing =
      git(repository, {"ls-tree", "-r", "-l", "-z", "--full-tree", commit}, std::size_t{16} * 1024);
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
      if (part == ".." || part == ".git" || relative.is_absolute()) {
        throw std::runtime_error("commit " + commit.substr(0, 12) + " in " + name +
                                 " has a file outside its folder: " + path);
      }
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
    const ProcessResult content = git(repository, {"cat-file", "blob", blob.object}, max_bytes / 1024 + 1);
    if (content.outcome != ProcessResult::Outcome::exited || content.exit_code != 0) {
      throw std::runtime_error("cannot read " + blob.path + " of commit " + commit.substr(0, 12) + " in " + name);
    }
    const fs::path target = into / blob.path;
    fs::create_directories(target.parent_path());
    std::ofstream(target, std::ios::binary) << content.stdout_text;
  }
}

}  // namespace grader
