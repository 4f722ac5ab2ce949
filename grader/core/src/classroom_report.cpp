// GitHub Classroom's autograding result.
#include <cmath>
#include <nlohmann/json.hpp>

#include "grader/checksum.hpp"
#include "grader/reports.hpp"
#include "report_parts.hpp"

namespace grader {

using report_parts::with_safe_text;

std::string render_classroom_result(const GradeReport& original) {
  const GradeReport report = with_safe_text(original);
  nlohmann::json tests = nlohmann::json::array();
  bool all_passed = report.build_errors.empty();
  double sum = 0;
  for (const auto& task : report.tasks) {
    const bool ok = task.passed();
    all_passed = all_passed && ok;
    std::string message = "passed";
    if (!ok) {
      const auto hints = task.hints();
      const CheckResult* failure = task.first_failure();
      message = !hints.empty() ? hints.front()
                : failure      ? failure->message.substr(0, failure->message.find('\n'))
                               : "not passed";
    }
    tests.push_back({{"name", "Task " + task.id + ": " + task.name},
                     {"status", ok ? "pass" : "fail"},
                     {"score", task.score},
                     {"message", message},
                     {"test_code", "./grade --task " + task.id},
                     {"filename", ""},
                     {"line_no", 0},
                     {"duration", 0}});
    sum += task.score;
  }
  for (const auto& extra : report.extras) {
    tests.push_back({{"name", "Extra: " + extra.name},
                     {"status", extra.status == ExtraResult::Status::not_met ? "fail" : "pass"},
                     {"score", extra.points},
                     {"message", extra.status == ExtraResult::Status::manual ? "needs manual review" : extra.message},
                     {"test_code", ""},
                     {"filename", ""},
                     {"line_no", 0},
                     {"duration", 0}});
    sum += extra.points;
  }
  // The reporter adds the tests' scores: deductions below 0 are floored like the report's total.
  if (std::fabs(sum - report.score) > 1e-9) {
    tests.push_back({{"name", "The total is never below 0"},
                     {"status", "pass"},
                     {"score", report.score - sum},
                     {"message", ""},
                     {"test_code", ""},
                     {"filename", ""},
                     {"line_no", 0},
                     {"duration", 0}});
  }
  const nlohmann::json result = {{"version", 1},
                                 {"status", !report.build_errors.empty() && report.score == 0 ? "error"
                                            : all_passed                                      ? "pass"
                                                                                              : "fail"},
                                 {"max_score", report.max_score},
                                 {"tests", tests}};
  return base64_encode(result.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

}  // namespace grader
