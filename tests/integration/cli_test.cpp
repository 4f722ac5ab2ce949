// The grader program as a user runs it: exit codes, report files, --help.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <pwd.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <future>
#include <iterator>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <sstream>
#include <thread>
#include <tuple>

#include "grader/assessment/manifest.hpp"
#include "grader/assessment/reference_set.hpp"
#include "grader/batch/class_records.hpp"
#include "grader/building/build.hpp"
#include "grader/course/release.hpp"
#include "grader/execution/runner.hpp"
#include "grader/grading/validation.hpp"
#include "grader/protocol/tensor.hpp"
#include "grader/support/checksum.hpp"
#include "test_assignments.hpp"

namespace fs = std::filesystem;

namespace {

const fs::path root = GRADER_TEST_PROJECT_ROOT;
const std::string grader_program = GRADER_TEST_GRADER;
const std::string solution = std::string(GRADER_TEST_HARNESS_DIR) + "/attention_solution_harness";

grader::ProcessResult run(std::vector<std::string> args, double timeout_seconds = 120) {
  args.insert(args.begin(), grader_program);
  grader::Limits limits;
  limits.timeout_seconds = timeout_seconds;
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

std::string sha256_of(const std::string& text) { return grader::sha256_hex(text); }

// How many times `part` occurs in `text`.
std::size_t occurrences(const std::string& text, const std::string& part) {
  std::size_t count = 0;
  for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + part.size())) ++count;
  return count;
}

std::string slurp(const fs::path& path) {
  std::ifstream in(path);
  return {std::istreambuf_iterator<char>(in), {}};
}

// The standard alphabet with padding, as GitHub Classroom's reporter reads a step's result.
std::string base64_decode(const std::string& text) {
  const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string bytes;
  unsigned bits = 0;
  int count = 0;
  for (const char c : text) {
    const auto value = alphabet.find(c);
    if (value == std::string::npos) continue;  // padding and line ends
    bits = (bits << 6U) | static_cast<unsigned>(value);
    count += 6;
    if (count >= 8) {
      count -= 8;
      bytes += static_cast<char>((bits >> static_cast<unsigned>(count)) & 0xFFU);
    }
  }
  return bytes;
}

// The checksum reference_values/published.json lists for an assignment's published hidden set.
std::string published_checksum(const std::string& assignment) {
  return nlohmann::json::parse(slurp(root / "reference_values/published.json"))
      .at("hidden")
      .at(assignment)
      .get<std::string>();
}

// A copy of the course in `to` (what building and grading read: the
// grader's sources, the assignments, their references, template and
// solutions), for a test that changes the course itself.
fs::path copy_of_course(const fs::path& to) {
  fs::create_directories(to);
  for (const char* item : {"CMakeLists.txt", "cmake", "grader", "third_party", "assignments", "student_template",
                           "reference_values", "solutions"}) {
    fs::copy(root / item, to / item, fs::copy_options::recursive);
  }
  return to;
}

// The line batch and the platforms' runs warn with when they grade with that set.
std::string published_set_warning(const std::string& assignment) {
  return "WARNING: grading against the hidden set published with the framework (reference_values/" + assignment +
         "/hidden is " + assignment + "'s, checksum " + published_checksum(assignment).substr(0, 12) +
         " in reference_values/published.json): anyone can download its answers; make the course's own with "
         "`./grade course init --seed-file FILE` (FILE outside the repository)";
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
// Property checks draw fresh inputs each run; the seed the report names
// draws the same ones again.
TEST_F(TempDir, GradingIsDeterministic) {
  const std::string harness = std::string(GRADER_TEST_HARNESS_DIR) + "/attention_mutant_mhsa_unscaled_harness";
  std::vector<std::string> texts;
  std::string seed;
  for (const char* name : {"first.json", "second.json"}) {
    std::vector<std::string> args = {"--harness", harness, "--color", "never", "--json", (dir_ / name).string()};
    if (!seed.empty()) args.insert(args.end(), {"--probe-seed", seed});
    const auto result = run(args);
    ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
    std::smatch said;
    const std::regex note(
        R"(Note: property checks ran on fresh inputs drawn from seed ([0-9]+) \(--probe-seed \1 draws the same\))");
    ASSERT_TRUE(std::regex_search(result.stdout_text, said, note)) << result.stdout_text;
    seed = said[1];
    auto json = nlohmann::json::parse(slurp(dir_ / name));
    json.erase("execution_time");
    texts.push_back(json.dump(2));
  }
  EXPECT_EQ(texts[0], texts[1]);
}

// Another run draws other inputs: a seed is not fixed in the grader.
TEST(Cli, EachRunDrawsItsOwnProbeSeed) {
  std::set<std::string> seeds;
  for (int run_number = 0; run_number < 2; ++run_number) {
    const auto result = run({"--harness", solution, "--color", "never", "--task", "1.2"});
    ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
    std::smatch said;
    ASSERT_TRUE(std::regex_search(result.stdout_text, said, std::regex("drawn from seed ([0-9]+)")))
        << result.stdout_text;
    seeds.insert(said[1]);
  }
  EXPECT_EQ(seeds.size(), 2U);
}

TEST(Cli, GradesOneTask) {
  const auto result = run({"--harness", solution, "--color", "never", "--task", "2.1"});
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("Total: 3 / 3"), std::string::npos) << result.stdout_text;
}

TEST(Cli, UnknownTaskIsAUsageError) {
  const auto result = run({"--harness", solution, "--task", "9.9"});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_NE(result.stderr_text.find(
                "--task 9.9: assignment attention has no such task; its tasks are 1.1, 1.2, 2.1, 2.2, 2.3\n"),
            std::string::npos)
      << result.stderr_text;
}

// attention's id, asked of an assignment that numbers its tasks 1..N: the
// error names the ids there are, as --help does for the assignment it grades.
TEST(Cli, AnotherAssignmentsTaskIdNamesTheValidOnes) {
  const auto result = run({"--assignment", "from_scratch", "--task", "2.1"});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.stderr_text,
            "grader: error: --task 2.1: assignment from_scratch has no such task; its tasks are 1, 2, 3, 4, 5, 6, 7, "
            "8\n");
  const auto help = run({"--assignment", "torch_mha", "--help"});
  EXPECT_NE(help.stdout_text.find("Grade only this task (repeatable), e.g. --task 1; torch_mha's tasks are 1, 2, 3, 4 "
                                  "(--list shows each assignment's)"),
            std::string::npos)
      << help.stdout_text;
}

// The exit codes are printed once, on grade --help; a subcommand's help
// names the options of the commands above it that it reads.
TEST(Cli, SubcommandHelpNamesTheInheritedOptionsAndNotTheExitCodes) {
  const auto merge = run({"batch", "merge", "--help"});
  EXPECT_EQ(merge.exit_code, 0);
  EXPECT_NE(merge.stdout_text.find("  --out OUT (required: the folder the class is written to), --roster FILE"),
            std::string::npos)
      << merge.stdout_text;
  EXPECT_EQ(merge.stdout_text.find("130 batch: interrupted"), std::string::npos) << merge.stdout_text;
  EXPECT_NE(merge.stdout_text.find("Exit codes: as listed by grade --help.\n"), std::string::npos);
  const auto batch = run({"batch", "--help"});
  EXPECT_NE(batch.stdout_text.find("--references SET (default here: hidden), --jobs N"), std::string::npos)
      << batch.stdout_text;
}

TEST(Cli, BadOptionIsAUsageError) { EXPECT_EQ(run({"--no-such-option"}).exit_code, 2); }

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
  // A folder without any of the assignment's files: nothing to grade (with one of them, it is graded, the
  // template's stub standing in for the other: TempDir.OneGradeOnEveryPath).
  fs::create_directories(dir_ / "empty/attention");
  std::ofstream(dir_ / "empty/attention/self_attention.txt") << "";
  result = run({"--submission", (dir_ / "empty").string()});
  EXPECT_EQ(result.exit_code, 5);
  EXPECT_EQ(result.stderr_text, "grader: error: " + (dir_ / "empty").string() +
                                    ": none of assignment attention's files (self_attention.cpp, "
                                    "multi_head_self_attention.cpp) is in this folder or a folder below it, as a "
                                    "file of its own (links are not followed)\n");
}

TEST_F(TempDir, UnwritableReportPathExitsSixBeforeGrading) {
  const auto result = run({"--harness", solution, "--json", (dir_ / "missing/results.json").string()});
  EXPECT_EQ(result.exit_code, 6);
  EXPECT_NE(result.stderr_text.find("cannot write here"), std::string::npos);
  EXPECT_EQ(result.stdout_text.find("Total:"), std::string::npos);
}

// The framework's hidden sets are published with it (reference_values/
// published.json lists them): a Gradescope bundle of one is refused, saying
// what to do instead, and made only when asked for, with a warning.
TEST_F(TempDir, ReleaseRefusesABundleOfTheHiddenSetPublishedWithTheFramework) {
  const fs::path zip = dir_ / "autograder.zip";
  auto result = run({"--assignment", "udl_multihead", "release", "--gradescope", zip.string()});
  EXPECT_EQ(result.exit_code, 3) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(result.stderr_text,
            "grader: error: release --gradescope: the hidden set reference_values/udl_multihead/hidden is the one "
            "published with the framework (checksum " +
                published_checksum("udl_multihead") +
                " in reference_values/published.json): anyone can download its answers. Make the course's own with "
                "`./grade course init --seed-file FILE` (FILE outside the repository), or give "
                "--allow-published-hidden-set to bundle it anyway\n");
  EXPECT_FALSE(fs::exists(zip));
  result =
      run({"--assignment", "udl_multihead", "release", "--gradescope", zip.string(), "--allow-published-hidden-set"});
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(result.stderr_text,
            "WARNING: the Gradescope bundle grades against the hidden set published with the framework "
            "(reference_values/udl_multihead/hidden, checksum " +
                published_checksum("udl_multihead").substr(0, 12) +
                " in reference_values/published.json): anyone can download its answers "
                "(--allow-published-hidden-set)\n");
  EXPECT_TRUE(fs::exists(zip));
  // A student repository holds no hidden set: there is nothing to allow.
  result = run({"release", "--out", (dir_ / "repository").string(), "--allow-published-hidden-set"});
  EXPECT_EQ(result.exit_code, 2) << result.stdout_text << result.stderr_text;
  EXPECT_NE(result.stderr_text.find("--allow-published-hidden-set requires --gradescope"), std::string::npos)
      << result.stderr_text;
}

// `course` is the whole grader's: grader-student, which ./grade builds
// first, answers 64 and ./grade builds the whole grader for it.
TEST(Cli, CourseInitIsTheWholeGradersCommand) {
  const std::string student = (fs::path(grader_program).parent_path() / "grader-student").string();
  if (!fs::exists(student)) GTEST_SKIP() << student << " is not built";
  grader::Limits limits;
  limits.memory_mb = 0;
  const auto result =
      grader::run_limited({student, "course", "init", "--seed-file", "/nonexistent/seed"}, root, limits);
  EXPECT_EQ(result.exit_code, 64) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(result.stderr_text,
            "grader-student: `grade course init` is the whole grader's (build/grader/grader/grader): ./grade builds it "
            "on first use\n");
}

TEST(Cli, HelpListsTheExitCodes) {
  const auto result = run({"--help"});
  EXPECT_EQ(result.exit_code, 0);
  EXPECT_NE(result.stdout_text.find("3   reference set missing, malformed, or failing its checksum"),
            std::string::npos);
  EXPECT_NE(result.stdout_text.find("--references"), std::string::npos);
}

// The whole path a student takes: the grader builds the submission itself.
// A compile error costs only the task of its fenced region (Task 2.2, whose
// stub stands in; the file's other tasks and the other file's are graded),
// shows the compiler's message with file and line, and still exits 0;
// fixing it rebuilds only what changed.
TEST_F(TempDir, BuildsASubmissionAndACompileErrorCostsOnlyItsRegionsTask) {
  fs::create_directories(dir_ / "submission");
  fs::copy(root / "solutions/attention", dir_ / "submission/attention", fs::copy_options::recursive);
  const fs::path file = dir_ / "submission/attention/multi_head_self_attention.cpp";
  const std::string original = slurp(file);
  std::string broken = original;
  const std::string line = "  return masked;  // [batch * num_heads, seq, seq]";
  const auto at = broken.find(line);
  ASSERT_NE(at, std::string::npos);
  broken.replace(at, line.size(), "  return undefined_thing;  // [batch * num_heads, seq, seq]");
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
  EXPECT_NE(other_result.stdout_text.find("Total: 9 / 10"), std::string::npos) << other_result.stdout_text;
  const std::string& text = result.stdout_text;
  EXPECT_NE(text.find("Your code does not compile; the compiler said:"), std::string::npos) << text;
  EXPECT_NE(text.find("multi_head_self_attention.cpp:"), std::string::npos) << text;
  EXPECT_NE(text.find("error: 'undefined_thing' was not declared in this scope"), std::string::npos) << text;
  EXPECT_EQ(text.find(dir_.string() + "/submission/attention/multi"), std::string::npos)
      << "paths should be relative to the submission";
  // self_attention.cpp compiles, so its tasks are graded as usual; so are
  // the other regions of multi_head_self_attention.cpp.
  EXPECT_NE(text.find("PASS  Task 1.2"), std::string::npos) << text;
  EXPECT_NE(text.find("PASS  Task 2.1"), std::string::npos) << text;
  EXPECT_NE(text.find("Total: 9 / 10"), std::string::npos) << text;
  const auto json = nlohmann::json::parse(slurp(dir_ / "results.json"));
  EXPECT_EQ(json["score"], 9.0);
  std::vector<double> points;
  for (const auto& test : json["tests"]) {
    if (test.value("name", "").rfind("Task ", 0) == 0) points.push_back(test["score"].get<double>());
  }
  EXPECT_EQ(points, (std::vector<double>{1, 3, 3, 0, 2}));
  EXPECT_NE(json["tests"][3]["output"].get<std::string>().find(
                "your code does not compile: multi_head_self_attention.cpp line 203 (the compiler's words are above "
                "the tasks; the template's stub stands in for multi_head_self_attention.cpp lines 195-203)"),
            std::string::npos)
      << json["tests"][3]["output"];

  std::ofstream(file) << original;
  result = run(
      {"--submission", (dir_ / "submission").string(), "--build-dir", (dir_ / "build").string(), "--color", "never"});
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("Total: 10 / 10"), std::string::npos) << result.stdout_text;
  EXPECT_EQ(result.stdout_text.find("does not compile"), std::string::npos) << result.stdout_text;
}

// One fenced region that does not compile or link costs exactly its task,
// in every assignment: the template's stub stands in for that region (the
// rest of the file is the student's), and the task says the compiler's error
// with the region's lines. The kinds: a missing ';', a name that does not
// exist, a brace left open (the compiler's error is after the region; its
// brackets do not pair up), and a function declared and called but never
// defined (the linker's error); and two regions of one file, one that does
// not link and one that does not compile.
TEST_F(TempDir, OneBrokenRegionCostsExactlyItsTask) {
  struct Case {
    std::string assignment;
    std::string file;
    std::string from;
    std::string to;
    std::vector<double> points;
    std::string message;  // the broken task's first failure, exact
    std::string said;     // the compiler's line for it, shown once in the report (above the tasks)
    std::string from2;    // a second replacement, if any
    std::string to2;
    std::string message2;
  };
  const std::vector<Case> cases = {
      {"attention",
       "self_attention.cpp",
       "\n  const Tensor3 queries = q(x);",
       "\n  const Tensor3 queries = q(x)",
       {1, 0, 3, 1, 2},
       "self_attention.cpp line 90 (the compiler's words are above the tasks; the template's stub stands in for "
       "self_attention.cpp lines 87-100)",
       "self_attention.cpp:90:3: error: expected ',' or ';' before 'const'"},
      {"from_scratch",
       "from_scratch.cpp",
       "  return xt::linalg::dot(softmax_rows(scores), values);   ",
       "  { return xt::linalg::dot(softmax_rows(scores), values); ",
       {1, 0, 1, 2, 1, 1, 1, 2},
       "from_scratch.cpp line 107 (the compiler's words are above the tasks; from_scratch.cpp lines 88-95 have 1 "
       "'{' more than '}'; the template's stub stands in for them)",
       "from_scratch.cpp:107:33: error: qualified-id in declaration before '(' token"},
      {"labml_mha",
       "labml_mha.cpp",
       "const std::size_t seq_q = scores.shape(0);",
       "const std::size_t seq_q = scores.shap(0);",
       {2, 2, 2, 0},
       "labml_mha.cpp line 122 (the compiler's words are above the tasks; the template's stub stands in for "
       "labml_mha.cpp lines 118-155)",
       "labml_mha.cpp:122:36: error: 'const labml::Tensor4' {aka 'const class xt::xtensor_container<xt::uvector<float, "
       "std::allocator<float> >, 4, xt::layout_type::row_major, xt::xtensor_expression_tag>'} has no member named "
       "'shap'; did you mean 'shape'?"},
      {"torch_mha",
       "multihead_attention.cpp",
       "const std::size_t rows = N * num_heads;",
       "const std::size_t rows = N * num_heads",
       {2, 0, 2, 3},
       "multihead_attention.cpp line 80 (the compiler's words are above the tasks; the template's stub stands in "
       "for multihead_attention.cpp lines 71-100)",
       "multihead_attention.cpp:80:3: error: expected ',' or ';' before 'Tensor3'"},
      {"udl_multihead",
       "multihead_attention.cpp",
       "if (head_outputs.empty()) throw std::invalid_argument(\"combine_heads: no heads\");",
       "Matrix stack_rows(const std::vector<Matrix>& parts);  // declared, never defined\n"
       "  if (stack_rows(head_outputs).size() == 0) throw std::invalid_argument(\"combine_heads: no heads\");",
       {2, 2, 3, 0},
       "multihead_attention.cpp line 111 (the compiler's words are above the tasks; the template's stub stands in "
       "for multihead_attention.cpp lines 107-119)",
       "multihead_attention.cpp:111: undefined reference to `udl::stack_rows(...)'"},
      {"attention",
       "multi_head_self_attention.cpp",
       "  const float scale = std::sqrt(static_cast<float>(head_size));",
       "  float head_scale(std::size_t n);  // declared, never defined\n  const float scale = head_scale(head_size);",
       {1, 3, 0, 0, 2},
       "multi_head_self_attention.cpp line 171 (the compiler's words are above the tasks; the template's stub stands "
       "in for multi_head_self_attention.cpp lines 164-180)",
       "multi_head_self_attention.cpp:171: undefined reference to `attention::head_scale(unsigned long)'",
       "return masked;",
       "return masked",
       "multi_head_self_attention.cpp line 204 (the compiler's words are above the tasks; the template's stub stands "
       "in for multi_head_self_attention.cpp lines 196-204)"},
  };
  for (std::size_t index = 0; index < cases.size(); ++index) {
    const Case& test = cases[index];
    if (!test_support::tested(test.assignment)) continue;
    SCOPED_TRACE(test.assignment + " " + std::to_string(index));
    const fs::path base = dir_ / std::to_string(index);
    const fs::path submission = base / test.assignment;
    fs::create_directories(submission);
    for (const auto& entry : fs::directory_iterator(root / "solutions" / test.assignment)) {
      if (entry.path().extension() == ".cpp") fs::copy(entry.path(), submission / entry.path().filename());
    }
    std::string text = slurp(submission / test.file);
    const auto at = text.find(test.from);
    ASSERT_NE(at, std::string::npos) << test.from;
    text.replace(at, test.from.size(), test.to);
    if (!test.from2.empty()) {
      const auto second = text.find(test.from2);
      ASSERT_NE(second, std::string::npos) << test.from2;
      text.replace(second, test.from2.size(), test.to2);
    }
    std::ofstream(submission / test.file) << text;
    const auto result = run({"--assignment", test.assignment, "--submission", base.string(), "--build-dir",
                             (dir_ / (std::to_string(index) + "-build")).string(), "--color", "never", "--json",
                             (dir_ / "results.json").string()},
                            900);
    ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
    const auto json = nlohmann::json::parse(slurp(dir_ / "results.json"));
    std::vector<double> points;
    for (const auto& item : json["tests"]) {
      if (item.value("name", "").rfind("Task ", 0) == 0) points.push_back(item["score"].get<double>());
    }
    EXPECT_EQ(points, test.points) << result.stdout_text;
    EXPECT_NE(result.stdout_text.find("        your code does not compile: " + test.message + "\n"), std::string::npos)
        << result.stdout_text;
    // The compiler's line once per report: above the tasks, not again in the task.
    EXPECT_EQ(occurrences(result.stdout_text, test.said), 1U) << result.stdout_text;
    if (!test.message2.empty()) {
      EXPECT_NE(result.stdout_text.find("        your code does not compile: " + test.message2 + "\n"),
                std::string::npos)
          << result.stdout_text;
    }
  }
}

namespace {

// from_scratch's solution as a student's folder (DIR/from_scratch/), with
// `from` replaced by `to` in from_scratch.cpp; the folder DIR.
fs::path from_scratch_with(const fs::path& dir, const std::string& from, const std::string& to) {
  const fs::path folder = dir / "from_scratch";
  fs::create_directories(folder);
  std::string text = slurp(root / "solutions/from_scratch/from_scratch.cpp");
  const auto at = text.find(from);
  if (at == std::string::npos) return {};
  text.replace(at, from.size(), to);
  std::ofstream(folder / "from_scratch.cpp") << text;
  return dir;
}

}  // namespace

