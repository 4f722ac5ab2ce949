// The template's build and the fingerprints: CMake configures and builds
// the course's template (cmake_program, configure_and_build_template,
// check_template), HarnessBuilder::prepare reads its compile commands and
// link recipe, and what an object or a harness was made from decides whether
// it is reused (read_depfile, object_inputs, inputs_unchanged, the fingerprints).
#include <algorithm>
#include <fstream>
#include <iterator>
#include <mutex>
#include <set>
#include <sstream>

#include "build_steps.hpp"
#include "grader/building/build.hpp"
#include "grader/execution/runner.hpp"
#include "grader/support/checksum.hpp"
#include "grader/support/course_layout.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/file_lock.hpp"
#include "grader/support/json_file.hpp"
#include "grader/support/programs.hpp"

namespace grader {

using namespace build_steps;

std::string cmake_program() {
  return installed_program("cmake", ExitCode::build_system_error, "install it with `apt-get install cmake`");
}

namespace {

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

}  // namespace

namespace build_steps {

std::string substitute(const std::string& word, const std::map<std::string, std::string>& values) {
  const auto found = values.find(word);
  return found == values.end() ? word : found->second;
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

std::string joined(const std::vector<std::string>& argv) {
  std::string line;
  for (const auto& word : argv) line += word + '\0';
  return line;
}

}  // namespace build_steps

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

}  // namespace grader
