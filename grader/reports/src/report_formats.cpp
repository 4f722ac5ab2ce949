#include "grader/reports/report_formats.hpp"

#include <stdexcept>

#include "grader/reports/reports.hpp"
#include "grader/support/json_file.hpp"

namespace grader {
namespace {

std::string gradescope(const ReportInputs& in) {
  return render_gradescope_json(in.report, in.manifest.gradescope, in.feedback);
}
std::string junit(const ReportInputs& in) { return render_junit(in.report); }
std::string markdown(const ReportInputs& in) { return render_markdown(in.report); }
std::string html(const ReportInputs& in) { return render_html(in.report, in.heatmaps); }
std::string classroom(const ReportInputs& in) { return render_classroom_result(in.report); }

// The table: one line per format.
Registry<ReportFormat, &ReportFormat::flag>& formats() {
  static Registry<ReportFormat, &ReportFormat::flag> table(
      "register_report_format: a report format",
      {
          {"json", "Also write Gradescope's results.json to FILE", false, gradescope},
          {"junit", "Also write JUnit XML to FILE", false, junit},
          {"markdown", "Also write a Markdown summary (for a CI job summary) to FILE", false, markdown},
          {"html",
           "Also write a self-contained HTML page to FILE: the tasks, and heatmaps of your attention probabilities "
           "beside the reference's (for assignments whose manifest draws them)",
           true, html},
          {"classroom",
           "Also write GitHub Classroom's autograding results to FILE: a line NAME=base64 JSON per runner of "
           "autograding-grading-reporter (scripts/classroom-grade hands them to it)",
           false, classroom},
      });
  return table;
}

}  // namespace

const Registry<ReportFormat, &ReportFormat::flag>& report_formats() { return formats(); }

void register_report_format(ReportFormat format) {
  const bool complete = static_cast<bool>(format.render);
  formats().add(std::move(format), complete);
}

bool reports_need_heatmaps(const ReportPaths& paths) {
  for (const ReportFormat& format : formats()) {
    auto path = paths.find(format.flag);
    if (format.needs_heatmaps && path != paths.end() && !path->second.empty()) return true;
  }
  return false;
}

void write_reports(const ReportPaths& paths, const ReportInputs& inputs) {
  for (const ReportFormat& format : formats()) {
    auto path = paths.find(format.flag);
    if (path != paths.end() && !path->second.empty()) write_file_atomically(path->second, format.render(inputs));
  }
}

}  // namespace grader
