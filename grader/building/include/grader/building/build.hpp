#pragma once
// Builds a submission's harness: compiling student code is not running it,
// but it is done in the sandbox all the same (a compiler reads what
// #include names, and an .incbin embeds any file).
#include <chrono>
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "grader/building/region_repair.hpp"
#include "grader/execution/runner.hpp"
#include "grader/execution/sandbox.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/limits.hpp"

namespace grader {

// The limits on one compile or link of student code (wall and CPU time,
// address space, file size, output), and what a student is told when one
// was hit ("" when none was).
[[nodiscard]] Limits student_build_limits();
[[nodiscard]] std::string describe_build_limit(const ProcessResult& result, const Limits& limits);

// What a student is told when the compiler gave up a constant evaluation or
// a template instantiation at one of GCC's limits, which the course sets for
// student files (cmake/ProjectOptions.cmake: -fconstexpr-ops-limit,
// -fconstexpr-loop-limit, -fconstexpr-depth, -ftemplate-depth), naming the
// limit and its value; "" when `said` (the compiler's output) shows none.
// Such an error is an error like any other: the region that holds it is
// mended (the template's stub stands in) as any other.
[[nodiscard]] std::string describe_evaluation_limit(const std::string& said);

// One budget for the whole build of one submission: every compile (each
// file, batch's one unit, every mending round) and every link, on every path
// (./grade, batch, Gradescope, the Classroom workflow). A deadline on the
// steady clock, set when the build starts. A compile may run until a tenth
// of the budget is left, which is kept for the link of what compiled; a
// link until the end. Once a compile's time is spent no compile or mending
// round starts: the files not compiled by then are the template's (their
// tasks score 0) and the build says so (`spent_words`). Each step keeps its
// own limit too (student_build_limits(): 300 s), whichever comes first.
class CompileBudget {
 public:
  using Clock = std::chrono::steady_clock;
  explicit CompileBudget(double seconds);
  [[nodiscard]] double seconds() const { return seconds_; }
  // When a compile, and a link, must end.
  [[nodiscard]] Clock::time_point compile_deadline() const { return compile_deadline_; }
  [[nodiscard]] Clock::time_point link_deadline() const { return deadline_; }
  // True when no compile may start any more (less than a second left for it).
  [[nodiscard]] bool compiles_spent() const;
  [[nodiscard]] bool link_spent() const;
  void count_compile() { ++compiles_; }
  [[nodiscard]] std::size_t compiles() const { return compiles_; }
  // Marks that the budget stopped a step or kept one from starting.
  void mark_spent() { spent_ = true; }
  [[nodiscard]] bool spent() const { return spent_; }
  // "the compile budget of 300 s for this submission was spent after 4
  // compiles (every compile, ...; limits.compile_seconds): no further ...".
  [[nodiscard]] std::string spent_words() const;

 private:
  double seconds_;
  Clock::time_point deadline_;
  Clock::time_point compile_deadline_;
  std::size_t compiles_ = 0;
  bool spent_ = false;
};

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
  // Files that did not compile for an error outside every fenced region,
  // which no stub can stand in for (each is in broken_files too, or the
  // build failed).
  std::vector<ErrorOutsideRegions> outside_regions;
  std::string log;  // everything the builds printed
  // Which limit ended the build, or a compile in it, for the report's notes:
  // the compile budget spent, a compile's own limit (time, memory, file
  // size), a limit of GCC's constant evaluation; "" when none did.
  std::string ended_by;
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
  // `check`: always (cmake --build, a no-op when the template is up to
  // date: about 0.05 s), or once_per_process: not again where this process
  // checked the same build folder before (the course's solution, asked for
  // within a grade whose submission's build checked it: issue 48's time of
  // a built submission's grade).
  enum class TemplateCheck { always, once_per_process };
  [[nodiscard]] static HarnessBuilder prepare(const std::filesystem::path& root, const std::string& assignment,
                                              const std::filesystem::path& template_dir,
                                              const std::vector<std::string>& sources, std::size_t jobs,
                                              TemplateCheck check = TemplateCheck::always);

