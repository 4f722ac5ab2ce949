#pragma once
// The class summary's table of students with the term around the grades:
// the roster's id and name, when each submission was handed in, its
// deadline (an extension marked), days late, penalty and final grade, from
// the rows every export is made of (term_rows), so summary.html shows what
// gradebook.csv, canvas.csv and moodle.csv carry.
#include <string>
#include <vector>

#include "grader/assessment/manifest.hpp"
#include "grader/term/term.hpp"

namespace grader {

// The <table> for render_class_summary_html's students_table: the roster's
// columns with a roster, the lateness columns with a term (`term` null:
// none). A student without a submission has a row that says so; a
// submission the roster matches to nobody says so. With LMS files (name,
// file; a null file is one not made), a last column says which of them
// leave each student out and why (roster.txt's words), and that a file was
// refused. Everything a student or the roster wrote is HTML-escaped.
[[nodiscard]] std::string render_term_students_table(
    const Manifest& manifest, const std::vector<TermRow>& rows, bool with_roster, const Term* term,
    const std::vector<std::pair<std::string, const LmsFile*>>& lms = {});

}  // namespace grader
