#include "grader/term/term.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <limits>
#include <map>
#include <string>
#include <vector>

#include "grader/assessment/manifest.hpp"
#include "grader/grading/validation.hpp"
#include "grader/support/csv.hpp"
#include "grader/support/errors.hpp"

namespace fs = std::filesystem;

namespace {

grader::Manifest demo_manifest() {
  return grader::parse_manifest(nlohmann::json::parse(R"({
    "format": "autograder-manifest/1", "assignment": "demo", "title": "Attention, week 3",
    "sources": ["a.cpp"], "tolerance": {"rtol": 1e-5, "atol": 1e-6},
    "ops": {"a.run": {"outputs": {}}, "b.run": {"outputs": {}}},
    "tasks": [
      {"id": "1", "name": "first", "points": 4, "checks": [{"op": "a.run"}]},
      {"id": "2", "name": "second", "points": 6, "checks": [{"op": "b.run"}]}
    ]})"),
                                "demo/manifest.json");
}

class TermFiles : public testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("term-test-" + std::to_string(::getpid()));
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path write(const std::string& name, const std::string& text) {
    std::ofstream(dir_ / name) << text;
    return dir_ / name;
  }
  std::string error_of(const std::function<void()>& load) {
    try {
      load();
    } catch (const grader::GraderError& error) {
      EXPECT_EQ(error.code(), grader::ExitCode::usage);
      return std::string(error.what()).substr((dir_.string() + "/").size());
    }
    return "no error";
  }
  fs::path dir_;
};

grader::StudentRecord record(const std::string& student, double first, double second,
                             std::optional<std::int64_t> submitted) {
  grader::StudentRecord r;
  r.student = student;
  r.folder = student;
  r.tasks = {{"1", "first", first, 4, first == 4, {}, first == 4 ? "" : "values differ"},
             {"2", "second", second, 6, second == 6, {}, second == 6 ? "" : "values differ"}};
  r.score = first + second;
  r.max_score = 10;
  r.submitted_at = submitted;
  r.submitted_from = submitted ? "archive time" : "";
  return r;
}

}  // namespace

TEST(Times, ZonesAreReadAndAZonelessTimeIsRefused) {
  EXPECT_EQ(grader::parse_time("1970-01-01T00:00:00Z", "t"), 0);
  EXPECT_EQ(grader::parse_time("2026-10-15T23:59:00+02:00", "t"), grader::parse_time("2026-10-15T21:59Z", "t"));
  EXPECT_EQ(grader::parse_time("2026-10-15 21:59:30.25-0130", "t"), grader::parse_time("2026-10-15T23:29:30Z", "t"));
  EXPECT_EQ(grader::format_time(grader::parse_time("2024-02-29T12:00:00+05:30", "t")), "2024-02-29T06:30:00Z");
  EXPECT_EQ(grader::format_time(1792101540), "2026-10-15T21:59:00Z");
  try {
    (void)grader::parse_time("2026-10-15T23:59:00", "term.json: due");
    ADD_FAILURE() << "a time without a zone was read";
  } catch (const grader::GraderError& error) {
    EXPECT_STREQ(error.what(),
                 "term.json: due: must be a time with its zone, as 2026-10-15T23:59:00+02:00 or "
                 "2026-10-15T21:59:00Z, not \"2026-10-15T23:59:00\"");
  }
  try {
    (void)grader::parse_time("2026-02-30T10:00Z", "x");
    ADD_FAILURE();
  } catch (const grader::GraderError& error) {
    EXPECT_STREQ(error.what(), "x: \"2026-02-30T10:00Z\" is not a valid date and time");
  }
}

