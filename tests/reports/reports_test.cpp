#include "grader/reports/reports.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "grader/course/intake.hpp"
#include "grader/course/submission_notes.hpp"
#include "grader/reports/html_report.hpp"
#include "grader/support/checksum.hpp"

namespace {

grader::GradeReport sample() {
  grader::GradeReport report;
  report.assignment = "attention";
  report.title = "Demo <assignment>";
  report.reference_set = "public";
  report.seconds = 0.5;
  grader::TaskResult passed{
      "1.1", "constructor", 1, 1, {{"construct, case a", grader::CheckResult::Status::passed, "", "", ""}}, {}};
  grader::TaskResult failed{"2.1",
                            "scores & \"mask\"",
                            0,
                            3,
                            {{"mhsa.scores, case a", grader::CheckResult::Status::failed,
                              "scores: values differ\n  detail", "divide by sqrt(head_size)", "printed <this>"}},
                            {}};
  report.tasks = {passed, failed};
  report.score = 1;
  report.max_score = 4;
  return report;
}

}  // namespace

TEST(Reports, GradescopeJsonHasTheSchemaFields) {
  const auto root = nlohmann::json::parse(grader::render_gradescope_json(sample()));
  EXPECT_EQ(root["score"], 1.0);
  EXPECT_EQ(root["execution_time"], 0.5);
  ASSERT_EQ(root["tests"].size(), 2u);
  const auto& test = root["tests"][1];
  EXPECT_EQ(test["name"], "Task 2.1: scores & \"mask\"");
  EXPECT_EQ(test["number"], "2.1");
  EXPECT_EQ(test["score"], 0.0);
  EXPECT_EQ(test["max_score"], 3.0);
  EXPECT_EQ(test["status"], "failed");
  EXPECT_EQ(test["visibility"], "visible");
  EXPECT_NE(test["output"].get<std::string>().find("Hint: divide by sqrt(head_size)"), std::string::npos);
  EXPECT_EQ(root["tests"][0]["status"], "passed");
}

// Gradescope's full spec: the hidden set makes the grade, shown after the
// due date (or as a task says); the public set's results are 0-point tests
// shown at once; plain text everywhere, the log hidden.
TEST(Reports, GradescopeJsonHoldsTheHiddenGradeBackAndShowsPublicFeedback) {
  grader::GradeReport graded = sample();
  graded.reference_set = "hidden";
  graded.hidden = true;
  grader::GradeReport feedback = sample();
  feedback.tasks[1].score = 3;  // passes on the public set, fails on the hidden one
  feedback.tasks[1].checks[0].status = grader::CheckResult::Status::passed;
  grader::GradescopeVisibility visibility;
  visibility.per_task["1.1"] = "after_published";
  const auto root = nlohmann::json::parse(grader::render_gradescope_json(graded, visibility, &feedback));
  EXPECT_EQ(root["score"], 1.0);
  EXPECT_EQ(root["output_format"], "text");
  EXPECT_EQ(root["test_output_format"], "text");
  EXPECT_EQ(root["test_name_format"], "text");
  EXPECT_EQ(root["stdout_visibility"], "hidden");
  EXPECT_FALSE(root.contains("visibility")) << "a top-level visibility would override every test's";
  EXPECT_EQ(root["output"].get<std::string>().rfind(
                "Assignment attention graded against the hidden references (shown after_due_date); the \"Public "
                "check\" tests are the same code on the public references, for feedback (0 points).\n",
                0),
            0u)
      << root["output"];
  ASSERT_EQ(root["tests"].size(), 4u);
  const std::vector<std::tuple<std::string, double, double, std::string, std::string>> want{
      {"Public check, Task 1.1: constructor", 0, 0, "passed", "visible"},
      {"Public check, Task 2.1: scores & \"mask\"", 0, 0, "passed", "visible"},
      {"Task 1.1: constructor", 1, 1, "passed", "after_published"},
      {"Task 2.1: scores & \"mask\"", 0, 3, "failed", "after_due_date"}};
  for (std::size_t i = 0; i < want.size(); ++i) {
    const auto& test = root["tests"][i];
    EXPECT_EQ(test["name"], std::get<0>(want[i]));
    EXPECT_EQ(test["score"], std::get<1>(want[i])) << i;
    EXPECT_EQ(test["max_score"], std::get<2>(want[i])) << i;
    EXPECT_EQ(test["status"], std::get<3>(want[i])) << i;
    EXPECT_EQ(test["visibility"], std::get<4>(want[i])) << i;
    EXPECT_EQ(test["output_format"], "text");
    EXPECT_EQ(test["name_format"], "text");
  }
  EXPECT_EQ(root["tests"][3]["tags"], nlohmann::json::array({"hidden"}));
}

