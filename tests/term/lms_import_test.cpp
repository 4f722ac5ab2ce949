// canvas.csv and moodle.csv read as each LMS's importer reads them. The
// importers' rules are replayed here from their source, each rule citing the
// file and method it comes from:
//   Canvas (instructure/canvas-lms): lib/gradebook_importer.rb
//           (GradebookImporter#parse!, process_student, process_submissions,
//           check_for_non_student_row, assignment_assigned_to_student) and
//           app/models/assignment.rb (Assignment.title_and_id);
//   Moodle (moodle/moodle): grade/import/grade_import_form.php
//           (grade_import_mapping_form: the CSV file import's mapping form,
//           which selects nothing by itself), grade/import/csv/classes/load_data.php
//           (gradeimport_csv_load_data::prepare_import_grade_data and the
//           methods it calls), grade/import/lib.php (grade_import_commit,
//           get_unenrolled_users_in_import) and lib/grade/grade_item.php
//           (grade_item::bounded_grade, which update_final_grade stores).
// Each rule has a case that a replay without it gets wrong (LmsReplay.*).
// A class with a student without an email, a withdrawn student, a student
// without a submission, a student whose Canvas ID Canvas no longer has and
// a namesake who does, scores with two decimals on a 1,000-point scale, and
// issue 50's class of 9 (LmsClassOfNine.*): every student gets exactly their
// final grade or no row, and nobody gets another's, nor a 0 over a
// submission that matched nobody.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "grader/assessment/manifest.hpp"
#include "grader/grading/validation.hpp"
#include "grader/reports/reports.hpp"
#include "grader/support/errors.hpp"
#include "grader/term/term.hpp"
#include "grader/term/term_summary.hpp"

namespace fs = std::filesystem;

namespace {

using Cell = std::optional<std::string>;  // nullopt: an empty unquoted field (Ruby's CSV gives nil)
using Row = std::vector<Cell>;

// RFC 4180, as Ruby's CSV reads the files we write; with php_escape, as
// PHP's fgetcsv does (Moodle's csv_import_reader::load_csv_content calls it
// with its default escape character, a backslash: inside quotes, \" keeps
// both characters and does not close the field).
std::vector<Row> parse_csv(const std::string& text, bool php_escape = false) {
  std::vector<Row> rows;
  Row row;
  std::string field;
  bool quoted = false;
  bool was_quoted = false;
  auto end_field = [&] {
    row.push_back(field.empty() && !was_quoted ? Cell() : Cell(field));
    field.clear();
    was_quoted = false;
  };
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (quoted) {
      if (php_escape && c == '\\' && i + 1 < text.size()) {
        field += c;
        field += text[++i];
      } else if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
        field += '"';
        ++i;
      } else if (c == '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c == '"') {
      quoted = was_quoted = true;
    } else if (c == ',') {
      end_field();
    } else if (c == '\n') {
      end_field();
      rows.push_back(std::move(row));
      row.clear();
    } else if (c != '\r') {
      field += c;
    }
  }
  return rows;
}

std::string strip(const std::string& text) {
  const auto begin = text.find_first_not_of(" \t\r\n");
  if (begin == std::string::npos) return "";
  return text.substr(begin, text.find_last_not_of(" \t\r\n") - begin + 1);
}

bool present(const Cell& cell) { return cell && !strip(*cell).empty(); }  // Ruby's present?

// --- Canvas ------------------------------------------------------------------------

struct CanvasUser {
  long id;
  std::string name;
  std::string sortable_name;
  std::string sis_user_id;
  std::string login;
  bool concluded = false;  // a former enrollment
};

// A Canvas assignment as the importer sees it.
struct CanvasAssignment {
  CanvasAssignment(const char* t) : title(t) {}  // NOLINT(google-explicit-constructor): {{1, "W3"}}
  CanvasAssignment(std::string t, bool p, std::optional<std::set<long>> a = std::nullopt, std::set<long> c = {})
      : title(std::move(t)), published(p), assigned_to(std::move(a)), closed_for(std::move(c)) {}
  std::string title;
  bool published = true;                      // parse!: @context.assignments.published.gradeable
  std::optional<std::set<long>> assigned_to;  // differentiated: only these users (nullopt: everyone)
  std::set<long> closed_for;                  // users whose due date falls in a closed grading period
};

struct CanvasImport {
  bool invalid_header = false;
  std::vector<std::string> new_assignments;  // titles Canvas would create
  std::map<long, Cell> grades;               // matched user -> the grade the upload posts (nullopt: a null grade)
  std::size_t missing_students = 0;          // rows matched to nobody (shown to the instructor)
  std::size_t ungradeable = 0;               // grades dropped: prevented_grading_ungradeable_submission
};

// lib/gradebook_importer.rb, GradebookImporter#parse! and the methods it calls.
CanvasImport replay_canvas(const std::string& text, const std::vector<CanvasUser>& users,
                           const std::map<long, CanvasAssignment>& course_assignments) {
  CanvasImport result;
  // parse!: @all_assignments = @context.assignments.published.gradeable: an
  // unpublished assignment is not matched, by id or by title.
  std::map<long, const CanvasAssignment*> assignments;
  for (const auto& [id, assignment] : course_assignments)
    if (assignment.published) assignments[id] = &assignment;
  const std::vector<Row> rows = parse_csv(text);
  const Row& header = rows.at(0);
  auto text_of = [](const Cell& cell) { return cell.value_or(""); };
  // row_has_student_headers?: more than 3 columns, "Student" in the first, "ID" in the second.
  if (!(header.size() > 3 && text_of(header[0]).find("Student") != std::string::npos &&
        text_of(header[1]).find("ID") != std::string::npos)) {
    result.invalid_header = true;
    return result;
  }
  // update_column_count: Student, ID, Section; SIS Login ID at 2 adds one;
  // SIS User ID at 2 and SIS Login ID at 3 add two (and Integration ID one more).
  std::size_t student_columns = 3;
  std::optional<std::size_t> sis_user_column;
  std::optional<std::size_t> sis_login_column;
  const std::regex login_re("SIS\\s+Login\\s+ID");
  const std::regex user_re("SIS\\s+User\\s+ID");
  if (std::regex_search(text_of(header[2]), login_re)) {
    sis_login_column = 2;
    student_columns += 1;
  } else if (std::regex_search(text_of(header[2]), user_re) && std::regex_search(text_of(header[3]), login_re)) {
    const bool integration = header.size() > 4 && text_of(header[4]).find("Integration") != std::string::npos;
    sis_user_column = 2;
    sis_login_column = 3;
    student_columns += 2 + (integration ? 1 : 0);
  }
  // header?: the last student column must include "Section".
  if (text_of(header[student_columns - 1]).find("Section") == std::string::npos) {
    result.invalid_header = true;
    return result;
  }
  // parse_assignments (after strip_non_assignment_columns): Assignment.title_and_id
  // reads /\A(.*)\s\((\d+)\)\z/; else a title equal to the whole header; else a new assignment.
  const std::regex title_and_id(R"(^([\s\S]*)\s\((\d+)\)$)");
  const std::regex non_assignment(
      "Current Score|Current Points|Current Grade|Final Score|Final Points|Final Grade|Override Score|Override "
      "Grade|Override Status");
  std::vector<std::pair<std::size_t, long>> columns;  // CSV column -> assignment id (negative: new)
  for (std::size_t c = student_columns; c < header.size(); ++c) {
    const std::string name = text_of(header[c]);
    if (std::regex_search(name, non_assignment)) continue;
    std::smatch match;
    long id = 0;
    if (std::regex_match(name, match, title_and_id) && assignments.count(std::stol(match[2].str())) != 0) {
      id = std::stol(match[2].str());
    } else {
      for (const auto& [known, assignment] : assignments)
        if (assignment->title == name) id = known;
    }
    if (id == 0) {
      result.new_assignments.push_back(name);
      id = -static_cast<long>(result.new_assignments.size());
    }
    columns.emplace_back(c, id);
  }
  // csv_stream: decimal_comma_to_period turns "1,5" into "1.5", "1.234,5" into "1234.5".
  auto decimal_comma_to_period = [](const Cell& cell) -> Cell {
    if (!cell || !std::regex_match(*cell, std::regex(R"(^-?[0-9.,]+%?$)"))) return cell;
    std::vector<std::string> parts;
    std::string part;
    for (const char c : *cell) {
      if (c == ',' || c == '.') {
        parts.push_back(part);
        part.clear();
      } else {
        part += c;
      }
    }
    if (parts.empty()) return part;
    std::string joined;
    for (const auto& p : parts) joined += p;
    return joined + "." + part;
  };
  for (std::size_t r = 1; r < rows.size(); ++r) {
    const Row& row = rows[r];
    // check_for_non_student_row: a row whose first cell includes "Points Possible", and rows of Muted / Manual
    // Posting notes.
    if (!row.empty() && text_of(row[0]).find("Points Possible") != std::string::npos) continue;
    if (std::all_of(row.begin(), row.end(), [](const Cell& cell) {
          return !cell ||
                 std::regex_match(*cell, std::regex(R"(^\s*(Muted|Manual Posting.*)?\s*$)", std::regex::icase));
        })) {
      continue;
    }
    // process_student: by ID, then SIS User ID, then SIS Login ID, then a name equal to name or sortable_name.
    const CanvasUser* student = nullptr;
    auto find = [&](auto&& same) -> const CanvasUser* {
      for (const auto& user : users)
        if (same(user)) return &user;
      return nullptr;
    };
    if (present(row[1])) student = find([&](const CanvasUser& u) { return u.id == std::stol(strip(*row[1])); });
    if (!student && sis_user_column && present(row[*sis_user_column]))
      student = find([&](const CanvasUser& u) { return u.sis_user_id == *row[*sis_user_column]; });
    if (!student && sis_login_column && present(row[*sis_login_column]))
      student = find([&](const CanvasUser& u) { return u.login == *row[*sis_login_column]; });
    if (!student) {
      const Cell name = row[0];
      student = find([&](const CanvasUser& u) { return name && (u.name == *name || u.sortable_name == *name); });
    }
    if (!student) {
      ++result.missing_students;
      continue;
    }
    if (student->concluded) continue;  // "remove concluded enrollments"
    for (const auto& [column, id] : columns) {
      if (id != 1) continue;  // the course's assignment under test is id 1 in these tests
      const CanvasAssignment& assignment = *assignments.at(id);
      Cell grade = column < row.size() ? decimal_comma_to_period(row[column]) : Cell();
      if (grade) grade = strip(*grade);
      // process_submissions: assignment_assigned_to_student, else the grade is "".
      if (assignment.assigned_to && assignment.assigned_to->count(student->id) == 0) grade = Cell();
      // parse!: a submission whose effective due date is in a closed grading
      // period is not gradeable, and is dropped (prevented_grading_ungradeable_submission).
      if (assignment.closed_for.count(student->id) != 0) {
        ++result.ungradeable;
        continue;
      }
      // no_change_to_value?: a blank grade is posted as no grade.
      result.grades[student->id] = present(grade) ? grade : Cell();
    }
  }
  return result;
}

