// Fresh inputs judged against the course's solution (issue 51 item 2): a
// stored case's pass counts only when the student's code also agrees with
// the solution on fresh inputs of the case's shapes and params, drawn per
// grade (a constructor's case, judged by shape and without inputs: on its
// size params times a drawn factor). A submission that answers the stored cases from a table (and fresh
// inputs with anything consistent: zeros, uniform rows, the input itself)
// passes every property check, which compares two runs of its own code; it
// fails here.
//
// What it costs (issue 48: a built submission graded in under 0.5 s): the
// student's fresh runs share the processes of the task's stored cases, and
// the solution answers the grade's fresh draws in two processes (the first
// task with fresh values, then the rest), on a thread of its own while the
// student's code runs. A draw counts only where the solution reproduces the
// stored case it is drawn from: no run of every stored case of an op first.
#include "engine_phases.hpp"

namespace grader {
namespace phases {

namespace {

// "\"output\" differs from the course's solution's at 12 of 24 entries", or
// "" when every output agrees (by shape alone with `shape_only`).
std::string disagreement(const TensorMap& expected, const TensorMap& yours, const Tolerance& tolerance,
                         bool shape_only) {
  for (const auto& [name, tensor] : expected) {
    const auto found = yours.find(name);
    if (found == yours.end()) return "\"" + name + "\" is missing";
    if (found->second.shape != tensor.shape) {
      return "\"" + name + "\" has shape " + format_shape(found->second.shape) + " where the course's solution's has " +
             format_shape(tensor.shape);
    }
    const Comparison comparison = compare_tensors(name, tensor, found->second, tolerance, shape_only, false);
    if (!comparison.passed) {
      return "\"" + name + "\" differs from the course's solution's at " + std::to_string(comparison.mismatches) +
             " of " + std::to_string(tensor.size()) + " entries";
    }
  }
  return "";
}

// A stored value probe whose case has a fresh draw (fresh_draw()).
bool may_draw(const Probe& probe) {
  return probe.kind == nullptr && probe.fresh_of == std::string::npos && probe.source != nullptr &&
         probe.check != nullptr && !probe.requests.empty() && !probe.source->expected_error;
}

// The probe of `stored`'s fresh draw.
Probe fresh_probe(const Probe& stored, std::size_t index, HarnessRequest request) {
  Probe probe;
  probe.label = stored.label;
  probe.source = stored.source;
  probe.check = stored.check;
  probe.fresh_of = index;
  probe.requests.push_back(std::move(request));
  return probe;
}

// Fails the stored case `stored` (probes[p]) for its fresh draw's answer
// `outcome` (to `draw`), unlike the solution's `expected`; returns false
// when they agree.
bool fails_on_fresh_inputs(const Manifest& manifest, const ReferenceSet& references, std::uint64_t seed,
                           const HarnessRequest& draw, const HarnessOutcome& outcome, const TensorMap& expected,
                           Probe& stored, CheckResult& check) {
  const Tolerance tolerance = stored.source->tolerance.value_or(manifest.tolerance);
  const bool sizes = stored.source->shape_only;  // its params made fresh, not its inputs
  std::string why;
  CheckResult failure;
  if (outcome_failed(manifest, outcome, failure)) {
    why = "it failed: " + failure.message;
  } else if (const std::string differs = disagreement(expected, outcome.outputs, tolerance, sizes); !differs.empty()) {
    why = "your " + differs;
  } else {
    return false;
  }
  check.status = Status::failed;
  const std::string fresh =
      sizes ? "with its sizes made fresh (params " + draw.params.dump() + ", drawn from seed " + std::to_string(seed) +
                  ") "
            : "on fresh inputs of its shapes and params (drawn from seed " + std::to_string(seed) + ") ";
  check.message =
      references.conceal_name("your code gives the stored answer to this case, but " + fresh + why, *stored.source);
  check.hint = sizes ? "your code is right on the stored cases only: for other sizes it disagrees with the course's "
                       "solution, so what it returns depends on the stored cases, not on the params it is given"
                     : "your code is right on the stored cases only: on new inputs of the same shapes and params it "
                       "disagrees with the course's solution, so what it returns depends on the stored values, not "
                       "on what the task computes";
  check.program_output = outcome.program_output;
  stored.failed_on_fresh_inputs = true;
  return true;
}

}  // namespace

namespace {

// fresh_draw() of a shape-only case without inputs: its whole-number params
// (not the check's own) each times one factor from 2 to 9.
std::optional<HarnessRequest> fresh_sizes(const Case& source, const Check& check, std::uint64_t seed) {
  if (!source.inputs.empty() || !source.params.is_object()) return std::nullopt;
  HarnessRequest request = request_for(source, check);
  const auto factor = static_cast<std::int64_t>(
      2 + mix(seed, "sizes against the solution/" + source.file + "/" + source.name + "/" + check.params.dump()) % 8);
  bool any = false;
  for (const auto& item : source.params.items()) {
    if (!item.value().is_number_integer() || item.value().get<std::int64_t>() <= 0 ||
        check.params.contains(item.key())) {
      continue;
    }
    request.params[item.key()] = item.value().get<std::int64_t>() * factor;
    any = true;
  }
  if (!any) return std::nullopt;
  return request;
}

}  // namespace

std::optional<HarnessRequest> fresh_draw(const Case& source, const Check& check, std::uint64_t seed) {
  if (source.expected_error) return std::nullopt;
  if (source.shape_only) return fresh_sizes(source, check, seed);
  HarnessRequest request = request_for(source, check);
  request.inputs = fresh_inputs(
      source.inputs, mix(seed, "against the solution/" + source.file + "/" + source.name + "/" + check.params.dump()));
  if (request.inputs == source.inputs) return std::nullopt;  // whole numbers only: nothing fresh to draw
  return request;
}

std::vector<std::vector<const Check*>> value_checks_from(const Manifest& manifest, const GradeOptions& options,
                                                         std::size_t first) {
  std::vector<std::vector<const Check*>> tasks;
  for (std::size_t t = first; t < manifest.tasks.size(); ++t) {
    if (!selected(options, manifest.tasks[t].id)) continue;
    tasks.emplace_back();
    for (const Check& check : manifest.tasks[t].checks) {
      if (check.property.empty()) tasks.back().push_back(&check);
    }
  }
  return tasks;
}

std::vector<Probe> plan_fresh_probes(const std::vector<Probe>& probes, std::uint64_t seed) {
  std::vector<Probe> fresh;
  std::map<const Check*, std::size_t> drawn;
  for (std::size_t p = 0; p < probes.size(); ++p) {
    if (!may_draw(probes[p]) || drawn[probes[p].check] >= fresh_draws_per_check) continue;
    if (auto request = fresh_draw(*probes[p].source, *probes[p].check, seed)) {
      fresh.push_back(fresh_probe(probes[p], p, std::move(*request)));
      ++drawn[probes[p].check];
    }
  }
  return fresh;
}

std::vector<Probe> run_with_fresh_probes(const Manifest& manifest, const Harness& harness, std::size_t jobs,
                                         std::uint64_t seed, bool draw, std::vector<Probe>& probes) {
  const bool together = !inputs_reveal_answers(probes, manifest);
  std::vector<Probe> fresh = draw ? plan_fresh_probes(probes, seed) : std::vector<Probe>{};
  const std::size_t stored = probes.size();
  for (Probe& probe : fresh) probes.push_back(std::move(probe));
  run_probes(probes, harness, jobs, together);
  fresh.assign(std::make_move_iterator(probes.begin() + static_cast<std::ptrdiff_t>(stored)),
               std::make_move_iterator(probes.end()));
  probes.erase(probes.begin() + static_cast<std::ptrdiff_t>(stored), probes.end());
  return fresh;
}

void LazyOracle::ask(Harness::Clock::time_point deadline, double seconds) {
  if (!asked && options_.oracle) {
    solution = options_.oracle();
    if (solution != nullptr && (solution->harness == nullptr || solution->student == nullptr)) solution = nullptr;
    if (solution != nullptr) solution->harness->limit_time(deadline, seconds);
    trust.solution = solution;
  }
  asked = true;
}

namespace {

// Each check's first fresh_draws_per_check cases with a fresh draw: those
// whose fresh runs share the stored ones' processes (plan_fresh_probes()).
std::vector<FreshKey> first_draws(const ReferenceSet& references, const std::vector<const Check*>& checks,
                                  std::uint64_t seed) {
  std::vector<FreshKey> keys;
  for (const Check* check : checks) {
    std::string why_not;
    std::size_t drawn = 0;
    for (const Case* source : cases_of_check(references, *check, nullptr, why_not)) {
      if (drawn < fresh_draws_per_check && fresh_draw(*source, *check, seed)) {
        keys.emplace_back(source, check);
        ++drawn;
      }
    }
  }
  return keys;
}

}  // namespace

void LazyOracle::start(const Manifest& manifest, const ReferenceSet& references,
                       const std::vector<std::vector<const Check*>>& tasks, std::uint64_t seed,
                       Harness::Clock::time_point deadline, double seconds) {
  if (first_.valid() || asked || !options_.oracle) return;
  // The first run: up to the first task with a fresh draw (its judging waits for it); the second: the rest.
  std::vector<const Check*> first;
  std::vector<const Check*> later;
  for (const auto& checks : tasks) {
    const bool before = later.empty() && first_draws(references, first, seed).empty();
    (before ? first : later).insert((before ? first : later).end(), checks.begin(), checks.end());
  }
  first_checks_.insert(first.begin(), first.end());
  first_ =
      std::async(std::launch::async, [this, &manifest, &references, first = std::move(first), seed, deadline, seconds] {
        ask(deadline, seconds);
        if (solution != nullptr) answer(manifest, first_draws(references, first, seed), seed);
      }).share();
  later_ = std::async(std::launch::async, [this, &manifest, &references, later = std::move(later), seed,
                                           asked_first = first_] {
             asked_first.wait();
             if (solution != nullptr) answer(manifest, first_draws(references, later, seed), seed);
           }).share();
}

void LazyOracle::wait_for(const Check* check) {
  if (first_.valid()) first_.get();
  if (first_checks_.count(check) == 0 && later_.valid()) later_.get();
}

void LazyOracle::wait() {
  if (first_.valid()) first_.get();
  if (later_.valid()) later_.get();
}

const SolutionOracle* LazyOracle::get(Harness::Clock::time_point deadline, double seconds) {
  wait();
  ask(deadline, seconds);
  return solution;
}

// One run of the solution, in its own sandbox, for all `keys`: each case
// stored, then its fresh draw. A draw has an answer where the solution
// reproduces the stored case it is drawn from (the same shapes and params)
// and answers the draw with an answer of the kind stored (no NaN: the draw
// left the op's domain).
void LazyOracle::answer(const Manifest& manifest, const std::vector<FreshKey>& keys, std::uint64_t seed) {
  std::vector<HarnessRequest> requests;
  for (const auto& [source, check] : keys) {
    requests.push_back(request_for(*source, *check));
    requests.push_back(*fresh_draw(*source, *check, seed));
  }
  if (requests.empty()) return;
  const std::vector<HarnessOutcome> outcomes = solution->harness->run_together(requests);
  const std::lock_guard<std::mutex> recording(mutex_);
  for (std::size_t k = 0; k < keys.size(); ++k) {
    drawn_.insert(keys[k]);
    if (2 * k + 1 >= outcomes.size()) continue;
    const Case& source = *keys[k].first;
    const HarnessOutcome& stored = outcomes[2 * k];
    const HarnessOutcome& fresh = outcomes[2 * k + 1];
    // A shape-only case stores shapes and no values: outputs_differ() compares its shapes alone.
    if (stored.kind == HarnessOutcome::Kind::ok && fresh.kind == HarnessOutcome::Kind::ok &&
        !outputs_differ(source.expected, stored.outputs, source.tolerance.value_or(manifest.tolerance)) &&
        answer_of_the_kind_stored(fresh.outputs, source.expected)) {
      answers_[keys[k]] = fresh.outputs;
    }
  }
}

namespace {

// Whether probes[p] is a stored value case the student's code passed.
bool passed_value(const std::vector<Probe>& probes, const TaskResult& result, std::size_t p) {
  return p < result.checks.size() && may_draw(probes[p]) && result.checks[p].status == Status::passed;
}

// The stored probes whose fresh draws are judged: per check, the first it
// passed that the solution answered fresh; cases past those drawn with the
// stored runs (the first ones failed) are asked of the solution now, in one
// more run.
std::vector<std::size_t> draws_to_judge(const Manifest& manifest, std::uint64_t seed, LazyOracle& oracle,
                                        const std::vector<Probe>& probes, const TaskResult& result) {
  std::vector<FreshKey> more;
  const auto choose = [&](bool ask_more) {
    std::vector<std::size_t> picked;
    std::map<const Check*, std::size_t> chosen;
    for (std::size_t p = 0; p < probes.size(); ++p) {
      const FreshKey key{probes[p].source, probes[p].check};
      if (!passed_value(probes, result, p) || chosen[key.second] >= fresh_draws_per_check ||
          !fresh_draw(*key.first, *key.second, seed)) {
        continue;
      }
      if (ask_more && !oracle.drawn(key)) more.push_back(key);
      if (oracle.answer(key) == nullptr) continue;
      ++chosen[key.second];
      picked.push_back(p);
    }
    return picked;
  };
  std::vector<std::size_t> picked = choose(true);
  if (!more.empty() && oracle.solution != nullptr) {
    oracle.answer(manifest, more, seed);
    picked = choose(false);
  }
  return picked;
}

// Every other case a check failed on fresh inputs passed is not earned
// either (`failed`: the check -> the label of its case whose fresh inputs failed).
void fail_other_cases(const std::map<const Check*, std::string>& failed, std::vector<Probe>& probes,
                      TaskResult& result) {
  for (std::size_t p = 0; p < probes.size() && p < result.checks.size(); ++p) {
    const auto check = failed.find(probes[p].check);
    if (probes[p].kind != nullptr || check == failed.end() || result.checks[p].status != Status::passed) continue;
    result.checks[p].status = Status::failed;
    result.checks[p].message = "not counted: on fresh inputs of another case of this check (" + check->second +
                               "), your code's answer differs from the course's solution";
    probes[p].failed_on_fresh_inputs = true;
  }
}

}  // namespace

std::size_t judge_fresh_values(const Manifest& manifest, const ReferenceSet& references, const Harness& harness,
                               std::size_t jobs, std::uint64_t seed, LazyOracle& oracle, std::vector<Probe>& probes,
                               std::vector<Probe>& fresh, TaskResult& result) {
  bool any = false;
  for (std::size_t p = 0; p < probes.size() && !any; ++p) {
    any = passed_value(probes, result, p) && fresh_draw(*probes[p].source, *probes[p].check, seed).has_value();
  }
  if (!any) return 0;
  for (const Probe& probe : probes) {
    if (probe.kind == nullptr) oracle.wait_for(probe.check);
  }
  std::map<std::size_t, std::size_t> ran;  // stored probe -> its fresh probe, run with the stored ones
  for (std::size_t f = 0; f < fresh.size(); ++f) ran[fresh[f].fresh_of] = f;
  std::vector<Probe> judged;
  std::vector<Probe> to_run;  // drawn now: a case after the first cases of its check
  for (const std::size_t p : draws_to_judge(manifest, seed, oracle, probes, result)) {
    const auto found = ran.find(p);
    if (found != ran.end()) {
      judged.push_back(std::move(fresh[found->second]));
    } else {
      to_run.push_back(fresh_probe(probes[p], p, *fresh_draw(*probes[p].source, *probes[p].check, seed)));
    }
  }
  if (!to_run.empty()) {
    // In the grade's harness and its time; fresh inputs reveal no stored answer: shared processes.
    run_probes(to_run, harness, jobs, true);
    for (Probe& probe : to_run) judged.push_back(std::move(probe));
    std::stable_sort(judged.begin(), judged.end(),
                     [](const Probe& a, const Probe& b) { return a.fresh_of < b.fresh_of; });
  }
  std::size_t count = 0;
  std::map<const Check*, std::string> failed;  // check -> the label of its case whose fresh inputs failed
  for (const Probe& draw : judged) {
    // Not run to the end (the grade's time ran out, the program did not start): nothing judged.
    if (draw.outcomes.empty()) continue;
    const HarnessOutcome& outcome = draw.outcomes.front();
    if (outcome.kind == HarnessOutcome::Kind::out_of_time || outcome.kind == HarnessOutcome::Kind::did_not_start) {
      continue;
    }
    ++count;
    Probe& stored = probes[draw.fresh_of];
    CheckResult& check = result.checks[draw.fresh_of];
    if (fails_on_fresh_inputs(manifest, references, seed, draw.requests.front(), outcome,
                              *oracle.answer({draw.source, draw.check}), stored, check)) {
      failed.emplace(stored.check, check.label);
    }
  }
  fail_other_cases(failed, probes, result);
  return count;
}

}  // namespace phases
}  // namespace grader
