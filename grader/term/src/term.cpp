#include "grader/term/term.hpp"

#include <csv.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>
#include <sstream>

#include "grader/reports/reports.hpp"
#include "grader/support/csv.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"
#include "grader/support/text.hpp"

namespace grader {

namespace fs = std::filesystem;

namespace {

[[noreturn]] void refuse(const std::string& where, const std::string& problem) {
  throw GraderError(ExitCode::usage, where + ": " + problem);
}

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
  return text;
}

// --- CSV through libcsv ----------------------------------------------------------

struct CsvRows {
  std::vector<std::vector<std::string>> rows;
  std::vector<std::size_t> lines;  // the line each row starts on
  std::vector<std::string> current;
  std::size_t line = 1;
  std::size_t row_line = 1;
};

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

}  // namespace

// --- Roster ----------------------------------------------------------------------

namespace {

// The roster field each column holds (id, name, first_name, last_name, email,
// github, lms_id, status), from the header. Canvas's gradebook export is
// known by its first two columns, Student and ID, where ID is Canvas's own
// user id and SIS User ID the student id.
std::map<std::string, std::size_t> roster_columns(const std::vector<std::string>& header, const std::string& file) {
  const bool canvas = header.size() > 1 && trim(header[0]) == "Student" && trim(header[1]) == "ID";
  std::map<std::string, std::string> aliases{{"id", "id"},
                                             {"studentid", "id"},
                                             {"sisuserid", "id"},
                                             {"sisid", "id"},
                                             {"idnumber", "id"},
                                             {"name", "name"},
                                             {"fullname", "name"},
                                             {"studentname", "name"},
                                             {"firstname", "first_name"},
                                             {"lastname", "last_name"},
                                             {"surname", "last_name"},
                                             {"email", "email"},
                                             {"emailaddress", "email"},
                                             {"github", "github"},
                                             {"githubusername", "github"},
                                             {"githublogin", "github"},
                                             {"lmsid", "lms_id"},
                                             {"canvasid", "lms_id"},
                                             {"moodleid", "lms_id"},
                                             {"gradescopeid", "lms_id"},
                                             {"lmsuserid", "lms_id"},
                                             {"sisloginid", "login"},
                                             {"loginid", "login"},
                                             {"username", "login"},
                                             {"status", "status"},
                                             {"enrollmentstatus", "status"},
                                             {"enrolmentstatus", "status"}};
  if (canvas) {
    aliases["student"] = "name";
    aliases["id"] = "lms_id";
  }
  std::map<std::string, std::size_t> column;
  for (std::size_t c = 0; c < header.size(); ++c) {
    const auto alias = aliases.find(column_key(header[c]));
    if (alias == aliases.end()) continue;
    if (!column.emplace(alias->second, c).second) {
      refuse(file + ": line 1, column " + std::to_string(c + 1),
             "\"" + header[c] + "\" is a second " + alias->second + " column");
    }
  }
  if (column.count("id") == 0 && column.count("email") == 0 && !(canvas && column.count("lms_id") != 0)) {
    refuse(file + ": line 1",
           "no id column (the header must name one: id, student id, sis user id or id number; or an email column)");
  }
  return column;
}

// Which system a roster's lms id column is the id of ("lms id": the
// instructor's own LMS).
std::string lms_id_system(const std::string& header, bool canvas) {
  const std::string key = column_key(header);
  if (canvas || key == "canvasid") return "canvas";
  if (key == "moodleid") return "moodle";
  if (key == "gradescopeid") return "gradescope";
  return "lms";
}

// A row of "Muted" or "Manual Posting" notes (Canvas's export may have one
// under the header), or an empty row: no student.
bool not_a_student_row(const std::vector<std::string>& row) {
  return std::all_of(row.begin(), row.end(), [](const std::string& cell) {
    const std::string text = lower(trim(cell));
    return text.empty() || text == "muted" || text.rfind("manual posting", 0) == 0;
  });
}

// Canvas's export's Points Possible row: the first row under the header (or
// under a Muted row), with no ID, SIS User ID or SIS Login ID. Known by its
// place and its empty identifiers, never by its name: a student may be
// called anything, "Points Possible" too.
bool canvas_points_row(const std::vector<std::string>& row, const std::map<std::string, std::size_t>& column) {
  for (const char* field : {"lms_id", "id", "login"}) {
    const auto it = column.find(field);
    if (it != column.end() && it->second < row.size() && !trim(row[it->second]).empty()) return false;
  }
  return true;
}

// The status column: enrolled (empty, active, enrolled, current) or left
// the course; any other word is refused, so a status the grader does not
// know never counts as enrolled.
bool left_the_course(const std::string& status, const std::string& where) {
  static const std::set<std::string> enrolled{"", "active", "enrolled", "current"};
  static const std::set<std::string> gone{"withdrawn", "dropped",   "inactive",   "concluded",
                                          "deleted",   "suspended", "not current"};
  const std::string word = lower(trim(status));
  if (enrolled.count(word) != 0) return false;
  if (gone.count(word) != 0) return true;
  refuse(where, "status \"" + status +
                    "\" is not one the grader knows: active, enrolled or current (or empty) for a student in the "
                    "course; withdrawn, dropped, inactive, concluded, deleted, suspended or not current for one who "
                    "left it");
}

// Two students with one email or one LMS id would be one row twice in an LMS
// file, the later grade overwriting the earlier.
void refuse_shared_identifier(std::map<std::string, std::size_t>& seen, const std::string& value,
                              const std::string& what, std::size_t line, const std::string& where) {
  if (value.empty()) return;
  const auto [it, fresh] = seen.emplace(lower(value), line);
  if (!fresh) {
    refuse(where, what + " " + value + " is also line " + std::to_string(it->second) +
                      "'s: one student's grade would overwrite the other's in the LMS");
  }
}

}  // namespace

