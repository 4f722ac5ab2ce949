// Fresh inputs judged against the course's solution (issue 51 item 2): a
// stored case's pass counts only when the student's code also agrees with
// the solution on fresh inputs of the case's shapes and params, drawn per
// grade. A submission that answers the stored cases from a table (and fresh
// inputs with anything consistent: zeros, uniform rows, the input itself)
// passes every property check, which compares two runs of its own code; it
// fails here.
#include "engine_phases.hpp"

namespace grader {
namespace phases {

namespace {

// One fresh draw: a passed stored case's probe, its fresh request, and the
// solution's answer to it.
struct Draw {
  std::size_t probe = 0;  // in the task's probes
  HarnessRequest request;
  TensorMap expected;
};

// "\"output\" differs from the course's solution's at 12 of 24 entries", or
// "" when every output agrees.
std::string disagreement(const TensorMap& expected, const TensorMap& yours, const Tolerance& tolerance) {
  for (const auto& [name, tensor] : expected) {
    const auto found = yours.find(name);
    if (found == yours.end()) return "\"" + name + "\" is missing";
    if (found->second.shape != tensor.shape) {
      return "\"" + name + "\" has shape " + format_shape(found->second.shape) + " where the course's solution's has " +
             format_shape(tensor.shape);
    }
    const Comparison comparison = compare_tensors(name, tensor, found->second, tolerance, false, false);
    if (!comparison.passed) {
      return "\"" + name + "\" differs from the course's solution's at " + std::to_string(comparison.mismatches) +
             " of " + std::to_string(tensor.size()) + " entries";
    }
  }
  return "";
}

}  // namespace

std::size_t judge_fresh_values(const Manifest& manifest, const ReferenceSet& references, const Harness& harness,
                               std::size_t jobs, std::uint64_t seed, OracleTrust& trust, std::vector<Probe>& probes,
                               TaskResult& result) {
  // The draws: per reference check, the first cases it passed whose inputs fresh values change.
  std::vector<Draw> draws;
  std::map<const Check*, std::size_t> drawn;
  std::vector<const Check*> undecided;  // checks whose op the solution is not yet known to be trusted for
  for (std::size_t p = 0; p < probes.size() && p < result.checks.size(); ++p) {
    const Probe& probe = probes[p];
    if (probe.kind != nullptr || probe.source == nullptr || probe.check == nullptr || probe.requests.empty() ||
        probe.source->expected_error || probe.source->shape_only || result.checks[p].status != Status::passed) {
      continue;
    }
    if (drawn[probe.check] >= fresh_draws_per_check) continue;
    const Case& source = *probe.source;
    Draw draw;
    draw.probe = p;
    draw.request = probe.requests.front();
    draw.request.inputs = fresh_inputs(source.inputs, mix(seed, "against the solution/" + source.file + "/" +
                                                                    source.name + "/" + probe.check->params.dump()));
    if (draw.request.inputs == source.inputs) continue;  // whole numbers only: nothing fresh to draw
    const auto known = trust.trusted.find(OracleTrust::key_of(*probe.check));
    if (known != trust.trusted.end() && !known->second) continue;
    if (known == trust.trusted.end() && std::none_of(undecided.begin(), undecided.end(), [&](const Check* check) {
          return OracleTrust::key_of(*check) == OracleTrust::key_of(*probe.check);
        })) {
      undecided.push_back(probe.check);
    }
    ++drawn[probe.check];
    draws.push_back(std::move(draw));
  }
  if (draws.empty()) return 0;
  // One run of the solution, in its own sandbox: the stored cases that decide
  // whether it is trusted for each op not yet decided, then the draws.
  std::vector<HarnessRequest> requests;
  std::vector<std::vector<const Case*>> deciding;
  for (const Check* check : undecided) {
    deciding.push_back(OracleTrust::cases_deciding(references, *check));
    for (const Case* source : deciding.back()) requests.push_back(request_for(*source, *check));
  }
  const std::size_t first_draw = requests.size();
  for (const Draw& draw : draws) requests.push_back(draw.request);
  const std::vector<HarnessOutcome> outcomes = trust.solution->harness->run_together(requests);
  std::size_t next = 0;
  for (std::size_t u = 0; u < undecided.size(); ++u) {
    const std::size_t count = deciding[u].size();
    const std::vector<HarnessOutcome> decided(
        outcomes.begin() + static_cast<std::ptrdiff_t>(std::min(next, outcomes.size())),
        outcomes.begin() + static_cast<std::ptrdiff_t>(std::min(next + count, outcomes.size())));
    trust.decide(manifest, *undecided[u], deciding[u], decided);
    next += count;
  }
  // A draw out of the op's domain (a NaN answer), or of an op the solution is not trusted for, is dropped.
  std::vector<HarnessOutcome> solved(
      outcomes.begin() + static_cast<std::ptrdiff_t>(std::min(first_draw, outcomes.size())), outcomes.end());
  for (std::size_t d = 0; d < draws.size() && d < solved.size(); ++d) {
    if (!trust.trusted[OracleTrust::key_of(*probes[draws[d].probe].check)])
      solved[d].kind = HarnessOutcome::Kind::crashed;
  }
  std::vector<Probe> fresh;
  std::vector<Draw> kept;
  for (std::size_t d = 0; d < draws.size() && d < solved.size(); ++d) {
    const Probe& stored = probes[draws[d].probe];
    if (solved[d].kind != HarnessOutcome::Kind::ok ||
        !answer_of_the_kind_stored(solved[d].outputs, stored.source->expected)) {
      continue;
    }
    Probe probe;
    probe.label = stored.label;
    probe.source = stored.source;
    probe.check = stored.check;
    probe.requests.push_back(draws[d].request);
    fresh.push_back(std::move(probe));
    draws[d].expected = solved[d].outputs;
    kept.push_back(std::move(draws[d]));
  }
  if (fresh.empty()) return 0;
  // The student's answers, in the grade's harness and its time.
  run_probes(fresh, harness, jobs, true);
  std::size_t judged = 0;
  std::map<const Check*, std::string> failed_checks;  // check -> the label of its case whose fresh inputs failed
  for (std::size_t d = 0; d < kept.size(); ++d) {
    const HarnessOutcome& outcome = fresh[d].outcomes.front();
    // Not run to the end (the grade's time ran out, the program did not start): nothing judged.
    if (outcome.kind == HarnessOutcome::Kind::out_of_time || outcome.kind == HarnessOutcome::Kind::did_not_start) {
      continue;
    }
    ++judged;
    Probe& stored = probes[kept[d].probe];
    const Tolerance tolerance = stored.source->tolerance.value_or(manifest.tolerance);
    std::string why;
    CheckResult failure;
    if (outcome_failed(manifest, outcome, failure)) {
      why = "it failed: " + failure.message;
    } else if (const std::string differs = disagreement(kept[d].expected, outcome.outputs, tolerance);
               !differs.empty()) {
      why = "your " + differs;
    } else {
      continue;
    }
    CheckResult& check = result.checks[kept[d].probe];
    check.status = Status::failed;
    check.message = references.conceal_name(
        "your code gives the stored answer to this case, but on fresh inputs of its shapes and params (drawn from "
        "seed " +
            std::to_string(seed) + ") " + why,
        *stored.source);
    check.hint =
        "your code is right on the stored cases only: on new inputs of the same shapes and params it disagrees with "
        "the course's solution, so what it returns depends on the stored values, not on what the task computes";
    check.program_output = outcome.program_output;
    stored.failed_on_fresh_inputs = true;
    failed_checks.emplace(stored.check, check.label);
  }
  // Every other case a failed check passed is not earned either.
  for (std::size_t p = 0; p < probes.size() && p < result.checks.size(); ++p) {
    const auto failed = failed_checks.find(probes[p].check);
    if (probes[p].kind != nullptr || failed == failed_checks.end() || result.checks[p].status != Status::passed) {
      continue;
    }
    result.checks[p].status = Status::failed;
    result.checks[p].message = "not counted: on fresh inputs of another case of this check (" + failed->second +
                               "), your code's answer differs from the course's solution";
    probes[p].failed_on_fresh_inputs = true;
  }
  return judged;
}

}  // namespace phases
}  // namespace grader
