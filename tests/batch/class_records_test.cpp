// A class's records (class_records.cpp): a record's JSON both ways, its
// signature under the records' key, the key itself, and the gradebook made
// from the records alone.
#include "grader/batch/class_records.hpp"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>
#include <string>
#include <vector>

#include "grader/grading/validation.hpp"

namespace fs = std::filesystem;

namespace {

grader::Manifest manifest_with_extras() {
  return grader::parse_manifest(nlohmann::json::parse(R"({
    "format": "autograder-manifest/1", "assignment": "demo", "title": "Attention, week 3",
    "sources": ["a.cpp"], "tolerance": {"rtol": 1e-5, "atol": 1e-6},
    "ops": {"a.run": {"outputs": {}}, "b.run": {"outputs": {}}, "c.run": {"outputs": {}}},
    "tasks": [
      {"id": "1", "name": "first", "points": 2.5, "checks": [{"op": "a.run"}]},
      {"id": "2", "name": "second", "points": 4, "checks": [{"op": "b.run"}]},
      {"id": "3", "name": "third", "points": 3.5, "checks": [{"op": "c.run"}]}
    ],
    "extras": [
      {"id": "style", "kind": "clang_format", "name": "Style", "points": -1},
      {"id": "questions", "kind": "manual", "name": "Questions", "files": ["answers.md"]}
    ]})"),
                                "demo/manifest.json");
}

// Every field of a record set, none left at its default.
grader::StudentRecord full_record() {
  grader::StudentRecord r;
  r.student = "José Ñ";
  r.folder = "Jos____";
  r.fingerprint = std::string(64, 'f');
  r.problems = {"does not compile"};
  r.score = 5.25;
  r.max_score = 10;
  r.tasks = {{"1", "first", 2.5, 2.5, true, {}, ""},
             {"2", "second", 0, 4, false, {"scores unscaled"}, "values differ at [0, 1]"},
             {"3", "third", 2.75, 3.5, false, {}, "2 of 3 checks passed"}};
  r.extras = {{"style", -1, "not_met", "1 line differs"}, {"questions", 0, "manual", "answer Q1:\n  \"Sharper\", yes"}};
  r.submitted_at = 1760000000;
  r.submitted_from = "times file grades.csv";
  r.repository = grader::CommitChoice{"deadline", "", 1760003600, std::string(40, 'c')};
  return r;
}

class RecordKey : public testing::Test {
 protected:
  void SetUp() override {
    ::unsetenv("AUTOGRADER_RECORD_KEY");
    state_ = fs::temp_directory_path() / ("class-records-test-" + std::to_string(::getpid()));
    fs::remove_all(state_);
    ::setenv("XDG_STATE_HOME", state_.c_str(), 1);
  }
  void TearDown() override {
    ::unsetenv("XDG_STATE_HOME");
    fs::remove_all(state_);
  }
  fs::path state_;
};

}  // namespace

TEST(ClassRecords, ARecordReadsBackAsWritten) {
  const grader::StudentRecord written = full_record();
  const grader::StudentRecord read = grader::StudentRecord::from_json(written.to_json());
  EXPECT_EQ(read.to_json(), written.to_json());
  EXPECT_EQ(read.student, "José Ñ");
  ASSERT_EQ(read.tasks.size(), 3U);
  EXPECT_EQ(read.tasks[1].hints, std::vector<std::string>{"scores unscaled"});
  EXPECT_EQ(read.tasks[2].score, 2.75);
  ASSERT_EQ(read.extras.size(), 2U);
  EXPECT_EQ(read.extras[1].message, "answer Q1:\n  \"Sharper\", yes");
  EXPECT_EQ(read.submitted_at, std::optional<std::int64_t>(1760000000));
  ASSERT_TRUE(read.repository.has_value());
  EXPECT_EQ(read.repository->rule, "deadline");
  EXPECT_EQ(read.repository->deadline, std::optional<std::int64_t>(1760003600));
  EXPECT_EQ(read.repository->commit, std::string(40, 'c'));
  EXPECT_EQ(read.repository->describe(), "the last commit before 2025-10-09T09:53:20Z");

  // No time and no repository: neither key is written, and none is read back.
  grader::StudentRecord plain = written;
  plain.submitted_at.reset();
  plain.repository.reset();
  const nlohmann::json json = plain.to_json();
  EXPECT_FALSE(json.contains("submitted_at"));
  EXPECT_FALSE(json.contains("submitted_from"));
  EXPECT_FALSE(json.contains("repository"));
  EXPECT_EQ(grader::StudentRecord::from_json(json).submitted_from, "");
}

TEST(ClassRecords, ARecordOfAnotherFormatIsRefused) {
  nlohmann::json json = full_record().to_json();
  EXPECT_EQ(json.at("format"), "batch-record/3");
  json["format"] = "batch-record/2";
  try {
    (void)grader::StudentRecord::from_json(json);
    ADD_FAILURE() << "read";
  } catch (const std::runtime_error& error) {
    EXPECT_EQ(std::string(error.what()), "not a batch-record/3 record");
  }
  json["format"] = "batch-record/3";
  json.erase("tasks");
  EXPECT_THROW((void)grader::StudentRecord::from_json(json), nlohmann::json::exception);
}