Roster load_roster(const fs::path& path) {
  const CsvRows csv = read_csv(path);
  Roster roster;
  roster.path = path;
  if (csv.rows.empty())
    refuse(path.string(), "empty: the first row names the columns (id, name, email, github, lms id)");
  std::map<std::string, std::size_t> column = roster_columns(csv.rows[0], path.string());
  const bool canvas = csv.rows[0].size() > 1 && trim(csv.rows[0][0]) == "Student" && trim(csv.rows[0][1]) == "ID";
  for (const char* field : {"id", "email", "login", "github", "lms_id"}) {
    if (auto it = column.find(field); it != column.end()) roster.match_columns.push_back(trim(csv.rows[0][it->second]));
  }
  const std::string lms_id_of =
      column.count("lms_id") != 0 ? lms_id_system(csv.rows[0][column["lms_id"]], canvas) : std::string("lms");
  std::set<std::string> ids;
  std::map<std::string, std::size_t> emails;
  std::map<std::string, std::size_t> lms_ids;
  bool points_row_possible = canvas;  // until the first row that is not a Muted row
  for (std::size_t r = 1; r < csv.rows.size(); ++r) {
    const auto& row = csv.rows[r];
    if (not_a_student_row(row)) continue;
    if (points_row_possible) {
      points_row_possible = false;
      if (canvas_points_row(row, column)) continue;
    }
    auto cell = [&](const std::string& name) {
      const auto it = column.find(name);
      return it != column.end() && it->second < row.size() ? trim(row[it->second]) : std::string();
    };
    const std::string where = path.string() + ": line " + std::to_string(csv.lines[r]);
    std::string name = cell("name");
    if (name.empty()) name = trim(cell("first_name") + " " + cell("last_name"));
    const std::string status_where =
        where + (column.count("status") != 0 ? ", column " + std::to_string(column["status"] + 1) : std::string());
    RosterStudent student;
    student.id = cell("id");
    student.name = name;
    student.email = cell("email");
    student.github = cell("github");
    student.login = cell("login");
    student.lms_id = cell("lms_id");
    student.lms_id_of = lms_id_of;
    student.withdrawn = left_the_course(cell("status"), status_where);
    refuse_shared_identifier(emails, student.email, "email", csv.lines[r], where);
    refuse_shared_identifier(lms_ids, student.lms_id, "LMS id", csv.lines[r], where);
    // No id: Moodle's ID number is often empty, Canvas's SIS User ID too.
    if (student.id.empty()) {
      student.id = !student.email.empty() ? student.email : student.lms_id;
      student.own_id = false;
    }
    if (student.id.empty()) {
      refuse(where + (column.count("id") != 0 ? ", column " + std::to_string(column["id"] + 1) : std::string()),
             "the student id is empty (and there is no email to use instead)");
    }
    if (!ids.insert(lower(student.id)).second) refuse(where, "student id " + student.id + " is listed twice");
    roster.students.push_back(std::move(student));
  }
  if (roster.students.empty()) refuse(path.string(), "no students (only a header row)");
  return roster;
}

