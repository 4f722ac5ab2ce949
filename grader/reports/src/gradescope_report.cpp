// Gradescope's results.json.
#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <optional>

#include "grader/reports/reports.hpp"
#include "report_parts.hpp"

namespace grader {

using report_parts::task_feedback;
using report_parts::with_safe_text;

namespace {

// An extra as a test. Gradescope's test status is "passed" or "failed" (its
// autograder specification, "Test case status"): an item pending manual
// review is neither, so it has no status and no score (an informational
// test), and its name and output say it is pending.
nlohmann::json gradescope_extra(const ExtraResult& extra, const std::string& visibility) {
  nlohmann::json test = {{"name", "Extra: " + extra.name},
                         {"name_format", "text"},
                         {"number", extra.id},
                         {"output_format", "text"},
                         {"visibility", visibility}};
  if (extra.status == ExtraResult::Status::manual) {
    test["name"] = "Extra: " + extra.name + " (pending manual review)";
    test["output"] = "pending manual review: your instructor reviews it; it is not in this score yet" +
                     (extra.text.empty() ? std::string() : "\n" + extra.text);
    return test;
  }
  test["score"] = extra.points;
  test["max_score"] = std::max(0.0, extra.possible);
  test["status"] = extra.status == ExtraResult::Status::not_met ? "failed" : "passed";
  test["output"] = extra.message;
  return test;
}

}  // namespace

std::string render_gradescope_json(const GradeReport& original, const GradescopeVisibility& visibility,
                                   const GradeReport* feedback_original) {
  const GradeReport report = with_safe_text(original);
  // A grade made on the hidden set is shown when the course says (after the
  // due date by default); one made on a visible set is feedback already.
  auto graded_visibility = [&](const std::string& task_id) {
    if (auto it = visibility.per_task.find(task_id); it != visibility.per_task.end()) return it->second;
    return report.hidden ? visibility.graded : std::string("visible");
  };
  nlohmann::json tests = nlohmann::json::array();
  auto add_tests = [&](const GradeReport& graded, bool counts) {
    const std::string prefix = counts ? "" : "Public check, ";
    for (const auto& task : graded.tasks) {
      tests.push_back({{"name", prefix + "Task " + task.id + ": " + task.name},
                       {"name_format", "text"},
                       {"number", task.id},
                       {"score", counts ? task.score : 0.0},
                       {"max_score", counts ? task.max_score : 0.0},
                       {"status", task.passed() ? "passed" : "failed"},
                       {"output", task_feedback(task)},
                       {"output_format", "text"},
                       {"tags", nlohmann::json::array({graded.reference_set})},
                       {"visibility", counts ? graded_visibility(task.id) : visibility.feedback}});
    }
  };
  std::optional<GradeReport> feedback;
  if (feedback_original != nullptr) feedback = with_safe_text(*feedback_original);
  if (feedback) add_tests(*feedback, false);
  add_tests(report, true);
  nlohmann::json manual_review = nlohmann::json::object();
  for (const auto& extra : report.extras) {
    // An extra may count only when a graded task passes: it is shown with them.
    tests.push_back(gradescope_extra(extra, report.hidden ? visibility.graded : std::string("visible")));
    if (extra.status == ExtraResult::Status::manual) {
      manual_review[extra.id] = {{"name", extra.name}, {"text", extra.text}};
    }
  }
  std::string notes;
  for (const auto& note : report.notes) notes += note + "\n";
  std::string summary =
      "Assignment " + report.assignment + " graded against the " + report.reference_set + " references";
  if (feedback) {
    summary += " (shown " + (report.hidden ? visibility.graded : std::string("visible")) + "); the \"Public check\" " +
               "tests are the same code on the " + feedback->reference_set + " references, for feedback (0 points)";
  }
  nlohmann::json root = {
      {"score", report.score},
      {"execution_time", std::round(report.seconds * 1000) / 1000},
      {"output", summary + ".\n" +
                     (report.build_errors.empty() ? ""
                                                  : (report.build_explanation.empty()
                                                         ? "Your code does not compile; the compiler said:\n"
                                                         : "Your code does not compile: " + report.build_explanation +
                                                               "\nThe compiler said:\n") +
                                                        report.build_errors + "\n") +
                     notes},
      // Plain text everywhere: compiler errors full of <float> stay as written.
      {"output_format", "text"},
      {"test_output_format", "text"},
      {"test_name_format", "text"},
      {"stdout_visibility", visibility.stdout_log},
      {"tests", tests}};
  // Gradescope's optional leaderboard (the manifest's gradescope.leaderboard; not graded).
  if (!report.leaderboard.empty()) {
    root["leaderboard"] = nlohmann::json::array();
    for (const auto& entry : report.leaderboard) {
      root["leaderboard"].push_back({{"name", entry.name}, {"value", entry.value}, {"order", entry.order}});
    }
  }
  // For the instructor: Gradescope keeps extra_data with the results.
  if (!report.tampered_files.empty()) root["extra_data"]["tampered_files"] = report.tampered_files;
  if (!manual_review.empty()) root["extra_data"]["manual_review"] = manual_review;
  if (!report.instructor_warnings.empty()) root["extra_data"]["warnings"] = report.instructor_warnings;
  // ensure_ascii-free dump, but invalid UTF-8 from student output is replaced, not thrown.
  return root.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace grader