// A helper defined twice outside every YOUR CODE region (issue 49): no stub
// can stand in for the student's own lines, so the file's tasks are lost;
// the report says so once, with both definitions' lines and why, and the
// compiler's line is printed once (not once per task).
TEST_F(TempDir, AHelperDefinedTwiceOutsideTheFencesIsExplainedOnce) {
  if (!test_support::tested("from_scratch")) GTEST_SKIP();
  const std::string next = "// Causal attention of one sequence";
  const fs::path submission =
      from_scratch_with(dir_, next, "Tensor2 softmax_rows(const Tensor2& scores) {\n  return scores;\n}\n\n" + next);
  ASSERT_FALSE(submission.empty());
  const auto result = run({"--assignment", "from_scratch", "--submission", submission.string(), "--build-dir",
                           (dir_ / "build").string(), "--color", "never"},
                          900);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  const std::string& text = result.stdout_text;
  EXPECT_NE(text.find("\n\nYour code does not compile: from_scratch.cpp has an error outside every YOUR CODE region: "
                      "line 42 defines softmax_rows a second time (line 35 defines it first). The grader can put the "
                      "template's code in place of a YOUR CODE region that does not compile, never in place of your "
                      "lines outside those regions, so none of from_scratch.cpp could be compiled and Tasks 1, 2, 3, "
                      "4, 5, 6, 7 and 8 score 0. Fix it there, then grade again.\n"
                      "The compiler said:\n"
                      "  from_scratch.cpp:42:9: error: redefinition of 'scratch::Tensor2 scratch::{anonymous}::"
                      "softmax_rows(const scratch::Tensor2&)'\n"
                      "  from_scratch.cpp:35:9: note: 'scratch::Tensor2 scratch::{anonymous}::softmax_rows(const "
                      "scratch::Tensor2&)' previously defined here\n"),
            std::string::npos)
      << text;
  EXPECT_EQ(occurrences(text, "outside every YOUR CODE region"), 9U) << text;  // once said, then each task points to it
  EXPECT_EQ(occurrences(text, "error: redefinition of"), 1U) << text;
  EXPECT_EQ(occurrences(text,
                        "\n        your code does not compile: an error outside every YOUR CODE region of "
                        "from_scratch.cpp, line 42 (explained above the tasks)\n"),
            8U)
      << text;
  EXPECT_NE(text.find("Total: 0 / 10"), std::string::npos) << text;
}

// The same helper defined outside the fences of two files: the linker's
// "multiple definition", with both files' lines, said once; no program, so
// every task is lost, and each points to it.
TEST_F(TempDir, AHelperDefinedInTwoFilesOutsideTheFencesIsExplainedOnce) {
  if (!test_support::tested("attention")) GTEST_SKIP();
  const fs::path submission = dir_ / "attention";
  fs::create_directories(submission);
  std::map<std::string, std::size_t> helper_line;  // file -> the line of its helper
  for (const char* file : {"self_attention.cpp", "multi_head_self_attention.cpp"}) {
    const std::string text = slurp(root / "solutions/attention" / file);
    helper_line[file] = static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + 2;
    std::ofstream(submission / file) << text << "namespace attention {\nint shared_helper() { return 1; }\n}\n";
  }
  const auto result = run({"--assignment", "attention", "--submission", dir_.string(), "--build-dir",
                           (dir_ / "build").string(), "--color", "never"},
                          900);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  const std::string& text = result.stdout_text;
  const std::string second = std::to_string(helper_line["multi_head_self_attention.cpp"]);
  const std::string first = std::to_string(helper_line["self_attention.cpp"]);
  EXPECT_NE(text.find("\n\nYour code does not compile: multi_head_self_attention.cpp has an error outside every YOUR "
                      "CODE region: line " +
                      second + " defines shared_helper a second time (self_attention.cpp line " + first +
                      " defines it first). The grader can put the template's code in place of a YOUR CODE region "
                      "that does not compile, never in place of your lines outside those regions, so your files "
                      "could not be linked into one program and Tasks 1.1, 1.2, 2.1, 2.2 and 2.3 score 0. Fix it "
                      "there, then grade again.\nThe compiler said:\n  multi_head_self_attention.cpp:" +
                      second + ": multiple definition of `attention::shared_helper()'; self_attention.cpp:" + first +
                      ": first defined here\n"),
            std::string::npos)
      << text;
  EXPECT_EQ(occurrences(text, "multiple definition of"), 1U) << text;
  EXPECT_EQ(occurrences(text,
                        "\n        your code does not compile: an error outside every YOUR CODE region of "
                        "multi_head_self_attention.cpp, line " +
                            second + " (explained above the tasks)\n"),
            5U)
      << text;
}

// A bug in a helper two tasks share, and only they (issue 49): the report
// names it once. causal_attend, which CausalAttention::forward (Task 6) and
// MultiHeadAttention::forward (Task 8) call, without its scale; the tasks
// that call softmax_rows and pass (1 to 4) keep it out of the note.
TEST_F(TempDir, ABugInAHelperTwoFailedTasksShareIsNamedOnce) {
  if (!test_support::tested("from_scratch")) GTEST_SKIP();
  const fs::path submission =
      from_scratch_with(dir_, "Tensor2 scores = xt::linalg::dot(queries, xt::transpose(keys)) / scale;",
                        "Tensor2 scores = xt::linalg::dot(queries, xt::transpose(keys)) / (scale * 0 + 1);");
  ASSERT_FALSE(submission.empty());
  const auto result = run({"--assignment", "from_scratch", "--submission", submission.string(), "--build-dir",
                           (dir_ / "build").string(), "--color", "never"},
                          900);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  const std::string& text = result.stdout_text;
  EXPECT_NE(text.find("FAIL  Task 6 "), std::string::npos) << text;
  EXPECT_NE(text.find("FAIL  Task 8 "), std::string::npos) << text;
  EXPECT_NE(text.find("\nNote: Tasks 6 and 8 fail, and each of them calls causal_attend (from_scratch.cpp line 44), a "
                      "function of yours that no task that passes calls: a mistake in it costs each of these tasks, "
                      "so look there first\n"),
            std::string::npos)
      << text;
  EXPECT_EQ(occurrences(text, "each of them calls"), 1U) << text;
}

// A grade that runs long shows each task's line as it is graded (issue
// 49), on stderr, while the report comes at the end on stdout: an endless
// loop in Task 5 (dropout_with_mask) takes its time limit, and the lines of
// Tasks 1 to 4 are there well before it ends.
TEST_F(TempDir, ALongGradeShowsEachTasksLineAsItIsGraded) {
  if (!test_support::tested("from_scratch")) GTEST_SKIP();
  const fs::path submission =
      from_scratch_with(dir_, "Tensor2 dropout_with_mask(const Tensor2& weights, const Tensor2& keep, float p) {\n",
                        "Tensor2 dropout_with_mask(const Tensor2& weights, const Tensor2& keep, float p) {\n"
                        "  for (volatile unsigned spin = 0;; spin = spin + 1) {\n  }\n");
  ASSERT_FALSE(submission.empty());
  // The grader with its stderr read line by line as it comes, each with the seconds since the start.
  const std::vector<std::string> args = {grader_program,
                                         "--assignment",
                                         "from_scratch",
                                         "--submission",
                                         submission.string(),
                                         "--build-dir",
                                         (dir_ / "build").string(),
                                         "--color",
                                         "never"};
  int pipe_ends[2];
  ASSERT_EQ(::pipe(pipe_ends), 0);
  const auto start = std::chrono::steady_clock::now();
  const pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    ::dup2(pipe_ends[1], 2);
    const int out = ::open((dir_ / "stdout.txt").c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    ::dup2(out, 1);
    ::close(pipe_ends[0]);
    ::close(pipe_ends[1]);
    if (::chdir(root.c_str()) != 0) ::_exit(127);
    std::vector<char*> argv;
    for (const auto& arg : args) argv.push_back(const_cast<char*>(arg.c_str()));
    argv.push_back(nullptr);
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  ::close(pipe_ends[1]);
  std::vector<std::pair<double, std::string>> lines;
  std::string partial;
  char buffer[4096];
  for (ssize_t got; (got = ::read(pipe_ends[0], buffer, sizeof buffer)) > 0;) {
    const double now = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    partial.append(buffer, static_cast<std::size_t>(got));
    for (auto end = partial.find('\n'); end != std::string::npos; end = partial.find('\n')) {
      lines.emplace_back(now, partial.substr(0, end));
      partial.erase(0, end + 1);
    }
  }
  ::close(pipe_ends[0]);
  int status = 0;
  ::waitpid(child, &status, 0);
  const double end = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << status;
  const std::string report = slurp(dir_ / "stdout.txt");
  std::string said;
  for (const auto& [at, line] : lines) said += line + "\n";
  // Each task's line, in order: its id, name, result, points and time.
  const std::vector<std::string> expected = {
      "Grading 8 tasks (a line as each is graded) ...",
      "  [1/8] Task 1 simple_attention (no trainable weights): PASS, 1 / 1 in #.# s",
      "  [2/8] Task 2 SelfAttentionV1::forward (raw weights): PASS, 1 / 1 in #.# s",
      "  [3/8] Task 3 SelfAttentionV2::forward (linear layers): PASS, 1 / 1 in #.# s",
      "  [4/8] Task 4 causal masking, renormalised and by -inf: PASS, 2 / 2 in #.# s",
      "  [5/8] Task 5 dropout_with_mask (inverted dropout): FAIL, 0 / 1 in #.# s",
      "  [6/8] Task 6 CausalAttention::forward: PASS, 1 / 1 in #.# s",
      "  [7/8] Task 7 concat_heads, and the MultiHeadAttentionWrapper: PASS, 1 / 1 in #.# s",
      "  [8/8] Task 8 MultiHeadAttention::forward (parallel heads): PASS, 2 / 2 in #.# s",
  };
  std::vector<std::string> progress;
  std::vector<double> when;
  for (const auto& [at, line] : lines) {
    if (line.rfind("Grading ", 0) != 0 && line.rfind("  [", 0) != 0) continue;
    progress.push_back(std::regex_replace(line, std::regex(R"(in \d+\.\d s$)"), "in #.# s"));
    when.push_back(at);
  }
  ASSERT_EQ(progress, expected) << said;
  // Task 4's line came while Task 5 still ran: at least its time limit (10 s) before the end.
  EXPECT_LT(when[4], end - 9) << said;
  EXPECT_GT(when[5], when[4] + 9) << said;
  // The report is the report: no progress line in it.
  EXPECT_EQ(report.find("[5/8]"), std::string::npos) << report;
  EXPECT_NE(report.find("FAIL  Task 5 "), std::string::npos) << report;
}

// When the course's own code does not build (as the provided layers.cpp did
// on Debian 13, whose xtensor-blas no longer includes cblas.h), no student is
// blamed: the grader exits 9 and says it is the course's fault, whether the
// provided code fails to compile or only fails to link. And the other way
// round: a student who edits student_template/attention/ in the course
// repository, as the README says, and writes a syntax error gets the
// ordinary "does not compile" report (the course's template is built from
// solutions/, not from the folder the student edits).
// The instructor's slips, each refused or reported as the course's fault
// before a student is judged on it: a misspelt op, a task with no check of
// its own, an adapter that names an input its cases do not carry.
TEST_F(TempDir, TheCoursesSlipsAreTheCoursesFaultNeverTheStudents) {
  const fs::path project = copy_of_course(dir_ / "project");
  const fs::path manifest = project / "assignments/udl_multihead/manifest.json";
  const fs::path adapter = project / "assignments/udl_multihead/src/adapter.cpp";
  const std::string original_manifest = slurp(manifest);
  const std::string original_adapter = slurp(adapter);
  const auto grade = [&] {
    return run(
        {"--root", project.string(), "--assignment", "udl_multihead", "--submission",
         (root / "solutions/udl_multihead").string(), "--build-dir", (dir_ / "build").string(), "--color", "never"},
        900);
  };
  const auto replaced = [](std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return at == std::string::npos ? text : text.replace(at, from.size(), to);
  };

  std::ofstream(manifest) << replaced(original_manifest, "{\"op\": \"udl.project\"}", "{\"op\": \"udl.projet\"}");
  auto result = grade();
  EXPECT_EQ(result.exit_code, 4) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(result.stderr_text, "grader: error: " + manifest.string() +
                                    ": tasks[1].checks[0].op: unknown op \"udl.projet\" (did you mean \"udl.project\"? "
                                    "known: udl.combine_heads, udl.multihead_scaled_self_attention, udl.project, "
                                    "udl.scaled_dot_products, udl.softmax_cols)\n");

  std::ofstream(manifest) << replaced(original_manifest, "{\"op\": \"udl.combine_heads\"}",
                                      "{\"op\": \"udl.combine_heads\", \"depends_on\": [\"3\"]}");
  result = grade();
  EXPECT_EQ(result.exit_code, 4) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(result.stderr_text, "grader: error: " + manifest.string() +
                                    ": tasks[3].checks: every check of Task 4 depends on an earlier task (depends_on): "
                                    "a student who failed that task would score 0 here however right this one is; "
                                    "give Task 4 at least one check without depends_on\n");

  std::ofstream(manifest) << original_manifest;
  std::ofstream(adapter) << replaced(original_adapter, "input<2>(inputs, \"keys\")", "input<2>(inputs, \"key\")");
  result = grade();
  EXPECT_EQ(result.exit_code, 9) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(result.stdout_text.find("Total:"), std::string::npos) << "nobody is graded: " << result.stdout_text;
  EXPECT_NE(result.stderr_text.find("grader: error: the course's adapter (assignments/udl_multihead/src/adapter.cpp) "
                                    "refused udl.scaled_dot_products, case "),
            std::string::npos)
      << result.stderr_text;
  EXPECT_NE(result.stderr_text.find(": request lacks input \"key\". This is the course's fault, not the "
                                    "submission's: nobody is graded"),
            std::string::npos)
      << result.stderr_text;
}

// `new NAME` writes an assignment that configures, builds, grades its
// template to 0 and its solution to full marks, and that release --check
// finds ready; a second `new` of the same name writes nothing.
TEST_F(TempDir, NewWritesAnAssignmentThatGradesItsTemplateToZeroAndItsSolutionToFullMarks) {
  const fs::path project = copy_of_course(dir_ / "project");
  auto result = run({"--root", project.string(), "new", "cross_demo"}, 600);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(result.stdout_text,
            "wrote: assignments/cross_demo/CMakeLists.txt\n"
            "wrote: assignments/cross_demo/include/cross_demo.hpp\n"
            "wrote: assignments/cross_demo/manifest.json\n"
            "wrote: assignments/cross_demo/src/adapter.cpp\n"
            "wrote: docs/assignments/cross_demo.md\n"
            "wrote: reference_values/generate_cross_demo.py\n"
            "wrote: solutions/cross_demo/cross_demo.cpp\n"
            "wrote: tests/alternatives/cross_demo/double_accumulation/cross_demo.cpp\n"
            "wrote: tests/alternatives/cross_demo/loops/cross_demo.cpp\n"
            "wrote: tests/alternatives/cross_demo/views/cross_demo.cpp\n"
            "wrote: tests/assignments/cross_demo.json\n"
            "wrote: student_template/cross_demo/cross_demo.cpp\n"
            "wrote: reference_values/cross_demo/public/\n"
            "wrote: reference_values/cross_demo/hidden/\n"
            "assignment cross_demo is ready to grade: ./grade --assignment cross_demo (its template: 0 / 10), "
            "./grade --assignment cross_demo --submission solutions/cross_demo (10 / 10)\n"
            "next: replace its ops with yours, file by file, as docs/instructor-guide.md's \"Add an assignment\" "
            "lists them; ./grade release --check --assignment cross_demo says when it is ready\n");
  const auto grade = [&](const std::vector<std::string>& more) {
    std::vector<std::string> args = {"--root", project.string(), "--assignment", "cross_demo", "--color", "never"};
    args.insert(args.end(), more.begin(), more.end());
    return run(args, 900);
  };
  result = grade({"--build-dir", (dir_ / "template-build").string()});
  EXPECT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("Total: 0 / 10"), std::string::npos) << result.stdout_text;
  EXPECT_NE(result.stdout_text.find("not implemented yet (Task 2: softmax_rows)"), std::string::npos)
      << result.stdout_text;
  for (const std::string set : {"public", "hidden"}) {
    result = grade({"--submission", (project / "solutions/cross_demo").string(), "--references", set});
    EXPECT_EQ(result.exit_code, 0) << result.stderr_text;
    EXPECT_NE(result.stdout_text.find("Total: 10 / 10"), std::string::npos) << set << "\n" << result.stdout_text;
  }
  result = run({"--root", project.string(), "release", "--check", "--assignment", "cross_demo"}, 900);
  EXPECT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("cross_demo: ready: "), std::string::npos) << result.stdout_text;

  const std::string manifest_before = slurp(project / "assignments/cross_demo/manifest.json");
  result = run({"--root", project.string(), "new", "cross_demo"});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.stderr_text, "grader: error: new cross_demo: " + (project / "assignments/cross_demo").string() +
                                    " already exists: choose another name, nothing was written\n");
  EXPECT_EQ(slurp(project / "assignments/cross_demo/manifest.json"), manifest_before);
  result = run({"--root", project.string(), "new", "Cross-Demo"});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.stderr_text,
            "grader: error: new Cross-Demo: an assignment's name is a lower-case C++ identifier (a letter, then "
            "letters, digits or _; at most 40), such as cross_attention\n");
}

TEST_F(TempDir, CourseCodeThatDoesNotBuildIsTheCoursesFaultNotTheStudents) {
  const fs::path project = copy_of_course(dir_ / "project");
  const fs::path layers = project / "assignments/attention/src/layers.cpp";
  const std::string original = slurp(layers);
  const auto grade = [&] {
    return run({"--root", project.string(), "--submission", (root / "solutions/attention").string(), "--build-dir",
                (dir_ / "build").string(), "--color", "never"},
               900);
  };

  std::ofstream(layers) << original << "\nint course_bug() { return symbol_the_course_forgot; }\n";
  auto result = grade();
  EXPECT_EQ(result.exit_code, 9) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(result.stdout_text.find("Total:"), std::string::npos) << "nobody is graded: " << result.stdout_text;
  EXPECT_NE(
      result.stderr_text.find("grader: error: the course's own code (assignments/attention/ and the harness) does "
                              "not build on this machine, so no submission can be graded here; this is not "
                              "the student's fault."),
      std::string::npos)
      << result.stderr_text;
  EXPECT_NE(result.stderr_text.find("'symbol_the_course_forgot' was not declared in this scope"), std::string::npos)
      << result.stderr_text;

  // Compiles, but every harness fails to link: the template's too.
  std::ofstream(layers) << original
                        << "\nint course_forgot_to_define();\nint course_uses = course_forgot_to_define();\n";
  result = grade();
  EXPECT_EQ(result.exit_code, 9) << result.stdout_text << result.stderr_text;
  EXPECT_NE(result.stderr_text.find("the course's own code (build/prebuilt/attention/template/ (the course's copy of "
                                    "the template) with the assignment's provided code) does not build"),
            std::string::npos)
      << result.stderr_text;
  EXPECT_NE(result.stderr_text.find("undefined reference to `course_forgot_to_define()'"), std::string::npos)
      << result.stderr_text;

  std::ofstream(layers) << original;
  result = grade();
  EXPECT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("Total: 10 / 10"), std::string::npos) << result.stdout_text;

  // The student's own syntax error, in the template they edit in place.
  const fs::path edited = project / "student_template/attention/self_attention.cpp";
  std::string text = slurp(edited);
  const std::string stub = "throw NotImplemented(";
  const auto at = text.find(stub);
  ASSERT_NE(at, std::string::npos) << text;
  text.insert(at, "int missing_value = ;\n    ");
  std::ofstream(edited) << text;
  result =
      run({"--root", project.string(), "--build-dir", (dir_ / "template-build").string(), "--color", "never"}, 900);
  EXPECT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(result.stderr_text.find("course's own code"), std::string::npos) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("Your code does not compile; the compiler said:\n  self_attention.cpp:"),
            std::string::npos)
      << result.stdout_text;
  EXPECT_NE(result.stdout_text.find("error: expected primary-expression before ';' token"), std::string::npos)
      << result.stdout_text;
  EXPECT_NE(result.stdout_text.find("Total: 0 / 10"), std::string::npos) << result.stdout_text;
}

