// What every rendering of a report shares (report_parts.hpp); each format
// has its own file: text_report.cpp, gradescope_report.cpp, junit_report.cpp,
// markdown_report.cpp, classroom_report.cpp, html_report.cpp.
#include "grader/reports/reports.hpp"

#include <cmath>
#include <iomanip>
#include <sstream>

#include "grader/support/safe_text.hpp"
#include "report_parts.hpp"

namespace grader {

using Status = CheckResult::Status;

namespace report_parts {

std::string indent(const std::string& text, const std::string& prefix) {
  std::string out = prefix;
  for (char c : text) {
    out += c;
    if (c == '\n') out += prefix;
  }
  return out;
}

std::string task_feedback(const TaskResult& task) {
  std::ostringstream out;
  const std::size_t passed = task.count(Status::passed);
  const std::size_t failed = task.count(Status::failed);
  const std::size_t skipped = task.count(Status::skipped);
  out << passed << " of " << (passed + failed) << " checks passed";
  if (skipped) out << " (" << skipped << " not graded)";
  out << "\n";
  for (const auto& hint : task.hints()) out << "Hint: " << hint << "\n";
  if (const CheckResult* failure = task.first_failure()) {
    out << "First failure (" << failure->label << "):\n" << indent(failure->message, "  ") << "\n";
    if (!failure->program_output.empty())
      out << "Your code printed:\n" << indent(failure->program_output, "  | ") << "\n";
  }
  if (!task.example.empty()) out << task.example << "\n";
  for (const auto& check : task.checks) {
    if (check.status == Status::skipped) {
      out << "Skipped: " << check.label << ": " << check.message << "\n";
      break;
    }
  }
  std::string text = out.str();
  while (!text.empty() && text.back() == '\n') text.pop_back();
  return text;
}

GradeReport with_safe_text(const GradeReport& original) {
  GradeReport report = original;
  for (std::string* text : {&report.assignment, &report.title, &report.submission, &report.reference_set,
                            &report.build_errors, &report.build_explanation}) {
    *text = safe_text(*text);
  }
  for (auto& note : report.notes) note = safe_text(note);
  for (auto& file : report.tampered_files) file = safe_text(file);
  for (auto& task : report.tasks) {
    task.id = safe_text(task.id);
    task.name = safe_text(task.name);
    task.example = safe_text(task.example);
    for (auto& check : task.checks) {
      for (std::string* text : {&check.label, &check.message, &check.hint, &check.program_output})
        *text = safe_text(*text);
    }
  }
  for (auto& extra : report.extras) {
    for (std::string* text : {&extra.id, &extra.name, &extra.message, &extra.text}) *text = safe_text(*text);
  }
  return report;
}

}  // namespace report_parts

namespace {

// "-1", "+1", "0": what an extra changed.
std::string signed_points(double points) {
  if (points > 0) return "+" + format_points(points);
  return format_points(points);
}

}  // namespace

std::string extra_label(const ExtraResult& extra) {
  switch (extra.status) {
    case ExtraResult::Status::manual:
      return "REVIEW";
    case ExtraResult::Status::not_checked:
      return "SKIP";
    case ExtraResult::Status::met:
      return extra.possible > 0 ? "BONUS" : "OK";
    case ExtraResult::Status::not_met:
      return extra.possible > 0 ? "NO BONUS" : "MINUS";
  }
  return "";
}

// The points an extra changed, with what it could have ("+1 of +1", "-1").
std::string extra_points(const ExtraResult& extra) {
  if (extra.status == ExtraResult::Status::manual) return "pending manual review";
  if (extra.possible > 0) return signed_points(extra.points) + " of " + signed_points(extra.possible);
  return signed_points(extra.points);
}

std::string render_task_feedback(const TaskResult& task) { return safe_text(report_parts::task_feedback(task)); }

// XML's escapes are valid HTML too (&apos; since HTML5); the text is made
// safe first (safe_text.hpp).
std::string html_escape(const std::string& text) { return xml_escape(text); }

std::string format_points(double points) {
  std::ostringstream out;
  if (std::fabs(points - std::round(points)) < 1e-9) {
    out << static_cast<long long>(std::llround(points));
  } else {
    out << std::setprecision(3) << points;
  }
  return out.str();
}

std::string format_score(double points) {
  if (std::fabs(points - std::round(points)) < 1e-9) return std::to_string(std::llround(points));
  std::ostringstream out;
  out << std::fixed << std::setprecision(6) << points;
  std::string text = out.str();
  text.erase(text.find_last_not_of('0') + 1);
  if (!text.empty() && text.back() == '.') text.pop_back();
  return text == "-0" ? "0" : text;
}

}  // namespace grader
