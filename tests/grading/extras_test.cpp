// The rubric's extras: read from source text, never run.
#include "grader/grading/extras/extras.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>

#include "grader/grading/engine.hpp"
#include "grader/source/fences.hpp"
#include "grader/support/text.hpp"

namespace fs = std::filesystem;

namespace {

const std::string fenced_code = R"(int f() {
  // YOUR CODE STARTS HERE (~4 lines)
  const Tensor3 queries = q(x);  // [batch, seq, hidden]
  const std::size_t seq = x.shape(1);
  Tensor3 scores = xt::zeros<float>({2, 2});
  // [batch, seq, seq]
  xt::view(scores, 0) =
      xt::linalg::dot(a, b);
  for (std::size_t b = 0; b < seq; ++b) {
    out = scores
        + 1;
  }
  throw NotImplemented("Task 9");
  std::puts("a=b");
  if (seq == 2 || seq >= 3) f(seq);
  return scores;
  // YOUR CODE ENDS HERE
}
)";

}  // namespace

TEST(Extras, FindsTheStudentRegions) {
  const auto regions = grader::student_regions(fenced_code);
  ASSERT_EQ(regions.size(), 1u);
  EXPECT_EQ(regions[0].first_line, 3u);
  EXPECT_EQ(regions[0].last_line, 16u);
}

// Line 5 has no comment, line 10 starts a two-line statement without one;
// line 4 is a scalar, line 7 has the comment line above it, lines 14 and 15
// assign nothing ('=' in a string, ==, >=) and line 16 returns a tensor that
// exists already (it makes none).
TEST(Extras, ListsTensorStatementsWithoutAShapeComment) {
  EXPECT_EQ(grader::lines_missing_shape_comments(fenced_code), (std::vector<std::size_t>{5, 10}));
}

// The rule is "each line that creates or reshapes a tensor": a return that
// passes on tensors which already exist (a name, in parentheses, moved, a
// member, several in braces, nothing at all) makes none and needs no
// comment; a return that calls or computes makes one and needs it, as does
// a declaration that copies (a new tensor) and an assignment that computes.
TEST(Extras, AReturnNeedsAShapeCommentOnlyWhenItMakesATensor) {
  const std::string returns = R"(Tensor3 f(const Tensor3& x) {
  // YOUR CODE STARTS HERE
  return output;
  return (output);
  return std::move(output);
  return result.first;
  return this->cache;
  return {output, probs};
  return std::make_pair(output, probs);
  return;
  return 0;
  if (dropout.is_training()) return output;
  return attend(q, k, v);
  return output * 2.0f;
  return {mix(merged), probs};
  return xt::transpose(output);
  return forward_with_attention(x).first;
  return std::move(output * 2.0f);
  if (dropout.is_training()) return forward_with_attention(x).first;
  return attend(q, k, v);  // [batch, seq, hidden]
  // [batch, seq, hidden]
  return output * 2.0f;
  return {mix(merged),  // [batch, seq, hidden]
          probs};
  Tensor3 copy = output;
  // YOUR CODE ENDS HERE
}
)";
  // Lines 3 to 12 pass tensors on (or nothing); 13 to 19 compute without a
  // comment; 20 to 24 compute with one; 25 copies into a new tensor.
  EXPECT_EQ(grader::lines_missing_shape_comments(returns), (std::vector<std::size_t>{13, 14, 15, 16, 17, 18, 19, 25}));
}