// A class of nine: on time, late by a started day, late inside the grace
// period, late past the cap, later than the policy accepts, on time thanks
// to an extension, a GitHub Classroom repository name, a submission of
// nobody on the roster, one with no known time, and a student with none.
TEST_F(TermFiles, ARosterAndADeadlineMakeTheGradebookAndTheLmsImports) {
  const fs::path roster_file = write("roster.csv",
                                     "\xEF\xBB\xBF"
                                     "Student ID,Name,Email,GitHub username,Canvas ID,Section\n"
                                     "s1001,Ada Lovelace,ada@uni.example,adal,9001,A\n"
                                     "s1002,\"Grace Hopper, RADM\",grace@uni.example,bgrace,9002,A\n"
                                     "s1003,Charles Darwin,darwin@uni.example,,9003,B\n"
                                     "s1004,Dana Scully,dana@uni.example,,9004,B\n"
                                     "s1005,Emmy Noether,emmy@uni.example,,9005,B\n"
                                     "s1006,Fei-Fei Li,fei@uni.example,,9006,B\n"
                                     "s1007,Gauss,gauss@uni.example,,9007,B\n"
                                     "s1008,Hedy Lamarr,hedy@uni.example,,9008,B\n"
                                     "\n");
  const fs::path term_file = write("term.json", R"({
    "format": "autograder-term/1", "assignment": "demo",
    "due": "2026-10-15T23:59:00+02:00",
    "late_policy": {"percent_per_day": 10, "max_percent": 50, "grace_minutes": 15, "reject_after_days": 14},
    "extensions": {"s1003": 3}, "submission_time": "student_clock",
    "canvas_assignment_id": 4711, "moodle_grade_item": "Assignment: Attention, week 3"})");
  const grader::Roster roster = grader::load_roster(roster_file);
  const grader::Term term = grader::load_term(term_file, "demo");
  const std::int64_t due = term.due;
  const std::int64_t hour = 3600;
  const std::vector<grader::StudentRecord> records{
      record("s1001", 4, 6, due - 2 * hour),                    // on time
      record("attention-week3-bgrace", 4, 3, due + 36 * hour),  // 1.5 days: 2 started days, 20%
      record("9003", 0, 6, due + 60 * hour),                    // 2.5 days late, 3 days' extension
      record("dana@uni.example", 4, 6, due + 10 * 60),          // 10 minutes: inside the grace period
      record("s1005", 4, 6, due + 6 * 24 * hour),               // 6 days: 60%, capped at 50%
      record("S1006", 4, 6, due + 20 * 24 * hour),              // 20 days: not accepted
      record("mystery", 4, 6, due),                             // nobody on the roster
      record("s1008", 4, 0, std::nullopt)};                     // no known time: no final grade yet
  std::vector<std::string> names;
  for (const auto& r : records) names.push_back(r.student);
  const grader::RosterMatch match = grader::match_roster(roster, names);
  const auto rows = grader::term_rows(records, &roster, &match, &term);
  const grader::Manifest manifest = demo_manifest();

  EXPECT_EQ(
      grader::render_term_gradebook_csv(manifest, rows, true, true),
      "id,name,email,github,student,Task 1 (4),Task 2 (6),total,max,submitted,deadline,days_late,"
      "penalty_percent,final,failures\n"
      "s1001,Ada Lovelace,ada@uni.example,adal,s1001,4,6,10,10,2026-10-15T19:59:00Z,2026-10-15T21:59:00Z,0,0,10,\n"
      "s1002,\"Grace Hopper, RADM\",grace@uni.example,bgrace,attention-week3-bgrace,4,3,7,10,"
      "2026-10-17T09:59:00Z,2026-10-15T21:59:00Z,2,20,5.6,Task 2: values differ\n"
      "s1003,Charles Darwin,darwin@uni.example,,9003,0,6,6,10,2026-10-18T09:59:00Z,2026-10-18T21:59:00Z,0,0,6,"
      "Task 1: values differ\n"
      "s1004,Dana Scully,dana@uni.example,,dana@uni.example,4,6,10,10,2026-10-15T22:09:00Z,2026-10-15T21:59:00Z,"
      "0,0,10,\n"
      "s1005,Emmy Noether,emmy@uni.example,,s1005,4,6,10,10,2026-10-21T21:59:00Z,2026-10-15T21:59:00Z,6,50,5,\n"
      "s1006,Fei-Fei Li,fei@uni.example,,S1006,4,6,10,10,2026-11-04T21:59:00Z,2026-10-15T21:59:00Z,20,100,0,"
      "not accepted: 20 days late\n"
      ",,,,mystery,4,6,10,10,2026-10-15T21:59:00Z,2026-10-15T21:59:00Z,0,0,10,\n"
      "s1008,Hedy Lamarr,hedy@uni.example,,s1008,4,0,4,10,,,,,,\"no known submission time: no final grade, not in "
      "the LMS files; Task 2: values differ\"\n"
      "s1007,Gauss,gauss@uni.example,,,,,,,,,,,,no submission\n");
  EXPECT_EQ(term.lms.canvas_assignment_id, "4711");
  EXPECT_EQ(term.lms.moodle_grade_item, "Assignment: Attention, week 3");
  const grader::LmsFile canvas = grader::render_canvas_csv(manifest, rows, term.lms);
  EXPECT_EQ(canvas.text,
            "Student,ID,SIS User ID,SIS Login ID,Section,\"Attention, week 3 (4711)\"\n"
            "Points Possible,,,,,10\n"
            ",9001,,,,10\n"
            ",9002,,,,5.6\n"
            ",9003,,,,6\n"
            ",9004,,,,10\n"
            ",9005,,,,5\n"
            ",9006,,,,0\n");
  const grader::LmsFile moodle = grader::render_moodle_csv(manifest, rows, term.lms);
  EXPECT_EQ(moodle.text,
            "Email address,\"Assignment: Attention, week 3 (Real)\",\"Assignment: Attention, week 3 (Feedback)\"\n"
            "ada@uni.example,10,10 / 10\n"
            "grace@uni.example,5.6,\"7 / 10, 2 days late: -20%\"\n"
            "darwin@uni.example,6,6 / 10\n"
            "dana@uni.example,10,10 / 10\n"
            "emmy@uni.example,5,\"10 / 10, 6 days late: -50%\"\n"
            "fei@uni.example,0,\"10 / 10, not accepted (20 days late)\"\n");
  EXPECT_EQ(moodle.left_out, canvas.left_out);
  EXPECT_EQ(canvas.left_out,
            (std::vector<std::string>{"s1008 (Hedy Lamarr): no known submission time yet (see gradebook.csv)",
                                      "s1007 (Gauss): no submission (no_submission is leave_out: the LMS keeps what "
                                      "it has)"}));
  EXPECT_EQ(grader::render_roster_report(roster, match),
            "Roster " + roster_file.string() +
                ": 8 students, 7 with a submission\n"
                "\nSubmissions of no student on the roster (1):\n  mystery\n"
                "  Each name was compared with the roster's Student ID, Email, GitHub username, Canvas ID columns "
                "(equal, case ignored; a GitHub username also as the name's -<username> ending; a Canvas bulk "
                "download's <sortable name>_<user id> by its user id, equal to a Canvas id of the roster). Rename "
                "the submission to one of its student's, or add a column that holds its name (id, email, login id, "
                "github, lms id, canvas id). Until then no LMS file gives a 0 or an EX to a student without a "
                "submission.\n"
                "\nSubmissions that match several students (not exported) (0): none\n"
                "\nStudents with several submissions (not exported: keep one) (0): none\n"
                "\nStudents without a submission (1):\n  s1007 (Gauss)\n");
  EXPECT_EQ(grader::render_roster_report(roster, match, {{"canvas.csv", &canvas}, {"moodle.csv", nullptr}}),
            grader::render_roster_report(roster, match) +
                "\nStudents not in canvas.csv (2):\n"
                "  s1008 (Hedy Lamarr): no known submission time yet (see gradebook.csv)\n"
                "  s1007 (Gauss): no submission (no_submission is leave_out: the LMS keeps what it has)\n");
}

