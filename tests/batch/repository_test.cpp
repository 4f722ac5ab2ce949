// Git repositories as submissions (repository.cpp): what is a repository,
// what its copy refuses, and the commit picked and exported from the copy
// (here without a sandbox: git runs as the test does).
#include "grader/batch/repository.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "grader/execution/runner.hpp"
#include "grader/execution/sandbox.hpp"

namespace fs = std::filesystem;

namespace {

class Repositories : public testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("repository-test-" + std::to_string(::getpid()) + "-" +
                                        testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  // git in `repository`, committing at `time` (seconds since 1970) when given.
  void git(const fs::path& repository, std::vector<std::string> arguments, const std::string& time = "") {
    std::vector<std::string> argv = {"/usr/bin/env",
                                     "-i",
                                     "PATH=/usr/bin:/bin",
                                     "HOME=" + dir_.string(),
                                     "GIT_CONFIG_NOSYSTEM=1",
                                     "GIT_AUTHOR_NAME=Ann",
                                     "GIT_AUTHOR_EMAIL=ann@example.org",
                                     "GIT_COMMITTER_NAME=Ann",
                                     "GIT_COMMITTER_EMAIL=ann@example.org"};
    if (!time.empty()) {
      argv.push_back("GIT_AUTHOR_DATE=@" + time + " +0000");
      argv.push_back("GIT_COMMITTER_DATE=@" + time + " +0000");
    }
    argv.emplace_back("/usr/bin/git");
    for (auto& argument : arguments) argv.push_back(std::move(argument));
    grader::Limits limits;
    limits.timeout_seconds = 60;
    const auto result = grader::run_limited(argv, repository, limits);
    ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  }

  void write(const fs::path& path, const std::string& text) {
    fs::create_directories(path.parent_path());
    std::ofstream(path) << text;
  }

  // ann's clone: a.cpp "first" at 1700000000, tagged "draft"; then a.cpp
  // "second", sub/b.cpp and a link at 1700086400.
  fs::path clone() {
    const fs::path repository = dir_ / "ann";
    fs::create_directories(repository);
    git(repository, {"init", "-q", "-b", "main"});
    write(repository / "a.cpp", "first\n");
    git(repository, {"add", "a.cpp"});
    git(repository, {"commit", "-q", "-m", "first"}, "1700000000");
    git(repository, {"tag", "draft"});
    write(repository / "a.cpp", "second\n");
    write(repository / "sub/b.cpp", "b\n");
    fs::create_symlink("/etc/passwd", repository / "passwd");
    git(repository, {"add", "a.cpp", "sub/b.cpp", "passwd"});
    git(repository, {"commit", "-q", "-m", "second"}, "1700086400");
    return repository;
  }

  std::string copy_refusal(const fs::path& repository) {
    try {
      grader::copy_repository(repository, dir_ / "copy");
    } catch (const std::runtime_error& error) {
      return error.what();
    }
    return "copied";
  }

  static std::string slurp(const fs::path& path) {
    std::ifstream in(path);
    return {std::istreambuf_iterator<char>(in), {}};
  }

  fs::path dir_;
  grader::Sandbox sandbox_;  // rlimits only, no other user
};

}  // namespace

TEST_F(Repositories, AClonesFolderOrABareRepositoryIsOne) {
  fs::create_directories(dir_ / "clone/.git");
  EXPECT_TRUE(grader::is_repository(dir_ / "clone"));
  write(dir_ / "worktree/.git", "gitdir: /elsewhere\n");  // a repository that copy_repository refuses
  EXPECT_TRUE(grader::is_repository(dir_ / "worktree"));
  fs::create_directories(dir_ / "bare/objects");
  fs::create_directories(dir_ / "bare/refs");
  std::ofstream(dir_ / "bare/HEAD") << "ref: refs/heads/main\n";
  EXPECT_TRUE(grader::is_repository(dir_ / "bare"));
  fs::create_directories(dir_ / "folder/objects");
  EXPECT_FALSE(grader::is_repository(dir_ / "folder"));
}

TEST_F(Repositories, ACopyRefusesWhatCouldPointElsewhere) {
  fs::create_directories(dir_ / "linked");
  fs::create_directory_symlink(dir_ / "elsewhere", dir_ / "linked/.git");
  EXPECT_EQ(copy_refusal(dir_ / "linked"),
            "the repository linked is not read: its .git is a link (only a .git "
            "folder is read)");
  write(dir_ / "worktree/.git", "gitdir: /elsewhere\n");
  EXPECT_EQ(copy_refusal(dir_ / "worktree"),
            "the repository worktree is not read: its .git is a file (a `gitdir:` link to a repository elsewhere): "
            "hand in the repository itself");
  write(dir_ / "shared/.git/commondir", "../../other/.git\n");
  EXPECT_EQ(copy_refusal(dir_ / "shared"),
            "the repository shared is not read: it is a linked worktree (its "
            "commondir names another repository): hand in the repository itself");
  write(dir_ / "headless/.git/HEAD", "ref: refs/heads/../../../etc\n");
  fs::create_directories(dir_ / "headless/.git/objects");
  fs::create_directories(dir_ / "headless/.git/refs");
  EXPECT_EQ(copy_refusal(dir_ / "headless"),
            "the repository headless is not read: its HEAD is neither a branch nor a "
            "commit");
  const fs::path repository = clone();
  fs::create_directory_symlink("/etc", repository / ".git/objects/zz");
  EXPECT_EQ(copy_refusal(repository), "the repository ann is not read: it holds a link: objects/zz");
}

