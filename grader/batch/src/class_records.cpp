#include "grader/batch/class_records.hpp"

#include <fcntl.h>
#include <pwd.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>

#include "grader/reports/reports.hpp"
#include "grader/support/checksum.hpp"
#include "grader/support/csv.hpp"

namespace grader {

namespace {

constexpr const char* record_format = "batch-record/3";

}  // namespace

nlohmann::json StudentRecord::to_json() const {
  nlohmann::json tasks_json = nlohmann::json::array();
  for (const auto& task : tasks) {
    tasks_json.push_back({{"id", task.id},
                          {"name", task.name},
                          {"score", task.score},
                          {"max_score", task.max_score},
                          {"passed", task.passed},
                          {"hints", task.hints},
                          {"failure", task.failure}});
  }
  nlohmann::json extras_json = nlohmann::json::array();
  for (const auto& extra : extras) {
    extras_json.push_back(
        {{"id", extra.id}, {"points", extra.points}, {"status", extra.status}, {"message", extra.message}});
  }
  nlohmann::json json = {{"format", record_format},    {"student", student},   {"folder", folder},
                         {"fingerprint", fingerprint}, {"problems", problems}, {"score", score},
                         {"max_score", max_score},     {"tasks", tasks_json},  {"extras", extras_json}};
  if (submitted_at) {
    json["submitted_at"] = *submitted_at;
    json["submitted_from"] = submitted_from;
  }
  if (repository) {
    json["repository"] = {{"rule", repository->rule}, {"commit", repository->commit}};
    if (repository->rule == "tag") json["repository"]["tag"] = repository->tag;
    if (repository->deadline) json["repository"]["deadline"] = *repository->deadline;
  }
  return json;
}

StudentRecord StudentRecord::from_json(const nlohmann::json& json) {
  if (json.value("format", "") != record_format)
    throw std::runtime_error("not a " + std::string(record_format) + " record");
  StudentRecord record;
  record.student = json.at("student").get<std::string>();
  record.folder = json.at("folder").get<std::string>();
  record.fingerprint = json.at("fingerprint").get<std::string>();
  record.problems = json.at("problems").get<std::vector<std::string>>();
  record.score = json.at("score").get<double>();
  record.max_score = json.at("max_score").get<double>();
  for (const auto& task : json.at("tasks")) {
    record.tasks.push_back({task.at("id").get<std::string>(), task.at("name").get<std::string>(),
                            task.at("score").get<double>(), task.at("max_score").get<double>(),
                            task.at("passed").get<bool>(), task.at("hints").get<std::vector<std::string>>(),
                            task.at("failure").get<std::string>()});
  }
  for (const auto& extra : json.at("extras")) {
    record.extras.push_back({extra.at("id").get<std::string>(), extra.at("points").get<double>(),
                             extra.at("status").get<std::string>(), extra.at("message").get<std::string>()});
  }
  if (json.contains("submitted_at")) {
    record.submitted_at = json.at("submitted_at").get<std::int64_t>();
    record.submitted_from = json.value("submitted_from", "");
  }
  if (json.contains("repository")) {
    const auto& chosen = json.at("repository");
    CommitChoice choice;
    choice.rule = chosen.at("rule").get<std::string>();
    choice.commit = chosen.at("commit").get<std::string>();
    choice.tag = chosen.value("tag", "");
    if (chosen.contains("deadline")) choice.deadline = chosen.at("deadline").get<std::int64_t>();
    record.repository = choice;
  }
  return record;
}

namespace {

std::filesystem::path record_key_file() {
  namespace fs = std::filesystem;
  if (const char* state = std::getenv("XDG_STATE_HOME"); state != nullptr && state[0] == '/') {
    return fs::path(state) / "autograder" / "record-key";
  }
  std::string home;
  if (const char* from_env = std::getenv("HOME"); from_env != nullptr && from_env[0] == '/') home = from_env;
  if (home.empty()) {
    if (const passwd* user = ::getpwuid(::getuid()); user != nullptr && user->pw_dir != nullptr) home = user->pw_dir;
  }
  if (home.empty()) throw std::runtime_error("no home folder to keep the records' key in: set AUTOGRADER_RECORD_KEY");
  return fs::path(home) / ".local" / "state" / "autograder" / "record-key";
}

}  // namespace

std::string describe_record_key() {
  if (const char* key = std::getenv("AUTOGRADER_RECORD_KEY"); key != nullptr && key[0] != '\0') {
    return "the key in AUTOGRADER_RECORD_KEY";
  }
  return "the key in " + record_key_file().string();
}

std::string record_key() {
  if (const char* key = std::getenv("AUTOGRADER_RECORD_KEY"); key != nullptr && key[0] != '\0') return key;
  namespace fs = std::filesystem;
  const fs::path file = record_key_file();
  auto read_key = [&]() -> std::string {
    std::ifstream in(file);
    std::string key;
    std::getline(in, key);
    return key.size() == 64 ? key : std::string();
  };
  if (std::string key = read_key(); !key.empty()) return key;
  // Made once, atomically: a temporary file of mode 600 linked into place,
  // so two shards starting at once end with the same key.
  fs::create_directories(file.parent_path());
  const fs::path temporary = file.string() + "." + std::to_string(::getpid()) + ".tmp";
  const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (fd < 0)
    throw std::runtime_error(temporary.string() + ": cannot create the records' key (" + std::strerror(errno) + ")");
  const std::string key = random_hex(32) + "\n";
  const bool written = ::write(fd, key.data(), key.size()) == static_cast<ssize_t>(key.size());
  ::close(fd);
  if (!written || (::link(temporary.c_str(), file.c_str()) != 0 && errno != EEXIST)) {
    ::unlink(temporary.c_str());
    throw std::runtime_error(file.string() + ": cannot write the records' key");
  }
  ::unlink(temporary.c_str());
  if (std::string made = read_key(); !made.empty()) return made;
  throw std::runtime_error(file.string() + ": not a records' key (64 hex digits): remove it to make a new one");
}

std::string signed_json_text(nlohmann::json json) {
  json.erase("signature");
  json["signature"] = hmac_sha256_hex(record_key(), json.dump());
  return json.dump(2) + "\n";
}

nlohmann::json verified_json(const std::string& text, const std::filesystem::path& where) {
  nlohmann::json json = nlohmann::json::parse(text);
  if (!json.is_object() || !json.contains("signature") || !json.at("signature").is_string()) {
    throw UnsignedRecord(where.string() + ": has no signature");
  }
  const std::string signature = json.at("signature").get<std::string>();
  json.erase("signature");
  if (!same_digest(signature, hmac_sha256_hex(record_key(), json.dump()))) {
    throw UnsignedRecord(where.string() + ": its signature does not match its content under " + describe_record_key() +
                         " (edited after grading, or graded with another key)");
  }
  return json;
}

std::string StudentRecord::signed_text() const { return signed_json_text(to_json()); }

StudentRecord StudentRecord::from_signed_text(const std::string& text, const std::filesystem::path& where) {
  return from_json(verified_json(text, where));
}

namespace {

// A task's first failure line as a record keeps it (a gradebook's cell, a
// summary's row): the report's "above the tasks" points nowhere there.
std::string away_from_the_report(std::string line) {
  for (const char* const above : {"are above the tasks", "explained above the tasks"}) {
    const std::string from = above;
    const std::string to = from.rfind("are ", 0) == 0 ? "are in the report" : "explained in the report";
    for (std::size_t at = line.find(from); at != std::string::npos; at = line.find(from, at + to.size())) {
      line.replace(at, from.size(), to);
    }
  }
  return line;
}

}  // namespace

StudentRecord StudentRecord::from_report(const std::string& student, const GradeReport& report) {
  StudentRecord record;
  record.student = student;
  record.score = report.score;
  record.max_score = report.max_score;
  if (!report.build_errors.empty() && report.score == 0 &&
      std::none_of(report.tasks.begin(), report.tasks.end(),
                   [](const TaskResult& task) { return task.count(CheckResult::Status::passed) > 0; })) {
    record.problems.push_back("does not compile");
  }
  for (const auto& task : report.tasks) {
    TaskOutcome outcome{task.id, task.name, task.score, task.max_score, task.passed(), task.hints(), ""};
    if (const CheckResult* failure = task.first_failure()) {
      outcome.failure = away_from_the_report(failure->message.substr(0, failure->message.find('\n')));
    }
    record.tasks.push_back(std::move(outcome));
  }
  for (const auto& extra : report.extras) {
    static const char* const names[] = {"met", "not_met", "manual", "not_checked"};
    const bool manual = extra.status == ExtraResult::Status::manual;
    record.extras.push_back(
        {extra.id, extra.points, names[static_cast<int>(extra.status)], manual ? extra.text : extra.message});
  }
  return record;
}

std::vector<std::string> gradebook_header(const Manifest& manifest) {
  std::vector<std::string> header{"student"};
  for (const auto& task : manifest.tasks) header.push_back("Task " + task.id + " (" + format_points(task.points) + ")");
  for (const auto& extra : manifest.extras) header.push_back(extra.name);
  header.emplace_back("total");
  header.emplace_back("max");
  return header;
}

GradebookRow gradebook_row(const Manifest& manifest, const StudentRecord& record) {
  GradebookRow row;
  row.grade.push_back(record.student);
  std::string failures;
  for (const auto& problem : record.problems) failures += (failures.empty() ? "" : "; ") + problem;
  // Tasks failing for the same reason are named together, and a reason
  // already given for the whole submission is not repeated.
  std::vector<std::pair<std::string, std::string>> reasons;  // reason -> "2.1, 2.2"
  for (const auto& task : manifest.tasks) {
    const auto found = std::find_if(record.tasks.begin(), record.tasks.end(),
                                    [&](const TaskOutcome& outcome) { return outcome.id == task.id; });
    row.grade.push_back(found == record.tasks.end() ? "" : format_score(found->score));
    if (found == record.tasks.end() || found->passed) continue;
    const std::string why = !found->hints.empty() ? found->hints.front() : found->failure;
    if (std::find(record.problems.begin(), record.problems.end(), why) != record.problems.end()) continue;
    auto same = std::find_if(reasons.begin(), reasons.end(), [&](const auto& reason) { return reason.first == why; });
    if (same == reasons.end()) {
      reasons.emplace_back(why, task.id);
    } else {
      same->second += ", " + task.id;
    }
  }
  for (const auto& extra : manifest.extras) {
    const auto found = std::find_if(record.extras.begin(), record.extras.end(),
                                    [&](const ExtraOutcome& outcome) { return outcome.id == extra.id; });
    if (found == record.extras.end()) {
      row.grade.emplace_back();
    } else if (found->status == "manual") {
      row.grade.push_back(found->message);
    } else {
      row.grade.push_back(format_score(found->points));
    }
  }
  for (const auto& [why, ids] : reasons) {
    failures += (failures.empty() ? "" : "; ") + std::string(ids.find(',') == std::string::npos ? "Task " : "Tasks ") +
                ids + ": " + why;
  }
  row.grade.push_back(format_score(record.score));
  row.grade.push_back(format_score(record.max_score));
  row.failures = failures;
  return row;
}

std::string render_gradebook_csv(const Manifest& manifest, const std::vector<StudentRecord>& records) {
  std::vector<std::string> header = gradebook_header(manifest);
  header.emplace_back("failures");
  std::string out = csv_line(header);
  for (const auto& record : records) {
    GradebookRow row = gradebook_row(manifest, record);
    row.grade.push_back(row.failures);
    out += csv_line(row.grade);
  }
  return out;
}

namespace {

// A horizontal bar chart as inline SVG: label, bar, value text.
std::string svg_bars(const std::vector<std::pair<std::string, double>>& rows, double maximum, const std::string& unit) {
  constexpr int label_width = 330;
  constexpr int bar_width = 300;
  constexpr int row_height = 24;
  std::ostringstream svg;
  svg << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << label_width + bar_width + 80 << "\" height=\""
      << rows.size() * row_height + 4 << "\" role=\"img\">";
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const double fraction = maximum > 0 ? rows[i].second / maximum : 0;
    const std::size_t y = i * row_height;
    std::string label = rows[i].first;
    if (label.size() > 52) label = label.substr(0, 50) + "...";
    svg << "<text x=\"" << label_width - 6 << "\" y=\"" << y + 16 << "\" text-anchor=\"end\" font-size=\"12\">"
        << html_escape(label) << "<title>" << html_escape(rows[i].first) << "</title></text>"
        << "<rect x=\"" << label_width << "\" y=\"" << y + 4 << "\" width=\"" << std::lround(fraction * bar_width)
        << "\" height=\"" << row_height - 8 << "\" fill=\"#3b6fb6\"/>"
        << "<text x=\"" << label_width + std::lround(fraction * bar_width) + 6 << "\" y=\"" << y + 16
        << "\" font-size=\"12\">" << html_escape(format_points(rows[i].second) + unit) << "</text>";
  }
  svg << "</svg>";
  return svg.str();
}

// A vertical histogram: one column per score bin.
std::string svg_histogram(const std::vector<std::size_t>& counts, const std::vector<std::string>& labels) {
  constexpr int column = 36;
  constexpr int height = 160;
  const std::size_t top = std::max<std::size_t>(1, *std::max_element(counts.begin(), counts.end()));
  std::ostringstream svg;
  svg << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << counts.size() * column + 20 << "\" height=\""
      << height + 40 << "\" role=\"img\">";
  for (std::size_t i = 0; i < counts.size(); ++i) {
    const long bar = std::lround(static_cast<double>(counts[i]) / static_cast<double>(top) * height);
    const std::size_t x = 10 + i * column;
    svg << "<rect x=\"" << x + 3 << "\" y=\"" << height - bar + 14 << "\" width=\"" << column - 6 << "\" height=\""
        << bar << "\" fill=\"#3b6fb6\"/>"
        << "<text x=\"" << x + column / 2 << "\" y=\"" << height - bar + 10
        << "\" text-anchor=\"middle\" font-size=\"11\">" << counts[i] << "</text>"
        << "<text x=\"" << x + column / 2 << "\" y=\"" << height + 30 << "\" text-anchor=\"middle\" font-size=\"11\">"
        << html_escape(labels[i]) << "</text>";
  }
  svg << "<line x1=\"10\" y1=\"" << height + 14 << "\" x2=\"" << counts.size() * column + 10 << "\" y2=\""
      << height + 14 << "\" stroke=\"#444\"/></svg>";
  return svg.str();
}

}  // namespace

