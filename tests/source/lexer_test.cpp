// grader/source: the one reader of C++ text (issue 47). One table of hostile
// inputs for the lexer, then each former hand scanner's use read through it:
// single_unit.cpp's `lex` (scan_source), code_traps.cpp's `code_only`,
// extras.cpp's `code_and_comment` and `without_literals` (shape comments),
// `comments_of` (clang-format switches) and the statement count,
// error_model.cpp's `code_without_comments`, region_repair.cpp's
// `bracket_balance`, and the fence grammar (release.cpp, extras.cpp's labels).
#include "grader/source/lexer.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "grader/assessment/error_model.hpp"
#include "grader/building/region_repair.hpp"
#include "grader/building/single_unit.hpp"
#include "grader/course/release.hpp"
#include "grader/grading/extras/extras.hpp"
#include "grader/source/fences.hpp"
#include "grader/source/readers.hpp"
#include "grader/support/course_layout.hpp"

namespace {

using grader::Token;
using grader::TokenKind;

// Every token and comment of the text in order of their offsets, one word
// each: I identifier, N number, S string or character literal, P
// punctuator, D directive, / comment; then ':' and the token's text.
std::string summary(const std::string& text) {
  const grader::LexedText lexed = grader::lex_cpp(text);
  std::vector<Token> all = lexed.tokens;
  all.insert(all.end(), lexed.comments.begin(), lexed.comments.end());
  std::stable_sort(all.begin(), all.end(), [](const Token& a, const Token& b) { return a.begin < b.begin; });
  std::string out;
  for (const Token& token : all) {
    const char kind = token.kind == TokenKind::identifier  ? 'I'
                      : token.kind == TokenKind::number    ? 'N'
                      : grader::is_literal(token)          ? 'S'
                      : token.kind == TokenKind::directive ? 'D'
                      : grader::is_comment(token)          ? '/'
                                                           : 'P';
    out += (out.empty() ? "" : " ") + std::string(1, kind) + ":" + token.text;
  }
  return out;
}

struct Hostile {
  const char* what;
  std::string text;
  std::string tokens;
  std::string error;  // "" when everything ends
};

// One table: what a hand scanner got wrong, or could have.
const std::vector<Hostile>& hostile_inputs() {
  static const std::vector<Hostile> table = {
      {"digit separators are part of a number, no character literal", "int a = 1'000'000; char c = 'x'; // [seq]",
       "I:int I:a P:= N:1'000'000 P:; I:char I:c P:= S:'x' P:; /:// [seq]", ""},
      {"hexadecimal, binary, exponents with signs", "0x1'F + 0b1'0 - 1e-5f * 0x1p+3 / .5",
       "N:0x1'F P:+ N:0b1'0 P:- N:1e-5f P:* N:0x1p+3 P:/ N:.5", ""},
      {"a raw string holds quotes, )\" and comment markers", "auto s = R\"x(a)\"b // not /* a comment)x\"; f();",
       "I:auto I:s P:= S:R\"x(a)\"b // not /* a comment)x\" P:; I:f P:( P:) P:;", ""},
      {"a raw string across lines", "R\"(line 1\n\"line 2\n)\" x", "S:R\"(line 1\n\"line 2\n)\" I:x", ""},
      {"every encoding prefix", "u8\"a\" L'b' u\"c\" U'd' LR\"(e)\" u8R\"(f)\" uR\"(g)\" UR\"(h)\" u8'i'",
       "S:u8\"a\" S:L'b' S:u\"c\" S:U'd' S:LR\"(e)\" S:u8R\"(f)\" S:uR\"(g)\" S:UR\"(h)\" S:u8'i'", ""},
      {"user-defined suffixes", "\"s\"s + 1.5_f + 'c'_ch", "S:\"s\"s P:+ N:1.5_f P:+ S:'c'_ch", ""},
      {"escaped quotes and backslashes", R"("a\"b" '\'' '\\' "\\")", R"(S:"a\"b" S:'\'' S:'\\' S:"\\")", ""},
      {"comment markers inside literals", "\"http://x\" '/' \"/*\" // c", "S:\"http://x\" S:'/' S:\"/*\" /:// c", ""},
      {"a quote in a character literal, an apostrophe in a string", "'\"' x \"'\"", "S:'\"' I:x S:\"'\"", ""},
      {"a nested-looking block comment ends at its first */", "/* a /* b */ c */", "/:/* a /* b */ I:c P:* P:/", ""},
      {"a line comment continued by a backslash", "// a \\\n b\nc", "/:// a  b I:c", ""},
      {"a name split by a backslash-newline is one name", "frank_\\\nscale + frank_\\  \r\nscale",
       "I:frank_scale P:+ I:frank_scale", ""},
      {"#line is a preprocessor line like any", "#line 10 \"x.cpp\"\nint y;", "D:line 10 \"x.cpp\" I:int I:y P:;", ""},
      {"a preprocessor line goes on after a backslash", "#define X \\\n  1\nint y;", "D:define X   1 I:int I:y P:;",
       ""},
      {"comments in a preprocessor line are comments", "#include <a.hpp> // why\n# /* c */ if 0\n",
       "D:include <a.hpp>  /:// why D:   if 0 /:/* c */", ""},
      {"a comment marker in a preprocessor line's string is text", "#include \"a//b.hpp\"\n", "D:include \"a//b.hpp\"",
       ""},
      {"'#' after code is a punctuator; after a comment it starts a line", "a # b\n/* c */ #pragma once\n",
       "I:a P:# I:b /:/* c */ D:pragma once", ""},
      {"#if 0 is read as code and a line (the readers decide)", "#if 0\nint f() {}\n#endif\n",
       "D:if 0 I:int I:f P:( P:) P:{ P:} D:endif", ""},
      {"punctuators by the longest match", "a<=>b ->* x<<=1 ... ::c",
       "I:a P:<=> I:b P:->* I:x P:<<= N:1 P:... P::: I:c", ""},
      {"digraphs, and `<::` that is `<` and `::`", "<% %> <: :> %: std::vector<::T>",
       "P:<% P:%> P:<: P::> P:%: I:std P::: I:vector P:< P::: I:T P:>", ""},
      {"an unterminated literal ends at its line", "\"abc\nx", "S:\"abc I:x", "an unterminated literal"},
      {"an unterminated block comment runs to the end", "x /* y\nz", "I:x /:/* y\nz", "an unterminated /* comment"},
      {"an unterminated raw string runs to the end", "R\"(abc\nx", "S:R\"(abc\nx",
       "an unterminated raw string literal"},
      {"a digit separator before a shape comment hides nothing (1'000 // [a])", "x = 1'000; // [a]",
       "I:x P:= N:1'000 P:; /:// [a]", ""},
  };
  return table;
}

TEST(Lexer, ReadsEveryHostileInputOfTheTable) {
  for (const Hostile& row : hostile_inputs()) {
    EXPECT_EQ(summary(row.text), row.tokens) << row.what;
    EXPECT_EQ(grader::lex_cpp(row.text).error, row.error) << row.what;
  }
}

TEST(Lexer, OffsetsAndLinesAreTheOriginalTexts) {
  const std::string text = "int a;\n// c\nauto s = R\"(x\ny)\";\nfrank_\\\nscale;\n";
  const grader::LexedText lexed = grader::lex_cpp(text);
  ASSERT_EQ(lexed.tokens.size(), 10u);
  EXPECT_EQ(lexed.tokens[6].text, "R\"(x\ny)\"");
  EXPECT_EQ(lexed.tokens[6].line, 3u);
  EXPECT_TRUE(lexed.tokens[6].raw);
  EXPECT_EQ(text.substr(lexed.tokens[6].inside_begin, lexed.tokens[6].inside_end - lexed.tokens[6].inside_begin),
            "(x\ny)");
  EXPECT_EQ(lexed.tokens[8].text, "frank_scale");
  EXPECT_EQ(lexed.tokens[8].line, 5u);
  EXPECT_EQ(text.substr(lexed.tokens[8].begin, lexed.tokens[8].end - lexed.tokens[8].begin), "frank_\\\nscale");
  ASSERT_EQ(lexed.comments.size(), 1u);
  EXPECT_EQ(lexed.comments[0].line, 2u);
}

// code_traps.cpp's `code_only` (now grader/source's): comments, literals'
// insides and preprocessor lines blanked, offsets and lines kept. Before, a
// raw string's inner quote ended it and `1'000`'s apostrophe was taken for a
// character literal only after a hexadecimal digit.
TEST(FormerScanners, CodeOnlyBlanksWhatTheCompilerDoesNotReadAsCode) {
  const std::string text =
      "x = 1'000; // f(a)\n"
      "auto s = R\"r(\"; g(b); /* )r\";\n"
      "/* a /* b */ y;\n"
      "#line 5 \"q.cpp\"\n"
      "#define M \\\n  h(c)\n"
      "z;\n";
  const std::string blanked = grader::code_only(text);
  ASSERT_EQ(blanked.size(), text.size());
  EXPECT_EQ(blanked,
            "x = 1'000;        \n"
            "auto s = R\"                \";\n"
            "             y;\n"
            "               \n"
            "           \n"
            "      \n"
            "z;\n");
}

// single_unit.cpp's `lex` (scan_source): the same lexer, its refusals kept
// (a raw string, a digraph, a /* comment in a preprocessor line, text that
// does not end, any preprocessor line but #include).
TEST(FormerScanners, TheSingleUnitScanReadsSeparatorsCommentsAndLineDirectives) {
  const auto fine = grader::scan_source(
      "#include <cmath>  // for std::sqrt\n"
      "namespace attention {\n"
      "/* a /* b */\n"
      "float big_scale() { return 1'000.5f * 'x'; }  // it's\n"
      "}  // namespace attention\n");
  EXPECT_TRUE(fine.only_named_declarations) << fine.why_not;
  EXPECT_EQ(fine.declared, (std::set<std::string>{"big_scale"}));
  EXPECT_EQ(fine.identifiers.count("b"), 0u);  // in a comment
  const std::vector<std::pair<std::string, std::string>> refused = {
      {"#line 3 \"a.cpp\"\n", "a preprocessor line other than #include: #line 3 \"a.cpp\""},
      {"const char* s = u8R\"(x)\";\n", "a raw string literal"},
      {"#include /* c */ <cmath>\n", "a /* comment in a preprocessor line"},
      {"int x = 'a;\n", "an unterminated literal"},
      {"/* open\n", "an unterminated /* comment"},
  };
  for (const auto& [text, why] : refused) {
    const auto scan = grader::scan_source(text);
    EXPECT_FALSE(scan.only_named_declarations) << text;
    EXPECT_EQ(scan.why_not, why) << text;
  }
}

// extras.cpp's `code_and_comment` toggled on every apostrophe: `1'000`
// opened a character literal that never closed and hid the shape comment
// after it; `without_literals` did not know raw strings, so `R"(x" = ")"`
// read as an assignment. Both lines are fine now.
TEST(FormerScanners, ShapeCommentsAfterSeparatorsAndRawStringsAreRead) {
  const std::string text =
      "void f() {\n"
      "  // YOUR CODE STARTS HERE\n"
      "  Tensor3 big = x * 1'000;  // [batch, seq, hidden]\n"
      "  log(R\"(x\" = \")\");\n"
      "  Tensor3 y = x; /* [batch, seq, hidden] */\n"
      "  Tensor3 z = x;  // no shape\n"
      "  // YOUR CODE ENDS HERE\n"
      "}\n";
  EXPECT_EQ(grader::lines_missing_shape_comments(text), (std::vector<std::size_t>{6}));
  const auto lines = grader::code_and_comments_by_line(text);
  ASSERT_EQ(lines.size(), 8u);
  EXPECT_EQ(lines[2].code, "  Tensor3 big = x * 1'000;  ");
  EXPECT_EQ(lines[2].comment, "// [batch, seq, hidden]");
  EXPECT_EQ(lines[3].code, "  log(R\"\");");
}

// extras.cpp's `comments_of`: the clang-format switches are comments, not
// text in a raw string; one after a digit separator is found.
TEST(FormerScanners, FormatSwitchesAreTheLexersComments) {
  const std::string text =
      "// YOUR CODE STARTS HERE\n"
      "auto s = R\"(// clang-format off)\";\n"
      "int a = 1'000;  // clang-format off\n"
      "// YOUR CODE ENDS HERE\n";
  EXPECT_EQ(grader::without_format_switches(text),
            "// YOUR CODE STARTS HERE\n"
            "auto s = R\"(// clang-format off)\";\n"
            "int a = 1'000;  // clang_format off\n"
            "// YOUR CODE ENDS HERE\n");
}

// extras.cpp's statement count read the blanked text with a scanner of its
// own: now the lexer's tokens, so a raw string's braces and semicolons, a
// digit separator and a #line are nothing to it.
TEST(FormerScanners, TheStatementCountReadsTokens) {
  const std::string text =
      "#line 1 \"self_attention.cpp\"\n"
      "const char* s = R\"(SelfAttention::forward() { ; } )\";\n"
      "Tensor3 SelfAttention::forward(const Tensor3& x) const {\n"
      "  const auto n = 1'000;  // ;\n"
      "  return g(x, R\"({;;})\", [](int a) { return a; });\n"
      "}\n";
  EXPECT_EQ(grader::count_statements(text, "SelfAttention::forward"), 2);
  EXPECT_EQ(
      grader::count_statements("Tensor3 MultiHeadSelfAttention::forward() { return x; }\n", "SelfAttention::forward"),
      -1);
}

// error_model.cpp's `code_without_comments` (the solution's digest an error
// model is current for): comments out, blanks one space, literals as they
// are. A comment edited leaves the digest; a raw string whose inside holds
// `//` is code, and so is `1'000`.
TEST(FormerScanners, TheSolutionsDigestReadsCommentsWithTheLexer) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("grader-lexer-" + std::to_string(::getpid()));
  const std::filesystem::path solution = grader::CourseLayout(dir).solution("a");
  std::filesystem::create_directories(solution);
  const auto digest = [&](const std::string& text) {
    std::ofstream(solution / "a.cpp", std::ios::binary) << text;
    return grader::solution_files_digest(dir, "a", {"a.cpp"});
  };
  const std::string base = digest("int a = 1'000;  // one\nauto s = R\"(x // y)\";\n");
  EXPECT_EQ(digest("int a = 1'000;  /* two */\n\nauto s = R\"(x // y)\";  // three\n"), base);
  EXPECT_NE(digest("int a = 1'000;  // one\nauto s = R\"(x // z)\";\n"), base);
  EXPECT_NE(digest("int a = 1'001;  // one\nauto s = R\"(x // y)\";\n"), base);
  // A variant of the solution (another model answer) is part of what the model is made from.
  const std::filesystem::path variant = grader::CourseLayout(dir).solution_variants("a") / "loops";
  std::filesystem::create_directories(variant);
  std::ofstream(variant / "a.cpp", std::ios::binary) << "int a = 1000;\n";
  EXPECT_NE(digest("int a = 1'000;  // one\nauto s = R\"(x // y)\";\n"), base);
  std::filesystem::remove_all(dir);
}

