// A class at once (batch.hpp): grade_batch's run. The class taken in
// (batch_class.cpp), the grading prepared once for every student, each
// student graded and recorded or their record kept (batch_student.cpp),
// --jobs at once, then the run file, the gradebook and the summary.
// `batch merge` is batch_merge.cpp's.
#include "grader/batch/batch.hpp"

#include <algorithm>
#include <mutex>
#include <optional>
#include <random>

#include "batch_steps.hpp"
#include "grader/assessment/published_sets.hpp"
#include "grader/batch/batch_progress.hpp"
#include "grader/building/build.hpp"
#include "grader/course/example_oracle.hpp"
#include "grader/course/jobs.hpp"
#include "grader/course/release.hpp"
#include "grader/grading/validation.hpp"
#include "grader/reports/reports.hpp"
#include "grader/support/checksum.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"
#include "grader/support/parallel.hpp"

namespace grader {
namespace fs = std::filesystem;
using batch_steps::BatchContext;
using batch_steps::collect_canvas_files;
using batch_steps::collect_repositories;
using batch_steps::grade_and_record;
using batch_steps::grade_inputs_fingerprint;
using batch_steps::kept_record;
using batch_steps::refuse_classmates_in_user_mode;
using batch_steps::take_shard;

namespace {

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
  collect_canvas_files(options, entries);

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

}  // namespace grader
