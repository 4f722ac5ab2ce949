// canvas.csv and moodle.csv read as each LMS's importer reads them. The
// importers' rules are replayed here from their source, each rule citing the
// file and method it comes from:
//   Canvas: lib/gradebook_importer.rb (GradebookImporter) and
//           app/models/assignment.rb (Assignment.title_and_id);
//   Moodle: grade/import/csv/classes/load_data.php
//           (gradeimport_csv_load_data::prepare_import_grade_data and the
//           methods it calls) and grade/import/grade_import_form.php
//           (grade_import_mapping_form: the defaults the mapping form selects).
// A class with a student without an email, a withdrawn student, a student
// without a submission, a student whose Canvas ID Canvas no longer has and
// a namesake who does, scores with two decimals on a 1,000-point scale: every
// student gets exactly their final grade, and nobody gets another's.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <regex>
#include <string>
#include <vector>

#include "grader/assessment/manifest.hpp"
#include "grader/support/errors.hpp"
#include "grader/term/term.hpp"
#include "grader/grading/validation.hpp"

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

struct CanvasImport {
  bool invalid_header = false;
  std::vector<std::string> new_assignments;  // titles Canvas would create
  std::map<long, Cell> grades;               // matched user -> the grade the upload posts (nullopt: a null grade)
  std::size_t missing_students = 0;          // rows matched to nobody (shown to the instructor)
};

CanvasImport replay_canvas(const std::string& text, const std::vector<CanvasUser>& users,
                           const std::map<long, std::string>& assignments) {
  CanvasImport result;
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
      for (const auto& [known, title] : assignments)
        if (title == name) id = known;
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
    // check_for_non_student_row: the Points Possible row, and rows of Muted / Manual Posting notes.
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
      Cell grade = column < row.size() ? decimal_comma_to_period(row[column]) : Cell();
      if (grade) grade = strip(*grade);
      // process_submissions then no_change_to_value?: a blank grade is posted as no grade.
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
};

struct MoodleSite {
  std::vector<MoodleUser> users;
  bool unlimitedgrades = false;  // $CFG->unlimitedgrades
  double gradepointmax = 100;    // $CFG->gradepointmax
};

struct MoodleImport {
  std::string error;                     // the whole import abandoned (cleanup_import), with Moodle's reason
  std::map<long, Cell> grades;           // user -> finalgrade (nullopt: null, "no grade")
  std::map<long, std::string> feedback;  // user -> feedback
};

// PHP's empty() on a string: "" and "0".
bool php_empty(const std::string& value) { return value.empty() || value == "0"; }

