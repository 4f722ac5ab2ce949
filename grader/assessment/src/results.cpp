#include "grader/assessment/results.hpp"

#include <algorithm>

namespace grader {

using Status = CheckResult::Status;

std::size_t TaskResult::count(CheckResult::Status status) const {
  return static_cast<std::size_t>(
      std::count_if(checks.begin(), checks.end(), [&](const CheckResult& c) { return c.status == status; }));
}

const CheckResult* TaskResult::first_failure() const {
  for (const auto& check : checks) {
    if (check.status == Status::failed) return &check;
  }
  return nullptr;
}

// Hints that name a known mistake first, then the traps of the student's
// own lines the numbers agree with, then what the numbers of other checks
// show, each once.
std::vector<std::string> TaskResult::hints() const {
  std::vector<std::string> distinct;
  auto add = [&](const std::string& hint) {
    if (!hint.empty() && std::find(distinct.begin(), distinct.end(), hint) == distinct.end()) distinct.push_back(hint);
  };
  for (const auto& check : checks) {
    if (check.hint_names_a_known_mistake) add(check.hint);
  }
  for (const auto& hint : code_hints) add(hint);
  for (const auto& check : checks) {
    if (!check.hint_names_a_known_mistake) add(check.hint);
  }
  return distinct;
}

}  // namespace grader
