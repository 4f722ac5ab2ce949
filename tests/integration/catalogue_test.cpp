// The mistake catalogue (tests/catalogue/<assignment>.json): realistic
// mistakes written as students write them in xtensor, each graded through a
// real harness. Every entry states its exact points per task, the exact first
// hint ("" for none) and its kind: "names" (the hint names the mistake),
// "observation" (true, but it does not name it) or "none". A false hint is
// never recorded: it is a grader defect to fix. The share of mistakes with
// the right points and a hint naming them may not fall below the floor
// below; issue 15 asks for 90%.
// And the correct variants (tests/alternatives/<assignment>/<name>/) earn full
// marks on both reference sets and lose no rubric extra.
//
// The blind catalogues (tests/catalogue/blind/ and blind2/<assignment>.json,
// issue 33): mistakes written without reading the diagnoses, graded on the hidden
// references, with the points and first hint the grader gives them today
// and "false" allowed as a hint_kind (a hint that says something untrue).
// Their fair points, decided before grading, are in each folder's
// fair.json: a blind mistake is caught when its points
// are the fair ones and its hint names it. Its share is printed, with no
// floor yet.
//
// Every entry of every catalogue is also graded on both reference sets: the
// public set must fail it in the same tasks as the hidden set (issue 33 item
// 4), but for the entries listed in tests/catalogue/public_and_hidden.json.
//
// GRADER_CATALOGUE_RECORD=FILE writes what every entry got to FILE (JSON), to
// review a new entry: its points, its hints and the first failure
// (GRADER_CATALOGUE_RECORD_BLIND=FILE and GRADER_CATALOGUE_RECORD_BLIND2=FILE
// the same for the blind catalogues);
// GRADER_CATALOGUE_ONLY=ASSIGNMENT reads only that assignment's catalogues.
#include <gtest/gtest.h>

#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <sstream>

#include "grader/assessment/error_model.hpp"
#include "grader/assessment/manifest.hpp"
#include "grader/assessment/reference_set.hpp"
#include "grader/execution/runner.hpp"
#include "grader/execution/sandbox.hpp"
#include "grader/grading/engine.hpp"
#include "grader/grading/extras/extras.hpp"
#include "grader/grading/validation.hpp"
#include "grader/reports/reports.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"
#include "test_assignments.hpp"

namespace fs = std::filesystem;