TEST(ClassRecords, ASignedRecordVerifiesUnderItsKeyOnly) {
  ::setenv("AUTOGRADER_RECORD_KEY", "first key", 1);
  EXPECT_EQ(grader::describe_record_key(), "the key in AUTOGRADER_RECORD_KEY");
  EXPECT_EQ(grader::record_key(), "first key");
  const std::string text = full_record().signed_text();
  EXPECT_EQ(grader::StudentRecord::from_signed_text(text, "records/x.json").to_json(), full_record().to_json());

  // One point more, the signature kept.
  nlohmann::json edited = nlohmann::json::parse(text);
  edited["score"] = 6.25;
  const std::string refused =
      "records/x.json: its signature does not match its content under the key in "
      "AUTOGRADER_RECORD_KEY (edited after grading, or graded with another key)";
  try {
    (void)grader::StudentRecord::from_signed_text(edited.dump(), "records/x.json");
    ADD_FAILURE() << "an edited record verified";
  } catch (const grader::UnsignedRecord& error) {
    EXPECT_EQ(std::string(error.what()), refused);
  }
  // The same text under another key.
  ::setenv("AUTOGRADER_RECORD_KEY", "second key", 1);
  try {
    (void)grader::StudentRecord::from_signed_text(text, "records/x.json");
    ADD_FAILURE() << "verified under another key";
  } catch (const grader::UnsignedRecord& error) {
    EXPECT_EQ(std::string(error.what()), refused);
  }
  nlohmann::json unsigned_json = nlohmann::json::parse(text);
  unsigned_json.erase("signature");
  try {
    (void)grader::verified_json(unsigned_json.dump(), "batch.json");
    ADD_FAILURE() << "verified without a signature";
  } catch (const grader::UnsignedRecord& error) {
    EXPECT_EQ(std::string(error.what()), "batch.json: has no signature");
  }
  // signed_json_text replaces a signature already there.
  const nlohmann::json resigned = nlohmann::json::parse(grader::signed_json_text(nlohmann::json::parse(text)));
  EXPECT_EQ(grader::verified_json(resigned.dump(), "x"), unsigned_json);
  ::unsetenv("AUTOGRADER_RECORD_KEY");
}

TEST_F(RecordKey, IsMadeOnceReadableByItsOwnerAlone) {
  const fs::path file = state_ / "autograder/record-key";
  EXPECT_EQ(grader::describe_record_key(), "the key in " + file.string());
  EXPECT_FALSE(fs::exists(file));
  const std::string key = grader::record_key();
  EXPECT_TRUE(std::regex_match(key, std::regex("[0-9a-f]{64}"))) << key;
  struct stat status {};
  ASSERT_EQ(::stat(file.c_str(), &status), 0);
  EXPECT_EQ(status.st_mode & 0777U, 0600U);
  EXPECT_EQ(grader::record_key(), key);
  // A file that is not a key is not taken as one.
  std::ofstream(file, std::ios::trunc) << "short\n";
  try {
    (void)grader::record_key();
    ADD_FAILURE() << "a short key taken";
  } catch (const std::runtime_error& error) {
    EXPECT_EQ(std::string(error.what()),
              file.string() + ": not a records' key (64 hex digits): remove it to make a new one");
  }
}

TEST(ClassRecords, TheGradebookNamesEachReasonOnceWithItsTasks) {
  const grader::Manifest manifest = manifest_with_extras();
  EXPECT_EQ(grader::gradebook_header(manifest),
            (std::vector<std::string>{"student", "Task 1 (2.5)", "Task 2 (4)", "Task 3 (3.5)", "Style", "Questions",
                                      "total", "max"}));
  grader::StudentRecord same_reason = full_record();
  same_reason.problems.clear();
  same_reason.tasks = {{"1", "first", 0, 2.5, false, {}, "not implemented yet"},
                       {"2", "second", 0, 4, false, {}, "your code threw"},
                       {"3", "third", 0, 3.5, false, {}, "not implemented yet"}};
  same_reason.extras = {{"style", -1, "not_met", "1 line differs"}};  // no manual answer recorded
  const grader::GradebookRow row = grader::gradebook_row(manifest, same_reason);
  EXPECT_EQ(row.grade, (std::vector<std::string>{"José Ñ", "0", "0", "0", "-1", "", "5.25", "10"}));
  EXPECT_EQ(row.failures, "Tasks 1, 3: not implemented yet; Task 2: your code threw");

  // A hint names the mistake before the failure does; the submission's own
  // problem comes first and is not said again for a task.
  const grader::StudentRecord full = full_record();
  EXPECT_EQ(grader::gradebook_row(manifest, full).failures,
            "does not compile; Task 2: scores unscaled; Task 3: 2 of 3 checks passed");
  grader::StudentRecord problem_of_all = full_record();
  problem_of_all.tasks[2].failure = "does not compile";
  EXPECT_EQ(grader::gradebook_row(manifest, problem_of_all).failures, "does not compile; Task 2: scores unscaled");

  EXPECT_EQ(grader::render_gradebook_csv(manifest, {full}),
            "student,Task 1 (2.5),Task 2 (4),Task 3 (3.5),Style,Questions,total,max,failures\n"
            "José Ñ,2.5,0,2.75,-1,\"answer Q1:\n  \"\"Sharper\"\", yes\",5.25,10,"
            "\"does not compile; Task 2: scores unscaled; Task 3: 2 of 3 checks passed\"\n");
}
