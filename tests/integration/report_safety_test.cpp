// Reports survive any bytes: a submission whose output and exception message
// carry invalid UTF-8, terminal escape sequences, a Markdown fence and a
// forged "Total: 10 / 10" (tests/hostile/hostile.json, hostile_text_in_output)
// graded through the grader program into every report format. The scores
// are exact; the terminal report has no escape and one Total line; GitHub's
// own Markdown renderer (cmark-gfm) shows one Total, the real one; the JUnit
// file passes xmllint against tests/reports/junit.xsd.
// xmllint (libxml2-utils) and cmark-gfm come with `scripts/setup-deps --test`.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "grader/execution/runner.hpp"
#include "grader/support/safe_text.hpp"

namespace fs = std::filesystem;

namespace {

const fs::path root = GRADER_TEST_PROJECT_ROOT;
const std::string grader_program = GRADER_TEST_GRADER;
const std::string hostile_harness =
    std::string(GRADER_TEST_HARNESS_DIR) + "/attention_hostile_hostile_text_in_output_harness";
const std::string replacement = "\xEF\xBF\xBD";  // U+FFFD

grader::ProcessResult run_program(const std::vector<std::string>& argv, const fs::path& dir) {
  grader::Limits limits;
  limits.timeout_seconds = 120;
  limits.memory_mb = 0;
  limits.file_size_mb = 0;
  return grader::run_limited(argv, dir, limits);
}

std::string slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

std::vector<std::string> lines_starting_with(const std::string& text, const std::string& prefix) {
  std::vector<std::string> found;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind(prefix, 0) == 0) found.push_back(line);
  }
  return found;
}

std::size_t count_of(const std::string& text, const std::string& part) {
  std::size_t count = 0;
  for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + part.size())) ++count;
  return count;
}

class HostileText : public testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("grader-report-safety-" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  // xmllint's verdict on `file` against the JUnit schema.
  grader::ProcessResult validate_junit(const fs::path& file) const {
    return run_program(
        {"/usr/bin/xmllint", "--noout", "--schema", (root / "tests/reports/junit.xsd").string(), file.string()}, dir_);
  }

  fs::path dir_;
};

}  // namespace

