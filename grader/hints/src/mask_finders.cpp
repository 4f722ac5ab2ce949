// The mask finders of diagnose() (diagnosis.cpp's table): where -inf is
// (before the softmax) or the zeros are (after it), an input mask not
// applied, a mask of 0s and 1s inverted.
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

// --- masks: where -inf is -----------------------------------------------------

namespace {

// A set of positions of the last two axes (the same in every matrix) as
// "column - row > offset" (upper) or "row - column > offset" (lower).
struct Triangle {
  enum class Kind { none, upper, lower, other } kind = Kind::none;
  long offset = 0;
};

Triangle triangle_of(const Tensor& t, const std::vector<bool>& in_set) {
  const std::size_t r = t.rank();
  const std::size_t rows = t.shape[r - 2];
  const std::size_t cols = t.shape[r - 1];
  const std::size_t matrix = rows * cols;
  long min_upper = std::numeric_limits<long>::max();
  long min_lower = std::numeric_limits<long>::max();
  bool any = false;
  for (std::size_t i = 0; i < in_set.size(); ++i) {
    if (!in_set[i]) continue;
    any = true;
    const long row = static_cast<long>((i % matrix) / cols);
    const long col = static_cast<long>(i % cols);
    min_upper = std::min(min_upper, col - row);
    min_lower = std::min(min_lower, row - col);
  }
  if (!any) return {};
  auto matches = [&](bool upper, long least) {
    for (std::size_t i = 0; i < in_set.size(); ++i) {
      const long row = static_cast<long>((i % matrix) / cols);
      const long col = static_cast<long>(i % cols);
      if (in_set[i] != ((upper ? col - row : row - col) >= least)) return false;
    }
    return true;
  };
  if (matches(true, min_upper)) return {Triangle::Kind::upper, min_upper - 1};
  if (matches(false, min_lower)) return {Triangle::Kind::lower, min_lower - 1};
  return {Triangle::Kind::other, 0};
}

std::string describe_triangle(const Triangle& t, const std::string& row, const std::string& col) {
  const bool upper = t.kind == Triangle::Kind::upper;
  const std::string big = upper ? col : row;
  const std::string small = upper ? row : col;
  if (t.offset == 0) return big + " > " + small;
  if (t.offset == -1) return big + " >= " + small;
  return big + " > " + small + (t.offset > 0 ? " + " : " - ") + std::to_string(std::labs(t.offset));
}

// What stands where -inf belongs, in an output with no -inf at all.
Diagnosis mask_missing(const Tensor& actual, const std::vector<bool>& want, std::size_t wanted,
                       const std::string& where_expected, const DiagnosisContext& context) {
  bool zeros = true;
  bool lowest = true;
  for (std::size_t i = 0; i < want.size(); ++i) {
    if (!want[i]) continue;
    zeros = zeros && actual.data[i] == 0.0f;
    lowest = lowest && actual.data[i] <= -1e30f;
  }
  bool unchanged = false;  // an input of the same shape, unchanged where -inf belongs
  if (context.inputs != nullptr) {
    for (const auto& [name, input] : *context.inputs) {
      if (input.shape != actual.shape) continue;
      bool all = true;
      for (std::size_t i = 0; i < want.size() && all; ++i) all = !want[i] || input.data[i] == actual.data[i];
      unchanged = unchanged || all;
    }
  }
  Diagnosis found{"mask_missing", "", Strength::pattern};
  const std::string count = std::to_string(wanted) + " masked entries" + where_expected;
  if (zeros) {
    found.text = "your \"" + context.output + "\" has 0 at the " + count +
                 ", where -inf belongs: " + "after the softmax a 0 still gets weight, -inf gets none";
  } else if (lowest) {
    found.text = "your \"" + context.output + "\" has a huge finite negative number at the " + count +
                 ", where -inf belongs (std::numeric_limits<float>::infinity(), negated)";
  } else if (unchanged) {
    found.text = "your \"" + context.output + "\" leaves the " + count + " unchanged: nothing is set to -inf";
  } else {
    found.text = "your \"" + context.output + "\" has no -inf at all; the expected has -inf at the " + count;
  }
  return found;
}

// Right in some slices along the first axis and unmasked in the others: the text, or "".
std::string mask_in_some_slices(const Tensor& expected, const std::vector<bool>& want, const std::vector<bool>& got,
                                const DiagnosisContext& context) {
  if (expected.rank() < 3 || expected.shape[0] <= 1) return "";
  const std::size_t slice = expected.data.size() / expected.shape[0];
  std::vector<std::size_t> right;
  bool others_unmasked = true;
  for (std::size_t n = 0; n < expected.shape[0]; ++n) {
    bool same = true;
    bool any = false;
    for (std::size_t i = n * slice; i < (n + 1) * slice; ++i) {
      same = same && want[i] == got[i];
      any = any || got[i];
    }
    if (same)
      right.push_back(n);
    else
      others_unmasked = others_unmasked && !any;
  }
  if (right.empty() || right.size() >= expected.shape[0] || !others_unmasked) return "";
  std::string text = "your \"" + context.output + "\" has the mask in " + std::to_string(right.size()) + " of " +
                     std::to_string(expected.shape[0]) + " slices along " + axis_name(context.labels, 0);
  if (context.reveal_positions) text += " (" + describe_order(right) + ")";
  return text + " and no -inf in the others: every slice needs it";
}

}  // namespace

