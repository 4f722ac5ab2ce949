#pragma once
// Failures of the grader itself (never of a submission). Each kind has its
// own process exit code, documented in `grader --help` and docs/.
#include <stdexcept>
#include <string>

namespace grader {

enum class ExitCode : int {
  graded = 0,               // grading ran, whatever the score
  usage = 2,                // bad command line
  reference_error = 3,      // reference set missing, malformed or failing its checksum
  manifest_error = 4,       // assignment manifest missing or invalid
  submission_error = 5,     // submission folder missing or lacking a required file
  output_error = 6,         // a report file could not be written
  build_system_error = 7,   // the build tools themselves failed (not a student compile error)
  release_differs = 8,      // release --check: the course is not ready (stale template, ungraded check, solution short)
  course_code_error = 9,    // the course's own code (provided files, adapter, harness) does not build here, or
                            // its adapter refuses a case of the reference set
  needs_whole_grader = 64,  // grader-student: the command (batch, course init) is the whole grader's; ./grade
                            // builds it and runs the command again
  internal_error = 70,      // a bug in the grader
  interrupted = 130,        // batch: interrupted (Ctrl-C, 128 + SIGINT); the students graded so far are kept
};

class GraderError : public std::runtime_error {
 public:
  GraderError(ExitCode code, const std::string& message) : std::runtime_error(message), code_(code) {}
  [[nodiscard]] ExitCode code() const { return code_; }

 private:
  ExitCode code_;
};

}  // namespace grader
