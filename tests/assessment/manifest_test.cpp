#include "grader/assessment/manifest.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "grader/grading/validation.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"

namespace {

nlohmann::json minimal() {
  return nlohmann::json::parse(R"({
    "format": "autograder-manifest/1", "assignment": "demo", "title": "Demo",
    "sources": ["a.cpp"], "tolerance": {"rtol": 1e-5, "atol": 1e-6},
    "ops": {"a.run": {"outputs": {"out": {}}}, "b.run": {"outputs": {"out": {}}}, "c.run": {"outputs": {}}},
    "tasks": [
      {"id": "1", "name": "first", "points": 2, "checks": [{"op": "a.run"}]},
      {"id": "2", "name": "second", "points": 1, "checks": [{"op": "c.run"}, {"op": "b.run", "depends_on": ["1"]}]}
    ]})");
}

std::string error_of(const nlohmann::json& root) {
  try {
    (void)grader::parse_manifest(root, "demo/manifest.json");
  } catch (const grader::GraderError& error) {
    EXPECT_EQ(error.code(), grader::ExitCode::manifest_error);
    return error.what();
  }
  return "no error";
}

}  // namespace

TEST(Manifest, ParsesTasksPointsAndChecks) {
  const auto manifest = grader::parse_manifest(minimal(), "demo/manifest.json");
  EXPECT_EQ(manifest.tasks.size(), 2u);
  EXPECT_EQ(manifest.max_score(), 3);
  EXPECT_EQ(manifest.tasks[1].checks[1].depends_on, std::vector<std::string>{"1"});
  EXPECT_DOUBLE_EQ(manifest.tolerance.atol, 1e-6);
}

TEST(Manifest, TheShippedManifestIsValidAndTotalsTen) {
  const auto manifest =
      grader::load_manifest(std::string(GRADER_TEST_PROJECT_ROOT) + "/assignments/attention/manifest.json");
  EXPECT_EQ(manifest.max_score(), 10);
  EXPECT_EQ(manifest.tasks.size(), 5u);
}

TEST(Manifest, NegativePointsAreRefusedNamingTheField) {
  auto root = minimal();
  root["tasks"][0]["points"] = -1;
  EXPECT_EQ(error_of(root), "demo/manifest.json: tasks[0].points: must be a finite number >= 0, got -1");
}

// The start-up limit, the whole grade's time and the whole build's (the
// compile budget): defaults, the manifest's own, and no zero.
TEST(Manifest, TheStartUpAndWholeGradeLimitsHaveDefaultsAndAreChecked) {
  const auto defaults = grader::parse_manifest(minimal(), "demo/manifest.json");
  EXPECT_EQ(defaults.limits.startup_seconds, 3);
  EXPECT_EQ(defaults.grade_seconds, 60);
  EXPECT_EQ(defaults.compile_seconds, 300);
  auto root = minimal();
  root["limits"] = {{"startup_seconds", 5}, {"grade_seconds", 120}, {"compile_seconds", 90}};
  const auto own = grader::parse_manifest(root, "demo/manifest.json");
  EXPECT_EQ(own.limits.startup_seconds, 5);
  EXPECT_EQ(own.grade_seconds, 120);
  EXPECT_EQ(own.compile_seconds, 90);
  root["limits"] = {{"compile_seconds", 0}};
  EXPECT_EQ(error_of(root), "demo/manifest.json: limits.compile_seconds: must be > 0");
  root["limits"] = {{"grade_seconds", 0}};
  EXPECT_EQ(error_of(root), "demo/manifest.json: limits.grade_seconds: must be > 0");
  root["limits"] = {{"startup_seconds", 0}};
  EXPECT_EQ(error_of(root), "demo/manifest.json: limits.startup_seconds: must be > 0");
}

TEST(Manifest, MissingToleranceIsRefused) {
  auto root = minimal();
  root.erase("tolerance");
  EXPECT_EQ(error_of(root), "demo/manifest.json: tolerance: missing");
  root = minimal();
  root["tolerance"].erase("atol");
  EXPECT_EQ(error_of(root), "demo/manifest.json: tolerance.atol: missing");
}

