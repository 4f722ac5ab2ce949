// A reference set's error model (grader/grading: error_model.hpp): outputs
// sampled and fitted, the file read back as written and refused with its
// field named, and the matcher: an explanation holds only where it
// reproduces every case, passed and failed, and several are named together
// or not at all.
#include "grader/assessment/error_model.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "grader/source/lexer.hpp"
#include "grader/support/errors.hpp"

namespace {

using grader::CaseEvidence;
using grader::ErrorModel;
using grader::Explanation;
using grader::RewriteBehaviour;
using grader::Tensor;
using grader::TensorMap;

const grader::Tolerance tolerance{1e-4, 1e-5};

Tensor ramp(std::size_t n, float scale = 1) {
  Tensor t;
  t.shape = {n};
  for (std::size_t i = 0; i < n; ++i) t.data.push_back(scale * static_cast<float>(i + 1));
  return t;
}

RewriteBehaviour outputs_of(const Tensor& rewrite, const Tensor& expected) {
  RewriteBehaviour behaviour;
  behaviour.kind = RewriteBehaviour::Kind::outputs;
  behaviour.outputs.emplace("y", grader::sample_output(rewrite, expected, tolerance));
  return behaviour;
}

Explanation explanation(const std::string& says, std::map<std::string, RewriteBehaviour> cases) {
  Explanation e;
  e.rewrites.push_back({"rule", "f", says});
  e.cases = std::move(cases);
  return e;
}

CaseEvidence answered(const std::string& name, bool passed, const TensorMap& outputs, const TensorMap& expected) {
  CaseEvidence e;
  e.case_key = name;
  e.passed = passed;
  e.outputs = &outputs;
  e.expected = &expected;
  e.tolerance = tolerance;
  return e;
}

}  // namespace

TEST(ErrorModelSample, ASmallOutputIsKeptWholeALargeOneAtItsDifferencesAndSpread) {
  const Tensor expected = ramp(10);
  Tensor rewrite = expected;
  rewrite.data[3] = 100;
  const auto small = grader::sample_output(rewrite, expected, tolerance);
  EXPECT_EQ(small.differs, 1u);
  EXPECT_EQ(small.at.size(), 10u);
  EXPECT_TRUE(grader::fits_sample(small, rewrite, expected, tolerance));
  EXPECT_FALSE(grader::fits_sample(small, expected, expected, tolerance));

  const Tensor big_expected = ramp(400);
  Tensor big = big_expected;
  for (std::size_t i = 0; i < 400; i += 4) big.data[i] = -1;  // 100 differ
  const auto sample = grader::sample_output(big, big_expected, tolerance);
  EXPECT_EQ(sample.differs, 100u);
  EXPECT_LE(sample.at.size(), 32u);
  EXPECT_GE(sample.at.size(), 24u);
  EXPECT_TRUE(grader::fits_sample(sample, big, big_expected, tolerance));
  // One value more that differs, at a position the sample does not hold: the count tells.
  Tensor one_more = big;
  one_more.data[1] = -5;
  EXPECT_FALSE(grader::fits_sample(sample, one_more, big_expected, tolerance));
  // Another shape never fits.
  Tensor reshaped = big;
  reshaped.shape = {20, 20};
  EXPECT_FALSE(grader::fits_sample(sample, reshaped, big_expected, tolerance));
}

TEST(ErrorModelSample, NaNFitsNaN) {
  const Tensor expected = ramp(4);
  Tensor rewrite = expected;
  rewrite.data[0] = std::numeric_limits<float>::quiet_NaN();
  const auto sample = grader::sample_output(rewrite, expected, tolerance);
  EXPECT_TRUE(grader::fits_sample(sample, rewrite, expected, tolerance));
}

