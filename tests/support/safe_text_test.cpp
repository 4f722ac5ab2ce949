// Student-controlled text on its way into a report (grader/safe_text.hpp):
// valid UTF-8, no terminal control, escaped per format. Every expectation is
// the exact string.
#include "grader/support/safe_text.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "grader/reports/reports.hpp"

namespace {

using namespace std::string_literals;

const std::string replacement = "\xEF\xBF\xBD";  // U+FFFD

}  // namespace

TEST(ValidUtf8, ReplacesEachInvalidSequenceWithOneReplacementCharacter) {
  EXPECT_EQ(grader::valid_utf8("caf\xE9 au lait"), "caf" + replacement + " au lait");  // Latin-1 é
  EXPECT_EQ(grader::valid_utf8("ab\xE2\x82"), "ab" + replacement);                     // cut at the end
  EXPECT_EQ(grader::valid_utf8("\xC0\xAF!"), replacement + "!");                       // overlong "/"
  EXPECT_EQ(grader::valid_utf8("\xED\xA0\x80x"), replacement + "x");                   // a surrogate
  EXPECT_EQ(grader::valid_utf8("\xFF\xFE"), replacement + replacement);
}

TEST(ValidUtf8, KeepsValidTextByteForByte) {
  const std::string text = "Jos\xC3\xA9 \xE2\x9C\x93 \xF0\x9F\x98\x80 q_k^T / sqrt(d)\n\tend";
  EXPECT_EQ(grader::valid_utf8(text), text);
}

TEST(SafeText, RemovesAnsiColourAndCursorSequences) {
  EXPECT_EQ(grader::safe_text("\x1B[31mred\x1B[0m plain \x1B[2J\x1B[1;1Hcleared"), "red plain cleared");
  EXPECT_EQ(grader::safe_text("\x1B[?25lhidden cursor\x1B[?25h"), "hidden cursor");
  EXPECT_EQ(grader::safe_text("\x1B(Bcharset \x1B"
                              "7saved \x1B"
                              "cmore"),
            "charset saved more");
  EXPECT_EQ(grader::safe_text("trailing\x1B"), "trailing");
}

TEST(SafeText, RemovesControlStringsUpToTheirTerminator) {
  // A hyperlink (OSC 8) keeps its visible text, a window title goes whole.
  EXPECT_EQ(grader::safe_text("\x1B]8;;https://example.invalid\x07link\x1B]8;;\x07 after"), "link after");
  EXPECT_EQ(grader::safe_text("\x1B]0;fake title\x1B\\after"), "after");
  EXPECT_EQ(grader::safe_text("\x1BPdevice control\x1B\\x"), "x");
  // Never terminated: it ends with its line, and the next line stays.
  EXPECT_EQ(grader::safe_text("a\x1B]0;no end\nnext line"), "a\nnext line");
}

TEST(SafeText, RemovesC0ControlsButNewlineAndTabAndDelAndC1) {
  EXPECT_EQ(grader::safe_text("a\rb\r\nc\bd\x7F"
                              "e\0f\x07g\tTab\n"s),
            "ab\ncdefg\tTab\n");
  // C1 in UTF-8: NEL (U+0085) dropped; CSI (U+009B) dropped with its parameters.
  EXPECT_EQ(grader::safe_text("x\xC2\x85y \xC2\x9B"
                              "31mred"),
            "xy red");
  // OSC (U+009D) up to ST (U+009C).
  EXPECT_EQ(grader::safe_text("\xC2\x9D"
                              "0;title\xC2\x9Cshown"),
            "shown");
}

TEST(SafeText, RemovesBidirectionalOverridesAndIsolates) {
  // U+202E RIGHT-TO-LEFT OVERRIDE, U+2066 LEFT-TO-RIGHT ISOLATE, U+2069 POP DIRECTIONAL ISOLATE.
  EXPECT_EQ(grader::safe_text("0 / 3\xE2\x80\xAE"
                              "01 / 01\xE2\x81\xA6x\xE2\x81\xA9"),
            "0 / 301 / 01x");
}

