#include "grader/course/example_oracle.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <mutex>
#include <optional>
#include <string>

#include "grader/support/checksum.hpp"
#include "grader/support/course_layout.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/file_lock.hpp"
#include "grader/support/json_file.hpp"

namespace grader {
namespace fs = std::filesystem;

// --- the course's stored sets ------------------------------------------------

// Every stored set of the assignment in the course repository
// (reference_values/<assignment>/<set>/index.json), each that loads; their
// cases' sizes only are read (SolutionOracle::sets), so not their error
// models (the largest files of a set).
namespace {

std::vector<ReferenceSet> course_reference_sets(const fs::path& root, const std::string& assignment) {
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

}  // namespace

// --- the course's solution, built once ---------------------------------------

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

// --- where each program runs, and the oracle the grade asks for --------------

Sandbox solution_sandbox(const Sandbox& student) {
  Sandbox course = student;
  if (student.kind != Sandbox::Kind::bubblewrap) course.kind = Sandbox::Kind::rlimits_only;
  course.run_as.reset();
  return course;
}

void ExampleOracle::offer(const SubmissionJob& job, const fs::path& student_program, GradeOptions& options) {
  const bool student_apart = job.sandbox->kind == Sandbox::Kind::bubblewrap ||
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
    solution_program = std::make_unique<ProcessHarness>(*program, job.manifest->limits, solution_sandbox(*job.sandbox));
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

}  // namespace grader
