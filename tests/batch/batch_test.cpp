// A class's grading (batch.hpp): the rule that picks a repository's commit
// (batch_class.cpp), and what grade_batch refuses before anyone is graded
// (batch.cpp, batch_class.cpp): an empty class, a shard that is not one,
// a class in `user` mode. Grading itself: tests/commands/batch_test.cpp.
#include "grader/batch/batch.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "grader/support/errors.hpp"

namespace fs = std::filesystem;

namespace {

const fs::path root = GRADER_TEST_PROJECT_ROOT;

class BatchRefusals : public testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("batch-test-" + std::to_string(::getpid()) + "-" +
                                        testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_ / "class");
    options_.root = root;
    options_.assignment = "attention";
    options_.submissions_dir = dir_ / "class";
    options_.out_dir = dir_ / "out";
    options_.references_dir = root / "reference_values/attention/public";
    options_.sandbox = grader::SandboxMode::none;
  }
  void TearDown() override { fs::remove_all(dir_); }

  // grade_batch's refusal: its exit code and message.
  std::pair<grader::ExitCode, std::string> refusal() {
    try {
      (void)grader::grade_batch(options_);
    } catch (const grader::GraderError& error) {
      return {error.code(), error.what()};
    }
    return {grader::ExitCode::graded, "graded"};
  }

  void student(const std::string& name) {
    fs::create_directories(dir_ / "class" / name);
    std::ofstream(dir_ / "class" / name / "self_attention.cpp") << "// " << name << "\n";
  }

  fs::path dir_;
  grader::BatchOptions options_;
};

}  // namespace

TEST(CommitRule, ATagComesFirstThenTheStudentsDeadlineUnderTheirClockElseHead) {
  int asked = 0;
  const grader::DeadlineOf deadline_of = [&](const std::string& student) -> std::optional<std::int64_t> {
    ++asked;
    if (student == "ann") return 1760000000;
    return std::nullopt;
  };
  const auto tagged = grader::commit_rule("final", grader::TimeSource::student_clock, deadline_of, "ann");
  EXPECT_EQ(tagged.rule, "tag");
  EXPECT_EQ(tagged.tag, "final");
  EXPECT_EQ(tagged.deadline, std::nullopt);
  EXPECT_EQ(tagged.describe(), "the tag final");
  EXPECT_EQ(asked, 0);

  const auto by_deadline = grader::commit_rule("", grader::TimeSource::student_clock, deadline_of, "ann");
  EXPECT_EQ(by_deadline.rule, "deadline");
  EXPECT_EQ(by_deadline.tag, "");
  EXPECT_EQ(by_deadline.deadline, std::optional<std::int64_t>(1760000000));
  EXPECT_EQ(asked, 1);

  // No deadline of theirs: HEAD.
  const auto none_for_bob = grader::commit_rule("", grader::TimeSource::student_clock, deadline_of, "bob");
  EXPECT_EQ(none_for_bob.rule, "head");
  EXPECT_EQ(none_for_bob.deadline, std::nullopt);
  EXPECT_EQ(none_for_bob.describe(), "HEAD");
  EXPECT_EQ(asked, 2);

  // A commit's date is the student's to set: only their clock's term reads it.
  for (const auto source : {grader::TimeSource::none, grader::TimeSource::received, grader::TimeSource::times_file}) {
    const auto head = grader::commit_rule("", source, deadline_of, "ann");
    EXPECT_EQ(head.rule, "head");
    EXPECT_EQ(head.deadline, std::nullopt);
  }
  EXPECT_EQ(asked, 2);
  EXPECT_EQ(grader::commit_rule("", grader::TimeSource::student_clock, {}, "ann").rule, "head");
  EXPECT_TRUE(tagged.same_rule(grader::commit_rule("final", grader::TimeSource::none, {}, "bob")));
  EXPECT_FALSE(by_deadline.same_rule(none_for_bob));
}

TEST_F(BatchRefusals, AClassWithNoSubmissionIsRefused) {
  std::ofstream(dir_ / "class/README.txt") << "not a submission\n";
  const auto refused = refusal();
  EXPECT_EQ(refused.first, grader::ExitCode::submission_error);
  EXPECT_EQ(refused.second, (dir_ / "class").string() +
                                ": no submissions (folders, git repositories, .zip, .tar, .tar.gz, .tgz) found");
  EXPECT_FALSE(fs::exists(options_.out_dir));
}

TEST_F(BatchRefusals, AShardThatIsNotOneOfItsSplitIsRefusedBeforeAnythingIsWritten) {
  student("ann");
  options_.shard_count = 2;
  for (const std::size_t index : {std::size_t{0}, std::size_t{3}}) {
    options_.shard_index = index;
    const auto refused = refusal();
    EXPECT_EQ(refused.first, grader::ExitCode::usage);
    EXPECT_EQ(refused.second, "--shard " + std::to_string(index) + "/2: I must be 1 to N");
  }
  EXPECT_FALSE(fs::exists(options_.out_dir));
}

// `user` mode runs every student's code as nobody beside the class's
// folders: batch takes it for one student alone, never a class.
TEST_F(BatchRefusals, UserModeIsRefusedForAClassOrBesideAnotherStudentsResults) {
  if (::geteuid() != 0) GTEST_SKIP() << "--sandbox user needs root";
  options_.sandbox = grader::SandboxMode::unprivileged_user;
  const std::string why =
      "batch: --sandbox user runs every student's code as the user nobody, without namespaces: a student's code "
      "could find the class's folders through /proc (the grader's command line) and copy classmates' submissions, "
      "feedback and records into its own feedback. Grade a class where bubblewrap works (--sandbox bubblewrap: "
      "apt-get install bubblewrap, and a kernel or container that lets it make namespaces), or each submission on "
      "its own (./grade --submission FOLDER --sandbox user, one submission per machine, as on Gradescope); ";
  student("ann");
  std::ofstream(dir_ / "class/.roster-notes") << "hidden, but in the folder\n";
  const auto a_class = refusal();
  EXPECT_EQ(a_class.first, grader::ExitCode::usage);
  EXPECT_EQ(a_class.second, why + (dir_ / "class").string() + " holds 2 entries, so nothing was graded");

  fs::remove(dir_ / "class/.roster-notes");
  for (const char* other : {"records/bob.json", "feedback/bob.txt", "feedback/cy.md", "records/dee.json"}) {
    fs::create_directories((options_.out_dir / other).parent_path());
    std::ofstream(options_.out_dir / other) << "{}";
  }
  std::ofstream(options_.out_dir / "records/ann.json") << "{}";  // ann's own
  const auto beside_others = refusal();
  EXPECT_EQ(beside_others.first, grader::ExitCode::usage);
  EXPECT_EQ(beside_others.second,
            why + options_.out_dir.string() +
                " holds other students' results (feedback/bob.txt, feedback/cy.md, records/bob.json and 1 "
                "more), so nothing was graded: give another --out");
}
