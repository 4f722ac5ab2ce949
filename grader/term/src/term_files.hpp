#pragma once
// What the readers of a term's files share (internal to grader::term,
// term_files.cpp): the refusal of a file, CSV read through libcsv, a
// column's key, a number field. The roster is roster.cpp's, the term file
// and lateness deadlines.cpp's, the rows and LMS files term.cpp's.
#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

#include "grader/support/json_file.hpp"

namespace grader {
namespace term_files {

// A term's file refused: "<where>: <problem>", exit code usage.
[[noreturn]] void refuse(const std::string& where, const std::string& problem);

// The text in lower case (ASCII).
[[nodiscard]] std::string lower(std::string text);

// --- CSV through libcsv ----------------------------------------------------------

struct CsvRows {
  std::vector<std::vector<std::string>> rows;
  std::vector<std::size_t> lines;  // the line each row starts on
  std::vector<std::string> current;
  std::size_t line = 1;
  std::size_t row_line = 1;
};

// The rows of a CSV file (a UTF-8 byte order mark skipped), or refused naming the line.
[[nodiscard]] CsvRows read_csv(const std::filesystem::path& path);

[[nodiscard]] std::string column_key(const std::string& header);

// A number from `low` to `high`, else refused.
[[nodiscard]] double number_field(const nlohmann::json& node, const std::string& where, double low, double high);

}  // namespace term_files
}  // namespace grader
