// The error model's rewrites (grader/errormodel): the rule table read and
// checked, the rewrites its mechanisms make of a small file (exact), and the
// schemata: one program with every rewrite behaves, rewrite by rewrite, as
// the file with that rewrite's edits made.
#include "grader/errormodel/rewrites.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <map>
#include <set>
#include <tuple>

#include "grader/errormodel/model.hpp"
#include "grader/source/lexer.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"

namespace fs = std::filesystem;
using grader::errormodel::Rewrite;

namespace {

const fs::path root = GRADER_TEST_PROJECT_ROOT;

// A file in the course's form: a helper (SOLUTION ONLY) and one task's
// region, and provided code outside both that no rewrite may touch.
constexpr const char* small_file = R"(#include <algorithm>
#include <cmath>
#include <limits>

struct Bias {  // a bias with a size, as a tensor has (an empty one: a layer without bias)
  float value = 0.25f;
  unsigned long size() const { return 1; }
  operator float() const { return value; }
};

struct Layer {
  float scale = 1;
  float weight = 3;
  Bias bias;
  float operator()(float v) const { return v * scale + bias; }
};

struct Model {
  Layer q, k;
  int size = 4;
  int heads = 2;
  float score(float x, float y) const;
  float total(int n) const;
  void resize(int n);
};

namespace xt {  // stand-ins with the names the rules know, each unlike its rewrites
inline float transpose(float a) { return -a; }
inline float eval(float a) { return a; }
inline float dot(float a, float b) { return a * b + 2 * b; }
constexpr int keep_dims = 1;
inline float sum(float a) { return a + 100; }
inline float sum(float a, int axis) { return a + static_cast<float>(axis); }
inline float sum(float a, int axis, int keep) { return a + static_cast<float>(axis + 10 * keep); }
inline float mean(float a, int axis) { return a - static_cast<float>(axis); }
inline bool all(bool a) { return a; }
inline bool any(bool a) { return !a; }
inline float view(float a, int i, int j) { return a + static_cast<float>(i) - 2 * static_cast<float>(j); }
namespace linalg {
inline float dot(float a, float b) { return a * b - 1; }
}  // namespace linalg
}  // namespace xt

// SOLUTION ONLY BEGIN
float fill() { return -std::numeric_limits<float>::infinity(); }
// SOLUTION ONLY END

float provided(float x) { return x > 0 ? x : 0; }

float Model::score(float x, float y) const {
  // YOUR CODE STARTS HERE
  const float a = q(x);
  const float b = k(y);
  if (a > b) return a / std::sqrt(static_cast<float>(size));
  return fill();
  // YOUR CODE ENDS HERE
}

float Model::total(int n) const {
  // YOUR CODE STARTS HERE
  float acc = 0;
  const float half = 0.5f;
  for (int i = 0; i < n; ++i) {
    if (i == heads || i == size) continue;
    acc += xt::dot(xt::transpose(q(static_cast<float>(i))), k(1.0f));
  }
  if (xt::all(acc > 0)) acc = xt::sum(acc, 1) / half;
  return xt::view(acc, heads, 1);
  // YOUR CODE ENDS HERE
}

namespace xt {  // a stand-in of a fixed-rank tensor (its type spelled as xtensor's) and of range
template <class S, unsigned long N>
struct xtensor_container {
  unsigned long extent[N];
  unsigned long shape(unsigned long axis) const { return extent[axis]; }
  unsigned long size() const { return extent[0] * extent[N - 1]; }
};
inline float range(unsigned long from, unsigned long to) { return static_cast<float>(to) - 0.5f * static_cast<float>(from); }
inline float broadcast(unsigned long a, unsigned long b) { return static_cast<float>(10 * a + b); }
}  // namespace xt
using Grid = xt::xtensor_container<float, 2>;

float spread(const Grid& g, unsigned long n) {
  // YOUR CODE STARTS HERE
  const unsigned long rows = g.shape(0);
  return xt::range(n, rows) + xt::broadcast(rows, g.shape(1));
  // YOUR CODE ENDS HERE
}

void Model::resize(int n) {
  // YOUR CODE STARTS HERE
  size = n;
  heads = n / 2;
  // YOUR CODE ENDS HERE
}
)";

class Rewrites : public testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("grader-rewrites-" + std::to_string(::getpid()) + "-" +
                                        testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(dir_);
    std::ofstream(dir_ / "model.cpp") << small_file;
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path dir_;
};

std::vector<Rewrite> rewrites_of(const fs::path& file) {
  const auto rules = grader::errormodel::load_rules(root / "grader/errormodel/rules.json");
  return grader::errormodel::find_rewrites(file, {"-x", "c++", "-std=c++17"}, rules);
}

}  // namespace

TEST(RuleTable, TheCoursesTableLoadsAndEveryRuleHasAKnownKind) {
  const auto rules = grader::errormodel::load_rules(root / "grader/errormodel/rules.json");
  EXPECT_GE(rules.rules.size(), 15u);
  const auto& kinds = grader::errormodel::rule_kinds();
  for (const auto& rule : rules.rules) {
    EXPECT_NE(std::find(kinds.begin(), kinds.end(), rule.kind), kinds.end()) << rule.id;
    EXPECT_NE(rule.says.find("{function}"), std::string::npos) << rule.id << ": a hint names its function";
  }
}

