// Extension by registration: a toy property check, a toy report format and a
// toy rubric extra, each a function or two and one registration, taken by the
// same paths as the built-in ones: the manifest loader, the engine, the
// extras, the report writer (and so the command line, whose --FORMAT flags
// come from the same table).
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <stdexcept>

#include "grader/grading/engine.hpp"
#include "grader/grading/extras/extras.hpp"
#include "grader/grading/properties/property_checks.hpp"
#include "grader/grading/validation.hpp"
#include "grader/reports/report_formats.hpp"
#include "grader/reports/reports.hpp"
#include "grader/support/errors.hpp"

namespace {

// The toy check: no value of the output is below 0 (a ReLU's), on fresh inputs.
void judge_nonnegative(const grader::PropertyRuns& runs, grader::CheckResult& result) {
  for (float value : runs.outputs[0]->data) {
    if (value < 0) {
      result.status = grader::CheckResult::Status::failed;
      result.message = runs.check.output + " has a negative value: a ReLU is never below 0";
      return;
    }
  }
}

// The toy format: one line.
std::string render_toy(const grader::ReportInputs& inputs) {
  return "toy: " + grader::format_points(inputs.report.score) + " of " +
         grader::format_points(inputs.report.max_score) + "\n";
}

// The toy extra: every file of the extra mentions the manifest's "word" (its own field).
nlohmann::json read_word(const grader::ManifestFields& reader, const nlohmann::json& node, const std::string& field) {
  return {{"word", reader.string(node, "word", field + ".word")}};
}

grader::ExtraResult check_mentions(const grader::Extra& extra, const std::filesystem::path& submission_dir,
                                   const std::filesystem::path& /*style_file*/) {
  const std::string word = extra.settings.at("word").get<std::string>();
  grader::ExtraResult result{
      extra.id, extra.name, grader::ExtraResult::Status::met, extra.points, extra.points, "every file mentions " + word,
      "",       {}};
  for (const auto& file : extra.files) {
    std::ifstream in(submission_dir / file);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (text.find(word) == std::string::npos) {
      result.status = grader::ExtraResult::Status::not_met;
      result.points = 0;
      result.message = file + " never mentions " + word;
    }
  }
  return result;
}

void register_toys() {
  static const bool registered = [] {
    grader::register_property_check({"toy_nonnegative", nullptr, nullptr, judge_nonnegative, false});
    grader::register_report_format({"toy", "Also write a toy report to FILE", false, render_toy});
    grader::register_extra_kind({"toy_mentions", false, read_word, check_mentions});
    return true;
  }();
  (void)registered;
}

nlohmann::json toy_manifest(const std::string& property) {
  auto root = nlohmann::json::parse(R"({
    "format": "autograder-manifest/1", "assignment": "toy", "title": "Toy",
    "sources": ["relu.cpp"], "tolerance": {"rtol": 1e-5, "atol": 1e-6},
    "ops": {"toy.relu": {"outputs": {"y": {}}}},
    "tasks": [{"id": "1", "name": "relu", "points": 2,
               "checks": [{"op": "toy.relu"}, {"op": "toy.relu", "output": "y"}]}]})");
  root["tasks"][0]["checks"][1]["property"] = property;
  return root;
}

grader::ReferenceSet toy_set() {
  grader::Case relu;
  relu.name = "eight_values";
  relu.op = "toy.relu";
  relu.file = "toy.json";
  relu.inputs["x"] = grader::Tensor{{8}, {-1.5f, 0.5f, 2.0f, -0.25f, 1.0f, -2.0f, 0.75f, -0.5f}};
  relu.expected["y"] = grader::Tensor{{8}, {0.0f, 0.5f, 2.0f, 0.0f, 1.0f, 0.0f, 0.75f, 0.0f}};
  grader::ReferenceSet set;
  set.assignment = "toy";
  set.name = "public";
  set.cases.push_back(relu);
  return set;
}

// ReLU, or a leaky one (a slope of 0.1 below 0): the mistake the toy check catches.
class Relu : public grader::Harness {
 public:
  explicit Relu(float slope) : slope_(slope) {}
  grader::HarnessOutcome run(const grader::HarnessRequest& request) const override {
    grader::HarnessOutcome outcome;
    outcome.kind = grader::HarnessOutcome::Kind::ok;
    grader::Tensor y = request.inputs.at("x");
    for (float& v : y.data) v = v > 0 ? v : slope_ * v;
    outcome.outputs["y"] = y;
    return outcome;
  }

 private:
  float slope_;
};

grader::GradeReport grade_toy(float slope) {
  const auto manifest = grader::parse_manifest(toy_manifest("toy_nonnegative"), "toy/manifest.json");
  grader::GradeOptions options;
  options.probe_seed = 7;
  return grader::grade(manifest, toy_set(), Relu(slope), options);
}

}  // namespace

TEST(Extension, ARegisteredPropertyCheckIsKnownToTheManifestLoader) {
  register_toys();
  try {
    (void)grader::parse_manifest(toy_manifest("toy_nonegative"), "toy/manifest.json");
    FAIL() << "a misspelt property loaded";
  } catch (const grader::GraderError& error) {
    EXPECT_STREQ(error.what(),
                 "toy/manifest.json: tasks[0].checks[1].property: unknown property \"toy_nonegative\" (known: "
                 "inverted_dropout, permutation_equivariance, prefix_invariance, rows_sum_to_one, shift_invariance, "
                 "toy_nonnegative)");
  }
  EXPECT_THROW(grader::register_property_check({"rows_sum_to_one", nullptr, nullptr, judge_nonnegative, false}),
               std::invalid_argument);
}

