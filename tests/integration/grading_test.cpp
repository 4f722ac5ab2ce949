// Grades real submissions through real harness processes: the solution, the
// untouched template, correct alternatives and every mutant, asserting the
// exact points of each task and the exact hint a student would see.
#include <arpa/inet.h>
#include <fcntl.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <thread>

#include "grader/assessment/manifest.hpp"
#include "grader/assessment/reference_set.hpp"
#include "grader/execution/sandbox.hpp"
#include "grader/grading/engine.hpp"
#include "grader/grading/validation.hpp"
#include "grader/protocol/tensor_json.hpp"
#include "grader/reports/reports.hpp"
#include "grader/support/checksum.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"
#include "lookup_table.hpp"
#include "test_assignments.hpp"

namespace fs = std::filesystem;

namespace {

const fs::path root = GRADER_TEST_PROJECT_ROOT;
const fs::path harnesses = GRADER_TEST_HARNESS_DIR;

const grader::Manifest& manifest(const std::string& assignment = "attention") {
  static std::map<std::string, grader::Manifest> manifests;
  auto it = manifests.find(assignment);
  if (it == manifests.end()) {
    auto m = grader::load_assignment(root, assignment);
    m.limits.timeout_seconds = 2;  // the infinite-loop mutant need not cost 10 s
    it = manifests.emplace(assignment, std::move(m)).first;
  }
  return it->second;
}

const grader::ReferenceSet& references(const std::string& name, const std::string& assignment = "attention") {
  static std::map<std::string, grader::ReferenceSet> sets;
  const std::string key = assignment + "/" + name;
  auto it = sets.find(key);
  if (it == sets.end()) {
    it = sets.emplace(key, grader::load_reference_set(root / "reference_values" / assignment / name)).first;
  }
  return it->second;
}

// The property checks' seed: GRADER_TEST_PROBE_SEED, else a fixed one, so a
// failure can be repeated. Every expectation must hold for any seed (try
// others with the variable).
std::uint64_t probe_seed() {
  const char* given = std::getenv("GRADER_TEST_PROBE_SEED");
  return given != nullptr ? std::stoull(given) : 20261123;
}

// The sandbox a real run would pick: bubblewrap where it works.
const grader::Sandbox& sandbox() {
  static const grader::Sandbox chosen = grader::prepare_sandbox(grader::SandboxMode::automatic);
  return chosen;
}

grader::GradeReport grade(const std::string& harness, const std::string& set = "public",
                          const std::string& assignment = "attention") {
  grader::ProcessHarness process(harnesses / harness, manifest(assignment).limits, sandbox());
  grader::GradeOptions options;
  options.jobs = 2;
  options.probe_seed = probe_seed();
  return grader::grade(manifest(assignment), references(set, assignment), process, options);
}

std::map<std::string, double> scores(const grader::GradeReport& report) {
  std::map<std::string, double> points;
  for (const auto& task : report.tasks) points[task.id] = task.score;
  return points;
}

const grader::TaskResult& task(const grader::GradeReport& report, const std::string& id) {
  for (const auto& t : report.tasks) {
    if (t.id == id) return t;
  }
  throw std::runtime_error("no task " + id);
}

}  // namespace

// Every assignment's solution and template: AssignmentSuite below.
// Correct alternatives: tests/integration/catalogue_test.cpp.

struct Mutant {
  std::string assignment = "attention";
  std::string harness_prefix;   // "<assignment>_"
  std::string kind = "mutant";  // the harness is <prefix><kind>_<name>_harness ("hostile": the grader's catalogue)
  std::map<std::string, double> full_marks;
  std::string name;
  std::string references;
  std::map<std::string, double> expect;
  std::map<std::string, std::string> hints;                    // task -> manifest hint id
  std::map<std::string, std::string> hint_texts;               // task -> the exact hint a diagnosis gives
  std::map<std::string, std::string> messages;                 // task -> text the first failure contains
  std::map<std::string, std::string> exact_messages;           // task -> the first failure's whole message
  double grade_seconds = 0;                                    // the whole grade's time limit (0: the manifest's)
  double max_seconds = 0;                                      // grading must take less wall time (0: any)
  std::string needs;                                           // "bubblewrap": only that sandbox can stop it
  int listen_port = 0;                                         // listen on 127.0.0.1 while grading it
  std::string must_not_create;                                 // a file that must not exist afterwards
  std::string sandbox_mode;                                    // bubblewrap, user, none: graded there (empty: the best)
  std::map<std::string, double> expect_without_process_limit;  // where no process limit binds
  std::string must_not_survive;                                // no process of this name may be left after grading
  bool inherited_descriptor = false;                           // grade while holding a file open without O_CLOEXEC
  std::string label;                                           // the test's name: name, or name_<sandbox>
  std::string report_must_not_contain;
  bool oracle = false;                                // graded with the course's solution as the oracle
  std::map<std::string, std::string> exact_examples;  // task -> the example its report shows, exactly
};

void PrintTo(const Mutant& mutant, std::ostream* out) { *out << mutant.name; }

