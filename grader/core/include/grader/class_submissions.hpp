#pragma once
// A class's submissions as handed in: one folder, archive (.zip, .tar,
// .tar.gz, .tgz) or git repository per student, and when each was handed in.
// Archives are listed and checked before anything is unpacked.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace grader {

// What an archive (or a repository's commit) may unpack to: far above any
// honest submission (source files count up to 1 MiB each), far below what fills a disk.
constexpr std::uintmax_t max_archive_bytes = 64ULL << 20;
constexpr std::size_t max_archive_entries = 1000;

// A student's entries in the folder: sub-folders, .zip, .tar, .tar.gz, .tgz.
struct SubmissionEntry {
  std::string student;  // the entry's name without extension
  std::filesystem::path path;
  std::string folder;  // student, cleaned to a file name, unique in the class (see list_submissions)
  std::optional<std::int64_t> submitted_at;  // the archive's time, its newest file's, or the graded commit's
  std::string submitted_from;
  bool repository = false;      // a git repository: its commit's files are collected into work/ first
  std::string collect_problem;  // why its files could not be collected (the student's 0, with the reason)
};
[[nodiscard]] std::vector<SubmissionEntry> list_submissions(const std::filesystem::path& dir,
                                                            std::vector<std::string>* skipped = nullptr);

// Unpacks `archive` into `into` (emptied first) once its listing shows only
// files and folders inside it, within the limits above; throws
// std::runtime_error with a one-line reason for the student's row.
void unpack_submission(const std::filesystem::path& archive, const std::filesystem::path& into);

// The folder below `base` (itself included, at most 6 levels down) holding
// the most of the assignment's files, as regular files; the shallowest wins.
[[nodiscard]] std::filesystem::path find_submission_folder(const std::filesystem::path& base,
                                                           const std::vector<std::string>& sources);

}  // namespace grader
