#include "grader/course/release.hpp"

#include <algorithm>
#include <sstream>
#include <utility>
#include <vector>

#include "grader/assessment/manifest.hpp"
#include "grader/grading/validation.hpp"
#include "grader/reports/reports.hpp"
#include "grader/source/fences.hpp"
#include "grader/support/course_layout.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"

namespace grader {

std::string make_student_file(const std::string& solution_text, const std::string& name) {
  std::istringstream in(solution_text);
  std::string line;
  std::string out;
  std::size_t number = 0;
  std::size_t open_line = 0;  // line of the fence or block being read, 0: none
  bool in_region = false;
  bool in_solution_only = false;
  bool region_has_stub = false;
  bool skip_blank = false;
  auto fail = [&](std::size_t at, const std::string& problem) {
    throw GraderError(ExitCode::manifest_error, name + ":" + std::to_string(at) + ": " + problem);
  };
  // The fence grammar (grader/source/fences.hpp), line by line.
  while (std::getline(in, line)) {
    ++number;
    const FenceMark mark = fence_mark(line);
    if (mark == FenceMark::solution_only_begin) {
      if (in_region || in_solution_only) fail(number, "SOLUTION ONLY BEGIN inside another block");
      in_solution_only = true;
      open_line = number;
      continue;
    }
    if (mark == FenceMark::solution_only_end) {
      if (!in_solution_only) fail(number, "SOLUTION ONLY END without a BEGIN");
      in_solution_only = false;
      // The block stood between two blank lines: keep one of them.
      skip_blank = out.size() >= 2 && out.compare(out.size() - 2, 2, "\n\n") == 0;
      continue;
    }
    if (skip_blank) {
      skip_blank = false;
      if (line.empty()) continue;
    }
    if (in_solution_only) continue;
    if (mark == FenceMark::region_start) {
      if (in_region)
        fail(number, "YOUR CODE STARTS HERE inside another fence (opened on line " + std::to_string(open_line) + ")");
      in_region = true;
      region_has_stub = false;
      open_line = number;
      out += line + "\n";
      continue;
    }
    if (mark == FenceMark::region_end) {
      if (!in_region) fail(number, "YOUR CODE ENDS HERE without a STARTS HERE");
      if (!region_has_stub) fail(open_line, "this fence has no \"// STUB: \" line for the student version");
      in_region = false;
      out += line + "\n";
      continue;
    }
    if (in_region) {
      if (const auto stub = stub_line(line)) {
        out += *stub + "\n";
        region_has_stub = true;
      }
      continue;  // the solution's own lines
    }
    out += line + "\n";
  }
  if (in_region) fail(open_line, "YOUR CODE STARTS HERE is never closed");
  if (in_solution_only) fail(open_line, "SOLUTION ONLY BEGIN is never closed");
  // Keep the solution's final-newline convention.
  if (!solution_text.empty() && solution_text.back() != '\n' && !out.empty()) out.pop_back();
  return out;
}

ReleaseResult release_template(const std::filesystem::path& root, const std::string& assignment,
                               const std::vector<std::string>& sources, bool write) {
  ReleaseResult result;
  const CourseLayout course(root);
  const CourseLayout names = CourseLayout::names();
  for (const auto& source : sources) {
    const auto solution = course.solution(assignment) / source;
    const auto student = course.student_template(assignment) / source;
    const std::string generated = make_student_file(read_file_bytes(solution, ExitCode::submission_error),
                                                    (names.solution(assignment) / source).string());
    std::string current;
    if (std::filesystem::exists(student)) current = read_file_bytes(student, ExitCode::submission_error);
    if (current == generated) continue;
    result.changed.push_back((names.student_template(assignment) / source).string());
    if (write) {
      std::filesystem::create_directories(student.parent_path());
      write_file_atomically(student, generated);
    }
  }
  return result;
}

std::filesystem::path course_template(const std::filesystem::path& root, const Manifest& manifest) {
  const CourseLayout course(root);
  std::filesystem::path released = course.released_template(manifest.assignment);
  if (std::filesystem::is_directory(released)) return released;
  const std::filesystem::path solutions = course.solution(manifest.assignment);
  if (!std::filesystem::is_directory(solutions)) return course.student_template(manifest.assignment);
  std::filesystem::path generated = course.prebuilt(manifest.assignment) / "template";
  for (const auto& file : template_files(manifest)) {
    write_if_changed(generated / file,
                     make_student_file(read_file_bytes(solutions / file, ExitCode::submission_error),
                                       (CourseLayout::names().solution(manifest.assignment) / file).string()));
  }
  return generated;
}

namespace {

constexpr const char* commands_begin = "<!-- commands: generated for each assignment";
constexpr const char* commands_end = "<!-- end of commands -->";

// One line of the commands block: the command, its comment from column 38.
std::string command_line(const std::string& command, const std::string& comment) {
  std::string line = command;
  line.resize(std::max<std::size_t>(line.size() + 1, 37), ' ');
  return line + "# " + comment + "\n";
}

}  // namespace

std::string student_commands(const Manifest& manifest) {
  std::string ids;
  for (const auto& task : manifest.tasks) ids += (ids.empty() ? "" : ", ") + task.id;
  std::string block = "```sh\n";
  if (!manifest.tasks.empty()) {
    const std::string& first = manifest.tasks.front().id;
    block += command_line("./grade --task " + first, "one task only (" + manifest.assignment + "'s: " + ids + ")");
    if (manifest.tasks.size() > 1) {
      block += command_line("./grade --task " + first + " --task " + manifest.tasks[1].id, "two tasks");
    }
  }
  block += command_line("./grade --watch", "regrade every time you save a file (Ctrl-C to stop)");
  block += command_line("./grade --html report.html", "also a page of the report (heatmaps where drawn)");
  block += command_line("./grade --json results.json", "also Gradescope's results.json");
  block += command_line("./grade --submission ~/my-copy", "a copy of the template elsewhere");
  block += command_line("./grade --list", "the assignments, their task ids and files");
  block += command_line("./grade --help", "every option and exit code");
  return block + "```\n";
}

std::string student_guide_for(const std::string& guide, const Manifest& manifest) {
  const auto begin = guide.find(commands_begin);
  if (begin == std::string::npos) return guide;
  const auto body = guide.find('\n', begin);
  const auto end = guide.find(commands_end, begin);
  if (body == std::string::npos || end == std::string::npos) return guide;
  return guide.substr(0, body + 1) + student_commands(manifest) + guide.substr(end);
}

namespace {

namespace fs = std::filesystem;

std::string replace_all(std::string text, const std::string& from, const std::string& to) {
  for (auto at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) {
    text.replace(at, from.size(), to);
  }
  return text;
}

class ReleaseWriter {
 public:
  ReleaseWriter(fs::path root, fs::path staging) : root_(std::move(root)), staging_(std::move(staging)) {}

