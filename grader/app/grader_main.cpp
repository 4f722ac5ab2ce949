// grader: builds a submission's harness and grades it task by task against
// a reference set. Run through ./grade at the repository root.
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <csignal>
#include <functional>
#include <iostream>
#include <map>
#include <optional>
#include <thread>

#include "grader/building/build.hpp"
#include "grader/course/batch.hpp"
#include "grader/course/pipeline.hpp"
#include "grader/course/release.hpp"
#include "grader/course/tamper.hpp"
#include "grader/execution/sandbox.hpp"
#include "grader/grading/engine.hpp"
#include "grader/grading/ops_listing.hpp"
#include "grader/grading/reference_set.hpp"
#include "grader/reports/html_report.hpp"
#include "grader/reports/report_formats.hpp"
#include "grader/reports/reports.hpp"
#include "grader/support/checksum.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"
#include "grader/term/similarity.hpp"
#include "grader/term/term.hpp"
#include "grader/term/term_summary.hpp"

namespace fs = std::filesystem;
using grader::ExitCode;
using grader::GraderError;

namespace {

constexpr const char* exit_codes_help = R"(Exit codes:
  0   grading ran (whatever the score; a submission that does not compile scores 0 and exits 0)
  2   bad command line
  3   reference set missing, malformed, or failing its checksum
  4   assignment manifest missing or invalid
  5   submission folder missing, or lacking a file the assignment needs
  6   a report file could not be written
  7   the build tools failed (cmake missing or the project does not configure)
  8   release --check: student_template/ is not what solutions/ generates
  9   the course's own code (the assignment's provided files, adapter or the harness) does not build on this
      machine: the course's fault, not the submission's; nobody is graded
  70  internal error in the grader
  130 batch: interrupted (Ctrl-C); the students graded so far are kept, run again to resume)";

struct Options {
  fs::path root = GRADER_PROJECT_ROOT;
  std::string assignment;  // empty: default_assignment()
  std::string submission;
  std::string references = "public";
  std::string feedback_references;   // --json: also grade on this set, as Gradescope's 0-point feedback tests
  grader::ReportPaths report_paths;  // --json FILE, ...: one flag per format of grader::report_formats()
  std::string harness;
  std::string build_dir;
  std::string color = "auto";
  std::string sandbox = "auto";
  // Where the grade is made (--platform): local (a student's own machine),
  // gradescope or classroom (a platform's script says so); empty: classroom
  // with --classroom FILE (the Classroom step's own output), else local.
  std::string platform;
  std::optional<std::uint64_t> probe_seed;  // property checks' fresh inputs; random when not given
  std::vector<std::string> tasks;
  bool watch = false;
  bool list = false;
  std::size_t jobs = std::max(1u, std::thread::hardware_concurrency());
};

// DIR itself, or DIR/<assignment> when the files are there (student_template/ holds one folder per assignment).
fs::path resolve_submission(const Options& options, const grader::Manifest& manifest) {
  const fs::path given = options.submission.empty() ? options.root / "student_template" : fs::path(options.submission);
  if (!fs::is_directory(given)) {
    throw GraderError(ExitCode::submission_error, given.string() + ": submission folder not found");
  }
  auto has_sources = [&](const fs::path& dir) {
    return std::all_of(manifest.sources.begin(), manifest.sources.end(),
                       [&](const std::string& file) { return fs::is_regular_file(dir / file); });
  };
  for (const fs::path& candidate :
       {given / options.assignment, given / "student_template" / options.assignment, given}) {
    if (!fs::is_directory(candidate) || !has_sources(candidate)) continue;
    // A link could name a file the grader may read and the student may not
    // (a hidden reference): only the submission's own regular files are graded.
    std::vector<fs::path> inside;
    fs::path folder;
    for (const auto& part : candidate.lexically_relative(given)) inside.push_back(folder /= part);
    for (const auto& file : manifest.sources) inside.push_back(folder / file);
    for (const auto& relative : inside) {
      if (relative != "." && fs::is_symlink(given / relative)) {
        throw GraderError(ExitCode::submission_error,
                          (given / relative).lexically_normal().string() +
                              ": a symbolic link; the grader takes only the submission's own files and folders "
                              "(put the file itself there)");
      }
    }
    return fs::canonical(candidate);
  }
  const fs::path dir = fs::is_directory(given / options.assignment) ? given / options.assignment : given;
  std::string missing;
  for (const auto& file : manifest.sources) {
    if (!fs::is_regular_file(dir / file)) missing += (missing.empty() ? "" : ", ") + file;
  }
  throw GraderError(ExitCode::submission_error, dir.string() + ": the submission lacks " + missing + " (assignment " +
                                                    manifest.assignment + " needs " +
                                                    std::to_string(manifest.sources.size()) + " files)");
}

