#pragma once
// Builds a submission's harness: compiling student code is not running it,
// but it is done in the sandbox all the same (a compiler reads what
// #include names, and an .incbin embeds any file).
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "grader/building/region_repair.hpp"
#include "grader/execution/limits.hpp"
#include "grader/execution/runner.hpp"
#include "grader/execution/sandbox.hpp"
#include "grader/support/errors.hpp"

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

struct BuildOutcome {
  bool ok = false;  // a harness was built (maybe with stand-ins, see broken_files)
  std::filesystem::path harness;
  std::string errors;                               // when !ok: the first compiler errors, trimmed for a student
  std::map<std::string, std::string> broken_files;  // file that did not compile -> its errors
  // Regions of a file that compiled once the template's stub stood in for them
  // (the file is then not in broken_files).
  std::vector<BrokenRegion> broken_regions;
  std::string log;  // everything the builds printed
};

// How a build compiles a submission's files. Both give the same harness
// behaviour (see grader/single_unit.hpp); they differ in what they cost.
enum class CompileStrategy {
  // Each file on its own; an object is kept and reused while nothing it was
  // made from changed (its command, the course's build, the submission's
  // file list, the bytes of every submission file it read): after an edit,
  // only the edited file recompiles. For a student's own folder (./grade).
  file_by_file,
  // All files as one translation unit when single_unit_order() finds an order
  // that keeps their meaning and that unit compiles, file by file otherwise:
  // each submission of a class is compiled once, so one compiler run beats two.
  one_unit,
};

// The one harness builder of every path (./grade, batch, Gradescope, the
// Classroom workflow). CMake builds the template's harness once per
// assignment in build/prebuilt/<assignment> (the course's copy of the
// template: assignments/<assignment>/template/ in a release, where
// student_template/ is the student's work; student_template/<assignment>/
// in the course repository); a submission then compiles only
// its own files, with the commands CMake wrote for the template's
// (compile_commands.json: same flags, same precompiled header), and links
// them with the course's objects by the recipe CMake generates beside the
// template's harness (harnesses/submission_harness.link.json, see
// assignments/CMakeLists.txt). A file that does not compile is compiled again
// with the template's stub in each fenced region the compiler blames (see
// region_repair.hpp), so the other regions' tasks are graded; when that does
// not compile either, the template's object (its stubs) stands in for the
// whole file, so the other files' tasks are graded.
// No CMake run per submission and no file internal to a CMake generator.
class HarnessBuilder {
 public:
  // Configures and builds the template's harness in
  // build/prebuilt/<assignment> below `root` (reused between runs), and
  // checks that the link recipe links the template's objects.
  // template_dir: the course's own copy of the template (course_template()),
  // never a folder a student edits: its stubs stand in for a file that does
  // not compile, and a file there that does not build is the course's fault.
  [[nodiscard]] static HarnessBuilder prepare(const std::filesystem::path& root, const std::string& assignment,
                                              const std::filesystem::path& template_dir,
                                              const std::vector<std::string>& sources, std::size_t jobs);

  // Compiles submission_dir's files in work_dir (objects in work_dir/objects)
  // and links work_dir/harness. What the compiler printed goes to
  // work_dir/build.log. Every compile and the link run in `sandbox` (when
  // given), seeing the course's build inputs, the prebuilt build and the
  // submission read-only and work_dir writable.
  [[nodiscard]] BuildOutcome build(const std::filesystem::path& submission_dir, const std::filesystem::path& work_dir,
                                   const Sandbox* sandbox, CompileStrategy strategy) const;

 private:
  std::filesystem::path build_dir_;
  std::filesystem::path project_root_;
  std::filesystem::path template_dir_;  // the course's own copy of the template
  std::vector<std::string> sources_;
  std::map<std::string, std::vector<std::string>> compile_;  // file -> argv with @SOURCE@ and @OBJECT@
  std::map<std::string, std::string> template_objects_;      // file -> the template's object
  std::vector<std::string> link_;                            // argv with @OBJECTS@ and @OUTPUT@
  std::vector<std::string> precompiled_;                     // every header the precompiled header holds
  std::string course_state_;  // what an object depends on outside the submission, as a fingerprint