TEST_F(TermFiles, TwoSubmissionsOfOneStudentAreNeitherExported) {
  const grader::Roster roster = grader::load_roster(write("r.csv", "id,github\ns1,octo\ns2,cat\n"));
  const auto match = grader::match_roster(roster, {"hw1-octo", "s1", "octo-cat"});
  EXPECT_EQ(match.shared, std::vector<std::string>{"s1: hw1-octo, s1"});
  EXPECT_EQ(match.student_of.count("s1"), 0u);
  EXPECT_EQ(match.student_of.at("octo-cat"), 1u);  // ends in -cat
  EXPECT_EQ(match.without_submission, std::vector<std::size_t>{});
}

TEST_F(TermFiles, BrokenFilesAreRefusedNamingFileLineAndField) {
  EXPECT_EQ(error_of([&] { (void)grader::load_roster(write("a.csv", "name,github\nAda,ada\n")); }),
            "a.csv: line 1: no id column (the header must name one: id, student id, sis user id or id number; or "
            "an email column)");
  EXPECT_EQ(error_of([&] { (void)grader::load_roster(write("b.csv", "id,name\ns1,Ada\ns1,Bob\n")); }),
            "b.csv: line 3: student id s1 is listed twice");
  EXPECT_EQ(error_of([&] { (void)grader::load_roster(write("c.csv", "id,name\ns1,\"Ada\n")); }),
            "c.csv: not valid CSV: a quoted field is not closed");
  EXPECT_EQ(error_of([&] { (void)grader::load_roster(write("d.csv", "id,name\ns1,Ada \"the\" first\n")); }),
            "d.csv: line 2: not valid CSV (error parsing data while strict checking enabled)");
  EXPECT_EQ(error_of([&] {
              (void)grader::load_term(write("t1.json", R"({"format": "autograder-term/1", "due": "2026-10-15"})"),
                                      "demo");
            }),
            "t1.json: due: must be a time with its zone, as 2026-10-15T23:59:00+02:00 or 2026-10-15T21:59:00Z, not "
            "\"2026-10-15\"");
  EXPECT_EQ(error_of([&] {
              (void)grader::load_term(write("t2.json", R"({"format": "autograder-term/1", "due": "2026-10-15T10:00Z",
                                                           "late_policy": {"percent_per_day": 150}})"),
                                      "demo");
            }),
            "t2.json: late_policy.percent_per_day: must be a number from 0 to 100, got 150");
  EXPECT_EQ(error_of([&] {
              (void)grader::load_term(write("t3.json", R"({"format": "autograder-term/1", "due": "2026-10-15T10:00Z",
                                                           "assignment": "other"})"),
                                      "demo");
            }),
            "t3.json: assignment: is \"other\", but this batch grades \"demo\"");
  EXPECT_EQ(error_of([&] {
              (void)grader::load_term(write("t4.json", R"({"format": "autograder-term/1", "due": "2026-10-15T10:00Z",
                                                           "extension": {}})"),
                                      "demo");
            }),
            "t4.json: extension: unknown field (known: assignment, due, late_policy, extensions, submission_time, "
            "times_file, canvas_assignment_id, canvas_identifier, moodle_grade_item, moodle_identifier, "
            "moodle_grade_max, moodle_unlimited_grades, no_submission)");
  EXPECT_EQ(error_of([&] {
              (void)grader::load_term(write("t5.json", R"({"format": "autograder-term/1", "due": "2026-10-15T10:00Z",
                                                           "submission_time": "received",
                                                           "canvas_assignment_id": "Week 3"})"),
                                      "demo");
            }),
            "t5.json: canvas_assignment_id: must be the assignment's number in Canvas (the digits after "
            "/assignments/ in its address), got \"Week 3\"");
  EXPECT_EQ(error_of([&] {
              (void)grader::load_term(write("t6.json", R"({"format": "autograder-term/1", "due": "2026-10-15T10:00Z",
                                                           "submission_time": "received",
                                                           "no_submission": "0"})"),
                                      "demo");
            }),
            "t6.json: no_submission: must be one of \"leave_out\", \"zero\", \"excused\", got \"0\"");
  EXPECT_EQ(error_of([&] {
              (void)grader::load_term(write("t7.json", R"({"format": "autograder-term/1", "due": "2026-10-15T10:00Z",
                                                           "submission_time": "received",
                                                           "moodle_grade_item": ""})"),
                                      "demo");
            }),
            "t7.json: moodle_grade_item: must be the grade item's name as Moodle's gradebook shows it "
            "(\"Assignment: Attention\"; no quote, backslash or line break), got \"\"");
}

