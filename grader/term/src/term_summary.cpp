#include "grader/term/term_summary.hpp"

#include <algorithm>

#include "grader/batch/class_records.hpp"
#include "grader/reports/reports.hpp"
#include "grader/support/time_text.hpp"

namespace grader {

namespace {

std::string cell(const std::string& text, const std::string& css = "") {
  return (css.empty() ? std::string("<td>") : "<td class=\"" + css + "\">") + html_escape(text) + "</td>";
}

// Submitted, deadline, days late, penalty and final: what gradebook.csv's
// lateness columns say, in the same words and numbers (format_score).
std::string lateness_cells(const TermRow& row, const Term& term) {
  const StudentRecord& record = *row.record;
  const std::string of_max = " / " + format_score(record.max_score);
  if (!row.lateness) {
    return cell("") + cell("") + cell("", "num") + cell("", "num") +
           (row.time_unknown ? cell("no known submission time", "num fail")
                             : cell(format_score(row.final_score()) + of_max, "num"));
  }
  const Lateness& late = *row.lateness;
  const bool penalised = late.penalty_percent > 0;
  return cell(format_time(*record.submitted_at)) +
         cell(format_time(late.deadline) + (late.deadline != term.due ? " (extension)" : "")) +
         cell(std::to_string(late.days_late), late.days_late > 0 ? "num fail" : "num") +
         cell(format_score(late.penalty_percent) + "%", penalised ? "num fail" : "num") +
         cell(format_score(row.final_score()) + of_max + (late.rejected ? " (not accepted)" : ""),
              penalised ? "num fail" : "num");
}

// Which LMS files leave the row out, and why.
std::string lms_cell(const TermRow& row, const std::vector<std::pair<std::string, const LmsFile*>>& lms) {
  std::vector<std::string> missing;
  for (const auto& [name, file] : lms) {
    if (file == nullptr) continue;
    if (row.student == nullptr) {
      missing.push_back("not in " + name + ": no roster match");
    } else if (!file->refused.empty()) {
      missing.push_back("not in " + name + ": the file was refused (roster.txt)");
    } else if (auto it = file->reason_of.find(row.student->id); it != file->reason_of.end()) {
      missing.push_back("not in " + name + ": " + it->second);
    }
  }
  std::string text;
  for (const auto& item : missing) text += (text.empty() ? "" : "; ") + item;
  return cell(text, text.empty() ? "" : "fail");
}

}  // namespace

std::string render_term_students_table(const Manifest& manifest, const std::vector<TermRow>& rows, bool with_roster,
                                       const Term* term,
                                       const std::vector<std::pair<std::string, const LmsFile*>>& lms) {
  const bool lms_column =
      with_roster && std::any_of(lms.begin(), lms.end(), [](const auto& file) { return file.second != nullptr; });
  std::string html;
  if (term != nullptr) {
    html +=
        "<p>Total is the graded score; Final is the grade gradebook.csv and the LMS files carry: Total less the "
        "late penalty (due " +
        html_escape(format_time(term->due)) + ").</p>\n";
  }
  html +=
      "<table><tr><th>Student</th>" + std::string(with_roster ? "<th>ID</th><th>Name</th>" : "") +
      summary_grade_header(manifest) + "<th>Total</th>" +
      (term != nullptr ? "<th>Submitted</th><th>Deadline</th><th>Days late</th><th>Penalty</th><th>Final</th>" : "") +
      "<th>Feedback</th>" + (lms_column ? "<th>LMS files</th>" : "") + "</tr>\n";
  const std::size_t grade_columns = manifest.tasks.size() + manifest.extras.size() + 1 + (term != nullptr ? 5 : 0) + 1;
  for (const auto& row : rows) {
    html += "<tr>" + cell(row.record != nullptr ? row.record->student : "");
    if (with_roster) {
      html += row.student != nullptr ? cell(row.student->id) + cell(row.student->name)
                                     : cell("no roster match (roster.txt)", "fail") + cell("");
    }
    if (row.record == nullptr) {
      html += "<td class=\"fail\" colspan=\"" + std::to_string(grade_columns) + "\">no submission</td>" +
              (lms_column ? lms_cell(row, lms) : "") + "</tr>\n";
      continue;
    }
    const StudentRecord& record = *row.record;
    html += summary_grade_cells(manifest, record, true) +
            cell(format_score(record.score) + " / " + format_score(record.max_score), "num");
    if (term != nullptr) html += lateness_cells(row, *term);
    html += summary_feedback_cell(record) + (lms_column ? lms_cell(row, lms) : "") + "</tr>\n";
  }
  return html + "</table>\n";
}

}  // namespace grader
