#pragma once
// Grading a whole class: every submission below a folder (one folder, zip or
// tarball per student), in parallel, resumable, into a gradebook.
#include <atomic>
#include <filesystem>
#include <functional>
#include <iosfwd>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "grader/engine.hpp"
#include "grader/sandbox.hpp"

namespace grader {

struct BatchOptions {
  std::filesystem::path root;  // the grader's repository
  std::string assignment;
  std::filesystem::path submissions_dir;  // one entry per student
  std::filesystem::path out_dir;          // gradebook.csv, summary.html, feedback/, records/, work/
  std::filesystem::path references_dir;
  std::size_t jobs = 2;  // students graded at once
  bool restart = false;  // regrade students that already have a record
  std::optional<std::uint64_t>
      probe_seed;  // property checks' fresh inputs: one seed for the whole run (random when empty)
  SandboxMode sandbox = SandboxMode::automatic;
  std::ostream* progress = nullptr;         // progress bar and messages (stderr)
  bool progress_is_terminal = false;        // redraw one line instead of a line per student
  const std::atomic<bool>* stop = nullptr;  // set (by SIGINT): finish the students under way, start no more
  // Repositories (a clone or a bare repository per student): graded at this
  // tag, or else at their last commit before deadline_of(student), or HEAD.
  std::string tag;
  std::function<std::optional<std::int64_t>(const std::string& student)> deadline_of;
  // --shard I/N: grade only every N-th student in name order, from the I-th
  // (shard_count 0: all). batch.json records the class and the slice.
  std::size_t shard_index = 0;
  std::size_t shard_count = 0;
};

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

  [[nodiscard]] nlohmann::json to_json() const;
  [[nodiscard]] static StudentRecord from_json(const nlohmann::json& json);  // throws on a malformed record
  [[nodiscard]] static StudentRecord from_report(const std::string& student, const GradeReport& report);
};

struct BatchSummary {
  std::size_t students = 0;
  std::size_t graded = 0;      // graded in this run
  std::size_t resumed = 0;     // records kept from an earlier run
  std::size_t not_graded = 0;  // students whose grading failed for a reason not their own (graded again next run)
  bool interrupted = false;
  std::string reference_set;           // the set graded against ("hidden")
  std::vector<StudentRecord> records;  // sorted by student
};

// A student's entries in the folder: sub-folders, .zip, .tar, .tar.gz, .tgz.
struct SubmissionEntry {
  std::string student;  // the entry's name without extension
  std::filesystem::path path;
  std::string folder;  // student, cleaned to a file name, unique in the class (see list_submissions)
  std::optional<std::int64_t> submitted_at;  // the archive's time, its newest file's, or the graded commit's
  std::string submitted_from;
  bool repository = false;      // a git repository: its commit's files are collected into work/ first
  std::string collect_problem;  // why its files could not be collected (the student's 0, with the reason)
};
[[nodiscard]] std::vector<SubmissionEntry> list_submissions(const std::filesystem::path& dir,
                                                            std::vector<std::string>* skipped = nullptr);

// Throws GraderError for the grader's own failures (references, manifest,
// build tools, output folder); a student's failure is in their record.
[[nodiscard]] BatchSummary grade_batch(const BatchOptions& options);

// `batch merge`: the outputs of every shard of one split (their batch.json
// names it) into the gradebook, feedback, records and summary a single run
// writes. Throws GraderError(usage) for a missing, doubled or foreign shard,
// and (after writing what it has) for students no shard graded.
[[nodiscard]] BatchSummary merge_batches(const Manifest& manifest, const std::vector<std::filesystem::path>& shard_dirs,
                                         const std::filesystem::path& out_dir);

// Renderings of the class's records. A gradebook row: the student, each
// task's points, each extra's, total and max (gradebook_header's columns),
// and the failures in words.
struct GradebookRow {
  std::vector<std::string> grade;
  std::string failures;
};
[[nodiscard]] std::vector<std::string> gradebook_header(const Manifest& manifest);
[[nodiscard]] GradebookRow gradebook_row(const Manifest& manifest, const StudentRecord& record);
// One CSV line (RFC 4180 quoting) of these cells, with its newline.
[[nodiscard]] std::string csv_line(const std::vector<std::string>& cells);
[[nodiscard]] std::string render_gradebook_csv(const Manifest& manifest, const std::vector<StudentRecord>& records);
// more_sections: HTML added after the class table (the similarity review).
[[nodiscard]] std::string render_class_summary_html(const Manifest& manifest, const std::vector<StudentRecord>& records,
                                                    const std::string& reference_set,
                                                    const std::string& more_sections = "");

}  // namespace grader