TEST(Reports, MarkdownHasATableRowPerTask) {
  const std::string md = grader::render_markdown(sample());
  EXPECT_NE(md.find("## Demo <assignment>: 1 / 4"), std::string::npos) << md;
  EXPECT_NE(md.find("| 1.1 | constructor | 1 / 1 | passed |"), std::string::npos) << md;
  EXPECT_NE(md.find("| 2.1 | scores & \"mask\" | 0 / 3 | failed: divide by sqrt(head_size) |"), std::string::npos)
      << md;
}

TEST(Reports, TextShowsPointsHintAndFirstFailure) {
  const std::string text = grader::render_text(sample(), false);
  EXPECT_NE(text.find("PASS  Task 1.1"), std::string::npos) << text;
  EXPECT_NE(text.find("FAIL  Task 2.1"), std::string::npos);
  EXPECT_NE(text.find("Hint: divide by sqrt(head_size)"), std::string::npos);
  EXPECT_NE(text.find("First failure (mhsa.scores, case a):"), std::string::npos);
  EXPECT_NE(text.find("Total: 1 / 4"), std::string::npos);
  EXPECT_EQ(text.find("\033["), std::string::npos);
  EXPECT_NE(grader::render_text(sample(), true).find("\033[31mFAIL"), std::string::npos);
}

TEST(Reports, PointsPrintWithoutTrailingZeros) {
  EXPECT_EQ(grader::format_points(3), "3");
  EXPECT_EQ(grader::format_points(2.5), "2.5");
  EXPECT_EQ(grader::format_points(0), "0");
}

TEST(HtmlReport, HeatmapColoursRunFromViridisDarkToYellowAndMarkNaN) {
  EXPECT_EQ(grader::heatmap_colour(0.0), "#440154");
  EXPECT_EQ(grader::heatmap_colour(1.0), "#fde725");
  EXPECT_EQ(grader::heatmap_colour(-0.5), "#440154");  // clamped
  EXPECT_EQ(grader::heatmap_colour(0.5), "#21908d");
  EXPECT_EQ(grader::heatmap_colour(std::nan("")), "#ff00ff");
}

TEST(ClassroomResult, Base64IsStandardWithPadding) {
  EXPECT_EQ(grader::base64_encode(""), "");
  EXPECT_EQ(grader::base64_encode("h"), "aA==");
  EXPECT_EQ(grader::base64_encode("hello"), "aGVsbG8=");
  EXPECT_EQ(grader::base64_encode("{\"version\":1}"), "eyJ2ZXJzaW9uIjoxfQ==");
}

// The compiler note tells a student grading on their own machine that the
// course grades with another compiler. Where the grade is the course's
// (Gradescope's run_autograder passes --platform gradescope, the Classroom
// step --platform classroom, batch grades the class) it would contradict the
// run it is in: there is no note.
TEST(CompilerNote, OnlyOnAStudentsOwnMachineAndOnlyWhenTheCompilerDiffers) {
  const std::string pinned = "xtensor 0.24.3, xtensor-blas 0.20, xsimd 8.1";
  EXPECT_EQ(grader::compiler_note(true, "GNU 11", "GNU 11.4.0", "GNU 12", pinned),
            "built with GNU 11.4.0, the course grades with GNU 12 (with the same pinned xtensor 0.24.3, xtensor-blas "
            "0.20, xsimd 8.1): results should agree; the course's grade is the one that counts");
  EXPECT_EQ(grader::compiler_note(false, "GNU 11", "GNU 11.4.0", "GNU 12", pinned), "");
  EXPECT_EQ(grader::compiler_note(true, "GNU 12", "GNU 12.2.0", "GNU 12", pinned), "");
  EXPECT_EQ(grader::compiler_note(false, "GNU 12", "GNU 12.2.0", "GNU 12", pinned), "");
}