  [[nodiscard]] BuildOutcome build_file_by_file(const std::filesystem::path& submission_dir,
                                                const std::filesystem::path& work_dir, const Sandbox* sandbox) const;
  // What one build's mending has done: the regions stubbed per file (a
  // link error's regions join a compile error's), the regions reported, and
  // what the compiles said.
  struct Mending {
    std::map<std::string, std::set<std::size_t>> replaced;
    std::vector<BrokenRegion> regions;
    std::string trace;
  };
  // Compiles per file at most, each under the compiler's limits.
  static constexpr int kMendingRounds = 3;
  // `file`, which did not compile or link (the compiler or linker said
  // `log`), compiled with the template's stub in the regions it blames (and
  // those stubbed before): the object, or "" when no set of regions makes it
  // compile within kMendingRounds. A link error (`compile_error` false)
  // blames only the regions holding the lines it names.
  [[nodiscard]] std::string mend(const std::string& file, const std::string& log, bool compile_error,
                                 const std::filesystem::path& submission_dir, const std::filesystem::path& work_dir,
                                 const Sandbox* sandbox, Mending& mending) const;
  // After a failed link (it said `said`): each student object compiled again
  // with the template's stub in the regions the linker's errors name, and
  // linked again; false when no region was named or the link fails still.
  [[nodiscard]] bool link_without_broken_regions(std::vector<std::string>& objects, const std::string& said,
                                                 BuildOutcome& outcome, Mending& mending,
                                                 const std::filesystem::path& submission_dir,
                                                 const std::filesystem::path& work_dir, const Sandbox* sandbox) const;
  [[nodiscard]] BuildOutcome build_one_unit(const std::filesystem::path& submission_dir,
                                            const std::filesystem::path& work_dir, const Sandbox* sandbox) const;
  [[nodiscard]] bool link(const std::vector<std::string>& objects, BuildOutcome& outcome,
                          const std::filesystem::path& submission_dir, const std::filesystem::path& work_dir,
                          const Sandbox* sandbox) const;
  // One compile or the link of student code.
  [[nodiscard]] ProcessResult run_student_step(const std::vector<std::string>& argv,
                                               const std::filesystem::path& submission_dir,
                                               const std::filesystem::path& work_dir, const Sandbox* sandbox) const;
};

// Removes below the build folder `dir` everything a build never makes (a
// symbolic link, a FIFO, a device, a hard link to a file elsewhere: left by
// a process of the sandbox's user while the folder was that user's), and
// `dir` itself when it is a link: before the grader writes, reads or changes
// an owner there. HarnessBuilder::build() does it too, around the compile.
void remove_what_no_build_makes(const std::filesystem::path& dir);

// /usr/bin/cmake or /usr/local/bin/cmake; throws GraderError(build_system_error) naming the fix.
[[nodiscard]] std::string cmake_program();
// /usr/bin/NAME or /usr/local/bin/NAME; else throws GraderError(error) saying
// that NAME is missing and `what_for`, then how to install it.
[[nodiscard]] std::string installed_program(const std::string& name, ExitCode error, const std::string& what_for);

// Splits a command line as the shell would (quotes and backslashes), for
// the commands CMake writes into compile_commands.json.
[[nodiscard]] std::vector<std::string> split_command_line(const std::string& command);

// The compiler's error lines, with template noise dropped and paths made
// relative to the submission folder.
// With `only_file`, only that file's errors.
[[nodiscard]] std::string summarize_compiler_errors(const std::string& log, const std::filesystem::path& submission_dir,
                                                    std::size_t max_errors = 8, const std::string& only_file = "");

}  // namespace grader
