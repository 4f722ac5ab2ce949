// Grades real submissions through real harness processes: the solution, the
// untouched template, correct alternatives and every mutant, asserting the
// exact points of each task and the exact hint a student would see.
#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>

#include "grader/engine.hpp"
#include "grader/json_file.hpp"
#include "grader/manifest.hpp"
#include "grader/reference_set.hpp"
#include "grader/reports.hpp"
#include "grader/sandbox.hpp"

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

const std::map<std::string, double> full_marks = {{"1.1", 1}, {"1.2", 3}, {"2.1", 3}, {"2.2", 1}, {"2.3", 2}};

}  // namespace

TEST(Solution, ScoresFullMarksOnPublicReferences) {
  const auto report = grade("solution_harness", "public");
  EXPECT_EQ(scores(report), full_marks) << grader::render_text(report, false);
  EXPECT_EQ(report.score, 10);
  EXPECT_EQ(report.max_score, 10);
  for (const auto& t : report.tasks) EXPECT_EQ(t.count(grader::CheckResult::Status::skipped), 0u) << t.id;
}

TEST(Solution, ScoresFullMarksOnHiddenReferences) {
  const auto report = grade("solution_harness", "hidden");
  EXPECT_EQ(scores(report), full_marks);
  EXPECT_EQ(report.score, 10);
}

TEST(Template, ScoresZeroWithNotImplementedOnEveryTask) {
  const auto report = grade("template_harness", "public");
  EXPECT_EQ(scores(report), (std::map<std::string, double>{{"1.1", 0}, {"1.2", 0}, {"2.1", 0}, {"2.2", 0}, {"2.3", 0}}));
  const std::map<std::string, std::string> stubs = {
      {"1.1", "not implemented yet (Task 1.1: SelfAttention constructor)"},
      {"1.2", "not implemented yet (Task 1.2: SelfAttention::forward)"},
      {"2.1", "not implemented yet (Task 2.1: MultiHeadSelfAttention::scores)"},
      {"2.2", "not implemented yet (Task 2.2: MultiHeadSelfAttention::apply_causal_mask)"},
      {"2.3", "not implemented yet (Task 2.3: MultiHeadSelfAttention::attend)"}};
  for (const auto& [id, message] : stubs) {
    const auto* failure = task(report, id).first_failure();
    ASSERT_NE(failure, nullptr) << id;
    EXPECT_EQ(failure->message, message) << id;
    EXPECT_TRUE(task(report, id).hints().empty()) << id;
  }
}

class Alternative : public testing::TestWithParam<std::string> {};

TEST_P(Alternative, CorrectButDifferentImplementationScoresFullMarks) {
  for (const std::string set : {"public", "hidden"}) {
    const auto report = grade("alternative_" + GetParam() + "_harness", set);
    EXPECT_EQ(scores(report), full_marks) << set << "\n" << grader::render_text(report, false);
  }
}

INSTANTIATE_TEST_SUITE_P(Attention, Alternative, testing::Values("loops_double", "batched_heads"));

struct Mutant {
  std::string assignment = "attention";
  std::string harness_prefix;  // "<assignment>_" for the assignments of tests/assignments/
  std::map<std::string, double> full_marks;
  std::string name;
  std::string references;
  std::map<std::string, double> expect;
  std::map<std::string, std::string> hints;     // task -> manifest hint id
  std::map<std::string, std::string> messages;  // task -> text the first failure contains
  std::string needs;                            // "bubblewrap": only that sandbox can stop it
  int listen_port = 0;                          // listen on 127.0.0.1 while grading it
  std::string must_not_create;                  // a file that must not exist afterwards
  std::string report_must_not_contain;
};

void PrintTo(const Mutant& mutant, std::ostream* out) { *out << mutant.name; }

nlohmann::json read_json(const fs::path& path) {
  return grader::parse_json_text(grader::read_file_bytes(path, grader::ExitCode::internal_error), path,
                                 grader::ExitCode::internal_error);
}

