#pragma once
// What the renderings of a report share (reports.cpp); private to grader::reports,
// in a namespace of its own so that such plain names never clash with another library's.
#include <string>

#include "grader/assessment/results.hpp"

namespace grader::report_parts {

// Every line of `text` after `prefix`.
[[nodiscard]] std::string indent(const std::string& text, const std::string& prefix);

// Everything a student needs for one task, as plain text: checks passed,
// hints, the first failure and what the code printed, the first skipped check.
[[nodiscard]] std::string task_feedback(const TaskResult& task);

// The report with every text passed through safe_text: valid UTF-8 without
// terminal control. What a student controls (their code's output, exception
// messages, compiler output quoting their code, answers, file names) is
// cleaned where it enters (harness_client.cpp, extras.cpp, engine.cpp) too;
// this is the last line, for every rendering, whatever a future field holds.
[[nodiscard]] GradeReport with_safe_text(const GradeReport& original);

}  // namespace grader::report_parts