fs::path resolve_references(const Options& options) {
  if (options.references == "public" || options.references == "hidden") {
    return options.root / "reference_values" / options.assignment / options.references;
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
  return options.root / "build" / "submissions" / (name + "-" + grader::sha256_hex(submission.string()).substr(0, 10));
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

int run(const Options& options);

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
      run(again);
    } catch (const GraderError& error) {
      std::cerr << "grader: error: " << error.what() << "\n";
    }
    std::cerr << "Watching " << submission.string() << " for changes (Ctrl-C to stop) ..." << std::endl;
  }
}

int run(const Options& options) {
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
  const auto manifest = grader::load_assignment(options.root, options.assignment);
  for (const auto& id : options.tasks) {
    if (manifest.find_task(id) == nullptr) {
      throw GraderError(ExitCode::usage, "--task " + id + ": assignment " + manifest.assignment + " has no such task");
    }
  }
  const auto references = grader::load_reference_set(resolve_references(options));
  const bool color = options.color == "always" || (options.color == "auto" && ::isatty(1) && !std::getenv("NO_COLOR"));

  // One sandbox for compiling, linking and running the student's code.
  const grader::Sandbox sandbox = grader::prepare_sandbox(sandbox_mode(options.sandbox));
  grader::SubmissionJob job;
  job.root = options.root;
  job.manifest = &manifest;
  job.references = &references;
  job.label = !options.submission.empty() ? options.submission
              : !options.harness.empty()  ? "harness " + options.harness
                                          : "student_template";
  job.sandbox = &sandbox;
  job.grade_options.jobs = options.jobs;
  job.grade_options.only_tasks = options.tasks;
  job.grade_options.probe_seed = options.probe_seed;
  job.on_students_machine = on_students_machine(options);
  // The heatmaps use public cases only, whatever set is graded: a page never shows a hidden answer.
  std::optional<grader::ReferenceSet> public_set;
  if (grader::reports_need_heatmaps(options.report_paths) && manifest.visualisation.has_value()) {
    public_set = grader::load_reference_set(options.root / "reference_values" / options.assignment / "public");
    job.heatmap_set = &*public_set;
  }
  if (!options.harness.empty()) {
    if (!fs::is_regular_file(options.harness)) {
      throw GraderError(ExitCode::submission_error, options.harness + ": harness program not found");
    }
    // A harness built elsewhere; with --submission, the extras are read from its folder.
    if (!options.submission.empty()) {
      job.folder = resolve_submission(options, manifest);
      job.staging = build_dir_for(options, job.folder) / "submission";
    }
    job.build = [&](const fs::path&, const grader::Sandbox&) {
      grader::BuildOutcome given;
      given.ok = true;
      given.harness = options.harness;
      return given;
    };
  } else {
    job.folder = resolve_submission(options, manifest);
    const fs::path build_dir = build_dir_for(options, job.folder);
    // The files the build sees are copies of the student's, beside the build: the same on every path.
    job.staging = build_dir / "submission";
    job.template_folder = grader::course_template(options.root, manifest);
    const bool template_built = fs::exists(options.root / "build" / "prebuilt" / options.assignment / "harnesses");
    std::cerr << "Building " << job.folder.string()
              << (template_built ? " ..."
                                 : " (first build of the assignment's template: about 30 s; later ones compile "
                                   "only the files you changed) ...")
              << std::endl;
    job.build = [&options, &manifest, build_dir, template_folder = job.template_folder](
                    const fs::path& staged, const grader::Sandbox& build_sandbox) {
      return grader::HarnessBuilder::prepare(options.root, options.assignment, template_folder, manifest.sources,
                                             options.jobs)
          .build(staged, build_dir, &build_sandbox, grader::CompileStrategy::file_by_file);
    };
  }
  if (!options.submission.empty()) job.given = options.submission;
  const grader::GradedSubmission graded = grader::grade_submission(job);
  const grader::GradeReport& report = graded.report;
  const std::vector<grader::HeatmapPanel>& heatmaps = graded.heatmaps;
  std::cout << grader::render_text(report, color) << std::flush;
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
  grader::write_reports(options.report_paths, {report, manifest, heatmaps, feedback ? &feedback->report : nullptr});
  if (options.watch) watch_and_regrade(options, manifest);
  return static_cast<int>(ExitCode::graded);
}

}  // namespace

