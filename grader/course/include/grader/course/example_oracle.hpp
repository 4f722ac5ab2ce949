#pragma once
// The example oracle: the course's solution, built once per process, and the
// student's program again, for the examples made smaller after the grade
// (GradeOptions::oracle), each in the sandbox it may run in.
#include <cstddef>
#include <filesystem>
#include <memory>
#include <vector>

#include "grader/assessment/manifest.hpp"
#include "grader/assessment/reference_set.hpp"
#include "grader/course/submission_job.hpp"
#include "grader/execution/harness_client.hpp"
#include "grader/execution/sandbox.hpp"
#include "grader/grading/engine.hpp"

namespace grader {

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

// The course's solution and the student's program again, for the examples
// made after the grade (GradeOptions::oracle). The solution runs as the
// grader's own user, from a run folder only that user enters (no process of
// nobody, the student's code's user, can read, trace or signal it): under
// bubblewrap in a sandbox of its own as well (nothing but its run folder in
// sight); without namespaces (Kind::unprivileged_user: Gradescope's images
// where bubblewrap cannot make them) with resource limits. Never where
// student code runs with the grader's own rights (rlimits_only).
[[nodiscard]] Sandbox solution_sandbox(const Sandbox& student);

struct ExampleOracle {
  std::unique_ptr<ProcessHarness> solution_program;
  std::unique_ptr<ProcessHarness> student_again;
  SolutionOracle solution;
  std::vector<ReferenceSet> sets;  // the course's stored sets, read by solution.load_sets
  bool sets_loaded = false;

  // Copies the student's program now (while the staging lock holds); the
  // solution is built when the grade first asks for it.
  void offer(const SubmissionJob& job, const std::filesystem::path& student_program, GradeOptions& options);
};

}  // namespace grader
