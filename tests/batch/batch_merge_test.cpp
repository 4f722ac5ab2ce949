// `batch merge` (batch_merge.cpp): the shards of one split into one class,
// each shard's run file and records checked before anything is written.
// The shards here are written by hand, signed under a key of the test's own.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "grader/batch/batch.hpp"
#include "grader/batch/class_records.hpp"
#include "grader/grading/validation.hpp"
#include "grader/support/checksum.hpp"
#include "grader/support/errors.hpp"

namespace fs = std::filesystem;

namespace {

grader::Manifest demo_manifest() {
  return grader::parse_manifest(nlohmann::json::parse(R"({
    "format": "autograder-manifest/1", "assignment": "demo", "title": "Attention, week 3",
    "sources": ["a.cpp"], "tolerance": {"rtol": 1e-5, "atol": 1e-6},
    "ops": {"a.run": {"outputs": {}}, "b.run": {"outputs": {}}},
    "tasks": [
      {"id": "1", "name": "first", "points": 4, "checks": [{"op": "a.run"}]},
      {"id": "2", "name": "second", "points": 6, "checks": [{"op": "b.run"}]}
    ]})"),
                                "demo/manifest.json");
}

grader::StudentRecord record(const std::string& student, double first, double second) {
  grader::StudentRecord r;
  r.student = student;
  r.folder = student;
  r.tasks = {{"1", "first", first, 4, first == 4, {}, first == 4 ? "" : "values differ"},
             {"2", "second", second, 6, second == 6, {}, second == 6 ? "" : "values differ"}};
  r.score = first + second;
  r.max_score = 10;
  return r;
}

std::string slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

// The class of every shard here: ann, bob and cy; shard 1 of 2 grades ann
// and cy (the 1st and 3rd in name order), shard 2 of 2 bob.
const std::vector<std::string> students = {"ann", "bob", "cy"};

class BatchMerge : public testing::Test {
 protected:
  void SetUp() override {
    ::setenv("AUTOGRADER_RECORD_KEY", "the unit tests' own key", 1);
    dir_ = fs::temp_directory_path() / ("batch-merge-test-" + std::to_string(::getpid()) + "-" +
                                        testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    out_ = dir_ / "merged";
  }
  void TearDown() override { fs::remove_all(dir_); }

  // A shard's folder: its records (each listed in its run file unless
  // `unlisted`), and its batch.json.
  fs::path shard(std::size_t index, std::size_t count, const std::vector<grader::StudentRecord>& records,
                 const std::vector<std::string>& unlisted = {}, const std::string& name = "") {
    const fs::path dir = dir_ / (name.empty() ? "shard" + std::to_string(index) : name);
    fs::create_directories(dir / "records");
    nlohmann::json run = {{"format", "autograder-batch/1"},
                          {"assignment", "demo"},
                          {"reference_set", "hidden"},
                          {"class", students},
                          {"selection", {{"tag", ""}, {"term", nullptr}}},
                          {"shard", {index, count}},
                          {"records", nlohmann::json::object()}};
    for (const auto& r : records) {
      const std::string text = r.signed_text();
      std::ofstream(dir / "records" / (r.folder + ".json")) << text;
      if (std::find(unlisted.begin(), unlisted.end(), r.folder) == unlisted.end()) {
        run["records"][r.folder] = grader::sha256_hex(text);
      }
    }
    std::ofstream(dir / "batch.json") << grader::signed_json_text(run);
    return dir;
  }

  // Both shards of the class: ann 10, cy 4 in the first; bob 6 in the second.
  std::vector<fs::path> both() {
    return {shard(1, 2, {record("ann", 4, 6), record("cy", 4, 0)}), shard(2, 2, {record("bob", 0, 6)})};
  }

  grader::BatchSummary merge(const std::vector<fs::path>& shards, const nlohmann::json& selection = this_selection(),
                             const std::function<grader::CommitChoice(const std::string&)>& rule_of = {}) {
    return grader::merge_batches(demo_manifest(), shards, out_, selection, rule_of);
  }

  static nlohmann::json this_selection() { return {{"tag", ""}, {"term", nullptr}}; }

  // The refusal of a merge (GraderError, usage), with nothing written.
  std::string refusal(const std::vector<fs::path>& shards, const nlohmann::json& selection = this_selection(),
                      const std::function<grader::CommitChoice(const std::string&)>& rule_of = {}) {
    try {
      (void)merge(shards, selection, rule_of);
    } catch (const grader::GraderError& error) {
      EXPECT_EQ(error.code(), grader::ExitCode::usage);
      EXPECT_FALSE(fs::exists(out_)) << "written before the refusal";
      return error.what();
    }
    return "merged";
  }

  fs::path dir_;
  fs::path out_;
};

}  // namespace

