#include "grader/building/build.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <mutex>
#include <set>
#include <sstream>

#include "grader/building/single_unit.hpp"
#include "grader/execution/runner.hpp"
#include "grader/source/fences.hpp"
#include "grader/support/checksum.hpp"
#include "grader/support/course_layout.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/file_lock.hpp"
#include "grader/support/json_file.hpp"
#include "grader/support/programs.hpp"
#include "grader/support/text.hpp"

namespace grader {
namespace {

ProcessResult run_tool(const std::vector<std::string>& argv, const std::filesystem::path& workdir,
                       const RunWatch* watch = nullptr) {
  Limits limits;
  limits.timeout_seconds = 900;
  limits.memory_mb = 0;     // compilers need what they need
  limits.file_size_mb = 0;  // a precompiled header alone is over 100 MiB
  limits.output_kib = 4096;
  return run_limited(argv, workdir, limits, nullptr, watch);
}

}  // namespace

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

namespace {

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

}  // namespace

void remove_what_no_build_makes(const std::filesystem::path& dir) {
  std::error_code error;
  const auto status = std::filesystem::symlink_status(dir, error);
  if (std::filesystem::is_symlink(status)) {
    std::filesystem::remove(dir);
  } else if (std::filesystem::is_directory(status)) {
    (void)owned_entries(dir);
  }
}

std::string cmake_program() {
  return installed_program("cmake", ExitCode::build_system_error, "install it with `apt-get install cmake`");
}

namespace {

// Region `fence` of the student's `file` (`text`), blamed by `errors` (the
// summary, names relative): the errors on its own lines, else the first one
// the compiler gave and what its brackets show when they do not pair up.
BrokenRegion broken_region(const std::string& file, const std::string& text, const Fence& fence,
                           const std::string& errors) {
  BrokenRegion region{file, fence.start_line + 1, fence.end_line - 1, {}, {}, {}};
  for (const auto& line : split_lines(errors)) {
    const auto numbers = compiler_error_lines(line, file);
    if (!numbers.empty() && numbers[0] >= region.first_line && numbers[0] <= region.last_line) {
      region.errors += (region.errors.empty() ? "" : "\n") + line;
    }
  }
  if (!region.errors.empty()) return region;
  region.errors = errors.substr(0, errors.find('\n'));  // the first error, wherever it is
  region.brackets = bracket_balance(fenced_body(text, fence));
  return region;
}

// A linker's line without the object files it names ("/usr/bin/ld:
// /w/objects/a.cpp.o: in function ...", "; /w/objects/b.cpp.o:/s/b.cpp:3:
// first defined here"): the source file and line beside them say it. A
// symbol's parameters of over 60 characters (xtensor's types) become "(...)".
// Linear in the line, which is cut at 2000 characters first (a student's
// code can make the compiler print any line).
std::string without_object_names(std::string line) {
  if (line.size() > 2000) line.resize(2000);
  if (line.rfind("/usr/bin/ld: ", 0) == 0) line.erase(0, 13);
  std::string tidy;
  std::size_t from = 0;  // the first character not copied yet
  for (std::size_t at = line.find(".o:"); at != std::string::npos; at = line.find(".o:", at + 3)) {
    const std::size_t separator = line.find_last_of(" ;:", at);
    const std::size_t start = separator == std::string::npos ? 0 : separator + 1;
    if (start < from) continue;
    tidy += line.substr(from, start - from);
    from = at + 3 + (at + 3 < line.size() && line[at + 3] == ' ' ? 1 : 0);
  }
  tidy += line.substr(from);
  for (std::size_t quote = tidy.find('`'); quote != std::string::npos; quote = tidy.find('`', quote + 1)) {
    const std::size_t open = tidy.find('(', quote);
    const std::size_t end = tidy.find('\'', quote);
    if (open == std::string::npos || end == std::string::npos || open > end) continue;
    const std::size_t close = tidy.rfind(')', end);
    if (close != std::string::npos && close > open + 61) tidy.replace(open + 1, close - open - 1, "...");
  }
  return tidy;
}

// A line of the student's code as the compiler quotes it ("  203 |   x;").
bool is_source_echo(const std::string& line) {
  std::size_t at = line.find_first_not_of(' ');
  if (at == std::string::npos || line[at] < '0' || line[at] > '9') return false;
  at = line.find_first_not_of("0123456789", at);
  at = at == std::string::npos ? at : line.find_first_not_of(' ', at);
  return at != std::string::npos && line[at] == '|';
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
  std::set<std::string> shown;
  bool error_shown = false;  // the last error line was shown
  const bool linker_said =
      log.find("undefined reference") != std::string::npos || log.find("multiple definition of") != std::string::npos;
  while (std::getline(lines, line)) {
    // "error:" from the compiler, "Error:" from the assembler, the linker's
    // "undefined reference" and "multiple definition" (its own summary,
    // "collect2: error: ld returned 1", says nothing more).
    const bool linker = (line.find("undefined reference") != std::string::npos ||
                         line.find("multiple definition of") != std::string::npos) &&
                        !is_source_echo(line);
    const bool is_error =
        linker || line.find("error:") != std::string::npos || line.find(": Error: ") != std::string::npos;
    // The note that says where a thing defined twice was defined first: the other half of the error.
    const bool first_definition = !is_error && line.find(": note: ") != std::string::npos &&
                                  (line.find("previously defined here") != std::string::npos ||
                                   line.find("previously declared here") != std::string::npos);
    if ((!is_error && !first_definition) || line.find("make") == 0 || line.find("gmake") == 0) continue;
    if (linker_said && line.find("collect2: error: ld returned") != std::string::npos) continue;
    if (!only_file.empty() && line.find(prefix + only_file + ":") == std::string::npos) continue;
    if (first_definition && !error_shown) continue;  // beside a shown error only
    if (linker) line = without_object_names(line);
    for (auto at = line.find(prefix); at != std::string::npos; at = line.find(prefix)) line.erase(at, prefix.size());
    // xtensor's types run to thousands of characters; the start says enough.
    if (line.size() > 300) line = line.substr(0, 300) + " [...]";
    // The same line again (an error repeated by a header read twice) is shown once.
    if (shown.count(line) > 0) continue;
    shown.insert(line);
    if (first_definition) {
      summary += line + "\n";
      continue;
    }
    ++total;
    error_shown = count < max_errors;
    if (!error_shown) continue;
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

std::vector<std::string> split_command_line(const std::string& command) {
  std::vector<std::string> words;
  std::string word;
  bool in_word = false;
  for (std::size_t i = 0; i < command.size(); ++i) {
    const char c = command[i];
    if (c == ' ' || c == '\t' || c == '\n') {
      if (in_word) words.push_back(word);
      word.clear();
      in_word = false;
    } else if (c == '\'') {
      in_word = true;
      for (++i; i < command.size() && command[i] != '\''; ++i) word += command[i];
    } else if (c == '"') {
      in_word = true;
      for (++i; i < command.size() && command[i] != '"'; ++i) {
        if (command[i] == '\\' && i + 1 < command.size()) ++i;
        word += command[i];
      }
    } else if (c == '\\' && i + 1 < command.size()) {
      in_word = true;
      word += command[++i];
    } else {
      in_word = true;
      word += c;
    }
  }
  if (in_word) words.push_back(word);
  return words;
}

namespace {

// What a student reads for `file`, which did not compile (its compiler said
// `log`): the limit that ended its compile or mending first (`limit`, when
// one did, the line a student reads), then its errors.
std::string broken_file_errors(const std::string& file, const std::string& log, const std::string& limit,
                               const std::filesystem::path& submission_dir) {
  std::string errors = summarize_compiler_errors(log, submission_dir, 8, file);
  // The assembler's errors name a temporary file, not the student's.
  if (errors.empty()) errors = file + ": " + summarize_compiler_errors(log, submission_dir, 1);
  if (!limit.empty() && errors.find(limit) == std::string::npos) errors = file + ": error: " + limit + "\n" + errors;
  return errors;
}

// The template's build: CMake configures and builds it as the grader (it is
// course code only), in build/prebuilt/<assignment>.
struct TemplateBuild {
  std::filesystem::path project_root;
  std::filesystem::path template_dir;  // student_template/<assignment>
  std::filesystem::path build_dir;
  std::string assignment;
  std::size_t jobs = 2;
};

[[noreturn]] void throw_course_code_error(const TemplateBuild& build, const std::string& what, const std::string& log) {
  throw GraderError(ExitCode::course_code_error,
                    "the course's own code (" + what +
                        ") does not build on this machine, so no submission can be "
                        "graded here; this is not the student's fault. Tell the course staff, with the compiler's "
                        "words:\n" +
                        summarize_compiler_errors(log, build.project_root));
}

// The value CMakeCache.txt holds for a variable, if any.
std::string cached_value(const std::filesystem::path& build_dir, const std::string& name) {
  std::ifstream in(build_dir / "CMakeCache.txt");
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind(name + ":", 0) == 0) return line.substr(line.find('=') + 1);
  }
  return {};
}

void configure_and_build_template(const TemplateBuild& build) {
  const std::string cmake = cmake_program();
  std::error_code error;
  std::filesystem::create_directories(build.build_dir, error);
  if (error) {
    throw GraderError(ExitCode::build_system_error,
                      build.build_dir.string() + ": cannot create the build folder (" + error.message() + ")");
  }
  // Ninja where it is installed (scripts/setup-deps installs it): it compiles
  // the course's libraries side by side, where make builds them one by one.
  const bool ninja = find_installed_program("ninja").has_value();
  const std::string generator = ninja ? "Ninja" : "Unix Makefiles";
  // A folder configured for another template (a moved checkout) or by another
  // generator is configured again.
  if (std::filesystem::exists(build.build_dir / "CMakeCache.txt") &&
      cached_value(build.build_dir, "CMAKE_GENERATOR") != generator) {
    std::filesystem::remove(build.build_dir / "CMakeCache.txt", error);
    std::filesystem::remove_all(build.build_dir / "CMakeFiles", error);
  }
  if (!std::filesystem::exists(build.build_dir / "CMakeCache.txt") ||
      cached_value(build.build_dir, "SUBMISSION_DIR") != build.template_dir.string()) {
    const ProcessResult result =
        run_tool({cmake, "-G", generator, "-S", build.project_root.string(), "-B", build.build_dir.string(),
                  "-DCMAKE_BUILD_TYPE=Release", "-DGRADER_BUILD_TESTS=OFF",
                  // The course's code as one unit per library (the student's files stay one by one).
                  "-DCMAKE_UNITY_BUILD=ON", "-DSUBMISSION_DIR=" + build.template_dir.string(),
                  "-DSUBMISSION_ASSIGNMENT=" + build.assignment},
                 build.project_root);
    if (result.outcome != ProcessResult::Outcome::exited || result.exit_code != 0) {
      std::filesystem::remove(build.build_dir / "CMakeCache.txt", error);
      throw GraderError(ExitCode::build_system_error, "configuring " + build.build_dir.string() + " failed (cmake " +
                                                          result.describe() + "):\n" + result.stdout_text +
                                                          result.stderr_text);
    }
  }
  // One job more than asked for when at least two are: ninja 1.11 starts
  // ready steps in the order of build.ninja, where the precompiled header
  // (the longest, which the template's files wait for) comes last; a third
  // job starts it at once (the template's build: 24 -> 22 s on 2 cores).
  // `--jobs 1` (a machine short of memory) stays one.
  const std::string jobs = std::to_string(build.jobs >= 2 ? build.jobs + 1 : 1);
  const std::vector<std::string> course_code = {build.assignment + "_provided", build.assignment + "_pch",
                                                "grader_harness", "grader_protocol"};
  std::vector<std::string> argv = {cmake, "--build", build.build_dir.string(), "-j", jobs, "--target"};
  argv.insert(argv.end(), course_code.begin(), course_code.end());
  argv.emplace_back("submission_harness");
  const ProcessResult result = run_tool(argv, build.project_root);
  if (result.outcome == ProcessResult::Outcome::exited && result.exit_code == 0) return;
  // Whose code failed: the course's alone, or the template's stubs with it?
  argv.pop_back();
  const ProcessResult course_only = run_tool(argv, build.project_root);
  if (course_only.outcome != ProcessResult::Outcome::exited || course_only.exit_code != 0) {
    throw_course_code_error(build, CourseLayout::names().assignment(build.assignment).string() + "/ and the harness",
                            course_only.stdout_text + course_only.stderr_text);
  }
  throw_course_code_error(build,
                          build.template_dir.lexically_relative(build.project_root).generic_string() +
                              "/ (the course's copy of the template) with the assignment's provided code",
                          result.stdout_text + result.stderr_text);
}

// The word after "-o", made a placeholder; returns what it was.
std::string replace_output(std::vector<std::string>& argv, const std::string& placeholder) {
  for (std::size_t i = 0; i + 1 < argv.size(); ++i) {
    if (argv[i] == "-o") {
      std::string was = argv[i + 1];
      argv[i + 1] = placeholder;
      return was;
    }
  }
  return {};
}

std::string substitute(const std::string& word, const std::map<std::string, std::string>& values) {
  const auto found = values.find(word);
  return found == values.end() ? word : found->second;
}

// The file names of a Makefile-style dependency file ("target: a b \\\n c"),
// with "\ " as an escaped space.
std::vector<std::string> read_depfile(const std::filesystem::path& path) {
  std::ifstream in(path);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::vector<std::string> names;
  std::string name;
  const auto finish = [&] {
    if (!name.empty() && name.back() != ':') names.push_back(name);
    name.clear();
  };
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '\\' && i + 1 < text.size() && (text[i + 1] == '\n' || text[i + 1] == ' ' || text[i + 1] == '#')) {
      if (text[i + 1] != '\n') name += text[i + 1];
      if (text[i + 1] == '\n') finish();
      ++i;
    } else if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      finish();
    } else {
      name += c;
    }
  }
  finish();
  return names;
}

