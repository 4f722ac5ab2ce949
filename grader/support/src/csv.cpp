#include "grader/support/csv.hpp"

#include <cctype>

namespace grader {

namespace {

// A number as the grader writes one ("10", "-20", "8.5"): left as it is.
bool plain_number(const std::string& text) {
  std::size_t at = text[0] == '-' || text[0] == '+' ? 1 : 0;
  if (at >= text.size()) return false;
  bool digits = false;
  bool point = false;
  for (; at < text.size(); ++at) {
    if (std::isdigit(static_cast<unsigned char>(text[at])) != 0) {
      digits = true;
    } else if (text[at] == '.' && !point) {
      point = true;
    } else {
      return false;
    }
  }
  return digits;
}

std::string csv_field(std::string text, CsvCells kind) {
  const bool spreadsheet = kind == CsvCells::spreadsheet;
  if (spreadsheet && !text.empty() && std::string("=+-@\t\r").find(text[0]) != std::string::npos &&
      !plain_number(text)) {
    text.insert(0, 1, '\'');
  }
  if (text.find_first_of(spreadsheet ? ",\"\n\r;\t" : ",\"\r\n") == std::string::npos) return text;
  std::string quoted = "\"";
  for (char c : text) {
    quoted += c;
    if (c == '"') quoted += '"';
  }
  return quoted + "\"";
}

}  // namespace

std::string csv_line(const std::vector<std::string>& cells, CsvCells kind) {
  std::string line;
  for (std::size_t i = 0; i < cells.size(); ++i) line += (i == 0 ? "" : ",") + csv_field(cells[i], kind);
  return line + "\n";
}

}  // namespace grader
