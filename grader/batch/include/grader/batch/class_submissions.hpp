#pragma once
// A class's submissions as handed in: one folder, archive (.zip, .tar,
// .tar.gz, .tgz) or git repository per student, and when each was handed in.
// Archives are listed and checked before anything is unpacked.
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "grader/batch/repository.hpp"

namespace grader {

// What an archive (or a repository's commit) may unpack to: far above any
// honest submission (source files count up to 1 MiB each), far below what fills a disk.
constexpr std::uintmax_t max_archive_bytes = 64ULL << 20;
constexpr std::size_t max_archive_entries = 1000;

// Where a submission's time comes from: the term file's "submission_time".
// Only `received` and `times_file` are sources a student cannot set; the
// student's clock (file, archive and commit times) only where the
// instructor chose it.
enum class TimeSource {
  none,           // no time: no lateness (no term file)
  received,       // when the entry arrived in the instructor's folder (its inode's change time)
  times_file,     // the instructor's CSV of times (a platform's export of push or upload times)
  student_clock,  // commit times, archive and file times: whatever the student's computer wrote
};

// A student's entries in the folder: sub-folders, .zip, .tar, .tar.gz, .tgz.
struct SubmissionEntry {
  std::string student;  // the entry's name without extension
  std::filesystem::path path;
  std::string folder;  // student, cleaned to a file name, unique in the class (see list_submissions)
  std::optional<std::int64_t>
      submitted_at;                    // from the run's TimeSource (see assign_times), within representable_time()
  std::string submitted_from;          // which source, said for the records
  bool repository = false;             // a git repository: its commit's files are collected into work/ first
  std::string collect_problem;         // why its files could not be collected (the student's 0, with the reason)
  std::optional<CommitChoice> choice;  // a repository's: the rule its commit was chosen by, and the commit
};
// No times yet: assign_times() sets them.
[[nodiscard]] std::vector<SubmissionEntry> list_submissions(const std::filesystem::path& dir,
                                                            std::vector<std::string>* skipped = nullptr);

// Each entry's time from `source`: `received` the entry's own status change
// time (lstat's ctime, which no file or archive time can set); `times_file`
// the time `times` gives its name (none where it gives none); `student_clock`
// an archive's own time or a folder's newest file (a repository's is its
// graded commit's, set when it is collected). A Gradescope
// submission_metadata.json among the student's files is the student's file,
// never Gradescope's record.
void assign_times(std::vector<SubmissionEntry>& entries, TimeSource source,
                  const std::map<std::string, std::int64_t>& times, const std::string& times_name);

// The folder name of each student of a class (the entries' `folder`), by
// the rule list_submissions uses: a function of the names alone.
[[nodiscard]] std::map<std::string, std::string> submission_folders(const std::vector<std::string>& students);

// Unpacks `archive` into `into` (emptied first) once its listing shows only
// files and folders inside it, within the limits above; throws
// std::runtime_error with a one-line reason for the student's row.
void unpack_submission(const std::filesystem::path& archive, const std::filesystem::path& into);

}  // namespace grader
