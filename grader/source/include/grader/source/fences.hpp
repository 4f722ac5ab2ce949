#pragma once
// The fence grammar of the course's files, read in one place (issue 47):
//   // YOUR CODE STARTS HERE[: label]   a student region opens (the label
//                                      names a manual answer: "Q1 -->")
//   // STUB: <code>                     inside a region of the solution: a
//                                      line of the template's stub
//   // YOUR CODE ENDS HERE              the region closes
//   // SOLUTION ONLY BEGIN ... END      the solution's own helpers, not in
//                                      the template
// A marker counts anywhere on its line (a Markdown file writes them in
// <!-- -->); a stub line is "// STUB: " first on its line after blanks.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace grader {

enum class FenceMark { none, region_start, region_end, solution_only_begin, solution_only_end };

// What a line marks (SOLUTION ONLY first, then the region fences).
[[nodiscard]] FenceMark fence_mark(const std::string& line);

// The template's line a stub line gives (its indent kept, the marker left
// out), or nothing when the line is no stub line.
[[nodiscard]] std::optional<std::string> stub_line(const std::string& line);

// The label of a region's opening line ("<!-- YOUR CODE STARTS HERE: Q1 -->":
// "Q1"), trimmed; nothing when it has none.
[[nodiscard]] std::optional<std::string> fence_label(const std::string& line);

// A fenced block of a student file: the lines (1-based) of its "YOUR CODE
// STARTS HERE" comment and of the "YOUR CODE ENDS HERE" that closes it; the
// student's lines are those between. Every block, an empty one too, in order:
// the blocks of a student's file and of its template pair up by position.
// A second STARTS HERE before an ENDS HERE opens the block again there.
struct Fence {
  std::size_t start_line = 0;
  std::size_t end_line = 0;
};
[[nodiscard]] std::vector<Fence> fences(const std::string& text);

// A student region: the lines between "YOUR CODE STARTS HERE" and "YOUR CODE
// ENDS HERE" (1-based, both exclusive of the fence lines); empty blocks left out.
struct Region {
  std::size_t first_line = 0;
  std::size_t last_line = 0;
};
[[nodiscard]] std::vector<Region> student_regions(const std::string& text);

}  // namespace grader
