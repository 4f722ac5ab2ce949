#pragma once
// The rubric's extras (manifest "extras"): checks of the submission's source
// text and files for a person to review. Nothing here runs student code.
#include <filesystem>
#include <string>
#include <vector>

#include "grader/manifest.hpp"

namespace grader {

struct ExtraResult {
  enum class Status {
    met,          // no deduction (or the bonus is earned)
    not_met,      // the deduction applies (or no bonus)
    manual,       // needs manual review
    not_checked,  // the tool it needs is missing: no points either way
  };
  std::string id;
  std::string name;
  Status status = Status::not_checked;
  double points = 0;                        // what it adds to the total (negative: a deduction)
  double possible = 0;                      // the manifest's points
  std::string message;                      // why, for the student
  std::string text;                         // manual: the answers
  std::vector<std::string> requires_tasks;  // counted only when these tasks passed
};

// A student region: the lines between "YOUR CODE STARTS HERE" and "YOUR CODE
// ENDS HERE" (1-based, both exclusive of the fence lines).
struct Region {
  std::size_t first_line = 0;
  std::size_t last_line = 0;
};
[[nodiscard]] std::vector<Region> student_regions(const std::string& text);

// Code lines of the student regions whose statement has no "// [...]" shape
// comment (on one of its lines or the comment line just above). Scalar
// statements are exempt: declarations of a scalar (std::size_t, float, auto
// from a number or a size, ...), writes to such a scalar (`acc += ...`) or to
// one element (`out(b, i, j) = acc;`), throws and casts to void.
[[nodiscard]] std::vector<std::size_t> lines_missing_shape_comments(const std::string& text);

// The statements of `function`'s body ("SelfAttention::forward"), counted as
// semicolons outside parentheses, comments and strings; -1 when the function
// is not defined in `text`.
[[nodiscard]] long count_statements(const std::string& text, const std::string& function);

// Runs every extra of the manifest on the submission's files. `style_file` is
// the .clang-format to check against.
[[nodiscard]] std::vector<ExtraResult> evaluate_extras(const Manifest& manifest,
                                                       const std::filesystem::path& submission_dir,
                                                       const std::filesystem::path& style_file);

}  // namespace grader
