#include "grader/hints/diagnosis.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <iterator>
#include <limits>
#include <set>
#include <sstream>
#include <vector>

#include "grader/support/text.hpp"

namespace grader {
namespace {

using Strength = Diagnosis::Strength;

// exp() of a float32 above this is inf.
constexpr double exp_overflow_above = 88.7228;

std::string axis_name(const AxisLabels& labels, std::size_t axis) {
  if (axis < labels.names.size() && !labels.names[axis].empty()) {
    const std::string& name = labels.names[axis];
    return name.substr(0, name.find('/'));
  }
  return "axis " + std::to_string(axis);
}

std::string number(double value) {
  std::ostringstream out;
  out.precision(5);
  out << value;
  return out.str();
}

bool same_values(const Tensor& want, const Tensor& got, const Tolerance& tol) {
  if (want.shape != got.shape) return false;
  for (std::size_t i = 0; i < want.data.size(); ++i) {
    if (!close(want.data[i], got.data[i], tol)) return false;
  }
  return true;
}

// Row-major walk along one axis.
struct Axis {
  std::size_t stride = 1;
  std::size_t extent = 1;
  std::size_t outer = 1;  // product of the extents before the axis
};

Axis axis_of(const Shape& shape, std::size_t axis) {
  Axis walk;
  for (std::size_t a = axis + 1; a < shape.size(); ++a) walk.stride *= shape[a];
  for (std::size_t a = 0; a < axis; ++a) walk.outer *= shape[a];
  walk.extent = shape[axis];
  return walk;
}

// Every flat index of the slice at position `at` of `axis`.
template <typename Visit>
void for_slice(const Shape& shape, std::size_t axis, std::size_t at, Visit visit) {
  const Axis walk = axis_of(shape, axis);
  for (std::size_t o = 0; o < walk.outer; ++o) {
    const std::size_t base = o * walk.extent * walk.stride + at * walk.stride;
    for (std::size_t s = 0; s < walk.stride; ++s) visit(base + s);
  }
}

bool slices_close(const Tensor& want, std::size_t want_at, const Tensor& got, std::size_t got_at, std::size_t axis,
                  const Tolerance& tol) {
  const Axis walk = axis_of(want.shape, axis);
  const std::size_t shift = (got_at * walk.stride) - (want_at * walk.stride);  // wraps; added back below
  bool all = true;
  for_slice(want.shape, axis, want_at, [&](std::size_t i) {
    if (all && !close(want.data[i], got.data[i + shift], tol)) all = false;
  });
  return all;
}

// Lines along `axis` (all positions but the axis fixed): index of the line of
// a flat position.
std::size_t line_of(std::size_t flat, const Axis& walk) {
  const std::size_t o = flat / (walk.extent * walk.stride);
  return o * walk.stride + flat % walk.stride;
}

Tensor swap_last_two(const Tensor& t) {
  Tensor out = t;
  const std::size_t r = t.rank();
  std::swap(out.shape[r - 1], out.shape[r - 2]);
  const std::size_t rows = t.shape[r - 2];
  const std::size_t cols = t.shape[r - 1];
  const std::size_t matrix = rows * cols;
  for (std::size_t m = 0; m < t.data.size() / std::max<std::size_t>(matrix, 1); ++m) {
    for (std::size_t i = 0; i < rows; ++i) {
      for (std::size_t j = 0; j < cols; ++j) out.data[m * matrix + j * rows + i] = t.data[m * matrix + i * cols + j];
    }
  }
  return out;
}

// --- the transpose --------------------------------------------------------------

// Yours is the expected one with its last two axes swapped (whatever the
// two shapes: [2, 3] for [3, 2], or a square matrix), when swapping them
// changes the expected one.
std::optional<Diagnosis> transposed(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context) {
  if (expected.rank() < 2 || actual.rank() != expected.rank() || expected.data.size() != actual.data.size()) {
    return std::nullopt;
  }
  const Tensor swapped = swap_last_two(expected);
  const std::size_t r = expected.rank();
  if (expected.shape[r - 1] == expected.shape[r - 2] && same_values(expected, swapped, context.tolerance)) {
    return std::nullopt;
  }
  if (!same_values(swapped, actual, context.tolerance)) return std::nullopt;
  return Diagnosis{"transposed",
                   "your \"" + context.output + "\" is the expected one transposed: its " +
                       axis_name(context.labels, r - 2) + " and " + axis_name(context.labels, r - 1) +
                       " axes are swapped",
                   Strength::pattern};
}

Diagnosis ranged(const std::string& id, double low, double high, bool between, const std::string& before,
                 const std::string& after) {
  Diagnosis found{id, before + describe_range(low, high, between) + after, Strength::pattern};
  found.range = Diagnosis::Range{low, high, between, before, after};
  return found;
}

// --- a constant factor ------------------------------------------------------

struct Candidate {
  std::string text;
  double value;
};

std::vector<Candidate> factor_candidates(const std::vector<std::pair<std::string, double>>& sizes) {
  std::vector<Candidate> candidates{{"-1 (the sign is flipped)", -1.0}};
  for (const auto& [name, size] : sizes) {
    if (size <= 1) continue;
    const std::string grouped = name.find(' ') != std::string::npos ? "(" + name + ")" : name;
    candidates.push_back({"sqrt(" + name + ")", std::sqrt(size)});
    candidates.push_back({"1 / sqrt(" + name + ")", 1.0 / std::sqrt(size)});
    candidates.push_back({name, size});
    candidates.push_back({"1 / " + grouped, 1.0 / size});
    // The square root kept in an integer (std::size_t): sqrt(2) becomes 1.
    const double whole = std::floor(std::sqrt(size));
    if (whole != std::sqrt(size)) {
      candidates.push_back({"sqrt(" + name + ") / floor(sqrt(" + name + "))", std::sqrt(size) / whole});
    }
  }
  // A rate p in (0, 1) (dropout): kept values scaled by 1 - p, or by (1 - p)^2
  // when multiplied where they should be divided.
  for (const auto& [name, rate] : sizes) {
    if (rate <= 0 || rate >= 1) continue;
    candidates.push_back({"(1 - " + name + ")", 1 - rate});
    candidates.push_back({"(1 - " + name + ")^2", (1 - rate) * (1 - rate)});
    candidates.push_back({"1 / (1 - " + name + ")", 1 / (1 - rate)});
    candidates.push_back({name, rate});
  }
  for (const auto& [top, a] : sizes) {
    for (const auto& [bottom, b] : sizes) {
      // Named sizes only, and not a quotient already named ("hidden / num_heads").
      const std::string quotient = top + " / " + bottom;
      const bool named = std::any_of(sizes.begin(), sizes.end(), [&](const auto& s) { return s.first == quotient; });
      // A quotient may be the numerator ("sqrt(hidden / num_heads) / sqrt(input_size)").
      if (top == bottom || a <= 1 || b <= 1 || a == b || bottom.find(" / ") != std::string::npos || named ||
          top.find(bottom) != std::string::npos) {
        continue;
      }
      candidates.push_back({"sqrt(" + top + ") / sqrt(" + bottom + ")", std::sqrt(a / b)});
    }
  }
  return candidates;
}

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

// --- a permutation along one axis --------------------------------------------

std::string describe_order(const std::vector<std::size_t>& order) {
  std::string text;
  for (std::size_t i = 0; i < order.size() && i < 8; ++i) text += (i ? ", " : "") + std::to_string(order[i]);
  if (order.size() > 8) text += ", ...";
  return text;
}

std::optional<Diagnosis> permutation(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context) {
  for (std::size_t axis = 0; axis < expected.rank(); ++axis) {
    const std::size_t n = expected.shape[axis];
    if (n < 2 || n > 512) continue;
    std::vector<std::size_t> order(n, n);  // your position p holds the expected order[p]
    std::vector<bool> taken(n, false);
    bool complete = true;
    for (std::size_t p = 0; p < n && complete; ++p) {
      for (std::size_t q = 0; q < n; ++q) {
        if (!taken[q] && slices_close(expected, q, actual, p, axis, context.tolerance)) {
          order[p] = q;
          taken[q] = true;
          break;
        }
      }
      complete = order[p] < n;
    }
    if (!complete) continue;
    bool identity = true;
    for (std::size_t p = 0; p < n; ++p) identity = identity && order[p] == p;
    if (identity) continue;
    const std::string name = axis_name(context.labels, axis);
    Diagnosis found{"permuted", "", Strength::pattern};
    bool reversed = true;
    for (std::size_t p = 0; p < n; ++p) reversed = reversed && order[p] == n - 1 - p;
    if (reversed) {
      found.text = "your \"" + context.output + "\" has the right values in reverse order along " + name;
      return found;
    }
    // A [rows, cols] grid read column by column: position p holds (p % rows) * cols + p / rows.
    for (std::size_t rows = 2; rows < n; ++rows) {
      if (n % rows != 0) continue;
      const std::size_t cols = n / rows;
      bool grid = true;
      for (std::size_t p = 0; p < n && grid; ++p) grid = order[p] == (p % rows) * cols + p / rows;
      if (!grid) continue;
      const std::string& label = axis < context.labels.names.size() ? context.labels.names[axis] : std::string();
      const auto star = label.find('*');
      if (star != std::string::npos && context.labels.merged_divisor == cols) {
        const std::string outer = label.substr(0, star);
        const std::string inner = label.substr(star + 1, label.find('/') - star - 1);
        found.text = "your \"" + context.output + "\" has the right " + outer + "*" + inner + " slices in " + inner +
                     "-major order: position " + inner + " * " + std::to_string(rows) + " + " + outer +
                     " holds what belongs at " + outer + " * " + std::to_string(cols) + " + " + inner;
      } else {
        found.text = "your \"" + context.output + "\" has the right slices along " + name + ", but " +
                     std::to_string(rows) + " blocks of " + std::to_string(cols) +
                     " are interleaved: position p holds what belongs at (p % " + std::to_string(rows) + ") * " +
                     std::to_string(cols) + " + p / " + std::to_string(rows) + " (each block must stay contiguous)";
      }
      return found;
    }
    found.text = "your \"" + context.output + "\" has the right slices along " + name + " in another order: your " +
                 describe_order([&] {
                   std::vector<std::size_t> positions(n);
                   for (std::size_t p = 0; p < n; ++p) positions[p] = p;
                   return positions;
                 }()) +
                 " hold the expected " + describe_order(order);
    return found;
  }
  return std::nullopt;
}

// Two adjacent axes read together with a stride (a head split that takes
// every num_heads-th feature): the values of axes A and B, flattened, are a
// permutation of the expected's where A i, B j holds the expected at flat
// position j * n_A + i, for any extents.
std::optional<Diagnosis> strided_pair(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context) {
  if (expected.shape != actual.shape || expected.rank() < 2) return std::nullopt;
  for (std::size_t a = 0; a + 1 < expected.rank(); ++a) {
    const std::size_t outer = expected.shape[a];
    const std::size_t inner = expected.shape[a + 1];
    if (outer < 2 || inner < 2) continue;
    Shape merged;
    for (std::size_t axis = 0; axis < expected.rank(); ++axis) {
      if (axis == a + 1) continue;
      merged.push_back(axis == a ? outer * inner : expected.shape[axis]);
    }
    const Tensor want{merged, expected.data};
    const Tensor got{merged, actual.data};
    bool holds = true;
    bool moved = false;
    for (std::size_t i = 0; i < outer && holds; ++i) {
      for (std::size_t j = 0; j < inner && holds; ++j) {
        const std::size_t position = i * inner + j;
        const std::size_t source = j * outer + i;
        moved = moved || position != source;
        holds = slices_close(want, source, got, position, a, context.tolerance);
      }
    }
    // Not when the values do not change along the pair (then any order holds).
    if (!holds || !moved || slices_close(want, 0, want, 1, a, context.tolerance)) continue;
    const std::string first = axis_name(context.labels, a);
    const std::string second = axis_name(context.labels, a + 1);
    const std::size_t tens = outer % 100;
    const std::string n = std::to_string(outer) + (tens >= 11 && tens <= 13 ? "th"
                                                   : outer % 10 == 1        ? "st"
                                                   : outer % 10 == 2        ? "nd"
                                                   : outer % 10 == 3        ? "rd"
                                                                            : "th");
    return Diagnosis{"strided_pair",
                     "your \"" + context.output + "\" has the right values over its " + first + " and " + second +
                         " axes together, but each " + first + " takes every " + n + " of them (" + first + " i, " +
                         second + " j holds the expected's value " + std::to_string(outer) + " * j + i of the " +
                         std::to_string(outer * inner) + "): each " + first + " must hold a block of " +
                         std::to_string(inner) + " consecutive ones",
                     Strength::pattern};
  }
  return std::nullopt;
}

// --- masks: where -inf is -----------------------------------------------------

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

// --- the shape: which sizes yours has --------------------------------------------

// The name a shape gives an extent: the case's first size name of that value
// (case_sizes' order, the likeliest first), but only when no other size of
// the case has the same value (every_size; a size equal to it on every case
// of the op is the same size); otherwise the number itself.
std::string size_name(std::size_t value, const DiagnosisContext& context) {
  const auto v = static_cast<double>(value);
  std::string name;
  for (const auto& [candidate, size] : context.sizes) {
    if (size == v) {
      name = candidate;
      break;
    }
  }
  if (name.empty()) return std::to_string(value);
  if (context.op_sizes == nullptr || context.inputs == nullptr) return name;
  // Another size of this value that is not always the named one: a coincidence.
  static const nlohmann::json no_params = nlohmann::json::object();
  const nlohmann::json& params = context.params != nullptr ? *context.params : no_params;
  const auto here = every_size(params, *context.inputs);
  // Equal on every case of the op, and there are two cases at least: one
  // case alone cannot tell a size from a coincidence.
  auto always_equal = [&](const std::string& a, const std::string& b) {
    for (const auto& sizes : *context.op_sizes) {
      const auto x = sizes.find(a);
      const auto y = sizes.find(b);
      if (x == sizes.end() || y == sizes.end() || x->second != y->second) return false;
    }
    return context.op_sizes->size() >= 2;
  };
  // Not a product or quotient of the name itself (w.shape(1) / x.shape(0) is
  // 2 wherever x.shape(0) is 2 and w.shape(1) 4, which says nothing of x),
  // unless by a param of 1: "t.shape(1) * num_heads" with one head is
  // t.shape(1), and the shape cannot tell which it is.
  auto by_itself = [&](const std::string& derived) {
    std::string operand;
    if (derived.rfind(name + " ", 0) == 0) {
      operand = derived.substr(name.size() + 3);
    } else if (derived.size() > name.size() + 3 &&
               derived.compare(derived.size() - name.size() - 1, std::string::npos, " " + name) == 0) {
      operand = derived.substr(0, derived.size() - name.size() - 3);
    } else {
      return false;
    }
    const auto one = params.find(operand);
    return one == params.end() || !one->is_number_integer() || one->get<std::int64_t>() != 1;
  };
  for (const auto& [other, size] : here) {
    if (size == v && other != name && !by_itself(other) && !always_equal(name, other)) return std::to_string(value);
  }
  return name;
}

std::optional<Diagnosis> shape_sizes(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context) {
  if (expected.shape == actual.shape || expected.rank() != actual.rank() || context.sizes.empty()) {
    return std::nullopt;
  }
  auto named = [&](const Shape& shape) {
    std::string text;
    bool any = false;
    for (const std::size_t extent : shape) {
      const std::string name = size_name(extent, context);
      any = any || name != std::to_string(extent);
      text += (text.empty() ? "" : ", ") + name;
    }
    return any ? "[" + text + "]" : std::string();
  };
  const std::string yours = named(actual.shape);
  const std::string wanted = named(expected.shape);
  if (yours.empty() || wanted.empty() || yours == wanted) return std::nullopt;
  return Diagnosis{"shape_sizes",
                   "your \"" + context.output + "\" is " + format_shape(actual.shape) + " = " + yours +
                       "; the expected " + format_shape(expected.shape) + " is " + wanted,
                   Strength::pattern};
}

// --- layers built the other way round ----------------------------------------------

// The layers (outputs "<layer>.weight" [out, in], not square, and
// "<layer>.bias" [out] if the case has one) whose weight the student's code
// gave as [in, out] and whose bias as [in]: each maps out -> in, what a
// Linear built with its two sizes swapped does.
std::vector<std::string> layers_built_reversed(const DiagnosisContext& context) {
  std::vector<std::string> reversed;
  if (context.expected == nullptr || context.actual == nullptr) return reversed;
  for (const auto& [name, weight] : *context.expected) {
    if (!ends_with(name, ".weight") || weight.rank() != 2 || weight.shape[0] == weight.shape[1]) continue;
    const std::string layer = name.substr(0, name.size() - std::string(".weight").size());
    const auto got = context.actual->find(name);
    if (got == context.actual->end() || got->second.shape != Shape{weight.shape[1], weight.shape[0]}) continue;
    if (context.expected->count(layer + ".bias") != 0) {
      const auto bias = context.actual->find(layer + ".bias");
      if (bias == context.actual->end() || bias->second.shape != Shape{weight.shape[1]}) continue;
    }
    reversed.push_back(layer);
  }
  return reversed;
}

std::optional<Diagnosis> layer_reversed(const Tensor&, const Tensor&, const DiagnosisContext& context) {
  const std::vector<std::string> reversed = layers_built_reversed(context);
  std::string layer;
  for (const std::string& one : reversed) {
    if (context.output == one + ".weight" || context.output == one + ".bias") layer = one;
  }
  if (layer.empty()) return std::nullopt;
  const Shape& weight = context.expected->at(layer + ".weight").shape;
  const std::string out = size_name(weight[0], context);
  const std::string in = size_name(weight[1], context);
  const bool has_bias = context.expected->count(layer + ".bias") != 0;
  std::string names;
  for (std::size_t i = 0; i < reversed.size(); ++i) {
    names += (i == 0 ? "" : i + 1 == reversed.size() ? " and " : ", ") + reversed[i];
  }
  const bool several = reversed.size() > 1;
  return Diagnosis{"layer_reversed",
                   std::string(several ? "your layers " : "your layer ") + names + (several ? " are" : " is") +
                       " built the other way round, from " + out + " to " + in + " features: " + layer + ".weight is " +
                       format_shape({weight[1], weight[0]}) +
                       (has_bias ? " and " + layer + ".bias " + format_shape({weight[1]}) : "") +
                       ", where a layer from " + in + " to " + out + " has weight [out_features, in_features] = " +
                       format_shape(weight) + (has_bias ? " and bias " + format_shape({weight[0]}) : "") +
                       ": a Linear takes (in_features, out_features), in that order",
                   Strength::pattern};
}

// --- blocks joined along the wrong axis -----------------------------------------

// Whether `actual` is `expected` cut into `blocks` equal parts along axis
// `along` and those parts stacked along axis `stacked` instead (what
// concatenating along the wrong axis gives), value for value.
bool blocks_moved(const Tensor& expected, const Tensor& actual, std::size_t along, std::size_t stacked,
                  std::size_t blocks, const Tolerance& tol) {
  const std::size_t part = expected.shape[stacked];  // each block's extent along `stacked`
  const std::size_t width = actual.shape[along];     // and along `along`
  std::vector<std::size_t> strides(expected.rank(), 1);
  for (std::size_t a = expected.rank() - 1; a > 0; --a) strides[a - 1] = strides[a] * expected.shape[a];
  for (std::size_t i = 0; i < actual.data.size(); ++i) {
    std::vector<std::size_t> index = unravel(i, actual.shape);
    const std::size_t block = index[stacked] / part;
    index[stacked] %= part;
    index[along] += block * width;
    std::size_t flat = 0;
    for (std::size_t a = 0; a < index.size(); ++a) flat += index[a] * strides[a];
    if (!close(expected.data[flat], actual.data[i], tol)) return false;
  }
  return blocks > 1;
}

std::optional<Diagnosis> joined_along_another_axis(const Tensor& expected, const Tensor& actual,
                                                   const DiagnosisContext& context) {
  const std::size_t rank = expected.rank();
  if (rank < 2 || actual.rank() != rank || actual.data.size() != expected.data.size() || expected.data.empty()) {
    return std::nullopt;
  }
  // Values all alike fit any order: they prove no blocks.
  bool alike = true;
  for (std::size_t i = 1; i < expected.data.size() && alike; ++i) {
    alike = close(expected.data[0], expected.data[i], context.tolerance);
  }
  if (alike) return std::nullopt;
  for (std::size_t along = 0; along < rank; ++along) {
    for (std::size_t stacked = 0; stacked < rank; ++stacked) {
      if (along == stacked || expected.shape[stacked] == 0 || actual.shape[stacked] % expected.shape[stacked] != 0) {
        continue;
      }
      const std::size_t blocks = actual.shape[stacked] / expected.shape[stacked];
      // Blocks one wide along the axis they belong to are an order of axes, not a join.
      bool fits = blocks > 1 && actual.shape[along] > 1 && actual.shape[along] * blocks == expected.shape[along];
      for (std::size_t a = 0; a < rank && fits; ++a)
        fits = a == along || a == stacked || actual.shape[a] == expected.shape[a];
      if (!fits || !blocks_moved(expected, actual, along, stacked, blocks, context.tolerance)) continue;
      const std::string to = axis_name(context.labels, along);
      return Diagnosis{
          "joined_along_another_axis",
          "your \"" + context.output + "\" " + format_shape(actual.shape) + " holds the expected values in " +
              std::to_string(blocks) + " blocks one after another along its " + axis_name(context.labels, stacked) +
              " axis, where they belong side by side along the " + to + " axis (" + format_shape(expected.shape) + ")",
          Strength::pattern};
    }
  }
  return std::nullopt;
}

// --- the expected values, each somewhere else ----------------------------------

// `actual` holds exactly the values of `expected` (each once, within the
// tolerance), not in their order: a split, merge or transpose done in
// another order moves values, and changes none. Said only when the values
// are nearly all distinct (a few repeated ones could land anywhere) and
// finite.
std::optional<Diagnosis> values_moved(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context) {
  const std::size_t n = expected.data.size();
  if (n < 4 || actual.data.size() != n) return std::nullopt;
  std::vector<float> want = expected.data;
  std::vector<float> got = actual.data;
  const auto finite = [](float v) { return std::isfinite(v); };
  if (!std::all_of(want.begin(), want.end(), finite) || !std::all_of(got.begin(), got.end(), finite)) {
    return std::nullopt;
  }
  std::sort(want.begin(), want.end());
  std::sort(got.begin(), got.end());
  std::size_t distinct = 1;
  for (std::size_t i = 0; i < n; ++i) {
    if (!close(want[i], got[i], context.tolerance)) return std::nullopt;
    if (i > 0 && !close(want[i - 1], want[i], context.tolerance)) ++distinct;
  }
  if (distinct * 10 < n * 9) return std::nullopt;
  std::size_t in_place = 0;
  for (std::size_t i = 0; i < n; ++i) {
    if (close(expected.data[i], actual.data[i], context.tolerance)) ++in_place;
  }
  if (in_place == n) return std::nullopt;  // the same order in another shape: the shape says it
  std::string where = " of " + format_shape(expected.shape) + ", in another shape and order";
  if (expected.shape == actual.shape) {
    where = in_place == 0 ? ", but none in its place"
                          : ", but " + std::to_string(n - in_place) + " of " + std::to_string(n) + " in other places";
  }
  return Diagnosis{"values_moved",
                   "your \"" + context.output + "\" " + format_shape(actual.shape) +
                       " holds exactly the expected values" + where +
                       ": its axes are split, merged or transposed in another order than the expected's (a reshape "
                       "keeps the values in their order in memory, a transpose moves them)",
                   Strength::pattern};
}

// --- normalisation: what sums to 1 -----------------------------------------------

// True when every line along `axis` of finite values sums to 1.
bool lines_sum_to_one(const Tensor& t, std::size_t axis) {
  const Axis walk = axis_of(t.shape, axis);
  const std::size_t lines = walk.outer * walk.stride;
  if (lines == 0 || walk.extent < 2) return false;
  std::vector<double> sums(lines, 0.0);
  for (std::size_t i = 0; i < t.data.size(); ++i) {
    if (!std::isfinite(t.data[i])) return false;
    sums[line_of(i, walk)] += t.data[i];
  }
  return std::all_of(sums.begin(), sums.end(), [](double s) { return std::fabs(s - 1.0) <= 1e-3; });
}

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

// --- an offset, a constant axis, an inverted mask -------------------------------

// Index into an input whose shape is the output's last axes (a bias [features]
// of an output [..., features], a mask [rows, cols] of [batch, rows, cols]).
// Or as many values as the output's last axes together (a bias [heads * d_k]
// of an output [..., heads, d_k]).
bool trailing_shape(const Tensor& input, const Tensor& output) {
  if (input.rank() == 0 || input.data.empty()) return false;
  std::size_t product = 1;
  for (std::size_t axis = output.rank(); axis-- > 0;) {
    product *= output.shape[axis];
    if (product == input.data.size()) return true;
    if (product > input.data.size()) return false;
  }
  return false;
}

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

// The same values at every position along an axis where the expected varies
// (every head with the same scores).
std::optional<Diagnosis> constant_along_axis(const Tensor& expected, const Tensor& actual,
                                             const DiagnosisContext& context) {
  for (std::size_t axis = 0; axis < actual.rank(); ++axis) {
    const std::size_t n = actual.shape[axis];
    if (n < 2) continue;
    bool yours_constant = true;
    bool expected_constant = true;
    for (std::size_t p = 1; p < n; ++p) {
      yours_constant = yours_constant && slices_close(actual, 0, actual, p, axis, context.tolerance);
      expected_constant = expected_constant && slices_close(expected, 0, expected, p, axis, context.tolerance);
    }
    if (yours_constant && !expected_constant) {
      const std::string name = axis_name(context.labels, axis);
      return Diagnosis{"same_along_axis",
                       "your \"" + context.output + "\" is the same at every position along " + name +
                           ", where the expected differs from one " + name + " to the next",
                       Strength::pattern};
    }
  }
  return std::nullopt;
}

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

// --- zeros everywhere, dropout ---------------------------------------------------

std::optional<Diagnosis> all_zero(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context) {
  if (actual.data.empty() || expected.shape != actual.shape) return std::nullopt;
  if (!std::all_of(actual.data.begin(), actual.data.end(), [](float v) { return v == 0.0f; })) return std::nullopt;
  if (std::all_of(expected.data.begin(), expected.data.end(), [](float v) { return v == 0.0f; })) return std::nullopt;
  return Diagnosis{"all_zero", "every value of your \"" + context.output + "\" is 0, where the expected is not",
                   Strength::pattern};
}

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

// --- NaN and inf ----------------------------------------------------------------

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
  // exponentials are 0, their sum 0, and 0 / 0 is NaN.)
  std::string cause = "such a line needs its own rule";
  std::string test = " (if your code has one, its test does not catch these lines)";
  if (holds == "NaN") {
    cause = view.binary ? "a softmax over only masked entries (-inf), or a division by a sum of 0, is NaN, so such "
                          "a line needs its own rule"
                        : "exp(x - max) of such a line is 0 at every entry (NaN if max is taken as -inf), so "
                          "dividing by its sum gives NaN: such a line needs its own rule";
    if (!view.binary) {
      test =
          " (if your code has one, its test does not catch these lines: xt::amax of a line of only -inf is the "
          "lowest float, not -inf)";
    }
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

}  // namespace

std::string describe_factor(const std::string& output, double factor, const std::vector<std::string>& all_names) {
  std::string text = "every value of your \"" + output + "\" is " + number(factor) + " times the expected one";
  // sqrt(2) / floor(sqrt(2)) is sqrt(2): the truncated root is named only
  // once a case the output got right has ruled the plain one out.
  std::vector<std::string> names;
  for (const auto& name : all_names) {
    const auto cut = name.find(" / floor(sqrt(");
    if (cut != std::string::npos &&
        std::find(all_names.begin(), all_names.end(), name.substr(0, cut)) != all_names.end()) {
      continue;
    }
    names.push_back(name);
  }
  if (names.empty()) return text;
  text += ": " + names.front();
  for (std::size_t i = 1; i < names.size() && i < 3; ++i) text += (i == 1 ? " (or " : ", or ") + names[i];
  if (names.size() > 1) text += ")";
  if (names.front().find(" / floor(sqrt(") != std::string::npos) {
    text += ", as if the square root were rounded down to a whole number: keep it a floating-point value";
  }
  return text;
}

std::string describe_range(double low, double high, bool between) {
  if (std::fabs(high - low) <= 1e-6 * std::max(std::fabs(high), std::fabs(low))) return number(low);
  return between ? "between " + number(low) + " and " + number(high) : "from " + number(low) + " to " + number(high);
}

std::string describe_factor_range(const std::string& output, double lowest, double highest, std::size_t cases,
                                  const std::vector<std::string>& all_names) {
  std::string text = "every value of your \"" + output +
                     "\" is the expected one times a constant factor on each case, " +
                     describe_range(lowest, highest, false) + " over the " + std::to_string(cases) + " cases";
  // The names as describe_factor words them, after its leading number.
  const std::string single = describe_factor(output, 1.0, all_names);
  const auto colon = single.find(": ");
  if (colon == std::string::npos) return text + " (no size of the cases gives it)";
  return text + single.substr(colon);
}

std::optional<double> factor_named(const std::string& name, const std::vector<std::pair<std::string, double>>& sizes) {
  for (const auto& candidate : factor_candidates(sizes)) {
    if (candidate.text == name) return candidate.value;
  }
  return std::nullopt;
}

std::vector<std::pair<std::string, double>> case_sizes(const nlohmann::json& params, const TensorMap& inputs) {
  std::vector<std::pair<std::string, double>> sizes;
  for (const auto& item : params.items()) {
    if (item.value().is_number_integer() && item.value().get<std::int64_t>() > 1) {
      sizes.emplace_back(item.key(), static_cast<double>(item.value().get<std::int64_t>()));
    }
  }
  const auto named = sizes;
  for (const auto& [top, a] : named) {
    for (const auto& [bottom, b] : named) {
      if (top != bottom && a > b && std::fmod(a, b) == 0) sizes.emplace_back(top + " / " + bottom, a / b);
    }
  }
  for (const auto& item : params.items()) {
    if (item.value().is_number_float() && item.value().get<double>() > 0 && item.value().get<double>() < 1) {
      sizes.emplace_back(item.key(), item.value().get<double>());
    }
  }
  // An input's axis names a size only when no param does: "input_size", not
  // also "x.shape(2)" and "q.weight.shape(1)". Two axes of one size stay two
  // names: another case may tell them apart.
  const std::size_t from_params = sizes.size();
  for (const auto& [name, input] : inputs) {
    for (std::size_t axis = 0; axis < input.rank(); ++axis) {
      const auto value = static_cast<double>(input.shape[axis]);
      const bool known = std::any_of(sizes.begin(), sizes.begin() + static_cast<std::ptrdiff_t>(from_params),
                                     [&](const auto& s) { return s.second == value; });
      if (input.shape[axis] > 1 && !known) {
        sizes.emplace_back(name + ".shape(" + std::to_string(axis) + ")", static_cast<double>(input.shape[axis]));
      }
    }
  }
  return sizes;
}

std::vector<std::pair<std::string, double>> factor_vocabulary(const nlohmann::json& params, const TensorMap& inputs) {
  std::vector<std::pair<std::string, double>> vocabulary;
  for (const auto& item : params.items()) {
    if (item.value().is_number_integer() && item.value().get<std::int64_t>() >= 1) {
      vocabulary.emplace_back(item.key(), static_cast<double>(item.value().get<std::int64_t>()));
    }
  }
  const auto named = vocabulary;
  for (const auto& [top, a] : named) {
    for (const auto& [bottom, b] : named) {
      if (top != bottom && std::fmod(a, b) == 0) vocabulary.emplace_back(top + " / " + bottom, a / b);
    }
  }
  for (const auto& [name, input] : inputs) {
    for (std::size_t axis = 0; axis < input.rank(); ++axis) {
      const std::string axis_name = name + ".shape(" + std::to_string(axis) + ")";
      const auto size = static_cast<double>(input.shape[axis]);
      vocabulary.emplace_back(axis_name, size);
      // An axis that holds a param's multiple ("weights.shape(0) / num_heads": the batch).
      for (const auto& [param, value] : named) {
        if (std::fmod(size, value) == 0) vocabulary.emplace_back(axis_name + " / " + param, size / value);
      }
    }
  }
  return vocabulary;
}

std::vector<FactorName> factor_across_cases(const std::vector<CaseFactor>& cases) {
  if (cases.empty()) return {};
  // Two different factors among the failed cases at least.
  std::set<long long> failed_factors;
  for (const auto& one : cases) {
    if (std::fabs(one.factor - 1.0) > 1e-6) failed_factors.insert(std::llround(one.factor * 1e4));
  }
  if (failed_factors.size() < 2) return {};
  // The names every case has, in the first case's order, and their value on each case.
  std::vector<std::pair<std::string, std::vector<double>>> shared;
  for (const auto& [name, value] : cases.front().vocabulary) {
    std::vector<double> values;
    for (const auto& one : cases) {
      const auto it = std::find_if(one.vocabulary.begin(), one.vocabulary.end(),
                                   [&name = name](const auto& entry) { return entry.first == name; });
      if (it == one.vocabulary.end()) break;
      values.push_back(it->second);
    }
    if (values.size() == cases.size()) shared.emplace_back(name, std::move(values));
  }
  struct Form {
    FactorName name;
    std::vector<double> values;
  };
  std::vector<Form> forms;
  const auto add = [&](FactorName name, const std::function<double(std::size_t)>& value_on) {
    Form form{std::move(name), {}};
    for (std::size_t c = 0; c < cases.size(); ++c) form.values.push_back(value_on(c));
    forms.push_back(std::move(form));
  };
  for (const auto& [name, values] : shared) {
    const std::string grouped = name.find(' ') != std::string::npos ? "(" + name + ")" : name;
    add({"sqrt(" + name + ")", ""}, [&values = values](std::size_t c) { return std::sqrt(values[c]); });
    add({"1 / sqrt(" + name + ")", ""}, [&values = values](std::size_t c) { return 1.0 / std::sqrt(values[c]); });
    add({name, ""}, [&values = values](std::size_t c) { return values[c]; });
    add({"1 / " + grouped, ""}, [&values = values](std::size_t c) { return 1.0 / values[c]; });
  }
  for (const auto& [top, a] : shared) {
    for (const auto& [bottom, b] : shared) {
      if (top == bottom || top.find(bottom) != std::string::npos) continue;
      const bool quotient = bottom.find(" / ") != std::string::npos;
      const std::string over = top.find(' ') != std::string::npos ? "(" + top + ")" : top;
      const std::string under = quotient ? "(" + bottom + ")" : bottom;
      if (!quotient) {
        add({"sqrt(" + top + ") / sqrt(" + bottom + ")",
             "as if divided by sqrt(" + bottom + ") instead of sqrt(" + top + ")"},
            [&a = a, &b = b](std::size_t c) { return std::sqrt(a[c] / b[c]); });
      }
      add({over + " / " + under, "as if divided by " + bottom + " instead of " + top},
          [&a = a, &b = b](std::size_t c) { return a[c] / b[c]; });
    }
  }
  std::vector<FactorName> names;
  std::vector<std::vector<double>> taken;
  for (const auto& form : forms) {
    bool fits = true;
    for (std::size_t c = 0; c < cases.size() && fits; ++c) {
      fits = std::isfinite(form.values[c]) &&
             std::fabs(form.values[c] - cases[c].factor) <= 1e-3 * std::fabs(cases[c].factor);
    }
    if (!fits) continue;
    // An input's axis that a param gives on every case ("x.shape(2)" for
    // input_size) is not named again; two params that agree stay two names.
    const bool axis = form.name.text.find(".shape(") != std::string::npos;
    const bool same_as_taken = axis && std::any_of(taken.begin(), taken.end(), [&](const std::vector<double>& values) {
                                 for (std::size_t c = 0; c < values.size(); ++c) {
                                   if (std::fabs(values[c] - form.values[c]) > 1e-9 * std::fabs(values[c]))
                                     return false;
                                 }
                                 return true;
                               });
    if (same_as_taken) continue;
    taken.push_back(form.values);
    names.push_back(form.name);
  }
  return names;
}

std::map<std::string, double> every_size(const nlohmann::json& params, const TensorMap& inputs) {
  std::vector<std::pair<std::string, double>> base;
  for (const auto& item : params.items()) {
    if (item.value().is_number_integer() && item.value().get<std::int64_t>() > 1) {
      base.emplace_back(item.key(), static_cast<double>(item.value().get<std::int64_t>()));
    }
  }
  for (const auto& [name, input] : inputs) {
    for (std::size_t axis = 0; axis < input.rank(); ++axis) {
      if (input.shape[axis] > 1) {
        base.emplace_back(name + ".shape(" + std::to_string(axis) + ")", static_cast<double>(input.shape[axis]));
      }
    }
  }
  std::map<std::string, double> sizes(base.begin(), base.end());
  // A param of 1 (one head) is a factor too: with it, "t.shape(1) * num_heads"
  // is t.shape(1), which a shape cannot tell apart.
  for (const auto& item : params.items()) {
    if (item.value().is_number_integer() && item.value().get<std::int64_t>() == 1) base.emplace_back(item.key(), 1.0);
  }
  for (const auto& [a, x] : base) {
    for (const auto& [b, y] : base) {
      if (a == b || x * y <= 1) continue;
      if (a < b) sizes.emplace(a + " * " + b, x * y);
      if (x > y && std::fmod(x, y) == 0) sizes.emplace(a + " / " + b, x / y);
    }
  }
  return sizes;
}

namespace {

using Shapes = DiagnosisFinder::Shapes;

// diagnose()'s finders, tried in this order; the first that finds something
// says it. The transpose first, whatever the shapes; then, for a shape that
// differs, what the shape shows (the sizes named say more of a shape than
// "the values in another order"); for the same shape, the masks' -inf, an
// output equal to another tensor, NaN and zeros, then the patterns of the
// values, the observation last. `cannot_express`: what the error model
// cannot express that the finder names (docs/error-model.md, "Finders beside
// the model", lists the same table; a test holds the two equal).
constexpr DiagnosisFinder finders[] = {
    {"transposed", transposed, Shapes::any,
     "a result transposed by code the model answer has no transpose for: indices swapped in an element access or a "
     "view (`out(j, i)`), a product's operands swapped and both transposed (B^T A^T for A B); the rules rewrite the "
     "model answer's own transposes and transpose one operand of a product, never an index pair"},
    {"layer_reversed", layer_reversed, Shapes::other,
     "a layer constructed with its two sizes swapped (`Linear(hidden, input_size)`): swap_arguments swaps a product's "
     "operands and a view's neighbouring indices, never a constructor's arguments"},
    {"joined_along_another_axis", joined_along_another_axis, Shapes::other,
     "blocks joined along another axis (heads stacked as rows where they belong side by side): view_indices_swapped "
     "moves a view's range to the neighbouring axis, but such a join also sizes its result otherwise (two rewrites at "
     "once), and no rule moves xt::concatenate's axis"},
    {"shape_sizes", shape_sizes, Shapes::other,
     "a shape built from another size (`from_shape({seq, hidden})` for `{seq, head_size}`, or a size the code never "
     "computes): same_type_variable puts one integer variable in scope for another only inside sqrt() and in loop "
     "bounds, size_for_another one size for another only in a broadcast's shape"},
    {"values_moved_other_shape", values_moved, Shapes::other,
     "the expected values in another shape and order from a split or merge written otherwise than the model answer's "
     "(a reshape where it fills views in a loop): axes_order, reshape_order and transpose_left_out rewrite its own "
     "transpose or reshape, one at a time"},
    {"input_mask_missing", input_mask_missing, Shapes::same,
     "a given mask not applied, or not at every entry it masks (the statement or the if that applies it left out, a "
     "key padding mask ignored): term_left_out drops an operand inside an expression, and drop_statement drops only "
     "`continue` and member assignments"},
    {"mask", mask, Shapes::same,
     "-inf placed by a test or a range the rules cannot reach from the model answer's (more than one diagonal off, or "
     "in some slices only where the model answer masks every slice at once) or a fill they do not write (lowest(), "
     "-1e30): range_off_by_one and comparison move its bound by one place or flip its test, and fill_value writes 0, "
     "-1e9 and plus or minus inf"},
    {"equals_other", equals_other, Shapes::same,
     "a result missing several steps (an input returned unchanged, `scores + mask` with nothing after it): one rewrite "
     "changes one expression or drops one statement, and one_tensor_for_another names another tensor only when it is a "
     "variable of the same type in scope"},
    {"non_finite", non_finite, Shapes::same,
     "NaN or inf from a guard or a construction the model answer lacks (a fully masked line with no rule of its own, a "
     "0/1 mask times -inf): no rule drops an if or an xt::where guard (the max subtraction dropped or taken as the "
     "minimum is term_left_out or reduction_for_another)"},
    {"all_zero", all_zero, Shapes::same,
     "an output never filled (a result made with zeros and returned before anything fills it, a loop that writes a "
     "copy and not the result): initial_values swaps zeros and ones, and no rule drops a loop or an assignment to a "
     "local"},
    {"constant_factor", constant_factor, Shapes::same,
     "a factor no rewrite of the model answer makes: a scale from a size the code never computes (keys.shape(0), "
     "W.size()), a square root kept in an integer, a sign flipped; scale_size swaps only integer variables in scope "
     "inside sqrt()"},
    {"dropout", dropout, Shapes::same,
     "dropout left out as a whole (the weights returned as they are where the model answer multiplies by the keep mask "
     "and divides by 1 - p), or applied where the model answer's code does not: term_left_out drops one operand at a "
     "time, and training_flag rewrites only an is_training() call of the model answer's own code"},
    {"normalised_as_whole", normalised_as_whole, Shapes::same,
     "a sum over every axis (`xt::sum(e)()` where `xt::sum(e, {2}, xt::keep_dims)` belongs): reduction_axis puts one "
     "axis for another, and no rule drops an axes argument"},
    {"lines_rescaled", lines_rescaled, Shapes::same,
     "a step moved after the normalisation (a mask applied after the softmax): the rules rewrite expressions, calls "
     "and single statements, never the order of statements (move_factor moves a scalar factor onto another product's "
     "operand, not a mask)"},
    {"factor_per_slice", factor_per_slice, Shapes::same,
     "a factor that differs from slice to slice where the model answer's scale is one value for all (each head scaled "
     "by a number of its own): scale_size, scale_inverted and square_root_left_out rewrite that one scale, the same in "
     "every slice"},
    {"softmax_scaled", softmax_scaled, Shapes::same,
     "a softmax's inputs scaled by a size the code never computes (keys.shape(0), an input_size not in scope) or "
     "scaled twice: scale_size swaps only integer variables in scope inside sqrt(), and no rule repeats a step"},
    {"offset_by_input", offset_by_input, Shapes::same,
     "an input added twice, or left out where the model answer adds it by a statement of its own (`out += bias`): "
     "term_left_out drops an operand of a binary operator inside an expression, and no rule adds a term or drops a "
     "compound assignment"},
    {"inverted_binary", inverted_binary, Shapes::same,
     "a 0/1 mask inverted by its values, not its test (ones and zeros written the other way round, xt::where's two "
     "branches swapped): comparison and equality_inverted flip the model answer's test, and no rule swaps where()'s "
     "branches or the literals 0 and 1"},
    {"permutation", permutation, Shapes::same,
     "slices in another order from an index the model answer computes otherwise (`h * batch + b` for `b * num_heads + "
     "h`, a loop run backwards): index_term_left_out drops one factor of a product, and no rule reorders an index "
     "expression or a loop"},
    {"strided_pair", strided_pair, Shapes::same,
     "heads split with a stride (head h takes features h, h + H, ...) where the model answer takes blocks: that is a "
     "reshape's sizes and a transpose's axes changed together (reshape_order and axes_order are two rewrites) or a "
     "slice's step, which no rule rewrites"},
    {"values_moved", values_moved, Shapes::same,
     "the expected values moved within the shape by a split or merge written otherwise than the model answer's (a "
     "reshape where it fills views in a loop): axes_order, reshape_order and transpose_left_out rewrite its own "
     "transpose or reshape, one at a time"},
    {"zeros_inverted", zeros_inverted, Shapes::same,
     "weights that are 0 exactly where the expected is not, from a mask whose use is swapped, not its test "
     "(`xt::where(m, s, -inf)` for `xt::where(m, -inf, s)`): comparison and equality_inverted flip a test, and no rule "
     "swaps where()'s branches"},
    {"zero_triangle", zero_triangle, Shapes::same,
     "a causal triangle of zero weights more than one diagonal off, or mirrored where the model answer masks with a "
     "range (`xt::range(row + 1, seq)`): range_off_by_one moves a range's start or end by one, and comparison flips a "
     "test only where the model answer has one"},
    {"normalisation", normalisation, Shapes::same,
     "lines that sum to 1 over another axis, or not at all, by a change no rewrite makes (a softmax written by loops "
     "over another axis, the normalisation missing as a whole): reduction_axis rewrites the axes of the model answer's "
     "reducers and softmax, term_left_out one division"},
    {"constant_along_axis", constant_along_axis, Shapes::same,
     "every position along an axis given one position's values (head 0's slice for every head, a view at a constant "
     "index): no rule replaces an index in an element access or a view (view_indices_swapped only swaps two), nor a "
     "loop's index by a constant"},
    {"some_slices_right", some_slices_right, Shapes::same,
     "an observation when no pattern fits, for any mistake, two at once or one spread over several functions included, "
     "which one rewrite of one function body cannot reproduce"},
};

}  // namespace

std::vector<DiagnosisFinder> diagnosis_finders() { return {std::begin(finders), std::end(finders)}; }

std::optional<Diagnosis> diagnose(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context) {
  const bool same_shape = expected.shape == actual.shape;
  for (const DiagnosisFinder& finder : finders) {
    if (finder.shapes != Shapes::any && (finder.shapes == Shapes::same) != same_shape) continue;
    if (auto found = finder.find(expected, actual, context)) return found;
  }
  return std::nullopt;
}

namespace {

// The shapes xtensor's broadcast message names, in order ("(2, 3, 2, )").
std::vector<std::string> broadcast_shapes(const std::string& message) {
  std::vector<std::string> shapes;
  for (const char* side : {"LHS shape = (", "RHS shape = ("}) {
    const auto start = message.find(side);
    if (start == std::string::npos) return {};
    const auto from = start + std::string(side).size();
    const auto end = message.find(')', from);
    if (end == std::string::npos) return {};
    std::string inside = message.substr(from, end - from);
    while (!inside.empty() && (inside.back() == ' ' || inside.back() == ',')) inside.pop_back();
    shapes.push_back("[" + inside + "]");
  }
  return shapes;
}

// xtensor writes an axis it does not know the size of (a shape not yet
// computed) as size_t(-1), 18446744073709551615: no size of a real tensor
// has 11 digits or more. Such a shape is no evidence of anything.
bool has_unknown_axis(const std::string& shape) {
  std::size_t digits = 0;
  for (const char c : shape) {
    digits = (c >= '0' && c <= '9') ? digits + 1 : 0;
    if (digits >= 11) return true;
  }
  return false;
}

// "[1, 1, 5, 5]", or for a shape with an unknown axis "a tensor of 3 axes of
// sizes xtensor did not report".
std::string shape_words(const std::string& shape) {
  if (!has_unknown_axis(shape)) return "a tensor of shape " + shape;
  std::vector<std::string> sizes;
  std::string size;
  for (const char c : shape.substr(1, shape.size() - 2) + ",") {
    if (c == ',') {
      sizes.push_back(has_unknown_axis(size) ? "unknown" : size);
      size.clear();
    } else if (c != ' ') {
      size += c;
    }
  }
  if (std::all_of(sizes.begin(), sizes.end(), [](const std::string& one) { return one == "unknown"; })) {
    return "a tensor of " + std::to_string(sizes.size()) + (sizes.size() == 1 ? " axis" : " axes") +
           " whose sizes xtensor did not report";
  }
  std::string words;
  for (const auto& one : sizes) words += (words.empty() ? "" : ", ") + one;
  return "a tensor of shape [" + words + "] (unknown: a size xtensor did not report)";
}

}  // namespace

std::string tidy_exception_message(const std::string& message) {
  const std::string head = "Incompatible dimension of arrays:";
  const auto shapes = broadcast_shapes(message);
  if (message.rfind(head, 0) != 0 || shapes.size() != 2) return message;
  if (has_unknown_axis(shapes[0]) || has_unknown_axis(shapes[1])) {
    return head + " " + shape_words(shapes[0]) + " and " + shape_words(shapes[1]);
  }
  return head + " " + shapes[0] + " and " + shapes[1];
}

std::string explain_exception(const std::string& kind, const std::string& message, const std::string& where) {
  const std::string at = where.empty() ? "" : " at " + where;
  if (const auto shapes = broadcast_shapes(message); shapes.size() == 2) {
    if (has_unknown_axis(shapes[0]) || has_unknown_axis(shapes[1])) {
      // No advice on shapes the grader could not read.
      return "the expression" + at + " combines " + shape_words(shapes[0]) + " with " + shape_words(shapes[1]) +
             ", which do not broadcast together";
    }
    return "the expression" + at + " combines a tensor of shape " + shapes[0] + " with one of shape " + shapes[1] +
           ", which do not broadcast together: compared from the last axis, two sizes must be equal or one of them "
           "1. A reducer without xt::keep_dims drops its axis; xt::linalg::dot of 3-D tensors is not a batched "
           "matrix product (take each matrix with xt::view, or loop)";
  }
  if (message.rfind("Dot: shape mismatch: ", 0) == 0) {
    return "xt::linalg::dot(a, b)" + at + " needs a's last axis as long as b's first ([n, k] @ [k, m]); here " +
           message.substr(21, message.size() > 22 ? message.size() - 22 : 0) + ": is one side missing xt::transpose?";
  }
  struct Known {
    const char* needle;
    const char* explanation;
  };
  static const Known known[] = {
      {"No valid layout chosen",
       "xt::linalg::dot hands its matrices to BLAS, which needs each one contiguous in memory; a strided view "
       "(xt::view with a step, a view of a transpose, a head cut out of the middle of a row) is not. Copy the "
       "view into a tensor first (Tensor2 a = xt::view(...);) and pass that"},
      {"Incompatible dimension of arrays",
       "two tensors in one expression have shapes that do not broadcast together: compared from the last axis, "
       "two sizes must be equal or one of them 1 (xt::keep_dims keeps a reduced axis as 1)"},
      {"Dot: shape mismatch",
       "xt::linalg::dot(a, b) needs a's last axis as long as b's first ([n, k] @ [k, m]): is one side missing "
       "xt::transpose?"},
      {"Cannot reshape with incorrect number of elements",
       "a reshape asks for a shape with a different number of elements: the product of the new shape must "
       "equal that of the old one"},
      {"Permutation does not have the same size as shape",
       "xt::transpose(t, {...}) needs one axis in the permutation for each axis of t"},
      {"Permutation contains", "xt::transpose(t, {...}) needs each axis of t exactly once in the permutation"},
      {"Too many slices for view", "an xt::view has more slices than its tensor has axes"},
      {"Reducing axes should", "a reducer's axes must be listed once each, in increasing order ({1, 2})"},
  };
  for (const auto& entry : known) {
    if (message.find(entry.needle) != std::string::npos) return entry.explanation;
  }
  if (kind == "std::out_of_range") {
    return "an index" + at + " is past the end of an axis or a container: check each loop's bound against shape(axis)";
  }
  if (kind == "std::bad_alloc") {
    return "your code asked for more memory than there is: a tensor is far larger than it should be (check its shape)";
  }
  if (kind == "std::length_error") {
    return "a container was asked to grow past its maximum: a size computed from a negative number wrapped around?";
  }
  return {};
}

}  // namespace grader