// A correct loop implementation: its scalar accumulations and element writes
// need no shape comment (the student guide says so); its tensors do.
TEST(Extras, ScalarStatementsOfLoopsNeedNoShapeComment) {
  const std::string loops = R"(Tensor3 f(const Tensor3& x) {
  // YOUR CODE STARTS HERE
  const auto seq = x.shape(1);
  auto scale = 1.0 / std::sqrt(double(seq));
  Tensor3 out = Tensor3::from_shape({2, seq, seq});  // [batch, seq, seq]
  std::vector<double> weights(seq);
  double top = -INFINITY;
  for (std::size_t i = 0; i < seq; ++i) {
    double acc = 0;
    for (std::size_t j = 0; j < seq; ++j) acc += x(0, i, j) * scale;
    top = std::max(top, acc);
    weights[i] = acc;
    out(0, i, i) = float(acc);
    out(1, i, i) *= 2.0f;
  }
  xt::view(out, 0) = xt::view(out, 1);
  out = out * 2.0f;
  Tensor3 copy = out;
  return copy;
  // YOUR CODE ENDS HERE
}
)";
  // Line 16 (a view), line 17 (the tensor out, though indexed elsewhere) and
  // 18 make tensors without a comment; every scalar line is exempt, and so
  // is line 19, which returns the tensor of line 18.
  EXPECT_EQ(grader::lines_missing_shape_comments(loops), (std::vector<std::size_t>{16, 17, 18}));
}

TEST(Extras, CountsTheStatementsOfAFunctionBody) {
  const std::string text = R"(
Tensor3 SelfAttention::forward(const Tensor3& x) const;  // a declaration is not the definition
// SelfAttention::forward(x) in a comment
Tensor3 SelfAttention::forward(const Tensor3& x) const {
  const auto s = ";;";  // strings and comments; do not count
  for (int i = 0; i < 3; ++i) { f(i); }
  /* ; */ return g(x, [](int a) { return a; });
}
int other() { return 1; }
)";
  EXPECT_EQ(grader::count_statements(text, "SelfAttention::forward"), 3);  // the lambda's return is inside g( )
  EXPECT_EQ(grader::count_statements(text, "MultiHeadSelfAttention::forward"), -1);
  // A comment or a string that looks like a short definition is not one (a
  // red team's "// See SelfAttention::forward() {} below." earned the bonus).
  const std::string decoy =
      "// See SelfAttention::forward() {} below.\n"
      "const char* s = \"SelfAttention::forward() {}\";\n" +
      text;
  EXPECT_EQ(grader::count_statements(decoy, "SelfAttention::forward"), 3);
  EXPECT_EQ(grader::count_statements("/* SelfAttention::forward() {} */", "SelfAttention::forward"), -1);
}

// Issue 51: the count reads the code the compiler reads. A one-statement
// decoy SelfAttention::forward above the real nine-statement one earned "at
// most 3 statements" (11 / 10) from inside `#if 0`, from another namespace
// (a class of the file's own of that name, or an alias), and a body that is
// one immediately invoked lambda counted as one statement.
TEST(Extras, ADecoyTheCompilerNeverReadsIsNotCounted) {
  const std::string real =
      "namespace attention {\n"
      "Tensor3 SelfAttention::forward(const Tensor3& x) const {\n"
      "  a(); b(); c(); d(); e(); f(); g(); h();\n"
      "  return i(x);\n"
      "}\n"
      "}  // namespace attention\n";
  const std::string decoy = "Tensor3 SelfAttention::forward(const Tensor3& x) const { return x; }\n";
  EXPECT_EQ(grader::count_statements(real, "SelfAttention::forward"), 9);
  EXPECT_EQ(grader::count_statements("namespace attention {\n" + decoy + "}\n", "SelfAttention::forward"), 1);
  const std::vector<std::pair<std::string, std::string>> decoys = {
      {"#if 0", "namespace attention {\n#if 0\n" + decoy + "#endif\n}\n"},
      {"#if false ... #else", "#if false\nnamespace attention {\n" + decoy + "}\n#else\n#endif\n"},
      {"#else of #if 1", "namespace attention {\n#if 1\n#else\n" + decoy + "#endif\n}\n"},
      {"#ifndef of a macro the file defines",
       "#define SEEN\n#ifndef SEEN\nnamespace attention {\n" + decoy + "}\n#endif\n"},
      {"#if 0 with a continued line", "#if \\\n  0\nnamespace attention {\n" + decoy + "}\n#endif\n"},
      {"another namespace with a class of that name",
       "namespace decoy {\nstruct SelfAttention {\n  Tensor3 forward(const Tensor3& x) const;\n};\n" + decoy + "}\n"},
      {"an alias of another class",
       "namespace decoy {\nstruct Fake {\n  Tensor3 forward(const Tensor3& x) const;\n};\nusing SelfAttention = "
       "Fake;\n}\n"
       "Tensor3 decoy::SelfAttention::forward(const Tensor3& x) const { return x; }\n"},
      // Where the text does not decide (a macro of the command line), both
      // branches may be read: the longer counts, a decoy never shortens it.
      {"#ifdef of an unknown macro", "#ifdef NEVER_DEFINED\nnamespace attention {\n" + decoy + "}\n#else\n"},
  };
  for (const auto& [what, text] : decoys) {
    const std::string whole = text + real + (what == "#ifdef of an unknown macro" ? "#endif\n" : "");
    EXPECT_EQ(grader::count_statements(whole, "SelfAttention::forward"), 9) << what;
  }
  // A body that is one statement wrapping a lambda counts the lambda's.
  const std::string statements = "a(); b(); c(); d(); e(); f(); g(); h(); return i(x);";
  for (const std::string& wrapped :
       {"return [&] { " + statements + " }();", "return std::invoke([&]() -> Tensor3 { " + statements + " });",
        "return ([&]() mutable noexcept { " + statements + " })();", "[&] { " + statements + " }();"}) {
    EXPECT_EQ(
        grader::count_statements("Tensor3 SelfAttention::forward(const Tensor3& x) const {\n  " + wrapped + "\n}\n",
                                 "SelfAttention::forward"),
        9)
        << wrapped;
  }
  EXPECT_EQ(grader::count_statements("Tensor3 SelfAttention::forward(const Tensor3& x) const {\n"
                                     "  return attend(x, [](const Tensor3& s) { return softmax(s); });\n}\n",
                                     "SelfAttention::forward"),
            1);
}

