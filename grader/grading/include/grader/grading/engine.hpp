#pragma once
// The generic grading engine: for each task of the manifest, sends every
// reference case and property probe through the harness and scores the
// answers. It knows nothing about attention.
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "grader/assessment/manifest.hpp"
#include "grader/assessment/reference_set.hpp"
#include "grader/assessment/results.hpp"
#include "grader/execution/harness_client.hpp"
#include "grader/grading/extras/extras.hpp"

namespace grader {

// The manifest's leaderboard (when it has one and its task passed in
// `report`): `op` run `repetitions` times on the set's largest case of it, in
// one harness process; the median in milliseconds, with how it was measured
// in `detail`. nullopt, with the reason in `detail`, when it is not measured.
[[nodiscard]] std::optional<LeaderboardEntry> measure_leaderboard(const Manifest& manifest, const GradeReport& report,
                                                                  const ReferenceSet& references,
                                                                  const Harness& harness, std::string* detail);

// Adds the extras' points to the report's score (never below 0).
void add_extras(GradeReport& report, std::vector<ExtraResult> extras);

// The course's solution as the oracle of the examples made small (shrink.hpp).
struct SolutionOracle {
  const Harness* harness = nullptr;  // the solution's harness, in the sandbox
  // The student's program again, in a harness of its own: the examples are
  // made after the grade, under a time limit of their own, and nothing they
  // run (a slow start, a time-out) touches the harness that graded.
  const Harness* student = nullptr;
  // The course's stored sets of the assignment (public and hidden): the
  // sizes of their cases, with the set graded's, teach which sizes an op's
  // inputs may take (SizeRules). Never shown.
  std::vector<ReferenceSet> sets;
  // Where `sets` is empty: reads them, called only when an example is made
  // small (a grade that passes never reads them). Empty: `sets` alone.
  std::function<const std::vector<ReferenceSet>&()> load_sets;
};

struct GradeOptions {
  std::size_t jobs = 2;                 // harness processes at once
  std::vector<std::string> only_tasks;  // empty: all
  // Student files that did not compile (file -> compiler errors): the tasks
  // that need them fail without running; the others are graded as usual.
  std::map<std::string, std::string> broken_files;
  // Fenced regions that did not compile, whose template stubs stand in for
  // them: what a stub throws (its NotImplemented message, "Task 1:
  // split_heads") -> the compiler's error, with the file and lines. A check
  // whose code reached such a stub fails with that error, not "not implemented yet".
  std::map<std::string, std::string> stand_in_stubs;
  // Student files the submission lacks (the template's stubs stood in): their tasks fail the same way.
  std::set<std::string> missing_files;
  // Property checks run on inputs drawn fresh from this seed (a random one
  // when empty), so no stored answer fits them; the report records it.
  std::optional<std::uint64_t> probe_seed;
  // The student's files (name -> text), read but never run: a failed task
  // whose numbers agree with a known xtensor trap in them names its line
  // (hints/code_traps.hpp). Empty: hints from the numbers alone.
  std::map<std::string, std::string> sources;
  // The course's template of those files (name -> text), read never run: a
  // function the student left as the template gives it is the course's, and
  // a note naming a function several failed tasks share names only theirs
  // (shared_function_notes). Empty: no such note.
  std::map<std::string, std::string> template_sources;
  // The course's solution, on the course's side only (never in a student's
  // repository): called at most once per grade, when a task first passes a
  // stored value case or fails one with outputs to compare (a template whose
  // stubs all throw never asks); it may build the solution first; nullptr:
  // none. Each value check also runs on fresh inputs of the first case it
  // passed (where the solution reproduces the stored case), and a
  // pass counts only when the student's code agrees with the solution there
  // too (issue 51 item 2: a table of the stored answers earns nothing); and,
  // once the solution matches every stored case of an op in the set graded
  // (OracleTrust), a failed task's example is its smallest failing case
  // made smaller against the solution (shrink.hpp), which changes no score.
  // It may be called on a thread of the grade's own.
  std::function<const SolutionOracle*()> oracle;
  // Where there is no oracle, why this grade is advisory (a student
  // repository holds no solution): a note of the report. Empty: none.
  std::string advisory;
  // Called as each task selected starts, and once it is graded (its score
  // and hints final, before the examples are made small) with the seconds it
  // took, in the manifest's order: ./grade shows each task's line while the
  // rest are still running. Neither changes the report.
  std::function<void(const Task&)> on_task_started;
  std::function<void(const TaskResult&, double seconds)> on_task_graded;
};

[[nodiscard]] GradeReport grade(const Manifest& manifest, const ReferenceSet& references, const Harness& harness,
                                const GradeOptions& options);

// Every task failed: the submission did not build. `compiler_errors` is
// shown once, above the tasks. A task that needs a file of `lost_files`
// (file -> why, without the compiler's words: "from_scratch.cpp line 47
// (...)") says that reason; any other, the first error.
[[nodiscard]] GradeReport report_for_build_failure(const Manifest& manifest, const ReferenceSet& references,
                                                   const std::string& compiler_errors,
                                                   const std::map<std::string, std::string>& lost_files = {});

}  // namespace grader
