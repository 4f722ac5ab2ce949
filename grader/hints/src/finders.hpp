#pragma once
// What diagnose()'s finders share (internal to grader::hints). The table of
// finders and diagnose() are diagnosis.cpp's; the finders are one file per
// family: layout_finders.cpp (the transpose, a permutation, a stride,
// blocks joined along another axis, the values moved, one position's values
// along an axis), shape_finders.cpp (which sizes a shape has, layers built
// the other way round), mask_finders.cpp (where -inf or the zeros are, an
// input mask missing, a 0/1 mask inverted), scale_finders.cpp (a constant
// factor, a factor per slice), softmax_finders.cpp (what sums to 1, a
// softmax of scaled inputs, dropout), non_finite_finders.cpp (NaN and inf)
// and output_finders.cpp (zeros everywhere, an input added or left out,
// another tensor of the case, the slices that are right). The names a
// factor is given are factor_names.cpp's, the explanations of exceptions
// exception_explanations.cpp's.
#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "grader/hints/diagnosis.hpp"

namespace grader {
namespace diagnosis {

using Strength = Diagnosis::Strength;

// --- what the finders share (finders.cpp) ---------------------------------------

// An axis's name in messages: its label up to any '/', else "axis 2".
[[nodiscard]] std::string axis_name(const AxisLabels& labels, std::size_t axis);

// A value with 5 significant digits.
[[nodiscard]] std::string number(double value);

// The same shape and every value close.
[[nodiscard]] bool same_values(const Tensor& want, const Tensor& got, const Tolerance& tol);

// Row-major walk along one axis.
struct Axis {
  std::size_t stride = 1;
  std::size_t extent = 1;
  std::size_t outer = 1;  // product of the extents before the axis
};

[[nodiscard]] Axis axis_of(const Shape& shape, std::size_t axis);

// Every flat index of the slice at position `at` of `axis`.
template <typename Visit>
void for_slice(const Shape& shape, std::size_t axis, std::size_t at, Visit visit) {
  const Axis walk = axis_of(shape, axis);
  for (std::size_t o = 0; o < walk.outer; ++o) {
    const std::size_t base = o * walk.extent * walk.stride + at * walk.stride;
    for (std::size_t s = 0; s < walk.stride; ++s) visit(base + s);
  }
}

// The slice of `want` at `want_at` along `axis` close to that of `got` at `got_at`.
[[nodiscard]] bool slices_close(const Tensor& want, std::size_t want_at, const Tensor& got, std::size_t got_at,
                                std::size_t axis, const Tolerance& tol);

[[nodiscard]] std::size_t line_of(std::size_t flat, const Axis& walk);

// A pattern diagnosis whose text is before + describe_range(low, high, between) + after.
[[nodiscard]] Diagnosis ranged(const std::string& id, double low, double high, bool between, const std::string& before,
                               const std::string& after);

// A factor and the size expression (or the sign) that gives it.
struct Candidate {
  std::string text;
  double value;
};

// Every factor a case's sizes give ("1 / sqrt(hidden)"), the sign flipped first.
[[nodiscard]] std::vector<Candidate> factor_candidates(const std::vector<std::pair<std::string, double>>& sizes);

// "0, 2, 1", the first 8 and "..." after them.
[[nodiscard]] std::string describe_order(const std::vector<std::size_t>& order);

[[nodiscard]] bool lines_sum_to_one(const Tensor& t, std::size_t axis);

[[nodiscard]] bool trailing_shape(const Tensor& input, const Tensor& output);

// --- the finders, by family (diagnosis.cpp's table tries them in its order) ----------

// layout_finders.cpp
std::optional<Diagnosis> transposed(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context);
std::optional<Diagnosis> permutation(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context);
std::optional<Diagnosis> strided_pair(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context);
std::optional<Diagnosis> joined_along_another_axis(const Tensor& expected, const Tensor& actual,
                                                   const DiagnosisContext& context);
std::optional<Diagnosis> values_moved(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context);
std::optional<Diagnosis> constant_along_axis(const Tensor& expected, const Tensor& actual,
                                             const DiagnosisContext& context);

// shape_finders.cpp
std::optional<Diagnosis> shape_sizes(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context);
std::optional<Diagnosis> layer_reversed(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context);

// mask_finders.cpp
std::optional<Diagnosis> mask(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context);
std::optional<Diagnosis> zeros_inverted(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context);
std::optional<Diagnosis> zero_triangle(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context);
std::optional<Diagnosis> inverted_binary(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context);
std::optional<Diagnosis> input_mask_missing(const Tensor& expected, const Tensor& actual,
                                            const DiagnosisContext& context);

// scale_finders.cpp
std::optional<Diagnosis> constant_factor(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context);
std::optional<Diagnosis> factor_per_slice(const Tensor& expected, const Tensor& actual,
                                          const DiagnosisContext& context);

// softmax_finders.cpp
std::optional<Diagnosis> normalisation(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context);
std::optional<Diagnosis> normalised_as_whole(const Tensor& expected, const Tensor& actual,
                                             const DiagnosisContext& context);
std::optional<Diagnosis> lines_rescaled(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context);
std::optional<Diagnosis> softmax_scaled(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context);
std::optional<Diagnosis> dropout(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context);

// non_finite_finders.cpp
std::optional<Diagnosis> non_finite(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context);

// output_finders.cpp
std::optional<Diagnosis> all_zero(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context);
std::optional<Diagnosis> offset_by_input(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context);
std::optional<Diagnosis> equals_other(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context);
std::optional<Diagnosis> some_slices_right(const Tensor& expected, const Tensor& actual,
                                           const DiagnosisContext& context);

}  // namespace diagnosis
}  // namespace grader