class ExtrasOnFiles : public testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("grader-extras-" + std::to_string(::getpid()));
    fs::create_directories(dir_);
    std::ofstream(dir_ / ".clang-format") << "BasedOnStyle: Google\nColumnLimit: 120\n";
  }
  void TearDown() override { fs::remove_all(dir_); }
  grader::Manifest manifest_with(grader::Extra extra) {
    grader::Manifest manifest;
    manifest.sources = {"a.cpp"};
    manifest.extras.push_back(std::move(extra));
    return manifest;
  }
  fs::path dir_;
};

// Issue 51's attack on the course's own file: the published solution with
// a one-statement decoy in `#if 0` above its forward, and with the whole
// body wrapped in an immediately invoked lambda: no bonus either way.
TEST_F(ExtrasOnFiles, TheIfZeroDecoyAndTheLambdaWrapperEarnNoBonus) {
  std::ifstream in(GRADER_TEST_PROJECT_ROOT "/solutions/attention/self_attention.cpp");
  const std::string solution((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const std::string head = "Tensor3 SelfAttention::forward(const Tensor3& x) const {\n";
  const auto at = solution.find(head);
  ASSERT_NE(at, std::string::npos);
  grader::Extra extra;
  extra.id = "short_forward";
  extra.kind = "max_statements";
  extra.points = 1;
  extra.files = {"self_attention.cpp"};
  extra.settings = {{"function", "SelfAttention::forward"}, {"max_statements", 3}};
  const auto grade = [&](const std::string& text) {
    std::ofstream(dir_ / "self_attention.cpp") << text;
    return grader::evaluate_extras(manifest_with(extra), dir_, dir_ / ".clang-format").at(0);
  };
  const auto plain = grade(solution);
  EXPECT_EQ(plain.status, grader::ExtraResult::Status::not_met);
  EXPECT_EQ(plain.message, "SelfAttention::forward has 8 statements; at most 3 earns this");
  std::string decoy = solution;
  decoy.insert(at, "#if 0\n" + head + "  return x;\n}\n#endif\n\n");
  const auto decoyed = grade(decoy);
  EXPECT_EQ(decoyed.status, grader::ExtraResult::Status::not_met);
  EXPECT_EQ(decoyed.points, 0);
  EXPECT_EQ(decoyed.message, "SelfAttention::forward has 8 statements; at most 3 earns this");
  // The body wrapped: `return [&] { ... }();`.
  std::string wrapped = solution;
  const std::size_t open = at + head.size();
  const std::size_t close = wrapped.find("\n}\n", open);
  ASSERT_NE(close, std::string::npos);
  wrapped.insert(close, "\n  }();");
  wrapped.insert(open, "  return [&] {\n");
  const auto lambda = grade(wrapped);
  EXPECT_EQ(lambda.status, grader::ExtraResult::Status::not_met);
  EXPECT_EQ(lambda.message, "SelfAttention::forward has 8 statements; at most 3 earns this");
  // The short forward the bonus is for still earns it.
  std::string short_one = solution;
  short_one.replace(open, close - open, "  return x;");
  const auto bonus = grade(short_one);
  EXPECT_EQ(bonus.status, grader::ExtraResult::Status::met);
  EXPECT_EQ(bonus.points, 1);
  EXPECT_EQ(bonus.message, "SelfAttention::forward has 1 statements (at most 3 earns this)");
}

TEST_F(ExtrasOnFiles, ClangFormatLooksOnlyInsideTheFences) {
  std::ofstream(dir_ / "a.cpp") << "int   outside_is_not_checked;\n"
                                   "void f() {\n"
                                   "  // YOUR CODE STARTS HERE\n"
                                   "  int   x = 1;\n"
                                   "  int y = 2;\n"
                                   "  // YOUR CODE ENDS HERE\n"
                                   "}\n";
  grader::Extra extra;
  extra.id = "style";
  extra.kind = "clang_format";
  extra.points = -1;
  extra.files = {"a.cpp"};
  const auto results = grader::evaluate_extras(manifest_with(extra), dir_, dir_ / ".clang-format");
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].status, grader::ExtraResult::Status::not_met);
  EXPECT_EQ(results[0].points, -1);
  EXPECT_EQ(results[0].message,
            "1 line differs from clang-format's layout (a.cpp:4): run `clang-format -i` on your files");
}

