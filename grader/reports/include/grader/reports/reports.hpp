#pragma once
// Renderings of a GradeReport, one source file each: the terminal
// (text_report.cpp), Gradescope's results.json (gradescope_report.cpp), JUnit
// XML (junit_report.cpp), Markdown for a CI job summary (markdown_report.cpp),
// GitHub Classroom's result (classroom_report.cpp); the HTML page is
// html_report.hpp. What they share is reports.cpp.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "grader/assessment/manifest.hpp"
#include "grader/assessment/results.hpp"

namespace grader {

[[nodiscard]] std::string render_text(const GradeReport& report, bool color);
// Gradescope's results.json (its full spec: output_format on the whole and
// on each test, per-test visibility, stdout_visibility). `report` makes the
// grade: its tests take `visibility` (the hidden set's after the due date,
// by default); `feedback`, when given, is the same submission graded on the
// public set, added as 0-point tests students see at once.
[[nodiscard]] std::string render_gradescope_json(const GradeReport& report, const GradescopeVisibility& visibility = {},
                                                 const GradeReport* feedback = nullptr);
[[nodiscard]] std::string render_junit(const GradeReport& report);
[[nodiscard]] std::string render_markdown(const GradeReport& report);
// GitHub Classroom's autograding results, one runner of
// autograding-grading-reporter@v1 per task (and for the extras): its name
// (letters and digits: the reporter reads NAME_RESULTS) and its result,
// {"version": 1, "status", "max_score", "tests": [...]}, such that the
// points Classroom records and the table in the reporter's log are the same
// (classroom_report.cpp says how).
struct ClassroomRunner {
  std::string name;
  nlohmann::json result;
};
[[nodiscard]] std::vector<ClassroomRunner> classroom_runners(const GradeReport& report);
// Those runners, one line each: NAME=base64 of its result
// (distribution/student/scripts/classroom-grade hands them to the reporter).
[[nodiscard]] std::string render_classroom_result(const GradeReport& report);

// One task's feedback as plain text: checks passed, hints, the first failure.
[[nodiscard]] std::string render_task_feedback(const TaskResult& task);

// Extras as the reports show them: "MINUS", "-1", "+1 of +1", "pending manual review".
[[nodiscard]] std::string extra_label(const ExtraResult& extra);
[[nodiscard]] std::string extra_points(const ExtraResult& extra);

[[nodiscard]] std::string html_escape(const std::string& text);

// "3", "2.5": points without trailing zeros.
[[nodiscard]] std::string format_points(double points);
// A score as the gradebook and the LMS files write it: whole numbers as they
// are, others to 6 decimals without trailing zeros, never an exponent
// (87.25, 100.5, 1234.5, 0.333333).
[[nodiscard]] std::string format_score(double points);

}  // namespace grader
