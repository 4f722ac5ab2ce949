// Diagnoses computed from the numbers alone: each pattern is recognised with
// its exact text, and nothing is claimed when the pattern does not hold.
#include "grader/hints/diagnosis.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <limits>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

using grader::Tensor;

constexpr float inf = std::numeric_limits<float>::infinity();

Tensor tensor(grader::Shape shape, std::vector<float> data) { return Tensor{std::move(shape), std::move(data)}; }

// [2 * 3, 2, 2] scores with distinct values, batch 2, heads 3.
Tensor scores() {
  Tensor t = tensor({6, 2, 2}, std::vector<float>(24));
  for (std::size_t i = 0; i < t.data.size(); ++i)
    t.data[i] = 0.1f * static_cast<float>(i) - 0.7f * static_cast<float>(i % 3);
  return t;
}

grader::DiagnosisContext context(const std::string& output = "scores") {
  grader::DiagnosisContext c;
  c.output = output;
  c.labels.names = {"batch*head/num_heads", "row", "column"};
  c.labels.merged_divisor = 3;
  c.sizes = grader::case_sizes({{"input_size", 7}, {"hidden", 9}, {"num_heads", 3}, {"causal", false}});
  c.tolerance = {1e-4, 1e-5};
  return c;
}

std::string text_of(const Tensor& expected, const Tensor& actual, const grader::DiagnosisContext& c = context()) {
  const auto found = grader::diagnose(expected, actual, c);
  return found ? found->id + ": " + found->text : "(none)";
}

}  // namespace

TEST(Diagnosis, NamesTheSizesOfACase) {
  const auto sizes = grader::case_sizes({{"input_size", 7}, {"hidden", 9}, {"num_heads", 3}, {"dropout", 0.5}});
  using Sizes = std::vector<std::pair<std::string, double>>;
  EXPECT_EQ(sizes,
            (Sizes{{"hidden", 9}, {"input_size", 7}, {"num_heads", 3}, {"hidden / num_heads", 3}, {"dropout", 0.5}}));
  // A reference set without params: its inputs' axes.
  const grader::TensorMap inputs{{"queries", tensor({2, 5}, std::vector<float>(10))}};
  EXPECT_EQ(grader::case_sizes(nlohmann::json::object(), inputs),
            (Sizes{{"queries.shape(0)", 2}, {"queries.shape(1)", 5}}));
}

TEST(Diagnosis, RecognisesTheTranspose) {
  const Tensor expected = scores();
  Tensor actual = expected;
  for (std::size_t m = 0; m < 6; ++m) std::swap(actual.data[m * 4 + 1], actual.data[m * 4 + 2]);
  EXPECT_EQ(text_of(expected, actual),
            "transposed: your \"scores\" is the expected one transposed: its row and column axes are swapped");
}

TEST(Diagnosis, NamesTheSizeBehindAConstantFactor) {
  const Tensor expected = scores();
  Tensor unscaled = expected;
  for (float& v : unscaled.data) v *= std::sqrt(3.0f);
  // hidden / num_heads and num_heads are both 3 here: the numbers cannot tell which, so both are named.
  EXPECT_EQ(text_of(expected, unscaled),
            "scaled: every value of your \"scores\" is 1.7321 times the expected one: sqrt(num_heads) "
            "(or sqrt(hidden / num_heads))");
  Tensor by_input = expected;
  for (float& v : by_input.data) v *= std::sqrt(9.0f / 7.0f);
  EXPECT_EQ(text_of(expected, by_input),
            "scaled: every value of your \"scores\" is 1.1339 times the expected one: sqrt(hidden) / sqrt(input_size)");
  Tensor odd = expected;
  for (float& v : odd.data) v *= 1.37f;
  EXPECT_EQ(text_of(expected, odd),
            "scaled: every value of your \"scores\" is the expected one times the same factor, 1.37 (no size of this "
            "case gives it)");
  Tensor negated = expected;
  for (float& v : negated.data) v = -v;
  EXPECT_EQ(text_of(expected, negated),
            "negated: your \"scores\" is the expected one with every sign flipped (-1 times it)");
}

TEST(Diagnosis, RecognisesHeadMajorRowsAndOtherPermutations) {
  const Tensor expected = scores();
  Tensor head_major = expected;
  // Position h * 2 + b holds batch b, head h (expected at b * 3 + h).
  for (std::size_t b = 0; b < 2; ++b) {
    for (std::size_t h = 0; h < 3; ++h) {
      for (std::size_t k = 0; k < 4; ++k) head_major.data[(h * 2 + b) * 4 + k] = expected.data[(b * 3 + h) * 4 + k];
    }
  }
  EXPECT_EQ(text_of(expected, head_major),
            "permuted: your \"scores\" has the right batch*head slices in head-major order: position head * 2 + "
            "batch holds what belongs at batch * 3 + head");
  Tensor reversed = expected;
  for (std::size_t n = 0; n < 6; ++n) {
    for (std::size_t k = 0; k < 4; ++k) reversed.data[n * 4 + k] = expected.data[(5 - n) * 4 + k];
  }
  EXPECT_EQ(text_of(expected, reversed),
            "permuted: your \"scores\" has the right values in reverse order along batch*head");
  Tensor swapped = expected;
  for (std::size_t k = 0; k < 4; ++k) std::swap(swapped.data[0 * 4 + k], swapped.data[4 * 4 + k]);
  EXPECT_EQ(text_of(expected, swapped),
            "permuted: your \"scores\" has the right slices along batch*head in another order: your 0, 1, 2, 3, 4, 5 "
            "hold the expected 4, 1, 2, 3, 0, 5");
}

