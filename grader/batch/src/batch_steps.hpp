#pragma once
// The phases of a class's grading (internal to grader::batch): grade_batch
// (batch.cpp) takes the class in (batch_class.cpp), then grades and records
// each student or keeps their record (batch_student.cpp); `batch merge` is
// batch_merge.cpp's alone.
#include <optional>
#include <string>
#include <vector>

#include "grader/batch/batch.hpp"
#include "grader/batch/batch_progress.hpp"
#include "grader/batch/class_records.hpp"
#include "grader/batch/class_submissions.hpp"
#include "grader/course/jobs.hpp"
#include "grader/execution/sandbox.hpp"

namespace grader {
namespace batch_steps {

// What every student of one run shares.
struct BatchContext {
  const BatchOptions& options;
  const Manifest& manifest;
  const Sandbox& sandbox;
  std::string fixed_fingerprint;  // of the references, the manifest and the grader's harness
  // What every student's job shares (the one door, jobs.hpp): the set, the
  // template's builder prepared once, the course's template, the oracle
  // (built on first need), one harness process each, the same fresh inputs.
  GradingRun run;
};

// --- the class taken in (batch_class.cpp) ---------------------------------------

// In `user` mode, a class of more than one entry, or one student whose
// --out holds another's results, is refused (GraderError, usage) before
// anything runs.
void refuse_classmates_in_user_mode(const BatchOptions& options, const Sandbox& sandbox,
                                    const std::vector<SubmissionEntry>& entries,
                                    const std::vector<std::string>& skipped);

// --shard I/N: `entries` made this run's slice, noted in the run file.
void take_shard(const BatchOptions& options, std::vector<SubmissionEntry>& entries, nlohmann::json& run_file);

// Each repository's chosen commit exported into work/<folder>/commit, which
// then stands for it (entry.path); a failure is the student's row.
void collect_repositories(const BatchOptions& options, const Sandbox& sandbox, std::vector<SubmissionEntry>& entries,
                          Progress& progress);

// Each Canvas student's loose files put together into work/<folder>/canvas,
// which then stands for them (entry.path); a refusal is the student's row.
void collect_canvas_files(const BatchOptions& options, std::vector<SubmissionEntry>& entries);

// --- one student (batch_student.cpp) ---------------------------------------------

// What a kept record's fingerprint starts with: the grader, the assignment,
// the harness's sources, the reference set and the style rules.
[[nodiscard]] std::string grade_inputs_fingerprint(const BatchOptions& options);

// The student's record of an earlier run, while it still holds; else none.
[[nodiscard]] std::optional<StudentRecord> kept_record(const BatchContext& context, const SubmissionEntry& entry);

// The student graded and, when nothing of the grader's went wrong, recorded
// (`recorded`); never throws.
[[nodiscard]] StudentRecord grade_and_record(const BatchContext& context, const SubmissionEntry& entry, bool& recorded);

}  // namespace batch_steps
}  // namespace grader