TEST_F(Repositories, TheCommitIsPickedByTagDeadlineOrHeadAndExportedAsPlainFiles) {
  const fs::path repository = clone();
  // What a copy holds: the grader's own config, nothing of the student's.
  write(repository / ".git/hooks/post-checkout", "#!/bin/sh\ntouch /tmp/hooked\n");
  ASSERT_EQ(copy_refusal(repository), "copied");
  const fs::path copy = dir_ / "copy";
  EXPECT_EQ(slurp(copy / "config"), "[core]\n\trepositoryformatversion = 0\n\tbare = true\n");
  EXPECT_EQ(slurp(copy / "HEAD"), "ref: refs/heads/main\n");
  EXPECT_FALSE(fs::exists(copy / "hooks"));

  const auto head = grader::pick_commit(copy, "ann", std::nullopt, "", sandbox_);
  EXPECT_EQ(head.commit.size(), 40U);
  EXPECT_EQ(head.time, 1700086400);
  EXPECT_EQ(head.how, "commit " + head.commit.substr(0, 12) + ", HEAD");
  const auto tagged = grader::pick_commit(copy, "ann", std::nullopt, "draft", sandbox_);
  EXPECT_EQ(tagged.time, 1700000000);
  EXPECT_EQ(tagged.how, "commit " + tagged.commit.substr(0, 12) + ", the tag draft");
  const auto before = grader::pick_commit(copy, "ann", 1700050000, "", sandbox_);
  EXPECT_EQ(before.commit, tagged.commit);
  EXPECT_EQ(before.how, "commit " + tagged.commit.substr(0, 12) + ", the last before 2023-11-15T12:06:40Z");

  const auto refusal = [&](std::optional<std::int64_t> deadline, const std::string& tag) -> std::string {
    try {
      (void)grader::pick_commit(copy, "ann", deadline, tag, sandbox_);
    } catch (const std::runtime_error& error) {
      return error.what();
    }
    return "picked";
  };
  EXPECT_EQ(refusal(std::nullopt, "final"), "the repository ann has no tag final");
  EXPECT_EQ(refusal(1600000000, ""), "the repository ann has no commit before the deadline 2020-09-13T12:26:40Z");

  grader::export_commit(copy, "ann", head.commit, dir_ / "files", 10, 1 << 20, sandbox_);
  EXPECT_EQ(slurp(dir_ / "files/a.cpp"), "second\n");
  EXPECT_EQ(slurp(dir_ / "files/sub/b.cpp"), "b\n");
  EXPECT_FALSE(fs::exists(fs::symlink_status(dir_ / "files/passwd")));  // a link is not a plain file
  grader::export_commit(copy, "ann", tagged.commit, dir_ / "files", 10, 1 << 20, sandbox_);
  EXPECT_EQ(slurp(dir_ / "files/a.cpp"), "first\n");
  EXPECT_FALSE(fs::exists(dir_ / "files/sub"));  // emptied first

  try {
    grader::export_commit(copy, "ann", head.commit, dir_ / "files", 1, 1 << 20, sandbox_);
    ADD_FAILURE() << "exported";
  } catch (const std::runtime_error& error) {
    EXPECT_EQ(std::string(error.what()),
              "commit " + head.commit.substr(0, 12) + " in ann has 2 files (at most 1 are taken)");
  }
  EXPECT_FALSE(fs::exists("/tmp/hooked"));
}

TEST(CommitChoice, SaysItsRule) {
  EXPECT_EQ((grader::CommitChoice{"tag", "final", std::nullopt, ""}).describe(), "the tag final");
  EXPECT_EQ((grader::CommitChoice{"deadline", "", 1700000000, ""}).describe(),
            "the last commit before 2023-11-14T22:13:20Z");
  EXPECT_EQ((grader::CommitChoice{"head", "", std::nullopt, ""}).describe(), "HEAD");
  const grader::CommitChoice a{"deadline", "", 1700000000, std::string(40, 'a')};
  const grader::CommitChoice b{"deadline", "", 1700000000, std::string(40, 'b')};
  const grader::CommitChoice later{"deadline", "", 1700000001, std::string(40, 'a')};
  EXPECT_TRUE(a.same_rule(b));  // the commit is not the rule
  EXPECT_FALSE(a.same_rule(later));
}