std::atomic<bool> batch_stop{false};

extern "C" void stop_batch(int) {
  batch_stop = true;
  std::signal(SIGINT, SIG_DFL);  // a second Ctrl-C stops at once
}

struct BatchCommand {
  std::string submissions;
  std::string out;
  std::string roster;                   // CSV: who each submission is; Canvas and Moodle exports
  std::string term;                     // JSON: due time, late policy, extensions
  std::string tag;                      // repositories: grade the commit at this tag
  std::optional<int> similarity;        // percent: list pairs of students' own code this similar
  std::string shard;                    // "I/N": grade only this slice of the class
  std::vector<std::string> merge_dirs;  // batch merge: the shards' output folders
  bool restart = false;
};

// canvas.csv and moodle.csv where the term file names the LMS's assignment
// (a file for an assignment the LMS cannot match is removed, not left stale),
// and roster.txt with who each leaves out and why.
void write_lms_files(const fs::path& out_dir, const grader::Manifest& manifest,
                     const std::vector<grader::TermRow>& rows, const grader::Roster& roster,
                     const grader::RosterMatch& match, const std::optional<grader::Term>& term) {
  const grader::LmsTargets lms = term ? term->lms : grader::LmsTargets{};
  std::optional<grader::LmsFile> canvas;
  std::optional<grader::LmsFile> moodle;
  if (!lms.canvas_assignment_id.empty()) canvas = grader::render_canvas_csv(manifest, rows, lms);
  if (!lms.moodle_grade_item.empty()) moodle = grader::render_moodle_csv(manifest, rows, lms);
  grader::write_file_atomically(
      out_dir / "roster.txt",
      grader::render_roster_report(
          roster, match, {{"canvas.csv", canvas ? &*canvas : nullptr}, {"moodle.csv", moodle ? &*moodle : nullptr}}));
  std::cout << "  roster: " << match.student_of.size() << " of " << roster.students.size() << " students matched; "
            << match.unmatched.size() << " submissions of nobody on it, " << match.without_submission.size()
            << " students without a submission (" << (out_dir / "roster.txt").string() << ")\n";
  // Names that could be several students', and students with several
  // submissions: neither is in any export, which the instructor must see.
  if (!match.ambiguous.empty() || !match.shared.empty()) {
    std::cout << "  roster: not exported until you settle them in roster.txt: " << match.ambiguous.size()
              << " submissions that could be several students', " << match.shared.size()
              << " students with several submissions\n";
  }
  auto report = [&](const std::string& name, const std::optional<grader::LmsFile>& file, const std::string& field) {
    const fs::path path = out_dir / name;
    if (!file) {
      fs::remove(path);
      std::cout << "  " << name << ": not written: " << (term ? "the term file names no " : "give --term with ")
                << field << "\n";
      return;
    }
    grader::write_file_atomically(path, file->text);
    std::cout << "  LMS import: " << path.string();
    if (!file->left_out.empty()) std::cout << " (" << file->left_out.size() << " students left out: see roster.txt)";
    std::cout << "\n";
    for (const auto& warning : file->warnings) std::cout << "  " << name << ": " << warning << "\n";
  };
  report("canvas.csv", canvas,
         "canvas_assignment_id (the digits after /assignments/ in the assignment's Canvas address)");
  report("moodle.csv", moodle, "moodle_grade_item (the grade item's name as Moodle's gradebook shows it)");
}