TEST(RuleTable, AnUnknownKindOrAMissingFieldIsNamedWithItsPlace) {
  auto error_of = [](const nlohmann::json& table) {
    try {
      (void)grader::errormodel::parse_rules(table, "rules.json");
    } catch (const grader::GraderError& error) {
      EXPECT_EQ(error.code(), grader::ExitCode::manifest_error);
      return std::string(error.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(
      error_of({{"rules", {{{"id", "a"}, {"kind", "rename_everything"}, {"says", "in {function}"}}}}}),
      "rules.json: rules[0].kind: \"rename_everything\" is not a kind of rewrite (argument_values, "
      "drop_argument, swap_arguments, unwrap_call, wrap_argument, permute_list, same_type_variable, "
      "operator_swap, drop_operand, replace_expression, replace_call, integer_offset, rename_callee, "
      "add_argument, move_wrap, loop_start_offset, loop_end_offset, drop_statement, size_for_another, move_factor, "
      "wrap_value, swap_variables, swap_operands, drop_parentheses, replace_statement, hoist_declaration, "
      "loop_index_fixed, replace_object_call, swap_statements)");
  EXPECT_EQ(error_of({{"rules", {{{"id", "a"}, {"kind", "swap_arguments"}, {"says", "in {function}"}}}}}),
            "rules.json: rules[0].callees: must be a list of function names");
  EXPECT_EQ(error_of({{"rules",
                       {{{"id", "a"}, {"kind", "unwrap_call"}, {"callees", {"sqrt"}}, {"says", "x"}},
                        {{"id", "a"}, {"kind", "unwrap_call"}, {"callees", {"sqrt"}}, {"says", "x"}}}}}),
            "rules.json: rules[1].id: \"a\" twice");
  EXPECT_EQ(
      error_of(
          {{"rules",
            {{{"id", "a"}, {"kind", "size_for_another"}, {"inside", {"range"}}, {"aliases", "yes"}, {"says", "x"}}}}}),
      "rules.json: rules[0].aliases: must be true or false (true: its rewrites write sizes, and two of one "
      "site that answer alike wrote sizes equal on every case)");
}

TEST_F(Rewrites, EachMechanismRewritesTheStudentsPartsOnlyAndSaysWhatItDid) {
  const auto rewrites = rewrites_of(dir_ / "model.cpp");
  std::set<std::string> said;
  for (const auto& rewrite : rewrites) said.insert(rewrite.rule + ": " + rewrite.says);
  const std::set<std::string> expected = {
      "accumulation_replaced: in `Model::total`, acc = xt::dot(xt::transpose(q(static_cast<float>(i))), k(1.0f)) "
      "replaces the value where acc += xt::dot(xt::transpose(q(static_cast<float>(i))), k(1.0f)) accumulates it",
      "comparison: in `Model::score`, the condition a < b is tested where a > b belongs",
      "comparison: in `Model::score`, the condition a <= b is tested where a > b belongs",
      "comparison: in `Model::score`, the condition a >= b is tested where a > b belongs",
      "comparison: in `Model::total`, the condition acc < 0 is tested where acc > 0 belongs",
      "comparison: in `Model::total`, the condition acc <= 0 is tested where acc > 0 belongs",
      "comparison: in `Model::total`, the condition acc >= 0 is tested where acc > 0 belongs",
      "conditions_joined_otherwise: in `Model::total`, the conditions i == heads and i == size are joined by && where "
      "|| belongs",
      "assignment_left_out: in `Model::total`, xt::dot(xt::transpose(q(static_cast<float>(i))), k(1.0f)) is never "
      "added to acc in the loop over i: that step is missing, or made after its result is used",
      "equality_inverted: in `Model::total`, every == there is !=: the conditions i != heads and i != size are tested "
      "where == belongs in each",
      "equality_inverted: in `Model::total`, the condition i != heads is tested where i == heads belongs",
      "equality_inverted: in `Model::total`, the condition i != size is tested where i == size belongs",
      "fill_value: in `fill` (a helper of the model answer; yours may have another name), -1e9f is written where "
      "-std::numeric_limits<float>::infinity() belongs",
      "fill_value: in `fill` (a helper of the model answer; yours may have another name), 0.0f is written where "
      "-std::numeric_limits<float>::infinity() belongs",
      "fill_value: in `fill` (a helper of the model answer; yours may have another name), "
      "std::numeric_limits<float>::infinity() is written where -std::numeric_limits<float>::infinity() belongs",
      "jump_for_another: in `Model::total`, `break` is written where `continue` belongs (`break` leaves the loop; "
      "`continue` goes on with its next round)",
      "jump_left_out: in `Model::total`, what the `continue` there skips is not skipped: the rest of that loop's body "
      "runs for it, where it must keep what it was given before the `continue`",
      "keep_dims_added: in `Model::total`, xt::sum keeps the reduced axis (xt::keep_dims) where the result must drop "
      "it",
      "layer_bias_again: in `Model::score`, the bias of k is added again after k(y), which adds it already",
      "layer_bias_again: in `Model::score`, the bias of q is added again after q(x), which adds it already",
      "layer_bias_again: in `Model::total`, the bias of k is added again after k(1.0f), which adds it already",
      "layer_bias_again: in `Model::total`, the bias of q is added again after q(static_cast<float>(i)), which adds it "
      "already",
      "layer_without_bias: in `Model::score`, k(y) is computed as y times the transposed weight alone: the layer's "
      "bias is left out",
      "layer_without_bias: in `Model::score`, q(x) is computed as x times the transposed weight alone: the layer's "
      "bias is left out",
      "layer_without_bias: in `Model::total`, k(1.0f) is computed as 1.0f times the transposed weight alone: the "
      "layer's bias is left out",
      "layer_without_bias: in `Model::total`, q(static_cast<float>(i)) is computed as static_cast<float>(i) times the "
      "transposed weight alone: the layer's bias is left out",
      "loop_bound_for_another: in `Model::total`, a loop runs up to heads where it runs up to n",
      "loop_bound_for_another: in `Model::total`, a loop runs up to size where it runs up to n",
      "loop_ends_early: in `Model::total`, the loop over i stops one place early: i + 1 < n is tested where i < n "
      "belongs",
      "loop_starts_late: in `Model::total`, the loop over i starts at 1 where it starts at 0",
      "member_not_assigned: in `Model::resize`, the member heads is never assigned, so it keeps its initial value (a "
      "declaration `Type heads = ...` makes a new local, not the member)",
      "member_not_assigned: in `Model::resize`, the member size is never assigned, so it keeps its initial value (a "
      "declaration `Type size = ...` makes a new local, not the member)",
      "member_not_assigned: in `Model::resize`, the members size and heads are never assigned, so they keep their "
      "initial values (a declaration `Type name = ...` makes a new local, not the member)",
      "one_tensor_for_another: in `Model::score`, k is used where q belongs",
      "one_tensor_for_another: in `Model::score`, q is used where k belongs",
      "one_tensor_for_another: in `Model::total`, k is used where q belongs",
      "one_tensor_for_another: in `Model::total`, q is used where k belongs",
      "operand_transposed: in `Model::total`, the second operand of xt::dot is transposed where it belongs as it is",
      "operands_exchanged: in `Model::score`, std::sqrt(static_cast<float>(size)) / a is computed where a / "
      "std::sqrt(static_cast<float>(size)) belongs",
      "operands_exchanged: in `Model::total`, half / xt::sum(acc, 1) is computed where xt::sum(acc, 1) / half "
      "belongs",
      "product_operands_swapped: in `Model::total`, the two operands of xt::dot are in the wrong order",
      "range_off_by_one: in `spread`, xt::range starts or ends one place off: n + 1 where n belongs",
      "range_off_by_one: in `spread`, xt::range starts or ends one place off: rows + 1 where rows belongs",
      "range_off_by_one: in `spread`, xt::range starts or ends one place off: rows - 1 where rows belongs",
      "reduction_for_another: in `Model::total`, mean is taken where sum belongs",
      "reduction_over_every_axis: in `Model::total`, xt::sum reduces acc over all its axes at once (one value for the "
      "whole tensor) where it reduces over the axes 1 only",
      "scale_inverted: in `Model::score`, a * std::sqrt(static_cast<float>(size)) is computed where a / "
      "std::sqrt(static_cast<float>(size)) belongs",
      "scale_inverted: in `Model::total`, xt::sum(acc, 1) * half is computed where xt::sum(acc, 1) / half belongs",
      "scale_size: in `Model::score`, the scale uses the square root of heads where the square root of size belongs",
      "size_for_another: in `spread`, g.shape(0) is used where g.shape(1) belongs",
      "tensors_combined_otherwise: in `spread`, xt::range(n, rows) * xt::broadcast(rows, g.shape(1)) is computed where "
      "xt::range(n, rows) + xt::broadcast(rows, g.shape(1)) belongs",
      "tensors_combined_otherwise: in `spread`, xt::range(n, rows) - xt::broadcast(rows, g.shape(1)) is computed where "
      "xt::range(n, rows) + xt::broadcast(rows, g.shape(1)) belongs",
      "size_for_another: in `spread`, g.shape(0) is used where n belongs",
      "size_for_another: in `spread`, g.shape(0) is used where rows belongs",
      "size_for_another: in `spread`, g.shape(0) is used where rows belongs, at each of its 2 places there",
      "size_for_another: in `spread`, g.shape(1) is used where n belongs",
      "size_for_another: in `spread`, g.shape(1) is used where rows belongs",
      "size_for_another: in `spread`, g.shape(1) is used where rows belongs, at each of its 2 places there",
      "size_for_another: in `spread`, g.size() is used where g.shape(1) belongs",
      "size_for_another: in `spread`, g.size() is used where n belongs",
      "size_for_another: in `spread`, g.size() is used where rows belongs",
      "size_for_another: in `spread`, g.size() is used where rows belongs, at each of its 2 places there",
      "size_for_another: in `spread`, n is used where g.shape(1) belongs",
      "size_for_another: in `spread`, n is used where rows belongs",
      "size_for_another: in `spread`, n is used where rows belongs, at each of its 2 places there",
      "size_for_another: in `spread`, rows is used where g.shape(1) belongs",
      "size_for_another: in `spread`, rows is used where n belongs",
      "square_root_left_out: in `Model::score`, the scale comes out as static_cast<float>(size) itself where its "
      "square root belongs: the square root is left out, or the division by it is made twice",
      "statements_reordered: in `Model::resize`, your answers are those of code that does `heads = n / 2;` before "
      "`size = n;`, where `size = n;` comes first: the later of the two overwrites, or reads, what the earlier one "
      "leaves",

      "term_left_out: in `Model::score`, a is used alone where it is combined with std::sqrt(static_cast<float>(size)) "
      "by /",
      "term_left_out: in `Model::score`, std::sqrt(static_cast<float>(size)) is used alone where it is combined with a "
      "by /",
      "term_left_out: in `Model::total`, half is used alone where it is combined with xt::sum(acc, 1) by /",
      "term_left_out: in `Model::total`, xt::sum(acc, 1) is used alone where it is combined with half by /",
      "term_left_out: in `spread`, xt::broadcast(rows, g.shape(1)) is used alone where it is combined with "
      "xt::range(n, rows) by +",
      "term_left_out: in `spread`, xt::range(n, rows) is used alone where it is combined with xt::broadcast(rows, "
      "g.shape(1)) by +",
      "test_for_another: in `Model::total`, any is tested where all belongs",
      "transpose_left_out: in `Model::total`, q(static_cast<float>(i)) is used as it is where its xt::transpose "
      "belongs (the xt::transpose is missing there, or undoes one made earlier)",
      "transpose_on_other_operand: in `Model::total`, xt::dot transposes its second operand where its first operand "
      "(q(static_cast<float>(i))) belongs transposed",
      "view_indices_swapped: in `Model::total`, xt::view reads acc at the indices (1, heads) where (heads, 1) belong",
  };
  EXPECT_EQ(said, expected);
  for (const auto& line : said) EXPECT_TRUE(expected.count(line) > 0) << "not expected: " << line;
  for (const auto& line : expected) EXPECT_TRUE(said.count(line) > 0) << "not made: " << line;
  // `provided` (outside every student part) is never rewritten, nor is any edit outside its body.
  for (const auto& rewrite : rewrites) {
    EXPECT_NE(rewrite.function, "provided");
    for (const auto& edit : rewrite.edits) {
      EXPECT_GE(edit.begin, rewrite.body_begin);
      EXPECT_LE(edit.end, rewrite.body_end);
    }
  }
}

// move_factor (the course's table keeps it to tensors, which the small file
// has none of): a scalar factor taken off its term and put on each operand
// of another product, never on one inside the term itself nor on the
// variable the term initialises (the same product).
TEST_F(Rewrites, AFactorMovesOntoAnOperandOfAnotherProduct) {
  const nlohmann::json table = {
      {"rules",
       {{{"id", "factor_moved"},
         {"kind", "move_factor"},
         {"operators", {"/"}},
         {"to", {"dot"}},
         {"says", "in {function}, the {op} by {factor} is applied to {new} where it belongs on {old}"}}}}};
  std::ofstream(dir_ / "model.cpp", std::ios::app) << R"(
float scaled(float x, float y) {
  // YOUR CODE STARTS HERE
  const float half = 0.5f;
  const float scores = xt::dot(x, y) / half;
  return xt::dot(scores, y + 1);
  // YOUR CODE ENDS HERE
}
)";
  const auto rules = grader::errormodel::parse_rules(table, "rules.json");
  std::set<std::string> said;
  for (const auto& rewrite :
       grader::errormodel::find_rewrites(dir_ / "model.cpp", {"-x", "c++", "-std=c++17"}, rules)) {
    if (rewrite.function == "scaled") said.insert(rewrite.says);
  }
  EXPECT_EQ(said, (std::set<std::string>{
                      "in `scaled`, the division by half is applied to y + 1 where it belongs on scores",
                  }));
}

// replace_expression with not_initialisers: a variable's whole initialiser
// (an accumulator's start) is left alone, an assigned value is rewritten;
// without it, both are.
TEST_F(Rewrites, ARuleWithNotInitialisersLeavesADeclarationsStartAlone) {
  std::ofstream(dir_ / "model.cpp", std::ios::app) << R"(
float zeroed(float x) {
  // YOUR CODE STARTS HERE
  float sum = 0.0f;
  float row = x;
  row = 0.0f;
  return sum + row;
  // YOUR CODE ENDS HERE
}
)";
  const auto said = [&](bool not_initialisers) {
    nlohmann::json rule = {{"id", "zero_for_minus_infinity"},
                           {"kind", "replace_expression"},
                           {"matches", {"0.0f"}},
                           {"with", {"-1.0f"}},
                           {"says", "in {function}, {new} is written where {old} belongs"}};
    if (not_initialisers) rule["not_initialisers"] = true;
    const auto rules = grader::errormodel::parse_rules({{"rules", {rule}}}, "rules.json");
    std::vector<std::string> sites;
    for (const auto& rewrite :
         grader::errormodel::find_rewrites(dir_ / "model.cpp", {"-x", "c++", "-std=c++17"}, rules)) {
      if (rewrite.function != "zeroed") continue;
      std::ifstream in(dir_ / "model.cpp");
      std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      for (auto edit = rewrite.edits.rbegin(); edit != rewrite.edits.rend(); ++edit) {
        text.replace(edit->begin, edit->end - edit->begin, edit->text);
      }
      sites.push_back(text.find("float sum = -1.0f;") != std::string::npos ? "initialiser" : "assignment");
    }
    return sites;
  };
  EXPECT_EQ(said(true), (std::vector<std::string>{"assignment"}));
  EXPECT_EQ(said(false), (std::vector<std::string>{"initialiser", "assignment"}));
  EXPECT_THROW(grader::errormodel::parse_rules({{"rules",
                                                 {{{"id", "r"},
                                                   {"kind", "replace_expression"},
                                                   {"matches", {"0.0f"}},
                                                   {"with", {"1.0f"}},
                                                   {"not_initialisers", "yes"},
                                                   {"says", "s"}}}}},
                                               "rules.json"),
               std::exception);
}

// wrap_value: a returned tensor value (in a function that returns a
// tensor) wrapped, once for each parameter of its type where the wrap names
// {other}; never a variable's initialiser. wrap_argument with {size}: once
// for each size in scope.
TEST_F(Rewrites, AReturnedValueIsWrappedAndAnArgumentOnceForEachSize) {
  const nlohmann::json table = {
      {"rules",
       {{{"id", "relu"}, {"kind", "wrap_value"}, {"wrap", "relu({})"}, {"says", "in {function}, relu of {value}"}},
        {{"id", "residual"},
         {"kind", "wrap_value"},
         {"wrap", "({}) + {other}"},
         {"says", "in {function}, {other} added to {value}"}},
        {{"id", "scaled"},
         {"kind", "wrap_argument"},
         {"callees", {"exp"}},
         {"wrap", "({}) / {size}"},
         {"says", "in {function}, {callee}'s argument over {size}"}}}}};
  std::ofstream(dir_ / "model.cpp", std::ios::app) << R"(
namespace xt {
inline Grid relu(const Grid& g) { return g; }
inline Grid exp(const Grid& g) { return g; }
inline Grid operator+(const Grid& a, const Grid&) { return a; }
inline Grid operator/(const Grid& a, unsigned long) { return a; }
}  // namespace xt
using xt::relu;

Grid layer(const Grid& x, const Grid& bias, unsigned long n, float f) {
  // YOUR CODE STARTS HERE
  const Grid e = xt::exp(x);
  auto view = e;
  const float g = f;
  (void)view;
  (void)g;
  (void)n;
  return e + bias;
  // YOUR CODE ENDS HERE
}
)";
  const auto rules = grader::errormodel::parse_rules(table, "rules.json");
  std::set<std::string> said;
  for (const auto& rewrite :
       grader::errormodel::find_rewrites(dir_ / "model.cpp", {"-x", "c++", "-std=c++17"}, rules)) {
    if (rewrite.function == "layer") said.insert(rewrite.says + " | " + rewrite.edits.front().text);
  }
  EXPECT_EQ(said, (std::set<std::string>{
                      "in `layer`, relu of the value it returns | relu(e + bias)",
                      "in `layer`, x added to the value it returns | (e + bias) + x",
                      "in `layer`, bias added to the value it returns | (e + bias) + bias",
                      "in `layer`, xt::exp's argument over n | (x) / n",
                      "in `layer`, xt::exp's argument over x.shape(0) | (x) / x.shape(0)",
                      "in `layer`, xt::exp's argument over x.shape(1) | (x) / x.shape(1)",
                      "in `layer`, xt::exp's argument over x.size() | (x) / x.size()",
                      "in `layer`, xt::exp's argument over bias.shape(0) | (x) / bias.shape(0)",
                      "in `layer`, xt::exp's argument over bias.shape(1) | (x) / bias.shape(1)",
                      "in `layer`, xt::exp's argument over bias.size() | (x) / bias.size()",
                  }));
}

