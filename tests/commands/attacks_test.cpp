// Attacks on the grader through a submission: at compile time (through
// ./grade and batch), a lookup of the public set, and code before main that
// hangs (through ./grade and batch).
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <iterator>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <utility>

#include "cli_fixture.hpp"
#include "grader/assessment/manifest.hpp"
#include "grader/assessment/reference_set.hpp"
#include "grader/building/build.hpp"
#include "grader/course/release.hpp"
#include "grader/grading/validation.hpp"
#include "grader/protocol/tensor.hpp"

// The compile-time hostile catalogue (tests/hostile/compile_time.json): each
// attack is the solution with one file changed. Student code is compiled in
// the sandbox, so no attack reads a reference set, the solutions or /etc,
// and the limits stop the compiler with a plain message.
namespace {

struct CompileAttack {
  std::string name;
  std::string file;
  std::vector<double> expect;
  std::string message;
};

std::string with_root(std::string text) {
  for (auto at = text.find("@ROOT@"); at != std::string::npos; at = text.find("@ROOT@")) {
    text.replace(at, 6, root.string());
  }
  return text;
}

// Writes every attack's submission below `dir`; returns the attacks.
std::vector<CompileAttack> write_compile_attacks(const fs::path& dir) {
  const auto catalogue = nlohmann::json::parse(slurp(root / "tests/hostile/compile_time.json"));
  std::vector<CompileAttack> attacks;
  for (const auto& entry : catalogue["attacks"]) {
    CompileAttack attack{entry["name"], entry["file"], entry["expect"].get<std::vector<double>>(),
                         with_root(entry.value("message", ""))};
    fs::create_directories(dir / attack.name);
    for (const char* file : {"self_attention.cpp", "multi_head_self_attention.cpp"}) {
      std::string text = slurp(root / "solutions/attention" / file);
      if (attack.file == file) {
        if (entry.contains("content")) text = with_root(entry["content"]);
        if (entry.contains("prepend")) text = with_root(entry["prepend"]) + text;
        if (entry.contains("append")) text += with_root(entry["append"]);
      }
      std::ofstream(dir / attack.name / file) << text;
    }
    const auto files = entry.value("files", nlohmann::json::object());
    for (const auto& [name, content] : files.items()) {
      std::ofstream(dir / attack.name / name) << with_root(content.get<std::string>());
    }
    const auto links = entry.value("links", nlohmann::json::object());
    for (const auto& [name, target] : links.items()) {
      fs::create_symlink(with_root(target.get<std::string>()), dir / attack.name / name);
    }
    attacks.push_back(attack);
  }
  return attacks;
}

// Numbers (six or more significant digits) and checksums found in the hidden
// set and nowhere in the public one: none may appear in any report.
std::vector<std::string> hidden_only_values() {
  const auto collect = [](const fs::path& dir) {
    std::set<std::string> values;
    const std::regex value(R"(-?[0-9]\.[0-9]{6,}|[0-9a-f]{64})");
    for (const auto& entry : fs::directory_iterator(dir)) {
      const std::string text = slurp(entry.path());
      for (std::sregex_iterator it(text.begin(), text.end(), value), end; it != end; ++it) values.insert(it->str());
    }
    return values;
  };
  const auto hidden = collect(root / "reference_values/attention/hidden");
  const auto visible = collect(root / "reference_values/attention/public");
  std::vector<std::string> only;
  std::set_difference(hidden.begin(), hidden.end(), visible.begin(), visible.end(), std::back_inserter(only));
  return only;
}

std::string first_hidden_value_in(const std::string& text, const std::vector<std::string>& hidden) {
  for (const auto& value : hidden) {
    if (text.find(value) != std::string::npos) return value;
  }
  return {};
}

}  // namespace

// A submission that implements nothing but looks the public cases up: each
// function finds its input (by the first row, the layer weights and the mask
// flag) among the stored cases, and also among those cases reversed (as the
// permutation probes reverse them), and answers with the stored output; a
// prefix probe keeps the first row, so it finds the unchanged answer. Only
// the constructors are written. With `trivial_answers`, inputs not in the
// table get trivial answers instead of an exception. Returns the folder.
std::string tensor_text(const grader::Tensor& tensor) {
  std::string text;
  for (std::size_t extent : tensor.shape) text += std::to_string(extent) + " ";
  text += "|";
  for (float value : tensor.data) text += " " + grader::format_float(value);
  return text;
}