// The term's files beside the gradebook: gradebook.csv with the roster's and
// the lateness columns, canvas.csv, moodle.csv and roster.txt. Made from the
// records alone, so a new extension or roster needs no regrading.
void write_term_files(const fs::path& out_dir, const grader::Manifest& manifest,
                      const std::vector<grader::StudentRecord>& records, const std::optional<grader::Roster>& roster,
                      const std::optional<grader::Term>& term) {
  std::vector<std::string> names;
  for (const auto& record : records) names.push_back(record.student);
  std::optional<grader::RosterMatch> match;
  if (roster) match = grader::match_roster(*roster, names);
  const auto rows =
      grader::term_rows(records, roster ? &*roster : nullptr, match ? &*match : nullptr, term ? &*term : nullptr);
  grader::write_file_atomically(out_dir / "gradebook.csv", grader::render_term_gradebook_csv(
                                                               manifest, rows, roster.has_value(), term.has_value()));
  if (term) {
    std::size_t late = 0;
    std::size_t unknown = 0;
    for (const auto& row : rows) {
      if (row.record && !row.lateness) ++unknown;
      if (row.lateness && row.lateness->days_late > 0) ++late;
    }
    std::cout << "  deadline " << grader::format_time(term->due) << ": " << late << " late"
              << (unknown > 0 ? ", " + std::to_string(unknown) +
                                    " without a known time (no final grade and not in the LMS files until it is known: "
                                    "see gradebook.csv)"
                              : "")
              << "\n";
  }
  if (roster) write_lms_files(out_dir, manifest, rows, *roster, *match, term);
}

// What a class's records make beside the gradebook, for a single run and a
// merge alike: the term's files (roster, deadline) and the similarity review.
void write_class_files(const Options& options, const BatchCommand& command, const fs::path& out_dir,
                       const grader::BatchSummary& summary, const std::optional<grader::Roster>& roster,
                       const std::optional<grader::Term>& term) {
  const grader::Manifest manifest = grader::load_assignment(options.root, options.assignment);
  if (roster || term) write_term_files(out_dir, manifest, summary.records, roster, term);
  if (!roster && !term && !command.similarity) return;
  // The summary shows what the exports carry: the roster's names, lateness and final grades.
  std::string students_table;
  if (roster || term) {
    std::vector<std::string> names;
    for (const auto& record : summary.records) names.push_back(record.student);
    std::optional<grader::RosterMatch> match;
    if (roster) match = grader::match_roster(*roster, names);
    students_table =
        grader::render_term_students_table(manifest,
                                           grader::term_rows(summary.records, roster ? &*roster : nullptr,
                                                             match ? &*match : nullptr, term ? &*term : nullptr),
                                           roster.has_value(), term ? &*term : nullptr);
  }
  std::string similarity_html;
  if (command.similarity) {
    // The students' own code as it was graded: the staged copies in work/<student>/submission.
    std::map<std::string, std::string> code;
    for (const auto& record : summary.records) {
      code[record.student] =
          grader::student_written_code(out_dir / "work" / record.folder / "submission", manifest.sources,
                                       options.root / "student_template" / options.assignment);
    }
    const auto pairs = grader::find_similar_pairs(code, *command.similarity, out_dir / "work" / "similarity");
    grader::write_file_atomically(out_dir / "similarity.csv", grader::render_similarity_csv(pairs));
    similarity_html = grader::render_similarity_html(pairs, code, *command.similarity);
    std::cout << "  similarity: " << pairs.size() << (pairs.size() == 1 ? " pair" : " pairs") << " at or above "
              << *command.similarity << "% (" << (out_dir / "similarity.csv").string()
              << ", side by side in summary.html)\n";
  }
  grader::write_file_atomically(out_dir / "summary.html",
                                grader::render_class_summary_html(manifest, summary.records, summary.reference_set,
                                                                  similarity_html, students_table));
}

std::optional<grader::Roster> load_roster_of(const BatchCommand& command) {
  if (command.roster.empty()) return std::nullopt;
  return grader::load_roster(command.roster);
}

std::optional<grader::Term> load_term_of(const BatchCommand& command, const Options& options) {
  if (command.term.empty()) return std::nullopt;
  return grader::load_term(command.term, options.assignment);
}

// How a run chose each submission's files and time: the tag and the term
// (its file's and its times file's digests). A slice and its merge must agree.
nlohmann::json selection_of(const BatchCommand& command, const std::optional<grader::Term>& term) {
  nlohmann::json selection = {{"tag", command.tag}, {"term", nullptr}};
  if (term) {
    std::string digest = grader::read_file_bytes(term->path, ExitCode::usage);
    for (const auto& [submission, time] : term->times) digest += "\n" + submission + " " + std::to_string(time);
    selection["term"] = grader::sha256_hex(digest);
  }
  return selection;
}

