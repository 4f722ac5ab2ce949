#pragma once
// The one way a submission is graded. `./grade`, `./grade batch`,
// Gradescope's run_autograder and the Classroom step all call
// grade_submission(): the same files are taken from the submission, built in
// the same sandbox, graded, checked for tampering and scored for the extras,
// so a submission gets one grade whichever path it takes. Reports only render
// what this returns.
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "grader/assessment/manifest.hpp"
#include "grader/assessment/reference_set.hpp"
#include "grader/building/build.hpp"
#include "grader/execution/sandbox.hpp"
#include "grader/grading/engine.hpp"
#include "grader/reports/html_report.hpp"

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

// The compile budget of one submission's build (HarnessBuilder::build): the
// manifest's limits.compile_seconds, or less when the environment variable
// GRADER_COMPILE_BUDGET_SECONDS holds a smaller number of seconds (the
// tests' way to make a budget spent in seconds; it can never raise it).
[[nodiscard]] double compile_budget_seconds(const Manifest& manifest);

// Builds the staged files into a harness (CMake or the prebuilt template);
// every compile and link runs in the job's sandbox, all of them within
// compile_budget_seconds().
using HarnessBuild = std::function<BuildOutcome(const std::filesystem::path& staged, const Sandbox& sandbox)>;

// The course's solution built as a harness, for the examples made smaller
// against it (GradeOptions::oracle): the path of its program, or nullopt.
// Called at most once per grade, after the grade, when a task failed.
using OracleBuild = std::function<std::optional<std::filesystem::path>()>;

// On the course's side (the course repository, batch): solutions/<assignment>/
// built once per process by the template's own recipe (HarnessBuilder) into
// build/oracle/<assignment>/ below `root`, as the grader itself (the course's
// own code: no student's process may write what is reused there, and no
// student's build sees the folder: student_build_view()); the program is
// kept as solution-<its hash>, never rewritten. nullptr when the repository
// has no solution for the assignment (a released student repository). It is
// used only where the student's code runs apart from the grader: under
// bubblewrap, or as nobody while the solution runs as the grader in a
// folder of its own (grade_submission(), solution_sandbox()). The folder is
// the grader's user's alone (mode 700).
[[nodiscard]] OracleBuild course_solution_oracle(const std::filesystem::path& root, const Manifest& manifest,
                                                 const std::filesystem::path& template_folder, std::size_t jobs);

struct SubmissionJob {
  std::filesystem::path root;  // the course repository
  const Manifest* manifest = nullptr;
  const ReferenceSet* references = nullptr;
  std::filesystem::path folder;           // holds the submission's files
  std::filesystem::path given;            // what was handed in (a clone's root, an unpacked archive): the tamper check
  std::filesystem::path staging;          // where its files are copied for the build
  std::filesystem::path template_folder;  // the course's copy of the template (course_template()): its stubs stand
                                          // in for a missing file
  std::string label;                      // the report's "Submission:"
  const Sandbox* sandbox = nullptr;
  HarnessBuild build;
  OracleBuild oracle;  // the course's solution (course_solution_oracle()); empty: none
  GradeOptions grade_options;
  const ReferenceSet* heatmap_set = nullptr;  // draw heatmaps from this (public) set; nullptr: none
  // A student grading on their own machine (./grade, --platform local); not
  // Gradescope's run_autograder, the Classroom workflow or batch, whose
  // grade is the course's.
  bool on_students_machine = false;
};

struct GradedSubmission {
  GradeReport report;
  std::vector<HeatmapPanel> heatmaps;
  std::vector<std::string> problems;  // in words, for a gradebook: missing and broken files, tampering
};

// The note that this grader was built with another compiler (`compiler`,
// "GNU 11"; `compiler_version` in full) than the course grades with
// (`course_compiler`, "GNU 12"), or "" when they are the same or when the
// grade is not made on a student's own machine: on Gradescope, in the
// Classroom workflow and in batch the grade made is the course's, whatever
// compiler made it.
[[nodiscard]] std::string compiler_note(bool on_students_machine, const std::string& compiler,
                                        const std::string& compiler_version, const std::string& course_compiler,
                                        const std::string& pinned_libraries);

// Grades one submission. A student's failure (missing files, compile errors,
// crashes) is in the report; only the course's or the machine's faults throw.
[[nodiscard]] GradedSubmission grade_submission(const SubmissionJob& job);

}  // namespace grader
