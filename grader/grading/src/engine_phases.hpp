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
#include <future>
#include <map>
#include <mutex>
#include <random>
#include <set>
#include <sstream>
#include <tuple>
#include <utility>

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
  // Its stored case passed, but its check's fresh inputs did not
  // (judge_fresh_values()): no example is made from it.
  bool failed_on_fresh_inputs = false;
  // A fresh draw of the stored probe of this index (plan_fresh_probes()),
  // judged against the course's solution; npos: a probe of its own.
  std::size_t fresh_of = std::string::npos;
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
// consecutive requests, one process each (`jobs`, or fewer when the round has
// fewer requests of the task's own). Without `together`, each request has a
// process of its own, shared only by the fresh draw of its case (a probe
// whose Probe::fresh_of is its probe): fresh values reveal no stored answer.
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

// The task's score from its checks (score_task()); 0 of 0 when no check
// of it could be graded with this set.
void score_again(const Task& task, const TaskPlan& plan, TaskResult& result);

// The error model's explanation of the task's failures (error_model.hpp): a
// rewrite of the course's solution that answers every reference case of the
// task as the student's code did, failing where it failed with its outputs
// and passing where it passed. Its sentence becomes the hint of every failed
// reference check, unless a check of the task names a mistake the course
// stored with its own words (hint_merging.hpp), or the student's function
// holds the code it edits as the model answer writes it (`code`). Here, what
// the student's code did on each case.
void explain_by_error_model(const Manifest& manifest, const ReferenceSet& references, const std::vector<Probe>& probes,
                            const CodeScan& code, std::vector<CheckResult>& checks);

// The run probes judged into the task's checks, its hints and its score.
void judge_task(const Manifest& manifest, const ReferenceSet& references, const Task& task, TaskPlan& plan,
                const CodeScan& code, TaskResult& result);

// A check that reached a stub standing in for a region that did not
// compile fails for that: the compiler's error, not "not implemented yet".
// The task's hints read from the code go too: the text they read does not compile.
void blame_stand_in_stubs(const GradeOptions& options, TaskResult& result);

// Examples (examples.cpp)

// Which ops the course's solution is trusted for (shrink.hpp): those whose
// every stored case in the set graded it matches.
struct OracleTrust {
  const SolutionOracle* solution = nullptr;  // not null when asked
  std::map<std::string, bool> trusted;       // op and check params -> the solution matches its stored cases

  static std::string key_of(const Check& check) { return check.op + " " + check.params.dump(); }
  // The stored cases that decide whether the solution is trusted for `check`'s op.
  static std::vector<const Case*> cases_deciding(const ReferenceSet& references, const Check& check) {
    std::vector<const Case*> cases;
    for (const Case& source : references.cases) {
      if (source.op == check.op && !source.shape_only && !source.expected_error) cases.push_back(&source);
    }
    return cases;
  }
  // Records whether the solution's `outcomes` on `cases` (cases_deciding()) match them.
  bool decide(const Manifest& manifest, const Check& check, const std::vector<const Case*>& cases,
              const std::vector<HarnessOutcome>& outcomes) {
    bool all = !cases.empty() && outcomes.size() == cases.size();
    for (std::size_t i = 0; all && i < outcomes.size(); ++i) {
      all = outcomes[i].kind == HarnessOutcome::Kind::ok &&
            !outputs_differ(cases[i]->expected, outcomes[i].outputs, cases[i]->tolerance.value_or(manifest.tolerance));
    }
    return trusted[key_of(check)] = all;
  }
  bool trusts(const Manifest& manifest, const ReferenceSet& references, const Check& check) {
    const auto known = trusted.find(key_of(check));
    if (known != trusted.end()) return known->second;
    const std::vector<const Case*> cases = cases_deciding(references, check);
    std::vector<HarnessRequest> requests;
    for (const Case* source : cases) requests.push_back(request_for(*source, check));
    return decide(manifest, check, cases, solution->harness->run_together(requests));
  }
};

// A value check's fresh draw of a stored case: which case, which check.
using FreshKey = std::pair<const Case*, const Check*>;

// The course's solution, asked for once per grade when first needed
// (GradeOptions::oracle): the fresh values' checks (fresh_values.cpp) and
// the examples made small (examples.cpp) share it, and the ops it is
// trusted for. start() asks for it on a thread of its own, and runs it once
// for the rest of the grade (one process, not one per task) while the
// student's code runs: the grade waits for it only where a task has a
// fresh value to judge, and at its end. Issue 48: a built submission's
// grade stays under 0.5 s.
class LazyOracle {
 public:
  explicit LazyOracle(const GradeOptions& options) : options_(options) {}
  // Asks for the solution on a thread of its own, with the grade's time
  // limit, and has it answer the fresh draws of the first
  // fresh_draws_per_check cases of each check of `tasks` (the value checks
  // of the task that asks and those after it): in one run up to the first
  // task with a fresh draw, whose judging waits for it, and in a second run
  // the rest, answered while those tasks run. Once a grade (later calls do
  // nothing).
  void start(const Manifest& manifest, const ReferenceSet& references,
             const std::vector<std::vector<const Check*>>& tasks, std::uint64_t seed,
             Harness::Clock::time_point deadline, double seconds);
  // Waits for start()'s run that answers `check`'s draws.
  void wait_for(const Check* check);
  // Waits for start()'s work: after it, the rest may be used.
  void wait();
  // The solution, or nullptr when there is none (asked now, once, when
  // start() never was). Its harness's time is the grade's until the
  // examples set their own.
  const SolutionOracle* get(Harness::Clock::time_point deadline, double seconds);
  // One run of the solution for `keys`: each case stored, and its fresh
  // draw (fresh_draw()). With a solution, after wait_for() their checks.
  void answer(const Manifest& manifest, const std::vector<FreshKey>& keys, std::uint64_t seed);
  // Whether answer() ran for `key`.
  [[nodiscard]] bool drawn(const FreshKey& key) const {
    const std::lock_guard<std::mutex> reading(mutex_);
    return drawn_.count(key) > 0;
  }
  // The solution's answer to `key`'s fresh draw, or nullptr: not drawn;
  // the solution does not reproduce the stored case it is drawn from (it is
  // not trusted there); or its answer is not of the kind stored (a NaN: the
  // draw left the op's domain).
  [[nodiscard]] const TensorMap* answer(const FreshKey& key) const {
    const std::lock_guard<std::mutex> reading(mutex_);
    const auto found = answers_.find(key);
    return found == answers_.end() ? nullptr : &found->second;
  }