// swap_variables: two tensors of one type exchanged in a call, at every
// place it names them, when no one argument holds both; swap_operands: a
// `-` or `/` with its operands in each other's places; drop_parentheses:
// only where leaving them out changes the result; replace_statement: a
// `continue` written as `break`; hoist_declaration: a variable a loop's
// body declares and initialises (not const, its initialiser reading nothing
// of the loop's), declared once before the loop; loop_index_fixed: a loop's
// index read as 0 in a view.
TEST_F(Rewrites, TensorsExchangedOperandsSwappedParenthesesLeftOutJumpsAndLoopsRewritten) {
  const nlohmann::json table = {
      {"rules",
       {{{"id", "exchanged"},
         {"kind", "swap_variables"},
         {"categories", {"tensor"}},
         {"says", "{first} <-> {second} in {callee}"}},
        {{"id", "operands"},
         {"kind", "swap_operands"},
         {"categories", {"tensor", "floating"}},
         {"operators", {"-"}},
         {"says", "{right} {op} {left}"}},
        {{"id", "parentheses"}, {"kind", "drop_parentheses"}, {"says", "{op} ({old})"}},
        {{"id", "jump"},
         {"kind", "replace_statement"},
         {"replaces", {{"continue", {"break"}}}},
         {"says", "{new} for {old}"}},
        {{"id", "hoisted"}, {"kind", "hoist_declaration"}, {"says", "{name} = {value} before {loop}"}},
        {{"id", "fixed"}, {"kind", "loop_index_fixed"}, {"inside", {"view"}}, {"says", "{index} as 0 in {callee}"}}}}};
  std::ofstream(dir_ / "model.cpp", std::ios::app) << R"(
namespace xt {
inline Grid transpose(const Grid& g) { return g; }
inline Grid dot(const Grid& a, const Grid&) { return a; }
inline Grid operator-(const Grid& a, const Grid&) { return a; }
inline Grid operator/(const Grid& a, float) { return a; }
}  // namespace xt

Grid attend(const Grid& q, const Grid& k, const Grid& v, float p, float s) {
  // YOUR CODE STARTS HERE
  Grid scores = xt::dot(q, xt::transpose(k));
  float total = 0;
  for (int i = 0; i < 2; ++i) {
    if (i == 0) continue;
    float acc = 0;
    const float one = 1;
    acc += xt::view(s, i, 1) * one;
    total += acc;
  }
  scores = (scores - v) / (1 - p) / (p * total);
  return scores;
  // YOUR CODE ENDS HERE
}
)";
  const auto rules = grader::errormodel::parse_rules(table, "rules.json");
  std::set<std::string> said;
  for (const auto& rewrite :
       grader::errormodel::find_rewrites(dir_ / "model.cpp", {"-x", "c++", "-std=c++17"}, rules)) {
    if (rewrite.function != "attend") continue;
    std::string edits;
    for (const auto& edit : rewrite.edits) edits += " [" + edit.text + "]";
    said.insert(rewrite.says + " |" + edits);
  }
  EXPECT_EQ(said, (std::set<std::string>{
                      "k <-> q in xt::dot | [k] [q]",
                      "v - scores | [v] [scores]",
                      "p - 1 | [p] [1]",
                      "/ (1 - p) | [ ] [ ]",
                      "/ (p * total) | [ ] [ ]",
                      "acc = 0 before the loop over i | [float acc = 0; ] [;]",
                      "i as 0 in xt::view | [0]",
                      "/ (scores - v) | [ ] [ ]",
                      "break for continue | [break]",
                  }));
}