// Where a submission's time comes from is the instructor's choice, said in
// the term file; the student's clock only when chosen by name.
TEST_F(TermFiles, TheSubmissionTimeSourceIsChosenAndATimesFileIsRead) {
  const std::string choices =
      "\"received\" (when each arrived in the submissions folder), \"times_file\" (your CSV of the platform's "
      "times, named by \"times_file\") or \"student_clock\" (commit, file and archive times: the student's own "
      "computer wrote them, so a student can set them)";
  EXPECT_EQ(error_of([&] {
              (void)grader::load_term(
                  write("s1.json", R"({"format": "autograder-term/1", "due": "2026-10-15T10:00Z"})"), "demo");
            }),
            "s1.json: submission_time: missing: say where a submission's time comes from: " + choices);
  EXPECT_EQ(error_of([&] {
              (void)grader::load_term(write("s2.json", R"({"format": "autograder-term/1", "due": "2026-10-15T10:00Z",
                                                           "submission_time": "commit"})"),
                                      "demo");
            }),
            "s2.json: submission_time: must be " + choices + ", got \"commit\"");
  EXPECT_EQ(error_of([&] {
              (void)grader::load_term(write("s3.json", R"({"format": "autograder-term/1", "due": "2026-10-15T10:00Z",
                                                           "submission_time": "times_file"})"),
                                      "demo");
            }),
            "s3.json: times_file: missing: the CSV of each submission's time (columns submission and submitted)");
  write("bad.csv", "submission,submitted\nalice,2026-10-15T10:00Z\nbob,yesterday\n");
  EXPECT_EQ(error_of([&] {
              (void)grader::load_term(write("s4.json", R"({"format": "autograder-term/1", "due": "2026-10-15T10:00Z",
                                                           "submission_time": "times_file", "times_file": "bad.csv"})"),
                                      "demo");
            }),
            "bad.csv: line 3, submitted: must be a time with its zone, as 2026-10-15T23:59:00+02:00 or "
            "2026-10-15T21:59:00Z, not \"yesterday\"");
  write("times.csv", "Submission,Submitted,Note\nalice,2026-10-15T11:00:00+02:00,\nhw-bob,2026-10-16T09:00Z,late\n");
  const grader::Term term =
      grader::load_term(write("s5.json", R"({"format": "autograder-term/1", "due": "2026-10-15T10:00Z",
                            "submission_time": "times_file", "times_file": "times.csv"})"),
                        "demo");
  EXPECT_EQ(term.submission_time, grader::TimeSource::times_file);
  EXPECT_EQ(term.times_name, "times.csv");
  EXPECT_EQ(term.times,
            (std::map<std::string, std::int64_t>{{"alice", grader::parse_time("2026-10-15T09:00Z", "t")},
                                                 {"hw-bob", grader::parse_time("2026-10-16T09:00Z", "t")}}));
  EXPECT_EQ(grader::load_term(write("s6.json", R"({"format": "autograder-term/1", "due": "2026-10-15T10:00Z",
                                                    "submission_time": "received"})"),
                              "demo")
                .submission_time,
            grader::TimeSource::received);
}

