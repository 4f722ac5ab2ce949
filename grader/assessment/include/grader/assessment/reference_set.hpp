#pragma once
// A reference set: reference_values/<assignment>/<set>/index.json listing case
// files with their SHA-256. Cases hold the inputs sent to the harness and
// the expected outputs, which never leave the grader process.
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "grader/assessment/error_model.hpp"
#include "grader/assessment/manifest.hpp"
#include "grader/protocol/tensor.hpp"

namespace grader {

struct ExpectedError {
  std::string kind;                           // "invalid_argument", ...
  std::vector<std::string> message_contains;  // substrings the message must contain
};

struct Case {
  std::string name;
  std::string op;
  std::string file;  // which file it came from, for messages
  nlohmann::json params = nlohmann::json::object();
  TensorMap inputs;
  TensorMap expected;       // compared output by output
  bool shape_only = false;  // compare shapes, not values (e.g. random initial weights)
  std::optional<ExpectedError> expected_error;
  std::optional<Tolerance> tolerance;
  std::vector<std::pair<std::string, TensorMap>> mistakes;  // id -> outputs that mistake produces
};

struct ReferenceSet {
  std::filesystem::path directory;
  std::string assignment;
  std::string name;          // "public", "hidden", ...
  bool hidden = false;       // hidden sets never reveal expected values in feedback
  nlohmann::json generator;  // provenance: script, versions, seeds
  std::vector<Case> cases;
  // What the rewrites of the course's solution answer on these cases
  // (error_model.json beside index.json, error_model.hpp); none: no hints from it.
  std::optional<ErrorModel> error_model;

  [[nodiscard]] std::vector<const Case*> cases_for(const std::string& op, const nlohmann::json& where) const;

  // How feedback names one of its cases: "case <name>", or in a hidden set
  // "hidden case N", N its place in the set (1-based, in the order of
  // index.json's files and their cases): a hidden case's name tells its
  // parameters ("b2_s7_in5_h6_heads3_dropout_eval"), which feedback must not.
  [[nodiscard]] std::string case_label(const Case& source) const;
  // `text` with every whole-word occurrence of the case's name replaced by
  // "hidden case N" (a hidden set's; a visible set's text is returned as it is).
  [[nodiscard]] std::string conceal_name(const std::string& text, const Case& source) const;
};

// Loads index.json and every file it lists, verifying each checksum. Throws
// GraderError(reference_error) naming the file and field.
// Without `with_error_model`, error_model.json is not read (the error model's
// builder, which writes it anew).
[[nodiscard]] ReferenceSet load_reference_set(const std::filesystem::path& directory, bool with_error_model = true);

// The cases of one case file's text; `path` names it in errors.
[[nodiscard]] std::vector<Case> parse_case_file(const std::string& bytes, const std::filesystem::path& path);

}  // namespace grader