// The headers the precompiled header of a compile command holds ("-include
// X"): what the preprocessor reads for X, listed by the compiler itself
// into build_dir/precompiled_headers.d (again when X's .gch is newer).
std::vector<std::string> precompiled_headers(const std::vector<std::string>& compile,
                                             const std::filesystem::path& build_dir) {
  std::string header;
  std::vector<std::string> argv;
  for (std::size_t i = 0; i < compile.size(); ++i) {
    if (compile[i] == "-include" && i + 1 < compile.size()) {
      header = compile[++i];
    } else if (compile[i] == "-o" || compile[i] == "-c") {
      ++i;  // and its file
    } else if (compile[i] != "-Winvalid-pch") {
      argv.push_back(compile[i]);
    }
  }
  if (header.empty()) return {};
  const std::filesystem::path listing = build_dir / "precompiled_headers.d";
  std::error_code error;
  const auto gch_time = std::filesystem::last_write_time(header + ".gch", error);
  if (error || !std::filesystem::exists(listing) || std::filesystem::last_write_time(listing) < gch_time) {
    argv.insert(argv.end(), {"-M", "-MF", listing.string(), header});
    const ProcessResult result = run_tool(argv, build_dir);
    if (result.outcome != ProcessResult::Outcome::exited || result.exit_code != 0) return {};  // none: file by file
  }
  return read_depfile(listing);
}

