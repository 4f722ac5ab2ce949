// One grade through the grader program and what it writes: every report
// format, the same results twice, the probe seed, one task, the rubric's
// extras, the leaderboard, the published hidden set's warning, and each
// task's line as it is graded.
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <regex>
#include <set>
#include <utility>

#include "cli_fixture.hpp"

TEST_F(TempDir, GradesAndWritesEveryReportFormat) {
  const auto result = run({"--harness", solution, "--color", "never", "--json", (dir_ / "results.json").string(),
                           "--junit", (dir_ / "junit.xml").string(), "--markdown", (dir_ / "summary.md").string()});
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("Total: 10 / 10"), std::string::npos) << result.stdout_text;
  const auto json = nlohmann::json::parse(slurp(dir_ / "results.json"));
  EXPECT_EQ(json["score"], 10.0);
  EXPECT_EQ(json["tests"].size(), 5u);
  EXPECT_NE(slurp(dir_ / "junit.xml").find("failures=\"0\""), std::string::npos);
  EXPECT_NE(slurp(dir_ / "summary.md").find(": 10 / 10"), std::string::npos);
  for (const auto& entry : fs::directory_iterator(dir_)) {
    EXPECT_EQ(entry.path().filename().string().front() == '.', false) << "temporary file left: " << entry.path();
  }
}

// Same submission, same references: the same results.json, byte for byte,
// but for the timing field.
// Property checks draw fresh inputs each run; the seed the report names
// draws the same ones again.
TEST_F(TempDir, GradingIsDeterministic) {
  const std::string harness = std::string(GRADER_TEST_HARNESS_DIR) + "/attention_mutant_mhsa_unscaled_harness";
  std::vector<std::string> texts;
  std::string seed;
  for (const char* name : {"first.json", "second.json"}) {
    std::vector<std::string> args = {"--harness", harness, "--color", "never", "--json", (dir_ / name).string()};
    if (!seed.empty()) args.insert(args.end(), {"--probe-seed", seed});
    const auto result = run(args);
    ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
    std::smatch said;
    const std::regex note(
        R"(Note: property checks ran on fresh inputs drawn from seed ([0-9]+) \(--probe-seed \1 draws the same\))");
    ASSERT_TRUE(std::regex_search(result.stdout_text, said, note)) << result.stdout_text;
    seed = said[1];
    auto json = nlohmann::json::parse(slurp(dir_ / name));
    json.erase("execution_time");
    texts.push_back(json.dump(2));
  }
  EXPECT_EQ(texts[0], texts[1]);
}

// Another run draws other inputs: a seed is not fixed in the grader.
TEST(Cli, EachRunDrawsItsOwnProbeSeed) {
  std::set<std::string> seeds;
  for (int run_number = 0; run_number < 2; ++run_number) {
    const auto result = run({"--harness", solution, "--color", "never", "--task", "1.2"});
    ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
    std::smatch said;
    ASSERT_TRUE(std::regex_search(result.stdout_text, said, std::regex("drawn from seed ([0-9]+)")))
        << result.stdout_text;
    seeds.insert(said[1]);
  }
  EXPECT_EQ(seeds.size(), 2U);
}

TEST(Cli, GradesOneTask) {
  const auto result = run({"--harness", solution, "--color", "never", "--task", "2.1"});
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("Total: 3 / 3"), std::string::npos) << result.stdout_text;
}