TEST(Diagnosis, ComparesTheMaskWithTheExpectedOne) {
  // One [1, 3, 3] matrix: -inf where column > row.
  const Tensor expected = tensor({1, 3, 3}, {1, -inf, -inf, 2, 3, -inf, 4, 5, 6});
  const Tensor diagonal_too = tensor({1, 3, 3}, {-inf, -inf, -inf, 2, -inf, -inf, 4, 5, -inf});
  EXPECT_EQ(text_of(expected, diagonal_too),
            "mask_differs: your \"scores\" has -inf where column >= row; the expected has it where column > row "
            "(1 diagonal too many: the diagonal is masked too)");
  const Tensor mirrored = tensor({1, 3, 3}, {1, 7, 8, -inf, 3, 9, -inf, -inf, 6});
  EXPECT_EQ(text_of(expected, mirrored),
            "mask_differs: your \"scores\" has -inf where row > column; the expected has it where column > row "
            "(mirrored: the other side of the diagonal)");
  const Tensor zeros = tensor({1, 3, 3}, {1, 0, 0, 2, 3, 0, 4, 5, 6});
  EXPECT_EQ(text_of(expected, zeros),
            "mask_missing: your \"scores\" has 0 at the 3 masked entries (where column > row), where -inf belongs: "
            "after the softmax a 0 still gets weight, -inf gets none");
  grader::TensorMap inputs{{"scores", tensor({1, 3, 3}, {1, 7, 8, 2, 3, 9, 4, 5, 6})}};
  auto with_inputs = context();
  with_inputs.inputs = &inputs;
  EXPECT_EQ(text_of(expected, inputs.at("scores"), with_inputs),
            "mask_missing: your \"scores\" leaves the 3 masked entries (where column > row) unchanged: nothing is "
            "set to -inf");
}

TEST(Diagnosis, SaysWhichSlicesHaveTheMask) {
  // [2, 2, 2]: -inf where column > row in both slices; yours only in slice 0.
  const Tensor expected = tensor({2, 2, 2}, {1, -inf, 2, 3, 4, -inf, 5, 6});
  const Tensor first_only = tensor({2, 2, 2}, {1, -inf, 2, 3, 4, 9, 5, 6});
  EXPECT_EQ(text_of(expected, first_only),
            "mask_differs: your \"scores\" has the mask in 1 of 2 slices along batch*head (0) and no -inf in the "
            "others: every slice needs it");
}

TEST(Diagnosis, FindsTheAxisThatSumsToOne) {
  const Tensor expected = tensor({1, 2, 2}, {0.25f, 0.75f, 0.5f, 0.5f});
  const Tensor columns = tensor({1, 2, 2}, {0.4f, 0.7f, 0.6f, 0.3f});  // columns sum to 1, rows do not
  const Tensor rows_off = tensor({1, 2, 2}, {0.5f, 1.0f, 0.5f, 0.25f});
  auto c = context("probs");
  EXPECT_EQ(text_of(expected, columns, c),
            "wrong_axis_sum: your \"probs\" sums to 1 over row, where each line over column must sum to 1");
  EXPECT_EQ(text_of(expected, rows_off, c),
            "rows_not_normalised: the lines of your \"probs\" over column sum to between 0.75 and 1.5, where each "
            "must sum to 1");
}

TEST(Diagnosis, TiesNaNToTheInputThatCausesIt) {
  const Tensor expected = tensor({1, 2, 2}, {0.5f, 0.5f, 0.25f, 0.75f});
  const Tensor actual = tensor({1, 2, 2}, {NAN, 0.0f, 0.25f, 0.75f});
  grader::TensorMap overflowing{{"scores", tensor({1, 2, 2}, {100.0f, 1.0f, 1.0f, 2.0f})}};
  auto c = context("probs");
  c.inputs = &overflowing;
  EXPECT_EQ(text_of(expected, actual, c),
            "exp_overflow: your \"probs\" is NaN or inf at 1 entry, each where \"scores\" is above 88.72 and exp() "
            "overflows float32: subtract the maximum of each softmax's inputs before exp()");
  // NaN spread over the row (a later product): the lines, not the entries, match.
  const Tensor spread = tensor({1, 2, 2}, {NAN, NAN, 0.25f, 0.75f});
  c.inputs = &overflowing;
  EXPECT_EQ(text_of(expected, spread, c),
            "exp_overflow: your \"probs\" is NaN only in 1 line over column where \"scores\" has a value above "
            "88.72 and its values span more than 88.72: exp() overflows float32 there unless each line's maximum is "
            "subtracted first");
  grader::TensorMap empty_row{{"scores", tensor({1, 2, 2}, {-inf, -inf, 1.0f, 2.0f})}};
  c.inputs = &empty_row;
  const Tensor empty = tensor({1, 2, 2}, {NAN, NAN, 0.25f, 0.75f});
  EXPECT_EQ(text_of(tensor({1, 2, 2}, {0, 0, 0.25f, 0.75f}), empty, c),
            "all_masked_rows: your \"probs\" is NaN only in the 1 line over column where every entry of \"scores\" "
            "is -inf (nothing to attend to), and right everywhere else: exp(x - max) of such a line is 0 at every "
            "entry (NaN if max is taken as -inf), so dividing by its sum gives NaN: such a line needs its own rule: "
            "the expected there is 0 (if your code has one, its test does not catch these lines)");
  // The line left as the masked scores: -inf, not NaN, and no exp() is blamed.
  EXPECT_EQ(text_of(tensor({1, 2, 2}, {0, 0, 0.25f, 0.75f}), tensor({1, 2, 2}, {-inf, -inf, 0.25f, 0.75f}), c),
            "all_masked_rows: your \"probs\" is -inf only in the 1 line over column where every entry of \"scores\" "
            "is -inf (nothing to attend to), and right everywhere else: such a line comes out as the mask made it; it "
            "needs a value of its own: the expected there is 0");
  // A mask of 0s and 1s (dropout's keep): the NaN of a line with nothing kept is a softmax's or a division's.
  grader::TensorMap dropped{{"keep", tensor({1, 2, 2}, {0, 0, 1.0f, 1.0f})}};
  c.inputs = &dropped;
  EXPECT_EQ(text_of(tensor({1, 2, 2}, {0, 0, 0.25f, 0.75f}), empty, c),
            "all_masked_rows: your \"probs\" is NaN only in the 1 line over column where every entry of \"keep\" is "
            "0, and right everywhere else: a softmax over only masked entries (-inf), or a division by a sum of 0, is "
            "NaN, so such a line needs its own rule: the expected there is 0 (if your code has one, its test does not "
            "catch these lines)");
  // Masked right, but NaN at every kept entry: no input needed.
  c.inputs = nullptr;
  EXPECT_EQ(text_of(tensor({1, 2, 2}, {0.5f, -inf, 0.25f, 0.75f}), tensor({1, 2, 2}, {NAN, -inf, NAN, NAN}), c),
            "nan_where_kept: your \"probs\" is NaN at every entry the expected keeps (3) and -inf, as it should be, at "
            "every masked one (1): NaN, not 0, is added where nothing is masked (0 * -inf is NaN: a mask made by "
            "multiplying 0s and 1s by -inf?)");
  // Each row shifted by its minimum: NaN at exactly the entries whose value minus the row's minimum
  // overflows, one of them below 88.72 itself (no unshifted exp()).
  grader::TensorMap shifted{{"scores", tensor({1, 2, 3}, {80.0f, -10.0f, 0.0f, 1.0f, 2.0f, 3.0f})}};
  c.inputs = &shifted;
  EXPECT_EQ(
      text_of(tensor({1, 2, 3}, {1, 0, 0, 0.1f, 0.2f, 0.7f}), tensor({1, 2, 3}, {NAN, 0, 0, 0.1f, 0.2f, 0.7f}), c),
      "exp_overflow_min_shift: your \"probs\" is NaN at 1 entry, exactly those where \"scores\" minus the "
      "smallest value of its line over column is above 88.72: exp() of a value minus its line's minimum "
      "overflows float32 there; subtract the maximum of each line over column before exp()");
  // Each line shifted by its minimum: NaN exactly where a line's values span more than 88.72, though a
  // line with values above 88.72 and a narrow span is right (no unshifted exp()).
  grader::TensorMap wide{{"scores", tensor({1, 3, 2}, {100.0f, 1.0f, 95.0f, 96.0f, 1.0f, 2.0f})}};
  c.inputs = &wide;
  EXPECT_EQ(text_of(tensor({1, 3, 2}, {1, 0, 0.25f, 0.75f, 0.25f, 0.75f}),
                    tensor({1, 3, 2}, {NAN, NAN, 0.25f, 0.75f, 0.25f, 0.75f}), c),
            "exp_overflow: your \"probs\" is NaN only in 1 line over column where \"scores\"'s values span more than "
            "88.72 (largest minus smallest), where exp() of a value minus less than the line's maximum (its minimum, "
            "say) overflows float32: subtract each line's maximum before exp()");
  // The other lines wrong too (no line is a softmax): the NaN is not the only mistake, no rule is blamed.
  EXPECT_EQ(text_of(tensor({1, 2, 2}, {0, 0, 0.25f, 0.75f}), tensor({1, 2, 2}, {NAN, NAN, 1.0f, 2.0f}), c),
            "non_finite: your \"probs\" has 2 NaN where the expected values are finite, the first at [0, 0, 0] "
            "(batch 0, head 0, row 0, column 0)");
  grader::TensorMap calm{{"scores", tensor({1, 2, 2}, {1.0f, 1.0f, 1.0f, 2.0f})}};
  c.inputs = &calm;
  EXPECT_EQ(text_of(expected, actual, c),
            "non_finite: your \"probs\" has 1 NaN where the expected values are finite, the first at [0, 0, 0] "
            "(batch 0, head 0, row 0, column 0)");
  c.reveal_positions = false;
  EXPECT_EQ(text_of(expected, actual, c), "non_finite: your \"probs\" has 1 NaN where the expected values are finite");
}

