#pragma once
// Property checks: a student's outputs judged against each other on fresh
// inputs, never against a stored answer, so no message can show an expected
// value. Each kind is one entry of the table in property_checks.cpp: its
// name (the manifest's "property"), which cases can decide it, the runs it
// needs besides the first, and how it judges their outputs. A new kind is a
// function or two and one line in that table (or register_property_check(),
// as tests/grading/extension_test.cpp does).
#include <functional>
#include <string>
#include <vector>

#include "grader/assessment/manifest.hpp"
#include "grader/assessment/reference_set.hpp"
#include "grader/execution/harness_client.hpp"

namespace grader {

struct CheckResult;

// What a kind judges: the check's output of each run, in the order of the
// requests (the first on the fresh inputs). Every run returned it.
struct PropertyRuns {
  const Manifest& manifest;
  const Check& check;
  const Case& source;
  std::vector<const Tensor*> outputs;
  Tolerance tolerance;  // the manifest's, at least 1e-5 both ways
};

struct PropertyCheck {
  std::string name;  // the manifest's "property", e.g. "rows_sum_to_one"
  // Why `source` cannot decide the check, or empty when it can (unset: every case can).
  std::function<std::string(const Check& check, const Case& source)> undecidable;
  // The runs after the first, made from it (`fresh`: the case's request on fresh inputs); unset: none.
  std::function<std::vector<HarnessRequest>(const Check& check, const Case& source, const HarnessRequest& fresh)>
      more_requests;
  // Sets result.status to failed, with a message (and a hint when the numbers show the mistake),
  // or leaves it: the check passed.
  std::function<void(const PropertyRuns& runs, CheckResult& result)> judge;
  // Whether its runs change the check's `input` (the manifest's name must then be an input of the op's cases).
  bool perturbs_input = false;
};

// The kind of that name, or nullptr.
[[nodiscard]] const PropertyCheck* find_property_check(const std::string& name);
// Every kind's name, sorted (the manifest loader lists them when a name is unknown).
[[nodiscard]] std::vector<std::string> property_check_names();
// Adds a kind (throws std::invalid_argument when the name is taken or a function is missing).
void register_property_check(PropertyCheck check);

}  // namespace grader