TEST(ErrorModelFile, IsReadBackAsWrittenAndAMalformedFieldIsNamed) {
  ErrorModel model;
  model.rules_digest = "r";
  model.solution_digest = "s";
  model.set_digest = "i";
  model.rewrites = 3;
  model.equivalent = 1;
  Tensor rewrite = ramp(3);
  rewrite.data[2] = std::numeric_limits<float>::infinity();
  RewriteBehaviour raised;
  raised.kind = RewriteBehaviour::Kind::raised;
  raised.error_kind = "broadcast_error";
  model.cases = {"c1", "c2", "c3"};
  model.explanations.push_back(explanation("in `f`, a", {{"c2", outputs_of(rewrite, ramp(3))}, {"c3", raised}}));
  model.unkilled.push_back({"rule", "f", "in `f`, b", "f.cpp:7"});
  model.explanations.back().rewrites.back().written.push_back(
      {"0123456789abcdef", 4, 1, "fedcba9876543210", 0, 2, true});
  const auto json = grader::error_model_to_json(model);
  const auto back = grader::parse_error_model(json, "error_model.json");
  EXPECT_EQ(grader::error_model_to_json(back), json);
  EXPECT_EQ(back.explanations.at(0).cases.at("c2").outputs.at("y").values.at(2),
            std::numeric_limits<float>::infinity());

  auto error_of = [](nlohmann::json broken) {
    try {
      (void)grader::parse_error_model(broken, "error_model.json");
    } catch (const grader::GraderError& error) {
      EXPECT_EQ(error.code(), grader::ExitCode::reference_error);
      return std::string(error.what());
    }
    return std::string("no error");
  };
  auto broken = json;
  broken["explanations"][0]["cases"]["c2"]["outputs"]["y"]["at"] = {0, 1, 7};
  EXPECT_EQ(error_of(broken), "error_model.json: explanations[0].cases.c2.outputs.y.at: a position past the shape");
  broken = json;
  broken["explanations"][0]["cases"]["c9"] = "same";
  EXPECT_EQ(error_of(broken), "error_model.json: explanations[0].cases.c9: not a case of \"cases\"");
  broken = json;
  broken["format"] = "other";
  EXPECT_EQ(error_of(broken), "error_model.json: format: must be \"autograder-error-model/1\"");
  broken = json;
  broken["explanations"][0]["rewrites"] = nlohmann::json::array();
  EXPECT_EQ(error_of(broken), "error_model.json: explanations[0].rewrites: must name at least one rewrite");
  broken = json;
  broken["explanations"][0]["rewrites"][0]["written"][0]["count"] = -1;
  EXPECT_EQ(error_of(broken), "error_model.json: explanations[0].rewrites[0].written[0].count: missing or not a count");
  broken = json;
  broken["explanations"][0]["rewrites"][0]["written"][0]["was_tokens"] = 0;
  EXPECT_EQ(error_of(broken),
            "error_model.json: explanations[0].rewrites[0].written[0]: a unit of no tokens, or held nowhere");
}