namespace {

const fs::path root = GRADER_TEST_PROJECT_ROOT;
const fs::path harnesses = GRADER_TEST_HARNESS_DIR;

nlohmann::json read_json(const fs::path& path) {
  return grader::parse_json_text(grader::read_file_bytes(path, grader::ExitCode::internal_error), path,
                                 grader::ExitCode::internal_error);
}

const grader::Manifest& manifest(const std::string& assignment) {
  static std::map<std::string, grader::Manifest> manifests;
  auto it = manifests.find(assignment);
  if (it == manifests.end()) it = manifests.emplace(assignment, grader::load_assignment(root, assignment)).first;
  return it->second;
}

const grader::ReferenceSet& references(const std::string& assignment, const std::string& name) {
  static std::map<std::string, grader::ReferenceSet> sets;
  const std::string key = assignment + "/" + name;
  auto it = sets.find(key);
  if (it == sets.end()) {
    it = sets.emplace(key, grader::load_reference_set(root / "reference_values" / assignment / name)).first;
  }
  return it->second;
}

const grader::Sandbox& sandbox() {
  static const grader::Sandbox chosen = grader::prepare_sandbox(grader::SandboxMode::automatic);
  return chosen;
}

// The student's files of a graded submission, as the grader reads them for
// its hints (never run): `folder`'s files, or the solution's where it has none.
std::map<std::string, std::string> sources_of(const std::string& assignment, const fs::path& folder) {
  std::map<std::string, std::string> sources;
  for (const auto& file : manifest(assignment).sources) {
    const fs::path own = folder / file;
    const fs::path path = fs::exists(own) ? own : root / "solutions" / assignment / file;
    sources[file] = grader::read_file_bytes(path, grader::ExitCode::internal_error);
  }
  return sources;
}

grader::GradeReport grade(const std::string& harness, const std::string& assignment, const std::string& set,
                          std::map<std::string, std::string> sources = {}, bool with_oracle = false) {
  grader::ProcessHarness process(harnesses / harness, manifest(assignment).limits, sandbox());
  grader::GradeOptions options;
  // The course's solution as the oracle of the shrunk examples (shrink.hpp), as batch and ./grade use it.
  std::optional<grader::ProcessHarness> oracle;
  std::optional<grader::ProcessHarness> student_again;
  grader::SolutionOracle solution;
  if (with_oracle) {
    oracle.emplace(harnesses / (assignment + "_solution_harness"), manifest(assignment).limits, sandbox());
    student_again.emplace(harnesses / harness, manifest(assignment).limits, sandbox());
    solution.harness = &*oracle;
    solution.student = &*student_again;
    solution.sets = {references(assignment, "hidden"), references(assignment, "public")};
    options.oracle = [&solution]() { return &solution; };
  }
  options.sources = std::move(sources);
  options.jobs = 2;
  const char* seed = std::getenv("GRADER_TEST_PROBE_SEED");
  options.probe_seed = seed != nullptr ? std::stoull(seed) : 20261123;
  return grader::grade(manifest(assignment), references(assignment, set), process, options);
}

std::map<std::string, double> scores(const grader::GradeReport& report) {
  std::map<std::string, double> points;
  for (const auto& task : report.tasks) points[task.id] = task.score;
  return points;
}

// The first hint of the first task that has one, in manifest order.
std::string first_hint(const grader::GradeReport& report) {
  for (const auto& task : report.tasks) {
    const auto hints = task.hints();
    if (!hints.empty()) return hints.front();
  }
  return {};
}

std::string harness_prefix(const std::string& assignment) { return assignment + "_"; }

std::vector<std::string> assignments_with(const fs::path& folder, bool json_files) {
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(root / folder)) {
    if (json_files ? entry.path().extension() == ".json" : entry.is_directory()) {
      names.push_back(entry.path().stem().string());
    }
  }
  std::sort(names.begin(), names.end());
  return names;
}

struct Entry {
  std::string blind;  // "": tests/catalogue/; "blind" ... "blind12": tests/catalogue/<blind>/
  std::string assignment;
  std::string name;
  std::string mistake;
  std::string references = "public";
  bool expectations = false;  // "expect" and "hint" are written
  std::map<std::string, double> expect;
  std::string hint;
  std::string hint_kind;  // names, observation, none
};

// At least 9 in 10 mistakes named (measured: 44 of 46 on 2026-11-23; 46 of
// 46 once the hints read the student's lines: the two lazy reducers read
// while their operand is overwritten are named with their lines).
constexpr double share_floor = 0.90;

void PrintTo(const Entry& entry, std::ostream* out) {
  *out << (entry.blind.empty() ? "" : entry.blind + "/") << entry.assignment << "/" << entry.name;
}

// The catalogue of tests/catalogue (blind "") or of tests/catalogue/<blind> (blind, blind2, blind3).
std::vector<Entry> catalogue(const std::string& blind = "") {
  std::vector<Entry> entries;
  const char* only = std::getenv("GRADER_CATALOGUE_ONLY");
  const fs::path folder = fs::path("tests/catalogue") / blind;
  for (const auto& assignment : assignments_with(folder, true)) {
    if ((only != nullptr && assignment != only) || !test_support::tested(assignment)) continue;
    const auto file = read_json(root / folder / (assignment + ".json"));
    for (const auto& node : file.at("mutants")) {
      Entry entry;
      entry.blind = blind;
      entry.assignment = assignment;
      entry.name = node.at("name").get<std::string>();
      entry.mistake = node.value("mistake", "");
      entry.references = node.value("references", "public");
      entry.expectations = node.contains("expect") && node.contains("hint") && node.contains("hint_kind");
      entry.expect = node.value("expect", std::map<std::string, double>{});
      entry.hint = node.value("hint", "");
      entry.hint_kind = node.value("hint_kind", "");
      entries.push_back(std::move(entry));
    }
  }
  return entries;
}

struct Graded {
  std::map<std::string, double> points;
  std::string hint;
  std::string first_failure;
};