TEST(Extension, ARegisteredPropertyCheckGradesThroughTheEngine) {
  register_toys();
  const grader::GradeReport right = grade_toy(0.0f);
  ASSERT_EQ(right.tasks.size(), 1u);
  EXPECT_EQ(right.score, 2);
  ASSERT_EQ(right.tasks[0].checks.size(), 2u);
  EXPECT_EQ(right.tasks[0].checks[1].label, "toy_nonnegative of toy.relu \"y\", case eight_values");
  EXPECT_EQ(right.tasks[0].checks[1].status, grader::CheckResult::Status::passed);

  // The leaky ReLU: the reference case fails, and so does the toy check, on fresh inputs.
  const grader::GradeReport leaky = grade_toy(0.1f);
  EXPECT_EQ(leaky.score, 0);
  ASSERT_EQ(leaky.tasks[0].checks.size(), 2u);
  EXPECT_EQ(leaky.tasks[0].checks[0].status, grader::CheckResult::Status::failed);
  const grader::CheckResult& toy = leaky.tasks[0].checks[1];
  EXPECT_EQ(toy.status, grader::CheckResult::Status::failed);
  EXPECT_EQ(toy.message, "y has a negative value: a ReLU is never below 0");
}

TEST(Extension, ARegisteredReportFormatIsAFlagAndIsWritten) {
  register_toys();
  std::vector<std::string> flags;
  for (const auto& format : grader::report_formats()) flags.push_back(format.flag);
  EXPECT_EQ(flags, (std::vector<std::string>{"json", "junit", "markdown", "html", "classroom", "toy"}));
  EXPECT_THROW(grader::register_report_format({"json", "again", false, render_toy}), std::invalid_argument);

  const auto manifest = grader::parse_manifest(toy_manifest("toy_nonnegative"), "toy/manifest.json");
  const grader::GradeReport report = grade_toy(0.0f);
  const auto dir = std::filesystem::temp_directory_path() / ("grader-extension-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const std::vector<grader::HeatmapPanel> no_heatmaps;
  grader::write_reports({{"toy", (dir / "toy.txt").string()}, {"junit", ""}}, {report, manifest, no_heatmaps});
  std::ifstream in(dir / "toy.txt");
  std::stringstream text;
  text << in.rdbuf();
  EXPECT_EQ(text.str(), "toy: 2 of 2\n");
  EXPECT_FALSE(grader::reports_need_heatmaps({{"toy", "toy.txt"}, {"html", ""}}));
  EXPECT_TRUE(grader::reports_need_heatmaps({{"html", "page.html"}}));
  std::filesystem::remove_all(dir);
}

TEST(Extension, ARegisteredExtraKindReadsItsOwnFieldsAndIsEvaluated) {
  register_toys();
  auto root = toy_manifest("toy_nonnegative");
  root["extras"] = nlohmann::json::parse(R"([{"id": "word", "name": "Names the function", "kind": "toy_mentions",
                                              "points": 0.5, "word": "relu"}])");
  const auto manifest = grader::parse_manifest(root, "toy/manifest.json");
  ASSERT_EQ(manifest.extras.size(), 1u);
  EXPECT_EQ(manifest.extras[0].settings, nlohmann::json({{"word", "relu"}}));
  EXPECT_EQ(manifest.extras[0].files, (std::vector<std::string>{"relu.cpp"}));

  const auto dir = std::filesystem::temp_directory_path() / ("grader-extension-extra-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "relu.cpp") << "float relu(float x) { return x > 0 ? x : 0; }\n";
  auto results = grader::evaluate_extras(manifest, dir, dir / ".clang-format");
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].status, grader::ExtraResult::Status::met);
  EXPECT_EQ(results[0].points, 0.5);
  EXPECT_EQ(results[0].message, "every file mentions relu");
  std::ofstream(dir / "relu.cpp") << "float f(float x) { return x; }\n";
  results = grader::evaluate_extras(manifest, dir, dir / ".clang-format");
  EXPECT_EQ(results[0].status, grader::ExtraResult::Status::not_met);
  EXPECT_EQ(results[0].points, 0);
  EXPECT_EQ(results[0].message, "relu.cpp never mentions relu");
  std::filesystem::remove_all(dir);

  // Its own field is checked by the loader, with the file and the field named.
  root["extras"][0].erase("word");
  try {
    (void)grader::parse_manifest(root, "toy/manifest.json");
    FAIL() << "a toy_mentions extra without its word loaded";
  } catch (const grader::GraderError& error) {
    EXPECT_STREQ(error.what(), "toy/manifest.json: extras[0].word: missing");
  }
  root["extras"][0]["kind"] = "toy_mention";
  try {
    (void)grader::parse_manifest(root, "toy/manifest.json");
    FAIL() << "a misspelt extra kind loaded";
  } catch (const grader::GraderError& error) {
    EXPECT_STREQ(error.what(),
                 "toy/manifest.json: extras[0].kind: must be clang_format, shape_comments, max_statements, manual or "
                 "toy_mentions, got \"toy_mention\"");
  }
  EXPECT_THROW(grader::register_extra_kind({"manual", true, nullptr, check_mentions}), std::invalid_argument);
}