// In a rewrite's copy, `T::from_shape(shape)` allocates zeros (a rewrite
// that leaves entries unwritten answers the same on every run); the body as
// written keeps it.
// The seventh round's mechanisms: a reduction over every axis (its axes
// dropped, each call alone and the body's calls of one axis together), a
// layer called as a function written out without its bias, conditions
// joined by the other of && and ||, an object's size read by its method as
// a size site, and two neighbouring expression statements done in the other
// order (a declaration, an `if` and a return stay where they are).
TEST_F(Rewrites, EveryAxisReducedLayerWithoutBiasConditionsJoinedObjectSizeAndStatementsReordered) {
  const nlohmann::json table = {
      {"rules",
       {{{"id", "every_axis"},
         {"kind", "drop_argument"},
         {"together", true},
         {"callees", {"sum", "mean"}},
         {"argument", 1u},
         {"says", "{callee} of {operand} over all, not {old}"}},
        {{"id", "no_bias"},
         {"kind", "replace_object_call"},
         {"with", "xt::linalg::dot({argument}, xt::transpose({object}.weight))"},
         {"says", "{object}({argument}) without bias"}},
        {{"id", "joined"},
         {"kind", "operator_swap"},
         {"operators", {{"&&", {"||"}}}},
         {"says", "{left} {new} {right}"}},
        {{"id", "size"}, {"kind", "size_for_another"}, {"inside", {"range"}}, {"says", "{new} for {old}"}},
        {{"id", "order"}, {"kind", "swap_statements"}, {"says", "{second} then {first}"}}}}};
  std::ofstream(dir_ / "model.cpp", std::ios::app) << R"(
struct Dense {
  float weight = 2;
  float bias = 1;
  float operator()(float v) const { return v * weight + bias; }
  unsigned long out_features() const { return 3; }
};
float project(const Dense& layer, const Grid& g, float x, bool a, bool b) {
  // YOUR CODE STARTS HERE
  float y = x;
  y += 1;
  y *= 2;
  if (a && b) return layer(y) / xt::range(0, layer.out_features());
  return xt::sum(y, 1) + xt::mean(y, 1) + xt::sum(y, 0);
  // YOUR CODE ENDS HERE
}
)";
  const auto rules = grader::errormodel::parse_rules(table, "rules.json");
  std::set<std::string> said;
  for (const auto& rewrite :
       grader::errormodel::find_rewrites(dir_ / "model.cpp", {"-x", "c++", "-std=c++17"}, rules)) {
    if (rewrite.function != "project") continue;
    std::string edits;
    for (const auto& edit : rewrite.edits) edits += " [" + edit.text + "]";
    said.insert(rewrite.says + " |" + edits);
  }
  EXPECT_EQ(said, (std::set<std::string>{
                      "xt::sum of y over all, not 1 | []",
                      "xt::mean of y over all, not 1 | []",
                      "xt::sum of y over all, not 0 | []",
                      "xt::mean and xt::sum of its input over all, not 1 | [] []",
                      "layer(y) without bias | [xt::linalg::dot(y, xt::transpose(layer.weight))]",
                      "y *= 2; then y += 1; | [y *= 2;] [y += 1;]",
                      "a || b | [||]",
                      "g.shape(0) for layer.out_features() | [g.shape(0)]",
                      "g.shape(1) for layer.out_features() | [g.shape(1)]",
                      "g.size() for layer.out_features() | [g.size()]",
                  }));
}