TEST_F(BatchMerge, EveryShardMakesTheFilesOneRunWrites) {
  const auto shards = both();
  // The first shard's feedback and staged files of ann's; a link among them is not followed.
  fs::create_directories(shards[0] / "feedback");
  std::ofstream(shards[0] / "feedback/ann.txt") << "ann's feedback\n";
  fs::create_directories(shards[0] / "work/ann/submission/sub");
  std::ofstream(shards[0] / "work/ann/submission/sub/a.cpp") << "int a;\n";
  fs::create_symlink("/etc/passwd", shards[0] / "work/ann/submission/passwd");

  const grader::BatchSummary summary = merge(shards);
  EXPECT_EQ(summary.students, 3U);
  EXPECT_EQ(summary.graded, 3U);
  EXPECT_FALSE(summary.interrupted);
  EXPECT_EQ(summary.reference_set, "hidden");
  std::vector<std::pair<std::string, double>> merged;
  for (const auto& r : summary.records) merged.emplace_back(r.student, r.score);
  EXPECT_EQ(merged, (std::vector<std::pair<std::string, double>>{{"ann", 10}, {"bob", 6}, {"cy", 4}}));
  EXPECT_EQ(slurp(out_ / "gradebook.csv"),
            "student,Task 1 (4),Task 2 (6),total,max,failures\n"
            "ann,4,6,10,10,\n"
            "bob,0,6,6,10,Task 1: values differ\n"
            "cy,4,0,4,10,Task 2: values differ\n");
  EXPECT_EQ(slurp(out_ / "feedback/ann.txt"), "ann's feedback\n");
  EXPECT_FALSE(fs::exists(out_ / "feedback/bob.txt"));
  EXPECT_EQ(slurp(out_ / "work/ann/submission/sub/a.cpp"), "int a;\n");
  EXPECT_FALSE(fs::exists(fs::symlink_status(out_ / "work/ann/submission/passwd")));
  // The run file of the whole class: no shard, every record's digest.
  const auto run = grader::verified_json(slurp(out_ / "batch.json"), out_ / "batch.json");
  EXPECT_FALSE(run.contains("shard"));
  EXPECT_EQ(run.at("class"), nlohmann::json(students));
  for (const auto& student : students) {
    EXPECT_EQ(run.at("records").at(student), grader::sha256_hex(slurp(out_ / "records" / (student + ".json"))))
        << student;
  }
  EXPECT_EQ(run.at("records").size(), 3U);
}

TEST_F(BatchMerge, AShardMissingGivenTwiceOrOfAnotherSplitIsRefused) {
  EXPECT_EQ(refusal({}), "batch merge: give the folders the shards wrote");
  const fs::path first = shard(1, 2, {record("ann", 4, 6), record("cy", 4, 0)});
  EXPECT_EQ(refusal({first}), "batch merge: shards 2 of 2 are missing");
  EXPECT_EQ(refusal({first, first}), "shard 1/2 is given twice: " + first.string() + " and " + first.string());
  const fs::path of_three = shard(2, 3, {record("bob", 0, 6)}, {}, "of-three");
  EXPECT_EQ(refusal({first, of_three}),
            (of_three / "batch.json").string() + ": shard 2/3 of another split (the others are of 2)");
  EXPECT_EQ(refusal({dir_ / "nowhere"}), (dir_ / "nowhere/batch.json").string() + ": not found (is " +
                                             (dir_ / "nowhere").string() + " the --out of a batch?)");
}

TEST_F(BatchMerge, AShardOfAnotherAssignmentOrClassIsRefused) {
  const auto shards = both();
  auto run = grader::verified_json(slurp(shards[1] / "batch.json"), shards[1] / "batch.json");
  run["assignment"] = "other";
  std::ofstream(shards[1] / "batch.json") << grader::signed_json_text(run);
  EXPECT_EQ(refusal(shards),
            (shards[1] / "batch.json").string() + ": assignment \"other\", but this merge is for \"demo\"");
  run["assignment"] = "demo";
  run["class"] = {"ann", "bob", "cy", "dee"};
  std::ofstream(shards[1] / "batch.json") << grader::signed_json_text(run);
  EXPECT_EQ(refusal(shards), (shards[1] / "batch.json").string() + ": its class differs from " +
                                 (shards[0] / "batch.json").string() +
                                 "'s: the shards graded different classes or reference sets");
}

TEST_F(BatchMerge, AnEditedRecordOrRunFileIsRefusedNamingIt) {
  const auto shards = both();
  const fs::path ann = shards[0] / "records/ann.json";
  auto edited = nlohmann::json::parse(slurp(ann));
  edited["score"] = 11;
  std::ofstream(ann) << edited.dump(2);
  EXPECT_EQ(refusal(shards), "batch merge: " + ann.string() +
                                 ": its signature does not match its content under the key in "
                                 "AUTOGRADER_RECORD_KEY (edited after grading, or graded with another key): nothing "
                                 "merged; grade that shard again (--restart)");

  const auto again = both();
  const fs::path run_file = again[1] / "batch.json";
  auto run = nlohmann::json::parse(slurp(run_file));
  run.erase("signature");
  std::ofstream(run_file) << run.dump(2);
  EXPECT_EQ(refusal(again), "batch merge: " + run_file.string() +
                                ": has no signature: nothing merged; grade that shard again (--restart)");
}

