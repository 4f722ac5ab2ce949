#pragma once
// The generic grading engine: for each task of the manifest, sends every
// reference case and property probe through the harness and scores the
// answers. It knows nothing about attention.
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "grader/execution/harness_client.hpp"
#include "grader/grading/extras/extras.hpp"
#include "grader/grading/manifest.hpp"
#include "grader/grading/reference_set.hpp"

namespace grader {

struct CheckResult {
  enum class Status { passed, failed, skipped };
  std::string label;  // "mhsa.scores, case seed_course_b3_s5_h3"
  Status status = Status::failed;
  std::string message;                      // why it failed or was skipped
  std::string hint;                         // the named mistake, or what the numbers show
  std::string program_output;               // what the student's code printed, on failure
  bool hint_names_a_known_mistake = false;  // the hint matched a precomputed mistake output
};

struct TaskResult {
  std::string id;
  std::string name;
  double score = 0;
  double max_score = 0;
  std::vector<CheckResult> checks;
  // Known xtensor traps in the student's own lines that the task's numbers
  // agree with ("file.cpp:12: ..."), given after a known mistake's hint and
  // before what the numbers alone show.
  std::vector<std::string> code_hints;

  // Full points and no failed check: a task worth 0 points passes only
  // when its checks do. The one rule every report and the gradebook use.
  [[nodiscard]] bool passed() const { return score >= max_score && count(CheckResult::Status::failed) == 0; }
  [[nodiscard]] std::size_t count(CheckResult::Status status) const;
  // The first failure's message and the distinct hints: the report's summary.
  [[nodiscard]] const CheckResult* first_failure() const;
  [[nodiscard]] std::vector<std::string> hints() const;
};

// One column of Gradescope's leaderboard (results.json "leaderboard").
struct LeaderboardEntry {
  std::string name;
  double value = 0;
  std::string order = "asc";  // smaller is better
};

struct GradeReport {
  std::string assignment;
  std::string title;
  std::string submission;     // as given on the command line
  std::string reference_set;  // "public", "hidden", ...
  bool hidden = false;
  std::uint64_t probe_seed = 0;  // the property checks' inputs (GradeOptions::probe_seed)
  std::vector<TaskResult> tasks;
  double score = 0;
  double max_score = 0;
  double seconds = 0;
  std::vector<std::string> notes;             // e.g. which protections were in force
  std::string build_errors;                   // the compiler's errors when the submission did not build
  std::vector<std::string> tampered_files;    // released files the submission carries changed copies of
  std::vector<ExtraResult> extras;            // the rubric's extras, already counted in `score`
  std::vector<LeaderboardEntry> leaderboard;  // the manifest's gradescope.leaderboard, when measured (not graded)
  // For the instructor only (results.json's extra_data, never a student's
  // feedback): the set graded with is one published with the framework.
  std::vector<std::string> instructor_warnings;
};

// The manifest's leaderboard (when it has one and its task passed in
// `report`): `op` run `repetitions` times on the set's largest case of it, in
// one harness process; the median in milliseconds, with how it was measured
// in `detail`. nullopt, with the reason in `detail`, when it is not measured.
[[nodiscard]] std::optional<LeaderboardEntry> measure_leaderboard(const Manifest& manifest, const GradeReport& report,
                                                                  const ReferenceSet& references,
                                                                  const Harness& harness, std::string* detail);

// Adds the extras' points to the report's score (never below 0).
void add_extras(GradeReport& report, std::vector<ExtraResult> extras);

struct GradeOptions {
  std::size_t jobs = 2;                 // harness processes at once
  std::vector<std::string> only_tasks;  // empty: all
  // Student files that did not compile (file -> compiler errors): the tasks
  // that need them fail without running; the others are graded as usual.
  std::map<std::string, std::string> broken_files;
  // Student files the submission lacks (the template's stubs stood in): their tasks fail the same way.
  std::set<std::string> missing_files;
  // Property checks run on inputs drawn fresh from this seed (a random one
  // when empty), so no stored answer fits them; the report records it.
  std::optional<std::uint64_t> probe_seed;
  // The student's files (name -> text), read but never run: a failed task
  // whose numbers agree with a known xtensor trap in them names its line
  // (diagnosis/code_traps.hpp). Empty: hints from the numbers alone.
  std::map<std::string, std::string> sources;
};

[[nodiscard]] GradeReport grade(const Manifest& manifest, const ReferenceSet& references, const Harness& harness,
                                const GradeOptions& options);

// Every task failed: the submission did not build. `compiler_errors` is
// shown once, above the tasks.
[[nodiscard]] GradeReport report_for_build_failure(const Manifest& manifest, const ReferenceSet& references,
                                                   const std::string& compiler_errors);

}  // namespace grader