std::string replace_body(std::string source, const std::string& signature, const std::string& body) {
  const std::size_t at = source.find(signature);
  EXPECT_NE(at, std::string::npos) << signature;
  const std::size_t from = source.find('\n', source.find("// YOUR CODE STARTS HERE", at)) + 1;
  const std::size_t to = source.find("  // YOUR CODE ENDS HERE", from);
  return source.replace(from, to - from, body);
}

fs::path write_lookup_submission(const fs::path& dir, bool trivial_answers = false) {
  fs::create_directories(dir);
  const grader::ReferenceSet cases = grader::load_reference_set(root / "reference_values/attention/public");
  // One table row: the input, the tag (weights and flags that tell cases with the same input apart), answers.
  auto rows = [&](const std::string& op, const std::string& input, const std::string& first, const std::string& second,
                  const std::string& tag) {
    std::string text;
    for (const auto& source : cases.cases) {
      if (source.op != op) continue;
      std::string tag_value = "0";
      if (tag == "causal_mix") {
        tag_value = std::string(source.params.value("causal", false) ? "1" : "0") + " " +
                    grader::format_float(source.inputs.at("mix.weight").data.front());
      } else if (!tag.empty()) {
        tag_value = grader::format_float(source.inputs.at(tag).data.front());
      }
      text +=
          "    {\"" + tensor_text(source.inputs.at(input)) + "\", \"" + tag_value + "\", \"" +
          tensor_text(source.expected.at(first)) + "\", \"" +
          (second.empty() || !source.expected.count(second) ? std::string() : tensor_text(source.expected.at(second))) +
          "\"},\n";
    }
    return text;
  };
  const std::string helpers = R"(
namespace lookup {
struct Known {
  Tensor3 in;
  std::vector<float> tag;
  Tensor3 first;
  Tensor3 second;
};
inline std::vector<float> numbers(const std::string& text) {
  std::vector<float> values;
  std::istringstream in(text);
  for (std::string word; in >> word;) values.push_back(std::strtof(word.c_str(), nullptr));
  return values;
}
inline Tensor3 tensor(const std::string& text) {
  if (text.empty()) return Tensor3();
  const auto bar = text.find('|');
  const auto extents = numbers(text.substr(0, bar));
  const auto values = numbers(text.substr(bar + 1));
  Tensor3 result = xt::zeros<float>({static_cast<std::size_t>(extents[0]), static_cast<std::size_t>(extents[1]),
                                     static_cast<std::size_t>(extents[2])});
  std::copy(values.begin(), values.end(), result.begin());
  return result;
}
inline Tensor3 flipped(const Tensor3& t, const std::vector<std::size_t>& axes) {
  Tensor3 result = t;
  for (std::size_t axis : axes) {
    Tensor3 next = xt::flip(result, axis);
    result = next;
  }
  return result;
}
// The stored cases, then each reversed along `axis` with its answers reversed as the probes expect.
inline std::vector<Known> table(const std::vector<std::array<std::string, 4>>& stored, std::size_t axis,
                                const std::vector<std::size_t>& first_axes, const std::vector<std::size_t>& second_axes) {
  std::vector<Known> known;
  for (const auto& row : stored) known.push_back({tensor(row[0]), numbers(row[1]), tensor(row[2]), tensor(row[3])});
  const std::size_t count = known.size();
  for (std::size_t i = 0; i < count; ++i) {
    Known reversed = known[i];
    reversed.in = flipped(known[i].in, {axis});
    reversed.first = flipped(known[i].first, first_axes);
    if (reversed.second.size() > 0) reversed.second = flipped(known[i].second, second_axes);
    known.push_back(reversed);
  }
  return known;
}
inline Known find(const std::vector<Known>& known, const Tensor3& in, const std::vector<float>& tag,
                  const Known* otherwise = nullptr) {
  for (const auto& row : known) {
    if (row.in.shape() != in.shape() || row.tag != tag) continue;
    bool same = true;
    for (std::size_t j = 0; j < in.shape(2) && same; ++j) same = row.in(0, 0, j) == in(0, 0, j);
    if (same) return row;
  }
  if (otherwise != nullptr) return *otherwise;
  throw std::runtime_error("not one of the stored inputs");
}
}  // namespace lookup
)";
  const std::string includes =
      "#include <array>\n#include <cstdlib>\n#include <sstream>\n#include <stdexcept>\n#include <string>\n"
      "#include <vector>\n#include <xtensor/xbuilder.hpp>\n#include <xtensor/xmanipulation.hpp>\n";
  auto with_helpers = [&](std::string source, const std::string& tables) {
    source.insert(source.find("#include"), includes);
    const std::size_t open = source.find("namespace attention {\n") + std::string("namespace attention {\n").size();
    return source.insert(open, helpers + "namespace {\n" + tables + "}  // namespace\n");
  };

  // Fresh inputs (none is stored) get trivial answers that every property
  // holds for (zeros, uniform probabilities, the mask's input), or an exception.
  const std::string otherwise = trivial_answers ? ", &zeros" : "";
  std::string single = with_helpers(slurp(root / "solutions/attention/self_attention.cpp"),
                                    "const std::vector<std::array<std::string, 4>> forward_cases = {\n" +
                                        rows("self_attention.forward", "x", "output", "", "q.weight") + "};\n");
  single = replace_body(
      single, "Tensor3 SelfAttention::forward(const Tensor3& x) const {",
      "  static const auto known = lookup::table(forward_cases, 1, {1}, {});\n" +
          std::string(trivial_answers ? "  const lookup::Known zeros{x, {}, Tensor3(xt::zeros<float>({x.shape(0), "
                                        "x.shape(1), q.out_features()})), Tensor3()};\n"
                                      : "") +
          "  return lookup::find(known, x, {q.weight(0, 0)}" + otherwise + ").first;  // [batch, seq, hidden]\n");
  std::ofstream(dir / "self_attention.cpp") << single;

  std::string multi = with_helpers(slurp(root / "solutions/attention/multi_head_self_attention.cpp"),
                                   "const std::vector<std::array<std::string, 4>> scores_cases = {\n" +
                                       rows("mhsa.scores", "x", "scores", "", "k.weight") + "};\n" +
                                       "const std::vector<std::array<std::string, 4>> mask_cases = {\n" +
                                       rows("mhsa.apply_causal_mask", "scores", "scores", "", "") + "};\n" +
                                       "const std::vector<std::array<std::string, 4>> attend_cases = {\n" +
                                       rows("mhsa.attend", "x", "output", "probs", "causal_mix") +
                                       rows("mhsa.forward_with_attention", "x", "output", "probs", "causal_mix") +
                                       rows("mhsa.forward", "x", "output", "", "causal_mix") + "};\n");
  multi = replace_body(
      multi, "Tensor3 MultiHeadSelfAttention::scores(const Tensor3& x) const {",
      "  static const auto known = lookup::table(scores_cases, 1, {1, 2}, {});\n" +
          std::string(trivial_answers ? "  const lookup::Known zeros{x, {}, Tensor3(xt::zeros<float>({x.shape(0) "
                                        "* num_heads, x.shape(1), x.shape(1)})), Tensor3()};\n"
                                      : "") +
          "  return lookup::find(known, x, {k.weight(0, 0)}" + otherwise +
          ").first;  // [batch * num_heads, seq, seq]\n");
  multi = replace_body(
      multi, "Tensor3 MultiHeadSelfAttention::apply_causal_mask(const Tensor3& scores) const {",
      "  static const auto known = lookup::table(mask_cases, 0, {0}, {});\n" +
          std::string(trivial_answers ? "  const lookup::Known zeros{scores, {}, scores, Tensor3()};\n" : "") +
          "  return lookup::find(known, scores, {0.0f}" + otherwise + ").first;  // [batch * num_heads, seq, seq]\n");
  multi = replace_body(
      multi,
      "std::pair<Tensor3, Tensor3> MultiHeadSelfAttention::attend(const Tensor3& scores, const "
      "Tensor3& x) const {",
      "  (void)scores;\n"
      "  static const auto known = lookup::table(attend_cases, 1, {1}, {1, 2});\n" +
          std::string(trivial_answers ? "  Tensor3 uniform = xt::ones<float>({scores.shape(0), scores.shape(1), "
                                        "scores.shape(2)});  // [batch * num_heads, seq, seq]\n"
                                        "  uniform /= static_cast<float>(scores.shape(2));\n"
                                        "  const lookup::Known zeros{x, {}, Tensor3(xt::zeros<float>({x.shape(0), "
                                        "x.shape(1), mix.out_features()})), uniform};\n"
                                      : "") +
          "  const auto row = lookup::find(known, x, {causal ? 1.0f : 0.0f, mix.weight(0, 0)}" + otherwise +
          ");\n"
          "  Tensor3 probs = row.second;  // [batch * num_heads, seq, seq]\n"
          "  if (is_training()) probs = dropout(probs);  // [batch * num_heads, seq, seq]\n"
          "  return {row.first, probs};\n");
  multi = replace_body(multi, "Tensor3 MultiHeadSelfAttention::forward(const Tensor3& x) const {",
                       "  return forward_with_attention(x).first;  // [batch, seq, hidden]\n");
  std::ofstream(dir / "multi_head_self_attention.cpp") << multi;
  return dir;
}

