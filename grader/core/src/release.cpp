#include "grader/release.hpp"

#include <sstream>

#include "grader/errors.hpp"
#include "grader/json_file.hpp"

namespace grader {
namespace {

constexpr const char* region_start = "YOUR CODE STARTS HERE";
constexpr const char* region_end = "YOUR CODE ENDS HERE";
constexpr const char* stub_prefix = "// STUB: ";
constexpr const char* solution_only_begin = "// SOLUTION ONLY BEGIN";
constexpr const char* solution_only_end = "// SOLUTION ONLY END";

bool contains(const std::string& line, const char* marker) { return line.find(marker) != std::string::npos; }

}  // namespace

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
  while (std::getline(in, line)) {
    ++number;
    if (contains(line, solution_only_begin)) {
      if (in_region || in_solution_only) fail(number, "SOLUTION ONLY BEGIN inside another block");
      in_solution_only = true;
      open_line = number;
      continue;
    }
    if (contains(line, solution_only_end)) {
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
    if (contains(line, region_start)) {
      if (in_region) fail(number, "YOUR CODE STARTS HERE inside another fence (opened on line " +
                                      std::to_string(open_line) + ")");
      in_region = true;
      region_has_stub = false;
      open_line = number;
      out += line + "\n";
      continue;
    }
    if (contains(line, region_end)) {
      if (!in_region) fail(number, "YOUR CODE ENDS HERE without a STARTS HERE");
      if (!region_has_stub) fail(open_line, "this fence has no \"// STUB: \" line for the student version");
      in_region = false;
      out += line + "\n";
      continue;
    }
    if (in_region) {
      const auto at = line.find(stub_prefix);
      if (at != std::string::npos && line.find_first_not_of(' ') == at) {
        out += line.substr(0, at) + line.substr(at + std::string(stub_prefix).size()) + "\n";
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
  for (const auto& source : sources) {
    const auto solution = root / "solutions" / assignment / source;
    const auto student = root / "student_template" / assignment / source;
    const std::string generated =
        make_student_file(read_file_bytes(solution, ExitCode::submission_error), "solutions/" + assignment + "/" + source);
    std::string current;
    if (std::filesystem::exists(student)) current = read_file_bytes(student, ExitCode::submission_error);
    if (current == generated) continue;
    result.changed.push_back("student_template/" + assignment + "/" + source);
    if (write) {
      std::filesystem::create_directories(student.parent_path());
      write_file_atomically(student, generated);
    }
  }
  return result;
}

}  // namespace grader