// An entry graded on `set` ("public" or "hidden").
grader::GradeReport grade_entry_on(const Entry& entry, const std::string& set, bool with_oracle = false) {
  // The mutated file as the build wrote it (tests/CMakeLists.txt, add_mutant_harnesses).
  const fs::path mutated = harnesses.parent_path() / "tests" /
                           (entry.blind.empty() ? "catalogues" : entry.blind + "s") /
                           (harness_prefix(entry.assignment) + entry.name);
  return grade(harness_prefix(entry.assignment) + (entry.blind.empty() ? "catalogue" : entry.blind) + "_" + entry.name +
                   "_harness",
               entry.assignment, set, sources_of(entry.assignment, mutated), with_oracle);
}

Graded grade_entry(const Entry& entry) {
  const auto report = grade_entry_on(entry, entry.references);
  Graded graded{scores(report), first_hint(report), ""};
  for (const auto& task : report.tasks) {
    if (const auto* failure = task.first_failure(); failure != nullptr && graded.first_failure.empty()) {
      graded.first_failure = "Task " + task.id + ": " + failure->message;
    }
  }
  return graded;
}

}  // namespace

// Every entry: exact points, the exact first hint, and no false hint.
class CatalogueEntry : public testing::TestWithParam<Entry> {};

TEST_P(CatalogueEntry, GetsItsPointsAndItsHint) {
  const Entry& entry = GetParam();
  ASSERT_TRUE(entry.expectations) << entry.name << ": no \"expect\" and \"hint\" yet (GRADER_CATALOGUE_RECORD)";
  const Graded graded = grade_entry(entry);
  EXPECT_EQ(graded.points, entry.expect) << graded.first_failure;
  EXPECT_EQ(graded.hint, entry.hint) << graded.first_failure;
  // Only a true hint is recorded in the first catalogue: one that names the
  // mistake or one that says what is observably wrong without naming it. The
  // blind one records what the grader says today, a false hint included.
  if (entry.hint.empty()) {
    EXPECT_EQ(entry.hint_kind, "none") << entry.name;
  } else {
    EXPECT_TRUE(entry.hint_kind == "names" || entry.hint_kind == "observation" ||
                (!entry.blind.empty() && entry.hint_kind == "false"))
        << entry.name << ": hint_kind \"" << entry.hint_kind << "\" for \"" << entry.mistake << "\": " << entry.hint;
  }
}

// The public set warns about what the hidden set grades (issue 33 item 4):
// every mistake of every catalogue loses points on the public set in
// exactly the tasks where it loses points on the hidden set, so a student's
// local full marks in a task stay full marks when the course grades it.
// The mistakes for which this does not hold yet are listed in
// tests/catalogue/public_and_hidden.json with the tasks each set fails
// (asserted exactly, so that a public case that mends one, or a change that
// breaks another, shows); issue 33 item 4 asks for that list to be empty.
const nlohmann::json& sets_that_disagree() {
  static const nlohmann::json listed = read_json(root / "tests/catalogue/public_and_hidden.json").at("disagree");
  return listed;
}

// "[<blind folder>/]<assignment>/<name>": how the list names an entry.
std::string key_of(const Entry& entry) {
  return (entry.blind.empty() ? "" : entry.blind + "/") + entry.assignment + "/" + entry.name;
}

std::vector<std::string> failed_tasks(const grader::GradeReport& report) {
  std::vector<std::string> failed;
  for (const auto& task : report.tasks) {
    if (!task.passed()) failed.push_back(task.id);
  }
  return failed;
}

TEST_P(CatalogueEntry, LosesPointsInTheSameTasksOnThePublicAndHiddenSets) {
  const Entry& entry = GetParam();
  const auto on_public = grade_entry_on(entry, "public");
  const auto on_hidden = grade_entry_on(entry, "hidden");
  const auto public_failed = failed_tasks(on_public);
  const auto hidden_failed = failed_tasks(on_hidden);
  const std::string key = key_of(entry);
  const auto& listed = sets_that_disagree();
  const std::string reports = entry.mistake + "\n--- public ---\n" + grader::render_text(on_public, false) +
                              "\n--- hidden ---\n" + grader::render_text(on_hidden, false);
  if (public_failed != hidden_failed) {
    // One line per disagreement, for the list: "public and hidden disagree: KEY PUBLIC HIDDEN".
    std::cout << "public and hidden disagree: " << key << " " << nlohmann::json(public_failed).dump() << " "
              << nlohmann::json(hidden_failed).dump() << "\n";
  }
  if (listed.contains(key)) {
    EXPECT_EQ(public_failed, listed.at(key).at("public").get<std::vector<std::string>>()) << reports;
    EXPECT_EQ(hidden_failed, listed.at(key).at("hidden").get<std::vector<std::string>>()) << reports;
  } else {
    EXPECT_EQ(public_failed, hidden_failed) << reports;
  }
}

