// The build limits and the sandbox's user: the limits of a student's
// compile and their descriptions (student_build_limits, describe_build_limit,
// describe_evaluation_limit), the compile budget, what the sandbox shows a
// compile (student_build_view), the build tools run as the grader or in the
// sandbox, and the build folder handed to the sandbox's user and taken back.
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <sstream>

#include "build_steps.hpp"
#include "grader/building/build.hpp"
#include "grader/execution/runner.hpp"
#include "grader/support/course_layout.hpp"
#include "grader/support/errors.hpp"

namespace grader {
namespace build_steps {

ProcessResult run_tool(const std::vector<std::string>& argv, const std::filesystem::path& workdir,
                       const RunWatch* watch) {
  Limits limits;
  limits.timeout_seconds = 900;
  limits.memory_mb = 0;     // compilers need what they need
  limits.file_size_mb = 0;  // a precompiled header alone is over 100 MiB
  limits.output_kib = 4096;
  return run_limited(argv, workdir, limits, nullptr, watch);
}

}  // namespace build_steps

Limits student_build_limits() {
  Limits limits;
  limits.timeout_seconds = 300;  // wall clock for one compile or link (and CPU time per process)
  limits.memory_mb = 4096;       // address space per process: a student file peaks near 350 MiB
  limits.file_size_mb = 128;     // objects and harnesses are a few MiB; the precompiled header is built before
  limits.output_kib = 1024;
  return limits;
}

BuildView student_build_view(const std::filesystem::path& project_root, const std::filesystem::path& submission_dir,
                             std::vector<std::filesystem::path> read_only, const std::filesystem::path& writable) {
  BuildView view;
  // The course's build inputs, by name: never reference_values/, solutions/, tests/ or .git.
  for (const std::string& item : CourseLayout::student_build_inputs()) {
    if (std::filesystem::exists(project_root / item)) view.read_only.push_back(project_root / item);
  }
  view.read_only.push_back(std::filesystem::absolute(submission_dir).lexically_normal());
  for (auto& path : read_only) view.read_only.push_back(std::move(path));
  view.writable.push_back(std::filesystem::absolute(writable).lexically_normal());
  return view;
}

std::string describe_build_limit(const ProcessResult& result, const Limits& limits) {
  const auto mib = [](std::size_t value) { return std::to_string(value) + " MiB"; };
  const std::string said = result.stdout_text + result.stderr_text;
  if (result.outcome == ProcessResult::Outcome::timed_out ||
      said.find("CPU time limit exceeded") != std::string::npos ||
      (result.outcome == ProcessResult::Outcome::signaled && result.signal == SIGXCPU)) {
    return "the compiler was stopped after " + std::to_string(static_cast<int>(limits.timeout_seconds)) +
           " s: the course's limit for one compile (a template instantiated without end, or a "
           "constant evaluated too long?)";
  }
  if (said.find("File size limit exceeded") != std::string::npos ||
      (result.outcome == ProcessResult::Outcome::signaled && result.signal == SIGXFSZ)) {
    return "the compiler was stopped: it wrote a file larger than " + mib(limits.file_size_mb) +
           ", the course's limit (a huge array or .fill in your code?)";
  }
  if (said.find("out of memory") != std::string::npos || said.find("virtual memory exhausted") != std::string::npos ||
      said.find("std::bad_alloc") != std::string::npos) {
    return "the compiler ran out of memory: the course allows it " + mib(limits.memory_mb) +
           " (a huge constant array, an #include of something endless?)";
  }
  return {};
}

std::string describe_evaluation_limit(const std::string& said) {
  // GCC's own words (LANG=C): "'constexpr' evaluation operation count exceeds
  // limit of 8388608 (use '-fconstexpr-ops-limit=' to increase the limit)".
  struct Known {
    std::string flag;
    std::string what;
  };
  static const std::vector<Known> known = {
      {"-fconstexpr-ops-limit", "operations in one constant evaluation"},
      {"-fconstexpr-loop-limit", "iterations of one loop in a constant evaluation"},
      {"-fconstexpr-depth", "nested calls in a constant evaluation"},
      {"-ftemplate-depth", "nested template instantiations"},
  };
  // The one the compiler met first.
  const Known* met = nullptr;
  std::size_t at = std::string::npos;
  for (const auto& limit : known) {
    const std::size_t found = said.find(limit.flag + "=");
    if (found < at) {
      at = found;
      met = &limit;
    }
  }
  if (met == nullptr) return {};
  // Its value: the number after "limit of " or "maximum of " on that line.
  const std::size_t newline = said.rfind('\n', at);
  const std::size_t line_start = newline == std::string::npos ? 0 : newline + 1;
  const std::string line = said.substr(line_start, at - line_start);
  std::string value = "its";
  for (const std::string before : {"limit of ", "maximum of "}) {
    const std::size_t from = line.rfind(before);
    if (from == std::string::npos) continue;
    const std::size_t digits = from + before.size();
    const std::size_t end = line.find_first_not_of("0123456789", digits);
    if (end > digits) value = line.substr(digits, end == std::string::npos ? std::string::npos : end - digits);
  }
  return "the compiler gave up at the course's limit of " + value + " " + met->what + " (" + met->flag +
         "; GCC's message says how to raise it, which a submission cannot)";
}

CompileBudget::CompileBudget(double seconds)
    : seconds_(seconds),
      deadline_(Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds))),
      compile_deadline_(deadline_ -
                        std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds / 10))) {}