// The optional Gradescope leaderboard, through the real harness: with
// gradescope.leaderboard in the manifest, the solution's forward is timed in
// its own process and results.json ranks it; the template's forward fails
// its task and is not timed.
TEST_F(TempDir, TheLeaderboardIsTimedInTheHarnessWhenTheManifestAsksForIt) {
  const fs::path project = dir_ / "project";
  fs::create_directories(project);
  for (const char* item :
       {"CMakeLists.txt", "cmake", "grader", "third_party", "assignments", "student_template", "reference_values"}) {
    fs::copy(root / item, project / item, fs::copy_options::recursive);
  }
  const fs::path manifest_path = project / "assignments/attention/manifest.json";
  auto manifest = nlohmann::json::parse(slurp(manifest_path));
  manifest["gradescope"]["leaderboard"] = {
      {"name", "forward (ms)"}, {"op", "mhsa.forward"}, {"task", "2.3"}, {"repetitions", 5}};
  std::ofstream(manifest_path) << manifest.dump(2);
  const auto grade = [&](const fs::path& submission) {
    return run({"--root", project.string(), "--submission", submission.string(), "--build-dir",
                (dir_ / "build").string(), "--color", "never", "--json", (dir_ / "results.json").string()},
               900);
  };

  auto result = grade(root / "solutions/attention");
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text << result.stdout_text;
  auto json = nlohmann::json::parse(slurp(dir_ / "results.json"));
  EXPECT_EQ(json["score"], 10.0);
  ASSERT_TRUE(json.contains("leaderboard")) << json.dump(2);
  ASSERT_EQ(json["leaderboard"].size(), 1u);
  EXPECT_EQ(json["leaderboard"][0]["name"], "forward (ms)");
  EXPECT_EQ(json["leaderboard"][0]["order"], "asc");
  const double milliseconds = json["leaderboard"][0]["value"].get<double>();
  EXPECT_GT(milliseconds, 0.0);
  EXPECT_LT(milliseconds, 10000.0);
  EXPECT_NE(result.stdout_text.find("Note: leaderboard: forward (ms) "), std::string::npos) << result.stdout_text;
  EXPECT_NE(result.stdout_text.find(" ms, the median of 5 runs of mhsa.forward on case "), std::string::npos)
      << result.stdout_text;
  EXPECT_NE(result.stdout_text.find("(timed in your program's own process; not graded)"), std::string::npos)
      << result.stdout_text;

  result = grade(project / "student_template/attention");
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text << result.stdout_text;
  json = nlohmann::json::parse(slurp(dir_ / "results.json"));
  EXPECT_FALSE(json.contains("leaderboard")) << json.dump(2);
  EXPECT_NE(result.stdout_text.find("Note: leaderboard: not timed: task 2.3 did not pass"), std::string::npos)
      << result.stdout_text;
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

// A grade on the hidden set published with the framework warns whoever runs
// it (stderr: an instructor's terminal or a platform's log), on the local
// path and with --platform classroom as with batch and Gradescope; the public
// set, the one a student grades with, warns nobody.
TEST(Cli, GradingWithThePublishedHiddenSetWarnsOnEveryPath) {
  for (const std::string platform : {"local", "classroom", "gradescope"}) {
    const auto result =
        run({"--harness", solution, "--references", "hidden", "--platform", platform, "--color", "never"});
    EXPECT_EQ(result.exit_code, 0) << platform << result.stderr_text;
    EXPECT_NE(result.stderr_text.find(published_set_warning("attention")), std::string::npos) << platform << "\n"
                                                                                              << result.stderr_text;
    EXPECT_EQ(result.stdout_text.find("WARNING"), std::string::npos) << platform << "\n" << result.stdout_text;
  }
  const auto result = run({"--harness", solution, "--color", "never"});
  EXPECT_EQ(result.stderr_text.find("WARNING"), std::string::npos) << result.stderr_text;
}

// What `release --check` notes of attention's public set: the rewrites of
// the solution it cannot tell from it (docs/error-model.md, Figures).
constexpr const char* attention_public_notes =
    "attention: note: no public case tells this rewrite of the solution from it: in `softmax_rows` (a hel"
    "per of the model answer; yours may have another name), amin is taken where amax belongs\nattention: n"
    "ote: no public case tells this rewrite of the solution from it: in `softmax_rows` (a helper of the m"
    "odel answer; yours may have another name), mean is taken where amax belongs\nattention: note: no publ"
    "ic case tells this rewrite of the solution from it: in `softmax_rows` (a helper of the model answer;"
    " yours may have another name), scores is used alone where it is combined with row_max by -\nattention"
    ": note: no public case tells this rewrite of the solution from it: in `softmax_rows` (a helper of th"
    "e model answer; yours may have another name), scores + row_max is computed where scores - row_max be"
    "longs\nattention: note: no public case tells this rewrite of the solution from it: in `attend_one_hea"
    "d` (a helper of the model answer; yours may have another name), the loop over first stops one place "
    "early: first + 1 < seq is tested where first < seq belongs\nattention: note: no public case tells thi"
    "s rewrite of the solution from it: in `MultiHeadSelfAttention::scores`, a loop runs up to num_heads "
    "where it runs up to batch\nattention: note: no public case tells this rewrite of the solution from it"
    ": in `MultiHeadSelfAttention::scores`, a loop runs up to head_size where it runs up to batch\nattenti"
    "on: note: no public case tells this rewrite of the solution from it: in `MultiHeadSelfAttention::sco"
    "res`, a loop runs up to seq where it runs up to num_heads\nattention: note: no public case tells this"
    " rewrite of the solution from it: in `MultiHeadSelfAttention::scores`, a loop runs up to head_size w"
    "here it runs up to num_heads\nattention: note: no public case tells this rewrite of the solution from"
    " it: in `MultiHeadSelfAttention::attend`, a loop runs up to num_heads where it runs up to batch\natte"
    "ntion: note: no public case tells this rewrite of the solution from it: in `MultiHeadSelfAttention::"
    "attend`, a loop runs up to head_size where it runs up to batch\nattention: note: no public case tells"
    " this rewrite of the solution from it: in `MultiHeadSelfAttention::attend`, a loop runs up to seq wh"
    "ere it runs up to num_heads\nattention: note: no public case tells this rewrite of the solution from "
    "it: in `MultiHeadSelfAttention::attend`, a loop runs up to head_size where it runs up to num_heads\na"
    "ttention: note: no public case tells this rewrite of the solution from it: in `MultiHeadSelfAttentio"
    "n::forward`, a loop runs up to num_heads where it runs up to batch\nattention: note: no public case t"
    "ells this rewrite of the solution from it: in `MultiHeadSelfAttention::forward`, a loop runs up to h"
    "ead_size where it runs up to batch\nattention: note: no public case tells this rewrite of the solutio"
    "n from it: in `MultiHeadSelfAttention::forward`, a loop runs up to rows where it runs up to num_head"
    "s\nattention: note: no public case tells this rewrite of the solution from it: in `MultiHeadSelfAtten"
    "tion::forward`, a loop runs up to seq where it runs up to num_heads\nattention: note: no public case "
    "tells this rewrite of the solution from it: in `MultiHeadSelfAttention::forward`, a loop runs up to "
    "head_size where it runs up to num_heads\n";

// `release --check` without --assignment checks every assignment: the
// committed template is exactly what the solution generates (edit the
// solution, run `./grade release`, commit both), every check has cases in
// both sets, and the solution scores full marks on both.
// Each set's error model is current (docs/error-model.md), and the rewrites
// a public set cannot tell from the solution are noted (the hidden sets
// tell every one).
TEST(Cli, ReleaseCheckFindsEveryAssignmentReady) {
  const auto result = run({"release", "--check"}, 1800);
  EXPECT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  const std::map<std::string, std::string> notes = {
      {"attention", attention_public_notes},
      {"from_scratch",
       "from_scratch: note: no public case tells this rewrite of the solution from it: in `MultiHeadAttentio"
       "n::forward`, a loop runs up to seq where it runs up to batch\nfrom_scratch: note: no public case tell"
       "s this rewrite of the solution from it: in `MultiHeadAttention::forward`, a loop runs up to seq wher"
       "e it runs up to num_heads\n"},
      {"labml_mha",
       "labml_mha: note: no public case tells this rewrite of the solution from it: in `PrepareForMultiHeadA"
       "ttention::forward`, the shape given to xt::reshape_view is in the order {x.shape(0), d_k, heads, x.s"
       "hape(1)} where {x.shape(0), x.shape(1), heads, d_k} belongs\nlabml_mha: note: no public case tells th"
       "is rewrite of the solution from it: in `MultiHeadAttention::get_scores`, a loop runs up to n_heads w"
       "here it runs up to batch\nlabml_mha: note: no public case tells this rewrite of the solution from it:"
       " in `MultiHeadAttention::attend`, a loop runs up to head_dim where it runs up to batch\nlabml_mha: no"
       "te: no public case tells this rewrite of the solution from it: in `MultiHeadAttention::attend`, a lo"
       "op runs up to n_heads where it runs up to batch\nlabml_mha: note: no public case tells this rewrite o"
       "f the solution from it: in `MultiHeadAttention::attend`, a loop runs up to seq_q where it runs up to"
       " n_heads\nlabml_mha: note: no public case tells this rewrite of the solution from it: in `MultiHeadAt"
       "tention::attend`, x.shape(1) is used where head_dim belongs\nlabml_mha: note: no public case tells th"
       "is rewrite of the solution from it: in `MultiHeadAttention::attend`, attn.shape(2) is used where hea"
       "d_dim belongs\nlabml_mha: note: no public case tells this rewrite of the solution from it: in `MultiH"
       "eadAttention::attend`, batch is used where head_dim belongs\nlabml_mha: note: no public case tells th"
       "is rewrite of the solution from it: in `MultiHeadAttention::attend`, value.shape(1) is used where he"
       "ad_dim belongs\nlabml_mha: note: no public case tells this rewrite of the solution from it: in `Multi"
       "HeadAttention::attend`, mask.shape(2) is used where head_dim belongs\nlabml_mha: note: no public case"
       " tells this rewrite of the solution from it: in `MultiHeadAttention::attend`, scores.shape(2) is use"
       "d where head_dim belongs\nlabml_mha: note: no public case tells this rewrite of the solution from it:"
       " in `MultiHeadAttention::attend`, x.shape(1) is used where head_dim belongs\nlabml_mha: note: no publ"
       "ic case tells this rewrite of the solution from it: in `MultiHeadAttention::attend`, attn.shape(2) i"
       "s used where head_dim belongs\nlabml_mha: note: no public case tells this rewrite of the solution fro"
       "m it: in `MultiHeadAttention::attend`, batch is used where head_dim belongs\nlabml_mha: note: no publ"
       "ic case tells this rewrite of the solution from it: in `MultiHeadAttention::attend`, value.shape(1) "
       "is used where head_dim belongs\nlabml_mha: note: no public case tells this rewrite of the solution fr"
       "om it: in `MultiHeadAttention::attend`, mask.shape(2) is used where head_dim belongs\nlabml_mha: note"
       ": no public case tells this rewrite of the solution from it: in `MultiHeadAttention::attend`, scores"
       ".shape(2) is used where head_dim belongs\n"},
      {"torch_mha",
       "torch_mha: note: no public case tells this rewrite of the solution from it: in `attention_mask`, a l"
       "oop runs up to S where it runs up to rows\ntorch_mha: note: no public case tells this rewrite of the "
       "solution from it: in `attention_mask`, the loop over s starts at 1 where it starts at 0\ntorch_mha: n"
       "ote: no public case tells this rewrite of the solution from it: in `attention_mask`, a loop runs up "
       "to rows where it runs up to S\n"}};
  std::string expected;
  for (const auto& assignment : grader::list_assignments(root)) {
    if (notes.count(assignment) > 0) expected += notes.at(assignment);
    expected += assignment + ": ready: student_template/" + assignment + "/ is what solutions/" + assignment +
                "/ generates, the manifest agrees with the public and hidden sets, and the solution scores full "
                "marks on both\n";
  }
  EXPECT_EQ(result.stdout_text, expected);
}

// `ops`: what a case of each op holds, for an instructor writing their own.
TEST(Cli, OpsListsEveryOpWithItsParamsInputsAndOutputs) {
  const auto result = run({"ops", "--assignment", "attention"});
  EXPECT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("\nmhsa.apply_causal_mask  3 cases\n"
                                    "  checks    Task 2.2 reference, Task 2.2 permutation_equivariance of \"scores\"\n"
                                    "  params    num_heads 3, 2\n"
                                    "  inputs    scores [9, 5, 5], [4, 6, 6], [2, 4, 4]\n"
                                    "  outputs   scores [9, 5, 5], [4, 6, 6], [2, 4, 4] (batch*head/num_heads, row, "
                                    "column)\n"
                                    "  mistakes  mask_fills_zero, mask_hides_diagonal, mask_lower\n"),
            std::string::npos)
      << result.stdout_text;
  for (const std::string op : {"mhsa.attend", "mhsa.construct", "mhsa.forward", "mhsa.forward_with_attention",
                               "mhsa.scores", "self_attention.construct", "self_attention.forward"}) {
    EXPECT_NE(result.stdout_text.find("\n" + op + "  "), std::string::npos) << op;
  }
  const auto unknown = run({"ops", "--assignment", "nope"});
  EXPECT_NE(unknown.exit_code, 0);
}

// Every assignment of the tree, whatever they are: the list is read from
// assignments/*/manifest.json here too.
TEST(Cli, ListShowsEveryAssignment) {
  const auto result = run({"--list"});
  EXPECT_EQ(result.exit_code, 0) << result.stderr_text;
  const auto names = grader::list_assignments(root);
  ASSERT_FALSE(names.empty());
  std::size_t width = 0;
  for (const auto& name : names) width = std::max(width, name.size());
  std::string expected = "Assignments in " + (root / "assignments").string() + ":\n";
  for (const auto& name : names) {
    const auto manifest = grader::load_assignment(root, name);
    std::string files;
    for (const auto& file : manifest.sources) files += (files.empty() ? "" : ", ") + file;
    std::string ids;
    for (const auto& task : manifest.tasks) ids += (ids.empty() ? "" : ", ") + task.id;
    std::ostringstream points;
    points << manifest.max_score();
    expected += "  " + name + std::string(width - name.size() + 2, ' ') + manifest.title + "\n" +
                std::string(width + 4, ' ') + std::to_string(manifest.tasks.size()) + " tasks: " + ids + "; " +
                points.str() + " points; student files: " + files + "\n";
  }
  expected += "Grade one with: ./grade --assignment NAME [--submission DIR]\n";
  EXPECT_EQ(result.stdout_text, expected);
  // The shipped course as a student sees it.
  EXPECT_NE(result.stdout_text.find("  attention      Assignment 1: self-attention and multi-head self-attention\n"
                                    "                 5 tasks: 1.1, 1.2, 2.1, 2.2, 2.3; 10 points; student files: "
                                    "self_attention.cpp, multi_head_self_attention.cpp\n"),
            std::string::npos)
      << result.stdout_text;
}

TEST(Cli, AnUnknownAssignmentIsAUsageErrorNamingTheClosestAndTheKnownOnes) {
  const auto result = run({"--assignment", "atention"});
  EXPECT_EQ(result.exit_code, 2);
  std::string known;
  for (const auto& name : grader::list_assignments(root)) known += (known.empty() ? "" : ", ") + name;
  EXPECT_EQ(result.stderr_text,
            "grader: error: --assignment atention: unknown assignment \"atention\" (did you mean "
            "\"attention\"? known: " +
                known + ") in " + (root / "assignments").string() + " (./grade --list describes them)\n");
}