// "// clang-format off" (or "/* clang-format off */") in the fences exempts
// nothing: the student's lines are formatted as if the switches were plain
// comments, so unformatted code behind them still costs the point.
TEST_F(ExtrasOnFiles, ClangFormatOffInsideTheFencesIsIgnored) {
  std::ofstream(dir_ / "a.cpp") << "int   outside_is_not_checked;\n"
                                   "void f() {\n"
                                   "  // YOUR CODE STARTS HERE\n"
                                   "  // clang-format off\n"
                                   "  int   x = 1;\n"
                                   "  // clang-format on\n"
                                   "  /* clang-format off */ int   y = 2;\n"
                                   "  int z   = 3;\n"
                                   "  // YOUR CODE ENDS HERE\n"
                                   "}\n";
  std::ofstream(dir_ / "b.cpp") << "void g() {\n"
                                   "  // YOUR CODE STARTS HERE\n"
                                   "  // clang-format off\n"
                                   "  int x = 1;\n"
                                   "  /* clang-format on */\n"
                                   "  // YOUR CODE ENDS HERE\n"
                                   "}\n";
  grader::Extra extra;
  extra.id = "style";
  extra.kind = "clang_format";
  extra.points = -1;
  extra.files = {"a.cpp"};
  auto results = grader::evaluate_extras(manifest_with(extra), dir_, dir_ / ".clang-format");
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].status, grader::ExtraResult::Status::not_met);
  EXPECT_EQ(results[0].points, -1);
  EXPECT_EQ(results[0].message,
            "3 lines differ from clang-format's layout (a.cpp:5, a.cpp:7, a.cpp:8): run `clang-format -i` on your "
            "files");
  // Formatted code with the switches left in: the switches themselves cost nothing.
  extra.files = {"b.cpp"};
  results = grader::evaluate_extras(manifest_with(extra), dir_, dir_ / ".clang-format");
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].status, grader::ExtraResult::Status::met);
  EXPECT_EQ(results[0].message, "your code follows the course's .clang-format");
}