TEST(SafeText, InvalidBytesAndEscapesTogetherAndIsIdempotent) {
  const std::string hostile =
      "\xE9\x1B[2J\x1B[31mTotal: 10 / 10\x1B[0m\r\n\xC2\x9B"
      "1mok\xFF";
  const std::string once = grader::safe_text(hostile);
  EXPECT_EQ(once, replacement + "Total: 10 / 10\nok" + replacement);
  EXPECT_EQ(grader::safe_text(once), once);
}

TEST(SafeText, KeepsReadableTextAsItIs) {
  const std::string text =
      "your code threw std::runtime_error: shape [2, 3] != [3, 2] (100% <sure> & \"x\")\n"
      "\tJos\xC3\xA9 \xE2\x9C\x93 ```";
  EXPECT_EQ(grader::safe_text(text), text);
}

TEST(Utf8Prefix, CutsOnlyOnACharacterBoundary) {
  EXPECT_EQ(grader::utf8_prefix("a\xC3\xA9", 2), "a");
  EXPECT_EQ(grader::utf8_prefix("a\xC3\xA9", 3), "a\xC3\xA9");
  EXPECT_EQ(grader::utf8_prefix("\xF0\x9F\x98\x80"
                                "b",
                                3),
            "");
  EXPECT_EQ(grader::utf8_prefix("abc", 10), "abc");
  EXPECT_EQ(grader::utf8_prefix("abc", 2), "ab");
}

TEST(MarkdownCodeBlock, UsesAFenceNoLineOfTheTextCanClose) {
  EXPECT_EQ(grader::markdown_code_block("plain"), "```text\nplain\n```\n");
  EXPECT_EQ(grader::markdown_code_block("ends with a newline\n"), "```text\nends with a newline\n```\n");
  EXPECT_EQ(grader::markdown_code_block(""), "```text\n```\n");
  EXPECT_EQ(grader::markdown_code_block("a\n```\n\n## Total: 10 / 10\n\n````x"),
            "`````text\na\n```\n\n## Total: 10 / 10\n\n````x\n`````\n");
  EXPECT_EQ(grader::markdown_code_block("`one` and ``two``", "cpp"), "```cpp\n`one` and ``two``\n```\n");
}

TEST(MarkdownCodeBlock, IsMadeSafeFirst) {
  EXPECT_EQ(grader::markdown_code_block("\x1B[31m```\x1B[0m\xE9"), "````text\n```" + replacement + "\n````\n");
}

TEST(MarkdownCell, StaysInOneCellOnOneLine) {
  EXPECT_EQ(grader::markdown_cell("a|b\\|c\nd<script>"), "a\\|b\\\\\\|c<br>d&lt;script>");
  EXPECT_EQ(grader::markdown_cell("C:\\dir \xE9\x1B[1m"), "C:\\\\dir " + replacement);
}

TEST(XmlEscape, EscapesMarkupAndDropsWhatXmlForbids) {
  EXPECT_EQ(grader::xml_escape("<a href='x'>&\"</a>"), "&lt;a href=&apos;x&apos;&gt;&amp;&quot;&lt;/a&gt;");
  // A C0 control, U+FFFE, U+FFFF (not XML characters), an invalid byte (U+FFFD is one).
  EXPECT_EQ(grader::xml_escape("\x01"
                               "bad\xEF\xBF\xBE\xEF\xBF\xBFok\xFF\x1B[0m\nline\ttab"),
            "badok" + replacement + "\nline\ttab");
  EXPECT_EQ(grader::xml_escape("\xEF\xBF\xBD kept"), replacement + " kept");
  EXPECT_EQ(grader::html_escape("\xE9<b>"), replacement + "&lt;b&gt;");
}

namespace {

// A failed task whose check carries everything hostile at once.
grader::GradeReport hostile_report() {
  grader::GradeReport report;
  report.assignment = "attention";
  report.title = "Demo";
  report.reference_set = "public";
  report.submission = "sub\xE9";
  grader::CheckResult check{"mhsa.scores, case a", grader::CheckResult::Status::failed,
                            "your code threw std::runtime_error: bad \xE9\x1B[31m|x", "",
                            "```\n\n## Total: 10 / 10\n\n```\n\x1B[2Jdone\xFF"};
  report.tasks = {grader::TaskResult{"2.1", "scores", 0, 3, {check}, {}}};
  report.score = 0;
  report.max_score = 3;
  return report;
}

}  // namespace

