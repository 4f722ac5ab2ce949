#include "grader/course/pipeline.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <iomanip>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <sstream>
#include <system_error>

#include "grader/course/heatmaps.hpp"
#include "grader/course/tamper.hpp"
#include "grader/execution/harness_client.hpp"
#include "grader/grading/extras/extras.hpp"
#include "grader/reports/reports.hpp"
#include "grader/support/checksum.hpp"
#include "grader/support/course_layout.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/file_lock.hpp"
#include "grader/support/json_file.hpp"
#include "grader/support/text.hpp"

namespace grader {
namespace fs = std::filesystem;

namespace {

bool is_header_name(const fs::path& file) {
  static const std::set<std::string> extensions = {".h", ".hh", ".hpp", ".hxx", ".inl", ".ipp"};
  return extensions.count(file.extension().string()) > 0;
}

// Relative paths of the headers the course provides, as an #include names them.
std::set<std::string> course_header_names(const fs::path& root, const std::string& assignment) {
  std::set<std::string> names;
  for (const fs::path& include : {CourseLayout(root).assignment_include(assignment), root / "grader/harness/include",
                                  root / "grader/protocol/include"}) {
    std::error_code error;
    for (fs::recursive_directory_iterator it(include, error), end; !error && it != end; it.increment(error)) {
      if (it->is_regular_file()) names.insert(it->path().lexically_relative(include).generic_string());
    }
  }
  return names;
}

// Whether `path` is a regular file (not a link) of at most the size a student file may have.
enum class Usable { yes, absent, link, too_large };
Usable usable_file(const fs::path& path) {
  std::error_code error;
  const auto type = fs::symlink_status(path, error).type();
  if (type == fs::file_type::symlink) return Usable::link;
  if (type != fs::file_type::regular) return Usable::absent;
  return fs::file_size(path, error) <= max_student_file_bytes ? Usable::yes : Usable::too_large;
}

std::string why_not(Usable usable) {
  return usable == Usable::link ? "a symbolic link (the grader takes only the submission's own files)"
                                : "larger than 1 MiB (not taken as source code)";
}

std::size_t files_in(const fs::path& dir, const std::vector<std::string>& sources) {
  return static_cast<std::size_t>(std::count_if(sources.begin(), sources.end(), [&](const std::string& file) {
    const Usable usable = usable_file(dir / file);
    return usable == Usable::yes || usable == Usable::too_large;  // a regular file
  }));
}

// The folder below `base` (itself included, at most 6 levels down, links not
// followed, no folder named in `skipped` entered) holding the most of
// `sources`; of those, the shallowest, then the first by name, so that every
// file system's order of listing gives the same folder.
SubmissionFolder best_folder_below(const fs::path& base, const std::vector<std::string>& sources,
                                   const std::set<std::string>& skipped) {
  SubmissionFolder best{base, files_in(base, sources)};
  if (best.found == sources.size()) return best;  // no folder further down does better
  std::size_t best_depth = 0;
  std::error_code error;
  for (fs::recursive_directory_iterator it(base, fs::directory_options::skip_permission_denied, error), end;
       !error && it != end; it.increment(error)) {
    if (it.depth() > 5) {
      it.disable_recursion_pending();
      continue;
    }
    std::error_code status_error;
    if (fs::symlink_status(it->path(), status_error).type() != fs::file_type::directory) continue;
    if (skipped.count(it->path().filename().string()) > 0) {
      it.disable_recursion_pending();
      continue;
    }
    const std::size_t count = files_in(it->path(), sources);
    const std::size_t depth = static_cast<std::size_t>(it.depth()) + 1;
    const bool first_by_name = depth == best_depth && it->path().generic_string() < best.folder.generic_string();
    if (count > best.found || (count == best.found && count > 0 && (depth < best_depth || first_by_name))) {
      best = {it->path(), count};
      best_depth = depth;
    }
  }
  return best;
}

}  // namespace

SubmissionFolder locate_submission(const fs::path& given, const Manifest& manifest,
                                   const std::vector<std::string>& course_assignments) {
  // Another assignment's folder (student_template/<other>/, a clone's) holds
  // that assignment's files, whatever their names: two assignments may share one.
  std::set<std::string> others(course_assignments.begin(), course_assignments.end());
  others.erase(manifest.assignment);
  return best_folder_below(given, manifest.sources, others);
}

SubmissionFiles list_submission_files(const fs::path& folder, const Manifest& manifest, const fs::path& root) {
  SubmissionFiles files;
  std::set<std::string> taken;
  for (const auto& file : manifest.sources) {
    const Usable usable = usable_file(folder / file);
    if (usable == Usable::yes) {
      files.sources.push_back(file);
      taken.insert(file);
      continue;
    }
    files.missing.push_back(file);
    if (usable != Usable::absent) files.not_taken.push_back(file + ": " + why_not(usable));
  }
  for (const auto& extra : manifest.extras) {
    for (const auto& file : extra.files) {
      if (taken.count(file) > 0) continue;
      const Usable usable = usable_file(folder / file);
      if (usable == Usable::yes) {
        files.extra_files.push_back(file);
        taken.insert(file);
      } else if (usable != Usable::absent) {
        files.not_taken.push_back(file + ": " + why_not(usable));
      }
    }
  }
  const std::set<std::string> course_headers = course_header_names(root, manifest.assignment);
  std::vector<std::string> headers;
  std::error_code error;
  for (fs::recursive_directory_iterator it(folder, error), end; !error && it != end; it.increment(error)) {
    const std::string name = it->path().filename().string();
    if (it->is_directory(error) && !it->is_symlink(error) &&
        (it.depth() >= 2 || name.empty() || name[0] == '.' || name == "build")) {
      it.disable_recursion_pending();  // no build output, no .git, at most two folders down
      continue;
    }
    if (!is_header_name(it->path())) continue;
    const std::string relative = it->path().lexically_relative(folder).generic_string();
    const Usable usable = usable_file(it->path());
    if (usable == Usable::absent) continue;
    if (usable != Usable::yes) {
      files.not_taken.push_back(relative + ": " + why_not(usable));
    } else if (course_headers.count(relative) > 0) {
      files.not_taken.push_back(relative + ": the course provides a header of this name; the course's is used");
    } else {
      headers.push_back(relative);
    }
  }
  std::sort(headers.begin(), headers.end());
  if (headers.size() > max_own_headers) {
    files.not_taken.push_back(std::to_string(headers.size() - max_own_headers) + " more header files: at most " +
                              std::to_string(max_own_headers) + " are taken");
    headers.resize(max_own_headers);
  }
  files.own_headers = std::move(headers);
  std::sort(files.not_taken.begin(), files.not_taken.end());
  return files;
}

void stage_submission(const SubmissionFiles& files, const fs::path& folder, const fs::path& staging,
                      const fs::path& template_folder) {
  remove_what_no_build_makes(staging.parent_path());
  fs::create_directories(staging);
  std::set<std::string> wanted;
  auto take = [&](const fs::path& from, const std::string& file) {
    write_if_changed(staging / file, read_file_bytes(from, ExitCode::submission_error));
    wanted.insert(file);
  };
  for (const auto& file : files.sources) take(folder / file, file);
  for (const auto& file : files.missing) take(template_folder / file, file);
  for (const auto& file : files.own_headers) take(folder / file, file);
  for (const auto& file : files.extra_files) take(folder / file, file);
  // Whatever an earlier grade of this folder staged and is gone now.
  std::vector<fs::path> stale;
  for (const auto& entry : fs::recursive_directory_iterator(staging)) {
    if (!entry.is_directory() && wanted.count(entry.path().lexically_relative(staging).generic_string()) == 0) {
      stale.push_back(entry.path());
    }
  }
  for (const auto& path : stale) fs::remove(path);
}

double compile_budget_seconds(const Manifest& manifest) {
  double seconds = manifest.compile_seconds;
  if (const char* given = std::getenv("GRADER_COMPILE_BUDGET_SECONDS"); given != nullptr && given[0] != '\0') {
    char* end = nullptr;
    const double lower = std::strtod(given, &end);
    if (end != nullptr && *end == '\0' && lower > 0 && lower < seconds) seconds = lower;
  }
  return seconds;
}

// What protected the grading, in one note.
static std::string protections_note(const std::string& protections, const Manifest& manifest) {
  const Limits build = student_build_limits();
  const Limits& run_limits = manifest.limits;
  return "protections in force: a separate process for each task's cases (a case that fails there runs again alone), " +
         protections + "; compiling: " + format_points(compile_budget_seconds(manifest)) +
         " s for the whole build (every compile and link), " + format_points(build.timeout_seconds) +
         " s per compile, " + std::to_string(build.memory_mb) + " MiB, files up to " +
         std::to_string(build.file_size_mb) + " MiB; running: start-up " + format_points(run_limits.startup_seconds) +
         " s, timeout " + format_points(run_limits.timeout_seconds) + " s, " + format_points(manifest.grade_seconds) +
         " s for the whole grade, address space " + std::to_string(run_limits.memory_mb) + " MiB, output capped at " +
         std::to_string(run_limits.output_kib) + " KiB";
}

std::string compiler_note(bool on_students_machine, const std::string& compiler, const std::string& compiler_version,
                          const std::string& course_compiler, const std::string& pinned_libraries) {
  if (!on_students_machine || compiler == course_compiler) return "";
  // xtensor, xtensor-blas and xsimd are the course's pinned copies (third_party/) everywhere; the compiler is not.
  return "built with " + compiler_version + ", the course grades with " + course_compiler + " (with the same pinned " +
         pinned_libraries + "): results should agree; the course's grade is the one that counts";
}

// The leaderboard's figure, timed in the student's own process (not graded).
static void time_leaderboard(GradeReport& report, const Manifest& manifest, const ReferenceSet& references,
                             const ProcessHarness& harness) {
  std::string detail;
  if (auto entry = measure_leaderboard(manifest, report, references, harness, &detail)) {
    std::ostringstream value;
    value << std::fixed << std::setprecision(3) << entry->value;
    report.notes.push_back("leaderboard: " + entry->name + " " + value.str() + " ms, " + detail +
                           " (timed in your program's own process; not graded)");
    report.leaderboard.push_back(std::move(*entry));
  } else {
    report.notes.push_back("leaderboard: not timed: " + detail);
  }
}

// What the report says besides the tasks: files not taken, the rubric
// extras, tampered copies of released files, the compiler, the protections.
static void add_submission_notes(GradedSubmission& graded, const SubmissionJob& job, const SubmissionFiles& files,
                                 const std::string& protections) {
  const Manifest& manifest = *job.manifest;
  GradeReport& report = graded.report;
  const bool has_files = !job.folder.empty();
  if (!files.not_taken.empty()) {
    std::string listed;
    for (const auto& item : files.not_taken) listed += (listed.empty() ? "" : "; ") + item;
    report.notes.push_back("not taken from the submission: " + listed);
  }
  if (has_files && !manifest.extras.empty()) {
    add_extras(report, evaluate_extras(manifest, job.staging, job.root / ".clang-format"));
  }
  // A whole clone of the course's repository may carry changed copies of
  // released files. They were not used; the instructor is told.
  if (!job.given.empty()) {
    report.tampered_files = find_tampered_files(job.root, job.given, manifest.assignment);
    if (!report.tampered_files.empty()) {
      report.notes.push_back(describe_tampered_files(report.tampered_files));
      graded.problems.push_back(describe_tampered_files(report.tampered_files));
    }
  }
  const std::string compiler = compiler_note(job.on_students_machine, GRADER_COMPILER, GRADER_COMPILER_VERSION,
                                             GRADER_COURSE_COMPILER, GRADER_PINNED_LIBRARIES);
  if (!compiler.empty()) report.notes.push_back(compiler);
  if (!protections.empty()) {
    report.notes.push_back(protections_note(protections, manifest));
  }
}

// Every stored set of the assignment in the course repository
// (reference_values/<assignment>/<set>/index.json), each that loads; their
// cases' sizes only are read (SolutionOracle::sets), so not their error
// models (the largest files of a set).
static std::vector<ReferenceSet> course_reference_sets(const fs::path& root, const std::string& assignment) {
  std::vector<ReferenceSet> sets;
  std::error_code error;
  for (fs::directory_iterator it(CourseLayout(root).reference_sets(assignment), error), end; !error && it != end;
       it.increment(error)) {
    if (!fs::is_regular_file(it->path() / "index.json")) continue;
    try {
      sets.push_back(load_reference_set(it->path(), false));
    } catch (const GraderError&) {
    }
  }
  std::sort(sets.begin(), sets.end(), [](const ReferenceSet& a, const ReferenceSet& b) { return a.name < b.name; });
  return sets;
}

OracleBuild course_solution_oracle(const fs::path& root, const Manifest& manifest, const fs::path& template_folder,
                                   std::size_t jobs) {
  const fs::path solution = CourseLayout(root).solution(manifest.assignment);
  if (!fs::is_directory(solution)) return nullptr;
  // Built once per process, whichever submission asks first (batch grades several at once).
  struct Built {
    std::mutex mutex;
    bool tried = false;
    std::optional<fs::path> harness;
  };
  auto built = std::make_shared<Built>();
  return [built, root, solution, template_folder, jobs, assignment = manifest.assignment, sources = manifest.sources,
          budget = manifest.compile_seconds]() -> std::optional<fs::path> {
    const std::lock_guard<std::mutex> lock(built->mutex);
    if (built->tried) return built->harness;
    built->tried = true;
    const fs::path work = CourseLayout(root).oracle(assignment);
    try {
      // The course's own code, built as the grader (no student's process may
      // write what it reuses): a folder left by another user is built anew.
      struct stat info {};
      if (::stat(work.c_str(), &info) == 0 && info.st_uid != ::geteuid()) fs::remove_all(work);
      fs::create_directories(work);
      // The grader's alone: no other user (nobody, who runs student code) reads the solution's build.
      fs::permissions(work.parent_path(), fs::perms::owner_all);
      fs::permissions(work, fs::perms::owner_all);
      // A lock per folder: two graders of one course build it in turns.
      const FileLock folder_lock(work.string() + ".lock", "the course's solution in " + work.string());
      // The template as the submission's build checked it in this process, if it did.
      const BuildOutcome outcome = HarnessBuilder::prepare(root, assignment, template_folder, sources, jobs,
                                                           HarnessBuilder::TemplateCheck::once_per_process)
                                       .build(solution, work, nullptr, CompileStrategy::file_by_file, budget);
      // A solution that needs a stand-in (a file or region that does not compile) is no oracle.
      if (!outcome.ok || !outcome.broken_files.empty() || !outcome.broken_regions.empty()) return built->harness;
      // A copy named by its bytes, never rewritten: another grader may link
      // the harness again while this one copies it into its run folder.
      const std::string name =
          "solution-" + sha256_hex(read_file_bytes(outcome.harness, ExitCode::internal_error)).substr(0, 16);
      const fs::path kept = work / name;
      if (!fs::exists(kept)) {
        fs::copy_file(outcome.harness, kept.string() + ".partial", fs::copy_options::overwrite_existing);
        fs::rename(kept.string() + ".partial", kept);
        // An earlier solution's copy goes (none is in use: each grade copies its own into its run folder).
        for (const auto& entry : fs::directory_iterator(work)) {
          const std::string file = entry.path().filename().string();
          if (file.rfind("solution-", 0) == 0 && file != name) fs::remove(entry.path());
        }
      }
      built->harness = kept;
    } catch (const GraderError&) {
    } catch (const fs::filesystem_error&) {
    }
    return built->harness;
  };
}

// The course's solution and the student's program again, for the examples
// made after the grade (GradeOptions::oracle). The solution runs as the
// grader's own user, from a run folder only that user enters (no process of
// nobody, the student's code's user, can read, trace or signal it): under
// bubblewrap in a sandbox of its own as well (nothing but its run folder in
// sight); without namespaces (Kind::unprivileged_user: Gradescope's images
// where bubblewrap cannot make them) with resource limits. Never where
// student code runs with the grader's own rights (rlimits_only).
Sandbox solution_sandbox(const Sandbox& student) {
  Sandbox course = student;
  if (student.kind != Sandbox::Kind::bubblewrap) course.kind = Sandbox::Kind::rlimits_only;
  course.run_as.reset();
  return course;
}

struct ExampleOracle {
  std::unique_ptr<ProcessHarness> solution_program;
  std::unique_ptr<ProcessHarness> student_again;
  SolutionOracle solution;
  std::vector<ReferenceSet> sets;  // the course's stored sets, read by solution.load_sets
  bool sets_loaded = false;

