// Known xtensor traps read from a student's statements (never run): each
// with its file, line and exact text, and none in code that avoids them.
#include "grader/hints/code_traps.hpp"

#include <gtest/gtest.h>

#include "grader/hints/code_hints.hpp"

namespace {

const std::string header =
    "using Tensor2 = xt::xtensor<float, 2>;\n"
    "using Tensor3 = xt::xtensor<float, 3>;\n"
    "struct Attention { std::size_t hidden; std::size_t heads; };\n";

const std::string student =
    "#include \"x.hpp\"\n"
    "Tensor2 softmax_rows(const Tensor2& s) {\n"
    "  // YOUR CODE STARTS HERE\n"
    "  const Tensor2 e = xt::exp(s - xt::amax(s, {1}, xt::keep_dims));\n"
    "  return e / xt::sum(e, {1}, xt::keep_dims | xt::evaluation_strategy::immediate);\n"
    "  // YOUR CODE ENDS HERE\n"
    "}\n"
    "Tensor3 Attention::forward(const Tensor3& x) const {\n"
    "  // YOUR CODE STARTS HERE\n"
    "  const Tensor3 q = x;\n"
    "  std::size_t d = std::sqrt(x.shape(2));\n"
    "  const float scale = std::sqrt(hidden / heads);\n"
    "  Tensor3 scores = xt::linalg::dot(q, xt::transpose(x, {0, 2, 1})) * (1 / heads);\n"
    "  auto cols = xt::view(q, 0, xt::all(), xt::range(1, hidden, heads));\n"
    "  Tensor2 p = xt::linalg::dot(cols, xt::transpose(cols));\n"
    "  auto m = xt::amax(p);\n"
    "  for (std::size_t j = 0; j < d; ++j) p(0, j) = std::exp(p(0, j) - m());\n"
    "  return softmax_rows(p) + scale;\n"
    "  // YOUR CODE ENDS HERE\n"
    "}\n"
    "float helper(float v) { return v; }\n";

grader::CodeScan scan(const std::string& text) {
  const std::map<std::string, std::string> files{{"a.cpp", text}};
  return grader::scan_code(files, grader::tensor_type_ranks({header, text}), {header});
}

}  // namespace

TEST(CodeTraps, ReadsTheRanksOfTensorAliases) {
  const auto ranks = grader::tensor_type_ranks({header, "typedef xt::xtensor<double, 4> Tensor4;"});
  EXPECT_EQ(ranks, (std::map<std::string, std::size_t>{{"Tensor2", 2}, {"Tensor3", 3}, {"Tensor4", 4}}));
}

TEST(CodeTraps, NamesEachTrapWithItsFileAndLine) {
  std::vector<std::string> found;
  for (const auto& trap : scan(student).traps) found.push_back(trap.id + " in " + trap.function + ": " + trap.text);
  const std::vector<std::string> expected{
      "lazy_keep_dims in softmax_rows: a.cpp:4: xt::amax(..., xt::keep_dims) is not evaluated before the arithmetic "
      "that uses it: xtensor 0.24 computes such a lazy keep_dims reducer wrongly there (wrong values or NaN); "
      "evaluate it first (xt::eval(...), or xt::keep_dims | xt::evaluation_strategy::immediate, or assign it to a "
      "tensor type)",
      "integer_sqrt in Attention::forward: a.cpp:11: the square root is kept in an integer (d = "
      "std::sqrt(x.shape(2))): it is rounded down (sqrt(2) becomes 1); keep it a float",
      "integer_sqrt_quotient in Attention::forward: a.cpp:12: hidden / heads divides two whole numbers before the "
      "square "
      "root: a quotient that is not whole is rounded down; divide as floats (static_cast<float>(hidden) / heads)",
      "dot_more_than_2d in Attention::forward: a.cpp:13: xt::linalg::dot(q, xt::transpose(x, {0, 2, 1})) has an "
      "operand of 3 axes (q): xt::linalg::dot is numpy.dot, not torch.matmul: it sums a's last axis against b's "
      "second-to-last and pairs every other axis of a with every other axis of b (no batch axis); take 2-D slices "
      "(xt::view(t, b)) and dot those",
      "integer_division in Attention::forward: a.cpp:13: 1 / heads divides two whole numbers: the result is "
      "rounded down (0 whenever heads > 1); write 1.0f / heads",
      "strided_range in Attention::forward: a.cpp:14: xt::range(1, hidden, heads) steps by heads: it takes every "
      "heads-th index from 1, not a block of consecutive ones (xt::range(start, start + length) is a block)",
      "strided_view_to_dot in Attention::forward: a.cpp:15: xt::linalg::dot is handed a strided view (cols, an "
      "xt::range with a step): BLAS needs each matrix contiguous in memory; copy the view into a tensor first and "
      "pass that",
      "lazy_reducer_overwritten in Attention::forward: a.cpp:16: auto m = xt::amax(p) is lazy: it is computed "
      "again from p each time it is read, and line 17 overwrites p while m is still read; evaluate it once first "
      "(xt::eval(...), or a float or tensor variable)",
  };
  EXPECT_EQ(found, expected);
}

