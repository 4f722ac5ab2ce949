#include "engine_phases.hpp"

namespace grader {
namespace phases {

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
  if (outcome.kind == Kind::raised && outcome.error_kind == harness_error::not_implemented) {
    result.message = not_implemented_text(outcome.message);
  } else if (outcome.kind == Kind::raised && outcome.error_kind != harness_error::output_too_large) {
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
    if (outcome.kind == HarnessOutcome::Kind::raised && outcome.error_kind == invalid_argument_kind) {
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

// The error model's explanation of the task's failures (error_model.hpp): a
// rewrite of the course's solution that answers every reference case of the
// task as the student's code did, failing where it failed with its outputs
// and passing where it passed. Its sentence becomes the hint of every failed
// reference check, unless a check of the task names a mistake the course
// stored with its own words (hint_merging.hpp). Here, what the student's code did on each case.
void explain_by_error_model(const Manifest& manifest, const ReferenceSet& references, const std::vector<Probe>& probes,
                            const CodeScan& code, std::vector<CheckResult>& checks) {
  if (!references.error_model) return;
  std::vector<CaseEvidence> evidence;
  std::vector<std::size_t> failed;
  for (std::size_t p = 0; p < probes.size() && p < checks.size(); ++p) {
    const Probe& probe = probes[p];
    if (probe.kind != nullptr || probe.source == nullptr || probe.outcomes.empty()) continue;
    const Case& source = *probe.source;
    const HarnessOutcome& outcome = probe.outcomes.front();
    CaseEvidence one;
    one.case_key = error_model_key(source.op, source.name);
    one.passed = checks[p].status == Status::passed;
    one.tolerance = source.tolerance.value_or(manifest.tolerance);
    one.shapes_only = source.shape_only;
    switch (outcome.kind) {
      case HarnessOutcome::Kind::ok:
        one.outputs = &outcome.outputs;
        one.expected = &source.expected;
        break;
      case HarnessOutcome::Kind::raised:
        one.error_kind = outcome.error_kind;
        one.error_message = outcome.message;
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
  hint_from_error_model(*references.error_model, evidence, failed, code, checks);
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
  explain_by_error_model(manifest, references, plan.probes, code, result.checks);
  settle_dot_fits(result.checks);
  merge_alike_hints(plan.probes.size(), result.checks);
  std::vector<bool> property;
  for (const Probe& probe : plan.probes) property.push_back(probe.kind != nullptr);
  scope_to_cases(property, result.checks);
  result.example = smallest_failing_case(manifest, references, plan.probes, result.checks);
  result.code_hints = code_hints_for(manifest, task, code, evidence, result.checks);
  for (auto& skip : plan.skipped) result.checks.push_back(std::move(skip));
  score_again(task, plan, result);
}

void score_again(const Task& task, const TaskPlan& plan, TaskResult& result) {
  score_task(task, result);
  if (plan.ungradable > 0 && result.checks.size() == plan.ungradable) {
    // Nothing of this task can be graded with this set: it counts for nobody.
    result.max_score = 0;
    result.score = 0;
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

}  // namespace phases
}  // namespace grader
