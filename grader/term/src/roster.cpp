// The roster (term.hpp): read from the instructor's CSV (Canvas's export
// among others), and each submission matched to its student.
#include <algorithm>
#include <cctype>
#include <cstddef>
#include <set>

#include "grader/support/text.hpp"
#include "grader/term/term.hpp"
#include "term_files.hpp"

namespace grader {

namespace fs = std::filesystem;

using term_files::column_key;
using term_files::CsvRows;
using term_files::lower;
using term_files::read_csv;
using term_files::refuse;

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

// The Canvas user id of a name Canvas's bulk download gives a student
// (<sortable name>_<user id>, lib/content_zipper.rb: the name lowercased,
// its non-word characters removed), else "". An anonymous name
// (anon_<anonymous id>) has none.
std::string canvas_user_id(const std::string& name) {
  const auto underscore = name.rfind('_');
  if (underscore == std::string::npos || underscore + 1 == name.size() || name.rfind("anon_", 0) == 0) return {};
  const std::string id = name.substr(underscore + 1);
  const bool digits = std::all_of(id.begin(), id.end(), [](char c) { return c >= '0' && c <= '9'; });
  const bool word = std::all_of(name.begin(), name.begin() + static_cast<std::ptrdiff_t>(underscore), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || static_cast<unsigned char>(c) >= 0x80;
  });
  return digits && word ? id : std::string();
}

// The students a name Canvas gave is, by the roster's Canvas ids: only
// where no identifier equals the whole name.
std::vector<Candidate> canvas_candidates(const Roster& roster, const std::string& name) {
  std::vector<Candidate> candidates;
  const std::string id = canvas_user_id(name);
  if (id.empty()) return candidates;
  for (std::size_t i = 0; i < roster.students.size(); ++i) {
    const RosterStudent& s = roster.students[i];
    if (s.lms_id_of == "canvas" && trim(s.lms_id) == id) candidates.push_back({i, std::nullopt});
  }
  return candidates;
}

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
  if (candidates.empty()) candidates = canvas_candidates(roster, name);
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

}  // namespace grader
