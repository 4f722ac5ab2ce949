#include "grader/grading/engine.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <future>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <thread>
#include <tuple>

#include "engine_phases.hpp"
#include "grader/assessment/compare.hpp"
#include "grader/grading/fresh_inputs.hpp"
#include "grader/grading/manifest_check.hpp"
#include "grader/grading/properties/property_checks.hpp"
#include "grader/grading/shrink.hpp"
#include "grader/grading/whole_case.hpp"
#include "grader/hints/case_hints.hpp"
#include "grader/hints/code_hints.hpp"
#include "grader/hints/code_traps.hpp"
#include "grader/hints/diagnosis.hpp"
#include "grader/hints/hint_merging.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/safe_text.hpp"

// The engine: each task planned, run, judged (its hints from grader::hints),
// scored, and its example made small; the phases are engine_phases.hpp's
// files (plan.cpp, run.cpp, judge.cpp, examples.cpp). Here: the grade as a
// whole, a build failure's report, the extras' points and the leaderboard.
namespace grader {

using namespace phases;

namespace {

// The student's own lines (or, with `of_template`, the template's), read
// (never run) once: known xtensor traps, the functions.
CodeScan scan_student_code(const Manifest& manifest, const GradeOptions& options, bool of_template = false) {
  CodeScan code;
  if (options.sources.empty()) return code;
  const auto headers = course_headers(manifest);
  std::vector<std::string> texts = headers;
  for (const auto& [file, text] : options.sources) texts.push_back(text);
  return scan_code(of_template ? options.template_sources : options.sources, tensor_type_ranks(texts), headers);
}

// GradeOptions' progress callbacks for one task: its start (when made)
// and its end, with the seconds it took.
class TaskProgress {
 public:
  TaskProgress(const GradeOptions& options, const Task& task)
      : options_(options), start_(std::chrono::steady_clock::now()) {
    if (options_.on_task_started) options_.on_task_started(task);
  }
  void graded(const TaskResult& done) const {
    if (!options_.on_task_graded) return;
    options_.on_task_graded(done, std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count());
  }