bool CompileBudget::compiles_spent() const { return Clock::now() + std::chrono::seconds(1) > compile_deadline_; }

bool CompileBudget::link_spent() const { return Clock::now() + std::chrono::seconds(1) > deadline_; }

std::string CompileBudget::spent_words() const {
  std::ostringstream budget;
  budget << seconds_;
  return "the compile budget of " + budget.str() + " s for this submission was spent after " +
         std::to_string(compiles_) + (compiles_ == 1 ? " compile" : " compiles") +
         " (every compile, mending round and link of one submission together; limits.compile_seconds): no further "
         "compile or mending round started, and a file that had not compiled by then is the template's";
}
namespace build_steps {

// A build tool on student code: in the sandbox (seeing only `view`), as
// the sandbox's user, with the student build limits.
ProcessResult run_student_tool(const std::vector<std::string>& argv, const std::filesystem::path& workdir,
                               const Sandbox* sandbox, const BuildView& view, const RunWatch& watch) {
  if (sandbox == nullptr) return run_tool(argv, workdir, &watch);
  const std::optional<RunAs> identity = sandbox->tool_identity();
  // A clean environment: `#include "/proc/self/environ"` would otherwise
  // show the grader's variables (a CI token, say) in the compiler's errors.
  // LANG=C: the same messages (plain quotes) on every machine.
  std::vector<std::string> clean = {"/usr/bin/env", "-i", "PATH=/usr/bin:/bin", "HOME=/tmp", "LANG=C"};
  // The compiler's temporary files go to the one folder it may write
  // (the sandbox's /tmp belongs to root when bwrap runs as root).
  if (!view.writable.empty()) clean.push_back("TMPDIR=" + view.writable.front().string());
  clean.insert(clean.end(), argv.begin(), argv.end());
  return run_limited(sandbox->tool_command(clean, workdir, view), workdir, student_build_limits(),
                     identity ? &*identity : nullptr, &watch);
}

}  // namespace build_steps

namespace {

// What a build makes is folders and files of one link each: anything else
// below a build folder (a symbolic link, a FIFO, a device, a hard link to a
// file elsewhere) was put there by another process of the sandbox's user,
// and is removed before the grader changes an owner, reads or copies there.
std::vector<std::filesystem::path> owned_entries(const std::filesystem::path& dir) {
  std::vector<std::filesystem::path> kept;
  std::vector<std::filesystem::path> foreign;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(dir)) {
    struct stat info {};
    if (::lstat(entry.path().c_str(), &info) != 0) continue;
    const bool ours = S_ISDIR(info.st_mode) || (S_ISREG(info.st_mode) && info.st_nlink == 1);
    (ours ? kept : foreign).push_back(entry.path());
  }
  for (const auto& path : foreign) ::unlink(path.c_str());
  return kept;
}

}  // namespace

namespace build_steps {

// The sandbox's user (nobody, when the grader is root) must write the build folder.
void hand_to_sandbox_user(const std::filesystem::path& dir, const Sandbox* sandbox) {
  if (sandbox == nullptr || !sandbox->run_as) return;
  const auto give = [&](const std::filesystem::path& path) {
    if (::lchown(path.c_str(), *sandbox->run_as, sandbox->run_as_group) != 0) {
      throw GraderError(ExitCode::build_system_error,
                        path.string() + ": cannot hand it to the sandbox user (" + std::strerror(errno) + ")");
    }
  };
  give(dir);
  for (const auto& path : owned_entries(dir)) give(path);
}

// After the build, the folder is the grader's again, writable by it alone:
// in `user` mode the student's program runs as the sandbox's user too, and
// must not change what the grader reads or writes later (the staged files,
// objects reused by the next build, the locks), nor leave a link there.
void take_back_from_sandbox_user(const std::filesystem::path& dir, const Sandbox* sandbox) {
  if (sandbox == nullptr || !sandbox->run_as) return;
  namespace fs = std::filesystem;
  const auto take = [&](const fs::path& path) {
    if (::lchown(path.c_str(), ::geteuid(), ::getegid()) != 0) {
      throw GraderError(ExitCode::build_system_error,
                        path.string() + ": cannot take it back from the sandbox user (" + std::strerror(errno) + ")");
    }
    const fs::file_status status = fs::symlink_status(path);
    if (status.type() == fs::file_type::directory || status.type() == fs::file_type::regular) {
      fs::permissions(path, fs::perms::group_write | fs::perms::others_write, fs::perm_options::remove);
    }
  };
  take(dir);
  for (const auto& path : owned_entries(dir)) take(path);
}

}  // namespace build_steps

void remove_what_no_build_makes(const std::filesystem::path& dir) {
  std::error_code error;
  const auto status = std::filesystem::symlink_status(dir, error);
  if (std::filesystem::is_symlink(status)) {
    std::filesystem::remove(dir);
  } else if (std::filesystem::is_directory(status)) {
    (void)owned_entries(dir);
  }
}

}  // namespace grader
