// `release` and `new`: the Gradescope bundle's refusal of the published
// hidden set, `release --check` of every assignment, a stale template
// regenerated, one assignment's repository, a new assignment.
#include <map>

#include "cli_fixture.hpp"
#include "grader/assessment/manifest.hpp"

// The framework's hidden sets are published with it (reference_values/
// published.json lists them): a Gradescope bundle of one is refused, saying
// what to do instead, and made only when asked for, with a warning.
TEST_F(TempDir, ReleaseRefusesABundleOfTheHiddenSetPublishedWithTheFramework) {
  const fs::path zip = dir_ / "autograder.zip";
  auto result = run({"--assignment", "udl_multihead", "release", "--gradescope", zip.string()});
  EXPECT_EQ(result.exit_code, 3) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(result.stderr_text,
            "grader: error: release --gradescope: the hidden set reference_values/udl_multihead/hidden is the one "
            "published with the framework (checksum " +
                published_checksum("udl_multihead") +
                " in reference_values/published.json): anyone can download its answers. Make the course's own with "
                "`./grade course init --seed-file FILE` (FILE outside the repository), or give "
                "--allow-published-hidden-set to bundle it anyway\n");
  EXPECT_FALSE(fs::exists(zip));
  result =
      run({"--assignment", "udl_multihead", "release", "--gradescope", zip.string(), "--allow-published-hidden-set"});
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(result.stderr_text,
            "WARNING: the Gradescope bundle grades against the hidden set published with the framework "
            "(reference_values/udl_multihead/hidden, checksum " +
                published_checksum("udl_multihead").substr(0, 12) +
                " in reference_values/published.json): anyone can download its answers "
                "(--allow-published-hidden-set)\n");
  EXPECT_TRUE(fs::exists(zip));
  // A student repository holds no hidden set: there is nothing to allow.
  result = run({"release", "--out", (dir_ / "repository").string(), "--allow-published-hidden-set"});
  EXPECT_EQ(result.exit_code, 2) << result.stdout_text << result.stderr_text;
  EXPECT_NE(result.stderr_text.find("--allow-published-hidden-set requires --gradescope"), std::string::npos)
      << result.stderr_text;
}

// `new NAME` writes an assignment that configures, builds, grades its
// template to 0 and its solution to full marks, and that release --check
// finds ready; a second `new` of the same name writes nothing.
TEST_F(TempDir, NewWritesAnAssignmentThatGradesItsTemplateToZeroAndItsSolutionToFullMarks) {
  const fs::path project = copy_of_course(dir_ / "project");
  auto result = run({"--root", project.string(), "new", "cross_demo"}, 600);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(result.stdout_text,
            "wrote: assignments/cross_demo/CMakeLists.txt\n"
            "wrote: assignments/cross_demo/include/cross_demo.hpp\n"
            "wrote: assignments/cross_demo/manifest.json\n"
            "wrote: assignments/cross_demo/src/adapter.cpp\n"
            "wrote: docs/assignments/cross_demo.md\n"
            "wrote: reference_values/generate_cross_demo.py\n"
            "wrote: solutions/cross_demo/cross_demo.cpp\n"
            "wrote: tests/alternatives/cross_demo/double_accumulation/cross_demo.cpp\n"
            "wrote: tests/alternatives/cross_demo/loops/cross_demo.cpp\n"
            "wrote: tests/alternatives/cross_demo/views/cross_demo.cpp\n"
            "wrote: tests/assignments/cross_demo.json\n"
            "wrote: student_template/cross_demo/cross_demo.cpp\n"
            "wrote: reference_values/cross_demo/public/\n"
            "wrote: reference_values/cross_demo/hidden/\n"
            "assignment cross_demo is ready to grade: ./grade --assignment cross_demo (its template: 0 / 10), "
            "./grade --assignment cross_demo --submission solutions/cross_demo (10 / 10)\n"
            "next: replace its ops with yours, file by file, as docs/instructor-guide.md's \"Add an assignment\" "
            "lists them; ./grade release --check --assignment cross_demo says when it is ready\n");
  const auto grade = [&](const std::vector<std::string>& more) {
    std::vector<std::string> args = {"--root", project.string(), "--assignment", "cross_demo", "--color", "never"};
    args.insert(args.end(), more.begin(), more.end());
    return run(args, 900);
  };
  result = grade({"--build-dir", (dir_ / "template-build").string()});
  EXPECT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("Total: 0 / 10"), std::string::npos) << result.stdout_text;
  EXPECT_NE(result.stdout_text.find("not implemented yet (Task 2: softmax_rows)"), std::string::npos)
      << result.stdout_text;
  for (const std::string set : {"public", "hidden"}) {
    result = grade({"--submission", (project / "solutions/cross_demo").string(), "--references", set});
    EXPECT_EQ(result.exit_code, 0) << result.stderr_text;
    EXPECT_NE(result.stdout_text.find("Total: 10 / 10"), std::string::npos) << set << "\n" << result.stdout_text;
  }
  result = run({"--root", project.string(), "release", "--check", "--assignment", "cross_demo"}, 900);
  EXPECT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("cross_demo: ready: "), std::string::npos) << result.stdout_text;

  const std::string manifest_before = slurp(project / "assignments/cross_demo/manifest.json");
  result = run({"--root", project.string(), "new", "cross_demo"});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.stderr_text, "grader: error: new cross_demo: " + (project / "assignments/cross_demo").string() +
                                    " already exists: choose another name, nothing was written\n");
  EXPECT_EQ(slurp(project / "assignments/cross_demo/manifest.json"), manifest_before);
  result = run({"--root", project.string(), "new", "Cross-Demo"});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.stderr_text,
            "grader: error: new Cross-Demo: an assignment's name is a lower-case C++ identifier (a letter, then "
            "letters, digits or _; at most 40), such as cross_attention\n");
}

