#pragma once
// Tensor comparison that reports like llm.c's check_tensor: shape first,
// then the number of mismatches, max abs error, the first bad index and a
// few expected/actual pairs.
#include <string>
#include <vector>

#include "grader/assessment/manifest.hpp"
#include "grader/protocol/tensor.hpp"

namespace grader {

// Names an index for a student: "batch 1, head 2, row 0, column 3".
// An axis label "batch*head/num_heads" splits a merged axis with that divisor.
struct AxisLabels {
  std::vector<std::string> names;  // one per axis; empty: plain [i, j, k]
  std::size_t merged_divisor = 0;  // value of the parameter named after '/', if any
};

struct Comparison {
  bool passed = false;
  bool shape_ok = false;
  bool non_finite = false;  // actual has NaN/Inf where expected is finite
  std::size_t mismatches = 0;
  double max_abs_error = 0;
  std::string message;  // the whole report for a student; empty when passed
};

// allclose: |actual - expected| <= atol + rtol * |expected|; infinities must
// match exactly (masked scores are -inf), NaN never matches. Without
// `reveal_values` (hidden references) a mismatch says only that the values
// differ: no count, error, index or value.
[[nodiscard]] bool close(float expected, float actual, const Tolerance& tol);

[[nodiscard]] Comparison compare_tensors(const std::string& name, const Tensor& expected, const Tensor& actual,
                                         const Tolerance& tol, bool shape_only, bool reveal_values,
                                         const AxisLabels& labels = {});

[[nodiscard]] std::string format_index(const std::vector<std::size_t>& index, const AxisLabels& labels);

}  // namespace grader
