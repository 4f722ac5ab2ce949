#include "grader/course/tamper.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

#include "grader/support/checksum.hpp"
#include "grader/support/course_layout.hpp"

namespace grader {
namespace {

std::string file_digest(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return sha256_hex(bytes.str());
}

}  // namespace

std::vector<std::string> find_tampered_files(const std::filesystem::path& released_root,
                                             const std::filesystem::path& submission_root,
                                             const std::string& assignment) {
  namespace fs = std::filesystem;
  const CourseLayout names = CourseLayout::names();
  const std::vector<fs::path> released_folders = {
      names.assignment(assignment), names.reference_set(assignment, "public"), "grader", "cmake", "scripts"};
  const std::vector<fs::path> released_files = {"CMakeLists.txt", "CMakePresets.json", "grade"};
  std::vector<fs::path> candidates = released_files;
  for (const auto& folder : released_folders) {
    std::error_code error;
    if (!fs::is_directory(released_root / folder, error)) continue;
    for (auto it = fs::recursive_directory_iterator(released_root / folder, error);
         !error && it != fs::recursive_directory_iterator(); it.increment(error)) {
      if (it->is_regular_file()) candidates.push_back(fs::relative(it->path(), released_root));
    }
  }
  std::vector<std::string> tampered;
  for (const auto& relative : candidates) {
    const fs::path theirs = submission_root / relative;
    std::error_code error;
    if (!fs::is_regular_file(theirs, error) || !fs::is_regular_file(released_root / relative, error)) continue;
    if (fs::equivalent(theirs, released_root / relative, error)) continue;  // the same file: grading its own tree
    if (file_digest(theirs) != file_digest(released_root / relative)) tampered.push_back(relative.string());
  }
  std::sort(tampered.begin(), tampered.end());
  return tampered;
}

std::string describe_tampered_files(const std::vector<std::string>& files) {
  std::string list;
  for (const auto& file : files) list += (list.empty() ? "" : ", ") + file;
  return "tamper check: " + std::to_string(files.size()) +
         " released files differ in the submission (grading used the released copies): " + list;
}

}  // namespace grader