// The tenth round's mechanisms: an assignment that is a whole statement
// left out, said in its operator's words (a member's is the member rule's;
// one inside an `if` without braces is no statement of a block), and a
// layer rule whose `alike` groups the layers called on one input: left out
// or doubled together there, each alone elsewhere. A value too long to say
// is not said. A jump right after a plain assignment is said with what that
// assignment keeps (`says_kept`).
TEST_F(Rewrites, AnAssignmentLeftOutAndTheLayersOfOneInputTogether) {
  const nlohmann::json table = {
      {"rules",
       {{{"id", "left_out"}, {"kind", "drop_statement"}, {"statements", {"assignment"}}, {"says", "{step}{where}"}},
        {{"id", "jump"},
         {"kind", "drop_statement"},
         {"statements", {"continue"}},
         {"says", "no {statement}"},
         {"says_kept", "no {statement}: {target} stays {value}"}},
        {{"id", "no_bias"},
         {"kind", "replace_object_call"},
         {"with", "xt::linalg::dot({argument}, xt::transpose({object}.weight))"},
         {"together", true},
         {"alike", "{argument}"},
         {"site", "{object}"},
         {"says", "{object}({argument}) without bias"},
         {"says_together", "{sites} on {argument} without biases"}}}}};
  std::ofstream(dir_ / "model.cpp", std::ios::app) << R"(
struct Dense {
  float weight = 2;
  float bias = 1;
  float operator()(float v) const { return v * weight + bias; }
};
struct Block {
  Dense q, k, v;
  float total = 0;
  float run(float x, float z, int n);
};
float Block::run(float x, float z, int n) {
  // YOUR CODE STARTS HERE
  float y = q(x) + k(x) + v(z);
  for (int i = 0; i < n; ++i) {
    y += 1;
    y -= 0.5f;
    if (i == 1) {
      z = 0.0f;
      continue;
    }
    if (i == 2) continue;
  }
  y *= 2;
  y /= z;
  y = y * 2.0f + y * 3.0f + y * 4.0f + y * 5.0f + y * 6.0f + y * 7.0f + 1.0f;
  total = y;
  if (y > 0) y = 0;
  return y;
  // YOUR CODE ENDS HERE
}
)";
  const auto rules = grader::errormodel::parse_rules(table, "rules.json");
  std::set<std::string> said;
  for (const auto& rewrite :
       grader::errormodel::find_rewrites(dir_ / "model.cpp", {"-x", "c++", "-std=c++17"}, rules)) {
    if (rewrite.function != "Block::run") continue;
    std::string edits;
    for (const auto& edit : rewrite.edits) edits += " [" + edit.text + "]";
    said.insert(rewrite.says + " |" + edits);
  }
  EXPECT_EQ(said, (std::set<std::string>{
                      "1 is never added to y in the loop over i | [(void)0;]",
                      "z is never set to 0.0f in the loop over i | [(void)0;]",
                      "no continue: z stays 0.0f | [(void)0]",
                      "no continue | [(void)0]",
                      "0.5f is never subtracted from y in the loop over i | [(void)0;]",
                      "y is never multiplied by 2 | [(void)0;]",
                      "y is never divided by z | [(void)0;]",
                      "y is never written | [(void)0;]",
                      "q(x) without bias | [xt::linalg::dot(x, xt::transpose(q.weight))]",
                      "k(x) without bias | [xt::linalg::dot(x, xt::transpose(k.weight))]",
                      "v(z) without bias | [xt::linalg::dot(z, xt::transpose(v.weight))]",
                      "q and k on x without biases | [xt::linalg::dot(x, xt::transpose(q.weight))] "
                      "[xt::linalg::dot(x, xt::transpose(k.weight))]",
                  }));
}

