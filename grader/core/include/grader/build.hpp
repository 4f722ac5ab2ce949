#pragma once
// Builds a submission's harness with CMake: compiling student code is not
// running it, so this stays on the grader's side of the boundary.
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "grader/errors.hpp"
#include "grader/limits.hpp"
#include "grader/runner.hpp"
#include "grader/sandbox.hpp"

namespace grader {

// The limits on compiling and linking student code (wall and CPU time,
// address space, file size, output), and what a student is told when one
// was hit ("" when none was).
[[nodiscard]] Limits student_build_limits();
[[nodiscard]] std::string describe_build_limit(const ProcessResult& result, const Limits& limits);

// What a build of student code sees: the course's build inputs below
// `project_root` (never reference_values/ or solutions/) and the submission
// read-only, plus `read_only`; `writable` is the only place it can write.
[[nodiscard]] BuildView student_build_view(const std::filesystem::path& project_root,
                                           const std::filesystem::path& submission_dir,
                                           std::vector<std::filesystem::path> read_only,
                                           const std::filesystem::path& writable);

struct BuildRequest {
  std::filesystem::path project_root;    // where the top-level CMakeLists.txt is
  std::filesystem::path submission_dir;  // folder with the student's files
  std::filesystem::path build_dir;       // one per submission folder, reused
  std::string assignment;
  std::vector<std::string> sources;  // the assignment's student files
  std::size_t jobs = 2;
  // Where student files are compiled and linked; nullptr: as the grader
  // itself, for course code only (the template).
  const Sandbox* sandbox = nullptr;
};

struct BuildOutcome {
  bool ok = false;  // a harness was built (maybe with stand-ins, see broken_files)
  std::filesystem::path harness;
  std::string errors;                               // when !ok: the first compiler errors, trimmed for a student
  std::map<std::string, std::string> broken_files;  // file that did not compile -> its errors
  std::string log;                                  // everything the builds printed
};

// Builds with every student file; when some files do not compile, builds
// again with the template's stubs standing in for them, so that the tasks of
// the other files can still be graded. Throws GraderError(build_system_error)
// when CMake itself cannot run or configure; a compile error in student code
// is an outcome, not a throw.
[[nodiscard]] BuildOutcome build_harness(const BuildRequest& request);

// Batch grading: the template's harness is built once with CMake; each
// submission then compiles only its own files, with the very commands CMake
// used for the template's (same flags, same precompiled header), and links
// them with the template's other objects. No CMake run per student.
class PrebuiltHarnessBuilder {
 public:
  // Configures and builds the harness of student_template/<assignment>/ in
  // build/prebuilt/<assignment> below `root` (reused between runs).
  [[nodiscard]] static PrebuiltHarnessBuilder prepare(const std::filesystem::path& root, const std::string& assignment,
                                                      const std::vector<std::string>& sources, std::size_t jobs);

  // Compiles submission_dir's files in work_dir and links work_dir/harness.
  // The files compile as one unit when single_unit_order() finds an order
  // that keeps their meaning and that unit compiles; otherwise each on its
  // own, and a file that does not compile is replaced by the template's
  // object (its stubs), as build_harness() does. What the compiler printed
  // goes to work_dir/build.log.
  // Every compile and the link run in `sandbox` (when given), seeing the
  // course's build inputs, this prebuilt build and the submission read-only
  // and work_dir writable.
  [[nodiscard]] BuildOutcome build(const std::filesystem::path& submission_dir, const std::filesystem::path& work_dir,
                                   const Sandbox* sandbox = nullptr) const;

 private:
  std::filesystem::path build_dir_;
  std::vector<std::string> sources_;
  std::map<std::string, std::vector<std::string>> compile_;  // file -> argv with @SOURCE@ and @OBJECT@
  std::map<std::string, std::string> template_objects_;      // file -> the template's object
  std::vector<std::string> link_;                            // argv with @OBJECT:<file>@ and @OUTPUT@
  std::vector<std::string> precompiled_;                     // every header the precompiled header holds

  std::filesystem::path project_root_;

  [[nodiscard]] BuildOutcome build_file_by_file(const std::filesystem::path& submission_dir,
                                                const std::filesystem::path& work_dir, const Sandbox* sandbox) const;
  [[nodiscard]] BuildOutcome build_one_unit(const std::filesystem::path& submission_dir,
                                            const std::filesystem::path& work_dir, const Sandbox* sandbox) const;
  [[nodiscard]] bool link(const std::map<std::string, std::string>& values, BuildOutcome& outcome,
                          const std::filesystem::path& submission_dir, const std::filesystem::path& work_dir,
                          const Sandbox* sandbox) const;
  // One compile or the link of student code.
  [[nodiscard]] ProcessResult run_student_step(const std::vector<std::string>& argv,
                                               const std::filesystem::path& submission_dir,
                                               const std::filesystem::path& work_dir, const Sandbox* sandbox) const;
};

// /usr/bin/cmake or /usr/local/bin/cmake; throws GraderError(build_system_error) naming the fix.
[[nodiscard]] std::string cmake_program();
// /usr/bin/NAME or /usr/local/bin/NAME; else throws GraderError(error) saying
// that NAME is missing and `what_for`, then how to install it.
[[nodiscard]] std::string installed_program(const std::string& name, ExitCode error, const std::string& what_for);

// Splits a command line as the shell would (quotes and backslashes), for
// the commands CMake writes into compile_commands.json and link.txt.
[[nodiscard]] std::vector<std::string> split_command_line(const std::string& command);

// The compiler's error lines, with template noise dropped and paths made
// relative to the submission folder.
// With `only_file`, only that file's errors.
[[nodiscard]] std::string summarize_compiler_errors(const std::string& log, const std::filesystem::path& submission_dir,
                                                    std::size_t max_errors = 8, const std::string& only_file = "");

}  // namespace grader
