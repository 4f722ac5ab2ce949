#pragma once
// A submission's intake, the one rule on every path (./grade, batch,
// Gradescope, Classroom): the folder that holds its files, what is taken
// from it, the copy staged for the build, and the files read as text.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "grader/assessment/manifest.hpp"

namespace grader {

// A student file above this is not source code: it is not taken.
inline constexpr std::uintmax_t max_student_file_bytes = 1 << 20;
// The student's own header files that are taken (helpers their files include).
inline constexpr std::size_t max_own_headers = 32;

// What grading takes from the folder that holds a submission's files.
struct SubmissionFiles {
  std::vector<std::string> sources;      // the assignment's files, present as regular files
  std::vector<std::string> missing;      // the assignment's files it lacks (the template's stubs stand in)
  std::vector<std::string> own_headers;  // its own header files (.h .hh .hpp .hxx .inl .ipp), relative paths
  std::vector<std::string> extra_files;  // the rubric extras' files (answers.md), when present
  std::vector<std::string> not_taken;    // "file: why" for files left out (a link, too large, a course header's name)
};

// The one intake rule, on every path (./grade, batch, Gradescope, Classroom):
// the folder that holds a submission's files below `given` (what was handed
// in: a folder, an unpacked archive, a clone, student_template/): the folder
// (`given` included, at most 6 levels down) holding the most of the
// assignment's files as regular files; of those the shallowest, then the
// first by name. A link is never followed, to a folder or a file, and a
// folder named like another of `course_assignments` is not entered
// (student_template/<other>/ holds that assignment's files: two assignments
// may share a file name). When no folder holds any, `given` with found = 0.
struct SubmissionFolder {
  std::filesystem::path folder;
  std::size_t found = 0;  // how many of the assignment's files it holds
};
[[nodiscard]] SubmissionFolder locate_submission(const std::filesystem::path& given, const Manifest& manifest,
                                                 const std::vector<std::string>& course_assignments);

// Lists what grading takes from `folder`: only regular files (never a link),
// none above max_student_file_bytes; headers at most two folders down, at
// most max_own_headers of them, none named like a header the course provides
// (a student's "self_attention.hpp" would stand in for the course's).
[[nodiscard]] SubmissionFiles list_submission_files(const std::filesystem::path& folder, const Manifest& manifest,
                                                    const std::filesystem::path& root);

// Copies those files into `staging` (the template's copy for a missing
// source) and removes anything else there. A file whose bytes are unchanged
// is not rewritten, so a rebuild recompiles only what changed.
void stage_submission(const SubmissionFiles& files, const std::filesystem::path& folder,
                      const std::filesystem::path& staging, const std::filesystem::path& template_folder);

// The files of `folder` named in `files` as text (name -> text), those that are regular files and can be read.
[[nodiscard]] std::map<std::string, std::string> texts_of(const std::filesystem::path& folder,
                                                          const std::vector<std::string>& files);

}  // namespace grader