// ./grade's path: each attack is built in a folder below build/submissions/,
// at the depth a relative path counts on.
TEST_F(TempDir, CompileTimeAttacksGainNothingThroughGrade) {
  const auto attacks = write_compile_attacks(dir_ / "class");
  const auto hidden = hidden_only_values();
  ASSERT_GT(hidden.size(), 1000U);
  // One build folder for all of them, as a student's folder is rebuilt after
  // each edit: each attack recompiles only its changed file.
  const fs::path build = root / "build/submissions" / ("compile-attacks-" + std::to_string(::getpid()));
  for (const auto& attack : attacks) {
    const fs::path json = dir_ / (attack.name + ".json");
    const auto result = run({"--submission", (dir_ / "class" / attack.name).string(), "--build-dir", build.string(),
                             "--references", "hidden", "--color", "never", "--json", json.string()},
                            900);
    ASSERT_EQ(result.exit_code, 0) << attack.name << ": " << result.stderr_text;
    const auto report = nlohmann::json::parse(slurp(json));
    std::vector<double> scores;
    for (std::size_t task = 0; task < 5; ++task) scores.push_back(report["tests"][task]["score"].get<double>());
    EXPECT_EQ(scores, attack.expect) << attack.name << ":\n" << result.stdout_text;
    if (!attack.message.empty()) {
      // The compiler's words are said once, above the tasks (results.json's
      // own output); the task names the file.
      const std::size_t task = attack.file == "self_attention.cpp" ? 0 : 2;
      EXPECT_NE(report.value("output", "").find(attack.message), std::string::npos)
          << attack.name << ": " << report.value("output", "");
      EXPECT_NE(report["tests"][task]["output"].get<std::string>().find("does not compile: " + attack.file),
                std::string::npos)
          << attack.name << ": " << report["tests"][task]["output"];
    }
    EXPECT_EQ(first_hidden_value_in(result.stdout_text + result.stderr_text + slurp(json), hidden), "")
        << attack.name << " shows a hidden value";
    EXPECT_NE(result.stdout_text.find("bubblewrap sandbox for compiling and running"), std::string::npos)
        << attack.name << ": " << result.stdout_text;
  }
  EXPECT_FALSE(fs::exists("/tmp/stolen")) << "a submission's CMakeLists.txt ran";
  std::error_code ignored;
  fs::remove_all(build, ignored);
}

