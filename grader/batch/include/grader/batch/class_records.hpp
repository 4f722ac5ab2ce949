#pragma once
// A class's records (records/<student>.json) and what is made from them
// alone: the gradebook CSV and the class summary page.
#include <cstdint>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "grader/assessment/manifest.hpp"
#include "grader/batch/repository.hpp"
#include "grader/grading/engine.hpp"

namespace grader {

// One student's result as kept in records/<student>.json: what the
// gradebook and the class summary are made from, so a resumed run needs
// nothing else.
struct TaskOutcome {
  std::string id;
  std::string name;
  double score = 0;
  double max_score = 0;
  bool passed = false;
  std::vector<std::string> hints;  // the named mistakes
  std::string failure;             // the first failure's first line
};
struct ExtraOutcome {
  std::string id;
  double points = 0;
  std::string status;   // "met", "not_met", "manual", "not_checked"
  std::string message;  // or, for a manual item, the student's text
};
struct StudentRecord {
  std::string student;
  std::string folder;                 // the student's file name in records/, feedback/ and work/ (unique in the class)
  std::string fingerprint;            // SHA-256 of the student's files, the references, the manifest and the grader
  std::vector<std::string> problems;  // "does not compile", "no multi_head_self_attention.cpp", ...
  double score = 0;
  double max_score = 0;
  std::vector<TaskOutcome> tasks;
  std::vector<ExtraOutcome> extras;
  // When it was handed in (seconds since 1970, UTC) and how that is known:
  // "commit <hash>", "archive time", "newest file"; none when unknown.
  std::optional<std::int64_t> submitted_at;
  std::string submitted_from;
  // A repository's: which commit was graded and the rule that chose it (a
  // merge checks the rule against its own --tag, --term and --roster).
  std::optional<CommitChoice> repository;

  [[nodiscard]] nlohmann::json to_json() const;
  [[nodiscard]] static StudentRecord from_json(const nlohmann::json& json);  // throws on a malformed record
  // records/<folder>.json as written: to_json() with a "signature", the
  // HMAC-SHA256 of the rest under record_key().
  [[nodiscard]] std::string signed_text() const;
  // Throws UnsignedRecord when the signature is missing or does not match
  // (the file was edited, or signed under another key), std::exception when malformed.
  [[nodiscard]] static StudentRecord from_signed_text(const std::string& text, const std::filesystem::path& where);
  [[nodiscard]] static StudentRecord from_report(const std::string& student, const GradeReport& report);
};

// A record whose signature does not verify.
struct UnsignedRecord : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The key records are signed with: AUTOGRADER_RECORD_KEY when set (the same
// secret for every shard of a split run on machines that share no home
// folder), else the file ${XDG_STATE_HOME:-~/.local/state}/autograder/record-key,
// 32 random bytes made on first use, readable by its owner alone. Whoever
// can edit a shard's records but not read the key cannot forge a grade.
[[nodiscard]] std::string record_key();
[[nodiscard]] std::string describe_record_key();  // where the key comes from, for messages
// A JSON object as a file, with a "signature" of the rest under record_key();
// and back, throwing UnsignedRecord (naming `where`) when it does not verify.
[[nodiscard]] std::string signed_json_text(nlohmann::json json);
[[nodiscard]] nlohmann::json verified_json(const std::string& text, const std::filesystem::path& where);

// Renderings of the class's records. A gradebook row: the student, each
// task's points, each extra's, total and max (gradebook_header's columns),
// and the failures in words.
struct GradebookRow {
  std::vector<std::string> grade;
  std::string failures;
};
[[nodiscard]] std::vector<std::string> gradebook_header(const Manifest& manifest);
[[nodiscard]] GradebookRow gradebook_row(const Manifest& manifest, const StudentRecord& record);
[[nodiscard]] std::string render_gradebook_csv(const Manifest& manifest, const std::vector<StudentRecord>& records);
// more_sections: HTML added after the class table (the similarity review);
// students_table: the class table itself, when not the records' own (the
// term's, with roster names, lateness and final grades: term_summary.hpp);
// reference_warning: BatchSummary::reference_warning, shown under the title.
[[nodiscard]] std::string render_class_summary_html(const Manifest& manifest, const std::vector<StudentRecord>& records,
                                                    const std::string& reference_set,
                                                    const std::string& more_sections = "",
                                                    const std::string& students_table = "",
                                                    const std::string& reference_warning = "");
// The summary table's pieces for one record: the tasks' and extras' header
// cells (<th>), their cells (<td>, a failed task's marked "fail"; `exact`:
// points as gradebook.csv writes them, format_score, else format_points)
// and the link to the student's feedback.
[[nodiscard]] std::string summary_grade_header(const Manifest& manifest);
[[nodiscard]] std::string summary_grade_cells(const Manifest& manifest, const StudentRecord& record,
                                              bool exact = false);
[[nodiscard]] std::string summary_feedback_cell(const StudentRecord& record);

}  // namespace grader
