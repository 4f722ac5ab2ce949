// The compile budget of one submission (limits.compile_seconds, CompileBudget
// in grader/building/build.hpp) against the mending compile bomb (issue 51):
// a constant evaluation that is slow but legal (each static_assert under
// GCC's limits, which the course sets) outside the fences, and a brace left
// open in every fenced region. Every compile pays for the evaluation, and a
// file that does not compile is compiled again for each mending round (and
// batch compiles it as one unit first): before the budget, one grade
// compiled for 4 (batch 5) times a compile's 300 s limit. The budget is set
// small here through GRADER_COMPILE_BUDGET_SECONDS (which can only lower
// the manifest's) so that the tests take seconds, not minutes.
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <regex>
#include <string>
#include <vector>

#include "grader/assessment/manifest.hpp"
#include "grader/building/build.hpp"
#include "grader/course/example_oracle.hpp"
#include "grader/course/release.hpp"
#include "grader/execution/runner.hpp"
#include "grader/grading/validation.hpp"

namespace fs = std::filesystem;

namespace {

const fs::path root = GRADER_TEST_PROJECT_ROOT;
const std::string grader_program = GRADER_TEST_GRADER;
constexpr int budget_seconds = 30;

// The grader with the budget lowered to `budget_seconds`; how long it took.
grader::ProcessResult run_with_budget(const std::vector<std::string>& args, double& seconds) {
  std::vector<std::string> argv = {"/usr/bin/env", "GRADER_COMPILE_BUDGET_SECONDS=" + std::to_string(budget_seconds),
                                   grader_program};
  argv.insert(argv.end(), args.begin(), args.end());
  grader::Limits limits;
  limits.timeout_seconds = 600;
  limits.memory_mb = 0;
  limits.file_size_mb = 0;
  const auto started = std::chrono::steady_clock::now();
  grader::ProcessResult result = grader::run_limited(argv, root, limits);
  seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return result;
}

std::string slurp(const fs::path& path) {
  std::ifstream in(path);
  return {std::istreambuf_iterator<char>(in), {}};
}

// The solution's multi_head_self_attention.cpp with `evaluations` slow
// static_asserts after its includes, outside the fences (each about 6.3
// million operations of GCC's constant evaluation, under the course's limit
// of 8388608: about 0.4 s on a 2-core machine), and a brace left open in
// each of its four fenced regions.
std::string compile_bomb(int evaluations) {
  std::string text = slurp(root / "solutions/attention/multi_head_self_attention.cpp");
  std::string slow =
      "namespace budget_attack {\n"
      "constexpr unsigned long spin(unsigned long rounds, unsigned long seed) {\n"
      "  unsigned long sum = 0;\n"
      "  for (unsigned long i = 0; i < rounds; ++i)\n"
      "    for (unsigned long j = 0; j < 1000; ++j) sum += (i ^ j ^ seed) % 7;\n"
      "  return sum;\n"
      "}\n"
      "}  // namespace budget_attack\n";
  // Another seed each: GCC remembers a call's value, so each is evaluated anew.
  for (int seed = 0; seed < evaluations; ++seed) {
    slow += "static_assert(budget_attack::spin(300, " + std::to_string(seed) + ") > 0, \"\");\n";
  }
  const std::string include = "#include \"attention.hpp\"\n";
  text.insert(text.find(include) + include.size(), slow);
  int regions = 0;
  for (std::size_t at = text.find("// YOUR CODE STARTS HERE"); at != std::string::npos;
       at = text.find("// YOUR CODE STARTS HERE", at + 1)) {
    text.insert(text.find('\n', at) + 1, "  {\n");
    ++regions;
  }
  EXPECT_EQ(regions, 4);
  return text;
}

void write_submission(const fs::path& dir, const std::string& multi_head) {
  fs::create_directories(dir);
  fs::copy(root / "solutions/attention/self_attention.cpp", dir / "self_attention.cpp");
  std::ofstream(dir / "multi_head_self_attention.cpp") << multi_head;
}

std::vector<double> points_of(const nlohmann::json& tasks, const char* field) {
  std::vector<double> points;
  for (const auto& task : tasks) points.push_back(task[field].get<double>());
  return points;
}

class CompileBudget : public testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("grader-budget-" + std::to_string(::getpid()) + "-" +
                                        testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    // What every grade prepares once (the template's build) or builds on
    // first need (the course's solution, for the examples): not part of the
    // time measured.
    const grader::Manifest manifest = grader::load_assignment(root, "attention");
    const fs::path template_folder = grader::course_template(root, manifest);
    (void)grader::HarnessBuilder::prepare(root, "attention", template_folder, manifest.sources, 2);
    (void)grader::course_solution_oracle(root, manifest, template_folder, 2)();
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path dir_;
};

}  // namespace

