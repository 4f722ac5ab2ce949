#include "grader/grading/engine.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <thread>
#include <tuple>

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

namespace grader {
namespace {

using Status = CheckResult::Status;
namespace fs = std::filesystem;

// One check of one case: the requests it needs and how to judge the answers.
struct Probe {
  std::string label;
  std::vector<HarnessRequest> requests;
  std::vector<HarnessOutcome> outcomes;
  const Case* source = nullptr;
  const Check* check = nullptr;
  const PropertyCheck* kind = nullptr;  // a property check's kind; none: a reference check
};

// A tensor's values in ascending order, whatever its shape or the order it holds them in.
std::vector<float> sorted_values(const Tensor& tensor) {
  std::vector<float> values = tensor.data;
  std::sort(values.begin(), values.end());
  return values;
}

// Whether a request of one probe carries as an input the stored answer of
// another: the same values, in any order and shape, within the answer's
// tolerance (a task whose step takes the previous step's reference output).
// In a process shared by a task's cases, the student's code can read every
// case's inputs; such a task's cases each run in a process of their own.
bool inputs_reveal_answers(const std::vector<Probe>& probes, const Manifest& manifest) {
  for (const Probe& answered : probes) {
    if (answered.kind != nullptr || answered.source == nullptr || answered.source->shape_only) continue;
    const Tolerance tolerance = answered.source->tolerance ? *answered.source->tolerance : manifest.tolerance;
    for (const auto& answer : answered.source->expected) {
      const std::vector<float> answer_values = sorted_values(answer.second);
      for (const Probe& other : probes) {
        if (&other == &answered) continue;
        for (const HarnessRequest& request : other.requests) {
          for (const auto& input : request.inputs) {
            if (input.second.size() != answer_values.size()) continue;
            const std::vector<float> input_values = sorted_values(input.second);
            bool same = true;
            for (std::size_t i = 0; i < input_values.size() && same; ++i) {
              same = close(answer_values[i], input_values[i], tolerance);
            }
            if (same) return true;
          }
        }
      }
    }
  }
  return false;
}

// Runs every request of a task's probes. With `together`, requests share
// harness processes (Harness::run_together) in rounds: round r holds the
// r-th request of every probe, so no process ever holds two requests of one
// probe. A property check judges a probe's answers against each other: in
// one process, the student's code could read the other request's inputs
// and answer to match them. Each round is cut into `jobs` runs of
// consecutive requests, one process each. Without `together`, each request
// has a process of its own.
void run_probes(std::vector<Probe>& probes, const Harness& harness, std::size_t jobs, bool together) {
  using Work = std::vector<std::pair<std::size_t, std::size_t>>;  // (probe, request)
  std::vector<Work> batches;
  std::size_t rounds = 0;
  for (auto& probe : probes) {
    probe.outcomes.resize(probe.requests.size());
    rounds = std::max(rounds, probe.requests.size());
  }
  for (std::size_t round = 0; round < rounds; ++round) {
    Work work;
    for (std::size_t p = 0; p < probes.size(); ++p) {
      if (round < probes[p].requests.size()) work.emplace_back(p, round);
    }
    if (!together) {
      for (const auto& item : work) batches.push_back({item});
      continue;
    }
    const std::size_t count = std::min(std::max<std::size_t>(1, jobs), work.size());
    for (std::size_t slice = 0; slice < count; ++slice) {
      batches.emplace_back(work.begin() + static_cast<std::ptrdiff_t>(work.size() * slice / count),
                           work.begin() + static_cast<std::ptrdiff_t>(work.size() * (slice + 1) / count));
    }
  }
  std::atomic<std::size_t> next{0};
  auto worker = [&] {
    for (std::size_t b = next++; b < batches.size(); b = next++) {
      const Work& batch = batches[b];
      if (harness.out_of_time()) {
        // The grade's time ran out: nothing more is run (a harness stops what is under way itself).
        for (const auto& [p, r] : batch) probes[p].outcomes[r] = harness.out_of_time_outcome(false);
        continue;
      }
      if (batch.size() == 1) {
        probes[batch[0].first].outcomes[batch[0].second] =
            harness.run(probes[batch[0].first].requests[batch[0].second]);
        continue;
      }
      std::vector<HarnessRequest> requests;
      for (const auto& [p, r] : batch) requests.push_back(probes[p].requests[r]);
      std::vector<HarnessOutcome> outcomes = harness.run_together(requests);
      for (std::size_t i = 0; i < batch.size(); ++i) {
        probes[batch[i].first].outcomes[batch[i].second] = std::move(outcomes[i]);
      }
    }
  };
  std::vector<std::thread> threads;
  const std::size_t count = std::max<std::size_t>(1, std::min(jobs, batches.size()));
  for (std::size_t t = 1; t < count; ++t) threads.emplace_back(worker);
  worker();
  for (auto& thread : threads) thread.join();
}

HarnessRequest request_for(const Case& source, const Check& check) {
  HarnessRequest request;
  request.op = source.op;
  request.params = source.params;
  for (const auto& item : check.params.items()) request.params[item.key()] = item.value();
  request.inputs = source.inputs;
  return request;
}

// What a check that reached a stub says: its NotImplemented message, quoted.
// (blame_stand_in_stubs finds a stand-in's checks by this very text.)
std::string not_implemented_text(const std::string& thrown) { return "not implemented yet (" + thrown + ")"; }

// The failure a harness outcome stands for, or empty when it answered.
// A crash or an exception names the student's line that caused it
// ("self_attention.cpp:57"), the innermost of the stack in their files.
bool outcome_failed(const Manifest& manifest, const HarnessOutcome& outcome, CheckResult& result) {
  using Kind = HarnessOutcome::Kind;
  if (outcome.kind == Kind::ok) return false;
  result.status = Status::failed;
  const std::string where = student_source_line(outcome.source_lines, manifest.sources);
  const std::string crashed = "your code crashed: ";
  if (outcome.kind == Kind::raised && outcome.error_kind == "not_implemented") {
    result.message = not_implemented_text(outcome.message);
  } else if (outcome.kind == Kind::raised && outcome.error_kind != "output_too_large") {
    result.message = "your code threw " + outcome.error_kind + (where.empty() ? "" : " at " + where) + ": " +
                     tidy_exception_message(outcome.message);
    result.hint = explain_exception(outcome.error_kind, outcome.message, where);
  } else if (outcome.kind == Kind::crashed && !where.empty() && outcome.message.rfind(crashed, 0) == 0) {
    result.message = "your code crashed at " + where + ": " + outcome.message.substr(crashed.size());
  } else {
    result.message = outcome.message;
  }
  result.program_output = outcome.program_output;
  return true;
}

const Tensor* find_output(const HarnessOutcome& outcome, const std::string& name, CheckResult& result) {
  auto it = outcome.outputs.find(name);
  if (it == outcome.outputs.end()) {
    result.status = Status::failed;
    result.message = "the harness returned no output named \"" + name + "\"";
    return nullptr;
  }
  return &it->second;
}

bool outputs_match(const TensorMap& wrong_outputs, const TensorMap& actual, const Tolerance& tol) {
  if (wrong_outputs.empty()) return false;
  for (const auto& [name, wrong] : wrong_outputs) {
    auto it = actual.find(name);
    if (it == actual.end() || !compare_tensors(name, wrong, it->second, tol, false, false).passed) return false;
  }
  return true;
}

// A case the reference refuses: passed when the student's code throws the
// kind it names (with its words), failed with a hint that says the inputs
// must be refused, however the code got past them.
CheckResult judge_expected_error(const Manifest& manifest, const Case& source, const HarnessOutcome& outcome,
                                 CheckResult result) {
  const auto& want = *source.expected_error;
  std::string needs;
  for (const auto& part : want.message_contains) needs += (needs.empty() ? "" : " and ") + ("\"" + part + "\"");
  const std::string kind = want.kind == "invalid_argument" ? "std::invalid_argument" : want.kind;
  const std::string wanted = want.kind + (needs.empty() ? "" : " with a message containing " + needs);
  if (outcome.kind == HarnessOutcome::Kind::raised && outcome.error_kind == want.kind) {
    for (const auto& part : want.message_contains) {
      if (outcome.message.find(part) == std::string::npos) {
        result.message = "expected " + wanted + "; your message was: " + outcome.message;
        return result;
      }
    }
    result.status = Status::passed;
    return result;
  }
  const std::string refused = "the reference refuses these inputs (" + inputs_in_words(source) + ") with " + kind;
  if (outcome.kind == HarnessOutcome::Kind::ok) {
    result.message = "expected " + wanted + ", but nothing was thrown";
    result.hint = refused + ", and your code returned a result for them: check the inputs first, and throw " + kind +
                  " when they do not fit";
  } else if (outcome_failed(manifest, outcome, result) && outcome.kind != HarnessOutcome::Kind::did_not_start &&
             outcome.kind != HarnessOutcome::Kind::out_of_time) {
    result.message = "expected " + wanted + "; instead " + result.message;
    result.hint =
        refusal_hint(outcome.kind == HarnessOutcome::Kind::raised, outcome.kind == HarnessOutcome::Kind::crashed,
                     outcome.error_kind, outcome.message, refused, kind);
  }
  result.status = Status::failed;
  return result;
}

CheckResult judge_reference(const Manifest& manifest, const ReferenceSet& set, const Probe& probe, Evidence& evidence) {
  const Case& source = *probe.source;
  CheckResult result;
  result.label = probe.label;
  const HarnessOutcome& outcome = probe.outcomes.front();
  if (source.expected_error) return judge_expected_error(manifest, source, outcome, std::move(result));
  if (outcome_failed(manifest, outcome, result)) {
    if (outcome.kind == HarnessOutcome::Kind::raised && outcome.error_kind == "invalid_argument") {
      result.hint = "these inputs are valid (" + inputs_in_words(source) +
                    ") and the reference computes a result for them: your "
                    "code rejects inputs it must accept";
    }
    return result;
  }
  const Tolerance tol = source.tolerance.value_or(manifest.tolerance);
  std::vector<std::string> problems;
  for (const auto& [name, expected] : source.expected) {
    const Tensor* actual = find_output(outcome, name, result);
    if (actual == nullptr) return result;
    const auto comparison = compare_tensors(name, expected, *actual, tol, source.shape_only, !set.hidden,
                                            labels_for(manifest, source.op, name, source.params));
    if (!comparison.passed) problems.push_back(comparison.message);
  }
  evidence.op = source.op;
  evidence.sizes = case_sizes(source.params, source.inputs);
  evidence.vocabulary = factor_vocabulary(source.params, source.inputs);
  if (problems.empty()) {
    result.status = Status::passed;
    evidence.passed = true;
    for (const auto& [id, outputs] : source.mistakes) {
      if (!outputs.empty() && !outputs_match(outputs, outcome.outputs, tol)) evidence.ruled_out.push_back(id);
    }
    return result;
  }
  result.status = Status::failed;
  for (const auto& problem : problems) result.message += (result.message.empty() ? "" : "\n") + problem;
  for (const auto& [id, outputs] : source.mistakes) {
    if (evidence.known_mistake.empty() && outputs_match(outputs, outcome.outputs, tol)) {
      evidence.known_mistake = id;
    } else if (!outputs.empty()) {
      evidence.ruled_out.push_back(id);
    }
  }
  diagnose_outputs(manifest, set, source, outcome.outputs, tol, evidence);
  if (!evidence.known_mistake.empty()) {
    result.hint = known_mistake_hint(manifest, evidence.known_mistake);
    result.hint_names_a_known_mistake = true;
  } else if (evidence.diagnosis) {
    result.hint = diagnosis_hint(manifest, source.op, *evidence.diagnosis, evidence.diagnosis->text);
  }
  result.program_output = outcome.program_output;
  return result;
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

// Property checks judge the student's outputs on fresh inputs against each
// other, never against a stored answer: no message can show an expected value.
CheckResult judge_property(const Manifest& manifest, const PropertyCheck& kind, const Probe& probe) {
  CheckResult result;
  result.label = probe.label;
  const Check& check = *probe.check;
  for (const auto& outcome : probe.outcomes) {
    if (outcome_failed(manifest, outcome, result)) return result;
  }
  PropertyRuns runs{manifest,
                    check,
                    *probe.source,
                    {},
                    Tolerance{std::max(manifest.tolerance.rtol, 1e-5), std::max(manifest.tolerance.atol, 1e-5)}};
  for (const auto& outcome : probe.outcomes) {
    const Tensor* output = find_output(outcome, check.output, result);
    if (output == nullptr) return result;
    runs.outputs.push_back(output);
  }
  result.status = Status::passed;
  kind.judge(runs, result);
  return result;
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

void score_task(const Task& task, TaskResult& result) {
  const std::size_t passed = result.count(Status::passed);
  const std::size_t counted = passed + result.count(Status::failed);
  if (counted == 0) {
    result.score = 0;
  } else if (task.scoring == Scoring::proportional) {
    result.score = task.points * static_cast<double>(passed) / static_cast<double>(counted);
  } else {
    result.score = passed == counted ? task.points : 0;
  }
}

// A request the course's adapter refused (an input or param its case does
// not carry, an op it does not have) is the course's slip, found before any
// student is judged on it: nobody is graded.
void refuse_course_faults(const Manifest& manifest, const ReferenceSet& references, const std::vector<Probe>& probes) {
  for (const auto& probe : probes) {
    for (const auto& outcome : probe.outcomes) {
      if (outcome.kind != HarnessOutcome::Kind::raised ||
          (outcome.error_kind != "bad_request" && outcome.error_kind != "unknown_op")) {
        continue;
      }
      throw GraderError(ExitCode::course_code_error,
                        "the course's adapter (assignments/" + manifest.assignment + "/src/adapter.cpp) refused " +
                            probe.source->op + ", " + references.case_label(*probe.source) + ": " +
                            safe_text(outcome.message) +
                            ". This is the course's fault, not the submission's: nobody is graded; the course "
                            "staff must make the adapter and the reference set agree (./grade ops lists what the "
                            "cases carry)");
    }
  }
}

}  // namespace

namespace {

// A task's checks as probes to run: planned, then run together.
struct TaskPlan {
  std::vector<Probe> probes;
  std::vector<CheckResult> skipped;
  std::size_t ungradable = 0;  // checks the reference set cannot decide: the course's to fix
  bool fresh_inputs = false;   // a property check draws fresh inputs
};

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

bool ran_out_of_time(const std::vector<Probe>& probes) {
  return std::any_of(probes.begin(), probes.end(), [](const Probe& probe) {
    return std::any_of(probe.outcomes.begin(), probe.outcomes.end(),
                       [](const HarnessOutcome& outcome) { return outcome.kind == HarnessOutcome::Kind::out_of_time; });
  });
}

// Where a case file is, as the student sees it: relative to the folder the
// grader runs in when it lies under it.
std::string shown_path(const fs::path& file) {
  std::error_code error;
  const fs::path here = fs::current_path(error);
  const fs::path absolute = fs::absolute(file, error).lexically_normal();
  if (!here.empty()) {
    const fs::path relative = absolute.lexically_relative(here);
    if (!relative.empty() && *relative.begin() != "..") return relative.string();
  }
  return absolute.string();
}

// The failed reference check with the fewest values (its inputs, expected
// and actual outputs; the first of equals) among those that ran and
// returned outputs; nullptr when none did.
const Probe* smallest_failing_probe(const std::vector<Probe>& probes, const std::vector<CheckResult>& checks) {
  const Probe* smallest = nullptr;
  std::size_t smallest_size = 0;
  for (std::size_t p = 0; p < probes.size() && p < checks.size(); ++p) {
    const Probe& probe = probes[p];
    if (probe.kind != nullptr || checks[p].status != Status::failed || probe.source->expected_error ||
        probe.source->shape_only || probe.requests.empty() || probe.outcomes.empty() ||
        probe.outcomes.front().kind != HarnessOutcome::Kind::ok) {
      continue;
    }
    const std::size_t size =
        whole_case_size(probe.requests.front().inputs, probe.source->expected, probe.outcomes.front().outputs);
    if (smallest == nullptr || size < smallest_size) {
      smallest = &probe;
      smallest_size = size;
    }
  }
  return smallest;
}

// A visible set's smallest failing reference case (fewest values in its
// inputs, expected and actual outputs; the first of equals), shown whole
// (issue 33 item 1): checks that ran and returned outputs only.
std::string smallest_failing_case(const Manifest& manifest, const ReferenceSet& references,
                                  const std::vector<Probe>& probes, const std::vector<CheckResult>& checks) {
  if (references.hidden) return "";
  const Probe* smallest = smallest_failing_probe(probes, checks);
  if (smallest == nullptr) return "";
  const Case& source = *smallest->source;
  WholeCase example;
  example.label = smallest->label;
  example.file = shown_path(references.directory / source.file);
  example.params = smallest->requests.front().params;
  example.inputs = &smallest->requests.front().inputs;
  example.expected = &source.expected;
  example.yours = &smallest->outcomes.front().outputs;
  example.tolerance = source.tolerance.value_or(manifest.tolerance);
  for (const auto& [name, tensor] : source.expected) {
    example.labels[name] = labels_for(manifest, source.op, name, example.params);
  }
  return render_whole_case(example);
}

// The error model's explanation of the task's failures (error_model.hpp): a
// rewrite of the course's solution that answers every reference case of the
// task as the student's code did, failing where it failed with its outputs
// and passing where it passed. Its sentence becomes the hint of every failed
// reference check, unless a check of the task names a mistake the course
// stored with its own words (hint_merging.hpp). Here, what the student's code did on each case.
void explain_by_error_model(const Manifest& manifest, const ReferenceSet& references, const std::vector<Probe>& probes,
                            std::vector<CheckResult>& checks) {
  if (!references.error_model) return;
  std::vector<CaseEvidence> evidence;
  std::vector<std::size_t> failed;
  for (std::size_t p = 0; p < probes.size() && p < checks.size(); ++p) {
    const Probe& probe = probes[p];
    if (probe.kind != nullptr || probe.source == nullptr || probe.outcomes.empty()) continue;
    const Case& source = *probe.source;
    if (source.expected_error || source.shape_only) continue;
    const HarnessOutcome& outcome = probe.outcomes.front();
    CaseEvidence one;
    one.case_key = error_model_key(source.op, source.name);
    one.passed = checks[p].status == Status::passed;
    one.tolerance = source.tolerance.value_or(manifest.tolerance);
    switch (outcome.kind) {
      case HarnessOutcome::Kind::ok:
        one.outputs = &outcome.outputs;
        one.expected = &source.expected;
        break;
      case HarnessOutcome::Kind::raised:
        one.error_kind = outcome.error_kind;
        break;
      case HarnessOutcome::Kind::crashed:
      case HarnessOutcome::Kind::timed_out:
        one.failed_to_answer = true;
        break;
      default:
        return;  // not run to the end: nothing to explain
    }
    if (!one.passed) failed.push_back(p);
    evidence.push_back(std::move(one));
  }
  hint_from_error_model(*references.error_model, evidence, failed, checks);
}

// The run probes judged into the task's checks, its hints and its score.
void judge_task(const Manifest& manifest, const ReferenceSet& references, const Task& task, TaskPlan& plan,
                const CodeScan& code, TaskResult& result) {
  std::vector<Evidence> evidence(plan.probes.size());
  for (std::size_t p = 0; p < plan.probes.size(); ++p) {
    const Probe& probe = plan.probes[p];
    result.checks.push_back(probe.kind != nullptr ? judge_property(manifest, *probe.kind, probe)
                                                  : judge_reference(manifest, references, probe, evidence[p]));
    // A hidden case is named in no message either (a registered property check may quote it).
    CheckResult& judged = result.checks.back();
    for (std::string* text : {&judged.message, &judged.hint}) *text = references.conceal_name(*text, *probe.source);
  }
  reconcile_hints(manifest, evidence, result.checks);
  explain_by_error_model(manifest, references, plan.probes, result.checks);
  merge_alike_hints(plan.probes.size(), result.checks);
  std::vector<bool> property;
  for (const Probe& probe : plan.probes) property.push_back(probe.kind != nullptr);
  scope_to_cases(property, result.checks);
  result.example = smallest_failing_case(manifest, references, plan.probes, result.checks);
  result.code_hints = code_hints_for(manifest, task, code, evidence, result.checks);
  for (auto& skip : plan.skipped) result.checks.push_back(std::move(skip));
  score_task(task, result);
  if (plan.ungradable > 0 && result.checks.size() == plan.ungradable) {
    // Nothing of this task can be graded with this set: it counts for nobody.
    result.max_score = 0;
    result.score = 0;
  }
}

// Which ops the course's solution is trusted for (shrink.hpp): those whose
// every stored case in the set graded it matches.
struct OracleTrust {
  const SolutionOracle* solution = nullptr;
  std::map<std::string, bool> trusted;  // op and check params -> the solution matches its stored cases

  bool trusts(const Manifest& manifest, const ReferenceSet& references, const Check& check) {
    const std::string& op = check.op;
    const std::string key = op + " " + check.params.dump();
    const auto known = trusted.find(key);
    if (known != trusted.end()) return known->second;
    std::vector<const Case*> cases;
    std::vector<HarnessRequest> requests;
    for (const Case& source : references.cases) {
      if (source.op != op || source.shape_only || source.expected_error) continue;
      cases.push_back(&source);
      requests.push_back(request_for(source, check));
    }
    const auto outcomes = solution->harness->run_together(requests);
    bool all = !requests.empty() && outcomes.size() == requests.size();
    for (std::size_t i = 0; all && i < outcomes.size(); ++i) {
      all = outcomes[i].kind == HarnessOutcome::Kind::ok &&
            !outputs_differ(cases[i]->expected, outcomes[i].outputs, cases[i]->tolerance.value_or(manifest.tolerance));
    }
    return trusted[key] = all;
  }
};

// Whether `outputs` (the solution's, on a made-up input) are its op's kind
// of answer: no NaN anywhere, and an infinity only in an output whose stored
// answer has one. A made-up input out of the op's domain (a row of weights
// summing to 0) makes the solution answer NaN, and a student's code NaN
// too: such a candidate shows nothing.
bool answer_of_the_kind_stored(const TensorMap& outputs, const TensorMap& stored) {
  for (const auto& [name, tensor] : outputs) {
    const auto kept = stored.find(name);
    const bool may_be_infinite = kept != stored.end() && std::any_of(kept->second.data.begin(), kept->second.data.end(),
                                                                     [](float v) { return std::isinf(v); });
    for (const float value : tensor.data) {
      if (std::isnan(value) || (std::isinf(value) && !may_be_infinite)) return false;
    }
  }
  return true;
}

// At most this many candidates (each run by the student's program and the
// solution) per shrunk example: a process each, a second or two in all.
constexpr std::size_t shrink_budget = 100;

// "expected output [1, 2, 2]; yours differs at 3 of 4 entries: [0, 0, 1], ...":
// a hidden case's shrunk example, its shapes and where it differs only.
std::string outline_of_hidden_example(const ShrunkCase& shrunk, const std::string& made_from) {
  std::ostringstream out;
  out << "Failing example made small (from " << made_from
      << "; expected: the course's solution; a hidden case, so its shapes only):\n";
  if (!shrunk.request.params.empty()) out << "  params: " << shrunk.request.params.dump() << "\n";
  for (const auto& [name, tensor] : shrunk.request.inputs) {
    out << "  input " << name << " " << format_shape(tensor.shape) << "\n";
  }
  constexpr std::size_t entries_shown = 8;
  for (const auto& [name, expected] : shrunk.expected) {
    out << "  expected " << name << " " << format_shape(expected.shape);
    const auto yours = shrunk.yours.find(name);
    if (yours == shrunk.yours.end()) {
      out << "; your code returned none\n";
      continue;
    }
    if (yours->second.shape != expected.shape) {
      out << "; yours " << format_shape(yours->second.shape) << "\n";
      continue;
    }
    std::vector<std::size_t> differ;
    for (std::size_t i = 0; i < expected.size(); ++i) {
      if (!close(expected.data[i], yours->second.data[i], shrunk.tolerance)) differ.push_back(i);
    }
    if (differ.empty()) {
      out << "; yours agrees\n";
      continue;
    }
    out << "; yours differs at " << differ.size() << " of " << expected.size() << " entries:";
    for (std::size_t i = 0; i < differ.size() && i < entries_shown; ++i) {
      out << (i ? ", " : " ") << format_index(unravel(differ[i], expected.shape), {});
    }
    out << (differ.size() > entries_shown ? ", ...\n" : "\n");
  }
  std::string text = out.str();
  text.pop_back();
  return text;
}

// The task's smallest failing case (by its values, any set) made smaller
// against the course's solution, shown whole for a visible set and as its
// shapes for a hidden one; "" without a trusted oracle or a case whose
// outputs differ.
std::string shrunk_example(const Manifest& manifest, const ReferenceSet& references, const std::vector<Probe>& probes,
                           const std::vector<CheckResult>& checks, OracleTrust& oracle) {
  const Probe* smallest = smallest_failing_probe(probes, checks);
  const Harness& solution = *oracle.solution->harness;
  const Harness& student = *oracle.solution->student;
  if (smallest == nullptr || student.out_of_time()) return "";
  const Case& source = *smallest->source;
  if (!oracle.trusts(manifest, references, *smallest->check)) return "";
  // The size rules: from every stored case of the op, in the set graded and in the course's others.
  std::vector<HarnessRequest> stored;
  std::vector<const ReferenceSet*> sets = {&references};
  for (const ReferenceSet& other : oracle.solution->sets) sets.push_back(&other);
  for (const ReferenceSet* set : sets) {
    for (const Case& other : set->cases) {
      if (other.op == source.op && !other.expected_error) stored.push_back(request_for(other, *smallest->check));
    }
  }
  const Tolerance tolerance = source.tolerance.value_or(manifest.tolerance);
  const RunBoth run_both = [&](const HarnessRequest& request) -> std::optional<std::pair<TensorMap, TensorMap>> {
    if (student.out_of_time()) return std::nullopt;
    HarnessOutcome expected = solution.run(request);
    if (expected.kind != HarnessOutcome::Kind::ok || !answer_of_the_kind_stored(expected.outputs, source.expected)) {
      return std::nullopt;
    }
    HarnessOutcome yours = student.run(request);
    if (yours.kind != HarnessOutcome::Kind::ok) return std::nullopt;
    return std::make_pair(std::move(expected.outputs), std::move(yours.outputs));
  };
  auto shrunk = shrink_failing_case(smallest->requests.front(), SizeRules(stored), run_both, tolerance, shrink_budget);
  if (!shrunk) return "";
  shrunk->tolerance = tolerance;
  const std::string made_from = references.conceal_name(smallest->label, source);
  if (references.hidden) return outline_of_hidden_example(*shrunk, made_from);
  WholeCase example;
  example.heading = "Failing example made small (from " + made_from + "; expected: the course's solution)";
  example.params = shrunk->request.params;
  example.inputs = &shrunk->request.inputs;
  example.expected = &shrunk->expected;
  example.yours = &shrunk->yours;
  example.tolerance = tolerance;
  for (const auto& [name, tensor] : shrunk->expected) {
    example.labels[name] = labels_for(manifest, source.op, name, example.params);
  }
  return render_whole_case(example);
}

// A task whose example may be made small, kept until every task is scored.
struct PendingExample {
  std::size_t task = 0;  // in the report's tasks
  std::vector<Probe> probes;
};

// The whole grade's examples made small get this many seconds, after the
// grade (its time limit and its harness untouched): the solution and the
// student's program each in harnesses of their own (SolutionOracle).
constexpr double shrink_seconds = 15;

void add_shrunk_examples(const Manifest& manifest, const ReferenceSet& references, const GradeOptions& options,
                         const std::vector<PendingExample>& pending, GradeReport& report) {
  if (pending.empty() || !options.oracle) return;
  OracleTrust oracle;
  oracle.solution = options.oracle();
  if (oracle.solution == nullptr || oracle.solution->harness == nullptr || oracle.solution->student == nullptr) return;
  const auto deadline = Harness::Clock::now() + std::chrono::duration_cast<Harness::Clock::duration>(
                                                    std::chrono::duration<double>(shrink_seconds));
  oracle.solution->harness->limit_time(deadline, shrink_seconds);
  oracle.solution->student->limit_time(deadline, shrink_seconds);
  for (const PendingExample& waiting : pending) {
    TaskResult& result = report.tasks.at(waiting.task);
    std::string shrunk = shrunk_example(manifest, references, waiting.probes, result.checks, oracle);
    if (!shrunk.empty()) result.example = std::move(shrunk);
  }
}

// A check that reached a stub standing in for a region that did not
// compile fails for that: the compiler's error, not "not implemented yet".
// The task's hints read from the code go too: the text they read does not compile.
void blame_stand_in_stubs(const GradeOptions& options, TaskResult& result) {
  for (auto& check : result.checks) {
    for (const auto& [thrown, why] : options.stand_in_stubs) {
      if (check.status != Status::failed || check.message != not_implemented_text(thrown)) continue;
      check.message = "your code does not compile: " + safe_text(why);
      check.hint.clear();
      result.code_hints.clear();
    }
  }
}

// The student's own lines, read (never run) once: known xtensor traps.
CodeScan scan_student_code(const Manifest& manifest, const GradeOptions& options) {
  CodeScan code;
  if (options.sources.empty()) return code;
  const auto headers = course_headers(manifest);
  std::vector<std::string> texts = headers;
  for (const auto& [file, text] : options.sources) texts.push_back(text);
  return scan_code(options.sources, tensor_type_ranks(texts), headers);
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
  harness.limit_time(start + std::chrono::duration_cast<Harness::Clock::duration>(
                                 std::chrono::duration<double>(manifest.grade_seconds)),
                     manifest.grade_seconds);
  const CodeScan code = scan_student_code(manifest, options);
  std::vector<PendingExample> pending;  // failed tasks, for add_shrunk_examples()
  std::size_t tasks_out_of_time = 0;    // not graded to the end: the time ran out first
  std::map<std::string, bool> task_passed;
  bool fresh_inputs_used = false;
  for (std::size_t t = 0; t < manifest.tasks.size(); ++t) {
    const Task& task = manifest.tasks[t];
    if (!selected(options, task.id)) continue;
    TaskResult result;
    result.id = task.id;
    result.name = task.name;
    result.max_score = task.points;
    bool out_of_time = false;
    if (auto blocked = not_run(manifest, task, options, harness, out_of_time)) {
      result.checks.push_back(std::move(*blocked));
      task_passed[task.id] = false;
      if (out_of_time) ++tasks_out_of_time;
      report.max_score += result.max_score;
      report.tasks.push_back(std::move(result));
      continue;
    }
    TaskPlan plan = plan_task(manifest, references, t, task_passed, options, report);
    fresh_inputs_used = fresh_inputs_used || plan.fresh_inputs;
    run_probes(plan.probes, harness, options.jobs, !inputs_reveal_answers(plan.probes, manifest));
    refuse_course_faults(manifest, references, plan.probes);
    if (ran_out_of_time(plan.probes)) ++tasks_out_of_time;
    judge_task(manifest, references, task, plan, code, result);
    blame_stand_in_stubs(options, result);
    // Only a task with a failed value check to start from: a stub that throws
    // "not implemented" (a fresh template) never builds the solution.
    if (options.oracle && !result.passed() && smallest_failing_probe(plan.probes, result.checks) != nullptr) {
      pending.push_back({report.tasks.size(), std::move(plan.probes)});
    }
    task_passed[task.id] = result.passed();
    report.score += result.score;
    report.max_score += result.max_score;
    report.tasks.push_back(std::move(result));
  }
  add_shrunk_examples(manifest, references, options, pending, report);
  if (tasks_out_of_time > 0) {
    report.notes.push_back(
        "the whole grade may take at most " + format_float(static_cast<float>(manifest.grade_seconds)) +
        " s (limits.grade_seconds of the manifest); that time ran out, and the " + std::to_string(tasks_out_of_time) +
        " task" + (tasks_out_of_time == 1 ? "" : "s") + " not graded by then scored 0");
  }
  if (fresh_inputs_used) {
    report.notes.push_back("property checks ran on fresh inputs drawn from seed " + std::to_string(report.probe_seed) +
                           " (--probe-seed " + std::to_string(report.probe_seed) + " draws the same)");
  }
  report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return report;
}

GradeReport report_for_build_failure(const Manifest& manifest, const ReferenceSet& references,
                                     const std::string& compiler_errors) {
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