  // Compiles submission_dir's files in work_dir (objects in work_dir/objects)
  // and links work_dir/harness. What the compiler printed goes to
  // work_dir/build.log. Every compile and the link run in `sandbox` (when
  // given), seeing the course's build inputs, the prebuilt build and the
  // submission read-only and work_dir writable. All of them together take at
  // most `budget_seconds` (a CompileBudget made here: the manifest's
  // limits.compile_seconds).
  [[nodiscard]] BuildOutcome build(const std::filesystem::path& submission_dir, const std::filesystem::path& work_dir,
                                   const Sandbox* sandbox, CompileStrategy strategy, double budget_seconds) const;

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
                                                const std::filesystem::path& work_dir, const Sandbox* sandbox,
                                                CompileBudget& budget) const;
  // What one build's mending has done: the regions stubbed per file (a
  // link error's regions join a compile error's), the regions reported,
  // what the compiles said and the limits they met.
  struct Mending {
    std::map<std::string, std::set<std::size_t>> replaced;
    std::vector<BrokenRegion> regions;
    std::string trace;
    // File -> the limit that ended its compile or the last of its mending's, if one did.
    std::map<std::string, std::string> ended_by;
    // Files no set of regions made compile, for an error outside every region.
    std::vector<ErrorOutsideRegions> outside;
  };
  // Compiles per file at most, each under the compiler's limits, all under
  // the build's CompileBudget.
  static constexpr int kMendingRounds = 3;
  // `file`, which did not compile or link (the compiler or linker said
  // `log`), compiled with the template's stub in the regions it blames (and
  // those stubbed before): the object, or "" when no set of regions makes it
  // compile within kMendingRounds. A link error (`compile_error` false)
  // blames only the regions holding the lines it names.
  [[nodiscard]] std::string mend(const std::string& file, const std::string& log, bool compile_error,
                                 const std::filesystem::path& submission_dir, const std::filesystem::path& work_dir,
                                 const Sandbox* sandbox, Mending& mending, CompileBudget& budget) const;
  // After a failed link (it said `said`): each student object compiled again
  // with the template's stub in the regions the linker's errors name, and
  // linked again; false when no region was named or the link fails still.
  [[nodiscard]] bool link_without_broken_regions(std::vector<std::string>& objects, const std::string& said,
                                                 BuildOutcome& outcome, Mending& mending,
                                                 const std::filesystem::path& submission_dir,
                                                 const std::filesystem::path& work_dir, const Sandbox* sandbox,
                                                 CompileBudget& budget) const;
  [[nodiscard]] BuildOutcome build_one_unit(const std::filesystem::path& submission_dir,
                                            const std::filesystem::path& work_dir, const Sandbox* sandbox,
                                            CompileBudget& budget) const;
  [[nodiscard]] bool link(const std::vector<std::string>& objects, BuildOutcome& outcome,
                          const std::filesystem::path& submission_dir, const std::filesystem::path& work_dir,
                          const Sandbox* sandbox, CompileBudget& budget) const;
  // One compile (or, with `is_link`, the link) of student code, within its
  // own limits and the budget; not started when the budget is spent. A
  // limit that stopped it (or kept it from starting) is its output's first
  // line, and `ended_by` says it for the report.
  [[nodiscard]] ProcessResult run_student_step(const std::vector<std::string>& argv,
                                               const std::filesystem::path& submission_dir,
                                               const std::filesystem::path& work_dir, const Sandbox* sandbox,
                                               CompileBudget& budget, bool is_link, std::string& ended_by) const;
};

// Removes below the build folder `dir` everything a build never makes (a
// symbolic link, a FIFO, a device, a hard link to a file elsewhere: left by
// a process of the sandbox's user while the folder was that user's), and
// `dir` itself when it is a link: before the grader writes, reads or changes
// an owner there. HarnessBuilder::build() does it too, around the compile.
void remove_what_no_build_makes(const std::filesystem::path& dir);

// cmake, by the one rule for finding programs (grader/support/programs.hpp);
// throws GraderError(build_system_error) naming the fix.
[[nodiscard]] std::string cmake_program();

// Splits a command line as the shell would (quotes and backslashes), for
// the commands CMake writes into compile_commands.json.
[[nodiscard]] std::vector<std::string> split_command_line(const std::string& command);

// The compiler's error lines, with template noise dropped and paths made
// relative to the submission folder.
// With `only_file`, only that file's errors.
[[nodiscard]] std::string summarize_compiler_errors(const std::string& log, const std::filesystem::path& submission_dir,
                                                    std::size_t max_errors = 8, const std::string& only_file = "");

}  // namespace grader