// What `release --check` notes of attention's public set: the rewrites of
// the solution it cannot tell from it (docs/error-model.md, Figures).
constexpr const char* attention_public_notes =
    "attention: note: no public case tells this rewrite of the solution from it: in `softmax_rows` (a hel"
    "per of the model answer; yours may have another name), amin is taken where amax belongs\nattention: n"
    "ote: no public case tells this rewrite of the solution from it: in `softmax_rows` (a helper of the m"
    "odel answer; yours may have another name), mean is taken where amax belongs\nattention: note: no publ"
    "ic case tells this rewrite of the solution from it: in `softmax_rows` (a helper of the model answer;"
    " yours may have another name), xt::amax reduces scores over all its axes at once (one value for the "
    "whole tensor) where it reduces over the axes {1} only\nattention: note: no public case tells this rew"
    "rite of the solution from it: in `softmax_rows` (a helper of the model answer; yours may have anothe"
    "r name), scores is used alone where it is combined with row_max by -\nattention: note: no public case"
    " tells this rewrite of the solution from it: in `softmax_rows` (a helper of the model answer; yours "
    "may have another name), scores + row_max is computed where scores - row_max belongs\nattention: note:"
    " no public case tells this rewrite of the solution from it: in `attend_one_head` (a helper of the mo"
    "del answer; yours may have another name), the loop over first stops one place early: first + 1 < seq"
    " is tested where first < seq belongs\nattention: note: no public case tells this rewrite of the solut"
    "ion from it: in `MultiHeadSelfAttention::scores`, a loop runs up to num_heads where it runs up to ba"
    "tch\nattention: note: no public case tells this rewrite of the solution from it: in `MultiHeadSelfAtt"
    "ention::scores`, a loop runs up to head_size where it runs up to batch\nattention: note: no public ca"
    "se tells this rewrite of the solution from it: in `MultiHeadSelfAttention::scores`, a loop runs up t"
    "o seq where it runs up to num_heads\nattention: note: no public case tells this rewrite of the soluti"
    "on from it: in `MultiHeadSelfAttention::scores`, a loop runs up to head_size where it runs up to num"
    "_heads\nattention: note: no public case tells this rewrite of the solution from it: in `MultiHeadSelf"
    "Attention::attend`, a loop runs up to num_heads where it runs up to batch\nattention: note: no public"
    " case tells this rewrite of the solution from it: in `MultiHeadSelfAttention::attend`, a loop runs u"
    "p to head_size where it runs up to batch\nattention: note: no public case tells this rewrite of the s"
    "olution from it: in `MultiHeadSelfAttention::attend`, a loop runs up to seq where it runs up to num_"
    "heads\nattention: note: no public case tells this rewrite of the solution from it: in `MultiHeadSelfA"
    "ttention::attend`, a loop runs up to head_size where it runs up to num_heads\nattention: note: no pub"
    "lic case tells this rewrite of the solution from it: in `MultiHeadSelfAttention::forward`, a loop ru"
    "ns up to num_heads where it runs up to batch\nattention: note: no public case tells this rewrite of t"
    "he solution from it: in `MultiHeadSelfAttention::forward`, a loop runs up to head_size where it runs"
    " up to batch\nattention: note: no public case tells this rewrite of the solution from it: in `MultiHe"
    "adSelfAttention::forward`, a loop runs up to rows where it runs up to num_heads\nattention: note: no "
    "public case tells this rewrite of the solution from it: in `MultiHeadSelfAttention::forward`, a loop"
    " runs up to seq where it runs up to num_heads\nattention: note: no public case tells this rewrite of "
    "the solution from it: in `MultiHeadSelfAttention::forward`, a loop runs up to head_size where it run"
    "s up to num_heads\nattention: note: no public case tells this rewrite of the solution from it: in `Se"
    "lfAttention::forward`, a loop runs up to hidden where it runs up to seq\nattention: note: no public c"
    "ase tells this rewrite of the solution from it: in `SelfAttention::forward`, max is set to -std::num"
    "eric_limits<float>::infinity() once, before the loop over i, where each round of it starts from -std"
    "::numeric_limits<float>::infinity() afresh: what one round leaves in max carries over to the next\nat"
    "tention: note: no public case tells this rewrite of the solution from it: in `SelfAttention::forward"
    "`, a loop runs up to hidden where it runs up to seq\nattention: note: no public case tells this rewri"
    "te of the solution from it: in `SelfAttention::forward`, a loop runs up to hidden where it runs up t"
    "o seq\nattention: note: no public case tells this rewrite of the solution from it: in `SelfAttention:"
    ":forward`, weights(j) is used alone where it is combined with max by -\nattention: note: no public ca"
    "se tells this rewrite of the solution from it: in `SelfAttention::forward`, weights(j) + max is comp"
    "uted where weights(j) - max belongs\nattention: note: no public case tells this rewrite of the soluti"
    "on from it: in `SelfAttention::forward`, a loop runs up to hidden where it runs up to seq\nattention:"
    " note: no public case tells this rewrite of the solution from it: in `attend_one_head` (a helper of "
    "the model answer; yours may have another name), the loop over first stops one place early: first + 1"
    " < seq is tested where first < seq belongs\nattention: note: no public case tells this rewrite of the"
    " solution from it: in `MultiHeadSelfAttention::scores`, a loop runs up to num_heads where it runs up"
    " to batch\nattention: note: no public case tells this rewrite of the solution from it: in `MultiHeadS"
    "elfAttention::scores`, a loop runs up to head_size where it runs up to batch\nattention: note: no pub"
    "lic case tells this rewrite of the solution from it: in `MultiHeadSelfAttention::scores`, a loop run"
    "s up to seq where it runs up to num_heads\nattention: note: no public case tells this rewrite of the "
    "solution from it: in `MultiHeadSelfAttention::scores`, a loop runs up to head_size where it runs up "
    "to num_heads\nattention: note: no public case tells this rewrite of the solution from it: in `MultiHe"
    "adSelfAttention::attend`, 0.0f is written where -std::numeric_limits<float>::infinity() belongs\natte"
    "ntion: note: no public case tells this rewrite of the solution from it: in `MultiHeadSelfAttention::"
    "attend`, a loop runs up to num_heads where it runs up to batch\nattention: note: no public case tells"
    " this rewrite of the solution from it: in `MultiHeadSelfAttention::attend`, a loop runs up to head_s"
    "ize where it runs up to batch\nattention: note: no public case tells this rewrite of the solution fro"
    "m it: in `MultiHeadSelfAttention::attend`, a loop runs up to seq where it runs up to num_heads\natten"
    "tion: note: no public case tells this rewrite of the solution from it: in `MultiHeadSelfAttention::a"
    "ttend`, a loop runs up to head_size where it runs up to num_heads\nattention: note: no public case te"
    "lls this rewrite of the solution from it: in `MultiHeadSelfAttention::forward`, a loop runs up to nu"
    "m_heads where it runs up to batch\nattention: note: no public case tells this rewrite of the solution"
    " from it: in `MultiHeadSelfAttention::forward`, a loop runs up to head_size where it runs up to batc"
    "h\nattention: note: no public case tells this rewrite of the solution from it: in `MultiHeadSelfAtten"
    "tion::forward`, a loop runs up to rows where it runs up to num_heads\nattention: note: no public case"
    " tells this rewrite of the solution from it: in `MultiHeadSelfAttention::forward`, a loop runs up to"
    " seq where it runs up to num_heads\nattention: note: no public case tells this rewrite of the solutio"
    "n from it: in `MultiHeadSelfAttention::forward`, a loop runs up to head_size where it runs up to num"
    "_heads\n";

