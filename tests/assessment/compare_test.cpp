#include "grader/assessment/compare.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "grader/grading/whole_case.hpp"

using grader::compare_tensors;
using grader::Tensor;
using grader::Tolerance;

TEST(Compare, ShapeIsCheckedFirst) {
  Tensor expected{{3, 5, 9}, std::vector<float>(135, 0.0f)};
  Tensor actual{{3, 9, 5}, std::vector<float>(135, 0.0f)};
  const auto result = compare_tensors("output", expected, actual, {}, false, true);
  EXPECT_FALSE(result.passed);
  EXPECT_FALSE(result.shape_ok);
  EXPECT_EQ(result.message, "output: wrong shape: expected [3, 5, 9], got [3, 9, 5]");
}

TEST(Compare, ToleranceIsAllclose) {
  const Tolerance tol{1e-3, 1e-4};
  EXPECT_TRUE(grader::close(1.0f, 1.0011f, tol));   // 0.0011 <= 1e-4 + 1e-3
  EXPECT_FALSE(grader::close(1.0f, 1.0012f, tol));  // 0.0012 >  1e-4 + 1e-3
  EXPECT_TRUE(grader::close(0.0f, 0.0001f, tol));
  EXPECT_FALSE(grader::close(0.0f, 0.0002f, tol));
}

TEST(Compare, InfinitiesMustMatchAndNanNeverDoes) {
  const float inf = std::numeric_limits<float>::infinity();
  EXPECT_TRUE(grader::close(-inf, -inf, {}));
  EXPECT_FALSE(grader::close(-inf, inf, {}));
  EXPECT_FALSE(grader::close(-inf, -1e30f, {}));
  EXPECT_FALSE(grader::close(std::nanf(""), std::nanf(""), {}));
}

TEST(Compare, MismatchReportsCountMaxErrorFirstIndexAndPairs) {
  Tensor expected{{2, 2}, {1.0f, 2.0f, 3.0f, 4.0f}};
  Tensor actual{{2, 2}, {1.0f, 2.5f, 3.0f, 2.0f}};
  const auto result = compare_tensors("probs", expected, actual, {1e-5, 1e-6}, false, true);
  EXPECT_FALSE(result.passed);
  EXPECT_EQ(result.mismatches, 2u);
  EXPECT_DOUBLE_EQ(result.max_abs_error, 2.0);
  EXPECT_EQ(result.message,
            "probs: shape [2, 2] is right, but 2 of 4 values differ (rtol 1e-05, atol 1e-06)\n"
            "  max abs error 2 at [1, 1]\n"
            "  first bad index [0, 1]\n"
            "    [0, 1]  expected 2  got 2.5\n"
            "    [1, 1]  expected 4  got 2");
}

TEST(Compare, HiddenComparisonsDoNotRevealValues) {
  Tensor expected{{2}, {1.0f, 2.0f}};
  Tensor actual{{2}, {1.0f, 3.0f}};
  const auto result = compare_tensors("output", expected, actual, {}, false, false);
  EXPECT_FALSE(result.passed);
  EXPECT_EQ(result.message,
            "output: shape [2] is right, but the values differ from the hidden reference (details of hidden cases "
            "are not shown)");
}

TEST(Compare, NamesMergedBatchHeadAxes) {
  grader::AxisLabels labels{{"batch*head/num_heads", "row", "column"}, 3};
  EXPECT_EQ(grader::format_index({5, 1, 2}, labels), "[5, 1, 2] (batch 1, head 2, row 1, column 2)");
  EXPECT_EQ(grader::format_index({5, 1, 2}, {}), "[5, 1, 2]");
}

TEST(Compare, FlagsNonFiniteOutputs) {
  Tensor expected{{2}, {1.0f, 2.0f}};
  Tensor actual{{2}, {1.0f, std::nanf("")}};
  const auto result = compare_tensors("output", expected, actual, {}, false, true);
  EXPECT_TRUE(result.non_finite);
  EXPECT_NE(result.message.find("your output contains NaN or Inf"), std::string::npos);
}

TEST(Compare, ShapeOnlyIgnoresValues) {
  Tensor expected{{2}, {0.0f, 0.0f}};
  Tensor actual{{2}, {5.0f, 7.0f}};
  EXPECT_TRUE(compare_tensors("w", expected, actual, {}, true, true).passed);
}

TEST(Compare, EntriesThatDifferByAnInfinityComeBeforeTheFiniteError) {
  const float inf = std::numeric_limits<float>::infinity();
  Tensor expected{{2, 2}, {-inf, 2.0f, 3.0f, 4.0f}};
  Tensor only_infinite{{2, 2}, {0.0f, 2.0f, 3.0f, inf}};
  EXPECT_EQ(compare_tensors("scores", expected, only_infinite, {1e-5, 1e-6}, false, true).message,
            "scores: shape [2, 2] is right, but 2 of 4 values differ (rtol 1e-05, atol 1e-06)\n"
            "  your output contains NaN or Inf where the reference is finite\n"
            "  2 of them differ by an infinity or NaN, the first at [0, 0]\n"
            "  first bad index [0, 0]\n"
            "    [0, 0]  expected -inf  got 0\n"
            "    [1, 1]  expected 4  got inf");
  Tensor both{{2, 2}, {0.0f, 2.5f, 3.0f, 4.0f}};
  EXPECT_EQ(compare_tensors("scores", expected, both, {1e-5, 1e-6}, false, true).message,
            "scores: shape [2, 2] is right, but 2 of 4 values differ (rtol 1e-05, atol 1e-06)\n"
            "  1 of them differs by an infinity or NaN, the first at [0, 0]\n"
            "  max abs error of the others 0.5 at [0, 1]\n"
            "  first bad index [0, 0]\n"
            "    [0, 0]  expected -inf  got 0\n"
            "    [0, 1]  expected 2  got 2.5");
}

