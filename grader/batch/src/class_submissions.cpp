#include "grader/batch/class_submissions.hpp"

#include <sys/stat.h>

#include <algorithm>
#include <cctype>
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
  if (!entry.canvas_files.empty()) {
    std::optional<fs::file_time_type> newest;
    for (const auto& [display, path] : entry.canvas_files) {
      const auto time = fs::last_write_time(path, error);
      if (!error && (!newest || time > *newest)) newest = time;
    }
    if (newest) {
      entry.submitted_at = representable_time(seconds_since_epoch(*newest));
      entry.submitted_from = "newest file (the student's clock)";
    }
    return;
  }
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

// The paths a submission's time is read from: a Canvas student's files, else the entry itself.
std::vector<fs::path> entry_files(const SubmissionEntry& entry) {
  if (entry.canvas_files.empty()) return {entry.path};
  std::vector<fs::path> files;
  for (const auto& [display, path] : entry.canvas_files) files.push_back(path);
  return files;
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

namespace {

bool all_digits(const std::string& text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// Ruby's [[:word:]]: letters (any script), digits and '_'.
bool word_characters(const std::string& text) {
  return std::all_of(text.begin(), text.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || static_cast<unsigned char>(c) >= 0x80;
  });
}

std::vector<std::string> split_fields(const std::string& text) {
  std::vector<std::string> fields;
  std::size_t start = 0;
  for (std::size_t end; (end = text.find('_', start)) != std::string::npos; start = end + 1)
    fields.push_back(text.substr(start, end - start));
  fields.push_back(text.substr(start));
  return fields;
}

std::string joined(const std::vector<std::string>& fields, std::size_t from, std::size_t to) {
  std::string text;
  for (std::size_t i = from; i < to; ++i) text += (i > from ? "_" : "") + fields[i];
  return text;
}

// The fields after the submission's name: <attachment id>_<display name>,
// or text.html / link.html alone.
bool canvas_tail(const std::vector<std::string>& fields, std::size_t at, CanvasFileName& name) {
  if (at + 1 == fields.size() && (fields[at] == "text.html" || fields[at] == "link.html")) {
    name.display_name = fields[at];
    return true;
  }
  if (at + 1 >= fields.size() || !all_digits(fields[at])) return false;
  name.attachment_id = fields[at];
  name.display_name = joined(fields, at + 1, fields.size());
  return !name.display_name.empty();
}

}  // namespace

std::optional<CanvasFileName> canvas_file_name(const std::string& file) {
  if (file.empty() || file.find('/') != std::string::npos || file.find('\0') != std::string::npos) return {};
  const std::vector<std::string> fields = split_fields(file);
  CanvasFileName name;
  std::size_t at = 0;
  if (fields[0] == "LATE" && fields.size() > 1 && fields[1] == "anon") {
    name.late = true;
    at = 1;
  }
  if (fields[at] == "anon") {
    // [LATE_]anon_<anonymous id>: Canvas's anonymous ids are letters and digits.
    if (at + 1 >= fields.size() || fields[at + 1].empty() ||
        !std::all_of(fields[at + 1].begin(), fields[at + 1].end(),
                     [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; })) {
      return {};
    }
    name.student = "anon_" + fields[at + 1];
    if (!canvas_tail(fields, at + 2, name)) return {};
  } else {
    // <sortable name>[_LATE]_<user id>: the first all-digit field is the user id.
    const auto id = std::find_if(fields.begin(), fields.end(), all_digits);
    if (id == fields.end()) return {};
    std::size_t end_of_name = static_cast<std::size_t>(id - fields.begin());
    name.user_id = *id;
    if (end_of_name > 0 && fields[end_of_name - 1] == "LATE") {
      name.late = true;
      --end_of_name;
    }
    const std::string sortable = joined(fields, 0, end_of_name);
    if (!word_characters(sortable)) return {};
    name.student = sortable + "_" + name.user_id;
    if (!canvas_tail(fields, static_cast<std::size_t>(id - fields.begin()) + 1, name)) return {};
  }
  if (name.display_name == "." || name.display_name == "..") return {};
  return name;
}

void assemble_canvas_files(const SubmissionEntry& entry, const fs::path& into) {
  fs::remove_all(into);
  fs::create_directories(into);
  const bool alone = entry.canvas_files.size() == 1;
  std::map<std::string, std::string> taken;  // name in `into` -> the file it came from
  std::uintmax_t total = 0;
  for (const auto& [display, file] : entry.canvas_files) {
    std::error_code error;
    if (fs::symlink_status(file, error).type() != fs::file_type::regular) {
      throw std::runtime_error(file.filename().string() + " is not a regular file");
    }
    const std::string extension = archive_extension(display);
    // An archive gets a folder of its name without the extension, unless it is the student's only file.
    const std::string name =
        safe_name(extension.empty() ? display : display.substr(0, display.size() - extension.size()));
    if (alone && !extension.empty()) {
      unpack_submission(file, into);
      continue;
    }
    if (const auto [twin, added] = taken.emplace(name, file.filename().string()); !added) {
      throw std::runtime_error("two of the student's Canvas attachments would both be " + name + " (" + twin->second +
                               " and " + file.filename().string() +
                               "): Canvas keeps both, the grader cannot tell which is meant; remove one from the "
                               "class folder");
    }
    if (!extension.empty()) {
      unpack_submission(file, into / name);
      continue;
    }
    total += fs::file_size(file);
    if (total > max_archive_bytes || taken.size() > max_archive_entries) {
      throw std::runtime_error("the student's Canvas files hold more than " + std::to_string(max_archive_bytes >> 20) +
                               " MiB or " + std::to_string(max_archive_entries) + " files");
    }
    fs::copy_file(file, into / name);
  }
  // Several archives are each within the limits: the student's whole submission must be too.
  std::uintmax_t bytes = 0;
  std::size_t count = 0;
  for (const auto& item : fs::recursive_directory_iterator(into)) {
    ++count;
    if (item.is_regular_file()) bytes += item.file_size();
  }
  if (bytes > max_archive_bytes || count > max_archive_entries) {
    fs::remove_all(into);
    throw std::runtime_error("the student's Canvas files unpack to " + std::to_string(count) + " entries and " +
                             std::to_string(bytes >> 20) + " MiB (at most " + std::to_string(max_archive_entries) +
                             " and " + std::to_string(max_archive_bytes >> 20) + " MiB are graded)");
  }
}

std::vector<SubmissionEntry> list_submissions(const fs::path& dir, std::vector<std::string>* skipped) {
  if (!fs::is_directory(dir)) {
    throw GraderError(ExitCode::submission_error, dir.string() + ": submissions folder not found");
  }
  std::vector<SubmissionEntry> entries;
  std::map<std::string, fs::path> seen;
  std::map<std::string, SubmissionEntry> canvas;  // Canvas's loose files, one entry per student
  auto add = [&](SubmissionEntry found) {
    if (const auto twin = seen.find(found.student); twin != seen.end()) {
      throw GraderError(ExitCode::submission_error, "two submissions for student " + found.student + ": " +
                                                        twin->second.string() + " and " + found.path.string() +
                                                        " (remove one)");
    }
    seen[found.student] = found.path;
    entries.push_back(std::move(found));
  };
  std::vector<fs::path> paths;
  for (const auto& entry : fs::directory_iterator(dir)) paths.push_back(entry.path());
  std::sort(paths.begin(), paths.end());  // a student's files in one order, whatever the file system's
  for (const auto& path : paths) {
    const std::string name = path.filename().string();
    if (name.empty() || name[0] == '.') continue;
    std::error_code error;
    const bool folder = fs::is_directory(path, error);
    const bool file = fs::is_regular_file(path, error);
    if (const auto loose = file ? canvas_file_name(name) : std::nullopt) {
      SubmissionEntry& student = canvas[loose->student];
      if (student.canvas_files.empty()) {
        student.student = loose->student;
        student.path = path;
      }
      student.canvas_files.emplace_back(loose->display_name, path);
      student.canvas_late = student.canvas_late || loose->late;
      continue;
    }
    const std::string extension = archive_extension(name);
    if (!folder && !(file && !extension.empty())) {
      if (skipped)
        skipped->push_back(name +
                           ": not a folder, .zip, .tar, .tar.gz or .tgz, nor a Canvas bulk download's file "
                           "(<sortable name>[_LATE]_<user id>_<attachment id>_<file name>)");
      continue;
    }
    SubmissionEntry found;
    found.student = folder ? name : name.substr(0, name.size() - extension.size());
    found.path = path;
    found.repository = folder && is_repository(path);
    add(std::move(found));
  }
  for (auto& [student, entry] : canvas) add(std::move(entry));
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
        // A Canvas student's: when the last of their files arrived.
        std::optional<std::int64_t> newest;
        for (const auto& path : entry_files(entry)) {
          struct stat status {};
          if (::lstat(path.c_str(), &status) == 0)
            newest = std::max(newest.value_or(status.st_ctim.tv_sec), static_cast<std::int64_t>(status.st_ctim.tv_sec));
        }
        if (newest) {
          entry.submitted_at = representable_time(*newest);
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
    // Canvas's _LATE is Canvas's statement, noted; the grade's lateness is the run's time source's.
    if (entry.canvas_late && entry.submitted_at) {
      entry.submitted_from += "; Canvas's file names say LATE (not used: lateness comes from this time)";
    }
  }
}

}  // namespace grader