// Replaying the public set: every stored case is answered right, yet each
// task with a property check fails, because those run on fresh inputs no
// table holds; and in the course repository each value check also runs on
// fresh inputs against the course's solution (issue 51 item 2). Only the
// constructors (written, shape checks only) score.
TEST_F(TempDir, APublicSetLookupEarnsOnlyTheTasksWithoutPropertyChecks) {
  const fs::path submission = write_lookup_submission(dir_ / "lookup");
  const fs::path build = root / "build/submissions" / ("lookup-" + std::to_string(::getpid()));
  const auto result = run({"--submission", submission.string(), "--build-dir", build.string(), "--color", "never",
                           "--json", (dir_ / "results.json").string()},
                          900);
  std::error_code ignored;
  fs::remove_all(build, ignored);
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text << result.stdout_text;
  const auto report = nlohmann::json::parse(slurp(dir_ / "results.json"));
  std::vector<double> scores;
  for (std::size_t task = 0; task < 5; ++task) scores.push_back(report["tests"][task]["score"].get<double>());
  EXPECT_EQ(scores, (std::vector<double>{1, 0, 0, 0, 0})) << result.stdout_text;
  // The lookup works: the stored cases answer right; but each value check
  // also ran on fresh inputs against the course's solution (issue 51 item
  // 2), where it throws, so no stored case counts, and neither do the
  // property checks' fresh inputs. The message names the line of the
  // throw in the student's files (the helpers are in both, so its number is not fixed here).
  const std::string hint =
      "      Hint: your code is right on the stored cases only: on new inputs of the same shapes and params it "
      "disagrees with the course's solution, so what it returns depends on the stored values, not on what the task "
      "computes\n";
  const std::string fresh =
      "):\n        your code gives the stored answer to this case, but on fresh inputs of its shapes and params (drawn "
      "from seed ";
  for (const std::string& expected :
       {"Task 1.2  SelfAttention::forward                           0 / 3\n      0 of 4 checks passed\n" + hint +
            "      First failure (self_attention.forward, case seed_course_b3_s5_in7_h9" + fresh,
        "Task 2.1  MultiHeadSelfAttention::scores (scaled)          0 / 3\n      4 of 9 checks passed\n" + hint +
            "      First failure (mhsa.scores, case seed_course_b3_s5_in7_h9_heads3" + fresh,
        "Task 2.2  MultiHeadSelfAttention::apply_causal_mask        0 / 1\n      0 of 5 checks passed\n" + hint +
            "      First failure (mhsa.apply_causal_mask, case seed_course_b3_s5_in7_h9_heads3" + fresh,
        "Task 2.3  MultiHeadSelfAttention::attend and forward       0 / 2\n      0 of 11 checks passed (16 not "
        "graded)\n" +
            hint + "      First failure (mhsa.attend, case seed_course_b3_s5_in7_h9_heads3_dropout_eval" + fresh}) {
    EXPECT_NE(result.stdout_text.find(expected), std::string::npos) << expected << "\n" << result.stdout_text;
  }
  const std::regex located(
      R"(\) it failed: your code threw std::runtime_error at (multi_head_)?self_attention\.cpp:[1-9][0-9]*: )"
      "not one of the stored inputs\n");
  EXPECT_GE(std::distance(std::sregex_iterator(result.stdout_text.begin(), result.stdout_text.end(), located),
                          std::sregex_iterator()),
            4)
      << result.stdout_text;
}

