// The grader program as a user runs it: exit codes, report files, --help.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <thread>

#include <filesystem>
#include <fstream>
#include <future>
#include <nlohmann/json.hpp>

#include "grader/runner.hpp"

namespace fs = std::filesystem;

namespace {

const fs::path root = GRADER_TEST_PROJECT_ROOT;
const std::string grader_program = GRADER_TEST_GRADER;
const std::string solution = std::string(GRADER_TEST_HARNESS_DIR) + "/solution_harness";

grader::ProcessResult run(std::vector<std::string> args) {
  args.insert(args.begin(), grader_program);
  grader::Limits limits;
  limits.timeout_seconds = 120;
  limits.memory_mb = 0;
  limits.file_size_mb = 0;  // the grader's compiler writes a precompiled header of over 100 MiB
  return grader::run_limited(args, root, limits);
}

class TempDir : public testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("grader-cli-" + std::to_string(::getpid()) + "-" +
                                        testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path dir_;
};

std::string slurp(const fs::path& path) {
  std::ifstream in(path);
  return {std::istreambuf_iterator<char>(in), {}};
}

}  // namespace

TEST_F(TempDir, GradesAndWritesEveryReportFormat) {
  const auto result = run({"--harness", solution, "--color", "never", "--json", (dir_ / "results.json").string(),
                           "--junit", (dir_ / "junit.xml").string(), "--markdown", (dir_ / "summary.md").string()});
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("Total: 10 / 10"), std::string::npos) << result.stdout_text;
  const auto json = nlohmann::json::parse(slurp(dir_ / "results.json"));
  EXPECT_EQ(json["score"], 10.0);
  EXPECT_EQ(json["tests"].size(), 5u);
  EXPECT_NE(slurp(dir_ / "junit.xml").find("failures=\"0\""), std::string::npos);
  EXPECT_NE(slurp(dir_ / "summary.md").find(": 10 / 10"), std::string::npos);
  for (const auto& entry : fs::directory_iterator(dir_)) {
    EXPECT_EQ(entry.path().filename().string().front() == '.', false) << "temporary file left: " << entry.path();
  }
}

// Same submission, same references: the same results.json, byte for byte,
// but for the timing field.
TEST_F(TempDir, GradingIsDeterministic) {
  const std::string harness = std::string(GRADER_TEST_HARNESS_DIR) + "/mutant_mhsa_unscaled_harness";
  std::vector<std::string> texts;
  for (const char* name : {"first.json", "second.json"}) {
    const auto result = run({"--harness", harness, "--color", "never", "--json", (dir_ / name).string()});
    ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
    auto json = nlohmann::json::parse(slurp(dir_ / name));
    json.erase("execution_time");
    texts.push_back(json.dump(2));
  }
  EXPECT_EQ(texts[0], texts[1]);
}

TEST(Cli, GradesOneTask) {
  const auto result = run({"--harness", solution, "--color", "never", "--task", "2.1"});
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("Total: 3 / 3"), std::string::npos) << result.stdout_text;
}

TEST(Cli, UnknownTaskIsAUsageError) {
  const auto result = run({"--harness", solution, "--task", "9.9"});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_NE(result.stderr_text.find("--task 9.9: assignment attention has no such task"), std::string::npos);
}

TEST(Cli, BadOptionIsAUsageError) {
  EXPECT_EQ(run({"--no-such-option"}).exit_code, 2);
}

TEST(Cli, MissingReferencesExitThree) {
  const auto result = run({"--harness", solution, "--references", "/nonexistent/set"});
  EXPECT_EQ(result.exit_code, 3);
  EXPECT_NE(result.stderr_text.find("/nonexistent/set: reference set folder not found"), std::string::npos);
}

TEST_F(TempDir, BrokenManifestExitsFour) {
  fs::create_directories(dir_ / "assignments/attention");
  std::ofstream(dir_ / "assignments/attention/manifest.json") << "{\"format\": \"autograder-manifest/1\"}";
  const auto result = run({"--root", dir_.string(), "--harness", solution});
  EXPECT_EQ(result.exit_code, 4);
  EXPECT_NE(result.stderr_text.find("manifest.json: assignment: missing"), std::string::npos) << result.stderr_text;
}

TEST_F(TempDir, MissingSubmissionExitsFive) {
  auto result = run({"--submission", (dir_ / "nope").string()});
  EXPECT_EQ(result.exit_code, 5);
  EXPECT_NE(result.stderr_text.find("nope: submission folder not found"), std::string::npos);
  std::ofstream(dir_ / "self_attention.cpp") << "";
  result = run({"--submission", dir_.string()});
  EXPECT_EQ(result.exit_code, 5);
  EXPECT_NE(result.stderr_text.find("the submission lacks multi_head_self_attention.cpp"), std::string::npos)
      << result.stderr_text;
}

