#include "grader/build.hpp"

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
                                      std::size_t max_errors) {
  const std::string prefix = submission_dir.string() + "/";
  std::istringstream lines(log);
  std::string line;
  std::string summary;
  std::size_t count = 0;
  std::size_t total = 0;
  while (std::getline(lines, line)) {
    const bool is_error = line.find("error:") != std::string::npos || line.find("undefined reference") != std::string::npos;
    if (!is_error || line.find("make") == 0 || line.find("gmake") == 0) continue;
    ++total;
    if (count >= max_errors) continue;
    for (auto at = line.find(prefix); at != std::string::npos; at = line.find(prefix)) line.erase(at, prefix.size());
    // xtensor's types run to thousands of characters; the start says enough.
    if (line.size() > 300) line = line.substr(0, 300) + " [...]";
    summary += line + "\n";
    ++count;
  }
  if (total > count) summary += "(" + std::to_string(total - count) + " more errors not shown)\n";
  if (summary.empty()) {
    // No recognisable error line: show the end of the log.
    summary = log.size() > 2000 ? "[...]" + log.substr(log.size() - 2000) : log;
  }
  while (!summary.empty() && summary.back() == '\n') summary.pop_back();
  return summary;
}

BuildOutcome build_harness(const BuildRequest& request) {
  BuildOutcome outcome;
  const std::string cmake = cmake_program();
  std::error_code error;
  std::filesystem::create_directories(request.build_dir, error);
  if (error) {
    throw GraderError(ExitCode::build_system_error,
                      request.build_dir.string() + ": cannot create the build folder (" + error.message() + ")");
  }
  if (!std::filesystem::exists(request.build_dir / "CMakeCache.txt")) {
    const ProcessResult configure =
        run_tool({cmake, "-S", request.project_root.string(), "-B", request.build_dir.string(),
                  "-DCMAKE_BUILD_TYPE=Release", "-DGRADER_BUILD_TESTS=OFF",
                  "-DSUBMISSION_DIR=" + request.submission_dir.string(), "-DSUBMISSION_ASSIGNMENT=" + request.assignment},
                 request.project_root);
    if (configure.outcome != ProcessResult::Outcome::exited || configure.exit_code != 0) {
      std::filesystem::remove(request.build_dir / "CMakeCache.txt", error);
      throw GraderError(ExitCode::build_system_error, "configuring " + request.build_dir.string() + " failed (cmake " +
                                                          configure.describe() + "):\n" + configure.stdout_text +
                                                          configure.stderr_text);
    }
  }
  const ProcessResult build = run_tool({cmake, "--build", request.build_dir.string(), "--target", "submission_harness",
                                        "-j", std::to_string(std::max<std::size_t>(1, request.jobs))},
                                       request.project_root);
  outcome.log = build.stdout_text + build.stderr_text;
  outcome.harness = request.build_dir / "harnesses" / "submission_harness";
  outcome.ok = build.outcome == ProcessResult::Outcome::exited && build.exit_code == 0 &&
               std::filesystem::exists(outcome.harness);
  if (!outcome.ok) outcome.errors = summarize_compiler_errors(outcome.log, request.submission_dir);
  return outcome;
}

}  // namespace grader
