#include "grader/batch.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <iomanip>
#include <map>
#include <mutex>
#include <optional>
#include <ostream>
#include <random>
#include <set>
#include <sstream>
#include <thread>

#include "grader/build.hpp"
#include "grader/checksum.hpp"
#include "grader/errors.hpp"
#include "grader/harness_client.hpp"
#include "grader/json_file.hpp"
#include "grader/pipeline.hpp"
#include "grader/reports.hpp"
#include "grader/repository.hpp"
#include "grader/runner.hpp"
#include "grader/tamper.hpp"
#include "grader/text.hpp"
#include "grader/time_text.hpp"

namespace grader {
namespace fs = std::filesystem;

namespace {

constexpr const char* record_format = "batch-record/2";

// The archive's extension, or "" when the name is not an archive.
std::string archive_extension(const std::string& name) {
  for (const char* extension : {".tar.gz", ".tgz", ".tar", ".zip"}) {
    if (ends_with(name, extension)) return extension;
  }
  return {};
}

// Student names become file names: keep letters, digits, '-', '_' and '.'.
std::string safe_name(const std::string& name) {
  std::string safe;
  for (char c : name) {
    const bool keep = std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.';
    safe += keep ? c : '_';
  }
  if (safe.empty() || safe[0] == '.') safe = "_" + safe;
  return safe;
}

// What an archive may unpack to: far above any honest submission (source
// files count up to 1 MiB each), far below what fills a disk.
constexpr std::uintmax_t max_archive_bytes = 64ULL << 20;
constexpr std::size_t max_archive_entries = 1000;

Limits unpack_limits() {
  Limits limits;
  limits.timeout_seconds = 60;
  limits.memory_mb = 1024;
  limits.file_size_mb = 64;  // an archive bomb stops here
  limits.output_kib = 1024;
  return limits;
}

// Refuses archives that could write outside their folder: absolute names,
// "..", and anything but plain files and folders (symbolic and hard links).
// Throws a one-line reason.
void check_archive(const fs::path& archive, const fs::path& workdir) {
  const ProcessResult names =
      run_limited({cmake_program(), "-E", "tar", "tf", archive.string()}, workdir, unpack_limits());
  const ProcessResult long_list =
      run_limited({cmake_program(), "-E", "tar", "tvf", archive.string()}, workdir, unpack_limits());
  if (names.outcome != ProcessResult::Outcome::exited || names.exit_code != 0 || long_list.exit_code != 0 ||
      names.output_truncated) {
    throw std::runtime_error("cannot read the archive " + archive.filename().string() + " (" + names.describe() + ")");
  }
  std::vector<std::string> entries;
  std::istringstream lines(names.stdout_text);
  for (std::string name; std::getline(lines, name);) {
    const fs::path path(name);
    const bool dotdot = std::any_of(path.begin(), path.end(), [](const fs::path& part) { return part == ".."; });
    if (path.is_absolute() || dotdot) {
      throw std::runtime_error("the archive " + archive.filename().string() +
                               " has an entry outside its folder: " + name);
    }
    entries.push_back(name);
  }
  // The long listing has the same entries in the same order; its first
  // letter is the type ('-' file, 'd' folder, 'l' link, 'h' hard link, ...).
  // Its fifth column is the size libarchive will write (it stops a zip entry
  // at its declared size), so the totals are known before anything is written.
  std::istringstream details(long_list.stdout_text);
  std::size_t index = 0;
  std::uintmax_t total_bytes = 0;
  for (std::string line; std::getline(details, line); ++index) {
    if (line.empty()) continue;
    if (line[0] != '-' && line[0] != 'd') {
      throw std::runtime_error("the archive " + archive.filename().string() +
                               " holds a link or special file (only files and folders are accepted): " +
                               (index < entries.size() ? entries[index] : line));
    }
    std::istringstream columns(line);
    std::string mode, links, owner, group;
    std::uintmax_t size = 0;
    if (!(columns >> mode >> links >> owner >> group >> size)) {
      throw std::runtime_error("cannot read the size of an entry of " + archive.filename().string() + ": " + line);
    }
    total_bytes += size;
  }
  if (entries.size() > max_archive_entries) {
    throw std::runtime_error("the archive " + archive.filename().string() + " has " + std::to_string(entries.size()) +
                             " entries (at most " + std::to_string(max_archive_entries) + " are unpacked)");
  }
  if (total_bytes > max_archive_bytes) {
    throw std::runtime_error("the archive " + archive.filename().string() + " unpacks to " +
                             std::to_string(total_bytes >> 20) + " MiB (at most " +
                             std::to_string(max_archive_bytes >> 20) + " MiB are unpacked)");
  }
}

void unpack(const fs::path& archive, const fs::path& into) {
  fs::remove_all(into);
  fs::create_directories(into);
  check_archive(fs::absolute(archive), into);
  const ProcessResult result =
      run_limited({cmake_program(), "-E", "tar", "xf", fs::absolute(archive).string()}, into, unpack_limits());
  if (result.outcome != ProcessResult::Outcome::exited || result.exit_code != 0) {
    throw std::runtime_error("cannot unpack " + archive.filename().string() + " (" + result.describe() + ")");
  }
}

// The folder below `base` (itself included, at most 6 levels down) holding
// the most of the assignment's files, as regular files; the shallowest wins.
fs::path find_submission_folder(const fs::path& base, const std::vector<std::string>& sources) {
  auto count_in = [&](const fs::path& dir) {
    std::size_t count = 0;
    for (const auto& file : sources) {
      std::error_code error;
      if (fs::symlink_status(dir / file, error).type() == fs::file_type::regular) ++count;
    }
    return count;
  };
  fs::path best = base;
  std::size_t best_count = count_in(base);
  std::size_t best_depth = 0;
  std::error_code error;
  for (fs::recursive_directory_iterator it(base, fs::directory_options::skip_permission_denied, error), end;
       !error && it != end; it.increment(error)) {
    if (it.depth() > 5) {
      it.disable_recursion_pending();
      continue;
    }
    if (!it->is_directory() || it->is_symlink()) continue;
    const std::size_t count = count_in(it->path());
    const std::size_t depth = static_cast<std::size_t>(it.depth()) + 1;
    if (count > best_count || (count == best_count && count > 0 && depth < best_depth)) {
      best = it->path();
      best_count = count;
      best_depth = depth;
    }
  }
  return best;
}

std::string format_duration(double seconds) {
  const long total = std::lround(std::max(0.0, seconds));
  std::ostringstream out;
  if (total >= 3600) out << total / 3600 << "h";
  if (total >= 60) out << std::setw(total >= 3600 ? 2 : 1) << std::setfill('0') << (total / 60) % 60 << "m";
  out << std::setw(total >= 60 ? 2 : 1) << std::setfill('0') << total % 60 << "s";
  return out.str();
}

// "[#######.............]  7/20 graded  ETA 1m05s  last: alice 8/10"
class Progress {
 public:
  Progress(std::ostream* out, bool terminal, std::size_t total, std::size_t already)
      : out_(out), terminal_(terminal), total_(total), done_(already), start_(std::chrono::steady_clock::now()) {}

