#pragma once
// The manifest checked against the registries: the names of its property
// checks (properties/property_checks.hpp) and of its extras' kinds
// (extras/extras.hpp), each extra's default files and its kind's own
// fields. The manifest itself is plain data (manifest.hpp) and consults no
// registry; every manifest a grade, a release or a test loads goes through
// here.
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "grader/assessment/manifest.hpp"

namespace grader {

// Checks `manifest`, read from `root` by read_manifest() (given the table of
// property checks' names), against the table of extra kinds, and fills what it decides:
// an extra's files when the manifest names none (the sources; a kind with
// files of its own must name them) and its settings (the kind's reader).
// Throws GraderError(manifest_error) naming file and field.
void check_against_registries(Manifest& manifest, const nlohmann::json& root);

// Loads, reads and validates; throws GraderError(manifest_error) naming file and field.
[[nodiscard]] Manifest load_manifest(const std::filesystem::path& path);
[[nodiscard]] Manifest parse_manifest(const nlohmann::json& root, const std::filesystem::path& path);

// ROOT/assignments/NAME/manifest.json, loaded and validated; an unknown NAME
// is a usage error that lists the assignments there are.
[[nodiscard]] Manifest load_assignment(const std::filesystem::path& root, const std::string& name);

// What the student template holds: the sources, then the files of manual extras (answers.md).
[[nodiscard]] std::vector<std::string> template_files(const Manifest& manifest);

}  // namespace grader
