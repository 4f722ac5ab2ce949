// The terminal's report (./grade, feedback/<student>.txt in batch).
#include <iomanip>
#include <sstream>

#include "grader/reports/reports.hpp"
#include "report_parts.hpp"

namespace grader {

using report_parts::indent;
using report_parts::task_feedback;
using report_parts::with_safe_text;

using Status = CheckResult::Status;

std::string render_text(const GradeReport& original, bool color) {
  const GradeReport report = with_safe_text(original);
  const std::string green = color ? "\033[32m" : "";
  const std::string red = color ? "\033[31m" : "";
  const std::string yellow = color ? "\033[33m" : "";
  const std::string bold = color ? "\033[1m" : "";
  const std::string reset = color ? "\033[0m" : "";
  std::ostringstream out;
  out << bold << report.title << reset << "  (assignment " << report.assignment << ", " << report.reference_set
      << " references)\n";
  if (!report.submission.empty()) out << "Submission: " << report.submission << "\n";
  out << "\n";
  if (!report.build_errors.empty() && !report.build_explanation.empty()) {
    out << red << "Your code does not compile: " << report.build_explanation << reset << "\n"
        << "The compiler said:\n"
        << indent(report.build_errors, "  ") << "\n\n";
  } else if (!report.build_errors.empty()) {
    out << red << "Your code does not compile; the compiler said:" << reset << "\n"
        << indent(report.build_errors, "  ") << "\n\n";
  }
  for (const auto& task : report.tasks) {
    const bool ok = task.passed();
    out << (ok ? green + "PASS" : red + "FAIL") << reset << "  Task " << std::left << std::setw(4) << task.id << " "
        << std::setw(48) << task.name << " " << std::right << format_points(task.score) << " / "
        << format_points(task.max_score) << "\n";
    if (!ok) {
      out << yellow << indent(task_feedback(task), "      ") << reset << "\n";
    } else if (const std::size_t skipped = task.count(Status::skipped); skipped > 0) {
      for (const auto& check : task.checks) {
        if (check.status != Status::skipped) continue;
        out << "      " << skipped
            << " more checks not graded yet: " << check.message.substr(std::string("not graded: ").size()) << "\n";
        break;
      }
    }
  }
  if (!report.extras.empty()) out << "\nRubric extras (read from your files, not run):\n";
  for (const auto& extra : report.extras) {
    const bool bad = extra.status == ExtraResult::Status::not_met && extra.points < 0;
    out << (bad                                           ? red
            : extra.status == ExtraResult::Status::manual ? yellow
                                                          : green)
        << std::left << std::setw(10) << extra_label(extra) << reset << extra.name << ": " << extra_points(extra)
        << "\n";
    if (extra.status != ExtraResult::Status::manual) {
      out << "      " << extra.message << "\n";
    } else if (!extra.text.empty()) {
      out << indent(extra.text, "      | ") << "\n";
    }
  }
  out << "\n"
      << bold << "Total: " << format_points(report.score) << " / " << format_points(report.max_score) << reset
      << "   (graded in " << std::fixed << std::setprecision(2) << report.seconds << " s)\n";
  for (const auto& note : report.notes) out << "Note: " << note << "\n";
  return out.str();
}

}  // namespace grader