TEST_F(TempDir, ReleaseRegeneratesAStaleTemplate) {
  (void)copy_of_course(dir_);
  const fs::path solution = dir_ / "solutions/attention/self_attention.cpp";
  std::string text = slurp(solution);
  text.replace(text.find("// Task 1.2 (3 points)"), 22, "// Task 1.2 (3 points!)");
  std::ofstream(solution) << text;

  auto result = run({"release", "--check", "--root", dir_.string(), "--assignment", "attention"}, 900);
  EXPECT_EQ(result.exit_code, 8) << result.stdout_text << result.stderr_text;
  // A comment edited: the error model is still current (it reads the code, not the comments).
  const std::string notes = attention_public_notes;
  EXPECT_EQ(result.stdout_text,
            notes +
                "attention: differs: student_template/attention/self_attention.cpp (run `./grade release --assignment "
                "attention` to regenerate the template from the solution)\n");
  result = run({"release", "--root", dir_.string(), "--assignment", "attention"});
  EXPECT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(slurp(dir_ / "student_template/attention/self_attention.cpp").find("// Task 1.2 (3 points!)"),
            std::string::npos);
  result = run({"release", "--check", "--root", dir_.string(), "--assignment", "attention"}, 900);
  EXPECT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
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

namespace {

// The solution's file with one mutant of a catalogue (tests/assignments/attention.json) applied.
std::string mutated_solution(const std::string& mutant,
                             const std::string& catalogue_file = "tests/assignments/attention.json") {
  const auto catalogue = nlohmann::json::parse(slurp(root / catalogue_file));
  for (const auto& entry : catalogue["mutants"]) {
    if (entry["name"] != mutant) continue;
    std::string text = slurp(root / "solutions/attention" / entry["file"].get<std::string>());
    for (const auto& pair : entry["replace"]) {
      const std::string from = pair[0];
      const auto at = text.find(from);
      if (at == std::string::npos) ADD_FAILURE() << mutant << ": " << from;
      if (at != std::string::npos) text.replace(at, from.size(), pair[1].get<std::string>());
    }
    return text;
  }
  ADD_FAILURE() << "no mutant " << mutant;
  return {};
}

void pack(const fs::path& folder, const fs::path& archive, const std::string& format) {
  grader::Limits limits;
  limits.timeout_seconds = 60;
  const auto result = grader::run_limited(
      {"/usr/bin/cmake", "-E", "tar", "cf", archive.string(), "--format=" + format, folder.filename().string()},
      folder.parent_path(), limits);
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  fs::remove_all(folder);
}

// A class of six: each kind of submission an instructor receives.
fs::path make_class(const fs::path& dir) {
  const fs::path class_dir = dir / "class";
  const fs::path solutions = root / "solutions/attention";
  fs::create_directories(class_dir / "alice/attention");  // the solution, one folder down, answers.md filled in
  for (const char* file : {"self_attention.cpp", "multi_head_self_attention.cpp"}) {
    fs::copy(solutions / file, class_dir / "alice/attention" / file);
  }
  std::string answers = slurp(root / "student_template/attention/answers.md");
  answers.replace(answers.find("_Your answer._"), 14, "Sharper, with \"peaked\" rows.");
  std::ofstream(class_dir / "alice/attention/answers.md") << answers;
  fs::create_directories(class_dir / "bob/repo/student_template");  // the untouched template, zipped
  fs::copy(root / "student_template/attention", class_dir / "bob/repo/student_template/attention",
           fs::copy_options::recursive);
  pack(class_dir / "bob", class_dir / "bob.zip", "zip");
  fs::create_directories(class_dir / "carol");  // forgot a file
  fs::copy(solutions / "self_attention.cpp", class_dir / "carol/self_attention.cpp");
  fs::create_directories(class_dir / "dave");  // one file does not compile; a tarball
  fs::copy(solutions / "self_attention.cpp", class_dir / "dave/self_attention.cpp");
  std::string broken = slurp(solutions / "multi_head_self_attention.cpp");
  broken.replace(broken.find("return masked;"), 14, "return undefined_thing;");
  std::ofstream(class_dir / "dave/multi_head_self_attention.cpp") << broken;
  pack(class_dir / "dave", class_dir / "dave.tar.gz", "gnutar");
  fs::create_directories(class_dir / "erin");  // unscaled scores
  fs::copy(solutions / "self_attention.cpp", class_dir / "erin/self_attention.cpp");
  std::ofstream(class_dir / "erin/multi_head_self_attention.cpp") << mutated_solution("mhsa_unscaled");
  fs::create_directories(class_dir / "mallory");  // an archive with a link out of its folder
  fs::create_directory_symlink("/etc", class_dir / "mallory/attention");
  pack(class_dir / "mallory", class_dir / "mallory.tar", "gnutar");
  std::ofstream(class_dir / "README.txt") << "not a submission\n";
  return class_dir;
}

}  // namespace

// `grade batch`: exact points per student and task, the reasons, feedback
// files, the class summary, then a resumed run that regrades only the
// student whose files changed.
TEST_F(TempDir, BatchGradesAClassIntoAGradebookAndResumes) {
  const fs::path class_dir = make_class(dir_);
  const fs::path out = dir_ / "graded";
  // Where dave's error is: line:column of the edited return.
  const std::string solution_text = slurp(root / "solutions/attention/multi_head_self_attention.cpp");
  const std::size_t at = solution_text.find("return masked;");
  const std::string dave_line =
      std::to_string(std::count(solution_text.begin(), solution_text.begin() + static_cast<long>(at), '\n') + 1);
  auto result = run({"batch", class_dir.string(), "--out", out.string(), "--jobs", "2"}, 900);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("6 of 6 students graded (6 now, 0 kept from an earlier run); mean 5 / 10"),
            std::string::npos)
      << result.stdout_text;
  EXPECT_NE(result.stderr_text.find("skipped README.txt: not a folder, .zip, .tar, .tar.gz or .tgz"),
            std::string::npos);
  EXPECT_NE(result.stderr_text.find("6/6 graded"), std::string::npos) << result.stderr_text;
  // The hidden set is the one published with the framework: said before grading and again after it.
  EXPECT_NE(result.stderr_text.find(published_set_warning("attention")), std::string::npos) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("/<student>.txt and .md\n" + published_set_warning("attention") + "\n"),
            std::string::npos)
      << result.stdout_text;
  const std::string not_answered =
      "answer Q1: (not answered)\nanswer Q2: (not answered)\nanswer Q3: (not answered)\n"
      "answer Q4: (not answered)\nanswer Q5: (not answered)";
  EXPECT_EQ(
      slurp(out / "gradebook.csv"),
      "student,Task 1.1 (1),Task 1.2 (3),Task 2.1 (3),Task 2.2 (1),Task 2.3 (2),Style: your code follows "
      ".clang-format,Shape comments on every tensor statement,Bonus: SelfAttention::forward in at most 3 "
      "statements,Written questions Q1 to Q5 (answers.md),total,max,failures\n"
      "alice,1,3,3,1,2,0,0,0,\"answer Q1:\n  Sharper, with \"\"peaked\"\" rows.\nanswer Q2: (not answered)\n"
      "answer Q3: (not answered)\nanswer Q4: (not answered)\nanswer Q5: (not answered)\",10,10,\n"
      "bob,0,0,0,0,0,0,0,0,\"" +
          not_answered +
          "\",0,10,\""
          "Task 1.1: not implemented yet (Task 1.1: SelfAttention constructor); "
          "Task 1.2: not implemented yet (Task 1.2: SelfAttention::forward); "
          "Task 2.1: not implemented yet (Task 2.1: MultiHeadSelfAttention::scores); "
          "Task 2.2: not implemented yet (Task 2.2: MultiHeadSelfAttention::apply_causal_mask); "
          "Task 2.3: not implemented yet (Task 2.3: MultiHeadSelfAttention::attend)\"\n"
          "carol,1,3,0,0,0,0,0,0,(answers.md is missing),4,10,the submission has no multi_head_self_attention.cpp\n"
          "dave,1,3,3,0,2,0,0,0,(answers.md is missing),9,10,\"Task 2.2: your code does not compile: "
          "multi_head_self_attention.cpp line " +
          dave_line +
          " (the compiler's words are in the report; the template's stub stands in for "
          "multi_head_self_attention.cpp lines 195-203)\"\n"
          "erin,1,3,0,1,2,0,0,0,(answers.md is missing),7,10,"
          "Task 2.1: your scores equal the unscaled q k^T: divide by sqrt(head_size)\n"
          "mallory,0,0,0,0,0,,,,,0,10,the archive mallory.tar holds a link or special file (only files and folders "
          "are accepted): mallory/attention\n");
  const std::string erin = slurp(out / "feedback/erin.txt");
  EXPECT_NE(erin.find("FAIL  Task 2.1"), std::string::npos) << erin;
  EXPECT_NE(erin.find("Hint: your scores equal the unscaled q k^T: divide by sqrt(head_size)"), std::string::npos)
      << erin;
  EXPECT_NE(erin.find("Total: 7 / 10"), std::string::npos) << erin;
  EXPECT_NE(slurp(out / "feedback/dave.md").find("**Your code does not compile**"), std::string::npos);
  // alice's two files compiled as one unit; dave's unit did not compile, so
  // his files were compiled one by one to find which one is broken.
  EXPECT_TRUE(fs::exists(out / "work/alice/build/objects/submission.o"));
  EXPECT_FALSE(fs::exists(out / "work/alice/build/objects/self_attention.cpp.o"));
  EXPECT_TRUE(fs::exists(out / "work/dave/build/objects/self_attention.cpp.o"));
  EXPECT_EQ(slurp(out / "work/alice/build/build.log").rfind("compiled as one unit: ", 0), 0U);
  const std::string summary = slurp(out / "summary.html");
  EXPECT_NE(summary.find("6 submissions graded against the hidden references. Mean 5 / 10, median 7."),
            std::string::npos)
      << summary;
  EXPECT_NE(
      summary.find("</p>\n<p class=\"fail\" id=\"published-hidden-set\"><strong>WARNING: grading against the "
                   "hidden set published with the framework (reference_values/attention/hidden is attention&apos;s"),
      std::string::npos)
      << summary;
  // The most frequent mistakes, each with how many students made it.
  EXPECT_NE(summary.find("<title>Task 2.1: your scores equal the unscaled q k^T: divide by sqrt(head_size)</title>"
                         "</text><rect x=\"330\" y=\"4\" width=\"50\" height=\"16\" fill=\"#3b6fb6\"/><text x=\"386\" "
                         "y=\"16\" font-size=\"12\">1 of 6</text>"),
            std::string::npos)
      << summary;
  EXPECT_NE(summary.find("<title>Task 2.1: MultiHeadSelfAttention::scores (scaled)</title></text><rect x=\"330\" "
                         "y=\"52\" width=\"99\" height=\"16\" fill=\"#3b6fb6\"/><text x=\"435\" y=\"64\" "
                         "font-size=\"12\">33%</text>"),
            std::string::npos)
      << "Task 2.1 pass rate: 2 of 6 (alice, and dave, whose broken region is Task 2.2's)";

  // Nothing changed: every record is kept. Then erin fixes her file: only she is graded again.
  result = run({"batch", class_dir.string(), "--out", out.string()}, 900);
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("6 of 6 students graded (0 now, 6 kept from an earlier run)"), std::string::npos)
      << result.stdout_text;
  fs::copy(root / "solutions/attention/multi_head_self_attention.cpp", class_dir / "erin/multi_head_self_attention.cpp",
           fs::copy_options::overwrite_existing);
  result = run({"batch", class_dir.string(), "--out", out.string()}, 900);
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("6 of 6 students graded (1 now, 5 kept from an earlier run); mean 5.5 / 10"),
            std::string::npos)
      << result.stdout_text;
  EXPECT_NE(slurp(out / "gradebook.csv").find("\nerin,1,3,3,1,2,0,0,0,(answers.md is missing),10,10,\n"),
            std::string::npos);

  // The term: a roster (GitHub usernames; frank has no submission, mallory
  // is on no roster), a due time with a late policy, a late student (erin),
  // an extension (carol) and a submission past the limit (mallory). Every
  // record is kept: the term is applied to the grades, nothing is regraded.
  const std::int64_t due = 1792101540;  // 2026-10-15T21:59:00Z
  auto file_time = [](std::int64_t seconds) {
    return fs::file_time_type::clock::now() +
           std::chrono::duration_cast<fs::file_time_type::duration>(
               std::chrono::system_clock::from_time_t(static_cast<std::time_t>(seconds)) -
               std::chrono::system_clock::now());
  };
  auto set_folder_time = [&](const fs::path& folder, std::int64_t seconds) {
    for (const auto& entry : fs::recursive_directory_iterator(folder)) {
      if (entry.is_regular_file()) fs::last_write_time(entry.path(), file_time(seconds));
    }
  };
  // A submission_metadata.json among alice's own files is alice's file, not
  // Gradescope's record: her files' time (2 started days late) counts, not
  // the on-time created_at she wrote.
  std::ofstream(class_dir / "alice/submission_metadata.json")
      << R"({"id": 123456, "created_at": "2026-10-15T21:29:00.365935+02:00", "assignment": {"title": "A1"}})";
  set_folder_time(class_dir / "alice", due + 30 * 3600);
  fs::last_write_time(class_dir / "bob.zip", file_time(due - 86400));
  set_folder_time(class_dir / "carol", due + 50 * 3600);  // on time with her extension (3 days)
  fs::last_write_time(class_dir / "dave.tar.gz", file_time(due));
  set_folder_time(class_dir / "erin", due + 30 * 3600);                         // 2 started days late: 20%
  fs::last_write_time(class_dir / "mallory.tar", file_time(due + 20 * 86400));  // past the 14 days accepted
  std::ofstream(dir_ / "roster.csv") << "id,name,email,github,lms id\n"
                                        "u01,Alice Archer,alice@uni.example,alice,501\n"
                                        "u02,Bob Baker,bob@uni.example,bob,502\n"
                                        "u03,Carol Cruz,carol@uni.example,carol,503\n"
                                        "u04,Dave Dunn,dave@uni.example,dave,504\n"
                                        "u05,Erin Egan,erin@uni.example,erin,505\n"
                                        "u06,Frank Fox,frank@uni.example,frankf,506\n";
  std::ofstream(dir_ / "term.json") << R"({"format": "autograder-term/1", "assignment": "attention",
    "due": "2026-10-15T23:59:00+02:00",
    "late_policy": {"percent_per_day": 10, "max_percent": 50, "reject_after_days": 14},
    "extensions": {"u03": "2026-10-18T23:59:00+02:00"}, "submission_time": "student_clock",
    "canvas_assignment_id": 4711, "moodle_grade_item": "Assignment: Attention", "no_submission": "zero"})";
  result = run({"batch", class_dir.string(), "--out", out.string(), "--roster", (dir_ / "roster.csv").string(),
                "--term", (dir_ / "term.json").string()},
               900);
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("6 of 6 students graded (0 now, 6 kept from an earlier run)"), std::string::npos)
      << result.stdout_text;
  EXPECT_NE(result.stdout_text.find("  deadline 2026-10-15T21:59:00Z: 3 late\n"), std::string::npos)
      << result.stdout_text;
  EXPECT_NE(result.stdout_text.find("  roster: 5 of 6 students matched; 1 submissions of nobody on it, 1 students "
                                    "without a submission"),
            std::string::npos)
      << result.stdout_text;
  // mallory matches nobody, and may be Frank's: Frank gets no 0 (no_submission: zero) while she is unmatched.
  EXPECT_NE(result.stdout_text.find("  roster: no 0 for the 1 students without a submission while 1 submissions "
                                    "match nobody (or several): any may be theirs; rename them or add the roster "
                                    "column that holds their names (roster.txt)\n"),
            std::string::npos)
      << result.stdout_text;
  EXPECT_NE(result.stdout_text.find("  LMS import: " + (out / "canvas.csv").string() +
                                    " (1 students left out: see roster.txt)\n  LMS import: " +
                                    (out / "moodle.csv").string() + " (1 students left out: see roster.txt)\n"),
            std::string::npos)
      << result.stdout_text;
  EXPECT_EQ(slurp(out / "canvas.csv"),
            "Student,ID,SIS User ID,SIS Login ID,Section,Assignment 1: self-attention and multi-head self-attention "
            "(4711)\n"
            "Points Possible,,,,,10\n"
            ",501,,,,8\n"
            ",502,,,,0\n"
            ",503,,,,4\n"
            ",504,,,,9\n"
            ",505,,,,8\n");
  EXPECT_EQ(slurp(out / "moodle.csv"),
            "Email address,Assignment: Attention (Real),Assignment: Attention (Feedback)\n"
            "alice@uni.example,8,\"10 / 10, 2 days late: -20%\"\n"
            "bob@uni.example,0,0 / 10\n"
            "carol@uni.example,4,4 / 10\n"
            "dave@uni.example,9,9 / 10\n"
            "erin@uni.example,8,\"10 / 10, 2 days late: -20%\"\n");
  const std::string frank_left_out =
      ": no submission matched, but 1 submissions match nobody on the roster (mallory): no 0 while one may be "
      "theirs (roster.txt says what each was compared with)";
  EXPECT_EQ(slurp(out / "roster.txt"), "Roster " + (dir_ / "roster.csv").string() +
                                           ": 6 students, 5 with a submission\n"
                                           "\nSubmissions of no student on the roster (1):\n  mallory\n"
                                           "  Each name was compared with the roster's id, email, github, lms id "
                                           "columns (equal, case ignored; a GitHub username also as the name's "
                                           "-<username> ending). Rename the submission to one of its student's, or "
                                           "add a column that holds its name (id, email, login id, github, lms id). "
                                           "Until then no LMS file gives a 0 or an EX to a student without a "
                                           "submission.\n"
                                           "\nSubmissions that match several students (not exported) (0): none\n"
                                           "\nStudents with several submissions (not exported: keep one) (0): none\n"
                                           "\nStudents without a submission (1):\n  u06 (Frank Fox)\n"
                                           "\nStudents not in canvas.csv (1):\n  u06 (Frank Fox)" +
                                           frank_left_out +
                                           "\n"
                                           "\nStudents not in moodle.csv (1):\n  u06 (Frank Fox)" +
                                           frank_left_out + "\n");
  const std::string term_gradebook = slurp(out / "gradebook.csv");
  EXPECT_EQ(term_gradebook.rfind("id,name,email,github,student,Task 1.1 (1),", 0), 0u) << term_gradebook;
  for (const std::string row :
       {"\nu01,Alice Archer,alice@uni.example,alice,alice,1,3,3,1,2,0,0,0,\"answer Q1:",
        ",10,10,2026-10-17T03:59:00Z,2026-10-15T21:59:00Z,2,20,8,\n",
        "\nu03,Carol Cruz,carol@uni.example,carol,carol,1,3,0,0,0,0,0,0,(answers.md is missing),4,10,"
        "2026-10-17T23:59:00Z,2026-10-18T21:59:00Z,0,0,4,the submission has no multi_head_self_attention.cpp\n",
        "\nu05,Erin Egan,erin@uni.example,erin,erin,1,3,3,1,2,0,0,0,(answers.md is missing),10,10,"
        "2026-10-17T03:59:00Z,2026-10-15T21:59:00Z,2,20,8,\n",
        "\n,,,,mallory,0,0,0,0,0,,,,,0,10,2026-11-04T21:59:00Z,2026-10-15T21:59:00Z,20,100,0,\"not accepted: 20 "
        "days late; the archive mallory.tar holds a link",
        "\nu06,Frank Fox,frank@uni.example,frankf,,,,,,,,,,,,,,,,,,no submission\n"}) {
    EXPECT_NE(term_gradebook.find(row), std::string::npos) << row << "\n" << term_gradebook;
  }
  // summary.html shows what the exports carry: erin's 10 is 8 (2 days late),
  // carol's deadline is her extension, mallory's is not accepted, frank has none.
  const std::string term_summary = slurp(out / "summary.html");
  for (const std::string& row : std::vector<std::string>{
           "<tr><td>erin</td><td>u05</td><td>Erin Egan</td><td class=\"num\">1</td><td class=\"num\">3</td>"
           "<td class=\"num\">3</td><td class=\"num\">1</td><td class=\"num\">2</td><td class=\"num\">0</td>"
           "<td class=\"num\">0</td><td class=\"num\">0</td><td class=\"num\">review</td><td class=\"num\">10 / 10</td>"
           "<td>2026-10-17T03:59:00Z</td><td>2026-10-15T21:59:00Z</td><td class=\"num fail\">2</td>"
           "<td class=\"num fail\">20%</td><td class=\"num fail\">8 / 10</td>"
           "<td><a href=\"feedback/erin.txt\">feedback</a></td><td></td></tr>\n",
           "<td class=\"num\">4 / 10</td><td>2026-10-17T23:59:00Z</td><td>2026-10-18T21:59:00Z (extension)</td>"
           "<td class=\"num\">0</td><td class=\"num\">0%</td><td class=\"num\">4 / 10</td>"
           "<td><a href=\"feedback/carol.txt\">feedback</a></td><td></td></tr>\n",
           "<tr><td>mallory</td><td class=\"fail\">no roster match (roster.txt)</td><td></td>",
           "<td>2026-11-04T21:59:00Z</td><td>2026-10-15T21:59:00Z</td><td class=\"num fail\">20</td>"
           "<td class=\"num fail\">100%</td><td class=\"num fail\">0 / 10 (not accepted)</td>"
           "<td><a href=\"feedback/mallory.txt\">feedback</a></td><td class=\"fail\">not in canvas.csv: no roster "
           "match; not in moodle.csv: no roster match</td></tr>\n",
           "<tr><td></td><td>u06</td><td>Frank Fox</td><td class=\"fail\" colspan=\"16\">no submission</td>"
           "<td class=\"fail\">not in canvas.csv" +
               frank_left_out + "; not in moodle.csv" + frank_left_out + "</td></tr>\n"}) {
    EXPECT_NE(term_summary.find(row), std::string::npos) << row << "\n" << term_summary;
  }
}

// Batch integrity: names that clean to one file name stay apart (a suffix
// from each one's own name), an archive bomb and an archive of too many files
// are refused before anything is unpacked, a clone of the course with a
// changed released file is graded with the released copy and flagged, and a
// record is kept only while the grader binary is unchanged.
TEST_F(TempDir, BatchKeepsStudentsApartRefusesBombsAndRegradesAfterAnyChange) {
  const fs::path class_dir = dir_ / "class";
  const fs::path solutions = root / "solutions/attention";
  const fs::path template_dir = root / "student_template/attention";
  auto put = [](const fs::path& from, const fs::path& folder, std::vector<std::string> files) {
    fs::create_directories(folder);
    for (const auto& file : files) fs::copy(from / file, folder / file);
  };
  const std::vector<std::string> both = {"self_attention.cpp", "multi_head_self_attention.cpp"};
  put(solutions, class_dir / "José", both);  // -> Jos__-<suffix>
  std::ofstream(class_dir / "José/answers.md", std::ios::binary) << "Q1: la r\xe9ponse est \xab oui \xbb\n";  // Latin-1
  put(template_dir, class_dir / "Josè", both);                  // -> Jos__-<other suffix>
  put(solutions, class_dir / "Jos__", {"self_attention.cpp"});  // needed no cleaning: keeps Jos__
  fs::create_directories(class_dir / "bomb");                   // 100 MiB of zeros, a few hundred KiB zipped
  std::ofstream(class_dir / "bomb/self_attention.cpp") << "// nothing\n";
  std::ofstream(class_dir / "bomb/zeros.bin").close();
  fs::resize_file(class_dir / "bomb/zeros.bin", 100U << 20);
  pack(class_dir / "bomb", class_dir / "bomb.zip", "zip");
  ASSERT_LT(fs::file_size(class_dir / "bomb.zip"), 1U << 20);
  fs::create_directories(class_dir / "many");
  for (int i = 0; i < 1000; ++i) std::ofstream(class_dir / "many" / ("f" + std::to_string(i))) << i;
  pack(class_dir / "many", class_dir / "many.tar", "gnutar");
  // A whole clone of the course repository whose manifest gives more points.
  put(root, class_dir / "clone", {"CMakeLists.txt"});
  put(solutions, class_dir / "clone/student_template/attention", both);
  fs::create_directories(class_dir / "clone/assignments/attention");
  std::ofstream(class_dir / "clone/assignments/attention/manifest.json")
      << slurp(root / "assignments/attention/manifest.json") << " ";
  const fs::path grader_copy = dir_ / "grader";  // a copy this test may change
  fs::copy_file(grader_program, grader_copy);
  const fs::path out = dir_ / "graded";
  auto batch = [&] {
    grader::Limits limits;
    limits.timeout_seconds = 1200;
    limits.memory_mb = 0;
    limits.file_size_mb = 0;
    return grader::run_limited({grader_copy.string(), "--root", root.string(), "batch", class_dir.string(), "--out",
                                out.string(), "--jobs", "2"},
                               root, limits);
  };

  auto result = batch();
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("6 of 6 students graded (6 now, 0 kept from an earlier run); mean 4 / 10"),
            std::string::npos)
      << result.stdout_text;
  const std::string jose = "Jos__-" + sha256_of("José").substr(0, 8);
  const std::string jose_grave = "Jos__-" + sha256_of("Josè").substr(0, 8);
  const std::string missing = "(answers.md is missing)";
  const std::string not_implemented =
      "Task 1.1: not implemented yet (Task 1.1: SelfAttention constructor); "
      "Task 1.2: not implemented yet (Task 1.2: SelfAttention::forward); "
      "Task 2.1: not implemented yet (Task 2.1: MultiHeadSelfAttention::scores); "
      "Task 2.2: not implemented yet (Task 2.2: MultiHeadSelfAttention::apply_causal_mask); "
      "Task 2.3: not implemented yet (Task 2.3: MultiHeadSelfAttention::attend)";
  const std::string gradebook = slurp(out / "gradebook.csv");
  EXPECT_NE(gradebook.find("\nJos__,1,3,0,0,0,0,0,0," + missing +
                           ",4,10,the submission has no "
                           "multi_head_self_attention.cpp\n"),
            std::string::npos)
      << gradebook;
  EXPECT_NE(gradebook.find("\nJosé,1,3,3,1,2,0,0,0,Q1: la réponse est « oui »,10,10,\n"), std::string::npos)
      << gradebook;
  EXPECT_NE(gradebook.find("\nJosè,0,0,0,0,0,0,0,0," + missing + ",0,10,\"" + not_implemented + "\"\n"),
            std::string::npos)
      << gradebook;
  EXPECT_NE(gradebook.find("\nbomb,0,0,0,0,0,,,,,0,10,the archive bomb.zip unpacks to 100 MiB (at most 64 MiB are "
                           "unpacked)\n"),
            std::string::npos)
      << gradebook;
  EXPECT_NE(gradebook.find("\nmany,0,0,0,0,0,,,,,0,10,the archive many.tar has 1001 entries (at most 1000 are "
                           "unpacked)\n"),
            std::string::npos)
      << gradebook;
  EXPECT_NE(gradebook.find("\nclone,1,3,3,1,2,0,0,0," + missing +
                           ",10,10,tamper check: 1 released files differ in "
                           "the submission (grading used the released copies): assignments/attention/manifest.json\n"),
            std::string::npos)
      << gradebook;
  // Each student's own feedback, record and work folder.
  for (const auto& [folder, name, total] :
       std::vector<std::tuple<std::string, std::string, std::string>>{{"Jos__", "Jos__", "Total: 4 / 10"},
                                                                      {jose, "José", "Total: 10 / 10"},
                                                                      {jose_grave, "Josè", "Total: 0 / 10"}}) {
    const std::string feedback = slurp(out / "feedback" / (folder + ".txt"));
    EXPECT_NE(feedback.find("Submission: " + name + "\n"), std::string::npos) << folder << ":\n" << feedback;
    EXPECT_NE(feedback.find(total), std::string::npos) << folder << ":\n" << feedback;
    EXPECT_EQ(nlohmann::json::parse(slurp(out / "records" / (folder + ".json")))["student"], name);
    EXPECT_TRUE(fs::is_directory(out / "work" / folder / "build")) << folder;
  }
  EXPECT_NE(slurp(out / "summary.html").find("<a href=\"feedback/" + jose + ".txt\">"), std::string::npos);
  EXPECT_FALSE(fs::exists(out / "work/bomb/unpacked/bomb/zeros.bin")) << "refused before unpacking";

  result = batch();  // nothing changed: every record kept
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("6 of 6 students graded (0 now, 6 kept from an earlier run)"), std::string::npos)
      << result.stdout_text;
  // The grader binary changes (a byte appended leaves it runnable): every
  // student is graded again. (A changed reference file changes the set's
  // index.json, whose checksums are verified on loading.)
  std::ofstream(grader_copy, std::ios::app | std::ios::binary) << '\0';
  result = batch();
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("6 of 6 students graded (6 now, 0 kept from an earlier run)"), std::string::npos)
      << result.stdout_text;
}

// Batch grading compiles a submission's files as one unit only when no file
// can see what another declares: frank's multi-head file calls a helper that
// only his other file declares, which does not compile on its own (as
// `./grade` compiles it), so it must not compile in the batch either.
TEST_F(TempDir, BatchGradesFilesThatCouldSeeEachOtherOneByOne) {
  const fs::path solutions = root / "solutions/attention";
  const fs::path frank = dir_ / "class/frank";
  fs::create_directories(frank);
  std::ofstream(frank / "self_attention.cpp")
      << slurp(solutions / "self_attention.cpp")
      << "namespace attention {\nfloat frank_scale(std::size_t n) { return 1.0F / std::sqrt(float(n)); }\n}\n";
  const std::string multi_head = slurp(solutions / "multi_head_self_attention.cpp");
  std::ofstream(frank / "multi_head_self_attention.cpp")
      << multi_head << "namespace attention {\nfloat frank_uses() { return frank_scale(4); }\n}\n";
  const std::string error_line = std::to_string(std::count(multi_head.begin(), multi_head.end(), '\n') + 2);
  const fs::path out = dir_ / "graded";
  const auto result = run({"batch", (dir_ / "class").string(), "--out", out.string()}, 900);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  const std::string gradebook = slurp(out / "gradebook.csv");
  EXPECT_NE(
      gradebook.find("\nfrank,1,3,0,0,0,0,0,0,(answers.md is missing),4,10,\"multi_head_self_attention.cpp does "
                     "not compile; Tasks 2.1, 2.2, 2.3: your code does not compile: an error outside every YOUR CODE "
                     "region of multi_head_self_attention.cpp, line " +
                     error_line + " (explained in the report)\"\n"),
      std::string::npos)
      << gradebook;
  EXPECT_FALSE(fs::exists(out / "work/frank/build/objects/submission.o"));
  // The build log says why, for the instructor.
  EXPECT_EQ(slurp(out / "work/frank/build/build.log")
                .rfind("compiled file by file: self_attention.cpp declares frank_scale, which "
                       "multi_head_self_attention.cpp mentions\n",
                       0),
            0U);
}

