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

#include "grader/assessment/manifest.hpp"
#include "grader/batch/batch.hpp"
#include "grader/batch/class_submissions.hpp"
#include "grader/support/time_text.hpp"

namespace grader {

// --- Roster --------------------------------------------------------------------

struct RosterStudent {
  std::string id;  // the course's student id (the gradebook's key)
  std::string name;
  std::string email;
  std::string github;  // GitHub username (GitHub Classroom names repositories <prefix>-<username>)
  std::string login;   // the LMS login (Canvas's SIS Login ID, a login id or username column)
  std::string lms_id;  // the LMS's or Gradescope's own user id (Canvas's ID)
  // Which system lms_id is the id of, from its column: "lms" (lms id, lms
  // user id: the instructor's LMS), "canvas" (canvas id; ID in Canvas's own
  // export), "moodle" (moodle id) or "gradescope" (gradescope id). Only an
  // "lms" or "canvas" id goes into canvas.csv's ID column.
  std::string lms_id_of = "lms";
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
  // The header's columns a submission's name is matched on ("SIS User ID",
  // "SIS Login ID", "ID"), as the file names them: what roster.txt says an
  // unmatched submission's name was compared with.
  std::vector<std::string> match_columns;
};

// A CSV file with a header row naming an id column (id, student id, sis user
// id; or none, when an email column is the id) and any of name (or first
// name and last name), email, github (github username), lms id (canvas id,
// moodle id, gradescope id), login (sis login id, login id, username),
// status; other columns are ignored. Canvas's gradebook export (Student,
// ID, SIS User ID, SIS Login ID, ...: ID is Canvas's user id, SIS User ID
// the student id, SIS Login ID the login; its Points Possible row, known by
// its place under the header and its empty ID, SIS User ID and SIS Login
// ID, never by a name, is skipped) and
// Moodle's (First name, Last name, ID number, Email address, ...: the ID
// number, else the email, is the id) are read as they are. Throws
// GraderError(usage) naming the file, line and column.
[[nodiscard]] Roster load_roster(const std::filesystem::path& path);

// Which student each submission is. A submission's name (its folder,
// archive or repository) matches a student when it equals their id, email,
// login, GitHub username or LMS id, or ends in "-<GitHub username>" (case
// ignored). A name none of these equal that has the form Canvas's bulk
// download gives a student, <sortable name>_<user id> (lib/content_zipper.rb),
// matches the student whose Canvas id (the LMS id of a roster whose id
// column is Canvas's: its own export's ID, or canvas id) is that user id;
// an anonymous anon_<id> matches only a roster identifier equal to it.
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
  // The Moodle grade item's "Maximum grade" (moodle_grade_max; without it,
  // the manifest's points), and whether the site has "Unlimited grades" on
  // (moodle_unlimited_grades): a grade above the item's maximum is kept by
  // Moodle only then (grade_item::bounded_grade), so moodle.csv is refused
  // rather than written for Moodle to lower.
  std::optional<double> moodle_grade_max;
  bool moodle_unlimited_grades = false;
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
  // A student without a submission while some submissions are nobody's on
  // the roster (or could be several students'): their names. Any of them
  // may be this student's, so no LMS file gives them a 0 or an EX.
  std::vector<std::string> unclaimed;
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
  std::map<std::string, std::string> reason_of;  // roster id -> why this file leaves the student out
  std::vector<std::string> warnings;             // what the instructor must set in the LMS for the import to pass
  // Not empty: the file must not be written (the LMS would change a grade
  // on import), and this says why and which setting lifts it.
  std::string refused;
};
// Canvas's gradebook import (lib/gradebook_importer.rb): Student, ID, SIS
// User ID, SIS Login ID, Section, then "<title> (<canvas_assignment_id>)",
// which Canvas matches to that assignment if it is published, and the
// Points Possible row. A row is keyed on Canvas's user ID (the roster's lms
// id or canvas id column, never another system's) or the SIS User ID, as
// the term says; the Student cell stays empty, so a row Canvas cannot match
// by id is shown as not found, never given to a student of the same name.
[[nodiscard]] LmsFile render_canvas_csv(const Manifest& manifest, const std::vector<TermRow>& rows,
                                        const LmsTargets& lms);
// Moodle's "Import grades: CSV file" (grade/import/csv): the identifier
// column first ("Email address" or "ID number"), "<grade item> (Real)" and
// "<grade item> (Feedback)"; its mapping form (grade_import_mapping_form)
// selects none of them by itself: the guide says what to map. A student
// without the identifier is left out: Moodle gives an empty identifier's
// grade to the row above. Refused (LmsFile::refused) when a grade is above
// the item's maximum or 100 and the term does not say the site keeps it.
[[nodiscard]] LmsFile render_moodle_csv(const Manifest& manifest, const std::vector<TermRow>& rows,
                                        const LmsTargets& lms);
// What the roster check found, in words (roster.txt), and who each LMS file
// left out and why.
// Unmatched submissions come with what their names were compared with.
[[nodiscard]] std::string render_roster_report(const Roster& roster, const RosterMatch& match,
                                               const std::vector<std::pair<std::string, const LmsFile*>>& lms = {});

}  // namespace grader
