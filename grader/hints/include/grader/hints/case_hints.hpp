#pragma once
// A failed case's hint, said in words: a known mistake the course stored, a
// diagnosis of the numbers (diagnosis.hpp) with the manifest's advice, made
// to hold on every case of a check (reconcile_hints), and what a refusal of
// invalid inputs should have been. Taken out of the engine (engine.cpp),
// which judges the cases and calls these; nothing here runs student code.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "grader/assessment/compare.hpp"
#include "grader/assessment/manifest.hpp"
#include "grader/assessment/reference_set.hpp"
#include "grader/assessment/results.hpp"
#include "grader/hints/diagnosis.hpp"

namespace grader {

// What a failed reference check's numbers show, kept until the task's checks
// are all judged: a hint must hold on every case of the check, not just one.
// A passed case is evidence too: a precomputed mistake whose outputs differ
// there was not made, and a size whose factor is not 1 there is not the cause.
struct Evidence {
  std::string op;
  bool passed = false;
  std::string known_mistake;           // the precomputed mistake its outputs matched
  std::vector<std::string> ruled_out;  // precomputed mistakes of its case they did not match
  std::optional<Diagnosis> diagnosis;  // the strongest diagnosis of its wrong outputs
  std::string diagnosed_output;
  std::vector<std::pair<std::string, double>> sizes;       // the case's named sizes (case_sizes)
  std::vector<std::pair<std::string, double>> vocabulary;  // every size it may be named by (factor_vocabulary)
};

[[nodiscard]] AxisLabels labels_for(const Manifest& manifest, const std::string& op, const std::string& output,
                                    const nlohmann::json& params);

[[nodiscard]] std::string known_mistake_hint(const Manifest& manifest, const std::string& id);

// The strongest diagnosis over the case's wrong outputs: a pattern that holds
// on every value before an observation.
void diagnose_outputs(const Manifest& manifest, const ReferenceSet& set, const Case& source, const TensorMap& actual,
                      const Tolerance& tol, Evidence& evidence);

// A diagnosis as a hint: for a pattern, followed by the manifest's advice for
// it ("<op>:<id>" or "<id>" in "hints"), which may name the mistake in the
// assignment's terms.
[[nodiscard]] std::string diagnosis_hint(const Manifest& manifest, const std::string& op, const Diagnosis& diagnosis,
                                         const std::string& text);

// The task's hints, made to hold on every failed case: a precomputed mistake
// that another case of the same op rules out gives way to the diagnosis, and
// a constant factor is named only by the sizes that give it on every case.
void reconcile_hints(const Manifest& manifest, const std::vector<Evidence>& evidence, std::vector<CheckResult>& checks);

// A case's input shapes and whole-number parameters (its sizes) as a hint
// names them, and nothing else of a hidden case: "mask [3, 1, 3]; seq_q 3, seq_k 6".
[[nodiscard]] std::string inputs_in_words(const Case& source);

// What a failure on inputs the reference refuses shows: xtensor's own error
// (a broadcast, dot's shapes) is the code going on with them; an exception
// of another kind, a refusal of the wrong kind; a crash, either. A stub says
// nothing about the inputs. The outcome as plain data: it `raised` the
// exception `error_kind` with `message`, or `crashed`.
[[nodiscard]] std::string refusal_hint(bool raised, bool crashed, const std::string& error_kind,
                                       const std::string& message, const std::string& refused, const std::string& kind);

}  // namespace grader
