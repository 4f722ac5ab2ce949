// The whole-output finders of diagnose() (diagnosis.cpp's table): yours 0
// everywhere, the expected with an input added or left out, another tensor
// of the case, and the observation when no pattern fits: which slices are
// right.
#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "finders.hpp"

namespace grader {
namespace diagnosis {

// --- zeros everywhere ------------------------------------------------------------

std::optional<Diagnosis> all_zero(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context) {
  if (actual.data.empty() || expected.shape != actual.shape) return std::nullopt;
  if (!std::all_of(actual.data.begin(), actual.data.end(), [](float v) { return v == 0.0f; })) return std::nullopt;
  if (std::all_of(expected.data.begin(), expected.data.end(), [](float v) { return v == 0.0f; })) return std::nullopt;
  return Diagnosis{"all_zero", "every value of your \"" + context.output + "\" is 0, where the expected is not",
                   Strength::pattern};
}

// --- an offset by an input -------------------------------------------------------

// expected - actual is an input broadcast over the leading axes: that input
// (a bias) is left out, or added twice when it is the negative.
std::optional<Diagnosis> offset_by_input(const Tensor& expected, const Tensor& actual,
                                         const DiagnosisContext& context) {
  if (context.inputs == nullptr) return std::nullopt;
  const Tolerance loose{std::max(context.tolerance.rtol, 1e-4) * 10, std::max(context.tolerance.atol, 1e-5) * 10};
  for (const auto& [name, input] : *context.inputs) {
    if (!trailing_shape(input, actual) || input.data.empty()) continue;
    if (std::all_of(input.data.begin(), input.data.end(), [](float v) { return v == 0.0f; })) continue;
    for (const float sign : {1.0f, -1.0f}) {
      bool holds = true;
      for (std::size_t i = 0; i < actual.data.size() && holds; ++i) {
        holds = close(expected.data[i], actual.data[i] + sign * input.data[i % input.data.size()], loose);
      }
      if (holds) {
        return Diagnosis{sign > 0 ? "input_left_out" : "input_added_twice",
                         "your \"" + context.output + "\" is the expected one " + (sign > 0 ? "minus" : "plus") +
                             " the input \"" + name +
                             "\" at every position: " + (sign > 0 ? "it is left out" : "it is added twice"),
                         Strength::pattern};
      }
    }
  }
  return std::nullopt;
}

// --- equal to another tensor of the case -------------------------------------------

// (A finder's signature; the expected one is not used.)
std::optional<Diagnosis> equals_other(const Tensor&, const Tensor& actual, const DiagnosisContext& context) {
  const Tolerance& tol = context.tolerance;
  if (context.inputs != nullptr) {
    for (const auto& [name, input] : *context.inputs) {
      if (same_values(input, actual, tol)) {
        return Diagnosis{"equals_input", "your \"" + context.output + "\" is the input \"" + name + "\" unchanged",
                         Strength::pattern};
      }
    }
  }
  // The sum of two inputs of its shape (scores + mask): nothing after the sum reaches yours.
  if (context.inputs != nullptr) {
    for (auto a = context.inputs->begin(); a != context.inputs->end(); ++a) {
      for (auto b = context.inputs->begin(); b != context.inputs->end(); ++b) {
        // b of the same shape (each pair once) or broadcast over the leading axes.
        const bool same_shape = b->second.shape == actual.shape;
        if (a == b || a->second.shape != actual.shape || (same_shape && b->first < a->first) ||
            (!same_shape && !trailing_shape(b->second, actual))) {
          continue;
        }
        Tensor sum = a->second;
        const std::size_t period = b->second.data.size();
        for (std::size_t i = 0; i < sum.data.size(); ++i) sum.data[i] += b->second.data[i % period];
        if (same_values(sum, actual, tol)) {
          return Diagnosis{"equals_input_sum",
                           "your \"" + context.output + "\" is the inputs \"" + a->first + "\" + \"" + b->first +
                               "\" and nothing more: no step after their sum reaches your result",
                           Strength::pattern};
        }
      }
    }
  }
  if (context.expected != nullptr) {
    for (const auto& [name, other] : *context.expected) {
      if (name != context.output && same_values(other, actual, tol)) {
        return Diagnosis{"equals_output", "your \"" + context.output + "\" equals the expected \"" + name + "\"",
                         Strength::pattern};
      }
    }
  }
  return std::nullopt;
}

// --- which slices are right ----------------------------------------------------------

std::optional<Diagnosis> some_slices_right(const Tensor& expected, const Tensor& actual,
                                           const DiagnosisContext& context) {
  if (expected.shape != actual.shape || expected.rank() < 2) return std::nullopt;
  for (std::size_t axis = 0; axis + 1 < expected.rank(); ++axis) {
    const std::size_t n = expected.shape[axis];
    if (n < 2) continue;
    std::vector<std::size_t> right;
    for (std::size_t p = 0; p < n; ++p) {
      if (slices_close(expected, p, actual, p, axis, context.tolerance)) right.push_back(p);
    }
    if (right.empty() || right.size() == n) continue;
    const std::string name = axis_name(context.labels, axis);
    std::string text = "your \"" + context.output + "\" is right for " + std::to_string(right.size()) + " of " +
                       std::to_string(n) + " positions along " + name;
    if (context.reveal_positions) text += " (" + describe_order(right) + ") and wrong for the others";
    return Diagnosis{"some_slices_right", text, Strength::observation};
  }
  return std::nullopt;
}

}  // namespace diagnosis
}  // namespace grader
