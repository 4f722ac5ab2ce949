#include "grader/grading/properties/property_checks.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>

#include "grader/assessment/compare.hpp"
#include "grader/assessment/results.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/registry.hpp"

namespace grader {
namespace {

using Status = CheckResult::Status;

// Row-major index arithmetic along one axis: which position of `axis` a
// flat index is at, and how far apart consecutive positions are.
struct AxisWalk {
  std::size_t stride = 1;
  std::size_t extent = 1;
  [[nodiscard]] std::size_t position(std::size_t flat) const { return (flat / stride) % extent; }
};

AxisWalk walk_along(const Shape& shape, std::size_t axis) {
  AxisWalk walk;
  for (std::size_t a = axis + 1; a < shape.size(); ++a) walk.stride *= shape[a];
  walk.extent = shape[axis];
  return walk;
}

// x with the tokens after position `keep` changed (prefix_invariance).
Tensor perturb_after(const Tensor& x, std::size_t axis, std::size_t keep) {
  Tensor changed = x;
  const AxisWalk walk = walk_along(x.shape, axis);
  for (std::size_t i = 0; i < changed.data.size(); ++i) {
    if (walk.position(i) > keep) changed.data[i] = -1.5f * changed.data[i] + 0.25f * static_cast<float>(i % 7);
  }
  return changed;
}

// x with positions reversed along `axis` (permutation_equivariance).
Tensor reverse_along(const Tensor& x, std::size_t axis) {
  Tensor reversed = x;
  const AxisWalk walk = walk_along(x.shape, axis);
  for (std::size_t i = 0; i < x.data.size(); ++i) {
    const std::size_t position = walk.position(i);
    reversed.data[i - position * walk.stride + (walk.extent - 1 - position) * walk.stride] = x.data[i];
  }
  return reversed;
}

void fail(CheckResult& result, std::string message, std::string hint = {}) {
  result.status = Status::failed;
  result.message = std::move(message);
  result.hint = std::move(hint);
}

// ---- rows_sum_to_one: every row of `output` sums to 1 along the last axis.

// The hint for rows that do not sum to 1: only when the numbers show where
// the normalisation went instead (another axis sums to 1 everywhere).
std::string other_axis_sums_to_one(const Tensor& t, const std::string& name) {
  for (std::size_t axis = 0; axis + 1 < t.rank(); ++axis) {
    const AxisWalk walk = walk_along(t.shape, axis);
    std::map<std::size_t, double> sums;
    bool finite = true;
    for (std::size_t i = 0; i < t.data.size(); ++i) {
      finite = finite && std::isfinite(t.data[i]);
      sums[i - walk.position(i) * walk.stride] += t.data[i];
    }
    if (finite && walk.extent > 1 &&
        std::all_of(sums.begin(), sums.end(), [](const auto& s) { return std::fabs(s.second - 1.0) <= 1e-3; })) {
      return "your " + name + " sums to 1 over axis " + std::to_string(axis) +
             " instead: normalise over the last axis, each row by its own sum";
    }
  }
  return {};
}

void judge_rows_sum_to_one(const PropertyRuns& runs, CheckResult& result) {
  const Tensor& probs = *runs.outputs[0];
  const std::string& name = runs.check.output;
  if (probs.rank() == 0 || probs.shape.back() == 0) return;
  const std::size_t row = probs.shape.back();
  for (std::size_t start = 0; start < probs.data.size(); start += row) {
    double sum = 0;
    for (std::size_t j = 0; j < row; ++j) sum += probs.data[start + j];
    if (!(std::fabs(sum - 1.0) <= 1e-4)) {
      fail(result,
           name + ": row " + format_index(unravel(start, probs.shape), {}) + " sums to " +
               format_float(static_cast<float>(sum)) + ", not 1: softmax must normalise over the last axis",
           other_axis_sums_to_one(probs, name));
      return;
    }
  }
}

// ---- prefix_invariance and permutation_equivariance: a second run on the
// input changed along the token axis.

// A check on one position cannot see an order.
std::string needs_two_positions(const Check& check, const Case& source) {
  auto input = source.inputs.find(check.input);
  if (input == source.inputs.end() || input->second.rank() <= check.axis) {
    return "needs a case with an input \"" + check.input + "\" that has an axis " + std::to_string(check.axis);
  }
  if (input->second.shape[check.axis] < 2) {
    return "needs a case whose input \"" + check.input + "\" has at least 2 positions along axis " +
           std::to_string(check.axis);
  }
  return {};
}

const Tensor& input_to_change(const Check& check, const Case& source, const HarnessRequest& fresh) {
  auto input = fresh.inputs.find(check.input);
  if (input == fresh.inputs.end() || input->second.rank() <= check.axis) {
    throw GraderError(ExitCode::manifest_error, "property " + check.property + " needs input \"" + check.input +
                                                    "\" with an axis " + std::to_string(check.axis) + " in case " +
                                                    source.name);
  }
  return input->second;
}

std::vector<HarnessRequest> later_tokens_changed(const Check& check, const Case& source, const HarnessRequest& fresh) {
  const Tensor& x = input_to_change(check, source, fresh);
  HarnessRequest changed = fresh;
  changed.inputs[check.input] = perturb_after(x, check.axis, (x.shape[check.axis] - 1) / 2);
  return {changed};
}

std::vector<HarnessRequest> tokens_reversed(const Check& check, const Case& source, const HarnessRequest& fresh) {
  const Tensor& x = input_to_change(check, source, fresh);
  HarnessRequest changed = fresh;
  changed.inputs[check.input] = reverse_along(x, check.axis);
  return {changed};
}

// Both runs' outputs have one shape, with the axes the check looks at.
bool same_shape(const PropertyRuns& runs, CheckResult& result) {
  const Check& check = runs.check;
  const Tensor& first = *runs.outputs[0];
  const Tensor& second = *runs.outputs[1];
  const std::size_t highest_axis =
      std::max(check.axis, *std::max_element(check.output_axes.begin(), check.output_axes.end()));
  if (first.shape != second.shape || first.rank() <= highest_axis) {
    fail(result, check.output + ": shape changed from " + format_shape(first.shape) + " to " +
                     format_shape(second.shape) + " when only the input values changed");
    return false;
  }
  return true;
}

void judge_prefix_invariance(const PropertyRuns& runs, CheckResult& result) {
  if (!same_shape(runs, result)) return;
  const Check& check = runs.check;
  const Tensor& first = *runs.outputs[0];
  const Tensor& second = *runs.outputs[1];
  const std::size_t keep = (first.shape[check.axis] - 1) / 2;
  const AxisWalk walk = walk_along(first.shape, check.axis);
  for (std::size_t i = 0; i < first.data.size(); ++i) {
    if (walk.position(i) > keep) continue;
    if (!close(first.data[i], second.data[i], runs.tolerance)) {
      fail(result, check.output + " at " + format_index(unravel(i, first.shape), {}) +
                       " changed when only tokens after position " + std::to_string(keep) +
                       " changed: a causal model must not look at future tokens");
      return;
    }
  }
}

void judge_permutation_equivariance(const PropertyRuns& runs, CheckResult& result) {
  if (!same_shape(runs, result)) return;
  const Check& check = runs.check;
  Tensor mirrored = *runs.outputs[0];
  for (std::size_t axis : check.output_axes) mirrored = reverse_along(mirrored, axis);
  const auto comparison =
      compare_tensors(check.output + " of the reversed input", mirrored, *runs.outputs[1], runs.tolerance, false, true);
  if (!comparison.passed) {
    fail(result, "reversing \"" + check.input + "\" along axis " + std::to_string(check.axis) + " should reverse \"" +
                     check.output +
                     "\" the same way, but it did not (is the result computed "
                     "from this input, row by row?)\n" +
                     comparison.message);
  }
}

// ---- inverted_dropout: the training-mode output is 0 or the output without
// training / (1 - p), elementwise; the second run is without training.

// Dropout on a few values cannot tell dropping from chance.
std::string too_few_values_for_dropout(const Check& check, const Case& source) {
  const double p = check.params.value("dropout", 0.0);
  auto expected = source.expected.find(check.output);
  if (p <= 0 || p >= 1 || expected == source.expected.end()) return {};
  // Enough values that all kept, or all dropped, happens by chance less than once in a million.
  const auto needed = static_cast<std::size_t>(std::ceil(std::log(1e-6) / std::log(std::max(p, 1 - p))));
  std::size_t values = 0;
  for (float v : expected->second.data) {
    if (std::isfinite(v) && v != 0.0f) ++values;
  }
  if (values < needed) {
    return "needs a case whose \"" + check.output + "\" has at least " + std::to_string(needed) +
           " non-zero values (dropout " + format_float(static_cast<float>(p)) + ")";
  }
  return {};
}

// The same inputs under the case's own parameters (no training): the
// student's own values that training mode must drop or scale.
std::vector<HarnessRequest> without_training(const Check&, const Case& source, const HarnessRequest& fresh) {
  HarnessRequest evaluation = fresh;
  evaluation.params = source.params;
  return {evaluation};
}

void judge_inverted_dropout(const PropertyRuns& runs, CheckResult& result) {
  const Check& check = runs.check;
  const std::string& name = check.output;
  const double p = check.params.value("dropout", 0.0);
  if (p <= 0 || p >= 1) {
    throw GraderError(ExitCode::manifest_error,
                      "inverted_dropout needs params.dropout in (0, 1), for case " + runs.source.name);
  }
  const Tensor& trained = *runs.outputs[0];
  const Tensor& untrained = *runs.outputs[1];
  if (trained.shape != untrained.shape) {
    fail(result, name + ": shape " + format_shape(trained.shape) + " in training mode, " +
                     format_shape(untrained.shape) + " without");
    return;
  }
  // Each element is dropped (0), kept and scaled (its value without
  // training / (1 - p)), kept but not scaled, or something else.
  std::size_t dropped = 0;
  std::size_t scaled = 0;
  std::size_t unscaled = 0;
  std::size_t first_wrong = trained.data.size();
  for (std::size_t i = 0; i < trained.data.size(); ++i) {
    const float want = untrained.data[i];
    const float got = trained.data[i];
    if (want == 0.0f) {
      if (got != 0.0f && first_wrong == trained.data.size()) first_wrong = i;
    } else if (got == 0.0f) {
      ++dropped;
    } else if (close(static_cast<float>(want / (1.0 - p)), got, runs.tolerance)) {
      ++scaled;
    } else if (close(want, got, runs.tolerance)) {
      ++unscaled;
    } else if (first_wrong == trained.data.size()) {
      first_wrong = i;
    }
  }
  const std::string where = name + " in training mode with dropout " + format_float(static_cast<float>(p));
  if (first_wrong < trained.data.size()) {
    std::string hint;
    // Rows that still sum to 1 in training mode were normalised after dropout.
    if (trained.rank() > 0 && trained.shape.back() > 1) {
      const std::size_t row = trained.shape.back();
      bool normalised = true;
      for (std::size_t start = 0; start < trained.data.size() && normalised; start += row) {
        double sum = 0;
        for (std::size_t j = 0; j < row; ++j) sum += trained.data[start + j];
        normalised = std::fabs(sum - 1.0) <= 1e-4;
      }
      if (normalised) {
        hint = "in training mode every row of your " + name +
               " still sums to 1, so the rows were normalised after dropout: apply dropout to the "
               "probabilities, after the softmax";
      }
    }
    const float want = untrained.data[first_wrong];
    fail(result,
         where + " at " + format_index(unravel(first_wrong, trained.shape), {}) + " is " +
             format_float(trained.data[first_wrong]) +
             ": each probability must be either dropped (0) or its value without training (your " + format_float(want) +
             ") scaled by 1 / (1 - p), " + format_float(static_cast<float>(want / (1.0 - p))),
         hint);
    return;
  }
  if (dropped == 0 && scaled == 0) {
    // Every value as it is without training: the training run changed nothing.
    fail(result, where + ": no probability was dropped: is dropout applied to probs in training mode?",
         unscaled == 0 ? std::string()
                       : "in training mode every value of your " + name +
                             " is the one it has without training: dropout is not applied (drop each with "
                             "probability p, and scale the kept ones by 1 / (1 - p))");
  } else if (unscaled > 0) {
    auto hint = runs.manifest.hints.find("dropout_not_inverted");
    fail(result, where + ": " + std::to_string(unscaled) + " kept probabilities were not scaled by 1 / (1 - p)",
         hint != runs.manifest.hints.end() ? hint->second : std::string());
  } else if (scaled == 0) {
    fail(result, where + ": every probability was dropped");
  } else if (dropped == 0) {
    fail(result, where + ": no probability was dropped, though every kept one was scaled");
  }
}

// ---- shift_invariance: a softmax is the same for x and x + c. A second run
// on the input with every finite value raised by kShift, enough for exp()
// to overflow float and double (e^88.7, e^709.8) even after a scale of
// 1 / sqrt(64); values of -inf (masked) stay -inf.

constexpr float kShift = 1000.0f;

std::vector<HarnessRequest> values_raised(const Check& check, const Case& source, const HarnessRequest& fresh) {
  auto input = fresh.inputs.find(check.input);
  if (input == fresh.inputs.end()) {
    throw GraderError(ExitCode::manifest_error,
                      "property " + check.property + " needs input \"" + check.input + "\" in case " + source.name);
  }
  HarnessRequest changed = fresh;
  for (float& v : changed.inputs[check.input].data) {
    if (std::isfinite(v)) v += kShift;
  }
  return {changed};
}

void judge_shift_invariance(const PropertyRuns& runs, CheckResult& result) {
  const Check& check = runs.check;
  const Tensor& first = *runs.outputs[0];
  const Tensor& raised = *runs.outputs[1];
  const std::string where = "with every value of \"" + check.input + "\" raised by " + format_float(kShift);
  if (first.shape != raised.shape) {
    fail(result, check.output + ": shape changed from " + format_shape(first.shape) + " to " +
                     format_shape(raised.shape) + " " + where);
    return;
  }
  // The raised inputs carry about four fewer digits: 1e-3 both ways
  // still tells any other computation from a softmax.
  Tolerance loose = runs.tolerance;
  loose.rtol = std::max(loose.rtol, 1e-3);
  loose.atol = std::max(loose.atol, 1e-4);
  std::size_t overflowed = 0;
  std::size_t first_changed = first.data.size();
  for (std::size_t i = 0; i < first.data.size(); ++i) {
    // NaN in both runs did not change: the reference checks judge it.
    if (std::isnan(first.data[i]) && std::isnan(raised.data[i])) continue;
    if (std::isfinite(first.data[i]) && !std::isfinite(raised.data[i])) ++overflowed;
    if (first_changed == first.data.size() && !close(first.data[i], raised.data[i], loose)) first_changed = i;
  }
  if (first_changed == first.data.size()) return;
  if (overflowed > 0) {
    // Finite for the values as they were, NaN or inf for the same values
    // raised: exp() overflowed, which a softmax that subtracts each line's
    // maximum first never does.
    fail(result,
         "your \"" + check.output + "\" has " + std::to_string(overflowed) + " NaN or inf " + where +
             ", where it was finite before",
         "exp() overflowed: a softmax must subtract each line's maximum before exp (softmax(x) = softmax(x - max x)), "
         "so large \"" +
             check.input + "\" stay finite");
    return;
  }
  fail(result, "your \"" + check.output + "\" at " + format_index(unravel(first_changed, first.shape), {}) + " is " +
                   format_float(raised.data[first_changed]) + " " + where + ", and " +
                   format_float(first.data[first_changed]) + " before: a softmax gives the same for x and x + c");
}

// The table: one line per kind.
Registry<PropertyCheck, &PropertyCheck::name>& property_checks() {
  static Registry<PropertyCheck, &PropertyCheck::name> kinds(
      "register_property_check: a property check",
      {
          {"rows_sum_to_one", nullptr, nullptr, judge_rows_sum_to_one, false},
          {"prefix_invariance", needs_two_positions, later_tokens_changed, judge_prefix_invariance, true},
          {"permutation_equivariance", needs_two_positions, tokens_reversed, judge_permutation_equivariance, true},
          {"inverted_dropout", too_few_values_for_dropout, without_training, judge_inverted_dropout, false},
          {"shift_invariance", nullptr, values_raised, judge_shift_invariance, true},
      });
  return kinds;
}

}  // namespace

const PropertyCheck* find_property_check(const std::string& name) { return property_checks().find(name); }

std::vector<std::string> property_check_names() {
  std::vector<std::string> names = property_checks().names();
  std::sort(names.begin(), names.end());
  return names;
}

void register_property_check(PropertyCheck check) {
  const bool complete = static_cast<bool>(check.judge);
  property_checks().add(std::move(check), complete);
}

}  // namespace grader