// A rewrite whose edited code the student's function holds as the model
// answer writes it (as often, and the rewritten code nowhere) is not what the
// student wrote, whatever the answers show; code in other words, or a
// function the files lack, tells nothing.
TEST(ErrorModelWritten, ARewriteIsNotNamedWhereTheStudentsFunctionHoldsItsCodeAsTheModelAnswerWritesIt) {
  auto unit = [](const std::string& was, const std::string& now, std::size_t count) {
    const auto a = grader::lex_cpp(was).tokens;
    const auto b = grader::lex_cpp(now).tokens;
    return grader::WrittenUnit{grader::token_run_digest(a, 0, a.size()), a.size(), count,
                               grader::token_run_digest(b, 0, b.size()), b.size()};
  };
  Explanation::Said said{"index_for_constant", "Mask::apply", "in `Mask::apply`, 0 for row", "m.cpp:10", {}};
  said.written.push_back(unit("xt::range(row + 1, seq)", "xt::range(0 + 1, seq)", 1));
  auto otherwise = [&](const std::string& body) { return grader::written_otherwise(said, {{"Mask::apply", body}}); };
  // The call as the model answer writes it (layout aside), the mistake elsewhere.
  EXPECT_TRUE(otherwise("{ for (row = 0; row < seq; ++row) view(m, all(), all(), xt::range(row+1,seq)) = -1; }"));
  // The rewritten call, or the call in other words.
  EXPECT_FALSE(otherwise("{ view(m, all(), row, xt::range(0 + 1, seq)) = -1; }"));
  EXPECT_FALSE(otherwise("{ view(m, all(), row, xt::range(1, seq)) = -1; }"));
  EXPECT_FALSE(otherwise("{ view(m, all(), r, xt::range(r + 1, seq)) = -1; }"));
  // Both: the student wrote the rewrite's code too.
  EXPECT_FALSE(otherwise("{ xt::range(row + 1, seq); xt::range(0 + 1, seq); }"));
  // No such function in the student's files.
  EXPECT_FALSE(grader::written_otherwise(said, {{"Mask::other", "{ xt::range(row + 1, seq); }"}}));
  // The rewritten call elsewhere in the model answer's function too: a student's as often is no sign of it.
  said.written.front().now_count = 1;
  EXPECT_TRUE(otherwise("{ xt::range(row + 1, seq); xt::range(0 + 1, seq); }"));
  EXPECT_FALSE(otherwise("{ xt::range(row + 1, seq); xt::range(0 + 1, seq); xt::range(0 + 1, seq); }"));
  said.written.front().now_count = 0;
  // A model answer that holds the call twice: once in the student's is one rewritten.
  said.written.front().count = 2;
  EXPECT_FALSE(otherwise("{ xt::range(row + 1, seq); }"));
  EXPECT_TRUE(otherwise("{ xt::range(row + 1, seq); xt::range(row + 1, seq); }"));

  // A statement is found only where one starts: a member's assignment is
  // not inside the declaration of a local of the same name.
  Explanation::Said member{"member_not_assigned", "C::C", "in `C::C`, the member q is never assigned", "c.cpp:3", {}};
  member.written.push_back(unit("q = Linear(x);", "", 1));
  member.written.back().statement = true;
  EXPECT_TRUE(grader::written_otherwise(member, {{"C::C", "{ q = Linear(x); }"}}));
  EXPECT_FALSE(grader::written_otherwise(member, {{"C::C", "{ Linear q = Linear(x); }"}}));

  // explanations_as_written: the rewrite left out, and an explanation left with none dropped.
  said.written.front().count = 1;
  Explanation first;
  first.rewrites = {said};
  Explanation second;
  second.rewrites = {said, Explanation::Said{"other", "Mask::apply", "in `Mask::apply`, other", "m.cpp:12", {}}};
  const auto kept =
      grader::explanations_as_written({&first, &second}, {{"Mask::apply", "{ xt::range(row + 1, seq); }"}});
  ASSERT_EQ(kept.size(), 1U);
  ASSERT_EQ(kept.front().rewrites.size(), 1U);
  EXPECT_EQ(kept.front().rewrites.front().rule, "other");
}

TEST(ErrorModelMatch, AnExplanationMustReproduceEveryCasePassedAndFailed) {
  const TensorMap expected1 = {{"y", ramp(3)}};
  const TensorMap expected2 = {{"y", ramp(3, 2)}};
  Tensor wrong = ramp(3, 2);
  wrong.data[0] = 9;
  const TensorMap wrong2 = {{"y", wrong}};
  ErrorModel model;
  model.cases = {"c1", "c2", "c3"};
  // A: right on case 1 (not listed: the expected outputs), `wrong` on case 2. B: wrong on both.
  model.explanations.push_back(explanation("in `f`, A", {{"c2", outputs_of(wrong, ramp(3, 2))}}));
  model.explanations.push_back(
      explanation("in `f`, B", {{"c1", outputs_of(ramp(3, 5), ramp(3))}, {"c2", outputs_of(wrong, ramp(3, 2))}}));
  const std::vector<CaseEvidence> evidence = {answered("c1", true, expected1, expected1),
                                              answered("c2", false, wrong2, expected2)};
  const auto found = grader::explanations_of(model, evidence);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(grader::explanation_hint(found), "in `f`, A");
  // Failing case 1 too (with other numbers): A no longer holds, nor B (its case 1 differs).
  const TensorMap other1 = {{"y", ramp(3, 7)}};
  EXPECT_TRUE(grader::explanations_of(model, {answered("c1", false, other1, expected1), evidence[1]}).empty());
  // Nothing failed: nothing to explain.
  EXPECT_TRUE(grader::explanations_of(model, {evidence[0]}).empty());
  // A case the model did not run is not evidence either way; an exception must be the same kind.
  RewriteBehaviour raised;
  raised.kind = RewriteBehaviour::Kind::raised;
  raised.error_kind = "broadcast_error";
  model.explanations.push_back(explanation("in `f`, C", {{"c3", raised}}));
  CaseEvidence threw;
  threw.case_key = "c3";
  threw.error_kind = "broadcast_error";
  EXPECT_TRUE(grader::explanations_of(model, {threw}).empty()) << "no failed case with outputs reproduced";
}

