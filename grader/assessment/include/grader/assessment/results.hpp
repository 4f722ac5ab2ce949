#pragma once
// What grading finds: each check's, each task's and the whole grade's
// results. Plain data, made by the engine (engine.hpp) and the property
// checks, read by every report; nothing here runs or judges anything.
#include <cstdint>
#include <string>
#include <vector>

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
  // A visible set's smallest failing case, shown whole (whole_case.hpp);
  // empty for a hidden set and when no value check failed.
  std::string example;

  // Full points and no failed check: a task worth 0 points passes only
  // when its checks do. The one rule every report and the gradebook use.
  [[nodiscard]] bool passed() const { return score >= max_score && count(CheckResult::Status::failed) == 0; }
  [[nodiscard]] std::size_t count(CheckResult::Status status) const;
  // The first failure's message and the distinct hints: the report's summary.
  [[nodiscard]] const CheckResult* first_failure() const;
  [[nodiscard]] std::vector<std::string> hints() const;
};

// One rubric extra's result (extras.hpp: the table of kinds that make it).
struct ExtraResult {
  enum class Status {
    met,          // no deduction (or the bonus is earned)
    not_met,      // the deduction applies (or no bonus)
    manual,       // needs manual review
    not_checked,  // the tool it needs is missing: no points either way
  };
  std::string id;
  std::string name;
  Status status = Status::not_checked;
  double points = 0;                        // what it adds to the total (negative: a deduction)
  double possible = 0;                      // the manifest's points
  std::string message;                      // why, for the student
  std::string text;                         // manual: the answers
  std::vector<std::string> requires_tasks;  // counted only when these tasks passed
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
  std::vector<std::string> notes;  // e.g. which protections were in force
  std::string build_errors;        // the compiler's errors when the submission did not build
  // What the grader makes of them, said once before them: an error outside
  // every YOUR CODE region, where, and which tasks it costs ("" when none).
  std::string build_explanation;
  std::vector<std::string> tampered_files;    // released files the submission carries changed copies of
  std::vector<ExtraResult> extras;            // the rubric's extras, already counted in `score`
  std::vector<LeaderboardEntry> leaderboard;  // the manifest's gradescope.leaderboard, when measured (not graded)
  // For the instructor only (results.json's extra_data, never a student's
  // feedback): the set graded with is one published with the framework.
  std::vector<std::string> instructor_warnings;
};

}  // namespace grader
