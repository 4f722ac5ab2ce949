#include "grader/build.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <iostream>

#include <fstream>
#include <sstream>

#include "grader/errors.hpp"
#include "grader/runner.hpp"

namespace grader {
namespace {

ProcessResult run_tool(const std::vector<std::string>& argv, const std::filesystem::path& workdir) {
  Limits limits;
  limits.timeout_seconds = 900;
  limits.memory_mb = 0;       // compilers need what they need
  limits.file_size_mb = 0;    // a precompiled header alone is over 100 MiB
  limits.output_kib = 4096;
  return run_limited(argv, workdir, limits);
}

std::string cmake_program() {
  for (const char* candidate : {"/usr/bin/cmake", "/usr/local/bin/cmake"}) {
    if (std::filesystem::exists(candidate)) return candidate;
  }
  throw GraderError(ExitCode::build_system_error, "cmake not found in /usr/bin or /usr/local/bin: install it with "
                                                  "`apt-get install cmake`");
}

}  // namespace

std::string summarize_compiler_errors(const std::string& log, const std::filesystem::path& submission_dir,
                                      std::size_t max_errors, const std::string& only_file) {
  const std::string prefix = submission_dir.string() + "/";
  std::istringstream lines(log);
  std::string line;
  std::string summary;
  std::size_t count = 0;
  std::size_t total = 0;
  while (std::getline(lines, line)) {
    const bool is_error = line.find("error:") != std::string::npos || line.find("undefined reference") != std::string::npos;
    if (!is_error || line.find("make") == 0 || line.find("gmake") == 0) continue;
    if (!only_file.empty() && line.find(prefix + only_file + ":") == std::string::npos) continue;
    ++total;
    if (count >= max_errors) continue;
    for (auto at = line.find(prefix); at != std::string::npos; at = line.find(prefix)) line.erase(at, prefix.size());
    // xtensor's types run to thousands of characters; the start says enough.
    if (line.size() > 300) line = line.substr(0, 300) + " [...]";
    summary += line + "\n";
    ++count;
  }
  if (total > count) summary += "(" + std::to_string(total - count) + " more errors not shown)\n";
  if (summary.empty() && !only_file.empty()) return summary;
  if (summary.empty()) {
    // No recognisable error line: show the end of the log.
    summary = log.size() > 2000 ? "[...]" + log.substr(log.size() - 2000) : log;
  }
  while (!summary.empty() && summary.back() == '\n') summary.pop_back();
  return summary;
}

namespace {

// The value CMakeCache.txt holds for a variable, if any.
std::string cached_value(const std::filesystem::path& build_dir, const std::string& name) {
  std::ifstream in(build_dir / "CMakeCache.txt");
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind(name + ":", 0) == 0) return line.substr(line.find('=') + 1);
  }
  return {};
}

void configure(const BuildRequest& request, const std::string& cmake, const std::string& fallback_files) {
  const bool configured = std::filesystem::exists(request.build_dir / "CMakeCache.txt");
  if (configured && cached_value(request.build_dir, "SUBMISSION_FALLBACK_FILES") == fallback_files) return;
  const ProcessResult result =
      run_tool({cmake, "-S", request.project_root.string(), "-B", request.build_dir.string(),
                "-DCMAKE_BUILD_TYPE=Release", "-DGRADER_BUILD_TESTS=OFF",
                "-DSUBMISSION_DIR=" + request.submission_dir.string(), "-DSUBMISSION_ASSIGNMENT=" + request.assignment,
                "-DSUBMISSION_FALLBACK_FILES=" + fallback_files},
               request.project_root);
  if (result.outcome != ProcessResult::Outcome::exited || result.exit_code != 0) {
    std::error_code ignored;
    std::filesystem::remove(request.build_dir / "CMakeCache.txt", ignored);
    throw GraderError(ExitCode::build_system_error, "configuring " + request.build_dir.string() + " failed (cmake " +
                                                        result.describe() + "):\n" + result.stdout_text +
                                                        result.stderr_text);
  }
}

bool build(const BuildRequest& request, const std::string& cmake, std::string& log) {
  const ProcessResult result = run_tool({cmake, "--build", request.build_dir.string(), "--target", "submission_harness",
                                         "-j", std::to_string(std::max<std::size_t>(1, request.jobs))},
                                        request.project_root);
  log += result.stdout_text + result.stderr_text;
  return result.outcome == ProcessResult::Outcome::exited && result.exit_code == 0;
}

}  // namespace

// Holds an exclusive lock on a build folder, so that two graders building
// the same submission at once take turns instead of corrupting the build.
class BuildLock {
 public:
  explicit BuildLock(const std::filesystem::path& build_dir) {
    const auto path = build_dir / ".grader-build.lock";
    fd_ = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd_ < 0) {
      throw GraderError(ExitCode::build_system_error, path.string() + ": cannot open the build lock (" +
                                                          std::strerror(errno) + ")");
    }
    if (::flock(fd_, LOCK_EX | LOCK_NB) != 0) {
      std::cerr << "Waiting for another grader that is building " << build_dir.string() << " ..." << std::endl;
      while (::flock(fd_, LOCK_EX) != 0 && errno == EINTR) {
      }
    }
  }
  ~BuildLock() { ::close(fd_); }  // closing releases the lock
  BuildLock(const BuildLock&) = delete;
  BuildLock& operator=(const BuildLock&) = delete;

 private:
  int fd_ = -1;
};

BuildOutcome build_harness(const BuildRequest& request) {
  BuildOutcome outcome;
  const std::string cmake = cmake_program();
  std::error_code error;
  std::filesystem::create_directories(request.build_dir, error);
  if (error) {
    throw GraderError(ExitCode::build_system_error,
                      request.build_dir.string() + ": cannot create the build folder (" + error.message() + ")");
  }
  const BuildLock lock(request.build_dir);
  outcome.harness = request.build_dir / "harnesses" / "submission_harness";
  configure(request, cmake, "");
  if (build(request, cmake, outcome.log)) {
    outcome.ok = true;
    return outcome;
  }
  // Which files did the compiler reject? Their errors name them.
  const std::string prefix = request.submission_dir.string() + "/";
  std::vector<std::string> broken;
  for (const auto& file : request.sources) {
    std::istringstream lines(outcome.log);
    std::string line;
    while (std::getline(lines, line)) {
      if (line.find(prefix + file + ":") != std::string::npos && line.find("error:") != std::string::npos) {
        broken.push_back(file);
        break;
      }
    }
  }
  outcome.errors = summarize_compiler_errors(outcome.log, request.submission_dir);
  if (broken.empty() || broken.size() == request.sources.size()) {
    return outcome;  // nothing to stand in for, or nothing left to grade
  }
  std::string fallback;
  for (const auto& file : broken) fallback += (fallback.empty() ? "" : ";") + file;
  configure(request, cmake, fallback);
  std::string second_log;
  if (build(request, cmake, second_log)) {
    outcome.ok = true;
    for (const auto& file : broken) {
      outcome.broken_files[file] = summarize_compiler_errors(outcome.log, request.submission_dir, 8, file);
    }
  }
  outcome.log += second_log;
  return outcome;
}

}  // namespace grader
