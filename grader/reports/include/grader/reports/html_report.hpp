#pragma once
// The HTML report (--html FILE): one self-contained page per submission,
// with heatmaps of the student's attention probabilities beside the
// reference's (the manifest's "visualisation"). The report only renders
// them: the grading pipeline computes them (grader/course/heatmaps.hpp).
#include <optional>
#include <string>
#include <vector>

#include "grader/assessment/manifest.hpp"
#include "grader/assessment/reference_set.hpp"
#include "grader/assessment/results.hpp"

namespace grader {

struct HeatmapPair {
  std::string label;            // "sequence 1, head 1"
  std::optional<Tensor> yours;  // [rows, cols]; none when the student's code gave no usable output
  Tensor reference;             // [rows, cols]
};

struct HeatmapPanel {
  std::string title;  // "With causal masking"
  std::string case_name;
  std::string problem;  // why there are no "yours" maps ("not implemented yet", ...)
  std::vector<HeatmapPair> pairs;
};

[[nodiscard]] std::string render_html(const GradeReport& report, const std::vector<HeatmapPanel>& panels);

// The colour of a probability in [0, 1] (viridis): "#440154" at 0, "#fde725" at 1.
[[nodiscard]] std::string heatmap_colour(double value);

}  // namespace grader
