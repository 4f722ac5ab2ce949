#pragma once
// What a submission's report says besides the tasks: files not taken, the
// rubric extras, tampered copies of released files, the compiler, the
// protections in force (the compile budget among them), and the
// leaderboard's figure.
#include <string>

#include "grader/assessment/manifest.hpp"
#include "grader/assessment/reference_set.hpp"
#include "grader/assessment/results.hpp"
#include "grader/course/intake.hpp"
#include "grader/course/submission_job.hpp"
#include "grader/execution/harness_client.hpp"

namespace grader {

// The compile budget of one submission's build (HarnessBuilder::build): the
// manifest's limits.compile_seconds, or less when the environment variable
// GRADER_COMPILE_BUDGET_SECONDS holds a smaller number of seconds (the
// tests' way to make a budget spent in seconds; it can never raise it).
[[nodiscard]] double compile_budget_seconds(const Manifest& manifest);

// The note that this grader was built with another compiler (`compiler`,
// "GNU 11"; `compiler_version` in full) than the course grades with
// (`course_compiler`, "GNU 12"), or "" when they are the same or when the
// grade is not made on a student's own machine: on Gradescope, in the
// Classroom workflow and in batch the grade made is the course's, whatever
// compiler made it.
[[nodiscard]] std::string compiler_note(bool on_students_machine, const std::string& compiler,
                                        const std::string& compiler_version, const std::string& course_compiler,
                                        const std::string& pinned_libraries);

// The leaderboard's figure, timed in the student's own process (not graded).
void time_leaderboard(GradeReport& report, const Manifest& manifest, const ReferenceSet& references,
                      const ProcessHarness& harness);

// What the report says besides the tasks: files not taken, the rubric
// extras, tampered copies of released files, the compiler, the protections.
void add_submission_notes(GradedSubmission& graded, const SubmissionJob& job, const SubmissionFiles& files,
                          const std::string& protections);

}  // namespace grader