// What each rewrite writes (written_units): the smallest call around its
// edit, with its callee's name, or else its statement, before and after, as
// the grader's lexer reads a student's function; none for statements moved.
TEST_F(Rewrites, EachRewriteNamesTheCallOrStatementItEditsAsTokenDigests) {
  const nlohmann::json table = {{"rules",
                                 {{{"id", "every_axis"},
                                   {"kind", "drop_argument"},
                                   {"written", true},
                                   {"callees", {"sum"}},
                                   {"argument", 1u},
                                   {"says", "{callee} of {operand} over all, not {old}"}},
                                  {{"id", "joined"},
                                   {"kind", "operator_swap"},
                                   {"written", true},
                                   {"operators", {{"&&", {"||"}}}},
                                   {"says", "{left} {new} {right}"}},
                                  {{"id", "size"},
                                   {"kind", "size_for_another"},
                                   {"written", true},
                                   {"inside", {"range"}},
                                   {"says", "{new} for {old}"}},
                                  {{"id", "order"}, {"kind", "swap_statements"}, {"says", "{second} then {first}"}},
                                  // Not `written`: its sentence says the effect, wherever the code makes it.
                                  {{"id", "inverted"},
                                   {"kind", "operator_swap"},
                                   {"operators", {{"/", {"*"}}}},
                                   {"says", "{left} {new} {right}"}}}}};
  std::ofstream(dir_ / "model.cpp", std::ios::app) << R"(
float project(const Grid& g, float y, bool a, bool b) {
  // YOUR CODE STARTS HERE
  y += 1;
  y *= 2;
  if (a && b) return y / xt::range(0, g.shape(1));
  return xt::sum(y, 1) + xt::sum(y, 1);
  // YOUR CODE ENDS HERE
}
)";
  // (was, its length, its count, now, its length, its count, a statement)
  auto unit = [](const std::string& was, const std::string& now, std::size_t count, bool statement = false) {
    const auto a = grader::lex_cpp(was).tokens;
    const auto b = grader::lex_cpp(now).tokens;
    return std::tuple{grader::token_run_digest(a, 0, a.size()),
                      a.size(),
                      count,
                      grader::token_run_digest(b, 0, b.size()),
                      b.size(),
                      std::size_t{0},
                      statement};
  };
  using Unit = std::tuple<std::string, std::size_t, std::size_t, std::string, std::size_t, std::size_t, bool>;
  std::map<std::string, std::vector<Unit>> written;
  const auto rules = grader::errormodel::parse_rules(table, "rules.json");
  for (const auto& rewrite :
       grader::errormodel::find_rewrites(dir_ / "model.cpp", {"-x", "c++", "-std=c++17"}, rules)) {
    if (rewrite.function != "project") continue;
    for (const auto& one : rewrite.written) {
      written[rewrite.says].emplace_back(one.was, one.was_tokens, one.count, one.now, one.now_tokens, one.now_count,
                                         one.statement);
    }
    if (rewrite.written.empty()) written[rewrite.says];
  }
  const std::map<std::string, std::vector<Unit>> expected = {
      // A call the function holds twice: a student's code with it twice has not dropped the axis.
      {"xt::sum of y over all, not 1",
       {unit("xt::sum(y, 1)", "xt::sum(y)", 2), unit("xt::sum(y, 1)", "xt::sum(y)", 2)}},
      {"a || b", {unit("if (a && b)", "if (a || b)", 1)}},
      {"g.shape(0) for g.shape(1)", {unit("xt::range(0, g.shape(1))", "xt::range(0, g.shape(0))", 1)}},
      {"g.size() for g.shape(1)", {unit("xt::range(0, g.shape(1))", "xt::range(0, g.size())", 1)}},
      // Not `written`: statements moved (the same tokens either way), an effect.
      {"y *= 2; then y += 1;", {}},
      {"y * xt::range(0, g.shape(1))", {}},
  };
  EXPECT_EQ(written, expected);
}