TEST(CodeTraps, CodeThatAvoidsTheTrapsHasNone) {
  const std::string fine =
      "Tensor2 softmax_rows(const Tensor2& s) {\n"
      "  const Tensor2 m = xt::amax(s, {1}, xt::keep_dims);\n"
      "  const Tensor2 e = xt::exp(s - xt::eval(xt::amax(s, {1}, xt::keep_dims)));\n"
      "  const float d = std::sqrt(static_cast<float>(s.shape(1)));\n"
      "  const std::size_t head_size = s.shape(1) / 2;\n"
      "  const float mean = 1.0f / head_size;\n"
      "  Tensor2 block = xt::view(s, xt::range(0, head_size), xt::all());\n"
      "  return xt::linalg::dot(block, xt::transpose(m)) * mean / d + e;\n"
      "}\n";
  EXPECT_TRUE(scan(fine).traps.empty());
  // Outside the fences, in a fenced file: the course's code, not the student's.
  const std::string course =
      "float f(std::size_t n) {\n  return 1 / n;\n}\n// YOUR CODE STARTS HERE\nint unused = 0;\n// YOUR CODE ENDS "
      "HERE\n";
  EXPECT_TRUE(scan(course).traps.empty());
}

TEST(CodeTraps, TheFunctionsOfAnOpAreItsOwnAndThoseItCalls) {
  const auto found = scan(student);
  EXPECT_EQ(grader::functions_for_ops(found, {"attn.forward"}, {"a.cpp"}),
            (std::vector<std::string>{"Attention::forward", "softmax_rows"}));
  EXPECT_EQ(grader::functions_for_ops(found, {"attn.softmax_rows"}, {"a.cpp"}),
            (std::vector<std::string>{"softmax_rows"}));
  // No function of the files serves the op by name: all of them.
  EXPECT_EQ(grader::functions_for_ops(found, {"attn.other"}, {"a.cpp"}),
            (std::vector<std::string>{"softmax_rows", "Attention::forward", "helper"}));
  EXPECT_TRUE(grader::functions_for_ops(found, {"attn.forward"}, {"b.cpp"}).empty());
}

TEST(CodeTraps, ATransposeWithoutAPermutationReversesEveryAxis) {
  const std::string text =
      "Tensor3 merge(const Tensor3& context) {\n"
      "  const Tensor3 swapped = xt::transpose(context);\n"
      "  const Tensor2 fine = xt::transpose(xt::view(context, 0));\n"
      "  return swapped + fine;\n"
      "}\n";
  const auto found = scan(text).traps;
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].text,
            "a.cpp:2: xt::transpose(context) without a permutation reverses all 3 axes of context (the order {2, 1, "
            "0}), unlike torch's transpose(a, b) or .mT, which swap two: give the order, as in xt::transpose(context, "
            "{0, 2, 1}) for .mT or {1, 0, 2} for transpose(0, 1)");
}

// An operand handed to dot as xt::transpose(t) is common and right: no
// trap, but listed with its line (named only with dot's shape error there).
TEST(CodeTraps, AnOperandTransposedIntoDotIsListedNotATrap) {
  const std::string text =
      "Tensor2 mix(const Tensor2& omega_c, const Tensor2& stacked) {\n"
      "  const Tensor2 a = xt::linalg::dot(xt::transpose(omega_c), stacked);\n"
      "  const Tensor2 b = xt::linalg::dot(stacked, xt::transpose(omega_c));\n"
      "  const Tensor2 c = xt::linalg::dot(xt::transpose(omega_c, {1, 0}), xt::transpose(omega_c) + 1);\n"
      "  return a + b + c;\n"
      "}\n";
  const auto found = scan(text);
  EXPECT_TRUE(found.traps.empty());
  std::vector<std::string> listed;
  for (const auto& operand : found.dot_transposes) listed.push_back(operand.id + " " + operand.text);
  EXPECT_EQ(listed, (std::vector<std::string>{
                        "dot_of_transposed_a a.cpp:2: xt::linalg::dot(xt::transpose(omega_c), stacked) transposes its "
                        "first operand, omega_c",
                        "dot_of_transposed_b a.cpp:3: xt::linalg::dot(stacked, xt::transpose(omega_c)) transposes its "
                        "second operand, omega_c"}));
}