// Every mistake the list names is one of the catalogues' (a stale name would
// hide nothing and mean nothing).
TEST(Catalogue, ThePublicAndHiddenListNamesOnlyCatalogueMistakes) {
  std::set<std::string> keys;
  for (const std::string blind : {"", "blind", "blind2", "blind3", "blind4", "blind5", "blind6", "blind7", "blind8",
                                  "blind9", "blind10", "blind11", "blind12"}) {
    for (const auto& entry : catalogue(blind)) keys.insert(key_of(entry));
  }
  for (const auto& [key, sets] : sets_that_disagree().items()) {
    // A build of some assignments' tests alone reads only their catalogues.
    if (!test_support::whole_suite() || std::getenv("GRADER_CATALOGUE_ONLY") != nullptr) continue;
    EXPECT_EQ(keys.count(key), 1u) << key << ": not a mistake of tests/catalogue/";
    EXPECT_TRUE(sets.contains("public") && sets.contains("hidden")) << key;
  }
}

// Every mistake of the first catalogue, graded with the course's solution
// as the oracle (issue 33 item 1): each failed task's example is made
// small. tests/catalogue/shrunk.json holds, per mistake and set, the
// outline of every such example (the case it was made from, its params and
// its inputs' shapes), asserted exactly: each was read and found minimal
// for the sizes the op's stored cases allow (shrink.hpp). A hidden set's
// example shows shapes and how many entries differ, never where or a value
// (issue 51 item 3); a case that could not be made smaller is reported as
// not made small, and has no outline here.
class ShrunkExample : public testing::TestWithParam<Entry> {};

std::vector<std::string> outline_of_examples(const grader::GradeReport& report) {
  std::vector<std::string> outline;
  for (const auto& task : report.tasks) {
    if (task.example.rfind("Failing example made small (from ", 0) != 0) continue;
    std::istringstream lines(task.example);
    std::string line;
    std::getline(lines, line);
    outline.push_back("Task " + task.id + ": " +
                      line.substr(0, line.find(';')).substr(std::string("Failing example made small (").size()));
    while (std::getline(lines, line)) {
      if (line.rfind("  params: ", 0) == 0) outline.push_back(line.substr(2));
      if (line.rfind("  input ", 0) == 0) outline.push_back(line.substr(2, line.find(']') - 1));
    }
  }
  return outline;
}

const nlohmann::json& recorded_examples() {
  static const nlohmann::json recorded = read_json(root / "tests/catalogue/shrunk.json").at("examples");
  return recorded;
}

TEST_P(ShrunkExample, IsMadeSmallAgainstTheSolution) {
  const Entry& entry = GetParam();
  nlohmann::json seen;
  for (const std::string set : {"public", "hidden"}) {
    const auto report = grade_entry_on(entry, set, true);
    seen[set] = outline_of_examples(report);
    // The points are the catalogue's own: an example is feedback, never a grade.
    if (set == entry.references) EXPECT_EQ(scores(report), entry.expect) << set;
    for (const auto& task : report.tasks) {
      if (set != "hidden" || task.example.empty()) continue;
      EXPECT_EQ(task.example.find("first entry that differs"), std::string::npos) << task.example;
      EXPECT_EQ(task.example.find("\n    "), std::string::npos) << "a value row in a hidden example:\n" << task.example;
      EXPECT_EQ(task.example.find(" entries:"), std::string::npos) << "positions in a hidden example:\n"
                                                                   << task.example;
    }
  }
  if (const char* file = std::getenv("GRADER_SHRUNK_RECORD"); file != nullptr) {
    std::ofstream(file, std::ios::app) << nlohmann::json{{"key", key_of(entry)}, {"seen", seen}}.dump() << "\n";
  }
  const auto& recorded = recorded_examples();
  ASSERT_TRUE(recorded.contains(key_of(entry)))
      << key_of(entry) << ": not in tests/catalogue/shrunk.json; seen " << seen.dump(2);
  EXPECT_EQ(seen, recorded.at(key_of(entry)));
}

GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(ShrunkExample);
INSTANTIATE_TEST_SUITE_P(Mistakes, ShrunkExample, testing::ValuesIn(catalogue()),
                         [](const testing::TestParamInfo<Entry>& param_info) {
                           return param_info.param.assignment + "_" + param_info.param.name;
                         });

// An assignment without a catalogue (a new one, or one assignment's tests alone) instantiates none.
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(CatalogueEntry);
INSTANTIATE_TEST_SUITE_P(Mistakes, CatalogueEntry, testing::ValuesIn(catalogue()),
                         [](const testing::TestParamInfo<Entry>& param_info) {
                           return param_info.param.assignment + "_" + param_info.param.name;
                         });

INSTANTIATE_TEST_SUITE_P(BlindMistakes, CatalogueEntry, testing::ValuesIn(catalogue("blind")),
                         [](const testing::TestParamInfo<Entry>& param_info) {
                           return param_info.param.assignment + "_" + param_info.param.name;
                         });

INSTANTIATE_TEST_SUITE_P(Blind2Mistakes, CatalogueEntry, testing::ValuesIn(catalogue("blind2")),
                         [](const testing::TestParamInfo<Entry>& param_info) {
                           return param_info.param.assignment + "_" + param_info.param.name;
                         });

INSTANTIATE_TEST_SUITE_P(Blind3Mistakes, CatalogueEntry, testing::ValuesIn(catalogue("blind3")),
                         [](const testing::TestParamInfo<Entry>& param_info) {
                           return param_info.param.assignment + "_" + param_info.param.name;
                         });

// The fourth (issue 48), written before the error model was built, each
// mistake with the cause a hint should name.
INSTANTIATE_TEST_SUITE_P(Blind4Mistakes, CatalogueEntry, testing::ValuesIn(catalogue("blind4")),
                         [](const testing::TestParamInfo<Entry>& param_info) {
                           return param_info.param.assignment + "_" + param_info.param.name;
                         });

// The fifth (issue 48), written after the error model's first two rounds by
// someone who had not read the grader, to measure them on mistakes unseen.
INSTANTIATE_TEST_SUITE_P(Blind5Mistakes, CatalogueEntry, testing::ValuesIn(catalogue("blind5")),
                         [](const testing::TestParamInfo<Entry>& param_info) {
                           return param_info.param.assignment + "_" + param_info.param.name;
                         });

// The sixth (issue 48), written before the error model's fifth round (the
// rule kind that wraps a returned value) by someone who had not read the
// grader, to measure that round on mistakes unseen.
INSTANTIATE_TEST_SUITE_P(Blind6Mistakes, CatalogueEntry, testing::ValuesIn(catalogue("blind6")),
                         [](const testing::TestParamInfo<Entry>& param_info) {
                           return param_info.param.assignment + "_" + param_info.param.name;
                         });

// The seventh (issue 48), written before the error model's sixth round
// (two tensors exchanged, operands swapped, parentheses left out, a jump
// replaced, a declaration hoisted out of its loop, a loop's index read as 0)
// by someone who had not read the grader, to measure that round on mistakes unseen.
INSTANTIATE_TEST_SUITE_P(Blind7Mistakes, CatalogueEntry, testing::ValuesIn(catalogue("blind7")),
                         [](const testing::TestParamInfo<Entry>& param_info) {
                           return param_info.param.assignment + "_" + param_info.param.name;
                         });

// The eighth (issue 48), written before the error model's seventh round (a
// reduction over every axis, a layer without its bias, conditions joined by
// the other of && and ||, an object's size, neighbouring statements
// exchanged, a second model answer written with loops) by someone who had
// not read the grader, to measure that round on mistakes unseen.
INSTANTIATE_TEST_SUITE_P(Blind8Mistakes, CatalogueEntry, testing::ValuesIn(catalogue("blind8")),
                         [](const testing::TestParamInfo<Entry>& param_info) {
                           return param_info.param.assignment + "_" + param_info.param.name;
                         });

