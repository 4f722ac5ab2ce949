#include "grader/course/new_assignment.hpp"

#include <algorithm>
#include <regex>

#include "grader/assessment/manifest.hpp"
#include "grader/course/release.hpp"
#include "grader/execution/runner.hpp"
#include "grader/grading/validation.hpp"
#include "grader/support/course_layout.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"
#include "grader/support/programs.hpp"

namespace grader {
namespace fs = std::filesystem;
namespace {

// `text` with every "@NAME@" replaced by `name`.
std::string with_name(std::string text, const std::string& name) {
  for (std::size_t at = text.find("@NAME@"); at != std::string::npos; at = text.find("@NAME@", at + name.size())) {
    text.replace(at, 6, name);
  }
  return text;
}

// Where each skeleton file goes, "@NAME@" replaced (and ".in" dropped).
std::vector<std::pair<fs::path, fs::path>> skeleton_files(const fs::path& skeleton, const std::string& name) {
  const auto target_of = [&](const fs::path& relative) -> fs::path {
    std::string path = with_name(relative.generic_string(), name);
    if (path.size() > 3 && path.compare(path.size() - 3, 3, ".in") == 0) path.resize(path.size() - 3);
    const CourseLayout names = CourseLayout::names();
    const std::vector<std::pair<std::string, std::string>> places = {
        {"assignment/", names.assignment(name).string() + "/"},
        {"solution/assignment.cpp", (names.solution(name) / (name + ".cpp")).string()},
        {"generator/generate.py", names.generator(name).string()},
        {"tests/suite.json", "tests/assignments/" + name + ".json"},
        {"tests/alternatives/", "tests/alternatives/" + name + "/"},
        {"docs/assignment.md", names.assignment_guide(name).string()}};
    for (const auto& [from, to] : places) {
      if (path.rfind(from, 0) == 0) return to + path.substr(from.size());
    }
    return {};  // README.md: the skeleton's own
  };
  std::vector<std::pair<fs::path, fs::path>> files;
  for (const auto& entry : fs::recursive_directory_iterator(skeleton)) {
    if (!entry.is_regular_file()) continue;
    const fs::path target = target_of(entry.path().lexically_relative(skeleton));
    if (!target.empty()) files.emplace_back(entry.path(), target);
  }
  std::sort(files.begin(), files.end());
  return files;
}

// Runs the new generator with the course's Python (python_program()): the course's own code.
std::string run_generator(const fs::path& root, const std::string& name) {
  const fs::path python = python_program();
  const std::string generator = CourseLayout::names().generator(name).string();
  const std::string command = python.string() + " " + generator;
  if (!fs::exists(python)) {
    return "no " + python.string() + ": install python3 and python3-numpy, then run " + command;
  }
  Limits limits;
  limits.timeout_seconds = 300;
  limits.memory_mb = 0;
  limits.file_size_mb = 0;
  const auto ran = run_limited({python.string(), generator}, root, limits);
  if (ran.outcome == ProcessResult::Outcome::exited && ran.exit_code == 0) return {};
  return "the generator failed (" + ran.describe() + "): " + ran.stderr_text.substr(0, 2000) +
         "\nInstall python3-numpy (scripts/setup-deps --test) and run " + command;
}

}  // namespace

NewAssignment write_new_assignment(const fs::path& root, const std::string& name) {
  static const std::regex identifier("[a-z][a-z0-9_]{0,39}");
  if (!std::regex_match(name, identifier)) {
    throw GraderError(ExitCode::usage, "new " + name +
                                           ": an assignment's name is a lower-case C++ identifier (a letter, then "
                                           "letters, digits or _; at most 40), such as cross_attention");
  }
  const fs::path skeleton = root / "grader" / "course" / "skeleton";
  if (!fs::is_directory(skeleton)) {
    throw GraderError(ExitCode::usage, "new: " + skeleton.string() +
                                           " is not here: ./grade new runs in the course repository, not in a "
                                           "student repository");
  }
  const auto files = skeleton_files(skeleton, name);
  const CourseLayout names = CourseLayout::names();
  for (const fs::path& place :
       {names.assignment(name), names.solution(name), names.student_template(name), names.reference_sets(name)}) {
    if (fs::exists(root / place)) {
      throw GraderError(ExitCode::usage, "new " + name + ": " + (root / place).string() +
                                             " already exists: choose another name, nothing was written");
    }
  }
  for (const auto& [from, to] : files) {
    if (fs::exists(root / to)) {
      throw GraderError(ExitCode::usage, "new " + name + ": " + (root / to).string() +
                                             " already exists: choose another name, nothing was written");
    }
  }
  NewAssignment made;
  for (const auto& [from, to] : files) {
    fs::create_directories((root / to).parent_path());
    write_file_atomically(root / to, with_name(read_file_bytes(from, ExitCode::internal_error), name));
    made.written.push_back(to.generic_string());
  }
  const auto manifest = load_assignment(root, name);
  for (const auto& file : release_template(root, name, template_files(manifest), true).changed) {
    made.written.push_back(file);
  }
  made.generator_problem = run_generator(root, name);
  made.references_written = made.generator_problem.empty();
  if (made.references_written) {
    made.written.push_back(names.reference_set(name, "public").string() + "/");
    made.written.push_back(names.reference_set(name, "hidden").string() + "/");
  }
  return made;
}

}  // namespace grader
