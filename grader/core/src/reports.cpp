#include "grader/reports.hpp"

#include <cmath>
#include <iomanip>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>

#include "grader/checksum.hpp"
#include "grader/safe_text.hpp"

namespace grader {
namespace {

using Status = CheckResult::Status;

std::string indent(const std::string& text, const std::string& prefix) {
  std::string out = prefix;
  for (char c : text) {
    out += c;
    if (c == '\n') out += prefix;
  }
  return out;
}

// Everything a student needs for one task, as plain text.
std::string task_feedback(const TaskResult& task) {
  std::ostringstream out;
  const std::size_t passed = task.count(Status::passed);
  const std::size_t failed = task.count(Status::failed);
  const std::size_t skipped = task.count(Status::skipped);
  out << passed << " of " << (passed + failed) << " checks passed";
  if (skipped) out << " (" << skipped << " not graded)";
  out << "\n";
  for (const auto& hint : task.hints()) out << "Hint: " << hint << "\n";
  if (const CheckResult* failure = task.first_failure()) {
    out << "First failure (" << failure->label << "):\n" << indent(failure->message, "  ") << "\n";
    if (!failure->program_output.empty())
      out << "Your code printed:\n" << indent(failure->program_output, "  | ") << "\n";
  }
  for (const auto& check : task.checks) {
    if (check.status == Status::skipped) {
      out << "Skipped: " << check.label << ": " << check.message << "\n";
      break;
    }
  }
  std::string text = out.str();
  while (!text.empty() && text.back() == '\n') text.pop_back();
  return text;
}

// The report with every text passed through safe_text: valid UTF-8 without
// terminal control. What a student controls (their code's output, exception
// messages, compiler output quoting their code, answers, file names) is
// cleaned where it enters (harness_client.cpp, extras.cpp, engine.cpp) too;
// this is the last line, for every rendering, whatever a future field holds.
GradeReport with_safe_text(const GradeReport& original) {
  GradeReport report = original;
  for (std::string* text :
       {&report.assignment, &report.title, &report.submission, &report.reference_set, &report.build_errors}) {
    *text = safe_text(*text);
  }
  for (auto& note : report.notes) note = safe_text(note);
  for (auto& file : report.tampered_files) file = safe_text(file);
  for (auto& task : report.tasks) {
    task.id = safe_text(task.id);
    task.name = safe_text(task.name);
    for (auto& check : task.checks) {
      for (std::string* text : {&check.label, &check.message, &check.hint, &check.program_output})
        *text = safe_text(*text);
    }
  }
  for (auto& extra : report.extras) {
    for (std::string* text : {&extra.id, &extra.name, &extra.message, &extra.text}) *text = safe_text(*text);
  }
  return report;
}

// A multi-line note as one Markdown block quote.
std::string markdown_quote(const std::string& text) {
  std::string out = "> ";
  for (char c : safe_text(text)) {
    out += c;
    if (c == '\n') out += "> ";
  }
  return out;
}

// "-1", "+1", "0": what an extra changed.
std::string signed_points(double points) {
  if (points > 0) return "+" + format_points(points);
  return format_points(points);
}

}  // namespace

std::string extra_label(const ExtraResult& extra) {
  switch (extra.status) {
    case ExtraResult::Status::manual:
      return "REVIEW";
    case ExtraResult::Status::not_checked:
      return "SKIP";
    case ExtraResult::Status::met:
      return extra.possible > 0 ? "BONUS" : "OK";
    case ExtraResult::Status::not_met:
      return extra.possible > 0 ? "NO BONUS" : "MINUS";
  }
  return "";
}

// The points an extra changed, with what it could have ("+1 of +1", "-1").
std::string extra_points(const ExtraResult& extra) {
  if (extra.status == ExtraResult::Status::manual) return "needs manual review";
  if (extra.possible > 0) return signed_points(extra.points) + " of " + signed_points(extra.possible);
  return signed_points(extra.points);
}

std::string render_task_feedback(const TaskResult& task) { return safe_text(task_feedback(task)); }

// XML's escapes are valid HTML too (&apos; since HTML5); the text is made
// safe first (safe_text.hpp).
std::string html_escape(const std::string& text) { return xml_escape(text); }

std::string format_points(double points) {
  std::ostringstream out;
  if (std::fabs(points - std::round(points)) < 1e-9) {
    out << static_cast<long long>(std::llround(points));
  } else {
    out << std::setprecision(3) << points;
  }
  return out.str();
}

std::string render_text(const GradeReport& original, bool color) {
  const GradeReport report = with_safe_text(original);
  const std::string green = color ? "\033[32m" : "";
  const std::string red = color ? "\033[31m" : "";
  const std::string yellow = color ? "\033[33m" : "";
  const std::string bold = color ? "\033[1m" : "";
  const std::string reset = color ? "\033[0m" : "";
  std::ostringstream out;
  out << bold << report.title << reset << "  (assignment " << report.assignment << ", " << report.reference_set
      << " references)\n";
  if (!report.submission.empty()) out << "Submission: " << report.submission << "\n";
  out << "\n";
  if (!report.build_errors.empty()) {
    out << red << "Your code does not compile; the compiler said:" << reset << "\n"
        << indent(report.build_errors, "  ") << "\n\n";
  }
  for (const auto& task : report.tasks) {
    const bool ok = task.passed();
    out << (ok ? green + "PASS" : red + "FAIL") << reset << "  Task " << std::left << std::setw(4) << task.id << " "
        << std::setw(48) << task.name << " " << std::right << format_points(task.score) << " / "
        << format_points(task.max_score) << "\n";
    if (!ok) {
      out << yellow << indent(task_feedback(task), "      ") << reset << "\n";
    } else if (const std::size_t skipped = task.count(Status::skipped); skipped > 0) {
      for (const auto& check : task.checks) {
        if (check.status != Status::skipped) continue;
        out << "      " << skipped
            << " more checks not graded yet: " << check.message.substr(std::string("not graded: ").size()) << "\n";
        break;
      }
    }
  }
  if (!report.extras.empty()) out << "\nRubric extras (read from your files, not run):\n";
  for (const auto& extra : report.extras) {
    const bool bad = extra.status == ExtraResult::Status::not_met && extra.points < 0;
    out << (bad                                           ? red
            : extra.status == ExtraResult::Status::manual ? yellow
                                                          : green)
        << std::left << std::setw(10) << extra_label(extra) << reset << extra.name << ": " << extra_points(extra)
        << "\n";
    if (extra.status != ExtraResult::Status::manual) {
      out << "      " << extra.message << "\n";
    } else if (!extra.text.empty()) {
      out << indent(extra.text, "      | ") << "\n";
    }
  }
  out << "\n"
      << bold << "Total: " << format_points(report.score) << " / " << format_points(report.max_score) << reset
      << "   (graded in " << std::fixed << std::setprecision(2) << report.seconds << " s)\n";
  for (const auto& note : report.notes) out << "Note: " << note << "\n";
  return out.str();
}

std::string render_gradescope_json(const GradeReport& original, const GradescopeVisibility& visibility,
                                   const GradeReport* feedback_original) {
  const GradeReport report = with_safe_text(original);
  // A grade made on the hidden set is shown when the course says (after the
  // due date by default); one made on a visible set is feedback already.
  auto graded_visibility = [&](const std::string& task_id) {
    if (auto it = visibility.per_task.find(task_id); it != visibility.per_task.end()) return it->second;
    return report.hidden ? visibility.graded : std::string("visible");
  };
  nlohmann::json tests = nlohmann::json::array();
  auto add_tests = [&](const GradeReport& graded, bool counts) {
    const std::string prefix = counts ? "" : "Public check, ";
    for (const auto& task : graded.tasks) {
      tests.push_back({{"name", prefix + "Task " + task.id + ": " + task.name},
                       {"name_format", "text"},
                       {"number", task.id},
                       {"score", counts ? task.score : 0.0},
                       {"max_score", counts ? task.max_score : 0.0},
                       {"status", task.passed() ? "passed" : "failed"},
                       {"output", task_feedback(task)},
                       {"output_format", "text"},
                       {"tags", nlohmann::json::array({graded.reference_set})},
                       {"visibility", counts ? graded_visibility(task.id) : visibility.feedback}});
    }
  };
  std::optional<GradeReport> feedback;
  if (feedback_original != nullptr) feedback = with_safe_text(*feedback_original);
  if (feedback) add_tests(*feedback, false);
  add_tests(report, true);
  nlohmann::json manual_review = nlohmann::json::object();
  for (const auto& extra : report.extras) {
    const bool manual = extra.status == ExtraResult::Status::manual;
    // An extra may count only when a graded task passes: it is shown with them.
    tests.push_back({{"name", "Extra: " + extra.name},
                     {"name_format", "text"},
                     {"number", extra.id},
                     {"score", extra.points},
                     {"max_score", std::max(0.0, extra.possible)},
                     {"status", extra.status == ExtraResult::Status::not_met ? "failed" : "passed"},
                     {"output", manual ? "needs manual review:\n" + extra.text : extra.message},
                     {"output_format", "text"},
                     {"visibility", report.hidden ? visibility.graded : std::string("visible")}});
    if (manual) manual_review[extra.id] = {{"name", extra.name}, {"text", extra.text}};
  }
  std::string notes;
  for (const auto& note : report.notes) notes += note + "\n";
  std::string summary =
      "Assignment " + report.assignment + " graded against the " + report.reference_set + " references";
  if (feedback) {
    summary += " (shown " + (report.hidden ? visibility.graded : std::string("visible")) + "); the \"Public check\" " +
               "tests are the same code on the " + feedback->reference_set + " references, for feedback (0 points)";
  }
  nlohmann::json root = {
      {"score", report.score},
      {"execution_time", std::round(report.seconds * 1000) / 1000},
      {"output", summary + ".\n" +
                     (report.build_errors.empty()
                          ? ""
                          : "Your code does not compile; the compiler said:\n" + report.build_errors + "\n") +
                     notes},
      // Plain text everywhere: compiler errors full of <float> stay as written.
      {"output_format", "text"},
      {"test_output_format", "text"},
      {"test_name_format", "text"},
      {"stdout_visibility", visibility.stdout_log},
      {"tests", tests}};
  // Gradescope's optional leaderboard (the manifest's gradescope.leaderboard; not graded).
  if (!report.leaderboard.empty()) {
    root["leaderboard"] = nlohmann::json::array();
    for (const auto& entry : report.leaderboard) {
      root["leaderboard"].push_back({{"name", entry.name}, {"value", entry.value}, {"order", entry.order}});
    }
  }
  // For the instructor: Gradescope keeps extra_data with the results.
  if (!report.tampered_files.empty()) root["extra_data"]["tampered_files"] = report.tampered_files;
  if (!manual_review.empty()) root["extra_data"]["manual_review"] = manual_review;
  // ensure_ascii-free dump, but invalid UTF-8 from student output is replaced, not thrown.
  return root.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

std::string render_junit(const GradeReport& original) {
  const GradeReport report = with_safe_text(original);
  std::ostringstream out;
  std::size_t failures = 0;
  for (const auto& task : report.tasks)
    if (!task.passed()) ++failures;
  for (const auto& extra : report.extras) {
    if (extra.status == ExtraResult::Status::not_met && extra.points < 0) ++failures;
  }
  const std::size_t tests = report.tasks.size() + report.extras.size();
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out << "<testsuites name=\"" << xml_escape(report.assignment) << "\" tests=\"" << tests << "\" failures=\""
      << failures << "\" errors=\"0\" time=\"" << std::fixed << std::setprecision(3) << report.seconds << "\">\n";
  out << "  <testsuite name=\"" << xml_escape(report.assignment + " (" + report.reference_set + ")") << "\" tests=\""
      << tests << "\" failures=\"" << failures << "\" errors=\"0\" time=\"" << report.seconds << "\">\n";
  for (const auto& task : report.tasks) {
    out << "    <testcase classname=\"" << xml_escape(report.assignment) << "\" name=\""
        << xml_escape("Task " + task.id + ": " + task.name + " (" + format_points(task.score) + "/" +
                      format_points(task.max_score) + ")")
        << "\" time=\"0\">";
    if (!task.passed()) {
      const CheckResult* failure = task.first_failure();
      const std::string message = failure ? failure->message.substr(0, failure->message.find('\n')) : "not passed";
      out << "\n      <failure message=\"" << xml_escape(message) << "\">" << xml_escape(task_feedback(task))
          << "</failure>\n    ";
    }
    out << "</testcase>\n";
  }
  for (const auto& extra : report.extras) {
    out << "    <testcase classname=\"" << xml_escape(report.assignment) << ".extras\" name=\""
        << xml_escape("Extra: " + extra.name + " (" + extra_points(extra) + ")") << "\" time=\"0\">";
    if (extra.status == ExtraResult::Status::not_met && extra.points < 0) {
      out << "<failure message=\"" << xml_escape(extra.message) << "\"/>";
    }
    out << "</testcase>\n";
  }
  out << "  </testsuite>\n</testsuites>\n";
  return out.str();
}

std::string render_markdown(const GradeReport& original) {
  const GradeReport report = with_safe_text(original);
  std::ostringstream out;
  out << "## " << report.title << ": " << format_points(report.score) << " / " << format_points(report.max_score)
      << "\n\n";
  out << "Graded against the `" << report.reference_set << "` references.\n\n";
  if (!report.build_errors.empty()) {
    out << "**Your code does not compile**; the compiler said:\n\n" << markdown_code_block(report.build_errors) << "\n";
  }
  out << "| Task | Name | Points | Result |\n|---|---|---|---|\n";
  for (const auto& task : report.tasks) {
    const bool ok = task.passed();
    std::string result = ok ? "passed" : "failed";
    if (!ok) {
      const auto hints = task.hints();
      if (!hints.empty()) {
        result += ": " + hints.front();
      } else if (const CheckResult* failure = task.first_failure()) {
        result += ": " + failure->message.substr(0, failure->message.find('\n'));
      }
    }
    out << "| " << task.id << " | " << markdown_cell(task.name) << " | " << format_points(task.score) << " / "
        << format_points(task.max_score) << " | " << markdown_cell(result) << " |\n";
  }
  for (const auto& extra : report.extras) {
    out << "| " << markdown_cell(extra.id) << " | " << markdown_cell(extra.name) << " | "
        << markdown_cell(extra_points(extra)) << " | "
        << markdown_cell(extra.status == ExtraResult::Status::manual ? "needs manual review" : extra.message) << " |\n";
  }
  out << "\n**Total: " << format_points(report.score) << " / " << format_points(report.max_score) << "**\n";
  bool any_failure = false;
  for (const auto& task : report.tasks) any_failure = any_failure || !task.passed();
  if (any_failure) {
    out << "\n<details><summary>Details</summary>\n\n";
    for (const auto& task : report.tasks) {
      if (task.passed()) continue;
      out << "### Task " << task.id << ": " << markdown_cell(task.name) << "\n\n"
          << markdown_code_block(task_feedback(task)) << "\n";
    }
    out << "</details>\n";
  }
  for (const auto& note : report.notes) out << "\n" << markdown_quote(note) << "\n";
  return out.str();
}

std::string render_classroom_result(const GradeReport& original) {
  const GradeReport report = with_safe_text(original);
  nlohmann::json tests = nlohmann::json::array();
  bool all_passed = report.build_errors.empty();
  double sum = 0;
  for (const auto& task : report.tasks) {
    const bool ok = task.passed();
    all_passed = all_passed && ok;
    std::string message = "passed";
    if (!ok) {
      const auto hints = task.hints();
      const CheckResult* failure = task.first_failure();
      message = !hints.empty() ? hints.front()
                : failure      ? failure->message.substr(0, failure->message.find('\n'))
                               : "not passed";
    }
    tests.push_back({{"name", "Task " + task.id + ": " + task.name},
                     {"status", ok ? "pass" : "fail"},
                     {"score", task.score},
                     {"message", message},
                     {"test_code", "./grade --task " + task.id},
                     {"filename", ""},
                     {"line_no", 0},
                     {"duration", 0}});
    sum += task.score;
  }
  for (const auto& extra : report.extras) {
    tests.push_back({{"name", "Extra: " + extra.name},
                     {"status", extra.status == ExtraResult::Status::not_met ? "fail" : "pass"},
                     {"score", extra.points},
                     {"message", extra.status == ExtraResult::Status::manual ? "needs manual review" : extra.message},
                     {"test_code", ""},
                     {"filename", ""},
                     {"line_no", 0},
                     {"duration", 0}});
    sum += extra.points;
  }
  // The reporter adds the tests' scores: deductions below 0 are floored like the report's total.
  if (std::fabs(sum - report.score) > 1e-9) {
    tests.push_back({{"name", "The total is never below 0"},
                     {"status", "pass"},
                     {"score", report.score - sum},
                     {"message", ""},
                     {"test_code", ""},
                     {"filename", ""},
                     {"line_no", 0},
                     {"duration", 0}});
  }
  const nlohmann::json result = {{"version", 1},
                                 {"status", !report.build_errors.empty() && report.score == 0 ? "error"
                                            : all_passed                                      ? "pass"
                                                                                              : "fail"},
                                 {"max_score", report.max_score},
                                 {"tests", tests}};
  return base64_encode(result.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

}  // namespace grader
