#include "grader/term/term_summary.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "grader/assessment/manifest.hpp"
#include "grader/batch/class_records.hpp"
#include "grader/grading/validation.hpp"
#include "grader/term/term.hpp"

namespace fs = std::filesystem;

namespace {

grader::Manifest two_tasks() {
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

grader::StudentRecord graded(const std::string& student, double first, double second,
                             std::optional<std::int64_t> submitted) {
  grader::StudentRecord r;
  r.student = student;
  r.folder = student == "<img src=x onerror=alert(1)>" ? "_img_src_x_onerror_alert_1__" : student;
  r.tasks = {{"1", "first", first, 4, first == 4, {}, first == 4 ? "" : "values differ"},
             {"2", "second", second, 6, second == 6, {}, second == 6 ? "" : "values differ"}};
  r.score = first + second;
  r.max_score = 10;
  r.submitted_at = submitted;
  r.submitted_from = submitted ? "newest file" : "";
  return r;
}

class TermSummary : public testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("term-summary-test-" + std::to_string(::getpid()));
    fs::create_directories(dir_);
    std::ofstream(dir_ / "roster.csv") << "id,name,github\n"
                                          "u1,Ada Archer,ada\n"
                                          "u2,\"Ben <script>alert('x')</script> & Co\",ben\n"
                                          "u3,Cai Chen,cai\n"
                                          "u4,Dee Dunn,dee\n";
    std::ofstream(dir_ / "term.json") << R"({"format": "autograder-term/1", "due": "2026-10-15T23:59:00+02:00",
      "late_policy": {"percent_per_day": 10, "max_percent": 50}, "extensions": {"u3": 3},
      "submission_time": "student_clock"})";
    roster_ = grader::load_roster(dir_ / "roster.csv");
    term_ = grader::load_term(dir_ / "term.json", "demo");
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path dir_;
  grader::Roster roster_;
  grader::Term term_;
};

}  // namespace

// With a roster and a term, a late student's row says 9 / 10 raw and 7.2
// final (the LMS files' grade), an extension's deadline is marked, a
// student without a submission has a row saying so, a submission of nobody
// on the roster says that, and names are escaped.
TEST_F(TermSummary, TheTableShowsTheRosterLatenessAndTheFinalGradeTheExportsCarry) {
  const std::int64_t due = term_.due;  // 2026-10-15T21:59:00Z
  const std::vector<grader::StudentRecord> records{
      graded("<img src=x onerror=alert(1)>", 4, 6, due - 60),  // nobody on the roster
      graded("ada", 4, 6, due - 3600),                         // on time
      graded("ben", 4, 5, due + 30 * 3600),                    // 30 hours late: 2 days, 20%: 9 -> 7.2
      graded("cai", 4, 6, due + 60 * 3600),                    // 2.5 days late, 3 days' extension: on time
  };
  std::vector<std::string> names;
  for (const auto& r : records) names.push_back(r.student);
  const auto match = grader::match_roster(roster_, names);
  const auto rows = grader::term_rows(records, &roster_, &match, &term_);
  const std::string table = grader::render_term_students_table(two_tasks(), rows, true, &term_);
  EXPECT_EQ(table,
            "<p>Total is the graded score; Final is the grade gradebook.csv and the LMS files carry: Total less the "
            "late penalty (due 2026-10-15T21:59:00Z).</p>\n"
            "<table><tr><th>Student</th><th>ID</th><th>Name</th><th>1</th><th>2</th><th>Total</th><th>Submitted</th>"
            "<th>Deadline</th><th>Days late</th><th>Penalty</th><th>Final</th><th>Feedback</th></tr>\n"
            "<tr><td>&lt;img src=x onerror=alert(1)&gt;</td><td class=\"fail\">no roster match (roster.txt)</td><td>"
            "</td><td class=\"num\">4</td><td class=\"num\">6</td><td class=\"num\">10 / 10</td>"
            "<td>2026-10-15T21:58:00Z</td><td>2026-10-15T21:59:00Z</td><td class=\"num\">0</td><td class=\"num\">0%"
            "</td><td class=\"num\">10 / 10</td><td><a href=\"feedback/_img_src_x_onerror_alert_1__.txt\">feedback"
            "</a></td></tr>\n"
            "<tr><td>ada</td><td>u1</td><td>Ada Archer</td><td class=\"num\">4</td><td class=\"num\">6</td>"
            "<td class=\"num\">10 / 10</td><td>2026-10-15T20:59:00Z</td><td>2026-10-15T21:59:00Z</td>"
            "<td class=\"num\">0</td><td class=\"num\">0%</td><td class=\"num\">10 / 10</td>"
            "<td><a href=\"feedback/ada.txt\">feedback</a></td></tr>\n"
            "<tr><td>ben</td><td>u2</td><td>Ben &lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt; &amp; Co</td>"
            "<td class=\"num\">4</td><td class=\"num fail\">5</td><td class=\"num\">9 / 10</td>"
            "<td>2026-10-17T03:59:00Z</td><td>2026-10-15T21:59:00Z</td><td class=\"num fail\">2</td>"
            "<td class=\"num fail\">20%</td><td class=\"num fail\">7.2 / 10</td>"
            "<td><a href=\"feedback/ben.txt\">feedback</a></td></tr>\n"
            "<tr><td>cai</td><td>u3</td><td>Cai Chen</td><td class=\"num\">4</td><td class=\"num\">6</td>"
            "<td class=\"num\">10 / 10</td><td>2026-10-18T09:59:00Z</td><td>2026-10-18T21:59:00Z (extension)</td>"
            "<td class=\"num\">0</td><td class=\"num\">0%</td><td class=\"num\">10 / 10</td>"
            "<td><a href=\"feedback/cai.txt\">feedback</a></td></tr>\n"
            "<tr><td></td><td>u4</td><td>Dee Dunn</td><td class=\"fail\" colspan=\"9\">no submission</td></tr>\n"
            "</table>\n");
  // The same rows in gradebook.csv: 9 raw, 7.2 final.
  EXPECT_NE(grader::render_term_gradebook_csv(two_tasks(), rows, true, true)
                .find("u2,Ben <script>alert('x')</script> & Co,,ben,ben,4,5,9,10,2026-10-17T03:59:00Z,"
                      "2026-10-15T21:59:00Z,2,20,7.2,Task 2: values differ\n"),
            std::string::npos);
  // In the page, in place of the records' own table.
  const std::string page = grader::render_class_summary_html(two_tasks(), records, "hidden", "", table);
  EXPECT_NE(page.find("<h2>Students</h2>\n" + table + "</body></html>\n"), std::string::npos) << page;
}