TEST_F(BatchMerge, ARecordThisShardsRunDidNotWriteIsRefused) {
  // Signed under the same key, but not the one the run file lists.
  const auto shards = both();
  const fs::path cy = shards[0] / "records/cy.json";
  std::ofstream(cy) << record("cy", 4, 6).signed_text();
  EXPECT_EQ(refusal(shards), "batch merge: " + cy.string() + ": not the record of cy that this shard's run wrote (" +
                                 (shards[0] / "batch.json").string() +
                                 " lists another or none; a record from another run?): nothing merged; grade that "
                                 "shard again (--restart)");
}

TEST_F(BatchMerge, ARecordNamingAnotherFolderIsRefused) {
  grader::StudentRecord traversing = record("ann", 4, 6);
  traversing.folder = "../../outside";
  const fs::path first = shard(1, 2, {record("cy", 4, 0)});
  const std::string text = traversing.signed_text();
  std::ofstream(first / "records/ann.json") << text;
  auto run = grader::verified_json(slurp(first / "batch.json"), first / "batch.json");
  run["records"]["ann"] = grader::sha256_hex(text);
  std::ofstream(first / "batch.json") << grader::signed_json_text(run);
  EXPECT_EQ(refusal({first, shard(2, 2, {record("bob", 0, 6)})}),
            "batch merge: " + (first / "records/ann.json").string() +
                ": the record of ann names the folder \"../../outside\", where the class's names give \"ann\": "
                "nothing merged");
}

TEST_F(BatchMerge, ASliceChosenWithAnotherTagOrTermIsRefused) {
  const auto shards = both();
  EXPECT_EQ(refusal(shards, {{"tag", "final"}, {"term", nullptr}}),
            "batch merge: " + (shards[0] / "batch.json").string() +
                ": the shard's selection.tag is \"\" (no --tag), this merge's is \"final\" (--tag final): nothing "
                "merged; give every shard the --term and --tag of the merge, and grade that shard again");
  EXPECT_EQ(refusal(shards, {{"tag", ""}, {"term", "0123abcd"}}),
            "batch merge: " + (shards[0] / "batch.json").string() +
                ": the shard's selection.term is null (no --term), this merge's is \"0123abcd\" (the digest of a "
                "--term file and its times): nothing merged; give every shard the --term and --tag of the merge, "
                "and grade that shard again");
}

TEST_F(BatchMerge, OnlyTheSlicesOwnStudentsAreTaken) {
  // The first shard's folder also holds a record of bob's (10 / 10), listed
  // by its run: bob is the second shard's, whose record says 6.
  const fs::path first = shard(1, 2, {record("ann", 4, 6), record("cy", 4, 0), record("bob", 4, 6)});
  const grader::BatchSummary summary = merge({first, shard(2, 2, {record("bob", 0, 6)})});
  ASSERT_EQ(summary.records.size(), 3U);
  EXPECT_EQ(summary.records[1].student, "bob");
  EXPECT_EQ(summary.records[1].score, 6);
}

TEST_F(BatchMerge, AStudentNoShardGradedIsNamedOnceTheOthersAreWritten) {
  const std::vector<fs::path> shards = {shard(1, 2, {record("ann", 4, 6), record("cy", 4, 0)}), shard(2, 2, {})};
  try {
    (void)merge(shards);
    ADD_FAILURE() << "merged without bob";
  } catch (const grader::GraderError& error) {
    EXPECT_EQ(error.code(), grader::ExitCode::usage);
    EXPECT_EQ(std::string(error.what()),
              "batch merge: no record of bob (a shard was interrupted: run it again, then "
              "merge); the gradebook in " +
                  out_.string() + " lists the others");
  }
  EXPECT_EQ(slurp(out_ / "gradebook.csv"),
            "student,Task 1 (4),Task 2 (6),total,max,failures\nann,4,6,10,10,\ncy,4,0,4,10,Task 2: values differ\n");
}

TEST_F(BatchMerge, ARepositoryGradedByAnotherRuleIsRefused) {
  grader::StudentRecord ann = record("ann", 4, 6);
  ann.repository = grader::CommitChoice{"head", "", std::nullopt, std::string(40, 'a')};
  const std::vector<fs::path> shards = {shard(1, 2, {ann, record("cy", 4, 0)}), shard(2, 2, {record("bob", 0, 6)})};
  const auto by_tag = [](const std::string& student) {
    return grader::commit_rule("final", grader::TimeSource::none, {}, student);
  };
  EXPECT_EQ(refusal(shards, this_selection(), by_tag),
            "batch merge: " + (shards[0] / "records/ann.json").string() +
                ": ann's repository was graded at HEAD (the record's repository.rule), this merge's --term, --tag "
                "and --roster choose the tag final: nothing merged; give every shard the --term, --tag and --roster "
                "of the merge, and grade that shard again");
  const auto by_head = [](const std::string& student) {
    return grader::commit_rule("", grader::TimeSource::none, {}, student);
  };
  EXPECT_EQ(merge(shards, this_selection(), by_head).graded, 3U);
}