// A file of the template's build (which CMake rebuilds by times): its size
// and time, for "has it been rebuilt since".
std::string build_fingerprint(const std::filesystem::path& path) {
  std::error_code error;
  const auto size = std::filesystem::file_size(path, error);
  if (error) return "missing";
  const auto time = std::filesystem::last_write_time(path, error);
  return std::to_string(size) + ":" + std::to_string(time.time_since_epoch().count());
}

// Every regular file of a submission folder, by name: a file added to it can
// change what an #include finds.
std::string folder_listing(const std::filesystem::path& dir) {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(dir)) {
    if (entry.is_regular_file()) names.push_back(entry.path().lexically_relative(dir).string());
  }
  std::sort(names.begin(), names.end());
  std::string listing;
  for (const auto& name : names) listing += name + '\n';
  return listing;
}

// The SHA-256 of a file's bytes, "missing" when it cannot be read.
std::string content_fingerprint(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return "missing";
  // Read whole (not a character at a time: ./grade's grader is built at -O0,
  // and every header an object read is fingerprinted at each build).
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return sha256_hex(bytes.str());
}

// What an object was made from, to decide whether it can be reused: the
// command (with the course's build and the submission's file list) in the
// first line, then one line per file the compiler read, from its dependency
// file, with the SHA-256 of its bytes: times do not count, so a checkout
// that gives files other times (old or new) neither hides an edit nor
// forces a rebuild. Empty when the dependency file cannot be read.
std::string object_inputs(const std::string& command_line, const std::filesystem::path& depfile,
                          const std::filesystem::path& compile_dir) {
  if (!std::filesystem::exists(depfile)) return {};
  std::string inputs = sha256_hex(command_line) + "\n";
  for (const auto& name : read_depfile(depfile)) {
    const std::filesystem::path path =
        std::filesystem::path(name).is_absolute() ? std::filesystem::path(name) : compile_dir / name;
    const std::string normal = path.lexically_normal().string();
    const std::string fingerprint = content_fingerprint(normal);
    if (fingerprint == "missing" || normal.find('\n') != std::string::npos) return {};
    inputs += fingerprint + " " + normal + "\n";
  }
  return inputs;
}