  // Copies the student's program now (while the staging lock holds); the
  // solution is built when the grade first asks for it.
  void offer(const SubmissionJob& job, const fs::path& student_program, GradeOptions& options) {
    const bool student_apart =
        job.sandbox->kind == Sandbox::Kind::bubblewrap ||
        (job.sandbox->kind == Sandbox::Kind::unprivileged_user && job.sandbox->run_as.has_value());
    if (!job.root.empty() && !fs::is_directory(CourseLayout(job.root).solution(job.manifest->assignment))) {
      options.advisory =
          "this repository holds no course solution (a student's never does), so values were checked on the "
          "stored cases alone, which answers stored in the code would pass; the course's grade also judges fresh "
          "inputs against its solution";
      return;
    }
    if (!job.oracle) return;
    if (!student_apart) {
      options.advisory =
          "the course's solution runs only where student code runs apart from the grader (bubblewrap, or "
          "--sandbox user), so no value was checked on fresh inputs against it here";
      return;
    }
    const Manifest& manifest = *job.manifest;
    student_again = std::make_unique<ProcessHarness>(student_program, manifest.limits, *job.sandbox);
    options.oracle = [this, &job]() -> const SolutionOracle* {
      const auto program = job.oracle();
      if (!program) return nullptr;
      solution_program =
          std::make_unique<ProcessHarness>(*program, job.manifest->limits, solution_sandbox(*job.sandbox));
      solution.harness = solution_program.get();
      solution.student = student_again.get();
      // Read when an example is first made small: a grade that passes never does.
      solution.load_sets = [this, &job]() -> const std::vector<ReferenceSet>& {
        if (!sets_loaded) {
          sets = course_reference_sets(job.root, job.manifest->assignment);
          sets_loaded = true;
        }
        return sets;
      };
      return &solution;
    };
  }
};

// "Task 2.1", "Tasks 1, 2 and 3": the tasks that need `file` (all of them for "").
static std::string tasks_needing(const Manifest& manifest, const std::string& file) {
  std::vector<std::string> ids;
  for (const auto& task : manifest.tasks) {
    if (file.empty() || std::find(task.sources.begin(), task.sources.end(), file) != task.sources.end()) {
      ids.push_back(task.id);
    }
  }
  std::string named;
  for (std::size_t i = 0; i < ids.size(); ++i) {
    named += (i == 0 ? "" : i + 1 == ids.size() ? " and " : ", ") + ids[i];
  }
  return ids.empty() ? "" : (ids.size() == 1 ? "Task " : "Tasks ") + named;
}

// The line of `file` the first error of `errors` (the compiler's, names
// relative) names, 0 when none does.
static std::size_t first_error_line(const std::string& errors, const std::string& file) {
  for (const auto& line : split_lines(errors)) {
    if (line.rfind(file + ":", 0) != 0 || line.find(": note: ") != std::string::npos) continue;
    std::size_t number = 0;
    for (std::size_t at = file.size() + 1;
         at < line.size() && std::isdigit(static_cast<unsigned char>(line[at])) && at < file.size() + 10; ++at) {
      number = number * 10 + static_cast<std::size_t>(line[at] - '0');
    }
    return number;
  }
  return 0;
}

// The lines of `text` each once, in their first order (a compiler's error
// seen again for another file, region or mending round is shown once).
static std::string each_line_once(const std::string& text) {
  std::set<std::string> seen;
  std::string kept;
  for (const auto& line : split_lines(text)) {
    if (!line.empty() && !seen.insert(line).second) continue;
    kept += (kept.empty() ? "" : "\n") + line;
  }
  return kept;
}

// Files a build lost (none of their code compiled): why, for each of their
// tasks, without the compiler's words, which the report shows once above
// the tasks; and an error outside every YOUR CODE region explained once.
struct LostFiles {
  std::map<std::string, std::string> reasons;  // file -> "from_scratch.cpp line 47 (...)"
  std::string explanation;
};

static LostFiles lost_files(const Manifest& manifest, const BuildOutcome& built) {
  LostFiles lost;
  std::vector<std::string> explained;
  for (const auto& outside : built.outside_regions) {
    lost.reasons[outside.file] = "an error outside every YOUR CODE region of " + outside.file + ", line " +
                                 std::to_string(outside.line) + " (explained above the tasks)";
    // Not linked: every task is lost; not compiled: the file's.
    explained.push_back(
        describe_error_outside_regions(outside, tasks_needing(manifest, outside.at_link ? "" : outside.file)));
  }
  for (const auto& file : manifest.sources) {
    if (lost.reasons.count(file) > 0) continue;
    const auto broken = built.broken_files.find(file);
    if (built.ok && broken == built.broken_files.end()) continue;
    const std::string& errors = built.ok ? broken->second : built.errors;
    const std::size_t line = first_error_line(errors, file);
    if (line > 0) {
      lost.reasons[file] = file + " line " + std::to_string(line) + " (the compiler's words are above the tasks)";
    } else if (!built.ended_by.empty() && errors.find(built.ended_by) != std::string::npos) {
      // A limit stopped its compile: said once, in the report's note, not in each of its tasks.
      lost.reasons[file] =
          file + " was stopped by a build limit before it compiled (the note below the tasks says which)";
    }
  }
  // Nothing built (a link that failed, say): a file the errors do not name
  // is lost for the first error that is named, which its tasks point to.
  for (const auto& file : manifest.sources) {
    if (built.ok || lost.reasons.empty() || lost.reasons.count(file) > 0) continue;
    for (const auto& named : manifest.sources) {
      if (lost.reasons.count(named) == 0 || named == file) continue;
      lost.reasons[file] = lost.reasons[named];
      break;
    }
  }
  for (const auto& text : explained) lost.explanation += (lost.explanation.empty() ? "" : "\n") + text;
  return lost;
}

// The files of `folder` named in `files` as text (name -> text), those that are regular files and can be read.
static std::map<std::string, std::string> texts_of(const fs::path& folder, const std::vector<std::string>& files) {
  std::map<std::string, std::string> texts;
  for (const auto& file : files) {
    try {
      if (fs::is_regular_file(folder / file)) texts[file] = read_file_bytes(folder / file, ExitCode::submission_error);
    } catch (const GraderError&) {
    }
  }
  return texts;
}

// What the build stood in for, told to the grade: the files lost (each
// task of theirs says why, GradeOptions::broken_files) and the regions
// whose stubs stand in (the check that reaches one says its error and lines).
static void tell_stand_ins(const BuildOutcome& built, const LostFiles& lost, GradeOptions& options) {
  options.broken_files = built.broken_files;
  for (const auto& [file, reason] : lost.reasons) {
    if (options.broken_files.count(file) > 0) options.broken_files[file] = reason;
  }
  for (const auto& region : built.broken_regions) {
    const std::string lines =
        region.file + " lines " + std::to_string(region.first_line) + "-" + std::to_string(region.last_line);
    // Where the error is, when its line is the file's: the compiler's words are shown once, above the tasks.
    const std::size_t line = first_error_line(region.errors, region.file);
    const bool limit = line == 0 && !built.ended_by.empty() && region.errors.find(built.ended_by) != std::string::npos;
    const std::string first_error =
        line > 0 ? region.file + " line " + std::to_string(line)
        : limit  ? region.file + " was stopped by a build limit (the note below the tasks says which)"
                 : region.errors.substr(0, region.errors.find('\n'));
    const std::string words = line > 0 ? "the compiler's words are above the tasks; " : "";
    const std::string why = region.brackets.empty() ? " (" + words + "the template's stub stands in for " + lines + ")"
                                                    : " (" + words + lines + " have " + region.brackets +
                                                          "; the template's stub stands in for them)";
    for (const auto& thrown : region.stub_messages) options.stand_in_stubs[thrown] = first_error + why;
  }
}

GradedSubmission grade_submission(const SubmissionJob& job) {
  const Manifest& manifest = *job.manifest;
  GradedSubmission graded;
  GradeReport& report = graded.report;
  GradeOptions options = job.grade_options;
  // No folder: a harness built elsewhere (--harness), no files to take.
  const bool has_files = !job.folder.empty();
  SubmissionFiles files;
  // An exclusive lock on `<staging>.lock` while this grader stages and builds:
  // two graders of one build folder at once take turns, so neither removes or
  // rewrites the files the other is building. Held until the harness is copied out.
  std::optional<FileLock> staging_lock;
  if (has_files) {
    fs::create_directories(job.staging.parent_path());
    staging_lock.emplace(job.staging.string() + ".lock", job.staging.parent_path().string());
    files = list_submission_files(job.folder, manifest, job.root);
    stage_submission(files, job.folder, job.staging, job.template_folder);
    options.missing_files.insert(files.missing.begin(), files.missing.end());
    // The student's own files as text (regular files only, already size-checked):
    // the hints name known xtensor traps in them. Read, never run. And the
    // template's, to tell the functions the student wrote from those the course gives.
    options.sources = texts_of(job.staging, files.sources);
    options.template_sources = texts_of(job.template_folder, files.sources);
    for (const auto& file : files.missing) graded.problems.push_back("the submission has no " + file);
  }
  std::string protections;
  const BuildOutcome built = job.build(job.staging, *job.sandbox);
  const LostFiles lost = lost_files(manifest, built);
  if (!built.ok) {
    report = report_for_build_failure(manifest, *job.references, each_line_once(built.errors), lost.reasons);
    report.build_explanation = lost.explanation;
  } else {
    ProcessHarness harness(built.harness, manifest.limits, *job.sandbox);
    ExampleOracle examples;
    examples.offer(job, built.harness, options);
    staging_lock.reset();
    protections = harness.sandbox().describe();
    tell_stand_ins(built, lost, options);
    report = grade(manifest, *job.references, harness, options);
    if (manifest.gradescope.leaderboard) time_leaderboard(report, manifest, *job.references, harness);
    for (const auto& [file, errors] : built.broken_files) {
      report.build_errors += (report.build_errors.empty() ? "" : "\n") + errors;
      graded.problems.push_back(file + " does not compile");
    }
    // A region's task says which lines and why (GradeOptions::stand_in_stubs).
    for (const auto& region : built.broken_regions) {
      report.build_errors += (report.build_errors.empty() ? "" : "\n") + region.errors;
    }
    report.build_errors = each_line_once(report.build_errors);
    report.build_explanation = lost.explanation;
    if (job.heatmap_set != nullptr && manifest.visualisation.has_value()) {
      graded.heatmaps = collect_heatmaps(*manifest.visualisation, *job.heatmap_set, &harness);
    }
  }
  if (!built.ok && job.heatmap_set != nullptr && manifest.visualisation.has_value()) {
    graded.heatmaps = collect_heatmaps(*manifest.visualisation, *job.heatmap_set, nullptr);
  }
  report.submission = job.label;
  // Which limit ended the build, or a compile in it: the compile budget, a compile's own limit, GCC's.
  if (!built.ended_by.empty()) report.notes.push_back("compiling stopped at a limit: " + built.ended_by);
  add_submission_notes(graded, job, files, protections);
  return graded;
}

}  // namespace grader