  void finished(const StudentRecord& record) {
    const std::lock_guard<std::mutex> lock(mutex_);
    ++done_;
    ++graded_now_;
    if (out_ == nullptr) return;
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    const double eta = elapsed / static_cast<double>(graded_now_) * static_cast<double>(total_ - done_);
    constexpr std::size_t width = 24;
    const std::size_t filled = total_ == 0 ? width : width * done_ / total_;
    std::ostringstream line;
    line << "[" << std::string(filled, '#') << std::string(width - filled, '.') << "] " << done_ << "/" << total_
         << " graded  " << (done_ < total_ ? "ETA " + format_duration(eta) : "in " + format_duration(elapsed))
         << "  last: " << record.student << " " << format_points(record.score) << "/"
         << format_points(record.max_score);
    if (terminal_) {
      *out_ << "\r\033[K" << line.str() << (done_ == total_ ? "\n" : "") << std::flush;
    } else {
      *out_ << line.str() << "\n" << std::flush;
    }
  }
  void skip(std::size_t already) {
    const std::lock_guard<std::mutex> lock(mutex_);
    done_ += already;
    start_ = std::chrono::steady_clock::now();
  }
  void message(const std::string& text) {
    const std::lock_guard<std::mutex> lock(mutex_);
    if (out_ == nullptr) return;
    *out_ << (terminal_ ? "\r\033[K" : "") << text << "\n" << std::flush;
  }