// True when `inputs` (as object_inputs() wrote them) still hold.
bool inputs_unchanged(const std::string& inputs, const std::string& command_line) {
  std::istringstream lines(inputs);
  std::string line;
  if (!std::getline(lines, line) || line != sha256_hex(command_line)) return false;
  while (std::getline(lines, line)) {
    const std::size_t space = line.find(' ');
    if (space == std::string::npos || line.substr(0, space) != content_fingerprint(line.substr(space + 1))) {
      return false;
    }
  }
  return true;
}

// configure_and_build_template(), or with once_per_process nothing where
// this process did it for the same build folder before.
void check_template(const TemplateBuild& build, HarnessBuilder::TemplateCheck template_check) {
  static std::mutex checked_mutex;
  static std::set<std::string> checked;  // the build folders this process has checked (and built)
  const std::string key = build.build_dir.lexically_normal().string();
  if (template_check == HarnessBuilder::TemplateCheck::once_per_process) {
    const std::lock_guard<std::mutex> guard(checked_mutex);
    if (checked.count(key) > 0) return;
  }
  configure_and_build_template(build);
  const std::lock_guard<std::mutex> guard(checked_mutex);
  checked.insert(key);
}

std::string joined(const std::vector<std::string>& argv) {
  std::string line;
  for (const auto& word : argv) line += word + '\0';
  return line;
}

}  // namespace

