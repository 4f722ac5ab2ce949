// `grade release`: the template, a student repository, a Gradescope bundle.
#include <cstdlib>
#include <iostream>
#include <sstream>

#include "commands.hpp"
#include "grader/building/build.hpp"
#include "grader/course/new_assignment.hpp"
#include "grader/course/pipeline.hpp"
#include "grader/course/release.hpp"
#include "grader/execution/runner.hpp"
#include "grader/grading/manifest.hpp"
#include "grader/grading/manifest_check.hpp"
#include "grader/grading/published_sets.hpp"
#include "grader/grading/reference_set.hpp"
#include "grader/support/errors.hpp"

namespace app {

namespace fs = std::filesystem;
using grader::ExitCode;
using grader::GraderError;

namespace {

#include "grader/grading/manifest_check.hpp"
#include "grader/grading/published_sets.hpp"
#include "grader/grading/reference_set.hpp"
}

}  // namespace

#include "grader/grading/manifest_check.hpp"
#include "grader/grading/published_sets.hpp"
#include "grader/grading/reference_set.hpp"
// `grade release`: student_template/ from solutions/; with --out a student
// repository, with --gradescope an autograder bundle.
int release(const Options& options, const ReleaseCommand& command) {
  const auto manifest = grader::load_assignment(options.root, options.assignment);
  if (!command.out.empty()) {
    const auto files =
        grader::write_release(options.root, manifest, command.out, grader::ReleaseKind::student_repository);
    std::cout << "wrote the student repository " << command.out << " (" << files.size()
              << " files: the template, the public references, the grader, docs/student-guide.md and the GitHub "
                 "workflow; no solutions, no hidden references)\n"
              << "next: cd " << command.out << " && git init && git add -A && git commit -m \"Assignment\"\n";
    return static_cast<int>(ExitCode::graded);
  }
  if (!command.gradescope.empty()) {
    const fs::path zip = fs::absolute(command.gradescope);
    if (zip.extension() != ".zip") throw GraderError(ExitCode::usage, command.gradescope + ": must end in .zip");
    if (!fs::is_directory(zip.parent_path())) {
      throw GraderError(ExitCode::output_error, command.gradescope + ": its folder does not exist");
    }
    check_bundled_hidden_set(options, command);
    char pattern[] = "/tmp/grader-gradescope-XXXXXX";
    if (::mkdtemp(pattern) == nullptr) throw GraderError(ExitCode::output_error, "cannot create a temporary folder");
    const fs::path staging = fs::path(pattern) / "bundle";
    struct Cleanup {
      fs::path path;
      ~Cleanup() {
        std::error_code ignored;
        fs::remove_all(path, ignored);
      }
    } cleanup{pattern};
    const auto files = grader::write_release(options.root, manifest, staging, grader::ReleaseKind::gradescope_bundle);
    const fs::path partial = zip.string() + ".partial";
    std::vector<std::string> argv = {grader::cmake_program(), "-E", "tar", "cf", partial.string(), "--format=zip"};
    argv.insert(argv.end(), files.begin(), files.end());
    grader::Limits limits;
    limits.timeout_seconds = 300;
    limits.memory_mb = 0;
    limits.file_size_mb = 0;
    const auto zipped = grader::run_limited(argv, staging, limits);
    if (zipped.outcome != grader::ProcessResult::Outcome::exited || zipped.exit_code != 0) {
      fs::remove(partial);
      throw GraderError(ExitCode::output_error,
                        "zipping " + command.gradescope + " failed: " + zipped.describe() + " " + zipped.stderr_text);
    }
    fs::rename(partial, zip);
    std::cout << "wrote the Gradescope autograder " << command.gradescope << " (" << files.size()
              << " files: setup.sh, run_autograder, the grader, the public and hidden references; no solutions)\n"
              << "upload it as the assignment's autograder (Configure Autograder > Zip file upload)\n";
    return static_cast<int>(ExitCode::graded);
  }
  if (command.check_only) return check_course(options, command.every_assignment);
  const auto result = grader::release_template(options.root, options.assignment, manifest.template_files(), true);
  if (result.changed.empty()) {
    std::cout << "student_template/" << options.assignment << "/ is what solutions/" << options.assignment
              << "/ generates\n";
  }
  for (const auto& file : result.changed) std::cout << "wrote: " << file << "\n";
  return static_cast<int>(ExitCode::graded);
}

// `grade new NAME`: a new assignment from the course's skeleton.
int new_assignment(const Options& options, const std::string& name) {
  const grader::NewAssignment made = grader::write_new_assignment(options.root, name);
  for (const auto& file : made.written) std::cout << "wrote: " << file << "\n";
  if (!made.references_written) {
    std::cerr << "grader: error: the reference sets were not written: " << made.generator_problem << "\n";
    return static_cast<int>(ExitCode::build_system_error);
  }
  std::cout << "assignment " << name << " is ready to grade: ./grade --assignment " << name
            << " (its template: 0 / 10), ./grade --assignment " << name << " --submission solutions/" << name
            << " (10 / 10)\n"
            << "next: replace its ops with yours, file by file, as docs/instructor-guide.md's \"Add an "
               "assignment\" lists them; ./grade release --check --assignment "
            << name << " says when it is ready\n";
  return static_cast<int>(ExitCode::graded);
}

}  // namespace app