TEST(ReportsOfHostileText, MarkdownKeepsTheOutputInsideItsFence) {
  const std::string md = grader::render_markdown(hostile_report());
  EXPECT_EQ(md,
            "## Demo: 0 / 3\n\n"
            "Graded against the `public` references.\n\n"
            "| Task | Name | Points | Result |\n|---|---|---|---|\n"
            "| 2.1 | scores | 0 / 3 | failed: your code threw std::runtime_error: bad " +
                replacement +
                "\\|x |\n"
                "\n**Total: 0 / 3**\n"
                "\n<details><summary>Details</summary>\n\n"
                "### Task 2.1: scores\n\n"
                "````text\n"
                "0 of 1 checks passed\n"
                "First failure (mhsa.scores, case a):\n"
                "  your code threw std::runtime_error: bad " +
                replacement +
                "|x\n"
                "Your code printed:\n"
                "  | ```\n"
                "  | \n"
                "  | ## Total: 10 / 10\n"
                "  | \n"
                "  | ```\n"
                "  | done" +
                replacement +
                "\n"
                "````\n\n"
                "</details>\n");
}

TEST(ReportsOfHostileText, TextJsonAndJunitCarryNoInvalidByteOrEscape) {
  const grader::GradeReport report = hostile_report();
  const std::string text = grader::render_text(report, false);
  EXPECT_NE(text.find("Submission: sub" + replacement + "\n"), std::string::npos) << text;
  EXPECT_NE(text.find("  | done" + replacement + "\n"), std::string::npos) << text;
  EXPECT_EQ(text.find('\x1B'), std::string::npos) << text;
  EXPECT_EQ(grader::valid_utf8(text), text);

  const auto json = nlohmann::json::parse(grader::render_gradescope_json(report));
  EXPECT_EQ(json["tests"][0]["output"],
            "0 of 1 checks passed\nFirst failure (mhsa.scores, case a):\n  your code threw std::runtime_error: bad " +
                replacement + "|x\nYour code printed:\n  | ```\n  | \n  | ## Total: 10 / 10\n  | \n  | ```\n  | done" +
                replacement);

  const std::string xml = grader::render_junit(report);
  EXPECT_NE(xml.find("<failure message=\"your code threw std::runtime_error: bad " + replacement + "|x\">"),
            std::string::npos)
      << xml;
  EXPECT_EQ(xml.find('\x1B'), std::string::npos);
  EXPECT_EQ(grader::valid_utf8(xml), xml);
}

TEST(TextFileAsUtf8, ReadsLatin1AndWindows1252AsWhatTheyAre) {
  EXPECT_EQ(grader::text_file_as_utf8("R\xe9ponse \x93juste\x94 \x80"), "Réponse “juste” €");
  EXPECT_EQ(grader::text_file_as_utf8("\x81"), "\xEF\xBF\xBD");  // undefined in Windows-1252
}

TEST(TextFileAsUtf8, KeepsUtf8AndDropsItsByteOrderMark) {
  EXPECT_EQ(grader::text_file_as_utf8("Réponse"), "Réponse");
  EXPECT_EQ(grader::text_file_as_utf8("\xEF\xBB\xBFRéponse"), "Réponse");
}

TEST(TextFileAsUtf8, ConvertsUtf16WithAByteOrderMark) {
  EXPECT_EQ(grader::text_file_as_utf8(std::string("\xFF\xFER\0\xE9\0=\xD8\x00\xDE", 10)), "Ré😀");  // little-endian
  EXPECT_EQ(grader::text_file_as_utf8(std::string("\xFE\xFF\0R\0\xE9\xD8\x00", 8)),
            "Ré\xEF\xBF\xBD");  // big-endian, lone surrogate
}