HarnessBuilder HarnessBuilder::prepare(const std::filesystem::path& root, const std::string& assignment,
                                       const std::filesystem::path& template_dir,
                                       const std::vector<std::string>& sources, std::size_t jobs,
                                       TemplateCheck template_check) {
  const TemplateBuild build{root, template_dir, CourseLayout(root).prebuilt(assignment), assignment, jobs};
  std::filesystem::create_directories(build.build_dir);
  const FileLock lock(build.build_dir / ".grader-build.lock", build.build_dir.string());
  check_template(build, template_check);
  HarnessBuilder builder;
  builder.build_dir_ = build.build_dir;
  builder.project_root_ = root;
  builder.template_dir_ = template_dir;
  builder.sources_ = sources;
  const auto commands_path = build.build_dir / "compile_commands.json";
  const auto commands = parse_json_text(read_file_bytes(commands_path, ExitCode::build_system_error), commands_path,
                                        ExitCode::build_system_error);
  for (const auto& file : sources) {
    const std::string source = (build.template_dir / file).string();
    for (const auto& entry : commands) {
      if (entry.value("file", "") != source || !entry.contains("command")) continue;
      auto argv = split_command_line(entry["command"].get<std::string>());
      for (auto& word : argv) {
        if (word == source) word = "@SOURCE@";
      }
      const std::string object = replace_output(argv, "@OBJECT@");
      builder.compile_[file] = argv;
      builder.template_objects_[file] = (std::filesystem::path(entry.value("directory", "")) / object).string();
    }
    if (builder.compile_.count(file) == 0) {
      throw GraderError(ExitCode::build_system_error, commands_path.string() + ": no compile command for " + source);
    }
  }
  // The link, as assignments/CMakeLists.txt has CMake write it.
  const auto recipe_path = build.build_dir / "harnesses" / "submission_harness.link.json";
  const auto recipe = parse_json_text(read_file_bytes(recipe_path, ExitCode::build_system_error), recipe_path,
                                      ExitCode::build_system_error);
  const auto words = [&](const char* field) {
    std::vector<std::string> list;
    if (!recipe.contains(field) || !recipe[field].is_array()) {
      throw GraderError(ExitCode::build_system_error, recipe_path.string() + ": no \"" + field + "\" list");
    }
    for (const auto& word : recipe[field]) {
      if (word.is_string() && !word.get<std::string>().empty()) list.push_back(word.get<std::string>());
    }
    return list;
  };
  builder.link_ = words("compiler");
  for (const auto& flags : words("flags")) {
    for (auto& word : split_command_line(flags)) builder.link_.push_back(std::move(word));
  }
  for (auto& word : words("link_options")) builder.link_.push_back(std::move(word));
  builder.link_.emplace_back("@OBJECTS@");
  for (auto& word : words("course_objects")) builder.link_.push_back(std::move(word));
  builder.link_.insert(builder.link_.end(), {"-o", "@OUTPUT@"});
  for (auto& word : words("libraries")) builder.link_.push_back(std::move(word));
  if (builder.link_.size() < 5) {
    throw GraderError(ExitCode::build_system_error, recipe_path.string() + ": no compiler or no course objects");
  }
  // The recipe proves itself once per template build: it must link the
  // template's own objects as CMake linked them.
  const auto check = build.build_dir / "harnesses" / "link_recipe_check";
  const auto template_harness = build.build_dir / "harnesses" / "submission_harness";
  if (!std::filesystem::exists(check) ||
      std::filesystem::last_write_time(check) < std::filesystem::last_write_time(template_harness) ||
      std::filesystem::last_write_time(check) < std::filesystem::last_write_time(recipe_path)) {
    std::vector<std::string> argv;
    for (const auto& word : builder.link_) {
      if (word == "@OBJECTS@") {
        for (const auto& file : sources) argv.push_back(builder.template_objects_.at(file));
      } else {
        argv.push_back(word == "@OUTPUT@" ? check.string() : word);
      }
    }
    const ProcessResult linked = run_tool(argv, build.build_dir);
    if (linked.outcome != ProcessResult::Outcome::exited || linked.exit_code != 0) {
      throw_course_code_error(build, recipe_path.string() + ", the link of the template's objects",
                              linked.stdout_text + linked.stderr_text);
    }
  }
  builder.precompiled_ = precompiled_headers(builder.compile_.begin()->second, build.build_dir);
  builder.course_state_ = build_fingerprint(template_harness) + " " + build_fingerprint(recipe_path);
  return builder;
}

ProcessResult HarnessBuilder::run_student_step(const std::vector<std::string>& argv,
                                               const std::filesystem::path& submission_dir,
                                               const std::filesystem::path& work_dir, const Sandbox* sandbox,
                                               CompileBudget& budget, bool is_link, std::string& ended_by) const {
  ProcessResult result;
  if (is_link ? budget.link_spent() : budget.compiles_spent()) {
    // Not started: the outcome stays failed_to_start, which no caller takes for a compile that ran.
    budget.mark_spent();
    result.start_error = budget.spent_words();
    result.stderr_text = "error: " + budget.spent_words() + "\n";
    ended_by = budget.spent_words();
    return result;
  }
  RunWatch watch;
  watch.stop_at = is_link ? budget.link_deadline() : budget.compile_deadline();
  if (!is_link) budget.count_compile();
  result = run_student_tool(argv, build_dir_, sandbox,
                            student_build_view(project_root_, submission_dir, {build_dir_}, work_dir), watch);
  std::string limit;
  if (result.outcome == ProcessResult::Outcome::stopped) {
    budget.mark_spent();
    limit = budget.spent_words();
  } else {
    limit = describe_build_limit(result, student_build_limits());
    if (limit.empty()) limit = describe_evaluation_limit(result.stdout_text + result.stderr_text);
  }
  if (!limit.empty()) ended_by = limit;
  // First, so that it is the line a student reads.
  if (sandbox != nullptr && !limit.empty()) result.stderr_text = "error: " + limit + "\n" + result.stderr_text;
  return result;
}

