#pragma once
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "grader/support/errors.hpp"

namespace grader {

// Whole file as bytes; throws GraderError(code) naming the file.
[[nodiscard]] std::string read_file_bytes(const std::filesystem::path& path, ExitCode code);
// Parses JSON, throwing GraderError(code) that names the file and the byte offset.
[[nodiscard]] nlohmann::json parse_json_text(const std::string& text, const std::filesystem::path& path, ExitCode code);
// Writes through a temporary file in the same folder and renames it into
// place, so a reader never sees a half-written file.
void write_file_atomically(const std::filesystem::path& path, const std::string& bytes);
// Writes `bytes` (atomically, creating the folders) unless `path` is a
// regular file that already holds them: it keeps its time, so a build sees
// no change.
void write_if_changed(const std::filesystem::path& path, const std::string& bytes);

}  // namespace grader
