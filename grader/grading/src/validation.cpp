#include "grader/grading/validation.hpp"

#include <algorithm>

#include "grader/assessment/manifest_fields.hpp"
#include "grader/grading/extras/extras.hpp"
#include "grader/grading/properties/property_checks.hpp"
#include "grader/support/course_layout.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"
#include "grader/support/text.hpp"

namespace grader {
namespace {

void check_extra(const ManifestFields& reader, const nlohmann::json& node, const std::string& field,
                 const Manifest& manifest, Extra& extra) {
  const ExtraKind* kind = find_extra_kind(extra.kind);
  if (kind == nullptr) {
    const auto names = extra_kind_names();
    std::string choices;
    for (std::size_t k = 0; k < names.size(); ++k) {
      choices += (k == 0 ? "" : k + 1 == names.size() ? " or " : ", ") + names[k];
    }
    reader.fail(field + ".kind", "must be " + choices + ", got \"" + extra.kind + "\"");
  }
  if (node.find("files") != node.end()) {
    // read_manifest() read them
  } else if (kind->own_files) {
    reader.fail(field + ".files", "missing: a " + extra.kind + " item names the file to review");
  } else {
    extra.files = manifest.sources;
  }
  if (kind->read_settings) extra.settings = kind->read_settings(reader, node, field);
}

}  // namespace

void check_against_registries(Manifest& manifest, const nlohmann::json& root) {
  const ManifestFields reader(manifest.path);
  if (auto extras = root.find("extras"); extras != root.end()) {
    for (std::size_t i = 0; i < extras->size() && i < manifest.extras.size(); ++i) {
      check_extra(reader, (*extras)[i], "extras[" + std::to_string(i) + "]", manifest, manifest.extras[i]);
    }
  }
}

Manifest load_manifest(const std::filesystem::path& path) {
  const std::string text = read_file_bytes(path, ExitCode::manifest_error);
  return parse_manifest(parse_json_text(text, path, ExitCode::manifest_error), path);
}

Manifest parse_manifest(const nlohmann::json& root, const std::filesystem::path& path) {
  const std::vector<std::string> properties = property_check_names();
  Manifest manifest = read_manifest(root, path, &properties);
  try {
    check_against_registries(manifest, root);
  } catch (const nlohmann::json::exception& error) {
    // A field of an unexpected type that no check above names.
    throw GraderError(ExitCode::manifest_error, path.string() + ": a field has the wrong type (" + error.what() + ")");
  }
  return manifest;
}

Manifest load_assignment(const std::filesystem::path& root, const std::string& name) {
  const auto names = list_assignments(root);
  if (std::find(names.begin(), names.end(), name) == names.end()) {
    throw GraderError(ExitCode::usage, "--assignment " + name + ": " + unknown_name("assignment", name, names) +
                                           " in " + CourseLayout(root).assignments().string() +
                                           " (./grade --list describes them)");
  }
  return load_manifest(CourseLayout(root).manifest(name));
}

std::vector<std::string> template_files(const Manifest& manifest) {
  std::vector<std::string> files = manifest.sources;
  for (const auto& extra : manifest.extras) {
    const ExtraKind* kind = find_extra_kind(extra.kind);
    if (kind == nullptr || !kind->own_files) continue;
    for (const auto& file : extra.files) {
      if (std::find(files.begin(), files.end(), file) == files.end()) files.push_back(file);
    }
  }
  return files;
}

}  // namespace grader