// A hostile file (a word of 200000 letters, a stretch of 100000 characters
// without a ';') is not scanned, rather than exhaust the stack; long runs of
// blanks are read as one, and lines keep their numbers.
TEST(CodeTraps, HostileTextIsSkippedAndLongBlanksAreOne) {
  EXPECT_TRUE(scan("float f(int n) {\n  auto m = xt::amax(" + std::string(200000, 'x') + ");\n  return 1 / n;\n}\n")
                  .traps.empty());
  EXPECT_TRUE(scan("float f(int n) {\n  auto m = g(" + std::string(50000, '(') + std::string(50000, ')') +
                   ");\n  return 1 / n;\n}\n")
                  .traps.empty());
  const auto found =
      scan("float f(std::size_t n) {" + std::string(100000, ' ') + std::string(3000, '\n') + "  return 1 / n;\n}\n")
          .traps;
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].line, 3001u);
}

// An operand is read in one pass, whatever its length: a transpose of a
// lambda of 200000 characters, with a ';' every 40 (so the text is scanned),
// made std::regex recurse once per character and crash the grader.
TEST(CodeTraps, ALongOperandIsReadInOnePass) {
  std::string body;
  while (body.size() < 200000) body += "total = total + 1.0f; g(total);       ";
  const std::string text =
      "Tensor2 f(const Tensor3& x) {\n  float total = 0;\n  return xt::linalg::dot(xt::view(x, 0), xt::transpose([&] "
      "{ " +
      body + "return x; }(), {0, 2, 1}));\n}\n";
  const auto found = scan(text).traps;
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].id, "dot_more_than_2d");
  EXPECT_EQ(found[0].line, 3u);
}

namespace {

// Three tasks of one file, each served by its class's forward (ops t.first,
// t.second, t.third); `shared` is the student's helper, `uses` the forwards'
// calls of it.
std::string three_forwards(const std::string& shared, const std::string& first, const std::string& second,
                           const std::string& third) {
  return shared +
         "Tensor2 First::forward(const Tensor2& x) const {\n"
         "  // YOUR CODE STARTS HERE\n"
         "  return " +
         first +
         ";\n"
         "  // YOUR CODE ENDS HERE\n"
         "}\n"
         "Tensor2 Second::forward(const Tensor2& x) const {\n"
         "  // YOUR CODE STARTS HERE\n"
         "  return " +
         second +
         ";\n"
         "  // YOUR CODE ENDS HERE\n"
         "}\n"
         "Tensor2 Third::forward(const Tensor2& x) const {\n"
         "  // YOUR CODE STARTS HERE\n"
         "  return " +
         third +
         ";\n"
         "  // YOUR CODE ENDS HERE\n"
         "}\n";
}

grader::Manifest three_tasks() {
  grader::Manifest manifest;
  manifest.sources = {"a.cpp"};
  for (const char* op : {"t.first", "t.second", "t.third"}) {
    grader::Task task;
    task.id = std::to_string(manifest.tasks.size() + 1);
    task.sources = {"a.cpp"};
    grader::Check check;
    check.op = op;
    task.checks.push_back(check);
    manifest.tasks.push_back(task);
  }
  return manifest;
}

// Task results: 'p' passed, 'f' failed on values, 'b' lost to the build.
std::vector<grader::TaskResult> results(const std::string& outcomes) {
  std::vector<grader::TaskResult> tasks;
  for (const char outcome : outcomes) {
    grader::TaskResult task;
    task.id = std::to_string(tasks.size() + 1);
    task.max_score = 1;
    grader::CheckResult check;
    check.label = outcome == 'b' ? "build of a.cpp" : "t.op, case c";
    check.status = outcome == 'p' ? grader::CheckResult::Status::passed : grader::CheckResult::Status::failed;
    check.message = outcome == 'b' ? "your code does not compile: a.cpp line 2" : "values differ";
    task.score = outcome == 'p' ? 1 : 0;
    task.checks.push_back(check);
    tasks.push_back(task);
  }
  return tasks;
}

}  // namespace

