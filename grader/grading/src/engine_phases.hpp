#pragma once
// The engine's phases (engine.cpp calls them in this order for each task):
// plan (plan.cpp: a task's checks as probes, the requests to send), run
// (run.cpp: the probes through the harness, in rounds), judge (judge.cpp:
// the answers judged, the hints asked of grader::hints, the score), and
// examples (examples.cpp: a failed task's smallest case, made small against
// the course's solution). Internal to grader::grading.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <tuple>

#include "grader/assessment/compare.hpp"
#include "grader/grading/engine.hpp"
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
namespace phases {

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

// A task's checks as probes to run: planned, then run together.
struct TaskPlan {
  std::vector<Probe> probes;
  std::vector<CheckResult> skipped;
  std::size_t ungradable = 0;  // checks the reference set cannot decide: the course's to fix
  bool fresh_inputs = false;   // a property check draws fresh inputs
};

// A task whose example may be made small, kept until every task is scored.
struct PendingExample {
  std::size_t task = 0;  // in the report's tasks
  std::vector<Probe> probes;
};

// Plan (plan.cpp)

HarnessRequest request_for(const Case& source, const Check& check);

// The kind's runs: the first on the case's inputs made fresh, the others made from it.
Probe plan_property(const ReferenceSet& set, const Case& source, const Check& check, const PropertyCheck& kind,
                    std::uint64_t seed);

bool selected(const GradeOptions& options, const std::string& id);

std::string first_broken_file(const Task& task, const GradeOptions& options);

// Why a task is not run at all: a file of it does not compile or is
// missing, or the grade's time ran out before it (`out_of_time`).
std::optional<CheckResult> not_run(const Manifest& manifest, const Task& task, const GradeOptions& options,
                                   const Harness& harness, bool& out_of_time);

// The cases a check runs on; `why_not` says why none can grade it.
std::vector<const Case*> cases_of_check(const ReferenceSet& references, const Check& check, const PropertyCheck* kind,
                                        std::string& why_not);

// One check's probes, one per case; or, while a task it builds on has not
// passed, a skipped result per case.
void plan_check(const ReferenceSet& references, const Check& check, const PropertyCheck* kind,
                const std::vector<const Case*>& cases, const std::map<std::string, bool>& task_passed,
                const GradeOptions& options, std::uint64_t probe_seed, TaskPlan& plan);

// Every check of task `t` planned; a check no case can grade is skipped,
// named in the report's notes.
TaskPlan plan_task(const Manifest& manifest, const ReferenceSet& references, std::size_t t,
                   const std::map<std::string, bool>& task_passed, const GradeOptions& options, GradeReport& report);

// Run (run.cpp)

// A tensor's values in ascending order, whatever its shape or the order it holds them in.
std::vector<float> sorted_values(const Tensor& tensor);

// Whether a request of one probe carries as an input the stored answer of
// another: the same values, in any order and shape, within the answer's
// tolerance (a task whose step takes the previous step's reference output).
// In a process shared by a task's cases, the student's code can read every
// case's inputs; such a task's cases each run in a process of their own.
bool inputs_reveal_answers(const std::vector<Probe>& probes, const Manifest& manifest);

// Runs every request of a task's probes. With `together`, requests share
// harness processes (Harness::run_together) in rounds: round r holds the
// r-th request of every probe, so no process ever holds two requests of one
// probe. A property check judges a probe's answers against each other: in
// one process, the student's code could read the other request's inputs
// and answer to match them. Each round is cut into `jobs` runs of
// consecutive requests, one process each. Without `together`, each request
// has a process of its own.
void run_probes(std::vector<Probe>& probes, const Harness& harness, std::size_t jobs, bool together);

// A request the course's adapter refused (an input or param its case does
// not carry, an op it does not have) is the course's slip, found before any
// student is judged on it: nobody is graded.
void refuse_course_faults(const Manifest& manifest, const ReferenceSet& references, const std::vector<Probe>& probes);

bool ran_out_of_time(const std::vector<Probe>& probes);

// Judge (judge.cpp)

// What a check that reached a stub says: its NotImplemented message, quoted.
// (blame_stand_in_stubs finds a stand-in's checks by this very text.)
std::string not_implemented_text(const std::string& thrown);

// The failure a harness outcome stands for, or empty when it answered.
// A crash or an exception names the student's line that caused it
// ("self_attention.cpp:57"), the innermost of the stack in their files.
bool outcome_failed(const Manifest& manifest, const HarnessOutcome& outcome, CheckResult& result);

const Tensor* find_output(const HarnessOutcome& outcome, const std::string& name, CheckResult& result);

bool outputs_match(const TensorMap& wrong_outputs, const TensorMap& actual, const Tolerance& tol);

// A case the reference refuses: passed when the student's code throws the
// kind it names (with its words), failed with a hint that says the inputs
// must be refused, however the code got past them.
CheckResult judge_expected_error(const Manifest& manifest, const Case& source, const HarnessOutcome& outcome,
                                 CheckResult result);

CheckResult judge_reference(const Manifest& manifest, const ReferenceSet& set, const Probe& probe, Evidence& evidence);

// Property checks judge the student's outputs on fresh inputs against each
// other, never against a stored answer: no message can show an expected value.
CheckResult judge_property(const Manifest& manifest, const PropertyCheck& kind, const Probe& probe);

void score_task(const Task& task, TaskResult& result);

// The error model's explanation of the task's failures (error_model.hpp): a
// rewrite of the course's solution that answers every reference case of the
// task as the student's code did, failing where it failed with its outputs
// and passing where it passed. Its sentence becomes the hint of every failed
// reference check, unless a check of the task names a mistake the course
// stored with its own words (hint_merging.hpp). Here, what the student's code did on each case.
void explain_by_error_model(const Manifest& manifest, const ReferenceSet& references, const std::vector<Probe>& probes,
                            std::vector<CheckResult>& checks);

// The run probes judged into the task's checks, its hints and its score.
void judge_task(const Manifest& manifest, const ReferenceSet& references, const Task& task, TaskPlan& plan,
                const CodeScan& code, TaskResult& result);

// A check that reached a stub standing in for a region that did not
// compile fails for that: the compiler's error, not "not implemented yet".
// The task's hints read from the code go too: the text they read does not compile.
void blame_stand_in_stubs(const GradeOptions& options, TaskResult& result);

// Examples (examples.cpp)

struct OracleTrust;  // examples.cpp: which ops the course's solution is trusted for

// Where a case file is, as the student sees it: relative to the folder the
// grader runs in when it lies under it.
std::string shown_path(const fs::path& file);

// The failed reference check with the fewest values (its inputs, expected
// and actual outputs; the first of equals) among those that ran and
// returned outputs; nullptr when none did.
const Probe* smallest_failing_probe(const std::vector<Probe>& probes, const std::vector<CheckResult>& checks);

// A visible set's smallest failing reference case (fewest values in its
// inputs, expected and actual outputs; the first of equals), shown whole
// (issue 33 item 1): checks that ran and returned outputs only.
std::string smallest_failing_case(const Manifest& manifest, const ReferenceSet& references,
                                  const std::vector<Probe>& probes, const std::vector<CheckResult>& checks);

// Whether `outputs` (the solution's, on a made-up input) are its op's kind
// of answer: no NaN anywhere, and an infinity only in an output whose stored
// answer has one. A made-up input out of the op's domain (a row of weights
// summing to 0) makes the solution answer NaN, and a student's code NaN
// too: such a candidate shows nothing.
bool answer_of_the_kind_stored(const TensorMap& outputs, const TensorMap& stored);

// "expected output [1, 2, 2]; yours differs at 3 of 4 entries: [0, 0, 1], ...":
// a hidden case's shrunk example, its shapes and where it differs only.
std::string outline_of_hidden_example(const ShrunkCase& shrunk, const std::string& made_from);

// The task's smallest failing case (by its values, any set) made smaller
// against the course's solution, shown whole for a visible set and as its
// shapes for a hidden one; "" without a trusted oracle or a case whose
// outputs differ.
std::string shrunk_example(const Manifest& manifest, const ReferenceSet& references, const std::vector<Probe>& probes,
                           const std::vector<CheckResult>& checks, OracleTrust& oracle);

void add_shrunk_examples(const Manifest& manifest, const ReferenceSet& references, const GradeOptions& options,
                         const std::vector<PendingExample>& pending, GradeReport& report);

}  // namespace phases
}  // namespace grader