// --- Moodle ------------------------------------------------------------------------

struct MoodleUser {
  long id;
  std::string username;
  std::string idnumber;
  std::string email;
  bool enrolled = true;  // a site user outside the course is still found: check_user_exists reads {user}
};

struct MoodleSite {
  std::vector<MoodleUser> users;  // in the order the database returns them
  bool unlimitedgrades = false;   // $CFG->unlimitedgrades ("Unlimited grades")
  double gradepointmax = 100;     // $CFG->gradepointmax ("Maximum grade points")
};

struct MoodleItem {
  std::string name;       // as the mapping form lists it ("Assignment: Attention")
  double grademax = 100;  // the item's "Maximum grade" (100 unless set)
  double grademin = 0;
};

// grade/import/grade_import_form.php, grade_import_mapping_form: what the
// instructor selects. The form sets no default: each select shows its first
// option, so untouched it maps column 0 to "User ID" (mapto's first option,
// userid) and every column to "Ignore" (mapping_<i>'s first option, 0).
struct MoodleMapping {
  std::size_t mapfrom = 0;
  std::string mapto = "userid";                  // userid, username, useridnumber, useremail
  std::map<std::size_t, std::string> columns{};  // column -> "item" or "feedback" (else ignored)
};

// What docs/lms-import.md ("Importing into Moodle") says to select for moodle.csv.
MoodleMapping guide_mapping(const std::string& mapto) { return {0, mapto, {{1, "item"}, {2, "feedback"}}}; }

struct MoodleImport {
  std::string error;                     // the whole import abandoned (cleanup_import), with Moodle's reason
  std::map<long, Cell> grades;           // user -> finalgrade as stored (nullopt: null, "no grade")
  std::map<long, std::string> feedback;  // user -> feedback
  std::vector<long> unenrolled;          // unenrolledusersinimport: stored, listed in a notice, not in the gradebook
};

// PHP's empty() on a string: "" and "0".
bool php_empty(const std::string& value) { return value.empty() || value == "0"; }

std::string php_number(double value) {  // how a float prints in the replay's results
  return grader::format_score(value);
}

// grade/import/csv/classes/load_data.php
// (gradeimport_csv_load_data::prepare_import_grade_data, map_user_data_with_value,
// check_user_exists, update_grade_item, insert_grade_record), then
// grade/import/lib.php (grade_import_commit: grade_item::update_final_grade,
// which stores grade_item::bounded_grade of the value, lib/grade/grade_item.php).
MoodleImport replay_moodle(const std::string& text, const MoodleSite& site, const MoodleItem& item,
                           const MoodleMapping& mapping) {
  MoodleImport result;
  const std::vector<Row> rows = parse_csv(text, true);
  const std::size_t width = rows.at(0).size();
  // $map[$i] = mapping_<i>; then $map[mapfrom] = mapto.
  std::map<std::size_t, std::string> map;
  for (std::size_t c = 0; c < width; ++c) {
    const auto it = mapping.columns.find(c);
    map[c] = it == mapping.columns.end() ? "0" : it->second;
  }
  map[mapping.mapfrom] = mapping.mapto;
  const std::map<std::string, std::pair<std::string, std::string>> userfields{
      {"userid", {"id", "id"}},
      {"useridnumber", {"idnumber", "idnumber"}},
      {"useremail", {"email", "email address"}},
      {"username", {"username", "username"}}};
  // insert_grade_record: 100, or $CFG->gradepointmax with unlimited grades.
  const double gradepointmaximum = site.unlimitedgrades ? site.gradepointmax : 100;
  std::optional<long> studentid;              // kept from row to row
  std::vector<std::pair<long, Cell>> values;  // grade_import_values, in insert order
  for (std::size_t r = 1; r < rows.size(); ++r) {
    const Row& line = rows[r];
    if (line.size() <= 1) continue;  // "There is no data on this line"
    std::optional<Cell> grade;
    std::optional<std::string> feedback;
    for (std::size_t key = 0; key < line.size(); ++key) {
      const std::string value = strip(line[key].value_or(""));
      const std::string& to = map.count(key) != 0 ? map[key] : std::string("0");
      if (userfields.count(to) != 0) {
        // "Skip invalid row with blank user field": studentid stays the previous row's.
        if (php_empty(value)) continue;
        const auto& [field, label] = userfields.at(to);
        // check_user_exists: $DB->get_record('user', [field => value]) over
        // the whole site; of several records it returns the first (with a
        // debugging notice only), and none aborts the import.
        const MoodleUser* found = nullptr;
        for (const auto& user : site.users) {
          const std::string have = field == "id"         ? std::to_string(user.id)
                                   : field == "username" ? user.username
                                   : field == "idnumber" ? user.idnumber
                                                         : user.email;
          if (have == value) {
            found = &user;
            break;
          }
        }
        if (found == nullptr) {
          result.error = "usermappingerror: " + label + " " + value;
          return result;
        }
        studentid = found->id;
      } else if (to == "item") {
        // update_grade_item: '' or '-' is no grade; else unformat_float($value, true) or badgrade.
        if (value.empty() || value == "-") {
          grade = Cell();
        } else if (!std::regex_match(value, std::regex(R"(^-?(\d+\.?\d*|\.\d+)$)"))) {
          result.error = "badgrade: " + value;
          return result;
        } else {
          grade = Cell(value);
        }
      } else if (to == "feedback") {
        feedback = value;
      }
    }
    if (!studentid) {
      result.error = "usermappingerrorusernotfound";
      return result;
    }
    if (grade) {
      if (*grade && std::stod(**grade) > gradepointmaximum) {
        result.error = "gradevaluetoobig: " + php_number(gradepointmaximum);
        return result;
      }
      values.emplace_back(*studentid, *grade);
    }
    if (feedback) result.feedback[*studentid] = *feedback;
  }
  // grade_import_commit -> update_final_grade -> bounded_grade: between
  // grademin and grademax, or grademax * gradeoverhundredprocentmax (10)
  // with unlimited grades. "Import successful" even when nothing was mapped.
  const double top = item.grademax * (site.unlimitedgrades ? 10 : 1);
  for (const auto& [user, grade] : values) {
    result.grades[user] = grade ? Cell(php_number(std::clamp(std::stod(*grade), item.grademin, top))) : Cell();
    for (const auto& u : site.users)
      if (u.id == user && !u.enrolled &&
          std::find(result.unenrolled.begin(), result.unenrolled.end(), user) == result.unenrolled.end())
        result.unenrolled.push_back(user);
  }
  return result;
}