bool HarnessBuilder::link(const std::vector<std::string>& objects, BuildOutcome& outcome,
                          const std::filesystem::path& submission_dir, const std::filesystem::path& work_dir,
                          const Sandbox* sandbox, CompileBudget& budget) const {
  std::vector<std::string> argv;
  for (const auto& word : link_) {
    if (word == "@OBJECTS@") {
      argv.insert(argv.end(), objects.begin(), objects.end());
    } else {
      argv.push_back(word == "@OUTPUT@" ? (work_dir / "harness").string() : word);
    }
  }
  // Nothing changed since the last link: the same harness.
  std::string inputs = sha256_hex(joined(argv)) + "\n";
  for (const auto& object : objects) inputs += build_fingerprint(object) + " " + object + "\n";
  const auto stamp = work_dir / "objects" / "harness.inputs";
  if (std::filesystem::exists(outcome.harness) && std::filesystem::exists(stamp) &&
      read_file_bytes(stamp, ExitCode::build_system_error) == inputs) {
    return true;
  }
  std::filesystem::remove(stamp);
  const ProcessResult linked =
      run_student_step(argv, submission_dir, work_dir, sandbox, budget, true, outcome.ended_by);
  outcome.log += linked.stdout_text + linked.stderr_text;
  const bool ok = linked.outcome == ProcessResult::Outcome::exited && linked.exit_code == 0;
  if (ok) write_file_atomically(stamp, inputs);
  return ok;
}

BuildOutcome HarnessBuilder::build_one_unit(const std::filesystem::path& submission_dir,
                                            const std::filesystem::path& work_dir, const Sandbox* sandbox,
                                            CompileBudget& budget) const {
  BuildOutcome outcome;
  std::vector<std::pair<std::string, std::string>> files;
  for (const auto& file : sources_) {
    files.emplace_back(file, read_file_bytes(submission_dir / file, ExitCode::submission_error));
  }
  const auto already_included = [&](const IncludeLine& include) {
    if (include.header.find("..") != std::string::npos) return false;
    if (include.quoted && std::filesystem::exists(submission_dir / include.header)) return false;
    for (const auto& header : precompiled_) {
      if (ends_with(header, "/" + include.header)) return true;
    }
    return false;
  };
  std::string why_not;
  const std::vector<std::string> order = single_unit_order(files, already_included, &why_not);
  const std::string unit = (work_dir / "objects" / "submission.cpp").string();
  const std::string object = (work_dir / "objects" / "submission.o").string();
  if (order.empty() || unit.find_first_of("\"\\\n") != std::string::npos) {
    outcome.log = "compiled file by file: " + (order.empty() ? why_not : "the folder's name needs quoting") + "\n";
    return outcome;
  }
  std::string text = "// The submission's files as one unit: see grader/single_unit.hpp.\n";
  for (const auto& file : order) text += "#include \"" + (submission_dir / file).string() + "\"\n";
  write_file_atomically(unit, text);
  std::vector<std::string> argv = compile_.at(order.front());
  for (auto& word : argv) word = substitute(word, {{"@SOURCE@", unit}, {"@OBJECT@", object}});
  std::filesystem::remove(object);
  const ProcessResult compiled =
      run_student_step(argv, submission_dir, work_dir, sandbox, budget, false, outcome.ended_by);
  outcome.log = "compiled as one unit: " + unit + "\n" + compiled.stdout_text + compiled.stderr_text;
  if (compiled.outcome != ProcessResult::Outcome::exited || compiled.exit_code != 0) return outcome;
  outcome.harness = work_dir / "harness";
  outcome.ok = link({object}, outcome, submission_dir, work_dir, sandbox, budget);
  return outcome;
}

BuildOutcome HarnessBuilder::build(const std::filesystem::path& submission_dir, const std::filesystem::path& work_dir,
                                   const Sandbox* sandbox, CompileStrategy strategy, double budget_seconds) const {
  std::filesystem::create_directories(work_dir / "objects");
  const FileLock lock(work_dir / ".grader-build.lock", work_dir.string());
  hand_to_sandbox_user(work_dir, sandbox);
  // One budget for every compile and link of this submission, whichever way it compiles.
  CompileBudget budget(budget_seconds);
  BuildOutcome outcome;
  try {
    if (strategy == CompileStrategy::one_unit && sources_.size() > 1) {
      outcome = build_one_unit(submission_dir, work_dir, sandbox, budget);
    }
    if (!outcome.ok) {
      const std::string first_try = outcome.log;  // kept out of the error summaries
      const std::string first_limit = outcome.ended_by;
      outcome = build_file_by_file(submission_dir, work_dir, sandbox, budget);
      outcome.log = first_try + outcome.log;
      if (outcome.ended_by.empty()) outcome.ended_by = first_limit;
    }
    // The budget, when it ended anything, is what ended the build.
    if (budget.spent()) outcome.ended_by = budget.spent_words();
    write_file_atomically(work_dir / "build.log", outcome.log);
  } catch (...) {
    take_back_from_sandbox_user(work_dir, sandbox);
    throw;
  }
  take_back_from_sandbox_user(work_dir, sandbox);
  return outcome;
}

