#pragma once
// The assignment manifest (assignments/<name>/manifest.json): tasks, points,
// tolerances, checks and hints. The engine is generic; everything specific
// to an assignment is here, in the reference files, or in its adapter.
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "grader/assessment/tolerance.hpp"
#include "grader/support/limits.hpp"

namespace grader {

struct Check {
  std::string op;        // harness operation, e.g. "mhsa.scores"
  std::string property;  // a property check's kind (property_checks.hpp); empty: compare every reference case of `op`
  nlohmann::json where = nlohmann::json::object();   // only cases whose params contain these
  nlohmann::json params = nlohmann::json::object();  // merged into the request's params
  std::string input = "x";                           // property checks: the input they perturb
  std::string output = "output";                     // property checks: the output they inspect
  std::size_t axis = 1;                              // property checks: the input's token axis
  std::vector<std::size_t> output_axes;  // permutation_equivariance: output axes that follow it (default: {axis})
  std::size_t max_cases = 2;             // property checks: how many matching cases to use
  std::vector<std::string> depends_on;   // skipped (not failed) unless these tasks passed
  std::string description;               // shown in the report
};

enum class Scoring { all_or_nothing, proportional };

struct Task {
  std::string id;    // "2.1"
  std::string name;  // "MultiHeadSelfAttention::scores"
  double points = 0;
  Scoring scoring = Scoring::all_or_nothing;
  std::vector<std::string> sources;  // the student files it needs (default: all of them)
  std::vector<Check> checks;
};

struct OutputDescription {
  std::vector<std::string> axes;  // names for index reports, e.g. {"batch*head/num_heads", "row", "column"}
};

// What the HTML report draws: the student's `output` of `op` beside the
// reference's, as heatmaps, for the first public case matching each panel.
struct Visualisation {
  struct Panel {
    std::string title;                                // "Without causal masking"
    nlohmann::json where = nlohmann::json::object();  // which case
  };
  struct Slice {
    std::size_t index = 0;  // along the first axis
    std::string label;      // "sequence 1, head 1"
  };
  std::string op;
  std::string output;
  std::vector<Panel> panels;
  std::vector<Slice> slices;
};

// A rubric item that is not a task: read from the submission's files, never
// run. Points are added to the total (negative: a deduction).
struct Extra {
  std::string id;
  std::string name;
  std::string kind;  // the manifest's "kind": a kind of the table in extras.cpp (extras.hpp; checked by validation.hpp)
  double points = 0;
  std::vector<std::string> files;                      // the files it reads (default: the manifest's sources)
  nlohmann::json settings = nlohmann::json::object();  // the kind's own fields, as its reader checked them
  std::vector<std::string>
      requires_tasks;  // counted only when these tasks passed (a short but wrong forward earns nothing)
};

// How Gradescope shows the results (results.json's visibility fields:
// "hidden", "after_due_date", "after_published" or "visible").
// An optional Gradescope leaderboard (off unless the manifest has one): the
// median time of `op` on the graded set's largest case of it, run
// `repetitions` times in the harness, once `task` passed. Not graded: the
// time is measured in the student's own process.
struct Leaderboard {
  std::string name;  // the column, e.g. "forward (ms)"
  std::string op;    // an operation some check of the manifest uses
  std::string task;  // the task that must pass first (a wrong but fast forward is not ranked)
  std::size_t repetitions = 5;
};

struct GradescopeVisibility {
  std::string graded = "after_due_date";        // the tests of the hidden set, which make the grade
  std::string feedback = "visible";             // the public set's tests (0 points): feedback while working
  std::string stdout_log = "hidden";            // run_autograder's log (the build's and the grader's messages)
  std::map<std::string, std::string> per_task;  // task id -> visibility of its graded test (tasks[i].visibility)
  std::optional<Leaderboard> leaderboard;       // gradescope.leaderboard
};

// The whole grade's time unless the manifest says otherwise.
inline constexpr double default_grade_seconds = 60;
// The whole build's time of one submission (every compile, mending round and
// link) unless the manifest says otherwise.
inline constexpr double default_compile_seconds = 300;

struct Manifest {
  std::filesystem::path path;
  std::string assignment;
  std::string title;
  std::vector<std::string> sources;  // the files a submission must contain
  Tolerance tolerance;
  Limits limits;
  // The whole grade's time (limits.grade_seconds): the tasks not graded when
  // it runs out score 0 (engine.hpp). A backstop: the solution's grade takes
  // about a second, a student's hung code at most a timeout per task.
  double grade_seconds = default_grade_seconds;
  // The compile budget of one submission (limits.compile_seconds): every
  // compile and link of its build together, on every path (CompileBudget in
  // build.hpp). A backstop too: a student's file compiles in seconds, and
  // a file that does not is compiled again at most three times.
  double compile_seconds = default_compile_seconds;
  std::map<std::string, std::string> hints;                                    // mistake id -> what the student is told
  std::map<std::string, std::map<std::string, OutputDescription>> op_outputs;  // op -> output -> axes
  std::vector<Task> tasks;
  std::optional<Visualisation> visualisation;
  std::vector<Extra> extras;
  GradescopeVisibility gradescope;

  // The tasks' points; extras' bonus points are on top of it.
  [[nodiscard]] double max_score() const;
  [[nodiscard]] const Task* find_task(const std::string& id) const;
};

// Reads and checks every field as plain data; throws GraderError(manifest_error)
// naming file and field. A check's property must be one of `property_names`
// (any when null): the table of property checks' names, which grading's
// validation.hpp passes. The extras' kinds, their default files and their
// kinds' own fields are not read here: they are the registries' (grading's
// validation.hpp, whose load_manifest() every grade uses, reads them right after).
[[nodiscard]] Manifest read_manifest(const nlohmann::json& root, const std::filesystem::path& path,
                                     const std::vector<std::string>* property_names = nullptr);

// The assignments of a grader repository: the folders of ROOT/assignments/
// that hold a manifest.json, sorted by name.
[[nodiscard]] std::vector<std::string> list_assignments(const std::filesystem::path& root);

// The assignment `./grade` grades without --assignment: the only one there
// is (a student repository), else assignments/course.json's
// "default_assignment". Throws GraderError(usage) when there are several and
// no course.json, GraderError(manifest_error) when it names none of them.
[[nodiscard]] std::string default_assignment(const std::filesystem::path& root);

}  // namespace grader
