// `grade` (one submission, --watch), `grade --list` and `grade ops`.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <thread>

#include "command_parts.hpp"
#include "grader/assessment/published_sets.hpp"
#include "grader/assessment/reference_set.hpp"
#include "grader/building/build.hpp"
#include "grader/course/example_oracle.hpp"
#include "grader/course/intake.hpp"
#include "grader/course/jobs.hpp"
#include "grader/course/pipeline.hpp"
#include "grader/course/release.hpp"
#include "grader/course/tamper.hpp"
#include "grader/grading/engine.hpp"
#include "grader/grading/ops_listing.hpp"
#include "grader/grading/validation.hpp"
#include "grader/reports/html_report.hpp"
#include "grader/reports/reports.hpp"
#include "grader/support/checksum.hpp"
#include "grader/support/course_layout.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"

namespace grader::commands {

namespace fs = std::filesystem;
using grader::ExitCode;
using grader::GraderError;

// The folder of the submission's files, by the intake rule of every path
// (grader::locate_submission): DIR or the folder below it that holds the
// most of them (student_template/<assignment>/ for student_template/, or a
// clone of the course's repository). A file the submission lacks, or
// gives as a link or above 1 MiB, is not taken: the template's stub stands
// in (grade_submission), as in batch. Without any of the files there is
// nothing to grade.
fs::path resolve_submission(const Options& options, const grader::Manifest& manifest) {
  const fs::path given =
      options.submission.empty() ? grader::CourseLayout(options.root).student_template() : fs::path(options.submission);
  if (!fs::is_directory(given)) {
    throw GraderError(ExitCode::submission_error, given.string() + ": submission folder not found");
  }
  const grader::SubmissionFolder found =
      grader::locate_submission(given, manifest, grader::list_assignments(options.root));
  if (found.found == 0) {
    std::string files;
    for (const auto& file : manifest.sources) files += (files.empty() ? "" : ", ") + file;
    throw GraderError(ExitCode::submission_error,
                      given.string() + ": none of assignment " + manifest.assignment + "'s files (" + files +
                          ") is in this folder or a folder below it, as a file of its own (links are not followed)");
  }
  return fs::canonical(found.folder);
}

fs::path resolve_references(const Options& options) {
  if (options.references == "public" || options.references == "hidden") {
    return grader::CourseLayout(options.root).reference_set(options.assignment, options.references);
  }
  return options.references;
}

// build/submissions/<folder name>-<hash of its path>: one build per folder, reused.
fs::path build_dir_for(const Options& options, const fs::path& submission) {
  if (!options.build_dir.empty()) return options.build_dir;
  std::string name = submission.filename().string();
  if (name == options.assignment && submission.has_parent_path()) name = submission.parent_path().filename().string();
  std::replace_if(
      name.begin(), name.end(),
      [](char c) { return !std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_'; }, '_');
  return grader::CourseLayout(options.root).submission_builds() /
         (name + "-" + grader::sha256_hex(submission.string()).substr(0, 10));
}

// Refuse before grading, not after: an unwritable report path would lose the run.
void check_report_paths(const Options& options) {
  for (const auto& [flag, path] : options.report_paths) {
    if (path.empty()) continue;
    const fs::path parent = fs::path(path).has_parent_path() ? fs::path(path).parent_path() : fs::path(".");
    if (!fs::is_directory(parent) || ::access(parent.c_str(), W_OK) != 0) {
      throw GraderError(ExitCode::output_error,
                        path + ": cannot write here (folder " + parent.string() + " is missing or not writable)");
    }
  }
}

grader::SandboxMode sandbox_mode(const std::string& name) {
  if (name == "bubblewrap") return grader::SandboxMode::bubblewrap;
  if (name == "user") return grader::SandboxMode::unprivileged_user;
  if (name == "none") return grader::SandboxMode::none;
  return grader::SandboxMode::automatic;
}

// The modification times of the submission's files: a change regrades.
std::vector<fs::file_time_type> snapshot(const fs::path& submission, const grader::Manifest& manifest) {
  std::vector<fs::file_time_type> times;
  for (const auto& file : manifest.sources) {
    std::error_code error;
    times.push_back(fs::last_write_time(submission / file, error));
  }
  return times;
}

// Whether the grade is made on a student's own machine, where the course's
// grade is made elsewhere. Only the course's scripts say otherwise
// (run_autograder's --platform gradescope, classroom-grade's --classroom):
// nothing in the submission is read for it.
bool on_students_machine(const Options& options) {
  if (!options.platform.empty()) return options.platform == "local";
  const auto classroom = options.report_paths.find("classroom");
  return classroom == options.report_paths.end() || classroom->second.empty();
}

// --watch: regrade whenever a student file changes, until interrupted.
[[noreturn]] void watch_and_regrade(const Options& options, const grader::Manifest& manifest) {
  const fs::path submission = resolve_submission(options, manifest);
  Options again = options;
  again.watch = false;
  auto seen = snapshot(submission, manifest);
  std::cerr << "Watching " << submission.string() << " for changes (Ctrl-C to stop) ..." << std::endl;
  for (;;) {
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    auto now = snapshot(submission, manifest);
    if (now == seen) continue;
    // Let an editor finish saving (some write in several steps).
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    seen = snapshot(submission, manifest);
    std::cout << "\n--- a file in " << submission.string() << " changed; grading again ---\n" << std::flush;
    try {
      (void)grade(again);
    } catch (const GraderError& error) {
      std::cerr << "grader: error: " << error.what() << "\n";
    }
    std::cerr << "Watching " << submission.string() << " for changes (Ctrl-C to stop) ..." << std::endl;
  }
}

// The command line's own contradictions, before anything is read.
void check_grade_options(const Options& options) {
  if (options.watch && !options.harness.empty()) {
    throw GraderError(ExitCode::usage,
                      "--watch rebuilds the submission when it changes: it cannot be used with --harness");
  }
  check_report_paths(options);
  const auto json = options.report_paths.find("json");
  if (!options.feedback_references.empty() && (json == options.report_paths.end() || json->second.empty())) {
    throw GraderError(ExitCode::usage,
                      "--feedback-references adds tests to Gradescope's results.json: give --json FILE");
  }
}

// A set anyone can download (the hidden set published with the framework):
// the instructor is told, in the log (Gradescope's is theirs unless the
// manifest shows it to students) and in results.json's extra_data (the
// warning returned); never in the feedback a student reads.
std::string warn_of_published_set(const Options& options, const grader::Manifest& manifest,
                                  const grader::ReferenceSet& references) {
  const auto published = grader::published_set_of(options.root, references.directory);
  if (!published) return "";
  std::string warning =
      grader::published_set_warning(*published, grader::set_name_for_messages(options.root, references.directory));
  if (options.platform != "gradescope" || manifest.gradescope.stdout_log == "hidden") std::cerr << warning << "\n";
  return warning;
}

// The submission's side of the job: the one --harness names (with
// --submission, the extras are read from its folder), or the student's
// files built one by one (objects reused while nothing they read changed).
grader::JobSubmission submission_of(const Options& options, const grader::Manifest& manifest) {
  grader::JobSubmission submission;
  submission.label = !options.submission.empty() ? options.submission
                     : !options.harness.empty()  ? "harness " + options.harness
                                                 : grader::CourseLayout::names().student_template().string();
  if (!options.submission.empty()) submission.given = options.submission;
  if (!options.harness.empty()) {
    if (!fs::is_regular_file(options.harness)) {
      throw GraderError(ExitCode::submission_error, options.harness + ": harness program not found");
    }
    submission.given_harness = options.harness;
    if (options.submission.empty()) return submission;
  }
  submission.folder = resolve_submission(options, manifest);
  submission.build_dir = build_dir_for(options, submission.folder);
  // The files the build sees are copies of the student's, beside the build: the same on every path.
  submission.staging = submission.build_dir / "submission";
  return submission;
}

// The run of one submission: the set, the sandbox, the options of the
// command line; with a build of the student's files, the course's solution
// as the oracle of the examples made small.
grader::GradingRun run_of(const Options& options, const grader::Manifest& manifest,
                          const grader::ReferenceSet& references, const grader::Sandbox& sandbox,
                          const grader::JobSubmission& submission) {
  grader::GradingRun run = grader::grading_run(options.root, manifest, references, sandbox, options.jobs);
  if (!submission.folder.empty()) run.template_folder = grader::course_template(options.root, manifest);
  run.grade_options.only_tasks = options.tasks;
  run.grade_options.probe_seed = options.probe_seed;
  run.on_students_machine = on_students_machine(options);
  if (submission.given_harness.empty()) {
    const bool template_built =
        fs::exists(grader::CourseLayout(options.root).prebuilt(options.assignment) / "harnesses");
    std::cerr << "Building " << submission.folder.string()
              << (template_built ? " ..."
                                 : " (first build of the assignment's template; later ones compile only the files "
                                   "you changed) ...")
              << std::endl;
    run.oracle = grader::course_solution_oracle(options.root, manifest, run.template_folder, options.jobs);
  }
  return run;
}

// "1.1, 1.2, 2.1": the manifest's task ids, in its order.
std::string task_ids(const grader::Manifest& manifest) {
  std::string ids;
  for (const auto& task : manifest.tasks) ids += (ids.empty() ? "" : ", ") + task.id;
  return ids;
}

// Each task's line on stderr as it is graded (./grade's report comes only
// at the end): "Grading 8 tasks ..." when the first starts, then
// "  [6/8] Task 6 CausalAttention::forward: FAIL, 0 / 1 in 10.3 s". The
// report and its files are the same with or without it.
void show_progress(grader::GradeOptions& grading, const grader::Manifest& manifest,
                   const std::vector<std::string>& only) {
  std::size_t total = 0;
  for (const auto& task : manifest.tasks) {
    if (only.empty() || std::find(only.begin(), only.end(), task.id) != only.end()) ++total;
  }
  auto done = std::make_shared<std::size_t>(0);
  auto started = std::make_shared<bool>(false);
  grading.on_task_started = [total, started](const grader::Task&) {
    if (*started) return;
    *started = true;
    std::cerr << "Grading " << total << (total == 1 ? " task" : " tasks") << " (a line as each is graded) ..."
              << std::endl;
  };
  grading.on_task_graded = [total, done](const grader::TaskResult& task, double seconds) {
    char time[32];
    std::snprintf(time, sizeof time, "%.1f", seconds);
    std::cerr << "  [" << ++*done << "/" << total << "] Task " << task.id << " " << task.name << ": "
              << (task.passed() ? "PASS" : "FAIL") << ", " << grader::format_points(task.score) << " / "
              << grader::format_points(task.max_score) << " in " << time << " s" << std::endl;
  };
}

int grade(const Options& options) {
  check_grade_options(options);
  const auto manifest = grader::load_assignment(options.root, options.assignment);
  for (const auto& id : options.tasks) {
    if (manifest.find_task(id) == nullptr) {
      throw GraderError(ExitCode::usage, "--task " + id + ": assignment " + manifest.assignment +
                                             " has no such task; its tasks are " + task_ids(manifest));
    }
  }
  const auto references = grader::load_reference_set(resolve_references(options));
  const std::string published_warning = warn_of_published_set(options, manifest, references);
  const bool color = options.color == "always" || (options.color == "auto" && ::isatty(1) && !std::getenv("NO_COLOR"));

  // One sandbox for compiling, linking and running the student's code.
  const grader::Sandbox sandbox = grader::prepare_sandbox(sandbox_mode(options.sandbox));
  const grader::JobSubmission submission = submission_of(options, manifest);
  grader::GradingRun run = run_of(options, manifest, references, sandbox, submission);
  // The heatmaps use public cases only, whatever set is graded: a page never shows a hidden answer.
  std::optional<grader::ReferenceSet> public_set;
  if (grader::reports_need_heatmaps(options.report_paths) && manifest.visualisation.has_value()) {
    public_set =
        grader::load_reference_set(grader::CourseLayout(options.root).reference_set(options.assignment, "public"));
    run.heatmap_set = &*public_set;
  }
  show_progress(run.grade_options, manifest, options.tasks);
  grader::SubmissionJob job = grader::make_submission_job(run, submission);
  grader::GradedSubmission graded = grader::grade_submission(job);
  job.grade_options.on_task_started = nullptr;  // the feedback set's grade, if any, quietly
  job.grade_options.on_task_graded = nullptr;
  if (!published_warning.empty()) graded.report.instructor_warnings.push_back(published_warning);
  std::cout << grader::render_text(graded.report, color) << std::flush;
  // The same files, built once (the second build finds nothing changed), on the feedback set.
  std::optional<grader::GradedSubmission> feedback;
  if (!options.feedback_references.empty()) {
    Options with_feedback = options;
    with_feedback.references = options.feedback_references;
    const auto feedback_set = grader::load_reference_set(resolve_references(with_feedback));
    job.references = &feedback_set;
    job.heatmap_set = nullptr;
    feedback = grader::grade_submission(job);
  }
  grader::write_reports(options.report_paths,
                        {graded.report, manifest, graded.heatmaps, feedback ? &feedback->report : nullptr});
  if (options.watch) watch_and_regrade(options, manifest);
  return static_cast<int>(ExitCode::graded);
}

std::string default_assignment(const fs::path& root) { return grader::default_assignment(root); }

std::string task_help(const fs::path& root, const std::string& assignment) {
  std::string text = "Grade only this task (repeatable); --list shows each assignment's task ids";
  try {
    const auto manifest =
        grader::load_assignment(root, assignment.empty() ? grader::default_assignment(root) : assignment);
    if (manifest.tasks.empty()) return text;
    return "Grade only this task (repeatable), e.g. --task " + manifest.tasks.front().id + "; " + manifest.assignment +
           "'s tasks are " + task_ids(manifest) + " (--list shows each assignment's)";
  } catch (const std::exception&) {
    return text;
  }
}

// `grade --list`: every assignment with its title, tasks, points and files.
int list_assignments(const Options& options) {
  const auto names = grader::list_assignments(options.root);
  if (names.empty()) {
    throw GraderError(ExitCode::manifest_error, grader::CourseLayout(options.root).assignments().string() +
                                                    ": no assignment folder with a manifest.json");
  }
  std::size_t width = 0;
  for (const auto& name : names) width = std::max(width, name.size());
  std::cout << "Assignments in " << grader::CourseLayout(options.root).assignments().string() << ":\n";
  bool all_valid = true;
  for (const auto& name : names) {
    std::cout << "  " << name << std::string(width - name.size() + 2, ' ');
    try {
      const auto manifest = grader::load_assignment(options.root, name);
      std::string files;
      for (const auto& file : manifest.sources) files += (files.empty() ? "" : ", ") + file;
      std::cout << manifest.title << "\n"
                << std::string(width + 4, ' ') << manifest.tasks.size() << " tasks: " << task_ids(manifest) << "; "
                << grader::format_points(manifest.max_score()) << " points; student files: " << files << "\n";
    } catch (const GraderError& error) {
      all_valid = false;
      std::cout << "invalid: " << error.what() << "\n";
    }
  }
  std::cout << "Grade one with: ./grade --assignment NAME [--submission DIR]\n";
  return static_cast<int>(all_valid ? ExitCode::graded : ExitCode::manifest_error);
}

int course_solution(const Options& options) {
  const auto manifest = grader::load_assignment(options.root, options.assignment);
  const std::string named = grader::CourseLayout::names().solution(manifest.assignment).string() + "/";
  if (!fs::is_directory(grader::CourseLayout(options.root).solution(manifest.assignment))) {
    throw GraderError(ExitCode::course_code_error,
                      "course solution: " + (options.root / named).string() +
                          " does not exist: there is no solution to make the examples small against (a released "
                          "student repository has none)");
  }
  const auto oracle = grader::course_solution_oracle(options.root, manifest,
                                                     grader::course_template(options.root, manifest), options.jobs);
  const auto program = oracle();
  if (!program) {
    throw GraderError(ExitCode::course_code_error,
                      "course solution: " + named +
                          " does not build here with every file and region its own (`./grade --submission " + named +
                          "` says why); failed tasks show the smallest failing stored case instead");
  }
  std::cout << "course solution: " << named << " built as " << program->string()
            << ", the oracle failing examples are made small against\n";
  return static_cast<int>(ExitCode::graded);
}

int list_ops(const Options& options) {
  const auto manifest = grader::load_assignment(options.root, options.assignment);
  std::cout << grader::describe_ops(manifest, grader::load_reference_set(resolve_references(options)));
  return static_cast<int>(ExitCode::graded);
}

}  // namespace grader::commands