// GitHub Classroom's export: a folder of repositories. Each is graded at its
// last commit before the student's deadline (an extension from the roster
// counts), or at a tag; its files are read with git's plumbing, so a filter
// driver in its config and its .gitattributes, or a hook, never runs.
TEST_F(TempDir, BatchGradesRepositoriesAtTheLastCommitBeforeTheDeadline) {
  const fs::path class_dir = dir_ / "classroom";
  const fs::path marker = dir_ / "a-filter-ran";
  const std::string solved = slurp(root / "solutions/udl_multihead/multihead_attention.cpp");
  const std::string stub = slurp(root / "student_template/udl_multihead/multihead_attention.cpp");
  const std::int64_t due = 1792101540;  // 2026-10-15T21:59:00Z
  auto git = [&](const fs::path& repo, const std::string& args, std::int64_t when) {
    const std::string date = "@" + std::to_string(when) + " +0000";
    const std::string command = "cd '" + repo.string() + "' && GIT_AUTHOR_DATE='" + date + "' GIT_COMMITTER_DATE='" +
                                date + "' git -c user.name=Student -c user.email=s@uni.example " + args +
                                " >/dev/null 2>&1";
    ASSERT_EQ(std::system(command.c_str()), 0) << command;
  };
  auto commit = [&](const fs::path& repo, const std::string& text, std::int64_t when) {
    std::ofstream(repo / "multihead_attention.cpp") << text;
    git(repo, "add -A", when);
    git(repo, "commit -q -m work", when);
  };
  auto make_repo = [&](const std::string& name) {
    const fs::path repo = class_dir / name;
    fs::create_directories(repo);
    git(repo, "init -q -b main", due);
    return repo;
  };
  commit(make_repo("hw-alice"), solved, due - 86400);  // then a late commit that would score 0
  commit(class_dir / "hw-alice", stub, due + 86400);
  commit(make_repo("hw-bob"), solved, due + 2 * 86400);    // nothing before the deadline
  commit(make_repo("hw-carol"), solved, due + 2 * 86400);  // on time with her 3 days' extension
  const fs::path dave = make_repo("hw-dave");              // a filter driver and a hook that must not run
  std::ofstream(dave / ".gitattributes") << "* filter=pwn\n";
  std::ofstream(dave / ".git/config", std::ios::app)
      << "[filter \"pwn\"]\n\tsmudge = touch '" << marker.string() << "'; cat\n\tclean = cat\n";
  std::ofstream(dave / ".git/hooks/post-checkout") << "#!/bin/sh\ntouch '" << marker.string() << "'\n";
  fs::permissions(dave / ".git/hooks/post-checkout", fs::perms::owner_all);
  commit(dave, solved, due - 7200);
  const fs::path erin = make_repo("hw-erin");  // a committed link is not taken
  fs::create_symlink("/etc/passwd", erin / "notes.txt");
  commit(erin, solved, due - 60);
  fs::create_directories(class_dir / "frank");  // a plain folder beside the repositories
  std::ofstream(class_dir / "frank/multihead_attention.cpp") << solved;
  fs::last_write_time(class_dir / "frank/multihead_attention.cpp",
                      fs::file_time_type::clock::now() +
                          std::chrono::duration_cast<fs::file_time_type::duration>(
                              std::chrono::system_clock::from_time_t(static_cast<std::time_t>(due - 3600)) -
                              std::chrono::system_clock::now()));
  std::ofstream(dir_ / "roster.csv") << "id,name,github\nu1,Alice,alice\nu2,Bob,bob\nu3,Carol,carol\n"
                                        "u4,Dave,dave\nu5,Erin,erin\nu6,Frank,frank\n";
  std::ofstream(dir_ / "term.json")
      << R"({"format": "autograder-term/1", "due": "2026-10-15T23:59:00+02:00", "extensions": {"u3": 3},
            "submission_time": "student_clock"})";
  const fs::path out = dir_ / "graded";
  auto result = run({"--assignment", "udl_multihead", "batch", class_dir.string(), "--out", out.string(), "--roster",
                     (dir_ / "roster.csv").string(), "--term", (dir_ / "term.json").string()},
                    900);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  EXPECT_NE(result.stderr_text.find("Collecting 5 repositories (the last commit before each student's deadline; their "
                                    "objects and refs copied, then read by git in the sandbox: nothing of a "
                                    "repository's configuration applies and nothing from it runs) ..."),
            std::string::npos)
      << result.stderr_text;
  EXPECT_FALSE(fs::exists(marker)) << "a filter or hook of a student's repository ran";
  const std::string gradebook = slurp(out / "gradebook.csv");
  EXPECT_EQ(gradebook,
            "id,name,email,github,student,Task 1 (2),Task 2 (2),Task 3 (3),Task 4 (3),total,max,submitted,deadline,"
            "days_late,penalty_percent,final,failures\n"
            "u6,Frank,,frank,frank,2,2,3,3,10,10,2026-10-15T20:59:00Z,2026-10-15T21:59:00Z,0,0,10,\n"
            "u1,Alice,,alice,hw-alice,2,2,3,3,10,10,2026-10-14T21:59:00Z,2026-10-15T21:59:00Z,0,0,10,\n"
            "u2,Bob,,bob,hw-bob,0,0,0,0,0,10,,,,,0,the repository hw-bob has no commit before the deadline "
            "2026-10-15T21:59:00Z\n"
            "u3,Carol,,carol,hw-carol,2,2,3,3,10,10,2026-10-17T21:59:00Z,2026-10-18T21:59:00Z,0,0,10,\n"
            "u4,Dave,,dave,hw-dave,2,2,3,3,10,10,2026-10-15T19:59:00Z,2026-10-15T21:59:00Z,0,0,10,\n"
            "u5,Erin,,erin,hw-erin,2,2,3,3,10,10,2026-10-15T21:58:00Z,2026-10-15T21:59:00Z,0,0,10,\n")
      << gradebook;
  EXPECT_FALSE(fs::exists(out / "work/hw-erin/commit/notes.txt"));
  EXPECT_TRUE(fs::exists(out / "work/hw-erin/commit/multihead_attention.cpp"));
  const std::string alice_commit = [&] {
    grader::Limits limits;
    const auto head = grader::run_limited(
        {"/usr/bin/git", "-C", (class_dir / "hw-alice").string(), "rev-parse", "HEAD~1"}, dir_, limits);
    return head.stdout_text.substr(0, 40);
  }();
  const auto alice_record = nlohmann::json::parse(slurp(out / "records/hw-alice.json"));
  EXPECT_EQ(alice_record["submitted_from"], "commit " + alice_commit.substr(0, 12) +
                                                ", the last before 2026-10-15T21:59:00Z (the commit's date: the "
                                                "student's clock)");
  // The record says which commit was graded and by which rule (a merge checks the rule).
  EXPECT_EQ(alice_record["repository"].dump(),
            R"({"commit":")" + alice_commit + R"(","deadline":1792101540,"rule":"deadline"})");
  EXPECT_EQ(nlohmann::json::parse(slurp(out / "records/hw-carol.json"))["repository"]["deadline"], due + 3 * 86400);
  EXPECT_FALSE(nlohmann::json::parse(slurp(out / "records/frank.json")).contains("repository"));

  // The same class as a one-slice split graded without the roster: carol's
  // extension (by roster id) is missed and her repository graded before the
  // term's due time. A merge given the roster refuses her record; graded
  // again with the roster, the slice merges into the single run's gradebook.
  const std::vector<std::string> slice = {
      "--assignment", "udl_multihead", "batch", class_dir.string(), "--out",
      out.string(),   "--shard",       "1/1",   "--term",           (dir_ / "term.json").string()};
  const std::vector<std::string> merge = {"--assignment",
                                          "udl_multihead",
                                          "batch",
                                          "merge",
                                          out.string(),
                                          "--out",
                                          (dir_ / "merged").string(),
                                          "--roster",
                                          (dir_ / "roster.csv").string(),
                                          "--term",
                                          (dir_ / "term.json").string()};
  result = run(slice, 900);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("6 of 6 students graded (1 now, 5 kept from an earlier run)"), std::string::npos)
      << result.stdout_text;
  result = run(merge, 300);
  EXPECT_EQ(result.exit_code, 2) << result.stdout_text;
  EXPECT_EQ(result.stderr_text,
            "grader: error: batch merge: " + (out / "records/hw-carol.json").string() +
                ": hw-carol's repository was graded at the last commit before 2026-10-15T21:59:00Z (the record's "
                "repository.deadline), this merge's --term, --tag and --roster choose the last commit before "
                "2026-10-18T21:59:00Z: nothing merged; give every shard the --term, --tag and --roster of the merge, "
                "and grade that shard again\n");
  EXPECT_FALSE(fs::exists(dir_ / "merged"));
  std::vector<std::string> with_roster = slice;
  with_roster.insert(with_roster.end(), {"--roster", (dir_ / "roster.csv").string()});
  result = run(with_roster, 900);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  result = run(merge, 300);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(slurp(dir_ / "merged/gradebook.csv"), gradebook);
  // summary.html shows the lateness columns beside the raw score: carol's extension.
  const std::string summary = slurp(dir_ / "merged/summary.html");
  EXPECT_EQ(summary, slurp(out / "summary.html"));
  EXPECT_NE(summary.find("<tr><td>hw-carol</td><td>u3</td><td>Carol</td><td class=\"num\">2</td><td class=\"num\">2"
                         "</td><td class=\"num\">3</td><td class=\"num\">3</td><td class=\"num\">10 / 10</td>"
                         "<td>2026-10-17T21:59:00Z</td><td>2026-10-18T21:59:00Z (extension)</td><td class=\"num\">0"
                         "</td><td class=\"num\">0%</td><td class=\"num\">10 / 10</td><td><a href=\"feedback/"
                         "hw-carol.txt\">feedback</a></td></tr>\n"),
            std::string::npos)
      << summary;

  // At a tag instead: alice tagged her late commit (the stub), bob has no tag.
  git(class_dir / "hw-alice", "tag final", due + 86400);
  result =
      run({"--assignment", "udl_multihead", "batch", class_dir.string(), "--out", out.string(), "--tag", "final"}, 900);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  const std::string tagged = slurp(out / "gradebook.csv");
  EXPECT_NE(tagged.find("\nhw-alice,0,0,0,0,0,10,"), std::string::npos) << tagged;
  EXPECT_NE(tagged.find("\nhw-bob,0,0,0,0,0,10,the repository hw-bob has no tag final\n"), std::string::npos) << tagged;
  EXPECT_NE(tagged.find("\nfrank,2,2,3,3,10,10,\n"), std::string::npos) << tagged;
  EXPECT_FALSE(fs::exists(marker));
}

// A student's repository is data, never configuration: each git mechanism
// that could run a command or read another repository (a promisor remote's
// lazy fetch, alternates, commondir, a .git file or link, fsmonitor,
// hooksPath, includeIf, filters, uploadpack, sshCommand, a link among the
// objects) is tried in one class. Nothing runs, nothing outside a repository
// is read, and each is graded from its own objects or refused with a reason.
TEST_F(TempDir, ARepositoryIsReadAsDataNothingInItRunsOrRedirects) {
  const fs::path class_dir = dir_ / "classroom";
  const fs::path marker = dir_ / "a-command-of-a-repository-ran";
  const std::string solved = slurp(root / "solutions/udl_multihead/multihead_attention.cpp");
  auto git = [&](const fs::path& repo, const std::string& args) {
    const std::string command = "cd '" + repo.string() + "' && git -c user.name=Student -c user.email=s@uni.example " +
                                args + " >/dev/null 2>&1";
    ASSERT_EQ(std::system(command.c_str()), 0) << command;
  };
  auto make_repo = [&](const std::string& name, const std::string& text) {
    const fs::path repo = class_dir / name;
    fs::create_directories(repo);
    git(repo, "init -q -b main");
    std::ofstream(repo / "multihead_attention.cpp") << text;
    git(repo, "add -A");
    git(repo, "commit -q -m work");
    return repo;
  };
  const std::string run_marker = "touch '" + marker.string() + "'";
  // The classmate whose work the others try to reach.
  const fs::path source = make_repo("hw-source", solved);
  // A promisor remote whose "fetch" is a command, and the blob it would fetch removed.
  const fs::path promisor = make_repo("hw-promisor", solved + "\n// mine\n");
  {
    std::ofstream config(promisor / ".git/config", std::ios::app);
    config << "[extensions]\n\tpartialClone = origin\n[remote \"origin\"]\n\turl = ssh://localhost/x\n\tpromisor = "
              "true\n\tuploadpack = "
           << run_marker << "\n[core]\n\tsshCommand = " << run_marker << "\n";
  }
  git(promisor, "config core.repositoryformatversion 1");
  grader::Limits limits;
  const std::string blob =
      grader::run_limited({"/usr/bin/git", "-C", promisor.string(), "rev-parse", "HEAD:multihead_attention.cpp"}, dir_,
                          limits)
          .stdout_text.substr(0, 40);
  ASSERT_TRUE(fs::remove(promisor / ".git/objects" / blob.substr(0, 2) / blob.substr(2))) << blob;
  // Alternates: its objects are the classmate's (git clone --shared).
  ASSERT_EQ(std::system(("git clone -q --shared '" + source.string() + "' '" + (class_dir / "hw-alternates").string() +
                         "' >/dev/null 2>&1")
                            .c_str()),
            0);
  // A linked worktree's folder: its commondir names the classmate's repository.
  fs::create_directories(class_dir / "hw-commondir/.git/objects");
  fs::create_directories(class_dir / "hw-commondir/.git/refs");
  std::ofstream(class_dir / "hw-commondir/.git/commondir") << (source / ".git").string() << "\n";
  std::ofstream(class_dir / "hw-commondir/.git/HEAD") << "ref: refs/heads/main\n";
  // A .git file (gitdir:) and a .git link to the classmate's repository.
  fs::create_directories(class_dir / "hw-gitfile");
  std::ofstream(class_dir / "hw-gitfile/.git") << "gitdir: " << (source / ".git").string() << "\n";
  fs::create_directories(class_dir / "hw-gitlink");
  fs::create_directory_symlink(source / ".git", class_dir / "hw-gitlink/.git");
  // A link among its objects, to the classmate's.
  const fs::path linked = make_repo("hw-objectlink", "// nothing yet\n");
  fs::create_directory_symlink(source / ".git/objects/pack", linked / ".git/objects/xx");
  // Every configuration that runs something, in its config and its .gitattributes.
  const fs::path configured = make_repo("hw-config", solved);
  fs::create_directories(configured / ".git/evil-hooks");
  for (const char* hook : {"post-checkout", "pre-commit", "reference-transaction", "post-index-change"}) {
    std::ofstream(configured / ".git/evil-hooks" / hook) << "#!/bin/sh\n" << run_marker << "\n";
    fs::permissions(configured / ".git/evil-hooks" / hook, fs::perms::owner_all);
  }
  std::ofstream(dir_ / "included.config") << "[core]\n\tfsmonitor = " << run_marker << "\n";
  std::ofstream(configured / ".gitattributes") << "* filter=pwn diff=pwn\n";
  git(configured, "add .gitattributes");
  git(configured, "commit -q -m attributes");
  {
    std::ofstream config(configured / ".git/config", std::ios::app);
    config << "[core]\n\tfsmonitor = " << run_marker << "\n\thooksPath = " << (configured / ".git/evil-hooks").string()
           << "\n\tpager = " << run_marker << "\n\tsshCommand = " << run_marker
           << "\n[includeIf \"gitdir:/\"]\n\tpath = " << (dir_ / "included.config").string()
           << "\n[filter \"pwn\"]\n\tsmudge = " << run_marker << "; cat\n\tclean = " << run_marker
           << "; cat\n\tprocess = " << run_marker << "\n[diff \"pwn\"]\n\ttextconv = " << run_marker
           << "\n[remote \"origin\"]\n\turl = ssh://localhost/x\n\tuploadpack = " << run_marker << "\n";
  }
  const fs::path out = dir_ / "graded";
  const auto result = run({"--assignment", "udl_multihead", "batch", class_dir.string(), "--out", out.string()}, 900);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  EXPECT_FALSE(fs::exists(marker)) << "a command from a student's repository ran";
  const std::string gradebook = slurp(out / "gradebook.csv");
  const std::string promisor_head =
      grader::run_limited({"/usr/bin/git", "-C", promisor.string(), "rev-parse", "HEAD"}, dir_, limits)
          .stdout_text.substr(0, 12);
  for (const std::string& row : std::vector<std::string>{
           "\nhw-alternates,0,0,0,0,0,10,the repository hw-alternates has no commit git can read in its own objects\n",
           "\nhw-commondir,0,0,0,0,0,10,the repository hw-commondir is not read: it is a linked worktree (its "
           "commondir names another repository): hand in the repository itself\n",
           "\nhw-config,2,2,3,3,10,10,\n",
           "\nhw-gitfile,0,0,0,0,0,10,the repository hw-gitfile is not read: its .git is a file (a `gitdir:` link to "
           "a repository elsewhere): hand in the repository itself\n",
           "\nhw-gitlink,0,0,0,0,0,10,the repository hw-gitlink is not read: its .git is a link (only a .git folder "
           "is read)\n",
           "\nhw-objectlink,0,0,0,0,0,10,the repository hw-objectlink is not read: it holds a link: objects/xx\n",
           "\nhw-promisor,0,0,0,0,0,10,\"commit " + promisor_head +
               " in hw-promisor lacks the content of multihead_attention.cpp in its own objects (a partial clone, or "
               "objects borrowed from another repository?)\"\n",
           "\nhw-source,2,2,3,3,10,10,\n"}) {
    EXPECT_NE(gradebook.find(row), std::string::npos) << row << "\n" << gradebook;
  }
  // Each commit's files are what was graded.
  EXPECT_EQ(slurp(out / "work/hw-config/commit/multihead_attention.cpp"), solved);
  EXPECT_EQ(slurp(out / "work/hw-config/commit/.gitattributes"), "* filter=pwn diff=pwn\n");
  EXPECT_FALSE(fs::exists(marker));
}