namespace {

// A submission's files as a file tree below a fresh folder: path -> text ("->target": a link).
std::filesystem::path tree(const std::string& name, const std::vector<std::pair<std::string, std::string>>& files) {
  namespace fs = std::filesystem;
  const fs::path base = fs::temp_directory_path() / ("grader-intake-" + std::to_string(::getpid()) + "-" + name);
  fs::remove_all(base);
  fs::create_directories(base);
  for (const auto& [path, text] : files) {
    fs::create_directories((base / path).parent_path());
    if (text.rfind("->", 0) == 0) {
      fs::create_symlink(text.substr(2), base / path);
    } else {
      std::ofstream(base / path) << text;
    }
  }
  return base;
}

std::string located(const std::filesystem::path& given, const std::string& assignment,
                    const std::vector<std::string>& sources) {
  grader::Manifest manifest;
  manifest.assignment = assignment;
  manifest.sources = sources;
  const auto found = grader::locate_submission(given, manifest, {"attention", "torch_mha", "udl_multihead"});
  const std::string relative = found.folder.lexically_relative(given).generic_string();
  std::filesystem::remove_all(given);
  return relative + " " + std::to_string(found.found);
}

}  // namespace

// The one intake rule (grader::locate_submission) of ./grade, batch,
// Gradescope and Classroom: the folder with the most of the assignment's
// files, then the shallowest, then the first by name; never through a link;
// never in another assignment's folder (torch_mha and udl_multihead share a
// file name).
TEST(Intake, TheFolderWithTheMostFilesTheShallowestTheFirstByName) {
  const std::vector<std::string> attention = {"self_attention.cpp", "multi_head_self_attention.cpp"};
  EXPECT_EQ(
      located(tree("all", {{"self_attention.cpp", ""}, {"multi_head_self_attention.cpp", ""}}), "attention", attention),
      ". 2");
  // Both files at the top beat one in attention/ (an old copy).
  EXPECT_EQ(located(tree("top", {{"self_attention.cpp", ""},
                                 {"multi_head_self_attention.cpp", ""},
                                 {"attention/self_attention.cpp", ""}}),
                    "attention", attention),
            ". 2");
  EXPECT_EQ(located(tree("deep", {{"hw/week 3/self_attention.cpp", ""},
                                  {"hw/week 3/multi_head_self_attention.cpp", ""},
                                  {"hw/self_attention.cpp", ""}}),
                    "attention", attention),
            "hw/week 3 2");
  EXPECT_EQ(located(tree("tie", {{"v2/self_attention.cpp", ""},
                                 {"v2/multi_head_self_attention.cpp", ""},
                                 {"v1/self_attention.cpp", ""},
                                 {"v1/multi_head_self_attention.cpp", ""}}),
                    "attention", attention),
            "v1 2");
  // student_template/ holds every assignment: another's folder is never taken, even for a file of the same name.
  EXPECT_EQ(located(tree("template", {{"student_template/torch_mha/multihead_attention.cpp", ""},
                                      {"student_template/udl_multihead/README.md", ""}}),
                    "udl_multihead", {"multihead_attention.cpp"}),
            ". 0");
  EXPECT_EQ(located(tree("clone", {{"student_template/torch_mha/multihead_attention.cpp", ""},
                                   {"student_template/udl_multihead/multihead_attention.cpp", ""}}),
                    "udl_multihead", {"multihead_attention.cpp"}),
            "student_template/udl_multihead 1");
  // Links: neither a linked folder nor a linked file counts.
  const auto outside = tree("outside", {{"self_attention.cpp", ""}, {"multi_head_self_attention.cpp", ""}});
  EXPECT_EQ(
      located(tree("links", {{"mine", "->" + outside.string()},
                             {"own/self_attention.cpp", ""},
                             {"own/multi_head_self_attention.cpp", "->" + (outside / "self_attention.cpp").string()}}),
              "attention", attention),
      "own 1");
  std::filesystem::remove_all(outside);
}

