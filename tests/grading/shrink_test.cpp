// A failing case made small against the course's solution (shrink.hpp):
// the size rules learnt from stored cases, the candidates, and the search.
#include "grader/grading/shrink.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <numeric>
#include <string>
#include <vector>

namespace {

using grader::HarnessRequest;
using grader::Tensor;
using grader::TensorMap;

Tensor filled(grader::Shape shape, float start = 0.1F) {
  Tensor tensor;
  tensor.shape = std::move(shape);
  tensor.data.resize(grader::element_count(tensor.shape));
  for (std::size_t i = 0; i < tensor.data.size(); ++i) tensor.data[i] = start + 0.37F * static_cast<float>(i % 7);
  return tensor;
}

// split_heads-like: x [L, N, E], num_heads H (E divisible by H).
HarnessRequest split_case(std::size_t L, std::size_t N, std::size_t E, std::size_t H) {
  HarnessRequest request;
  request.op = "split";
  request.params = {{"num_heads", H}};
  request.inputs["x"] = filled({L, N, E});
  return request;
}

std::string shapes(const HarnessRequest& request) {
  std::string text = request.params.dump();
  for (const auto& [name, tensor] : request.inputs) text += " " + name + grader::format_shape(tensor.shape);
  return text;
}

TEST(Shrink, SizeRulesKeepWhatEveryStoredCaseShares) {
  // E is 2 * H on one case and 3 * H on another: divisible, no fixed multiple.
  const grader::SizeRules rules({split_case(3, 2, 4, 2), split_case(5, 1, 9, 3)});
  EXPECT_TRUE(rules.hold(split_case(1, 1, 2, 2)));
  EXPECT_TRUE(rules.hold(split_case(1, 1, 6, 2)));
  EXPECT_FALSE(rules.hold(split_case(1, 1, 3, 2)));  // 3 is not divisible by 2
  // One stored case: its coincidences bind too. There E = 2 * N = 2 * H =
  // N * H, so only L (3, related to nothing) can change.
  const grader::SizeRules one({split_case(3, 2, 4, 2)});
  EXPECT_FALSE(one.hold(split_case(3, 1, 4, 2)));  // N = H on the only case
  EXPECT_FALSE(one.hold(split_case(3, 1, 2, 1)));  // E = N * H there: 4 = 2 * 2
  EXPECT_TRUE(one.hold(split_case(1, 2, 4, 2)));
}

TEST(Shrink, AnInputOnlySomeCasesGiveIsRelatedByThoseCasesAlone) {
  HarnessRequest with_mask = split_case(5, 2, 4, 2);
  with_mask.inputs["mask"] = filled({5, 5});  // [L, L] on its only case
  const grader::SizeRules rules({split_case(3, 2, 4, 2), split_case(5, 1, 9, 3), with_mask});
  HarnessRequest smaller = split_case(2, 2, 4, 2);
  smaller.inputs["mask"] = filled({2, 2});
  EXPECT_TRUE(rules.hold(smaller));
  smaller.inputs["mask"] = filled({2, 3});
  EXPECT_FALSE(rules.hold(smaller));
  EXPECT_TRUE(rules.hold(split_case(2, 2, 4, 2)));  // no mask: no rule about it
}

TEST(Shrink, SmallerSizesTieThePlacesTheRulesTie) {
  const grader::SizeRules rules({split_case(3, 2, 4, 2), split_case(5, 1, 9, 3)});
  std::vector<std::string> made;
  for (const auto& candidate : grader::smaller_sizes(split_case(3, 2, 4, 2), rules)) made.push_back(shapes(candidate));
  // Largest first, each twice (the first entries kept, then the last): E
  // (4) to 2 (not 1 or 3: H = 2 must divide it); L (3) to 1 and 2; H alone
  // would break "H divisible by N" (true of both cases); N alone; then
  // every 2 to 1 (N and H), and with E, their multiple.
  const std::vector<std::string> expected = {
      R"({"num_heads":2} x[3, 2, 2])", R"({"num_heads":2} x[3, 2, 2])", R"({"num_heads":2} x[1, 2, 4])",
      R"({"num_heads":2} x[1, 2, 4])", R"({"num_heads":2} x[2, 2, 4])", R"({"num_heads":2} x[2, 2, 4])",
      R"({"num_heads":1} x[3, 1, 4])", R"({"num_heads":1} x[3, 1, 4])", R"({"num_heads":1} x[3, 1, 2])",
      R"({"num_heads":1} x[3, 1, 2])", R"({"num_heads":2} x[3, 1, 4])", R"({"num_heads":2} x[3, 1, 4])",
  };
  EXPECT_EQ(made, expected);
}

TEST(Shrink, ShortenedAxesKeepTheirFirstEntriesThenTheirLast) {
  HarnessRequest request;
  request.inputs["x"] = filled({3});
  const grader::SizeRules rules({request});
  const auto candidates = grader::smaller_sizes(request, rules);
  ASSERT_EQ(candidates.size(), 4u);  // to 1 (first, last), to 2 (first, last)
  EXPECT_EQ(candidates[0].inputs.at("x").data, std::vector<float>({request.inputs["x"].data[0]}));
  EXPECT_EQ(candidates[1].inputs.at("x").data, std::vector<float>({request.inputs["x"].data[2]}));
  EXPECT_EQ(candidates[3].inputs.at("x").data,
            std::vector<float>({request.inputs["x"].data[1], request.inputs["x"].data[2]}));
}

TEST(Shrink, SimplerValuesLeaveMasksAndInfinitiesAlone) {
  HarnessRequest request;
  request.inputs["mask"] = Tensor{{2, 2}, {0, -INFINITY, 1, 0}};
  request.inputs["x"] = Tensor{{2, 2}, {0.5F, -1.0F, 0.25F, -INFINITY}};
  const auto candidates = grader::simpler_values(request);
  ASSERT_EQ(candidates.size(), 4u);
  for (const auto& candidate : candidates) EXPECT_EQ(candidate.inputs.at("mask"), request.inputs.at("mask"));
  // One-hot rows; integers from -2 to 2; counting; integers from -9 to 9.
  EXPECT_EQ(candidates[0].inputs.at("x").data, std::vector<float>({1, 0, 1, -INFINITY}));
  EXPECT_EQ(candidates[1].inputs.at("x").data, std::vector<float>({1, -2, 1, -INFINITY}));
  EXPECT_EQ(candidates[2].inputs.at("x").data, std::vector<float>({0, 1, 2, -INFINITY}));
  EXPECT_EQ(candidates[3].inputs.at("x").data, std::vector<float>({5, -9, 2, -INFINITY}));
}

// A softmax over the last axis (the solution) against one over the first
// (the student's): they differ on a single row of two (the student's gives
// 1 at each entry), not on a single column.
std::vector<float> softmax(const Tensor& x, bool over_rows) {
  const std::size_t rows = x.shape[0];
  const std::size_t cols = x.shape[1];
  std::vector<float> out(x.data.size());
  const std::size_t lines = over_rows ? rows : cols;
  const std::size_t length = over_rows ? cols : rows;
  for (std::size_t line = 0; line < lines; ++line) {
    const auto at = [&](std::size_t i) { return over_rows ? line * cols + i : i * cols + line; };
    float total = 0;
    for (std::size_t i = 0; i < length; ++i) total += std::exp(x.data[at(i)]);
    for (std::size_t i = 0; i < length; ++i) out[at(i)] = std::exp(x.data[at(i)]) / total;
  }
  return out;
}

TEST(Shrink, FindsTheSmallestInputThatStillFailsWithSimpleValues) {
  HarnessRequest start;
  start.op = "softmax";
  start.inputs["x"] = filled({5, 4});
  std::size_t runs = 0;
  const grader::RunBoth run_both = [&](const HarnessRequest& request) {
    ++runs;
    const Tensor& x = request.inputs.at("x");
    TensorMap expected{{"out", Tensor{x.shape, softmax(x, true)}}};
    TensorMap yours{{"out", Tensor{x.shape, softmax(x, false)}}};
    return std::optional<std::pair<TensorMap, TensorMap>>(std::make_pair(expected, yours));
  };
  const auto shrunk = grader::shrink_failing_case(start, grader::SizeRules({start}), run_both, {1e-4, 1e-5}, 100);
  ASSERT_TRUE(shrunk.has_value());
  EXPECT_EQ(shrunk->request.inputs.at("x").shape, grader::Shape({1, 2}));
  EXPECT_EQ(shrunk->request.inputs.at("x").data, std::vector<float>({0, 1}));  // one-hot at the row's largest
  EXPECT_EQ(shrunk->tried, runs);
  // Minimal: no smaller candidate of it fails, and no simpler one.
  for (const auto& candidate : grader::smaller_sizes(shrunk->request, grader::SizeRules({start}))) {
    const auto outputs = run_both(candidate);
    EXPECT_FALSE(grader::outputs_differ(outputs->first, outputs->second, {1e-4, 1e-5})) << shapes(candidate);
  }
  EXPECT_TRUE(grader::simpler_values(shrunk->request).empty());
}

TEST(Shrink, NothingWhenTheStartDoesNotFailOrASideDoesNotAnswer) {
  HarnessRequest start;
  start.inputs["x"] = filled({2, 2});
  const grader::RunBoth agree = [](const HarnessRequest& request) {
    TensorMap same{{"out", request.inputs.at("x")}};
    return std::optional<std::pair<TensorMap, TensorMap>>(std::make_pair(same, same));
  };
  EXPECT_FALSE(grader::shrink_failing_case(start, grader::SizeRules({start}), agree, {}, 10).has_value());
  const grader::RunBoth silent = [](const HarnessRequest&) { return std::optional<std::pair<TensorMap, TensorMap>>(); };
  EXPECT_FALSE(grader::shrink_failing_case(start, grader::SizeRules({start}), silent, {}, 10).has_value());
}

TEST(Shrink, OutputsDifferAsACheckJudges) {
  const TensorMap expected{{"out", Tensor{{2}, {1.0F, 2.0F}}}};
  EXPECT_FALSE(grader::outputs_differ(expected, {{"out", Tensor{{2}, {1.0F, 2.00001F}}}}, {1e-4, 1e-5}));
  EXPECT_TRUE(grader::outputs_differ(expected, {{"out", Tensor{{2}, {1.0F, 2.1F}}}}, {1e-4, 1e-5}));
  EXPECT_TRUE(grader::outputs_differ(expected, {{"out", Tensor{{1, 2}, {1.0F, 2.0F}}}}, {1e-4, 1e-5}));
  EXPECT_TRUE(grader::outputs_differ(expected, {{"other", Tensor{{2}, {1.0F, 2.0F}}}}, {1e-4, 1e-5}));
  EXPECT_TRUE(grader::outputs_differ(expected, {{"out", Tensor{{2}, {1.0F, NAN}}}}, {1e-4, 1e-5}));
}

}  // namespace