// --- The class -----------------------------------------------------------------------

grader::Manifest thousand_point_manifest() {
  return grader::parse_manifest(nlohmann::json::parse(R"({
    "format": "autograder-manifest/1", "assignment": "demo", "title": "Attention, week 3",
    "sources": ["a.cpp"], "tolerance": {"rtol": 1e-5, "atol": 1e-6},
    "ops": {"a.run": {"outputs": {}}, "b.run": {"outputs": {}}},
    "tasks": [
      {"id": "1", "name": "first", "points": 600, "checks": [{"op": "a.run"}]},
      {"id": "2", "name": "second", "points": 400, "checks": [{"op": "b.run"}]}
    ]})"),
                                "demo/manifest.json");
}

grader::StudentRecord record(const std::string& student, double first, double second, std::int64_t submitted) {
  grader::StudentRecord r;
  r.student = student;
  r.folder = student;
  r.tasks = {{"1", "first", first, 600, first == 600, {}, ""}, {"2", "second", second, 400, second == 400, {}, ""}};
  r.score = first + second;
  r.max_score = 1000;
  r.submitted_at = submitted;
  r.submitted_from = "times.csv";
  return r;
}

class LmsImport : public testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("lms-import-test-" + std::to_string(::getpid()));
    fs::create_directories(dir_);
    std::ofstream(dir_ / "roster.csv") << "id,name,email,canvas id,status\n"
                                          "s1,Ada Lovelace,ada@uni.example,9001,active\n"
                                          "s2,Grace Hopper,grace@uni.example,9002,\n"
                                          "s3,Charles Darwin,,9003,\n"  // no email
                                          "s4,Dana Scully,dana@uni.example,9004,Withdrawn\n"
                                          "s5,Emmy Noether,emmy@uni.example,9005,\n"  // no submission
                                          "s6,Fei-Fei Li,fei@uni.example,,\n"         // no Canvas ID
                                          "s7,Hedy Lamarr,hedy@uni.example,9007,\n";  // an ID Canvas no longer has
    roster_ = grader::load_roster(dir_ / "roster.csv");
    term_.due = 1792101540;  // 2026-10-15T21:59:00Z
    term_.late.percent_per_day = 10;
    term_.lms.canvas_assignment_id = "1";
    term_.lms.moodle_grade_item = "Assignment: Attention, week 3";
    const std::int64_t day = 86400;
    records_ = {record("s1", 600, 272.25, term_.due - 60),         // 872.25, on time
                record("s2", 500.5, 0, term_.due + day / 2),       // 500.5, 1 day late: 450.45
                record("s3", 599.75, 400, term_.due),              // 999.75, no email
                record("s4", 600, 400, term_.due),                 // withdrawn
                record("s6", 100.25, 0, term_.due),                // no Canvas ID
                record("s7", 600, 400, term_.due + 3 * day - 1)};  // 3 days late: 700
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::vector<grader::TermRow> rows() {
    std::vector<std::string> names;
    for (const auto& r : records_) names.push_back(r.student);
    match_ = grader::match_roster(roster_, names);
    return grader::term_rows(records_, &roster_, &match_, &term_);
  }
  fs::path dir_;
  grader::Roster roster_;
  grader::RosterMatch match_;
  grader::Term term_;
  std::vector<grader::StudentRecord> records_;
};

}  // namespace

// The replays are faithful where the old files went wrong, each rule as its
// source has it (the file and method beside each case), and each case one
// that a replay without the rule gets wrong.
TEST(LmsReplay, MoodlesCsvFileImportAsItsSourceHasIt) {
  const MoodleSite site{{{11, "ada", "s1", "ada@uni.example"}, {12, "bob", "s2", "bob@uni.example"}}};
  const MoodleItem item{"Item", 10};
  const std::string file = "Email address,Item (Real),Item (Feedback)\nada@uni.example,5,fine\nbob@uni.example,7,ok\n";
  // grade_import_mapping_form selects nothing: untouched, column 0 is mapped
  // to User ID, which no email equals, and every other column is ignored.
  EXPECT_EQ(replay_moodle(file, site, item, MoodleMapping{}).error, "usermappingerror: id ada@uni.example");
  // Map from / Map to set, the item's column left at Ignore: "Import
  // successful", and nothing imported.
  const MoodleImport unmapped = replay_moodle(file, site, item, MoodleMapping{0, "useremail"});
  EXPECT_EQ(unmapped.error, "");
  EXPECT_EQ(unmapped.grades, (std::map<long, Cell>{}));
  // As the guide says: identifier, grade and feedback.
  const MoodleImport mapped = replay_moodle(file, site, item, guide_mapping("useremail"));
  EXPECT_EQ(mapped.grades, (std::map<long, Cell>{{11, Cell("5")}, {12, Cell("7")}}));
  EXPECT_EQ(mapped.feedback, (std::map<long, std::string>{{11, "fine"}, {12, "ok"}}));
  // map_user_data_with_value: an empty identifier keeps the row above's student.
  EXPECT_EQ(replay_moodle("Email address,Item (Real)\nada@uni.example,5\n,7\n", site, item, guide_mapping("useremail"))
                .grades,
            (std::map<long, Cell>{{11, Cell("7")}}));  // the second row's 7 went to ada
  // check_user_exists: a user the site does not have abandons the whole import.
  EXPECT_EQ(replay_moodle("Email address,Item (Real)\nada@uni.example,5\ngone@uni.example,7\n", site, item,
                          guide_mapping("useremail"))
                .error,
            "usermappingerror: email address gone@uni.example");
  // check_user_exists: get_record over the site's users takes the first of
  // two with one email (a debugging notice, no error).
  const MoodleSite twins{{{11, "ada", "s1", "ada@uni.example"}, {13, "ada2", "s3", "ada@uni.example"}}};
  EXPECT_EQ(
      replay_moodle("Email address,Item (Real)\nada@uni.example,5\n", twins, item, guide_mapping("useremail")).grades,
      (std::map<long, Cell>{{11, Cell("5")}}));
  // get_record reads {user}, not the course: a site user outside it is
  // imported, and named in a notice after "Import successful".
  const MoodleSite outside{{{11, "ada", "s1", "ada@uni.example"}, {14, "zoe", "s4", "zoe@uni.example", false}}};
  const MoodleImport stored = replay_moodle("Email address,Item (Real)\nada@uni.example,5\nzoe@uni.example,6\n",
                                            outside, item, guide_mapping("useremail"));
  EXPECT_EQ(stored.error, "");
  EXPECT_EQ(stored.grades, (std::map<long, Cell>{{11, Cell("5")}, {14, Cell("6")}}));
  EXPECT_EQ(stored.unenrolled, std::vector<long>{14});
  // bounded_grade: 11 on an item of 10 is stored as 10, without a word;
  // with unlimited grades, as 11 (up to 10 times the item's maximum).
  const std::string bonus = "Email address,Item (Real)\nada@uni.example,11\n";
  EXPECT_EQ(replay_moodle(bonus, site, item, guide_mapping("useremail")).grades,
            (std::map<long, Cell>{{11, Cell("10")}}));
  MoodleSite unlimited = site;
  unlimited.unlimitedgrades = true;
  EXPECT_EQ(replay_moodle(bonus, unlimited, item, guide_mapping("useremail")).grades,
            (std::map<long, Cell>{{11, Cell("11")}}));
  const MoodleSite roomy{site.users, true, 1000};
  EXPECT_EQ(
      replay_moodle("Email address,Item (Real)\nada@uni.example,101\n", roomy, item, guide_mapping("useremail")).grades,
      (std::map<long, Cell>{{11, Cell("100")}}));
  // insert_grade_record: above 100 without unlimited grades, above the
  // site's "Maximum grade points" with them, the whole import is refused.
  EXPECT_EQ(replay_moodle("Email address,Item (Real)\nada@uni.example,150\n", site, MoodleItem{"Item", 1000},
                          guide_mapping("useremail"))
                .error,
            "gradevaluetoobig: 100");
  unlimited.gradepointmax = 1000;
  EXPECT_EQ(replay_moodle("Email address,Item (Real)\nada@uni.example,1100\n", unlimited, MoodleItem{"Item", 1000},
                          guide_mapping("useremail"))
                .error,
            "gradevaluetoobig: 1000");
}

