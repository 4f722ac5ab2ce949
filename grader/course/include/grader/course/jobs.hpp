#pragma once
// The one door to grading. Every command that grades makes its jobs here,
// each with its build: ./grade (and so Gradescope's run_autograder and the
// Classroom step, which run it), batch's students, and the course's own
// solution (release --check, course init); grade_submission()
// (pipeline.hpp) then grades each. The build step of a job is made here
// alone: the template's HarnessBuilder, the compile strategy and budget, or
// a harness built elsewhere.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "grader/course/pipeline.hpp"

namespace grader {

// What the jobs of one grading run share: the course, its assignment and
// set, the sandbox, the template's build and the oracle.
struct GradingRun {
  std::filesystem::path root;  // the course repository
  const Manifest* manifest = nullptr;
  const ReferenceSet* references = nullptr;
  const Sandbox* sandbox = nullptr;
  std::filesystem::path template_folder;  // course_template(); empty: made by each job that has files
  // The template's builder, prepared once for many jobs (batch's class);
  // nullptr: each job's build prepares it (compile_jobs at once).
  std::shared_ptr<const HarnessBuilder> template_builder;
  std::size_t compile_jobs = 1;
  OracleBuild oracle;  // the course's solution (course_solution_oracle()); empty: none
  GradeOptions grade_options;
  const ReferenceSet* heatmap_set = nullptr;  // heatmaps from this (public) set; nullptr: none
  bool on_students_machine = false;           // SubmissionJob::on_students_machine
};

// A run of `manifest` against `references`, `jobs` harness processes and
// compile jobs at once.
[[nodiscard]] GradingRun grading_run(const std::filesystem::path& root, const Manifest& manifest,
                                     const ReferenceSet& references, const Sandbox& sandbox, std::size_t jobs);

// One submission of a run, and where it is built.
struct JobSubmission {
  std::filesystem::path folder;     // its files; empty: a harness built elsewhere alone (given_harness)
  std::filesystem::path given;      // what was handed in (a clone's root, an unpacked archive): the tamper check
  std::string label;                // the report's "Submission:"
  std::filesystem::path staging;    // where its files are copied for the build
  std::filesystem::path build_dir;  // where they are built
  CompileStrategy strategy = CompileStrategy::file_by_file;
  std::filesystem::path given_harness;  // a harness built elsewhere (./grade --harness): nothing is built
};

// The job, its build included.
[[nodiscard]] SubmissionJob make_submission_job(const GradingRun& run, const JobSubmission& submission);

// The course's solution (solutions/<assignment>/, CourseLayout) graded as a
// student's submission is, in its own build folder
// (build/submissions/solutions-<assignment>/), its property checks on the
// fresh inputs of `probe_seed` (none: a new seed), with no oracle: release
// --check and course init ask this of the same door.
[[nodiscard]] GradeReport grade_course_solution(const std::filesystem::path& root, const Manifest& manifest,
                                                const ReferenceSet& references, const Sandbox& sandbox,
                                                std::size_t jobs, std::optional<std::uint64_t> probe_seed);

}  // namespace grader