// Issue 51 item 2: the same table, with trivial answers for fresh inputs
// (zeros, uniform probabilities, the mask's input unchanged), passes every
// property check. Graded in the course repository, each value check also
// runs on fresh inputs against the course's solution: only the constructors
// score (written, not looked up: a looked-up constructor fails on fresh
// sizes, Grading.ALookupTableOfTheStoredAnswersScoresZeroAgainstTheSolution).
// Where the solution is not run (here --sandbox none; a student's
// repository, which holds none: distribution.student_repository), it earns
// full marks, and the report says the grade is advisory.
TEST_F(TempDir, ALookupTableWithTrivialFreshAnswersScoresOnlyTheConstructorsAgainstTheSolution) {
  const fs::path submission = write_lookup_submission(dir_ / "lookup", true);
  const fs::path build = root / "build/submissions" / ("lookup-trivial-" + std::to_string(::getpid()));
  std::map<std::string, std::vector<double>> scores;
  std::map<std::string, std::string> reports;
  for (const std::string sandbox : {"auto", "none"}) {
    const auto result = run({"--submission", submission.string(), "--build-dir", build.string(), "--color", "never",
                             "--sandbox", sandbox, "--json", (dir_ / "results.json").string()},
                            900);
    ASSERT_EQ(result.exit_code, 0) << result.stderr_text << result.stdout_text;
    const auto report = nlohmann::json::parse(slurp(dir_ / "results.json"));
    for (std::size_t task = 0; task < 5; ++task) {
      scores[sandbox].push_back(report["tests"][task]["score"].get<double>());
    }
    reports[sandbox] = result.stdout_text;
  }
  std::error_code ignored;
  fs::remove_all(build, ignored);
  EXPECT_EQ(scores["auto"], (std::vector<double>{1, 0, 0, 0, 0})) << reports["auto"];
  EXPECT_NE(reports["auto"].find("Task 1.2  SelfAttention::forward                           0 / 3\n"
                                 "      2 of 4 checks passed\n"
                                 "      Hint: your code is right on the stored cases only: on new inputs of the same "
                                 "shapes and params it disagrees with the course's solution, so what it returns "
                                 "depends on the stored values, not on what the task computes\n"
                                 "      First failure (self_attention.forward, case seed_course_b3_s5_in7_h9):\n"
                                 "        your code gives the stored answer to this case, but on fresh inputs of its "
                                 "shapes and params (drawn from seed "),
            std::string::npos)
      << reports["auto"];
  EXPECT_NE(reports["auto"].find(") your \"output\" differs from the course's solution's at 135 of 135 entries\n"),
            std::string::npos)
      << reports["auto"];
  EXPECT_EQ(reports["auto"].find("advisory"), std::string::npos) << reports["auto"];
  EXPECT_EQ(scores["none"], (std::vector<double>{1, 3, 3, 1, 2})) << reports["none"];
  EXPECT_NE(reports["none"].find("Note: this grade is advisory: the course's solution runs only where student code "
                                 "runs apart from the grader (bubblewrap, or --sandbox user), so no value was checked "
                                 "on fresh inputs against it here\n"),
            std::string::npos)
      << reports["none"];
}