TEST(Manifest, UnknownPropertyAndFieldsAreRefused) {
  auto root = minimal();
  root["tasks"][0]["checks"][0]["property"] = "sums_to_two";
  EXPECT_NE(error_of(root).find("tasks[0].checks[0].property: unknown property \"sums_to_two\""), std::string::npos);
  root = minimal();
  root["tasks"][0]["checks"][0]["opp"] = "typo";
  EXPECT_EQ(error_of(root), "demo/manifest.json: tasks[0].checks[0].opp: unknown field");
}

TEST(Manifest, DependenciesMustBeEarlierTasks) {
  auto root = minimal();
  root["tasks"][0]["checks"][0]["depends_on"] = {"2"};
  EXPECT_EQ(error_of(root),
            "demo/manifest.json: tasks[0].checks[0].depends_on: \"2\" is not the id of an earlier task");
}

// A misspelt name is not a check left out: every op a check, the leaderboard
// or the visualisation names is one of "ops", with the closest name offered.
TEST(Manifest, AnOpOrOutputNotInOpsIsRefusedWithTheClosestName) {
  auto root = minimal();
  root["tasks"][1]["checks"][1]["op"] = "b.runn";
  EXPECT_EQ(error_of(root),
            "demo/manifest.json: tasks[1].checks[1].op: unknown op \"b.runn\" (did you mean \"b.run\"? known: a.run, "
            "b.run, c.run)");
  root = minimal();
  root["tasks"][0]["checks"][0]["op"] = "softmax";
  EXPECT_EQ(error_of(root),
            "demo/manifest.json: tasks[0].checks[0].op: unknown op \"softmax\" (known: a.run, b.run, c.run)");
  root = minimal();
  root["tasks"][0]["checks"][0]["property"] = "rows_sum_to_one";
  root["tasks"][0]["checks"][0]["output"] = "outt";
  EXPECT_EQ(error_of(root),
            "demo/manifest.json: tasks[0].checks[0].output: unknown output of a.run \"outt\" (did you mean \"out\"? "
            "known: out)");
  root = minimal();
  root.erase("ops");
  EXPECT_EQ(error_of(root), "demo/manifest.json: ops: missing");
}

// A task whose every check waits on an earlier task would score 0 for a
// student who failed that one however right this task is: refused.
TEST(Manifest, ATaskWithoutACheckOfItsOwnIsRefused) {
  auto root = minimal();
  root["tasks"][1]["checks"].erase(0);
  EXPECT_EQ(error_of(root),
            "demo/manifest.json: tasks[1].checks: every check of Task 2 depends on an earlier task (depends_on): a "
            "student who failed that task would score 0 here however right this one is; give Task 2 at least one "
            "check without depends_on");
}

TEST(Manifest, DuplicateTaskIdsAreRefused) {
  auto root = minimal();
  root["tasks"][1]["id"] = "1";
  EXPECT_EQ(error_of(root), "demo/manifest.json: tasks[1].id: duplicate task id \"1\"");
}

TEST(Manifest, ANumberBeyondADoubleIsAClearError) {
  // Found by fuzz_manifest: nlohmann throws out_of_range, not parse_error.
  try {
    (void)grader::parse_json_text(R"({"tolerance": {"rtol": 1e505}})", "demo/manifest.json",
                                  grader::ExitCode::manifest_error);
    FAIL() << "no error";
  } catch (const grader::GraderError& error) {
    EXPECT_EQ(error.code(), grader::ExitCode::manifest_error);
    EXPECT_NE(std::string(error.what()).find("demo/manifest.json: not valid JSON"), std::string::npos);
  }
}