// No date and no policy raises a grade: a commit dated 2^32 days after the
// deadline once wrapped days_late to -5 and gave 15 / 10. Over extreme
// times, deadlines, policies and raw scores, 0 <= final <= raw, lateness
// never goes below 0 days, and later is never better.
TEST_F(TermFiles, NoDateOrLatePolicyRaisesAGrade) {
  grader::Term term;
  term.due = grader::parse_time("2026-10-15T21:59:00Z", "t");
  term.late.percent_per_day = 10;
  term.late.max_percent = 50;
  const std::int64_t wrapping = term.due + (std::int64_t{1} << 32) * 86400 - 5 * 86400;
  const grader::Lateness attack = grader::assess_lateness(term, term.due, wrapping);
  EXPECT_EQ(attack.days_late, 2912156);  // the time moved to 9999-12-31T23:59:59Z
  EXPECT_EQ(attack.penalty_percent, 50);
  EXPECT_EQ(attack.final_score(10), 5);

  const std::vector<std::int64_t> times = {std::numeric_limits<std::int64_t>::min(),
                                           std::numeric_limits<std::int64_t>::min() + 1,
                                           -62135596801,
                                           -1,
                                           0,
                                           term.due - 1,
                                           term.due,
                                           term.due + 1,
                                           term.due + 86400,
                                           wrapping,
                                           (std::int64_t{1} << 31) * 86400,
                                           253402300800,
                                           std::numeric_limits<std::int64_t>::max() - 1,
                                           std::numeric_limits<std::int64_t>::max()};
  std::size_t checked = 0;
  for (const double per_day : {0.0, 0.5, 10.0, 100.0}) {
    for (const double max_percent : {0.0, 50.0, 100.0}) {
      for (const std::optional<double> reject : {std::optional<double>(), std::optional<double>(0.0),
                                                 std::optional<double>(14.0), std::optional<double>(365.0)}) {
        for (const double grace : {0.0, 15.0, 60.0 * 24 * 365}) {
          term.late = {per_day, max_percent, grace, reject};
          for (const std::int64_t deadline : times) {
            double last_final = 11;
            for (const std::int64_t submitted : times) {  // in increasing order
              const grader::Lateness late = grader::assess_lateness(term, deadline, submitted);
              for (const double raw : {0.0, 0.25, 10.0, 1000.0}) {
                const double final_score = late.final_score(raw);
                ASSERT_GE(final_score, 0) << deadline << " " << submitted;
                ASSERT_LE(final_score, raw) << deadline << " " << submitted << " " << per_day << " " << max_percent;
                ++checked;
              }
              ASSERT_GE(late.days_late, 0) << deadline << " " << submitted;
              ASSERT_LE(late.final_score(10), last_final) << deadline << " " << submitted;
              last_final = late.final_score(10);
            }
          }
        }
      }
    }
  }
  EXPECT_EQ(checked, std::size_t{4 * 3 * 4 * 3 * 14 * 14 * 4});
}