TEST(Diagnosis, SaysWhichSlicesAreRightWhenNoPatternHolds) {
  const Tensor expected = scores();
  Tensor actual = expected;
  actual.data[5 * 4 + 1] += 3.0f;
  actual.data[3 * 4 + 0] -= 1.0f;
  EXPECT_EQ(text_of(expected, actual),
            "some_slices_right: your \"scores\" is right for 4 of 6 positions along batch*head (0, 1, 2, 4) and "
            "wrong for the others");
  Tensor noise = expected;
  for (std::size_t i = 0; i < noise.data.size(); ++i) noise.data[i] += 0.01f * static_cast<float>(i * i % 7 + 1);
  EXPECT_EQ(text_of(expected, noise), "(none)");
}

TEST(Diagnosis, NamesAnInputLeftOutOrAMaskNotApplied) {
  const Tensor expected = tensor({1, 2, 2}, {1.5f, 2.5f, 3.5f, 4.5f});
  const Tensor no_bias = tensor({1, 2, 2}, {1.0f, 0.5f, 3.0f, 2.5f});
  grader::TensorMap inputs{{"bias", tensor({2}, {0.5f, 2.0f})}};
  auto c = context("output");
  c.inputs = &inputs;
  EXPECT_EQ(text_of(expected, no_bias, c),
            "input_left_out: your \"output\" is the expected one minus the input \"bias\" at every position: it is "
            "left out");
  grader::TensorMap masks{{"attn_mask", tensor({2, 2}, {0, -inf, 0, 0})}};
  c.inputs = &masks;
  const Tensor masked = tensor({1, 2, 2}, {1, -inf, 2, -inf});
  const Tensor padding_only = tensor({1, 2, 2}, {1, 7, 2, -inf});
  EXPECT_EQ(text_of(masked, padding_only, c),
            "input_mask_missing: your \"output\" lacks -inf at 1 entry, each where the input \"attn_mask\" masks "
            "(-inf): that mask is not applied there");
  const Tensor mask01 = tensor({1, 2, 2}, {1, 0, 1, 1});
  EXPECT_EQ(text_of(mask01, tensor({1, 2, 2}, {0, 1, 0, 0})),
            "inverted: your \"scores\" is the expected one inverted: 1 wherever 0 belongs and 0 wherever 1 belongs");
  const Tensor heads = scores();
  Tensor same = heads;
  for (std::size_t i = 4; i < same.data.size(); ++i) same.data[i] = same.data[i % 4];
  EXPECT_EQ(text_of(heads, same),
            "same_along_axis: your \"scores\" is the same at every position along batch*head, where the expected "
            "differs from one batch*head to the next");
}

TEST(Diagnosis, ZerosOfAMaskAfterTheSoftmaxAndShapesInSizes) {
  // Causal weights: 0 where column > row; yours 0 below the diagonal.
  const Tensor expected = tensor({3, 3}, {1, 0, 0, 0.5f, 0.5f, 0, 0.2f, 0.3f, 0.5f});
  const Tensor mirrored = tensor({3, 3}, {0.2f, 0.3f, 0.5f, 0, 0.5f, 0.5f, 0, 0, 1});
  auto c = context("weights");
  c.labels.names = {"row", "column"};
  EXPECT_EQ(text_of(expected, mirrored, c),
            "zeros_differ: your \"weights\" is 0 where row > column; the expected is 0 where column > row (mirrored: "
            "the other side of the diagonal)");
  grader::TensorMap inputs{{"queries", tensor({2, 5}, std::vector<float>(10))}};
  grader::DiagnosisContext shapes;
  shapes.output = "output";
  shapes.sizes = grader::case_sizes(nlohmann::json::object(), inputs);
  EXPECT_EQ(text_of(tensor({5, 5}, std::vector<float>(25)), tensor({2, 2}, std::vector<float>(4)), shapes),
            "shape_sizes: your \"output\" is [2, 2] = [queries.shape(0), queries.shape(0)]; the expected [5, 5] is "
            "[queries.shape(1), queries.shape(1)]");
}

