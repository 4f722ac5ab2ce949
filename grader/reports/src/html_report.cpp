#include "grader/reports/html_report.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <iomanip>
#include <sstream>

#include "grader/reports/reports.hpp"

namespace grader {
namespace {

using Status = CheckResult::Status;

constexpr int cell_size = 24;  // pixels per heatmap cell (the screenshot test counts them)

std::string svg_heatmap(const Tensor& matrix) {
  const std::size_t rows = matrix.shape[0];
  const std::size_t cols = matrix.shape[1];
  std::ostringstream svg;
  svg << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << cols * cell_size << "\" height=\"" << rows * cell_size
      << "\" shape-rendering=\"crispEdges\">";
  for (std::size_t r = 0; r < rows; ++r) {
    for (std::size_t c = 0; c < cols; ++c) {
      const float value = matrix.data[r * cols + c];
      std::ostringstream shown;
      shown << std::setprecision(4) << value;
      svg << "<rect x=\"" << c * cell_size << "\" y=\"" << r * cell_size << "\" width=\"" << cell_size << "\" height=\""
          << cell_size << "\" fill=\"" << heatmap_colour(value) << "\"><title>row " << r << ", column " << c << ": "
          << shown.str() << "</title></rect>";
    }
  }
  svg << "</svg>";
  return svg.str();
}

double max_difference(const Tensor& a, const Tensor& b) {
  double worst = 0;
  for (std::size_t i = 0; i < a.data.size() && i < b.data.size(); ++i) {
    const double difference = std::fabs(static_cast<double>(a.data[i]) - static_cast<double>(b.data[i]));
    if (std::isnan(difference)) return difference;
    worst = std::max(worst, difference);
  }
  return worst;
}

}  // namespace

std::string heatmap_colour(double value) {
  // Viridis at nine stops, interpolated linearly.
  static constexpr std::array<std::array<int, 3>, 9> stops = {{{0x44, 0x01, 0x54},
                                                               {0x47, 0x2c, 0x7a},
                                                               {0x3b, 0x51, 0x8b},
                                                               {0x2c, 0x71, 0x8e},
                                                               {0x21, 0x90, 0x8d},
                                                               {0x27, 0xad, 0x81},
                                                               {0x5c, 0xc8, 0x63},
                                                               {0xaa, 0xdc, 0x32},
                                                               {0xfd, 0xe7, 0x25}}};
  if (std::isnan(value)) return "#ff00ff";  // NaN stands out
  const double clamped = std::clamp(value, 0.0, 1.0) * static_cast<double>(stops.size() - 1);
  const auto low = static_cast<std::size_t>(std::floor(clamped));
  const std::size_t high = std::min(low + 1, stops.size() - 1);
  const double t = clamped - static_cast<double>(low);
  std::ostringstream colour;
  colour << "#" << std::hex << std::setfill('0');
  for (int channel = 0; channel < 3; ++channel) {
    const double mixed =
        stops[low][static_cast<std::size_t>(channel)] * (1 - t) + stops[high][static_cast<std::size_t>(channel)] * t;
    colour << std::setw(2) << static_cast<int>(std::lround(mixed));
  }
  return colour.str();
}

namespace {

void render_heatmaps(std::ostringstream& html, const std::vector<HeatmapPanel>& panels) {
  html << "<h2>Attention probabilities</h2>\n<p>Each row is a query token, each column a key token; brighter is "
          "more attention. Yours are computed by your code on a public case, beside the reference's.</p>\n"
       << "<div class=\"legend\">0 <svg width=\"200\" height=\"14\">";
  for (int i = 0; i < 20; ++i) {
    html << "<rect x=\"" << i * 10 << "\" y=\"0\" width=\"10\" height=\"14\" fill=\""
         << heatmap_colour((i + 0.5) / 20.0) << "\"/>";
  }
  html << "</svg> 1</div>\n";
  for (const auto& panel : panels) {
    html << "<h3>" << html_escape(panel.title) << "</h3>\n";
    if (!panel.problem.empty()) {
      html << "<p class=\"differs\">Yours could not be drawn: " << html_escape(panel.problem) << "</p>\n";
    }
    html << "<div class=\"maps\">\n";
    for (const auto& pair : panel.pairs) {
      html << "<div><b>" << html_escape(pair.label) << "</b><div class=\"pair\">";
      if (pair.yours) {
        html << "<div class=\"map\"><p>yours</p>" << svg_heatmap(*pair.yours) << "</div>";
      }
      html << "<div class=\"map\"><p>reference</p>" << svg_heatmap(pair.reference) << "</div></div>";
      if (pair.yours) {
        const double difference = max_difference(*pair.yours, pair.reference);
        if (std::isnan(difference)) {
          html << "<p class=\"differs\">differs: yours has NaN (magenta)</p>";
        } else if (difference > 1e-4) {
          std::ostringstream shown;
          shown << std::setprecision(3) << difference;
          html << "<p class=\"differs\">differs: largest difference " << shown.str() << "</p>";
        }
      }
      html << "</div>\n";
    }
    html << "</div>\n";
  }
}

void render_extras_and_notes(std::ostringstream& html, const GradeReport& report) {
  if (!report.extras.empty()) {
    html << "<h2>Rubric extras</h2>\n<p>Read from your files, not run.</p>\n<table><tr><th>Item</th><th>Name</th>"
            "<th>Points</th><th>Result</th></tr>\n";
    for (const auto& extra : report.extras) {
      const bool manual = extra.status == ExtraResult::Status::manual;
      const bool bad = extra.status == ExtraResult::Status::not_met && extra.points < 0;
      html << "<tr><td>" << html_escape(extra.id) << "</td><td>" << html_escape(extra.name) << "</td><td>"
           << html_escape(extra_points(extra)) << "</td><td><span class=\""
           << (manual ? "review"
               : bad  ? "fail"
                      : "pass")
           << "\">" << html_escape(extra_label(extra)) << "</span><pre>"
           << html_escape(manual ? extra.text : extra.message) << "</pre></td></tr>\n";
    }
    html << "</table>\n";
  }
  if (!report.notes.empty()) {
    html << "<h2>Notes</h2>\n<ul>";
    for (const auto& note : report.notes) html << "<li>" << html_escape(note) << "</li>";
    html << "</ul>\n";
  }
}

}  // namespace

std::string render_html(const GradeReport& report, const std::vector<HeatmapPanel>& panels) {
  std::ostringstream html;
  html << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>" << html_escape(report.title)
       << ": " << format_points(report.score) << " / " << format_points(report.max_score) << "</title>\n"
       << "<style>body{font-family:sans-serif;margin:1.5em;max-width:75em;color:#222}"
          "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px;text-align:left;"
          "vertical-align:top}.pass{color:#1a7f37;font-weight:bold}.fail{color:#b42318;font-weight:bold}"
          ".review{color:#9a6700;font-weight:bold}pre{white-space:pre-wrap;margin:0;font-size:90%}"
          ".maps{display:flex;flex-wrap:wrap;gap:28px;margin-bottom:1em}.pair{display:flex;gap:10px}"
          ".map p{margin:2px 0;font-size:85%}.legend{display:flex;align-items:center;gap:6px;font-size:85%}"
          ".differs{color:#b42318;font-size:85%}</style></head><body>\n";
  html << "<h1>" << html_escape(report.title) << "</h1>\n<p><b>Total: " << format_points(report.score) << " / "
       << format_points(report.max_score) << "</b> &middot; graded against the " << html_escape(report.reference_set)
       << " references";
  if (!report.submission.empty()) html << " &middot; submission " << html_escape(report.submission);
  html << "</p>\n";
  if (!report.build_errors.empty()) {
    html << "<h2>Your code does not compile</h2>\n";
    if (!report.build_explanation.empty()) html << "<p>" << html_escape(report.build_explanation) << "</p>\n";
    html << "<pre>" << html_escape(report.build_errors) << "</pre>\n";
  }
  html << "<h2>Tasks</h2>\n<table><tr><th>Task</th><th>Name</th><th>Points</th><th>Result</th></tr>\n";
  for (const auto& task : report.tasks) {
    const bool ok = task.passed();
    html << "<tr><td>" << html_escape(task.id) << "</td><td>" << html_escape(task.name) << "</td><td>"
         << format_points(task.score) << " / " << format_points(task.max_score) << "</td><td><span class=\""
         << (ok ? "pass\">PASS" : "fail\">FAIL") << "</span>";
    if (!ok) html << "<pre>" << html_escape(render_task_feedback(task)) << "</pre>";
    html << "</td></tr>\n";
  }
  html << "</table>\n";
  if (!panels.empty()) render_heatmaps(html, panels);
  render_extras_and_notes(html, report);
  html << "</body></html>\n";
  return html.str();
}

}  // namespace grader