// The smallest failing case of a visible set, shown whole (issue 33 item 1):
// every input, the expected outputs and the student's a row per line, and
// the first entry that differs, exactly.
namespace {

grader::WholeCase toy_case(const grader::TensorMap& inputs, const grader::TensorMap& expected,
                           const grader::TensorMap& yours) {
  grader::WholeCase example;
  example.label = "toy.sum, case tiny";
  example.file = "reference_values/toy/public/toy.sum.json";
  example.params = {{"n", 2}};
  example.inputs = &inputs;
  example.expected = &expected;
  example.yours = &yours;
  example.labels["y"] = grader::AxisLabels{{"row"}, 0};
  return example;
}

}  // namespace

TEST(WholeCase, ASmallCaseIsShownWholeWithTheFirstEntryThatDiffers) {
  const grader::TensorMap inputs{{"x", grader::Tensor{{2, 2}, {1, 2, 3, 4}}}};
  const grader::TensorMap expected{{"y", grader::Tensor{{2}, {3, 7}}}};
  const grader::TensorMap yours{{"y", grader::Tensor{{2}, {3, 8.5f}}}};
  EXPECT_EQ(grader::whole_case_size(inputs, expected, yours), 8u);
  EXPECT_EQ(grader::render_whole_case(toy_case(inputs, expected, yours)),
            "Smallest failing case: toy.sum, case tiny (reference_values/toy/public/toy.sum.json), shown whole:\n"
            "  params: {\"n\":2}\n"
            "  input x [2, 2]:\n"
            "    [0, :]  1 2\n"
            "    [1, :]  3 4\n"
            "  expected y [2]:\n"
            "    3 7\n"
            "  yours y [2]:\n"
            "    3 8.5\n"
            "  first entry that differs: y[1] (row 1): expected 7, yours 8.5");
}

TEST(WholeCase, AWrongShapeIsNamedAndALargeCaseGivesItsShapesAndItsFile) {
  const grader::TensorMap inputs{{"x", grader::Tensor{{20, 20}, std::vector<float>(400, 0.5f)}}};
  const grader::TensorMap expected{{"y", grader::Tensor{{2}, {3, 7}}}};
  const grader::TensorMap yours{{"y", grader::Tensor{{3}, {3, 7, 0}}}};
  EXPECT_EQ(grader::render_whole_case(toy_case(inputs, expected, yours)),
            "Smallest failing case: toy.sum, case tiny (reference_values/toy/public/toy.sum.json), too large to "
            "show here (405 values); the shapes:\n"
            "  params: {\"n\":2}\n"
            "  input x [20, 20]\n"
            "  expected y [2]\n"
            "  yours y [3]\n"
            "  first entry that differs: y: expected shape [2], yours [3]");
}

TEST(WholeCase, NonFiniteValuesARankZeroOutputAndAMissingOneAreShownAsTheyAre) {
  const grader::TensorMap inputs{{"x", grader::Tensor{{}, {2}}}};
  const grader::TensorMap expected{{"y", grader::Tensor{{3}, {1, -std::numeric_limits<float>::infinity(), 0}}},
                                   {"z", grader::Tensor{{}, {4}}}};
  const grader::TensorMap yours{{"y", grader::Tensor{{3}, {1, -std::numeric_limits<float>::infinity(), NAN}}}};
  EXPECT_EQ(grader::render_whole_case(toy_case(inputs, expected, yours)),
            "Smallest failing case: toy.sum, case tiny (reference_values/toy/public/toy.sum.json), shown whole:\n"
            "  params: {\"n\":2}\n"
            "  input x []:\n"
            "    2\n"
            "  expected y [3]:\n"
            "    1 -inf 0\n"
            "  yours y [3]:\n"
            "    1 -inf nan\n"
            "  expected z []:\n"
            "    4\n"
            "  first entry that differs: y[2] (row 2): expected 0, yours nan");
  const grader::TensorMap only_y{{"y", grader::Tensor{{3}, {1, -std::numeric_limits<float>::infinity(), 0}}}};
  const auto missing = grader::render_whole_case(toy_case(inputs, expected, only_y));
  EXPECT_EQ(missing.substr(missing.rfind('\n') + 1), "  first entry that differs: z: your code returned none");
}

// A response's shapes are the student's: a shape of many axes or many
// values is named, never expanded, and the text stays bounded.
TEST(WholeCase, AnOutputOfManyAxesIsNamedNotExpandedAndTheTextIsBounded) {
  const grader::TensorMap inputs{{"x", grader::Tensor{{2}, {1, 2}}}};
  const grader::TensorMap expected{{"y", grader::Tensor{{2}, {3, 7}}}};
  const grader::TensorMap yours{{"y", grader::Tensor{grader::Shape(20000, 1), {5}}}};
  const auto text = grader::render_whole_case(toy_case(inputs, expected, yours));
  EXPECT_EQ(text.substr(0, text.find('\n')),
            "Smallest failing case: toy.sum, case tiny (reference_values/toy/public/toy.sum.json), too large to show "
            "here (5 values); the shapes:");
  EXPECT_LE(text.size(), grader::whole_case_text_limit + 4);
  EXPECT_EQ(text.substr(text.size() - 4), " ...");
  // The same values in a tensor of the expected shape are shown whole.
  const grader::TensorMap fits{{"y", grader::Tensor{{2}, {5, 7}}}};
  EXPECT_NE(grader::render_whole_case(toy_case(inputs, expected, fits)).find("shown whole"), std::string::npos);
}
