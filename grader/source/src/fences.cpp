#include "grader/source/fences.hpp"

#include "grader/support/text.hpp"

namespace grader {
namespace {

constexpr const char* region_start = "YOUR CODE STARTS HERE";
constexpr const char* region_end = "YOUR CODE ENDS HERE";
constexpr const char* stub_marker = "// STUB: ";
constexpr const char* solution_only_begin = "// SOLUTION ONLY BEGIN";
constexpr const char* solution_only_end = "// SOLUTION ONLY END";

bool contains(const std::string& line, const char* marker) { return line.find(marker) != std::string::npos; }

}  // namespace

FenceMark fence_mark(const std::string& line) {
  if (contains(line, solution_only_begin)) return FenceMark::solution_only_begin;
  if (contains(line, solution_only_end)) return FenceMark::solution_only_end;
  if (contains(line, region_start)) return FenceMark::region_start;
  if (contains(line, region_end)) return FenceMark::region_end;
  return FenceMark::none;
}

std::optional<std::string> stub_line(const std::string& line) {
  const auto at = line.find(stub_marker);
  if (at == std::string::npos || line.find_first_not_of(' ') != at) return std::nullopt;
  return line.substr(0, at) + line.substr(at + std::string(stub_marker).size());
}

std::optional<std::string> fence_label(const std::string& line) {
  const auto colon = line.find("STARTS HERE:");
  if (colon == std::string::npos) return std::nullopt;
  std::string label = line.substr(colon + 12);
  if (const auto close = label.find("-->"); close != std::string::npos) label = label.substr(0, close);
  return trim(label);
}

std::vector<Fence> fences(const std::string& text) {
  std::vector<Fence> found;
  const auto lines = split_lines(text);
  std::size_t start = 0;  // 1-based line of the open fence, 0: none open
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (contains(lines[i], region_start)) {
      start = i + 1;
    } else if (contains(lines[i], region_end) && start > 0) {
      found.push_back({start, i + 1});
      start = 0;
    }
  }
  return found;
}

std::vector<Region> student_regions(const std::string& text) {
  std::vector<Region> regions;
  for (const Fence& fence : fences(text)) {
    if (fence.end_line > fence.start_line + 1) regions.push_back({fence.start_line + 1, fence.end_line - 1});
  }
  return regions;
}

}  // namespace grader
