#pragma once
// One submission's job, as grade_submission() (pipeline.hpp) takes it, and
// what it gives back. The jobs are made in one place (jobs.hpp), each with
// its build; this is their plain data.
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "grader/assessment/manifest.hpp"
#include "grader/assessment/reference_set.hpp"
#include "grader/building/build.hpp"
#include "grader/execution/sandbox.hpp"
#include "grader/grading/engine.hpp"
#include "grader/reports/html_report.hpp"

namespace grader {

// Builds the staged files into a harness (CMake or the prebuilt template);
// every compile and link runs in the job's sandbox, all of them within
// compile_budget_seconds().
using HarnessBuild = std::function<BuildOutcome(const std::filesystem::path& staged, const Sandbox& sandbox)>;

// The course's solution built as a harness, for the examples made smaller
// against it (GradeOptions::oracle): the path of its program, or nullopt.
// Called at most once per grade, after the grade, when a task failed.
using OracleBuild = std::function<std::optional<std::filesystem::path>()>;

struct SubmissionJob {
  std::filesystem::path root;  // the course repository
  const Manifest* manifest = nullptr;
  const ReferenceSet* references = nullptr;
  std::filesystem::path folder;           // holds the submission's files
  std::filesystem::path given;            // what was handed in (a clone's root, an unpacked archive): the tamper check
  std::filesystem::path staging;          // where its files are copied for the build
  std::filesystem::path template_folder;  // the course's copy of the template (course_template()): its stubs stand
                                          // in for a missing file
  std::string label;                      // the report's "Submission:"
  const Sandbox* sandbox = nullptr;
  HarnessBuild build;
  OracleBuild oracle;  // the course's solution (course_solution_oracle()); empty: none
  GradeOptions grade_options;
  const ReferenceSet* heatmap_set = nullptr;  // draw heatmaps from this (public) set; nullptr: none
  // A student grading on their own machine (./grade, --platform local); not
  // Gradescope's run_autograder, the Classroom workflow or batch, whose
  // grade is the course's.
  bool on_students_machine = false;
};

struct GradedSubmission {
  GradeReport report;
  std::vector<HeatmapPanel> heatmaps;
  std::vector<std::string> problems;  // in words, for a gradebook: missing and broken files, tampering
};

}  // namespace grader
