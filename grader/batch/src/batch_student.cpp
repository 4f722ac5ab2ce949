// One student of a class (batch_steps.hpp): graded and recorded, or their
// record kept while everything that made its grade is unchanged (the
// fingerprint of the grade's inputs and of the student's files).
#include <algorithm>
#include <optional>
#include <stdexcept>

#include "batch_steps.hpp"
#include "grader/batch/class_records.hpp"
#include "grader/batch/class_submissions.hpp"
#include "grader/building/build.hpp"
#include "grader/course/intake.hpp"
#include "grader/course/jobs.hpp"
#include "grader/course/pipeline.hpp"
#include "grader/reports/reports.hpp"
#include "grader/support/checksum.hpp"
#include "grader/support/course_layout.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"

namespace grader {
namespace batch_steps {
namespace fs = std::filesystem;

namespace {

// Feedback for a submission that could not be graded at all.
void write_unreadable_feedback(const BatchContext& context, const StudentRecord& record) {
  std::string text = context.manifest.title + "\nSubmission: " + record.student + "\n\nNot graded:";
  for (const auto& problem : record.problems) text += "\n  " + problem;
  text += "\n\nTotal: 0 / " + format_points(record.max_score) + "\n";
  const fs::path feedback_dir = context.options.out_dir / "feedback";
  write_file_atomically(feedback_dir / (record.folder + ".txt"), text);
  write_file_atomically(feedback_dir / (record.folder + ".md"), "## " + text);
}

// The clone of a repository that holds the submission's files: the nearest
// folder from `found` up to `base` with a CMakeLists.txt, else `base`.
fs::path repository_root(const fs::path& found, const fs::path& base) {
  const fs::path stop = base.lexically_normal();
  for (fs::path dir = found.lexically_normal(); !dir.empty(); dir = dir.parent_path()) {
    std::error_code error;
    if (fs::symlink_status(dir / "CMakeLists.txt", error).type() == fs::file_type::regular) return dir;
    if (dir == stop || dir == dir.parent_path()) break;
  }
  return base;
}

// SHA-256 over a folder's regular files: their names (relative) and contents.
std::string tree_digest(const fs::path& dir) {
  std::vector<fs::path> files;
  if (fs::is_directory(dir)) {
    for (const auto& file : fs::recursive_directory_iterator(dir)) {
      if (file.is_regular_file()) files.push_back(file.path());
    }
  }
  std::sort(files.begin(), files.end());
  std::string listing;
  for (const auto& file : files) {
    listing += fs::relative(file, dir).generic_string() + " " +
               sha256_hex(read_file_bytes(file, ExitCode::manifest_error)) + "\n";
  }
  return sha256_hex(listing);
}

// The row of a student who could not be graded at all: every task at 0.
StudentRecord not_graded(const Manifest& manifest, const SubmissionEntry& entry, const std::string& reason) {
  StudentRecord record;
  record.student = entry.student;
  record.folder = entry.folder;
  record.max_score = manifest.max_score();
  record.problems.push_back("not graded: " + reason);
  for (const auto& task : manifest.tasks)
    record.tasks.push_back({task.id, task.name, 0, task.points, false, {}, reason});
  return record;
}

// Grades one student; never throws for the student's own failures.
StudentRecord grade_student(const BatchContext& context, const SubmissionEntry& entry, const fs::path& work) {
  const Manifest& manifest = context.manifest;
  StudentRecord failed;
  failed.student = entry.student;
  failed.folder = entry.folder;
  failed.max_score = manifest.max_score();
  for (const auto& task : manifest.tasks) failed.tasks.push_back({task.id, task.name, 0, task.points, false, {}, ""});

  fs::path found;
  const fs::path base = fs::is_directory(entry.path) ? entry.path : work / "unpacked";
  try {
    if (!entry.collect_problem.empty()) throw std::runtime_error(entry.collect_problem);
    if (!fs::is_directory(entry.path)) unpack_submission(entry.path, base);
    found = locate_submission(base, manifest, list_assignments(context.options.root)).folder;
  } catch (const std::exception& error) {
    failed.problems.push_back(error.what());
    for (auto& task : failed.tasks) task.failure = error.what();
    write_unreadable_feedback(context, failed);
    return failed;
  }
  // Only the submission's own regular files are taken, as plain copies
  // (grade_submission): nothing else (links, build scripts) reaches the build.
  const SubmissionFiles files = list_submission_files(found, manifest, context.options.root);
  if (files.missing.size() == manifest.sources.size()) {
    for (const auto& file : files.missing) failed.problems.push_back("the submission has no " + file);
    for (auto& task : failed.tasks) task.failure = "the submission has none of the assignment's files";
    write_unreadable_feedback(context, failed);
    return failed;
  }
  JobSubmission submission;
  submission.folder = found;
  submission.given = repository_root(found, base);
  submission.label = entry.path.filename().string();
  submission.staging = work / "submission";
  submission.build_dir = work / "build";
  submission.strategy = CompileStrategy::one_unit;
  const GradedSubmission graded = grade_submission(make_submission_job(context.run, submission));
  const GradeReport& report = graded.report;
  StudentRecord record = StudentRecord::from_report(entry.student, report);
  record.folder = entry.folder;
  for (const auto& problem : graded.problems) record.problems.push_back(problem);
  const fs::path feedback_dir = context.options.out_dir / "feedback";
  write_file_atomically(feedback_dir / (entry.folder + ".txt"), render_text(report, false));
  write_file_atomically(feedback_dir / (entry.folder + ".md"), render_markdown(report));
  return record;
}

bool same_choice(const std::optional<CommitChoice>& a, const std::optional<CommitChoice>& b) {
  if (!a || !b) return a.has_value() == b.has_value();
  return a->same_rule(*b) && a->commit == b->commit;
}

// The fingerprint a record must carry to be kept: computed without grading.
std::string expected_fingerprint(const BatchContext& context, const SubmissionEntry& entry) {
  if (!fs::is_directory(entry.path)) {
    // An archive: its bytes stand for its files.
    return sha256_hex(context.fixed_fingerprint + "archive " +
                      sha256_hex(read_file_bytes(entry.path, ExitCode::submission_error)));
  }
  const fs::path found = locate_submission(entry.path, context.manifest, list_assignments(context.options.root)).folder;
  std::string fingerprint = context.fixed_fingerprint;
  if (!entry.collect_problem.empty()) fingerprint += "not collected: " + entry.collect_problem + "\n";
  // Exactly what grade_submission takes: the same files make the same grade.
  const SubmissionFiles files = list_submission_files(found, context.manifest, context.options.root);
  for (const auto& file : files.missing) fingerprint += "missing " + file + "\n";
  for (const auto* group : {&files.sources, &files.own_headers, &files.extra_files}) {
    for (const auto& file : *group) {
      fingerprint += file + "\n" + sha256_hex(read_file_bytes(found / file, ExitCode::submission_error)) + "\n";
    }
  }
  for (const auto& item : files.not_taken) fingerprint += "not taken " + item + "\n";
  return sha256_hex(fingerprint);
}

}  // namespace

// A record is kept only while everything that made its grade is unchanged:
// the grader itself, the assignment (manifest, provided code, adapter), the
// harness's sources, every file of the reference set and the style rules.
std::string grade_inputs_fingerprint(const BatchOptions& options) {
  std::string fixed = "grader " + sha256_hex(read_file_bytes("/proc/self/exe", ExitCode::internal_error)) + "\n";
  fixed += "assignment " + tree_digest(CourseLayout(options.root).assignment(options.assignment)) + "\n";
  fixed += "harness " + tree_digest(options.root / "grader" / "harness") + " " +
           tree_digest(options.root / "grader" / "protocol") + "\n";
  fixed += "references " + tree_digest(options.references_dir) + "\n";
  if (fs::exists(options.root / ".clang-format")) {
    fixed += "style " + sha256_hex(read_file_bytes(options.root / ".clang-format", ExitCode::manifest_error)) + "\n";
  }
  return fixed;
}

// The record an earlier run wrote for this student, when it verifies and
// everything that made its grade is unchanged; its metadata (not the grade)
// is always the entry's own, written back when it changed (a new term file),
// so a merge reads what this run used.
std::optional<StudentRecord> kept_record(const BatchContext& context, const SubmissionEntry& entry) {
  const fs::path record_path = context.options.out_dir / "records" / (entry.folder + ".json");
  if (context.options.restart || !fs::exists(record_path)) return std::nullopt;
  try {
    // A record that does not verify (edited, or of another key) is graded again.
    StudentRecord kept =
        StudentRecord::from_signed_text(read_file_bytes(record_path, ExitCode::output_error), record_path);
    if (kept.fingerprint != expected_fingerprint(context, entry) || kept.student != entry.student ||
        kept.folder != entry.folder) {
      return std::nullopt;
    }
    if (kept.submitted_at != entry.submitted_at || kept.submitted_from != entry.submitted_from ||
        !same_choice(kept.repository, entry.choice)) {
      kept.submitted_at = entry.submitted_at;
      kept.submitted_from = entry.submitted_from;
      kept.repository = entry.choice;
      write_file_atomically(record_path, kept.signed_text());
    }
    return kept;
  } catch (const std::exception&) {
    return std::nullopt;  // a damaged or outdated record: grade again
  }
}

// One student graded and their record written (`recorded`). Whatever goes
// wrong with this one student (a file that cannot be read, a full disk, a
// grader bug) is their row, not the end of the class: no record is kept, so
// the next run grades them again.
StudentRecord grade_and_record(const BatchContext& context, const SubmissionEntry& entry, bool& recorded) {
  const fs::path& out_dir = context.options.out_dir;
  StudentRecord record;
  recorded = false;
  try {
    record = grade_student(context, entry, out_dir / "work" / entry.folder);
    record.fingerprint = expected_fingerprint(context, entry);
    record.submitted_at = entry.submitted_at;
    record.submitted_from = entry.submitted_from;
    record.repository = entry.choice;
    write_file_atomically(out_dir / "records" / (entry.folder + ".json"), record.signed_text());
    recorded = true;
  } catch (...) {
    std::string reason = "internal error";
    try {
      throw;
    } catch (const std::exception& error) {
      reason = error.what();
    } catch (...) {
    }
    record = not_graded(context.manifest, entry, reason);
    try {
      write_unreadable_feedback(context, record);
    } catch (...) {
      // The row in the gradebook still says why.
    }
  }
  record.submitted_at = entry.submitted_at;
  record.submitted_from = entry.submitted_from;
  record.repository = entry.choice;
  return record;
}

}  // namespace batch_steps
}  // namespace grader