MoodleImport replay_moodle(const std::string& text, const MoodleSite& site, const std::string& grade_item) {
  MoodleImport result;
  const std::vector<Row> rows = parse_csv(text, true);
  std::vector<std::string> header;
  for (const auto& cell : rows.at(0)) header.push_back(strip(cell.value_or("")));  // trim_headers
  // grade_import_mapping_form: mapto/mapfrom default to the first of these
  // options (in this order) that a header equals; "<item> (Real)" maps to the
  // grade item, "<item> (Feedback)" to its feedback; other columns are ignored.
  const std::vector<std::pair<std::string, std::string>> options{
      {"User ID", "id"}, {"Username", "username"}, {"ID number", "idnumber"}, {"Email address", "email"}};
  std::optional<std::size_t> identity;
  std::string field;
  for (const auto& [label, name] : options) {
    const auto it = std::find(header.begin(), header.end(), label);
    if (it != header.end()) {
      identity = static_cast<std::size_t>(it - header.begin());
      field = name;
      break;
    }
  }
  if (!identity) {
    result.error = "no identifier column selected";
    return result;
  }
  std::optional<std::size_t> grade_column;
  std::optional<std::size_t> feedback_column;
  for (std::size_t c = 0; c < header.size(); ++c) {
    if (header[c] == grade_item + " (Real)") grade_column = c;
    if (header[c] == grade_item + " (Feedback)") feedback_column = c;
  }
  const double maximum = site.unlimitedgrades ? site.gradepointmax : 100;
  std::optional<long> studentid;  // prepare_import_grade_data: kept from row to row
  for (std::size_t r = 1; r < rows.size(); ++r) {
    const Row& line = rows[r];
    if (line.size() <= 1) continue;  // "There is no data on this line"
    std::optional<Cell> grade;
    std::optional<std::string> feedback;
    for (std::size_t key = 0; key < line.size(); ++key) {
      const std::string value = strip(line[key].value_or(""));
      if (key == *identity) {
        // map_user_data_with_value: "Skip invalid row with blank user field"
        // (studentid stays the previous row's); check_user_exists aborts on none or several.
        if (php_empty(value)) continue;
        std::vector<long> found;
        for (const auto& user : site.users) {
          const std::string& have = field == "id"         ? std::to_string(user.id)
                                    : field == "username" ? user.username
                                    : field == "idnumber" ? user.idnumber
                                                          : user.email;
          if (have == value) found.push_back(user.id);
        }
        if (found.size() != 1) {
          result.error = "usermappingerror: " + field + " " + value;
          return result;
        }
        studentid = found.front();
      } else if (grade_column && key == *grade_column) {
        // update_grade_item: '' or '-' is no grade; else unformat_float($value, true) or badgrade.
        if (value.empty() || value == "-") {
          grade = Cell();
        } else if (!std::regex_match(value, std::regex(R"(^-?(\d+\.?\d*|\.\d+)$)"))) {
          result.error = "badgrade: " + value;
          return result;
        } else {
          grade = Cell(value);
        }
      } else if (feedback_column && key == *feedback_column) {
        feedback = value;
      }
    }
    if (!studentid) {
      result.error = "usermappingerrorusernotfound";
      return result;
    }
    // insert_grade_record: above the grade point maximum, gradevaluetoobig.
    if (grade && *grade && std::stod(**grade) > maximum) {
      result.error = "gradevaluetoobig: " + **grade;
      return result;
    }
    if (grade) result.grades[*studentid] = *grade;
    if (feedback) result.feedback[*studentid] = *feedback;
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

// The replays are faithful where the old files went wrong: an empty email
// gives the row above's student the grade, an unknown user abandons the
// whole import, an empty Canvas cell posts a null grade, and a header
// without "(id)" makes a new Canvas assignment.
TEST(LmsReplay, TheImportersRulesAsTheirSourceHasThem) {
  const MoodleSite site{{{11, "ada", "s1", "ada@uni.example"}, {12, "bob", "s2", "bob@uni.example"}}};
  const MoodleImport misplaced = replay_moodle("Email address,Item (Real)\nada@uni.example,5\n,7\n", site, "Item");
  EXPECT_EQ(misplaced.error, "");
  EXPECT_EQ(misplaced.grades, (std::map<long, Cell>{{11, Cell("7")}}));  // the second row's 7 went to ada
  EXPECT_EQ(replay_moodle("Email address,Item (Real)\nada@uni.example,5\ngone@uni.example,7\n", site, "Item").error,
            "usermappingerror: email gone@uni.example");
  // Both headers: the form pre-selects ID number, which comes first among its options.
  EXPECT_EQ(replay_moodle("Email address,ID number,Item (Real)\nada@uni.example,s2,5\n", site, "Item").grades,
            (std::map<long, Cell>{{12, Cell("5")}}));
  EXPECT_EQ(replay_moodle("Email address,Item (Real)\nada@uni.example,150\n", site, "Item").error,
            "gradevaluetoobig: 150");
  const std::vector<CanvasUser> users{{9001, "Ada Lovelace", "Lovelace, Ada", "s1", "ada"}};
  const CanvasImport blank =
      replay_canvas("Student,ID,SIS User ID,SIS Login ID,Section,Week 3\nAda Lovelace,9001,,,,\n", users, {{1, "W3"}});
  EXPECT_EQ(blank.new_assignments, std::vector<std::string>{"Week 3"});
  EXPECT_EQ(blank.grades, (std::map<long, Cell>{}));  // the new assignment's column, not the course's
  const CanvasImport cleared = replay_canvas(
      "Student,ID,SIS User ID,SIS Login ID,Section,Week 3 (1)\nAda Lovelace,9001,,,,\n", users, {{1, "W3"}});
  EXPECT_EQ(cleared.grades, (std::map<long, Cell>{{9001, Cell()}}));
  const CanvasImport by_name =
      replay_canvas("Student,ID,SIS User ID,SIS Login ID,Section,W3 (1)\nAda Lovelace,123,,,,4\n", users, {{1, "W3"}});
  EXPECT_EQ(by_name.grades, (std::map<long, Cell>{{9001, Cell("4")}}));  // an unknown ID falls back to the name
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
                                      "s6 (Fei-Fei Li): no Canvas ID in the roster (its canvas id column; ID in "
                                      "Canvas's own gradebook export)",
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
  const grader::LmsFile file = grader::render_moodle_csv(thousand_point_manifest(), rows(), term_.lms);
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
            std::vector<std::string>{"grades go up to 1000: Moodle refuses the whole file unless Site administration > "
                                     "Grades > General settings has \"Unlimited grades\" on and \"Maximum grade "
                                     "points\" at least 1000"});
  // As the warning says: refused with the site's defaults, imported with the settings it names.
  EXPECT_EQ(replay_moodle(file.text, site, term_.lms.moodle_grade_item).error, "gradevaluetoobig: 872.25");
  site.unlimitedgrades = true;
  site.gradepointmax = 1000;
  const MoodleImport imported = replay_moodle(file.text, site, term_.lms.moodle_grade_item);
  EXPECT_EQ(imported.error, "");
  EXPECT_EQ(imported.grades,
            (std::map<long, Cell>{
                {21, Cell("872.25")}, {22, Cell("450.45")}, {25, Cell("0")}, {26, Cell("100.25")}, {27, Cell("700")}}));
  EXPECT_EQ(imported.feedback.at(22), "500.5 / 1000, 1 days late: -10%");
  // Keyed on the ID number: Charles is in; Moodle pre-selects the ID number column.
  term_.lms.moodle_identifier = grader::MoodleIdentifier::idnumber;
  const grader::LmsFile by_idnumber = grader::render_moodle_csv(thousand_point_manifest(), rows(), term_.lms);
  EXPECT_EQ(replay_moodle(by_idnumber.text, site, term_.lms.moodle_grade_item).grades,
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
  const MoodleImport imported = replay_moodle(file.text, site, term_.lms.moodle_grade_item);
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