// A times file gives a time to the submission it names exactly: a name
// with a blank added or another case gets none, so no final grade (never an
// on-time one); the records name the file.
TEST_F(TermFiles, ATimesFileTimesOnlyTheNamesItListsExactly) {
  std::vector<grader::SubmissionEntry> entries;
  for (const char* name : {"mallory ", "bob", "ALICE"}) {
    grader::SubmissionEntry entry;
    entry.student = name;
    entry.path = dir_ / name;
    entries.push_back(entry);
  }
  const std::map<std::string, std::int64_t> times{{"mallory", 100}, {"bob", 200}, {"alice", 300}};
  grader::assign_times(entries, grader::TimeSource::times_file, times, "times.csv");
  EXPECT_FALSE(entries[0].submitted_at.has_value());
  EXPECT_EQ(entries[1].submitted_at, std::optional<std::int64_t>(200));
  EXPECT_EQ(entries[1].submitted_from, "times.csv");
  EXPECT_FALSE(entries[2].submitted_at.has_value());
}

// An extension keyed by a submission's name is that name's alone (ALICE
// does not take alice's); one keyed by a roster id holds whatever the case.
TEST_F(TermFiles, AnExtensionIsTheNamedSubmissionsAlone) {
  const grader::Term term = grader::load_term(
      write("x.json", R"({"format": "autograder-term/1", "due": "2026-10-15T10:00Z", "submission_time": "received",
                         "extensions": {"alice": 7, "U1": 2}})"),
      "demo");
  const grader::RosterStudent u1{"u1", "", "", "", "", ""};
  EXPECT_EQ(grader::deadline_for(term, nullptr, "alice"), term.due + 7 * 86400);
  EXPECT_EQ(grader::deadline_for(term, nullptr, "ALICE"), term.due);
  EXPECT_EQ(grader::deadline_for(term, &u1, "hw-whoever"), term.due + 2 * 86400);
}

