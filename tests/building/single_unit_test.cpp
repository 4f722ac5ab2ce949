// When batch grading may compile a submission's files as one unit: never
// when a file could see a name another declares.
#include "grader/building/single_unit.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

namespace {

using grader::IncludeLine;
using grader::scan_source;
using grader::single_unit_order;

std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// What the attention assignment's precompiled header brings (and <vector>,
// which xtensor includes).
bool precompiled(const IncludeLine& include) {
  for (const char* header :
       {"cmath", "vector", "xtensor/xview.hpp", "xtensor/xmath.hpp", "xtensor-blas/xlinalg.hpp", "attention.hpp"}) {
    if (include.header == header) return true;
  }
  return false;
}

using Files = std::vector<std::pair<std::string, std::string>>;

TEST(SingleUnit, MemberDefinitionsAndHelpersInANamespaceAreNamedDeclarations) {
  const auto scan = scan_source(R"(// a comment with using namespace std;
/* and #define X in a block comment */
#include <cmath>
#include "attention.hpp"
namespace attention {
namespace {
const float kEps = 1e-6f;   // ' " are fine in comments
Tensor2 softmax_rows(const Tensor2& s) { return s; }
struct Helper : Base { int x = 1'000; };
using Row = xt::xtensor<float, 1>;
using xt::linalg::dot;
}  // namespace
SelfAttention::SelfAttention(std::size_t a, std::size_t b) : q_(a, b), v_{a, b} { throw NotImplemented("Task 1.1: {"); }
Tensor3 SelfAttention::forward(const Tensor3& x) const {
  using namespace xt;  // inside a body: no one else sees it
  struct Local {};
  char c = '}';
  return x;
}
SelfAttention::~SelfAttention() = default;
}  // namespace attention
)");
  EXPECT_TRUE(scan.only_named_declarations) << scan.why_not;
  EXPECT_EQ(scan.declared, (std::set<std::string>{"kEps", "softmax_rows", "Helper", "Row", "dot"}));
  ASSERT_EQ(scan.includes.size(), 2U);
  EXPECT_EQ(scan.includes[0].header, "cmath");
  EXPECT_FALSE(scan.includes[0].quoted);
  EXPECT_EQ(scan.includes[1].header, "attention.hpp");
  EXPECT_TRUE(scan.includes[1].quoted);
  EXPECT_EQ(scan.identifiers.count("forward"), 1U);
  EXPECT_EQ(scan.identifiers.count("X"), 0U) << "comments name nothing";
}

TEST(SingleUnit, WhatCouldReachAnotherFileUnnamedIsRefused) {
  const std::vector<std::pair<std::string, std::string>> refused = {
      {"#define EPS 1e-6f\n", "a preprocessor line other than #include: #define EPS 1e-6f"},
      {"#pragma once\n", "a preprocessor line other than #include: #pragma once"},
      {"using namespace xt;\n", "a using-directive"},
      {"namespace attention { using namespace xt; }\n", "a using-directive"},
      {"using enum Axis;\n", "using enum"},
      {"template <class T> T twice(T x) { return x + x; }\n", "template at namespace scope"},
      {"typedef float real;\n", "typedef at namespace scope"},
      {"enum Axis { rows, cols };\n", "enum at namespace scope"},
      {"Tensor2 operator+(const A& a, const A& b) { return a; }\n", "operator at namespace scope"},
      {"extern \"C\" { int f(); }\n", "extern at namespace scope"},
      {"float SelfAttention::scale(int n = 3) { return n; }\n", "a default argument in the definition of scale"},
      {"int a = 1, b = 2;\n", "a declaration of several names"},
      {"float (*pick)(float) = nullptr;\n", "a declaration whose name is not plain"},
      {"struct P *make(int n) { return nullptr; }\n", "struct P *"},
      {"struct { int x; } point;\n", "an unnamed struct"},
      {"namespace fast = attention;\n", "a namespace alias"},
      {"const char* s = R\"(raw)\";\n", "a raw string literal"},
      {"namespace attention {\n", "an unclosed namespace"},
      {"namespace attention <% int helper; %>\n", "a digraph"},
      {"#def\\\nine X 1\n", "a preprocessor line other than #include: #define X 1"},
      {"static_assert(sizeof(float) == 4);\n", "a declaration whose name is not plain"},
      {"float scale(int n) { return n; }\n", "scale declared outside a named namespace"},
      {"namespace { float dot(float a) { return a; } }\n", "dot declared outside a named namespace"},
      {"namespace attention { void swap(Linear& a, Linear& b) {} }\n", "a function or variable named swap"},
  };
  for (const auto& [text, why] : refused) {
    const auto scan = scan_source(text);
    EXPECT_FALSE(scan.only_named_declarations) << text;
    EXPECT_EQ(scan.why_not, why) << text;
  }
}

TEST(SingleUnit, TheCommittedSolutionAndTemplateCompileAsOneInTheManifestsOrder) {
  for (const std::string folder : {"solutions/attention/", "student_template/attention/"}) {
    const Files files = {{"self_attention.cpp", slurp(GRADER_TEST_PROJECT_ROOT "/" + folder + "self_attention.cpp")},
                         {"multi_head_self_attention.cpp",
                          slurp(GRADER_TEST_PROJECT_ROOT "/" + folder + "multi_head_self_attention.cpp")}};
    std::string why_not;
    EXPECT_EQ(single_unit_order(files, precompiled, &why_not),
              (std::vector<std::string>{"self_attention.cpp", "multi_head_self_attention.cpp"}))
        << folder << ": " << why_not;
  }
}

TEST(SingleUnit, ANameOneFileDeclaresAndAnotherMentionsKeepsThemApart) {
  const std::string helper =
      "namespace attention { namespace { Tensor2 softmax_rows(const Tensor2& s) { return s; } } }\n";
  const std::string user = "namespace attention { Tensor2 f(const Tensor2& s) { return softmax_rows(s); } }\n";
  std::string why_not;
  // The user after the helper would see it; the reverse order is fine.
  EXPECT_EQ(single_unit_order({{"a.cpp", helper}, {"b.cpp", user}}, precompiled, &why_not),
            (std::vector<std::string>{"b.cpp", "a.cpp"}));
  // Both declare names the other mentions: no order keeps them apart.
  const std::string other = "namespace attention { Tensor2 softmax_rows(int n) { return f(n); } }\n";
  EXPECT_TRUE(single_unit_order({{"a.cpp", user}, {"b.cpp", other}}, precompiled, &why_not).empty());
  EXPECT_EQ(why_not, "a.cpp declares f, which b.cpp mentions");
  // A #define is refused even when no one uses it.
  EXPECT_TRUE(
      single_unit_order({{"a.cpp", "#define X 1\n"}, {"b.cpp", "#define Y 2\n"}}, precompiled, &why_not).empty());
  EXPECT_EQ(why_not, "a.cpp: a preprocessor line other than #include: #define X 1");
}

TEST(SingleUnit, ANameSplitByABackslashNewlineIsOneName) {
  const std::string helper = "namespace attention { float frank_scale(int n) { return n; } }\n";
  const std::string user =
      "namespace attention { float g() { return frank_\\\nscale(4) + frank_\\  \r\nscale(2); } }\n";
  EXPECT_EQ(scan_source(user).identifiers.count("frank_scale"), 1U);
  EXPECT_EQ(scan_source(user).identifiers.count("frank_"), 0U);
  std::string why_not;
  EXPECT_EQ(single_unit_order({{"a.cpp", helper}, {"b.cpp", user}}, precompiled, &why_not),
            (std::vector<std::string>{"b.cpp", "a.cpp"}));
}

TEST(SingleUnit, AHeaderThePrecompiledHeaderLacksKeepsTheFilesApart) {
  // <numeric> could give the later file std::accumulate it never included.
  const Files files = {{"a.cpp", "#include <numeric>\n"}, {"b.cpp", "#include <iostream>\n"}};
  std::string why_not;
  EXPECT_TRUE(single_unit_order(files, precompiled, &why_not).empty());
  EXPECT_EQ(why_not, "a.cpp: includes numeric, which the precompiled header does not");
}

TEST(SingleUnit, AFileThatCannotBeReadToItsEndCannotComeLater) {
  // Its mentions after the raw string are unknown.
  const Files files = {{"a.cpp", "namespace attention { int helper; }\n"},
                       {"b.cpp", "auto s = R\"(x)\"; int g = helper;\n"}};
  std::string why_not;
  EXPECT_TRUE(single_unit_order(files, precompiled, &why_not).empty());
  EXPECT_EQ(why_not, "b.cpp: a raw string literal");
}

}  // namespace

// A preprocessor line is read in one pass, whatever its length: a megabyte
// word in a #define (std::regex recursed once per character and crashed the
// grader, and with it a whole batch) is refused like any #define.
TEST(SingleUnit, AMegabyteDirectiveIsReadInOnePass) {
  const std::string word(1U << 20, 'a');
  const auto scan = scan_source("#define X " + word + " 1e5\n#  include \"b.hpp\"  \n#include <" + word + ">\n");
  EXPECT_EQ(scan.why_not.substr(0, 64), "a preprocessor line other than #include: #define X aaaaaaaaaaaaa");
  EXPECT_EQ(scan.identifiers, (std::set<std::string>{"define", "X", word, "e5", "include", "b", "hpp"}));
  ASSERT_EQ(scan.includes.size(), 2U);
  EXPECT_EQ(scan.includes[0].header, "b.hpp");
  EXPECT_TRUE(scan.includes[0].quoted);
  EXPECT_EQ(scan.includes[1].header, word);
  EXPECT_FALSE(scan.includes[1].quoted);
  for (const std::string text : {"#include\n", "#include <>\n", "#include <a.hpp> x\n", "#includes <a.hpp>\n"}) {
    EXPECT_TRUE(scan_source(text).includes.empty()) << text;
  }
}