namespace {

// sample() with the extras of the attention manifest: a deduction that
// applies, a bonus not earned and written answers pending manual review.
grader::GradeReport sample_with_extras() {
  grader::GradeReport report = sample();
  using Status = grader::ExtraResult::Status;
  report.extras = {
      {"style", "Style", Status::not_met, -1, -1, "1 line differs from clang-format's layout", "", {}},
      {"short_forward", "Bonus: short forward", Status::not_met, 0, 1, "earned only when Task 2.1 passes", "", {}},
      {"questions", "Written questions", Status::manual, 0, 0, "needs manual review", "answer Q1:\n  because", {}}};
  report.score = 0;
  return report;
}

// The names of a JUnit file's test cases, in order.
std::vector<std::string> junit_names(const std::string& xml) {
  std::vector<std::string> names;
  const std::string start = "<testcase classname=\"";
  for (auto at = xml.find(start); at != std::string::npos; at = xml.find(start, at + 1)) {
    const auto name = xml.find(" name=\"", at) + 7;
    names.push_back(xml.substr(name, xml.find('"', name) - name));
  }
  return names;
}

}  // namespace

// A test's name is how GitLab and Jenkins follow it from run to run: it never
// carries the score (the points are in <system-out>), and a failure's text is
// the <failure> body, which GitLab shows as the test's details (the message
// attribute alone it does not show).
TEST(Reports, JunitNamesAreStableAndTheFailureTextIsTheBody) {
  EXPECT_EQ(grader::render_junit(sample_with_extras()),
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<testsuites name=\"attention\" tests=\"5\" failures=\"2\" errors=\"0\" time=\"0.500\">\n"
            "  <testsuite name=\"attention (public)\" tests=\"5\" failures=\"2\" errors=\"0\" skipped=\"1\" "
            "time=\"0.500\">\n"
            "    <testcase classname=\"attention\" name=\"Task 1.1: constructor\" time=\"0\">\n"
            "      <system-out>Points: 1 / 1</system-out>\n"
            "    </testcase>\n"
            "    <testcase classname=\"attention\" name=\"Task 2.1: scores &amp; &quot;mask&quot;\" time=\"0\">\n"
            "      <failure message=\"scores: values differ\">0 of 1 checks passed\n"
            "Hint: divide by sqrt(head_size)\n"
            "First failure (mhsa.scores, case a):\n"
            "  scores: values differ\n"
            "    detail\n"
            "Your code printed:\n"
            "  | printed &lt;this&gt;</failure>\n"
            "      <system-out>Points: 0 / 3</system-out>\n"
            "    </testcase>\n"
            "    <testcase classname=\"attention.extras\" name=\"Extra: Style\" time=\"0\">\n"
            "      <failure message=\"1 line differs from clang-format&apos;s layout\">-1: 1 line differs from "
            "clang-format&apos;s layout</failure>\n"
            "      <system-out>Points: -1\n"
            "1 line differs from clang-format&apos;s layout</system-out>\n"
            "    </testcase>\n"
            "    <testcase classname=\"attention.extras\" name=\"Extra: Bonus: short forward\" time=\"0\">\n"
            "      <system-out>Points: 0 of +1\n"
            "earned only when Task 2.1 passes</system-out>\n"
            "    </testcase>\n"
            "    <testcase classname=\"attention.extras\" name=\"Extra: Written questions\" time=\"0\">\n"
            "      <skipped message=\"pending manual review\">pending manual review: your instructor reviews "
            "it</skipped>\n"
            "      <system-out>Points: pending manual review</system-out>\n"
            "    </testcase>\n"
            "  </testsuite>\n"
            "</testsuites>\n");
}

