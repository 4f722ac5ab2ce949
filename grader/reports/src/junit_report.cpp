// JUnit XML (GitLab, Jenkins and other CI test views).
//
// A test's name never carries its score: GitLab and Jenkins follow a test
// through its name, and a name that changed with the points was a new test
// whose history was lost. The points are in each testcase's <system-out>
// (tests/reports/junit.xsd, Jenkins' junit-4.xsd, has no properties inside a
// testcase). A failure's text is the <failure> element's body, which GitLab
// shows as the test's details and Jenkins as its stack trace; its first line
// is also the message attribute. A rubric item pending manual review is
// <skipped>: not run, neither passed nor failed.
#include <iomanip>
#include <sstream>

#include "grader/reports/reports.hpp"
#include "grader/support/safe_text.hpp"
#include "report_parts.hpp"

namespace grader {

using report_parts::task_feedback;
using report_parts::with_safe_text;

namespace {

bool deducted(const ExtraResult& extra) { return extra.status == ExtraResult::Status::not_met && extra.points < 0; }

void write_task(std::ostream& out, const std::string& assignment, const TaskResult& task) {
  out << "    <testcase classname=\"" << xml_escape(assignment) << "\" name=\""
      << xml_escape("Task " + task.id + ": " + task.name) << "\" time=\"0\">\n";
  if (!task.passed()) {
    const CheckResult* failure = task.first_failure();
    const std::string message = failure ? failure->message.substr(0, failure->message.find('\n')) : "not passed";
    out << "      <failure message=\"" << xml_escape(message) << "\">" << xml_escape(task_feedback(task))
        << "</failure>\n";
  }
  out << "      <system-out>"
      << xml_escape("Points: " + format_points(task.score) + " / " + format_points(task.max_score))
      << "</system-out>\n    </testcase>\n";
}

void write_extra(std::ostream& out, const std::string& assignment, const ExtraResult& extra) {
  out << "    <testcase classname=\"" << xml_escape(assignment) << ".extras\" name=\""
      << xml_escape("Extra: " + extra.name) << "\" time=\"0\">\n";
  const bool manual = extra.status == ExtraResult::Status::manual;
  if (manual) {
    out << "      <skipped message=\"pending manual review\">pending manual review: your instructor reviews "
           "it</skipped>\n";
  } else if (deducted(extra)) {
    out << "      <failure message=\"" << xml_escape(extra.message) << "\">"
        << xml_escape(extra_points(extra) + ": " + extra.message) << "</failure>\n";
  }
  const std::string points = "Points: " + extra_points(extra);
  out << "      <system-out>" << xml_escape(manual || extra.message.empty() ? points : points + "\n" + extra.message)
      << "</system-out>\n    </testcase>\n";
}

}  // namespace

std::string render_junit(const GradeReport& original) {
  const GradeReport report = with_safe_text(original);
  std::ostringstream out;
  std::size_t failures = 0;
  std::size_t skipped = 0;
  for (const auto& task : report.tasks)
    if (!task.passed()) ++failures;
  for (const auto& extra : report.extras) {
    if (deducted(extra)) ++failures;
    if (extra.status == ExtraResult::Status::manual) ++skipped;
  }
  const std::size_t tests = report.tasks.size() + report.extras.size();
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out << "<testsuites name=\"" << xml_escape(report.assignment) << "\" tests=\"" << tests << "\" failures=\""
      << failures << "\" errors=\"0\" time=\"" << std::fixed << std::setprecision(3) << report.seconds << "\">\n";
  out << "  <testsuite name=\"" << xml_escape(report.assignment + " (" + report.reference_set + ")") << "\" tests=\""
      << tests << "\" failures=\"" << failures << "\" errors=\"0\" skipped=\"" << skipped << "\" time=\""
      << report.seconds << "\">\n";
  for (const auto& task : report.tasks) write_task(out, report.assignment, task);
  for (const auto& extra : report.extras) write_extra(out, report.assignment, extra);
  out << "  </testsuite>\n</testsuites>\n";
  return out.str();
}

}  // namespace grader