// `release --check` without --assignment checks every assignment: the
// committed template is exactly what the solution generates (edit the
// solution, run `./grade release`, commit both), every check has cases in
// both sets, and the solution scores full marks on both.
// Each set's error model is current (docs/error-model.md), and the rewrites
// a public set cannot tell from the solution are noted (the hidden sets
// tell every one).
TEST(Cli, ReleaseCheckFindsEveryAssignmentReady) {
  const auto result = run({"release", "--check"}, 1800);
  EXPECT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  const std::map<std::string, std::string> notes = {
      {"attention", attention_public_notes},
      {"from_scratch",
       "from_scratch: note: no public case tells this rewrite of the solution from it: in `SelfAttentionV1::"
       "forward`, the value it returns has its negative entries set to 0 (a ReLU, xt::maximum(..., 0)); the "
       "expected value has no ReLU\nfrom_scratch: note: no public case tells this rewrite of the solution fro"
       "m it: in `MultiHeadAttention::forward`, a loop runs up to d_out where it runs up to batch\nfrom_scrat"
       "ch: note: no public case tells this rewrite of the solution from it: in `MultiHeadAttention::forward"
       "`, a loop runs up to seq where it runs up to batch\nfrom_scratch: note: no public case tells this rew"
       "rite of the solution from it: in `MultiHeadAttention::forward`, a loop runs up to seq where it runs "
       "up to num_heads\nfrom_scratch: note: no public case tells this rewrite of the solution from it: in `s"
       "oftmax_rows` (a helper of the model answer; yours may have another name), max is set to -std::numeri"
       "c_limits<float>::infinity() once, before the loop over row, where each round of it starts from -std:"
       ":numeric_limits<float>::infinity() afresh: what one round leaves in max carries over to the next\nfro"
       "m_scratch: note: no public case tells this rewrite of the solution from it: in `simple_attention`, m"
       "ax is set to -std::numeric_limits<float>::infinity() once, before the loop over i, where each round "
       "of it starts from -std::numeric_limits<float>::infinity() afresh: what one round leaves in max carri"
       "es over to the next\nfrom_scratch: note: no public case tells this rewrite of the solution from it: i"
       "n `simple_attention`, a loop runs up to seq where it runs up to d\nfrom_scratch: note: no public case"
       " tells this rewrite of the solution from it: in `simple_attention`, a loop runs up to seq where it r"
       "uns up to d\nfrom_scratch: note: no public case tells this rewrite of the solution from it: in `SelfA"
       "ttentionV1::forward`, the value it returns has its negative entries set to 0 (a ReLU, xt::maximum(.."
       "., 0)); the expected value has no ReLU\nfrom_scratch: note: no public case tells this rewrite of the "
       "solution from it: in `causal_renormalise`, the loop over row stops one place early: row + 1 < weight"
       "s.shape(0) is tested where row < weights.shape(0) belongs\nfrom_scratch: note: no public case tells t"
       "his rewrite of the solution from it: in `causal_renormalise`, the loop over col stops one place earl"
       "y: col + 1 < weights.shape(1) is tested where col < weights.shape(1) belongs\nfrom_scratch: note: no "
       "public case tells this rewrite of the solution from it: in `concat_heads`, a loop runs up to d_out w"
       "here it runs up to batch\nfrom_scratch: note: no public case tells this rewrite of the solution from "
       "it: in `concat_heads`, a loop runs up to seq where it runs up to batch\nfrom_scratch: note: no public"
       " case tells this rewrite of the solution from it: in `MultiHeadAttention::forward`, a loop runs up t"
       "o d_out where it runs up to batch\nfrom_scratch: note: no public case tells this rewrite of the solut"
       "ion from it: in `MultiHeadAttention::forward`, a loop runs up to seq where it runs up to batch\nfrom_"
       "scratch: note: no public case tells this rewrite of the solution from it: in `MultiHeadAttention::fo"
       "rward`, a loop runs up to seq where it runs up to num_heads\n"},
      {"labml_mha",
       "labml_mha: note: no public case tells this rewrite of the solution from it: in `PrepareForMultiHeadA"
       "ttention::forward`, the shape given to xt::reshape_view is in the order {x.shape(0), d_k, heads, x.s"
       "hape(1)} where {x.shape(0), x.shape(1), heads, d_k} belongs\nlabml_mha: note: no public case tells th"
       "is rewrite of the solution from it: in `MultiHeadAttention::get_scores`, a loop runs up to n_heads w"
       "here it runs up to batch\nlabml_mha: note: no public case tells this rewrite of the solution from it:"
       " in `MultiHeadAttention::get_scores`, a loop runs up to heads where it runs up to batch\nlabml_mha: n"
       "ote: no public case tells this rewrite of the solution from it: in `MultiHeadAttention::get_scores`,"
       " a loop runs up to d_k where it runs up to batch\nlabml_mha: note: no public case tells this rewrite "
       "of the solution from it: in `MultiHeadAttention::attend`, a loop runs up to head_dim where it runs u"
       "p to batch\nlabml_mha: note: no public case tells this rewrite of the solution from it: in `MultiHead"
       "Attention::attend`, a loop runs up to n_heads where it runs up to batch\nlabml_mha: note: no public c"
       "ase tells this rewrite of the solution from it: in `MultiHeadAttention::attend`, a loop runs up to s"
       "eq_q where it runs up to n_heads\nlabml_mha: note: no public case tells this rewrite of the solution "
       "from it: in `MultiHeadAttention::attend`, x.shape(1) is used where head_dim belongs\nlabml_mha: note:"
       " no public case tells this rewrite of the solution from it: in `MultiHeadAttention::attend`, attn.sh"
       "ape(2) is used where head_dim belongs\nlabml_mha: note: no public case tells this rewrite of the solu"
       "tion from it: in `MultiHeadAttention::attend`, batch is used where head_dim belongs\nlabml_mha: note:"
       " no public case tells this rewrite of the solution from it: in `MultiHeadAttention::attend`, value.s"
       "hape(1) is used where head_dim belongs\nlabml_mha: note: no public case tells this rewrite of the sol"
       "ution from it: in `MultiHeadAttention::attend`, mask.shape(2) is used where head_dim belongs\nlabml_m"
       "ha: note: no public case tells this rewrite of the solution from it: in `MultiHeadAttention::attend`"
       ", scores.shape(2) is used where head_dim belongs\nlabml_mha: note: no public case tells this rewrite "
       "of the solution from it: in `MultiHeadAttention::attend`, x.shape(1) is used where head_dim belongs\n"
       "labml_mha: note: no public case tells this rewrite of the solution from it: in `MultiHeadAttention::"
       "attend`, attn.shape(2) is used where head_dim belongs\nlabml_mha: note: no public case tells this rew"
       "rite of the solution from it: in `MultiHeadAttention::attend`, batch is used where head_dim belongs\n"
       "labml_mha: note: no public case tells this rewrite of the solution from it: in `MultiHeadAttention::"
       "attend`, value.shape(1) is used where head_dim belongs\nlabml_mha: note: no public case tells this re"
       "write of the solution from it: in `MultiHeadAttention::attend`, mask.shape(2) is used where head_dim"
       " belongs\nlabml_mha: note: no public case tells this rewrite of the solution from it: in `MultiHeadAt"
       "tention::attend`, scores.shape(2) is used where head_dim belongs\nlabml_mha: note: no public case tel"
       "ls this rewrite of the solution from it: in `MultiHeadAttention::attend`, attn.shape(2) is used wher"
       "e head_dim belongs, at each of its 2 places there\nlabml_mha: note: no public case tells this rewrite"
       " of the solution from it: in `MultiHeadAttention::attend`, batch is used where head_dim belongs, at "
       "each of its 2 places there\nlabml_mha: note: no public case tells this rewrite of the solution from i"
       "t: in `MultiHeadAttention::attend`, mask.shape(2) is used where head_dim belongs, at each of its 2 p"
       "laces there\nlabml_mha: note: no public case tells this rewrite of the solution from it: in `MultiHea"
       "dAttention::attend`, scores.shape(2) is used where head_dim belongs, at each of its 2 places there\nl"
       "abml_mha: note: no public case tells this rewrite of the solution from it: in `MultiHeadAttention::a"
       "ttend`, value.shape(1) is used where head_dim belongs, at each of its 2 places there\nlabml_mha: note"
       ": no public case tells this rewrite of the solution from it: in `MultiHeadAttention::attend`, x.shap"
       "e(1) is used where head_dim belongs, at each of its 2 places there\nlabml_mha: note: no public case t"
       "ells this rewrite of the solution from it: in `PrepareForMultiHeadAttention::forward`, the shape giv"
       "en to xt::reshape_view is in the order {x.shape(0), d_k, heads, x.shape(1)} where {x.shape(0), x.sha"
       "pe(1), heads, d_k} belongs\nlabml_mha: note: no public case tells this rewrite of the solution from i"
       "t: in `MultiHeadAttention::get_scores`, a loop runs up to features where it runs up to batch\nlabml_m"
       "ha: note: no public case tells this rewrite of the solution from it: in `MultiHeadAttention::get_sco"
       "res`, a loop runs up to n_heads where it runs up to batch\nlabml_mha: note: no public case tells this"
       " rewrite of the solution from it: in `MultiHeadAttention::get_scores`, a loop runs up to heads where"
       " it runs up to batch\nlabml_mha: note: no public case tells this rewrite of the solution from it: in "
       "`MultiHeadAttention::get_scores`, a loop runs up to d_k where it runs up to batch\nlabml_mha: note: n"
       "o public case tells this rewrite of the solution from it: in `MultiHeadAttention::get_scores`, a loo"
       "p runs up to seq_q where it runs up to n_heads\nlabml_mha: note: no public case tells this rewrite of"
       " the solution from it: in `MultiHeadAttention::get_scores`, a loop runs up to n_heads where it runs "
       "up to features\nlabml_mha: note: no public case tells this rewrite of the solution from it: in `Multi"
       "HeadAttention::get_scores`, a loop runs up to batch where it runs up to features\nlabml_mha: note: no"
       " public case tells this rewrite of the solution from it: in `MultiHeadAttention::get_scores`, a loop"
       " runs up to heads where it runs up to features\nlabml_mha: note: no public case tells this rewrite of"
       " the solution from it: in `MultiHeadAttention::attend`, a loop runs up to head_dim where it runs up "
       "to batch\nlabml_mha: note: no public case tells this rewrite of the solution from it: in `MultiHeadAt"
       "tention::attend`, a loop runs up to n_heads where it runs up to batch\nlabml_mha: note: no public cas"
       "e tells this rewrite of the solution from it: in `MultiHeadAttention::attend`, a loop runs up to seq"
       "_q where it runs up to n_heads\nlabml_mha: note: no public case tells this rewrite of the solution fr"
       "om it: in `MultiHeadAttention::attend`, x.shape(1) is used where head_dim belongs\nlabml_mha: note: n"
       "o public case tells this rewrite of the solution from it: in `MultiHeadAttention::attend`, attn.shap"
       "e(2) is used where head_dim belongs\nlabml_mha: note: no public case tells this rewrite of the soluti"
       "on from it: in `MultiHeadAttention::attend`, batch is used where head_dim belongs\nlabml_mha: note: n"
       "o public case tells this rewrite of the solution from it: in `MultiHeadAttention::attend`, value.sha"
       "pe(1) is used where head_dim belongs\nlabml_mha: note: no public case tells this rewrite of the solut"
       "ion from it: in `MultiHeadAttention::attend`, mask.shape(2) is used where head_dim belongs\nlabml_mha"
       ": note: no public case tells this rewrite of the solution from it: in `MultiHeadAttention::attend`, "
       "scores.shape(2) is used where head_dim belongs\nlabml_mha: note: no public case tells this rewrite of"
       " the solution from it: in `MultiHeadAttention::attend`, x.shape(1) is used where head_dim belongs\nla"
       "bml_mha: note: no public case tells this rewrite of the solution from it: in `MultiHeadAttention::at"
       "tend`, attn.shape(2) is used where head_dim belongs\nlabml_mha: note: no public case tells this rewri"
       "te of the solution from it: in `MultiHeadAttention::attend`, batch is used where head_dim belongs\nla"
       "bml_mha: note: no public case tells this rewrite of the solution from it: in `MultiHeadAttention::at"
       "tend`, value.shape(1) is used where head_dim belongs\nlabml_mha: note: no public case tells this rewr"
       "ite of the solution from it: in `MultiHeadAttention::attend`, mask.shape(2) is used where head_dim b"
       "elongs\nlabml_mha: note: no public case tells this rewrite of the solution from it: in `MultiHeadAtte"
       "ntion::attend`, scores.shape(2) is used where head_dim belongs\nlabml_mha: note: no public case tells"
       " this rewrite of the solution from it: in `MultiHeadAttention::attend`, attn.shape(2) is used where "
       "head_dim belongs, at each of its 2 places there\nlabml_mha: note: no public case tells this rewrite o"
       "f the solution from it: in `MultiHeadAttention::attend`, batch is used where head_dim belongs, at ea"
       "ch of its 2 places there\nlabml_mha: note: no public case tells this rewrite of the solution from it:"
       " in `MultiHeadAttention::attend`, mask.shape(2) is used where head_dim belongs, at each of its 2 pla"
       "ces there\nlabml_mha: note: no public case tells this rewrite of the solution from it: in `MultiHeadA"
       "ttention::attend`, scores.shape(2) is used where head_dim belongs, at each of its 2 places there\nlab"
       "ml_mha: note: no public case tells this rewrite of the solution from it: in `MultiHeadAttention::att"
       "end`, value.shape(1) is used where head_dim belongs, at each of its 2 places there\nlabml_mha: note: "
       "no public case tells this rewrite of the solution from it: in `MultiHeadAttention::attend`, x.shape("
       "1) is used where head_dim belongs, at each of its 2 places there\n"},
      {"torch_mha",
       "torch_mha: note: no public case tells this rewrite of the solution from it: in `attention_mask`, a l"
       "oop runs up to S where it runs up to rows\ntorch_mha: note: no public case tells this rewrite of the "
       "solution from it: in `attention_mask`, the loop over s starts at 1 where it starts at 0\ntorch_mha: n"
       "ote: no public case tells this rewrite of the solution from it: in `attention_mask`, a loop runs up "
       "to rows where it runs up to S\ntorch_mha: note: no public case tells this rewrite of the solution fro"
       "m it: in `split_heads`, a loop runs up to head_dim where it runs up to N\ntorch_mha: note: no public "
       "case tells this rewrite of the solution from it: in `split_heads`, a loop runs up to len where it ru"
       "ns up to N\ntorch_mha: note: no public case tells this rewrite of the solution from it: in `split_hea"
       "ds`, a loop runs up to num_heads where it runs up to N\ntorch_mha: note: no public case tells this re"
       "write of the solution from it: in `split_heads`, a loop runs up to len where it runs up to head_dim\n"
       "torch_mha: note: no public case tells this rewrite of the solution from it: in `split_heads`, a loop"
       " runs up to num_heads where it runs up to head_dim\ntorch_mha: note: no public case tells this rewrit"
       "e of the solution from it: in `attention_mask`, entry is set to 0.0f once, before the loop over s, w"
       "here each round of it starts from 0.0f afresh: what one round leaves in entry carries over to the ne"
       "xt\ntorch_mha: note: no public case tells this rewrite of the solution from it: in `masked_softmax`, "
       "the loop over s stops one place early: s + 1 < S is tested where s < S belongs\ntorch_mha: note: no p"
       "ublic case tells this rewrite of the solution from it: in `merge_heads`, a loop runs up to num_heads"
       " where it runs up to head_dim\ntorch_mha: note: no public case tells this rewrite of the solution fro"
       "m it: in `merge_heads`, a loop runs up to L where it runs up to head_dim\ntorch_mha: note: no public "
       "case tells this rewrite of the solution from it: in `merge_heads`, a loop runs up to B where it runs"
       " up to head_dim\ntorch_mha: note: no public case tells this rewrite of the solution from it: in `aver"
       "age_heads`, a loop runs up to S where it runs up to N\ntorch_mha: note: no public case tells this rew"
       "rite of the solution from it: in `average_heads`, a loop runs up to L where it runs up to N\ntorch_mh"
       "a: note: no public case tells this rewrite of the solution from it: in `average_heads`, a loop runs "
       "up to num_heads where it runs up to N\n"},
      {"udl_multihead",
       "udl_multihead: note: no public case tells this rewrite of the solution from it: in `softmax_cols`, x"
       "t::amax reduces data over all its axes at once (one value for the whole tensor) where it reduces ove"
       "r the axes {0} only\nudl_multihead: note: no public case tells this rewrite of the solution from it: "
       "in `softmax_cols`, a loop runs up to rows where it runs up to cols\nudl_multihead: note: no public ca"
       "se tells this rewrite of the solution from it: in `softmax_cols`, out is used where data belongs\nudl"
       "_multihead: note: no public case tells this rewrite of the solution from it: in `softmax_cols`, the "
       "loop over i stops one place early: i + 1 < rows is tested where i < rows belongs\nudl_multihead: note"
       ": no public case tells this rewrite of the solution from it: in `softmax_cols`, out is used where da"
       "ta belongs\nudl_multihead: note: no public case tells this rewrite of the solution from it: in `softm"
       "ax_cols`, a loop runs up to cols where it runs up to rows\nudl_multihead: note: no public case tells "
       "this rewrite of the solution from it: in `softmax_cols`, a loop runs up to cols where it runs up to "
       "rows\nudl_multihead: note: no public case tells this rewrite of the solution from it: in `project`, a"
       " loop runs up to tokens where it runs up to head_size\nudl_multihead: note: no public case tells this"
       " rewrite of the solution from it: in `project`, a loop runs up to features where it runs up to token"
       "s\nudl_multihead: note: no public case tells this rewrite of the solution from it: in `scaled_dot_pro"
       "ducts`, a loop runs up to tokens where it runs up to head_size\nudl_multihead: note: no public case t"
       "ells this rewrite of the solution from it: in `combine_heads`, a loop runs up to inner where it runs"
       " up to rows\nudl_multihead: note: no public case tells this rewrite of the solution from it: in `comb"
       "ine_heads`, a loop runs up to inner where it runs up to tokens\nudl_multihead: note: no public case t"
       "ells this rewrite of the solution from it: in `combine_heads`, a loop runs up to rows where it runs "
       "up to tokens\n"}};
  std::string expected;
  for (const auto& assignment : grader::list_assignments(root)) {
    if (notes.count(assignment) > 0) expected += notes.at(assignment);
    expected += assignment + ": ready: student_template/" + assignment + "/ is what solutions/" + assignment +
                "/ generates, the manifest agrees with the public and hidden sets, and the solution scores full "
                "marks on both\n";
  }
  EXPECT_EQ(result.stdout_text, expected);
}