 private:
  std::mutex mutex_;
  std::ostream* out_;
  bool terminal_;
  std::size_t total_;
  std::size_t done_;
  std::size_t graded_now_ = 0;
  std::chrono::steady_clock::time_point start_;
};

std::string csv_field(const std::string& text) {
  if (text.find_first_of(",\"\n\r") == std::string::npos) return text;
  std::string quoted = "\"";
  for (char c : text) {
    quoted += c;
    if (c == '"') quoted += '"';
  }
  return quoted + "\"";
}

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
  return record;
}

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
      outcome.failure = failure->message.substr(0, failure->message.find('\n'));
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

namespace {

std::int64_t seconds_since_epoch(fs::file_time_type time) {
  // file_time_type's clock is not system_clock in C++17: convert through now().
  const auto system =
      std::chrono::system_clock::now() +
      std::chrono::duration_cast<std::chrono::system_clock::duration>(time - fs::file_time_type::clock::now());
  return std::chrono::duration_cast<std::chrono::seconds>(system.time_since_epoch()).count();
}

// When a submission was handed in, as far as its files tell: an archive's
// own time, or the newest of a folder's files (a copy that keeps times, as
// unzip and tar do, keeps it).
void submission_time(SubmissionEntry& entry) {
  std::error_code error;
  if (!fs::is_directory(entry.path, error)) {
    const auto time = fs::last_write_time(entry.path, error);
    if (!error) {
      entry.submitted_at = seconds_since_epoch(time);
      entry.submitted_from = "archive time";
    }
    return;
  }
  // Gradescope's own record of the submission (its autograder and its
  // export put submission_metadata.json beside the files): its created_at.
  if (fs::is_regular_file(entry.path / "submission_metadata.json", error)) {
    try {
      const auto metadata =
          nlohmann::json::parse(read_file_bytes(entry.path / "submission_metadata.json", ExitCode::submission_error));
      entry.submitted_at = parse_time(metadata.at("created_at").get<std::string>(), "submission_metadata.json");
      entry.submitted_from = "submission_metadata.json";
      return;
    } catch (const std::exception&) {
      // Not Gradescope's: the files' times below.
    }
  }
  std::optional<fs::file_time_type> newest;
  for (fs::recursive_directory_iterator it(entry.path, fs::directory_options::skip_permission_denied, error), end;
       !error && it != end; it.increment(error)) {
    if (it->path().filename().string().rfind('.', 0) == 0) {  // .git and other hidden entries are not handed-in work
      if (it->is_directory(error)) it.disable_recursion_pending();
      continue;
    }
    if (!it->is_regular_file(error) || it->is_symlink(error)) continue;
    const auto time = it->last_write_time(error);
    if (!error && (!newest || time > *newest)) newest = time;
  }
  if (newest) {
    entry.submitted_at = seconds_since_epoch(*newest);
    entry.submitted_from = "newest file";
  }
}

}  // namespace

// A repository's commit (at the tag, or the last before the student's
// deadline) is written into work/<student>/commit, which is then graded as a
// folder; its time is the commit's.
namespace {

void collect_repositories(const BatchOptions& options, std::vector<SubmissionEntry>& entries, Progress& progress) {
  const auto repositories = std::count_if(entries.begin(), entries.end(), [](const auto& e) { return e.repository; });
  if (repositories == 0) return;
  progress.message("Collecting " + std::to_string(repositories) + " repositories (" +
                   (!options.tag.empty()  ? "at the tag " + options.tag
                    : options.deadline_of ? std::string("the last commit before each student's deadline")
                                          : std::string("HEAD")) +
                   "; git plumbing only: nothing from a repository runs) ...");
  for (auto& entry : entries) {
    if (!entry.repository) continue;
    const fs::path into = options.out_dir / "work" / entry.folder / "commit";
    try {
      const auto deadline = options.deadline_of ? options.deadline_of(entry.student) : std::nullopt;
      const PickedCommit picked = pick_commit(entry.path, deadline, options.tag);
      export_commit(entry.path, picked.commit, into, max_archive_entries, max_archive_bytes);
      entry.submitted_at = picked.time;
      entry.submitted_from = picked.how;
    } catch (const std::exception& error) {
      entry.collect_problem = error.what();
      fs::remove_all(into);
      fs::create_directories(into);  // graded as empty: the reason is the student's row
    }
    entry.path = into;
  }
}

}  // namespace

std::vector<SubmissionEntry> list_submissions(const fs::path& dir, std::vector<std::string>* skipped) {
  if (!fs::is_directory(dir)) {
    throw GraderError(ExitCode::submission_error, dir.string() + ": submissions folder not found");
  }
  std::vector<SubmissionEntry> entries;
  std::map<std::string, fs::path> seen;
  for (const auto& entry : fs::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (name.empty() || name[0] == '.') continue;
    std::string student;
    if (entry.is_directory()) {
      student = name;
    } else if (const std::string extension = archive_extension(name); entry.is_regular_file() && !extension.empty()) {
      student = name.substr(0, name.size() - extension.size());
    } else {
      if (skipped) skipped->push_back(name + ": not a folder, .zip, .tar, .tar.gz or .tgz");
      continue;
    }
    if (const auto twin = seen.find(student); twin != seen.end()) {
      throw GraderError(ExitCode::submission_error, "two submissions for student " + student + ": " +
                                                        twin->second.string() + " and " + entry.path().string() +
                                                        " (remove one)");
    }
    seen[student] = entry.path();
    SubmissionEntry found{student, entry.path(), safe_name(student), std::nullopt, "", false, ""};
    found.repository = entry.is_directory() && is_repository(entry.path());
    if (!found.repository) submission_time(found);  // a repository's time is its graded commit's
    entries.push_back(std::move(found));
  }
  std::sort(entries.begin(), entries.end(),
            [](const SubmissionEntry& a, const SubmissionEntry& b) { return a.student < b.student; });
  // Names that clean to the same folder ("José", "Josè" -> "Jos__") each get
  // a suffix made from their own name, so a folder never depends on who else
  // is in the class or in what order; a name that needed no cleaning keeps its own.
  std::map<std::string, std::size_t> uses;
  for (const auto& entry : entries) ++uses[entry.folder];
  for (auto& entry : entries) {
    if (uses[entry.folder] > 1 && entry.folder != entry.student) {
      entry.folder += "-" + sha256_hex(entry.student).substr(0, 8);
    }
  }
  std::map<std::string, const SubmissionEntry*> folders;
  for (const auto& entry : entries) {
    if (const auto [twin, added] = folders.emplace(entry.folder, &entry); !added) {
      throw GraderError(ExitCode::submission_error, "students " + twin->second->student + " and " + entry.student +
                                                        " would share the folder name " + entry.folder +
                                                        " (rename one)");
    }
  }
  return entries;
}

namespace {

struct BatchContext {
  const BatchOptions& options;
  const Manifest& manifest;
  const ReferenceSet& references;
  const PrebuiltHarnessBuilder& builder;
  const Sandbox& sandbox;
  std::string fixed_fingerprint;  // of the references, the manifest and the grader's harness
  std::uint64_t probe_seed = 0;   // every student's property checks run on the same fresh inputs
};

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
    if (!fs::is_directory(entry.path)) unpack(entry.path, base);
    found = find_submission_folder(base, manifest.sources);
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
  SubmissionJob job;
  job.root = context.options.root;
  job.manifest = &manifest;
  job.references = &context.references;
  job.folder = found;
  job.given = repository_root(found, base);
  job.staging = work / "submission";
  job.label = entry.path.filename().string();
  job.sandbox = &context.sandbox;
  job.grade_options.jobs = 1;
  job.grade_options.probe_seed = context.probe_seed;
  job.build = [&](const fs::path& staged, const Sandbox& sandbox) {
    return context.builder.build(staged, work / "build", &sandbox);
  };
  const GradedSubmission graded = grade_submission(job);
  const GradeReport& report = graded.report;
  StudentRecord record = StudentRecord::from_report(entry.student, report);
  record.folder = entry.folder;
  for (const auto& problem : graded.problems) record.problems.push_back(problem);
  const fs::path feedback_dir = context.options.out_dir / "feedback";
  write_file_atomically(feedback_dir / (entry.folder + ".txt"), render_text(report, false));
  write_file_atomically(feedback_dir / (entry.folder + ".md"), render_markdown(report));
  return record;
}

// The fingerprint a record must carry to be kept: computed without grading.
std::string expected_fingerprint(const BatchContext& context, const SubmissionEntry& entry) {
  if (!fs::is_directory(entry.path)) {
    // An archive: its bytes stand for its files.
    return sha256_hex(context.fixed_fingerprint + "archive " +
                      sha256_hex(read_file_bytes(entry.path, ExitCode::submission_error)));
  }
  const fs::path found = find_submission_folder(entry.path, context.manifest.sources);
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

BatchSummary grade_batch(const BatchOptions& options) {
  const Manifest manifest = load_assignment(options.root, options.assignment);
  const ReferenceSet references = load_reference_set(options.references_dir);
  std::vector<std::string> skipped;
  auto entries = list_submissions(options.submissions_dir, &skipped);
  if (entries.empty()) {
    throw GraderError(ExitCode::submission_error,
                      options.submissions_dir.string() +
                          ": no submissions (folders, git repositories, .zip, .tar, .tar.gz, .tgz) found");
  }
  // The class as a whole, then this run's slice of it (--shard I/N: every
  // N-th student in name order, from the I-th): merge checks both.
  nlohmann::json run_file = {{"format", "autograder-batch/1"},
                             {"assignment", options.assignment},
                             {"reference_set", references.name},
                             {"class", nlohmann::json::array()}};
  for (const auto& entry : entries) run_file["class"].push_back(entry.student);
  if (options.shard_count > 0) {
    if (options.shard_index < 1 || options.shard_index > options.shard_count) {
      throw GraderError(ExitCode::usage, "--shard " + std::to_string(options.shard_index) + "/" +
                                             std::to_string(options.shard_count) + ": I must be 1 to N");
    }
    std::vector<SubmissionEntry> slice;
    for (std::size_t i = options.shard_index - 1; i < entries.size(); i += options.shard_count)
      slice.push_back(entries[i]);
    entries = std::move(slice);
    run_file["shard"] = {options.shard_index, options.shard_count};
  }
  Progress progress(options.progress, options.progress_is_terminal, entries.size(), 0);
  for (const auto& reason : skipped) progress.message("skipped " + reason);
  for (const char* sub : {"records", "feedback", "work"}) {
    std::error_code error;
    fs::create_directories(options.out_dir / sub, error);
    if (error) {
      throw GraderError(ExitCode::output_error,
                        (options.out_dir / sub).string() + ": cannot create the folder (" + error.message() + ")");
    }
  }

  progress.message("Preparing the template's harness in build/prebuilt/" + options.assignment +
                   " (once; each student then compiles only their own files) ...");
  const PrebuiltHarnessBuilder builder =
      PrebuiltHarnessBuilder::prepare(options.root, options.assignment, manifest.sources, options.jobs);
  const Sandbox sandbox = prepare_sandbox(options.sandbox);
  // A record is kept only while everything that made its grade is unchanged:
  // the grader itself, the assignment (manifest, provided code, adapter), the
  // harness's sources, every file of the reference set and the style rules.
  std::string fixed = "grader " + sha256_hex(read_file_bytes("/proc/self/exe", ExitCode::internal_error)) + "\n";
  fixed += "assignment " + tree_digest(options.root / "assignments" / options.assignment) + "\n";
  fixed += "harness " + tree_digest(options.root / "grader" / "harness") + " " +
           tree_digest(options.root / "grader" / "protocol") + "\n";
  fixed += "references " + tree_digest(options.references_dir) + "\n";
  if (fs::exists(options.root / ".clang-format")) {
    fixed += "style " + sha256_hex(read_file_bytes(options.root / ".clang-format", ExitCode::manifest_error)) + "\n";
  }
  const std::uint64_t probe_seed = options.probe_seed ? *options.probe_seed : std::random_device{}();
  progress.message("Property checks run on fresh inputs drawn from seed " + std::to_string(probe_seed) +
                   " (--probe-seed " + std::to_string(probe_seed) + " draws the same)");
  const BatchContext context{options, manifest, references, builder, sandbox, fixed, probe_seed};
  collect_repositories(options, entries, progress);

  write_file_atomically(options.out_dir / "batch.json", run_file.dump(2) + "\n");
  BatchSummary summary;
  summary.students = entries.size();
  std::vector<std::optional<StudentRecord>> records(entries.size());
  std::vector<std::size_t> todo;
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const fs::path record_path = options.out_dir / "records" / (entries[i].folder + ".json");
    if (!options.restart && fs::exists(record_path)) {
      try {
        StudentRecord kept = StudentRecord::from_json(
            parse_json_text(read_file_bytes(record_path, ExitCode::output_error), record_path, ExitCode::output_error));
        if (kept.fingerprint == expected_fingerprint(context, entries[i]) && kept.student == entries[i].student &&
            kept.folder == entries[i].folder) {
          kept.submitted_at = entries[i].submitted_at;  // metadata, not the grade: always the entry's own
          kept.submitted_from = entries[i].submitted_from;
          records[i] = std::move(kept);
          ++summary.resumed;
          continue;
        }
      } catch (const std::exception&) {
        // A damaged or outdated record: grade again.
      }
    }
    todo.push_back(i);
  }
  if (summary.resumed > 0) {
    progress.message(std::to_string(summary.resumed) + " of " + std::to_string(entries.size()) +
                     " students already graded (records in " + (options.out_dir / "records").string() +
                     "); grading the other " + std::to_string(todo.size()) + " (--restart grades all again)");
  }
  progress.skip(summary.resumed);

  std::mutex mutex;
  std::size_t next = 0;
  auto worker = [&] {
    for (;;) {
      std::size_t index = 0;
      {
        const std::lock_guard<std::mutex> lock(mutex);
        if (next >= todo.size() || (options.stop && options.stop->load())) return;
        index = todo[next++];
      }
      const SubmissionEntry& entry = entries[index];
      StudentRecord record;
      try {
        record = grade_student(context, entry, options.out_dir / "work" / entry.folder);
        record.fingerprint = expected_fingerprint(context, entry);
        record.submitted_at = entry.submitted_at;
        record.submitted_from = entry.submitted_from;
        write_file_atomically(options.out_dir / "records" / (entry.folder + ".json"), record.to_json().dump(2) + "\n");
      } catch (...) {
        // Whatever went wrong with this one student (a file that cannot be
        // read, a full disk, a grader bug) is their row, not the end of the
        // class. No record is kept, so the next run grades them again.
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
        const std::lock_guard<std::mutex> lock(mutex);
        ++summary.not_graded;
      }
      record.submitted_at = entry.submitted_at;
      record.submitted_from = entry.submitted_from;
      progress.finished(record);
      const std::lock_guard<std::mutex> lock(mutex);
      records[index] = std::move(record);
      ++summary.graded;
    }
  };
  std::vector<std::thread> threads;
  for (std::size_t i = 0; i < std::max<std::size_t>(1, std::min(options.jobs, todo.size())); ++i)
    threads.emplace_back(worker);
  for (auto& thread : threads) thread.join();

  for (auto& record : records) {
    if (record) summary.records.push_back(std::move(*record));
  }
  summary.interrupted = summary.records.size() < entries.size();
  write_file_atomically(options.out_dir / "gradebook.csv", render_gradebook_csv(manifest, summary.records));
  summary.reference_set = references.name;
  write_file_atomically(options.out_dir / "summary.html",
                        render_class_summary_html(manifest, summary.records, references.name));
  return summary;
}

BatchSummary merge_batches(const Manifest& manifest, const std::vector<fs::path>& shard_dirs, const fs::path& out_dir) {
  if (shard_dirs.empty()) throw GraderError(ExitCode::usage, "batch merge: give the folders the shards wrote");
  std::optional<nlohmann::json> first;
  std::map<std::size_t, fs::path> seen_shards;
  std::map<std::string, fs::path> graded_in;  // student -> the shard that graded them
  std::size_t count = 0;
  for (const auto& dir : shard_dirs) {
    const fs::path file = dir / "batch.json";
    if (!fs::is_regular_file(file)) {
      throw GraderError(ExitCode::usage, file.string() + ": not found (is " + dir.string() + " the --out of a batch?)");
    }
    const nlohmann::json run = parse_json_text(read_file_bytes(file, ExitCode::usage), file, ExitCode::usage);
    if (run.value("format", "") != "autograder-batch/1" || !run.contains("shard")) {
      throw GraderError(ExitCode::usage, file.string() + ": not the output of a batch --shard I/N");
    }
    if (run.at("assignment") != manifest.assignment) {
      throw GraderError(ExitCode::usage, file.string() + ": assignment " + run.at("assignment").dump() +
                                             ", but this merge is for \"" + manifest.assignment + "\"");
    }
    const auto index = run.at("shard").at(0).get<std::size_t>();
    const auto shards = run.at("shard").at(1).get<std::size_t>();
    if (first) {
      for (const char* field : {"reference_set", "class"}) {
        if (run.at(field) != first->at(field)) {
          throw GraderError(ExitCode::usage, file.string() + ": its " + field + " differs from " +
                                                 (shard_dirs.front() / "batch.json").string() +
                                                 "'s: the shards graded different classes or reference sets");
        }
      }
      if (shards != count) {
        throw GraderError(ExitCode::usage, file.string() + ": shard " + std::to_string(index) + "/" +
                                               std::to_string(shards) + " of another split (the others are of " +
                                               std::to_string(count) + ")");
      }
    } else {
      first = run;
      count = shards;
    }
    if (!seen_shards.emplace(index, dir).second) {
      throw GraderError(ExitCode::usage, "shard " + std::to_string(index) + "/" + std::to_string(shards) +
                                             " is given twice: " + seen_shards[index].string() + " and " +
                                             dir.string());
    }
  }
  std::string missing_shards;
  for (std::size_t i = 1; i <= count; ++i) {
    if (seen_shards.count(i) == 0) missing_shards += (missing_shards.empty() ? "" : ", ") + std::to_string(i);
  }
  if (!missing_shards.empty()) {
    throw GraderError(ExitCode::usage,
                      "batch merge: shards " + missing_shards + " of " + std::to_string(count) + " are missing");
  }
  BatchSummary summary;
  summary.reference_set = first->at("reference_set").get<std::string>();
  const auto students = first->at("class").get<std::vector<std::string>>();
  summary.students = students.size();
  std::map<std::string, StudentRecord> records;
  for (const auto& [index, dir] : seen_shards) {
    if (!fs::is_directory(dir / "records")) continue;
    // Only the slice's own students: a folder reused from another run may hold others' records.
    std::set<std::string> slice;
    for (std::size_t i = index - 1; i < students.size(); i += count) slice.insert(students[i]);
    for (const auto& entry : fs::directory_iterator(dir / "records")) {
      if (entry.path().extension() != ".json") continue;
      StudentRecord record = StudentRecord::from_json(
          parse_json_text(read_file_bytes(entry.path(), ExitCode::usage), entry.path(), ExitCode::usage));
      if (slice.count(record.student) == 0) continue;
      graded_in[record.student] = dir;
      records[record.student] = std::move(record);
    }
  }
  std::string not_graded;
  for (const auto& student : students) {
    if (records.count(student) == 0) not_graded += (not_graded.empty() ? "" : ", ") + student;
  }
  for (const char* sub : {"records", "feedback", "work"}) fs::create_directories(out_dir / sub);
  for (const auto& student : students) {
    const auto found = records.find(student);
    if (found == records.end()) continue;
    const StudentRecord& record = found->second;
    const fs::path& dir = graded_in[student];
    write_file_atomically(out_dir / "records" / (record.folder + ".json"), record.to_json().dump(2) + "\n");
    for (const char* extension : {".txt", ".md"}) {
      const fs::path feedback = dir / "feedback" / (record.folder + extension);
      if (fs::is_regular_file(feedback)) {
        write_file_atomically(out_dir / "feedback" / feedback.filename(), read_file_bytes(feedback, ExitCode::usage));
      }
    }
    // The staged copies of the student's files (what similarity compares).
    const fs::path staged = dir / "work" / record.folder / "submission";
    if (fs::is_directory(staged)) {
      fs::remove_all(out_dir / "work" / record.folder / "submission");
      fs::create_directories(out_dir / "work" / record.folder);
      fs::copy(staged, out_dir / "work" / record.folder / "submission", fs::copy_options::recursive);
    }
    summary.records.push_back(record);
  }
  summary.graded = summary.records.size();
  summary.interrupted = summary.records.size() < students.size();
  nlohmann::json run_file = *first;
  run_file.erase("shard");  // the whole class, as a single run writes it
  write_file_atomically(out_dir / "batch.json", run_file.dump(2) + "\n");
  write_file_atomically(out_dir / "gradebook.csv", render_gradebook_csv(manifest, summary.records));
  write_file_atomically(out_dir / "summary.html",
                        render_class_summary_html(manifest, summary.records, summary.reference_set));
  if (!not_graded.empty()) {
    throw GraderError(ExitCode::usage, "batch merge: no record of " + not_graded +
                                           " (a shard was interrupted: run it again, then merge); the gradebook in " +
                                           out_dir.string() + " lists the others");
  }
  return summary;
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
    row.grade.push_back(found == record.tasks.end() ? "" : format_points(found->score));
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
      row.grade.push_back(format_points(found->points));
    }
  }
  for (const auto& [why, ids] : reasons) {
    failures += (failures.empty() ? "" : "; ") + std::string(ids.find(',') == std::string::npos ? "Task " : "Tasks ") +
                ids + ": " + why;
  }
  row.grade.push_back(format_points(record.score));
  row.grade.push_back(format_points(record.max_score));
  row.failures = failures;
  return row;
}