// batch merge trusts nothing in a shard's folder: an edited record (0 made
// 10), a record or run file signed under another key, a record whose folder
// leaves --out, a shard given twice, a shard of another split, and slices
// that chose their files without the merge's term are each refused, with
// nothing written; a resumed batch grades an edited record again.
TEST_F(TempDir, MergeRefusesEditedTraversingDuplicatedAndForeignShards) {
  // The key this test signs with is the grader's: no HOME or XDG_STATE_HOME in its environment.
  ::unsetenv("AUTOGRADER_RECORD_KEY");
  ::unsetenv("XDG_STATE_HOME");
  ::setenv("HOME", ::getpwuid(::getuid())->pw_dir, 1);
  const fs::path class_dir = dir_ / "class";
  for (const auto& [student, from] :
       std::vector<std::pair<std::string, fs::path>>{{"ana", root / "solutions/udl_multihead"},
                                                     {"ben", root / "student_template/udl_multihead"},
                                                     {"cai", root / "solutions/udl_multihead"}}) {
    fs::create_directories(class_dir / student);
    fs::copy(from / "multihead_attention.cpp", class_dir / student / "multihead_attention.cpp");
  }
  auto shard = [&](const std::string& which, const fs::path& out, std::vector<std::string> more = {}) {
    std::vector<std::string> args = {"--assignment", "udl_multihead", "batch",   class_dir.string(),
                                     "--out",        out.string(),    "--shard", which};
    args.insert(args.end(), more.begin(), more.end());
    return run(args, 900);
  };
  auto merge = [&](const std::vector<fs::path>& shards, const fs::path& out, std::vector<std::string> more = {}) {
    std::vector<std::string> args = {"--assignment", "udl_multihead", "batch", "merge"};
    for (const auto& dir : shards) args.push_back(dir.string());
    args.insert(args.end(), {"--out", out.string()});
    args.insert(args.end(), more.begin(), more.end());
    return run(args, 300);
  };
  const fs::path one = dir_ / "shard-1";  // ana, cai
  const fs::path two = dir_ / "shard-2";  // ben
  ASSERT_EQ(shard("1/2", one).exit_code, 0);
  ASSERT_EQ(shard("2/2", two).exit_code, 0);
  auto result = merge({one, two}, dir_ / "merged");
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  const std::string gradebook = slurp(dir_ / "merged/gradebook.csv");
  EXPECT_EQ(gradebook.rfind("student,Task 1 (2),Task 2 (2),Task 3 (3),Task 4 (3),total,max,failures\n"
                            "ana,2,2,3,3,10,10,\nben,0,0,0,0,0,10,",
                            0),
            0U)
      << gradebook;
  EXPECT_NE(gradebook.find("\ncai,2,2,3,3,10,10,\n"), std::string::npos) << gradebook;

  const fs::path ben = two / "records/ben.json";
  const std::string ben_signed = slurp(ben);
  auto refused = [&](const std::string& why, const fs::path& out, std::vector<fs::path> shards = {},
                     std::vector<std::string> more = {}) {
    const auto refusal = merge(shards.empty() ? std::vector<fs::path>{one, two} : shards, out, more);
    EXPECT_EQ(refusal.exit_code, 2) << refusal.stdout_text;
    EXPECT_NE(refusal.stderr_text.find(why), std::string::npos) << refusal.stderr_text;
    EXPECT_FALSE(fs::exists(out)) << "a refused merge wrote " << out;
  };
  const std::string key_file = std::string(::getpwuid(::getuid())->pw_dir) + "/.local/state/autograder/record-key";
  // Edited: ben's 0 made 10.
  nlohmann::json edited = nlohmann::json::parse(ben_signed);
  edited["score"] = 10;
  for (auto& task : edited["tasks"]) {
    task["score"] = task["max_score"];
    task["passed"] = true;
  }
  std::ofstream(ben) << edited.dump(2);
  refused("batch merge: " + ben.string() + ": its signature does not match its content under the key in " + key_file +
              " (edited after grading, or graded with another key): nothing merged; grade that shard again "
              "(--restart)",
          dir_ / "merged-edited");
  // Signed under another key.
  edited.erase("signature");
  edited["signature"] = grader::hmac_sha256_hex("a key of my own", edited.dump());
  std::ofstream(ben) << edited.dump(2);
  refused("its signature does not match its content", dir_ / "merged-other-key");
  // A folder that leaves --out, signed with the grader's own key (as if the key had leaked): the folder rule still
  // holds.
  nlohmann::json traversing = nlohmann::json::parse(ben_signed);
  traversing["folder"] = "../../../escaped";
  std::ofstream(ben) << grader::signed_json_text(traversing);
  refused("batch merge: " + ben.string() +
              ": the record of ben names the folder \"../../../escaped\", where the class's names give \"ben\": "
              "nothing merged",
          dir_ / "merged-traversing");
  EXPECT_FALSE(fs::exists(dir_ / "escaped.json"));
  // A record signed with the grader's key but not written by this shard's run (one from another run).
  nlohmann::json other_run = nlohmann::json::parse(ben_signed);
  other_run["score"] = 10;
  std::ofstream(ben) << grader::signed_json_text(other_run);
  refused("batch merge: " + ben.string() + ": not the record of ben that this shard's run wrote (" +
              (two / "batch.json").string() +
              " lists another or none; a record from another run?): nothing merged; grade that shard again "
              "(--restart)",
          dir_ / "merged-other-run");
  std::ofstream(ben) << ben_signed;
  // The same shard twice; a shard of another split (its run file edited).
  refused("shard 1/2 is given twice: " + one.string() + " and " + one.string(), dir_ / "merged-twice", {one, one});
  nlohmann::json foreign = nlohmann::json::parse(slurp(two / "batch.json"));
  const std::string run_signed = slurp(two / "batch.json");
  foreign["shard"] = {2, 3};
  std::ofstream(two / "batch.json") << foreign.dump(2);
  refused("batch merge: " + (two / "batch.json").string() + ": its signature does not match its content",
          dir_ / "merged-foreign");
  std::ofstream(two / "batch.json") << run_signed;
  // Slices graded without the term this merge is given.
  std::ofstream(dir_ / "term.json")
      << R"({"format": "autograder-term/1", "due": "2026-10-15T23:59:00+02:00", "submission_time": "received"})";
  refused("grader: error: batch merge: " + (one / "batch.json").string() +
              ": the shard's selection.term is null (no --term), this merge's is \"" +
              grader::sha256_hex(slurp(dir_ / "term.json")) +
              "\" (the digest of a --term file and its times): nothing merged; give every shard the --term and --tag "
              "of the merge, and grade that shard again\n",
          dir_ / "merged-term", {}, {"--term", (dir_ / "term.json").string()});
  refused("grader: error: batch merge: " + (one / "batch.json").string() +
              ": the shard's selection.tag is \"\" (no --tag), this merge's is \"final\" (--tag final): nothing "
              "merged; give every shard the --term and --tag of the merge, and grade that shard again\n",
          dir_ / "merged-tag", {}, {"--tag", "final"});
  // All as graded: the merge is whole again.
  result = merge({one, two}, dir_ / "merged-again");
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_EQ(slurp(dir_ / "merged-again/gradebook.csv"), gradebook);
  // A resumed batch keeps only the records that verify.
  std::ofstream(ben) << edited.dump(2);
  result = shard("2/2", two);
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("1 of 1 students graded (1 now, 0 kept from an earlier run)"), std::string::npos)
      << result.stdout_text;
  EXPECT_NE(slurp(two / "gradebook.csv").find("\nben,0,0,0,0,0,10,"), std::string::npos);
  // The slices run again with the term: every record is kept, its time is the
  // term's source and written back, so the merge with the term reads it.
  const std::vector<std::string> with_term = {"--term", (dir_ / "term.json").string()};
  for (const auto& [which, out] : std::vector<std::pair<std::string, fs::path>>{{"1/2", one}, {"2/2", two}}) {
    result = shard(which, out, with_term);
    ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
    EXPECT_NE(result.stdout_text.find("graded (0 now, "), std::string::npos) << result.stdout_text;
  }
  result = merge({one, two}, dir_ / "merged-term-again", with_term);
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_EQ(nlohmann::json::parse(slurp(dir_ / "merged-term-again/records/cai.json"))["submitted_from"],
            "received (when it arrived in the submissions folder)");
}

// Similarity: a class of eight (the solution, three independent correct
// implementations, the untouched template, and three near-copies of them
// with renamed variables and two statements swapped: fay's as it is, gil's
// with the code moved out of the fences, hal's with the fence comments
// deleted). The review reads the students' whole files, so only the three
// copies and their originals are listed, side by side in summary.html; every
// copy keeps its full marks. Every submission is also compared with the
// solution published with the framework: ana's, a copy of it, is listed with it.
TEST_F(TempDir, BatchFindsAPlantedNearCopyAndNoIndependentPair) {
  // scripts/setup-deps --test installs sim_c++: from the release's archive (Debian 11, 12), on Debian 13 from
  // Debian 14's. Skipped only where neither could be had.
  if (!fs::exists("/usr/bin/sim_c++") && !fs::exists("/usr/local/bin/sim_c++")) {
    GTEST_SKIP() << "sim_c++ is not installed: scripts/setup-deps --test could not install similarity-tester here";
  }
  const fs::path class_dir = dir_ / "class";
  const std::vector<std::string> files = {"self_attention.cpp", "multi_head_self_attention.cpp"};
  auto copy_folder = [&](const fs::path& from, const std::string& student) {
    fs::create_directories(class_dir / student);
    for (const auto& file : files) fs::copy(from / file, class_dir / student / file);
  };
  // Renamed variables and a statement swapped with the next, independent one.
  auto near_copy = [](std::string text) {
    for (const auto& [from, to] : std::vector<std::pair<std::string, std::string>>{{"qs", "queries_"},
                                                                                   {"ks", "keys_"},
                                                                                   {"vs", "values_"},
                                                                                   {"acc", "sum"},
                                                                                   {"top", "peak"},
                                                                                   {"total", "z"},
                                                                                   {"weights", "w8"}}) {
      text = std::regex_replace(text, std::regex("\\b" + from + "\\b"), to);
    }
    const std::string first = "  probs = dropout(probs);";
    const std::size_t at = text.find(first);
    if (at != std::string::npos) {  // swap it with the next, independent statement
      const std::size_t end_first = text.find('\n', at) + 1;
      const std::size_t end_second = text.find('\n', end_first) + 1;
      text = text.substr(0, at) + text.substr(end_first, end_second - end_first) + text.substr(at, end_first - at) +
             text.substr(end_second);
    }
    return text;
  };
  // Each fence's end moved up to its start: the code below both.
  auto code_out_of_the_fences = [](const std::string& text) {
    std::istringstream in(text);
    std::string out;
    for (std::string line; std::getline(in, line);) {
      if (line.find("YOUR CODE ENDS HERE") != std::string::npos) continue;
      out += line + "\n";
      if (line.find("YOUR CODE STARTS HERE") != std::string::npos) out += "  // YOUR CODE ENDS HERE\n";
    }
    return out;
  };
  auto without_fences = [](const std::string& text) {
    return std::regex_replace(text, std::regex(".*YOUR CODE (STARTS|ENDS) HERE.*\n"), "");
  };
  const fs::path alternatives = root / "tests/alternatives/attention";
  copy_folder(root / "solutions/attention", "ana");
  copy_folder(alternatives / "batched_heads", "ben");
  copy_folder(alternatives / "loops_double", "cai");
  copy_folder(alternatives / "per_head_column_views", "dev");
  copy_folder(root / "student_template/attention", "eve");
  for (const auto& file : files) {
    const std::map<std::string, std::string> copies = {
        {"fay", near_copy(slurp(alternatives / "loops_double" / file))},
        {"gil", code_out_of_the_fences(near_copy(slurp(alternatives / "batched_heads" / file)))},
        {"hal", without_fences(near_copy(slurp(alternatives / "per_head_column_views" / file)))}};
    for (const auto& [student, text] : copies) {
      fs::create_directories(class_dir / student);
      std::ofstream(class_dir / student / file) << text;
    }
  }
  ASSERT_EQ(slurp(class_dir / "hal/self_attention.cpp").find("YOUR CODE"), std::string::npos);
  ASSERT_TRUE(std::regex_search(slurp(class_dir / "gil/multi_head_self_attention.cpp"),
                                std::regex("STARTS HERE.*\n  // YOUR CODE ENDS HERE\n")));
  const fs::path out = dir_ / "graded";
  const auto result = run({"batch", class_dir.string(), "--out", out.string(), "--similarity", "60"}, 1200);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("  similarity: 4 pairs at or above 60%, 1 of them with the published solution ("),
            std::string::npos)
      << result.stdout_text;
  const std::string csv = slurp(out / "similarity.csv");
  EXPECT_EQ(csv.rfind("first,second,percent\n", 0), 0u) << csv;
  EXPECT_EQ(std::count(csv.begin(), csv.end(), '\n'), 5) << csv;
  for (const std::string pair :
       {"cai,fay,", "ben,gil,", "dev,hal,", "ana,solutions/attention/ (the published solution),"}) {
    const std::size_t at = csv.find("\n" + pair);
    ASSERT_NE(at, std::string::npos) << pair << " is not listed:\n" << csv;
    EXPECT_GE(std::stoi(csv.substr(at + 1 + pair.size())), 90) << csv;
  }
  const std::string summary = slurp(out / "summary.html");
  EXPECT_NE(summary.find("<h3>cai and fay: "), std::string::npos) << summary;
  EXPECT_NE(summary.find("<h3>ben and gil: "), std::string::npos) << summary;
  EXPECT_NE(summary.find("<h3>dev and hal: "), std::string::npos) << summary;
  EXPECT_NE(summary.find("<h3>ana and solutions/attention/ (the published solution): "), std::string::npos) << summary;
  EXPECT_NE(summary.find("Every submission is also compared with solutions/attention/ (the published solution), "
                         "public with the framework"),
            std::string::npos)
      << summary;
  EXPECT_NE(summary.find("for (std::size_t j = 0; j &lt; seq; ++j) sum += w8[j] / z * values_(b, j, d);"),
            std::string::npos)
      << "fay's code shown";
  // Every one of them is correct: similarity says nothing about the grade.
  const std::string gradebook = slurp(out / "gradebook.csv");
  for (const char* student : {"fay", "gil", "hal"}) {
    EXPECT_NE(gradebook.find("\n" + std::string(student) + ",1,3,3,1,2,"), std::string::npos) << gradebook;
  }
}

// Ctrl-C during a batch: the students already graded are kept, the
// gradebook lists them, exit 130; the same command then finishes the rest.
TEST_F(TempDir, AnInterruptedBatchResumes) {
  const fs::path class_dir = make_class(dir_);
  const fs::path out = dir_ / "graded";
  int err[2];
  ASSERT_EQ(::pipe(err), 0);
  const pid_t pid = ::fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    ::dup2(err[1], 2);
    ::close(err[0]);
    const int null = ::open("/dev/null", O_WRONLY);
    ::dup2(null, 1);
    ::execl(grader_program.c_str(), grader_program.c_str(), "--root", root.c_str(), "batch", class_dir.c_str(), "--out",
            out.c_str(), "--jobs", "1", static_cast<char*>(nullptr));
    ::_exit(127);
  }
  ::close(err[1]);
  std::string text;
  char buffer[4096];
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::minutes(10);
  while (text.find("1/6 graded") == std::string::npos && std::chrono::steady_clock::now() < deadline) {
    const ssize_t n = ::read(err[0], buffer, sizeof buffer);
    if (n <= 0) break;
    text.append(buffer, static_cast<std::size_t>(n));
  }
  ::kill(pid, SIGINT);
  while (::read(err[0], buffer, sizeof buffer) > 0) {
  }
  int status = 0;
  ::waitpid(pid, &status, 0);
  ::close(err[0]);
  ASSERT_TRUE(WIFEXITED(status)) << text;
  EXPECT_EQ(WEXITSTATUS(status), 130) << text;
  std::size_t kept = 0;
  for (const auto& entry : fs::directory_iterator(out / "records")) {
    if (entry.path().extension() == ".json") ++kept;
  }
  ASSERT_GE(kept, 1u);
  ASSERT_LT(kept, 6u);
  const std::string gradebook = slurp(out / "gradebook.csv");
  std::size_t rows = 0;
  for (const char* student : {"alice", "bob", "carol", "dave", "erin", "mallory"}) {
    if (gradebook.find("\n" + std::string(student) + ",") != std::string::npos) ++rows;
  }
  EXPECT_EQ(rows, kept) << gradebook;

  const auto result = run({"batch", class_dir.string(), "--out", out.string()}, 900);
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("6 of 6 students graded (" + std::to_string(6 - kept) + " now, " +
                                    std::to_string(kept) + " kept from an earlier run)"),
            std::string::npos)
      << result.stdout_text;
}