TEST_F(TempDir, ReleaseRegeneratesAStaleTemplate) {
  (void)copy_of_course(dir_);
  const fs::path solution_file = dir_ / "solutions/attention/self_attention.cpp";
  std::string text = slurp(solution_file);
  text.replace(text.find("// Task 1.2 (3 points)"), 22, "// Task 1.2 (3 points!)");
  std::ofstream(solution_file) << text;

  auto result = run({"release", "--check", "--root", dir_.string(), "--assignment", "attention"}, 900);
  EXPECT_EQ(result.exit_code, 8) << result.stdout_text << result.stderr_text;
  // A comment edited: the error model is still current (it reads the code, not the comments).
  const std::string notes = attention_public_notes;
  EXPECT_EQ(result.stdout_text,
            notes +
                "attention: differs: student_template/attention/self_attention.cpp (run `./grade release --assignment "
                "attention` to regenerate the template from the solution)\n");
  result = run({"release", "--root", dir_.string(), "--assignment", "attention"});
  EXPECT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(slurp(dir_ / "student_template/attention/self_attention.cpp").find("// Task 1.2 (3 points!)"),
            std::string::npos);
  result = run({"release", "--check", "--root", dir_.string(), "--assignment", "attention"}, 900);
  EXPECT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
}

TEST_F(TempDir, ReleaseOfAFurtherAssignmentCarriesOnlyItsOwnFiles) {
  const fs::path out = dir_ / "udl-repo";
  const auto result = run({"release", "--assignment", "udl_multihead", "--out", out.string()});
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  for (const char* present :
       {"student_template/udl_multihead/multihead_attention.cpp", "assignments/udl_multihead/manifest.json",
        "reference_values/udl_multihead/public/index.json", "docs/assignments/udl_multihead.md",
        "docs/student-guide.md", "README.md"}) {
    EXPECT_TRUE(fs::is_regular_file(out / present)) << present;
  }
  for (const char* absent : {"solutions", "reference_values/udl_multihead/hidden", "assignments/attention",
                             "reference_values/attention", "student_template/attention", "tests"}) {
    EXPECT_FALSE(fs::exists(out / absent)) << absent;
  }
  // The template has every stub and no solution line.
  const std::string student_file = slurp(out / "student_template/udl_multihead/multihead_attention.cpp");
  EXPECT_NE(student_file.find("throw NotImplemented(\"Task 4: combine_heads\");"), std::string::npos);
  EXPECT_EQ(student_file.find("xt::linalg::dot(omega_c, stacked)"), std::string::npos);
  EXPECT_NE(slurp(out / "README.md").find("student_template/udl_multihead/"), std::string::npos);
  // Its commands use its own task ids: 1..4, never attention's 2.1.
  EXPECT_NE(slurp(out / "README.md").find("./grade --task 1  # one task (this assignment's tasks: 1, 2, 3, 4)\n"),
            std::string::npos);
  const std::string guide = slurp(out / "docs/student-guide.md");
  EXPECT_NE(guide.find("./grade --task 1                     # one task only (udl_multihead's: 1, 2, 3, 4)\n"),
            std::string::npos);
  for (const std::string& text : {slurp(out / "README.md"), guide}) {
    EXPECT_EQ(text.find("--task 1.1"), std::string::npos);
    EXPECT_EQ(text.find("--task 2.1"), std::string::npos);
  }
  // Its only assignment is the default one there: --list shows just it.
  const auto listed = run({"--list", "--root", out.string()});
  EXPECT_EQ(listed.exit_code, 0) << listed.stderr_text;
  EXPECT_NE(listed.stdout_text.find("  udl_multihead  Multihead self-attention in matrix form"), std::string::npos)
      << listed.stdout_text;
  EXPECT_EQ(listed.stdout_text.find("\n  attention "), std::string::npos) << listed.stdout_text;
}