TEST(Reports, JunitNamesAreTheSameWhateverTheScore) {
  grader::GradeReport failing = sample_with_extras();
  grader::GradeReport passing = failing;
  passing.tasks[1].score = 3;
  passing.tasks[1].checks[0].status = grader::CheckResult::Status::passed;
  passing.extras[0].status = grader::ExtraResult::Status::met;
  passing.extras[0].points = 0;
  passing.extras[1].status = grader::ExtraResult::Status::met;
  passing.extras[1].points = 1;
  passing.score = 5;
  const std::vector<std::string> names = {"Task 1.1: constructor", "Task 2.1: scores &amp; &quot;mask&quot;",
                                          "Extra: Style", "Extra: Bonus: short forward", "Extra: Written questions"};
  EXPECT_EQ(junit_names(grader::render_junit(failing)), names);
  EXPECT_EQ(junit_names(grader::render_junit(passing)), names);
  EXPECT_NE(grader::render_junit(failing), grader::render_junit(passing));
}

// An item pending manual review is not passed in any format: Gradescope's
// status is "passed" or "failed" only (its autograder specification, "Test
// case status"), so the test has neither a status nor a score and its name
// says pending; JUnit skips it; the Markdown, text and HTML reports say
// pending; Classroom's test is "pending" (see ClassroomResult).
TEST(ManualReview, IsPendingInEveryFormat) {
  const grader::GradeReport report = sample_with_extras();
  const auto gradescope = nlohmann::json::parse(grader::render_gradescope_json(report));
  EXPECT_EQ(gradescope["tests"][4], nlohmann::json::parse(R"json({
    "name": "Extra: Written questions (pending manual review)", "name_format": "text", "number": "questions",
    "output": "pending manual review: your instructor reviews it; it is not in this score yet\nanswer Q1:\n  because",
    "output_format": "text", "visibility": "visible"
})json"));
  EXPECT_EQ(gradescope["extra_data"]["manual_review"],
            nlohmann::json::parse(R"({"questions": {"name": "Written questions", "text": "answer Q1:\n  because"}})"));
  const std::string markdown = grader::render_markdown(report);
  const std::string row = "| questions | Written questions | pending manual review | your instructor reviews it |\n";
  EXPECT_EQ(markdown.substr(markdown.find("| questions"), row.size()), row);
  const std::string text = grader::render_text(report, false);
  const std::string lines =
      "REVIEW    Written questions: pending manual review\n      | answer Q1:\n      |   because\n";
  EXPECT_EQ(text.substr(text.find("REVIEW"), lines.size()), lines);
  const std::string html = grader::render_html(report, {});
  const std::string html_row =
      "<tr><td>questions</td><td>Written questions</td><td>pending manual review</td><td><span "
      "class=\"review\">REVIEW</span><pre>answer Q1:\n  because</pre></td></tr>\n";
  EXPECT_EQ(html.substr(html.find("<tr><td>questions"), html_row.size()), html_row);
}

namespace {

std::string base64_decode(const std::string& text) {
  const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string bytes;
  unsigned bits = 0;
  int count = 0;
  for (const char c : text) {
    const auto value = alphabet.find(c);
    if (value == std::string::npos) continue;
    bits = (bits << 6U) | static_cast<unsigned>(value);
    count += 6;
    if (count >= 8) {
      count -= 8;
      bytes += static_cast<char>((bits >> static_cast<unsigned>(count)) & 0xFFU);
    }
  }
  return bytes;
}

// What autograding-grading-reporter@v1 computes from the runners
// (classroom-resources/autograding-grading-reporter, release v1):
//   - the log's table: src/helpers/test-helpers.js, getTestScore: per runner
//     (tests with status "pass" / tests.length) * (max_score || 0), added
//     up in src/aggregate-results.js, AggregateResults, with the max_scores;
//   - the points Classroom records: src/notify-classroom.js, NotifyClassroom:
//     runners whose max_score is 0 are skipped, the others' tests[].score
//     added up, out of their max_scores.
// Replayed in doubles, in the same order, as JavaScript computes them.
struct ReporterSums {
  double table = 0;
  double table_max = 0;
  double recorded = 0;
  double recorded_max = 0;
};

ReporterSums replay_reporter(const std::string& lines) {
  ReporterSums sums;
  std::istringstream in(lines);
  std::string line;
  while (std::getline(in, line)) {
    const auto result = nlohmann::json::parse(base64_decode(line.substr(line.find('=') + 1)));
    const double max_score = result["max_score"].get<double>();
    const auto& tests = result["tests"];
    double passed = 0;
    for (const auto& test : tests) passed += test["status"] == "pass" ? 1 : 0;
    sums.table += passed / static_cast<double>(tests.size()) * max_score;
    sums.table_max += max_score;
    if (max_score == 0) continue;
    sums.recorded_max += max_score;
    for (const auto& test : tests) sums.recorded += test["score"].get<double>();
  }
  return sums;
}

}  // namespace