TEST(Diagnosis, EqualsAnInputOrAnotherOutput) {
  const Tensor expected = scores();
  grader::TensorMap inputs{{"x", tensor({6, 2, 2}, std::vector<float>(24, 0.5f))}};
  auto c = context();
  c.inputs = &inputs;
  EXPECT_EQ(text_of(expected, inputs.at("x"), c), "equals_input: your \"scores\" is the input \"x\" unchanged");
}

TEST(Diagnosis, ExplainsXtensorExceptions) {
  EXPECT_EQ(grader::explain_exception("std::runtime_error", "No valid layout chosen."),
            "xt::linalg::dot hands its matrices to BLAS, which needs each one contiguous in memory; a strided view "
            "(xt::view with a step, a view of a transpose, a head cut out of the middle of a row) is not. Copy the "
            "view into a tensor first (Tensor2 a = xt::view(...);) and pass that");
  EXPECT_EQ(grader::explain_exception("xt::broadcast_error", "Incompatible dimension of arrays:\n 3, 5\n 5, 3"),
            "two tensors in one expression have shapes that do not broadcast together: compared from the last axis, "
            "two sizes must be equal or one of them 1 (xt::keep_dims keeps a reduced axis as 1)");
  EXPECT_EQ(grader::explain_exception("std::runtime_error", "boom"), "");
}

TEST(Diagnosis, AnOutputOfZerosIsNotAMaskOnAnotherDiagonal) {
  const Tensor expected = tensor({3, 3}, {1, 0, 0, 0.5f, 0.5f, 0, 0.2f, 0.3f, 0.5f});
  auto c = context("weights");
  c.labels.names = {"row", "column"};
  EXPECT_EQ(text_of(expected, tensor({3, 3}, std::vector<float>(9, 0.0f)), c),
            "all_zero: every value of your \"weights\" is 0, where the expected is not");
}

TEST(Diagnosis, RecognisesDropoutLeftOutOrWhereNoneBelongs) {
  // Inverted dropout with p = 0.5: kept values doubled, two dropped.
  const Tensor plain = tensor({1, 2, 3}, {0.2f, 0.3f, 0.5f, 0.1f, 0.6f, 0.3f});
  const Tensor dropped = tensor({1, 2, 3}, {0.4f, 0.0f, 1.0f, 0.2f, 1.2f, 0.0f});
  auto c = context("probs");
  c.sizes = grader::case_sizes({{"seq", 3}, {"dropout", 0.5}});
  EXPECT_EQ(text_of(dropped, plain, c),
            "dropout_left_out: your \"probs\" is the expected one without dropout: where the expected is not 0 yours "
            "is (1 - dropout) times it, and 2 entries the expected's dropout sets to 0 are not 0 in yours: dropout "
            "(rate dropout) is not applied");
  EXPECT_EQ(text_of(plain, dropped, c),
            "dropout_not_expected: each value of your \"probs\" is either 0 (2 of them) or the expected one divided "
            "by (1 - dropout): yours applies dropout where the expected has none");
  // Evidence, not the absence of a contradiction: an expected 0 everywhere (its one entry dropped) shows
  // nothing about the kept entries, so neither is said (the blind catalogue's inverted keep mask gave 2).
  EXPECT_EQ(text_of(tensor({1, 1, 1}, {0.0f}), tensor({1, 1, 1}, {2.0f}), c), "(none)");
  EXPECT_EQ(text_of(tensor({1, 1, 2}, {0.4f, 0.6f}), tensor({1, 1, 2}, {0.0f, 0.0f}), c),
            "all_zero: every value of your \"probs\" is 0, where the expected is not");
  // A value within the tolerance of 0 is no evidence of dropout either.
  EXPECT_EQ(text_of(tensor({1, 1, 2}, {0.5f, 0.0f}), tensor({1, 1, 2}, {0.0f, 1e-6f}), c),
            "zeros_inverted: your \"probs\" is 0 exactly where the expected is not, and not 0 where the expected is: "
            "the entries that get no weight are the complement of the expected's (a mask read the other way round?)");
}

TEST(Diagnosis, RecognisesAFactorPerHead) {
  const Tensor expected = scores();
  Tensor actual = expected;
  for (std::size_t i = 0; i < actual.data.size(); ++i) actual.data[i] *= (i / 4) % 3 == 0 ? 1.0f : 0.5f;
  EXPECT_EQ(text_of(expected, actual),
            "scaled_per_slice: your \"scores\" is the expected one times a factor that differs from one batch*head "
            "to the next (from 0.5 to 1): a scale that depends on the batch*head");
}

TEST(Diagnosis, NamesASizeOnlyWhenNoOtherSizeOfTheCaseHasItsValue) {
  auto zeros = [](grader::Shape shape) {
    std::size_t n = 1;
    for (const std::size_t extent : shape) n *= extent;
    return tensor(std::move(shape), std::vector<float>(n));
  };
  const nlohmann::json no_params = nlohmann::json::object();
  grader::TensorMap inputs{{"x", zeros({2, 3})}, {"w", zeros({3, 4})}};
  grader::TensorMap other_case{{"x", zeros({5, 6})}, {"w", zeros({6, 7})}};
  const std::vector<std::map<std::string, double>> op_sizes{grader::every_size(no_params, inputs),
                                                            grader::every_size(no_params, other_case)};
  grader::DiagnosisContext shapes;
  shapes.output = "output";
  shapes.sizes = grader::case_sizes(no_params, inputs);
  shapes.inputs = &inputs;
  shapes.params = &no_params;
  shapes.op_sizes = &op_sizes;
  // 3 is w.shape(0) and x.shape(1), equal on every case of the op: one size.
  EXPECT_EQ(text_of(zeros({2, 4}), zeros({2, 3}), shapes),
            "shape_sizes: your \"output\" is [2, 3] = [x.shape(0), w.shape(0)]; the expected [2, 4] is [x.shape(0), "
            "w.shape(1)]");
  // x = [2, 2]: 2 is x.shape(0) and x.shape(1) (and w.shape(0)), equal here by coincidence: the number is said;
  // 4 is w.shape(1) but also x.shape(0) * x.shape(1): no name is left that tells the shapes apart.
  grader::TensorMap square{{"x", zeros({2, 2})}, {"w", zeros({2, 4})}};
  shapes.sizes = grader::case_sizes(no_params, square);
  shapes.inputs = &square;
  EXPECT_EQ(text_of(zeros({2, 4}), zeros({2, 2}), shapes), "(none)");
  // One head: [t.shape(1) * num_heads, t.shape(0)] is [t.shape(1), t.shape(0)], which no name may claim.
  const nlohmann::json one_head = {{"num_heads", 1}};
  grader::TensorMap t{{"t", zeros({3, 2, 4})}};
  const nlohmann::json two_heads = {{"num_heads", 2}};
  const std::vector<std::map<std::string, double>> split_sizes{grader::every_size(one_head, t),
                                                               grader::every_size(two_heads, t)};
  shapes.sizes = grader::case_sizes(one_head, t);
  shapes.inputs = &t;
  shapes.params = &one_head;
  shapes.op_sizes = &split_sizes;
  EXPECT_EQ(text_of(zeros({2, 3, 4}), zeros({3, 2, 4}), shapes), "(none)");
}

