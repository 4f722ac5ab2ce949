#pragma once
// `grade new NAME`: a new assignment from the course's skeleton
// (grader/course/skeleton/, its README says which file goes where): the
// manifest, API header, adapter and CMake file, a fenced solution and the
// template made from it, a reference generator (and, when NumPy is there,
// its sets), the test suite, three correct variants and the student's
// guide. It configures, builds, grades its template to 0 and its solution
// to full marks as written; the instructor then replaces its ops with theirs.
#include <filesystem>
#include <string>
#include <vector>

namespace grader {

struct NewAssignment {
  std::vector<std::string> written;  // relative to the course root, in the order written
  bool references_written = false;   // the generator ran (NumPy found)
  std::string generator_problem;     // why it did not, and the command to run
};

// Refuses (GraderError usage) a name that is not a lower-case C++
// identifier or that any of the files it would write already has, before
// writing anything.
[[nodiscard]] NewAssignment write_new_assignment(const std::filesystem::path& root, const std::string& name);

}  // namespace grader