nlohmann::json read_json(const fs::path& path) {
  return grader::parse_json_text(grader::read_file_bytes(path, grader::ExitCode::internal_error), path,
                                 grader::ExitCode::internal_error);
}

// tests/assignments/<assignment>.json: every assignment's suite.
// The assignments of this build's tests, each with its suite (tests/assignments/<assignment>.json).
std::vector<std::string> suite_assignments() { return test_support::test_assignments(); }

nlohmann::json suite(const std::string& assignment) {
  return read_json(root / "tests/assignments" / (assignment + ".json"));
}

// A catalogue of mutants of `assignment`'s solution: its suite's mutants, or
// (kind "hostile") the grader's own catalogue of attacks, written into it.
std::vector<Mutant> load_catalogue(const std::string& relative, const std::string& assignment,
                                   const std::string& kind = "mutant") {
  const auto json = read_json(root / relative);
  std::vector<Mutant> mutants;
  for (const auto& node : json.at("mutants")) {
    Mutant mutant;
    mutant.assignment = assignment;
    mutant.harness_prefix = assignment + "_";
    mutant.kind = kind;
    mutant.full_marks = suite(assignment).at("full_marks").get<std::map<std::string, double>>();
    mutant.name = node.at("name").get<std::string>();
    mutant.references = node.value("references", "public");
    mutant.expect = node.at("expect").get<std::map<std::string, double>>();
    mutant.hints = node.value("hints", std::map<std::string, std::string>{});
    mutant.hint_texts = node.value("hint_texts", std::map<std::string, std::string>{});
    mutant.messages = node.value("messages", std::map<std::string, std::string>{});
    mutant.exact_messages = node.value("exact_messages", std::map<std::string, std::string>{});
    mutant.grade_seconds = node.value("grade_seconds", 0.0);
    mutant.max_seconds = node.value("max_seconds", 0.0);
    mutant.needs = node.value("needs", "");
    mutant.listen_port = node.value("listen_port", 0);
    mutant.must_not_create = node.value("must_not_create", "");
    mutant.expect_without_process_limit = node.value("expect_without_process_limit", std::map<std::string, double>{});
    mutant.must_not_survive = node.value("must_not_survive", "");
    mutant.inherited_descriptor = node.value("inherited_descriptor", false);
    mutant.label = mutant.name;
    mutant.report_must_not_contain = node.value("report_must_not_contain", "");
    mutant.oracle = node.value("oracle", false);
    mutant.exact_examples = node.value("exact_examples", std::map<std::string, std::string>{});
    mutants.push_back(mutant);
  }
  return mutants;
}

