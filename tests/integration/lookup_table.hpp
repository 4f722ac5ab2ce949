#pragma once
// Harnesses of the fresh values' tests (issue 51 item 2, grading_test.cpp):
// the lookup table attack, and a harness that counts the processes of
// another.
#include <algorithm>
#include <atomic>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "grader/assessment/reference_set.hpp"
#include "grader/execution/harness_client.hpp"

namespace test_support {

// The attack of issue 51 item 2: a submission that implements no attention.
// It answers every stored case of `tables` (the public set, and the hidden
// one the framework publishes) from a table of their answers, and fresh
// inputs with trivial answers that every property holds for: zeros, uniform
// probabilities (in training mode, every other one dropped and the rest
// scaled by 1 / (1 - p)), a mask's input unchanged. The stored cases of
// `wrong` get the trivial answers too (a table that gives up the first cases
// of each check, which fresh inputs are drawn from first). In process: what
// it answers is all the grader sees of a compiled table.
class LookupTable : public grader::Harness {
 public:
  explicit LookupTable(std::vector<const grader::ReferenceSet*> tables, std::set<const grader::Case*> wrong = {})
      : tables_(std::move(tables)), wrong_(std::move(wrong)) {}

  grader::HarnessOutcome run(const grader::HarnessRequest& request) const override {
    grader::HarnessOutcome outcome;
    const grader::Case* like = nullptr;  // a stored case of the op with the request's input shapes
    for (const grader::ReferenceSet* set : tables_) {
      for (const auto& stored : set->cases) {
        if (stored.op != request.op || stored.inputs.size() != request.inputs.size()) continue;
        bool same_params = true;
        for (const auto& item : stored.params.items()) {
          same_params =
              same_params && request.params.contains(item.key()) && request.params[item.key()] == item.value();
        }
        if (stored.inputs == request.inputs && same_params && wrong_.count(&stored) == 0) return answer(stored);
        bool shaped = true;
        for (const auto& [name, tensor] : stored.inputs) {
          const auto found = request.inputs.find(name);
          shaped = shaped && found != request.inputs.end() && found->second.shape == tensor.shape;
        }
        if (shaped && !stored.expected_error && like == nullptr) like = &stored;
      }
    }
    if (like == nullptr) return outcome;  // crashed: never asked in these tests
    outcome.kind = grader::HarnessOutcome::Kind::ok;
    const bool training = request.params.value("train", false);
    const double p = request.params.value("dropout", 0.0);
    for (const auto& [name, stored] : like->expected) {
      grader::Tensor trivial = stored;
      const auto same_input = request.inputs.find(name);
      if (same_input != request.inputs.end()) {
        trivial = same_input->second;  // the mask's input, unchanged
      } else if (name == "probs") {
        const float uniform = 1.0f / static_cast<float>(stored.shape.back());
        for (std::size_t i = 0; i < trivial.data.size(); ++i) {
          trivial.data[i] = !training ? uniform : i % 2 == 0 ? 0.0f : static_cast<float>(uniform / (1 - p));
        }
      } else {
        std::fill(trivial.data.begin(), trivial.data.end(), 0.0f);
      }
      outcome.outputs[name] = trivial;
    }
    return outcome;
  }

 private:
  static grader::HarnessOutcome answer(const grader::Case& stored) {
    grader::HarnessOutcome outcome;
    if (stored.expected_error) {
      outcome.kind = grader::HarnessOutcome::Kind::raised;
      outcome.error_kind = stored.expected_error->kind;
      for (const auto& part : stored.expected_error->message_contains) outcome.message += part + " ";
      return outcome;
    }
    outcome.kind = grader::HarnessOutcome::Kind::ok;
    outcome.outputs = stored.expected;
    return outcome;
  }

  std::vector<const grader::ReferenceSet*> tables_;
  std::set<const grader::Case*> wrong_;
};

// Another harness's runs, counted as the processes a ProcessHarness starts
// for them: one per run(), one per run_together() of several requests (none
// of these tests' requests fails there, so none runs again alone).
class CountingHarness : public grader::Harness {
 public:
  explicit CountingHarness(const grader::Harness& counted) : counted_(counted) {}
  grader::HarnessOutcome run(const grader::HarnessRequest& request) const override {
    ++processes_;
    return counted_.run(request);
  }
  std::vector<grader::HarnessOutcome> run_together(const std::vector<grader::HarnessRequest>& requests) const override {
    if (requests.size() <= 1)
      return requests.empty() ? std::vector<grader::HarnessOutcome>{} : std::vector{run(requests[0])};
    ++processes_;
    return counted_.run_together(requests);
  }
  [[nodiscard]] int processes() const { return processes_.load(); }

 private:
  const grader::Harness& counted_;
  mutable std::atomic<int> processes_{0};
};

}  // namespace test_support
