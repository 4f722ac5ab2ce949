#pragma once
// Reading a manifest's fields with errors that name the file and the JSON
// path ("assignments/x/manifest.json: extras[2].function: missing"): the
// manifest loader's, and every registered kind's for its own fields.
#include <cmath>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "grader/assessment/tolerance.hpp"
#include "grader/support/errors.hpp"

namespace grader {

class ManifestFields {
 public:
  explicit ManifestFields(std::filesystem::path path) : path_(std::move(path)) {}

  [[noreturn]] void fail(const std::string& field, const std::string& problem) const {
    throw GraderError(ExitCode::manifest_error, path_.string() + ": " + field + ": " + problem);
  }

  const nlohmann::json& required(const nlohmann::json& node, const std::string& key, const std::string& field) const {
    auto it = node.find(key);
    if (it == node.end()) fail(field, "missing");
    return *it;
  }

  std::string string(const nlohmann::json& node, const std::string& key, const std::string& field) const {
    const auto& value = required(node, key, field);
    if (!value.is_string() || value.get_ref<const std::string&>().empty()) fail(field, "must be a non-empty string");
    return value.get<std::string>();
  }

  double non_negative(const nlohmann::json& value, const std::string& field) const {
    if (!value.is_number()) fail(field, "must be a number, got " + value.dump());
    double number = value.get<double>();
    if (!std::isfinite(number) || number < 0) fail(field, "must be a finite number >= 0, got " + value.dump());
    return number;
  }

  Tolerance tolerance(const nlohmann::json& node, const std::string& field) const {
    if (!node.is_object()) fail(field, "must be an object with rtol and atol");
    Tolerance tol;
    tol.rtol = non_negative(required(node, "rtol", field + ".rtol"), field + ".rtol");
    tol.atol = non_negative(required(node, "atol", field + ".atol"), field + ".atol");
    return tol;
  }

 private:
  std::filesystem::path path_;
};

}  // namespace grader