// Batch's path: the template's build once, each attack's files compiled
// with its commands (as one unit first), in the sandbox.
TEST_F(TempDir, CompileTimeAttacksGainNothingThroughBatch) {
  const auto attacks = write_compile_attacks(dir_ / "class");
  const auto hidden = hidden_only_values();
  const fs::path out = dir_ / "graded";
  const auto result = run({"batch", (dir_ / "class").string(), "--out", out.string(), "--jobs", "2"}, 1800);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  std::istringstream gradebook(slurp(out / "gradebook.csv"));
  std::string line;
  std::map<std::string, std::vector<double>> scores;
  std::getline(gradebook, line);  // the header
  while (std::getline(gradebook, line)) {
    std::istringstream fields(line);
    std::string student, field;
    std::getline(fields, student, ',');
    for (int task = 0; task < 5 && std::getline(fields, field, ','); ++task)
      scores[student].push_back(std::stod(field));
  }
  for (const auto& attack : attacks) {
    EXPECT_EQ(scores[attack.name], attack.expect) << attack.name << ":\n"
                                                  << slurp(out / "feedback" / (attack.name + ".txt"));
    const std::string feedback = slurp(out / "feedback" / (attack.name + ".txt"));
    if (!attack.message.empty()) {
      EXPECT_NE(feedback.find(attack.message), std::string::npos) << attack.name << ":\n" << feedback;
    }
    EXPECT_EQ(first_hidden_value_in(feedback + slurp(out / "feedback" / (attack.name + ".md")), hidden), "")
        << attack.name << " shows a hidden value";
  }
  EXPECT_EQ(first_hidden_value_in(slurp(out / "gradebook.csv") + slurp(out / "summary.html"), hidden), "");
}

