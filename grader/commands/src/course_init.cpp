// `grade course init --seed-file FILE`: the course's own hidden sets. The
// framework's repository is public, and so is every hidden set committed in
// it with the generator and the seeds that made it; this command makes every
// assignment's hidden set again with its generator
// (reference_values/generate_<assignment>.py --set hidden --seed-file FILE),
// every seed derived from the course's private seed, and writes them in
// place, each once its solution scores full marks on it (a set it does not
// is drawn again). The seed stays in FILE, outside the repository; each set's
// index.json lists its files' checksums (their digest is the set's checksum,
// published_sets.hpp). Only the course's own generators run here, never a
// student's code. Linked into `grader` only (grader::class_commands: grader/commands/CMakeLists.txt).
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <cstdlib>
#include <iostream>
#include <random>
#include <sstream>

#include "command_parts.hpp"
#include "grader/assessment/manifest.hpp"
#include "grader/assessment/published_sets.hpp"
#include "grader/assessment/reference_set.hpp"
#include "grader/course/jobs.hpp"
#include "grader/execution/runner.hpp"
#include "grader/grading/validation.hpp"
#include "grader/reports/reports.hpp"
#include "grader/support/course_layout.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"
#include "grader/support/programs.hpp"

namespace grader::commands {

namespace fs = std::filesystem;
using grader::ExitCode;
using grader::GraderError;

namespace {

// The generators' own rule (reference_writer.PRIVATE_SEED_MIN_LENGTH).
constexpr std::size_t min_seed_length = 16;

bool inside(const fs::path& path, const fs::path& folder) {
  const fs::path relative = path.lexically_relative(folder);
  return !relative.empty() && *relative.begin() != "..";
}

std::string trimmed(const std::string& text) {
  const auto first = text.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return "";
  return text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1);
}

// The private seed in `given`, checked as the generators check it; a new one
// (64 random hex digits, readable by its owner only) when there is no such
// file. Refused inside the repository: a seed committed with the course is
// no secret. The generators read the file themselves: the seed is never on a
// command line, where any user of the machine could read it.
void check_private_seed(const fs::path& root, const fs::path& given) {
  const fs::path file = fs::weakly_canonical(fs::absolute(given));
  if (inside(file, fs::weakly_canonical(root))) {
    throw GraderError(ExitCode::usage, "course init: --seed-file " + given.string() + " is inside the repository (" +
                                           root.string() +
                                           "): keep the seed outside it, where no commit can take it along (e.g. "
                                           "~/course-private/seed)");
  }
  std::error_code error;
  if (!fs::exists(file, error)) {
    if (!fs::is_directory(file.parent_path(), error)) {
      throw GraderError(ExitCode::usage, "course init: --seed-file " + given.string() + ": its folder " +
                                             file.parent_path().string() + " does not exist");
    }
    std::random_device random("/dev/urandom");
    std::string seed;
    const char* digits = "0123456789abcdef";
    for (int i = 0; i < 64; ++i) seed += digits[random() % 16];
    const int fd = ::open(file.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, S_IRUSR | S_IWUSR);
    const std::string line = seed + "\n";
    if (fd < 0 || ::write(fd, line.data(), line.size()) != static_cast<ssize_t>(line.size()) || ::close(fd) != 0) {
      throw GraderError(ExitCode::output_error, "course init: cannot write a new seed to " + given.string());
    }
    std::cout << "wrote a new private seed to " << given.string()
              << " (readable by you only): keep it, outside the repository and backed up; the same seed makes the "
                 "same hidden sets again\n";
  }
  const std::string seed = trimmed(grader::read_file_bytes(file, ExitCode::usage));
  if (seed.size() < min_seed_length) {
    throw GraderError(ExitCode::usage, "course init: --seed-file " + given.string() + ": the seed is " +
                                           std::to_string(seed.size()) + " characters; at least " +
                                           std::to_string(min_seed_length) +
                                           " are needed (a new file gets 64 random hex digits)");
  }
}

grader::Limits generator_limits() {
  grader::Limits limits;
  limits.timeout_seconds = 1800;
  limits.memory_mb = 0;
  limits.file_size_mb = 0;
  limits.output_kib = 256;
  return limits;
}

// The generator can run: Python with NumPy, and PyTorch when the generator
// imports it. Otherwise the command stops before anything is written, with
// what to install.
void check_generator_runs(const fs::path& root, const std::string& assignment, const fs::path& generator) {
  const std::string python = grader::python_program();
  const std::string script = grader::read_file_bytes(generator, ExitCode::manifest_error);
  std::vector<std::string> modules = {"numpy"};
  if (script.find("import torch") != std::string::npos) modules.emplace_back("torch");
  const std::string packages = modules.size() > 1 ? "python3-numpy and python3-torch" : "python3-numpy";
  const std::string install = "install " + packages + " (sudo apt-get install python3 " +
                              (modules.size() > 1 ? "python3-numpy python3-torch" : "python3-numpy") +
                              "; scripts/setup-deps --test installs them)";
  if (::access(python.c_str(), X_OK) != 0) {
    throw GraderError(ExitCode::build_system_error,
                      "course init: " + python + " is not installed, and reference_values/" +
                          generator.filename().string() + " (" + assignment + ") needs it with " + packages + ": " +
                          install + "; nothing was changed");
  }
  for (const auto& module : modules) {
    const auto probe = grader::run_limited({python, "-c", "import " + module}, root, generator_limits());
    if (probe.outcome != grader::ProcessResult::Outcome::exited || probe.exit_code != 0) {
      throw GraderError(ExitCode::build_system_error, "course init: " + python + " cannot import " + module +
                                                          ", which reference_values/" + generator.filename().string() +
                                                          " (" + assignment + ") needs: " + install +
                                                          "; nothing was changed");
    }
  }
}

// Sets drawn from one seed before course init gives up on an assignment.
constexpr int max_draws = 5;

// Grades the assignment's solution against `set` through the one door
// (grade_course_solution(), as release --check does): "" when it scores full
// marks, else its failed tasks ("Task 1.1 Name 0 / 2"; ...). A random case
// can fall too close to float32's limits for a correct solution (a row of
// tiny weights renormalised): that set is drawn again.
std::string solution_misses(const Options& options, const std::string& assignment, const fs::path& set) {
  const auto manifest = grader::load_assignment(options.root, assignment);
  const auto references = grader::load_reference_set(set);
  const grader::Sandbox sandbox = grader::prepare_sandbox(sandbox_mode(options.sandbox));
  const grader::GradeReport report =
      grader::grade_course_solution(options.root, manifest, references, sandbox, options.jobs, options.probe_seed);
  if (grader::format_points(report.score) == grader::format_points(report.max_score)) return "";
  std::string failed;
  for (const auto& task : report.tasks) {
    if (task.passed()) continue;
    std::istringstream name(task.name);
    std::string words = "Task " + task.id;
    for (std::string word; name >> word;) words += " " + word;
    words += " " + grader::format_points(task.score) + " / " + grader::format_points(task.max_score);
    failed += (failed.empty() ? "" : "; ") + words;
  }
  return failed.empty() ? "not full marks" : failed;
}

// A folder beside the sets (so that renaming a new set into place is one step), removed at the end.
struct Staging {
  fs::path path;
  explicit Staging(const fs::path& parent) {
    std::string pattern = (parent / ".course-init-XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) {
      throw GraderError(ExitCode::output_error, "course init: cannot create a folder in " + parent.string());
    }
    path = pattern;
  }
  Staging(const Staging&) = delete;
  Staging& operator=(const Staging&) = delete;
  ~Staging() {
    std::error_code ignored;
    fs::remove_all(path, ignored);
  }
};

// One assignment's set, made and checked in the staging folder.
struct Made {
  std::string assignment;
  fs::path set;
  int draw = 0;
  std::size_t cases = 0;
  std::string checksum;
  std::string before;  // the committed set's checksum
  bool was_published = false;
};

// The generator of each assignment, each checked to run (nothing is changed otherwise).
std::vector<fs::path> course_generators(const Options& options, const std::vector<std::string>& assignments) {
  std::vector<fs::path> generators;
  for (const auto& assignment : assignments) {
    (void)grader::load_assignment(options.root, assignment);  // an unknown name is refused, naming the known ones
    const fs::path generator = grader::CourseLayout(options.root).generator(assignment);
    if (!fs::is_regular_file(generator)) {
      throw GraderError(ExitCode::manifest_error, "course init: " + assignment + " has no generator (" +
                                                      generator.string() +
                                                      "): its hidden set cannot be made again; nothing was changed");
    }
    generators.push_back(generator);
  }
  for (std::size_t i = 0; i < assignments.size(); ++i)
    check_generator_runs(options.root, assignments[i], generators[i]);
  return generators;
}

// Draws the assignment's hidden set from the seed until its solution scores
// full marks on it (at most max_draws times), in `staging`.
Made make_hidden_set(const Options& options, const std::string& assignment, const fs::path& generator,
                     const fs::path& staging, const fs::path& seed_file) {
  Made one{assignment, {}, 0, 0, "", "", false};
  for (;; ++one.draw) {
    const fs::path out = staging / ("draw-" + std::to_string(one.draw));
    std::cout << "  " << assignment << ": reference_values/" << generator.filename().string()
              << " --set hidden --seed-file ..." << (one.draw > 0 ? " --draw " + std::to_string(one.draw) : "")
              << std::endl;
    const auto run =
        grader::run_limited({grader::python_program(), generator.string(), "--set", "hidden", "--seed-file",
                             seed_file.string(), "--draw", std::to_string(one.draw), "--out", out.string()},
                            options.root, generator_limits());
    if (run.outcome != grader::ProcessResult::Outcome::exited || run.exit_code != 0) {
      throw GraderError(ExitCode::build_system_error, "course init: reference_values/" + generator.filename().string() +
                                                          " failed (" + run.describe() +
                                                          "): " + trimmed(run.stderr_text) + "; nothing was changed");
    }
    one.set = out / assignment / "hidden";
    one.cases = grader::load_reference_set(one.set).cases.size();
    if (const auto published = grader::published_set_of(options.root, one.set)) {
      throw GraderError(ExitCode::internal_error, "course init: the set made for " + assignment + " is " +
                                                      published->assignment +
                                                      "'s published one: its generator did not use the seed; "
                                                      "nothing was changed");
    }
    std::cout << "  " << assignment << ": grading solutions/" << assignment << "/ against it ..." << std::endl;
    const std::string misses = solution_misses(options, assignment, one.set);
    if (misses.empty()) break;
    std::cout << "  " << assignment << ": the solution lost points on it (" << misses
              << "): a case too close to float32's limits; drawing the set again\n";
    if (one.draw + 1 == max_draws) {
      throw GraderError(ExitCode::build_system_error,
                        "course init: solutions/" + assignment + "/ loses points on each of the " +
                            std::to_string(max_draws) + " hidden sets drawn from this seed (the last: " + misses +
                            "): check the solution and the generator against the committed sets "
                            "(scripts/run-tests); nothing was changed");
    }
  }
  one.checksum = grader::reference_set_checksum(one.set);
  const fs::path committed = grader::CourseLayout(options.root).reference_set(assignment, "hidden");
  if (fs::exists(committed / "index.json")) {
    one.before = grader::reference_set_checksum(committed);
    one.was_published = grader::published_set_of(options.root, committed).has_value();
  }
  return one;
}

void print_made(const std::vector<Made>& made, const std::string& seed_file) {
  std::cout << "The course's own hidden sets, from the private seed in " << seed_file << ":\n";
  for (const auto& one : made) {
    std::cout << "  reference_values/" << one.assignment << "/hidden: " << one.cases << " cases, checksum "
              << one.checksum.substr(0, 12) << ", the solution at full marks"
              << (one.draw > 0 ? " (drawn " + std::to_string(one.draw + 1) + " times)" : "")
              << (one.before.empty()           ? " (new)"
                  : one.was_published          ? " (was the published set " + one.before.substr(0, 12) + ")"
                  : one.before == one.checksum ? " (unchanged: this seed made it before)"
                                               : " (was " + one.before.substr(0, 12) + ")")
              << "\n";
  }
  std::cout << "Commit them only to the course's private repository (the framework's is public; a student "
               "repository never holds them), never the seed file. Next: ./grade release --gradescope FILE.zip "
               "(--assignment NAME) for each assignment you grade on Gradescope\n";
}

}  // namespace

