#include "grader/assessment/published_sets.hpp"

#include <nlohmann/json.hpp>

#include "grader/support/checksum.hpp"
#include "grader/support/course_layout.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"

namespace grader {

namespace fs = std::filesystem;

std::string reference_set_checksum(const fs::path& set_dir) {
  const fs::path index_path = set_dir / "index.json";
  const nlohmann::json index =
      parse_json_text(read_file_bytes(index_path, ExitCode::reference_error), index_path, ExitCode::reference_error);
  const auto files = index.is_object() ? index.find("files") : index.end();
  if (!index.is_object() || files == index.end() || !files->is_array()) {
    throw GraderError(ExitCode::reference_error, index_path.string() + ": files: must be a list");
  }
  std::string lines;
  for (std::size_t i = 0; i < files->size(); ++i) {
    const auto& entry = (*files)[i];
    if (!entry.is_object() || !entry.contains("path") || !entry.contains("sha256") || !entry["path"].is_string() ||
        !entry["sha256"].is_string()) {
      throw GraderError(ExitCode::reference_error, index_path.string() + ": files[" + std::to_string(i) +
                                                       "]: needs \"path\" and \"sha256\" strings");
    }
    lines += entry["sha256"].get<std::string>() + "  " + entry["path"].get<std::string>() + "\n";
  }
  return sha256_hex(lines);
}

std::vector<PublishedSet> published_hidden_sets(const fs::path& root) {
  const fs::path path = CourseLayout(root).published_sets();
  std::error_code error;
  if (!fs::is_regular_file(path, error)) return {};
  const nlohmann::json list =
      parse_json_text(read_file_bytes(path, ExitCode::reference_error), path, ExitCode::reference_error);
  const auto hidden = list.is_object() ? list.find("hidden") : list.end();
  if (!list.is_object() || list.value("format", "") != "autograder-published-sets/1" || hidden == list.end() ||
      !hidden->is_object()) {
    throw GraderError(ExitCode::reference_error,
                      path.string() +
                          ": must be {\"format\": \"autograder-published-sets/1\", \"hidden\": "
                          "{assignment: checksum}} (reference_values/published_sets.py writes it)");
  }
  std::vector<PublishedSet> sets;
  for (const auto& [assignment, checksum] : hidden->items()) {
    if (!checksum.is_string()) {
      throw GraderError(ExitCode::reference_error, path.string() + ": hidden." + assignment + ": must be a string");
    }
    sets.push_back({assignment, checksum.get<std::string>()});
  }
  return sets;
}

std::optional<PublishedSet> published_set_of(const fs::path& root, const fs::path& set_dir) {
  const auto published = published_hidden_sets(root);
  if (published.empty()) return std::nullopt;
  const std::string checksum = reference_set_checksum(set_dir);
  for (const auto& set : published) {
    if (set.checksum == checksum) return set;
  }
  return std::nullopt;
}

std::string set_name_for_messages(const fs::path& root, const fs::path& set_dir) {
  const fs::path absolute = fs::absolute(set_dir).lexically_normal();
  const fs::path relative = absolute.lexically_relative(fs::absolute(root).lexically_normal());
  if (!relative.empty() && *relative.begin() != "..") return relative.generic_string();
  return absolute.string();
}

std::string published_set_warning(const PublishedSet& set, const std::string& set_name) {
  return "WARNING: grading against the hidden set published with the framework (" + set_name + " is " + set.assignment +
         "'s, checksum " + set.checksum.substr(0, 12) +
         " in reference_values/published.json): anyone can download its answers; make the course's own with "
         "`./grade course init --seed-file FILE` (FILE outside the repository)";
}

}  // namespace grader
