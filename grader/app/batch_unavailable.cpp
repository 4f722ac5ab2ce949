// grader-student's `grade batch` and `grade course init`: the class's and the
// course's commands are the whole grader's (grader/batch, grader/term, the
// generators' runs), which a student's first ./grade does not build. Exits ExitCode::needs_whole_grader; ./grade then
// builds `grader` and runs the same command with it.
#include <iostream>

#include "grader/commands/commands.hpp"
#include "grader/support/errors.hpp"

namespace grader::commands {

namespace {

int whole_grader_needed(const char* command) {
  std::cerr << "grader-student: `grade " << command
            << "` is the whole grader's (build/grader/grader/grader): ./grade builds it on first use\n";
  return static_cast<int>(grader::ExitCode::needs_whole_grader);
}

}  // namespace

int batch(const Options& /*options*/, const BatchCommand& /*command*/, bool /*references_given*/) {
  return whole_grader_needed("batch");
}

int merge(const Options& /*options*/, const BatchCommand& /*command*/) { return whole_grader_needed("batch merge"); }

int course_init(const Options& /*options*/, const CourseCommand& /*command*/, bool /*assignment_given*/) {
  return whole_grader_needed("course init");
}

}  // namespace grader::commands