TEST(LmsReplay, CanvasGradebookImportAsItsSourceHasIt) {
  const std::vector<CanvasUser> users{{9001, "Ada Lovelace", "Lovelace, Ada", "s1", "ada"},
                                      {9002, "Bob Baker", "Baker, Bob", "s2", "bob"}};
  const std::string header = "Student,ID,SIS User ID,SIS Login ID,Section,";
  // parse_assignments: a header without "(id)" and no title equal to it: a new assignment.
  const CanvasImport blank = replay_canvas(header + "Week 3\nAda Lovelace,9001,,,,\n", users, {{1, "W3"}});
  EXPECT_EQ(blank.new_assignments, std::vector<std::string>{"Week 3"});
  EXPECT_EQ(blank.grades, (std::map<long, Cell>{}));  // the new assignment's column, not the course's
  // no_change_to_value?: an empty cell posts a null grade.
  EXPECT_EQ(replay_canvas(header + "Week 3 (1)\nAda Lovelace,9001,,,,\n", users, {{1, "W3"}}).grades,
            (std::map<long, Cell>{{9001, Cell()}}));
  // process_student: an unknown ID falls back to the name.
  EXPECT_EQ(replay_canvas(header + "W3 (1)\nAda Lovelace,123,,,,4\n", users, {{1, "W3"}}).grades,
            (std::map<long, Cell>{{9001, Cell("4")}}));
  // parse!: only published assignments are matched: the column of an
  // unpublished assignment 1 makes a new one, whatever its id says.
  const CanvasImport unpublished =
      replay_canvas(header + "W3 (1)\n,9001,,,,4\n", users, {{1, CanvasAssignment("W3", false)}});
  EXPECT_EQ(unpublished.new_assignments, std::vector<std::string>{"W3 (1)"});
  EXPECT_EQ(unpublished.grades, (std::map<long, Cell>{}));
  // process_submissions: a student the assignment is not assigned to gets "", no grade.
  EXPECT_EQ(replay_canvas(header + "W3 (1)\n,9001,,,,4\n,9002,,,,5\n", users,
                          {{1, CanvasAssignment("W3", true, std::set<long>{9002})}})
                .grades,
            (std::map<long, Cell>{{9001, Cell()}, {9002, Cell("5")}}));
  // parse!: a submission in a closed grading period is not gradeable: dropped, with a warning.
  const CanvasImport closed = replay_canvas(header + "W3 (1)\n,9001,,,,4\n,9002,,,,5\n", users,
                                            {{1, CanvasAssignment("W3", true, std::nullopt, {9001})}});
  EXPECT_EQ(closed.grades, (std::map<long, Cell>{{9002, Cell("5")}}));
  EXPECT_EQ(closed.ungradeable, 1u);
  // check_for_non_student_row: a row whose first cell holds "Points Possible" is never a student's.
  EXPECT_EQ(replay_canvas(header + "W3 (1)\nPoints Possible Jones,9001,,,,4\n", users, {{1, "W3"}}).grades,
            (std::map<long, Cell>{}));
}

TEST_F(LmsImport, CanvasGivesEveryStudentExactlyTheirFinalGrade) {
  // Canvas's course: the roster's students but Dana (withdrawn, concluded)
  // and Hedy (removed), and a Hedy Lamarr of another section, 9107.
  const std::vector<CanvasUser> users{{9001, "Ada Lovelace", "Lovelace, Ada", "s1", "ada"},
                                      {9002, "Grace Hopper", "Hopper, Grace", "s2", "grace"},
                                      {9003, "Charles Darwin", "Darwin, Charles", "s3", "charles"},
                                      {9004, "Dana Scully", "Scully, Dana", "s4", "dana", true},
                                      {9005, "Emmy Noether", "Noether, Emmy", "s5", "emmy"},
                                      {9006, "Fei-Fei Li", "Li, Fei-Fei", "s6", "fei"},
                                      {9107, "Hedy Lamarr", "Lamarr, Hedy", "x7", "hedy2"}};
  for (const auto no_submission :
       {grader::NoSubmission::leave_out, grader::NoSubmission::zero, grader::NoSubmission::excused}) {
    term_.lms.no_submission = no_submission;
    const grader::LmsFile file = grader::render_canvas_csv(thousand_point_manifest(), rows(), term_.lms);
    const CanvasImport imported = replay_canvas(file.text, users, {{1, "Attention, week 3"}});
    EXPECT_FALSE(imported.invalid_header);
    EXPECT_EQ(imported.new_assignments, std::vector<std::string>{});
    std::map<long, Cell> expected{{9001, Cell("872.25")}, {9002, Cell("450.45")}, {9003, Cell("999.75")}};
    if (no_submission == grader::NoSubmission::zero) expected[9005] = Cell("0");
    if (no_submission == grader::NoSubmission::excused) expected[9005] = Cell("EX");
    EXPECT_EQ(imported.grades, expected) << file.text;
    EXPECT_EQ(imported.missing_students, 1u);  // Hedy's row, not given to the other Hedy Lamarr
  }
  term_.lms.no_submission = grader::NoSubmission::leave_out;
  const grader::LmsFile file = grader::render_canvas_csv(thousand_point_manifest(), rows(), term_.lms);
  EXPECT_EQ(file.text,
            "Student,ID,SIS User ID,SIS Login ID,Section,\"Attention, week 3 (1)\"\n"
            "Points Possible,,,,,1000\n"
            ",9001,,,,872.25\n"
            ",9002,,,,450.45\n"
            ",9003,,,,999.75\n"
            ",9007,,,,700\n");
  EXPECT_EQ(file.left_out,
            (std::vector<std::string>{"s4 (Dana Scully): left the course (the roster's status)",
                                      "s6 (Fei-Fei Li): no Canvas ID in the roster (its lms id or canvas id column; "
                                      "ID in Canvas's own gradebook export)",
                                      "s5 (Emmy Noether): no submission (no_submission is leave_out: the LMS keeps "
                                      "what it has)"}));
  // Keyed on the SIS User ID: Fei is in, by her own id.
  term_.lms.canvas_identifier = grader::CanvasIdentifier::sis_user_id;
  const grader::LmsFile by_sis = grader::render_canvas_csv(thousand_point_manifest(), rows(), term_.lms);
  const CanvasImport imported = replay_canvas(by_sis.text, users, {{1, "Attention, week 3"}});
  EXPECT_EQ(imported.grades,
            (std::map<long, Cell>{
                {9001, Cell("872.25")}, {9002, Cell("450.45")}, {9003, Cell("999.75")}, {9006, Cell("100.25")}}));
  EXPECT_EQ(imported.missing_students, 1u);  // s7: Canvas has no such SIS id
}

