#include "engine_phases.hpp"

namespace grader {
namespace phases {

HarnessRequest request_for(const Case& source, const Check& check) {
  HarnessRequest request;
  request.op = source.op;
  request.params = source.params;
  for (const auto& item : check.params.items()) request.params[item.key()] = item.value();
  request.inputs = source.inputs;
  return request;
}

// The kind's runs: the first on the case's inputs made fresh, the others made from it.
Probe plan_property(const ReferenceSet& set, const Case& source, const Check& check, const PropertyCheck& kind,
                    std::uint64_t seed) {
  Probe probe;
  probe.source = &source;
  probe.check = &check;
  probe.kind = &kind;
  probe.label = check.property + " of " + source.op + " \"" + check.output + "\", " + set.case_label(source);
  HarnessRequest fresh = request_for(source, check);
  fresh.inputs = fresh_inputs(source.inputs, mix(seed, source.file + "/" + source.name + "/" + check.output));
  probe.requests.push_back(fresh);
  if (kind.more_requests) {
    for (HarnessRequest& request : kind.more_requests(check, source, fresh))
      probe.requests.push_back(std::move(request));
  }
  return probe;
}

bool selected(const GradeOptions& options, const std::string& id) {
  return options.only_tasks.empty() ||
         std::find(options.only_tasks.begin(), options.only_tasks.end(), id) != options.only_tasks.end();
}

std::string first_broken_file(const Task& task, const GradeOptions& options) {
  for (const auto& file : task.sources) {
    if (options.broken_files.count(file) || options.missing_files.count(file)) return file;
  }
  return {};
}

// Why a task is not run at all: a file of it does not compile or is
// missing, or the grade's time ran out before it (`out_of_time`).
std::optional<CheckResult> not_run(const Manifest& manifest, const Task& task, const GradeOptions& options,
                                   const Harness& harness, bool& out_of_time) {
  CheckResult check;
  check.status = Status::failed;
  if (const std::string broken = first_broken_file(task, options); !broken.empty()) {
    check.label = "build of " + broken;
    if (options.missing_files.count(broken)) {
      check.message = "the submission has no " + broken;
    } else {
      const std::string& errors = options.broken_files.at(broken);
      check.message = "your code does not compile: " + safe_text(errors.substr(0, errors.find('\n')));
    }
    return check;
  }
  if (harness.out_of_time()) {
    // The grade's time ran out before this task: 0, and the tasks graded before keep their points.
    check.label = "the time limit of the whole grade";
    check.message = out_of_time_message(manifest.grade_seconds, false);
    out_of_time = true;
    return check;
  }
  return std::nullopt;
}

// The cases a check runs on; `why_not` says why none can grade it.
std::vector<const Case*> cases_of_check(const ReferenceSet& references, const Check& check, const PropertyCheck* kind,
                                        std::string& why_not) {
  auto cases = references.cases_for(check.op, check.where);
  if (cases.empty()) {
    why_not = "the reference set \"" + references.name + "\" has no case for op \"" + check.op + "\"" +
              (check.where.empty() ? "" : " where " + check.where.dump());
    return cases;
  }
  if (kind == nullptr) return cases;
  // A property check runs on some of the cases: taken by name, so that
  // case order never changes a grade (a reference check runs on all).
  std::stable_sort(cases.begin(), cases.end(), [](const Case* a, const Case* b) { return a->name < b->name; });
  std::string needs;
  cases.erase(std::remove_if(cases.begin(), cases.end(),
                             [&](const Case* source) {
                               const std::string reason =
                                   kind->undecidable ? kind->undecidable(check, *source) : std::string();
                               if (!reason.empty() && needs.empty()) needs = reason;
                               return !reason.empty();
                             }),
              cases.end());
  if (cases.empty()) {
    why_not = "no case of the reference set \"" + references.name + "\" can decide " + check.property + " of " +
              check.op + ": it " + needs;
  }
  if (cases.size() > check.max_cases) cases.resize(check.max_cases);
  return cases;
}

// One check's probes, one per case; or, while a task it builds on has not
// passed, a skipped result per case.
void plan_check(const ReferenceSet& references, const Check& check, const PropertyCheck* kind,
                const std::vector<const Case*>& cases, const std::map<std::string, bool>& task_passed,
                const GradeOptions& options, std::uint64_t probe_seed, TaskPlan& plan) {
  std::vector<std::string> unmet;
  for (const auto& dependency : check.depends_on) {
    auto found = task_passed.find(dependency);
    if (found == task_passed.end() || !found->second) unmet.push_back(dependency);
  }
  for (const Case* source : cases) {
    if (!unmet.empty()) {
      CheckResult skip;
      skip.label = (kind != nullptr ? check.property + " of " : std::string()) + source->op + ", " +
                   references.case_label(*source);
      skip.status = Status::skipped;
      std::string names;
      for (const auto& id : unmet) names += (names.empty() ? "Task " : ", Task ") + id;
      skip.message = "not graded: it builds on " + names +
                     (options.only_tasks.empty() ? ", which must pass first; it costs you nothing here"
                                                 : ", not graded in this run");
      plan.skipped.push_back(std::move(skip));
      continue;
    }
    if (kind != nullptr) {
      plan.probes.push_back(plan_property(references, *source, check, *kind, probe_seed));
      plan.fresh_inputs = true;
    } else {
      Probe probe;
      probe.source = source;
      probe.check = &check;
      probe.label = source->op + ", " + references.case_label(*source);
      probe.requests.push_back(request_for(*source, check));
      plan.probes.push_back(std::move(probe));
    }
  }
}

// Every check of task `t` planned; a check no case can grade is skipped,
// named in the report's notes.
TaskPlan plan_task(const Manifest& manifest, const ReferenceSet& references, std::size_t t,
                   const std::map<std::string, bool>& task_passed, const GradeOptions& options, GradeReport& report) {
  const Task& task = manifest.tasks[t];
  TaskPlan plan;
  for (std::size_t c = 0; c < task.checks.size(); ++c) {
    const Check& check = task.checks[c];
    const std::string where =
        manifest.path.filename().string() + " tasks[" + std::to_string(t) + "].checks[" + std::to_string(c) + "]";
    const PropertyCheck* kind = nullptr;  // none: a reference check
    if (!check.property.empty()) {
      kind = find_property_check(check.property);
      if (kind == nullptr) {
        throw GraderError(ExitCode::manifest_error, where + ".property: unknown property \"" + check.property + "\"");
      }
    }
    std::string why_not;
    const auto cases = cases_of_check(references, check, kind, why_not);
    if (!why_not.empty()) {
      CheckResult skip;
      skip.label = (kind != nullptr ? check.property + " of " : std::string()) + check.op;
      skip.status = Status::skipped;
      skip.message = "not graded: " + why_not + " (" + where + "); the course must add one, it costs you nothing";
      plan.skipped.push_back(std::move(skip));
      report.notes.push_back("not graded, Task " + task.id + ": " + why_not + " (" + where + ")");
      ++plan.ungradable;
      continue;
    }
    plan_check(references, check, kind, cases, task_passed, options, report.probe_seed, plan);
  }
  return plan;
}

}  // namespace phases
}  // namespace grader