namespace {

// The head of the page: the class in numbers, the pass rate per task and the scores' histogram.
void summary_head(std::ostringstream& html, const Manifest& manifest, const std::vector<StudentRecord>& records,
                  const std::string& reference_set, const std::string& reference_warning) {
  const double max_score = manifest.max_score();
  html << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>" << html_escape(manifest.title)
       << ": class summary</title>\n<style>body{font-family:sans-serif;margin:2em;max-width:60em}"
          "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:3px 8px;text-align:left}"
          "td.num{text-align:right}.fail{color:#a00}</style></head><body>\n";
  html << "<h1>" << html_escape(manifest.title) << "</h1>\n<p>" << records.size() << " submissions graded against the "
       << html_escape(reference_set) << " references.";
  if (!records.empty()) {
    double total = 0;
    for (const auto& record : records) total += record.score;
    std::vector<double> scores;
    for (const auto& record : records) scores.push_back(record.score);
    std::sort(scores.begin(), scores.end());
    html << " Mean " << format_points(std::round(total / static_cast<double>(records.size()) * 100) / 100) << " / "
         << format_points(max_score) << ", median " << format_points(scores[scores.size() / 2]) << ".";
  }
  html << "</p>\n";
  // The set is one anyone can download (reference_values/published.json): said before any figure.
  if (!reference_warning.empty()) {
    html << "<p class=\"fail\" id=\"published-hidden-set\"><strong>" << html_escape(reference_warning)
         << "</strong></p>\n";
  }
  html << "<h2>Pass rate per task</h2>\n";
  std::vector<std::pair<std::string, double>> pass_rates;
  for (const auto& task : manifest.tasks) {
    std::size_t passed = 0;
    for (const auto& record : records) {
      for (const auto& outcome : record.tasks)
        if (outcome.id == task.id && outcome.passed) ++passed;
    }
    pass_rates.emplace_back(
        "Task " + task.id + ": " + task.name,
        records.empty() ? 0 : std::round(100.0 * static_cast<double>(passed) / static_cast<double>(records.size())));
  }
  html << svg_bars(pass_rates, 100, "%") << "\n<h2>Scores</h2>\n";
  const std::size_t bins = static_cast<std::size_t>(std::ceil(max_score)) + 1;
  std::vector<std::size_t> counts(bins, 0);
  std::vector<std::string> labels;
  for (std::size_t i = 0; i < bins; ++i) labels.push_back(std::to_string(i));
  for (const auto& record : records) {
    const auto bin = static_cast<std::size_t>(std::clamp(std::floor(record.score), 0.0, static_cast<double>(bins - 1)));
    ++counts[bin];
  }
  html << svg_histogram(counts, labels) << "\n";
}

// The most frequent named mistakes, each with how many students made it.
void summary_mistakes(std::ostringstream& html, const Manifest& manifest, const std::vector<StudentRecord>& records) {
  html << "<h2>Most frequent mistakes</h2>\n";
  std::map<std::string, std::size_t> mistakes;
  for (const auto& record : records) {
    std::set<std::string> named;
    for (const auto& outcome : record.tasks) {
      for (const auto& hint : outcome.hints) named.insert("Task " + outcome.id + ": " + hint);
    }
    for (const auto& problem : record.problems) named.insert(problem);
    for (const auto& extra : record.extras) {
      if (extra.status != "not_met" || extra.points >= 0) continue;
      for (const auto& item : manifest.extras) {
        if (item.id == extra.id) named.insert("lost a point: " + item.name);
      }
    }
    for (const auto& name : named) ++mistakes[name];
  }
  std::vector<std::pair<std::string, double>> ranked(mistakes.begin(), mistakes.end());
  std::stable_sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
  if (ranked.size() > 10) ranked.resize(10);
  if (ranked.empty()) {
    html << "<p>No named mistake was found.</p>\n";
  } else {
    html << svg_bars(ranked, static_cast<double>(records.size()), " of " + std::to_string(records.size())) << "\n";
  }
}

}  // namespace