// region_repair.cpp's `bracket_balance` (what a broken region is told):
// `1'000`'s apostrophe opened a character literal to the end of its line and
// hid the brace after it; a raw string's `}` is no bracket.
TEST(FormerScanners, TheBracketBalanceCountsTheLexersPunctuators) {
  EXPECT_EQ(grader::bracket_balance("x = 1'000; if (x) {\n  s = R\"x(})\")x\";\n"), "1 '{' more than '}'");
  EXPECT_EQ(grader::bracket_balance("#define M(a) ((a)\nf(); /* ( */\n"), "");
}

// The fence grammar, once: release.cpp's template, extras.cpp's labels,
// support/text.hpp's fences.
TEST(Fences, OneGrammarForRegionsStubsAndSolutionOnlyBlocks) {
  EXPECT_EQ(grader::fence_mark("  // YOUR CODE STARTS HERE (~8 lines)"), grader::FenceMark::region_start);
  EXPECT_EQ(grader::fence_mark("<!-- YOUR CODE ENDS HERE -->"), grader::FenceMark::region_end);
  EXPECT_EQ(grader::fence_mark("// SOLUTION ONLY BEGIN"), grader::FenceMark::solution_only_begin);
  EXPECT_EQ(grader::fence_mark("// SOLUTION ONLY END"), grader::FenceMark::solution_only_end);
  EXPECT_EQ(grader::fence_mark("int x;"), grader::FenceMark::none);
  EXPECT_EQ(grader::stub_line("  // STUB: throw NotImplemented(\"1.2\");"), "  throw NotImplemented(\"1.2\");");
  EXPECT_FALSE(grader::stub_line("x;  // STUB: y"));
  EXPECT_EQ(grader::fence_label("<!-- YOUR CODE STARTS HERE: Q1 -->"), "Q1");
  EXPECT_FALSE(grader::fence_label("// YOUR CODE STARTS HERE"));
  const std::string solution =
      "int f() {\n"
      "  // YOUR CODE STARTS HERE\n"
      "  // STUB: return 0;\n"
      "  return 42;\n"
      "  // YOUR CODE ENDS HERE\n"
      "}\n"
      "\n"
      "// SOLUTION ONLY BEGIN\n"
      "int helper() { return 1; }\n"
      "// SOLUTION ONLY END\n"
      "\n"
      "int g();\n";
  const std::string student = grader::make_student_file(solution, "a.cpp");
  EXPECT_EQ(student,
            "int f() {\n"
            "  // YOUR CODE STARTS HERE\n"
            "  return 0;\n"
            "  // YOUR CODE ENDS HERE\n"
            "}\n"
            "\n"
            "int g();\n");
  ASSERT_EQ(grader::fences(student).size(), 1u);
  EXPECT_EQ(grader::fences(student)[0].start_line, 2u);
  EXPECT_EQ(grader::fences(student)[0].end_line, 4u);
  ASSERT_EQ(grader::student_regions(student).size(), 1u);
  EXPECT_EQ(grader::student_regions(student)[0].first_line, 3u);
}