// Every CSV the grader writes shows a student's text as text: a cell a
// spreadsheet would run as a formula gets a leading ', numbers stay numbers.
TEST_F(TermFiles, AFormulaInAStudentsTextIsWrittenAsText) {
  EXPECT_EQ(grader::csv_line({"=HYPERLINK(\"http://x.example\",\"a\")", "+1+1", "-2+3", "@SUM(A1)", "\tx", "-20", "8.5",
                              "+3", "a=b", ""}),
            "\"'=HYPERLINK(\"\"http://x.example\"\",\"\"a\"\")\",'+1+1,'-2+3,'@SUM(A1),\"'\tx\",-20,8.5,+3,a=b,\n");
  // A semicolon or tab inside a cell is quoted: a spreadsheet splitting on it finds no cell starting with =.
  EXPECT_EQ(grader::csv_line({"evil;=1+2", "bad;=HYPERLINK(1)", "a\t=b"}),
            "\"evil;=1+2\",\"bad;=HYPERLINK(1)\",\"a\t=b\"\n");
  const grader::Roster roster =
      grader::load_roster(write("f.csv", "id,name,email\ns1,=cmd|' /C calc'!A0,s1@uni.example\n"));
  grader::Term term;
  term.due = 0;
  const std::vector<grader::StudentRecord> records{record("s1", 4, 6, 0), record("@evil", 0, 0, 0)};
  const grader::RosterMatch match = grader::match_roster(roster, {"s1", "@evil"});
  const auto rows = grader::term_rows(records, &roster, &match, &term);
  const grader::Manifest manifest = demo_manifest();
  grader::LmsTargets lms;
  lms.canvas_assignment_id = "4711";
  lms.moodle_grade_item = "Week 3";
  EXPECT_EQ(grader::render_canvas_csv(manifest, rows, lms).text,
            "Student,ID,SIS User ID,SIS Login ID,Section,\"Attention, week 3 (4711)\"\n"
            "Points Possible,,,,,10\n");  // no Canvas IDs: nobody
  EXPECT_EQ(grader::render_moodle_csv(manifest, rows, lms).text,
            "Email address,Week 3 (Real),Week 3 (Feedback)\n"
            "s1@uni.example,10,10 / 10\n");  // no name column: a student's name is not in an LMS file
  const std::string gradebook = grader::render_term_gradebook_csv(manifest, rows, true, false);
  EXPECT_NE(gradebook.find("\n,,,,'@evil,0,0,0,10,"), std::string::npos) << gradebook;
}

