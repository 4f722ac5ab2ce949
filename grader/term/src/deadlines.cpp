// The term file and deadlines (term.hpp): where submission times come from,
// the LMS targets, each student's deadline and a submission's lateness.
#include <algorithm>
#include <cmath>

#include "grader/support/text.hpp"
#include "grader/term/term.hpp"
#include "term_files.hpp"

namespace grader {

namespace fs = std::filesystem;

using term_files::column_key;
using term_files::CsvRows;
using term_files::lower;
using term_files::number_field;
using term_files::read_csv;
using term_files::refuse;

// --- Deadlines -----------------------------------------------------------------

namespace {

// "submission_time" and "times_file": where each submission's time comes from.
void load_time_source(const nlohmann::json& root, const fs::path& path, Term& term) {
  const std::string file = path.string();
  const std::string choices =
      "\"received\" (when each arrived in the submissions folder), \"times_file\" (your CSV of the platform's "
      "times, named by \"times_file\") or \"student_clock\" (commit, file and archive times: the student's own "
      "computer wrote them, so a student can set them)";
  const auto source = root.find("submission_time");
  if (source == root.end())
    refuse(file + ": submission_time", "missing: say where a submission's time comes from: " + choices);
  const std::string name = source->is_string() ? source->get<std::string>() : "";
  if (name == "received") {
    term.submission_time = TimeSource::received;
  } else if (name == "times_file") {
    term.submission_time = TimeSource::times_file;
  } else if (name == "student_clock") {
    term.submission_time = TimeSource::student_clock;
  } else {
    refuse(file + ": submission_time", "must be " + choices + ", got " + source->dump());
  }
  const auto times = root.find("times_file");
  if (term.submission_time != TimeSource::times_file) {
    if (times != root.end()) refuse(file + ": times_file", "is read only with \"submission_time\": \"times_file\"");
    return;
  }
  if (times == root.end() || !times->is_string() || times->get<std::string>().empty()) {
    refuse(file + ": times_file", "missing: the CSV of each submission's time (columns submission and submitted)");
  }
  fs::path csv_path = times->get<std::string>();
  if (csv_path.is_relative()) csv_path = path.parent_path() / csv_path;
  const CsvRows csv = read_csv(csv_path);
  const std::string where = csv_path.string();
  if (csv.rows.empty()) refuse(where, "empty: the first row names the columns (submission, submitted)");
  std::optional<std::size_t> name_column;
  std::optional<std::size_t> time_column;
  for (std::size_t c = 0; c < csv.rows[0].size(); ++c) {
    const std::string key = column_key(csv.rows[0][c]);
    if (key != "submission" && key != "submitted") continue;
    std::optional<std::size_t>& slot = key == "submission" ? name_column : time_column;
    if (slot) refuse(where + ": line 1, column " + std::to_string(c + 1), "a second " + key + " column");
    slot = c;
  }
  if (!name_column || !time_column) {
    refuse(where + ": line 1", "the header must name a submission column and a submitted column");
  }
  for (std::size_t r = 1; r < csv.rows.size(); ++r) {
    const auto& row = csv.rows[r];
    if (std::all_of(row.begin(), row.end(), [](const std::string& cell) { return trim(cell).empty(); })) continue;
    const std::string line = where + ": line " + std::to_string(csv.lines[r]);
    const std::string submission = *name_column < row.size() ? trim(row[*name_column]) : "";
    const std::string time = *time_column < row.size() ? trim(row[*time_column]) : "";
    if (submission.empty()) refuse(line, "the submission is empty");
    if (!term.times.emplace(submission, representable_time(parse_time(time, line + ", submitted"))).second) {
      refuse(line, "submission " + submission + " is listed twice");
    }
  }
  term.times_name = csv_path.filename().string();
}

// One of a field's words, or its default when the field is absent.
template <typename Choice>
Choice choice_field(const nlohmann::json& root, const std::string& file, const std::string& field,
                    const std::vector<std::pair<std::string, Choice>>& choices, Choice fallback) {
  const auto it = root.find(field);
  if (it == root.end()) return fallback;
  std::string listed;
  for (const auto& [word, value] : choices) {
    if (it->is_string() && it->get<std::string>() == word) return value;
    listed += (listed.empty() ? "\"" : ", \"") + word + "\"";
  }
  refuse(file + ": " + field, "must be one of " + listed + ", got " + it->dump());
}

LmsTargets load_lms_targets(const nlohmann::json& root, const std::string& file) {
  LmsTargets lms;
  if (auto id = root.find("canvas_assignment_id"); id != root.end()) {
    lms.canvas_assignment_id = id->is_number_unsigned() ? std::to_string(id->get<std::uint64_t>())
                               : id->is_string()        ? id->get<std::string>()
                                                        : "";
    const bool digits = !lms.canvas_assignment_id.empty() && lms.canvas_assignment_id.size() <= 18 &&
                        std::all_of(lms.canvas_assignment_id.begin(), lms.canvas_assignment_id.end(),
                                    [](unsigned char c) { return std::isdigit(c) != 0; });
    if (!digits || lms.canvas_assignment_id.find_first_not_of('0') == std::string::npos) {
      refuse(file + ": canvas_assignment_id",
             "must be the assignment's number in Canvas (the digits after /assignments/ in its address), got " +
                 id->dump());
    }
  }
  if (auto item = root.find("moodle_grade_item"); item != root.end()) {
    const std::string name = item->is_string() ? trim(item->get<std::string>()) : "";
    if (name.empty() || name.find_first_of("\r\n\"\\") != std::string::npos) {
      refuse(file + ": moodle_grade_item",
             "must be the grade item's name as Moodle's gradebook shows it (\"Assignment: Attention\"; no quote, "
             "backslash or line break), got " +
                 item->dump());
    }
    lms.moodle_grade_item = name;
  }
  if (auto max = root.find("moodle_grade_max"); max != root.end()) {
    lms.moodle_grade_max = number_field(*max, file + ": moodle_grade_max", 0, 1e7);
    if (*lms.moodle_grade_max <= 0) {
      refuse(file + ": moodle_grade_max",
             "must be the Moodle grade item's \"Maximum grade\", a number above 0, got " + max->dump());
    }
  }
  if (auto unlimited = root.find("moodle_unlimited_grades"); unlimited != root.end()) {
    if (!unlimited->is_boolean()) {
      refuse(file + ": moodle_unlimited_grades",
             "must be true or false (whether the Moodle site has \"Unlimited grades\" on), got " + unlimited->dump());
    }
    lms.moodle_unlimited_grades = unlimited->get<bool>();
  }
  lms.canvas_identifier = choice_field<CanvasIdentifier>(
      root, file, "canvas_identifier",
      {{"canvas_id", CanvasIdentifier::canvas_id}, {"sis_user_id", CanvasIdentifier::sis_user_id}},
      CanvasIdentifier::canvas_id);
  lms.moodle_identifier = choice_field<MoodleIdentifier>(
      root, file, "moodle_identifier", {{"email", MoodleIdentifier::email}, {"idnumber", MoodleIdentifier::idnumber}},
      MoodleIdentifier::email);
  lms.no_submission = choice_field<NoSubmission>(
      root, file, "no_submission",
      {{"leave_out", NoSubmission::leave_out}, {"zero", NoSubmission::zero}, {"excused", NoSubmission::excused}},
      NoSubmission::leave_out);
  return lms;
}

}  // namespace

Term load_term(const fs::path& path, const std::string& assignment) {
  const nlohmann::json root = parse_json_text(read_file_bytes(path, ExitCode::usage), path, ExitCode::usage);
  const std::string file = path.string();
  if (!root.is_object()) refuse(file, "must be a JSON object");
  static const std::set<std::string> known{"format",
                                           "assignment",
                                           "due",
                                           "late_policy",
                                           "extensions",
                                           "submission_time",
                                           "times_file",
                                           "canvas_assignment_id",
                                           "canvas_identifier",
                                           "moodle_grade_item",
                                           "moodle_identifier",
                                           "moodle_grade_max",
                                           "moodle_unlimited_grades",
                                           "no_submission"};
  for (const auto& item : root.items()) {
    if (known.count(item.key()) == 0) {
      refuse(file + ": " + item.key(),
             "unknown field (known: assignment, due, late_policy, extensions, submission_time, times_file, "
             "canvas_assignment_id, canvas_identifier, moodle_grade_item, moodle_identifier, moodle_grade_max, "
             "moodle_unlimited_grades, no_submission)");
    }
  }
  if (root.value("format", "") != "autograder-term/1") refuse(file + ": format", "must be \"autograder-term/1\"");
  if (auto it = root.find("assignment"); it != root.end() && *it != assignment) {
    refuse(file + ": assignment", "is " + it->dump() + ", but this batch grades \"" + assignment + "\"");
  }
  Term term;
  term.path = path;
  const auto due = root.find("due");
  if (due == root.end() || !due->is_string())
    refuse(file + ": due", "missing (the due time, as 2026-10-15T23:59:00+02:00)");
  term.due = parse_time(due->get<std::string>(), file + ": due");
  if (auto policy = root.find("late_policy"); policy != root.end()) {
    if (!policy->is_object()) refuse(file + ": late_policy", "must be an object");
    for (const auto& item : policy->items()) {
      const std::string where = file + ": late_policy." + item.key();
      if (item.key() == "percent_per_day") {
        term.late.percent_per_day = number_field(item.value(), where, 0, 100);
      } else if (item.key() == "max_percent") {
        term.late.max_percent = number_field(item.value(), where, 0, 100);
      } else if (item.key() == "grace_minutes") {
        term.late.grace_minutes = number_field(item.value(), where, 0, 60 * 24 * 365);
      } else if (item.key() == "reject_after_days") {
        term.late.reject_after_days = number_field(item.value(), where, 0, 365);
      } else {
        refuse(where, "unknown field (known: percent_per_day, max_percent, grace_minutes, reject_after_days)");
      }
    }
  }
  load_time_source(root, path, term);
  term.lms = load_lms_targets(root, file);
  if (auto extensions = root.find("extensions"); extensions != root.end()) {
    if (!extensions->is_object()) refuse(file + ": extensions", "must be an object of student id -> due time or days");
    for (const auto& item : extensions->items()) {
      const std::string where = file + ": extensions." + item.key();
      if (item.value().is_string()) {
        term.extensions[item.key()] = parse_time(item.value().get<std::string>(), where);
      } else if (item.value().is_number()) {
        term.extensions[item.key()] =
            term.due + static_cast<std::int64_t>(std::llround(number_field(item.value(), where, 0, 365) * 86400));
      } else {
        refuse(where, "must be a due time (2026-10-18T23:59:00+02:00) or a number of days");
      }
    }
  }
  return term;
}

std::int64_t deadline_for(const Term& term, const RosterStudent* student, const std::string& submission) {
  // A roster id, case ignored (the roster refuses two ids that differ only in
  // case); else the submission's own name exactly: ALICE never takes alice's.
  if (student != nullptr) {
    for (const auto& [key, due] : term.extensions) {
      if (lower(key) == lower(student->id)) return due;
    }
  }
  if (auto it = term.extensions.find(submission); it != term.extensions.end()) return it->second;
  return term.due;
}

DeadlineOf class_deadlines(const Roster* roster, const Term* term, const std::vector<std::string>& class_names) {
  if (term == nullptr) return {};
  std::map<std::string, std::size_t> student_of;
  if (roster != nullptr) student_of = match_roster(*roster, class_names).student_of;
  return [roster, term, student_of](const std::string& submission) -> std::optional<std::int64_t> {
    const RosterStudent* student = nullptr;
    if (auto it = student_of.find(submission); it != student_of.end()) student = &roster->students[it->second];
    return deadline_for(*term, student, submission);
  };
}

double Lateness::final_score(double raw) const {
  if (rejected || raw <= 0) return 0;
  // A penalty takes points, never adds them: whatever the policy, 0 <= final <= raw.
  return std::clamp(raw * (100.0 - std::clamp(penalty_percent, 0.0, 100.0)) / 100.0, 0.0, raw);
}

Lateness assess_lateness(const Term& term, std::int64_t deadline, std::int64_t submitted) {
  Lateness result;
  result.deadline = deadline;
  // Both within representable_time(): the difference fits, and so does the
  // count of days (under 3.7 million) in an int.
  const std::int64_t late = representable_time(submitted) - representable_time(deadline);
  if (late <= static_cast<std::int64_t>(std::llround(term.late.grace_minutes * 60))) return result;
  result.late_seconds = late;
  result.days_late = static_cast<int>((late + 86399) / 86400);  // a started day counts
  result.penalty_percent =
      std::clamp(std::min(term.late.max_percent, term.late.percent_per_day * result.days_late), 0.0, 100.0);
  if (term.late.reject_after_days && static_cast<double>(late) > *term.late.reject_after_days * 86400) {
    result.rejected = true;
    result.penalty_percent = 100;
  }
  return result;
}

}  // namespace grader