TEST(Schemata, ARewritesCopyAllocatesZerosWhereTheBodyAllocatesUnset) {
  const std::string text = "int f() {\n  auto t = Tensor3::from_shape({a, f(b, c)});\n  return 1;\n}\n";
  const std::size_t one = text.find('1');
  grader::errormodel::Rewrite rewrite;
  rewrite.id = 1;
  rewrite.body_begin = text.find('{');
  rewrite.body_end = text.size() - 1;
  rewrite.edits.push_back({one, one + 1, "2"});
  const std::string schemata = grader::errormodel::schemata_source(text, {rewrite});
  EXPECT_NE(schemata.find("/* rewrite 1 */ {\n  auto t = Tensor3(xt::zeros<Tensor3::value_type>({a, f(b, c)}));\n"
                          "  return 2;\n}"),
            std::string::npos)
      << schemata;
  EXPECT_NE(schemata.find("/* rewrite 0 */ {\n  auto t = Tensor3::from_shape({a, f(b, c)});\n  return 1;\n}"),
            std::string::npos)
      << schemata;
}

// So do a container declared to another's shape and xt::empty; a call that
// returns or throws one is not a declaration.
TEST(Schemata, ARewritesCopyZeroesADeclarationToAShapeAndXtEmpty) {
  const std::string text =
      "int f() {\n  Tensor3 out(values.shape());\n  xt::xtensor<float, 2> w(v(x).shape());\n"
      "  auto e = xt::empty<float>({2, 3});\n  if (a) return g(out.shape());\n  return 1;\n}\n";
  const std::size_t one = text.rfind('1');
  grader::errormodel::Rewrite rewrite;
  rewrite.id = 1;
  rewrite.body_begin = text.find('{');
  rewrite.body_end = text.size() - 1;
  rewrite.edits.push_back({one, one + 1, "2"});
  const std::string schemata = grader::errormodel::schemata_source(text, {rewrite});
  EXPECT_NE(schemata.find("/* rewrite 1 */ {\n  Tensor3 out(xt::zeros<Tensor3::value_type>(values.shape()));\n"
                          "  xt::xtensor<float, 2> w(xt::zeros<xt::xtensor<float, 2>::value_type>(v(x).shape()));\n"
                          "  auto e = xt::zeros<float>({2, 3});\n  if (a) return g(out.shape());\n  return 2;\n}"),
            std::string::npos)
      << schemata;
  EXPECT_NE(schemata.find("/* rewrite 0 */ " + text.substr(rewrite.body_begin, rewrite.body_end - rewrite.body_begin)),
            std::string::npos)
      << schemata;
}

