// What the readers of a term's files share (term_files.hpp): the refusal
// of a file, CSV through libcsv, a column's key, a number field.
#include "term_files.hpp"

#include <csv.h>

#include <algorithm>
#include <cctype>
#include <utility>

#include "grader/reports/reports.hpp"
#include "grader/support/errors.hpp"

namespace grader {
namespace term_files {

namespace fs = std::filesystem;

[[noreturn]] void refuse(const std::string& where, const std::string& problem) {
  throw GraderError(ExitCode::usage, where + ": " + problem);
}

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
  return text;
}

// --- CSV through libcsv ----------------------------------------------------------
namespace {

void on_field(void* data, std::size_t size, void* sink) {
  auto& rows = *static_cast<CsvRows*>(sink);
  rows.current.emplace_back(data == nullptr ? "" : std::string(static_cast<const char*>(data), size));
}

void on_row(int, void* sink) {
  auto& rows = *static_cast<CsvRows*>(sink);
  rows.rows.push_back(std::move(rows.current));
  rows.lines.push_back(rows.row_line);
  rows.current.clear();
}

}  // namespace

CsvRows read_csv(const fs::path& path) {
  const std::string text = read_file_bytes(path, ExitCode::usage);
  csv_parser parser{};
  if (csv_init(&parser, CSV_STRICT | CSV_STRICT_FINI | CSV_APPEND_NULL) != 0) refuse(path.string(), "cannot read CSV");
  CsvRows rows;
  // Fed line by line, so an error can name its line.
  std::size_t start = 0;
  std::string bom = "\xEF\xBB\xBF";  // Excel writes UTF-8 CSV with a byte order mark
  if (text.compare(0, bom.size(), bom) == 0) start = bom.size();
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    end = end == std::string::npos ? text.size() : end + 1;
    if (rows.current.empty()) rows.row_line = rows.line;
    if (csv_parse(&parser, text.data() + start, end - start, on_field, on_row, &rows) != end - start) {
      const std::string problem = csv_strerror(csv_error(&parser));
      csv_free(&parser);
      refuse(path.string() + ": line " + std::to_string(rows.line), "not valid CSV (" + problem + ")");
    }
    ++rows.line;
    start = end;
  }
  if (csv_fini(&parser, on_field, on_row, &rows) != 0) {
    csv_free(&parser);
    refuse(path.string(), "not valid CSV: a quoted field is not closed");
  }
  csv_free(&parser);
  return rows;
}

// "Student ID", "student_id", "SIS User ID" -> "studentid", "sisuserid".
std::string column_key(const std::string& header) {
  std::string key;
  for (const char c : header) {
    const auto byte = static_cast<unsigned char>(c);
    if (std::isalnum(byte)) key += static_cast<char>(std::tolower(byte));
  }
  return key;
}

double number_field(const nlohmann::json& node, const std::string& where, double low, double high) {
  if (!node.is_number() || node.get<double>() < low || node.get<double>() > high) {
    refuse(where,
           "must be a number from " + format_points(low) + " to " + format_points(high) + ", got " + node.dump());
  }
  return node.get<double>();
}

}  // namespace term_files
}  // namespace grader