std::string summary_grade_header(const Manifest& manifest) {
  std::string html;
  for (const auto& task : manifest.tasks) html += "<th>" + html_escape(task.id) + "</th>";
  for (const auto& extra : manifest.extras) {
    html += "<th title=\"" + html_escape(extra.name) + "\">" + html_escape(extra.id) + "</th>";
  }
  return html;
}

std::string summary_grade_cells(const Manifest& manifest, const StudentRecord& record, bool exact) {
  const auto points = [exact](double value) { return exact ? format_score(value) : format_points(value); };
  std::string html;
  for (const auto& task : manifest.tasks) {
    const auto found = std::find_if(record.tasks.begin(), record.tasks.end(),
                                    [&](const TaskOutcome& outcome) { return outcome.id == task.id; });
    const bool passed = found != record.tasks.end() && found->passed;
    html += std::string("<td class=\"num") + (passed ? "" : " fail") + "\">" +
            (found == record.tasks.end() ? "" : points(found->score)) + "</td>";
  }
  for (const auto& extra : manifest.extras) {
    const auto found = std::find_if(record.extras.begin(), record.extras.end(),
                                    [&](const ExtraOutcome& outcome) { return outcome.id == extra.id; });
    html += "<td class=\"num\">";
    if (found != record.extras.end()) html += found->status == "manual" ? "review" : points(found->points);
    html += "</td>";
  }
  return html;
}

std::string summary_feedback_cell(const StudentRecord& record) {
  return "<td><a href=\"feedback/" + html_escape(record.folder) + ".txt\">feedback</a></td>";
}

std::string render_class_summary_html(const Manifest& manifest, const std::vector<StudentRecord>& records,
                                      const std::string& reference_set, const std::string& more_sections,
                                      const std::string& students_table, const std::string& reference_warning) {
  std::ostringstream html;
  summary_head(html, manifest, records, reference_set, reference_warning);
  summary_mistakes(html, manifest, records);
  html << "<h2>Students</h2>\n";
  if (!students_table.empty()) {
    html << students_table;
  } else {
    html << "<table><tr><th>Student</th>" << summary_grade_header(manifest) << "<th>Total</th><th>Feedback</th></tr>\n";
    for (const auto& record : records) {
      html << "<tr><td>" << html_escape(record.student) << "</td>" << summary_grade_cells(manifest, record)
           << "<td class=\"num\">" << format_points(record.score) << " / " << format_points(record.max_score) << "</td>"
           << summary_feedback_cell(record) << "</tr>\n";
    }
    html << "</table>\n";
  }
  html << more_sections << "</body></html>\n";
  return html.str();
}

}  // namespace grader
