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
std::vector<ReportFormat>& table() {
  static std::vector<ReportFormat> formats = {
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
  };
  return formats;
}

}  // namespace

const std::vector<ReportFormat>& report_formats() { return table(); }

void register_report_format(ReportFormat format) {
  if (format.flag.empty() || !format.render) {
    throw std::invalid_argument("register_report_format: a report format needs a flag and a renderer");
  }
  for (const ReportFormat& known : table()) {
    if (known.flag == format.flag) {
      throw std::invalid_argument("register_report_format: --" + format.flag + " is already a report format");
    }
  }
  table().push_back(std::move(format));
}

bool reports_need_heatmaps(const ReportPaths& paths) {
  for (const ReportFormat& format : table()) {
    auto path = paths.find(format.flag);
    if (format.needs_heatmaps && path != paths.end() && !path->second.empty()) return true;
  }
  return false;
}

void write_reports(const ReportPaths& paths, const ReportInputs& inputs) {
  for (const ReportFormat& format : table()) {
    auto path = paths.find(format.flag);
    if (path != paths.end() && !path->second.empty()) write_file_atomically(path->second, format.render(inputs));
  }
}

}  // namespace grader