// The reporter's table in the log and the points Classroom records are the
// same: a full-marks student without the bonus (one runner of every test
// showed 8.89 / 10 for 10 / 10 recorded), a deduction floored at 0 and a task
// scored in proportion to its checks.
TEST(ClassroomResult, TheReportersTableIsThePointsClassroomRecords) {
  using Status = grader::ExtraResult::Status;
  grader::GradeReport full = sample_with_extras();
  full.tasks[1].score = 3;
  full.tasks[1].checks[0].status = grader::CheckResult::Status::passed;
  full.extras[0] = {"style", "Style", Status::met, 0, -1, "follows .clang-format", "", {}};
  full.score = 4;
  grader::GradeReport floored = sample_with_extras();
  floored.extras.insert(floored.extras.begin(),
                        {"shapes", "Shape comments", Status::not_met, -1, -1, "1 statement has none", "", {}});
  floored.score = 0;  // 1 - 1 - 1, never below 0
  grader::GradeReport partial = sample();
  partial.tasks[1].checks = {{"a", grader::CheckResult::Status::passed, "", "", ""},
                             {"b", grader::CheckResult::Status::passed, "", "", ""},
                             {"c", grader::CheckResult::Status::failed, "values differ", "", ""},
                             {"d", grader::CheckResult::Status::passed, "", "", ""},
                             {"e", grader::CheckResult::Status::skipped, "not graded: 1.1 failed", "", ""}};
  partial.tasks[1].score = 2.25;  // proportional: 3 of 4 counted checks of 3 points
  partial.tasks[0].score = 0;
  partial.tasks[0].checks[0].status = grader::CheckResult::Status::failed;
  partial.score = 2.25;
  for (const auto* report : {&full, &floored, &partial}) {
    const ReporterSums sums = replay_reporter(grader::render_classroom_result(*report));
    EXPECT_EQ(sums.table, report->score);
    EXPECT_EQ(sums.recorded, report->score);
    EXPECT_EQ(sums.table_max, 4.0);
    EXPECT_EQ(sums.recorded_max, 4.0);
  }
}

