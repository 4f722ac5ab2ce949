#pragma once
// Tamper evidence: a submission that is a whole clone of the course
// repository carries its own copies of the released files (manifest, public
// references, provided code, the grader). Grading never uses those copies;
// this lists the ones that differ from the released files, for the instructor.
#include <filesystem>
#include <string>
#include <vector>

namespace grader {

// Relative paths of released files (below `released_root`) whose copy below
// `submission_root` exists and differs by SHA-256. Hidden references are
// never compared: they are not released.
[[nodiscard]] std::vector<std::string> find_tampered_files(const std::filesystem::path& released_root,
                                                           const std::filesystem::path& submission_root,
                                                           const std::string& assignment);

// The report's note for those files, the same on every path.
[[nodiscard]] std::string describe_tampered_files(const std::vector<std::string>& files);

}  // namespace grader