std::optional<Diagnosis> mask(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context) {
  if (expected.rank() < 2 || expected.shape != actual.shape) return std::nullopt;
  std::vector<bool> want(expected.data.size());
  std::vector<bool> got(actual.data.size());
  std::size_t wanted = 0;
  std::size_t masked = 0;
  for (std::size_t i = 0; i < want.size(); ++i) {
    want[i] = std::isinf(expected.data[i]) && expected.data[i] < 0;
    got[i] = std::isinf(actual.data[i]) && actual.data[i] < 0;
    if (want[i]) ++wanted;
    if (got[i]) ++masked;
  }
  if (wanted == 0 || want == got) return std::nullopt;
  const std::string row = axis_name(context.labels, expected.rank() - 2);
  const std::string col = axis_name(context.labels, expected.rank() - 1);
  const Triangle expected_shape = triangle_of(expected, want);
  const bool expected_triangle =
      expected_shape.kind == Triangle::Kind::upper || expected_shape.kind == Triangle::Kind::lower;
  const std::string where_expected =
      expected_triangle ? " (where " + describe_triangle(expected_shape, row, col) + ")" : "";
  if (masked == 0) return mask_missing(actual, want, wanted, where_expected, context);
  // The complement: masked exactly where the expected is not.
  bool complement = true;
  for (std::size_t i = 0; i < want.size() && complement; ++i) complement = got[i] != want[i];
  if (complement) {
    return Diagnosis{"mask_inverted",
                     "your \"" + context.output +
                         "\" has -inf exactly where the expected has none, and none where it "
                         "has -inf: the mask is inverted (what must be hidden is visible, and the reverse)",
                     Strength::pattern};
  }
  const Triangle yours = triangle_of(actual, got);
  Diagnosis found{"mask_differs", "", Strength::pattern};
  if ((yours.kind == Triangle::Kind::upper || yours.kind == Triangle::Kind::lower) && expected_triangle) {
    std::string why;
    if (yours.kind == expected_shape.kind) {
      const long more = expected_shape.offset - yours.offset;
      why = std::to_string(std::labs(more)) + (std::labs(more) == 1 ? " diagonal " : " diagonals ") +
            (more > 0 ? "too many" : "too few");
      if (more == 1 && yours.offset == -1) why += ": the diagonal is masked too";
    } else {
      why = "mirrored: the other side of the diagonal";
    }
    found.text = "your \"" + context.output + "\" has -inf where " + describe_triangle(yours, row, col) +
                 "; the expected has it where " + describe_triangle(expected_shape, row, col) + " (" + why + ")";
    return found;
  }
  found.text = mask_in_some_slices(expected, want, got, context);
  if (!found.text.empty()) return found;
  std::size_t extra = 0;
  std::size_t missing = 0;
  for (std::size_t i = 0; i < want.size(); ++i) {
    if (got[i] && !want[i]) ++extra;
    if (want[i] && !got[i]) ++missing;
  }
  found.text = "your \"" + context.output + "\" has -inf at " + std::to_string(masked) +
               " entries and the expected at " + std::to_string(wanted) + where_expected + ": " +
               std::to_string(extra) + " of yours should not be " + "masked and " + std::to_string(missing) +
               " should be";
  return found;
}

// After the softmax a mask shows as exact zeros: yours 0 exactly where the
// expected is not, and not 0 where it is (the mask read the other way round).
std::optional<Diagnosis> zeros_inverted(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context) {
  if (expected.shape != actual.shape) return std::nullopt;
  std::size_t zeros = 0;
  std::size_t kept = 0;
  for (std::size_t i = 0; i < expected.data.size(); ++i) {
    if (!std::isfinite(expected.data[i]) || !std::isfinite(actual.data[i])) return std::nullopt;
    const bool want = expected.data[i] == 0.0f;
    if (want == (actual.data[i] == 0.0f)) return std::nullopt;
    (want ? zeros : kept) += 1;
  }
  if (zeros == 0 || kept == 0) return std::nullopt;
  return Diagnosis{"zeros_inverted",
                   "your \"" + context.output +
                       "\" is 0 exactly where the expected is not, and not 0 where the "
                       "expected is: the entries that get no weight are the complement of the expected's (a mask "
                       "read the other way round?)",
                   Strength::pattern};
}