TEST_F(TempDir, UnwritableReportPathExitsSixBeforeGrading) {
  const auto result = run({"--harness", solution, "--json", (dir_ / "missing/results.json").string()});
  EXPECT_EQ(result.exit_code, 6);
  EXPECT_NE(result.stderr_text.find("cannot write here"), std::string::npos);
  EXPECT_EQ(result.stdout_text.find("Total:"), std::string::npos);
}

TEST(Cli, HelpListsTheExitCodes) {
  const auto result = run({"--help"});
  EXPECT_EQ(result.exit_code, 0);
  EXPECT_NE(result.stdout_text.find("3   reference set missing, malformed, or failing its checksum"), std::string::npos);
  EXPECT_NE(result.stdout_text.find("--references"), std::string::npos);
}

// The whole path a student takes: the grader builds the submission itself.
// A compile error costs only the tasks of the file that does not compile,
// shows the compiler's message with file and line, and still exits 0;
// fixing it rebuilds only what changed.
TEST_F(TempDir, BuildsASubmissionAndACompileErrorCostsOnlyItsFilesTasks) {
  fs::create_directories(dir_ / "submission");
  fs::copy(root / "solutions/attention", dir_ / "submission/attention", fs::copy_options::recursive);
  const fs::path file = dir_ / "submission/attention/multi_head_self_attention.cpp";
  const std::string original = slurp(file);
  std::string broken = original;
  const std::string line = "  return masked;  // [batch * num_heads, seq, seq]";
  const auto at = broken.find(line);
  ASSERT_NE(at, std::string::npos);
  broken.replace(at, line.size(), "  return undefined_thing;");
  std::ofstream(file) << broken;

  // Two graders at once on the same submission and build folder take turns.
  auto other = std::async(std::launch::async, [&] {
    return run({"--submission", (dir_ / "submission").string(), "--build-dir", (dir_ / "build").string(), "--color",
                "never", "--json", (dir_ / "other.json").string()});
  });
  auto result = run({"--submission", (dir_ / "submission").string(), "--build-dir", (dir_ / "build").string(),
                     "--color", "never", "--json", (dir_ / "results.json").string()});
  const auto other_result = other.get();
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  ASSERT_EQ(other_result.exit_code, 0) << other_result.stderr_text;
  EXPECT_NE(other_result.stdout_text.find("Total: 4 / 10"), std::string::npos) << other_result.stdout_text;
  const std::string& text = result.stdout_text;
  EXPECT_NE(text.find("Your code does not compile; the compiler said:"), std::string::npos) << text;
  EXPECT_NE(text.find("multi_head_self_attention.cpp:"), std::string::npos) << text;
  EXPECT_NE(text.find("error: 'undefined_thing' was not declared in this scope"), std::string::npos) << text;
  EXPECT_EQ(text.find(dir_.string() + "/submission/attention/multi"), std::string::npos)
      << "paths should be relative to the submission";
  // self_attention.cpp compiles, so its tasks are graded as usual.
  EXPECT_NE(text.find("PASS  Task 1.2"), std::string::npos) << text;
  EXPECT_NE(text.find("Total: 4 / 10"), std::string::npos) << text;
  const auto json = nlohmann::json::parse(slurp(dir_ / "results.json"));
  EXPECT_EQ(json["score"], 4.0);
  EXPECT_NE(json["tests"][2]["output"].get<std::string>().find("your code does not compile: multi_head_self_attention.cpp:"),
            std::string::npos)
      << json["tests"][2]["output"];

  std::ofstream(file) << original;
  result = run({"--submission", (dir_ / "submission").string(), "--build-dir", (dir_ / "build").string(), "--color",
                "never"});
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("Total: 10 / 10"), std::string::npos) << result.stdout_text;
  EXPECT_EQ(result.stdout_text.find("does not compile"), std::string::npos) << result.stdout_text;
}