TEST_F(LmsImport, MoodleGivesEveryStudentExactlyTheirFinalGrade) {
  // Moodle's site: Dana's account is gone, Hedy's is there; Charles has an account but the roster no email.
  MoodleSite site{{{21, "ada", "s1", "ada@uni.example"},
                   {22, "grace", "s2", "grace@uni.example"},
                   {23, "charles", "s3", "charles@uni.example"},
                   {25, "emmy", "s5", "emmy@uni.example"},
                   {26, "fei", "s6", "fei@uni.example"},
                   {27, "hedy", "s7", "hedy@uni.example"}}};
  term_.lms.no_submission = grader::NoSubmission::zero;
  // The site's defaults: every grade above 100 is refused, so the file is too, naming the setting.
  const grader::LmsFile refused = grader::render_moodle_csv(thousand_point_manifest(), rows(), term_.lms);
  EXPECT_EQ(refused.text, "");
  EXPECT_EQ(refused.refused,
            "moodle.csv not written: s1 (Ada Lovelace) has 872.25, and Moodle's CSV import refuses the whole file for "
            "a grade above 100 unless Site administration > Grades > General settings > \"Unlimited grades\" is on "
            "(gradeimport_csv_load_data::insert_grade_record): turn it on, set \"Maximum grade points\" beside it to "
            "at least 872.25, and add \"moodle_unlimited_grades\": true to the term file");
  term_.lms.moodle_unlimited_grades = true;
  const grader::LmsFile file = grader::render_moodle_csv(thousand_point_manifest(), rows(), term_.lms);
  EXPECT_EQ(file.refused, "");
  EXPECT_EQ(file.text,
            "Email address,\"Assignment: Attention, week 3 (Real)\",\"Assignment: Attention, week 3 (Feedback)\"\n"
            "ada@uni.example,872.25,872.25 / 1000\n"
            "grace@uni.example,450.45,\"500.5 / 1000, 1 days late: -10%\"\n"
            "fei@uni.example,100.25,100.25 / 1000\n"
            "hedy@uni.example,700,\"1000 / 1000, 3 days late: -30%\"\n"
            "emmy@uni.example,0,no submission\n");
  EXPECT_EQ(file.left_out,
            (std::vector<std::string>{"s3 (Charles Darwin): no email in the roster (Moodle would give this grade to "
                                      "the row above: add it, or set moodle_identifier to idnumber)",
                                      "s4 (Dana Scully): left the course (the roster's status)"}));
  EXPECT_EQ(file.warnings,
            std::vector<std::string>{"grades go up to 872.25: Moodle refuses the whole file unless Site "
                                     "administration > Grades > General settings has \"Maximum grade points\" at "
                                     "least 1000"});
  // As the warning says: refused with the site's defaults, imported with the settings it names.
  const MoodleItem item{term_.lms.moodle_grade_item, 1000};
  EXPECT_EQ(replay_moodle(file.text, site, item, guide_mapping("useremail")).error, "gradevaluetoobig: 100");
  site.unlimitedgrades = true;
  site.gradepointmax = 1000;
  const MoodleImport imported = replay_moodle(file.text, site, item, guide_mapping("useremail"));
  EXPECT_EQ(imported.error, "");
  EXPECT_EQ(imported.grades,
            (std::map<long, Cell>{
                {21, Cell("872.25")}, {22, Cell("450.45")}, {25, Cell("0")}, {26, Cell("100.25")}, {27, Cell("700")}}));
  EXPECT_EQ(imported.feedback.at(22), "500.5 / 1000, 1 days late: -10%");
  // Keyed on the ID number: Charles is in.
  term_.lms.moodle_identifier = grader::MoodleIdentifier::idnumber;
  const grader::LmsFile by_idnumber = grader::render_moodle_csv(thousand_point_manifest(), rows(), term_.lms);
  EXPECT_EQ(replay_moodle(by_idnumber.text, site, item, guide_mapping("useridnumber")).grades,
            (std::map<long, Cell>{{21, Cell("872.25")},
                                  {22, Cell("450.45")},
                                  {23, Cell("999.75")},
                                  {25, Cell("0")},
                                  {26, Cell("100.25")},
                                  {27, Cell("700")}}));
}

// Canvas's and Moodle's own gradebook exports are rosters as they are.
TEST_F(LmsImport, TheLmssOwnExportsAreRosters) {
  std::ofstream(dir_ / "canvas-export.csv") << "Student,ID,SIS User ID,SIS Login ID,Section,Week 1 (11),Current Score\n"
                                               "    Points Possible,,,,,10,(read only)\n"
                                               "\"Lovelace, Ada\",9001,s1,ada,A,10,100\n"
                                               "\"Li, Fei-Fei\",9006,,fei,A,,\n";
  const grader::Roster canvas = grader::load_roster(dir_ / "canvas-export.csv");
  ASSERT_EQ(canvas.students.size(), 2u);
  EXPECT_EQ(canvas.students[0].id, "s1");
  EXPECT_EQ(canvas.students[0].name, "Lovelace, Ada");
  EXPECT_EQ(canvas.students[0].lms_id, "9001");
  EXPECT_TRUE(canvas.students[0].own_id);
  EXPECT_EQ(canvas.students[1].id, "9006");  // no SIS id: Canvas's own id stands in
  EXPECT_FALSE(canvas.students[1].own_id);
  std::ofstream(dir_ / "moodle-export.csv")
      << "First name,Last name,ID number,Institution,Department,Email address,Assignment: Week 1 (Real),"
         "Last downloaded from this course\n"
         "Ada,Lovelace,s1,Uni,CS,ada@uni.example,10.00,1792101540\n"
         "Fei-Fei,Li,,Uni,CS,fei@uni.example,-,1792101540\n";
  const grader::Roster moodle = grader::load_roster(dir_ / "moodle-export.csv");
  ASSERT_EQ(moodle.students.size(), 2u);
  EXPECT_EQ(moodle.students[0].id, "s1");
  EXPECT_EQ(moodle.students[0].name, "Ada Lovelace");
  EXPECT_EQ(moodle.students[0].email, "ada@uni.example");
  EXPECT_EQ(moodle.students[1].id, "fei@uni.example");  // no ID number: the email stands in
  EXPECT_FALSE(moodle.students[1].own_id);
}

// The red team's ways in, closed: a name ending in a backslash (PHP's CSV
// reader joined it with the next rows: moodle.csv has no name column), an
// identifier starting with - (the spreadsheet guard's ' made it another
// user's: LMS files are written verbatim), an identifier Moodle would misread
// (left out), two students with one email or LMS id, a status the grader
// does not know (refused), and a repository name matched alone.
TEST_F(LmsImport, WhatAStudentWritesInTheirNameOrEmailMovesNoGrade) {
  std::ofstream(dir_ / "hostile.csv") << "First name,Last name,ID number,Email address,Status\n"
                                         "Mallory,\"Moll, M.\\\",m1,-mallory@uni.example,Active\n"
                                         "Nina,Ng,n1,nina@uni.example,\n"
                                         "\"Trudy \"\"T\"\"\",Tan,t1,trudy@uni.example,current\n"
                                         "Quinn,Q,q1,\"q\\\"\"uinn@uni.example\",\n"
                                         "Olga,O,o1,olga@uni.example,Not current\n";
  roster_ = grader::load_roster(dir_ / "hostile.csv");
  EXPECT_EQ(roster_.students[0].name, "Mallory Moll, M.\\");
  EXPECT_TRUE(roster_.students[4].withdrawn);
  records_ = {record("m1", 0, 0, term_.due), record("n1", 600, 400, term_.due), record("t1", 600, 400, term_.due),
              record("q1", 600, 0, term_.due), record("o1", 600, 400, term_.due)};
  term_.lms.moodle_unlimited_grades = true;  // as the site below has it
  const grader::LmsFile file = grader::render_moodle_csv(thousand_point_manifest(), rows(), term_.lms);
  EXPECT_EQ(file.text,
            "Email address,\"Assignment: Attention, week 3 (Real)\",\"Assignment: Attention, week 3 (Feedback)\"\n"
            "-mallory@uni.example,0,0 / 1000\n"
            "nina@uni.example,1000,1000 / 1000\n"
            "trudy@uni.example,1000,1000 / 1000\n");
  EXPECT_EQ(file.left_out, (std::vector<std::string>{
                               "q1 (Quinn Q): email \"q\\\"uinn@uni.example\" holds a quote, backslash, comma or "
                               "line break, which Moodle's CSV reader misreads",
                               "o1 (Olga O): left the course (the roster's status)"}));
  const MoodleSite site{{{31, "mallory", "m1", "-mallory@uni.example"},
                         {32, "nina", "n1", "nina@uni.example"},
                         {33, "trudy", "t1", "trudy@uni.example"}},
                        true,
                        1000};
  const MoodleImport imported =
      replay_moodle(file.text, site, {term_.lms.moodle_grade_item, 1000}, guide_mapping("useremail"));
  EXPECT_EQ(imported.error, "");
  EXPECT_EQ(imported.grades, (std::map<long, Cell>{{31, Cell("0")}, {32, Cell("1000")}, {33, Cell("1000")}}));
  // The reader itself: inside quotes PHP keeps \" and reads on, so a name ending in \ ran into the next cells.
  const std::vector<Row> php = parse_csv("a,\"x\\\",y\",b\n", true);
  ASSERT_EQ(php.size(), 1u);
  EXPECT_EQ(php[0], (Row{Cell("a"), Cell("x\\\",y"), Cell("b")}));
}