// tests/assignments/<assignment>.json: the suites of the further assignments.
std::vector<std::string> suite_assignments() {
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(root / "tests/assignments")) {
    if (entry.path().extension() == ".json") names.push_back(entry.path().stem().string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

nlohmann::json suite(const std::string& assignment) {
  return read_json(root / "tests/assignments" / (assignment + ".json"));
}

std::vector<Mutant> load_catalogue(const std::string& relative, const std::string& assignment = "attention") {
  const auto json = read_json(root / relative);
  std::vector<Mutant> mutants;
  for (const auto& node : json.at("mutants")) {
    Mutant mutant;
    mutant.assignment = assignment;
    if (assignment == "attention") {
      mutant.full_marks = full_marks;
    } else {
      mutant.harness_prefix = assignment + "_";
      mutant.full_marks = json.at("full_marks").get<std::map<std::string, double>>();
    }
    mutant.name = node.at("name").get<std::string>();
    mutant.references = node.value("references", "public");
    mutant.expect = node.at("expect").get<std::map<std::string, double>>();
    mutant.hints = node.value("hints", std::map<std::string, std::string>{});
    mutant.messages = node.value("messages", std::map<std::string, std::string>{});
    mutant.needs = node.value("needs", "");
    mutant.listen_port = node.value("listen_port", 0);
    mutant.must_not_create = node.value("must_not_create", "");
    mutant.report_must_not_contain = node.value("report_must_not_contain", "");
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

class MutantGrading : public testing::TestWithParam<Mutant> {};

TEST_P(MutantGrading, GetsExactPointsAndNamedHint) {
  const Mutant& mutant = GetParam();
  if (mutant.needs == "bubblewrap" && sandbox().kind != grader::Sandbox::Kind::bubblewrap) {
    GTEST_SKIP() << "only the bubblewrap sandbox stops this; here: " << sandbox().describe();
  }
  if (!mutant.must_not_create.empty()) fs::remove(mutant.must_not_create);
  Listener listener(mutant.listen_port);
  if (mutant.listen_port != 0) {
    ASSERT_TRUE(listener.listening()) << "cannot listen on port " << mutant.listen_port;
  }

  const auto report =
      grade(mutant.harness_prefix + "mutant_" + mutant.name + "_harness", mutant.references, mutant.assignment);
  const std::string text = grader::render_text(report, false);
  EXPECT_EQ(scores(report), mutant.expect) << text;
  for (const auto& [id, hint_id] : mutant.hints) {
    const auto& hints_of_manifest = manifest(mutant.assignment).hints;
    ASSERT_TRUE(hints_of_manifest.count(hint_id)) << "no hint " << hint_id << " in the manifest";
    const auto hints = task(report, id).hints();
    ASSERT_FALSE(hints.empty()) << "Task " << id << " named no mistake";
    EXPECT_EQ(hints.front(), hints_of_manifest.at(hint_id)) << "Task " << id;
  }
  for (const auto& [id, message] : mutant.messages) {
    const auto* failure = task(report, id).first_failure();
    ASSERT_NE(failure, nullptr) << "Task " << id;
    EXPECT_NE(failure->message.find(message), std::string::npos) << "Task " << id << " said: " << failure->message;
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

INSTANTIATE_TEST_SUITE_P(Mistakes, MutantGrading, testing::ValuesIn(load_catalogue("tests/mutants/mutants.json")),
                         [](const testing::TestParamInfo<Mutant>& param_info) { return param_info.param.name; });
INSTANTIATE_TEST_SUITE_P(Hostile, MutantGrading, testing::ValuesIn(load_catalogue("tests/hostile/hostile.json")),
                         [](const testing::TestParamInfo<Mutant>& param_info) { return param_info.param.name; });

// The further assignments (tests/assignments/*.json): solution, template and mutants.
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

TEST(Grading, SkippedChecksAreNamedAndCostNothing) {
  // scores is broken, so the forward checks that build on it are skipped, not failed.
  const auto report = grade("mutant_mhsa_unscaled_harness");
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
  const auto report = grade("mutant_heads_major_rows_harness");
  const auto* failure = task(report, "2.1").first_failure();
  ASSERT_NE(failure, nullptr);
  EXPECT_NE(failure->message.find("scores: shape [9, 5, 5] is right, but"), std::string::npos) << failure->message;
  EXPECT_NE(failure->message.find("max abs error"), std::string::npos);
  EXPECT_NE(failure->message.find("(batch 0, head 1, row 0, column 0)"), std::string::npos) << failure->message;
  EXPECT_NE(failure->message.find("expected"), std::string::npos);
}

TEST(Grading, HiddenReferencesNeverRevealExpectedValues) {
  const auto report = grade("mutant_mix_left_out_harness", "hidden");
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
