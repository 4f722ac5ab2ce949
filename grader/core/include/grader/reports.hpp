#pragma once
// Renderings of a GradeReport: the terminal, Gradescope's results.json,
// JUnit XML and Markdown (a CI job summary).
#include <string>

#include "grader/engine.hpp"

namespace grader {

[[nodiscard]] std::string render_text(const GradeReport& report, bool color);
[[nodiscard]] std::string render_gradescope_json(const GradeReport& report);
[[nodiscard]] std::string render_junit(const GradeReport& report);
[[nodiscard]] std::string render_markdown(const GradeReport& report);

// "3", "2.5": points without trailing zeros.
[[nodiscard]] std::string format_points(double points);

}  // namespace grader