TEST(Diagnosis, OneSentenceForAFactorThatDiffersFromCaseToCase) {
  EXPECT_EQ(grader::describe_factor_range("output", 0.5, 0.77, 3, {}),
            "every value of your \"output\" is the expected one times a constant factor on each case, from 0.5 to "
            "0.77 over the 3 cases (no size of the cases gives it)");
  EXPECT_EQ(grader::describe_factor_range("scores", 1.4142, 1.7321, 2, {"sqrt(hidden)"}),
            "every value of your \"scores\" is the expected one times a constant factor on each case, from 1.4142 to "
            "1.7321 over the 2 cases: sqrt(hidden)");
}

TEST(Diagnosis, RecognisesASoftmaxOfScaledInputs) {
  const std::vector<float> z{0.3f, -1.2f, 2.0f, 0.7f, 0.1f, -0.4f};
  auto softmax = [&](float c) {
    Tensor t = tensor({2, 3}, std::vector<float>(6));
    for (std::size_t r = 0; r < 2; ++r) {
      float total = 0;
      for (std::size_t j = 0; j < 3; ++j) total += std::exp(c * z[r * 3 + j]);
      for (std::size_t j = 0; j < 3; ++j) t.data[r * 3 + j] = std::exp(c * z[r * 3 + j]) / total;
    }
    return t;
  };
  auto c = context("weights");
  c.labels.names = {"row", "column"};
  c.sizes = grader::case_sizes({{"seq", 2}, {"d", 4}, {"num_heads", 3}});
  EXPECT_EQ(text_of(softmax(1.0f), softmax(0.5f), c),
            "softmax_scaled: your \"weights\" is a softmax of the expected one's inputs times 0.5 (each line over "
            "column): what goes into the softmax is scaled by 1 / sqrt(d) (or 1 / seq, or 1 / (d / seq))");
}

TEST(Diagnosis, TheSumOfTwoInputsAndNothingMore) {
  grader::TensorMap inputs{{"mask", tensor({2, 2}, {0, -inf, 0, 0})}, {"scores", tensor({2, 2}, {1, 2, 3, 4})}};
  auto c = context("weights");
  c.labels.names = {"row", "column"};
  c.inputs = &inputs;
  EXPECT_EQ(text_of(tensor({2, 2}, {1, 0, 0.27f, 0.73f}), tensor({2, 2}, {1, -inf, 3, 4}), c),
            "equals_input_sum: your \"weights\" is the inputs \"mask\" + \"scores\" and nothing more: no step after "
            "their sum reaches your result");
}

TEST(Diagnosis, LinesWithTheRightProportionsThatDoNotSumToOne) {
  // Causal weights masked after the softmax: each kept line is the expected times its sum.
  const Tensor expected = tensor({3, 3}, {1, 0, 0, 0.5f, 0.5f, 0, 0.2f, 0.3f, 0.5f});
  const Tensor actual = tensor({3, 3}, {0.25f, 0, 0, 0.3f, 0.3f, 0, 0.2f, 0.3f, 0.5f});
  auto c = context("weights");
  c.labels.names = {"row", "column"};
  EXPECT_EQ(text_of(expected, actual, c),
            "lines_rescaled: each line of your \"weights\" over column is the expected line times its own factor, "
            "its sum (from 0.25 to 1): the proportions within each line are right, but the lines are not "
            "renormalised to sum to 1: a step after the normalisation (a mask applied after the softmax?) or a "
            "division by another sum");
}

TEST(Diagnosis, RecognisesTwoAxesReadWithAStride) {
  // [token 1, head 2, feature 3]: yours takes every 2nd feature for each head.
  const Tensor expected = tensor({1, 2, 3}, {1.0f, 1.5f, 2.0f, 2.5f, 3.0f, 3.5f});
  const Tensor actual = tensor({1, 2, 3}, {1.0f, 2.0f, 3.0f, 1.5f, 2.5f, 3.5f});
  auto c = context("prepared");
  c.labels.names = {"token", "head", "feature"};
  EXPECT_EQ(text_of(expected, actual, c),
            "strided_pair: your \"prepared\" has the right values over its head and feature axes together, but each "
            "head takes every 2nd of them (head i, feature j holds the expected's value 2 * j + i of the 6): each "
            "head must hold a block of 3 consecutive ones");
}

TEST(Diagnosis, RecognisesAMaskReadTheOtherWayRound) {
  auto c = context("mask");
  c.labels.names = {"query", "key"};
  EXPECT_EQ(text_of(tensor({2, 2}, {0, -inf, 0, 0}), tensor({2, 2}, {-inf, 0, -inf, -inf}), c),
            "mask_inverted: your \"mask\" has -inf exactly where the expected has none, and none where it has -inf: "
            "the mask is inverted (what must be hidden is visible, and the reverse)");
  c.output = "attn";
  EXPECT_EQ(text_of(tensor({2, 3}, {0.4f, 0, 0.6f, 1, 0, 0}), tensor({2, 3}, {0, 1, 0, 0, 0.3f, 0.7f}), c),
            "zeros_inverted: your \"attn\" is 0 exactly where the expected is not, and not 0 where the expected is: "
            "the entries that get no weight are the complement of the expected's (a mask read the other way round?)");
}

TEST(Diagnosis, ARangeIsOneValueOrBetweenTwo) {
  EXPECT_EQ(grader::describe_range(0.5, 0.5, true), "0.5");
  EXPECT_EQ(grader::describe_range(0.1109, 1, true), "between 0.1109 and 1");
  EXPECT_EQ(grader::describe_range(0.1109, 1, false), "from 0.1109 to 1");
}