// The ninth (issue 48), written before the error model's eighth round (a
// rewrite not named where the student's function holds the code it edits as
// the model answer writes it) by someone who had not read the grader.
INSTANTIATE_TEST_SUITE_P(Blind9Mistakes, CatalogueEntry, testing::ValuesIn(catalogue("blind9")),
                         [](const testing::TestParamInfo<Entry>& param_info) {
                           return param_info.param.assignment + "_" + param_info.param.name;
                         });

// The tenth (issue 48), written before the error model's ninth round (loop
// and range variants of two model answers, a size changed at each of its
// places) by someone who had not read the grader.
INSTANTIATE_TEST_SUITE_P(Blind10Mistakes, CatalogueEntry, testing::ValuesIn(catalogue("blind10")),
                         [](const testing::TestParamInfo<Entry>& param_info) {
                           return param_info.param.assignment + "_" + param_info.param.name;
                         });

// The eleventh (issue 48), written during the ninth round, before its last
// changes were measured, by someone who had not read the grader: the
// round's figure on mistakes it was not tuned on.
INSTANTIATE_TEST_SUITE_P(Blind11Mistakes, CatalogueEntry, testing::ValuesIn(catalogue("blind11")),
                         [](const testing::TestParamInfo<Entry>& param_info) {
                           return param_info.param.assignment + "_" + param_info.param.name;
                         });

// The twelfth (issue 48), written during the tenth round, before its
// changes were measured, by someone who had not read the grader: the
// round's figure on mistakes it was not tuned on.
INSTANTIATE_TEST_SUITE_P(Blind12Mistakes, CatalogueEntry, testing::ValuesIn(catalogue("blind12")),
                         [](const testing::TestParamInfo<Entry>& param_info) {
                           return param_info.param.assignment + "_" + param_info.param.name;
                         });

// The share: mistakes that get their points and a hint naming them.
TEST(Catalogue, NamesTheMistakesOfTheCatalogue) {
  const auto entries = catalogue();
  std::map<std::string, std::size_t> per_assignment;
  std::size_t caught = 0;
  std::string missed;
  nlohmann::json record = nlohmann::json::array();
  for (const auto& entry : entries) {
    ++per_assignment[entry.assignment];
    const Graded graded = grade_entry(entry);
    record.push_back({{"assignment", entry.assignment},
                      {"name", entry.name},
                      {"expect", graded.points},
                      {"hint", graded.hint},
                      {"first_failure", graded.first_failure}});
    if (entry.expectations && entry.hint_kind == "names" && graded.points == entry.expect &&
        graded.hint == entry.hint && !graded.hint.empty()) {
      ++caught;
    } else {
      missed += "\n  " + entry.assignment + "/" + entry.name + ": " + entry.mistake;
    }
  }
  if (const char* file = std::getenv("GRADER_CATALOGUE_RECORD"); file != nullptr) {
    std::ofstream(file) << record.dump(2) << "\n";
  }
  // Five at least of every assignment the catalogue covers (a new one has none yet).
  for (const auto& assignment : test_support::test_assignments()) {
    if (const char* only = std::getenv("GRADER_CATALOGUE_ONLY"); only != nullptr && assignment != only) continue;
    if (!fs::exists(root / "tests/catalogue" / (assignment + ".json"))) continue;
    EXPECT_GE(per_assignment[assignment], 5u) << assignment;
  }
  const double share = entries.empty() ? 0 : static_cast<double>(caught) / static_cast<double>(entries.size());
  std::cout << caught << " of " << entries.size() << " mistakes (" << static_cast<int>(share * 100 + 0.5)
            << "%) get their points and a hint naming them; not named:" << (missed.empty() ? " none" : missed) << "\n";
  // The floor is the whole catalogue's; a part of it (GRADER_CATALOGUE_ONLY,
  // one assignment's tests) prints its share.
  if (test_support::whole_suite() && std::getenv("GRADER_CATALOGUE_ONLY") == nullptr) {
    EXPECT_GE(entries.size(), 40u);
    EXPECT_GE(share, share_floor) << "not named:" << missed;
  }
}