TEST_F(LmsImport, ARosterSlipThatWouldMoveAGradeIsRefused) {
  auto error_of = [&](const std::string& text) {
    std::ofstream(dir_ / "slip.csv") << text;
    try {
      (void)grader::load_roster(dir_ / "slip.csv");
    } catch (const grader::GraderError& error) {
      return std::string(error.what()).substr((dir_.string() + "/").size());
    }
    return std::string("no error");
  };
  EXPECT_EQ(error_of("id,name,email,lms id\ns2,Nina,nina@uni.example,502\ns3,Oscar,NINA@uni.example,503\n"),
            "slip.csv: line 3: email NINA@uni.example is also line 2's: one student's grade would overwrite the "
            "other's in the LMS");
  EXPECT_EQ(error_of("id,name,email,lms id\ns2,Nina,nina@uni.example,502\ns3,Oscar,oscar@uni.example,502\n"),
            "slip.csv: line 3: LMS id 502 is also line 2's: one student's grade would overwrite the other's in the "
            "LMS");
  EXPECT_EQ(error_of("id,name,status\ns2,Nina,Dropped - 2026-10-01\n"),
            "slip.csv: line 2, column 3: status \"Dropped - 2026-10-01\" is not one the grader knows: active, "
            "enrolled or current (or empty) for a student in the course; withdrawn, dropped, inactive, concluded, "
            "deleted, suspended or not current for one who left it");
}

// GitHub user x-alice's repository attention-x-alice, matched alone, took
// alice's extension; matched with the class, it is nobody's on the roster.
TEST_F(LmsImport, ARepositorysDeadlineIsItsOwnStudentsAmongTheWholeClass) {
  std::ofstream(dir_ / "github.csv") << "id,github\nu1,alice\nu2,bob\n";
  roster_ = grader::load_roster(dir_ / "github.csv");
  term_.extensions = {{"u1", term_.due + 3 * 86400}};
  const std::vector<std::string> names{"attention-alice", "attention-bob", "attention-x-alice"};
  const grader::DeadlineOf deadline = grader::class_deadlines(&roster_, &term_, names);
  EXPECT_EQ(deadline("attention-x-alice"), std::optional<std::int64_t>(term_.due));
  EXPECT_EQ(deadline("attention-alice"), std::optional<std::int64_t>(term_.due + 3 * 86400));
  EXPECT_EQ(deadline("attention-bob"), std::optional<std::int64_t>(term_.due));
  // Alone, the name was alice's: what the class's names correct.
  EXPECT_EQ(grader::match_roster(roster_, {"attention-x-alice"}).student_of.count("attention-x-alice"), 1u);
  EXPECT_FALSE(grader::class_deadlines(&roster_, nullptr, names));
}

namespace {

grader::Manifest ten_point_manifest(double scale) {
  nlohmann::json manifest = nlohmann::json::parse(R"({
    "format": "autograder-manifest/1", "assignment": "demo", "title": "Attention",
    "sources": ["a.cpp"], "tolerance": {"rtol": 1e-5, "atol": 1e-6},
    "ops": {"a.run": {"outputs": {}}, "b.run": {"outputs": {}}},
    "tasks": [
      {"id": "1", "name": "first", "points": 6, "checks": [{"op": "a.run"}]},
      {"id": "2", "name": "second", "points": 4, "checks": [{"op": "b.run"}]}
    ]})");
  manifest["tasks"][0]["points"] = 6 * scale;
  manifest["tasks"][1]["points"] = 4 * scale;
  return grader::parse_manifest(manifest, "demo/manifest.json");
}

// A record of `score` out of 10 * scale; above it, a bonus (an extra's points on top).
grader::StudentRecord scored(const std::string& student, double score, double scale, std::int64_t submitted) {
  grader::StudentRecord r;
  r.student = student;
  r.folder = student;
  const double first = std::min(score, 6 * scale);
  const double second = std::min(score - first, 4 * scale);
  r.tasks = {{"1", "first", first, 6 * scale, first == 6 * scale, {}, ""},
             {"2", "second", second, 4 * scale, second == 4 * scale, {}, ""}};
  r.score = score;
  r.max_score = 10 * scale;
  r.submitted_at = submitted;
  r.submitted_from = "times.csv";
  return r;
}

}  // namespace

// The class of 9 of issue 50: a student without an email (Chloé), a
// withdrawn one (Dan), one without a submission (Eve), a late one with an
// extension (Finn), a repository at its commit before the deadline
// (attention-gus), scores 6.125 and 6.75, a bonus to 11/10 (Hana), names
// with commas, quotes and accents, and Alice's submission named
// alice_final, which matches nobody on the roster. Through the replays,
// every student gets exactly their final grade or no row, never a 0 or an
// EX while a submission may be theirs.
class LmsClassOfNine : public LmsImport {
 protected:
  void SetUp() override {
    LmsImport::SetUp();
    std::ofstream(dir_ / "class.csv") << "id,name,email,github,lms id,status\n"
                                         "u01-alice,\"Archer, Alice\",alice@uni.example,alice,701,\n"
                                         "u02-bob,\"Baker, Bob \"\"Bobby\"\"\",bob@uni.example,bob,702,\n"
                                         "u03-chloe,Chloé Dupré,,chloe,703,\n"
                                         "u04-dan,Dan Duarte,dan@uni.example,dan,704,withdrawn\n"
                                         "u05-eve,Eve Ekström,eve@uni.example,eve,705,\n"
                                         "u06-finn,Finn Ó Briain,finn@uni.example,finn,706,\n"
                                         "u07-gus,Gus Grün,gus@uni.example,gus,707,\n"
                                         "u08-hana,Hana Hayashi,hana@uni.example,hana,708,\n"
                                         "u09-ivan,\"Ivanov, Ivan\",ivan@uni.example,ivan,709,\n";
    roster_ = grader::load_roster(dir_ / "class.csv");
    term_.lms.canvas_assignment_id = "1";
    term_.lms.moodle_grade_item = "Assignment: Attention";
    term_.extensions = {{"u06-finn", term_.due + 3 * 86400}};
    class_records(1);
  }
  void class_records(double scale) {
    const std::int64_t day = 86400;
    records_ = {scored("alice_final", 6.125 * scale, scale, term_.due - 60),  // nobody's on the roster
                scored("u02-bob", 6.75 * scale, scale, term_.due - 60),
                scored("chloe", 8.5 * scale, scale, term_.due),                        // no email
                scored("dan", 8 * scale, scale, term_.due),                            // withdrawn
                scored("finn", 9 * scale, scale, term_.due + 2 * day),                 // late, inside his extension
                scored("attention-gus", 7 * scale, scale, term_.due - day),            // its commit before the deadline
                scored("hana", 11 * scale, scale, term_.due),                          // a bonus: 11 / 10
                scored("ivan@uni.example", 5.5 * scale, scale, term_.due + day / 2)};  // 1 day late: 4.95
  }
  const std::vector<CanvasUser> canvas_users_{
      {701, "Alice Archer", "Archer, Alice", "", "alice"}, {702, "Bob Baker", "Baker, Bob", "", "bob"},
      {703, "Chloé Dupré", "Dupré, Chloé", "", "chloe"},   {704, "Dan Duarte", "Duarte, Dan", "", "dan", true},
      {705, "Eve Ekström", "Ekström, Eve", "", "eve"},     {706, "Finn Ó Briain", "Ó Briain, Finn", "", "finn"},
      {707, "Gus Grün", "Grün, Gus", "", "gus"},           {708, "Hana Hayashi", "Hayashi, Hana", "", "hana"},
      {709, "Ivan Ivanov", "Ivanov, Ivan", "", "ivan"},    {710, "Pat Jones", "Points Possible Jones, Pat", "", "pat"}};
  const MoodleSite moodle_site_{{{41, "alice", "", "alice@uni.example"},
                                 {42, "bob", "", "bob@uni.example"},
                                 {43, "chloe", "", "chloe@uni.example"},
                                 {45, "eve", "", "eve@uni.example"},
                                 {46, "finn", "", "finn@uni.example"},
                                 {47, "gus", "", "gus@uni.example"},
                                 {48, "hana", "", "hana@uni.example"},
                                 {49, "ivan", "", "ivan@uni.example"}}};
};

