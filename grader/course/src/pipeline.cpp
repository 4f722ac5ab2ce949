#include "grader/course/pipeline.hpp"

#include <optional>

#include "grader/course/example_oracle.hpp"
#include "grader/course/heatmaps.hpp"
#include "grader/course/intake.hpp"
#include "grader/course/stand_ins.hpp"
#include "grader/course/submission_notes.hpp"
#include "grader/execution/harness_client.hpp"
#include "grader/support/file_lock.hpp"

namespace grader {
namespace fs = std::filesystem;

GradedSubmission grade_submission(const SubmissionJob& job) {
  const Manifest& manifest = *job.manifest;
  GradedSubmission graded;
  GradeReport& report = graded.report;
  GradeOptions options = job.grade_options;
  // No folder: a harness built elsewhere (--harness), no files to take.
  const bool has_files = !job.folder.empty();
  SubmissionFiles files;
  // An exclusive lock on `<staging>.lock` while this grader stages and builds:
  // two graders of one build folder at once take turns, so neither removes or
  // rewrites the files the other is building. Held until the harness is copied out.
  std::optional<FileLock> staging_lock;
  if (has_files) {
    fs::create_directories(job.staging.parent_path());
    staging_lock.emplace(job.staging.string() + ".lock", job.staging.parent_path().string());
    files = list_submission_files(job.folder, manifest, job.root);
    stage_submission(files, job.folder, job.staging, job.template_folder);
    options.missing_files.insert(files.missing.begin(), files.missing.end());
    // The student's own files as text (regular files only, already size-checked):
    // the hints name known xtensor traps in them. Read, never run. And the
    // template's, to tell the functions the student wrote from those the course gives.
    options.sources = texts_of(job.staging, files.sources);
    options.template_sources = texts_of(job.template_folder, files.sources);
    for (const auto& file : files.missing) graded.problems.push_back("the submission has no " + file);
  }
  std::string protections;
  const BuildOutcome built = job.build(job.staging, *job.sandbox);
  const LostFiles lost = lost_files(manifest, built);
  if (!built.ok) {
    report = report_for_build_failure(manifest, *job.references, each_line_once(built.errors), lost.reasons);
    report.build_explanation = lost.explanation;
  } else {
    ProcessHarness harness(built.harness, manifest.limits, *job.sandbox);
    ExampleOracle examples;
    examples.offer(job, built.harness, options);
    staging_lock.reset();
    protections = harness.sandbox().describe();
    tell_stand_ins(built, lost, options);
    report = grade(manifest, *job.references, harness, options);
    if (manifest.gradescope.leaderboard) time_leaderboard(report, manifest, *job.references, harness);
    for (const auto& [file, errors] : built.broken_files) {
      report.build_errors += (report.build_errors.empty() ? "" : "\n") + errors;
      graded.problems.push_back(file + " does not compile");
    }
    // A region's task says which lines and why (GradeOptions::stand_in_stubs).
    for (const auto& region : built.broken_regions) {
      report.build_errors += (report.build_errors.empty() ? "" : "\n") + region.errors;
    }
    report.build_errors = each_line_once(report.build_errors);
    report.build_explanation = lost.explanation;
    if (job.heatmap_set != nullptr && manifest.visualisation.has_value()) {
      graded.heatmaps = collect_heatmaps(*manifest.visualisation, *job.heatmap_set, &harness);
    }
  }
  if (!built.ok && job.heatmap_set != nullptr && manifest.visualisation.has_value()) {
    graded.heatmaps = collect_heatmaps(*manifest.visualisation, *job.heatmap_set, nullptr);
  }
  report.submission = job.label;
  // Which limit ended the build, or a compile in it: the compile budget, a compile's own limit, GCC's.
  if (!built.ended_by.empty()) report.notes.push_back("compiling stopped at a limit: " + built.ended_by);
  add_submission_notes(graded, job, files, protections);
  return graded;
}

}  // namespace grader
