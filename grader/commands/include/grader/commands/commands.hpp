#pragma once
// What each command of the command line does, one call each: grader/app/
// parses the command line into these structs and makes the command's one
// call; everything else (the course's files, builds, sandboxes, grading,
// printing the results) is below this header, which shows none of it.
// grader::commands (grade.cpp, release.cpp) holds every command a student
// runs; grader::class_commands (batch.cpp, course_init.cpp) `batch`, `batch
// merge` and `course init`, whose libraries (grader/batch, grader/term) a
// student never needs. Two programs are linked from them: `grader`, every
// command, and `grader-student`, without the class's: ./grade builds it first
// and the whole grader only when a command asks for it (exit code 64,
// grader::ExitCode::needs_whole_grader; grader/app/batch_unavailable.cpp).
#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "grader/reports/report_formats.hpp"

namespace grader::commands {

struct Options {
  std::filesystem::path root = GRADER_PROJECT_ROOT;
  std::string assignment;  // empty: default_assignment()
  std::string submission;
  std::string references = "public";
  std::string feedback_references;   // --json: also grade on this set, as Gradescope's 0-point feedback tests
  grader::ReportPaths report_paths;  // --json FILE, ...: one flag per format of grader::report_formats()
  std::string harness;
  std::string build_dir;
  std::string color = "auto";
  std::string sandbox = "auto";
  // Where the grade is made (--platform): local (a student's own machine),
  // gradescope or classroom (a platform's script says so); empty: classroom
  // with --classroom FILE (the Classroom step's own output), else local.
  std::string platform;
  std::optional<std::uint64_t> probe_seed;  // property checks' fresh inputs; random when not given
  std::vector<std::string> tasks;
  bool watch = false;
  bool list = false;
  std::size_t jobs = std::max(1u, std::thread::hardware_concurrency());
};

struct BatchCommand {
  std::string submissions;
  std::string out;
  std::string roster;                   // CSV: who each submission is; Canvas and Moodle exports
  std::string term;                     // JSON: due time, late policy, extensions
  std::string tag;                      // repositories: grade the commit at this tag
  std::optional<int> similarity;        // percent: list pairs of students' own code this similar
  std::string shard;                    // "I/N": grade only this slice of the class
  std::vector<std::string> merge_dirs;  // batch merge: the shards' output folders
  bool restart = false;
};

struct ReleaseCommand {
  bool check_only = false;
  bool every_assignment = false;  // --check without --assignment
  std::string out;
  std::string gradescope;
  bool allow_published_hidden_set = false;  // --gradescope with the hidden set published with the framework
};

struct CourseCommand {
  std::string seed_file;  // course init: the course's private seed, outside the repository (made when missing)
};

// The default assignment of the course at `root` (its only one, else
// assignments/course.json's); throws GraderError(usage) naming them.
[[nodiscard]] std::string default_assignment(const std::filesystem::path& root);
// --task's help: the task ids of the assignment it would grade (the course's
// default one when `assignment` is empty), or a generic text when there is
// no manifest to read.
[[nodiscard]] std::string task_help(const std::filesystem::path& root, const std::string& assignment);

// grade.cpp: grade one submission (and --watch).
[[nodiscard]] int grade(const Options& options);
// grade.cpp: `grade --list`.
[[nodiscard]] int list_assignments(const Options& options);
// grade.cpp: `grade ops`.
[[nodiscard]] int list_ops(const Options& options);
// release.cpp: `grade release`.
[[nodiscard]] int release(const Options& options, const ReleaseCommand& command);
// release.cpp: `grade new NAME`.
[[nodiscard]] int new_assignment(const Options& options, const std::string& name);
// release.cpp: `grade release --check`.
[[nodiscard]] int check_course(const Options& options, bool every_assignment);
// batch.cpp (grader) or grader/app/batch_unavailable.cpp (grader-student): `grade batch DIR`.
[[nodiscard]] int batch(const Options& options, const BatchCommand& command, bool references_given);
// The same: `grade batch merge DIR...`.
[[nodiscard]] int merge(const Options& options, const BatchCommand& command);
// course_init.cpp (grader) or grader/app/batch_unavailable.cpp (grader-student):
// `grade course init --seed-file FILE`, every assignment's hidden set (only
// --assignment's when given) made again from the course's private seed.
[[nodiscard]] int course_init(const Options& options, const CourseCommand& command, bool assignment_given);
// grade.cpp (both programs): `grade course solution`, the course's
// solution built now as the oracle of the examples made small
// (course_solution_oracle()), as Gradescope's setup.sh does once; otherwise
// it is built on first need.
[[nodiscard]] int course_solution(const Options& options);

}  // namespace grader::commands