// A constructor's case checks its outputs' shapes alone: their values are
// whatever the layers were initialised with, so the student's layer of the
// right shape reproduces the rewrite's whatever its values, and one of
// another shape does not.
TEST(ErrorModelMatch, AShapesOnlyCaseIsReproducedByTheShapesAlone) {
  Tensor unset;
  unset.shape = {0};
  const TensorMap expected = {{"k", ramp(3)}, {"v", ramp(3)}};
  ErrorModel model;
  model.cases = {"c1"};
  RewriteBehaviour shapes;
  shapes.kind = RewriteBehaviour::Kind::outputs;
  shapes.outputs.emplace("k", grader::OutputSample{{3}, 3, {}, {}});
  shapes.outputs.emplace("v", grader::OutputSample{{0}, 0, {}, {}});
  model.explanations.push_back(explanation("in `f`, the member v is never assigned", {{"c1", shapes}}));
  // The student's k holds the stored case's values (initialised alike), the
  // rewrite's run other ones: by values, they would differ in 0 places, not 3.
  const TensorMap student = {{"k", ramp(3)}, {"v", unset}};
  CaseEvidence one = answered("c1", false, student, expected);
  EXPECT_TRUE(grader::explanations_of(model, {one}).empty()) << "compared by values, k's differ";
  one.shapes_only = true;
  const auto found = grader::explanations_of(model, {one});
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(grader::explanation_hint(found), "in `f`, the member v is never assigned");
  const TensorMap wrong_shape = {{"k", ramp(2)}, {"v", unset}};
  CaseEvidence other = answered("c1", false, wrong_shape, expected);
  other.shapes_only = true;
  EXPECT_TRUE(grader::explanations_of(model, {other}).empty());
}

// An exception with the message the rewrite's had tells the case as its
// values would; a case the reference refuses is reproduced by the outputs
// answered instead (every value differing from none).
TEST(ErrorModelMatch, AnExceptionCountsWithItsMessageAndARefusedCaseByTheOutputsAnsweredInstead) {
  ErrorModel model;
  model.cases = {"c1", "c2"};
  RewriteBehaviour raised;
  raised.kind = RewriteBehaviour::Kind::raised;
  raised.error_kind = "exception";
  raised.error_message = "Dot: shape mismatch: [1, 2] and [1, 1].";
  model.explanations.push_back(explanation("in `f`, D", {{"c1", raised}}));
  model.explanations.push_back(explanation("in `f`, E", {{"c2", outputs_of(ramp(2), Tensor{})}}));
  CaseEvidence threw;
  threw.case_key = "c1";
  threw.error_kind = "exception";
  threw.error_message = "Dot: shape mismatch: [1, 2] and [1, 1].";
  const TensorMap none;
  const TensorMap refused_answer = {{"y", ramp(2)}};
  const CaseEvidence refused_passed = answered("c2", true, none, none);
  auto found = grader::explanations_of(model, {threw, refused_passed});
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(grader::explanation_hint(found), "in `f`, D");
  threw.error_message = "Dot: shape mismatch: [2, 2] and [1, 1].";
  EXPECT_TRUE(grader::explanations_of(model, {threw, refused_passed}).empty()) << "another message";
  // The refused case answered with the rewrite's outputs, the other case passed.
  CaseEvidence passed;
  passed.case_key = "c1";
  passed.passed = true;
  found = grader::explanations_of(model, {passed, answered("c2", false, refused_answer, none)});
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(grader::explanation_hint(found), "in `f`, E");
  const TensorMap other_answer = {{"y", ramp(2, 3)}};
  EXPECT_TRUE(grader::explanations_of(model, {passed, answered("c2", false, other_answer, none)}).empty());
}