BuildOutcome HarnessBuilder::build_file_by_file(const std::filesystem::path& submission_dir,
                                                const std::filesystem::path& work_dir, const Sandbox* sandbox,
                                                CompileBudget& budget) const {
  BuildOutcome outcome;
  std::vector<std::string> objects;
  std::vector<std::string> broken;
  std::map<std::string, std::string> file_logs;
  Mending mending;  // the regions stubbed, file by file, what those compiles said, the limits they met
  const std::string listing = folder_listing(submission_dir);
  for (const auto& file : sources_) {
    const std::string object = (work_dir / "objects" / (file + ".o")).string();
    const std::string depfile = object + ".d";
    const std::filesystem::path inputs_path = object + ".inputs";
    std::vector<std::string> argv = compile_.at(file);
    for (auto& word : argv) {
      word = substitute(word, {{"@SOURCE@", (submission_dir / file).string()}, {"@OBJECT@", object}});
    }
    argv.insert(argv.begin() + 1, {"-MD", "-MF", depfile});  // the files it reads, for reuse
    // What the object depends on besides the files it read: the command, the
    // course's build, which files the submission holds.
    const std::string command_line = joined(argv) + course_state_ + "\n" + listing;
    if (std::filesystem::exists(object) && std::filesystem::exists(inputs_path) &&
        inputs_unchanged(read_file_bytes(inputs_path, ExitCode::build_system_error), command_line)) {
      objects.push_back(object);
      continue;
    }
    std::filesystem::remove(inputs_path);
    std::filesystem::remove(object);
    const ProcessResult result =
        run_student_step(argv, submission_dir, work_dir, sandbox, budget, false, mending.ended_by[file]);
    file_logs[file] = result.stdout_text + result.stderr_text;
    outcome.log += file_logs[file];
    if (result.outcome == ProcessResult::Outcome::exited && result.exit_code == 0) {
      objects.push_back(object);
      const std::string inputs = object_inputs(command_line, depfile, build_dir_);
      if (!inputs.empty()) write_file_atomically(inputs_path, inputs);
    } else if (std::string mended =
                   result.outcome != ProcessResult::Outcome::exited ||
                           !describe_build_limit(result, student_build_limits()).empty()
                       ? std::string()  // a limit stopped the compiler, or the budget kept it from starting
                       : mend(file, file_logs[file], true, submission_dir, work_dir, sandbox, mending, budget);
               !mended.empty()) {
      objects.push_back(std::move(mended));
    } else {
      broken.push_back(file);
      objects.push_back(template_objects_.at(file));
    }
  }
  // The compiles with stubs in regions are logged last: their errors repeat
  // the student's, so no summary reads them.
  const auto finish = [&] {
    outcome.log += mending.trace;
    outcome.broken_regions = mending.regions;
    outcome.outside_regions = mending.outside;
    for (const auto& file : sources_) {
      if (!mending.ended_by[file].empty()) outcome.ended_by = mending.ended_by[file];
    }
  };
  if (broken.size() == sources_.size()) {
    outcome.errors = summarize_compiler_errors(outcome.log, submission_dir);
    finish();
    return outcome;
  }
  outcome.harness = work_dir / "harness";
  const std::size_t link_log_start = outcome.log.size();
  if (!link(objects, outcome, submission_dir, work_dir, sandbox, budget)) {
    const std::string linked = outcome.log;  // with what the failed link said
    if (!link_without_broken_regions(objects, linked.substr(link_log_start), outcome, mending, submission_dir, work_dir,
                                     sandbox, budget)) {
      outcome.errors = summarize_compiler_errors(linked, submission_dir);
      finish();
      return outcome;
    }
  }
  finish();
  outcome.ok = true;
  for (const auto& file : broken) {
    outcome.broken_files[file] = broken_file_errors(file, file_logs[file], mending.ended_by[file], submission_dir);
  }
  return outcome;
}