namespace {

// What `program` prints when compiled with g++ (and `extra` appended) and
// run with `argument`.
std::string compiled_and_run(const fs::path& dir, const std::string& name, const std::string& program,
                             const std::string& argument) {
  const fs::path source = dir / (name + ".cpp");
  const fs::path binary = dir / name;
  if (!fs::exists(binary)) {
    std::ofstream(source) << program;
    const std::string compile = "g++ -std=c++17 -I" + (root / "grader/harness/include").string() + " -o " +
                                binary.string() + " " + source.string() + " 2>" + (dir / (name + ".log")).string();
    if (std::system(compile.c_str()) != 0) return "does not compile";
  }
  const fs::path out = dir / (name + "-" + argument + ".out");
  if (std::system((binary.string() + " " + argument + " >" + out.string()).c_str()) != 0) return "failed";
  return grader::read_file_bytes(out, grader::ExitCode::internal_error);
}

constexpr const char* driver = R"(
#include <cstdio>
#include <cstdlib>
namespace grader::harness {
int chosen = 0;
int selected_rewrite() noexcept { return chosen; }
}  // namespace grader::harness
int main(int argc, char** argv) {
  grader::harness::chosen = argc > 1 ? std::atoi(argv[1]) : 0;
  Model m;
  m.q.scale = 2;
  std::printf("%g %g %g %g %g", m.score(1.5f, 0.5f), m.score(0.5f, 1.5f), m.score(1.0f, 2.0f), m.total(4),
              m.total(0));
  m.resize(9);
  std::printf(" %g", m.score(1.5f, 0.5f));
  const Grid g{{3, 4}};
  std::printf(" %g\n", spread(g, 1));
}
)";

}  // namespace

TEST_F(Rewrites, TheSchemataRunEachRewriteAsTheFileWithItsEditsMade) {
  const auto rewrites = rewrites_of(dir_ / "model.cpp");
  ASSERT_FALSE(rewrites.empty());
  const std::string schemata = grader::errormodel::schemata_source(small_file, rewrites);
  const std::string original = compiled_and_run(dir_, "original", std::string(small_file) + driver, "0");
  EXPECT_EQ(compiled_and_run(dir_, "schemata", schemata + driver, "0"), original);
  for (const auto& rewrite : rewrites) {
    std::string text = small_file;
    for (auto edit = rewrite.edits.rbegin(); edit != rewrite.edits.rend(); ++edit) {
      text.replace(edit->begin, edit->end - edit->begin, edit->text);
    }
    const std::string alone = compiled_and_run(dir_, "rewrite" + std::to_string(rewrite.id), text + driver, "0");
    EXPECT_EQ(compiled_and_run(dir_, "schemata", schemata + driver, std::to_string(rewrite.id)), alone) << rewrite.says;
  }
}

TEST(Schemata, AnErrorLineIsBlamedOnTheRewriteWhoseCopyHoldsIt) {
  EXPECT_EQ(grader::errormodel::schemata_source("int f(int a) { return a; }\n", {}),
            "#include \"grader/harness/rewrite_selector.hpp\"\nint f(int a) { return a; }\n");
  const std::string body = "int g(int a, int b, int c)\n{\n  return a;\n}\n";
  Rewrite first;
  first.id = 7;
  first.body_begin = body.find('{');
  first.body_end = body.rfind('}') + 1;
  first.edits = {{body.find("a;"), body.find("a;") + 1, "b"}};
  Rewrite second = first;
  second.id = 8;
  second.edits = {{body.find("a;"), body.find("a;") + 1, "c"}};
  const std::string both = grader::errormodel::schemata_source(body, {first, second});
  EXPECT_EQ(both,
            "#include \"grader/harness/rewrite_selector.hpp\"\n"
            "int g(int a, int b, int c)\n"
            "{\n"
            "const int grader_rewrite = ::grader::harness::selected_rewrite();\n"
            "if (grader_rewrite == 7) /* rewrite 7 */ {\n"
            "  return b;\n"
            "} else\n"
            "if (grader_rewrite == 8) /* rewrite 8 */ {\n"
            "  return c;\n"
            "} else\n"
            "/* rewrite 0 */ {\n"
            "  return a;\n"
            "}\n"
            "/* rewrites end */ }\n");
  EXPECT_EQ(grader::errormodel::rewrites_at_lines(both, {6}), std::vector<int>{7});
  EXPECT_EQ(grader::errormodel::rewrites_at_lines(both, {9}), std::vector<int>{8});
  EXPECT_EQ(grader::errormodel::rewrites_at_lines(both, {6, 9, 12}), (std::vector<int>{7, 8}));
  EXPECT_EQ(grader::errormodel::rewrites_at_lines(both, {2, 13, 14}), std::vector<int>{});
}
