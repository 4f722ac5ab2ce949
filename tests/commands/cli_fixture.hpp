#pragma once
// What the tests of the grader program (tests/commands/*_test.cpp, a file
// per command or subject, and tests/app/main_test.cpp, its command line; one
// executable: cli_tests) share: the program run as
// a user runs it, a fresh folder for each test (TempDir), files read whole,
// the course copied for a test that changes it, and the solutions a test
// edits. At namespace scope, not in an anonymous one: TempDir is one class
// in every file (googletest refuses a suite whose tests name two fixtures).
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "grader/execution/runner.hpp"
#include "integration/test_assignments.hpp"

namespace fs = std::filesystem;

inline const fs::path root = GRADER_TEST_PROJECT_ROOT;
inline const std::string grader_program = GRADER_TEST_GRADER;
inline const std::string solution = std::string(GRADER_TEST_HARNESS_DIR) + "/attention_solution_harness";

inline grader::ProcessResult run(std::vector<std::string> args, double timeout_seconds = 120) {
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

// How many times `part` occurs in `text`.
inline std::size_t occurrences(const std::string& text, const std::string& part) {
  std::size_t count = 0;
  for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + part.size())) ++count;
  return count;
}

inline std::string slurp(const fs::path& path) {
  std::ifstream in(path);
  return {std::istreambuf_iterator<char>(in), {}};
}

// The checksum reference_values/published.json lists for an assignment's published hidden set.
inline std::string published_checksum(const std::string& assignment) {
  return nlohmann::json::parse(slurp(root / "reference_values/published.json"))
      .at("hidden")
      .at(assignment)
      .get<std::string>();
}

// A copy of the course in `to` (what building and grading read: the
// grader's sources, the assignments, their references, template and
// solutions), for a test that changes the course itself.
inline fs::path copy_of_course(const fs::path& to) {
  fs::create_directories(to);
  for (const char* item : {"CMakeLists.txt", "cmake", "grader", "third_party", "assignments", "student_template",
                           "reference_values", "solutions"}) {
    fs::copy(root / item, to / item, fs::copy_options::recursive);
  }
  return to;
}

// The line batch and the platforms' runs warn with when they grade with that set.
inline std::string published_set_warning(const std::string& assignment) {
  return "WARNING: grading against the hidden set published with the framework (reference_values/" + assignment +
         "/hidden is " + assignment + "'s, checksum " + published_checksum(assignment).substr(0, 12) +
         " in reference_values/published.json): anyone can download its answers; make the course's own with "
         "`./grade course init --seed-file FILE` (FILE outside the repository)";
}

// from_scratch's solution as a student's folder (DIR/from_scratch/), with
// `from` replaced by `to` in from_scratch.cpp; the folder DIR.
inline fs::path from_scratch_with(const fs::path& dir, const std::string& from, const std::string& to) {
  const fs::path folder = dir / "from_scratch";
  fs::create_directories(folder);
  std::string text = slurp(root / "solutions/from_scratch/from_scratch.cpp");
  const auto at = text.find(from);
  if (at == std::string::npos) return {};
  text.replace(at, from.size(), to);
  std::ofstream(folder / "from_scratch.cpp") << text;
  return dir;
}

// The solution's file with one mutant of a catalogue (tests/assignments/attention.json) applied.
inline std::string mutated_solution(const std::string& mutant,
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