std::string HarnessBuilder::mend(const std::string& file, const std::string& log, bool compile_error,
                                 const std::filesystem::path& submission_dir, const std::filesystem::path& work_dir,
                                 const Sandbox* sandbox, Mending& mending, CompileBudget& budget) const {
  const std::filesystem::path template_file = template_dir_ / file;
  const std::string path = (submission_dir / file).string();
  if (!std::filesystem::is_regular_file(template_file) || path.find('\n') != std::string::npos) return {};
  const std::string student = read_file_bytes(submission_dir / file, ExitCode::submission_error);
  const std::string template_text = read_file_bytes(template_file, ExitCode::build_system_error);
  const std::vector<Fence> own = fences(student);
  const std::vector<Fence> stubs = fences(template_text);
  if (own.empty() || own.size() != stubs.size()) return {};
  // No set of regions compiles: an error outside every region, still there
  // with the stubs this mending tried (what the last compile said), is told.
  std::string said = log;  // what the last compile (or the link) said
  const auto give_up = [&]() -> std::string {
    if (!compile_error || !mending.ended_by[file].empty()) return {};
    if (auto outside = error_outside_regions(file, student, said, path)) mending.outside.push_back(std::move(*outside));
    return {};
  };
  std::set<std::size_t> unbalanced;  // regions whose brackets do not pair up
  for (std::size_t r = 0; compile_error && r < own.size(); ++r) {
    if (!bracket_balance(fenced_body(student, own[r])).empty()) unbalanced.insert(r);
  }
  // In the objects folder, which the sandbox user may write to (the compiler
  // writes the object); each try to its own object, kept only when it compiled.
  const std::filesystem::path mended_source = work_dir / "objects" / (file + ".mended.cpp");
  const std::string trying = (work_dir / "objects" / (file + ".mending.o")).string();
  std::string object = (work_dir / "objects" / (file + ".mended.o")).string();
  std::set<std::size_t>& replaced = mending.replaced[file];  // those of a try that compiled before stay
  std::set<std::size_t> with = replaced;
  std::vector<BrokenRegion> blamed;
  for (int round = 0; round < kMendingRounds; ++round) {
    // A link error names the very line; a compile error may show only after a brace left open.
    const std::set<std::size_t> next =
        regions_to_blame(own, compiler_error_lines(said, path), with, compile_error, unbalanced);
    if (next.empty()) return give_up();
    // No round starts once the submission's compile budget is spent.
    if (budget.compiles_spent()) {
      budget.mark_spent();
      mending.ended_by[file] = budget.spent_words();
      return give_up();
    }
    std::string errors = summarize_compiler_errors(said, submission_dir, 8, file);
    if (errors.empty()) errors = summarize_compiler_errors(said, submission_dir, 1);  // in a header it instantiated
    for (const std::size_t r : next) {
      blamed.push_back(broken_region(file, student, own[r], errors));
      blamed.back().stub_messages = not_implemented_messages(fenced_body(template_text, stubs[r]));
    }
    with.insert(next.begin(), next.end());
    write_file_atomically(mended_source, with_template_regions(student, template_text, with, path));
    std::vector<std::string> argv = compile_.at(file);
    for (auto& word : argv) word = substitute(word, {{"@SOURCE@", mended_source.string()}, {"@OBJECT@", trying}});
    // The student's folder first for quoted includes, as when it compiled from there.
    argv.insert(argv.begin() + 1, {"-iquote", submission_dir.string()});
    std::filesystem::remove(trying);
    const ProcessResult result =
        run_student_step(argv, submission_dir, work_dir, sandbox, budget, false, mending.ended_by[file]);
    said = result.stdout_text + result.stderr_text;
    mending.trace += "compiled " + file + " again with the template's stub in " + std::to_string(with.size()) +
                     " of its regions:\n" + said;
    const bool stopped = result.outcome != ProcessResult::Outcome::exited ||
                         !describe_build_limit(result, student_build_limits()).empty();
    if (!stopped && result.exit_code == 0) {
      std::filesystem::rename(trying, object);
      replaced = with;
      mending.regions.insert(mending.regions.end(), blamed.begin(), blamed.end());
      return object;
    }
    // A link error's regions are mended at once; a compile stopped by a limit is not tried again.
    if (!compile_error || stopped) return give_up();
  }
  return give_up();
}

bool HarnessBuilder::link_without_broken_regions(std::vector<std::string>& objects, const std::string& said,
                                                 BuildOutcome& outcome, Mending& mending,
                                                 const std::filesystem::path& submission_dir,
                                                 const std::filesystem::path& work_dir, const Sandbox* sandbox,
                                                 CompileBudget& budget) const {
  bool mended_any = false;
  for (std::size_t i = 0; i < sources_.size(); ++i) {
    const std::string& file = sources_[i];
    if (objects[i] == template_objects_.at(file)) continue;  // the template's: nothing of the student's
    if (compiler_error_lines(said, (submission_dir / file).string()).empty()) continue;
    std::string mended = mend(file, said, false, submission_dir, work_dir, sandbox, mending, budget);
    if (mended.empty()) continue;
    objects[i] = std::move(mended);
    mended_any = true;
  }
  if (mended_any && link(objects, outcome, submission_dir, work_dir, sandbox, budget)) return true;
  // Not linked: a "multiple definition" outside every region (a helper in two files) is told.
  for (std::size_t i = 0; i < sources_.size(); ++i) {
    if (objects[i] == template_objects_.at(sources_[i])) continue;
    const std::string text = read_file_bytes(submission_dir / sources_[i], ExitCode::submission_error);
    if (auto outside = error_outside_regions(sources_[i], text, said, (submission_dir / sources_[i]).string())) {
      mending.outside.push_back(std::move(*outside));
    }
  }
  return false;
}

}  // namespace grader
