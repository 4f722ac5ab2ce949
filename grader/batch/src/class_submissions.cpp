#include "grader/batch/class_submissions.hpp"

#include <sys/stat.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <optional>
#include <sstream>
#include <stdexcept>

#include "grader/batch/repository.hpp"
#include "grader/building/build.hpp"
#include "grader/execution/runner.hpp"
#include "grader/support/checksum.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/text.hpp"
#include "grader/support/time_text.hpp"

namespace grader {
namespace fs = std::filesystem;

namespace {

// The archive's extension, or "" when the name is not an archive.
std::string archive_extension(const std::string& name) {
  for (const char* extension : {".tar.gz", ".tgz", ".tar", ".zip"}) {
    if (ends_with(name, extension)) return extension;
  }
  return {};
}

// Student names become file names: keep letters, digits, '-', '_' and '.'.
std::string safe_name(const std::string& name) {
  std::string safe;
  for (char c : name) {
    const bool keep = std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.';
    safe += keep ? c : '_';
  }
  if (safe.empty() || safe[0] == '.') safe = "_" + safe;
  return safe;
}

Limits unpack_limits() {
  Limits limits;
  limits.timeout_seconds = 60;
  limits.memory_mb = 1024;
  limits.file_size_mb = 64;  // an archive bomb stops here
  limits.output_kib = 1024;
  return limits;
}

// Refuses archives that could write outside their folder: absolute names,
// "..", and anything but plain files and folders (symbolic and hard links).
// Throws a one-line reason.
void check_archive(const fs::path& archive, const fs::path& workdir) {
  const ProcessResult names =
      run_limited({cmake_program(), "-E", "tar", "tf", archive.string()}, workdir, unpack_limits());
  const ProcessResult long_list =
      run_limited({cmake_program(), "-E", "tar", "tvf", archive.string()}, workdir, unpack_limits());
  if (names.outcome != ProcessResult::Outcome::exited || names.exit_code != 0 || long_list.exit_code != 0 ||
      names.output_truncated) {
    throw std::runtime_error("cannot read the archive " + archive.filename().string() + " (" + names.describe() + ")");
  }
  std::vector<std::string> entries;
  std::istringstream lines(names.stdout_text);
  for (std::string name; std::getline(lines, name);) {
    const fs::path path(name);
    const bool dotdot = std::any_of(path.begin(), path.end(), [](const fs::path& part) { return part == ".."; });
    if (path.is_absolute() || dotdot) {
      throw std::runtime_error("the archive " + archive.filename().string() +
                               " has an entry outside its folder: " + name);
    }
    entries.push_back(name);
  }
  // The long listing has the same entries in the same order; its first
  // letter is the type ('-' file, 'd' folder, 'l' link, 'h' hard link, ...).
  // Its fifth column is the size libarchive will write (it stops a zip entry
  // at its declared size), so the totals are known before anything is written.
  std::istringstream details(long_list.stdout_text);
  std::size_t index = 0;
  std::uintmax_t total_bytes = 0;
  for (std::string line; std::getline(details, line); ++index) {
    if (line.empty()) continue;
    if (line[0] != '-' && line[0] != 'd') {
      throw std::runtime_error("the archive " + archive.filename().string() +
                               " holds a link or special file (only files and folders are accepted): " +
                               (index < entries.size() ? entries[index] : line));
    }
    std::istringstream columns(line);
    std::string mode, links, owner, group;
    std::uintmax_t size = 0;
    if (!(columns >> mode >> links >> owner >> group >> size)) {
      throw std::runtime_error("cannot read the size of an entry of " + archive.filename().string() + ": " + line);
    }
    total_bytes += size;
  }
  if (entries.size() > max_archive_entries) {
    throw std::runtime_error("the archive " + archive.filename().string() + " has " + std::to_string(entries.size()) +
                             " entries (at most " + std::to_string(max_archive_entries) + " are unpacked)");
  }
  if (total_bytes > max_archive_bytes) {
    throw std::runtime_error("the archive " + archive.filename().string() + " unpacks to " +
                             std::to_string(total_bytes >> 20) + " MiB (at most " +
                             std::to_string(max_archive_bytes >> 20) + " MiB are unpacked)");
  }
}

std::int64_t seconds_since_epoch(fs::file_time_type time) {
  // file_time_type's clock is not system_clock in C++17: convert through now().
  const auto system =
      std::chrono::system_clock::now() +
      std::chrono::duration_cast<std::chrono::system_clock::duration>(time - fs::file_time_type::clock::now());
  return std::chrono::duration_cast<std::chrono::seconds>(system.time_since_epoch()).count();
}

// The student's clock: an archive's own time, or the newest of a folder's
// files (a copy that keeps times, as unzip and tar do, keeps it). Hidden
// entries (.git) are not handed-in work.
void student_clock_time(SubmissionEntry& entry) {
  std::error_code error;
  if (!fs::is_directory(entry.path, error)) {
    const auto time = fs::last_write_time(entry.path, error);
    if (!error) {
      entry.submitted_at = representable_time(seconds_since_epoch(time));
      entry.submitted_from = "archive time (the student's clock)";
    }
    return;
  }
  std::optional<fs::file_time_type> newest;
  for (fs::recursive_directory_iterator it(entry.path, fs::directory_options::skip_permission_denied, error), end;
       !error && it != end; it.increment(error)) {
    if (it->path().filename().string().rfind('.', 0) == 0) {
      if (it->is_directory(error)) it.disable_recursion_pending();
      continue;
    }
    if (!it->is_regular_file(error) || it->is_symlink(error)) continue;
    const auto time = it->last_write_time(error);
    if (!error && (!newest || time > *newest)) newest = time;
  }
  if (newest) {
    entry.submitted_at = representable_time(seconds_since_epoch(*newest));
    entry.submitted_from = "newest file (the student's clock)";
  }
}

}  // namespace

void unpack_submission(const fs::path& archive, const fs::path& into) {
  fs::remove_all(into);
  fs::create_directories(into);
  check_archive(fs::absolute(archive), into);
  const ProcessResult result =
      run_limited({cmake_program(), "-E", "tar", "xf", fs::absolute(archive).string()}, into, unpack_limits());
  if (result.outcome != ProcessResult::Outcome::exited || result.exit_code != 0) {
    throw std::runtime_error("cannot unpack " + archive.filename().string() + " (" + result.describe() + ")");
  }
}

std::vector<SubmissionEntry> list_submissions(const fs::path& dir, std::vector<std::string>* skipped) {
  if (!fs::is_directory(dir)) {
    throw GraderError(ExitCode::submission_error, dir.string() + ": submissions folder not found");
  }
  std::vector<SubmissionEntry> entries;
  std::map<std::string, fs::path> seen;
  for (const auto& entry : fs::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (name.empty() || name[0] == '.') continue;
    std::string student;
    if (entry.is_directory()) {
      student = name;
    } else if (const std::string extension = archive_extension(name); entry.is_regular_file() && !extension.empty()) {
      student = name.substr(0, name.size() - extension.size());
    } else {
      if (skipped) skipped->push_back(name + ": not a folder, .zip, .tar, .tar.gz or .tgz");
      continue;
    }
    if (const auto twin = seen.find(student); twin != seen.end()) {
      throw GraderError(ExitCode::submission_error, "two submissions for student " + student + ": " +
                                                        twin->second.string() + " and " + entry.path().string() +
                                                        " (remove one)");
    }
    seen[student] = entry.path();
    SubmissionEntry found{student, entry.path(), "", std::nullopt, "", false, "", std::nullopt};
    found.repository = entry.is_directory() && is_repository(entry.path());
    entries.push_back(std::move(found));
  }
  std::sort(entries.begin(), entries.end(),
            [](const SubmissionEntry& a, const SubmissionEntry& b) { return a.student < b.student; });
  std::vector<std::string> students;
  for (const auto& entry : entries) students.push_back(entry.student);
  const auto folders = submission_folders(students);
  for (auto& entry : entries) entry.folder = folders.at(entry.student);
  return entries;
}

std::map<std::string, std::string> submission_folders(const std::vector<std::string>& students) {
  // Names that clean to the same folder ("José", "Josè" -> "Jos__") each get
  // a suffix made from their own name, so a folder never depends on who else
  // is in the class or in what order; a name that needed no cleaning keeps its own.
  std::map<std::string, std::size_t> uses;
  for (const auto& student : students) ++uses[safe_name(student)];
  std::map<std::string, std::string> folder_of;
  std::map<std::string, std::string> owner;
  for (const auto& student : students) {
    std::string folder = safe_name(student);
    if (uses[folder] > 1 && folder != student) folder += "-" + sha256_hex(student).substr(0, 8);
    if (const auto [twin, added] = owner.emplace(folder, student); !added && twin->second != student) {
      throw GraderError(ExitCode::submission_error, "students " + twin->second + " and " + student +
                                                        " would share the folder name " + folder + " (rename one)");
    }
    folder_of[student] = folder;
  }
  return folder_of;
}

void assign_times(std::vector<SubmissionEntry>& entries, TimeSource source,
                  const std::map<std::string, std::int64_t>& times, const std::string& times_name) {
  for (auto& entry : entries) {
    entry.submitted_at.reset();
    entry.submitted_from.clear();
    switch (source) {
      case TimeSource::none:
        break;
      case TimeSource::received: {
        struct stat status {};
        if (::lstat(entry.path.c_str(), &status) == 0) {
          entry.submitted_at = representable_time(static_cast<std::int64_t>(status.st_ctim.tv_sec));
          entry.submitted_from = "received (when it arrived in the submissions folder)";
        }
        break;
      }
      case TimeSource::times_file:
        // The name exactly as listed: "mallory " is not mallory, ALICE is not
        // alice. A submission the file does not name gets no final grade.
        if (const auto it = times.find(entry.student); it != times.end()) {
          entry.submitted_at = representable_time(it->second);
          entry.submitted_from = times_name;
        }
        break;
      case TimeSource::student_clock:
        if (!entry.repository) student_clock_time(entry);  // a repository's: its graded commit's
        break;
    }
  }
}

}  // namespace grader