std::string csv_line(const std::vector<std::string>& cells) {
  std::string line;
  for (std::size_t i = 0; i < cells.size(); ++i) line += (i == 0 ? "" : ",") + csv_field(cells[i]);
  return line + "\n";
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

std::string render_class_summary_html(const Manifest& manifest, const std::vector<StudentRecord>& records,
                                      const std::string& reference_set, const std::string& more_sections) {
  std::ostringstream html;
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
  html << "</p>\n<h2>Pass rate per task</h2>\n";
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
  html << svg_histogram(counts, labels) << "\n<h2>Most frequent mistakes</h2>\n";
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
  html << "<h2>Students</h2>\n<table><tr><th>Student</th>";
  for (const auto& task : manifest.tasks) html << "<th>" << html_escape(task.id) << "</th>";
  for (const auto& extra : manifest.extras) {
    html << "<th title=\"" << html_escape(extra.name) << "\">" << html_escape(extra.id) << "</th>";
  }
  html << "<th>Total</th><th>Feedback</th></tr>\n";
  for (const auto& record : records) {
    html << "<tr><td>" << html_escape(record.student) << "</td>";
    for (const auto& task : manifest.tasks) {
      const auto found = std::find_if(record.tasks.begin(), record.tasks.end(),
                                      [&](const TaskOutcome& outcome) { return outcome.id == task.id; });
      const bool passed = found != record.tasks.end() && found->passed;
      html << "<td class=\"num" << (passed ? "" : " fail") << "\">"
           << (found == record.tasks.end() ? "" : format_points(found->score)) << "</td>";
    }
    for (const auto& extra : manifest.extras) {
      const auto found = std::find_if(record.extras.begin(), record.extras.end(),
                                      [&](const ExtraOutcome& outcome) { return outcome.id == extra.id; });
      html << "<td class=\"num\">";
      if (found != record.extras.end()) {
        html << (found->status == "manual" ? "review" : format_points(found->points));
      }
      html << "</td>";
    }
    html << "<td class=\"num\">" << format_points(record.score) << " / " << format_points(record.max_score)
         << "</td><td><a href=\"feedback/" << html_escape(record.folder) << ".txt\">feedback</a></td></tr>\n";
  }
  html << "</table>\n" << more_sections << "</body></html>\n";
  return html.str();
}

}  // namespace grader
