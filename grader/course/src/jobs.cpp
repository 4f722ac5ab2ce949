#include "grader/course/jobs.hpp"

#include "grader/course/release.hpp"
#include "grader/course/submission_notes.hpp"
#include "grader/support/course_layout.hpp"

namespace grader {

namespace fs = std::filesystem;

GradingRun grading_run(const fs::path& root, const Manifest& manifest, const ReferenceSet& references,
                       const Sandbox& sandbox, std::size_t jobs) {
  GradingRun run;
  run.root = root;
  run.manifest = &manifest;
  run.references = &references;
  run.sandbox = &sandbox;
  run.compile_jobs = jobs;
  run.grade_options.jobs = jobs;
  return run;
}

namespace {

// The one build step: a harness built elsewhere as it is, else the staged
// files compiled by the template's builder (the run's, or one prepared now).
HarnessBuild build_of(const GradingRun& run, const JobSubmission& submission, const fs::path& template_folder) {
  if (!submission.given_harness.empty()) {
    return [harness = submission.given_harness](const fs::path&, const Sandbox&) {
      BuildOutcome given;
      given.ok = true;
      given.harness = harness;
      return given;
    };
  }
  const Manifest& manifest = *run.manifest;
  return [root = run.root, assignment = manifest.assignment, sources = manifest.sources, template_folder,
          builder = run.template_builder, jobs = run.compile_jobs, build_dir = submission.build_dir,
          strategy = submission.strategy,
          budget = compile_budget_seconds(manifest)](const fs::path& staged, const Sandbox& build_sandbox) {
    if (builder) return builder->build(staged, build_dir, &build_sandbox, strategy, budget);
    return HarnessBuilder::prepare(root, assignment, template_folder, sources, jobs)
        .build(staged, build_dir, &build_sandbox, strategy, budget);
  };
}

}  // namespace

SubmissionJob make_submission_job(const GradingRun& run, const JobSubmission& submission) {
  SubmissionJob job;
  job.root = run.root;
  job.manifest = run.manifest;
  job.references = run.references;
  job.folder = submission.folder;
  job.given = submission.given;
  job.staging = submission.staging;
  job.template_folder = run.template_folder;
  if (job.template_folder.empty() && !job.folder.empty())
    job.template_folder = course_template(run.root, *run.manifest);
  job.label = submission.label;
  job.sandbox = run.sandbox;
  job.build = build_of(run, submission, job.template_folder);
  job.oracle = run.oracle;
  job.grade_options = run.grade_options;
  job.heatmap_set = run.heatmap_set;
  job.on_students_machine = run.on_students_machine;
  return job;
}

GradeReport grade_course_solution(const fs::path& root, const Manifest& manifest, const ReferenceSet& references,
                                  const Sandbox& sandbox, std::size_t jobs, std::optional<std::uint64_t> probe_seed) {
  GradingRun run = grading_run(root, manifest, references, sandbox, jobs);
  run.grade_options.probe_seed = probe_seed;
  const CourseLayout course(root);
  JobSubmission solution;
  solution.folder = course.solution(manifest.assignment);
  solution.label = CourseLayout::names().solution(manifest.assignment).string();
  const fs::path build_dir = course.submission_builds() / ("solutions-" + manifest.assignment);
  solution.staging = build_dir / "submission";
  solution.build_dir = build_dir;
  return grade_submission(make_submission_job(run, solution)).report;
}

}  // namespace grader
