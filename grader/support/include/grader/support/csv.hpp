#pragma once
// The one CSV writer (RFC 4180 quoting): every CSV file the grader writes
// (gradebook.csv, similarity.csv, canvas.csv, moodle.csv) is made of its lines.
#include <string>
#include <vector>

namespace grader {

enum class CsvCells {
  // A spreadsheet opens the file (gradebook.csv, similarity.csv): a cell it
  // would read as a formula (=, +, -, @, a tab or a carriage return first:
  // OWASP's CSV injection list) gets a leading ' so it is shown as text (a
  // name, a submission or a failure is a student's text); quoted also for a
  // semicolon or a tab, so that a spreadsheet splitting on either (a German or
  // French Excel) finds no cell starting inside this one.
  spreadsheet,
  // An importer reads the file (an LMS's grade import): each cell as it is,
  // so an identifier is read back exactly; quoted when it holds a comma, a
  // quote or a line break.
  exact,
};

// One CSV line of these cells, with its newline.
[[nodiscard]] std::string csv_line(const std::vector<std::string>& cells, CsvCells kind = CsvCells::spreadsheet);

}  // namespace grader