// No assignment is named in code: the only one of a student repository, else
// the course's assignments/course.json.
TEST(Manifest, TheDefaultAssignmentIsTheOnlyOneOrTheCoursesChoice) {
  const auto dir = std::filesystem::temp_directory_path() / ("grader-default-" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  auto add = [&](const std::string& name) {
    std::filesystem::create_directories(dir / "assignments" / name);
    std::ofstream(dir / "assignments" / name / "manifest.json") << "{}";
  };
  add("beta");
  EXPECT_EQ(grader::default_assignment(dir), "beta");
  add("alpha");
  try {
    (void)grader::default_assignment(dir);
    ADD_FAILURE() << "two assignments and no course.json";
  } catch (const grader::GraderError& error) {
    EXPECT_EQ(error.code(), grader::ExitCode::usage);
    EXPECT_EQ(std::string(error.what()),
              "several assignments (alpha, beta): name one with --assignment, or name the default in " +
                  (dir / "assignments/course.json").string() + " as {\"default_assignment\": \"NAME\"}");
  }
  std::ofstream(dir / "assignments/course.json") << R"({"default_assignment": "gamma"})";
  try {
    (void)grader::default_assignment(dir);
    ADD_FAILURE() << "course.json names no assignment";
  } catch (const grader::GraderError& error) {
    EXPECT_EQ(error.code(), grader::ExitCode::manifest_error);
    EXPECT_EQ(std::string(error.what()),
              (dir / "assignments/course.json").string() + ": \"default_assignment\" must name one of: alpha, beta");
  }
  std::ofstream(dir / "assignments/course.json") << R"({"default_assignment": "alpha"})";
  EXPECT_EQ(grader::default_assignment(dir), "alpha");
  std::filesystem::remove_all(dir);
}

// Gradescope's visibility: the hidden set's tests after the due date unless
// the manifest says otherwise, per task too; anything else is refused.
TEST(Manifest, GradescopeVisibilityDefaultsAndIsRead) {
  const auto plain = grader::parse_manifest(minimal(), "demo/manifest.json");
  EXPECT_EQ(plain.gradescope.graded, "after_due_date");
  EXPECT_EQ(plain.gradescope.feedback, "visible");
  EXPECT_EQ(plain.gradescope.stdout_log, "hidden");
  auto root = minimal();
  root["gradescope"] = {{"visibility", "after_published"}, {"stdout_visibility", "visible"}};
  root["tasks"][1]["visibility"] = "hidden";
  const auto manifest = grader::parse_manifest(root, "demo/manifest.json");
  EXPECT_EQ(manifest.gradescope.graded, "after_published");
  EXPECT_EQ(manifest.gradescope.stdout_log, "visible");
  EXPECT_EQ(manifest.gradescope.per_task.at("2"), "hidden");
  root["tasks"][1]["visibility"] = "later";
  EXPECT_EQ(error_of(root),
            "demo/manifest.json: tasks[1].visibility: must be \"hidden\", \"after_due_date\", "
            "\"after_published\" or \"visible\", got \"later\"");
  root = minimal();
  root["gradescope"] = {{"leader_board", true}};
  EXPECT_EQ(error_of(root),
            "demo/manifest.json: gradescope.leader_board: unknown field (known: visibility, "
            "feedback_visibility, stdout_visibility, leaderboard)");
}

// The leaderboard is off unless the manifest has one, and what it names must exist.
TEST(Manifest, TheLeaderboardIsOptionalAndChecked) {
  EXPECT_FALSE(grader::parse_manifest(minimal(), "demo/manifest.json").gradescope.leaderboard.has_value());
  auto root = minimal();
  root["gradescope"]["leaderboard"] = {{"name", "run (ms)"}, {"op", "b.run"}, {"task", "2"}};
  const auto board = grader::parse_manifest(root, "demo/manifest.json").gradescope.leaderboard;
  ASSERT_TRUE(board.has_value());
  EXPECT_EQ(board->name, "run (ms)");
  EXPECT_EQ(board->op, "b.run");
  EXPECT_EQ(board->task, "2");
  EXPECT_EQ(board->repetitions, 5u);
  root["gradescope"]["leaderboard"]["op"] = "d.run";
  EXPECT_EQ(error_of(root),
            "demo/manifest.json: gradescope.leaderboard.op: \"d.run\" is not an operation any check uses");
  root["gradescope"]["leaderboard"]["op"] = "b.run";
  root["gradescope"]["leaderboard"]["task"] = "3";
  EXPECT_EQ(error_of(root), "demo/manifest.json: gradescope.leaderboard.task: \"3\" is not the id of a task");
  root["gradescope"]["leaderboard"]["task"] = "2";
  root["gradescope"]["leaderboard"]["repetitions"] = 1;
  EXPECT_EQ(error_of(root),
            "demo/manifest.json: gradescope.leaderboard.repetitions: must be a whole number from 3 to 100, got 1");
  root["gradescope"]["leaderboard"].erase("repetitions");
  root["gradescope"]["leaderboard"]["shape"] = "big";
  EXPECT_EQ(error_of(root),
            "demo/manifest.json: gradescope.leaderboard.shape: unknown field (known: name, op, task, repetitions)");
  root["gradescope"]["leaderboard"] = "fast";
  EXPECT_EQ(error_of(root), "demo/manifest.json: gradescope.leaderboard: must be an object with name, op and task");
}