// The blind shares (issue 33): mistakes whose recorded points are the fair
// ones of the folder's fair.json, whose hint names them, and which still get
// exactly those points and that hint. Printed per assignment; no floor yet.
// The first blind catalogue (tests/catalogue/blind/) was the "before" figure
// of the diagnoses of issue 33 items 2 and 3, which were then improved with
// its misses in view; the second (blind2/) was written after them, by
// someone who read no diagnosis code either: the measure of how they hold on
// mistakes nobody here had seen.
namespace {

void blind_share(const std::string& blind, const std::string& title) {
  const auto entries = catalogue(blind);
  const auto fair = read_json(root / "tests/catalogue" / blind / "fair.json").at("fair");
  std::map<std::string, std::pair<std::size_t, std::size_t>> per_assignment;  // caught, total
  std::size_t caught = 0;
  std::string missed;
  nlohmann::json record = nlohmann::json::array();
  for (const auto& entry : entries) {
    ASSERT_TRUE(fair.contains(entry.assignment) && fair.at(entry.assignment).contains(entry.name))
        << entry.assignment << "/" << entry.name << ": no fair points in fair.json";
    const auto fair_points = fair.at(entry.assignment).at(entry.name).get<std::map<std::string, double>>();
    auto& [assignment_caught, assignment_total] = per_assignment[entry.assignment];
    ++assignment_total;
    const Graded graded = grade_entry(entry);
    record.push_back({{"assignment", entry.assignment},
                      {"name", entry.name},
                      {"expect", graded.points},
                      {"fair", fair_points},
                      {"hint", graded.hint},
                      {"first_failure", graded.first_failure}});
    const bool fair_points_given = entry.expectations && entry.expect == fair_points && graded.points == entry.expect;
    const bool named = entry.hint_kind == "names" && graded.hint == entry.hint && !graded.hint.empty();
    if (fair_points_given && named) {
      ++caught;
      ++assignment_caught;
    } else {
      missed += "\n  " + entry.assignment + "/" + entry.name + " (" +
                (fair_points_given ? std::string("fair points") : std::string("points not fair")) + ", hint " +
                (entry.hint_kind.empty() ? std::string("not recorded") : entry.hint_kind) + "): " + entry.mistake;
    }
  }
  // GRADER_CATALOGUE_RECORD_BLIND, _BLIND2, _BLIND3: where to write what the grader gives.
  std::string variable = "GRADER_CATALOGUE_RECORD_";
  for (const char letter : blind) variable += static_cast<char>(std::toupper(static_cast<unsigned char>(letter)));
  if (const char* file = std::getenv(variable.c_str()); file != nullptr) {
    std::ofstream(file) << record.dump(2) << "\n";
  }
  // Five at least of every assignment the blind catalogue covers.
  for (const auto& assignment : test_support::test_assignments()) {
    if (const char* only = std::getenv("GRADER_CATALOGUE_ONLY"); only != nullptr && assignment != only) continue;
    if (!fs::exists(root / "tests/catalogue" / blind / (assignment + ".json"))) continue;
    EXPECT_GE(per_assignment[assignment].second, 5u) << assignment;
  }
  if (test_support::whole_suite() && std::getenv("GRADER_CATALOGUE_ONLY") == nullptr) {
    EXPECT_GE(entries.size(), 30u);
  }
  auto percent = [](std::size_t part, std::size_t whole) {
    return whole == 0 ? 0 : static_cast<int>(100.0 * static_cast<double>(part) / static_cast<double>(whole) + 0.5);
  };
  std::cout << title << ": " << caught << " of " << entries.size() << " mistakes (" << percent(caught, entries.size())
            << "%) get their fair points and a hint naming them\n";
  for (const auto& [assignment, counts] : per_assignment) {
    std::cout << "  " << assignment << ": " << counts.first << " of " << counts.second << " ("
              << percent(counts.first, counts.second) << "%)\n";
  }
  std::cout << "not caught:" << (missed.empty() ? " none" : missed) << "\n";
}

}  // namespace

