#pragma once
// Small string helpers shared by the grader's sources (C++17 has no
// std::string::ends_with).
#include <sstream>
#include <string>
#include <vector>

namespace grader {

// The lines of a text, without their newlines.
[[nodiscard]] inline std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// Without leading and trailing blanks (spaces, tabs, CR, LF).
[[nodiscard]] inline std::string trim(const std::string& text) {
  const auto begin = text.find_first_not_of(" \t\r\n");
  if (begin == std::string::npos) return {};
  const auto end = text.find_last_not_of(" \t\r\n");
  return text.substr(begin, end - begin + 1);
}

[[nodiscard]] inline bool ends_with(const std::string& text, const std::string& suffix) {
  return text.size() >= suffix.size() && text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
}

}  // namespace grader
