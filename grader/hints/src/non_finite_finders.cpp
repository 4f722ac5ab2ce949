// The NaN and inf finder of diagnose() (diagnosis.cpp's table): where yours
// is not finite, and what an input says of it (exp() overflowing, every
// entry of a line masked).
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

// --- NaN and inf ----------------------------------------------------------------

namespace {

// exp() of a float32 above this is inf.
constexpr double exp_overflow_above = 88.7228;
// An input whose shape is the output's or its leading axes', seen from the output.
struct InputView {
  const std::string& name;
  const Tensor& input;
  std::size_t trailing;  // output entries per input entry
  bool binary;           // a mask of 0s and 1s: 0 is masked; else -inf is
  bool masked_at(std::size_t i) const {
    const float v = input.data[i / trailing];
    return binary ? v == 0 : std::isinf(v) && v < 0;
  }
};

// What the entries `in` picks hold where yours is not finite: "NaN",
// "-inf", "inf" when all alike, else "NaN or inf".
template <typename Picked>
std::string non_finite_kind(const Tensor& actual, const std::vector<bool>& bad, Picked in) {
  bool nan = false;
  bool negative = false;
  bool positive = false;
  for (std::size_t i = 0; i < actual.data.size(); ++i) {
    if (!bad[i] || !in(i)) continue;
    nan = nan || std::isnan(actual.data[i]);
    negative = negative || (std::isinf(actual.data[i]) && actual.data[i] < 0);
    positive = positive || (std::isinf(actual.data[i]) && actual.data[i] > 0);
  }
  if (nan && !negative && !positive) return "NaN";
  if (negative && !nan && !positive) return "-inf";
  if (positive && !nan && !negative) return "inf";
  return "NaN or inf";
}

// Yours is not finite only in lines where every entry of the input is
// masked, and right everywhere else: what those lines hold (`holds`) and
// what the numbers show of the cause.
Diagnosis all_masked_lines(const std::string& holds, std::size_t lines, const std::string& along, const InputView& view,
                           bool expected_zero, const DiagnosisContext& context) {
  // What the numbers show of the cause: NaN where a softmax over nothing
  // but -inf (or, with a mask of 0s, a division by a sum of 0) has nothing
  // to normalise; -inf where such a line was left as the mask made it.
  // (xt::amax of a line of only -inf is the lowest float, not -inf: the
  // exponentials are 0, their sum 0, and 0 / 0 is NaN.) Why a rule of the
  // student's own does not catch them (what it tests, or over which lines)
  // the numbers do not show: that is not said.
  std::string cause = "such a line needs its own rule";
  std::string test = " (if your code has one, its test does not catch these lines)";
  if (holds == "NaN") {
    cause = view.binary ? "a softmax over only masked entries (-inf), or a division by a sum of 0, is NaN, so such "
                          "a line needs its own rule"
                        : "exp(x - max) of such a line is 0 at every entry (NaN if max is taken as -inf), so "
                          "dividing by its sum gives NaN: such a line needs its own rule";
  } else if (holds == "-inf" && !view.binary) {
    cause = "such a line comes out as the mask made it; it needs a value of its own";
    test.clear();  // a rule may catch the line and leave it as it is
  }
  if (expected_zero) cause += ": the expected there is 0";
  return Diagnosis{"all_masked_rows",
                   "your \"" + context.output + "\" is " + holds + " only in the " + std::to_string(lines) + " " +
                       along + " where every entry of \"" + view.name + "\" is " + (view.binary ? "0" : "-inf") +
                       (view.binary ? "" : " (nothing to attend to)") + ", and right everywhere else: " + cause + test,
                   Strength::pattern};
}

// The lines along `axis` where yours is not finite: each where every entry
// of the input is masked (and every other line right), or exactly the lines
// where exp() of the input overflows float32: unshifted (a value above
// 88.72) or shifted by less than the line's maximum (values that span more
// than 88.72; the line's minimum subtracted, say).
std::optional<Diagnosis> non_finite_lines(const Tensor& expected, const Tensor& actual, const std::vector<bool>& bad,
                                          const InputView& view, std::size_t axis, const DiagnosisContext& context) {
  const Axis walk = axis_of(actual.shape, axis);
  std::vector<bool> bad_line(walk.outer * walk.stride, false);
  std::vector<bool> overflow(bad_line.size(), false);
  std::vector<bool> all_masked(bad_line.size(), true);
  std::vector<float> lowest(bad_line.size(), std::numeric_limits<float>::infinity());
  std::vector<float> highest(bad_line.size(), -std::numeric_limits<float>::infinity());
  for (std::size_t i = 0; i < actual.data.size(); ++i) {
    const std::size_t line = line_of(i, walk);
    bad_line[line] = bad_line[line] || bad[i];
    const float v = view.input.data[i / view.trailing];
    overflow[line] = overflow[line] || (std::isfinite(v) && v > exp_overflow_above);
    all_masked[line] = all_masked[line] && view.masked_at(i);
    if (std::isfinite(v)) {
      lowest[line] = std::min(lowest[line], v);
      highest[line] = std::max(highest[line], v);
    }
  }
  bool all_empty = true;
  bool unshifted = true;  // the bad lines are those with a value above 88.72
  bool spread = true;     // the bad lines are those whose values span more than 88.72
  std::size_t lines = 0;
  for (std::size_t l = 0; l < bad_line.size(); ++l) {
    const bool wide = highest[l] >= lowest[l] && static_cast<double>(highest[l]) - lowest[l] > exp_overflow_above;
    unshifted = unshifted && bad_line[l] == overflow[l];
    spread = spread && bad_line[l] == wide;
    if (!bad_line[l]) continue;
    ++lines;
    all_empty = all_empty && all_masked[l];
  }
  const std::string along = (lines == 1 ? "line over " : "lines over ") + axis_name(context.labels, axis);
  // Said only when every other line is right: then those lines alone
  // lack a rule; otherwise the NaN is not the only thing wrong.
  bool others_right = true;
  bool expected_zero = true;  // the expected is 0 in every line that is all masked and not finite in yours
  for (std::size_t i = 0; i < actual.data.size() && all_empty; ++i) {
    const std::size_t line = line_of(i, walk);
    if (!all_masked[line]) {
      others_right = others_right && close(expected.data[i], actual.data[i], context.tolerance);
    } else if (bad_line[line]) {
      expected_zero = expected_zero && expected.data[i] == 0;
    }
  }
  if (all_empty && others_right) {
    const std::string holds = non_finite_kind(actual, bad, [&](std::size_t i) { return all_masked[line_of(i, walk)]; });
    return all_masked_lines(holds, lines, along, view, expected_zero, context);
  }
  // Not when every line is bad: then any rule fits them all.
  if (lines == 0 || lines == bad_line.size() || (!unshifted && !spread)) return std::nullopt;
  const std::string where =
      unshifted && spread
          ? "\" has a value above 88.72 and its values span more than 88.72: exp() overflows float32 there unless "
            "each line's maximum is subtracted first"
      : unshifted
          ? "\" has a value above 88.72, where exp() overflows float32: subtract each line's maximum before exp()"
          : "\"'s values span more than 88.72 (largest minus smallest), where exp() of a value minus less "
            "than the line's maximum (its minimum, say) overflows float32: subtract each line's maximum "
            "before exp()";
  return Diagnosis{"exp_overflow",
                   "your \"" + context.output + "\" is " +
                       non_finite_kind(actual, bad, [](std::size_t) { return true; }) + " only in " +
                       std::to_string(lines) + " " + along + " where \"" + view.name + where,
                   Strength::pattern};
}

// Evidence from an input of the same shape (or of its leading axes, as a
// mask [query, key, batch] of scores [query, key, batch, head]): the entries
// or lines where yours is not finite are where exp() overflows, or lines
// where every entry is masked (-inf, or 0 in a mask of 0s and 1s).
std::optional<Diagnosis> non_finite_by_input(const Tensor& expected, const Tensor& actual, const std::vector<bool>& bad,
                                             const InputView& view, const DiagnosisContext& context) {
  const Tensor& input = view.input;
  if (input.shape == actual.shape) {
    std::size_t overflowing = 0;
    bool all = true;
    for (std::size_t i = 0; i < actual.data.size() && all; ++i) {
      if (!bad[i]) continue;
      all = std::isfinite(input.data[i]) && input.data[i] > exp_overflow_above;
      ++overflowing;
    }
    if (all) {
      return Diagnosis{"exp_overflow",
                       "your \"" + context.output + "\" is NaN or inf at " + std::to_string(overflowing) +
                           (overflowing == 1 ? " entry" : " entries") + ", each where \"" + view.name +
                           "\" is above 88.72 and exp() overflows float32: subtract the maximum of each softmax's "
                           "inputs before exp()",
                       Strength::pattern};
    }
  }
  // Each line shifted by its minimum (so that no exponent is negative): NaN
  // at exactly the entries whose value minus their line's minimum is above
  // 88.72, and nowhere else. Rows (the last axis) first.
  if (input.shape == actual.shape) {
    for (std::size_t axis = input.rank(); axis-- > 0;) {
      const Axis walk = axis_of(input.shape, axis);
      std::vector<float> lowest(walk.outer * walk.stride, std::numeric_limits<float>::infinity());
      for (std::size_t i = 0; i < input.data.size(); ++i) {
        if (std::isfinite(input.data[i])) lowest[line_of(i, walk)] = std::min(lowest[line_of(i, walk)], input.data[i]);
      }
      std::size_t overflowing = 0;
      bool exactly = true;
      for (std::size_t i = 0; i < actual.data.size() && exactly; ++i) {
        if (!std::isfinite(expected.data[i])) continue;
        const bool over = std::isfinite(input.data[i]) &&
                          static_cast<double>(input.data[i]) - lowest[line_of(i, walk)] > exp_overflow_above;
        exactly = bad[i] == over;
        overflowing += over ? 1 : 0;
      }
      if (exactly && overflowing > 0) {
        const std::string along = "line over " + axis_name(context.labels, axis);
        return Diagnosis{"exp_overflow_min_shift",
                         "your \"" + context.output + "\" is " +
                             non_finite_kind(actual, bad, [](std::size_t) { return true; }) + " at " +
                             std::to_string(overflowing) + (overflowing == 1 ? " entry" : " entries") +
                             ", exactly those where \"" + view.name + "\" minus the smallest value of its " + along +
                             " is above 88.72: exp() of a value minus its line's minimum overflows float32 there; "
                             "subtract the maximum of each " +
                             along + " before exp()",
                         Strength::pattern};
      }
    }
  }
  // Rows (the last axis) first; not the axes the input lacks, along which it is constant.
  for (std::size_t axis = input.rank(); axis-- > 0;) {
    if (auto found = non_finite_lines(expected, actual, bad, view, axis, context)) return found;
  }
  return std::nullopt;
}

}  // namespace

