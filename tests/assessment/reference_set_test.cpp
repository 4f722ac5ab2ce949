#include "grader/assessment/reference_set.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "grader/assessment/manifest.hpp"
#include "grader/assessment/published_sets.hpp"
#include "grader/support/checksum.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"

namespace fs = std::filesystem;

namespace {

const fs::path public_set = fs::path(GRADER_TEST_PROJECT_ROOT) / "reference_values/attention/public";

// A private copy of the public set to damage.
class DamagedCopy : public testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("grader-refs-" + std::to_string(::getpid()) + "-" +
                                        testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::copy(public_set, dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::string load_error() const {
    try {
      (void)grader::load_reference_set(dir_);
    } catch (const grader::GraderError& error) {
      EXPECT_EQ(error.code(), grader::ExitCode::reference_error);
      return error.what();
    }
    return "no error";
  }

  fs::path dir_;
};

}  // namespace

TEST(ReferenceSet, LoadsThePublicSetWithChecksums) {
  const auto set = grader::load_reference_set(public_set);
  EXPECT_EQ(set.name, "public");
  EXPECT_FALSE(set.hidden);
  EXPECT_EQ(set.cases.size(), 33u);
  EXPECT_EQ(set.generator.at("version"), "1");
  EXPECT_EQ(set.cases_for("mhsa.forward", {{"causal", true}}).size(), 3u);
}

TEST(ReferenceSet, TheHiddenSetIsMarkedHidden) {
  const auto set = grader::load_reference_set(public_set.parent_path() / "hidden");
  EXPECT_TRUE(set.hidden);
}

TEST_F(DamagedCopy, AChangedValueFailsItsChecksum) {
  const auto file = dir_ / "mhsa.scores.json";
  std::string text;
  {
    std::ifstream in(file);
    text.assign(std::istreambuf_iterator<char>(in), {});
  }
  const auto at = text.find("0.");
  text[at + 2] = text[at + 2] == '1' ? '2' : '1';
  std::ofstream(file) << text;
  const std::string message = load_error();
  EXPECT_NE(message.find("mhsa.scores.json: sha256: checksum mismatch"), std::string::npos) << message;
}

TEST_F(DamagedCopy, ATruncatedFileIsRefused) {
  fs::resize_file(dir_ / "mhsa.attend.json", 100);
  EXPECT_NE(load_error().find("mhsa.attend.json: sha256: checksum mismatch"), std::string::npos);
}

TEST_F(DamagedCopy, AMissingFileIsNamed) {
  fs::remove(dir_ / "mhsa.forward.json");
  EXPECT_NE(load_error().find("mhsa.forward.json: cannot open"), std::string::npos);
}

TEST_F(DamagedCopy, AMalformedIndexIsNamed) {
  std::ofstream(dir_ / "index.json") << "{\"format\": ";
  EXPECT_NE(load_error().find("index.json: not valid JSON"), std::string::npos);
}

TEST(ReferenceSet, AMissingFolderIsNamed) {
  try {
    (void)grader::load_reference_set("/nonexistent/refs");
    FAIL() << "no error";
  } catch (const grader::GraderError& error) {
    EXPECT_EQ(std::string(error.what()), "/nonexistent/refs: reference set folder not found");
  }
}

// reference_values/published.json lists the checksum of every hidden set
// committed in the framework (published_sets.py writes it): the grader's
// checksum of each committed set is the one listed, so a regenerated set
// without a new list fails here, and nothing else counts as published.
TEST(PublishedSets, ListEveryHiddenSetCommittedWithTheFramework) {
  const fs::path root = GRADER_TEST_PROJECT_ROOT;
  const auto published = grader::published_hidden_sets(root);
  std::vector<std::string> listed;
  for (const auto& set : published) listed.push_back(set.assignment);
  EXPECT_EQ(listed, grader::list_assignments(root)) << "run /usr/bin/python3 reference_values/published_sets.py";
  for (const auto& set : published) {
    const fs::path hidden = root / "reference_values" / set.assignment / "hidden";
    const auto index = nlohmann::json::parse(grader::read_file_bytes(hidden / "index.json", grader::ExitCode::usage));
    if (index.at("generator").at("seeds").is_string()) continue;  // a course's own set (course init): not published
    EXPECT_EQ(grader::reference_set_checksum(hidden), set.checksum)
        << set.assignment << ": run /usr/bin/python3 reference_values/published_sets.py";
    const auto found = grader::published_set_of(root, hidden);
    ASSERT_TRUE(found.has_value()) << set.assignment;
    EXPECT_EQ(found->assignment, set.assignment);
    EXPECT_FALSE(grader::published_set_of(root, root / "reference_values" / set.assignment / "public").has_value())
        << set.assignment << "'s public set is not a published hidden set";
  }
}

// A set's checksum is SHA-256 of its index's "<sha256>  <path>" lines: the
// cases' bytes, not the generator's provenance; a tree without
// published.json has nothing published.
TEST(PublishedSets, ASetsChecksumIsItsFilesChecksums) {
  const fs::path dir = fs::temp_directory_path() / ("grader-published-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir / "set");
  std::ofstream(dir / "set/index.json") << R"({"format": "autograder-references/1", "generator": {"seeds": [1]},
    "files": [{"path": "a.json", "sha256": "aa"}, {"path": "b.json", "sha256": "bb"}]})";
  EXPECT_EQ(grader::reference_set_checksum(dir / "set"), grader::sha256_hex("aa  a.json\nbb  b.json\n"));
  EXPECT_TRUE(grader::published_hidden_sets(dir).empty());
  EXPECT_FALSE(grader::published_set_of(dir, dir / "set").has_value());
  fs::create_directories(dir / "reference_values");
  std::ofstream(dir / "reference_values/published.json")
      << R"({"format": "autograder-published-sets/1", "hidden": {"x": ")" +
             grader::sha256_hex("aa  a.json\nbb  b.json\n") + "\"}}";
  ASSERT_TRUE(grader::published_set_of(dir, dir / "set").has_value());
  EXPECT_EQ(grader::published_set_of(dir, dir / "set")->assignment, "x");
  EXPECT_EQ(grader::published_set_warning(*grader::published_set_of(dir, dir / "set"), "my/set"),
            "WARNING: grading against the hidden set published with the framework (my/set is x's, checksum " +
                grader::sha256_hex("aa  a.json\nbb  b.json\n").substr(0, 12) +
                " in reference_values/published.json): anyone can download its answers; make the course's own with "
                "`./grade course init --seed-file FILE` (FILE outside the repository)");
  std::ofstream(dir / "reference_values/published.json") << R"({"hidden": {}})";
  try {
    (void)grader::published_hidden_sets(dir);
    ADD_FAILURE() << "a list without its format was read";
  } catch (const grader::GraderError& error) {
    EXPECT_EQ(error.code(), grader::ExitCode::reference_error);
  }
  fs::remove_all(dir);
}