// Each submission's own deadline (the term's, or an extension by roster id
// or submission name): the commit a repository is graded at, in a slice and
// in its merge alike. None without a term.
// The class a merge's shards were cut from: the first shard's batch.json
// lists it (merge refuses shards of different classes).
std::vector<std::string> class_of_shards(const std::vector<fs::path>& dirs) {
  std::vector<std::string> names;
  if (dirs.empty() || !fs::exists(dirs.front() / "batch.json")) return names;
  const nlohmann::json run =
      grader::parse_json_text(grader::read_file_bytes(dirs.front() / "batch.json", ExitCode::usage),
                              dirs.front() / "batch.json", ExitCode::usage);
  for (const auto& name : run.value("class", nlohmann::json::array()))
    if (name.is_string()) names.push_back(name.get<std::string>());
  return names;
}

// `grade batch merge DIR... --out OUT`: the shards' outputs into one class.
int merge(const Options& options, const BatchCommand& command) {
  if (command.out.empty())
    throw GraderError(ExitCode::usage, "batch merge: give --out, the folder to write the class to");
  const auto roster = load_roster_of(command);
  const auto term = load_term_of(command, options);
  std::vector<fs::path> dirs(command.merge_dirs.begin(), command.merge_dirs.end());
  const grader::TimeSource source = term ? term->submission_time : grader::TimeSource::none;
  const grader::DeadlineOf deadline =
      grader::class_deadlines(roster ? &*roster : nullptr, term ? &*term : nullptr, class_of_shards(dirs));
  const auto summary = grader::merge_batches(
      grader::load_assignment(options.root, options.assignment), dirs, command.out, selection_of(command, term),
      [&](const std::string& student) { return grader::commit_rule(command.tag, source, deadline, student); });
  std::cout << summary.records.size() << " of " << summary.students << " students merged from " << dirs.size()
            << " shards\n  gradebook: " << (fs::path(command.out) / "gradebook.csv").string()
            << "\n  class summary: " << (fs::path(command.out) / "summary.html").string() << "\n";
  write_class_files(options, command, command.out, summary, roster, term);
  return static_cast<int>(ExitCode::graded);
}

// `grade batch DIR`: the whole class into a gradebook.
int batch(const Options& options, const BatchCommand& command, bool references_given) {
  grader::BatchOptions batch_options;
  batch_options.root = options.root;
  batch_options.assignment = options.assignment;
  batch_options.submissions_dir = command.submissions;
  const fs::path submissions = fs::absolute(command.submissions).lexically_normal();
  // Absolute: the sandbox's binds and the compiler's paths are absolute (a
  // relative --out once gave every student "cc1plus: fatal error: ... No such file").
  batch_options.out_dir =
      fs::absolute(!command.out.empty() ? fs::path(command.out) : fs::path(submissions.filename().string() + "-graded"))
          .lexically_normal();
  Options with_references = options;
  if (!references_given) with_references.references = "hidden";  // an instructor grades with everything
  batch_options.references_dir = resolve_references(with_references);
  batch_options.jobs = options.jobs;
  batch_options.restart = command.restart;
  batch_options.probe_seed = options.probe_seed;
  batch_options.sandbox = sandbox_mode(options.sandbox);
  batch_options.progress = &std::cerr;
  batch_options.progress_is_terminal = ::isatty(2) != 0;
  batch_options.stop = &batch_stop;
  // Read before grading: a typo in either must not wait for the whole class.
  const auto roster = load_roster_of(command);
  const auto term = load_term_of(command, options);
  if (!command.shard.empty()) {
    unsigned index = 0;
    unsigned count = 0;
    char end = 0;
    if (std::sscanf(command.shard.c_str(), "%u/%u%c", &index, &count, &end) != 2 || count == 0 || index < 1 ||
        index > count) {
      throw GraderError(ExitCode::usage, "--shard " + command.shard + ": must be I/N with 1 <= I <= N, as 2/8");
    }
    batch_options.shard_index = index;
    batch_options.shard_count = count;
  }
  batch_options.tag = command.tag;
  batch_options.selection = selection_of(command, term);
  if (term) {
    batch_options.time_source = term->submission_time;
    batch_options.times = term->times;
    batch_options.times_name = term->times_name;
    // A repository is graded at its last commit before the student's own deadline.
    std::vector<std::string> class_names;
    for (const auto& entry : grader::list_submissions(command.submissions)) class_names.push_back(entry.student);
    batch_options.deadline_of = grader::class_deadlines(roster ? &*roster : nullptr, &*term, class_names);
  }
  std::signal(SIGINT, stop_batch);
  const auto summary = grader::grade_batch(batch_options);
  std::signal(SIGINT, SIG_DFL);
  double total = 0;
  for (const auto& record : summary.records) total += record.score;
  std::cout << summary.records.size() << " of " << summary.students << " students graded (" << summary.graded
            << " now, " << summary.resumed << " kept from an earlier run)";
  if (!summary.records.empty()) {
    std::cout << "; mean "
              << grader::format_points(std::round(total / static_cast<double>(summary.records.size()) * 100) / 100)
              << " / " << grader::format_points(summary.records.front().max_score);
  }
  if (summary.not_graded > 0) {
    std::cout
        << "\n  " << summary.not_graded
        << " could not be graded (the reason is in gradebook.csv's failures column; the next run tries them again)";
  }
  std::cout << "\n  gradebook: " << (batch_options.out_dir / "gradebook.csv").string()
            << "\n  class summary: " << (batch_options.out_dir / "summary.html").string()
            << "\n  feedback: " << (batch_options.out_dir / "feedback").string() << "/<student>.txt and .md\n";
  write_class_files(options, command, batch_options.out_dir, summary, roster, term);
  if (summary.interrupted) {
    std::cout << "Interrupted: run the same command again to grade the other "
              << summary.students - summary.records.size() << " students.\n";
    return 130;
  }
  return static_cast<int>(ExitCode::graded);
}

