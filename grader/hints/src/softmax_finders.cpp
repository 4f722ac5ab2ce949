// The softmax finders of diagnose() (diagnosis.cpp's table): what sums to 1
// and over which axis, the lines rescaled after the normalisation, a
// softmax of scaled inputs, dropout left out or applied where it is not.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "finders.hpp"

namespace grader {
namespace diagnosis {

// --- normalisation: what sums to 1 -----------------------------------------------

std::optional<Diagnosis> normalisation(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context) {
  if (expected.rank() < 2 || expected.shape != actual.shape) return std::nullopt;
  // The axis the expected is normalised over (the last, or labml's keys).
  std::size_t last = expected.rank();
  for (std::size_t axis = expected.rank(); axis-- > 0;) {
    if (lines_sum_to_one(expected, axis)) {
      last = axis;
      break;
    }
  }
  if (last == expected.rank() || lines_sum_to_one(actual, last)) return std::nullopt;
  for (std::size_t axis = 0; axis < expected.rank(); ++axis) {
    if (axis != last && lines_sum_to_one(actual, axis)) {
      return Diagnosis{"wrong_axis_sum",
                       "your \"" + context.output + "\" sums to 1 over " + axis_name(context.labels, axis) +
                           ", where each line over " + axis_name(context.labels, last) + " must sum to 1",
                       Strength::pattern};
    }
  }
  double lowest = std::numeric_limits<double>::max();
  double highest = std::numeric_limits<double>::lowest();
  const Axis walk = axis_of(actual.shape, last);
  std::vector<double> sums(walk.outer * walk.stride, 0.0);
  for (std::size_t i = 0; i < actual.data.size(); ++i) sums[line_of(i, walk)] += actual.data[i];
  if (last + 1 != expected.rank()) return std::nullopt;  // the sums below speak of the last axis
  for (double s : sums) {
    if (!std::isfinite(s)) return std::nullopt;
    lowest = std::min(lowest, s);
    highest = std::max(highest, s);
  }
  return ranged("rows_not_normalised", lowest, highest, true,
                "the lines of your \"" + context.output + "\" over " + axis_name(context.labels, last) + " sum to ",
                ", where each must sum to 1");
}

// The expected's lines over an axis sum to 1; yours sum to 1 only all
// together: divided by the sum of everything, not each line's.
std::optional<Diagnosis> normalised_as_whole(const Tensor& expected, const Tensor& actual,
                                             const DiagnosisContext& context) {
  if (expected.shape != actual.shape || expected.rank() < 1) return std::nullopt;
  for (std::size_t axis = expected.rank(); axis-- > 0;) {
    if (!lines_sum_to_one(expected, axis)) continue;
    const Axis walk = axis_of(expected.shape, axis);
    if (walk.outer * walk.stride < 2 || lines_sum_to_one(actual, axis)) return std::nullopt;
    double total = 0;
    for (const float v : actual.data) {
      if (!std::isfinite(v)) return std::nullopt;
      total += v;
    }
    if (std::fabs(total - 1.0) > 1e-3) return std::nullopt;
    return Diagnosis{"normalised_as_whole",
                     "your \"" + context.output + "\" sums to 1 as a whole, where each line over " +
                         axis_name(context.labels, axis) +
                         " must sum to 1: it is divided by the sum of everything, "
                         "not by each line's own sum",
                     Strength::pattern};
  }
  return std::nullopt;
}

// Lines over the last axis that are the expected's (which sum to 1) each
// times its own factor: the proportions are right, the sums are not 1.
std::optional<Diagnosis> lines_rescaled(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context) {
  if (expected.shape != actual.shape || expected.rank() < 2) return std::nullopt;
  const std::size_t last = expected.rank() - 1;
  const std::size_t width = expected.shape[last];
  if (width < 2 || !lines_sum_to_one(expected, last)) return std::nullopt;
  const Tolerance loose{std::max(context.tolerance.rtol, 1e-4) * 10, std::max(context.tolerance.atol, 1e-5) * 10};
  double lowest = std::numeric_limits<double>::max();
  double highest = std::numeric_limits<double>::lowest();
  for (std::size_t start = 0; start < expected.data.size(); start += width) {
    double factor = 0;
    for (std::size_t i = start; i < start + width; ++i) {
      if (!std::isfinite(actual.data[i])) return std::nullopt;
      factor += actual.data[i];  // the expected line sums to 1: the factor is your line's sum
    }
    for (std::size_t i = start; i < start + width; ++i) {
      if (!close(static_cast<float>(factor * expected.data[i]), actual.data[i], loose)) return std::nullopt;
    }
    lowest = std::min(lowest, factor);
    highest = std::max(highest, factor);
  }
  if (std::fabs(highest - lowest) <= 1e-3 * std::max(std::fabs(highest), std::fabs(lowest))) return std::nullopt;
  return ranged("lines_rescaled", lowest, highest, false,
                "each line of your \"" + context.output + "\" over " + axis_name(context.labels, last) +
                    " is the expected line times its own factor, its sum (",
                "): the proportions within each line are right, but the lines are not renormalised to sum to 1: a "
                "step after the normalisation (a mask applied after the softmax?) or a division by another sum");
}

// --- a softmax of scaled inputs ------------------------------------------------------

// Both outputs are softmaxes along the last axis, and yours is the softmax of
// the expected's inputs times a constant c: the centred logarithms of each of
// your lines are c times the expected's (a softmax's inputs, scaled).
std::optional<Diagnosis> softmax_scaled(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context) {
  if (expected.shape != actual.shape || expected.rank() == 0) return std::nullopt;
  const std::size_t last = expected.rank() - 1;
  if (expected.shape[last] < 2 || !lines_sum_to_one(expected, last) || !lines_sum_to_one(actual, last)) {
    return std::nullopt;
  }
  const std::size_t width = expected.shape[last];
  const std::size_t lines = expected.data.size() / width;
  std::vector<double> want(expected.data.size(), 0.0);  // centred logarithms, 0 where the entry is 0
  std::vector<double> got(actual.data.size(), 0.0);
  double dot = 0;
  double norm = 0;
  for (std::size_t l = 0; l < lines; ++l) {
    double mean_want = 0;
    double mean_got = 0;
    std::size_t kept = 0;
    for (std::size_t j = 0; j < width; ++j) {
      const std::size_t i = l * width + j;
      if ((expected.data[i] == 0.0f) != (actual.data[i] == 0.0f)) return std::nullopt;
      if (expected.data[i] == 0.0f) continue;
      if (expected.data[i] < 0 || actual.data[i] < 0) return std::nullopt;
      want[i] = std::log(static_cast<double>(expected.data[i]));
      got[i] = std::log(static_cast<double>(actual.data[i]));
      mean_want += want[i];
      mean_got += got[i];
      ++kept;
    }
    if (kept == 0) continue;
    mean_want /= static_cast<double>(kept);
    mean_got /= static_cast<double>(kept);
    for (std::size_t j = 0; j < width; ++j) {
      const std::size_t i = l * width + j;
      if (expected.data[i] == 0.0f) continue;
      want[i] -= mean_want;
      got[i] -= mean_got;
      dot += want[i] * got[i];
      norm += want[i] * want[i];
    }
  }
  if (!(norm > 1e-12)) return std::nullopt;
  const double fitted = dot / norm;
  if (std::fabs(fitted - 1.0) < 1e-3 || std::fabs(fitted) < 1e-6) return std::nullopt;
  const Tolerance loose{std::max(context.tolerance.rtol, 1e-4) * 10, std::max(context.tolerance.atol, 1e-5) * 10};
  auto holds = [&](double c) {
    for (std::size_t l = 0; l < lines; ++l) {
      double total = 0;
      for (std::size_t j = 0; j < width; ++j) {
        const std::size_t i = l * width + j;
        if (expected.data[i] != 0.0f) total += std::exp(c * want[i]);
      }
      for (std::size_t j = 0; j < width; ++j) {
        const std::size_t i = l * width + j;
        if (expected.data[i] == 0.0f) continue;
        if (!close(static_cast<float>(std::exp(c * want[i]) / total), actual.data[i], loose)) return false;
      }
    }
    return true;
  };
  if (!holds(fitted)) return std::nullopt;
  std::vector<std::string> names;
  for (const auto& candidate : factor_candidates(context.sizes)) {
    if (candidate.value > 0 && std::fabs(candidate.value - fitted) <= 1e-3 * candidate.value &&
        holds(candidate.value)) {
      names.push_back(candidate.text);
    }
  }
  std::string text = "your \"" + context.output + "\" is a softmax of the expected one's inputs times " +
                     number(fitted) + " (each line over " + axis_name(context.labels, last) +
                     "): what goes into the softmax is scaled";
  if (names.empty()) {
    text += " by a factor no size of this case gives";
  } else {
    text += " by " + names.front();
    for (std::size_t i = 1; i < names.size() && i < 3; ++i) text += (i == 1 ? " (or " : ", or ") + names[i];
    if (names.size() > 1) text += ")";
  }
  return Diagnosis{"softmax_scaled", text, Strength::pattern};
}

// --- dropout ---------------------------------------------------------------------

// Element-wise signatures of inverted dropout with a rate p of the case:
// the expected has dropout and yours none (where the expected is not 0,
// yours is (1 - p) times it, and some entries the expected zeroes are not 0
// in yours), or yours has dropout where the expected has none (each of your
// values is 0 or the expected one divided by 1 - p).
std::optional<Diagnosis> dropout(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context) {
  if (expected.shape != actual.shape) return std::nullopt;
  const Tolerance loose{std::max(context.tolerance.rtol, 1e-4) * 10, std::max(context.tolerance.atol, 1e-5) * 10};
  for (const auto& [name, rate] : context.sizes) {
    if (rate <= 0 || rate >= 1) continue;
    const float keep = static_cast<float>(1 - rate);
    // Each claim needs entries that show it, not only entries that do not
    // contradict it: "yours is (1 - rate) times the expected where that is
    // not 0" said of an output whose expected is 0 everywhere would be
    // true of any output.
    bool left_out = true;
    std::size_t unzeroed = 0;
    std::size_t kept_scaled = 0;  // expected told apart from 0, yours (1 - rate) times it
    bool applied = true;
    std::size_t zeroed = 0;
    std::size_t kept_divided = 0;  // yours told apart from 0, the expected divided by (1 - rate)
    for (std::size_t i = 0; i < actual.data.size(); ++i) {
      const float e = expected.data[i];
      const float a = actual.data[i];
      if (!std::isfinite(e) || !std::isfinite(a)) return std::nullopt;
      if (e != 0.0f) {
        left_out = left_out && close(e * keep, a, loose);
        if (!close(0.0f, e * keep, loose)) ++kept_scaled;  // told apart from 0
      } else if (a != 0.0f) {
        ++unzeroed;
        left_out = left_out && a > 0;
      }
      if (a == 0.0f) {
        if (e != 0.0f) ++zeroed;
      } else {
        applied = applied && close(e / keep, a, loose);
        if (!close(0.0f, a, loose)) ++kept_divided;
      }
    }
    if (left_out && unzeroed > 0 && kept_scaled > 0) {
      return Diagnosis{
          "dropout_left_out",
          "your \"" + context.output +
              "\" is the expected one without dropout: where the expected is "
              "not 0 yours is (1 - " +
              name + ") times it, and " + std::to_string(unzeroed) + (unzeroed == 1 ? " entry" : " entries") +
              " the expected's dropout sets to 0 are not 0 in yours: dropout (rate " + name + ") is not applied",
          Strength::pattern};
    }
    if (applied && zeroed > 0 && kept_divided > 0) {
      return Diagnosis{"dropout_not_expected",
                       "each value of your \"" + context.output + "\" is either 0 (" + std::to_string(zeroed) +
                           " of them) or the expected one divided by (1 - " + name +
                           "): yours applies dropout where the expected has none",
                       Strength::pattern};
    }
  }
  return std::nullopt;
}

}  // namespace diagnosis
}  // namespace grader
