#pragma once
// Small string helpers shared by the grader's sources (C++17 has no
// std::string::ends_with).
#include <algorithm>
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

// The number of one-character edits (insert, delete, replace, swap of two
// neighbours) from `a` to `b`.
[[nodiscard]] inline std::size_t edit_distance(const std::string& a, const std::string& b) {
  std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
  for (std::size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
  for (std::size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t replace = d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, replace});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.size()][b.size()];
}

// What a name that is not one of `known` gets told: `unknown <what> "given"
// (did you mean "closest"? known: a, b, c)`; the suggestion only when the
// closest known name is at most a third of its length away (and at most 3).
[[nodiscard]] inline std::string unknown_name(const std::string& what, const std::string& given,
                                              std::vector<std::string> known) {
  std::sort(known.begin(), known.end());
  known.erase(std::unique(known.begin(), known.end()), known.end());
  std::string closest;
  std::size_t best = std::max<std::size_t>(1, std::min<std::size_t>(3, given.size() / 3)) + 1;
  for (const auto& name : known) {
    const std::size_t distance = edit_distance(given, name);
    if (distance < best) {
      best = distance;
      closest = name;
    }
  }
  std::string list;
  for (const auto& name : known) list += (list.empty() ? "" : ", ") + name;
  return "unknown " + what + " \"" + given + "\" (" + (closest.empty() ? "" : "did you mean \"" + closest + "\"? ") +
         (known.empty() ? "there are none" : "known: " + list) + ")";
}

}  // namespace grader
