#pragma once
// The assignments this build's tests cover (tests/CMakeLists.txt,
// GRADER_TEST_ASSIGNMENTS): every assignment folder of the tree, or the ones
// `scripts/run-tests --assignment NAME` asks for. Tests take their list from
// here, never one of their own.
#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

namespace test_support {

[[nodiscard]] inline const std::vector<std::string>& test_assignments() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> list;
    std::istringstream in(GRADER_TEST_ASSIGNMENTS);
    for (std::string name; std::getline(in, name, ',');) {
      if (!name.empty()) list.push_back(name);
    }
    return list;
  }();
  return names;
}

[[nodiscard]] inline bool tested(const std::string& assignment) {
  const auto& names = test_assignments();
  return std::find(names.begin(), names.end(), assignment) != names.end();
}

// Whether this build has the grader's own tests and harnesses too (the
// hostile catalogue, the attention mutants they grade), not one
// assignment's tests alone.
[[nodiscard]] inline bool whole_suite() { return GRADER_TEST_WHOLE_SUITE != 0; }

}  // namespace test_support