// Without a roster: no ID and Name columns; a submission without a known
// time has no final grade (as gradebook.csv), a rejected one says so.
TEST_F(TermSummary, WithoutARosterAnUnknownTimeAndARejectionAreSaid) {
  std::ofstream(dir_ / "term.json") << R"({"format": "autograder-term/1", "due": "2026-10-15T21:59:00Z",
      "late_policy": {"percent_per_day": 10, "reject_after_days": 7}, "submission_time": "student_clock"})";
  const grader::Term term = grader::load_term(dir_ / "term.json", "demo");
  const std::vector<grader::StudentRecord> records{graded("eve", 4, 6, std::nullopt),
                                                   graded("fay", 4, 6, term.due + 8 * 86400)};
  const auto rows = grader::term_rows(records, nullptr, nullptr, &term);
  EXPECT_EQ(grader::render_term_students_table(two_tasks(), rows, false, &term),
            "<p>Total is the graded score; Final is the grade gradebook.csv and the LMS files carry: Total less the "
            "late penalty (due 2026-10-15T21:59:00Z).</p>\n"
            "<table><tr><th>Student</th><th>1</th><th>2</th><th>Total</th><th>Submitted</th><th>Deadline</th>"
            "<th>Days late</th><th>Penalty</th><th>Final</th><th>Feedback</th></tr>\n"
            "<tr><td>eve</td><td class=\"num\">4</td><td class=\"num\">6</td><td class=\"num\">10 / 10</td><td></td>"
            "<td></td><td class=\"num\"></td><td class=\"num\"></td><td class=\"num fail\">no known submission time"
            "</td><td><a href=\"feedback/eve.txt\">feedback</a></td></tr>\n"
            "<tr><td>fay</td><td class=\"num\">4</td><td class=\"num\">6</td><td class=\"num\">10 / 10</td>"
            "<td>2026-10-23T21:59:00Z</td><td>2026-10-15T21:59:00Z</td><td class=\"num fail\">8</td>"
            "<td class=\"num fail\">100%</td><td class=\"num fail\">0 / 10 (not accepted)</td>"
            "<td><a href=\"feedback/fay.txt\">feedback</a></td></tr>\n"
            "</table>\n");
}

// Points as gradebook.csv and the LMS files write them (format_score), not
// rounded to three digits as the records' own table does: 3.125, not 3.12.
TEST_F(TermSummary, PointsAreWrittenAsTheGradebookWritesThem) {
  const std::vector<grader::StudentRecord> records{graded("ada", 3.125, 6, term_.due - 60)};
  const auto match = grader::match_roster(roster_, {"ada"});
  const auto rows = grader::term_rows(records, &roster_, &match, &term_);
  const std::string table = grader::render_term_students_table(two_tasks(), rows, true, &term_);
  EXPECT_NE(table.find("<tr><td>ada</td><td>u1</td><td>Ada Archer</td><td class=\"num fail\">3.125</td>"
                       "<td class=\"num\">6</td><td class=\"num\">9.125 / 10</td><td>2026-10-15T21:58:00Z</td>"
                       "<td>2026-10-15T21:59:00Z</td><td class=\"num\">0</td><td class=\"num\">0%</td>"
                       "<td class=\"num\">9.125 / 10</td>"),
            std::string::npos)
      << table;
  EXPECT_NE(grader::render_term_gradebook_csv(two_tasks(), rows, true, true).find(",ada,3.125,6,9.125,10,"),
            std::string::npos);
}

// Without a roster and a term the page is the records' own, as before.
TEST(ClassSummary, WithoutATermTheTableIsTheRecordsOwn) {
  const std::vector<grader::StudentRecord> records{graded("ada", 4, 5, std::nullopt)};
  const std::string page = grader::render_class_summary_html(two_tasks(), records, "hidden");
  EXPECT_NE(page.find("<h2>Students</h2>\n<table><tr><th>Student</th><th>1</th><th>2</th><th>Total</th>"
                      "<th>Feedback</th></tr>\n<tr><td>ada</td><td class=\"num\">4</td><td class=\"num fail\">5</td>"
                      "<td class=\"num\">9 / 10</td><td><a href=\"feedback/ada.txt\">feedback</a></td></tr>\n"
                      "</table>\n</body></html>\n"),
            std::string::npos)
      << page;
}