  // A file of the repository, as it is (permissions kept: ./grade stays executable).
  void copy(const fs::path& relative) { copy_to(root_ / relative, relative); }

  // Every file below a folder of the repository.
  // Every file under `relative`, but those under `except` (relative too).
  void copy_tree(const fs::path& relative, const fs::path& except = {}) {
    const fs::path from = root_ / relative;
    if (!fs::is_directory(from)) {
      throw GraderError(ExitCode::output_error, from.string() + ": missing from the repository, cannot release it");
    }
    std::vector<fs::path> files;
    for (const auto& entry : fs::recursive_directory_iterator(from)) {
      const fs::path inside = fs::relative(entry.path(), root_);
      const bool left_out =
          !except.empty() &&
          std::mismatch(except.begin(), except.end(), inside.begin(), inside.end()).first == except.end();
      if (entry.is_regular_file() && !left_out) files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    for (const auto& file : files) copy_to(file, relative / fs::relative(file, from));
  }

  void copy_to(const fs::path& from, const fs::path& relative) {
    const fs::path to = staging_ / relative;
    fs::create_directories(to.parent_path());
    fs::copy_file(from, to, fs::copy_options::overwrite_existing);
    written_.push_back(relative.generic_string());
  }

  void write(const fs::path& relative, const std::string& text, bool executable = false) {
    const fs::path to = staging_ / relative;
    fs::create_directories(to.parent_path());
    write_file_atomically(to, text);
    if (executable)
      fs::permissions(to, fs::perms::owner_exec | fs::perms::group_exec | fs::perms::others_exec,
                      fs::perm_options::add);
    written_.push_back(relative.generic_string());
  }

  [[nodiscard]] const std::vector<std::string>& written() const { return written_; }

 private:
  fs::path root_;
  fs::path staging_;
  std::vector<std::string> written_;
};

// ---------------------------------------------------------------- the phases

// The course's files a release carries as they are: the build, the docs,
// the pinned libraries, the assignment and its public set (and, for
// Gradescope, the hidden set and the solution's code files).
void copy_course_files(ReleaseWriter& writer, const fs::path& root, const Manifest& manifest, ReleaseKind kind) {
  const std::string& assignment = manifest.assignment;
  const CourseLayout names = CourseLayout::names();
  for (const fs::path& file :
       {fs::path("CMakeLists.txt"), fs::path("CMakePresets.json"), fs::path(".clang-format"), fs::path(".clangd"),
        fs::path(".gitignore"), fs::path("grade"), fs::path("scripts/setup-deps"),
        names.assignments_file("CMakeLists.txt"), names.assignments_file("pch_anchor.cpp")}) {
    writer.copy(file);
  }
  // The student guide, its commands those of this assignment (its task ids).
  writer.write(
      fs::path("docs") / "student-guide.md",
      student_guide_for(read_file_bytes(root / "docs" / "student-guide.md", ExitCode::output_error), manifest));
  writer.copy_tree("cmake");
  // The skeleton of `grade new` is the course's, for writing assignments.
  writer.copy_tree("grader", fs::path("grader") / "course" / "skeleton");
  writer.copy_tree("third_party");  // the pinned xtensor, xsimd, nlohmann/json and CLI11 the course grades with
  writer.copy_tree(names.assignment(assignment));
  // The assignment's own guide, beside the general docs/student-guide.md.
  const fs::path guide = names.assignment_guide(assignment);
  if (fs::is_regular_file(root / guide)) writer.copy(guide);
  writer.copy_tree(names.reference_set(assignment, "public"));
  if (kind == ReleaseKind::gradescope_bundle) {
    writer.copy_tree(names.reference_set(assignment, "hidden"));
    // The published hidden sets' checksums: run_autograder warns the instructor when it grades with one.
    const fs::path published = names.published_sets();
    if (fs::is_regular_file(root / published)) writer.copy(published);
    // The solution's code files, which setup.sh builds as the oracle failed tasks'
    // examples are made small against, then keeps from every other user (as the hidden set).
    for (const auto& file : manifest.sources) writer.copy(names.solution(assignment) / file);
  }
}

// The assignment's template files, made from the solution.
void write_templates(ReleaseWriter& writer, const fs::path& root, const Manifest& manifest) {
  const std::string& assignment = manifest.assignment;
  const CourseLayout names = CourseLayout::names();
  // The template as the solution generates it now, not whatever is committed:
  // in student_template/ for the student to edit, and in assignments/<name>/template/
  // as the course's own copy, which the harness builder compiles for the stubs
  // that stand in for a file that does not compile (the student's is not a stub).
  for (const auto& file : template_files(manifest)) {
    const fs::path solution = root / names.solution(assignment) / file;
    const std::string text = make_student_file(read_file_bytes(solution, ExitCode::submission_error),
                                               (names.solution(assignment) / file).string());
    writer.write(names.student_template(assignment) / file, text);
    writer.write(names.released_template(assignment) / file, text);
  }
}

// The distribution's overlay (student repository or Gradescope bundle),
// its placeholders filled with the assignment's names and task ids.
void write_overlay(ReleaseWriter& writer, const fs::path& root, const Manifest& manifest, ReleaseKind kind) {
  const std::string& assignment = manifest.assignment;
  const fs::path overlay = root / "distribution" / (kind == ReleaseKind::gradescope_bundle ? "gradescope" : "student");
  std::vector<fs::path> extra;
  for (const auto& entry : fs::recursive_directory_iterator(overlay)) {
    if (entry.is_regular_file()) extra.push_back(entry.path());
  }
  std::sort(extra.begin(), extra.end());
  std::string task_ids;
  for (const auto& task : manifest.tasks) task_ids += (task_ids.empty() ? "" : ", ") + task.id;
  const std::string first_task = manifest.tasks.empty() ? "" : manifest.tasks.front().id;
  for (const auto& file : extra) {
    std::string text = read_file_bytes(file, ExitCode::output_error);
    for (const auto& [placeholder, value] :
         std::vector<std::pair<std::string, std::string>>{{"@ASSIGNMENT@", assignment},
                                                          {"@TITLE@", manifest.title},
                                                          {"@MAX_POINTS@", format_points(manifest.max_score())},
                                                          {"@FIRST_TASK@", first_task},
                                                          {"@TASK_IDS@", task_ids}}) {
      text = replace_all(text, placeholder, value);
    }
    const bool executable = (fs::status(file).permissions() & fs::perms::owner_exec) != fs::perms::none;
    writer.write(fs::relative(file, overlay), text, executable);
  }
}

}  // namespace

std::vector<std::string> write_release(const fs::path& root, const Manifest& manifest, const fs::path& out,
                                       ReleaseKind kind) {
  if (fs::exists(out)) {
    throw GraderError(ExitCode::output_error, out.string() + ": already exists; remove it or choose another folder");
  }
  const fs::path parent = out.has_parent_path() ? out.parent_path() : fs::path(".");
  if (!fs::is_directory(parent)) {
    throw GraderError(ExitCode::output_error, out.string() + ": its folder " + parent.string() + " does not exist");
  }
  const fs::path staging = parent / ("." + out.filename().string() + ".partial");
  fs::remove_all(staging);
  ReleaseWriter writer(root, staging);
  try {
    copy_course_files(writer, root, manifest, kind);
    write_templates(writer, root, manifest);
    write_overlay(writer, root, manifest, kind);
    fs::rename(staging, out);
  } catch (...) {
    std::error_code ignored;
    fs::remove_all(staging, ignored);
    throw;
  }
  return writer.written();
}

}  // namespace grader