// A listening socket on 127.0.0.1 for the duration of a test.
class Listener {
 public:
  explicit Listener(int port) {
    if (port == 0) return;
    fd_ = ::socket(AF_INET, SOCK_STREAM, 0);
    int yes = 1;
    ::setsockopt(fd_, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<std::uint16_t>(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    listening_ = ::bind(fd_, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0 && ::listen(fd_, 8) == 0;
  }
  ~Listener() {
    if (fd_ >= 0) ::close(fd_);
  }
  Listener(const Listener&) = delete;
  Listener& operator=(const Listener&) = delete;
  [[nodiscard]] bool listening() const { return listening_; }

 private:
  int fd_ = -1;
  bool listening_ = false;
};

// tests/hostile/hostile.json: an attack with "sandboxes" once per sandbox,
// as <name>_<sandbox>; the others in the best sandbox, as <name>.
std::vector<Mutant> hostile_catalogue() {
  if (!test_support::whole_suite()) return {};  // the grader's own tests: not built with one assignment's
  const auto json = read_json(root / "tests/hostile/hostile.json");
  std::vector<Mutant> all;
  const auto mutants = load_catalogue("tests/hostile/hostile.json", "attention", "hostile");
  for (std::size_t i = 0; i < mutants.size(); ++i) {
    const auto& node = json.at("mutants").at(i);
    if (!node.contains("sandboxes")) {
      all.push_back(mutants[i]);
      continue;
    }
    for (const auto& mode : node.at("sandboxes")) {
      Mutant copy = mutants[i];
      copy.sandbox_mode = mode.get<std::string>();
      copy.label = copy.name + "_" + copy.sandbox_mode;
      all.push_back(copy);
    }
  }
  return all;
}

// The sandbox of one kind ("bubblewrap", "user", "none"), or nullptr when
// this machine cannot make it (no bubblewrap; user needs root).
const grader::Sandbox* sandbox_of(const std::string& mode) {
  static std::map<std::string, std::optional<grader::Sandbox>> made;
  auto it = made.find(mode);
  if (it == made.end()) {
    const grader::SandboxMode requested = mode == "bubblewrap" ? grader::SandboxMode::bubblewrap
                                          : mode == "user"     ? grader::SandboxMode::unprivileged_user
                                                               : grader::SandboxMode::none;
    std::optional<grader::Sandbox> sandbox;
    try {
      sandbox = grader::prepare_sandbox(requested);
    } catch (const grader::GraderError&) {
    }
    it = made.emplace(mode, std::move(sandbox)).first;
  }
  return it->second ? &*it->second : nullptr;
}

grader::GradeReport grade_in(const grader::Sandbox& chosen, const std::string& harness, const std::string& set,
                             const std::string& assignment, double grade_seconds = 0, bool with_oracle = false) {
  grader::Manifest graded_with = manifest(assignment);
  if (grade_seconds > 0) graded_with.grade_seconds = grade_seconds;
  grader::ProcessHarness process(harnesses / harness, graded_with.limits, chosen);
  grader::GradeOptions options;
  options.jobs = 2;
  // The course's solution as the oracle, as batch and ./grade in the course repository have it.
  std::optional<grader::ProcessHarness> solution_program;
  std::optional<grader::ProcessHarness> student_again;
  grader::SolutionOracle solution;
  if (with_oracle) {
    options.probe_seed = probe_seed();
    solution_program.emplace(harnesses / (assignment + "_solution_harness"), graded_with.limits, chosen);
    student_again.emplace(harnesses / harness, graded_with.limits, chosen);
    solution.harness = &*solution_program;
    solution.student = &*student_again;
    solution.sets = {references("hidden", assignment), references("public", assignment)};
    options.oracle = [&solution]() { return &solution; };
  }
  return grader::grade(graded_with, references(set, assignment), process, options);
}

// The pids of the processes whose name (/proc/<pid>/comm) is `name`.
std::vector<pid_t> pids_named(const std::string& name) {
  std::vector<pid_t> pids;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator("/proc", error)) {
    const std::string pid = entry.path().filename().string();
    if (pid.find_first_not_of("0123456789") != std::string::npos) continue;
    std::ifstream comm(entry.path() / "comm");
    std::string line;
    if (std::getline(comm, line) && line == name) pids.push_back(static_cast<pid_t>(std::stol(pid)));
  }
  return pids;
}

// How many processes named `name` are left once `patience` has passed
// (a pid namespace is torn down just after its bwrap ends).
std::size_t processes_named(const std::string& name, std::chrono::milliseconds patience) {
  const auto give_up = std::chrono::steady_clock::now() + patience;
  while (!pids_named(name).empty() && std::chrono::steady_clock::now() < give_up) {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  return pids_named(name).size();
}

void kill_processes_named(const std::string& name) {
  for (const pid_t pid : pids_named(name)) ::kill(pid, SIGKILL);
  (void)processes_named(name, std::chrono::seconds(3));
}

// An flock held for the lifetime of the object.
class ExclusiveLock {
 public:
  explicit ExclusiveLock(const fs::path& path) : fd_(::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0666)) {
    if (fd_ >= 0) ::flock(fd_, LOCK_EX);
  }
  ~ExclusiveLock() {
    if (fd_ >= 0) ::close(fd_);
  }
  ExclusiveLock(const ExclusiveLock&) = delete;
  ExclusiveLock& operator=(const ExclusiveLock&) = delete;

 private:
  int fd_;
};

// A file this test process holds open without O_CLOEXEC, as a careless
// parent of the grader would (as descriptor n and as descriptor 200), so
// every process the grader starts would inherit it.
class InheritedFile {
 public:
  explicit InheritedFile(const std::string& label)
      : path_(fs::temp_directory_path() / ("autograder-inherited-" + label + "-" + std::to_string(::getpid()))) {
    fd_ = ::open(path_.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_APPEND, 0666);  // no O_CLOEXEC
    if (fd_ >= 0 && fd_ != high_fd) ::dup2(fd_, high_fd);                        // dup2 clears it too
  }
  ~InheritedFile() {
    if (fd_ >= 0) ::close(fd_);
    ::close(high_fd);
    std::error_code ignored;
    fs::remove(path_, ignored);
  }
  InheritedFile(const InheritedFile&) = delete;
  InheritedFile& operator=(const InheritedFile&) = delete;
  [[nodiscard]] std::string written() const {
    std::ifstream in(path_, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  }

 private:
  static constexpr int high_fd = 200;
  fs::path path_;
  int fd_ = -1;
};

class MutantGrading : public testing::TestWithParam<Mutant> {};

TEST_P(MutantGrading, GetsExactPointsAndNamedHint) {
  const Mutant& mutant = GetParam();
  const grader::Sandbox* chosen = mutant.sandbox_mode.empty() ? &sandbox() : sandbox_of(mutant.sandbox_mode);
  if (chosen == nullptr) GTEST_SKIP() << "this machine cannot make the " << mutant.sandbox_mode << " sandbox";
  if (mutant.needs == "bubblewrap" && chosen->kind != grader::Sandbox::Kind::bubblewrap) {
    GTEST_SKIP() << "only the bubblewrap sandbox stops this; here: " << chosen->describe();
  }
  if (!mutant.must_not_create.empty()) fs::remove(mutant.must_not_create);
  Listener listener(mutant.listen_port);
  if (mutant.listen_port != 0) {
    ASSERT_TRUE(listener.listening()) << "cannot listen on port " << mutant.listen_port;
  }
  // One test with survivors to look for at a time (ctest -j): another's would look like ours.
  std::optional<ExclusiveLock> one_at_a_time;
  if (!mutant.must_not_survive.empty()) {
    one_at_a_time.emplace(fs::temp_directory_path() / "autograder-hostile-survivors.lock");
    kill_processes_named(mutant.must_not_survive);  // left by an earlier run that failed
  }
  std::optional<InheritedFile> inherited;
  if (mutant.inherited_descriptor) inherited.emplace(mutant.label);

  const auto started = std::chrono::steady_clock::now();
  const auto report = grade_in(*chosen, mutant.harness_prefix + mutant.kind + "_" + mutant.name + "_harness",
                               mutant.references, mutant.assignment, mutant.grade_seconds, mutant.oracle);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  const std::string text = grader::render_text(report, false) + "\n(" + chosen->describe() + ")";
  if (mutant.max_seconds > 0) {
    EXPECT_LT(seconds, mutant.max_seconds) << text;
  }
  const bool unlimited = chosen->process_limit() == 0 && !mutant.expect_without_process_limit.empty();
  EXPECT_EQ(scores(report), unlimited ? mutant.expect_without_process_limit : mutant.expect) << text;
  if (inherited) {
    EXPECT_EQ(inherited->written(), "") << "the harness wrote through a descriptor the grader inherited";
  }
  if (!mutant.must_not_survive.empty()) {
    EXPECT_EQ(processes_named(mutant.must_not_survive, std::chrono::seconds(3)), 0U)
        << "processes named " << mutant.must_not_survive << " outlived the grading";
    kill_processes_named(mutant.must_not_survive);
  }
  if (unlimited) return;  // the per-task expectations below are for mutant.expect
  for (const auto& [id, hint_id] : mutant.hints) {
    const auto& hints_of_manifest = manifest(mutant.assignment).hints;
    ASSERT_TRUE(hints_of_manifest.count(hint_id)) << "no hint " << hint_id << " in the manifest";
    const auto hints = task(report, id).hints();
    ASSERT_FALSE(hints.empty()) << "Task " << id << " named no mistake";
    EXPECT_EQ(hints.front(), hints_of_manifest.at(hint_id)) << "Task " << id;
  }
  for (const auto& [id, want] : mutant.hint_texts) {
    const auto hints = task(report, id).hints();
    ASSERT_FALSE(hints.empty()) << "Task " << id << " named no mistake";
    EXPECT_EQ(hints.front(), want) << "Task " << id;
  }
  for (const auto& [id, message] : mutant.messages) {
    const auto* failure = task(report, id).first_failure();
    ASSERT_NE(failure, nullptr) << "Task " << id;
    EXPECT_NE(failure->message.find(message), std::string::npos) << "Task " << id << " said: " << failure->message;
  }
  for (const auto& [id, message] : mutant.exact_messages) {
    const auto* failure = task(report, id).first_failure();
    ASSERT_NE(failure, nullptr) << "Task " << id;
    EXPECT_EQ(failure->message, message) << "Task " << id;
  }
  for (const auto& [id, example] : mutant.exact_examples) {
    EXPECT_EQ(task(report, id).example, example) << "Task " << id;
  }
  // A mistake in one task never costs points in another.
  for (const auto& [id, points] : mutant.expect) {
    if (points == mutant.full_marks.at(id)) {
      EXPECT_EQ(task(report, id).count(grader::CheckResult::Status::failed), 0u) << "Task " << id;
    }
  }
  if (!mutant.must_not_create.empty()) {
    EXPECT_FALSE(fs::exists(mutant.must_not_create)) << "the submission wrote " << mutant.must_not_create;
    fs::remove(mutant.must_not_create);
  }
  if (!mutant.report_must_not_contain.empty()) {
    EXPECT_EQ(text.find(mutant.report_must_not_contain), std::string::npos) << text;
  }
}

GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(MutantGrading);
INSTANTIATE_TEST_SUITE_P(Hostile, MutantGrading, testing::ValuesIn(hostile_catalogue()),
                         [](const testing::TestParamInfo<Mutant>& param_info) { return param_info.param.label; });

// Every assignment (tests/assignments/*.json): solution, template and mutants.
std::vector<Mutant> suite_mutants() {
  std::vector<Mutant> all;
  for (const auto& assignment : suite_assignments()) {
    auto mutants = load_catalogue("tests/assignments/" + assignment + ".json", assignment);
    all.insert(all.end(), mutants.begin(), mutants.end());
  }
  return all;
}

INSTANTIATE_TEST_SUITE_P(Assignments, MutantGrading, testing::ValuesIn(suite_mutants()),
                         [](const testing::TestParamInfo<Mutant>& param_info) {
                           return param_info.param.assignment + "_" + param_info.param.name;
                         });

// No number made from a hidden expected value reaches any report: each
// mutant graded against the hidden set, every report format rendered, and
// every number in them looked up among the hidden set's expected values and
// what a message could make of them (divided by 1 - p for dropout p).
// Numbers the student also has are not secrets: the public set's expected
// values and every input of either set.
std::set<std::string> hidden_expected_numbers(const std::string& assignment) {
  const auto numbers_of = [](const grader::ReferenceSet& set, bool expected) {
    std::set<std::string> numbers;
    for (const auto& source : set.cases) {
      for (const auto& [name, tensor] : expected ? source.expected : source.inputs) {
        for (float value : tensor.data) numbers.insert(grader::format_float(value));
      }
    }
    return numbers;
  };
  std::set<double> dropouts;
  for (const auto& task : manifest(assignment).tasks) {
    for (const auto& check : task.checks) {
      if (check.params.contains("dropout")) dropouts.insert(check.params.at("dropout").get<double>());
    }
  }
  std::set<std::string> secret;
  for (const auto& source : references("hidden", assignment).cases) {
    for (const auto& [name, tensor] : source.expected) {
      for (float value : tensor.data) {
        secret.insert(grader::format_float(value));
        for (double p : dropouts) secret.insert(grader::format_float(static_cast<float>(value / (1.0 - p))));
      }
    }
  }
  for (const auto& known :
       {numbers_of(references("public", assignment), true), numbers_of(references("public", assignment), false),
        numbers_of(references("hidden", assignment), false)}) {
    for (const auto& number : known) secret.erase(number);
  }
  // Short numbers ("0", "1", "0.5", "-inf") are everywhere: sizes, indices, p.
  for (auto it = secret.begin(); it != secret.end();) it = it->size() < 5 ? secret.erase(it) : std::next(it);
  return secret;
}

class HiddenFeedback : public testing::TestWithParam<Mutant> {};

TEST_P(HiddenFeedback, ShowsNoNumberMadeFromAHiddenExpectedValue) {
  const Mutant& mutant = GetParam();
  static std::map<std::string, std::set<std::string>> secrets;
  if (!secrets.count(mutant.assignment)) secrets[mutant.assignment] = hidden_expected_numbers(mutant.assignment);
  const auto& secret = secrets[mutant.assignment];
  ASSERT_GT(secret.size(), 100U);
  const auto report =
      grade(mutant.harness_prefix + mutant.kind + "_" + mutant.name + "_harness", "hidden", mutant.assignment);
  const std::string reports = grader::render_text(report, false) + grader::render_markdown(report) +
                              grader::render_gradescope_json(report) + grader::render_junit(report) +
                              grader::render_classroom_result(report);
  const std::regex number(R"([-+]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?)");
  for (std::sregex_iterator it(reports.begin(), reports.end(), number), end; it != end; ++it) {
    EXPECT_EQ(secret.count(it->str()), 0U) << "the hidden expected value " << it->str() << " is shown:\n"
                                           << grader::render_text(report, false);
  }
  // Nor a hidden case's name, which tells its parameters: "hidden case N" stands for it.
  for (const auto& source : references("hidden", mutant.assignment).cases) {
    EXPECT_EQ(reports.find(source.name), std::string::npos) << "the hidden case name " << source.name << " is shown:\n"
                                                            << grader::render_text(report, false);
  }
}

INSTANTIATE_TEST_SUITE_P(Assignments, HiddenFeedback, testing::ValuesIn(suite_mutants()),
                         [](const testing::TestParamInfo<Mutant>& param_info) {
                           return param_info.param.assignment + "_" + param_info.param.name;
                         });

class AssignmentSuite : public testing::TestWithParam<std::string> {};

TEST_P(AssignmentSuite, SolutionScoresFullMarksOnBothSets) {
  const std::string assignment = GetParam();
  const auto expected = suite(assignment).at("full_marks").get<std::map<std::string, double>>();
  for (const std::string set : {"public", "hidden"}) {
    const auto report = grade(assignment + "_solution_harness", set, assignment);
    EXPECT_EQ(scores(report), expected) << set << "\n" << grader::render_text(report, false);
    EXPECT_EQ(report.score, report.max_score) << set;
    for (const auto& t : report.tasks) EXPECT_EQ(t.count(grader::CheckResult::Status::skipped), 0u) << t.id;
  }
}

TEST_P(AssignmentSuite, TemplateScoresZeroWithNotImplementedOnEveryTask) {
  const std::string assignment = GetParam();
  const auto stubs = suite(assignment).at("template").get<std::map<std::string, std::string>>();
  const auto report = grade(assignment + "_template_harness", "public", assignment);
  EXPECT_EQ(report.score, 0) << grader::render_text(report, false);
  ASSERT_EQ(report.tasks.size(), stubs.size());
  for (const auto& [id, message] : stubs) {
    EXPECT_EQ(task(report, id).score, 0) << id;
    const auto* failure = task(report, id).first_failure();
    ASSERT_NE(failure, nullptr) << id;
    EXPECT_EQ(failure->message, message) << id;
    EXPECT_TRUE(task(report, id).hints().empty()) << id;
  }
}

INSTANTIATE_TEST_SUITE_P(Assignments, AssignmentSuite, testing::ValuesIn(suite_assignments()));

// An instructor's own reference set: the public cases in reverse order, the
// case files listed in reverse, and for attention one more case, named to sort
// first, with a single value, on which training-mode dropout cannot be decided
// (a submission cannot show a dropped and a kept value in one).
grader::Tensor json_tensor_of(grader::Shape shape, std::vector<float> data) {
  return {std::move(shape), std::move(data)};
}

nlohmann::json one_value_attend_case() {
  auto tensor = [](grader::Shape shape, float value) {
    return grader::tensor_to_json(json_tensor_of(std::move(shape), {value}));
  };
  nlohmann::json c;
  c["name"] = "a_one_token_one_feature";
  c["op"] = "mhsa.attend";
  c["params"] = {{"input_size", 1}, {"hidden", 1}, {"num_heads", 1}, {"causal", false}, {"dropout", 0.5}};
  c["inputs"] = {{"scores", tensor({1, 1, 1}, 0.3f)},  {"x", tensor({1, 1, 1}, 0.5f)},
                 {"k.weight", tensor({1, 1}, 0.2f)},   {"k.bias", tensor({1}, 0.1f)},
                 {"q.weight", tensor({1, 1}, -0.4f)},  {"q.bias", tensor({1}, 0.05f)},
                 {"v.weight", tensor({1, 1}, 0.8f)},   {"v.bias", tensor({1}, -0.25f)},
                 {"mix.weight", tensor({1, 1}, 1.5f)}, {"mix.bias", tensor({1}, 0.125f)}};
  // One token attends to itself with weight 1: output = mix(v(x)) = 1.5 * (0.8 * 0.5 - 0.25) + 0.125.
  c["expected"] = {{"output", tensor({1, 1, 1}, 0.35f)}, {"probs", tensor({1, 1, 1}, 1.0f)}};
  return c;
}

fs::path instructor_set(const std::string& assignment) {
  const fs::path from = root / "reference_values" / assignment / "public";
  const fs::path to = fs::temp_directory_path() / ("grader-instructor-set-" + std::to_string(::getpid())) / assignment;
  fs::remove_all(to);
  fs::create_directories(to);
  auto index = read_json(from / "index.json");
  auto& files = index.at("files");
  std::reverse(files.begin(), files.end());
  for (auto& file : files) {
    const std::string path = file.at("path").get<std::string>();
    auto content = read_json(from / path);
    auto& cases = content.at("cases");
    std::reverse(cases.begin(), cases.end());
    if (assignment == "attention" && path == "mhsa.attend.json") cases.push_back(one_value_attend_case());
    const std::string text = content.dump(1);
    std::ofstream(to / path, std::ios::binary) << text;
    file["sha256"] = grader::sha256_hex(text);
    file["cases"] = cases.size();
  }
  std::ofstream(to / "index.json", std::ios::binary) << index.dump(2);
  return to;
}

class InstructorSet : public testing::TestWithParam<std::string> {};

TEST_P(InstructorSet, InAnyCaseOrderGradesTheSolutionToFullMarks) {
  const std::string assignment = GetParam();
  const std::string prefix = assignment + "_";
  const auto own = grader::load_reference_set(instructor_set(assignment));
  grader::ProcessHarness process(harnesses / (prefix + "solution_harness"), manifest(assignment).limits, sandbox());
  grader::GradeOptions options;
  options.jobs = 2;
  options.probe_seed = probe_seed();
  const auto report = grader::grade(manifest(assignment), own, process, options);
  const auto expected = suite(assignment).at("full_marks").get<std::map<std::string, double>>();
  EXPECT_EQ(scores(report), expected) << grader::render_text(report, false);
  EXPECT_EQ(report.score, report.max_score);
  for (const auto& t : report.tasks) EXPECT_EQ(t.count(grader::CheckResult::Status::skipped), 0u) << t.id;
}

INSTANTIATE_TEST_SUITE_P(Assignments, InstructorSet, testing::ValuesIn(suite_assignments()));

// Reversing the cases changes no mistake's points either.
TEST(InstructorSet, CaseOrderNeverChangesAGrade) {
  if (!test_support::tested("attention")) GTEST_SKIP() << "grades attention's mutants, not in this build";
  const auto own = grader::load_reference_set(instructor_set("attention"));
  for (const std::string mutant :
       {"attention_mutant_mhsa_unscaled_harness", "attention_mutant_softmax_wrong_axis_harness",
        "attention_mutant_mask_hides_diagonal_harness"}) {
    grader::ProcessHarness process(harnesses / mutant, manifest().limits, sandbox());
    grader::GradeOptions options;
    options.jobs = 2;
    options.probe_seed = probe_seed();
    const auto reordered = grader::grade(manifest(), own, process, options);
    EXPECT_EQ(scores(reordered), scores(grade(mutant, "public"))) << mutant;
  }
}

TEST(Grading, SkippedChecksAreNamedAndCostNothing) {
  if (!test_support::tested("attention")) GTEST_SKIP() << "grades attention's mutants, not in this build";
  // scores is broken, so the forward checks that build on it are skipped, not failed.
  const auto report = grade("attention_mutant_mhsa_unscaled_harness");
  const auto& attend = task(report, "2.3");
  EXPECT_EQ(attend.score, 2);
  EXPECT_GT(attend.count(grader::CheckResult::Status::skipped), 0u);
  for (const auto& check : attend.checks) {
    if (check.status == grader::CheckResult::Status::skipped) {
      EXPECT_NE(check.message.find("builds on Task 2.1"), std::string::npos) << check.message;
    }
  }
}

TEST(Grading, MismatchReportGivesShapeMaxErrorIndexAndPairs) {
  if (!test_support::tested("attention")) GTEST_SKIP() << "grades attention's mutants, not in this build";
  const auto report = grade("attention_mutant_heads_major_rows_harness");
  const auto* failure = task(report, "2.1").first_failure();
  ASSERT_NE(failure, nullptr);
  EXPECT_NE(failure->message.find("scores: shape [9, 5, 5] is right, but"), std::string::npos) << failure->message;
  EXPECT_NE(failure->message.find("max abs error"), std::string::npos);
  EXPECT_NE(failure->message.find("(batch 0, head 1, row 0, column 0)"), std::string::npos) << failure->message;
  EXPECT_NE(failure->message.find("expected"), std::string::npos);
}

namespace {

grader::GradeReport grade_lookup_table(const std::string& set, bool with_oracle,
                                       const std::set<const grader::Case*>& wrong = {}) {
  const grader::Sandbox& chosen = sandbox();
  grader::GradeOptions options;
  options.jobs = 2;
  options.probe_seed = probe_seed();
  grader::ProcessHarness solution_program(harnesses / "attention_solution_harness", manifest().limits, chosen);
  const test_support::LookupTable table({&references("public"), &references("hidden")}, wrong);
  grader::SolutionOracle solution{&solution_program, &table, {references("hidden"), references("public")}, {}};
  if (with_oracle) options.oracle = [&solution]() { return &solution; };
  return grader::grade(manifest(), references(set), table, options);
}

}  // namespace

// Issue 51 item 2: without the course's solution (a student's repository,
// GitHub Classroom), the table passes every check, properties included: its
// grade there is advisory (the report says so: Cli.AReleasedRepositorysGradeIsAdvisory).
// On the course's side, each value check also runs on fresh inputs against the
// solution, and each constructor's shapes on fresh sizes (its params times
// a factor drawn per grade): the table keeps nothing.
TEST(Grading, ALookupTableOfTheStoredAnswersScoresZeroAgainstTheSolution) {
  if (!test_support::tested("attention")) GTEST_SKIP() << "grades attention, not in this build";
  const std::map<std::string, double> full{{"1.1", 1}, {"1.2", 3}, {"2.1", 3}, {"2.2", 1}, {"2.3", 2}};
  const std::map<std::string, double> table{{"1.1", 0}, {"1.2", 0}, {"2.1", 0}, {"2.2", 0}, {"2.3", 0}};
  for (const std::string set : {"public", "hidden"}) {
    EXPECT_EQ(scores(grade_lookup_table(set, false)), full) << set;
    const auto report = grade_lookup_table(set, true);
    EXPECT_EQ(scores(report), table) << set << "\n" << grader::render_text(report, false);
    const auto* constructor = task(report, "1.1").first_failure();
    ASSERT_NE(constructor, nullptr) << set;
    EXPECT_EQ(
        constructor->message,
        "your code gives the stored answer to this case, but with its sizes made fresh (params " +
            std::string(set == "public" ? R"({"hidden":72,"input_size":56})" : R"({"hidden":14,"input_size":21})") +
            ", drawn from seed " + std::to_string(probe_seed()) +
            ") your \"k.bias\" has shape [9] where the "
            "course's solution's has " +
            (set == "public" ? "[72]" : "[14]"))
        << set;
    EXPECT_EQ(task(report, "1.1").hints(),
              std::vector<std::string>{
                  "your code is right on the stored cases only: for other sizes it disagrees with the course's "
                  "solution, so what it returns depends on the stored cases, not on the params it is given"})
        << set;
    const auto* failure = task(report, "1.2").first_failure();
    ASSERT_NE(failure, nullptr);
    EXPECT_EQ(failure->message,
              "your code gives the stored answer to this case, but on fresh inputs of its shapes and params (drawn "
              "from seed " +
                  std::to_string(probe_seed()) + ") your \"output\" differs from the course's solution's at " +
                  std::string(set == "public" ? "135 of 135" : "2 of 2") + " entries")
        << set;
    EXPECT_EQ(task(report, "1.2").hints(),
              std::vector<std::string>{
                  "your code is right on the stored cases only: on new inputs of the same shapes and params it "
                  "disagrees with the course's solution, so what it returns depends on the stored values, not on "
                  "what the task computes"})
        << set;
    // No example is made from a stored case the table answers right.
    EXPECT_EQ(task(report, "1.2").example, "") << set;
  }
}

// The table again, wrong on purpose on the first two cases of each value
// check, whose fresh inputs run with the stored ones (plan_fresh_probes): the
// cases it passes have theirs drawn after judging. Against the solution, only
// property checks stay passed.
TEST(Grading, ATableWrongOnTheFirstCasesOfEachCheckKeepsNoFreshValueCase) {
  if (!test_support::tested("attention")) GTEST_SKIP() << "grades attention, not in this build";
  using Passed = std::map<std::string, std::size_t>;  // task -> its checks passed
  const std::map<std::string, std::pair<Passed, Passed>> expected{
      {"public",
       {{{"1.1", 2}, {"1.2", 2}, {"2.1", 6}, {"2.2", 3}, {"2.3", 9}},
        {{"1.1", 0}, {"1.2", 2}, {"2.1", 2}, {"2.2", 2}, {"2.3", 5}}}},
      {"hidden",
       {{{"1.1", 0}, {"1.2", 3}, {"2.1", 9}, {"2.2", 5}, {"2.3", 15}},
        {{"1.1", 0}, {"1.2", 2}, {"2.1", 2}, {"2.2", 2}, {"2.3", 5}}}}};
  for (const auto& [set, passed] : expected) {
    std::set<const grader::Case*> wrong;
    for (const auto& graded : manifest().tasks) {
      for (const auto& check : graded.checks) {
        const auto cases = references(set).cases_for(check.op, check.where);
        for (std::size_t c = 0; check.property.empty() && c < cases.size() && c < 2; ++c) wrong.insert(cases[c]);
      }
    }
    const auto passed_in = [](const grader::GradeReport& report) {
      Passed counts;
      for (const auto& result : report.tasks) counts[result.id] = result.count(grader::CheckResult::Status::passed);
      return counts;
    };
    const auto report = grade_lookup_table(set, true, wrong);
    EXPECT_EQ(passed_in(grade_lookup_table(set, false, wrong)), passed.first) << set;
    EXPECT_EQ(passed_in(report), passed.second) << set << "\n" << grader::render_text(report, false);
    // The third case of Task 1.2 (hidden) and of mhsa.scores (public), drawn after judging.
    const auto& scores_task = task(report, set == "public" ? "2.1" : "1.2");
    const std::string label = set == "public" ? "mhsa.scores, case large_inputs_b1_s4_in4_h4_heads2"
                                              : "self_attention.forward, hidden case 57";
    const auto third = std::find_if(scores_task.checks.begin(), scores_task.checks.end(),
                                    [&](const grader::CheckResult& check) { return check.label == label; });
    ASSERT_NE(third, scores_task.checks.end()) << set;
    EXPECT_EQ(third->message,
              "your code gives the stored answer to this case, but on fresh inputs of its shapes and "
              "params (drawn from seed " +
                  std::to_string(probe_seed()) + ") your \"" +
                  (set == "public" ? "scores\" differs from the course's solution's at 32 of 32"
                                   : "output\" differs from the course's solution's at 80 of 80") +
                  " entries")
        << set;
  }
}

// Issue 48's time rule (a built submission graded in under 0.5 s) with the
// fresh values on: every assignment's solution, graded with the solution as
// the oracle, starts as many processes of the student's as without it (the
// fresh draws share the stored cases' processes) and two of the solution's
// for the whole grade (the first task with fresh values, then the rest), and passes.
TEST(Grading, FreshValuesAddTwoProcessesOfTheSolutionAndNoneOfTheStudents) {
  for (const auto& assignment : test_support::test_assignments()) {
    const grader::ProcessHarness program(harnesses / (assignment + "_solution_harness"), manifest(assignment).limits,
                                         sandbox());
    int processes[2] = {0, 0};
    for (const bool with_oracle : {false, true}) {
      const test_support::CountingHarness student(program);
      const test_support::CountingHarness solution(program);
      grader::SolutionOracle oracle{&solution, &program, {references("public", assignment)}, {}};
      grader::GradeOptions options;
      options.jobs = 2;
      options.probe_seed = probe_seed();
      if (with_oracle) options.oracle = [&oracle]() { return &oracle; };
      const auto report = grader::grade(manifest(assignment), references("public", assignment), student, options);
      EXPECT_EQ(report.score, report.max_score) << assignment << "\n" << grader::render_text(report, false);
      processes[with_oracle] = student.processes();
      EXPECT_EQ(solution.processes(), with_oracle ? 2 : 0) << assignment;
      const bool judged = std::any_of(report.notes.begin(), report.notes.end(), [](const std::string& note) {
        return note.find("value checks against the course's solution") != std::string::npos;
      });
      EXPECT_EQ(judged, with_oracle) << assignment;
    }
    EXPECT_EQ(processes[1], processes[0]) << assignment;
  }
}

TEST(Grading, HiddenReferencesNeverRevealExpectedValues) {
  if (!test_support::tested("attention")) GTEST_SKIP() << "grades attention's mutants, not in this build";
  const auto report = grade("attention_mutant_mix_left_out_harness", "hidden");
  const auto* failure = task(report, "2.3").first_failure();
  ASSERT_NE(failure, nullptr);
  EXPECT_NE(failure->message.find("the values differ from the hidden reference"), std::string::npos)
      << failure->message;
  EXPECT_EQ(failure->message.find(" got "), std::string::npos) << failure->message;
  EXPECT_EQ(failure->message.find("max abs error"), std::string::npos) << failure->message;
  // The kind of mistake is still named.
  ASSERT_FALSE(task(report, "2.3").hints().empty());
  EXPECT_EQ(task(report, "2.3").hints().front(), manifest().hints.at("mix_left_out"));
}
