#pragma once
// A term's bookkeeping around the grades a batch made: who each submission
// belongs to (the roster), when it was due and what lateness costs (the
// term file), and the gradebook in the forms an LMS imports (Canvas,
// Moodle). None of it grades: it reads the batch's records, so changing an
// extension or the roster re-renders the gradebook without regrading.
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "grader/batch/batch.hpp"
#include "grader/batch/class_submissions.hpp"
#include "grader/assessment/manifest.hpp"
#include "grader/support/time_text.hpp"

namespace grader {

// --- Roster --------------------------------------------------------------------

struct RosterStudent {
  std::string id;  // the course's student id (the gradebook's key)
  std::string name;
  std::string email;
  std::string github;  // GitHub username (GitHub Classroom names repositories <prefix>-<username>)
  std::string lms_id;  // the LMS's or Gradescope's own user id (Canvas's ID)
  // The roster's status column says the student left the course (withdrawn,
  // dropped, inactive, concluded, deleted, suspended): not in the LMS files,
  // whose importers refuse (Moodle: the whole file) or skip unknown users.
  bool withdrawn = false;
  // The id is the roster's own (false: borrowed from the email or the LMS id,
  // for a roster without one), so it can stand as a SIS id or ID number.
  bool own_id = true;
};

struct Roster {
  std::filesystem::path path;
  std::vector<RosterStudent> students;
};

// A CSV file with a header row naming an id column (id, student id, sis user
// id; or none, when an email column is the id) and any of name (or first
// name and last name), email, github (github username), lms id (canvas id,
// moodle id, gradescope id), status; other columns are ignored. Canvas's
// gradebook export (Student, ID, SIS User ID, ...: ID is Canvas's user id,
// SIS User ID the student id, rows such as Points Possible skipped) and
// Moodle's (First name, Last name, ID number, Email address, ...: the ID
// number, else the email, is the id) are read as they are. Throws
// GraderError(usage) naming the file, line and column.
[[nodiscard]] Roster load_roster(const std::filesystem::path& path);

// Which student each submission is. A submission's name (its folder,
// archive or repository) matches a student when it equals their id, email,
// GitHub username or LMS id, or ends in "-<GitHub username>" (case ignored).
struct RosterMatch {
  std::map<std::string, std::size_t> student_of;  // submission -> index in the roster
  std::vector<std::string> unmatched;             // submissions of no student on the roster
  std::vector<std::string> ambiguous;             // "name: could be a, b" (not matched)
  std::vector<std::string> shared;                // "id: a, b" (several submissions for one student: none used)
  std::vector<std::size_t> without_submission;    // roster indices
};
[[nodiscard]] RosterMatch match_roster(const Roster& roster, const std::vector<std::string>& submissions);

// --- Deadlines -----------------------------------------------------------------

struct LatePolicy {
  double percent_per_day = 0;               // of the score, per started day late
  double max_percent = 100;                 // the penalty stops here
  double grace_minutes = 0;                 // lateness up to this is not late
  std::optional<double> reject_after_days;  // later than this: 0 (not accepted)
};

// Where the LMS files put the grade, and how they name each student, as the
// term file says. Without canvas_assignment_id (moodle_grade_item) no
// canvas.csv (moodle.csv) is written: a column the importer cannot match to
// the course's assignment would be mapped by hand or made a new assignment.
enum class NoSubmission { leave_out, zero, excused };
enum class CanvasIdentifier { canvas_id, sis_user_id };
enum class MoodleIdentifier { email, idnumber };
struct LmsTargets {
  std::string canvas_assignment_id;  // digits: the number in the assignment's Canvas address
  CanvasIdentifier canvas_identifier = CanvasIdentifier::canvas_id;
  std::string moodle_grade_item;  // as Moodle's gradebook names it ("Assignment: Attention")
  MoodleIdentifier moodle_identifier = MoodleIdentifier::email;
  NoSubmission no_submission = NoSubmission::leave_out;  // a roster student without a submission
};

struct Term {
  std::filesystem::path path;
  std::int64_t due = 0;
  LatePolicy late;
  std::map<std::string, std::int64_t> extensions;  // student id (or submission name) -> their own due time
  // "submission_time": where each submission's time comes from (required).
  TimeSource submission_time = TimeSource::none;
  std::map<std::string, std::int64_t> times;  // "times_file": submission name -> its time
  std::string times_name;                     // how the records name that file ("times.csv")
  LmsTargets lms;
};

// The term file (JSON, "format": "autograder-term/1"): due, late_policy,
// extensions (a time, or a number of days added to the due time). Throws
// GraderError(usage) naming the file and field.
[[nodiscard]] Term load_term(const std::filesystem::path& path, const std::string& assignment);

// The student's due time: their extension (keyed by roster id, or by the
// submission's name), else the term's.
[[nodiscard]] std::int64_t deadline_for(const Term& term, const RosterStudent* student, const std::string& submission);

// Each submission's own deadline (deadline_for) as the batch and its merge
// choose a repository's commit by it; whose each submission is comes from
// the whole class's names at once, as the exports match them (matched alone,
// attention-x-alice, GitHub user x-alice, once took alice's extension). The
// roster and term must outlive the function; none without a term.
[[nodiscard]] DeadlineOf class_deadlines(const Roster* roster, const Term* term,
                                         const std::vector<std::string>& class_names);

struct Lateness {
  std::int64_t deadline = 0;      // the due time, or the student's extension
  std::int64_t late_seconds = 0;  // 0 when on time or within the grace period
  int days_late = 0;              // started days
  double penalty_percent = 0;
  bool rejected = false;  // later than reject_after_days: the score is 0
  [[nodiscard]] double final_score(double raw) const;
};
[[nodiscard]] Lateness assess_lateness(const Term& term, std::int64_t deadline, std::int64_t submitted);

// --- The gradebook and its LMS forms ---------------------------------------------

// One row per submission (and, with a roster, per student without one):
// what every export is made from.
struct TermRow {
  const StudentRecord* record = nullptr;   // none: a student without a submission
  const RosterStudent* student = nullptr;  // none: no roster, or not on it
  std::optional<Lateness> lateness;        // with a term file and a known time
  // A term file, but no time for a submission with points: no final grade
  // (never an on-time one), and no row in the LMS files until it is known.
  bool time_unknown = false;
  [[nodiscard]] double final_score() const;
};
[[nodiscard]] std::vector<TermRow> term_rows(const std::vector<StudentRecord>& records, const Roster* roster,
                                             const RosterMatch* match, const Term* term);

// gradebook.csv with the roster's columns first and the lateness columns
// (submitted, deadline, days late, penalty, final) before the failures.
[[nodiscard]] std::string render_term_gradebook_csv(const Manifest& manifest, const std::vector<TermRow>& rows,
                                                    bool with_roster, bool with_term);
// An LMS file and the students it leaves out, each with the reason
// ("s1007 (Gauss): no email in the roster").
struct LmsFile {
  std::string text;
  std::vector<std::string> left_out;
  std::vector<std::string> warnings;  // what the instructor must set in the LMS for the import to pass
};
// Canvas's gradebook import (lib/gradebook_importer.rb): Student, ID, SIS
// User ID, SIS Login ID, Section, then "<title> (<canvas_assignment_id>)",
// which Canvas matches to that assignment, and the Points Possible row. A
// row is keyed on Canvas's user ID (or the SIS User ID, as the term says); the
// Student cell stays empty, so a row Canvas cannot match by id is shown as
// not found, never given to a student of the same name.
[[nodiscard]] LmsFile render_canvas_csv(const Manifest& manifest, const std::vector<TermRow>& rows,
                                        const LmsTargets& lms);
// Moodle's "Import grades: CSV file" (grade/import/csv): the identifier
// column first ("Email address" or "ID number", the label Moodle's mapping
// form pre-selects), "<grade item> (Real)" and "<grade item> (Feedback)",
// which the form maps to the item and its feedback. A student without the
// identifier is left out: Moodle gives an empty identifier's grade to the
// row above.
[[nodiscard]] LmsFile render_moodle_csv(const Manifest& manifest, const std::vector<TermRow>& rows,
                                        const LmsTargets& lms);
// What the roster check found, in words (roster.txt), and who each LMS file
// left out and why.
[[nodiscard]] std::string render_roster_report(const Roster& roster, const RosterMatch& match,
                                               const std::vector<std::pair<std::string, const LmsFile*>>& lms = {});

}  // namespace grader