std::optional<Diagnosis> non_finite(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context) {
  if (expected.shape != actual.shape) return std::nullopt;
  std::vector<bool> bad(actual.data.size());
  std::size_t nans = 0;
  std::size_t infs = 0;
  std::size_t first = actual.data.size();
  for (std::size_t i = 0; i < actual.data.size(); ++i) {
    bad[i] = !std::isfinite(actual.data[i]) && std::isfinite(expected.data[i]);
    if (!bad[i]) continue;
    (std::isnan(actual.data[i]) ? nans : infs) += 1;
    first = std::min(first, i);
  }
  if (first == actual.data.size()) return std::nullopt;
  if (context.inputs != nullptr) {
    for (const auto& [name, input] : *context.inputs) {
      if (input.rank() == 0 || input.rank() > actual.rank() ||
          !std::equal(input.shape.begin(), input.shape.end(), actual.shape.begin())) {
        continue;
      }
      const InputView view{name, input, actual.data.size() / std::max<std::size_t>(input.data.size(), 1),
                           std::all_of(input.data.begin(), input.data.end(), [](float v) { return v == 0 || v == 1; })};
      if (auto found = non_finite_by_input(expected, actual, bad, view, context)) return found;
    }
  }
  // NaN at every entry the expected keeps finite and -inf, as expected, at
  // every masked one: the masking is right, what is kept is NaN.
  std::size_t masked = 0;
  bool nan_where_kept = infs == 0;
  for (std::size_t i = 0; i < actual.data.size() && nan_where_kept; ++i) {
    const bool minus_inf = std::isinf(expected.data[i]) && expected.data[i] < 0;
    masked += minus_inf ? 1 : 0;
    nan_where_kept = minus_inf ? std::isinf(actual.data[i]) && actual.data[i] < 0
                               : std::isfinite(expected.data[i]) && std::isnan(actual.data[i]);
  }
  if (nan_where_kept && masked > 0) {
    return Diagnosis{"nan_where_kept",
                     "your \"" + context.output + "\" is NaN at every entry the expected keeps (" +
                         std::to_string(nans) + ") and -inf, as it should be, at every masked one (" +
                         std::to_string(masked) +
                         "): NaN, not 0, is added where nothing is masked (0 * -inf is NaN: a mask made by "
                         "multiplying 0s and 1s by -inf?)",
                     Strength::pattern};
  }
  std::string text = "your \"" + context.output + "\" has ";
  if (nans > 0) text += std::to_string(nans) + " NaN";
  if (nans > 0 && infs > 0) text += " and ";
  if (infs > 0) text += std::to_string(infs) + " inf";
  text += " where the expected values are finite";
  if (nans + infs == actual.data.size()) text = "every value of your \"" + context.output + "\" is NaN or inf";
  if (context.reveal_positions) text += ", the first at " + format_index(unravel(first, actual.shape), context.labels);
  return Diagnosis{"non_finite", text, Strength::observation};
}

}  // namespace diagnosis
}  // namespace grader