TEST(Diagnosis, NormalisedAsAWholeInsteadOfPerLine) {
  // Columns must sum to 1; yours is divided by the sum of the whole matrix.
  const Tensor expected = tensor({2, 2}, {0.25f, 0.5f, 0.75f, 0.5f});
  const Tensor actual = tensor({2, 2}, {1.0f / 6, 1.0f / 6, 0.5f, 1.0f / 6});
  auto c = context("output");
  c.labels.names = {"row", "column"};
  EXPECT_EQ(text_of(expected, actual, c),
            "normalised_as_whole: your \"output\" sums to 1 as a whole, where each line over row must sum to 1: it "
            "is divided by the sum of everything, not by each line's own sum");
}

// Student code is compiled without NDEBUG (grader::harness_side), so xtensor
// names both shapes; the hint repeats them with the student's line, and the
// message is put on one line.
TEST(Diagnosis, NamesTheShapesAndTheLineOfAnException) {
  const std::string broadcast = "Incompatible dimension of arrays:\n LHS shape = (5, 9, )\n RHS shape = (9, 5, )";
  EXPECT_EQ(grader::tidy_exception_message(broadcast), "Incompatible dimension of arrays: [5, 9] and [9, 5]");
  EXPECT_EQ(grader::explain_exception("xt::broadcast_error", broadcast, "self_attention.cpp:98"),
            "the expression at self_attention.cpp:98 combines a tensor of shape [5, 9] with one of shape [9, 5], which "
            "do not broadcast together: compared from the last axis, two sizes must be equal or one of them 1");
  // A likely cause only where the shapes show it: one shape the other
  // without an axis (a reducer's or a view's), or 4 axes (numpy.dot of 3-D tensors).
  const std::string dropped = "Incompatible dimension of arrays:\n LHS shape = (2, 5, 3, )\n RHS shape = (2, 5, )";
  EXPECT_EQ(grader::explain_exception("xt::broadcast_error", dropped, ""),
            "the expression combines a tensor of shape [2, 5, 3] with one of shape [2, 5], which do not broadcast "
            "together: compared from the last axis, two sizes must be equal or one of them 1. One is the other "
            "without an axis: either one lost an axis it needs (a reducer without xt::keep_dims, a view given a "
            "single index, a squeeze) or the other keeps one it should not (a view given one index too few)");
  const std::string four = "Incompatible dimension of arrays:\n LHS shape = (2, 3, 2, 3, )\n RHS shape = (2, 4, 3, )";
  EXPECT_EQ(grader::explain_exception("xt::broadcast_error", four, ""),
            "the expression combines a tensor of shape [2, 3, 2, 3] with one of shape [2, 4, 3], which do not "
            "broadcast together: compared from the last axis, two sizes must be equal or one of them 1. "
            "xt::linalg::dot of 3-D tensors is not a batched matrix product (take each matrix with xt::view, or "
            "loop)");
  EXPECT_EQ(grader::tidy_exception_message("Incompatible dimension of arrays:\n LHS shape = ()\n RHS shape = (2, )"),
            "Incompatible dimension of arrays: [] and [2]");
  EXPECT_EQ(grader::explain_exception("std::runtime_error", "Dot: shape mismatch: [5, 3] and [5, 9].", "a.cpp:7"),
            "xt::linalg::dot(a, b) at a.cpp:7 needs a's last axis as long as b's first ([n, k] @ [k, m]); here "
            "[5, 3] and [5, 9]: is one side missing xt::transpose?");
  // A transpose is asked about only where one would fit.
  EXPECT_EQ(grader::explain_exception("std::runtime_error", "Dot: shape mismatch: [6, 10] and [5, 8].", "a.cpp:7"),
            "xt::linalg::dot(a, b) at a.cpp:7 needs a's last axis as long as b's first ([n, k] @ [k, m]); here "
            "[6, 10] and [5, 8]: no transpose of either side would fit either, so one of them is built with the "
            "wrong sizes");
  EXPECT_EQ(
      grader::explain_exception("std::out_of_range", "index 3 is out of bounds for axis 0 with size 3", "a.cpp:9"),
      "an index at a.cpp:9 is past the end of an axis or a container: check each loop's bound against "
      "shape(axis)");
  EXPECT_EQ(grader::tidy_exception_message("boom\n LHS shape = (1, )"), "boom\n LHS shape = (1, )");
}

// One dot line's failed cases agree: a transpose that fits one case's
// shapes and none of another's is asked about on neither; another line's
// question, and a case that passed, stay as they are.
TEST(Diagnosis, AsksAboutATransposeOnlyWhereEveryCaseOfThatLineFitsOne) {
  auto failed = [](const std::string& message, const std::string& where) {
    grader::CheckResult check;
    check.status = grader::CheckResult::Status::failed;
    check.hint = grader::explain_exception("std::runtime_error", message, where);
    return check;
  };
  std::vector<grader::CheckResult> checks = {
      failed("Dot: shape mismatch: [4, 6] and [3, 6].", "a.cpp:7"),
      failed("Dot: shape mismatch: [6, 10] and [5, 8].", "a.cpp:7"),
      failed("Dot: shape mismatch: [5, 3] and [5, 9].", "a.cpp:9"),
  };
  const std::string other_line = checks[2].hint;
  grader::settle_dot_fits(checks);
  EXPECT_EQ(checks[0].hint,
            "xt::linalg::dot(a, b) at a.cpp:7 needs a's last axis as long as b's first ([n, k] @ [k, m]); here "
            "[4, 6] and [3, 6]");
  EXPECT_EQ(checks[1].hint,
            "xt::linalg::dot(a, b) at a.cpp:7 needs a's last axis as long as b's first ([n, k] @ [k, m]); here "
            "[6, 10] and [5, 8]: no transpose of either side would fit either, so one of them is built with the "
            "wrong sizes");
  EXPECT_EQ(checks[2].hint, other_line);
  EXPECT_NE(other_line.find("is one side missing xt::transpose?"), std::string::npos);
}