// The runners of the floored student, exactly: one per task, the extras
// (pending manual review is "pending", not "pass"), and the pair that brings
// the total from the tasks' 1 to 0 while the maximum stays 4.
TEST(ClassroomResult, EachTaskIsARunnerAndTheExtrasChangeTheTotalInARunnerOfTheirOwn) {
  grader::GradeReport report = sample_with_extras();
  report.extras.insert(
      report.extras.begin(),
      {"shapes", "Shape comments", grader::ExtraResult::Status::not_met, -1, -1, "1 statement has none", "", {}});
  report.score = 0;
  nlohmann::json runners = nlohmann::json::object();
  std::string lines;
  for (const auto& [name, result] : grader::classroom_runners(report)) {
    runners[name] = result;
    lines += name + "=" + grader::base64_encode(result.dump()) + "\n";
  }
  EXPECT_EQ(grader::render_classroom_result(report), lines);
  EXPECT_EQ(runners, nlohmann::json::parse(R"json({
  "task11": {"version": 1, "status": "pass", "max_score": 1.0, "tests": [
    {"name": "Task 1.1: constructor", "status": "pass", "score": 1.0, "message": "passed",
     "test_code": "./grade --task 1.1", "filename": "", "line_no": 0, "duration": 0}]},
  "task21": {"version": 1, "status": "fail", "max_score": 3.0, "tests": [
    {"name": "Task 2.1: scores & \"mask\"", "status": "fail", "score": 0.0, "message": "divide by sqrt(head_size)",
     "test_code": "./grade --task 2.1", "filename": "", "line_no": 0, "duration": 0
}]
}
, "extras" : {
  "version" : 1,
  "status" : "pass",
  "max_score" : 0.0,
  "tests" : [
    {
      "name" : "Extra: Shape comments: -1",
      "status" : "fail",
      "score" : -1.0,
      "message" : "1 statement has none",
      "test_code" : "",
      "filename" : "",
      "line_no" : 0,
      "duration" : 0
    },
    {
      "name" : "Extra: Style: -1",
      "status" : "fail",
      "score" : -1.0,
      "message" : "1 line differs from clang-format's layout",
      "test_code" : "",
      "filename" : "",
      "line_no" : 0,
      "duration" : 0
    },
    {
      "name" : "Extra: Bonus: short forward: 0 of +1",
      "status" : "fail",
      "score" : 0.0,
      "message" : "earned only when Task 2.1 passes",
      "test_code" : "",
      "filename" : "",
      "line_no" : 0,
      "duration" : 0
    },
    {
      "name" : "Extra: Written questions: pending manual review",
      "status" : "pending",
      "score" : 0.0,
      "message" : "pending manual review: your instructor reviews it",
      "test_code" : "",
      "filename" : "",
      "line_no" : 0,
      "duration" : 0
    }
  ]
},
             "extrapoints" : {
               "version" : 1,
               "status" : "pass",
               "max_score" : -1.0,
               "tests" : [ {
                 "name" : "Extras: -1 in the total (the total is never below 0)",
                 "status" : "pass",
                 "score" : -1.0,
                 "message" : "",
                 "test_code" : "",
                 "filename" : "",
                 "line_no" : 0,
                 "duration" : 0
               } ]
             },
                             "extrasmax" : {
  "version" : 1, "status" : "pass", "max_score" : 1.0, "tests" : [ {
    "name" : "Not a test: its maximum (1) cancels extrapoints', so that the maximum stays 4",
    "status" : "none",
    "score" : 0.0,
    "message" : "",
    "test_code" : "",
    "filename" : "",
    "line_no" : 0,
    "duration" : 0
  } ]
}
})json"));
  std::vector<std::string> order;
  for (const auto& runner : grader::classroom_runners(report)) order.push_back(runner.name);
  EXPECT_EQ(order, (std::vector<std::string>{"task11", "task21", "extras", "extrapoints", "extrasmax"}));
}

// An error outside every YOUR CODE region is explained once, before the
// compiler's words, in every format a student reads (issue 49).
TEST(Reports, TheBuildsExplanationComesOnceBeforeTheCompilersWords) {
  grader::GradeReport report = sample();
  report.build_errors = "a.cpp:14:5: error: redefinition of 'int helper()'";
  report.build_explanation = "a.cpp has an error outside every YOUR CODE region: line 14 defines helper a second time";
  EXPECT_NE(grader::render_text(report, false)
                .find("\n\nYour code does not compile: a.cpp has an error outside every YOUR CODE region: line 14 "
                      "defines helper a second time\nThe compiler said:\n  a.cpp:14:5: error: redefinition of 'int "
                      "helper()'\n\n"),
            std::string::npos);
  EXPECT_NE(
      grader::render_markdown(report).find(
          "**Your code does not compile**:\n\n```text\na.cpp has an error outside every YOUR CODE region: line 14 "
          "defines helper a second time\n\nThe compiler said:\na.cpp:14:5: error: redefinition of 'int "
          "helper()'\n```\n"),
      std::string::npos)
      << grader::render_markdown(report);
  const auto json = nlohmann::json::parse(grader::render_gradescope_json(report));
  EXPECT_NE(json["output"].get<std::string>().find(
                "Your code does not compile: a.cpp has an error outside every YOUR CODE region: line 14 defines helper "
                "a second time\nThe compiler said:\na.cpp:14:5: error: redefinition of 'int helper()'\n"),
            std::string::npos)
      << json["output"];
  for (const std::string& rendered :
       {grader::render_text(report, false), grader::render_markdown(report), json["output"].get<std::string>()}) {
    std::size_t said = 0;
    for (auto at = rendered.find("outside every YOUR CODE region"); at != std::string::npos;
         at = rendered.find("outside every YOUR CODE region", at + 1)) {
      ++said;
    }
    EXPECT_EQ(said, 1U) << rendered;
  }
}
