// `batch merge` (batch.hpp): the shards of one split, each checked (its run
// file and records verified, its slice, its selection, each repository's
// commit rule), into the records, feedback, gradebook and summary a single
// run writes.
#include <map>
#include <optional>
#include <set>

#include "grader/batch/batch.hpp"
#include "grader/batch/class_records.hpp"
#include "grader/batch/class_submissions.hpp"
#include "grader/reports/reports.hpp"
#include "grader/support/checksum.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"

namespace grader {
namespace fs = std::filesystem;

namespace {

// The regular files below `from` into `to` (emptied first), never following
// a link: a shard's folder is read as data.
void copy_regular_files(const fs::path& from, const fs::path& to) {
  fs::remove_all(to);
  fs::create_directories(to);
  for (auto it = fs::recursive_directory_iterator(from); it != fs::recursive_directory_iterator(); ++it) {
    const fs::path relative = it->path().lexically_relative(from);
    const auto type = it->symlink_status().type();
    if (type == fs::file_type::directory) {
      fs::create_directories(to / relative);
    } else if (type == fs::file_type::regular) {
      write_file_atomically(to / relative, read_file_bytes(it->path(), ExitCode::usage));
    }
  }
}

// What a selection's field says, for a refusal: "no --term", "--tag final".
std::string selection_words(const std::string& field, const nlohmann::json& value) {
  if (field == "tag") {
    return value.is_string() && !value.get<std::string>().empty() ? "--tag " + value.get<std::string>() : "no --tag";
  }
  if (field == "term") return value.is_null() ? "no --term" : "the digest of a --term file and its times";
  return value.dump();
}

// A shard's batch.json, verified and of this assignment, its files chosen as
// this merge's are: a slice graded without the term (or with another term
// or tag) graded other commits and other times.
nlohmann::json read_run_file(const fs::path& dir, const Manifest& manifest, const nlohmann::json& selection) {
  const fs::path file = dir / "batch.json";
  if (!fs::is_regular_file(file)) {
    throw GraderError(ExitCode::usage, file.string() + ": not found (is " + dir.string() + " the --out of a batch?)");
  }
  nlohmann::json run;
  try {
    run = verified_json(read_file_bytes(file, ExitCode::usage), file);
  } catch (const UnsignedRecord& error) {
    throw GraderError(ExitCode::usage, std::string("batch merge: ") + error.what() +
                                           ": nothing merged; grade that shard again (--restart)");
  } catch (const nlohmann::json::exception& error) {
    throw GraderError(ExitCode::usage, file.string() + ": not JSON (" + error.what() + ")");
  }
  if (run.value("format", "") != "autograder-batch/1" || !run.contains("shard")) {
    throw GraderError(ExitCode::usage, file.string() + ": not the output of a batch --shard I/N");
  }
  if (run.at("assignment") != manifest.assignment) {
    throw GraderError(ExitCode::usage, file.string() + ": assignment " + run.at("assignment").dump() +
                                           ", but this merge is for \"" + manifest.assignment + "\"");
  }
  const nlohmann::json chosen = run.value("selection", nlohmann::json::object());
  std::set<std::string> fields;
  for (const auto* side : {&chosen, &selection}) {
    for (const auto& [field, value] : side->items()) fields.insert(field);
  }
  // The term first: it decides the most (commits, times, deadlines).
  std::vector<std::string> ordered = {"term", "tag"};
  for (const auto& field : fields) {
    if (field != "term" && field != "tag") ordered.push_back(field);
  }
  for (const auto& field : ordered) {
    const nlohmann::json mine = chosen.value(field, nlohmann::json());
    const nlohmann::json wanted = selection.value(field, nlohmann::json());
    if (mine == wanted) continue;
    throw GraderError(ExitCode::usage, "batch merge: " + file.string() + ": the shard's selection." + field + " is " +
                                           mine.dump() + " (" + selection_words(field, mine) + "), this merge's is " +
                                           wanted.dump() + " (" + selection_words(field, wanted) +
                                           "): nothing merged; give every shard the --term and --tag of the merge, "
                                           "and grade that shard again");
  }
  return run;
}

// Every shard of one split, once each, of one class and reference set:
// shard index -> its folder, and each folder's run file.
struct Split {
  nlohmann::json first;
  std::size_t count = 0;
  std::map<std::size_t, fs::path> shards;
  std::map<fs::path, nlohmann::json> runs;
};

Split read_split(const Manifest& manifest, const std::vector<fs::path>& shard_dirs, const nlohmann::json& selection) {
  Split split;
  for (const auto& dir : shard_dirs) {
    const fs::path file = dir / "batch.json";
    nlohmann::json run = read_run_file(dir, manifest, selection);
    const auto index = run.at("shard").at(0).get<std::size_t>();
    const auto shards = run.at("shard").at(1).get<std::size_t>();
    if (split.count > 0) {
      for (const char* field : {"reference_set", "class"}) {
        if (run.at(field) != split.first.at(field)) {
          throw GraderError(ExitCode::usage, file.string() + ": its " + field + " differs from " +
                                                 (shard_dirs.front() / "batch.json").string() +
                                                 "'s: the shards graded different classes or reference sets");
        }
      }
      if (shards != split.count) {
        throw GraderError(ExitCode::usage, file.string() + ": shard " + std::to_string(index) + "/" +
                                               std::to_string(shards) + " of another split (the others are of " +
                                               std::to_string(split.count) + ")");
      }
    } else {
      split.first = run;
      split.count = shards;
    }
    split.runs[dir] = std::move(run);
    if (!split.shards.emplace(index, dir).second) {
      throw GraderError(ExitCode::usage, "shard " + std::to_string(index) + "/" + std::to_string(shards) +
                                             " is given twice: " + split.shards[index].string() + " and " +
                                             dir.string());
    }
  }
  std::string missing;
  for (std::size_t i = 1; i <= split.count; ++i) {
    if (split.shards.count(i) == 0) missing += (missing.empty() ? "" : ", ") + std::to_string(i);
  }
  if (!missing.empty()) {
    throw GraderError(ExitCode::usage,
                      "batch merge: shards " + missing + " of " + std::to_string(split.count) + " are missing");
  }
  return split;
}

// A repository's commit chosen by the rule this merge's --tag, --term and
// --roster give the student (a slice graded without the roster missed an
// extension by roster id, so it graded an earlier commit).
void check_choice(const StudentRecord& record, const fs::path& path,
                  const std::function<CommitChoice(const std::string&)>& rule_of) {
  if (!record.repository || !rule_of) return;
  const CommitChoice& chosen = *record.repository;
  const CommitChoice wanted = rule_of(record.student);
  if (chosen.same_rule(wanted)) return;
  const std::string field = chosen.rule != wanted.rule ? "rule" : chosen.tag != wanted.tag ? "tag" : "deadline";
  throw GraderError(ExitCode::usage, "batch merge: " + path.string() + ": " + record.student +
                                         "'s repository was graded at " + chosen.describe() +
                                         " (the record's repository." + field +
                                         "), this merge's --term, --tag and "
                                         "--roster choose " +
                                         wanted.describe() +
                                         ": nothing merged; give every shard the --term, --tag and --roster of the "
                                         "merge, and grade that shard again");
}

// One record file of a slice, verified, of its own folder and written by the
// slice's own run; none (nullopt) when the student is not of this slice.
std::optional<StudentRecord> read_slice_record(const fs::path& path, const fs::path& dir, const nlohmann::json& run,
                                               const std::set<std::string>& slice,
                                               const std::map<std::string, std::string>& folder_of) {
  StudentRecord record;
  const std::string bytes = read_file_bytes(path, ExitCode::usage);
  try {
    record = StudentRecord::from_signed_text(bytes, path);
  } catch (const UnsignedRecord& error) {
    throw GraderError(ExitCode::usage, std::string("batch merge: ") + error.what() +
                                           ": nothing merged; grade that shard again (--restart)");
  } catch (const GraderError&) {
    throw;
  } catch (const std::exception& error) {
    throw GraderError(ExitCode::usage, path.string() + ": not a record (" + error.what() + ")");
  }
  if (slice.count(record.student) == 0) return std::nullopt;
  if (record.folder != folder_of.at(record.student) ||
      path.filename() != fs::path(folder_of.at(record.student) + ".json")) {
    throw GraderError(ExitCode::usage, "batch merge: " + path.string() + ": the record of " + record.student +
                                           " names the folder \"" + record.folder +
                                           "\", where the class's names give \"" + folder_of.at(record.student) +
                                           "\": nothing merged");
  }
  const nlohmann::json listed = run.value("records", nlohmann::json::object()).value(record.folder, "");
  if (listed != sha256_hex(bytes)) {
    throw GraderError(ExitCode::usage, "batch merge: " + path.string() + ": not the record of " + record.student +
                                           " that this shard's run wrote (" + (dir / "batch.json").string() +
                                           " lists another or none; a record from another run?): nothing "
                                           "merged; grade that shard again (--restart)");
  }
  return record;
}

// The merged class's records, files and feedback into out_dir.
void write_merged(const Manifest& manifest, const std::vector<std::string>& students,
                  const std::map<std::string, StudentRecord>& records, const std::map<std::string, fs::path>& graded_in,
                  const nlohmann::json& first, const fs::path& out_dir, BatchSummary& summary) {
  for (const char* sub : {"records", "feedback", "work"}) fs::create_directories(out_dir / sub);
  for (const auto& student : students) {
    const auto found = records.find(student);
    if (found == records.end()) continue;
    const StudentRecord& record = found->second;
    const fs::path& dir = graded_in.at(student);
    write_file_atomically(out_dir / "records" / (record.folder + ".json"), record.signed_text());
    for (const char* extension : {".txt", ".md"}) {
      const fs::path feedback = dir / "feedback" / (record.folder + extension);
      if (fs::symlink_status(feedback).type() == fs::file_type::regular) {
        write_file_atomically(out_dir / "feedback" / feedback.filename(), read_file_bytes(feedback, ExitCode::usage));
      }
    }
    // The staged copies of the student's files (what similarity compares).
    const fs::path staged = dir / "work" / record.folder / "submission";
    if (fs::symlink_status(staged).type() == fs::file_type::directory) {
      copy_regular_files(staged, out_dir / "work" / record.folder / "submission");
    }
    summary.records.push_back(record);
  }
  nlohmann::json run_file = first;
  run_file.erase("shard");  // the whole class, as a single run writes it
  run_file["records"] = nlohmann::json::object();
  for (const auto& record : summary.records) {
    run_file["records"][record.folder] =
        sha256_hex(read_file_bytes(out_dir / "records" / (record.folder + ".json"), ExitCode::output_error));
  }
  write_file_atomically(out_dir / "batch.json", signed_json_text(run_file));
  write_file_atomically(out_dir / "gradebook.csv", render_gradebook_csv(manifest, summary.records));
  write_file_atomically(
      out_dir / "summary.html",
      render_class_summary_html(manifest, summary.records, summary.reference_set, "", "", summary.reference_warning));
}

}  // namespace

BatchSummary merge_batches(const Manifest& manifest, const std::vector<fs::path>& shard_dirs, const fs::path& out_dir,
                           const nlohmann::json& selection,
                           const std::function<CommitChoice(const std::string& student)>& rule_of) {
  if (shard_dirs.empty()) throw GraderError(ExitCode::usage, "batch merge: give the folders the shards wrote");
  const Split split = read_split(manifest, shard_dirs, selection);
  BatchSummary summary;
  summary.reference_set = split.first.at("reference_set").get<std::string>();
  summary.reference_warning = split.first.value("reference_warning", "");
  const auto students = split.first.at("class").get<std::vector<std::string>>();
  summary.students = students.size();
  std::map<std::string, StudentRecord> records;
  std::map<std::string, fs::path> graded_in;  // student -> the shard that graded them
  const auto folder_of = submission_folders(students);
  for (const auto& [index, dir] : split.shards) {
    if (!fs::is_directory(dir / "records")) continue;
    // Only the slice's own students: a folder reused from another run may hold others' records.
    std::set<std::string> slice;
    for (std::size_t i = index - 1; i < students.size(); i += split.count) slice.insert(students[i]);
    for (const auto& entry : fs::directory_iterator(dir / "records")) {
      if (entry.path().extension() != ".json" || !entry.is_regular_file()) continue;
      auto record = read_slice_record(entry.path(), dir, split.runs.at(dir), slice, folder_of);
      if (!record) continue;
      check_choice(*record, entry.path(), rule_of);
      if (const auto twin = graded_in.find(record->student); twin != graded_in.end()) {
        throw GraderError(ExitCode::usage, "batch merge: " + record->student + " has records in " +
                                               twin->second.string() + " and " + dir.string() + ": nothing merged");
      }
      graded_in[record->student] = dir;
      records[record->student] = std::move(*record);
    }
  }
  std::string not_graded;
  for (const auto& student : students) {
    if (records.count(student) == 0) not_graded += (not_graded.empty() ? "" : ", ") + student;
  }
  write_merged(manifest, students, records, graded_in, split.first, out_dir, summary);
  summary.graded = summary.records.size();
  summary.interrupted = summary.records.size() < students.size();
  if (!not_graded.empty()) {
    throw GraderError(ExitCode::usage, "batch merge: no record of " + not_graded +
                                           " (a shard was interrupted: run it again, then merge); the gradebook in " +
                                           out_dir.string() + " lists the others");
  }
  return summary;
}

}  // namespace grader
