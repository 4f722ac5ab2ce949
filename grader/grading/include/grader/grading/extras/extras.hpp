#pragma once
// The rubric's extras (manifest "extras"): checks of the submission's source
// text and files for a person to review. Nothing here runs student code.
// Each kind is one entry of the table in extras.cpp: its name (the
// manifest's "kind"), its own manifest fields and how it is evaluated. A new
// kind is a function or two and one line in that table (or
// register_extra_kind(), as tests/grading/extension_test.cpp does).
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "grader/assessment/manifest.hpp"
#include "grader/assessment/manifest_fields.hpp"
#include "grader/assessment/results.hpp"

namespace grader {

struct ExtraKind {
  std::string name;  // the manifest's "kind", e.g. "max_statements"
  // Its files are ones the student writes besides the sources (answers.md):
  // the manifest must name them ("files") and the template ships them.
  // Otherwise "files" defaults to the assignment's sources.
  bool own_files = false;
  // Reads and checks the kind's own fields of the extra's manifest object
  // (`field` is its path, "extras[2]"), returned as Extra::settings; unset:
  // it has none.
  std::function<nlohmann::json(const ManifestFields& reader, const nlohmann::json& node, const std::string& field)>
      read_settings;
  // The result on a submission; `style_file` is the .clang-format to check against.
  std::function<ExtraResult(const Extra& extra, const std::filesystem::path& submission_dir,
                            const std::filesystem::path& style_file)>
      evaluate;
};

// The kind of that name, or nullptr.
[[nodiscard]] const ExtraKind* find_extra_kind(const std::string& name);
// Every kind's name, in the table's order (the manifest loader lists them when a name is unknown).
[[nodiscard]] std::vector<std::string> extra_kind_names();
// Adds a kind (throws std::invalid_argument when the name is taken or `evaluate` is missing).
void register_extra_kind(ExtraKind kind);

// Code lines of the student regions whose statement makes or reshapes a
// tensor and has no "// [...]" shape comment (on one of its lines or the
// comment line just above). A statement makes a tensor when it assigns or
// initialises something, or returns a value it computes (`return x * 2;`,
// `return attend(s, x);`, `return {mix(merged), probs};`). Exempt, as they
// make none: a return of tensors that already exist, passed on unchanged
// (`return output;`, `return std::move(output);`, `return {output, probs};`,
// `return;`), declarations of a scalar (std::size_t, float, auto from a
// number or a size, ...), writes to such a scalar (`acc += ...`) or to one
// element (`out(b, i, j) = acc;`), throws and casts to void.
[[nodiscard]] std::vector<std::size_t> lines_missing_shape_comments(const std::string& text);

// The statements of `function`'s body ("SelfAttention::forward"), counted as
// semicolons outside parentheses, comments and strings; -1 when the function
// is not defined in `text`.
[[nodiscard]] long count_statements(const std::string& text, const std::string& function);

// The text as the clang_format extra formats it: clang-format's own
// switches ("// clang-format off", "/* clang-format on */") made ordinary
// comments ("clang-format" becomes "clang_format": the same length and
// lines) wherever they would exempt the student's code: every comment inside
// the fences, and any outside them that leaves formatting off where a fenced
// region begins. The course's switches around its own code stay.
[[nodiscard]] std::string without_format_switches(const std::string& text);

// Runs every extra of the manifest on the submission's files. `style_file` is
// the .clang-format to check against.
[[nodiscard]] std::vector<ExtraResult> evaluate_extras(const Manifest& manifest,
                                                       const std::filesystem::path& submission_dir,
                                                       const std::filesystem::path& style_file);

}  // namespace grader