// xtensor writes an axis whose size it does not know as size_t(-1): such a
// shape is never printed, and no advice is built on it (issue 48 item 5).
TEST(Diagnosis, NeverPrintsAnAxisXtensorDidNotKnow) {
  const std::string unknown =
      "Incompatible dimension of arrays:\n LHS shape = (18446744073709551615, 18446744073709551615, "
      "18446744073709551615, )\n RHS shape = (1, 1, 5, 5, )";
  EXPECT_EQ(grader::tidy_exception_message(unknown),
            "Incompatible dimension of arrays: a tensor of 3 axes whose sizes xtensor did not report and a tensor "
            "of shape [1, 1, 5, 5]");
  EXPECT_EQ(grader::explain_exception("xt::broadcast_error", unknown, "multihead_attention.cpp:174"),
            "the expression at multihead_attention.cpp:174 combines a tensor of 3 axes whose sizes xtensor did not "
            "report with a tensor of shape [1, 1, 5, 5], which do not broadcast together");
  const std::string one_axis =
      "Incompatible dimension of arrays:\n LHS shape = (18446744073709551615, 3, )\n "
      "RHS shape = (4, )";
  EXPECT_EQ(grader::explain_exception("xt::broadcast_error", one_axis, ""),
            "the expression combines a tensor of shape [unknown, 3] (unknown: a size xtensor did not report) with a "
            "tensor of shape [4], which do not broadcast together");
}

// A factor that differs from case to case is named by the sizes that give
// it on every case, the op's cases it got right (factor 1) included: here
// the scores divided by sqrt(seq) where sqrt(head_size) belongs.
TEST(Diagnosis, NamesAFactorThatDiffersFromCaseToCaseByTheSizesOfEveryCase) {
  const auto case_of = [](int hidden, int heads, std::size_t seq, bool right) {
    const nlohmann::json params = {{"hidden", hidden}, {"num_heads", heads}, {"causal", false}};
    grader::TensorMap inputs;
    inputs["x"] = Tensor{{2, seq, 3}, std::vector<float>(2 * seq * 3, 0.5F)};
    const double head_size = static_cast<double>(hidden) / heads;
    return grader::CaseFactor{grader::factor_vocabulary(params, inputs),
                              right ? 1.0 : std::sqrt(head_size / static_cast<double>(seq))};
  };
  std::vector<grader::CaseFactor> cases = {case_of(6, 3, 7, false), case_of(6, 1, 5, false), case_of(4, 4, 4, false),
                                           case_of(8, 2, 4, true)};
  const auto names = grader::factor_across_cases(cases);
  ASSERT_EQ(names.size(), 1u);
  EXPECT_EQ(names[0].text, "sqrt(hidden / num_heads) / sqrt(x.shape(1))");
  EXPECT_EQ(names[0].as_if, "as if divided by sqrt(x.shape(1)) instead of sqrt(hidden / num_heads)");
  // A case it got right where the expression is not 1 rules it out.
  cases.push_back(case_of(8, 2, 9, true));
  EXPECT_TRUE(grader::factor_across_cases(cases).empty());
  // One factor on every failed case: the sizes of one case could fit by
  // coincidence, so nothing is named across cases.
  EXPECT_TRUE(grader::factor_across_cases({case_of(6, 3, 7, false), case_of(12, 6, 7, false)}).empty());
}

// A Linear built as Linear(out, in): every weight [in, out] and its bias
// [in]; said of every layer built so, not of a square one.
TEST(Diagnosis, NamesLayersBuiltTheOtherWayRound) {
  const grader::TensorMap expected{{"q.weight", tensor({2, 3}, std::vector<float>(6))},
                                   {"q.bias", tensor({2}, std::vector<float>(2))},
                                   {"k.weight", tensor({2, 3}, std::vector<float>(6))},
                                   {"k.bias", tensor({2}, std::vector<float>(2))},
                                   {"mix.weight", tensor({2, 2}, std::vector<float>(4))}};
  grader::TensorMap actual{{"q.weight", tensor({3, 2}, std::vector<float>(6))},
                           {"q.bias", tensor({3}, std::vector<float>(3))},
                           {"k.weight", tensor({3, 2}, std::vector<float>(6))},
                           {"k.bias", tensor({3}, std::vector<float>(3))},
                           {"mix.weight", tensor({2, 2}, std::vector<float>(4))}};
  auto c = context("k.bias");
  c.labels = {};
  c.sizes = grader::case_sizes({{"input_size", 3}, {"hidden", 2}});
  c.expected = &expected;
  c.actual = &actual;
  EXPECT_EQ(text_of(expected.at("k.bias"), actual.at("k.bias"), c),
            "layer_reversed: your layers k and q are built the other way round, from hidden to input_size features: "
            "k.weight is [3, 2] and k.bias [3], where a layer from input_size to hidden has weight [out_features, "
            "in_features] = [2, 3] and bias [2]: a Linear takes (in_features, out_features), in that order");
  // A weight merely transposed, its bias right: no layer built the other way round.
  actual["k.bias"] = tensor({2}, std::vector<float>(2));
  actual["k.weight"] = tensor({3, 2}, {1, 2, 3, 4, 5, 6});
  c.output = "k.weight";
  EXPECT_EQ(text_of(expected.at("k.weight"), actual.at("k.weight"), c),
            "shape_sizes: your \"k.weight\" is [3, 2] = [input_size, hidden]; the expected [2, 3] is [hidden, "
            "input_size]");
}

