#pragma once
// The HTML report's heatmaps, computed by the grading pipeline (the report
// only renders them): the student's attention probabilities beside the
// reference's, on public cases only.
#include <vector>

#include "grader/assessment/manifest.hpp"
#include "grader/assessment/reference_set.hpp"
#include "grader/execution/harness_client.hpp"
#include "grader/reports/html_report.hpp"

namespace grader {

// Runs the visualisation's op on the first case of `public_set` matching
// each panel: only public cases, so the page never shows a hidden answer.
// Without a harness (the code did not compile) only the reference is drawn.
[[nodiscard]] std::vector<HeatmapPanel> collect_heatmaps(const Visualisation& visualisation,
                                                         const ReferenceSet& public_set, const Harness* harness);

}  // namespace grader