namespace {

// A roster student a submission's name can be: with the prefix a Classroom
// name implies ("attention" for attention-alice as alice's); none for an equal name.
struct Candidate {
  std::size_t index;
  std::optional<std::string> prefix;
};

std::vector<Candidate> candidates_for(const Roster& roster, const std::string& name, std::set<std::string>& prefixes) {
  std::vector<Candidate> candidates;
  for (std::size_t i = 0; i < roster.students.size(); ++i) {
    const RosterStudent& s = roster.students[i];
    const std::string github = lower(s.github);
    const bool same = name == lower(s.id) || (!s.email.empty() && name == lower(s.email)) ||
                      (!s.login.empty() && name == lower(s.login)) || (!github.empty() && name == github) ||
                      (!s.lms_id.empty() && name == lower(s.lms_id));
    const bool classroom = !github.empty() && name.size() > github.size() + 1 &&
                           name.compare(name.size() - github.size() - 1, std::string::npos, "-" + github) == 0;
    if (same) {
      candidates.push_back({i, std::nullopt});
    } else if (classroom) {
      candidates.push_back({i, name.substr(0, name.size() - github.size() - 1)});
      prefixes.insert(candidates.back().prefix.value());
    }
  }
  return candidates;
}

// The class's Classroom prefix (the assignment's, which no student
// chooses): of the prefixes the names imply, the one the most names start
// with (more than half of them), the longer on a tie. A username can imply another prefix for a
// classmate's name (user attention-alice: attention-attention-alice, or
// x-alice: attention-x-alice), never one that more names start with.
std::optional<std::string> class_prefix_of(const std::set<std::string>& prefixes,
                                           const std::vector<std::string>& names) {
  std::optional<std::string> class_prefix;
  std::size_t most = 0;
  for (const auto& prefix : prefixes) {
    const auto starting = static_cast<std::size_t>(std::count_if(names.begin(), names.end(), [&](const std::string& n) {
      return n.size() > prefix.size() + 1 && n.compare(0, prefix.size() + 1, prefix + "-") == 0;
    }));
    if (starting > most || (starting == most && class_prefix && prefix.size() > class_prefix->size())) {
      class_prefix = prefix;
      most = starting;
    }
  }
  if (most * 2 <= names.size()) class_prefix.reset();  // not a Classroom export: no prefix is the class's
  return class_prefix;
}

// A Classroom name with another prefix is not the class's: attention-x-alice
// is the repository of user x-alice, not alice's, even when x-alice is on no roster.
void keep_the_class_prefix(std::vector<Candidate>& candidates, const std::string& class_prefix) {
  candidates.erase(std::remove_if(candidates.begin(), candidates.end(),
                                  [&](const Candidate& c) { return c.prefix && c.prefix != class_prefix; }),
                   candidates.end());
  std::vector<Candidate> with_prefix;
  for (const auto& candidate : candidates) {
    if (candidate.prefix == class_prefix) with_prefix.push_back(candidate);
  }
  if (candidates.size() > 1 && with_prefix.size() == 1) candidates = with_prefix;
}

}  // namespace

RosterMatch match_roster(const Roster& roster, const std::vector<std::string>& submissions) {
  RosterMatch match;
  std::vector<std::vector<Candidate>> candidates_of;
  std::set<std::string> prefixes;  // every prefix a Classroom name implies
  std::vector<std::string> names;
  for (const auto& submission : submissions) {
    names.push_back(lower(submission));
    candidates_of.push_back(candidates_for(roster, names.back(), prefixes));
  }
  const std::optional<std::string> class_prefix = class_prefix_of(prefixes, names);
  std::map<std::size_t, std::vector<std::string>> taken;
  for (std::size_t k = 0; k < submissions.size(); ++k) {
    const std::string& submission = submissions[k];
    std::vector<Candidate> candidates = candidates_of[k];
    if (class_prefix) keep_the_class_prefix(candidates, *class_prefix);
    if (candidates.empty()) {
      match.unmatched.push_back(submission);
    } else if (candidates.size() > 1) {
      std::string who;
      for (const auto& candidate : candidates) who += (who.empty() ? "" : ", ") + roster.students[candidate.index].id;
      match.ambiguous.push_back(submission + ": could be " + who);
    } else {
      taken[candidates.front().index].push_back(submission);
    }
  }
  for (const auto& [index, taken_names] : taken) {
    if (taken_names.size() == 1) {
      match.student_of[taken_names.front()] = index;
      continue;
    }
    std::string list;
    for (const auto& name : taken_names) list += (list.empty() ? "" : ", ") + name;
    match.shared.push_back(roster.students[index].id + ": " + list);
  }
  for (std::size_t i = 0; i < roster.students.size(); ++i) {
    if (taken.count(i) == 0) match.without_submission.push_back(i);
  }
  return match;
}

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
    out << "  Each name was compared with the roster's " << columns
        << " columns (equal, case ignored; a GitHub username also as the name's -<username> ending). Rename the "
           "submission to one of its student's, or add a column that holds its name (id, email, login id, "
           "github, lms id). Until then no LMS file gives a 0 or an EX to a student without a submission.\n";
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
