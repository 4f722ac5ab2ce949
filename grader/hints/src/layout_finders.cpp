// The layout finders of diagnose() (diagnosis.cpp's table): the expected
// values laid out otherwise: transposed, the slices along an axis in
// another order, heads split with a stride, blocks joined along another
// axis, each value somewhere else, one position's values all along an axis.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "finders.hpp"

namespace grader {
namespace diagnosis {

// --- the transpose --------------------------------------------------------------

namespace {

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

}  // namespace

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

// --- a permutation along one axis --------------------------------------------

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

// --- blocks joined along the wrong axis -----------------------------------------

namespace {

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

}  // namespace

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

// --- a constant axis -------------------------------------------------------------

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

}  // namespace diagnosis
}  // namespace grader
