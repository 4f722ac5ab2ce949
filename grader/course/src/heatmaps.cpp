#include "grader/course/heatmaps.hpp"

#include "grader/protocol/protocol.hpp"

namespace grader {
namespace {

// One [rows, cols] slice of a rank-3 tensor.
Tensor slice(const Tensor& tensor, std::size_t index) {
  Tensor matrix;
  matrix.shape = {tensor.shape[1], tensor.shape[2]};
  const std::size_t size = tensor.shape[1] * tensor.shape[2];
  matrix.data.assign(tensor.data.begin() + static_cast<long>(index * size),
                     tensor.data.begin() + static_cast<long>((index + 1) * size));
  return matrix;
}

}  // namespace

std::vector<HeatmapPanel> collect_heatmaps(const Visualisation& visualisation, const ReferenceSet& public_set,
                                           const Harness* harness) {
  std::vector<HeatmapPanel> panels;
  for (const auto& panel_spec : visualisation.panels) {
    HeatmapPanel panel;
    panel.title = panel_spec.title;
    const auto cases = public_set.cases_for(visualisation.op, panel_spec.where);
    const Case* source = nullptr;
    for (const Case* candidate : cases) {
      const auto expected = candidate->expected.find(visualisation.output);
      if (expected != candidate->expected.end() && expected->second.rank() == 3 && !candidate->shape_only) {
        source = candidate;
        break;
      }
    }
    if (source == nullptr) {
      panel.problem = "no public case of " + visualisation.op + " matches this panel";
      panels.push_back(std::move(panel));
      continue;
    }
    panel.case_name = source->name;
    const Tensor& reference = source->expected.at(visualisation.output);
    HarnessRequest request;
    request.op = visualisation.op;
    request.params = source->params;
    request.inputs = source->inputs;
    HarnessOutcome outcome;
    if (harness != nullptr) {
      outcome = harness->run(request);
    } else {
      outcome.message = "your code does not compile";
    }
    const Tensor* yours = nullptr;
    if (harness == nullptr || outcome.kind != HarnessOutcome::Kind::ok) {
      panel.problem =
          outcome.kind == HarnessOutcome::Kind::raised && outcome.error_kind == harness_error::not_implemented
              ? "not implemented yet (" + outcome.message + ")"
              : outcome.message;
    } else if (const auto found = outcome.outputs.find(visualisation.output); found == outcome.outputs.end()) {
      panel.problem = "your code returned no " + visualisation.output;
    } else if (found->second.shape != reference.shape) {
      panel.problem = "your " + visualisation.output + " has shape " + format_shape(found->second.shape) +
                      ", the reference " + format_shape(reference.shape);
    } else {
      yours = &found->second;
    }
    for (const auto& slice_spec : visualisation.slices) {
      if (slice_spec.index >= reference.shape[0]) continue;
      HeatmapPair pair;
      pair.label = slice_spec.label;
      pair.reference = slice(reference, slice_spec.index);
      if (yours != nullptr) pair.yours = slice(*yours, slice_spec.index);
      panel.pairs.push_back(std::move(pair));
    }
    panels.push_back(std::move(panel));
  }
  return panels;
}

}  // namespace grader
