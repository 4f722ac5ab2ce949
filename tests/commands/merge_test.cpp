// `batch merge`: the shards of one split into one class, trusting nothing
// in a shard's folder.
#include <pwd.h>
#include <unistd.h>

#include <utility>

#include "cli_fixture.hpp"
#include "grader/batch/class_records.hpp"
#include "grader/support/checksum.hpp"

// batch merge trusts nothing in a shard's folder: an edited record (0 made
// 10), a record or run file signed under another key, a record whose folder
// leaves --out, a shard given twice, a shard of another split, and slices
// that chose their files without the merge's term are each refused, with
// nothing written; a resumed batch grades an edited record again.
TEST_F(TempDir, MergeRefusesEditedTraversingDuplicatedAndForeignShards) {
  // The key this test signs with is the grader's: no HOME or XDG_STATE_HOME in its environment.
  ::unsetenv("AUTOGRADER_RECORD_KEY");
  ::unsetenv("XDG_STATE_HOME");
  ::setenv("HOME", ::getpwuid(::getuid())->pw_dir, 1);
  const fs::path class_dir = dir_ / "class";
  for (const auto& [student, from] :
       std::vector<std::pair<std::string, fs::path>>{{"ana", root / "solutions/udl_multihead"},
                                                     {"ben", root / "student_template/udl_multihead"},
                                                     {"cai", root / "solutions/udl_multihead"}}) {
    fs::create_directories(class_dir / student);
    fs::copy(from / "multihead_attention.cpp", class_dir / student / "multihead_attention.cpp");
  }
  auto shard = [&](const std::string& which, const fs::path& out, std::vector<std::string> more = {}) {
    std::vector<std::string> args = {"--assignment", "udl_multihead", "batch",   class_dir.string(),
                                     "--out",        out.string(),    "--shard", which};
    args.insert(args.end(), more.begin(), more.end());
    return run(args, 900);
  };
  auto merge = [&](const std::vector<fs::path>& shards, const fs::path& out, std::vector<std::string> more = {}) {
    std::vector<std::string> args = {"--assignment", "udl_multihead", "batch", "merge"};
    for (const auto& dir : shards) args.push_back(dir.string());
    args.insert(args.end(), {"--out", out.string()});
    args.insert(args.end(), more.begin(), more.end());
    return run(args, 300);
  };
  const fs::path one = dir_ / "shard-1";  // ana, cai
  const fs::path two = dir_ / "shard-2";  // ben
  ASSERT_EQ(shard("1/2", one).exit_code, 0);
  ASSERT_EQ(shard("2/2", two).exit_code, 0);
  auto result = merge({one, two}, dir_ / "merged");
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  const std::string gradebook = slurp(dir_ / "merged/gradebook.csv");
  EXPECT_EQ(gradebook.rfind("student,Task 1 (2),Task 2 (2),Task 3 (3),Task 4 (3),total,max,failures\n"
                            "ana,2,2,3,3,10,10,\nben,0,0,0,0,0,10,",
                            0),
            0U)
      << gradebook;
  EXPECT_NE(gradebook.find("\ncai,2,2,3,3,10,10,\n"), std::string::npos) << gradebook;

  const fs::path ben = two / "records/ben.json";
  const std::string ben_signed = slurp(ben);
  auto refused = [&](const std::string& why, const fs::path& out, std::vector<fs::path> shards = {},
                     std::vector<std::string> more = {}) {
    const auto refusal = merge(shards.empty() ? std::vector<fs::path>{one, two} : shards, out, more);
    EXPECT_EQ(refusal.exit_code, 2) << refusal.stdout_text;
    EXPECT_NE(refusal.stderr_text.find(why), std::string::npos) << refusal.stderr_text;
    EXPECT_FALSE(fs::exists(out)) << "a refused merge wrote " << out;
  };
  const std::string key_file = std::string(::getpwuid(::getuid())->pw_dir) + "/.local/state/autograder/record-key";
  // Edited: ben's 0 made 10.
  nlohmann::json edited = nlohmann::json::parse(ben_signed);
  edited["score"] = 10;
  for (auto& task : edited["tasks"]) {
    task["score"] = task["max_score"];
    task["passed"] = true;
  }
  std::ofstream(ben) << edited.dump(2);
  refused("batch merge: " + ben.string() + ": its signature does not match its content under the key in " + key_file +
              " (edited after grading, or graded with another key): nothing merged; grade that shard again "
              "(--restart)",
          dir_ / "merged-edited");
  // Signed under another key.
  edited.erase("signature");
  edited["signature"] = grader::hmac_sha256_hex("a key of my own", edited.dump());
  std::ofstream(ben) << edited.dump(2);
  refused("its signature does not match its content", dir_ / "merged-other-key");
  // A folder that leaves --out, signed with the grader's own key (as if the key had leaked): the folder rule still
  // holds.
  nlohmann::json traversing = nlohmann::json::parse(ben_signed);
  traversing["folder"] = "../../../escaped";
  std::ofstream(ben) << grader::signed_json_text(traversing);
  refused("batch merge: " + ben.string() +
              ": the record of ben names the folder \"../../../escaped\", where the class's names give \"ben\": "
              "nothing merged",
          dir_ / "merged-traversing");
  EXPECT_FALSE(fs::exists(dir_ / "escaped.json"));
  // A record signed with the grader's key but not written by this shard's run (one from another run).
  nlohmann::json other_run = nlohmann::json::parse(ben_signed);
  other_run["score"] = 10;
  std::ofstream(ben) << grader::signed_json_text(other_run);
  refused("batch merge: " + ben.string() + ": not the record of ben that this shard's run wrote (" +
              (two / "batch.json").string() +
              " lists another or none; a record from another run?): nothing merged; grade that shard again "
              "(--restart)",
          dir_ / "merged-other-run");
  std::ofstream(ben) << ben_signed;
  // The same shard twice; a shard of another split (its run file edited).
  refused("shard 1/2 is given twice: " + one.string() + " and " + one.string(), dir_ / "merged-twice", {one, one});
  nlohmann::json foreign = nlohmann::json::parse(slurp(two / "batch.json"));
  const std::string run_signed = slurp(two / "batch.json");
  foreign["shard"] = {2, 3};
  std::ofstream(two / "batch.json") << foreign.dump(2);
  refused("batch merge: " + (two / "batch.json").string() + ": its signature does not match its content",
          dir_ / "merged-foreign");
  std::ofstream(two / "batch.json") << run_signed;
  // Slices graded without the term this merge is given.
  std::ofstream(dir_ / "term.json")
      << R"({"format": "autograder-term/1", "due": "2026-10-15T23:59:00+02:00", "submission_time": "received"})";
  refused("grader: error: batch merge: " + (one / "batch.json").string() +
              ": the shard's selection.term is null (no --term), this merge's is \"" +
              grader::sha256_hex(slurp(dir_ / "term.json")) +
              "\" (the digest of a --term file and its times): nothing merged; give every shard the --term and --tag "
              "of the merge, and grade that shard again\n",
          dir_ / "merged-term", {}, {"--term", (dir_ / "term.json").string()});
  refused("grader: error: batch merge: " + (one / "batch.json").string() +
              ": the shard's selection.tag is \"\" (no --tag), this merge's is \"final\" (--tag final): nothing "
              "merged; give every shard the --term and --tag of the merge, and grade that shard again\n",
          dir_ / "merged-tag", {}, {"--tag", "final"});
  // All as graded: the merge is whole again.
  result = merge({one, two}, dir_ / "merged-again");
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_EQ(slurp(dir_ / "merged-again/gradebook.csv"), gradebook);
  // A resumed batch keeps only the records that verify.
  std::ofstream(ben) << edited.dump(2);
  result = shard("2/2", two);
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("1 of 1 students graded (1 now, 0 kept from an earlier run)"), std::string::npos)
      << result.stdout_text;
  EXPECT_NE(slurp(two / "gradebook.csv").find("\nben,0,0,0,0,0,10,"), std::string::npos);
  // The slices run again with the term: every record is kept, its time is the
  // term's source and written back, so the merge with the term reads it.
  const std::vector<std::string> with_term = {"--term", (dir_ / "term.json").string()};
  for (const auto& [which, out] : std::vector<std::pair<std::string, fs::path>>{{"1/2", one}, {"2/2", two}}) {
    result = shard(which, out, with_term);
    ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
    EXPECT_NE(result.stdout_text.find("graded (0 now, "), std::string::npos) << result.stdout_text;
  }
  result = merge({one, two}, dir_ / "merged-term-again", with_term);
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_EQ(nlohmann::json::parse(slurp(dir_ / "merged-term-again/records/cai.json"))["submitted_from"],
            "received (when it arrived in the submissions folder)");
}