// Failed tasks that share one function of the student's (issue 49): said
// once, naming it with its line; and never where the text does not show
// it: a passing task calls it too, the course gave it as it is, one failed
// task alone calls it, a task failed without its code running, or the call
// names a function several classes define.
TEST(CodeHints, AFunctionOfTheStudentsThatSeveralFailedTasksShareIsNamedOnce) {
  const std::string helper = "Tensor2 softmax_rows(const Tensor2& s) { return s; }\n";
  const std::string given = three_forwards("", "x", "x", "x");  // the template: no helper
  const grader::Manifest manifest = three_tasks();
  const auto notes = [&](const std::string& student, const std::string& outcomes, const std::string& template_text) {
    return grader::shared_function_notes(manifest, scan(student), scan(template_text), results(outcomes));
  };
  const std::string shared = three_forwards(helper, "softmax_rows(x)", "softmax_rows(x) * 2", "x");
  EXPECT_EQ(notes(shared, "ffp", given),
            (std::vector<std::string>{
                "Tasks 1 and 2 fail, and each of them calls softmax_rows (a.cpp line 1), a function of yours that no "
                "task that passes calls: a mistake in it costs each of these tasks, so look there first"}));
  // Three failed tasks, the third through a function of its own.
  EXPECT_EQ(notes(three_forwards(helper + "Tensor2 twice(const Tensor2& s) { return softmax_rows(s) * 2; }\n",
                                 "softmax_rows(x)", "softmax_rows(x) * 2", "twice(x)"),
                  "fff", given),
            (std::vector<std::string>{
                "Tasks 1, 2 and 3 fail, and each of them calls softmax_rows (a.cpp line 1), a function of yours that "
                "no task that passes calls: a mistake in it costs each of these tasks, so look there first"}));
  EXPECT_TRUE(notes(three_forwards(helper, "softmax_rows(x)", "softmax_rows(x) * 2", "softmax_rows(x)"), "ffp", given)
                  .empty());                          // a passing task calls it too
  EXPECT_TRUE(notes(shared, "ffp", shared).empty());  // the course's, as given
  EXPECT_TRUE(notes(shared, "fpp", given).empty());   // one failed task
  EXPECT_TRUE(notes(shared, "fbp", given).empty());   // the second did not run
  EXPECT_TRUE(notes(shared, "ffp", "").empty());      // no template to tell whose it is
  const std::string two_helpers =
      "Tensor2 One::softmax_rows(const Tensor2& s) const { return s; }\n"
      "Tensor2 Two::softmax_rows(const Tensor2& s) const { return s; }\n";
  EXPECT_TRUE(notes(three_forwards(two_helpers, "softmax_rows(x)", "softmax_rows(x) * 2", "x"), "ffp", given)
                  .empty());  // which softmax_rows? not shown
}

// A square root of a whole-number quotient agrees with a constant factor
// only where rounding down could make it: floor(q) > q / 2 for q >= 1, so
// the factor is within (1/sqrt(2), sqrt(2)); a factor of sqrt(2) or more is
// another mistake's (a division by the wrong size), and the trap is not
// said (issue 48: "divide as floats" for a division that should not be).
TEST(CodeHints, ASquareRootOfAWholeQuotientAgreesOnlyWithAFactorRoundingCouldMake) {
  const std::string student = three_forwards("", "x / std::sqrt(hidden / heads)", "x", "x");
  const grader::Manifest manifest = three_tasks();
  const auto hints = [&](std::vector<double> factors) {
    std::vector<grader::Evidence> evidence;
    std::vector<grader::CheckResult> checks;
    for (const double factor : factors) {
      grader::Evidence one;
      one.op = "t.first";
      one.diagnosis = grader::Diagnosis("scaled", "every value is scaled", grader::Diagnosis::Strength::pattern);
      one.diagnosis->factor = factor;
      evidence.push_back(one);
      grader::CheckResult check;
      check.label = "t.first, case c";
      check.status = grader::CheckResult::Status::failed;
      checks.push_back(check);
    }
    return grader::code_hints_for(manifest, manifest.tasks[0], scan(student), evidence, checks);
  };
  const std::vector<std::string> said = {
      "a.cpp:3: hidden / heads divides two whole numbers before the square root: a quotient that is not whole is "
      "rounded down; divide as floats (static_cast<float>(hidden) / heads)"};
  EXPECT_EQ(hints({1.2, 0.9}), said);         // sqrt(3 / 2) for sqrt(1.5); its inverse
  EXPECT_TRUE(hints({1.2, 1.4143}).empty());  // sqrt(2): 4 / 2 is whole
  EXPECT_TRUE(hints({1.7320508}).empty());    // sqrt(3)
  EXPECT_TRUE(hints({0.7}).empty());          // below 1/sqrt(2)
}
