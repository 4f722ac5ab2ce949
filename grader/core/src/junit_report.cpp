// JUnit XML (GitLab, Jenkins and other CI test views).
#include <iomanip>
#include <sstream>

#include "grader/reports.hpp"
#include "grader/safe_text.hpp"
#include "report_parts.hpp"

namespace grader {

using report_parts::task_feedback;
using report_parts::with_safe_text;

std::string render_junit(const GradeReport& original) {
  const GradeReport report = with_safe_text(original);
  std::ostringstream out;
  std::size_t failures = 0;
  for (const auto& task : report.tasks)
    if (!task.passed()) ++failures;
  for (const auto& extra : report.extras) {
    if (extra.status == ExtraResult::Status::not_met && extra.points < 0) ++failures;
  }
  const std::size_t tests = report.tasks.size() + report.extras.size();
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out << "<testsuites name=\"" << xml_escape(report.assignment) << "\" tests=\"" << tests << "\" failures=\""
      << failures << "\" errors=\"0\" time=\"" << std::fixed << std::setprecision(3) << report.seconds << "\">\n";
  out << "  <testsuite name=\"" << xml_escape(report.assignment + " (" + report.reference_set + ")") << "\" tests=\""
      << tests << "\" failures=\"" << failures << "\" errors=\"0\" time=\"" << report.seconds << "\">\n";
  for (const auto& task : report.tasks) {
    out << "    <testcase classname=\"" << xml_escape(report.assignment) << "\" name=\""
        << xml_escape("Task " + task.id + ": " + task.name + " (" + format_points(task.score) + "/" +
                      format_points(task.max_score) + ")")
        << "\" time=\"0\">";
    if (!task.passed()) {
      const CheckResult* failure = task.first_failure();
      const std::string message = failure ? failure->message.substr(0, failure->message.find('\n')) : "not passed";
      out << "\n      <failure message=\"" << xml_escape(message) << "\">" << xml_escape(task_feedback(task))
          << "</failure>\n    ";
    }
    out << "</testcase>\n";
  }
  for (const auto& extra : report.extras) {
    out << "    <testcase classname=\"" << xml_escape(report.assignment) << ".extras\" name=\""
        << xml_escape("Extra: " + extra.name + " (" + extra_points(extra) + ")") << "\" time=\"0\">";
    if (extra.status == ExtraResult::Status::not_met && extra.points < 0) {
      out << "<failure message=\"" << xml_escape(extra.message) << "\"/>";
    }
    out << "</testcase>\n";
  }
  out << "  </testsuite>\n</testsuites>\n";
  return out.str();
}

}  // namespace grader