// Deleting the fence comments checks the whole file, not nothing: the
// style and the shape comments of code that was fenced still count.
TEST_F(ExtrasOnFiles, AFileWithoutItsFencesIsCheckedWhole) {
  std::ofstream(dir_ / "c.cpp") << "// clang-format off\n"
                                   "Tensor f(const Tensor& x) {\n"
                                   "  Tensor   y = x * 2;\n"
                                   "  return y;\n"
                                   "}\n";
  grader::Extra style;
  style.id = "style";
  style.kind = "clang_format";
  style.points = -1;
  style.files = {"c.cpp"};
  auto results = grader::evaluate_extras(manifest_with(style), dir_, dir_ / ".clang-format");
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].status, grader::ExtraResult::Status::not_met);
  EXPECT_EQ(results[0].message,
            "1 line differs from clang-format's layout (c.cpp:3): run `clang-format -i` on your files");
  EXPECT_EQ(grader::lines_missing_shape_comments("Tensor f(const Tensor& x) {\n"
                                                 "  Tensor y = x * 2;\n"
                                                 "  return y;\n"
                                                 "}\n"),
            (std::vector<std::size_t>{2}));
}

// A switch outside the fences that leaves formatting off where they begin
// (the student owns the whole file) is disarmed too; the course's off/on
// pair around its own code is left as it is, and so is a "clang-format off"
// in a string.
TEST_F(ExtrasOnFiles, ClangFormatOffOutsideTheFencesDoesNotReachIntoThem) {
  const std::string text =
      "// clang-format off\n"
      "int   table[] = {1,2,\n"
      "   3};\n"
      "// clang-format on\n"
      "const char* s = \"// clang-format off\";\n"
      "void f() {\n"
      "  // clang-format off\n"
      "  /* clang-format off */\n"
      "  // YOUR CODE STARTS HERE\n"
      "  int   x = 1;\n"
      "  // YOUR CODE ENDS HERE\n"
      "  // clang-format on\n"
      "}\n";
  EXPECT_EQ(grader::without_format_switches(text),
            "// clang-format off\n"
            "int   table[] = {1,2,\n"
            "   3};\n"
            "// clang-format on\n"
            "const char* s = \"// clang-format off\";\n"
            "void f() {\n"
            "  // clang_format off\n"
            "  /* clang_format off */\n"
            "  // YOUR CODE STARTS HERE\n"
            "  int   x = 1;\n"
            "  // YOUR CODE ENDS HERE\n"
            "  // clang-format on\n"
            "}\n");
  std::ofstream(dir_ / "a.cpp") << text;
  grader::Extra extra;
  extra.id = "style";
  extra.kind = "clang_format";
  extra.points = -1;
  extra.files = {"a.cpp"};
  const auto results = grader::evaluate_extras(manifest_with(extra), dir_, dir_ / ".clang-format");
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].status, grader::ExtraResult::Status::not_met);
  EXPECT_EQ(results[0].message,
            "1 line differs from clang-format's layout (a.cpp:10): run `clang-format -i` on your files");
}

// The report's own words for a file whose only uncommented statement is
// `return output;`: met, no deduction; with a computed return, the line.
TEST_F(ExtrasOnFiles, ShapeCommentsChargeNoReturnOfAnExistingTensor) {
  std::ofstream(dir_ / "a.cpp") << "Tensor3 f(const Tensor3& x) {\n"
                                   "  // YOUR CODE STARTS HERE\n"
                                   "  Tensor3 output = x * 2.0f;  // [batch, seq, hidden]\n"
                                   "  return output;\n"
                                   "  // YOUR CODE ENDS HERE\n"
                                   "}\n";
  std::ofstream(dir_ / "b.cpp") << "Tensor3 f(const Tensor3& x) {\n"
                                   "  // YOUR CODE STARTS HERE\n"
                                   "  return x * 2.0f;\n"
                                   "  // YOUR CODE ENDS HERE\n"
                                   "}\n";
  grader::Extra extra;
  extra.id = "shapes";
  extra.kind = "shape_comments";
  extra.points = -1;
  extra.files = {"a.cpp"};
  auto results = grader::evaluate_extras(manifest_with(extra), dir_, dir_ / ".clang-format");
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].status, grader::ExtraResult::Status::met);
  EXPECT_EQ(results[0].points, 0);
  EXPECT_EQ(results[0].message, "every statement that makes a tensor has a shape comment");
  extra.files = {"a.cpp", "b.cpp"};
  results = grader::evaluate_extras(manifest_with(extra), dir_, dir_ / ".clang-format");
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].status, grader::ExtraResult::Status::not_met);
  EXPECT_EQ(results[0].points, -1);
  EXPECT_EQ(results[0].message, "1 statement has no shape comment such as \"// [batch, seq, hidden]\": b.cpp:3");
}

