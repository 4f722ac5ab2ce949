#include "grader/build.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>

#include "grader/errors.hpp"
#include "grader/file_lock.hpp"
#include "grader/json_file.hpp"
#include "grader/runner.hpp"
#include "grader/single_unit.hpp"
#include "grader/text.hpp"

namespace grader {
namespace {

ProcessResult run_tool(const std::vector<std::string>& argv, const std::filesystem::path& workdir) {
  Limits limits;
  limits.timeout_seconds = 900;
  limits.memory_mb = 0;     // compilers need what they need
  limits.file_size_mb = 0;  // a precompiled header alone is over 100 MiB
  limits.output_kib = 4096;
  return run_limited(argv, workdir, limits);
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
  for (const char* item : {"CMakeLists.txt", "cmake", "grader", "assignments", "third_party", "student_template"}) {
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
           " s: the course's limit for compiling one submission (a template instantiated without end, or a "
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

namespace {

// A build tool on student code: in the sandbox (seeing only `view`), as
// the sandbox's user, with the student build limits.
ProcessResult run_student_tool(const std::vector<std::string>& argv, const std::filesystem::path& workdir,
                               const Sandbox* sandbox, const BuildView& view) {
  if (sandbox == nullptr) return run_tool(argv, workdir);
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
                     identity ? &*identity : nullptr);
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
  for (const auto& entry : std::filesystem::recursive_directory_iterator(dir)) give(entry.path());
}

}  // namespace

std::string installed_program(const std::string& name, ExitCode error, const std::string& what_for) {
  for (const std::string folder : {"/usr/bin/", "/usr/local/bin/"}) {
    if (std::filesystem::exists(folder + name)) return folder + name;
  }
  throw GraderError(error, name + " not found in /usr/bin or /usr/local/bin: " + what_for);
}

std::string cmake_program() {
  return installed_program("cmake", ExitCode::build_system_error, "install it with `apt-get install cmake`");
}

std::string summarize_compiler_errors(const std::string& log, const std::filesystem::path& submission_dir,
                                      std::size_t max_errors, const std::string& only_file) {
  const std::string prefix = submission_dir.string() + "/";
  std::istringstream lines(log);
  std::string line;
  std::string summary;
  std::size_t count = 0;
  std::size_t total = 0;
  while (std::getline(lines, line)) {
    // "error:" from the compiler, "Error:" from the assembler, the linker's "undefined reference".
    const bool is_error = line.find("error:") != std::string::npos || line.find(": Error: ") != std::string::npos ||
                          line.find("undefined reference") != std::string::npos;
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
  // A build folder reused for another submission (--build-dir) must build that one's files.
  if (configured && cached_value(request.build_dir, "SUBMISSION_FALLBACK_FILES") == fallback_files &&
      cached_value(request.build_dir, "SUBMISSION_DIR") == request.submission_dir.string()) {
    return;
  }
  const ProcessResult result = run_tool(
      {cmake, "-S", request.project_root.string(), "-B", request.build_dir.string(), "-DCMAKE_BUILD_TYPE=Release",
       "-DGRADER_BUILD_TESTS=OFF", "-DSUBMISSION_DIR=" + request.submission_dir.string(),
       "-DSUBMISSION_ASSIGNMENT=" + request.assignment, "-DSUBMISSION_FALLBACK_FILES=" + fallback_files},
      request.project_root);
  if (result.outcome != ProcessResult::Outcome::exited || result.exit_code != 0) {
    std::error_code ignored;
    std::filesystem::remove(request.build_dir / "CMakeCache.txt", ignored);
    throw GraderError(ExitCode::build_system_error, "configuring " + request.build_dir.string() + " failed (cmake " +
                                                        result.describe() + "):\n" + result.stdout_text +
                                                        result.stderr_text);
  }
}

// The submission's harness: student files compiled and linked, in the
// sandbox when the request has one.
bool build_target(const BuildRequest& request, const std::string& cmake, std::string& log) {
  hand_to_sandbox_user(request.build_dir, request.sandbox);
  const ProcessResult result =
      run_student_tool({cmake, "--build", request.build_dir.string(), "--target", "submission_harness", "-j",
                        std::to_string(std::max<std::size_t>(1, request.jobs))},
                       request.build_dir, request.sandbox,
                       student_build_view(request.project_root, request.submission_dir, {}, request.build_dir));
  const std::string limit = describe_build_limit(result, student_build_limits());
  if (!limit.empty()) log += "error: " + limit + "\n";
  log += result.stdout_text + result.stderr_text;
  return result.outcome == ProcessResult::Outcome::exited && result.exit_code == 0;
}

// The cmake program, once the build folder exists.
std::string start_build(const BuildRequest& request) {
  std::string cmake = cmake_program();
  std::error_code error;
  std::filesystem::create_directories(request.build_dir, error);
  if (error) {
    throw GraderError(ExitCode::build_system_error,
                      request.build_dir.string() + ": cannot create the build folder (" + error.message() + ")");
  }
  return cmake;
}

}  // namespace

namespace {

[[noreturn]] void throw_course_code_error(const BuildRequest& request, const std::string& what,
                                          const std::string& log) {
  throw GraderError(ExitCode::course_code_error,
                    "the course's own code (" + what +
                        ") does not build on this machine, so no submission can be "
                        "graded here; this is not the student's fault. Tell the course staff, with the compiler's "
                        "words:\n" +
                        summarize_compiler_errors(log, request.project_root));
}

// The course's code alone: the assignment's provided files and adapter, its
// precompiled header and the harness's main(). They are what every harness
// is built from, so building them first costs nothing; when they fail, no
// student's file is to blame.
void build_course_code(const BuildRequest& request, const std::string& cmake, std::string& log) {
  const ProcessResult result =
      run_tool({cmake, "--build", request.build_dir.string(), "--target", request.assignment + "_provided",
                request.assignment + "_pch", "grader_harness", "grader_protocol", "-j",
                std::to_string(std::max<std::size_t>(1, request.jobs))},
               request.project_root);
  log += result.stdout_text + result.stderr_text;
  if (result.outcome != ProcessResult::Outcome::exited || result.exit_code != 0) {
    throw_course_code_error(request, "assignments/" + request.assignment + "/ and the harness", log);
  }
}

// With the template's stubs standing in for every student file: when even
// that does not build, the failure is the course's (a link error in provided
// code, a library the course needs), not the student's.
void check_template_builds(const BuildRequest& request, const std::string& cmake) {
  std::string every_file;
  for (const auto& file : request.sources) every_file += (every_file.empty() ? "" : ";") + file;
  configure(request, cmake, every_file);
  std::string log;
  if (!build_target(request, cmake, log)) {
    throw_course_code_error(request, "student_template/" + request.assignment + "/ with the assignment's provided code",
                            log);
  }
}

}  // namespace

BuildOutcome build_harness(const BuildRequest& request) {
  BuildOutcome outcome;
  const std::string cmake = start_build(request);
  const FileLock lock(request.build_dir / ".grader-build.lock", request.build_dir.string());
  outcome.harness = request.build_dir / "harnesses" / "submission_harness";
  configure(request, cmake, "");
  build_course_code(request, cmake, outcome.log);
  if (build_target(request, cmake, outcome.log)) {
    outcome.ok = true;
    return outcome;
  }
  // Which files did the compiler reject? Their errors name them, or, for
  // the assembler (an .incbin of a file the sandbox does not show), make's
  // line for their object.
  const std::string prefix = request.submission_dir.string() + "/";
  std::vector<std::string> broken;
  for (const auto& file : request.sources) {
    std::istringstream lines(outcome.log);
    std::string line;
    while (std::getline(lines, line)) {
      const bool compiler_said =
          line.find(prefix + file + ":") != std::string::npos && line.find("error:") != std::string::npos;
      const bool make_said = line.find("submission_harness.dir/") != std::string::npos &&
                             line.find("/" + file + ".o] Error") != std::string::npos;
      if (compiler_said || make_said) {
        broken.push_back(file);
        break;
      }
    }
  }
  outcome.errors = summarize_compiler_errors(outcome.log, request.submission_dir);
  if (broken.empty() || broken.size() == request.sources.size()) {
    // Nothing to stand in for, or nothing left to grade: the submission
    // scores 0 for it, unless the template fails the same way.
    check_template_builds(request, cmake);
    return outcome;
  }
  std::string fallback;
  for (const auto& file : broken) fallback += (fallback.empty() ? "" : ";") + file;
  configure(request, cmake, fallback);
  std::string second_log;
  if (build_target(request, cmake, second_log)) {
    outcome.ok = true;
    for (const auto& file : broken) {
      std::string errors = summarize_compiler_errors(outcome.log, request.submission_dir, 8, file);
      // The assembler's errors name a temporary file, not the student's.
      if (errors.empty()) errors = file + ": " + summarize_compiler_errors(outcome.log, request.submission_dir, 1);
      outcome.broken_files[file] = errors;
    }
  }
  outcome.log += second_log;
  return outcome;
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

// The headers in the precompiled header of a compile command ("-include
// X"), read from the dependency file the compiler wrote beside X.gch; none
// when there is no such file.
std::vector<std::string> precompiled_headers(const std::vector<std::string>& compile) {
  std::vector<std::string> headers;
  for (std::size_t i = 0; i + 1 < compile.size(); ++i) {
    if (compile[i] != "-include") continue;
    std::ifstream depfile(compile[i + 1] + ".gch.d");
    std::string word;
    while (depfile >> word) {
      if (word != "\\" && word.back() != ':') headers.push_back(word);
    }
  }
  return headers;
}

}  // namespace

PrebuiltHarnessBuilder PrebuiltHarnessBuilder::prepare(const std::filesystem::path& root, const std::string& assignment,
                                                       const std::vector<std::string>& sources, std::size_t jobs) {
  const BuildRequest request{
      root, root / "student_template" / assignment, root / "build" / "prebuilt" / assignment, assignment, sources,
      jobs};
  const std::string cmake = start_build(request);
  const FileLock lock(request.build_dir / ".grader-build.lock", request.build_dir.string());
  configure(request, cmake, "");
  std::string log;
  if (!build_target(request, cmake, log)) {
    throw_course_code_error(request, "student_template/" + assignment + "/ with the assignment's provided code", log);
  }
  PrebuiltHarnessBuilder builder;
  builder.build_dir_ = request.build_dir;
  builder.project_root_ = root;
  builder.sources_ = request.sources;
  const auto commands_path = request.build_dir / "compile_commands.json";
  const auto commands = parse_json_text(read_file_bytes(commands_path, ExitCode::build_system_error), commands_path,
                                        ExitCode::build_system_error);
  std::map<std::string, std::string> object_of;  // relative object path (as in link.txt) -> placeholder
  for (const auto& file : request.sources) {
    const std::string source = (request.submission_dir / file).string();
    for (const auto& entry : commands) {
      if (entry.value("file", "") != source || !entry.contains("command")) continue;
      auto argv = split_command_line(entry["command"].get<std::string>());
      for (auto& word : argv) {
        if (word == source) word = "@SOURCE@";
      }
      const std::string object = replace_output(argv, "@OBJECT@");
      builder.compile_[file] = argv;
      builder.template_objects_[file] = (std::filesystem::path(entry.value("directory", "")) / object).string();
      object_of[object] = "@OBJECT:" + file + "@";
    }
    if (builder.compile_.count(file) == 0) {
      throw GraderError(ExitCode::build_system_error, commands_path.string() + ": no compile command for " + source);
    }
  }
  const auto link_path = request.build_dir / "CMakeFiles" / "submission_harness.dir" / "link.txt";
  builder.link_ = split_command_line(read_file_bytes(link_path, ExitCode::build_system_error));
  // CMake 3.27+ asks the linker for a dependency file beside the template's
  // objects (-Wl,--dependency-file=CMakeFiles/...): the student's link runs
  // in the read-only prebuilt folder and needs none.
  builder.link_.erase(
      std::remove_if(builder.link_.begin(), builder.link_.end(),
                     [](const std::string& word) { return word.rfind("-Wl,--dependency-file=", 0) == 0; }),
      builder.link_.end());
  for (auto& word : builder.link_) word = substitute(word, object_of);
  replace_output(builder.link_, "@OUTPUT@");
  builder.precompiled_ = precompiled_headers(builder.compile_.begin()->second);
  return builder;
}

ProcessResult PrebuiltHarnessBuilder::run_student_step(const std::vector<std::string>& argv,
                                                       const std::filesystem::path& submission_dir,
                                                       const std::filesystem::path& work_dir,
                                                       const Sandbox* sandbox) const {
  ProcessResult result = run_student_tool(argv, build_dir_, sandbox,
                                          student_build_view(project_root_, submission_dir, {build_dir_}, work_dir));
  const std::string limit = describe_build_limit(result, student_build_limits());
  // First, so that it is the line a student reads.
  if (sandbox != nullptr && !limit.empty()) result.stderr_text = "error: " + limit + "\n" + result.stderr_text;
  return result;
}

bool PrebuiltHarnessBuilder::link(const std::map<std::string, std::string>& values, BuildOutcome& outcome,
                                  const std::filesystem::path& submission_dir, const std::filesystem::path& work_dir,
                                  const Sandbox* sandbox) const {
  std::vector<std::string> argv;
  for (const auto& word : link_) {
    const std::string value = substitute(word, values);
    if (!value.empty()) argv.push_back(value);  // a file compiled into another's object
  }
  const ProcessResult linked = run_student_step(argv, submission_dir, work_dir, sandbox);
  outcome.log += linked.stdout_text + linked.stderr_text;
  return linked.outcome == ProcessResult::Outcome::exited && linked.exit_code == 0;
}

BuildOutcome PrebuiltHarnessBuilder::build_one_unit(const std::filesystem::path& submission_dir,
                                                    const std::filesystem::path& work_dir,
                                                    const Sandbox* sandbox) const {
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
  const ProcessResult compiled = run_student_step(argv, submission_dir, work_dir, sandbox);
  outcome.log = "compiled as one unit: " + unit + "\n" + compiled.stdout_text + compiled.stderr_text;
  if (compiled.outcome != ProcessResult::Outcome::exited || compiled.exit_code != 0) return outcome;
  std::map<std::string, std::string> link_values{{"@OUTPUT@", (work_dir / "harness").string()}};
  for (const auto& file : sources_) link_values["@OBJECT:" + file + "@"] = file == order.front() ? object : "";
  outcome.harness = work_dir / "harness";
  outcome.ok = link(link_values, outcome, submission_dir, work_dir, sandbox);
  return outcome;
}

BuildOutcome PrebuiltHarnessBuilder::build(const std::filesystem::path& submission_dir,
                                           const std::filesystem::path& work_dir, const Sandbox* sandbox) const {
  std::filesystem::create_directories(work_dir / "objects");
  hand_to_sandbox_user(work_dir, sandbox);
  BuildOutcome outcome;
  if (sources_.size() > 1) outcome = build_one_unit(submission_dir, work_dir, sandbox);
  if (!outcome.ok) {
    const std::string first_try = outcome.log;  // kept out of the error summaries
    outcome = build_file_by_file(submission_dir, work_dir, sandbox);
    outcome.log = first_try + outcome.log;
  }
  write_file_atomically(work_dir / "build.log", outcome.log);
  return outcome;
}

BuildOutcome PrebuiltHarnessBuilder::build_file_by_file(const std::filesystem::path& submission_dir,
                                                        const std::filesystem::path& work_dir,
                                                        const Sandbox* sandbox) const {
  BuildOutcome outcome;
  std::map<std::string, std::string> link_values;
  std::vector<std::string> broken;
  std::map<std::string, std::string> file_logs;
  for (const auto& file : sources_) {
    const std::string object = (work_dir / "objects" / (file + ".o")).string();
    std::vector<std::string> argv = compile_.at(file);
    for (auto& word : argv) {
      word = substitute(word, {{"@SOURCE@", (submission_dir / file).string()}, {"@OBJECT@", object}});
    }
    std::filesystem::remove(object);
    const ProcessResult result = run_student_step(argv, submission_dir, work_dir, sandbox);
    file_logs[file] = result.stdout_text + result.stderr_text;
    outcome.log += file_logs[file];
    if (result.outcome == ProcessResult::Outcome::exited && result.exit_code == 0) {
      link_values["@OBJECT:" + file + "@"] = object;
    } else {
      broken.push_back(file);
      link_values["@OBJECT:" + file + "@"] = template_objects_.at(file);
    }
  }
  if (broken.size() == sources_.size()) {
    outcome.errors = summarize_compiler_errors(outcome.log, submission_dir);
    return outcome;
  }
  outcome.harness = work_dir / "harness";
  link_values["@OUTPUT@"] = outcome.harness.string();
  if (!link(link_values, outcome, submission_dir, work_dir, sandbox)) {
    outcome.errors = summarize_compiler_errors(outcome.log, submission_dir);
    return outcome;
  }
  outcome.ok = true;
  for (const auto& file : broken) {
    std::string errors = summarize_compiler_errors(file_logs[file], submission_dir, 8, file);
    // The assembler's errors name a temporary file, not the student's.
    if (errors.empty()) errors = file + ": " + summarize_compiler_errors(file_logs[file], submission_dir, 1);
    outcome.broken_files[file] = errors;
  }
  return outcome;
}

}  // namespace grader
