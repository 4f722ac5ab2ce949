#include "engine_phases.hpp"
#include "grader/support/parallel.hpp"

namespace grader {
namespace phases {

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
// consecutive requests, one process each (`jobs`, or fewer when the round has
// fewer requests of the task's own). Without `together`, each request has a
// process of its own, shared only by the fresh draw of its case (a probe
// whose Probe::fresh_of is its probe): fresh values reveal no stored answer.
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
      std::map<std::size_t, std::size_t> alone;  // probe -> its batch in this round
      for (const auto& item : work) {
        const std::size_t of = probes[item.first].fresh_of;
        const auto stored = of == std::string::npos ? alone.end() : alone.find(of);
        if (stored != alone.end()) {
          batches[stored->second].push_back(item);
          continue;
        }
        alone[item.first] = batches.size();
        batches.push_back({item});
      }
      continue;
    }
    // As many processes as the task's own requests take: fresh draws (Probe::fresh_of) add none.
    const auto own = static_cast<std::size_t>(std::count_if(
        work.begin(), work.end(), [&](const auto& item) { return probes[item.first].fresh_of == std::string::npos; }));
    const std::size_t count = std::min(std::max<std::size_t>(1, jobs), std::max<std::size_t>(1, own));
    for (std::size_t slice = 0; slice < count; ++slice) {
      batches.emplace_back(work.begin() + static_cast<std::ptrdiff_t>(work.size() * slice / count),
                           work.begin() + static_cast<std::ptrdiff_t>(work.size() * (slice + 1) / count));
    }
  }
  for_each_index(batches.size(), jobs, [&](std::size_t b) {
    const Work& batch = batches[b];
    if (harness.out_of_time()) {
      // The grade's time ran out: nothing more is run (a harness stops what is under way itself).
      for (const auto& [p, r] : batch) probes[p].outcomes[r] = harness.out_of_time_outcome(false);
      return;
    }
    if (batch.size() == 1) {
      probes[batch[0].first].outcomes[batch[0].second] = harness.run(probes[batch[0].first].requests[batch[0].second]);
      return;
    }
    std::vector<HarnessRequest> requests;
    for (const auto& [p, r] : batch) requests.push_back(probes[p].requests[r]);
    std::vector<HarnessOutcome> outcomes = harness.run_together(requests);
    for (std::size_t i = 0; i < batch.size(); ++i) {
      probes[batch[i].first].outcomes[batch[i].second] = std::move(outcomes[i]);
    }
  });
}

// A request the course's adapter refused (an input or param its case does
// not carry, an op it does not have) is the course's slip, found before any
// student is judged on it: nobody is graded.
void refuse_course_faults(const Manifest& manifest, const ReferenceSet& references, const std::vector<Probe>& probes) {
  for (const auto& probe : probes) {
    for (const auto& outcome : probe.outcomes) {
      if (outcome.kind != HarnessOutcome::Kind::raised || !is_adapter_refusal(outcome.error_kind)) {
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

bool ran_out_of_time(const std::vector<Probe>& probes) {
  return std::any_of(probes.begin(), probes.end(), [](const Probe& probe) {
    return std::any_of(probe.outcomes.begin(), probe.outcomes.end(),
                       [](const HarnessOutcome& outcome) { return outcome.kind == HarnessOutcome::Kind::out_of_time; });
  });
}

}  // namespace phases
}  // namespace grader
