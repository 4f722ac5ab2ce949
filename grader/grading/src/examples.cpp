#include "engine_phases.hpp"

namespace grader {
namespace phases {

// At most this many candidates (each run by the student's program and the
// solution) per shrunk example: a process each, a second or two in all.
constexpr std::size_t shrink_budget = 100;

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
    if (probe.kind != nullptr || probe.failed_on_fresh_inputs || checks[p].status != Status::failed ||
        probe.source->expected_error || probe.source->shape_only || probe.requests.empty() || probe.outcomes.empty() ||
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

// "expected output [1, 2, 2]; yours differs at 3 of 4 entries": a hidden
// case's shrunk example, its shapes and how many entries differ only (issue
// 51 item 3): never where, which would tell a submission that answers with
// a guess which hidden entries its guess missed.
std::string outline_of_hidden_example(const ShrunkCase& shrunk, const std::string& made_from) {
  std::ostringstream out;
  out << "Failing example made small (from " << made_from
      << "; expected: the course's solution; a hidden case, so its shapes only):\n";
  if (!shrunk.request.params.empty()) out << "  params: " << shrunk.request.params.dump() << "\n";
  for (const auto& [name, tensor] : shrunk.request.inputs) {
    out << "  input " << name << " " << format_shape(tensor.shape) << "\n";
  }
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
    std::size_t differ = 0;
    for (std::size_t i = 0; i < expected.size(); ++i) {
      if (!close(expected.data[i], yours->second.data[i], shrunk.tolerance)) ++differ;
    }
    if (differ == 0) {
      out << "; yours agrees\n";
    } else {
      out << "; yours differs at " << differ << " of " << expected.size() << " entries\n";
    }
  }
  std::string text = out.str();
  text.pop_back();
  return text;
}

// What the report says when a failing case could not be made small (issue
// 51 item 3): no candidate smaller or simpler than the case still failed,
// or the case itself, run again beside the solution, no longer did. Never
// the case itself dressed as an example: for a hidden case that would be
// the hidden case's outline, learnt from the student's own answers.
std::string not_made_small(const std::string& made_from, const std::optional<ShrunkCase>& shrunk) {
  if (!shrunk) {
    return "Failing example not made small (from " + made_from +
           "): run again beside the course's solution, your code's answer to it did not differ from the "
           "solution's, or one of the two gave none";
  }
  const std::size_t candidates = shrunk->tried - 1;  // the case itself was the first run
  if (candidates == 0) {
    return "Failing example not made small (from " + made_from +
           "): your code and the course's solution disagree on it, and no smaller or simpler input is left to try";
  }
  return "Failing example not made small (from " + made_from +
         "): your code and the course's solution disagree on it, but on none of the " + std::to_string(candidates) +
         " smaller or simpler input" + (candidates == 1 ? "" : "s") +
         " tried: your code fails only at the case's own sizes and values";
}

// The task's smallest failing case (by its values, any set) made smaller
// against the course's solution, shown whole for a visible set and as its
// shapes for a hidden one; not_made_small()'s words where it could not be;
// "" without a trusted oracle, or when the time ran out first.
std::string shrunk_example(const Manifest& manifest, const ReferenceSet& references, const std::vector<Probe>& probes,
                           const std::vector<CheckResult>& checks, const std::string& stored_example,
                           OracleTrust& oracle) {
  const Probe* smallest = smallest_failing_probe(probes, checks);
  const Harness& solution = *oracle.solution->harness;
  const Harness& student = *oracle.solution->student;
  if (smallest == nullptr || student.out_of_time()) return "";
  const Case& source = *smallest->source;
  if (!oracle.trusts(manifest, references, *smallest->check)) return "";
  // The size rules: from every stored case of the op, in the set graded and in the course's others.
  std::vector<HarnessRequest> stored;
  std::vector<const ReferenceSet*> sets = {&references};
  const bool to_load = oracle.solution->sets.empty() && oracle.solution->load_sets;
  for (const ReferenceSet& other : to_load ? oracle.solution->load_sets() : oracle.solution->sets) {
    sets.push_back(&other);
  }
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
  const HarnessRequest& start = smallest->requests.front();
  auto shrunk = shrink_failing_case(start, SizeRules(stored), run_both, tolerance, shrink_budget);
  const std::string made_from = references.conceal_name(smallest->label, source);
  if (!shrunk || (shrunk->request.params == start.params && shrunk->request.inputs == start.inputs)) {
    // Out of time: nothing was decided, and the stored example (a visible set's) stays.
    if (student.out_of_time()) return "";
    const std::string refusal = not_made_small(made_from, shrunk);
    // A visible set's case is the student's already: shown whole above the refusal.
    return references.hidden || stored_example.empty() ? refusal : stored_example + "\n" + refusal;
  }
  shrunk->tolerance = tolerance;
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

// The whole grade's examples made small get this many seconds, after the
// grade (its time limit and its harness untouched): the solution and the
// student's program each in harnesses of their own (SolutionOracle).
constexpr double shrink_seconds = 15;

void add_shrunk_examples(const Manifest& manifest, const ReferenceSet& references, LazyOracle& oracle,
                         const std::vector<PendingExample>& pending, GradeReport& report) {
  if (pending.empty()) return;
  const auto deadline = Harness::Clock::now() + std::chrono::duration_cast<Harness::Clock::duration>(
                                                    std::chrono::duration<double>(shrink_seconds));
  const SolutionOracle* solution = oracle.get(deadline, shrink_seconds);
  if (solution == nullptr) return;
  solution->harness->limit_time(deadline, shrink_seconds);
  solution->student->limit_time(deadline, shrink_seconds);
  for (const PendingExample& waiting : pending) {
    TaskResult& result = report.tasks.at(waiting.task);
    std::string shrunk =
        shrunk_example(manifest, references, waiting.probes, result.checks, result.example, oracle.trust);
    if (!shrunk.empty()) result.example = std::move(shrunk);
  }
}

}  // namespace phases
}  // namespace grader
