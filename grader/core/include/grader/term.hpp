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

#include "grader/batch.hpp"
#include "grader/class_submissions.hpp"
#include "grader/manifest.hpp"
#include "grader/time_text.hpp"

namespace grader {

// --- Roster --------------------------------------------------------------------

struct RosterStudent {
  std::string id;  // the course's student id (the gradebook's key)
  std::string name;
  std::string email;
  std::string github;  // GitHub username (GitHub Classroom names repositories <prefix>-<username>)
  std::string lms_id;  // the LMS's or Gradescope's own user id
};

struct Roster {
  std::filesystem::path path;
  std::vector<RosterStudent> students;
};

// A CSV file with a header row naming at least an id column (id, student id,
// sis user id) and any of name, email, github (github username), lms id
// (canvas id, moodle id, gradescope id); other columns are ignored. Throws
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

struct Term {
  std::filesystem::path path;
  std::int64_t due = 0;
  LatePolicy late;
  std::map<std::string, std::int64_t> extensions;  // student id (or submission name) -> their own due time
  // "submission_time": where each submission's time comes from (required).
  TimeSource submission_time = TimeSource::none;
  std::map<std::string, std::int64_t> times;  // "times_file": submission name -> its time
  std::string times_name;                     // how the records name that file ("times.csv")
};

// The term file (JSON, "format": "autograder-term/1"): due, late_policy,
// extensions (a time, or a number of days added to the due time). Throws
// GraderError(usage) naming the file and field.
[[nodiscard]] Term load_term(const std::filesystem::path& path, const std::string& assignment);

// The student's due time: their extension (keyed by roster id, or by the
// submission's name), else the term's.
[[nodiscard]] std::int64_t deadline_for(const Term& term, const RosterStudent* student, const std::string& submission);

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
// Canvas's gradebook import: Student, ID, SIS User ID, SIS Login ID, Section,
// then one column for the assignment, with the Points Possible row.
[[nodiscard]] std::string render_canvas_csv(const Manifest& manifest, const std::vector<TermRow>& rows);
// Moodle's "Import grades: CSV file": an identifier column to map (Email
// address or ID number), the grade and its feedback.
[[nodiscard]] std::string render_moodle_csv(const Manifest& manifest, const std::vector<TermRow>& rows);
// What the roster check found, in words (roster.txt).
[[nodiscard]] std::string render_roster_report(const Roster& roster, const RosterMatch& match);

}  // namespace grader
