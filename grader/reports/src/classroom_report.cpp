// GitHub Classroom's autograding result, for autograding-grading-reporter@v1
// (classroom-resources/autograding-grading-reporter). The reporter computes
// the grade twice:
//   - the points Classroom records (src/notify-classroom.js, NotifyClassroom):
//     the sum of tests[].score over the runners whose max_score is not 0,
//     out of the sum of those max_scores;
//   - the table in its log (src/helpers/test-helpers.js, getTestScore, summed
//     by src/aggregate-results.js): for each runner, the tests whose status
//     is "pass" over all its tests, times the runner's max_score.
// One runner of tasks and extras gave 8.89 / 10 in the table for a student
// Classroom recorded at 10 / 10 (8 of 9 tests passed: the bonus not earned).
// So each task is a runner of its own whose max_score is the task's points,
// and its tests are passed, or not, as a whole (a task scored in proportion
// to its checks: one test per check, the runner's points on the first that
// passed), so that both sums are the same. Extras are listed in a runner of
// max_score 0, which neither sum counts; what they change in the total (and
// the floor at 0) is one runner of that many points whose one test passes,
// beside one of the opposite maximum whose one test does not, so that the
// maximum stays the tasks' points.
#include <cctype>
#include <cmath>
#include <nlohmann/json.hpp>
#include <set>

#include "grader/reports/reports.hpp"
#include "grader/support/checksum.hpp"
#include "report_parts.hpp"

namespace grader {

using report_parts::with_safe_text;

namespace {

nlohmann::json test(const std::string& name, const std::string& status, double score, const std::string& message,
                    const std::string& code = "") {
  return {{"name", name},      {"status", status}, {"score", score}, {"message", message},
          {"test_code", code}, {"filename", ""},   {"line_no", 0},   {"duration", 0}};
}

nlohmann::json runner(const std::string& status, double max_score, nlohmann::json tests) {
  return {{"version", 1}, {"status", status}, {"max_score", max_score}, {"tests", std::move(tests)}};
}

std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

std::string task_message(const TaskResult& task) {
  if (task.passed()) return "passed";
  const auto hints = task.hints();
  const CheckResult* failure = task.first_failure();
  return !hints.empty() ? hints.front() : failure ? first_line(failure->message) : "not passed";
}

// "task" and the id's letters and digits (a runner's name is an environment
// variable's, NAME_RESULTS), made unique.
std::string runner_name(const std::string& id, std::set<std::string>& taken) {
  std::string name = "task";
  for (char c : id) {
    if (std::isalnum(static_cast<unsigned char>(c)) != 0) name += static_cast<char>(std::tolower(c));
  }
  std::string unique = name;
  for (int n = 2; !taken.insert(unique).second; ++n) unique = name + "n" + std::to_string(n);
  return unique;
}

nlohmann::json task_runner(const TaskResult& task) {
  const std::string name = "Task " + task.id + ": " + task.name;
  const std::string code = "./grade --task " + task.id;
  const std::size_t passed = task.count(CheckResult::Status::passed);
  const std::size_t counted = passed + task.count(CheckResult::Status::failed);
  const bool partial = task.score > 0 && task.score < task.max_score && counted > 0;
  nlohmann::json tests = nlohmann::json::array();
  if (!partial) {
    tests.push_back(test(name, task.passed() ? "pass" : "fail", task.score, task_message(task), code));
  } else {
    // The table's own arithmetic (passed / tests * max_score), on the first passed check.
    const double points = static_cast<double>(passed) / static_cast<double>(counted) * task.max_score;
    bool first = true;
    for (const auto& check : task.checks) {
      if (check.status == CheckResult::Status::skipped) continue;
      const bool ok = check.status == CheckResult::Status::passed;
      tests.push_back(test(name + ": " + check.label, ok ? "pass" : "fail", ok && first ? points : 0.0,
                           ok ? "passed" : first_line(check.message), code));
      first = first && !ok;
    }
  }
  return runner(task.passed() ? "pass" : "fail", task.max_score, std::move(tests));
}

nlohmann::json extras_runner(const std::vector<ExtraResult>& extras) {
  nlohmann::json tests = nlohmann::json::array();
  for (const auto& extra : extras) {
    const bool manual = extra.status == ExtraResult::Status::manual;
    // Pending is neither pass nor fail (the reporter marks it as not passed, by its name).
    const std::string status = manual ? "pending" : extra.status == ExtraResult::Status::not_met ? "fail" : "pass";
    tests.push_back(test("Extra: " + extra.name + ": " + extra_points(extra), status, extra.points,
                         manual ? "pending manual review: your instructor reviews it" : extra.message));
  }
  return runner("pass", 0, std::move(tests));
}

}  // namespace

std::vector<ClassroomRunner> classroom_runners(const GradeReport& original) {
  const GradeReport report = with_safe_text(original);
  std::vector<ClassroomRunner> runners;
  std::set<std::string> taken;
  double tasks = 0;
  for (const auto& task : report.tasks) {
    runners.push_back({runner_name(task.id, taken), task_runner(task)});
    tasks += task.score;
  }
  if (report.extras.empty()) return runners;
  runners.push_back({"extras", extras_runner(report.extras)});
  double extras = 0;
  for (const auto& extra : report.extras) extras += extra.points;
  const double change = report.score - tasks;
  if (std::fabs(change) < 1e-9) return runners;
  const std::string floored = std::fabs(tasks + extras - report.score) > 1e-9 ? " (the total is never below 0)" : "";
  const std::string points = (change > 0 ? "+" : "") + format_points(change);
  runners.push_back(
      {"extrapoints",
       runner("pass", change,
              nlohmann::json::array({test("Extras: " + points + " in the total" + floored, "pass", change, "")}))});
  runners.push_back(
      {"extrasmax", runner("pass", -change,
                           nlohmann::json::array({test("Not a test: its maximum (" + format_points(-change) +
                                                           ") cancels extrapoints', so that the maximum stays " +
                                                           format_points(report.max_score),
                                                       "none", 0, "")}))});
  return runners;
}

std::string render_classroom_result(const GradeReport& report) {
  std::string lines;
  for (const auto& [name, result] : classroom_runners(report)) {
    lines += name + "=" + base64_encode(result.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)) + "\n";
  }
  return lines;
}

}  // namespace grader