// A submission that is a whole clone of the repository, with an edited
// public reference and manifest: grading uses the released copies and the
// report names the edited files.
TEST_F(TempDir, ReportsTamperedReleasedFilesAndGradesWithTheReleasedOnes) {
  const fs::path clone = dir_ / "clone";
  fs::create_directories(clone / "reference_values/attention");
  fs::copy(root / "assignments", clone / "assignments", fs::copy_options::recursive);
  fs::copy(root / "reference_values/attention/public", clone / "reference_values/attention/public",
           fs::copy_options::recursive);
  fs::copy(root / "solutions", clone / "student_template", fs::copy_options::recursive);
  std::ofstream(clone / "reference_values/attention/public/mhsa.scores.json", std::ios::app) << " ";
  std::string manifest = slurp(clone / "assignments/attention/manifest.json");
  manifest.replace(manifest.find("\"points\": 3"), 11, "\"points\": 30");
  std::ofstream(clone / "assignments/attention/manifest.json") << manifest;

  const auto result = run({"--submission", clone.string(), "--harness", solution, "--color", "never", "--json",
                           (dir_ / "results.json").string()});
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("Total: 10 / 10"), std::string::npos) << result.stdout_text;
  EXPECT_NE(result.stdout_text.find("tamper check: 2 released files differ in the submission (grading used the "
                                    "released copies): assignments/attention/manifest.json, "
                                    "reference_values/attention/public/mhsa.scores.json"),
            std::string::npos)
      << result.stdout_text;
  const auto json = nlohmann::json::parse(slurp(dir_ / "results.json"));
  EXPECT_EQ(json["extra_data"]["tampered_files"].size(), 2u);
}

// The committed template is exactly what the solution generates: edit the
// solution, run `./grade release`, commit both.
TEST(Cli, TheCommittedTemplateIsWhatTheSolutionGenerates) {
  const auto result = run({"release", "--check"});
  EXPECT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
}

TEST_F(TempDir, ReleaseRegeneratesAStaleTemplate) {
  for (const char* folder : {"assignments", "solutions", "student_template"}) {
    fs::copy(root / folder, dir_ / folder, fs::copy_options::recursive);
  }
  const fs::path solution = dir_ / "solutions/attention/self_attention.cpp";
  std::string text = slurp(solution);
  text.replace(text.find("// Task 1.2 (3 points)"), 22, "// Task 1.2 (3 points!)");
  std::ofstream(solution) << text;

  auto result = run({"release", "--check", "--root", dir_.string()});
  EXPECT_EQ(result.exit_code, 8);
  EXPECT_NE(result.stdout_text.find("differs: student_template/attention/self_attention.cpp"), std::string::npos)
      << result.stdout_text;
  result = run({"release", "--root", dir_.string()});
  EXPECT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(slurp(dir_ / "student_template/attention/self_attention.cpp").find("// Task 1.2 (3 points!)"),
            std::string::npos);
  EXPECT_EQ(run({"release", "--check", "--root", dir_.string()}).exit_code, 0);
}

// --watch: after the first report, an edit to a student file rebuilds and
// regrades. The grader runs until killed, so its output is read live.
TEST_F(TempDir, WatchRegradesWhenAFileChanges) {
  fs::create_directories(dir_ / "submission");
  fs::copy(root / "solutions/attention", dir_ / "submission/attention", fs::copy_options::recursive);
  int out[2];
  ASSERT_EQ(::pipe(out), 0);
  const pid_t pid = ::fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    ::dup2(out[1], 1);
    ::close(out[0]);
    ::execl(grader_program.c_str(), grader_program.c_str(), "--root", root.c_str(), "--submission",
            (dir_ / "submission").c_str(), "--build-dir", (dir_ / "build").c_str(), "--color", "never", "--watch",
            static_cast<char*>(nullptr));
    ::_exit(127);
  }
  ::close(out[1]);
  std::string text;
  std::size_t totals = 0;
  bool edited = false;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::minutes(5);
  char buffer[4096];
  while (totals < 2 && std::chrono::steady_clock::now() < deadline) {
    const ssize_t n = ::read(out[0], buffer, sizeof buffer);
    if (n <= 0) break;
    text.append(buffer, static_cast<std::size_t>(n));
    totals = 0;
    for (auto at = text.find("Total: "); at != std::string::npos; at = text.find("Total: ", at + 1)) ++totals;
    if (totals == 1 && !edited) {
      std::this_thread::sleep_for(std::chrono::seconds(1));
      std::ofstream(dir_ / "submission/attention/self_attention.cpp", std::ios::app) << "// edited\n";
      edited = true;
    }
  }
  ::kill(pid, SIGKILL);
  ::waitpid(pid, nullptr, 0);
  ::close(out[0]);
  EXPECT_EQ(totals, 2u) << text;
  EXPECT_NE(text.find("changed; grading again"), std::string::npos) << text;
  EXPECT_NE(text.rfind("Total: 10 / 10"), text.find("Total: 10 / 10")) << text;
}