TEST_F(ExtrasOnFiles, ManualItemsShowTheAnswersUnderTheirLabels) {
  std::ofstream(dir_ / "answers.md") << "# Questions\n\n## Q1\n<!-- YOUR CODE STARTS HERE: answer Q1 -->\n"
                                        "It gets sharper.\n<!-- YOUR CODE ENDS HERE -->\n"
                                        "## Q2\n<!-- YOUR CODE STARTS HERE: answer Q2 -->\n_Your answer._\n"
                                        "<!-- YOUR CODE ENDS HERE -->\n";
  grader::Extra extra;
  extra.id = "questions";
  extra.kind = "manual";
  extra.files = {"answers.md"};
  const auto results = grader::evaluate_extras(manifest_with(extra), dir_, dir_ / ".clang-format");
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].status, grader::ExtraResult::Status::manual);
  EXPECT_EQ(results[0].message, "needs manual review");
  EXPECT_EQ(results[0].text, "answer Q1:\n  It gets sharper.\nanswer Q2: (not answered)");
  fs::remove(dir_ / "answers.md");
  EXPECT_EQ(grader::evaluate_extras(manifest_with(extra), dir_, dir_ / ".clang-format")[0].text,
            "(answers.md is missing)");
}

// An answers.md saved in Latin-1 on Windows, with an escape sequence: the
// text is valid UTF-8 (each Latin-1 letter a U+FFFD), without the escape or
// the carriage returns, so a batch record's strict JSON dump cannot throw.
TEST_F(ExtrasOnFiles, ManualAnswersInAnyEncodingBecomeValidUtf8) {
  std::ofstream(dir_ / "answers.md", std::ios::binary)
      << "## Q1\r\n<!-- YOUR CODE STARTS HERE: answer Q1 -->\r\nLa t\xE2"
         "che est r\xE9solue \x1B[2J\x1B[31mvite.\r\n"
         "<!-- YOUR CODE ENDS HERE -->\r\n";
  grader::Extra extra;
  extra.id = "questions";
  extra.kind = "manual";
  extra.files = {"answers.md"};
  const auto results = grader::evaluate_extras(manifest_with(extra), dir_, dir_ / ".clang-format");
  ASSERT_EQ(results.size(), 1u);
  // Latin-1 read as Latin-1, the escape sequences dropped.
  EXPECT_EQ(results[0].text, "answer Q1:\n  La tâche est résolue vite.");
  EXPECT_EQ(nlohmann::json({{"text", results[0].text}}).dump(),
            "{\"text\":\"answer Q1:\\n  La tâche est résolue vite.\"}");
}

// A bonus that needs a task: a short but wrong forward earns nothing.
TEST(Extras, ABonusNeedsItsTaskToPass) {
  grader::GradeReport report;
  grader::TaskResult task;
  task.id = "1.2";
  task.max_score = 3;
  task.score = 0;
  report.tasks.push_back(task);
  grader::ExtraResult bonus{"short", "Bonus", grader::ExtraResult::Status::met, 1, 1, "2 statements", "", {"1.2"}};
  grader::ExtraResult style{"style", "Style", grader::ExtraResult::Status::not_met, -1, -1, "1 line", "", {}};
  grader::add_extras(report, {bonus, style});
  EXPECT_EQ(report.score, 0);  // never below 0
  EXPECT_EQ(report.extras[0].status, grader::ExtraResult::Status::not_met);
  EXPECT_EQ(report.extras[0].message, "earned only when Task 1.2 passes");
  report.tasks[0].score = 3;
  report.score = 3;
  grader::add_extras(report, {bonus, style});
  EXPECT_EQ(report.score, 3);  // +1 - 1
}
