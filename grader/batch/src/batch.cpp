#include "grader/batch/batch.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <iomanip>
#include <map>
#include <mutex>
#include <optional>
#include <ostream>
#include <random>
#include <set>
#include <sstream>

#include "grader/assessment/published_sets.hpp"
#include "grader/batch/batch_progress.hpp"
#include "grader/batch/repository.hpp"
#include "grader/building/build.hpp"
#include "grader/course/jobs.hpp"
#include "grader/course/pipeline.hpp"
#include "grader/course/release.hpp"
#include "grader/course/tamper.hpp"
#include "grader/execution/harness_client.hpp"
#include "grader/execution/runner.hpp"
#include "grader/grading/validation.hpp"
#include "grader/reports/reports.hpp"
#include "grader/support/checksum.hpp"
#include "grader/support/course_layout.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"
#include "grader/support/parallel.hpp"
#include "grader/support/text.hpp"
#include "grader/support/time_text.hpp"

namespace grader {
namespace fs = std::filesystem;

namespace {

// A repository's object store is copied into a fresh folder of /tmp
// (copy_repository: nothing of its configuration comes along), and the
// commit (at the tag, or the last before the student's deadline when the
// term trusts the student's clock, else HEAD) is written into
// work/<student>/commit, which is then graded as a folder.
void collect_repositories(const BatchOptions& options, const Sandbox& sandbox, std::vector<SubmissionEntry>& entries,
                          Progress& progress) {
  const auto repositories = std::count_if(entries.begin(), entries.end(), [](const auto& e) { return e.repository; });
  if (repositories == 0) return;
  const bool by_deadline =
      options.tag.empty() && options.deadline_of && options.time_source == TimeSource::student_clock;
  progress.message("Collecting " + std::to_string(repositories) + " repositories (" +
                   (!options.tag.empty() ? "at the tag " + options.tag
                    : by_deadline        ? std::string("the last commit before each student's deadline")
                                         : std::string("HEAD")) +
                   "; their objects and refs copied, then read by git in the sandbox: nothing of a repository's "
                   "configuration applies and nothing from it runs) ...");
  for (auto& entry : entries) {
    if (!entry.repository) continue;
    const fs::path work = options.out_dir / "work" / entry.folder;
    const fs::path into = work / "commit";
    // The copy sits in a fresh folder of /tmp, so that the sandbox's user
    // (nobody, in `user` mode) can read it wherever --out is (/root is 700).
    std::string pattern = (fs::temp_directory_path() / "grader-repository-XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) {
      throw GraderError(ExitCode::output_error, pattern + ": cannot create a folder for a repository's copy");
    }
    const fs::path scratch = pattern;
    fs::permissions(scratch, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                                 fs::perms::others_read | fs::perms::others_exec);
    try {
      const fs::path copy = scratch / "repository";
      entry.choice = commit_rule(options.tag, options.time_source, options.deadline_of, entry.student);
      copy_repository(entry.path, copy);
      const PickedCommit picked =
          pick_commit(copy, entry.path.filename().string(), entry.choice->deadline, entry.choice->tag, sandbox);
      entry.choice->commit = picked.commit;
      export_commit(copy, entry.path.filename().string(), picked.commit, into, max_archive_entries, max_archive_bytes,
                    sandbox);
      if (options.time_source == TimeSource::student_clock) {
        entry.submitted_at = picked.time;
        entry.submitted_from = picked.how + " (the commit's date: the student's clock)";
      } else if (entry.submitted_at) {
        entry.submitted_from = picked.how + "; time: " + entry.submitted_from;
      }
    } catch (const std::exception& error) {
      entry.collect_problem = error.what();
      fs::remove_all(into);
      fs::create_directories(into);  // graded as empty: the reason is the student's row
    }
    fs::remove_all(scratch);
    entry.path = into;
  }
}

}  // namespace

CommitChoice commit_rule(const std::string& tag, TimeSource source, const DeadlineOf& deadline_of,
                         const std::string& student) {
  CommitChoice choice;
  if (!tag.empty()) {
    choice.rule = "tag";
    choice.tag = tag;
  } else if (source == TimeSource::student_clock && deadline_of) {
    choice.deadline = deadline_of(student);
  }
  if (choice.rule.empty()) choice.rule = choice.deadline ? "deadline" : "head";
  return choice;
}

namespace {

struct BatchContext {
  const BatchOptions& options;
  const Manifest& manifest;
  const Sandbox& sandbox;
  std::string fixed_fingerprint;  // of the references, the manifest and the grader's harness
  // What every student's job shares (the one door, jobs.hpp): the set, the
  // template's builder prepared once, the course's template, the oracle
  // (built on first need), one harness process each, the same fresh inputs.
  GradingRun run;
};

// Feedback for a submission that could not be graded at all.
void write_unreadable_feedback(const BatchContext& context, const StudentRecord& record) {
  std::string text = context.manifest.title + "\nSubmission: " + record.student + "\n\nNot graded:";
  for (const auto& problem : record.problems) text += "\n  " + problem;
  text += "\n\nTotal: 0 / " + format_points(record.max_score) + "\n";
  const fs::path feedback_dir = context.options.out_dir / "feedback";
  write_file_atomically(feedback_dir / (record.folder + ".txt"), text);
  write_file_atomically(feedback_dir / (record.folder + ".md"), "## " + text);
}

// The clone of a repository that holds the submission's files: the nearest
// folder from `found` up to `base` with a CMakeLists.txt, else `base`.
fs::path repository_root(const fs::path& found, const fs::path& base) {
  const fs::path stop = base.lexically_normal();
  for (fs::path dir = found.lexically_normal(); !dir.empty(); dir = dir.parent_path()) {
    std::error_code error;
    if (fs::symlink_status(dir / "CMakeLists.txt", error).type() == fs::file_type::regular) return dir;
    if (dir == stop || dir == dir.parent_path()) break;
  }
  return base;
}

// SHA-256 over a folder's regular files: their names (relative) and contents.
std::string tree_digest(const fs::path& dir) {
  std::vector<fs::path> files;
  if (fs::is_directory(dir)) {
    for (const auto& file : fs::recursive_directory_iterator(dir)) {
      if (file.is_regular_file()) files.push_back(file.path());
    }
  }
  std::sort(files.begin(), files.end());
  std::string listing;
  for (const auto& file : files) {
    listing += fs::relative(file, dir).generic_string() + " " +
               sha256_hex(read_file_bytes(file, ExitCode::manifest_error)) + "\n";
  }
  return sha256_hex(listing);
}

// The row of a student who could not be graded at all: every task at 0.
StudentRecord not_graded(const Manifest& manifest, const SubmissionEntry& entry, const std::string& reason) {
  StudentRecord record;
  record.student = entry.student;
  record.folder = entry.folder;
  record.max_score = manifest.max_score();
  record.problems.push_back("not graded: " + reason);
  for (const auto& task : manifest.tasks)
    record.tasks.push_back({task.id, task.name, 0, task.points, false, {}, reason});
  return record;
}

// Grades one student; never throws for the student's own failures.
StudentRecord grade_student(const BatchContext& context, const SubmissionEntry& entry, const fs::path& work) {
  const Manifest& manifest = context.manifest;
  StudentRecord failed;
  failed.student = entry.student;
  failed.folder = entry.folder;
  failed.max_score = manifest.max_score();
  for (const auto& task : manifest.tasks) failed.tasks.push_back({task.id, task.name, 0, task.points, false, {}, ""});

  fs::path found;
  const fs::path base = fs::is_directory(entry.path) ? entry.path : work / "unpacked";
  try {
    if (!entry.collect_problem.empty()) throw std::runtime_error(entry.collect_problem);
    if (!fs::is_directory(entry.path)) unpack_submission(entry.path, base);
    found = locate_submission(base, manifest, list_assignments(context.options.root)).folder;
  } catch (const std::exception& error) {
    failed.problems.push_back(error.what());
    for (auto& task : failed.tasks) task.failure = error.what();
    write_unreadable_feedback(context, failed);
    return failed;
  }
  // Only the submission's own regular files are taken, as plain copies
  // (grade_submission): nothing else (links, build scripts) reaches the build.
  const SubmissionFiles files = list_submission_files(found, manifest, context.options.root);
  if (files.missing.size() == manifest.sources.size()) {
    for (const auto& file : files.missing) failed.problems.push_back("the submission has no " + file);
    for (auto& task : failed.tasks) task.failure = "the submission has none of the assignment's files";
    write_unreadable_feedback(context, failed);
    return failed;
  }
  JobSubmission submission;
  submission.folder = found;
  submission.given = repository_root(found, base);
  submission.label = entry.path.filename().string();
  submission.staging = work / "submission";
  submission.build_dir = work / "build";
  submission.strategy = CompileStrategy::one_unit;
  const GradedSubmission graded = grade_submission(make_submission_job(context.run, submission));
  const GradeReport& report = graded.report;
  StudentRecord record = StudentRecord::from_report(entry.student, report);
  record.folder = entry.folder;
  for (const auto& problem : graded.problems) record.problems.push_back(problem);
  const fs::path feedback_dir = context.options.out_dir / "feedback";
  write_file_atomically(feedback_dir / (entry.folder + ".txt"), render_text(report, false));
  write_file_atomically(feedback_dir / (entry.folder + ".md"), render_markdown(report));
  return record;
}

bool same_choice(const std::optional<CommitChoice>& a, const std::optional<CommitChoice>& b) {
  if (!a || !b) return a.has_value() == b.has_value();
  return a->same_rule(*b) && a->commit == b->commit;
}

// The fingerprint a record must carry to be kept: computed without grading.
std::string expected_fingerprint(const BatchContext& context, const SubmissionEntry& entry) {
  if (!fs::is_directory(entry.path)) {
    // An archive: its bytes stand for its files.
    return sha256_hex(context.fixed_fingerprint + "archive " +
                      sha256_hex(read_file_bytes(entry.path, ExitCode::submission_error)));
  }
  const fs::path found = locate_submission(entry.path, context.manifest, list_assignments(context.options.root)).folder;
  std::string fingerprint = context.fixed_fingerprint;
  if (!entry.collect_problem.empty()) fingerprint += "not collected: " + entry.collect_problem + "\n";
  // Exactly what grade_submission takes: the same files make the same grade.
  const SubmissionFiles files = list_submission_files(found, context.manifest, context.options.root);
  for (const auto& file : files.missing) fingerprint += "missing " + file + "\n";
  for (const auto* group : {&files.sources, &files.own_headers, &files.extra_files}) {
    for (const auto& file : *group) {
      fingerprint += file + "\n" + sha256_hex(read_file_bytes(found / file, ExitCode::submission_error)) + "\n";
    }
  }
  for (const auto& item : files.not_taken) fingerprint += "not taken " + item + "\n";
  return sha256_hex(fingerprint);
}

}  // namespace

namespace {

// This run's slice of the class (--shard I/N: every N-th student in name
// order, from the I-th), noted in the run file; the whole class without --shard.
void take_shard(const BatchOptions& options, std::vector<SubmissionEntry>& entries, nlohmann::json& run_file) {
  if (options.shard_count == 0) return;
  if (options.shard_index < 1 || options.shard_index > options.shard_count) {
    throw GraderError(ExitCode::usage, "--shard " + std::to_string(options.shard_index) + "/" +
                                           std::to_string(options.shard_count) + ": I must be 1 to N");
  }
  std::vector<SubmissionEntry> slice;
  for (std::size_t i = options.shard_index - 1; i < entries.size(); i += options.shard_count)
    slice.push_back(entries[i]);
  entries = std::move(slice);
  run_file["shard"] = {options.shard_index, options.shard_count};
}

void create_out_folders(const fs::path& out_dir) {
  for (const char* sub : {"records", "feedback", "work"}) {
    std::error_code error;
    fs::create_directories(out_dir / sub, error);
    if (error) {
      throw GraderError(ExitCode::output_error,
                        (out_dir / sub).string() + ": cannot create the folder (" + error.message() + ")");
    }
  }
}

// A record is kept only while everything that made its grade is unchanged:
// the grader itself, the assignment (manifest, provided code, adapter), the
// harness's sources, every file of the reference set and the style rules.
std::string grade_inputs_fingerprint(const BatchOptions& options) {
  std::string fixed = "grader " + sha256_hex(read_file_bytes("/proc/self/exe", ExitCode::internal_error)) + "\n";
  fixed += "assignment " + tree_digest(CourseLayout(options.root).assignment(options.assignment)) + "\n";
  fixed += "harness " + tree_digest(options.root / "grader" / "harness") + " " +
           tree_digest(options.root / "grader" / "protocol") + "\n";
  fixed += "references " + tree_digest(options.references_dir) + "\n";
  if (fs::exists(options.root / ".clang-format")) {
    fixed += "style " + sha256_hex(read_file_bytes(options.root / ".clang-format", ExitCode::manifest_error)) + "\n";
  }
  return fixed;
}

// The record an earlier run wrote for this student, when it verifies and
// everything that made its grade is unchanged; its metadata (not the grade)
// is always the entry's own, written back when it changed (a new term file),
// so a merge reads what this run used.
std::optional<StudentRecord> kept_record(const BatchContext& context, const SubmissionEntry& entry) {
  const fs::path record_path = context.options.out_dir / "records" / (entry.folder + ".json");
  if (context.options.restart || !fs::exists(record_path)) return std::nullopt;
  try {
    // A record that does not verify (edited, or of another key) is graded again.
    StudentRecord kept =
        StudentRecord::from_signed_text(read_file_bytes(record_path, ExitCode::output_error), record_path);
    if (kept.fingerprint != expected_fingerprint(context, entry) || kept.student != entry.student ||
        kept.folder != entry.folder) {
      return std::nullopt;
    }
    if (kept.submitted_at != entry.submitted_at || kept.submitted_from != entry.submitted_from ||
        !same_choice(kept.repository, entry.choice)) {
      kept.submitted_at = entry.submitted_at;
      kept.submitted_from = entry.submitted_from;
      kept.repository = entry.choice;
      write_file_atomically(record_path, kept.signed_text());
    }
    return kept;
  } catch (const std::exception&) {
    return std::nullopt;  // a damaged or outdated record: grade again
  }
}

// One student graded and their record written (`recorded`). Whatever goes
// wrong with this one student (a file that cannot be read, a full disk, a
// grader bug) is their row, not the end of the class: no record is kept, so
// the next run grades them again.
StudentRecord grade_and_record(const BatchContext& context, const SubmissionEntry& entry, bool& recorded) {
  const fs::path& out_dir = context.options.out_dir;
  StudentRecord record;
  recorded = false;
  try {
    record = grade_student(context, entry, out_dir / "work" / entry.folder);
    record.fingerprint = expected_fingerprint(context, entry);
    record.submitted_at = entry.submitted_at;
    record.submitted_from = entry.submitted_from;
    record.repository = entry.choice;
    write_file_atomically(out_dir / "records" / (entry.folder + ".json"), record.signed_text());
    recorded = true;
  } catch (...) {
    std::string reason = "internal error";
    try {
      throw;
    } catch (const std::exception& error) {
      reason = error.what();
    } catch (...) {
    }
    record = not_graded(context.manifest, entry, reason);
    try {
      write_unreadable_feedback(context, record);
    } catch (...) {
      // The row in the gradebook still says why.
    }
  }
  record.submitted_at = entry.submitted_at;
  record.submitted_from = entry.submitted_from;
  record.repository = entry.choice;
  return record;
}

// What the class's grading can and cannot keep apart here, before it starts.
// (`user` mode grades one student only: refuse_classmates_in_user_mode.)
void say_what_the_sandbox_allows(Progress& progress, const Sandbox& sandbox) {
  if (sandbox.kind == Sandbox::Kind::rlimits_only) {
    progress.message("warning: no sandbox here (" +
                     (sandbox.why_not_better.empty() ? std::string("--sandbox none") : sandbox.why_not_better) +
                     "): each student's code runs as you, so it could read your files, the hidden references "
                     "and the records' key, and write records: grade a class where bubblewrap works or as root");
  }
}

// The files a class's grading leaves in `out_dir` that are not `student`'s
// own (records/<folder>.json, feedback/<folder>.txt, work/<folder>/): another
// student's record, feedback or staged code, a similarity run's copies, a
// run file naming others.
std::vector<std::string> others_results(const fs::path& out_dir, const std::string& student,
                                        const std::string& folder) {
  std::vector<std::string> found;
  std::error_code error;
  for (const char* sub : {"records", "feedback", "work"}) {
    for (fs::directory_iterator it(out_dir / sub, error), end; !error && it != end; it.increment(error)) {
      const std::string name = it->path().filename().string();
      if (name != folder && name.rfind(folder + ".", 0) != 0) found.push_back(std::string(sub) + "/" + name);
    }
    error.clear();
  }
  if (fs::exists(out_dir / "batch.json", error)) {
    try {
      const auto run = nlohmann::json::parse(read_file_bytes(out_dir / "batch.json", ExitCode::output_error));
      if (run.at("class") != nlohmann::json::array({student})) found.emplace_back("batch.json");
    } catch (const std::exception&) {
      found.emplace_back("batch.json");
    }
  }
  std::sort(found.begin(), found.end());
  return found;
}

// Without namespaces (`user` mode) each student's code runs as nobody on the
// grader's own machine: /proc shows every process's command line (the
// grader's names the class's folder and --out) and nobody reads whatever
// the file permissions let everyone read, as the class's submissions,
// feedback and records are. So batch grades a class there only when it is
// one student alone in its folder (no other entry, hidden or not), with no
// other student's results in --out; else it refuses before anything runs,
// naming what works.
void refuse_classmates_in_user_mode(const BatchOptions& options, const Sandbox& sandbox,
                                    const std::vector<SubmissionEntry>& entries,
                                    const std::vector<std::string>& skipped) {
  if (sandbox.kind != Sandbox::Kind::unprivileged_user) return;
  const std::string mode =
      options.sandbox == SandboxMode::unprivileged_user
          ? std::string("--sandbox user")
          : "no namespaces here (" + sandbox.why_not_better + "), so --sandbox auto chose user mode, which";
  const std::string why =
      " runs every student's code as the user nobody, without namespaces: a student's code could find the "
      "class's folders through /proc (the grader's command line) and copy classmates' submissions, feedback and "
      "records into its own feedback. Grade a class where bubblewrap works (--sandbox bubblewrap: apt-get install "
      "bubblewrap, and a kernel or container that lets it make namespaces), or each submission on its own "
      "(./grade --submission FOLDER --sandbox user, one submission per machine, as on Gradescope)";
  // Every entry counts, hidden or skipped ones too (a .git of the whole class, an archive of an unknown kind).
  std::size_t in_folder = 0;
  std::error_code error;
  for (fs::directory_iterator it(options.submissions_dir, error), end; !error && it != end; it.increment(error)) {
    ++in_folder;
  }
  in_folder = std::max({in_folder, entries.size() + skipped.size(), std::size_t{1}});
  if (in_folder > 1) {
    throw GraderError(ExitCode::usage, "batch: " + mode + why + "; " + options.submissions_dir.string() + " holds " +
                                           std::to_string(in_folder) + " entries, so nothing was graded");
  }
  const auto results = others_results(options.out_dir, entries.front().student, entries.front().folder);
  if (!results.empty()) {
    std::string listed;
    for (std::size_t i = 0; i < results.size() && i < 3; ++i) listed += (i > 0 ? ", " : "") + results[i];
    if (results.size() > 3) listed += " and " + std::to_string(results.size() - 3) + " more";
    throw GraderError(ExitCode::usage, "batch: " + mode + why + "; " + options.out_dir.string() +
                                           " holds other students' results (" + listed +
                                           "), so nothing was graded: give another --out");
  }
}

// How many students are graded at once: --jobs, but one at a time where
// their code runs as one shared user without namespaces (--sandbox user,
// which batch takes for one student only anyway): there one student's
// program could change another's build folder while the grader hands it to
// that user for the compile.
std::size_t students_at_once(const BatchContext& context, std::size_t todo) {
  if (context.sandbox.kind == Sandbox::Kind::unprivileged_user) return 1;
  return std::max<std::size_t>(1, std::min(context.options.jobs, todo));
}

// The students of `todo`, --jobs at once, until done or stopped (Ctrl-C).
void grade_in_parallel(const BatchContext& context, const std::vector<SubmissionEntry>& entries,
                       const std::vector<std::size_t>& todo, Progress& progress,
                       std::vector<std::optional<StudentRecord>>& records, std::vector<char>& has_record,
                       BatchSummary& summary) {
  const BatchOptions& options = context.options;
  std::mutex mutex;
  for_each_index(
      todo.size(), students_at_once(context, todo.size()),
      [&](std::size_t next) {
        const std::size_t index = todo[next];
        bool recorded = false;
        StudentRecord record = grade_and_record(context, entries[index], recorded);
        progress.finished(record);
        const std::lock_guard<std::mutex> lock(mutex);
        has_record[index] = recorded ? 1 : 0;
        if (!recorded) ++summary.not_graded;
        records[index] = std::move(record);
        ++summary.graded;
      },
      [&] { return options.stop != nullptr && options.stop->load(); });
}

// The run file names the digest of every record this run wrote or kept, so
// merge takes only this run's records (not one copied from another run);
// then the gradebook and the class summary.
void write_run_outputs(const BatchOptions& options, const Manifest& manifest,
                       const std::vector<SubmissionEntry>& entries, const std::vector<char>& has_record,
                       nlohmann::json& run_file, const BatchSummary& summary) {
  run_file["records"] = nlohmann::json::object();
  for (std::size_t i = 0; i < entries.size(); ++i) {
    if (has_record[i] == 0) continue;
    const fs::path record_path = options.out_dir / "records" / (entries[i].folder + ".json");
    run_file["records"][entries[i].folder] = sha256_hex(read_file_bytes(record_path, ExitCode::output_error));
  }
  write_file_atomically(options.out_dir / "batch.json", signed_json_text(run_file));
  write_file_atomically(options.out_dir / "gradebook.csv", render_gradebook_csv(manifest, summary.records));
  write_file_atomically(
      options.out_dir / "summary.html",
      render_class_summary_html(manifest, summary.records, summary.reference_set, "", "", summary.reference_warning));
}

}  // namespace

BatchSummary grade_batch(const BatchOptions& options) {
  const Manifest manifest = load_assignment(options.root, options.assignment);
  const ReferenceSet references = load_reference_set(options.references_dir);
  std::string reference_warning;
  if (const auto published = published_set_of(options.root, options.references_dir)) {
    reference_warning = published_set_warning(*published, set_name_for_messages(options.root, options.references_dir));
  }
  std::vector<std::string> skipped;
  auto entries = list_submissions(options.submissions_dir, &skipped);
  if (entries.empty()) {
    throw GraderError(ExitCode::submission_error,
                      options.submissions_dir.string() +
                          ": no submissions (folders, git repositories, .zip, .tar, .tar.gz, .tgz) found");
  }
  // The whole folder, before --shard takes a slice: every student's code could read all of it.
  const Sandbox sandbox = prepare_sandbox(options.sandbox);
  refuse_classmates_in_user_mode(options, sandbox, entries, skipped);
  // The class as a whole, then this run's slice of it: merge checks both.
  nlohmann::json run_file = {{"format", "autograder-batch/1"},
                             {"assignment", options.assignment},
                             {"reference_set", references.name},
                             {"class", nlohmann::json::array()}};
  if (!reference_warning.empty()) run_file["reference_warning"] = reference_warning;
  for (const auto& entry : entries) run_file["class"].push_back(entry.student);
  run_file["selection"] = options.selection;
  take_shard(options, entries, run_file);
  Progress progress(options.progress, options.progress_is_terminal, entries.size(), 0);
  if (!reference_warning.empty()) progress.message(reference_warning);
  for (const auto& reason : skipped) progress.message("skipped " + reason);
  create_out_folders(options.out_dir);

  progress.message("Preparing the template's harness in build/prebuilt/" + options.assignment +
                   " (once; each student then compiles only their own files) ...");
  GradingRun run = grading_run(options.root, manifest, references, sandbox, options.jobs);
  run.template_folder = course_template(options.root, manifest);
  run.template_builder = std::make_shared<const HarnessBuilder>(
      HarnessBuilder::prepare(options.root, options.assignment, run.template_folder, manifest.sources, options.jobs));
  say_what_the_sandbox_allows(progress, sandbox);
  const std::string fingerprint = grade_inputs_fingerprint(options);
  const std::uint64_t probe_seed = options.probe_seed ? *options.probe_seed : std::random_device{}();
  progress.message("Property checks run on fresh inputs drawn from seed " + std::to_string(probe_seed) +
                   " (--probe-seed " + std::to_string(probe_seed) + " draws the same)");
  run.grade_options.jobs = 1;
  run.grade_options.probe_seed = probe_seed;
  run.oracle = course_solution_oracle(options.root, manifest, run.template_folder, options.jobs);
  const BatchContext context{options, manifest, sandbox, fingerprint, run};
  assign_times(entries, options.time_source, options.times, options.times_name);
  collect_repositories(options, sandbox, entries, progress);

  write_file_atomically(options.out_dir / "batch.json", signed_json_text(run_file));
  BatchSummary summary;
  summary.students = entries.size();
  summary.reference_set = references.name;
  summary.reference_warning = reference_warning;
  std::vector<std::optional<StudentRecord>> records(entries.size());
  std::vector<char> has_record(entries.size(), 0);  // records/<folder>.json is this run's (written or kept)
  std::vector<std::size_t> todo;
  for (std::size_t i = 0; i < entries.size(); ++i) {
    records[i] = kept_record(context, entries[i]);
    has_record[i] = records[i].has_value() ? 1 : 0;
    if (records[i]) ++summary.resumed;
    if (!records[i]) todo.push_back(i);
  }
  if (summary.resumed > 0) {
    progress.message(std::to_string(summary.resumed) + " of " + std::to_string(entries.size()) +
                     " students already graded (records in " + (options.out_dir / "records").string() +
                     "); grading the other " + std::to_string(todo.size()) + " (--restart grades all again)");
  }
  progress.skip(summary.resumed);

  grade_in_parallel(context, entries, todo, progress, records, has_record, summary);

  for (auto& record : records) {
    if (record) summary.records.push_back(std::move(*record));
  }
  summary.interrupted = summary.records.size() < entries.size();
  write_run_outputs(options, manifest, entries, has_record, run_file, summary);
  return summary;
}

namespace {

// The regular files below `from` into `to` (emptied first), never following
// a link: a shard's folder is read as data.
void copy_regular_files(const fs::path& from, const fs::path& to) {
  fs::remove_all(to);
  fs::create_directories(to);
  for (auto it = fs::recursive_directory_iterator(from); it != fs::recursive_directory_iterator(); ++it) {
    const fs::path relative = it->path().lexically_relative(from);
    const auto type = it->symlink_status().type();
    if (type == fs::file_type::directory) {
      fs::create_directories(to / relative);
    } else if (type == fs::file_type::regular) {
      write_file_atomically(to / relative, read_file_bytes(it->path(), ExitCode::usage));
    }
  }
}

}  // namespace

namespace {

// What a selection's field says, for a refusal: "no --term", "--tag final".
std::string selection_words(const std::string& field, const nlohmann::json& value) {
  if (field == "tag") {
    return value.is_string() && !value.get<std::string>().empty() ? "--tag " + value.get<std::string>() : "no --tag";
  }
  if (field == "term") return value.is_null() ? "no --term" : "the digest of a --term file and its times";
  return value.dump();
}

// A shard's batch.json, verified and of this assignment, its files chosen as
// this merge's are: a slice graded without the term (or with another term
// or tag) graded other commits and other times.
nlohmann::json read_run_file(const fs::path& dir, const Manifest& manifest, const nlohmann::json& selection) {
  const fs::path file = dir / "batch.json";
  if (!fs::is_regular_file(file)) {
    throw GraderError(ExitCode::usage, file.string() + ": not found (is " + dir.string() + " the --out of a batch?)");
  }
  nlohmann::json run;
  try {
    run = verified_json(read_file_bytes(file, ExitCode::usage), file);
  } catch (const UnsignedRecord& error) {
    throw GraderError(ExitCode::usage, std::string("batch merge: ") + error.what() +
                                           ": nothing merged; grade that shard again (--restart)");
  } catch (const nlohmann::json::exception& error) {
    throw GraderError(ExitCode::usage, file.string() + ": not JSON (" + error.what() + ")");
  }
  if (run.value("format", "") != "autograder-batch/1" || !run.contains("shard")) {
    throw GraderError(ExitCode::usage, file.string() + ": not the output of a batch --shard I/N");
  }
  if (run.at("assignment") != manifest.assignment) {
    throw GraderError(ExitCode::usage, file.string() + ": assignment " + run.at("assignment").dump() +
                                           ", but this merge is for \"" + manifest.assignment + "\"");
  }
  const nlohmann::json chosen = run.value("selection", nlohmann::json::object());
  std::set<std::string> fields;
  for (const auto* side : {&chosen, &selection}) {
    for (const auto& [field, value] : side->items()) fields.insert(field);
  }
  // The term first: it decides the most (commits, times, deadlines).
  std::vector<std::string> ordered = {"term", "tag"};
  for (const auto& field : fields) {
    if (field != "term" && field != "tag") ordered.push_back(field);
  }
  for (const auto& field : ordered) {
    const nlohmann::json mine = chosen.value(field, nlohmann::json());
    const nlohmann::json wanted = selection.value(field, nlohmann::json());
    if (mine == wanted) continue;
    throw GraderError(ExitCode::usage, "batch merge: " + file.string() + ": the shard's selection." + field + " is " +
                                           mine.dump() + " (" + selection_words(field, mine) + "), this merge's is " +
                                           wanted.dump() + " (" + selection_words(field, wanted) +
                                           "): nothing merged; give every shard the --term and --tag of the merge, "
                                           "and grade that shard again");
  }
  return run;
}

// Every shard of one split, once each, of one class and reference set:
// shard index -> its folder, and each folder's run file.
struct Split {
  nlohmann::json first;
  std::size_t count = 0;
  std::map<std::size_t, fs::path> shards;
  std::map<fs::path, nlohmann::json> runs;
};

Split read_split(const Manifest& manifest, const std::vector<fs::path>& shard_dirs, const nlohmann::json& selection) {
  Split split;
  for (const auto& dir : shard_dirs) {
    const fs::path file = dir / "batch.json";
    nlohmann::json run = read_run_file(dir, manifest, selection);
    const auto index = run.at("shard").at(0).get<std::size_t>();
    const auto shards = run.at("shard").at(1).get<std::size_t>();
    if (split.count > 0) {
      for (const char* field : {"reference_set", "class"}) {
        if (run.at(field) != split.first.at(field)) {
          throw GraderError(ExitCode::usage, file.string() + ": its " + field + " differs from " +
                                                 (shard_dirs.front() / "batch.json").string() +
                                                 "'s: the shards graded different classes or reference sets");
        }
      }
      if (shards != split.count) {
        throw GraderError(ExitCode::usage, file.string() + ": shard " + std::to_string(index) + "/" +
                                               std::to_string(shards) + " of another split (the others are of " +
                                               std::to_string(split.count) + ")");
      }
    } else {
      split.first = run;
      split.count = shards;
    }
    split.runs[dir] = std::move(run);
    if (!split.shards.emplace(index, dir).second) {
      throw GraderError(ExitCode::usage, "shard " + std::to_string(index) + "/" + std::to_string(shards) +
                                             " is given twice: " + split.shards[index].string() + " and " +
                                             dir.string());
    }
  }
  std::string missing;
  for (std::size_t i = 1; i <= split.count; ++i) {
    if (split.shards.count(i) == 0) missing += (missing.empty() ? "" : ", ") + std::to_string(i);
  }
  if (!missing.empty()) {
    throw GraderError(ExitCode::usage,
                      "batch merge: shards " + missing + " of " + std::to_string(split.count) + " are missing");
  }
  return split;
}

// A repository's commit chosen by the rule this merge's --tag, --term and
// --roster give the student (a slice graded without the roster missed an
// extension by roster id, so it graded an earlier commit).
void check_choice(const StudentRecord& record, const fs::path& path,
                  const std::function<CommitChoice(const std::string&)>& rule_of) {
  if (!record.repository || !rule_of) return;
  const CommitChoice& chosen = *record.repository;
  const CommitChoice wanted = rule_of(record.student);
  if (chosen.same_rule(wanted)) return;
  const std::string field = chosen.rule != wanted.rule ? "rule" : chosen.tag != wanted.tag ? "tag" : "deadline";
  throw GraderError(ExitCode::usage, "batch merge: " + path.string() + ": " + record.student +
                                         "'s repository was graded at " + chosen.describe() +
                                         " (the record's repository." + field +
                                         "), this merge's --term, --tag and "
                                         "--roster choose " +
                                         wanted.describe() +
                                         ": nothing merged; give every shard the --term, --tag and --roster of the "
                                         "merge, and grade that shard again");
}

// One record file of a slice, verified, of its own folder and written by the
// slice's own run; none (nullopt) when the student is not of this slice.
std::optional<StudentRecord> read_slice_record(const fs::path& path, const fs::path& dir, const nlohmann::json& run,
                                               const std::set<std::string>& slice,
                                               const std::map<std::string, std::string>& folder_of) {
  StudentRecord record;
  const std::string bytes = read_file_bytes(path, ExitCode::usage);
  try {
    record = StudentRecord::from_signed_text(bytes, path);
  } catch (const UnsignedRecord& error) {
    throw GraderError(ExitCode::usage, std::string("batch merge: ") + error.what() +
                                           ": nothing merged; grade that shard again (--restart)");
  } catch (const GraderError&) {
    throw;
  } catch (const std::exception& error) {
    throw GraderError(ExitCode::usage, path.string() + ": not a record (" + error.what() + ")");
  }
  if (slice.count(record.student) == 0) return std::nullopt;
  if (record.folder != folder_of.at(record.student) ||
      path.filename() != fs::path(folder_of.at(record.student) + ".json")) {
    throw GraderError(ExitCode::usage, "batch merge: " + path.string() + ": the record of " + record.student +
                                           " names the folder \"" + record.folder +
                                           "\", where the class's names give \"" + folder_of.at(record.student) +
                                           "\": nothing merged");
  }
  const nlohmann::json listed = run.value("records", nlohmann::json::object()).value(record.folder, "");
  if (listed != sha256_hex(bytes)) {
    throw GraderError(ExitCode::usage, "batch merge: " + path.string() + ": not the record of " + record.student +
                                           " that this shard's run wrote (" + (dir / "batch.json").string() +
                                           " lists another or none; a record from another run?): nothing "
                                           "merged; grade that shard again (--restart)");
  }
  return record;
}

// The merged class's records, files and feedback into out_dir.
void write_merged(const Manifest& manifest, const std::vector<std::string>& students,
                  const std::map<std::string, StudentRecord>& records, const std::map<std::string, fs::path>& graded_in,
                  const nlohmann::json& first, const fs::path& out_dir, BatchSummary& summary) {
  for (const char* sub : {"records", "feedback", "work"}) fs::create_directories(out_dir / sub);
  for (const auto& student : students) {
    const auto found = records.find(student);
    if (found == records.end()) continue;
    const StudentRecord& record = found->second;
    const fs::path& dir = graded_in.at(student);
    write_file_atomically(out_dir / "records" / (record.folder + ".json"), record.signed_text());
    for (const char* extension : {".txt", ".md"}) {
      const fs::path feedback = dir / "feedback" / (record.folder + extension);
      if (fs::symlink_status(feedback).type() == fs::file_type::regular) {
        write_file_atomically(out_dir / "feedback" / feedback.filename(), read_file_bytes(feedback, ExitCode::usage));
      }
    }
    // The staged copies of the student's files (what similarity compares).
    const fs::path staged = dir / "work" / record.folder / "submission";
    if (fs::symlink_status(staged).type() == fs::file_type::directory) {
      copy_regular_files(staged, out_dir / "work" / record.folder / "submission");
    }
    summary.records.push_back(record);
  }
  nlohmann::json run_file = first;
  run_file.erase("shard");  // the whole class, as a single run writes it
  run_file["records"] = nlohmann::json::object();
  for (const auto& record : summary.records) {
    run_file["records"][record.folder] =
        sha256_hex(read_file_bytes(out_dir / "records" / (record.folder + ".json"), ExitCode::output_error));
  }
  write_file_atomically(out_dir / "batch.json", signed_json_text(run_file));
  write_file_atomically(out_dir / "gradebook.csv", render_gradebook_csv(manifest, summary.records));
  write_file_atomically(
      out_dir / "summary.html",
      render_class_summary_html(manifest, summary.records, summary.reference_set, "", "", summary.reference_warning));
}

}  // namespace

BatchSummary merge_batches(const Manifest& manifest, const std::vector<fs::path>& shard_dirs, const fs::path& out_dir,
                           const nlohmann::json& selection,
                           const std::function<CommitChoice(const std::string& student)>& rule_of) {
  if (shard_dirs.empty()) throw GraderError(ExitCode::usage, "batch merge: give the folders the shards wrote");
  const Split split = read_split(manifest, shard_dirs, selection);
  BatchSummary summary;
  summary.reference_set = split.first.at("reference_set").get<std::string>();
  summary.reference_warning = split.first.value("reference_warning", "");
  const auto students = split.first.at("class").get<std::vector<std::string>>();
  summary.students = students.size();
  std::map<std::string, StudentRecord> records;
  std::map<std::string, fs::path> graded_in;  // student -> the shard that graded them
  const auto folder_of = submission_folders(students);
  for (const auto& [index, dir] : split.shards) {
    if (!fs::is_directory(dir / "records")) continue;
    // Only the slice's own students: a folder reused from another run may hold others' records.
    std::set<std::string> slice;
    for (std::size_t i = index - 1; i < students.size(); i += split.count) slice.insert(students[i]);
    for (const auto& entry : fs::directory_iterator(dir / "records")) {
      if (entry.path().extension() != ".json" || !entry.is_regular_file()) continue;
      auto record = read_slice_record(entry.path(), dir, split.runs.at(dir), slice, folder_of);
      if (!record) continue;
      check_choice(*record, entry.path(), rule_of);
      if (const auto twin = graded_in.find(record->student); twin != graded_in.end()) {
        throw GraderError(ExitCode::usage, "batch merge: " + record->student + " has records in " +
                                               twin->second.string() + " and " + dir.string() + ": nothing merged");
      }
      graded_in[record->student] = dir;
      records[record->student] = std::move(*record);
    }
  }
  std::string not_graded;
  for (const auto& student : students) {
    if (records.count(student) == 0) not_graded += (not_graded.empty() ? "" : ", ") + student;
  }
  write_merged(manifest, students, records, graded_in, split.first, out_dir, summary);
  summary.graded = summary.records.size();
  summary.interrupted = summary.records.size() < students.size();
  if (!not_graded.empty()) {
    throw GraderError(ExitCode::usage, "batch merge: no record of " + not_graded +
                                           " (a shard was interrupted: run it again, then merge); the gradebook in " +
                                           out_dir.string() + " lists the others");
  }
  return summary;
}

}  // namespace grader
