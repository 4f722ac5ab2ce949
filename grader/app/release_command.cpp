// `grade release`: the template, a student repository, a Gradescope bundle.
#include <cstdlib>
#include <iostream>

#include "commands.hpp"
#include "grader/building/build.hpp"
#include "grader/course/release.hpp"
#include "grader/execution/runner.hpp"
#include "grader/grading/manifest.hpp"
#include "grader/grading/published_sets.hpp"
#include "grader/support/errors.hpp"

namespace app {

namespace fs = std::filesystem;
using grader::ExitCode;
using grader::GraderError;

namespace {

// A Gradescope bundle grades with the hidden set it carries: refused when
// that is the one published with the framework (anyone can download its
// answers), unless --allow-published-hidden-set; then only warned about.
void check_bundled_hidden_set(const Options& options, const ReleaseCommand& command) {
  const fs::path hidden = options.root / "reference_values" / options.assignment / "hidden";
  const auto published = grader::published_set_of(options.root, hidden);
  if (!published) return;
  const std::string name = grader::set_name_for_messages(options.root, hidden);
  if (command.allow_published_hidden_set) {
    std::cerr << "WARNING: the Gradescope bundle grades against the hidden set published with the framework (" << name
              << ", checksum " << published->checksum.substr(0, 12)
              << " in reference_values/published.json): anyone can download its answers "
                 "(--allow-published-hidden-set)\n";
    return;
  }
  throw GraderError(ExitCode::reference_error,
                    "release --gradescope: the hidden set " + name + " is the one published with the framework " +
                        "(checksum " + published->checksum + " in reference_values/published.json): anyone can " +
                        "download its answers. Make the course's own with `./grade course init --seed-file FILE` " +
                        "(FILE outside the repository), or give --allow-published-hidden-set to bundle it anyway");
}

}  // namespace

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
  const auto result =
      grader::release_template(options.root, options.assignment, manifest.template_files(), !command.check_only);
  if (result.changed.empty()) {
    std::cout << "student_template/" << options.assignment << "/ is what solutions/" << options.assignment
              << "/ generates\n";
    return static_cast<int>(ExitCode::graded);
  }
  for (const auto& file : result.changed) std::cout << (command.check_only ? "differs: " : "wrote: ") << file << "\n";
  if (command.check_only) {
    std::cout << "run `./grade release` to regenerate the template from the solution\n";
    return static_cast<int>(ExitCode::release_differs);
  }
  return static_cast<int>(ExitCode::graded);
}

}  // namespace app
