#include "grader/course/submission_notes.hpp"

#include <cstdlib>
#include <iomanip>
#include <sstream>
#include <utility>

#include "grader/building/build.hpp"
#include "grader/course/tamper.hpp"
#include "grader/grading/engine.hpp"
#include "grader/grading/extras/extras.hpp"
#include "grader/reports/reports.hpp"

namespace grader {

// --- the compile budget, the compiler, the protections -----------------------

double compile_budget_seconds(const Manifest& manifest) {
  double seconds = manifest.compile_seconds;
  if (const char* given = std::getenv("GRADER_COMPILE_BUDGET_SECONDS"); given != nullptr && given[0] != '\0') {
    char* end = nullptr;
    const double lower = std::strtod(given, &end);
    if (end != nullptr && *end == '\0' && lower > 0 && lower < seconds) seconds = lower;
  }
  return seconds;
}

namespace {

// What protected the grading, in one note.
std::string protections_note(const std::string& protections, const Manifest& manifest) {
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

}  // namespace

std::string compiler_note(bool on_students_machine, const std::string& compiler, const std::string& compiler_version,
                          const std::string& course_compiler, const std::string& pinned_libraries) {
  if (!on_students_machine || compiler == course_compiler) return "";
  // xtensor, xtensor-blas and xsimd are the course's pinned copies (third_party/) everywhere; the compiler is not.
  return "built with " + compiler_version + ", the course grades with " + course_compiler + " (with the same pinned " +
         pinned_libraries + "): results should agree; the course's grade is the one that counts";
}

// --- the leaderboard ---------------------------------------------------------

void time_leaderboard(GradeReport& report, const Manifest& manifest, const ReferenceSet& references,
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

// --- the notes ---------------------------------------------------------------

void add_submission_notes(GradedSubmission& graded, const SubmissionJob& job, const SubmissionFiles& files,
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

}  // namespace grader