// The rubric's extras count in the total and appear in every report: a
// forward of one statement (+1), a line that is neither formatted nor
// commented (-1, -1), and an answered question for the instructor.
TEST_F(TempDir, RubricExtrasAreAddedToTheTotal) {
  const fs::path submission = dir_ / "submission/attention";
  fs::create_directories(submission.parent_path());
  fs::copy(root / "solutions/attention", submission, fs::copy_options::recursive);
  std::string self_attention = slurp(submission / "self_attention.cpp");
  const std::string body_start =
      "\n  const Tensor3 queries = q(x);  // [batch, seq, input_size] -> [batch, seq, hidden]\n";
  const std::string body_end = "  return output;  // [batch, seq, hidden]\n";
  const auto from = self_attention.find(body_start);
  const auto to = self_attention.find(body_end, from);
  ASSERT_NE(from, std::string::npos);
  ASSERT_NE(to, std::string::npos);
  self_attention.replace(from, to + body_end.size() - from,
                         "\n  return attend_all(q(x), k(x), v(x));  // [batch, seq, hidden]\n");
  self_attention.replace(self_attention.find("Tensor3 SelfAttention::forward("), 0, R"(namespace {
Tensor3 attend_all(const Tensor3& queries, const Tensor3& keys, const Tensor3& values) {
  const float scale = std::sqrt(static_cast<float>(queries.shape(2)));
  Tensor3 output(values.shape());
  for (std::size_t b = 0; b < queries.shape(0); ++b) {
    const Tensor2 scores = xt::linalg::dot(xt::view(queries, b), xt::transpose(xt::view(keys, b))) / scale;
    xt::view(output, b) = xt::linalg::dot(softmax_rows(scores), xt::view(values, b));
  }
  return output;
}
}  // namespace

)");
  std::ofstream(submission / "self_attention.cpp") << self_attention;
  std::string mhsa = slurp(submission / "multi_head_self_attention.cpp");
  const std::string commented = "  Tensor3 masked = scores;  // [batch * num_heads, seq, seq]";
  const auto at = mhsa.find(commented);
  ASSERT_NE(at, std::string::npos);
  mhsa.replace(at, commented.size(), "  Tensor3   masked = scores;");
  std::ofstream(submission / "multi_head_self_attention.cpp") << mhsa;
  const std::string line = std::to_string(std::count(mhsa.begin(), mhsa.begin() + static_cast<long>(at), '\n') + 1);
  std::string answers = slurp(root / "student_template/attention/answers.md");
  answers.replace(answers.find("_Your answer._"), 14, "Sharper: the scores' spread grows with sqrt(h).");
  std::ofstream(submission / "answers.md") << answers;

  const auto result =
      run({"--submission", submission.string(), "--build-dir", (dir_ / "build").string(), "--color", "never", "--json",
           (dir_ / "results.json").string(), "--markdown", (dir_ / "summary.md").string()},
          600);
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  const std::string& text = result.stdout_text;
  EXPECT_NE(text.find("MINUS     Style: your code follows .clang-format: -1\n"
                      "      1 line differs from clang-format's layout (multi_head_self_attention.cpp:" +
                      line +
                      "): run `clang-format -i` on your files\n"
                      "MINUS     Shape comments on every tensor statement: -1\n"
                      "      1 statement has no shape comment such as \"// [batch, seq, hidden]\": "
                      "multi_head_self_attention.cpp:" +
                      line +
                      "\n"
                      "BONUS     Bonus: SelfAttention::forward in at most 3 statements: +1 of +1\n"
                      "      SelfAttention::forward has 1 statements (at most 3 earns this)\n"
                      "REVIEW    Written questions Q1 to Q5 (answers.md): pending manual review\n"
                      "      | answer Q1:\n"
                      "      |   Sharper: the scores' spread grows with sqrt(h).\n"
                      "      | answer Q2: (not answered)\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("Total: 9 / 10"), std::string::npos) << text;
  const auto json = nlohmann::json::parse(slurp(dir_ / "results.json"));
  EXPECT_EQ(json["score"], 9.0);
  ASSERT_EQ(json["tests"].size(), 9u);
  EXPECT_EQ(json["tests"][5]["name"], "Extra: Style: your code follows .clang-format");
  EXPECT_EQ(json["tests"][5]["score"], -1.0);
  EXPECT_EQ(json["tests"][7]["score"], 1.0);
  EXPECT_EQ(json["tests"][7]["max_score"], 1.0);
  const std::string answered =
      "answer Q1:\n  Sharper: the scores' spread grows with sqrt(h).\nanswer Q2: (not answered)";
  EXPECT_EQ(json["extra_data"]["manual_review"]["questions"]["text"].get<std::string>().substr(0, answered.size()),
            answered);
  EXPECT_NE(slurp(dir_ / "summary.md")
                .find("| questions | Written questions Q1 to Q5 (answers.md) | pending manual review | your instructor "
                      "reviews it |"),
            std::string::npos);
}

TEST_F(TempDir, ReleaseOfAFurtherAssignmentCarriesOnlyItsOwnFiles) {
  const fs::path out = dir_ / "udl-repo";
  const auto result = run({"release", "--assignment", "udl_multihead", "--out", out.string()});
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  for (const char* present :
       {"student_template/udl_multihead/multihead_attention.cpp", "assignments/udl_multihead/manifest.json",
        "reference_values/udl_multihead/public/index.json", "docs/assignments/udl_multihead.md",
        "docs/student-guide.md", "README.md"}) {
    EXPECT_TRUE(fs::is_regular_file(out / present)) << present;
  }
  for (const char* absent : {"solutions", "reference_values/udl_multihead/hidden", "assignments/attention",
                             "reference_values/attention", "student_template/attention", "tests"}) {
    EXPECT_FALSE(fs::exists(out / absent)) << absent;
  }
  // The template has every stub and no solution line.
  const std::string student_file = slurp(out / "student_template/udl_multihead/multihead_attention.cpp");
  EXPECT_NE(student_file.find("throw NotImplemented(\"Task 4: combine_heads\");"), std::string::npos);
  EXPECT_EQ(student_file.find("xt::linalg::dot(omega_c, stacked)"), std::string::npos);
  EXPECT_NE(slurp(out / "README.md").find("student_template/udl_multihead/"), std::string::npos);
  // Its commands use its own task ids: 1..4, never attention's 2.1.
  EXPECT_NE(slurp(out / "README.md").find("./grade --task 1  # one task (this assignment's tasks: 1, 2, 3, 4)\n"),
            std::string::npos);
  const std::string guide = slurp(out / "docs/student-guide.md");
  EXPECT_NE(guide.find("./grade --task 1                     # one task only (udl_multihead's: 1, 2, 3, 4)\n"),
            std::string::npos);
  for (const std::string& text : {slurp(out / "README.md"), guide}) {
    EXPECT_EQ(text.find("--task 1.1"), std::string::npos);
    EXPECT_EQ(text.find("--task 2.1"), std::string::npos);
  }
  // Its only assignment is the default one there: --list shows just it.
  const auto listed = run({"--list", "--root", out.string()});
  EXPECT_EQ(listed.exit_code, 0) << listed.stderr_text;
  EXPECT_NE(listed.stdout_text.find("  udl_multihead  Multihead self-attention in matrix form"), std::string::npos)
      << listed.stdout_text;
  EXPECT_EQ(listed.stdout_text.find("\n  attention "), std::string::npos) << listed.stdout_text;
}

// The compile-time hostile catalogue (tests/hostile/compile_time.json): each
// attack is the solution with one file changed. Student code is compiled in
// the sandbox, so no attack reads a reference set, the solutions or /etc,
// and the limits stop the compiler with a plain message.
namespace {

struct CompileAttack {
  std::string name;
  std::string file;
  std::vector<double> expect;
  std::string message;
};

std::string with_root(std::string text) {
  for (auto at = text.find("@ROOT@"); at != std::string::npos; at = text.find("@ROOT@")) {
    text.replace(at, 6, root.string());
  }
  return text;
}

// Writes every attack's submission below `dir`; returns the attacks.
std::vector<CompileAttack> write_compile_attacks(const fs::path& dir) {
  const auto catalogue = nlohmann::json::parse(slurp(root / "tests/hostile/compile_time.json"));
  std::vector<CompileAttack> attacks;
  for (const auto& entry : catalogue["attacks"]) {
    CompileAttack attack{entry["name"], entry["file"], entry["expect"].get<std::vector<double>>(),
                         with_root(entry.value("message", ""))};
    fs::create_directories(dir / attack.name);
    for (const char* file : {"self_attention.cpp", "multi_head_self_attention.cpp"}) {
      std::string text = slurp(root / "solutions/attention" / file);
      if (attack.file == file) {
        if (entry.contains("content")) text = with_root(entry["content"]);
        if (entry.contains("prepend")) text = with_root(entry["prepend"]) + text;
        if (entry.contains("append")) text += with_root(entry["append"]);
      }
      std::ofstream(dir / attack.name / file) << text;
    }
    const auto files = entry.value("files", nlohmann::json::object());
    for (const auto& [name, content] : files.items()) {
      std::ofstream(dir / attack.name / name) << with_root(content.get<std::string>());
    }
    const auto links = entry.value("links", nlohmann::json::object());
    for (const auto& [name, target] : links.items()) {
      fs::create_symlink(with_root(target.get<std::string>()), dir / attack.name / name);
    }
    attacks.push_back(attack);
  }
  return attacks;
}

// Numbers (six or more significant digits) and checksums found in the hidden
// set and nowhere in the public one: none may appear in any report.
std::vector<std::string> hidden_only_values() {
  const auto collect = [](const fs::path& dir) {
    std::set<std::string> values;
    const std::regex value(R"(-?[0-9]\.[0-9]{6,}|[0-9a-f]{64})");
    for (const auto& entry : fs::directory_iterator(dir)) {
      const std::string text = slurp(entry.path());
      for (std::sregex_iterator it(text.begin(), text.end(), value), end; it != end; ++it) values.insert(it->str());
    }
    return values;
  };
  const auto hidden = collect(root / "reference_values/attention/hidden");
  const auto visible = collect(root / "reference_values/attention/public");
  std::vector<std::string> only;
  std::set_difference(hidden.begin(), hidden.end(), visible.begin(), visible.end(), std::back_inserter(only));
  return only;
}

std::string first_hidden_value_in(const std::string& text, const std::vector<std::string>& hidden) {
  for (const auto& value : hidden) {
    if (text.find(value) != std::string::npos) return value;
  }
  return {};
}

}  // namespace

// A submission that implements nothing but looks the public cases up: each
// function finds its input (by the first row, the layer weights and the mask
// flag) among the stored cases, and also among those cases reversed (as the
// permutation probes reverse them), and answers with the stored output; a
// prefix probe keeps the first row, so it finds the unchanged answer. Only
// the constructors are written. Returns the folder.
std::string tensor_text(const grader::Tensor& tensor) {
  std::string text;
  for (std::size_t extent : tensor.shape) text += std::to_string(extent) + " ";
  text += "|";
  for (float value : tensor.data) text += " " + grader::format_float(value);
  return text;
}

std::string replace_body(std::string source, const std::string& signature, const std::string& body) {
  const std::size_t at = source.find(signature);
  EXPECT_NE(at, std::string::npos) << signature;
  const std::size_t from = source.find('\n', source.find("// YOUR CODE STARTS HERE", at)) + 1;
  const std::size_t to = source.find("  // YOUR CODE ENDS HERE", from);
  return source.replace(from, to - from, body);
}

fs::path write_lookup_submission(const fs::path& dir) {
  fs::create_directories(dir);
  const grader::ReferenceSet cases = grader::load_reference_set(root / "reference_values/attention/public");
  // One table row: the input, the tag (weights and flags that tell cases with the same input apart), answers.
  auto rows = [&](const std::string& op, const std::string& input, const std::string& first, const std::string& second,
                  const std::string& tag) {
    std::string text;
    for (const auto& source : cases.cases) {
      if (source.op != op) continue;
      std::string tag_value = "0";
      if (tag == "causal_mix") {
        tag_value = std::string(source.params.value("causal", false) ? "1" : "0") + " " +
                    grader::format_float(source.inputs.at("mix.weight").data.front());
      } else if (!tag.empty()) {
        tag_value = grader::format_float(source.inputs.at(tag).data.front());
      }
      text +=
          "    {\"" + tensor_text(source.inputs.at(input)) + "\", \"" + tag_value + "\", \"" +
          tensor_text(source.expected.at(first)) + "\", \"" +
          (second.empty() || !source.expected.count(second) ? std::string() : tensor_text(source.expected.at(second))) +
          "\"},\n";
    }
    return text;
  };
  const std::string helpers = R"(
namespace lookup {
struct Known {
  Tensor3 in;
  std::vector<float> tag;
  Tensor3 first;
  Tensor3 second;
};
inline std::vector<float> numbers(const std::string& text) {
  std::vector<float> values;
  std::istringstream in(text);
  for (std::string word; in >> word;) values.push_back(std::strtof(word.c_str(), nullptr));
  return values;
}
inline Tensor3 tensor(const std::string& text) {
  if (text.empty()) return Tensor3();
  const auto bar = text.find('|');
  const auto extents = numbers(text.substr(0, bar));
  const auto values = numbers(text.substr(bar + 1));
  Tensor3 result = xt::zeros<float>({static_cast<std::size_t>(extents[0]), static_cast<std::size_t>(extents[1]),
                                     static_cast<std::size_t>(extents[2])});
  std::copy(values.begin(), values.end(), result.begin());
  return result;
}
inline Tensor3 flipped(const Tensor3& t, const std::vector<std::size_t>& axes) {
  Tensor3 result = t;
  for (std::size_t axis : axes) {
    Tensor3 next = xt::flip(result, axis);
    result = next;
  }
  return result;
}
// The stored cases, then each reversed along `axis` with its answers reversed as the probes expect.
inline std::vector<Known> table(const std::vector<std::array<std::string, 4>>& stored, std::size_t axis,
                                const std::vector<std::size_t>& first_axes, const std::vector<std::size_t>& second_axes) {
  std::vector<Known> known;
  for (const auto& row : stored) known.push_back({tensor(row[0]), numbers(row[1]), tensor(row[2]), tensor(row[3])});
  const std::size_t count = known.size();
  for (std::size_t i = 0; i < count; ++i) {
    Known reversed = known[i];
    reversed.in = flipped(known[i].in, {axis});
    reversed.first = flipped(known[i].first, first_axes);
    if (reversed.second.size() > 0) reversed.second = flipped(known[i].second, second_axes);
    known.push_back(reversed);
  }
  return known;
}
inline const Known& find(const std::vector<Known>& known, const Tensor3& in, const std::vector<float>& tag) {
  for (const auto& row : known) {
    if (row.in.shape() != in.shape() || row.tag != tag) continue;
    bool same = true;
    for (std::size_t j = 0; j < in.shape(2) && same; ++j) same = row.in(0, 0, j) == in(0, 0, j);
    if (same) return row;
  }
  throw std::runtime_error("not one of the stored inputs");
}
}  // namespace lookup
)";
  const std::string includes =
      "#include <array>\n#include <cstdlib>\n#include <sstream>\n#include <stdexcept>\n#include <string>\n"
      "#include <vector>\n#include <xtensor/xbuilder.hpp>\n#include <xtensor/xmanipulation.hpp>\n";
  auto with_helpers = [&](std::string source, const std::string& tables) {
    source.insert(source.find("#include"), includes);
    const std::size_t open = source.find("namespace attention {\n") + std::string("namespace attention {\n").size();
    return source.insert(open, helpers + "namespace {\n" + tables + "}  // namespace\n");
  };

  std::string single = with_helpers(slurp(root / "solutions/attention/self_attention.cpp"),
                                    "const std::vector<std::array<std::string, 4>> forward_cases = {\n" +
                                        rows("self_attention.forward", "x", "output", "", "q.weight") + "};\n");
  single = replace_body(single, "Tensor3 SelfAttention::forward(const Tensor3& x) const {",
                        "  static const auto known = lookup::table(forward_cases, 1, {1}, {});\n"
                        "  return lookup::find(known, x, {q.weight(0, 0)}).first;  // [batch, seq, hidden]\n");
  std::ofstream(dir / "self_attention.cpp") << single;

  std::string multi = with_helpers(slurp(root / "solutions/attention/multi_head_self_attention.cpp"),
                                   "const std::vector<std::array<std::string, 4>> scores_cases = {\n" +
                                       rows("mhsa.scores", "x", "scores", "", "k.weight") + "};\n" +
                                       "const std::vector<std::array<std::string, 4>> mask_cases = {\n" +
                                       rows("mhsa.apply_causal_mask", "scores", "scores", "", "") + "};\n" +
                                       "const std::vector<std::array<std::string, 4>> attend_cases = {\n" +
                                       rows("mhsa.attend", "x", "output", "probs", "causal_mix") +
                                       rows("mhsa.forward_with_attention", "x", "output", "probs", "causal_mix") +
                                       rows("mhsa.forward", "x", "output", "", "causal_mix") + "};\n");
  multi = replace_body(multi, "Tensor3 MultiHeadSelfAttention::scores(const Tensor3& x) const {",
                       "  static const auto known = lookup::table(scores_cases, 1, {1, 2}, {});\n"
                       "  return lookup::find(known, x, {k.weight(0, 0)}).first;  // [batch * num_heads, seq, seq]\n");
  multi = replace_body(multi, "Tensor3 MultiHeadSelfAttention::apply_causal_mask(const Tensor3& scores) const {",
                       "  static const auto known = lookup::table(mask_cases, 0, {0}, {});\n"
                       "  return lookup::find(known, scores, {0.0f}).first;  // [batch * num_heads, seq, seq]\n");
  multi = replace_body(multi,
                       "std::pair<Tensor3, Tensor3> MultiHeadSelfAttention::attend(const Tensor3& scores, const "
                       "Tensor3& x) const {",
                       "  (void)scores;\n"
                       "  static const auto known = lookup::table(attend_cases, 1, {1}, {1, 2});\n"
                       "  const auto& row = lookup::find(known, x, {causal ? 1.0f : 0.0f, mix.weight(0, 0)});\n"
                       "  Tensor3 probs = row.second;  // [batch * num_heads, seq, seq]\n"
                       "  if (is_training()) probs = dropout(probs);  // [batch * num_heads, seq, seq]\n"
                       "  return {row.first, probs};\n");
  multi = replace_body(multi, "Tensor3 MultiHeadSelfAttention::forward(const Tensor3& x) const {",
                       "  return forward_with_attention(x).first;  // [batch, seq, hidden]\n");
  std::ofstream(dir / "multi_head_self_attention.cpp") << multi;
  return dir;
}

// ./grade's path: each attack is built in a folder below build/submissions/,
// at the depth a relative path counts on.
TEST_F(TempDir, CompileTimeAttacksGainNothingThroughGrade) {
  const auto attacks = write_compile_attacks(dir_ / "class");
  const auto hidden = hidden_only_values();
  ASSERT_GT(hidden.size(), 1000U);
  // One build folder for all of them, as a student's folder is rebuilt after
  // each edit: each attack recompiles only its changed file.
  const fs::path build = root / "build/submissions" / ("compile-attacks-" + std::to_string(::getpid()));
  for (const auto& attack : attacks) {
    const fs::path json = dir_ / (attack.name + ".json");
    const auto result = run({"--submission", (dir_ / "class" / attack.name).string(), "--build-dir", build.string(),
                             "--references", "hidden", "--color", "never", "--json", json.string()},
                            900);
    ASSERT_EQ(result.exit_code, 0) << attack.name << ": " << result.stderr_text;
    const auto report = nlohmann::json::parse(slurp(json));
    std::vector<double> scores;
    for (std::size_t task = 0; task < 5; ++task) scores.push_back(report["tests"][task]["score"].get<double>());
    EXPECT_EQ(scores, attack.expect) << attack.name << ":\n" << result.stdout_text;
    if (!attack.message.empty()) {
      // The compiler's words are said once, above the tasks (results.json's
      // own output); the task names the file.
      const std::size_t task = attack.file == "self_attention.cpp" ? 0 : 2;
      EXPECT_NE(report.value("output", "").find(attack.message), std::string::npos)
          << attack.name << ": " << report.value("output", "");
      EXPECT_NE(report["tests"][task]["output"].get<std::string>().find("does not compile: " + attack.file),
                std::string::npos)
          << attack.name << ": " << report["tests"][task]["output"];
    }
    EXPECT_EQ(first_hidden_value_in(result.stdout_text + result.stderr_text + slurp(json), hidden), "")
        << attack.name << " shows a hidden value";
    EXPECT_NE(result.stdout_text.find("bubblewrap sandbox for compiling and running"), std::string::npos)
        << attack.name << ": " << result.stdout_text;
  }
  EXPECT_FALSE(fs::exists("/tmp/stolen")) << "a submission's CMakeLists.txt ran";
  std::error_code ignored;
  fs::remove_all(build, ignored);
}

// A linked folder is not followed: a submission whose files are only behind
// one has none (exit 5, saying so). A linked file is not taken, on every path
// (TempDir.OneGradeOnEveryPath).
TEST_F(TempDir, LinkedFoldersAreNotFollowed) {
  const fs::path linked_folder = dir_ / "linked_folder";
  fs::create_directories(linked_folder / "notes");
  fs::create_directory_symlink(root / "solutions/attention", linked_folder / "attention");
  fs::create_directory_symlink(root / "solutions/attention", linked_folder / "notes/week3");
  const auto result = run({"--submission", linked_folder.string(), "--color", "never"});
  EXPECT_EQ(result.exit_code, 5) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(result.stderr_text,
            "grader: error: " + linked_folder.string() +
                ": none of assignment attention's files (self_attention.cpp, multi_head_self_attention.cpp) is in "
                "this folder or a folder below it, as a file of its own (links are not followed)\n");
}

// Replaying the public set: every reference check passes, yet each task with
// a property check fails, because those run on fresh inputs no table holds.
// Only the constructors (written, shape checks only) score.
TEST_F(TempDir, APublicSetLookupEarnsOnlyTheTasksWithoutPropertyChecks) {
  const fs::path submission = write_lookup_submission(dir_ / "lookup");
  const fs::path build = root / "build/submissions" / ("lookup-" + std::to_string(::getpid()));
  const auto result = run({"--submission", submission.string(), "--build-dir", build.string(), "--color", "never",
                           "--json", (dir_ / "results.json").string()},
                          900);
  std::error_code ignored;
  fs::remove_all(build, ignored);
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text << result.stdout_text;
  const auto report = nlohmann::json::parse(slurp(dir_ / "results.json"));
  std::vector<double> scores;
  for (std::size_t task = 0; task < 5; ++task) scores.push_back(report["tests"][task]["score"].get<double>());
  EXPECT_EQ(scores, (std::vector<double>{1, 0, 0, 0, 0})) << result.stdout_text;
  // The lookup works: the stored cases pass (the reference checks), the
  // probes on fresh inputs find nothing. The message names the line of the
  // throw in the student's files (the helpers are in both, so its number is not fixed here).
  const std::string threw = "your code threw std::runtime_error at ";
  for (const std::string& expected :
       {"Task 1.2  SelfAttention::forward                           0 / 3\n      2 of 4 checks passed\n"
        "      First failure (permutation_equivariance of self_attention.forward \"output\", case "
        "b2_s4_in5_h6):\n        " +
            threw,
        "Task 2.1  MultiHeadSelfAttention::scores (scaled)          0 / 3\n      7 of 9 checks passed\n"
        "      First failure (permutation_equivariance of mhsa.scores \"scores\", case "
        "b2_s6_in4_h8_heads2):\n        " +
            threw,
        "Task 2.2  MultiHeadSelfAttention::apply_causal_mask        0 / 1\n      3 of 5 checks passed\n"
        "      First failure (permutation_equivariance of mhsa.apply_causal_mask \"scores\", case "
        "b2_s6_in4_h8_heads2):\n        " +
            threw,
        "Task 2.3  MultiHeadSelfAttention::attend and forward       0 / 2\n      6 of 11 checks passed (16 not "
        "graded)\n"
        "      First failure (rows_sum_to_one of mhsa.attend \"probs\", case "
        "b2_s6_in4_h8_heads2):\n        " +
            threw}) {
    EXPECT_NE(result.stdout_text.find(expected), std::string::npos) << expected << "\n" << result.stdout_text;
  }
  const std::regex located(R"(your code threw std::runtime_error at (multi_head_)?self_attention\.cpp:[1-9][0-9]*: )"
                           "not one of the stored inputs\n");
  EXPECT_GE(std::distance(std::sregex_iterator(result.stdout_text.begin(), result.stdout_text.end(), located),
                          std::sregex_iterator()),
            4)
      << result.stdout_text;
}

// Batch's path: the template's build once, each attack's files compiled
// with its commands (as one unit first), in the sandbox.
TEST_F(TempDir, CompileTimeAttacksGainNothingThroughBatch) {
  const auto attacks = write_compile_attacks(dir_ / "class");
  const auto hidden = hidden_only_values();
  const fs::path out = dir_ / "graded";
  const auto result = run({"batch", (dir_ / "class").string(), "--out", out.string(), "--jobs", "2"}, 1800);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  std::istringstream gradebook(slurp(out / "gradebook.csv"));
  std::string line;
  std::map<std::string, std::vector<double>> scores;
  std::getline(gradebook, line);  // the header
  while (std::getline(gradebook, line)) {
    std::istringstream fields(line);
    std::string student, field;
    std::getline(fields, student, ',');
    for (int task = 0; task < 5 && std::getline(fields, field, ','); ++task)
      scores[student].push_back(std::stod(field));
  }
  for (const auto& attack : attacks) {
    EXPECT_EQ(scores[attack.name], attack.expect) << attack.name << ":\n"
                                                  << slurp(out / "feedback" / (attack.name + ".txt"));
    const std::string feedback = slurp(out / "feedback" / (attack.name + ".txt"));
    if (!attack.message.empty()) {
      EXPECT_NE(feedback.find(attack.message), std::string::npos) << attack.name << ":\n" << feedback;
    }
    EXPECT_EQ(first_hidden_value_in(feedback + slurp(out / "feedback" / (attack.name + ".md")), hidden), "")
        << attack.name << " shows a hidden value";
  }
  EXPECT_EQ(first_hidden_value_in(slurp(out / "gradebook.csv") + slurp(out / "summary.html"), hidden), "");
}

