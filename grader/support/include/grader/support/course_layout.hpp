#pragma once
// The one door to the course's files: every path of the course repository
// the grader reads or writes is made here, nowhere else (scripts/check-style
// refuses a literal course path outside this file and course_layout.cpp).
//
//   assignments/<a>/            manifest.json, include/, template/ (the released template), src/adapter.cpp
//   assignments/course.json     the default assignment
//   docs/assignments/<a>.md     the assignment's own guide
//   solutions/<a>/              the course's solution (not in a student repository)
//   solutions/<a>/variants/<v>/ the solution written otherwise (loops where it has calls): more model
//                               answers for the error model, each with some of the solution's files
//   student_template/<a>/       what students start from
//   reference_values/<a>/<set>/ the reference sets (public, hidden); generate_<a>.py, published.json
//   build/prebuilt/<a>/         the template's build, reused by every submission's
//   build/oracle/<a>/           the solution built as the oracle of the examples made small
//   build/submissions/          ./grade's builds, one folder per submission
//   build/error_model/<a>/      the error model's builds
//
// A layout with an empty root (CourseLayout::names()) gives the same paths
// relative to the repository: the names messages and releases use.
#include <filesystem>
#include <string>
#include <vector>

namespace grader {

class CourseLayout {
 public:
  explicit CourseLayout(std::filesystem::path root) : root_(std::move(root)) {}
  // Paths relative to the repository's root ("solutions/attention").
  [[nodiscard]] static CourseLayout names() { return CourseLayout(std::filesystem::path()); }

  [[nodiscard]] const std::filesystem::path& root() const { return root_; }

  [[nodiscard]] std::filesystem::path assignments() const;
  [[nodiscard]] std::filesystem::path assignment(const std::string& name) const;
  [[nodiscard]] std::filesystem::path manifest(const std::string& name) const;
  [[nodiscard]] std::filesystem::path assignment_include(const std::string& name) const;
  // assignments/<a>/template/: the template as released (a student repository's course copy).
  [[nodiscard]] std::filesystem::path released_template(const std::string& name) const;
  // A file of assignments/ itself (CMakeLists.txt, pch_anchor.cpp).
  [[nodiscard]] std::filesystem::path assignments_file(const std::string& file) const;
  [[nodiscard]] std::filesystem::path course_file() const;
  // docs/assignments/<a>.md: the assignment's own guide.
  [[nodiscard]] std::filesystem::path assignment_guide(const std::string& name) const;

  [[nodiscard]] std::filesystem::path solutions() const;
  [[nodiscard]] std::filesystem::path solution(const std::string& name) const;
  [[nodiscard]] std::filesystem::path solution_variants(const std::string& name) const;

  [[nodiscard]] std::filesystem::path student_template() const;
  [[nodiscard]] std::filesystem::path student_template(const std::string& name) const;

  [[nodiscard]] std::filesystem::path reference_values() const;
  [[nodiscard]] std::filesystem::path reference_sets(const std::string& name) const;
  [[nodiscard]] std::filesystem::path reference_set(const std::string& name, const std::string& set) const;
  [[nodiscard]] std::filesystem::path published_sets() const;
  [[nodiscard]] std::filesystem::path generator(const std::string& name) const;

  [[nodiscard]] std::filesystem::path prebuilt(const std::string& name) const;
  [[nodiscard]] std::filesystem::path oracle(const std::string& name) const;
  [[nodiscard]] std::filesystem::path submission_builds() const;
  [[nodiscard]] std::filesystem::path error_model_builds(const std::string& name) const;

  // What a student's build may read of the course, by name below the root:
  // never reference_values/, solutions/, tests/ or .git.
  [[nodiscard]] static std::vector<std::string> student_build_inputs();

 private:
  std::filesystem::path root_;
};

}  // namespace grader