// ./grade's path (Gradescope's run_autograder and the Classroom step run
// it): the files one by one. self_attention.cpp compiles; the bomb's first
// compile takes about 17 s and fails, and so would each of its three mending
// rounds (about 70 s in all, and 4 x 300 s at full size); the budget stops
// the round under way, no further one starts, and the template's object
// stands in for the file. The whole grade ends within the budget and what a
// grade takes besides, and says which limit ended the build.
TEST_F(CompileBudget, TheMendingCompileBombEndsWithinTheBudgetThroughGrade) {
  write_submission(dir_ / "bomb", compile_bomb(40));
  const fs::path build = dir_ / "build";
  double seconds = 0;
  const auto result = run_with_budget({"--submission", (dir_ / "bomb").string(), "--build-dir", build.string(),
                                       "--color", "never", "--json", (dir_ / "results.json").string()},
                                      seconds);
  ASSERT_EQ(result.exit_code, 0) << result.describe() << "\n" << result.stdout_text << result.stderr_text;
  // The build within the budget, the grade of five tasks (three of them the template's stubs) in seconds.
  EXPECT_LT(seconds, budget_seconds + 20.0) << result.stdout_text;
  const auto report = nlohmann::json::parse(slurp(dir_ / "results.json"));
  std::vector<double> scores;
  for (std::size_t task = 0; task < 5; ++task) scores.push_back(report["tests"][task]["score"].get<double>());
  EXPECT_EQ(scores, (std::vector<double>{1, 3, 0, 0, 0})) << result.stdout_text;
  // Which limit ended the build: a note, and the first line of each of the file's tasks.
  const std::string spent = "the compile budget of 30 s for this submission was spent after ";
  const std::regex note("\nNote: compiling stopped at a limit: " + spent +
                        "[2-9] compiles \\(every compile, mending round and link of one submission together; "
                        "limits\\.compile_seconds\\): no further compile or mending round started, and a file that "
                        "had not compiled by then is the template's\n");
  EXPECT_TRUE(std::regex_search(result.stdout_text, note)) << result.stdout_text;
  for (std::size_t task = 2; task < 5; ++task) {
    EXPECT_EQ(report["tests"][task]["output"].get<std::string>().find(spent), std::string::npos)
        << report["tests"][task]["output"];
    EXPECT_NE(report["tests"][task]["output"].get<std::string>().find(
                  "your code does not compile: multi_head_self_attention.cpp was stopped by a build limit before it "
                  "compiled (the note below the tasks says which)"),
              std::string::npos)
        << report["tests"][task]["output"];
  }
  EXPECT_NE(result.stdout_text.find("compiling: 30 s for the whole build (every compile and link), 300 s per compile"),
            std::string::npos)
      << result.stdout_text;
  // The bomb's compile was stopped or never started: fewer than its four compiles ran to the end.
  const std::string log = slurp(build / "build.log");
  EXPECT_NE(log.find("error: " + spent), std::string::npos) << log;
}

// Batch's path, two students at once: the bomb (here slow enough that even
// its one-unit compile cannot end within the budget on a machine three times
// as fast) costs its own student the budget and nothing more, and the other
// student is graded meanwhile, in full. Before the budget, this class took
// one unit, then the file by file build and three mending rounds: 5 x 300 s.
TEST_F(CompileBudget, TheMendingCompileBombLeavesTheClassGradedThroughBatch) {
  const fs::path class_dir = dir_ / "class";
  write_submission(class_dir / "alice", slurp(root / "solutions/attention/multi_head_self_attention.cpp"));
  write_submission(class_dir / "mallory", compile_bomb(300));
  const fs::path out = dir_ / "graded";
  double seconds = 0;
  const auto result = run_with_budget({"batch", class_dir.string(), "--out", out.string(), "--jobs", "2"}, seconds);
  ASSERT_EQ(result.exit_code, 0) << result.describe() << "\n" << result.stdout_text << result.stderr_text;
  EXPECT_LT(seconds, budget_seconds + 30.0) << result.stdout_text << result.stderr_text;
  const auto alice = nlohmann::json::parse(slurp(out / "records/alice.json"));
  const auto mallory = nlohmann::json::parse(slurp(out / "records/mallory.json"));
  EXPECT_EQ(points_of(alice["tasks"], "score"), (std::vector<double>{1, 3, 3, 1, 2})) << alice.dump(2);
  // The one unit was stopped at the budget's compile time: no file of
  // mallory's compiled, so the template's stubs are all there is.
  EXPECT_EQ(points_of(mallory["tasks"], "score"), (std::vector<double>{0, 0, 0, 0, 0})) << mallory.dump(2);
  const std::string feedback = slurp(out / "feedback/mallory.txt");
  // The limit's words once (the note, and the build's own lines), not in each task.
  EXPECT_NE(feedback.find("your code does not compile: multi_head_self_attention.cpp was stopped by a build limit "
                          "before it compiled (the note below the tasks says which)"),
            std::string::npos)
      << feedback;
  EXPECT_EQ(feedback.find("your code does not compile: error: the compile budget"), std::string::npos) << feedback;
  EXPECT_NE(feedback.find("Note: compiling stopped at a limit: the compile budget of 30 s for this submission was "
                          "spent after 1 compile"),
            std::string::npos)
      << feedback;
  // Alice was graded while mallory's build ran, not after it.
  EXPECT_LT(fs::last_write_time(out / "records/alice.json"), fs::last_write_time(out / "records/mallory.json"));
}
