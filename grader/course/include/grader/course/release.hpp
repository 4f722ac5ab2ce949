#pragma once
// One source of truth for solution and template: each solution file carries
// the template's text, its own bodies between the fences
//   // YOUR CODE STARTS HERE (~N lines)   ...   // YOUR CODE ENDS HERE
// with the stub written as "// STUB: <code>" lines inside the fence, and
// solution-only helpers between "// SOLUTION ONLY BEGIN" and "// SOLUTION
// ONLY END". The student file is the solution file with each fence's body
// replaced by its stub and the solution-only blocks removed.
#include <filesystem>
#include <string>
#include <vector>

namespace grader {

// The student version of one solution file. Throws GraderError(manifest_error)
// naming `name` and the line of a malformed fence.
[[nodiscard]] std::string make_student_file(const std::string& solution_text, const std::string& name);

struct ReleaseResult {
  std::vector<std::string> changed;  // template files that differ from what the solution generates
};

// Generates student_template/<assignment>/<source> from
// solutions/<assignment>/<source> for every source; with `write`, writes the
// ones that differ (atomically), otherwise only lists them.
[[nodiscard]] ReleaseResult release_template(const std::filesystem::path& root, const std::string& assignment,
                                             const std::vector<std::string>& sources, bool write);

struct Manifest;

// The course's own copy of an assignment's template, never the folder a
// student edits: a release's assignments/<assignment>/template/, else, in the
// course repository, the template as solutions/<assignment>/ generates it,
// written into build/prebuilt/<assignment>/template/ (a file only when it
// changed, so the template is not rebuilt); student_template/<assignment>/
// only in a tree that has neither. Its stubs stand in for a missing student
// file or one that does not compile, and the course's code is built with it.
[[nodiscard]] std::filesystem::path course_template(const std::filesystem::path& root, const Manifest& manifest);

// The commands a student is shown for one assignment (docs/student-guide.md's
// "Getting started", a released README): a ```sh block whose --task lines
// use the assignment's own task ids.
[[nodiscard]] std::string student_commands(const Manifest& manifest);

// docs/student-guide.md for one assignment's repository: the block after
// the line "<!-- commands: generated for each assignment ..." up to
// "<!-- end of commands -->" becomes student_commands(manifest). The guide
// committed in the course repository holds the default assignment's.
[[nodiscard]] std::string student_guide_for(const std::string& guide, const Manifest& manifest);

// What a release writes beyond the template itself.
enum class ReleaseKind {
  student_repository,  // release --out DIR: what students clone (public references only)
  gradescope_bundle,   // release --gradescope FILE.zip: the same, the hidden references, setup.sh, run_autograder
};

// Writes the files of a release into `out`, which must not exist yet: the
// grader, the assignment's manifest, provided code and public references,
// the student template generated from the solution, the student docs and
// the files of distribution/. Never the solutions, the generator or (for a
// student repository) the hidden references. Written into a temporary
// folder first and renamed, so a failed release leaves nothing behind.
// Returns the files written, relative to `out`.
std::vector<std::string> write_release(const std::filesystem::path& root, const Manifest& manifest,
                                       const std::filesystem::path& out, ReleaseKind kind);

}  // namespace grader
