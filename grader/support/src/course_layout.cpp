#include "grader/support/course_layout.hpp"

namespace grader {

namespace fs = std::filesystem;

fs::path CourseLayout::assignments() const { return root_ / "assignments"; }
fs::path CourseLayout::assignment(const std::string& name) const { return assignments() / name; }
fs::path CourseLayout::manifest(const std::string& name) const { return assignment(name) / "manifest.json"; }
fs::path CourseLayout::assignment_include(const std::string& name) const { return assignment(name) / "include"; }
fs::path CourseLayout::released_template(const std::string& name) const { return assignment(name) / "template"; }
fs::path CourseLayout::assignments_file(const std::string& file) const { return assignments() / file; }
fs::path CourseLayout::course_file() const { return assignments() / "course.json"; }
fs::path CourseLayout::assignment_guide(const std::string& name) const {
  return root_ / "docs" / "assignments" / (name + ".md");
}

fs::path CourseLayout::solutions() const { return root_ / "solutions"; }
fs::path CourseLayout::solution(const std::string& name) const { return solutions() / name; }
fs::path CourseLayout::solution_variants(const std::string& name) const { return solution(name) / "variants"; }

fs::path CourseLayout::student_template() const { return root_ / "student_template"; }
fs::path CourseLayout::student_template(const std::string& name) const { return student_template() / name; }

fs::path CourseLayout::reference_values() const { return root_ / "reference_values"; }
fs::path CourseLayout::reference_sets(const std::string& name) const { return reference_values() / name; }
fs::path CourseLayout::reference_set(const std::string& name, const std::string& set) const {
  return reference_sets(name) / set;
}
fs::path CourseLayout::published_sets() const { return reference_values() / "published.json"; }
fs::path CourseLayout::generator(const std::string& name) const {
  return reference_values() / ("generate_" + name + ".py");
}

fs::path CourseLayout::prebuilt(const std::string& name) const { return root_ / "build" / "prebuilt" / name; }
fs::path CourseLayout::oracle(const std::string& name) const { return root_ / "build" / "oracle" / name; }
fs::path CourseLayout::submission_builds() const { return root_ / "build" / "submissions"; }
fs::path CourseLayout::error_model_builds(const std::string& name) const {
  return root_ / "build" / "error_model" / name;
}

std::vector<std::string> CourseLayout::student_build_inputs() {
  return {"CMakeLists.txt", "cmake", "grader", "assignments", "third_party", "student_template"};
}

}  // namespace grader
