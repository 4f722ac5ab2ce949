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

#include "grader/class_records.hpp"
#include "grader/class_submissions.hpp"
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

struct BatchSummary {
  std::size_t students = 0;
  std::size_t graded = 0;      // graded in this run
  std::size_t resumed = 0;     // records kept from an earlier run
  std::size_t not_graded = 0;  // students whose grading failed for a reason not their own (graded again next run)
  bool interrupted = false;
  std::string reference_set;           // the set graded against ("hidden")
  std::vector<StudentRecord> records;  // sorted by student
};

// Throws GraderError for the grader's own failures (references, manifest,
// build tools, output folder); a student's failure is in their record.
[[nodiscard]] BatchSummary grade_batch(const BatchOptions& options);

// `batch merge`: the outputs of every shard of one split (their batch.json
// names it) into the gradebook, feedback, records and summary a single run
// writes. Throws GraderError(usage) for a missing, doubled or foreign shard,
// and (after writing what it has) for students no shard graded.
[[nodiscard]] BatchSummary merge_batches(const Manifest& manifest, const std::vector<std::filesystem::path>& shard_dirs,
                                         const std::filesystem::path& out_dir);

}  // namespace grader
