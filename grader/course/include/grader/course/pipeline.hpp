#pragma once
// The one way a submission is graded. `./grade`, `./grade batch`,
// Gradescope's run_autograder and the Classroom step all call
// grade_submission(): the same files are taken from the submission, built in
// the same sandbox, graded, checked for tampering and scored for the extras,
// so a submission gets one grade whichever path it takes. Reports only render
// what this returns. Its phases are files of their own: the intake
// (intake.hpp), what the build lost and what stands in for it
// (stand_ins.hpp), the example oracle (example_oracle.hpp) and the report's
// notes (submission_notes.hpp).
#include "grader/course/submission_job.hpp"

namespace grader {

// Grades one submission. A student's failure (missing files, compile errors,
// crashes) is in the report; only the course's or the machine's faults throw.
[[nodiscard]] GradedSubmission grade_submission(const SubmissionJob& job);

}  // namespace grader