// Without --assignment: the only assignment of the repository (a student
// repository has one), else the first assignment of the course.

// `grade --list`: every assignment with its title, tasks, points and files.
int list_assignments(const Options& options) {
  const auto names = grader::list_assignments(options.root);
  if (names.empty()) {
    throw GraderError(ExitCode::manifest_error,
                      (options.root / "assignments").string() + ": no assignment folder with a manifest.json");
  }
  std::size_t width = 0;
  for (const auto& name : names) width = std::max(width, name.size());
  std::cout << "Assignments in " << (options.root / "assignments").string() << ":\n";
  bool all_valid = true;
  for (const auto& name : names) {
    std::cout << "  " << name << std::string(width - name.size() + 2, ' ');
    try {
      const auto manifest = grader::load_assignment(options.root, name);
      std::string files;
      for (const auto& file : manifest.sources) files += (files.empty() ? "" : ", ") + file;
      std::cout << manifest.title << "\n"
                << std::string(width + 4, ' ') << manifest.tasks.size() << " tasks, "
                << grader::format_points(manifest.max_score()) << " points; student files: " << files << "\n";
    } catch (const GraderError& error) {
      all_valid = false;
      std::cout << "invalid: " << error.what() << "\n";
    }
  }
  std::cout << "Grade one with: ./grade --assignment NAME [--submission DIR]\n";
  return static_cast<int>(all_valid ? ExitCode::graded : ExitCode::manifest_error);
}

struct ReleaseCommand {
  bool check_only = false;
  std::string out;
  std::string gradescope;
};

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