TEST(ErrorModelMatch, SeveralExplanationsAreNamedTogetherUpToTwoSentences) {
  Explanation a = explanation("in `f`, A", {});
  Explanation b = explanation("in `f`, B", {});
  Explanation c = explanation("in `f`, C", {});
  EXPECT_EQ(grader::explanation_hint({&a, &b}), "one of these (your outputs fit each): in `f`, A; or in `f`, B");
  EXPECT_EQ(grader::explanation_hint({&a, &b, &c}), "");
  EXPECT_EQ(grader::explanation_hint({&a, &a}), "in `f`, A");
  EXPECT_EQ(grader::explanation_hint({}), "");
  // Two values written at one site that answer alike: the site makes no difference, which value is unknown.
  Explanation fills = explanation("in `f`, 0 is written where -inf belongs", {});
  fills.rewrites.front().site = "f.cpp:120";
  fills.rewrites.front().edits = {"e0"};
  fills.rewrites.push_back({"fill_value", "f", "in `f`, -1e9 is written where -inf belongs", "f.cpp:120", {"e1"}});
  EXPECT_EQ(grader::explanation_hint({&fills}), "");
  // A factor taken off one site (the edit both share) and put on either of two operands of one product.
  Explanation moved = explanation("in `f`, the division by s is applied to a where it belongs on c", {});
  moved.rewrites.front().site = "f.cpp:40";
  moved.rewrites.front().edits = {"off c", "onto a"};
  moved.rewrites.push_back({"factor_moved",
                            "f",
                            "in `f`, the division by s is applied to b where it belongs on c",
                            "f.cpp:40",
                            {"off c", "onto b"}});
  EXPECT_EQ(grader::explanation_hint({&moved}),
            "one of these (your outputs fit each): in `f`, the division by s is applied to a where it belongs on c; or "
            "in `f`, the division by s is applied to b where it belongs on c");
  moved.rewrites.back().edits = {"off c elsewhere", "onto b"};
  EXPECT_EQ(grader::explanation_hint({&moved}), "");
  // Sizes equal on every case (rules with `aliases`: one size under two
  // names, or equal by coincidence): the first is named, standing for both.
  Explanation sizes = explanation("in `f`, scores.shape(0) is used where seq belongs", {});
  sizes.rewrites.front() = {"size_for_another", "f",    "in `f`, scores.shape(0) is used where seq belongs",
                            "f.cpp:90",         {"e2"}, true};
  sizes.rewrites.push_back(
      {"size_for_another", "f", "in `f`, masked.shape(0) is used where seq belongs", "f.cpp:90", {"e3"}, true});
  EXPECT_EQ(grader::explanation_hint({&sizes}),
            "in `f`, scores.shape(0) is used where seq belongs (or another size equal to it on every case)");
  sizes.rewrites.back().rule = "scale_size";  // another rule that writes sizes: alike
  EXPECT_EQ(grader::explanation_hint({&sizes}),
            "in `f`, scores.shape(0) is used where seq belongs (or another size equal to it on every case)");
  sizes.rewrites.back().aliases = false;  // a value that makes no difference: refused
  EXPECT_EQ(grader::explanation_hint({&sizes}), "");
  // A rewrite whose rule is `general` among the alike ones of its site: what
  // the others do (k or q assigned where v belongs) is its effect (v never
  // assigned): it alone is named.
  Explanation unset = explanation("in `C::C`, the member v is never assigned", {});
  unset.rewrites.front() = {
      "member_not_assigned", "C::C", "in `C::C`, the member v is never assigned", "f.cpp:300", {"e4"}, false, true};
  unset.rewrites.push_back(
      {"one_tensor_for_another", "C::C", "in `C::C`, k is used where v belongs", "f.cpp:300", {"e5"}});
  unset.rewrites.push_back(
      {"one_tensor_for_another", "C::C", "in `C::C`, q is used where v belongs", "f.cpp:300", {"e6"}});
  EXPECT_EQ(grader::explanation_hint({&unset}), "in `C::C`, the member v is never assigned");
  unset.rewrites.front().general = false;  // none stands for the others: which one is unknown
  EXPECT_EQ(grader::explanation_hint({&unset}), "");
  fills.rewrites.back().site = "f.cpp:180";
  EXPECT_EQ(grader::explanation_hint({&fills}),
            "one of these (your outputs fit each): in `f`, 0 is written where -inf belongs; or in `f`, -1e9 is written "
            "where -inf belongs");
}