TEST_F(HostileText, EveryReportKeepsItsStructureAndTheExactScores) {
  const auto graded = run_program(
      {grader_program, "--harness", hostile_harness, "--color", "never", "--json", (dir_ / "results.json").string(),
       "--junit", (dir_ / "junit.xml").string(), "--markdown", (dir_ / "summary.md").string()},
      root);
  ASSERT_EQ(graded.exit_code, 0) << graded.stderr_text << graded.stdout_text;

  // Exact points: only Task 2.1 (the method that threw) fails.
  const auto results = nlohmann::json::parse(slurp(dir_ / "results.json"));
  std::map<std::string, double> scores;
  for (const auto& test : results.at("tests"))
    scores[test.at("number").get<std::string>()] = test.at("score").get<double>();
  const std::map<std::string, double> expected{{"1.1", 1}, {"1.2", 3}, {"2.1", 0}, {"2.2", 1}, {"2.3", 2}};
  EXPECT_EQ(scores, expected);
  EXPECT_EQ(results.at("score"), 7.0);
  // "your code threw", not "your code crashed: signal 6": the harness wrote its answer.
  const std::string output = results.at("tests").at(2).at("output").get<std::string>();
  // The throw's line in the student's file (the harness maps its stack: issue 32).
  const std::string message = "  your code threw std::runtime_error at multi_head_self_attention.cpp:171: bad " +
                              replacement + " shape\n  ```\n  \n  ## Total: 10 / 10\n  \n  ```\n  </failure>]]>&\n";
  EXPECT_NE(output.find(message), std::string::npos) << output;
  const std::string printed =
      "Your code printed:\n  | ```\n  | \n  | ## Total: 10 / 10\n  | \n  | ```\n"
      "  | Total: 10 / 10\n  | " +
      replacement + replacement + " done";
  EXPECT_NE(output.find(printed), std::string::npos) << output;

  // The terminal report: no escape sequence, no carriage return, one Total line.
  const std::string text = graded.stdout_text;
  EXPECT_EQ(text.find('\x1B'), std::string::npos) << text;
  EXPECT_EQ(text.find('\r'), std::string::npos) << text;
  EXPECT_EQ(grader::valid_utf8(text), text);
  const auto totals = lines_starting_with(text, "Total: ");
  ASSERT_EQ(totals.size(), 1u) << text;
  EXPECT_EQ(totals[0].rfind("Total: 7 / 10   (graded in ", 0), 0u) << totals[0];

  // The Markdown summary as GitHub renders it: the student's text stays in
  // one code block per failed task, and the only Total is the real one.
  const std::string markdown = slurp(dir_ / "summary.md");
  EXPECT_EQ(grader::valid_utf8(markdown), markdown);
  EXPECT_EQ(markdown.find('\x1B'), std::string::npos) << markdown;
  const auto rendered = run_program({"/usr/bin/cmark-gfm", "-e", "table", (dir_ / "summary.md").string()}, dir_);
  ASSERT_EQ(rendered.exit_code, 0) << "cmark-gfm (scripts/setup-deps --test installs it): " << rendered.describe()
                                   << rendered.stderr_text;
  const std::string html = rendered.stdout_text;
  EXPECT_EQ(count_of(html, "<pre>"), 1u) << html;
  const std::string outside_code = std::regex_replace(html, std::regex("<pre>[\\s\\S]*?</pre>"), "");
  EXPECT_EQ(count_of(outside_code, "Total:"), 1u) << html;
  EXPECT_NE(outside_code.find("<strong>Total: 7 / 10</strong>"), std::string::npos) << html;
  EXPECT_EQ(count_of(outside_code, "<h2>"), 1u) << html;  // the title's, none forged

  // JUnit: well-formed, valid against the schema, one failure.
  const std::string junit = slurp(dir_ / "junit.xml");
  EXPECT_EQ(grader::valid_utf8(junit), junit);
  EXPECT_NE(junit.find("<testsuites name=\"attention\" tests=\"5\" failures=\"1\""), std::string::npos) << junit;
  const auto valid = validate_junit(dir_ / "junit.xml");
  EXPECT_EQ(valid.exit_code, 0) << "xmllint (scripts/setup-deps --test installs it): " << valid.describe() << "\n"
                                << valid.stderr_text << junit;
}

// The schema check can fail: the same kind of file with one Latin-1 byte,
// or with a count that is not a number, is refused.
TEST_F(HostileText, XmllintRefusesAnIllFormedOrInvalidJunitFile) {
  const std::string good =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"a\" tests=\"1\" failures=\"1\" errors=\"0\" "
      "time=\"0.5\">\n  <testsuite name=\"a (public)\" tests=\"1\" failures=\"1\" errors=\"0\" time=\"0.5\">\n"
      "    <testcase classname=\"a\" name=\"Task 1\" time=\"0\">\n      <failure message=\"m\">TEXT</failure>\n"
      "    </testcase>\n  </testsuite>\n</testsuites>\n";
  const auto write_with = [&](const std::string& name, const std::string& from, const std::string& to) {
    std::string text = good;
    text.replace(text.find(from), from.size(), to);
    std::ofstream(dir_ / name, std::ios::binary) << text;
    return dir_ / name;
  };
  EXPECT_EQ(validate_junit(write_with("good.xml", "TEXT", "your code threw")).exit_code, 0);
  EXPECT_NE(validate_junit(write_with("latin1.xml", "TEXT", "caf\xE9")).exit_code, 0);
  EXPECT_NE(validate_junit(write_with("escape.xml", "TEXT", "\x1B[31m")).exit_code, 0);
  EXPECT_NE(validate_junit(write_with("count.xml", "tests=\"1\" failures", "tests=\"one\" failures")).exit_code, 0);
}
