#include "grader/support/programs.hpp"

#include <unistd.h>

#include <cstdlib>

namespace grader {

std::optional<std::string> find_installed_program(const std::string& name, const char* override_variable) {
  if (override_variable != nullptr) {
    const char* given = std::getenv(override_variable);
    if (given != nullptr && *given != '\0') return std::string(given);
  }
  for (const char* folder : program_folders) {
    const std::string candidate = folder + name;
    if (::access(candidate.c_str(), X_OK) == 0) return candidate;
  }
  return std::nullopt;
}

std::string installed_program(const std::string& name, ExitCode error, const std::string& what_for) {
  if (auto found = find_installed_program(name)) return *found;
  std::string folders;
  for (std::size_t i = 0; i < program_folders.size(); ++i) {
    std::string folder = program_folders[i];
    folder.pop_back();
    folders += (i == 0 ? "" : i + 1 == program_folders.size() ? " or " : ", ") + folder;
  }
  throw GraderError(error, name + " not found in " + folders + ": " + what_for);
}

std::string python_program() { return find_installed_program("python3", "GRADER_PYTHON").value_or("/usr/bin/python3"); }

}  // namespace grader
