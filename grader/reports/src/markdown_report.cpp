// Markdown: a CI job summary, feedback/<student>.md in batch.
#include <sstream>

#include "grader/reports/reports.hpp"
#include "grader/support/safe_text.hpp"
#include "report_parts.hpp"

namespace grader {

using report_parts::task_feedback;
using report_parts::with_safe_text;
namespace {

// A multi-line note as one Markdown block quote.
std::string markdown_quote(const std::string& text) {
  std::string out = "> ";
  for (char c : safe_text(text)) {
    out += c;
    if (c == '\n') out += "> ";
  }
  return out;
}

}  // namespace

std::string render_markdown(const GradeReport& original) {
  const GradeReport report = with_safe_text(original);
  std::ostringstream out;
  out << "## " << report.title << ": " << format_points(report.score) << " / " << format_points(report.max_score)
      << "\n\n";
  out << "Graded against the `" << report.reference_set << "` references.\n\n";
  if (!report.build_errors.empty() && !report.build_explanation.empty()) {
    // In the block: the explanation names code (softmax_rows), which Markdown would read as emphasis.
    out << "**Your code does not compile**:\n\n"
        << markdown_code_block(report.build_explanation + "\n\nThe compiler said:\n" + report.build_errors) << "\n";
  } else if (!report.build_errors.empty()) {
    out << "**Your code does not compile**; the compiler said:\n\n" << markdown_code_block(report.build_errors) << "\n";
  }
  out << "| Task | Name | Points | Result |\n|---|---|---|---|\n";
  for (const auto& task : report.tasks) {
    const bool ok = task.passed();
    std::string result = ok ? "passed" : "failed";
    if (!ok) {
      const auto hints = task.hints();
      if (!hints.empty()) {
        result += ": " + hints.front();
      } else if (const CheckResult* failure = task.first_failure()) {
        result += ": " + failure->message.substr(0, failure->message.find('\n'));
      }
    }
    out << "| " << task.id << " | " << markdown_cell(task.name) << " | " << format_points(task.score) << " / "
        << format_points(task.max_score) << " | " << markdown_cell(result) << " |\n";
  }
  for (const auto& extra : report.extras) {
    out << "| " << markdown_cell(extra.id) << " | " << markdown_cell(extra.name) << " | "
        << markdown_cell(extra_points(extra)) << " | "
        << markdown_cell(extra.status == ExtraResult::Status::manual ? "your instructor reviews it" : extra.message)
        << " |\n";
  }
  out << "\n**Total: " << format_points(report.score) << " / " << format_points(report.max_score) << "**\n";
  bool any_failure = false;
  for (const auto& task : report.tasks) any_failure = any_failure || !task.passed();
  if (any_failure) {
    out << "\n<details><summary>Details</summary>\n\n";
    for (const auto& task : report.tasks) {
      if (task.passed()) continue;
      out << "### Task " << task.id << ": " << markdown_cell(task.name) << "\n\n"
          << markdown_code_block(task_feedback(task)) << "\n";
    }
    out << "</details>\n";
  }
  for (const auto& note : report.notes) out << "\n" << markdown_quote(note) << "\n";
  return out.str();
}

}  // namespace grader
