// The scale finders of diagnose() (diagnosis.cpp's table): every value a
// constant factor times the expected one, or a factor of its own for each
// position along an axis (a scale per head).
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "finders.hpp"

namespace grader {
namespace diagnosis {

// --- a constant factor ------------------------------------------------------

std::optional<Diagnosis> constant_factor(const Tensor& expected, const Tensor& actual,
                                         const DiagnosisContext& context) {
  double dot = 0;
  double norm = 0;
  for (std::size_t i = 0; i < expected.data.size(); ++i) {
    if (!std::isfinite(expected.data[i]) || !std::isfinite(actual.data[i])) return std::nullopt;
    dot += static_cast<double>(expected.data[i]) * actual.data[i];
    norm += static_cast<double>(expected.data[i]) * expected.data[i];
  }
  if (!(norm > 0)) return std::nullopt;
  const double fitted = dot / norm;
  if (std::fabs(fitted - 1.0) < 1e-3 || std::fabs(fitted) < 1e-6) return std::nullopt;
  const Tolerance loose{std::max(context.tolerance.rtol, 1e-4) * 10, std::max(context.tolerance.atol, 1e-5) * 10};
  auto holds = [&](double factor) {
    for (std::size_t i = 0; i < expected.data.size(); ++i) {
      if (!close(static_cast<float>(factor * expected.data[i]), actual.data[i], loose)) return false;
    }
    return true;
  };
  if (!holds(fitted)) return std::nullopt;
  Diagnosis found{"scaled", "", Strength::pattern};
  if (fitted < 0 && std::fabs(fitted + 1.0) < 1e-3) {
    found.id = "negated";
    found.text = "your \"" + context.output + "\" is the expected one with every sign flipped (-1 times it)";
    return found;
  }
  // Every size that gives the factor: when two do (hidden / num_heads ==
  // num_heads), the numbers cannot tell them apart, so both are named.
  std::vector<std::string> names;
  double value = 0;
  for (const auto& candidate : factor_candidates(context.sizes)) {
    if (std::fabs(candidate.value - fitted) <= 1e-3 * std::fabs(candidate.value) && holds(candidate.value)) {
      names.push_back(candidate.text);
      value = candidate.value;
    }
  }
  found.factor = fitted;
  if (!names.empty()) {
    found.factor = value;
    found.factor_names = names;
    found.text = describe_factor(context.output, value, names);
    return found;
  }
  found.text = "every value of your \"" + context.output + "\" is the expected one times the same factor, " +
               number(fitted) + " (no size of this case gives it)";
  return found;
}

// --- a factor per slice ----------------------------------------------------------

// A constant factor per position along one axis (a scale per head), not
// the same for all.
std::optional<Diagnosis> factor_per_slice(const Tensor& expected, const Tensor& actual,
                                          const DiagnosisContext& context) {
  if (expected.shape != actual.shape || expected.rank() < 2) return std::nullopt;
  for (const float v : actual.data) {
    if (!std::isfinite(v)) return std::nullopt;
  }
  const Tolerance loose{std::max(context.tolerance.rtol, 1e-4) * 10, std::max(context.tolerance.atol, 1e-5) * 10};
  for (std::size_t axis = 0; axis < expected.rank(); ++axis) {
    const std::size_t n = expected.shape[axis];
    if (n < 2 || expected.data.size() / n < 4) continue;  // a slice of few values is a multiple of anything
    std::vector<double> factors;
    bool holds = true;
    for (std::size_t p = 0; p < n && holds; ++p) {
      double dot = 0;
      double norm = 0;
      for_slice(expected.shape, axis, p, [&](std::size_t i) {
        dot += static_cast<double>(expected.data[i]) * actual.data[i];
        norm += static_cast<double>(expected.data[i]) * expected.data[i];
      });
      if (!(norm > 0)) {
        holds = false;
        break;
      }
      const double f = dot / norm;
      for_slice(expected.shape, axis, p, [&](std::size_t i) {
        holds = holds && close(static_cast<float>(f * expected.data[i]), actual.data[i], loose);
      });
      factors.push_back(f);
    }
    if (!holds) continue;
    const auto [lo, hi] = std::minmax_element(factors.begin(), factors.end());
    if (std::fabs(*hi - *lo) <= 1e-3 * std::max(std::fabs(*hi), std::fabs(*lo)))
      continue;  // one factor: constant_factor
    const std::string name = axis_name(context.labels, axis);
    return ranged("scaled_per_slice", *lo, *hi, false,
                  "your \"" + context.output + "\" is the expected one times a factor that differs from one " + name +
                      " to the next (",
                  "): a scale that depends on the " + name);
  }
  return std::nullopt;
}

}  // namespace diagnosis
}  // namespace grader
