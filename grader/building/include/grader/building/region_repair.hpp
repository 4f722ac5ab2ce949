#pragma once
// A student file that does not compile, mended one fenced region at a time:
// the template's stub stands in for each region the compiler blames, and
// every other line stays the student's, so only the tasks of the broken
// regions lose their points. Text work only: the builder compiles.
#include <cstddef>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "grader/source/fences.hpp"
#include "grader/support/text.hpp"

namespace grader {

// A fenced region of a student file that did not compile, whose template
// stub stands in for it in the harness.
struct BrokenRegion {
  std::string file;
  std::size_t first_line = 0;  // the student's lines between the fences (1-based)
  std::size_t last_line = 0;
  std::string errors;                      // what the compiler said of them
  std::string brackets;                    // when no error is on its lines: bracket_balance of them, if not ""
  std::vector<std::string> stub_messages;  // what the stub standing in throws (see not_implemented_messages)
};

// The student's text with the template's body in place of each fenced region
// whose position is in `replaced` (the fences pair up by position). `#line`
// directives keep every other line's number and the file's name
// (`presumed_path`), so errors, debug information and stack traces name the
// student's own lines.
[[nodiscard]] std::string with_template_regions(const std::string& student, const std::string& template_text,
                                                const std::set<std::size_t>& replaced,
                                                const std::string& presumed_path);

// The lines of `path` a compiler or linker log names in its errors
// ("path:12:5: error:", "path:12: error:", "path:12:5:   required from here",
// "/w/a.o:path:12: undefined reference to", "/usr/bin/ld: path:12: undefined
// reference to", "path:12: multiple definition of"), in the order they appear.
[[nodiscard]] std::vector<std::size_t> compiler_error_lines(const std::string& log, const std::string& path);

// The regions to put the template's stub into next (none in `replaced`):
// the first region of `unbalanced` (those whose brackets do not pair up)
// that starts before the first blamed line, alone (a brace it left open
// breaks the code after it); else those holding a line the compiler blamed;
// else, with `or_the_one_above`, the last non-empty region before the first
// blamed line. Empty when nothing more can be blamed.
[[nodiscard]] std::set<std::size_t> regions_to_blame(const std::vector<Fence>& fences,
                                                     const std::vector<std::size_t>& error_lines,
                                                     const std::set<std::size_t>& replaced, bool or_the_one_above,
                                                     const std::set<std::size_t>& unbalanced = {});

// What the brackets of `code` show when they do not pair up ("1 '{' more
// than '}'"), comments and string literals left out; "" when each kind is
// opened as often as closed.
[[nodiscard]] std::string bracket_balance(const std::string& code);

// The lines between a fence's two comments, each with its newline.
[[nodiscard]] std::string fenced_body(const std::string& text, const Fence& fence);

// A student file that does not compile for an error outside every fenced
// region: no stub can stand in for the student's own lines there, so the
// whole file is lost (the template's object stands in for it).
struct ErrorOutsideRegions {
  std::string file;
  std::size_t line = 0;  // the first error's line (1-based)
  std::string error;     // what the compiler said there, after "error: "
  // A redefinition ("redefinition of 'Tensor2 scratch::softmax_rows(const Tensor2&)'"):
  // what is defined twice, its last name ("softmax_rows"), and the line of its first
  // definition (the compiler's note "previously defined here"), else "" and 0.
  std::string defined_twice;
  std::size_t first_defined = 0;
  // The linker's "multiple definition of": the file of the first definition
  // when another ("self_attention.cpp"), and that no program was linked at
  // all, so every task is lost.
  std::string first_defined_file;
  bool at_link = false;
};

// When the student's `text` (of `file`, compiled as `path`) has fenced
// regions and every error the compiler's (or the linker's) `log` names on
// its lines lies outside all of them: the first such error. nullopt when an error lies in a
// region, when the file has no region, or when the log names no line of it.
[[nodiscard]] std::optional<ErrorOutsideRegions> error_outside_regions(const std::string& file, const std::string& text,
                                                                       const std::string& log, const std::string& path);

// What a student reads once for such an error: where it is (each
// definition's line, for a redefinition), why the file's tasks are lost
// (`tasks`: "Tasks 1, 2 and 3", "" when none names the file), what to do.
[[nodiscard]] std::string describe_error_outside_regions(const ErrorOutsideRegions& error, const std::string& tasks);

// The messages a stub throws: the string literal of each
// `NotImplemented("...")` in `text` ("Task 1: split_heads").
[[nodiscard]] std::vector<std::string> not_implemented_messages(const std::string& text);

}  // namespace grader