// Blocks joined along the wrong axis (torch.cat(..., dim=1) for dim=2):
// said when the values prove it, not for a reshape, nor for an axis of one
// moved.
TEST(Diagnosis, NamesBlocksJoinedAlongAnotherAxis) {
  // Two heads' [batch 2, token 2, feature 2] joined along the features,
  // [2, 2, 4], and along the tokens, [2, 4, 2].
  Tensor expected = tensor({2, 2, 4}, std::vector<float>(16));
  Tensor along_tokens = tensor({2, 4, 2}, std::vector<float>(16));
  for (std::size_t b = 0; b < 2; ++b) {
    for (std::size_t h = 0; h < 2; ++h) {
      for (std::size_t t = 0; t < 2; ++t) {
        for (std::size_t f = 0; f < 2; ++f) {
          const auto value = static_cast<float>(b * 8 + h * 4 + t * 2 + f + 1);
          expected.data[b * 8 + t * 4 + h * 2 + f] = value;
          along_tokens.data[b * 8 + (h * 2 + t) * 2 + f] = value;
        }
      }
    }
  }
  auto c = context("output");
  c.labels.names = {"batch", "token", "feature"};
  EXPECT_EQ(text_of(expected, along_tokens, c),
            "joined_along_another_axis: your \"output\" [2, 4, 2] holds the expected values in 2 blocks one after "
            "another along its token axis, where they belong side by side along the feature axis ([2, 2, 4])");
  // The same shape with other values: not a join.
  Tensor other = along_tokens;
  std::swap(other.data[0], other.data[5]);
  EXPECT_EQ(text_of(expected, other, c).rfind("joined_along_another_axis", 0), std::string::npos);
  // One token: the blocks are the expected values in their order (what a
  // reshape gives too), and the sentence says just that.
  const Tensor one_token = tensor({2, 1, 4}, {1, 2, 3, 4, 5, 6, 7, 8});
  const Tensor reshaped = tensor({2, 2, 2}, {1, 2, 3, 4, 5, 6, 7, 8});
  EXPECT_EQ(text_of(one_token, reshaped, c),
            "joined_along_another_axis: your \"output\" [2, 2, 2] holds the expected values in 2 blocks one after "
            "another along its token axis, where they belong side by side along the feature axis ([2, 1, 4])");
  // Values all alike prove no blocks.
  EXPECT_EQ(text_of(tensor({2, 1, 4}, std::vector<float>(8, 0.25f)), tensor({2, 2, 2}, std::vector<float>(8, 0.25f)), c)
                .rfind("joined_along_another_axis", 0),
            std::string::npos);
  // [1, 5, 2] for [5, 1, 2]: axes in another order, not blocks.
  const Tensor tokens = tensor({5, 1, 2}, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10});
  const Tensor batch_first = tensor({1, 5, 2}, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10});
  EXPECT_EQ(text_of(tokens, batch_first, c).rfind("joined_along_another_axis", 0), std::string::npos);
}

// The expected values, each once, in other places (a reshape and a
// transpose in another order): said when the values are nearly all
// distinct, not for a few values that repeat.
TEST(Diagnosis, NamesTheExpectedValuesMovedToOtherPlaces) {
  // [2, 3] values 1..6; yours rolled by one place, which no axis order gives.
  const Tensor expected = tensor({2, 3}, {1, 2, 3, 4, 5, 6});
  const Tensor moved = tensor({2, 3}, {6, 1, 2, 3, 4, 5});
  auto c = context("output");
  c.labels = {};
  EXPECT_EQ(text_of(expected, moved, c),
            "values_moved: your \"output\" [2, 3] holds exactly the expected values, but none in its place: "
            "its axes are split, merged or transposed in another order than the expected's (a reshape keeps the "
            "values in their order in memory, a transpose moves them)");
  // Another shape: [3, 2] holding them in another order. Sizes the case
  // names say more (3 is num_heads here); without them, the values speak.
  const Tensor other_shape = tensor({3, 2}, {6, 1, 2, 3, 4, 5});
  EXPECT_EQ(text_of(expected, other_shape, c),
            "shape_sizes: your \"output\" is [3, 2] = [num_heads, 2]; the expected [2, 3] is [2, num_heads]");
  c.sizes.clear();
  EXPECT_EQ(text_of(expected, other_shape, c),
            "values_moved: your \"output\" [3, 2] holds exactly the expected values of [2, 3], in another shape and "
            "order: its axes are split, merged or transposed in another order than the expected's (a reshape keeps "
            "the values in their order in memory, a transpose moves them)");
  // Values that repeat (a mask of 0 and 1) prove nothing of the kind.
  const Tensor mask = tensor({2, 3}, {1, 0, 0, 1, 1, 0});
  const Tensor shuffled = tensor({2, 3}, {0, 1, 0, 1, 0, 1});
  EXPECT_EQ(text_of(mask, shuffled, c).rfind("values_moved", 0), std::string::npos);
  // Some in their place.
  EXPECT_EQ(
      text_of(expected, tensor({2, 3}, {1, 2, 3, 6, 4, 5}), c)
          .rfind("values_moved: your \"output\" [2, 3] holds exactly the expected values, but 3 of 6 in other places: ",
                 0),
      0u);
  // One value changed: not the expected values.
  const Tensor changed = tensor({2, 3}, {7, 1, 2, 3, 4, 5});
  EXPECT_EQ(text_of(expected, changed, c).rfind("values_moved", 0), std::string::npos);
}

// diagnose()'s finders are one table whose order is the order they are
// tried in: each has a name of its own and says what it names that the
// error model cannot express, and docs/error-model.md's "Finders beside the
// model" is the same table, row for row.
TEST(Diagnosis, EveryFinderSaysWhatTheErrorModelCannotExpressAndTheDocsListTheTable) {
  const std::vector<grader::DiagnosisFinder> finders = grader::diagnosis_finders();
  ASSERT_FALSE(finders.empty());
  std::set<std::string> names;
  std::vector<std::string> rows;
  for (const auto& finder : finders) {
    const std::string name = finder.name != nullptr ? finder.name : "";
    EXPECT_FALSE(name.empty());
    EXPECT_NE(finder.find, nullptr) << name;
    const std::string cannot = finder.cannot_express != nullptr ? finder.cannot_express : "";
    EXPECT_FALSE(cannot.empty()) << name;
    EXPECT_EQ(cannot.find('|'), std::string::npos) << name << ": a | would end the docs' table cell";
    EXPECT_TRUE(names.insert(name).second) << "two finders are named " << name;
    const std::string shapes = finder.shapes == grader::DiagnosisFinder::Shapes::any     ? "any"
                               : finder.shapes == grader::DiagnosisFinder::Shapes::other ? "other"
                                                                                         : "same";
    rows.push_back("| `" + name + "` | " + shapes + " | " + cannot + " |");
  }
  std::ifstream in(std::filesystem::path(GRADER_TEST_PROJECT_ROOT) / "docs/error-model.md", std::ios::binary);
  const std::string doc((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const std::string heading = "\n## Finders beside the model\n";
  const auto start = doc.find(heading);
  ASSERT_NE(start, std::string::npos) << "docs/error-model.md has no section \"Finders beside the model\"";
  const auto end = doc.find("\n## ", start + heading.size());
  const std::string section = doc.substr(start, end == std::string::npos ? std::string::npos : end - start);
  std::vector<std::string> listed;
  std::vector<std::string> listed_rows;
  std::istringstream lines(section);
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("| `", 0) != 0) continue;
    listed.push_back(line.substr(3, line.find('`', 3) - 3));
    listed_rows.push_back(line);
  }
  std::vector<std::string> in_order;
  for (const auto& finder : finders) in_order.emplace_back(finder.name);
  EXPECT_EQ(listed, in_order);
  EXPECT_EQ(listed_rows, rows);
}