int course_init(const Options& options, const CourseCommand& command, bool assignment_given) {
  const std::vector<std::string> assignments =
      assignment_given ? std::vector<std::string>{options.assignment} : grader::list_assignments(options.root);
  if (assignments.empty()) {
    throw GraderError(ExitCode::manifest_error, grader::CourseLayout(options.root).assignments().string() +
                                                    ": no assignment folder with a manifest.json");
  }
  const std::vector<fs::path> generators = course_generators(options, assignments);
  check_private_seed(options.root, command.seed_file);
  const fs::path seed_file = fs::absolute(command.seed_file);

  // Every set made and checked first, beside the committed ones; only then put in place.
  const grader::CourseLayout course(options.root);
  const Staging staging(course.reference_values());
  std::vector<Made> made;
  for (std::size_t i = 0; i < assignments.size(); ++i) {
    made.push_back(make_hidden_set(options, assignments[i], generators[i], staging.path, seed_file));
  }
  for (const auto& one : made) {
    const fs::path committed = course.reference_set(one.assignment, "hidden");
    const fs::path old = staging.path / (one.assignment + ".before");
    if (fs::exists(committed)) fs::rename(committed, old);
    fs::create_directories(committed.parent_path());
    fs::rename(one.set, committed);
  }
  print_made(made, command.seed_file);
  return static_cast<int>(ExitCode::graded);
}

}  // namespace grader::commands
