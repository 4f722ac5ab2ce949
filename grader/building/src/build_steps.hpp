#pragma once
// The phases of a submission's build (internal to grader::building): the
// HarnessBuilder prepares the template (build_template.cpp: CMake, the link
// recipe, the fingerprints that decide reuse), then builds each submission
// and mends what does not compile (build.cpp), each compile under the limits
// and as the sandbox's user (build_limits.cpp), its errors summarised for the
// student (build_errors.cpp).
#include <filesystem>
#include <string>
#include <vector>

#include "grader/building/build.hpp"
#include "grader/execution/runner.hpp"
#include "grader/execution/sandbox.hpp"
#include "grader/source/fences.hpp"

namespace grader {
namespace build_steps {

// --- the limits and the sandbox's user (build_limits.cpp) ------------------------

// A build tool on course code, as the grader: generous limits.
ProcessResult run_tool(const std::vector<std::string>& argv, const std::filesystem::path& workdir,
                       const RunWatch* watch = nullptr);

// A build tool on student code: in the sandbox (seeing only `view`), as
// the sandbox's user, with the student build limits.
ProcessResult run_student_tool(const std::vector<std::string>& argv, const std::filesystem::path& workdir,
                               const Sandbox* sandbox, const BuildView& view, const RunWatch& watch);

// The sandbox's user (nobody, when the grader is root) must write the build folder.
void hand_to_sandbox_user(const std::filesystem::path& dir, const Sandbox* sandbox);

// After the build, the folder is the grader's again, writable by it alone.
void take_back_from_sandbox_user(const std::filesystem::path& dir, const Sandbox* sandbox);

// --- what a student reads (build_errors.cpp) -------------------------------------

// Region `fence` of the student's `file` (`text`), blamed by `errors`.
BrokenRegion broken_region(const std::string& file, const std::string& text, const Fence& fence,
                           const std::string& errors);

// What a student reads for `file`, which did not compile.
std::string broken_file_errors(const std::string& file, const std::string& log, const std::string& limit,
                               const std::filesystem::path& submission_dir);

// --- the template and the fingerprints (build_template.cpp) ----------------------

std::string substitute(const std::string& word, const std::map<std::string, std::string>& values);

// A file of the template's build: its size and time, for "has it been rebuilt since".
std::string build_fingerprint(const std::filesystem::path& path);

// Every regular file of a submission folder, by name.
std::string folder_listing(const std::filesystem::path& dir);

// What an object was made from, to decide whether it can be reused.
std::string object_inputs(const std::string& command_line, const std::filesystem::path& depfile,
                          const std::filesystem::path& compile_dir);

// True when `inputs` (as object_inputs() wrote them) still hold.
bool inputs_unchanged(const std::string& inputs, const std::string& command_line);

// A command's words, joined with NULs (for a fingerprint).
std::string joined(const std::vector<std::string>& argv);

}  // namespace build_steps
}  // namespace grader