// The code the compiler reads: branches of constant conditions decided,
// macros the text defines known, the rest "maybe".
TEST(Readers, ConstantConditionsDecideTheBranchesRead) {
  const std::vector<std::pair<std::string, int>> conditions = {{"0", 0},
                                                               {"1", 1},
                                                               {"false", 0},
                                                               {"true", 1},
                                                               {"(1 + 2) * 3 == 9", 1},
                                                               {"0x10 > 1'0", 1},
                                                               {"!1 || 0", 0},
                                                               {"UNKNOWN", -1},
                                                               {"UNKNOWN && 0", 0},
                                                               {"UNKNOWN || 1", 1},
                                                               {"defined(X)", 1},
                                                               {"defined Y", 0},
                                                               {"defined(Z)", -1},
                                                               {"1 / 0", -1},
                                                               {"0 // why\n", 0},
                                                               {"1 +", -1},
                                                               {"__cplusplus >= 201703L", -1}};
  for (const auto& [condition, value] : conditions) {
    EXPECT_EQ(grader::condition_value(condition, {{"X", true}, {"Y", false}}), value) << condition;
  }
  const std::string text =
      "a\n#if 0\nb\n#elif 1\nc\n#else\nd\n#endif\n"
      "#if 1\ne\n#else\nf\n#endif\n"
      "#ifdef UNKNOWN\ng\n#else\nh\n#endif\n"
      "#define K\n#ifndef K\ni\n#endif\n"
      "#if 0\n#if 1\nj\n#endif\n#else\nk\n#endif\n";
  const grader::CompiledCode code = grader::compiled_code(grader::lex_cpp(text));
  std::string read;
  for (std::size_t i = 0; i < code.tokens.size(); ++i) {
    read += code.tokens[i].text + (code.compiled[i] == grader::Compiled::maybe ? "?" : "") + " ";
  }
  EXPECT_EQ(read, "a c e g? h? k ");
}

}  // namespace
