#pragma once
// Builds a submission's harness with CMake: compiling student code is not
// running it, so this stays on the grader's side of the boundary.
#include <filesystem>
#include <string>

namespace grader {

struct BuildRequest {
  std::filesystem::path project_root;    // where the top-level CMakeLists.txt is
  std::filesystem::path submission_dir;  // folder with the student's files
  std::filesystem::path build_dir;       // one per submission folder, reused
  std::string assignment;
  std::size_t jobs = 2;
};

struct BuildOutcome {
  bool ok = false;
  std::filesystem::path harness;
  std::string errors;  // the first compiler errors, trimmed for a student
  std::string log;     // everything the build printed
};

// Throws GraderError(build_system_error) when CMake itself cannot run or
// configure; a compile error in student code is an outcome, not a throw.
[[nodiscard]] BuildOutcome build_harness(const BuildRequest& request);

// The compiler's error lines, with template noise dropped and paths made
// relative to the submission folder.
[[nodiscard]] std::string summarize_compiler_errors(const std::string& log, const std::filesystem::path& submission_dir,
                                                    std::size_t max_errors = 8);

}  // namespace grader