// GitHub Classroom names a repository <assignment>-<username>. A student
// who picks the username attention-alice makes alice's repository
// attention-alice equal to their username: the class's prefix (the one the
// other names share) says whose it is, and neither loses their grade.
TEST_F(TermFiles, AUsernameChosenToMatchAClassmatesRepositoryTakesNothing) {
  const grader::Roster roster =
      grader::load_roster(write("g.csv", "id,github\nu1,alice\nu2,attention-alice\nu3,bob\nu4,carol\n"));
  const grader::RosterMatch match = grader::match_roster(
      roster, {"attention-alice", "attention-attention-alice", "attention-bob", "attention-carol"});
  EXPECT_EQ(
      match.student_of,
      (std::map<std::string, std::size_t>{
          {"attention-alice", 0}, {"attention-attention-alice", 1}, {"attention-bob", 2}, {"attention-carol", 3}}));
  EXPECT_EQ(match.ambiguous, std::vector<std::string>{});
  // The repository of GitHub user x-alice (on no roster) is not alice's: its prefix is not the class's.
  const grader::RosterMatch outsider =
      grader::match_roster(roster, {"attention-alice", "attention-bob", "attention-x-alice"});
  EXPECT_EQ(outsider.student_of, (std::map<std::string, std::size_t>{{"attention-alice", 0}, {"attention-bob", 2}}));
  EXPECT_EQ(outsider.unmatched, std::vector<std::string>{"attention-x-alice"});
  EXPECT_EQ(outsider.shared, std::vector<std::string>{});
  // Two names alone are read the same way: both start with attention-.
  const grader::RosterMatch two = grader::match_roster(roster, {"attention-alice", "attention-attention-alice"});
  EXPECT_EQ(two.student_of,
            (std::map<std::string, std::size_t>{{"attention-alice", 0}, {"attention-attention-alice", 1}}));
  // When no prefix starts more than half the names (not a Classroom export), both candidates are named.
  const grader::RosterMatch mixed = grader::match_roster(roster, {"attention-alice", "bob", "carol"});
  EXPECT_EQ(mixed.ambiguous, std::vector<std::string>{"attention-alice: could be u1, u2"});
  EXPECT_EQ(mixed.student_of, (std::map<std::string, std::size_t>{{"bob", 2}, {"carol", 3}}));
}

// Canvas's bulk download names a student's files <sortable name>[_LATE]_<user
// id>_... (canvas-lms lib/content_zipper.rb): with Canvas's own export as the
// roster, the user id is the student's ID column. A name an identifier equals
// stays theirs; an anonymous name matches only an identifier equal to it;
// the same digits under a roster whose LMS id is not Canvas's match nobody.
TEST_F(TermFiles, ACanvasDownloadsNameMatchesByTheCanvasUserId) {
  const grader::Roster roster = grader::load_roster(write("canvas.csv",
                                                          "Student,ID,SIS User ID,SIS Login ID,Section\n"
                                                          "Points Possible,,,,\n"
                                                          "\"Doe, Alice\",1234,s1,alice,CS 101\n"
                                                          "\"Roe, Bob\",5678,s2,bob,CS 101\n"
                                                          "\"Poe, Cy\",9012,anon_x1y2z,cy,CS 101\n"
                                                          "\"Lee, Dee\",3456,s4,dee,CS 101\n"));
  const auto match =
      grader::match_roster(roster, {"doealice_1234", "roebob_5678", "anon_x1y2z", "anon_q9w8e", "mallory_7777", "s4"});
  EXPECT_EQ(match.student_of.at("doealice_1234"), 0u);
  EXPECT_EQ(match.student_of.at("roebob_5678"), 1u);
  EXPECT_EQ(match.student_of.at("anon_x1y2z"), 2u);  // the roster has that id (here as an SIS User ID)
  EXPECT_EQ(match.student_of.at("s4"), 3u);
  EXPECT_EQ(match.unmatched, (std::vector<std::string>{"anon_q9w8e", "mallory_7777"}));
  EXPECT_EQ(match.without_submission, std::vector<std::size_t>{});

  const grader::Roster moodle_ids = grader::load_roster(write("m.csv", "id,moodle id\ns1,1234\n"));
  EXPECT_EQ(grader::match_roster(moodle_ids, {"doealice_1234"}).unmatched, std::vector<std::string>{"doealice_1234"});
  const grader::Roster canvas_ids = grader::load_roster(write("c.csv", "id,canvas id\ns1,1234\n"));
  EXPECT_EQ(grader::match_roster(canvas_ids, {"doealice_1234"}).student_of.at("doealice_1234"), 0u);
}
