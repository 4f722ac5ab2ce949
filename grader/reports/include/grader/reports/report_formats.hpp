#pragma once
// The report files a run can write besides the terminal: one line each in the
// table of report_formats.cpp (its flag, its help, whether it draws the public
// set's heatmaps, its renderer). The command line's flags (--json FILE, ...)
// come from that table, so a new format is one renderer and one line there
// (or register_report_format(), as tests/grading/extension_test.cpp does).
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "grader/assessment/manifest.hpp"
#include "grader/assessment/results.hpp"
#include "grader/reports/html_report.hpp"
#include "grader/support/registry.hpp"

namespace grader {

// Everything a format may render: every format only renders.
struct ReportInputs {
  const GradeReport& report;
  const Manifest& manifest;
  const std::vector<HeatmapPanel>& heatmaps;  // the public set's, when a requested format needs them
  const GradeReport* feedback = nullptr;      // the same build on the feedback set (--feedback-references)
};

struct ReportFormat {
  std::string flag;  // "json": written by --json FILE
  std::string help;  // the flag's help
  bool needs_heatmaps = false;
  std::function<std::string(const ReportInputs& inputs)> render;
};

// The formats, in the order --help lists them.
[[nodiscard]] const Registry<ReportFormat, &ReportFormat::flag>& report_formats();
// Adds a format (throws std::invalid_argument when the flag is taken or the renderer missing).
void register_report_format(ReportFormat format);

// Paths asked for, by flag ("json" -> "results.json"); empty paths are not written.
using ReportPaths = std::map<std::string, std::string>;
// Whether a requested format draws heatmaps (the public set is then graded for them).
[[nodiscard]] bool reports_need_heatmaps(const ReportPaths& paths);
// Writes each requested report, each file atomically (complete or not at all).
void write_reports(const ReportPaths& paths, const ReportInputs& inputs);

}  // namespace grader