int main(int argc, char** argv) {
  CLI::App app{
      "Grades a student's submission task by task against stored reference tensors.\n"
      "The student's code runs in a separate harness process; this program holds the expected values."};
  app.name("grade");
  app.footer(exit_codes_help);
  Options options;
  app.add_option("--submission", options.submission,
                 "Submission folder (default: student_template/). DIR/<assignment>/ is used when it exists.")
      ->type_name("DIR");
  app.add_option("--assignment", options.assignment,
                 "Assignment to grade (default: the only one there is, else assignments/course.json's "
                 "default_assignment; --list shows them)")
      ->type_name("NAME");
  app.add_flag("--list", options.list, "List the assignments (name, title, tasks, points, student files) and exit");
  app.add_option("--references", options.references, "Reference set: public, hidden, or a folder with an index.json")
      ->type_name("SET")
      ->capture_default_str();
  for (const grader::ReportFormat& format : grader::report_formats()) {
    app.add_option("--" + format.flag, options.report_paths[format.flag], format.help)->type_name("FILE");
  }
  app.add_option("--feedback-references", options.feedback_references,
                 "With --json: also grade the same build on SET (public, or a folder) and add its results as "
                 "0-point tests shown at once (the manifest's gradescope.feedback_visibility), while the graded "
                 "set's tests follow gradescope.visibility (after the due date, by default)")
      ->type_name("SET");
  std::uint64_t probe_seed = 0;
  CLI::Option* probe_seed_option =
      app.add_option("--probe-seed", probe_seed,
                     "Seed of the fresh inputs the property checks run on (default: a new one each run; the report "
                     "says which, so a regrade can repeat it)")
          ->type_name("N");
  app.add_flag("--watch", options.watch,
               "After grading, regrade whenever a file of the submission changes (Ctrl-C to stop)");
  app.add_option("--task", options.tasks, "Grade only this task (repeatable), e.g. --task 2.1")->type_name("ID");
  app.add_option("--jobs,-j", options.jobs, "Harness processes and compile jobs at once")
      ->type_name("N")
      ->capture_default_str()
      ->check(CLI::Range(1, 256));
  app.add_option("--platform", options.platform,
                 "Where this grade is made: local (your own machine: a note says when its compiler is not the "
                 "course's), gradescope or classroom (the course's grade: Gradescope's run_autograder and the "
                 "Classroom workflow pass it); default: classroom with --classroom, else local")
      ->check(CLI::IsMember({"local", "gradescope", "classroom"}))
      ->type_name("WHERE");
  app.add_option("--color", options.color, "Colour on the terminal")
      ->check(CLI::IsMember({"auto", "always", "never"}))
      ->capture_default_str();
  app.add_option("--sandbox", options.sandbox,
                 "Where student code runs: auto (the best available), bubblewrap (namespaces, no network, only "
                 "its scratch folder), user (as root: the user nobody), none (resource limits only)")
      ->check(CLI::IsMember({"auto", "bubblewrap", "user", "none"}))
      ->capture_default_str();
  app.add_option("--harness", options.harness, "Use this prebuilt harness program instead of building the submission")
      ->type_name("FILE");
  app.add_option("--build-dir", options.build_dir, "Where to build the submission (default: build/submissions/<name>)")
      ->type_name("DIR");
  app.add_option("--root", options.root, "The grader's repository (default: where it was built from)")
      ->type_name("DIR");
  app.set_version_flag("--version", std::string("grader ") + "0.1.0");
  ReleaseCommand release_options;
  CLI::App* release_command = app.add_subcommand(
      "release",
      "Generate student_template/<assignment>/ from solutions/<assignment>/ (each fenced body becomes "
      "its \"// STUB: \" lines, \"SOLUTION ONLY\" blocks are dropped); or write a student repository "
      "(--out) or a Gradescope autograder (--gradescope)");
  release_command->fallthrough();  // --root and --assignment may follow the subcommand
  auto* check_flag =
      release_command->add_flag("--check", release_options.check_only,
                                "Only compare: exit 8 and list the files when the committed template differs");
  auto* out_option = release_command
                         ->add_option("--out", release_options.out,
                                      "Write the student repository to DIR (must not exist): template, public "
                                      "references, grader, student guide, "
                                      "GitHub Classroom workflow; no solutions, no hidden references")
                         ->type_name("DIR");
  auto* gradescope_option =
      release_command
          ->add_option(
              "--gradescope", release_options.gradescope,
              "Write a Gradescope autograder bundle (setup.sh, run_autograder, the hidden references) to FILE.zip")
          ->type_name("FILE.zip");
  check_flag->excludes(out_option)->excludes(gradescope_option);
  out_option->excludes(gradescope_option);
  BatchCommand batch_command;
  CLI::App* batch_subcommand = app.add_subcommand(
      "batch",
      "Grade every submission in DIR (one folder, git repository, .zip, .tar, .tar.gz or .tgz per "
      "student) with --jobs students at once, against the hidden references unless --references says "
      "otherwise. Writes "
      "OUT/gradebook.csv, OUT/summary.html and OUT/feedback/<student>.txt; an interrupted run resumes "
      "where it stopped");
  batch_subcommand->fallthrough();
  batch_subcommand->add_option("DIR", batch_command.submissions, "Folder of submissions");
  batch_subcommand
      ->add_option("--shard", batch_command.shard,
                   "Grade only the I-th of N slices of the class (every N-th student in name order, from "
                   "the I-th), into its own --out; `batch merge` makes the class of them (a Slurm array "
                   "job or a CI matrix runs one slice each: docs/instructor-guide.md)")
      ->type_name("I/N");
  CLI::App* merge_subcommand = batch_subcommand->add_subcommand(
      "merge",
      "Combine the --out folders of every slice of a --shard split into the gradebook, feedback, records and "
      "summary one run would write (with --roster, --term and --similarity as for batch)");
  merge_subcommand->add_option("SHARD_DIR", batch_command.merge_dirs, "The slices' --out folders")->required();
  merge_subcommand->fallthrough();
  batch_subcommand->add_option("--out", batch_command.out, "Output folder (default: ./<DIR's name>-graded)")
      ->type_name("OUT");
  batch_subcommand
      ->add_option("--roster", batch_command.roster,
                   "CSV of the class (columns id, name, email, github, lms id): maps submissions to "
                   "students, lists submissions of nobody and students without one (roster.txt), and "
                   "writes Canvas's and Moodle's grade imports (canvas.csv, moodle.csv)")
      ->type_name("FILE");
  batch_subcommand
      ->add_option("--term", batch_command.term,
                   "JSON with the due time, the late policy, extensions and where each submission's time "
                   "comes from (submission_time: received, times_file or student_clock; "
                   "docs/instructor-guide.md): gradebook.csv gains submitted, deadline, days late, penalty "
                   "and final score")
      ->type_name("FILE");
  batch_subcommand
      ->add_option("--tag", batch_command.tag,
                   "Repositories (a git clone per student, as GitHub Classroom exports them): grade the "
                   "commit at this tag; without it HEAD, or the last commit before the student's deadline "
                   "when the --term's submission_time is student_clock. Only their objects and refs are "
                   "copied and read, by git in the sandbox: nothing of their configuration applies")
      ->type_name("NAME");
  batch_subcommand
      ->add_option("--similarity", batch_command.similarity,
                   "List pairs of students whose own code (the fenced regions, without the template's "
                   "lines) is at least PERCENT similar by sim_c++ (similarity-tester): similarity.csv, "
                   "and both regions side by side in summary.html")
      ->type_name("PERCENT")
      ->check(CLI::Range(1, 100));
  batch_subcommand->add_flag("--restart", batch_command.restart,
                             "Grade every student again, even those already graded with the same files");
  CLI::App* ops_subcommand = app.add_subcommand(
      "ops",
      "List every op of the assignment (--assignment) with the params, inputs and outputs its reference "
      "cases (--references, default public) carry: names, values, shapes, the manifest's axis names, the "
      "known mistakes and the checks that use the op; what an instructor's own cases must hold");
  ops_subcommand->fallthrough();
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    const int code = app.exit(error);
    return code == 0 ? 0 : static_cast<int>(ExitCode::usage);
  }
  if (probe_seed_option->count() > 0) options.probe_seed = probe_seed;
  try {
    // The build commands CMake records name files by absolute path.
    options.root = fs::absolute(options.root).lexically_normal();
    if (options.list) return list_assignments(options);
    if (options.assignment.empty()) options.assignment = grader::default_assignment(options.root);
    if (release_command->parsed()) return release(options, release_options);
    if (ops_subcommand->parsed()) {
      const auto manifest = grader::load_assignment(options.root, options.assignment);
      std::cout << grader::describe_ops(manifest, grader::load_reference_set(resolve_references(options)));
      return static_cast<int>(ExitCode::graded);
    }
    if (merge_subcommand->parsed()) return merge(options, batch_command);
    if (batch_subcommand->parsed() && batch_command.submissions.empty()) {
      throw GraderError(ExitCode::usage, "batch: give DIR, the folder of submissions");
    }
    if (batch_subcommand->parsed()) {
      return batch(options, batch_command, app.get_option("--references")->count() > 0);
    }
    return run(options);
  } catch (const GraderError& error) {
    std::cerr << "grader: error: " << error.what() << "\n";
    return static_cast<int>(error.code());
  } catch (const std::exception& error) {
    std::cerr << "grader: internal error: " << error.what() << "\n";
    return static_cast<int>(ExitCode::internal_error);
  }
}