// A submission whose code before main hangs (tests/hostile/hostile.json,
// static_constructor_ignores_sigterm_and_loops: a global object's
// constructor that ignores SIGTERM and spins), graded on the hidden set with
// the manifest's own limits: every task 0 with the reason, in seconds. Before
// the start-up handshake each of its runs cost the whole timeout (10 s).
namespace {

const std::string startup_hang_message =
    "your program did not start within 3 s: code that runs before main (a global or static object's constructor) "
    "hangs";

}  // namespace

TEST_F(TempDir, AStartUpHangIsGradedInSecondsThroughGrade) {
  const std::string hanging =
      std::string(GRADER_TEST_HARNESS_DIR) + "/attention_hostile_static_constructor_ignores_sigterm_and_loops_harness";
  const fs::path json = dir_ / "results.json";
  const auto started = std::chrono::steady_clock::now();
  const auto result =
      run({"--harness", hanging, "--references", "hidden", "--color", "never", "--json", json.string()}, 120);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  ASSERT_EQ(result.exit_code, 0) << result.describe() << "\n" << result.stdout_text << result.stderr_text;
  EXPECT_LT(seconds, 30.0) << result.stdout_text;
  const auto report = nlohmann::json::parse(slurp(json));
  std::vector<double> points;
  for (const auto& test : report["tests"]) points.push_back(test["score"].get<double>());
  EXPECT_EQ(points, (std::vector<double>{0, 0, 0, 0, 0})) << result.stdout_text;
  // Each task's first failure, in the terminal report.
  EXPECT_EQ(occurrences(result.stdout_text, "\n        " + startup_hang_message + "\n"), 5U) << result.stdout_text;
  EXPECT_NE(result.stdout_text.find("\nTotal: 0 / 10   (graded in "), std::string::npos) << result.stdout_text;
}

// The same submission's files in `grade batch`: compiled, graded on the
// hidden set (the batch's default) and recorded, within 30 s; its row names
// the reason once for all five tasks.
TEST_F(TempDir, AStartUpHangIsGradedInSecondsThroughBatch) {
  const grader::Manifest manifest = grader::load_assignment(root, "attention");
  // The template's prebuilt harness, which batch prepares once for every run: not part of the time measured.
  (void)grader::HarnessBuilder::prepare(root, "attention", grader::course_template(root, manifest), manifest.sources,
                                        2);
  const fs::path class_dir = dir_ / "class";
  fs::create_directories(class_dir / "hang");
  fs::copy(root / "solutions/attention/self_attention.cpp", class_dir / "hang/self_attention.cpp");
  std::ofstream(class_dir / "hang/multi_head_self_attention.cpp")
      << mutated_solution("static_constructor_ignores_sigterm_and_loops", "tests/hostile/hostile.json");
  const fs::path out = dir_ / "graded";
  const auto started = std::chrono::steady_clock::now();
  const auto result = run({"batch", class_dir.string(), "--out", out.string()}, 120);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  ASSERT_EQ(result.exit_code, 0) << result.describe() << "\n" << result.stdout_text << result.stderr_text;
  EXPECT_LT(seconds, 30.0) << result.stdout_text << result.stderr_text;
  const auto record = nlohmann::json::parse(slurp(out / "records/hang.json"));
  std::vector<double> points;
  for (const auto& task : record["tasks"]) points.push_back(task["score"].get<double>());
  EXPECT_EQ(points, (std::vector<double>{0, 0, 0, 0, 0})) << record.dump(2);
  const std::string gradebook = slurp(out / "gradebook.csv");
  EXPECT_NE(gradebook.find("\nhang,0,0,0,0,0,0,0,0,(answers.md is missing),0,10,\"Tasks 1.1, 1.2, 2.1, 2.2, 2.3: " +
                           startup_hang_message + "\"\n"),
            std::string::npos)
      << gradebook;
  const std::string feedback = slurp(out / "feedback/hang.txt");
  EXPECT_EQ(occurrences(feedback, "\n        " + startup_hang_message + "\n"), 5U) << feedback;
}
