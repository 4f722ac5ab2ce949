#include "grader/assessment/compare.hpp"

#include <cmath>
#include <sstream>

namespace grader {

bool close(float expected, float actual, const Tolerance& tol) {
  if (std::isnan(expected) || std::isnan(actual)) return false;
  if (std::isinf(expected) || std::isinf(actual)) return expected == actual;
  const double difference = std::fabs(static_cast<double>(actual) - static_cast<double>(expected));
  return difference <= tol.atol + tol.rtol * std::fabs(static_cast<double>(expected));
}

std::string format_index(const std::vector<std::size_t>& index, const AxisLabels& labels) {
  std::ostringstream out;
  out << "[";
  for (std::size_t i = 0; i < index.size(); ++i) out << (i ? ", " : "") << index[i];
  out << "]";
  if (labels.names.size() != index.size()) return out.str();
  out << " (";
  for (std::size_t i = 0; i < index.size(); ++i) {
    if (i) out << ", ";
    const std::string& label = labels.names[i];
    const auto star = label.find('*');
    if (star != std::string::npos && labels.merged_divisor > 0) {
      const auto slash = label.find('/');
      const std::string outer = label.substr(0, star);
      const std::string inner =
          label.substr(star + 1, slash == std::string::npos ? std::string::npos : slash - star - 1);
      out << outer << " " << index[i] / labels.merged_divisor << ", " << inner << " "
          << index[i] % labels.merged_divisor;
    } else {
      out << label.substr(0, label.find('/')) << " " << index[i];
    }
  }
  out << ")";
  return out.str();
}

Comparison compare_tensors(const std::string& name, const Tensor& expected, const Tensor& actual, const Tolerance& tol,
                           bool shape_only, bool reveal_values, const AxisLabels& labels) {
  Comparison result;
  std::ostringstream message;
  if (actual.shape != expected.shape) {
    message << name << ": wrong shape: expected " << format_shape(expected.shape) << ", got "
            << format_shape(actual.shape);
    result.message = message.str();
    return result;
  }
  result.shape_ok = true;
  if (shape_only) {
    result.passed = true;
    return result;
  }
  constexpr std::size_t pairs_shown = 4;
  std::vector<std::size_t> bad;
  std::size_t worst = 0;
  std::size_t infinite_mismatches = 0;  // a NaN or an infinity on either side: no finite error measures them
  std::size_t first_infinite = 0;
  for (std::size_t i = 0; i < expected.data.size(); ++i) {
    const float e = expected.data[i];
    const float a = actual.data[i];
    if (!std::isfinite(a) && std::isfinite(e)) result.non_finite = true;
    if (std::isfinite(a) && std::isfinite(e)) {
      const double error = std::fabs(static_cast<double>(a) - static_cast<double>(e));
      if (error > result.max_abs_error) {
        result.max_abs_error = error;
        worst = i;
      }
    }
    if (!close(e, a, tol)) {
      ++result.mismatches;
      if (bad.size() < pairs_shown) bad.push_back(i);
      if (!std::isfinite(a) || !std::isfinite(e)) {
        if (infinite_mismatches++ == 0) first_infinite = i;
      }
    }
  }
  if (result.mismatches == 0) {
    result.passed = true;
    return result;
  }
  if (!reveal_values) {
    // Hidden references: pass or fail and the kind of mistake, nothing that
    // would let a student fit the hidden answers.
    message << name << ": shape " << format_shape(actual.shape)
            << " is right, but the values differ from the hidden reference (details of hidden cases are not shown)";
    if (result.non_finite) message << "\n  your output contains NaN or Inf where the reference is finite";
    result.message = message.str();
    return result;
  }
  message << name << ": shape " << format_shape(actual.shape) << " is right, but " << result.mismatches << " of "
          << expected.data.size() << " values differ (rtol " << tol.rtol << ", atol " << tol.atol << ")\n";
  if (result.non_finite) message << "  your output contains NaN or Inf where the reference is finite\n";
  // Entries that differ by an infinity or a NaN first: a max abs error over
  // the finite ones alone would read 0 above them.
  if (infinite_mismatches > 0) {
    message << "  " << infinite_mismatches << " of them " << (infinite_mismatches == 1 ? "differs" : "differ")
            << " by an infinity or NaN, the first at " << format_index(unravel(first_infinite, expected.shape), labels)
            << "\n";
  }
  if (infinite_mismatches < result.mismatches) {
    message << "  max abs error " << (infinite_mismatches > 0 ? "of the others " : "")
            << format_float(static_cast<float>(result.max_abs_error)) << " at "
            << format_index(unravel(worst, expected.shape), labels) << "\n";
  }
  message << "  first bad index " << format_index(unravel(bad.front(), expected.shape), labels) << "\n";
  for (std::size_t i : bad) {
    message << "    " << format_index(unravel(i, expected.shape), {}) << "  expected " << format_float(expected.data[i])
            << "  got " << format_float(actual.data[i]) << "\n";
  }
  result.message = message.str();
  while (!result.message.empty() && result.message.back() == '\n') result.message.pop_back();
  return result;
}

}  // namespace grader