TEST(Catalogue, BlindShare) { blind_share("blind", "Blind catalogue"); }

TEST(Catalogue, Blind2Share) { blind_share("blind2", "Second blind catalogue"); }

TEST(Catalogue, Blind3Share) { blind_share("blind3", "Third blind catalogue"); }

TEST(Catalogue, Blind4Share) { blind_share("blind4", "Fourth blind catalogue"); }

TEST(Catalogue, Blind5Share) { blind_share("blind5", "Fifth blind catalogue"); }

TEST(Catalogue, Blind6Share) { blind_share("blind6", "Sixth blind catalogue"); }

TEST(Catalogue, Blind7Share) { blind_share("blind7", "Seventh blind catalogue"); }

TEST(Catalogue, Blind8Share) { blind_share("blind8", "Eighth blind catalogue"); }

TEST(Catalogue, Blind9Share) { blind_share("blind9", "Ninth blind catalogue"); }

TEST(Catalogue, Blind10Share) { blind_share("blind10", "Tenth blind catalogue"); }

TEST(Catalogue, Blind11Share) { blind_share("blind11", "Eleventh blind catalogue"); }

TEST(Catalogue, Blind12Share) { blind_share("blind12", "Twelfth blind catalogue"); }

// Correct but different implementations: full marks on both sets, and no
// rubric extra lost (style and shape comments).
struct Variant {
  std::string assignment;
  std::string name;
  fs::path folder;  // tests/alternatives/<assignment>/<name>, or a variant of the solution
};

void PrintTo(const Variant& variant, std::ostream* out) { *out << variant.assignment << "/" << variant.name; }

// The alternatives of tests/alternatives/, and the solution's variants (the
// error model's other model answers: correct, as every alternative is).
std::vector<Variant> variants() {
  std::vector<Variant> all;
  for (const auto& assignment : assignments_with("tests/alternatives", false)) {
    if (!test_support::tested(assignment)) continue;
    for (const auto& name : assignments_with(fs::path("tests/alternatives") / assignment, false)) {
      all.push_back({assignment, name, root / "tests/alternatives" / assignment / name});
    }
    for (const auto& folder : grader::solution_variant_folders(root, assignment)) {
      all.push_back({assignment, folder.filename().string(), folder});
    }
  }
  return all;
}

class CorrectVariant : public testing::TestWithParam<Variant> {};

TEST_P(CorrectVariant, ScoresFullMarksOnBothSets) {
  const Variant& variant = GetParam();
  for (const std::string set : {"public", "hidden"}) {
    const auto report = grade("alternative_" + variant.assignment + "_" + variant.name + "_harness", variant.assignment,
                              set, sources_of(variant.assignment, variant.folder));
    EXPECT_EQ(report.score, report.max_score) << set << "\n" << grader::render_text(report, false);
    EXPECT_EQ(first_hint(report), "") << set;
  }
}

TEST_P(CorrectVariant, LosesNoRubricExtra) {
  const Variant& variant = GetParam();
  const auto extras = grader::evaluate_extras(manifest(variant.assignment), variant.folder, root / ".clang-format");
  std::size_t judged = 0;
  for (const auto& extra : extras) {
    if (extra.possible >= 0) continue;  // deductions only: a bonus may or may not be earned
    ++judged;
    EXPECT_EQ(extra.status, grader::ExtraResult::Status::met) << extra.id << ": " << extra.message;
    EXPECT_EQ(extra.points, 0) << extra.id;
  }
  if (variant.assignment == "attention") {
    EXPECT_EQ(judged, 2u);  // style and shape comments
  }
}

INSTANTIATE_TEST_SUITE_P(Variants, CorrectVariant, testing::ValuesIn(variants()),
                         [](const testing::TestParamInfo<Variant>& param_info) {
                           return param_info.param.assignment + "_" + param_info.param.name;
                         });

// At least three correct variants per assignment.
TEST(Catalogue, EveryAssignmentHasThreeCorrectVariants) {
  std::map<std::string, std::size_t> count;
  for (const auto& variant : variants()) ++count[variant.assignment];
  for (const auto& assignment : test_support::test_assignments()) EXPECT_GE(count[assignment], 3u) << assignment;
}
