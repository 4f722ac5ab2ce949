// `grade release`: the template, a student repository, a Gradescope bundle.
#include "grader/course/release.hpp"

#include <cstdlib>
#include <iostream>
#include <sstream>

#include "command_parts.hpp"
#include "grader/assessment/error_model.hpp"
#include "grader/assessment/manifest.hpp"
#include "grader/assessment/published_sets.hpp"
#include "grader/assessment/reference_set.hpp"
#include "grader/building/build.hpp"
#include "grader/course/jobs.hpp"
#include "grader/course/new_assignment.hpp"
#include "grader/course/pipeline.hpp"
#include "grader/execution/runner.hpp"
#include "grader/grading/manifest_check.hpp"
#include "grader/grading/validation.hpp"
#include "grader/support/course_layout.hpp"
#include "grader/support/errors.hpp"

namespace grader::commands {

namespace fs = std::filesystem;
using grader::ExitCode;
using grader::GraderError;

namespace {

// A Gradescope bundle grades with the hidden set it carries: refused when
// that is the one published with the framework (anyone can download its
// answers), unless --allow-published-hidden-set; then only warned about.
void check_bundled_hidden_set(const Options& options, const ReleaseCommand& command) {
  const fs::path hidden = grader::CourseLayout(options.root).reference_set(options.assignment, "hidden");
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

// What the solution loses on one set: a line per task short of its points,
// with its first failure; empty when it scores full marks.
std::vector<std::string> solution_shortfalls(const Options& options, const grader::Manifest& manifest,
                                             const grader::ReferenceSet& references, const grader::Sandbox& sandbox) {
  const grader::GradeReport report =
      grader::grade_course_solution(options.root, manifest, references, sandbox, options.jobs, 1);
  std::vector<std::string> lines;
  if (!report.build_errors.empty()) {
    lines.push_back(grader::CourseLayout::names().solution(manifest.assignment).string() +
                    "/ does not compile: " + report.build_errors.substr(0, report.build_errors.find('\n')));
  }
  for (const auto& task : report.tasks) {
    if (task.score >= task.max_score) continue;
    const grader::CheckResult* failure = task.first_failure();
    std::ostringstream line;
    line << "the solution scores " << task.score << " / " << task.max_score << " on Task " << task.id << " with the "
         << references.name << " set"
         << (failure != nullptr ? ": " + failure->label + ": " + failure->message : std::string());
    lines.push_back(line.str());
  }
  return lines;
}

// One assignment, ready to release: its template is what the solution
// generates, its manifest and both reference sets agree, and the solution
// scores full marks on both. The problems, one line each.
std::vector<std::string> course_problems(const Options& options, const std::string& assignment,
                                         const grader::Sandbox& sandbox) {
  const auto manifest = grader::load_assignment(options.root, assignment);
  std::vector<std::string> problems;
  const auto result = grader::release_template(options.root, assignment, template_files(manifest), false);
  for (const auto& file : result.changed) {
    problems.push_back("differs: " + file + " (run `./grade release --assignment " + assignment +
                       "` to regenerate the template from the solution)");
  }
  for (const std::string set_name : {"public", "hidden"}) {
    const auto references =
        grader::load_reference_set(grader::CourseLayout(options.root).reference_set(assignment, set_name));
    grader::check_manifest_names(manifest, references);
    for (const auto& gap : grader::manifest_gaps(manifest, references)) {
      problems.push_back(manifest.path.string() + ": " + gap);
    }
    for (const auto& line : solution_shortfalls(options, manifest, references, sandbox)) problems.push_back(line);
    // The error model (docs/error-model.md): current, and on the hidden set
    // killing every rewrite the public one kills; what the public set does
    // not kill is said, not refused (a student's hint then waits for the course).
    for (const auto& line : grader::error_model_problems(options.root, assignment, manifest.sources,
                                                         references.directory, references.hidden)) {
      problems.push_back(line);
    }
    if (!references.error_model) {
      std::cout << assignment << ": note: the " << set_name << " set has no error model (error_model.json): hints "
                << "name no rewrite of the solution until scripts/build-error-models " << assignment << " makes it\n";
    } else if (!references.hidden) {
      for (const auto& said : references.error_model->unkilled) {
        std::cout << assignment << ": note: no public case tells this rewrite of the solution from it: " << said.says
                  << "\n";
      }
    }
  }
  return problems;
}

}  // namespace

// `grade release --check`: each assignment (every one without --assignment)
// checked as course_problems() says; exit 8 when any has a problem.
int check_course(const Options& options, bool every_assignment) {
  const auto assignments =
      every_assignment ? grader::list_assignments(options.root) : std::vector<std::string>{options.assignment};
  const grader::Sandbox sandbox = grader::prepare_sandbox(sandbox_mode(options.sandbox));
  bool ready = true;
  for (const auto& assignment : assignments) {
    std::cerr << "Checking " << assignment << " (building and grading solutions/" << assignment << "/) ..."
              << std::endl;
    const auto problems = course_problems(options, assignment, sandbox);
    if (problems.empty()) {
      std::cout << assignment << ": ready: student_template/" << assignment << "/ is what solutions/" << assignment
                << "/ generates, the manifest agrees with the public and hidden sets, and the solution scores "
                   "full marks on both\n";
    }
    for (const auto& problem : problems) std::cout << assignment << ": " << problem << "\n";
    ready = ready && problems.empty();
  }
  return static_cast<int>(ready ? ExitCode::graded : ExitCode::release_differs);
}

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
              << " files: setup.sh, run_autograder, the grader, the public and hidden references, the solution's code "
                 "files for setup.sh to build as the oracle of the examples made small)\n"
              << "upload it as the assignment's autograder (Configure Autograder > Zip file upload)\n";
    return static_cast<int>(ExitCode::graded);
  }
  if (command.check_only) return check_course(options, command.every_assignment);
  const auto result = grader::release_template(options.root, options.assignment, template_files(manifest), true);
  if (result.changed.empty()) {
    const grader::CourseLayout names = grader::CourseLayout::names();
    std::cout << names.student_template(options.assignment).string() << "/ is what "
              << names.solution(options.assignment).string() << "/ generates\n";
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

}  // namespace grader::commands
