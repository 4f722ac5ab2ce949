#pragma once
// Small string helpers shared by the grader's sources (C++17 has no
// std::string::ends_with).
#include <string>

namespace grader {

[[nodiscard]] inline bool ends_with(const std::string& text, const std::string& suffix) {
  return text.size() >= suffix.size() && text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
}

}  // namespace grader