// After the softmax a mask shows as exact zeros: both zero sets triangles
// (the future hidden), on different sides or diagonals.
std::optional<Diagnosis> zero_triangle(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context) {
  if (expected.rank() < 2 || expected.shape != actual.shape) return std::nullopt;
  std::vector<bool> want(expected.data.size());
  std::vector<bool> got(actual.data.size());
  for (std::size_t i = 0; i < want.size(); ++i) {
    want[i] = expected.data[i] == 0.0f;
    got[i] = actual.data[i] == 0.0f;
  }
  if (want == got || std::all_of(got.begin(), got.end(), [](bool zero) { return zero; })) return std::nullopt;
  const Triangle expected_shape = triangle_of(expected, want);
  const Triangle yours = triangle_of(actual, got);
  auto triangle = [](const Triangle& t) { return t.kind == Triangle::Kind::upper || t.kind == Triangle::Kind::lower; };
  if (!triangle(expected_shape) || !triangle(yours)) return std::nullopt;
  const std::string row = axis_name(context.labels, expected.rank() - 2);
  const std::string col = axis_name(context.labels, expected.rank() - 1);
  const std::string why =
      yours.kind == expected_shape.kind ? "another diagonal" : "mirrored: the other side of the diagonal";
  return Diagnosis{"zeros_differ",
                   "your \"" + context.output + "\" is 0 where " + describe_triangle(yours, row, col) +
                       "; the expected is 0 where " + describe_triangle(expected_shape, row, col) + " (" + why + ")",
                   Strength::pattern};
}

// --- an inverted mask, an input mask missing -------------------------------------

// A mask of 0s and 1s with every value flipped.
std::optional<Diagnosis> inverted_binary(const Tensor& expected, const Tensor& actual,
                                         const DiagnosisContext& context) {
  auto binary = [](const Tensor& t) {
    return std::all_of(t.data.begin(), t.data.end(), [](float v) { return v == 0.0f || v == 1.0f; });
  };
  if (!binary(expected) || !binary(actual)) return std::nullopt;
  for (std::size_t i = 0; i < actual.data.size(); ++i) {
    if (actual.data[i] != 1.0f - expected.data[i]) return std::nullopt;
  }
  return Diagnosis{"inverted",
                   "your \"" + context.output +
                       "\" is the expected one inverted: 1 wherever 0 belongs and 0 wherever "
                       "1 belongs",
                   Strength::pattern};
}

// The -inf an input mask puts in, missing from yours: that mask is not applied.
std::optional<Diagnosis> input_mask_missing(const Tensor& expected, const Tensor& actual,
                                            const DiagnosisContext& context) {
  if (context.inputs == nullptr) return std::nullopt;
  std::vector<std::size_t> missing;
  for (std::size_t i = 0; i < actual.data.size(); ++i) {
    const bool want = std::isinf(expected.data[i]) && expected.data[i] < 0;
    const bool got = std::isinf(actual.data[i]) && actual.data[i] < 0;
    if (got && !want) return std::nullopt;  // a different mistake
    if (want && !got) missing.push_back(i);
  }
  if (missing.empty()) return std::nullopt;
  for (const auto& named_input : *context.inputs) {
    // Not a structured binding: a lambda below uses it (C++17 cannot capture one).
    const std::string& name = named_input.first;
    const Tensor& input = named_input.second;
    if (!trailing_shape(input, actual) || input.data.empty()) continue;
    for (const float masked : {-std::numeric_limits<float>::infinity(), 1.0f}) {
      const std::size_t hits = static_cast<std::size_t>(std::count(input.data.begin(), input.data.end(), masked));
      if (hits == 0 || hits == input.data.size()) continue;
      const bool all = std::all_of(missing.begin(), missing.end(),
                                   [&](std::size_t i) { return input.data[i % input.data.size()] == masked; });
      if (all) {
        return Diagnosis{"input_mask_missing",
                         "your \"" + context.output + "\" lacks -inf at " + std::to_string(missing.size()) +
                             (missing.size() == 1 ? " entry" : " entries") + ", each where the input \"" + name +
                             "\" masks (" + (masked < 0 ? "-inf" : "1") + "): that mask is not applied there",
                         Strength::pattern};
      }
    }
  }
  return std::nullopt;
}

}  // namespace diagnosis
}  // namespace grader
