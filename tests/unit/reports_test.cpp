#include "grader/reports.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <nlohmann/json.hpp>
#include <tuple>
#include <vector>

#include "grader/checksum.hpp"
#include "grader/html_report.hpp"
#include "grader/pipeline.hpp"

namespace {

grader::GradeReport sample() {
  grader::GradeReport report;
  report.assignment = "attention";
  report.title = "Demo <assignment>";
  report.reference_set = "public";
  report.seconds = 0.5;
  grader::TaskResult passed{
      "1.1", "constructor", 1, 1, {{"construct, case a", grader::CheckResult::Status::passed, "", "", ""}}};
  grader::TaskResult failed{"2.1",
                            "scores & \"mask\"",
                            0,
                            3,
                            {{"mhsa.scores, case a", grader::CheckResult::Status::failed,
                              "scores: values differ\n  detail", "divide by sqrt(head_size)", "printed <this>"}}};
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

TEST(Reports, JunitIsEscapedXmlWithOneFailure) {
  const std::string xml = grader::render_junit(sample());
  EXPECT_NE(xml.find("<testsuites name=\"attention\" tests=\"2\" failures=\"1\""), std::string::npos) << xml;
  EXPECT_NE(xml.find("name=\"Task 2.1: scores &amp; &quot;mask&quot; (0/3)\""), std::string::npos) << xml;
  EXPECT_NE(xml.find("<failure message=\"scores: values differ\">"), std::string::npos) << xml;
  EXPECT_NE(xml.find("printed &lt;this&gt;"), std::string::npos);
  EXPECT_EQ(xml.find("<this>"), std::string::npos);
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
