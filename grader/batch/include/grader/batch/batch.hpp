#pragma once
// Grading a whole class: every submission below a folder (one folder, zip or
// tarball per student), in parallel, resumable, into a gradebook.
#include <atomic>
#include <filesystem>
#include <functional>
#include <iosfwd>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "grader/batch/class_records.hpp"
#include "grader/batch/class_submissions.hpp"
#include "grader/execution/sandbox.hpp"
#include "grader/grading/engine.hpp"

namespace grader {

// A student's own deadline (the term's, or their extension), by submission name.
using DeadlineOf = std::function<std::optional<std::int64_t>(const std::string& student)>;

// The rule that chooses the commit of a student's repository: at `tag` when
// one is given, else the last commit before their deadline (only when the
// term trusts commit times: TimeSource::student_clock), else HEAD. A slice
// and its merge must come to the same rule for every student.
[[nodiscard]] CommitChoice commit_rule(const std::string& tag, TimeSource source, const DeadlineOf& deadline_of,
                                       const std::string& student);

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
  // Only with TimeSource::student_clock: a commit's date is the student's to set.
  std::string tag;
  DeadlineOf deadline_of;
  // Where each submission's time comes from (the term's submission_time):
  // TimeSource::none without a term.
  TimeSource time_source = TimeSource::none;
  std::map<std::string, std::int64_t> times;  // TimeSource::times_file: submission -> time
  std::string times_name;
  // How the files of each submission were chosen (the tag, the term file's
  // digest), recorded in batch.json: merge refuses slices chosen otherwise.
  nlohmann::json selection;
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
  // published_set_warning() when that set is a hidden set published with the
  // framework (reference_values/published.json), else empty; in batch.json
  // and summary.html, so a merge of the shards says it too.
  std::string reference_warning;
};

// Throws GraderError for the grader's own failures (references, manifest,
// build tools, output folder); a student's failure is in their record.
[[nodiscard]] BatchSummary grade_batch(const BatchOptions& options);

// `batch merge`: the outputs of every shard of one split (their batch.json
// names it) into the gradebook, feedback, records and summary a single run
// writes. Throws GraderError(usage) for a missing, doubled or foreign shard,
// and (after writing what it has) for students no shard graded.
// Every record must verify under record_key() (UnsignedRecord otherwise,
// naming the file), be of a student of its slice, and have the folder the
// class's names give it; every shard's selection must equal `selection`
// (the same --tag and --term as this merge), and every repository's record
// must have been chosen by rule_of(student) (the same deadline, with the
// roster's extensions). Writes only below out_dir.
[[nodiscard]] BatchSummary merge_batches(const Manifest& manifest, const std::vector<std::filesystem::path>& shard_dirs,
                                         const std::filesystem::path& out_dir, const nlohmann::json& selection,
                                         const std::function<CommitChoice(const std::string& student)>& rule_of);

}  // namespace grader