// A grade that runs long shows each task's line as it is graded (issue
// 49), on stderr, while the report comes at the end on stdout: an endless
// loop in Task 5 (dropout_with_mask) takes its time limit, and the lines of
// Tasks 1 to 4 are there well before it ends.
TEST_F(TempDir, ALongGradeShowsEachTasksLineAsItIsGraded) {
  if (!test_support::tested("from_scratch")) GTEST_SKIP();
  const fs::path submission =
      from_scratch_with(dir_, "Tensor2 dropout_with_mask(const Tensor2& weights, const Tensor2& keep, float p) {\n",
                        "Tensor2 dropout_with_mask(const Tensor2& weights, const Tensor2& keep, float p) {\n"
                        "  for (volatile unsigned spin = 0;; spin = spin + 1) {\n  }\n");
  ASSERT_FALSE(submission.empty());
  // The grader with its stderr read line by line as it comes, each with the seconds since the start.
  const std::vector<std::string> args = {grader_program,
                                         "--assignment",
                                         "from_scratch",
                                         "--submission",
                                         submission.string(),
                                         "--build-dir",
                                         (dir_ / "build").string(),
                                         "--color",
                                         "never"};
  int pipe_ends[2];
  ASSERT_EQ(::pipe(pipe_ends), 0);
  const auto start = std::chrono::steady_clock::now();
  const pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    ::dup2(pipe_ends[1], 2);
    const int out = ::open((dir_ / "stdout.txt").c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    ::dup2(out, 1);
    ::close(pipe_ends[0]);
    ::close(pipe_ends[1]);
    if (::chdir(root.c_str()) != 0) ::_exit(127);
    std::vector<char*> argv;
    for (const auto& arg : args) argv.push_back(const_cast<char*>(arg.c_str()));
    argv.push_back(nullptr);
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  ::close(pipe_ends[1]);
  std::vector<std::pair<double, std::string>> lines;
  std::string partial;
  char buffer[4096];
  for (ssize_t got; (got = ::read(pipe_ends[0], buffer, sizeof buffer)) > 0;) {
    const double now = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    partial.append(buffer, static_cast<std::size_t>(got));
    for (auto end = partial.find('\n'); end != std::string::npos; end = partial.find('\n')) {
      lines.emplace_back(now, partial.substr(0, end));
      partial.erase(0, end + 1);
    }
  }
  ::close(pipe_ends[0]);
  int status = 0;
  ::waitpid(child, &status, 0);
  const double end = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << status;
  const std::string report = slurp(dir_ / "stdout.txt");
  std::string said;
  for (const auto& [at, line] : lines) said += line + "\n";
  // Each task's line, in order: its id, name, result, points and time.
  const std::vector<std::string> expected = {
      "Grading 8 tasks (a line as each is graded) ...",
      "  [1/8] Task 1 simple_attention (no trainable weights): PASS, 1 / 1 in #.# s",
      "  [2/8] Task 2 SelfAttentionV1::forward (raw weights): PASS, 1 / 1 in #.# s",
      "  [3/8] Task 3 SelfAttentionV2::forward (linear layers): PASS, 1 / 1 in #.# s",
      "  [4/8] Task 4 causal masking, renormalised and by -inf: PASS, 2 / 2 in #.# s",
      "  [5/8] Task 5 dropout_with_mask (inverted dropout): FAIL, 0 / 1 in #.# s",
      "  [6/8] Task 6 CausalAttention::forward: PASS, 1 / 1 in #.# s",
      "  [7/8] Task 7 concat_heads, and the MultiHeadAttentionWrapper: PASS, 1 / 1 in #.# s",
      "  [8/8] Task 8 MultiHeadAttention::forward (parallel heads): PASS, 2 / 2 in #.# s",
  };
  std::vector<std::string> progress;
  std::vector<double> when;
  for (const auto& [at, line] : lines) {
    if (line.rfind("Grading ", 0) != 0 && line.rfind("  [", 0) != 0) continue;
    progress.push_back(std::regex_replace(line, std::regex(R"(in \d+\.\d s$)"), "in #.# s"));
    when.push_back(at);
  }
  ASSERT_EQ(progress, expected) << said;
  // Task 4's line came while Task 5 still ran: at least its time limit (10 s) before the end.
  EXPECT_LT(when[4], end - 9) << said;
  EXPECT_GT(when[5], when[4] + 9) << said;
  // The report is the report: no progress line in it.
  EXPECT_EQ(report.find("[5/8]"), std::string::npos) << report;
  EXPECT_NE(report.find("FAIL  Task 5 "), std::string::npos) << report;
}

// The optional Gradescope leaderboard, through the real harness: with
// gradescope.leaderboard in the manifest, the solution's forward is timed in
// its own process and results.json ranks it; the template's forward fails
// its task and is not timed.
TEST_F(TempDir, TheLeaderboardIsTimedInTheHarnessWhenTheManifestAsksForIt) {
  const fs::path project = dir_ / "project";
  fs::create_directories(project);
  for (const char* item :
       {"CMakeLists.txt", "cmake", "grader", "third_party", "assignments", "student_template", "reference_values"}) {
    fs::copy(root / item, project / item, fs::copy_options::recursive);
  }
  const fs::path manifest_path = project / "assignments/attention/manifest.json";
  auto manifest = nlohmann::json::parse(slurp(manifest_path));
  manifest["gradescope"]["leaderboard"] = {
      {"name", "forward (ms)"}, {"op", "mhsa.forward"}, {"task", "2.3"}, {"repetitions", 5}};
  std::ofstream(manifest_path) << manifest.dump(2);
  const auto grade = [&](const fs::path& submission) {
    return run({"--root", project.string(), "--submission", submission.string(), "--build-dir",
                (dir_ / "build").string(), "--color", "never", "--json", (dir_ / "results.json").string()},
               900);
  };

  auto result = grade(root / "solutions/attention");
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text << result.stdout_text;
  auto json = nlohmann::json::parse(slurp(dir_ / "results.json"));
  EXPECT_EQ(json["score"], 10.0);
  ASSERT_TRUE(json.contains("leaderboard")) << json.dump(2);
  ASSERT_EQ(json["leaderboard"].size(), 1u);
  EXPECT_EQ(json["leaderboard"][0]["name"], "forward (ms)");
  EXPECT_EQ(json["leaderboard"][0]["order"], "asc");
  const double milliseconds = json["leaderboard"][0]["value"].get<double>();
  EXPECT_GT(milliseconds, 0.0);
  EXPECT_LT(milliseconds, 10000.0);
  EXPECT_NE(result.stdout_text.find("Note: leaderboard: forward (ms) "), std::string::npos) << result.stdout_text;
  EXPECT_NE(result.stdout_text.find(" ms, the median of 5 runs of mhsa.forward on case "), std::string::npos)
      << result.stdout_text;
  EXPECT_NE(result.stdout_text.find("(timed in your program's own process; not graded)"), std::string::npos)
      << result.stdout_text;

  result = grade(project / "student_template/attention");
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text << result.stdout_text;
  json = nlohmann::json::parse(slurp(dir_ / "results.json"));
  EXPECT_FALSE(json.contains("leaderboard")) << json.dump(2);
  EXPECT_NE(result.stdout_text.find("Note: leaderboard: not timed: task 2.3 did not pass"), std::string::npos)
      << result.stdout_text;
}

// A grade on the hidden set published with the framework warns whoever runs
// it (stderr: an instructor's terminal or a platform's log), on the local
// path and with --platform classroom as with batch and Gradescope; the public
// set, the one a student grades with, warns nobody.
TEST(Cli, GradingWithThePublishedHiddenSetWarnsOnEveryPath) {
  for (const std::string platform : {"local", "classroom", "gradescope"}) {
    const auto result =
        run({"--harness", solution, "--references", "hidden", "--platform", platform, "--color", "never"});
    EXPECT_EQ(result.exit_code, 0) << platform << result.stderr_text;
    EXPECT_NE(result.stderr_text.find(published_set_warning("attention")), std::string::npos) << platform << "\n"
                                                                                              << result.stderr_text;
    EXPECT_EQ(result.stdout_text.find("WARNING"), std::string::npos) << platform << "\n" << result.stdout_text;
  }
  const auto result = run({"--harness", solution, "--color", "never"});
  EXPECT_EQ(result.stderr_text.find("WARNING"), std::string::npos) << result.stderr_text;
}

// The rubric's extras count in the total and appear in every report: a
// forward of one statement (+1), a line that is neither formatted nor
// commented (-1, -1), and an answered question for the instructor.
TEST_F(TempDir, RubricExtrasAreAddedToTheTotal) {
  const fs::path submission = dir_ / "submission/attention";
  fs::create_directories(submission.parent_path());
  fs::copy(root / "solutions/attention", submission, fs::copy_options::recursive);
  std::string self_attention = slurp(submission / "self_attention.cpp");
  const std::string body_start =
      "\n  const Tensor3 queries = q(x);  // [batch, seq, input_size] -> [batch, seq, hidden]\n";
  const std::string body_end = "  return output;  // [batch, seq, hidden]\n";
  const auto from = self_attention.find(body_start);
  const auto to = self_attention.find(body_end, from);
  ASSERT_NE(from, std::string::npos);
  ASSERT_NE(to, std::string::npos);
  self_attention.replace(from, to + body_end.size() - from,
                         "\n  return attend_all(q(x), k(x), v(x));  // [batch, seq, hidden]\n");
  self_attention.replace(self_attention.find("Tensor3 SelfAttention::forward("), 0, R"(namespace {
Tensor3 attend_all(const Tensor3& queries, const Tensor3& keys, const Tensor3& values) {
  const float scale = std::sqrt(static_cast<float>(queries.shape(2)));
  Tensor3 output(values.shape());
  for (std::size_t b = 0; b < queries.shape(0); ++b) {
    const Tensor2 scores = xt::linalg::dot(xt::view(queries, b), xt::transpose(xt::view(keys, b))) / scale;
    xt::view(output, b) = xt::linalg::dot(softmax_rows(scores), xt::view(values, b));
  }
  return output;
}
}  // namespace

)");
  std::ofstream(submission / "self_attention.cpp") << self_attention;
  std::string mhsa = slurp(submission / "multi_head_self_attention.cpp");
  const std::string commented = "  Tensor3 masked = scores;  // [batch * num_heads, seq, seq]";
  const auto at = mhsa.find(commented);
  ASSERT_NE(at, std::string::npos);
  mhsa.replace(at, commented.size(), "  Tensor3   masked = scores;");
  std::ofstream(submission / "multi_head_self_attention.cpp") << mhsa;
  const std::string line = std::to_string(std::count(mhsa.begin(), mhsa.begin() + static_cast<long>(at), '\n') + 1);
  std::string answers = slurp(root / "student_template/attention/answers.md");
  answers.replace(answers.find("_Your answer._"), 14, "Sharper: the scores' spread grows with sqrt(h).");
  std::ofstream(submission / "answers.md") << answers;

  const auto result =
      run({"--submission", submission.string(), "--build-dir", (dir_ / "build").string(), "--color", "never", "--json",
           (dir_ / "results.json").string(), "--markdown", (dir_ / "summary.md").string()},
          600);
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  const std::string& text = result.stdout_text;
  EXPECT_NE(text.find("MINUS     Style: your code follows .clang-format: -1\n"
                      "      1 line differs from clang-format's layout (multi_head_self_attention.cpp:" +
                      line +
                      "): run `clang-format -i` on your files\n"
                      "MINUS     Shape comments on every tensor statement: -1\n"
                      "      1 statement has no shape comment such as \"// [batch, seq, hidden]\": "
                      "multi_head_self_attention.cpp:" +
                      line +
                      "\n"
                      "BONUS     Bonus: SelfAttention::forward in at most 3 statements: +1 of +1\n"
                      "      SelfAttention::forward has 1 statements (at most 3 earns this)\n"
                      "REVIEW    Written questions Q1 to Q5 (answers.md): pending manual review\n"
                      "      | answer Q1:\n"
                      "      |   Sharper: the scores' spread grows with sqrt(h).\n"
                      "      | answer Q2: (not answered)\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("Total: 9 / 10"), std::string::npos) << text;
  const auto json = nlohmann::json::parse(slurp(dir_ / "results.json"));
  EXPECT_EQ(json["score"], 9.0);
  ASSERT_EQ(json["tests"].size(), 9u);
  EXPECT_EQ(json["tests"][5]["name"], "Extra: Style: your code follows .clang-format");
  EXPECT_EQ(json["tests"][5]["score"], -1.0);
  EXPECT_EQ(json["tests"][7]["score"], 1.0);
  EXPECT_EQ(json["tests"][7]["max_score"], 1.0);
  const std::string answered =
      "answer Q1:\n  Sharper: the scores' spread grows with sqrt(h).\nanswer Q2: (not answered)";
  EXPECT_EQ(json["extra_data"]["manual_review"]["questions"]["text"].get<std::string>().substr(0, answered.size()),
            answered);
  EXPECT_NE(slurp(dir_ / "summary.md")
                .find("| questions | Written questions Q1 to Q5 (answers.md) | pending manual review | your instructor "
                      "reviews it |"),
            std::string::npos);
}