  bool asked = false;
  const SolutionOracle* solution = nullptr;
  OracleTrust trust;  // the ops the examples made small trust it for

 private:
  void ask(Harness::Clock::time_point deadline, double seconds);

  const GradeOptions& options_;
  std::set<const Check*> first_checks_;
  mutable std::mutex mutex_;  // answer() of the later checks records while the first are judged
  std::set<FreshKey> drawn_;
  std::map<FreshKey, TensorMap> answers_;  // a node stays where it is while others are added
  // Last: destroyed first, waiting for the threads while what they use lives.
  std::shared_future<void> first_;
  std::shared_future<void> later_;
};

// Fresh values (fresh_values.cpp)

// At most this many fresh draws per value check are judged (each a case of
// the check the student's code passed, with new values): run with the
// task's stored cases, in the processes they share.
constexpr std::size_t fresh_draws_per_check = 1;

// `source`'s request for `check` with its inputs made fresh (from `seed`,
// the case and the check's params); for a case judged by shape that has no
// inputs (a constructor: its outputs' shapes follow from its params), its
// whole-number params each times one factor drawn from 2 to 9 (every ratio
// between them kept: hidden / num_heads). nullopt where nothing is fresh to
// check (a case that expects an error, a shape-only case with inputs or
// without a whole-number param, inputs of whole numbers only).
std::optional<HarnessRequest> fresh_draw(const Case& source, const Check& check, std::uint64_t seed);

// The value checks of each task selected from task `first` on.
std::vector<std::vector<const Check*>> value_checks_from(const Manifest& manifest, const GradeOptions& options,
                                                         std::size_t first);

// Fresh probes of a task's stored value probes, run with them (the
// solution's answers come later): for each value check, its first
// fresh_draws_per_check cases with a fresh draw; each names its stored
// probe (Probe::fresh_of).
std::vector<Probe> plan_fresh_probes(const std::vector<Probe>& probes, std::uint64_t seed);

// Runs a task's probes (run_probes(), together unless inputs_reveal_answers())
// and, with `draw`, the fresh probes of its value checks (plan_fresh_probes())
// in the same processes, after the stored ones: returns those, run.
std::vector<Probe> run_with_fresh_probes(const Manifest& manifest, const Harness& harness, std::size_t jobs,
                                         std::uint64_t seed, bool draw, std::vector<Probe>& probes);

// Fresh inputs judged against the course's solution (issue 51 item 2): for
// each reference check of the task, the first fresh_draws_per_check of the
// cases it passed that the solution answered fresh (LazyOracle::answer();
// cases past the check's first ones, where those failed, asked of it now)
// are judged on the student's answers to the same fresh inputs (`fresh`,
// run with the stored probes; any not run yet run now). Where they differ,
// the case's pass is not earned: it fails, and so does every other case the
// check passed (a table of the stored answers earns nothing of it). Returns
// how many draws were judged; waits for the solution only when a passed case
// has a fresh draw.
std::size_t judge_fresh_values(const Manifest& manifest, const ReferenceSet& references, const Harness& harness,
                               std::size_t jobs, std::uint64_t seed, LazyOracle& oracle, std::vector<Probe>& probes,
                               std::vector<Probe>& fresh, TaskResult& result);

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

// "expected output [1, 2, 2]; yours differs at 3 of 4 entries": a hidden
// case's shrunk example, its shapes and how many entries differ only (never
// where: issue 51 item 3).
std::string outline_of_hidden_example(const ShrunkCase& shrunk, const std::string& made_from);

// "Failing example not made small (from ...): ...": the failing case could
// not be made smaller or simpler (`shrunk` is the case itself), or did not
// fail when run again beside the solution (nullopt). Never the case itself
// as an example.
std::string not_made_small(const std::string& made_from, const std::optional<ShrunkCase>& shrunk);

// The task's smallest failing case (by its values, any set) made smaller
// against the course's solution, shown whole for a visible set and as its
// shapes for a hidden one; where it could not be made smaller, what
// not_made_small() says (after `stored_example`, the visible set's case
// shown whole); "" without a trusted oracle, or when the time ran out first.
std::string shrunk_example(const Manifest& manifest, const ReferenceSet& references, const std::vector<Probe>& probes,
                           const std::vector<CheckResult>& checks, const std::string& stored_example,
                           OracleTrust& oracle);

void add_shrunk_examples(const Manifest& manifest, const ReferenceSet& references, LazyOracle& oracle,
                         const std::vector<PendingExample>& pending, GradeReport& report);

}  // namespace phases
}  // namespace grader