TEST_F(LmsClassOfNine, NoZeroOrExcusedWhileASubmissionMatchesNobody) {
  const std::string header =
      "Student,ID,SIS User ID,SIS Login ID,Section,Attention (1)\n"
      "Points Possible,,,,,10\n";
  const std::map<long, Cell> graded{{702, Cell("6.75")}, {703, Cell("8.5")}, {706, Cell("9")},
                                    {707, Cell("7")},    {708, Cell("11")},  {709, Cell("4.95")}};
  const std::string unclaimed =
      ": no submission matched, but 1 submissions match nobody on the roster (alice_final): no 0 while one may be "
      "theirs (roster.txt says what each was compared with)";
  for (const auto no_submission : {grader::NoSubmission::zero, grader::NoSubmission::excused}) {
    term_.lms.no_submission = no_submission;
    const grader::LmsFile canvas = grader::render_canvas_csv(ten_point_manifest(1), rows(), term_.lms);
    EXPECT_EQ(canvas.text, header +
                               ",702,,,,6.75\n"
                               ",703,,,,8.5\n"
                               ",706,,,,9\n"
                               ",707,,,,7\n"
                               ",708,,,,11\n"
                               ",709,,,,4.95\n");
    const std::string none = no_submission == grader::NoSubmission::zero ? ": no 0" : ": no EX";
    const std::string reason = unclaimed.substr(0, unclaimed.find(": no 0")) + none +
                               unclaimed.substr(unclaimed.find(": no 0") + std::string(": no 0").size());
    EXPECT_EQ(canvas.left_out,
              (std::vector<std::string>{"u04-dan (Dan Duarte): left the course (the roster's status)",
                                        "u01-alice (Archer, Alice)" + reason, "u05-eve (Eve Ekström)" + reason}));
    const CanvasImport imported = replay_canvas(canvas.text, canvas_users_, {{1, "Attention"}});
    EXPECT_EQ(imported.grades, graded);  // Alice and Eve keep what Canvas has: no 0 over alice_final
    EXPECT_EQ(imported.missing_students, 0u);
  }
  // Once alice_final is Alice's (renamed alice), a student without a submission gets the 0 or EX.
  records_[0].student = records_[0].folder = "alice";
  for (const auto& [no_submission, grade] :
       {std::pair{grader::NoSubmission::zero, "0"}, std::pair{grader::NoSubmission::excused, "EX"}}) {
    term_.lms.no_submission = no_submission;
    const grader::LmsFile canvas = grader::render_canvas_csv(ten_point_manifest(1), rows(), term_.lms);
    std::map<long, Cell> expected = graded;
    expected[701] = Cell("6.125");
    expected[705] = Cell(grade);
    EXPECT_EQ(replay_canvas(canvas.text, canvas_users_, {{1, "Attention"}}).grades, expected);
  }
}

TEST_F(LmsClassOfNine, MoodleCarriesTheBonusExactlyOrRefusesNamingTheSetting) {
  term_.lms.no_submission = grader::NoSubmission::zero;
  const grader::LmsFile refused = grader::render_moodle_csv(ten_point_manifest(1), rows(), term_.lms);
  EXPECT_EQ(refused.text, "");
  EXPECT_EQ(refused.refused,
            "moodle.csv not written: u08-hana (Hana Hayashi) has 11, above the grade item's maximum of 10 (the "
            "manifest's points; moodle_grade_max says otherwise): Moodle would record the item's maximum instead "
            "(grade_item::bounded_grade). Turn on Site administration > Grades > General settings > \"Unlimited "
            "grades\" and add \"moodle_unlimited_grades\": true to the term file, or set the item's \"Maximum "
            "grade\" (its settings, Grade) to at least 11 and moodle_grade_max to it");
  // With "Unlimited grades" on, as the term now says: 11 is carried, and Moodle keeps it.
  term_.lms.moodle_unlimited_grades = true;
  const grader::LmsFile file = grader::render_moodle_csv(ten_point_manifest(1), rows(), term_.lms);
  EXPECT_EQ(file.refused, "");
  EXPECT_EQ(file.text,
            "Email address,Assignment: Attention (Real),Assignment: Attention (Feedback)\n"
            "bob@uni.example,6.75,6.75 / 10\n"
            "finn@uni.example,9,9 / 10\n"
            "gus@uni.example,7,7 / 10\n"
            "hana@uni.example,11,11 / 10\n"
            "ivan@uni.example,4.95,\"5.5 / 10, 1 days late: -10%\"\n");
  const MoodleItem item{"Assignment: Attention", 10};
  MoodleSite site = moodle_site_;
  site.unlimitedgrades = true;
  const std::map<long, Cell> exact{
      {42, Cell("6.75")}, {46, Cell("9")}, {47, Cell("7")}, {48, Cell("11")}, {49, Cell("4.95")}};
  EXPECT_EQ(replay_moodle(file.text, site, item, guide_mapping("useremail")).grades, exact);
  // The same file on a site without it: Hana's 11 would be stored as 10. That is why it is refused above.
  std::map<long, Cell> clamped = exact;
  clamped[48] = Cell("10");
  EXPECT_EQ(replay_moodle(file.text, moodle_site_, item, guide_mapping("useremail")).grades, clamped);
  // Or the item's maximum raised to 11, as moodle_grade_max says: written, and kept on a site without it.
  term_.lms.moodle_unlimited_grades = false;
  term_.lms.moodle_grade_max = 11;
  const grader::LmsFile raised = grader::render_moodle_csv(ten_point_manifest(1), rows(), term_.lms);
  EXPECT_EQ(raised.text, file.text);
  EXPECT_EQ(
      replay_moodle(raised.text, moodle_site_, MoodleItem{"Assignment: Attention", 11}, guide_mapping("useremail"))
          .grades,
      exact);
  // The 1000-point copy: 1100 is above the item's 1000, and above the 100 Moodle's import takes by default.
  term_.lms.moodle_grade_max.reset();
  class_records(100);
  EXPECT_EQ(grader::render_moodle_csv(ten_point_manifest(100), rows(), term_.lms).refused,
            "moodle.csv not written: u08-hana (Hana Hayashi) has 1100, above the grade item's maximum of 1000 (the "
            "manifest's points; moodle_grade_max says otherwise): Moodle would record the item's maximum instead "
            "(grade_item::bounded_grade). Turn on Site administration > Grades > General settings > \"Unlimited "
            "grades\" and add \"moodle_unlimited_grades\": true to the term file, or set the item's \"Maximum "
            "grade\" (its settings, Grade) to at least 1100 and moodle_grade_max to it");
  term_.lms.moodle_unlimited_grades = true;
  const grader::LmsFile thousand = grader::render_moodle_csv(ten_point_manifest(100), rows(), term_.lms);
  EXPECT_EQ(thousand.warnings,
            std::vector<std::string>{"grades go up to 1100: Moodle refuses the whole file unless Site administration "
                                     "> Grades > General settings has \"Maximum grade points\" at least 1100"});
  site.gradepointmax = 1000;  // below the file's 1100: the import fails, as the warning says
  EXPECT_EQ(replay_moodle(thousand.text, site, {"Assignment: Attention", 1000}, guide_mapping("useremail")).error,
            "gradevaluetoobig: 1000");
  site.gradepointmax = 1100;
  EXPECT_EQ(replay_moodle(thousand.text, site, {"Assignment: Attention", 1000}, guide_mapping("useremail")).grades,
            (std::map<long, Cell>{
                {42, Cell("675")}, {46, Cell("900")}, {47, Cell("700")}, {48, Cell("1100")}, {49, Cell("495")}}));
}

