#pragma once
// Batch grading compiles a submission's files as ONE translation unit (a file
// that #includes each of them) when that cannot change what any of them
// means: one compiler run instead of one per file, so the precompiled header
// is loaded once and the xtensor code both files use is instantiated and
// compiled once (a fifth less compile time for the attention assignment).
//
// In one unit, what a file declares at namespace scope is visible to the
// files after it, so a later file could compile there and not on its own, or
// call another overload. The order is accepted only when every file but the
// last passes a conservative scan of its text (see scan_source), includes
// only headers the precompiled header already holds, and declares no name
// that a later file mentions. Anything the scan does not understand sends
// the submission down the usual path: each file compiled on its own, exactly
// as `./grade` and CMake compile it. So does a unit that does not compile.
// What remains: the last file's declarations could be found by argument-
// dependent lookup from a library template that an earlier file instantiates
// on the student's own types, as a customization point; the earlier files
// may not declare such names (swap, begin, size, ...), the last one is not
// scanned.
#include <functional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace grader {

struct IncludeLine {
  std::string header;   // as written between the <> or ""
  bool quoted = false;  // "header" rather than <header>
};

struct SourceScan {
  // True when the text holds only: comments; #include lines; namespaces;
  // definitions of already declared members (`T Class::f(...)`, no default
  // arguments); and, inside a named namespace, functions, variables,
  // classes, using-declarations and aliases whose names are in `declared`.
  // Macros, using-directives, templates, typedefs, enums, operators, extern,
  // names in the global namespace, names the standard library calls
  // unqualified (swap, begin, ...) and anything else the scan does not
  // understand make it false.
  bool only_named_declarations = false;
  std::string why_not;                // the first thing that made it false
  bool read_whole = false;            // the text was lexed to its end: `identifiers` is complete
  std::set<std::string> declared;     // names the file adds at namespace scope
  std::set<std::string> identifiers;  // every identifier the file mentions
  std::vector<IncludeLine> includes;
};

[[nodiscard]] SourceScan scan_source(const std::string& text);

// An order of `files` (name, text) in which they can be compiled as one unit
// with the meaning each has on its own, or an empty vector when none is
// found. The manifest's order is tried first, then its reverse.
// `already_included` says whether a header is one the precompiled header
// already brings into every file (including it again adds nothing).
[[nodiscard]] std::vector<std::string> single_unit_order(
    const std::vector<std::pair<std::string, std::string>>& files,
    const std::function<bool(const IncludeLine&)>& already_included, std::string* why_not = nullptr);

}  // namespace grader
