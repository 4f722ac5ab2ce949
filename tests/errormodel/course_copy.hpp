// What the error model's end-to-end tests share: the grader run as a
// student or instructor runs it, a file read whole, and a copy of the
// course (what building an assignment's model and grading with it read).
#pragma once

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "grader/execution/runner.hpp"

namespace errormodel_tests {

inline const std::filesystem::path root = GRADER_TEST_PROJECT_ROOT;

// The grader (GRADER_TEST_GRADER) with `args`, from the course's folder.
inline grader::ProcessResult run(std::vector<std::string> args, double timeout_seconds) {
  args.insert(args.begin(), GRADER_TEST_GRADER);
  grader::Limits limits;
  limits.timeout_seconds = timeout_seconds;
  limits.memory_mb = 0;
  limits.file_size_mb = 0;
  return grader::run_limited(args, root, limits);
}

inline std::string slurp(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

// The course's sources, assignments, references and solutions copied to `project`.
inline void copy_course(const std::filesystem::path& project) {
  std::filesystem::create_directories(project);
  for (const char* item : {"CMakeLists.txt", "cmake", "grader", "third_party", "assignments", "student_template",
                           "reference_values", "solutions"}) {
    std::filesystem::copy(root / item, project / item, std::filesystem::copy_options::recursive);
  }
}

}  // namespace errormodel_tests