// One grade on every path: ./grade (what the Classroom workflow and
// Gradescope's run_autograder run; files compiled one by one, objects reused
// while nothing they read changed) and ./grade batch (one unit per
// submission) all call grade_submission() with the one harness builder, so
// the same submission gets the same per-task points, hints and notes. The
// eight: a helper header the student's file includes (batch gave 0 before), a
// header named like the course's (not taken, on every path), a whole clone
// with a tampered manifest, a file that does not compile, and one intake
// rule: a file missing, linked or above 1 MiB (./grade refused the first two,
// exit 5, where batch graded them with the template's stub) and files two
// folders down (./grade refused them too). All go through
// one build folder, as a student's edits do: each submission is built where
// the one before was (no object of another may be reused), then graded again
// with nothing changed (every object reused).
TEST_F(TempDir, OneGradeOnEveryPath) {
  const fs::path solutions = root / "solutions/attention";
  const fs::path class_dir = dir_ / "class";
  auto copy_solution = [&](const fs::path& to) {
    fs::create_directories(to);
    for (const char* file : {"self_attention.cpp", "multi_head_self_attention.cpp"})
      fs::copy(solutions / file, to / file);
  };
  copy_solution(class_dir / "helper");
  fs::create_directories(class_dir / "helper/util");
  std::ofstream(class_dir / "helper/util/scale.hpp")
      << "#pragma once\n#include <cmath>\n#include <cstddef>\n"
         "namespace helper {\ninline float inverse_sqrt(std::size_t n) { return 1.0F / std::sqrt(float(n)); }\n}\n";
  const std::string multi_head = slurp(class_dir / "helper/multi_head_self_attention.cpp");
  std::ofstream(class_dir / "helper/multi_head_self_attention.cpp")
      << "#include \"util/scale.hpp\"\n"
      << multi_head << "namespace attention {\nfloat helper_used() { return helper::inverse_sqrt(4); }\n}\n";
  copy_solution(class_dir / "shadow");
  std::ofstream(class_dir / "shadow/layers.hpp") << "#error the student's own layers.hpp\n";
  copy_solution(class_dir / "clone/student_template/attention");
  fs::copy(root / "CMakeLists.txt", class_dir / "clone/CMakeLists.txt");
  fs::create_directories(class_dir / "clone/assignments/attention");
  std::string manifest = slurp(root / "assignments/attention/manifest.json");
  manifest.replace(manifest.find("\"points\": 3"), 11, "\"points\": 30");
  std::ofstream(class_dir / "clone/assignments/attention/manifest.json") << manifest;
  copy_solution(class_dir / "broken");
  std::ofstream(class_dir / "broken/multi_head_self_attention.cpp", std::ios::app) << "this does not compile;\n";
  // A ';' missing in one fenced region (Task 2.2's): the template's stub
  // stands in for that region alone.
  copy_solution(class_dir / "region");
  std::string region = slurp(solutions / "multi_head_self_attention.cpp");
  region.replace(region.find("return masked;"), 14, "return masked");
  std::ofstream(class_dir / "region/multi_head_self_attention.cpp") << region;
  // The intake rule (grader::locate_submission, list_submission_files), one
  // for every path: a file missing, a link or above 1 MiB is not taken (the
  // template's stub stands in: its tasks 0, the others graded); files in a
  // folder further down are found there.
  fs::create_directories(class_dir / "missing");
  fs::copy(solutions / "self_attention.cpp", class_dir / "missing/self_attention.cpp");
  fs::create_directories(class_dir / "linked");
  fs::copy(solutions / "self_attention.cpp", class_dir / "linked/self_attention.cpp");
  fs::create_symlink(solutions / "multi_head_self_attention.cpp", class_dir / "linked/multi_head_self_attention.cpp");
  copy_solution(class_dir / "oversized");
  std::ofstream(class_dir / "oversized/multi_head_self_attention.cpp", std::ios::app)
      << "// " << std::string(std::size_t{1} << 20, 'x') << "\n";
  copy_solution(class_dir / "misplaced/homework/week 3");

  struct Expected {
    std::vector<double> points;
    std::string note;  // a line every path's report must have ("" when none)
  };
  const std::map<std::string, Expected> expected = {
      {"helper", {{1, 3, 3, 1, 2}, ""}},
      {"shadow",
       {{1, 3, 3, 1, 2},
        "Note: not taken from the submission: layers.hpp: the course provides a header of this name; the course's is "
        "used"}},
      {"clone",
       {{1, 3, 3, 1, 2},
        "Note: tamper check: 1 released files differ in the submission (grading used the released copies): "
        "assignments/attention/manifest.json"}},
      {"broken", {{1, 3, 0, 0, 0}, "multi_head_self_attention.cpp"}},
      {"region", {{1, 3, 3, 0, 2}, "the template's stub stands in for multi_head_self_attention.cpp lines 195-203)"}},
      {"missing", {{1, 3, 0, 0, 0}, "the submission has no multi_head_self_attention.cpp"}},
      {"linked",
       {{1, 3, 0, 0, 0},
        "Note: not taken from the submission: multi_head_self_attention.cpp: a symbolic link (the grader takes only "
        "the submission's own files)"}},
      {"oversized",
       {{1, 3, 0, 0, 0},
        "Note: not taken from the submission: multi_head_self_attention.cpp: larger than 1 MiB (not taken as source "
        "code)"}},
      {"misplaced", {{1, 3, 3, 1, 2}, ""}}};
  auto points_of = [](const nlohmann::json& tests) {
    std::vector<double> points;
    for (const auto& test : tests) {
      if (test.contains("name") && test["name"].get<std::string>().rfind("Task ", 0) == 0) {
        points.push_back(test["score"].get<double>());
      }
    }
    return points;
  };

  // The flags of each path's own script: the Classroom step
  // (distribution/student/scripts/classroom-grade) and Gradescope's
  // run_autograder (the hidden set's grade, the public set as feedback),
  // the second with nothing changed since the first.
  const std::string results = (dir_ / "results.json").string();
  const std::string classroom = (dir_ / "classroom.b64").string();
  const std::vector<std::pair<std::string, std::vector<std::string>>> paths = {
      {"./grade as the Classroom step runs it",
       {"--platform", "classroom", "--json", results, "--markdown", (dir_ / "summary.md").string(), "--classroom",
        classroom}},
      {"./grade as Gradescope's run_autograder runs it, nothing changed",
       {"--references", "hidden", "--platform", "gradescope", "--json", results, "--feedback-references", "public"}}};
  for (const auto& [student, want] : expected) {
    for (const auto& [path, flags] : paths) {
      std::vector<std::string> args = {"--submission", (class_dir / student).string(), "--color", "never",
                                       "--build-dir",  (dir_ / "build").string()};
      args.insert(args.end(), flags.begin(), flags.end());
      const auto result = run(args, 900);
      ASSERT_EQ(result.exit_code, 0) << student << " through " << path << ":\n"
                                     << result.stdout_text << result.stderr_text;
      const auto json = nlohmann::json::parse(slurp(dir_ / "results.json"));
      EXPECT_EQ(points_of(json["tests"]), want.points) << student << " through " << path << ":\n" << result.stdout_text;
      if (flags.back() == classroom) {
        // One runner per task (NAME=base64 lines), then the extras'.
        nlohmann::json reported = nlohmann::json::array();
        std::istringstream lines(slurp(classroom));
        for (std::string line; std::getline(lines, line);) {
          // Parsed into a variable first: a range-for over a member of a temporary reads a destroyed object.
          const auto runner = nlohmann::json::parse(base64_decode(line.substr(line.find('=') + 1)));
          for (const auto& test : runner["tests"]) reported.push_back(test);
        }
        EXPECT_EQ(points_of(reported), want.points) << student << " in the Classroom result";
        fs::remove(classroom);
      }
      EXPECT_FALSE(json.contains("leaderboard")) << "the shipped manifest has no leaderboard: off by default";
      EXPECT_NE(result.stdout_text.find(want.note), std::string::npos) << student << " through " << path << ":\n"
                                                                       << result.stdout_text;
    }
  }
  const fs::path out = dir_ / "graded";
  const auto result = run({"batch", class_dir.string(), "--out", out.string(), "--jobs", "2"}, 900);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  for (const auto& [student, want] : expected) {
    const auto record = nlohmann::json::parse(slurp(out / "records" / (student + ".json")));
    std::vector<double> points;
    for (const auto& task : record["tasks"]) points.push_back(task["score"].get<double>());
    const std::string feedback = slurp(out / "feedback" / (student + ".txt"));
    EXPECT_EQ(points, want.points) << student << " through batch:\n" << feedback;
    EXPECT_NE(feedback.find(want.note), std::string::npos) << student << " through batch:\n" << feedback;
  }
}

// A submission whose code before main hangs (tests/hostile/hostile.json,
// static_constructor_ignores_sigterm_and_loops: a global object's
// constructor that ignores SIGTERM and spins), graded on the hidden set with
// the manifest's own limits: every task 0 with the reason, in seconds. Before
// the start-up handshake each of its runs cost the whole timeout (10 s).
namespace {

const std::string startup_hang_message =
    "your program did not start within 3 s: code that runs before main (a global or static object's constructor) "
    "hangs";

}  // namespace

TEST_F(TempDir, AStartUpHangIsGradedInSecondsThroughGrade) {
  const std::string hanging =
      std::string(GRADER_TEST_HARNESS_DIR) + "/attention_hostile_static_constructor_ignores_sigterm_and_loops_harness";
  const fs::path json = dir_ / "results.json";
  const auto started = std::chrono::steady_clock::now();
  const auto result =
      run({"--harness", hanging, "--references", "hidden", "--color", "never", "--json", json.string()}, 120);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  ASSERT_EQ(result.exit_code, 0) << result.describe() << "\n" << result.stdout_text << result.stderr_text;
  EXPECT_LT(seconds, 30.0) << result.stdout_text;
  const auto report = nlohmann::json::parse(slurp(json));
  std::vector<double> points;
  for (const auto& test : report["tests"]) points.push_back(test["score"].get<double>());
  EXPECT_EQ(points, (std::vector<double>{0, 0, 0, 0, 0})) << result.stdout_text;
  // Each task's first failure, in the terminal report.
  EXPECT_EQ(occurrences(result.stdout_text, "\n        " + startup_hang_message + "\n"), 5U) << result.stdout_text;
  EXPECT_NE(result.stdout_text.find("\nTotal: 0 / 10   (graded in "), std::string::npos) << result.stdout_text;
}

// The same submission's files in `grade batch`: compiled, graded on the
// hidden set (the batch's default) and recorded, within 30 s; its row names
// the reason once for all five tasks.
TEST_F(TempDir, AStartUpHangIsGradedInSecondsThroughBatch) {
  const grader::Manifest manifest = grader::load_assignment(root, "attention");
  // The template's prebuilt harness, which batch prepares once for every run: not part of the time measured.
  (void)grader::HarnessBuilder::prepare(root, "attention", grader::course_template(root, manifest), manifest.sources,
                                        2);
  const fs::path class_dir = dir_ / "class";
  fs::create_directories(class_dir / "hang");
  fs::copy(root / "solutions/attention/self_attention.cpp", class_dir / "hang/self_attention.cpp");
  std::ofstream(class_dir / "hang/multi_head_self_attention.cpp")
      << mutated_solution("static_constructor_ignores_sigterm_and_loops", "tests/hostile/hostile.json");
  const fs::path out = dir_ / "graded";
  const auto started = std::chrono::steady_clock::now();
  const auto result = run({"batch", class_dir.string(), "--out", out.string()}, 120);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  ASSERT_EQ(result.exit_code, 0) << result.describe() << "\n" << result.stdout_text << result.stderr_text;
  EXPECT_LT(seconds, 30.0) << result.stdout_text << result.stderr_text;
  const auto record = nlohmann::json::parse(slurp(out / "records/hang.json"));
  std::vector<double> points;
  for (const auto& task : record["tasks"]) points.push_back(task["score"].get<double>());
  EXPECT_EQ(points, (std::vector<double>{0, 0, 0, 0, 0})) << record.dump(2);
  const std::string gradebook = slurp(out / "gradebook.csv");
  EXPECT_NE(gradebook.find("\nhang,0,0,0,0,0,0,0,0,(answers.md is missing),0,10,\"Tasks 1.1, 1.2, 2.1, 2.2, 2.3: " +
                           startup_hang_message + "\"\n"),
            std::string::npos)
      << gradebook;
  const std::string feedback = slurp(out / "feedback/hang.txt");
  EXPECT_EQ(occurrences(feedback, "\n        " + startup_hang_message + "\n"), 5U) << feedback;
}

// The line a student's exception names comes from binutils' addr2line read
// of the student's own program: it runs as the sandbox's tool, never with
// the grader's rights. A stand-in addr2line first on PATH answers each
// address with "self_attention.cpp:<its uid>": as nobody (65534) under
// --sandbox user; under bubblewrap it is not even in sight (only /usr is),
// so no line is named. (Root's uid, line 0, is never a line.)
TEST_F(TempDir, TheStudentsProgramIsReadForSourceLinesInsideTheSandbox) {
  if (::geteuid() != 0) GTEST_SKIP() << "needs root: the sandbox drops to nobody";
  const fs::path bin = dir_ / "bin";
  fs::create_directories(bin);
  {
    std::ofstream fake(bin / "addr2line");
    fake << "#!/bin/sh\nfor a in \"$@\"; do case $a in 0x*) echo \"/x/self_attention.cpp:$(id -u)\";; esac; done\n";
  }
  fs::permissions(bin / "addr2line", fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                                         fs::perms::others_read | fs::perms::others_exec);
  const std::string harness =
      std::string(GRADER_TEST_HARNESS_DIR) + "/attention_mutant_broadcast_error_names_shapes_and_line_harness";
  grader::Limits limits;
  limits.timeout_seconds = 120;
  limits.memory_mb = 0;
  const auto grade_with = [&](const std::string& sandbox) {
    // The stand-in is named by GRADER_ADDR2LINE: the one rule for finding programs never reads PATH.
    return grader::run_limited({"/usr/bin/env", "GRADER_ADDR2LINE=" + (bin / "addr2line").string(), grader_program,
                                "--harness", harness, "--task", "1.2", "--sandbox", sandbox, "--color", "never"},
                               root, limits);
  };
  const auto as_nobody = grade_with("user");
  ASSERT_EQ(as_nobody.exit_code, 0) << as_nobody.stderr_text;
  EXPECT_NE(as_nobody.stdout_text.find("your code threw xt::broadcast_error at self_attention.cpp:65534: "),
            std::string::npos)
      << as_nobody.stdout_text;
  const auto in_bubblewrap = grade_with("bubblewrap");
  ASSERT_EQ(in_bubblewrap.exit_code, 0) << in_bubblewrap.stderr_text;
  EXPECT_NE(in_bubblewrap.stdout_text.find("your code threw xt::broadcast_error: Incompatible dimension of arrays: "),
            std::string::npos)
      << in_bubblewrap.stdout_text;
}

// In `user` mode the student's program runs as the same user (nobody) as
// the compiler: the build folder is that user's only while the compiler
// runs. A program that tries, as it starts, to rewrite its staged file,
// plant a link and move the staged folder (which a later grade would write
// through, as root) changes nothing there, and keeps its points.
TEST_F(TempDir, InUserModeTheStudentsProgramCannotChangeItsBuildFolder) {
  if (::geteuid() != 0) GTEST_SKIP() << "needs root: the sandbox drops to nobody";
  const fs::path build = dir_ / "build";
  fs::create_directories(dir_ / "submission");
  fs::copy(root / "solutions/attention", dir_ / "submission", fs::copy_options::recursive);
  {
    std::ofstream tamper(dir_ / "submission/self_attention.cpp", std::ios::app);
    tamper << "#include <fcntl.h>\n#include <unistd.h>\nnamespace {\nstruct Tamper {\n  Tamper() {\n"
           << "    const int fd = ::open(\"" << (build / "submission/self_attention.cpp").string()
           << "\", O_WRONLY | O_APPEND);\n"
           << "    if (fd >= 0) { (void)!::write(fd, \"// tampered\\n\", 12); ::close(fd); }\n"
           << "    (void)!::symlink(\"/tmp\", \"" << (build / "planted-link").string() << "\");\n"
           << "    (void)!::rename(\"" << (build / "submission").string() << "\", \"" << (build / "moved").string()
           << "\");\n  }\n} tamper;\n}  // namespace\n";
  }
  for (int grade = 0; grade < 2; ++grade) {  // the second grade reuses the folder the first one's program ran beside
    const auto result = run({"--submission", (dir_ / "submission").string(), "--build-dir", build.string(), "--sandbox",
                             "user", "--color", "never", "--task", "1.1"});
    ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
    EXPECT_NE(result.stdout_text.find("Total: 1 / 1"), std::string::npos) << result.stdout_text;
    EXPECT_FALSE(fs::exists(fs::symlink_status(build / "planted-link"))) << grade;
    EXPECT_FALSE(fs::exists(build / "moved")) << grade;
    // The line the program would append (its own source holds it with "\\n", not a line end).
    EXPECT_EQ(slurp(build / "submission/self_attention.cpp").find("// tampered\n"), std::string::npos) << grade;
    struct stat info {};
    ASSERT_EQ(::lstat(build.c_str(), &info), 0);
    EXPECT_EQ(info.st_uid, 0u);
    EXPECT_EQ(info.st_mode & 022u, 0u);
  }
}

namespace {

// The attack on a class graded without namespaces (issue 51): a submission
// whose forward first looks for a classmate's files, through every
// process's command line in /proc (the grader's names the class's folder
// and --out) and every process's working folder (/proc/<pid>/cwd), and
// throws the paths of the files of alice's it could open, so that its own
// feedback carries them (task 1.2 then scores 0). The name it looks for is
// made at run time: its own files never hold it.
const std::string classmate_finder = R"attack(#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

std::string classmate() {
  std::string name = "bmjdf";
  for (auto& c : name) c = static_cast<char>(c - 1);
  return "/" + name;
}

void look(const std::string& path, int depth, int& visited, std::string& found) {
  if (depth > 6 || ++visited > 20000 || found.size() > 4000) return;
  if (DIR* dir = ::opendir(path.c_str())) {
    while (const dirent* entry = ::readdir(dir)) {
      const std::string name = entry->d_name;
      if (name != "." && name != "..") look(path + "/" + name, depth + 1, visited, found);
    }
    ::closedir(dir);
    return;
  }
  const int fd = ::open(path.c_str(), O_RDONLY);
  if (fd < 0) return;
  char byte = 0;
  if (::read(fd, &byte, 1) == 1 && path.find(classmate()) != std::string::npos) found += " " + path;
  ::close(fd);
}

const std::string& classmates_files() {
  static const std::string found = [] {
    std::vector<std::string> roots;
    if (DIR* proc = ::opendir("/proc")) {
      while (const dirent* entry = ::readdir(proc)) {
        const std::string pid = entry->d_name;
        if (pid.find_first_not_of("0123456789") != std::string::npos) continue;
        std::ifstream cmdline("/proc/" + pid + "/cmdline");
        std::vector<std::string> args;
        for (std::string arg; std::getline(cmdline, arg, '\0');) args.push_back(arg);
        bool grader = false;
        for (const auto& arg : args) grader = grader || arg == "batch";
        for (const auto& arg : args) {
          if (grader && arg.size() > 1 && arg[0] == '/') roots.push_back(arg);
        }
        char cwd[4096];
        const ssize_t length = ::readlink(("/proc/" + pid + "/cwd").c_str(), cwd, sizeof cwd);
        if (length > 1) roots.emplace_back(cwd, static_cast<std::size_t>(length));
      }
      ::closedir(proc);
    }
    std::string paths;
    int visited = 0;
    for (const auto& root : roots) {
      if (root.rfind("/tmp/", 0) == 0) look(root, 0, visited, paths);
    }
    return paths;
  }();
  return found;
}

}  // namespace

)attack";

// mallory's self_attention.cpp: the solution's, with the attack before its namespace and at the start of forward.
std::string classmate_finding_solution() {
  std::string text = slurp(root / "solutions/attention/self_attention.cpp");
  const std::string space = "namespace attention {\n";
  text.insert(text.find(space), classmate_finder);
  const std::string stub = "  // STUB: throw NotImplemented(\"Task 1.2: SelfAttention::forward\");\n";
  text.insert(text.find(stub) + stub.size(),
              "  if (!classmates_files().empty()) throw std::runtime_error(\"found:\" + classmates_files());\n");
  return text;
}

std::vector<double> task_scores(const fs::path& record) {
  std::vector<double> points;
  const auto json = nlohmann::json::parse(slurp(record));
  for (const auto& task : json.at("tasks")) points.push_back(task.at("score").get<double>());
  return points;
}

}  // namespace

// A class graded in `user` mode (no namespaces) would run each student's
// code as nobody beside the class's folders: mallory's code finds alice's
// submission, feedback and record through /proc and reads them (as it does
// with --sandbox none: task 1.2 scores 0, its message names alice's files).
// So batch refuses `user` mode for a folder of more than one entry (a
// hidden one too), and for one student whose --out holds another's
// results, before anything is built or run, naming bubblewrap; under
// bubblewrap mallory finds nothing and scores 10 / 10, and alone in `user`
// mode too.
TEST_F(TempDir, InUserModeBatchGradesNoClassWhereAStudentsCodeCouldReadAClassmates) {
  if (::geteuid() != 0) GTEST_SKIP() << "needs root: the sandbox drops to nobody";
  const fs::path class_dir = dir_ / "class";
  const fs::path alone = dir_ / "alone";
  for (const auto& folder : {class_dir / "alice", class_dir / "mallory", alone / "mallory"}) {
    fs::create_directories(folder);
    fs::copy(root / "solutions/attention/multi_head_self_attention.cpp", folder / "multi_head_self_attention.cpp");
  }
  fs::copy(root / "solutions/attention/self_attention.cpp", class_dir / "alice/self_attention.cpp");
  for (const auto& folder : {class_dir / "mallory", alone / "mallory"}) {
    std::ofstream(folder / "self_attention.cpp") << classmate_finding_solution();
  }
  const std::vector<double> full = {1, 3, 3, 1, 2};
  const std::string refused =
      "grader: error: batch: --sandbox user runs every student's code as the user nobody, "
      "without namespaces: a student's code could find the class's folders through /proc "
      "(the grader's command line) and copy classmates' submissions, feedback and records "
      "into its own feedback. Grade a class where bubblewrap works (--sandbox bubblewrap: "
      "apt-get install bubblewrap, and a kernel or container that lets it make namespaces), "
      "or each submission on its own (./grade --submission FOLDER --sandbox user, one "
      "submission per machine, as on Gradescope); ";

  // The class in user mode: refused, nothing built, run or written.
  const fs::path out = dir_ / "graded";
  auto result = run({"batch", class_dir.string(), "--out", out.string(), "--sandbox", "user"}, 600);
  EXPECT_EQ(result.exit_code, 2) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(result.stderr_text, refused + class_dir.string() + " holds 2 entries, so nothing was graded\n");
  EXPECT_FALSE(fs::exists(out));

  // The attack is real: without a sandbox (as root) mallory's code finds alice's files and throws their paths.
  const fs::path open_out = dir_ / "graded-none";
  result = run({"batch", class_dir.string(), "--out", open_out.string(), "--sandbox", "none"}, 600);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(task_scores(open_out / "records/alice.json"), full);
  EXPECT_EQ(task_scores(open_out / "records/mallory.json"), (std::vector<double>{1, 0, 3, 1, 2}));
  const std::string leaked = slurp(open_out / "feedback/mallory.txt");
  EXPECT_NE(leaked.find("found: " + (class_dir / "alice").string() + "/"), std::string::npos) << leaked;

  // Under bubblewrap the same class: mallory finds nothing.
  result = run({"batch", class_dir.string(), "--out", out.string(), "--sandbox", "bubblewrap"}, 600);
  if (result.stderr_text.find("--sandbox bubblewrap: ") == std::string::npos) {
    ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
    EXPECT_EQ(task_scores(out / "records/alice.json"), full);
    EXPECT_EQ(task_scores(out / "records/mallory.json"), full);
    EXPECT_EQ(slurp(out / "feedback/mallory.txt").find("found:"), std::string::npos);
  }

  // mallory alone in user mode: graded, nothing of a classmate to find.
  const fs::path alone_out = dir_ / "graded-alone";
  result = run({"batch", alone.string(), "--out", alone_out.string(), "--sandbox", "user"}, 600);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(task_scores(alone_out / "records/mallory.json"), full);
  EXPECT_EQ(slurp(alone_out / "feedback/mallory.txt").find("found:"), std::string::npos);

  // Alone, but beside a hidden folder (the class's .git): refused, whatever is in it.
  fs::create_directories(alone / ".git");
  result = run({"batch", alone.string(), "--out", (dir_ / "graded-hidden").string(), "--sandbox", "user"}, 600);
  EXPECT_EQ(result.exit_code, 2) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(result.stderr_text, refused + alone.string() + " holds 2 entries, so nothing was graded\n");
  EXPECT_FALSE(fs::exists(dir_ / "graded-hidden"));
  fs::remove_all(alone / ".git");

  // Alone, but into a --out that holds the class's results: refused, nothing of mallory's run.
  fs::remove_all(out);
  fs::copy(open_out, out, fs::copy_options::recursive);
  fs::remove_all(out / "records/mallory.json");
  fs::remove_all(out / "feedback/mallory.txt");
  result = run({"batch", alone.string(), "--out", out.string(), "--sandbox", "user"}, 600);
  EXPECT_EQ(result.exit_code, 2) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(result.stderr_text, refused + out.string() +
                                    " holds other students' results (batch.json, feedback/alice.md, feedback/alice.txt "
                                    "and 2 more), so nothing was graded: give another --out\n");
  EXPECT_FALSE(fs::exists(out / "records/mallory.json"));
}