 private:
  const GradeOptions& options_;
  std::chrono::steady_clock::time_point start_;
};

// One function of the student's that several failed tasks share: said once,
// in the notes (only with the template, which tells whose a function is).
void add_shared_function_notes(const Manifest& manifest, const GradeOptions& options, const CodeScan& code,
                               const CodeScan& template_code, GradeReport& report) {
  if (options.template_sources.empty()) return;
  for (auto& note : shared_function_notes(manifest, code, template_code, report.tasks)) {
    report.notes.push_back(std::move(note));
  }
}

// What grade() carries from task to task.
struct GradeRun {
  GradeRun(const Manifest& manifest_, const ReferenceSet& references_, const Harness& harness_,
           const GradeOptions& options_, Harness::Clock::time_point deadline_)
      : manifest(manifest_),
        references(references_),
        harness(harness_),
        options(options_),
        deadline(deadline_),
        code(std::async(std::launch::async, [this] { return scan_student_code(manifest, options); }).share()),
        template_code(std::async(std::launch::async,
                                 [this] {
                                   return options.template_sources.empty() ? CodeScan{}
                                                                           : scan_student_code(manifest, options, true);
                                 })
                          .share()),
        oracle(options_) {}
  const Manifest& manifest;
  const ReferenceSet& references;
  const Harness& harness;
  const GradeOptions& options;
  const Harness::Clock::time_point deadline;
  // The student's code and the course's template, read (scan_student_code())
  // on threads of their own while the first task runs.
  const std::shared_future<CodeScan> code;
  const std::shared_future<CodeScan> template_code;
  // The course's solution, asked for when a task first needs it: fresh inputs judged against it, examples made small.
  LazyOracle oracle;
  std::vector<PendingExample> pending;  // failed tasks, for add_shrunk_examples()
  std::size_t tasks_out_of_time = 0;    // not graded to the end: the time ran out first
  std::map<std::string, bool> task_passed;
  bool fresh_inputs_used = false;
  std::size_t fresh_values_judged = 0;
};

// Task `t` run, judged and scored into `result`; a task that cannot run
// (not_run()) fails with why.
void grade_task(GradeRun& run, std::size_t t, GradeReport& report, TaskResult& result) {
  const Manifest& manifest = run.manifest;
  const Task& task = manifest.tasks[t];
  bool out_of_time = false;
  if (auto blocked = not_run(manifest, task, run.options, run.harness, out_of_time)) {
    result.checks.push_back(std::move(*blocked));
    if (out_of_time) ++run.tasks_out_of_time;
    return;
  }
  TaskPlan plan = plan_task(manifest, run.references, t, run.task_passed, run.options, report);
  run.fresh_inputs_used = run.fresh_inputs_used || plan.fresh_inputs;
  // With the course's solution, its value checks' fresh draws run with the stored cases.
  std::vector<Probe> fresh = run_with_fresh_probes(manifest, run.harness, run.options.jobs, report.probe_seed,
                                                   static_cast<bool>(run.options.oracle), plan.probes);
  refuse_course_faults(manifest, run.references, plan.probes);
  if (ran_out_of_time(plan.probes)) ++run.tasks_out_of_time;
  judge_task(manifest, run.references, task, plan, run.code.get(), result);
  // A stored case passed: fresh inputs of it judged against the course's solution, where there is one.
  if (run.options.oracle && result.count(Status::passed) > 0) {
    run.oracle.start(manifest, run.references, value_checks_from(manifest, run.options, t), report.probe_seed,
                     run.deadline, manifest.grade_seconds);
    const std::size_t judged = judge_fresh_values(manifest, run.references, run.harness, run.options.jobs,
                                                  report.probe_seed, run.oracle, plan.probes, fresh, result);
    if (judged > 0) score_again(task, plan, result);
    run.fresh_values_judged += judged;
  }
  blame_stand_in_stubs(run.options, result);
  // Only a task with a failed value check to start from: a stub that throws
  // "not implemented" (a fresh template) never builds the solution.
  if (run.options.oracle && !result.passed() && smallest_failing_probe(plan.probes, result.checks) != nullptr) {
    run.pending.push_back({report.tasks.size(), std::move(plan.probes)});
  }
}

// The notes of the grade as a whole: time, fresh inputs, an advisory grade.
void add_grade_notes(const GradeRun& run, GradeReport& report) {
  if (run.tasks_out_of_time > 0) {
    report.notes.push_back("the whole grade may take at most " +
                           format_float(static_cast<float>(run.manifest.grade_seconds)) +
                           " s (limits.grade_seconds of the manifest); that time ran out, and the " +
                           std::to_string(run.tasks_out_of_time) + " task" + (run.tasks_out_of_time == 1 ? "" : "s") +
                           " not graded by then scored 0");
  }
  if (run.fresh_inputs_used || run.fresh_values_judged > 0) {
    const std::string what = !run.fresh_inputs_used ? "value checks"
                             : run.fresh_values_judged == 0
                                 ? "property checks"
                                 : "property checks, and value checks against the course's solution,";
    report.notes.push_back(what + " ran on fresh inputs drawn from seed " + std::to_string(report.probe_seed) +
                           " (--probe-seed " + std::to_string(report.probe_seed) + " draws the same)");
  }
  if (run.options.oracle && run.oracle.asked && run.oracle.solution == nullptr && report.score > 0) {
    report.notes.push_back(
        "this grade is advisory: the course's solution did not build, so no value was checked on fresh inputs "
        "against it (stored answers alone can pass); ./grade course solution shows why");
  } else if (!run.options.advisory.empty()) {
    report.notes.push_back("this grade is advisory: " + run.options.advisory);
  }
}

}  // namespace

GradeReport grade(const Manifest& manifest, const ReferenceSet& references, const Harness& harness,
                  const GradeOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  check_manifest_names(manifest, references);
  GradeReport report;
  report.assignment = manifest.assignment;
  report.title = manifest.title;
  report.reference_set = references.name;
  report.hidden = references.hidden;
  report.probe_seed = options.probe_seed ? *options.probe_seed : std::random_device{}();
  // The whole grade's time: a backstop far above what correct code takes.
  const auto deadline = start + std::chrono::duration_cast<Harness::Clock::duration>(
                                    std::chrono::duration<double>(manifest.grade_seconds));
  harness.limit_time(deadline, manifest.grade_seconds);
  GradeRun run(manifest, references, harness, options, deadline);
  for (std::size_t t = 0; t < manifest.tasks.size(); ++t) {
    const Task& task = manifest.tasks[t];
    if (!selected(options, task.id)) continue;
    const TaskProgress progress(options, task);
    TaskResult result;
    result.id = task.id;
    result.name = task.name;
    result.max_score = task.points;
    grade_task(run, t, report, result);
    run.task_passed[task.id] = result.passed();
    report.score += result.score;
    report.max_score += result.max_score;
    report.tasks.push_back(std::move(result));
    progress.graded(report.tasks.back());
  }
  // The solution's run for the fresh values ends before anything else reads the oracle.
  run.oracle.wait();
  add_shrunk_examples(manifest, references, run.oracle, run.pending, report);
  add_shared_function_notes(manifest, options, run.code.get(), run.template_code.get(), report);
  add_grade_notes(run, report);
  report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return report;
}

GradeReport report_for_build_failure(const Manifest& manifest, const ReferenceSet& references,
                                     const std::string& compiler_errors,
                                     const std::map<std::string, std::string>& lost_files) {
  GradeReport report;
  report.assignment = manifest.assignment;
  report.title = manifest.title;
  report.reference_set = references.name;
  report.hidden = references.hidden;
  // The compiler quotes the student's code (an #error line, a stray byte): any bytes.
  report.build_errors = safe_text(compiler_errors);
  const std::string first_error = report.build_errors.substr(0, report.build_errors.find('\n'));
  for (const auto& task : manifest.tasks) {
    TaskResult result;
    result.id = task.id;
    result.name = task.name;
    result.max_score = task.points;
    CheckResult check;
    check.label = "build";
    check.status = Status::failed;
    check.message = "your code does not compile: " + first_error;
    for (const auto& file : task.sources) {
      if (const auto lost = lost_files.find(file); lost != lost_files.end()) {
        check.message = "your code does not compile: " + safe_text(lost->second);
        break;
      }
    }
    result.checks.push_back(std::move(check));
    report.max_score += task.points;
    report.tasks.push_back(std::move(result));
  }
  return report;
}

void add_extras(GradeReport& report, std::vector<ExtraResult> extras) {
  for (auto& extra : extras) {
    for (const auto& id : extra.requires_tasks) {
      const auto task = std::find_if(report.tasks.begin(), report.tasks.end(),
                                     [&](const TaskResult& result) { return result.id == id; });
      const bool passed = task != report.tasks.end() && task->passed();
      if (passed || extra.points <= 0) continue;
      extra.status = ExtraResult::Status::not_met;
      extra.points = 0;
      extra.message = "earned only when Task " + id + " passes";
      break;
    }
    report.score += extra.points;
  }
  report.score = std::max(0.0, report.score);
  report.extras = std::move(extras);
}

std::optional<LeaderboardEntry> measure_leaderboard(const Manifest& manifest, const GradeReport& report,
                                                    const ReferenceSet& references, const Harness& harness,
                                                    std::string* detail) {
  const auto say = [&](const std::string& reason) -> std::optional<LeaderboardEntry> {
    if (detail != nullptr) *detail = reason;
    return std::nullopt;
  };
  if (!manifest.gradescope.leaderboard) return say("the manifest has no leaderboard");
  const Leaderboard& board = *manifest.gradescope.leaderboard;
  const auto task = std::find_if(report.tasks.begin(), report.tasks.end(),
                                 [&](const TaskResult& result) { return result.id == board.task; });
  if (task == report.tasks.end() || !task->passed()) return say("task " + board.task + " did not pass");
  // The largest case of the operation: a fixed shape, the same for everyone graded on this set.
  const Case* largest = nullptr;
  std::size_t largest_size = 0;
  for (const Case& candidate : references.cases) {
    if (candidate.op != board.op || candidate.expected_error) continue;
    std::size_t size = 0;
    for (const auto& input : candidate.inputs) size += input.second.size();
    if (largest == nullptr || size > largest_size) {
      largest = &candidate;
      largest_size = size;
    }
  }
  if (largest == nullptr) return say("the " + references.name + " set has no case of " + board.op);
  HarnessRequest request;
  request.op = largest->op;
  request.params = largest->params;
  request.inputs = largest->inputs;
  request.repeat = board.repetitions;
  const HarnessOutcome outcome = harness.run(request);
  if (outcome.kind != HarnessOutcome::Kind::ok || outcome.seconds.size() != request.repeat) {
    return say("the timed runs of " + board.op + " did not all finish" +
               (outcome.message.empty() ? std::string() : ": " + outcome.message));
  }
  std::vector<double> seconds = outcome.seconds;
  std::sort(seconds.begin(), seconds.end());
  const std::size_t middle = seconds.size() / 2;
  const double median = seconds.size() % 2 == 1 ? seconds[middle] : (seconds[middle - 1] + seconds[middle]) / 2;
  if (detail != nullptr) {
    *detail = "the median of " + std::to_string(seconds.size()) + " runs of " + board.op + " on " +
              references.case_label(*largest);
  }
  return LeaderboardEntry{board.name, std::round(median * 1e6) / 1e3, "asc"};
}

}  // namespace grader
