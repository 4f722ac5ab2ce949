#pragma once
// The hints of a task's cases merged across them: one finding said on
// several cases becomes one sentence (merge_alike_hints), a hint not every
// failed case gives names its cases (scope_to_cases), and the error model's
// rewrite that reproduces every case explains them (hint_from_error_model).
// Taken out of the engine (engine.cpp), which calls them in this order.
#include <cstddef>
#include <string>
#include <vector>

#include "grader/assessment/error_model.hpp"
#include "grader/assessment/results.hpp"
#include "grader/hints/code_traps.hpp"

namespace grader {

// "hidden cases 55 and 57", "case chapter": failed checks' cases, from
// their labels ("op, case NAME", "op, hidden case N"), each once.
[[nodiscard]] std::string cases_named(const std::vector<std::string>& labels);

// Hints of a task's failed checks (of its cases and its property checks)
// that say one finding with each case's own numbers become one sentence
// (issue 33 item 3): where a single number differs, standing alone, it is
// given as its range over those cases ("at the 20 to 360 masked
// entries"); otherwise (shapes, lists, formulas, several numbers) the
// sentence is one case's and says so, naming the others. Every case giving
// it then gives that sentence (scope_to_cases() names them when they are
// not all the task's failed cases). `probes`: how many of `checks` are the
// task's judged probes (the skipped checks follow them). Hints of one case name only (two ops'
// case "a") are left as they are: the sentence could not say which is which.
void merge_alike_hints(std::size_t probes, std::vector<CheckResult>& checks);

// A hint that not every failed check of its task gives (of every op the
// task checks, and property checks with a finding of their own: one finding
// is said once), word for word, is said of the cases that give it ("on case b2_s4_in5_h6: ...", "on hidden
// cases 55 and 57: ..."): unscoped it reads as true of every case, and the
// case the report shows may contradict it ("right for 1 of 2 positions"
// on one case, 0 of 2 on another; a count of NaN that is another case's).
// Only those cases are named, never a count of the others: a case where
// another finding was chosen may share this one too. A hint that names a
// precomputed mistake is left as it is (another case ruling it out already
// took it back). `property`: whether each judged probe is a property check.
void scope_to_cases(const std::vector<bool>& property, std::vector<CheckResult>& checks);

// The error model's explanation of the task's failures (error_model.hpp): a
// rewrite of the course's solution that answers every reference case of the
// task as the student's code did, failing where it failed with its outputs
// and passing where it passed. Its sentence becomes the hint of every failed
// reference check, unless a check of the task names a mistake the course
// stored with its own words.
// `evidence` is what the task's reference cases did, `failed` the checks of
// the failed ones, `code` the student's functions: a rewrite whose edited
// code the student's function holds as the model answer writes it is not
// named (written_otherwise, error_model.hpp).
void hint_from_error_model(const ErrorModel& model, const std::vector<CaseEvidence>& evidence,
                           const std::vector<std::size_t>& failed, const CodeScan& code,
                           std::vector<CheckResult>& checks);

}  // namespace grader
