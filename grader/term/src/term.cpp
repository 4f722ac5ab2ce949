// A term's rows (term.hpp): each submission's record with its student,
// deadline and lateness, and their renderings: the gradebook CSV, Canvas's
// and Moodle's import files, the roster report.
#include "grader/term/term.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "grader/reports/reports.hpp"
#include "grader/support/csv.hpp"
#include "grader/support/text.hpp"

namespace grader {

// --- Rows and renderings -----------------------------------------------------------

double TermRow::final_score() const {
  if (record == nullptr) return 0;
  return lateness ? lateness->final_score(record->score) : record->score;
}

std::vector<TermRow> term_rows(const std::vector<StudentRecord>& records, const Roster* roster,
                               const RosterMatch* match, const Term* term) {
  std::vector<TermRow> rows;
  for (const auto& record : records) {
    TermRow row;
    row.record = &record;
    if (roster && match) {
      if (auto it = match->student_of.find(record.student); it != match->student_of.end()) {
        row.student = &roster->students[it->second];
      }
    }
    if (term && record.submitted_at) {
      row.lateness = assess_lateness(*term, deadline_for(*term, row.student, record.student), *record.submitted_at);
    }
    // A 0 stays 0 whenever it was handed in: only points wait for a time.
    row.time_unknown = term != nullptr && !record.submitted_at && record.score > 0;
    rows.push_back(row);
  }
  if (roster && match) {
    // Submissions no roster row claims: any could be a student's without one.
    std::vector<std::string> unclaimed = match->unmatched;
    for (const auto& entry : match->ambiguous) unclaimed.push_back(entry.substr(0, entry.rfind(": could be ")));
    for (auto index : match->without_submission) {
      TermRow row;
      row.student = &roster->students[index];
      row.unclaimed = unclaimed;
      rows.push_back(row);
    }
  }
  return rows;
}

std::string render_term_gradebook_csv(const Manifest& manifest, const std::vector<TermRow>& rows, bool with_roster,
                                      bool with_term) {
  std::vector<std::string> header;
  if (with_roster) header = {"id", "name", "email", "github"};
  for (auto& column : gradebook_header(manifest)) header.push_back(std::move(column));
  if (with_term) {
    for (const char* column : {"submitted", "deadline", "days_late", "penalty_percent", "final"})
      header.emplace_back(column);
  }
  header.emplace_back("failures");
  std::string out = csv_line(header);
  const std::size_t grade_columns = gradebook_header(manifest).size();
  for (const auto& row : rows) {
    std::vector<std::string> cells;
    if (with_roster) {
      if (row.student) {
        cells = {row.student->id, row.student->name, row.student->email, row.student->github};
      } else {
        cells.resize(4);
      }
    }
    if (row.record == nullptr) {  // a student without a submission: no grade
      cells.resize(cells.size() + grade_columns + (with_term ? 5 : 0));
      cells.emplace_back("no submission");
      out += csv_line(cells);
      continue;
    }
    GradebookRow graded = gradebook_row(manifest, *row.record);
    for (auto& cell : graded.grade) cells.push_back(std::move(cell));
    if (with_term) {
      if (row.lateness) {
        const Lateness& late = *row.lateness;
        cells.push_back(format_time(*row.record->submitted_at));
        cells.push_back(format_time(late.deadline));
        cells.push_back(std::to_string(late.days_late));
        cells.push_back(format_score(late.penalty_percent));
      } else {
        cells.resize(cells.size() + 4);
      }
      cells.push_back(row.time_unknown ? std::string() : format_score(row.final_score()));
    }
    if (row.time_unknown) {
      const std::string note = "no known submission time: no final grade, not in the LMS files";
      graded.failures = graded.failures.empty() ? note : note + "; " + graded.failures;
    }
    if (row.lateness && row.lateness->rejected) {
      const std::string note = "not accepted: " + std::to_string(row.lateness->days_late) + " days late";
      graded.failures = graded.failures.empty() ? note : note + "; " + graded.failures;
    }
    cells.push_back(graded.failures);
    out += csv_line(cells);
  }
  return out;
}

namespace {

// An identifier each importer reads back exactly: no quote, backslash (PHP's
// CSV reader takes \" inside quotes for a quote), comma or line break.
bool plain_identifier(const std::string& key) { return key.find_first_of("\"\\,\r\n") == std::string::npos; }

std::string who(const RosterStudent& student) {
  return student.id + (student.name.empty() ? "" : " (" + student.name + ")");
}

void leave_out(LmsFile& file, const RosterStudent& student, const std::string& reason) {
  file.left_out.push_back(who(student) + ": " + reason);
  file.reason_of[student.id] = reason;
}

std::string name_list(const std::vector<std::string>& names) {
  std::string list;
  for (const auto& name : names) list += (list.empty() ? "" : ", ") + name;
  return list;
}

// The grade cell of a roster student's row, or nullopt (left out, with the
// reason in file.left_out). excused is the LMS's word for it, if any.
std::optional<std::string> lms_grade(const TermRow& row, const LmsTargets& lms, const std::string& excused,
                                     LmsFile& file) {
  const RosterStudent& student = *row.student;
  std::string reason;
  if (student.withdrawn) {
    reason = "left the course (the roster's status)";
  } else if (row.time_unknown) {
    reason = "no known submission time yet (see gradebook.csv)";
  } else if (row.record != nullptr) {
    return format_score(row.final_score());
  } else if (lms.no_submission != NoSubmission::leave_out && !row.unclaimed.empty() &&
             (lms.no_submission == NoSubmission::zero || !excused.empty())) {
    // A submission of nobody on the roster may be theirs: no default grade over it.
    reason = "no submission matched, but " + std::to_string(row.unclaimed.size()) +
             " submissions match nobody on the roster (" + name_list(row.unclaimed) + "): no " +
             (lms.no_submission == NoSubmission::zero ? std::string("0") : excused) +
             " while one may be theirs (roster.txt says what each was compared with)";
  } else if (lms.no_submission == NoSubmission::zero) {
    return std::string("0");
  } else if (lms.no_submission == NoSubmission::excused && !excused.empty()) {
    return excused;
  } else {
    reason = lms.no_submission == NoSubmission::excused
                 ? "no submission, and this LMS's import has no excused grade (enter it by hand)"
                 : "no submission (no_submission is leave_out: the LMS keeps what it has)";
  }
  leave_out(file, student, reason);
  return std::nullopt;
}

}  // namespace

LmsFile render_canvas_csv(const Manifest& manifest, const std::vector<TermRow>& rows, const LmsTargets& lms) {
  LmsFile file;
  // Assignment.title_and_id reads "<title> (<digits>)" as that assignment's id.
  file.text = csv_line({"Student", "ID", "SIS User ID", "SIS Login ID", "Section",
                        manifest.title + " (" + lms.canvas_assignment_id + ")"},
                       CsvCells::exact);
  file.text += csv_line({"Points Possible", "", "", "", "", format_score(manifest.max_score())}, CsvCells::exact);
  const bool by_canvas_id = lms.canvas_identifier == CanvasIdentifier::canvas_id;
  for (const auto& row : rows) {
    if (row.student == nullptr) continue;  // a submission of nobody on the roster: roster.txt
    const RosterStudent& student = *row.student;
    // Canvas's ID is the roster's lms id or canvas id: a Moodle or Gradescope id is another user's number in Canvas.
    const bool canvas_id = student.lms_id_of == "lms" || student.lms_id_of == "canvas";
    const std::string key = by_canvas_id ? (canvas_id ? student.lms_id : "") : student.own_id ? student.id : "";
    if (key.empty()) {
      leave_out(file, student,
                by_canvas_id ? "no Canvas ID in the roster (its lms id or canvas id column; ID in Canvas's own "
                               "gradebook export)" +
                                   (student.lms_id.empty() ? std::string()
                                                           : ": its " + student.lms_id_of + " id is not Canvas's")
                             : "no SIS User ID in the roster (its id column)");
      continue;
    }
    if (!plain_identifier(key)) {
      leave_out(file, student,
                std::string(by_canvas_id ? "Canvas ID" : "SIS User ID") + " \"" + key +
                    "\" holds a quote, backslash, comma or line break, which the import may misread");
      continue;
    }
    const auto grade = lms_grade(row, lms, "EX", file);
    if (!grade) continue;
    // The Student cell stays empty: Canvas looks a row up by ID, then SIS User ID, then by name.
    file.text += csv_line({"", by_canvas_id ? key : "", by_canvas_id ? "" : key, "", "", *grade}, CsvCells::exact);
  }
  return file;
}

namespace {

// What Moodle would do with the file's grades: lower one above the item's
// maximum (grade_item::bounded_grade, unless "Unlimited grades"), refuse the
// whole file for one above 100 (insert_grade_record, unless "Unlimited
// grades", then above "Maximum grade points"). Refused, or a warning.
void moodle_limits(LmsFile& file, const LmsTargets& lms, double item_max,
                   const std::optional<std::pair<std::string, double>>& highest,
                   const std::vector<std::string>& above) {
  const std::string item = "the grade item's maximum of " + format_score(item_max) +
                           (lms.moodle_grade_max ? " (moodle_grade_max)"
                                                 : " (the manifest's points; moodle_grade_max "
                                                   "says otherwise)");
  const std::string unlimited = "Site administration > Grades > General settings > \"Unlimited grades\"";
  if (!above.empty()) {
    // grade_item::update_final_grade stores bounded_grade(): the item's maximum, or 10 times it with unlimited grades.
    file.refused =
        "moodle.csv not written: " + name_list(above) + ", above " + item +
        (lms.moodle_unlimited_grades
             ? ", and more than 10 times it, which Moodle lowers even with \"Unlimited grades\" on "
               "(grade_item::bounded_grade): raise the item's \"Maximum grade\" and set moodle_grade_max to it"
             : ": Moodle would record the item's maximum instead (grade_item::bounded_grade). Turn on " + unlimited +
                   " and add \"moodle_unlimited_grades\": true to the term file, or set the item's \"Maximum "
                   "grade\" (its settings, Grade) to at least " +
                   format_score(highest->second) + " and moodle_grade_max to it");
  } else if (highest && highest->second > 100) {
    // gradeimport_csv_load_data::insert_grade_record: above 100 unless $CFG->unlimitedgrades, then above gradepointmax.
    if (!lms.moodle_unlimited_grades) {
      file.refused = "moodle.csv not written: " + highest->first + " has " + format_score(highest->second) +
                     ", and Moodle's CSV import refuses the whole file for a grade above 100 unless " + unlimited +
                     " is on (gradeimport_csv_load_data::insert_grade_record): turn it on, set \"Maximum grade "
                     "points\" beside it to at least " +
                     format_score(highest->second) + ", and add \"moodle_unlimited_grades\": true to the term file";
    } else {
      file.warnings.push_back("grades go up to " + format_score(highest->second) +
                              ": Moodle refuses the whole file unless Site administration > Grades > General "
                              "settings has \"Maximum grade points\" at least " +
                              format_score(std::max(highest->second, item_max)));
    }
  }
}

}  // namespace

LmsFile render_moodle_csv(const Manifest& manifest, const std::vector<TermRow>& rows, const LmsTargets& lms) {
  LmsFile file;
  const bool by_email = lms.moodle_identifier == MoodleIdentifier::email;
  // The CSV file import's mapping form (grade_import_mapping_form) selects
  // nothing: the guide says to map this column to the user's email (or ID
  // number), "<item> (Real)" to the grade item and "<item> (Feedback)" to its feedback.
  // No name column: a student's own name (which Moodle lets them edit) ending
  // in a backslash made PHP's CSV reader join it with the next rows.
  file.text = csv_line({by_email ? "Email address" : "ID number", lms.moodle_grade_item + " (Real)",
                        lms.moodle_grade_item + " (Feedback)"},
                       CsvCells::exact);
  // The item's maximum: as the term states it, else the manifest's points (the guide says to set it so).
  const double item_max = lms.moodle_grade_max.value_or(manifest.max_score());
  // grade_item::bounded_grade: with "Unlimited grades" on, a grade may reach
  // $CFG->gradeoverhundredprocentmax (10 unless set in config.php) times the item's maximum.
  constexpr double unlimited_factor = 10;
  std::optional<std::pair<std::string, double>> highest;  // who, and the file's highest grade
  std::vector<std::string> above;                         // grades Moodle would lower
  for (const auto& row : rows) {
    if (row.student == nullptr) continue;
    const RosterStudent& student = *row.student;
    const std::string key = by_email ? student.email : student.own_id ? student.id : "";
    // PHP's empty() is true for "" and "0": Moodle then keeps the row above's student.
    if (key.empty() || key == "0") {
      leave_out(file, student,
                by_email ? "no email in the roster (Moodle would give this grade to the row above: add it, or set "
                           "moodle_identifier to idnumber)"
                         : "no ID number in the roster (Moodle would give this grade to the row above: add it, or "
                           "set moodle_identifier to email)");
      continue;
    }
    if (!plain_identifier(key)) {
      leave_out(file, student,
                std::string(by_email ? "email" : "ID number") + " \"" + key +
                    "\" holds a quote, backslash, comma or line break, which Moodle's CSV reader misreads");
      continue;
    }
    const auto grade = lms_grade(row, lms, "", file);
    if (!grade) continue;
    const double points = row.record != nullptr ? row.final_score() : 0;
    if (!highest || points > highest->second) highest = {who(student), points};
    if (points > item_max * (lms.moodle_unlimited_grades ? unlimited_factor : 1)) {
      above.push_back(who(student) + " has " + *grade);
    }
    std::string feedback = "no submission";
    if (row.record != nullptr) {
      feedback = format_score(row.record->score) + " / " + format_score(row.record->max_score);
      if (row.lateness && row.lateness->days_late > 0) {
        feedback += row.lateness->rejected
                        ? ", not accepted (" + std::to_string(row.lateness->days_late) + " days late)"
                        : ", " + std::to_string(row.lateness->days_late) + " days late: -" +
                              format_score(row.lateness->penalty_percent) + "%";
      }
    }
    file.text += csv_line({key, *grade, feedback}, CsvCells::exact);
  }
  moodle_limits(file, lms, item_max, highest, above);
  if (!file.refused.empty()) file.text.clear();
  return file;
}

std::string render_roster_report(const Roster& roster, const RosterMatch& match,
                                 const std::vector<std::pair<std::string, const LmsFile*>>& lms) {
  std::ostringstream out;
  out << "Roster " << roster.path.string() << ": " << roster.students.size() << " students, " << match.student_of.size()
      << " with a submission\n";
  auto list = [&](const std::string& title, const std::vector<std::string>& items) {
    out << "\n" << title << " (" << items.size() << ")" << (items.empty() ? ": none\n" : ":\n");
    for (const auto& item : items) out << "  " << item << "\n";
  };
  list("Submissions of no student on the roster", match.unmatched);
  if (!match.unmatched.empty()) {
    // What would match them: a name equal to a cell of these columns (or ending in -<GitHub username>).
    std::string columns;
    for (const auto& column : roster.match_columns) columns += (columns.empty() ? "" : ", ") + column;
    const bool canvas_ids = std::any_of(roster.students.begin(), roster.students.end(),
                                        [](const RosterStudent& s) { return s.lms_id_of == "canvas"; });
    out << "  Each name was compared with the roster's " << columns
        << " columns (equal, case ignored; a GitHub username also as the name's -<username> ending"
        << (canvas_ids ? "; a Canvas bulk download's <sortable name>_<user id> by its user id, equal to a Canvas id "
                         "of the roster"
                       : "")
        << "). Rename the submission to one of its student's, or add a column that holds its name (id, email, "
           "login id, github, lms id"
        << (canvas_ids ? ", canvas id" : "") << "). Until then no LMS file gives a 0 or an EX to a student without "
        << "a submission.\n";
  }
  list("Submissions that match several students (not exported)", match.ambiguous);
  list("Students with several submissions (not exported: keep one)", match.shared);
  std::vector<std::string> missing;
  for (auto index : match.without_submission) missing.push_back(who(roster.students[index]));
  list("Students without a submission", missing);
  for (const auto& [name, file] : lms) {
    if (file == nullptr) continue;
    list("Students not in " + name, file->left_out);
    if (!file->refused.empty()) out << "  " << file->refused << "\n";
    for (const auto& warning : file->warnings) out << "  " << name << ": " << warning << "\n";
  }
  return out.str();
}

}  // namespace grader
