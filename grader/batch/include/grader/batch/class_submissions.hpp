#pragma once
// A class's submissions as handed in: one folder, archive (.zip, .tar,
// .tar.gz, .tgz) or git repository per student, and when each was handed in.
// Archives are listed and checked before anything is unpacked.
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <utility>
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

// A student's entries in the folder: sub-folders, .zip, .tar, .tar.gz, .tgz,
// or the loose files Canvas names for one student (see CanvasFileName).
struct SubmissionEntry {
  std::string student;  // the entry's name without extension (a Canvas student's: <sortable name>_<user id>)
  std::filesystem::path path;
  std::string folder;  // student, cleaned to a file name, unique in the class (see list_submissions)
  std::optional<std::int64_t>
      submitted_at;                    // from the run's TimeSource (see assign_times), within representable_time()
  std::string submitted_from;          // which source, said for the records
  bool repository = false;             // a git repository: its commit's files are collected into work/ first
  std::string collect_problem;         // why its files could not be collected (the student's 0, with the reason)
  std::optional<CommitChoice> choice;  // a repository's: the rule its commit was chosen by, and the commit
  // A Canvas bulk download's student: their loose files (display name,
  // file), put together into work/<folder>/canvas by assemble_canvas_files.
  std::vector<std::pair<std::string, std::filesystem::path>> canvas_files;
  bool canvas_late = false;  // Canvas's file names say _LATE (noted, never graded: lateness is the run's)
};

// A file of Canvas's "Download Submissions" zip, named by canvas-lms's
// ContentZipper (lib/content_zipper.rb): the submission's name
// <sortable name, lowercased, non-word characters removed>[_LATE]_<user id>
// ([LATE_]anon_<anonymous id> when grading is anonymous), then
// _<attachment id>_<display name> for an upload, _text.html for a text
// entry, _link.html for a URL. Read as Canvas reads its own names back
// (Assignment#infer_comment_context_from_filename: the first all-digit field
// between '_' is the user id); anything else is no Canvas name (none).
struct CanvasFileName {
  std::string student;        // the submission's name without _LATE: "doealice_1234", "anon_x1y2z"
  std::string user_id;        // "1234" (empty when anonymous)
  bool late = false;          // Canvas's _LATE marker
  std::string attachment_id;  // empty for a text or URL entry
  std::string display_name;   // "main.cpp"; "text.html" or "link.html" for a text or URL entry
};
[[nodiscard]] std::optional<CanvasFileName> canvas_file_name(const std::string& file);

// The Canvas student's files into `into` (emptied first) under their
// display names, cleaned as folder names are; an attachment that is an
// archive is unpacked (checked as any archive; into a folder of its name
// when there are other files). Two attachments that would have one name,
// anything but regular files, or an archive refused as any is, are refused:
// throws std::runtime_error with the reason for the student's row.
void assemble_canvas_files(const SubmissionEntry& entry, const std::filesystem::path& into);

// Canvas's loose files are grouped per student (one entry each). No times yet: assign_times() sets them.
[[nodiscard]] std::vector<SubmissionEntry> list_submissions(const std::filesystem::path& dir,
                                                            std::vector<std::string>* skipped = nullptr);

// Each entry's time from `source`: `received` the entry's own status change
// time (lstat's ctime, which no file or archive time can set; a Canvas
// student's: the newest of their files'); `times_file`
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