// Canvas's export as the roster: submissions named by login match on its
// SIS Login ID; its Points Possible row is the row under the header with no
// identifiers, so Pat, whose name holds "Points Possible", is a student.
TEST_F(LmsClassOfNine, ACanvasExportRosterMatchesByLoginAndKeepsEveryStudent) {
  std::ofstream(dir_ / "canvas-export.csv")
      << "Student,ID,SIS User ID,SIS Login ID,Section,Attention (1),Current Score\n"
         "    Points Possible,,,,,10,(read only)\n"
         "\"Archer, Alice\",701,,alice,A,,\n"
         "\"Baker, Bob\",702,,bob,A,,\n"
         "\"Dupré, Chloé\",703,,chloe,A,,\n"
         "\"Ekström, Eve\",705,,eve,A,,\n"
         "\"Ó Briain, Finn\",706,,finn,A,,\n"
         "\"Grün, Gus\",707,,gus,A,,\n"
         "\"Hayashi, Hana\",708,,hana,A,,\n"
         "\"Ivanov, Ivan\",709,,ivan,A,,\n"
         "\"Points Possible Jones, Pat\",710,,pat,A,,\n";
  roster_ = grader::load_roster(dir_ / "canvas-export.csv");
  ASSERT_EQ(roster_.students.size(), 9u);
  EXPECT_EQ(roster_.students[8].name, "Points Possible Jones, Pat");
  EXPECT_EQ(roster_.students[8].login, "pat");
  EXPECT_EQ(roster_.match_columns, (std::vector<std::string>{"SIS User ID", "SIS Login ID", "ID"}));
  term_.extensions.clear();
  records_ = {scored("alice", 6.125, 1, term_.due), scored("bob", 6.75, 1, term_.due),
              scored("chloe", 8.5, 1, term_.due),   scored("finn", 9, 1, term_.due),
              scored("gus", 7, 1, term_.due),       scored("hana", 11, 1, term_.due),
              scored("ivan", 5.5, 1, term_.due)};
  term_.lms.no_submission = grader::NoSubmission::zero;
  const std::vector<grader::TermRow> class_rows = rows();
  EXPECT_EQ(match_.unmatched, std::vector<std::string>{});
  EXPECT_EQ(match_.student_of.size(), 7u);
  const grader::LmsFile canvas = grader::render_canvas_csv(ten_point_manifest(1), class_rows, term_.lms);
  EXPECT_EQ(canvas.text,
            "Student,ID,SIS User ID,SIS Login ID,Section,Attention (1)\n"
            "Points Possible,,,,,10\n"
            ",701,,,,6.125\n,702,,,,6.75\n,703,,,,8.5\n,706,,,,9\n,707,,,,7\n,708,,,,11\n,709,,,,5.5\n"
            ",705,,,,0\n,710,,,,0\n");
  EXPECT_EQ(replay_canvas(canvas.text, canvas_users_, {{1, "Attention"}}).grades,
            (std::map<long, Cell>{{701, Cell("6.125")},
                                  {702, Cell("6.75")},
                                  {703, Cell("8.5")},
                                  {705, Cell("0")},
                                  {706, Cell("9")},
                                  {707, Cell("7")},
                                  {708, Cell("11")},
                                  {709, Cell("5.5")},
                                  {710, Cell("0")}}));
}

// Only the identifier of the system a file is for: a roster's moodle id is
// not a Canvas ID, and the Canvas file says so instead of writing it.
TEST_F(LmsClassOfNine, AnotherSystemsIdIsNeverCanvassId) {
  std::ofstream(dir_ / "moodle-ids.csv") << "id,name,email,moodle id\ns1,Ada,ada@uni.example,41\n";
  roster_ = grader::load_roster(dir_ / "moodle-ids.csv");
  EXPECT_EQ(roster_.students[0].lms_id_of, "moodle");
  records_ = {scored("s1", 7, 1, term_.due)};
  const grader::LmsFile canvas = grader::render_canvas_csv(ten_point_manifest(1), rows(), term_.lms);
  EXPECT_EQ(canvas.text, "Student,ID,SIS User ID,SIS Login ID,Section,Attention (1)\nPoints Possible,,,,,10\n");
  EXPECT_EQ(canvas.left_out,
            std::vector<std::string>{"s1 (Ada): no Canvas ID in the roster (its lms id or canvas id column; ID in "
                                     "Canvas's own gradebook export): its moodle id is not Canvas's"});
  std::ofstream(dir_ / "lms-ids.csv") << "id,name,email,lms id\ns1,Ada,ada@uni.example,9001\n";
  roster_ = grader::load_roster(dir_ / "lms-ids.csv");
  EXPECT_EQ(grader::render_canvas_csv(ten_point_manifest(1), rows(), term_.lms).text,
            "Student,ID,SIS User ID,SIS Login ID,Section,Attention (1)\nPoints Possible,,,,,10\n,9001,,,,7\n");
}

// summary.html says which students no LMS file carries, and why.
TEST_F(LmsClassOfNine, TheSummarySaysWhoNoLmsFileCarries) {
  term_.lms.no_submission = grader::NoSubmission::zero;
  const std::vector<grader::TermRow> class_rows = rows();
  const grader::LmsFile canvas = grader::render_canvas_csv(ten_point_manifest(1), class_rows, term_.lms);
  const grader::LmsFile moodle = grader::render_moodle_csv(ten_point_manifest(1), class_rows, term_.lms);
  const std::string html = grader::render_term_students_table(ten_point_manifest(1), class_rows, true, &term_,
                                                              {{"canvas.csv", &canvas}, {"moodle.csv", &moodle}});
  const std::string eve =
      "no submission matched, but 1 submissions match nobody on the roster (alice_final): no 0 while one may be "
      "theirs (roster.txt says what each was compared with)";
  for (const std::string& row : std::vector<std::string>{
           "<th>Feedback</th><th>LMS files</th></tr>\n",
           "<tr><td></td><td>u05-eve</td><td>Eve Ekström</td><td class=\"fail\" colspan=\"9\">no submission</td>"
           "<td class=\"fail\">not in canvas.csv: " +
               eve + "; not in moodle.csv: the file was refused (roster.txt)</td></tr>\n",
           "<td class=\"fail\">not in canvas.csv: left the course (the roster&apos;s status); not in moodle.csv: the "
           "file was refused (roster.txt)</td></tr>\n",
           "<tr><td>alice_final</td><td class=\"fail\">no roster match (roster.txt)</td><td></td>"}) {
    EXPECT_NE(html.find(row), std::string::npos) << row << "\n" << html;
  }
  term_.lms.moodle_unlimited_grades = true;
  const grader::LmsFile written = grader::render_moodle_csv(ten_point_manifest(1), class_rows, term_.lms);
  const std::string carried = grader::render_term_students_table(ten_point_manifest(1), class_rows, true, &term_,
                                                                 {{"canvas.csv", &canvas}, {"moodle.csv", &written}});
  EXPECT_NE(carried.find("<td class=\"fail\">not in moodle.csv: no email in the roster (Moodle would give this grade "
                         "to the row above: add it, or set moodle_identifier to idnumber)</td></tr>\n"),
            std::string::npos)
      << carried;  // Chloé: in canvas.csv, not in moodle.csv
  EXPECT_NE(carried.find("<a href=\"feedback/hana.txt\">feedback</a></td><td></td></tr>\n"), std::string::npos)
      << carried;  // Hana: in both
}

// Moodle's export as the roster: submissions named by email or ID number
// match, and through the replay each student gets their grade, the one
// without a submission the 0 (nothing is unmatched).
TEST_F(LmsClassOfNine, AMoodleExportRosterMatchesByEmailAndIdNumber) {
  std::ofstream(dir_ / "moodle-export.csv")
      << "First name,Last name,ID number,Institution,Department,Email address,Assignment: Attention (Real),"
         "Last downloaded from this course\n"
         "Alice,\"Archer, Jr.\",u01,Uni,CS,alice@uni.example,-,1792101540\n"
         "Bob,\"Baker \"\"Bobby\"\"\",,Uni,CS,bob@uni.example,-,1792101540\n"
         "Eve,Ekström,u05,Uni,CS,eve@uni.example,-,1792101540\n"
         "Hana,Hayashi,u08,Uni,CS,hana@uni.example,-,1792101540\n";
  roster_ = grader::load_roster(dir_ / "moodle-export.csv");
  term_.extensions.clear();
  records_ = {scored("alice@uni.example", 6.125, 1, term_.due), scored("bob@uni.example", 6.75, 1, term_.due),
              scored("u08", 11, 1, term_.due)};
  term_.lms.no_submission = grader::NoSubmission::zero;
  term_.lms.moodle_unlimited_grades = true;
  const std::vector<grader::TermRow> class_rows = rows();
  EXPECT_EQ(match_.unmatched, std::vector<std::string>{});
  const grader::LmsFile moodle = grader::render_moodle_csv(ten_point_manifest(1), class_rows, term_.lms);
  EXPECT_EQ(moodle.text,
            "Email address,Assignment: Attention (Real),Assignment: Attention (Feedback)\n"
            "alice@uni.example,6.125,6.125 / 10\n"
            "bob@uni.example,6.75,6.75 / 10\n"
            "hana@uni.example,11,11 / 10\n"
            "eve@uni.example,0,no submission\n");
  MoodleSite site = moodle_site_;
  site.unlimitedgrades = true;
  EXPECT_EQ(replay_moodle(moodle.text, site, {"Assignment: Attention", 10}, guide_mapping("useremail")).grades,
            (std::map<long, Cell>{{41, Cell("6.125")}, {42, Cell("6.75")}, {45, Cell("0")}, {48, Cell("11")}}));
}
