// An approved baseline per report format: one fixed grade (the fixture
// below: no time of day, no path of a machine, no random seed) rendered in
// every format a student or a course sees (the terminal's text, Markdown,
// HTML, JUnit XML, Gradescope's results.json, GitHub Classroom's runners)
// and compared byte for byte with the checked-in file of that format,
// tests/reports/approved/<format>.<ext>. A renderer that changes a byte
// fails here, naming the file and the first line that differs.
//
// After a change that is meant, look at the diff and approve it: rerun with
// GRADER_APPROVE_REPORTS=1, which rewrites the approved files from the
// renderings (then `git diff tests/reports/approved/` shows what changed):
//   GRADER_APPROVE_REPORTS=1 ctest --test-dir build/release -R ApprovedReport
#include "grader/reports/report_formats.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "grader/reports/html_report.hpp"
#include "grader/reports/reports.hpp"

namespace {

namespace fs = std::filesystem;

// --- the fixture: one grade, every part a report shows ------------------------

grader::CheckResult check(std::string label, grader::CheckResult::Status status, std::string message = "",
                          std::string hint = "", std::string output = "") {
  grader::CheckResult result;
  result.label = std::move(label);
  result.status = status;
  result.message = std::move(message);
  result.hint = std::move(hint);
  result.program_output = std::move(output);
  return result;
}

std::vector<grader::TaskResult> fixture_tasks() {
  using Status = grader::CheckResult::Status;
  grader::TaskResult constructor{"1.1", "constructor", 1, 1, {check("construct, case a", Status::passed)}, {}, ""};
  grader::TaskResult scores{"2.1",
                            "scores & \"mask\" <causal>",
                            1,
                            3,
                            {check("mhsa.scores, case a", Status::passed),
                             check("mhsa.scores, case b", Status::failed, "scores: values differ\n  at [0, 1, 2]",
                                   "divide by sqrt(head_size)", "printed <this>\nand that"),
                             check("mhsa.scores, case c", Status::skipped, "not reached: case b failed")},
                            {"attention.cpp:12: xt::sum without a keep_dims reduces the axis away"},
                            "the smallest failing case: q = [[1, 0], [0, 1]]"};
  scores.checks[1].hint_names_a_known_mistake = true;
  grader::TaskResult forward;
  forward.id = "3";
  forward.name = "forward";
  forward.max_score = 2;
  forward.checks = {check("mhsa.forward, case a", Status::failed, "crashed: SIGSEGV")};
  return {constructor, scores, forward};
}

grader::GradeReport fixture() {
  using Status = grader::ExtraResult::Status;
  grader::GradeReport report;
  report.assignment = "attention";
  report.title = "Multi-head <self> attention";
  report.submission = "submissions/alice";  // a relative name, never a machine's path
  report.reference_set = "hidden";
  report.hidden = true;
  report.probe_seed = 42;
  report.tasks = fixture_tasks();
  report.extras = {
      {"style", "Style", Status::not_met, -1, -1, "1 line differs from clang-format's layout", "", {}},
      {"short_forward", "Bonus: short forward", Status::not_met, 0, 1, "earned only when Task 3 passes", "", {"3"}},
      {"questions", "Written questions", Status::manual, 0, 0, "needs manual review", "answer Q1:\n  because", {}},
      {"docs", "Documented", Status::met, 0, -1, "every function has a comment", "", {}}};
  report.score = 1;
  report.max_score = 6;
  report.seconds = 1.25;  // fixed: a real grade's time differs from run to run
  report.notes = {"not taken from the submission: notes.txt: larger than 1 MiB (not taken as source code)",
                  "leaderboard: forward 1.500 ms, median of 5 runs (timed in your program's own process; not graded)"};
  report.build_errors = "attention.cpp:40:3: error: expected ';' before '}' token";
  report.build_explanation = "an error outside every YOUR CODE region of attention.cpp, line 40: Task 3";
  report.tampered_files = {"assignments/attention/manifest.json"};
  report.leaderboard = {{"forward (ms)", 1.5, "asc"}};
  report.instructor_warnings = {"graded with a set published with the framework"};
  return report;
}

// The same submission on the public set (Gradescope's 0-point feedback tests).
grader::GradeReport fixture_feedback() {
  grader::GradeReport feedback = fixture();
  feedback.reference_set = "public";
  feedback.hidden = false;
  feedback.tasks[1].score = 3;
  feedback.tasks[1].checks[1].status = grader::CheckResult::Status::passed;
  return feedback;
}

grader::Manifest fixture_manifest() {
  grader::Manifest manifest;
  manifest.assignment = "attention";
  manifest.title = "Multi-head <self> attention";
  manifest.gradescope.per_task["1.1"] = "after_published";
  return manifest;
}

std::vector<grader::HeatmapPanel> fixture_heatmaps() {
  const grader::Tensor reference{{2, 2}, {1.0F, 0.0F, 0.25F, 0.75F}};
  const grader::Tensor yours{{2, 2}, {1.0F, 0.0F, 0.5F, 0.5F}};
  return {{"With causal masking", "case a", "", {{"sequence 1, head 1", yours, reference}}},
          {"Without masking", "case a", "not implemented yet", {{"sequence 1, head 1", std::nullopt, reference}}}};
}

// --- approving: compare, or rewrite with GRADER_APPROVE_REPORTS=1 -------------

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  for (std::size_t end = text.find('\n'); end != std::string::npos; end = text.find('\n', start)) {
    lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  if (start < text.size()) lines.push_back(text.substr(start) + " (no newline at the end)");
  return lines;
}

// "" when the two are the same; else which line first differs, both ways.
std::string first_difference(const std::string& approved, const std::string& rendered) {
  if (approved == rendered) return "";
  const std::vector<std::string> want = lines_of(approved);
  const std::vector<std::string> got = lines_of(rendered);
  std::size_t line = 0;
  while (line < want.size() && line < got.size() && want[line] == got[line]) ++line;
  const auto shown = [&](const std::vector<std::string>& lines) {
    return line < lines.size() ? "  " + lines[line] : "  (the file ends before it)";
  };
  return "differs from the rendering at line " + std::to_string(line + 1) + ":\n- approved:\n" + shown(want) +
         "\n+ rendered:\n" + shown(got);
}

std::string read_bytes(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

void expect_approved(const std::string& name, const std::string& rendered) {
  const std::string relative = "tests/reports/approved/" + name;
  const fs::path file = fs::path(GRADER_TEST_PROJECT_ROOT) / relative;
  const char* approve = std::getenv("GRADER_APPROVE_REPORTS");
  if (approve != nullptr && std::string(approve) == "1") {
    fs::create_directories(file.parent_path());
    std::ofstream(file, std::ios::binary) << rendered;
    std::cout << "approved: " << relative << "\n";
    return;
  }
  const std::string how =
      "\n(if the change is meant: GRADER_APPROVE_REPORTS=1 ctest --test-dir build/release -R "
      "ApprovedReport, then review git diff tests/reports/approved/)";
  ASSERT_TRUE(fs::is_regular_file(file)) << relative << " is missing" << how;
  const std::string difference = first_difference(read_bytes(file), rendered);
  if (!difference.empty()) ADD_FAILURE() << relative << " " << difference << how;
}

std::string render_format(const std::string& flag) {
  const grader::GradeReport report = fixture();
  const grader::GradeReport feedback = fixture_feedback();
  const grader::Manifest manifest = fixture_manifest();
  const std::vector<grader::HeatmapPanel> heatmaps = fixture_heatmaps();
  const grader::ReportFormat* format = grader::report_formats().find(flag);
  if (format == nullptr) return "no report format " + flag;
  return format->render({report, manifest, heatmaps, &feedback});
}

}  // namespace

// --- one test per format ------------------------------------------------------

TEST(ApprovedReport, Text) { expect_approved("text.txt", grader::render_text(fixture(), false)); }

TEST(ApprovedReport, TextInColour) { expect_approved("text-colour.txt", grader::render_text(fixture(), true)); }

TEST(ApprovedReport, Markdown) { expect_approved("markdown.md", render_format("markdown")); }

TEST(ApprovedReport, Html) { expect_approved("html.html", render_format("html")); }

TEST(ApprovedReport, Junit) { expect_approved("junit.xml", render_format("junit")); }

TEST(ApprovedReport, GradescopeJson) { expect_approved("gradescope.json", render_format("json")); }

TEST(ApprovedReport, Classroom) { expect_approved("classroom.txt", render_format("classroom")); }

// The comparison itself: the first line that differs, or where one file ends.
TEST(ApprovedReport, TheFirstDifferingLineIsNamed) {
  EXPECT_EQ(first_difference("a\nb\n", "a\nb\n"), "");
  EXPECT_EQ(first_difference("a\nb\nc\n", "a\nB\nc\n"),
            "differs from the rendering at line 2:\n- approved:\n  b\n+ rendered:\n  B");
  EXPECT_EQ(first_difference("a\n", "a\nb\n"),
            "differs from the rendering at line 2:\n- approved:\n  (the file ends before it)\n+ rendered:\n  b");
  EXPECT_EQ(first_difference("a\n", "a"),
            "differs from the rendering at line 1:\n- approved:\n  a\n+ rendered:\n  a (no newline at the end)");
}
