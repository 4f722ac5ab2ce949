// A submission built by the grader program: a region that does not compile
// or link costs its task alone, an error outside the fences is explained
// once, a helper's bug is named once, and the course's own slips and
// builds are the course's fault, never the student's.
#include <algorithm>
#include <future>
#include <map>

#include "cli_fixture.hpp"

// The whole path a student takes: the grader builds the submission itself.
// A compile error costs only the task of its fenced region (Task 2.2, whose
// stub stands in; the file's other tasks and the other file's are graded),
// shows the compiler's message with file and line, and still exits 0;
// fixing it rebuilds only what changed.
TEST_F(TempDir, BuildsASubmissionAndACompileErrorCostsOnlyItsRegionsTask) {
  fs::create_directories(dir_ / "submission");
  fs::copy(root / "solutions/attention", dir_ / "submission/attention", fs::copy_options::recursive);
  const fs::path file = dir_ / "submission/attention/multi_head_self_attention.cpp";
  const std::string original = slurp(file);
  std::string broken = original;
  const std::string line = "  return masked;  // [batch * num_heads, seq, seq]";
  const auto at = broken.find(line);
  ASSERT_NE(at, std::string::npos);
  broken.replace(at, line.size(), "  return undefined_thing;  // [batch * num_heads, seq, seq]");
  std::ofstream(file) << broken;

  // Two graders at once on the same submission and build folder take turns.
  auto other = std::async(std::launch::async, [&] {
    return run({"--submission", (dir_ / "submission").string(), "--build-dir", (dir_ / "build").string(), "--color",
                "never", "--json", (dir_ / "other.json").string()});
  });
  auto result = run({"--submission", (dir_ / "submission").string(), "--build-dir", (dir_ / "build").string(),
                     "--color", "never", "--json", (dir_ / "results.json").string()});
  const auto other_result = other.get();
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  ASSERT_EQ(other_result.exit_code, 0) << other_result.stderr_text;
  EXPECT_NE(other_result.stdout_text.find("Total: 9 / 10"), std::string::npos) << other_result.stdout_text;
  const std::string& text = result.stdout_text;
  EXPECT_NE(text.find("Your code does not compile; the compiler said:"), std::string::npos) << text;
  EXPECT_NE(text.find("multi_head_self_attention.cpp:"), std::string::npos) << text;
  EXPECT_NE(text.find("error: 'undefined_thing' was not declared in this scope"), std::string::npos) << text;
  EXPECT_EQ(text.find(dir_.string() + "/submission/attention/multi"), std::string::npos)
      << "paths should be relative to the submission";
  // self_attention.cpp compiles, so its tasks are graded as usual; so are
  // the other regions of multi_head_self_attention.cpp.
  EXPECT_NE(text.find("PASS  Task 1.2"), std::string::npos) << text;
  EXPECT_NE(text.find("PASS  Task 2.1"), std::string::npos) << text;
  EXPECT_NE(text.find("Total: 9 / 10"), std::string::npos) << text;
  const auto json = nlohmann::json::parse(slurp(dir_ / "results.json"));
  EXPECT_EQ(json["score"], 9.0);
  std::vector<double> points;
  for (const auto& test : json["tests"]) {
    if (test.value("name", "").rfind("Task ", 0) == 0) points.push_back(test["score"].get<double>());
  }
  EXPECT_EQ(points, (std::vector<double>{1, 3, 3, 0, 2}));
  EXPECT_NE(json["tests"][3]["output"].get<std::string>().find(
                "your code does not compile: multi_head_self_attention.cpp line 203 (the compiler's words are above "
                "the tasks; the template's stub stands in for multi_head_self_attention.cpp lines 195-203)"),
            std::string::npos)
      << json["tests"][3]["output"];

  std::ofstream(file) << original;
  result = run(
      {"--submission", (dir_ / "submission").string(), "--build-dir", (dir_ / "build").string(), "--color", "never"});
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("Total: 10 / 10"), std::string::npos) << result.stdout_text;
  EXPECT_EQ(result.stdout_text.find("does not compile"), std::string::npos) << result.stdout_text;
}

// One fenced region that does not compile or link costs exactly its task,
// in every assignment: the template's stub stands in for that region (the
// rest of the file is the student's), and the task says the compiler's error
// with the region's lines. The kinds: a missing ';', a name that does not
// exist, a brace left open (the compiler's error is after the region; its
// brackets do not pair up), and a function declared and called but never
// defined (the linker's error); and two regions of one file, one that does
// not link and one that does not compile.
TEST_F(TempDir, OneBrokenRegionCostsExactlyItsTask) {
  struct Case {
    std::string assignment;
    std::string file;
    std::string from;
    std::string to;
    std::vector<double> points;
    std::string message;  // the broken task's first failure, exact
    std::string said;     // the compiler's line for it, shown once in the report (above the tasks)
    std::string from2;    // a second replacement, if any
    std::string to2;
    std::string message2;
  };
  const std::vector<Case> cases = {
      {"attention",
       "self_attention.cpp",
       "\n  const Tensor3 queries = q(x);",
       "\n  const Tensor3 queries = q(x)",
       {1, 0, 3, 1, 2},
       "self_attention.cpp line 90 (the compiler's words are above the tasks; the template's stub stands in for "
       "self_attention.cpp lines 87-100)",
       "self_attention.cpp:90:3: error: expected ',' or ';' before 'const'"},
      {"from_scratch",
       "from_scratch.cpp",
       "  return xt::linalg::dot(softmax_rows(scores), values);   ",
       "  { return xt::linalg::dot(softmax_rows(scores), values); ",
       {1, 0, 1, 2, 1, 1, 1, 2},
       "from_scratch.cpp line 107 (the compiler's words are above the tasks; from_scratch.cpp lines 88-95 have 1 "
       "'{' more than '}'; the template's stub stands in for them)",
       "from_scratch.cpp:107:33: error: qualified-id in declaration before '(' token"},
      {"labml_mha",
       "labml_mha.cpp",
       "const std::size_t seq_q = scores.shape(0);",
       "const std::size_t seq_q = scores.shap(0);",
       {2, 2, 2, 0},
       "labml_mha.cpp line 122 (the compiler's words are above the tasks; the template's stub stands in for "
       "labml_mha.cpp lines 118-155)",
       "labml_mha.cpp:122:36: error: 'const labml::Tensor4' {aka 'const class xt::xtensor_container<xt::uvector<float, "
       "std::allocator<float> >, 4, xt::layout_type::row_major, xt::xtensor_expression_tag>'} has no member named "
       "'shap'; did you mean 'shape'?"},
      {"torch_mha",
       "multihead_attention.cpp",
       "const std::size_t rows = N * num_heads;",
       "const std::size_t rows = N * num_heads",
       {2, 0, 2, 3},
       "multihead_attention.cpp line 80 (the compiler's words are above the tasks; the template's stub stands in "
       "for multihead_attention.cpp lines 71-100)",
       "multihead_attention.cpp:80:3: error: expected ',' or ';' before 'Tensor3'"},
      {"udl_multihead",
       "multihead_attention.cpp",
       "if (head_outputs.empty()) throw std::invalid_argument(\"combine_heads: no heads\");",
       "Matrix stack_rows(const std::vector<Matrix>& parts);  // declared, never defined\n"
       "  if (stack_rows(head_outputs).size() == 0) throw std::invalid_argument(\"combine_heads: no heads\");",
       {2, 2, 3, 0},
       "multihead_attention.cpp line 111 (the compiler's words are above the tasks; the template's stub stands in "
       "for multihead_attention.cpp lines 107-119)",
       "multihead_attention.cpp:111: undefined reference to `udl::stack_rows(...)'"},
      {"attention",
       "multi_head_self_attention.cpp",
       "  const float scale = std::sqrt(static_cast<float>(head_size));",
       "  float head_scale(std::size_t n);  // declared, never defined\n  const float scale = head_scale(head_size);",
       {1, 3, 0, 0, 2},
       "multi_head_self_attention.cpp line 171 (the compiler's words are above the tasks; the template's stub stands "
       "in for multi_head_self_attention.cpp lines 164-180)",
       "multi_head_self_attention.cpp:171: undefined reference to `attention::head_scale(unsigned long)'",
       "return masked;",
       "return masked",
       "multi_head_self_attention.cpp line 204 (the compiler's words are above the tasks; the template's stub stands "
       "in for multi_head_self_attention.cpp lines 196-204)"},
  };
  for (std::size_t index = 0; index < cases.size(); ++index) {
    const Case& test = cases[index];
    if (!test_support::tested(test.assignment)) continue;
    SCOPED_TRACE(test.assignment + " " + std::to_string(index));
    const fs::path base = dir_ / std::to_string(index);
    const fs::path submission = base / test.assignment;
    fs::create_directories(submission);
    for (const auto& entry : fs::directory_iterator(root / "solutions" / test.assignment)) {
      if (entry.path().extension() == ".cpp") fs::copy(entry.path(), submission / entry.path().filename());
    }
    std::string text = slurp(submission / test.file);
    const auto at = text.find(test.from);
    ASSERT_NE(at, std::string::npos) << test.from;
    text.replace(at, test.from.size(), test.to);
    if (!test.from2.empty()) {
      const auto second = text.find(test.from2);
      ASSERT_NE(second, std::string::npos) << test.from2;
      text.replace(second, test.from2.size(), test.to2);
    }
    std::ofstream(submission / test.file) << text;
    const auto result = run({"--assignment", test.assignment, "--submission", base.string(), "--build-dir",
                             (dir_ / (std::to_string(index) + "-build")).string(), "--color", "never", "--json",
                             (dir_ / "results.json").string()},
                            900);
    ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
    const auto json = nlohmann::json::parse(slurp(dir_ / "results.json"));
    std::vector<double> points;
    for (const auto& item : json["tests"]) {
      if (item.value("name", "").rfind("Task ", 0) == 0) points.push_back(item["score"].get<double>());
    }
    EXPECT_EQ(points, test.points) << result.stdout_text;
    EXPECT_NE(result.stdout_text.find("        your code does not compile: " + test.message + "\n"), std::string::npos)
        << result.stdout_text;
    // The compiler's line once per report: above the tasks, not again in the task.
    EXPECT_EQ(occurrences(result.stdout_text, test.said), 1U) << result.stdout_text;
    if (!test.message2.empty()) {
      EXPECT_NE(result.stdout_text.find("        your code does not compile: " + test.message2 + "\n"),
                std::string::npos)
          << result.stdout_text;
    }
  }
}

// A helper defined twice outside every YOUR CODE region (issue 49): no stub
// can stand in for the student's own lines, so the file's tasks are lost;
// the report says so once, with both definitions' lines and why, and the
// compiler's line is printed once (not once per task).
TEST_F(TempDir, AHelperDefinedTwiceOutsideTheFencesIsExplainedOnce) {
  if (!test_support::tested("from_scratch")) GTEST_SKIP();
  const std::string next = "// Causal attention of one sequence";
  const fs::path submission =
      from_scratch_with(dir_, next, "Tensor2 softmax_rows(const Tensor2& scores) {\n  return scores;\n}\n\n" + next);
  ASSERT_FALSE(submission.empty());
  const auto result = run({"--assignment", "from_scratch", "--submission", submission.string(), "--build-dir",
                           (dir_ / "build").string(), "--color", "never"},
                          900);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  const std::string& text = result.stdout_text;
  EXPECT_NE(text.find("\n\nYour code does not compile: from_scratch.cpp has an error outside every YOUR CODE region: "
                      "line 42 defines softmax_rows a second time (line 35 defines it first). The grader can put the "
                      "template's code in place of a YOUR CODE region that does not compile, never in place of your "
                      "lines outside those regions, so none of from_scratch.cpp could be compiled and Tasks 1, 2, 3, "
                      "4, 5, 6, 7 and 8 score 0. Fix it there, then grade again.\n"
                      "The compiler said:\n"
                      "  from_scratch.cpp:42:9: error: redefinition of 'scratch::Tensor2 scratch::{anonymous}::"
                      "softmax_rows(const scratch::Tensor2&)'\n"
                      "  from_scratch.cpp:35:9: note: 'scratch::Tensor2 scratch::{anonymous}::softmax_rows(const "
                      "scratch::Tensor2&)' previously defined here\n"),
            std::string::npos)
      << text;
  EXPECT_EQ(occurrences(text, "outside every YOUR CODE region"), 9U) << text;  // once said, then each task points to it
  EXPECT_EQ(occurrences(text, "error: redefinition of"), 1U) << text;
  EXPECT_EQ(occurrences(text,
                        "\n        your code does not compile: an error outside every YOUR CODE region of "
                        "from_scratch.cpp, line 42 (explained above the tasks)\n"),
            8U)
      << text;
  EXPECT_NE(text.find("Total: 0 / 10"), std::string::npos) << text;
}

// The same helper defined outside the fences of two files: the linker's
// "multiple definition", with both files' lines, said once; no program, so
// every task is lost, and each points to it.
TEST_F(TempDir, AHelperDefinedInTwoFilesOutsideTheFencesIsExplainedOnce) {
  if (!test_support::tested("attention")) GTEST_SKIP();
  const fs::path submission = dir_ / "attention";
  fs::create_directories(submission);
  std::map<std::string, std::size_t> helper_line;  // file -> the line of its helper
  for (const char* file : {"self_attention.cpp", "multi_head_self_attention.cpp"}) {
    const std::string text = slurp(root / "solutions/attention" / file);
    helper_line[file] = static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + 2;
    std::ofstream(submission / file) << text << "namespace attention {\nint shared_helper() { return 1; }\n}\n";
  }
  const auto result = run({"--assignment", "attention", "--submission", dir_.string(), "--build-dir",
                           (dir_ / "build").string(), "--color", "never"},
                          900);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  const std::string& text = result.stdout_text;
  const std::string second = std::to_string(helper_line["multi_head_self_attention.cpp"]);
  const std::string first = std::to_string(helper_line["self_attention.cpp"]);
  EXPECT_NE(text.find("\n\nYour code does not compile: multi_head_self_attention.cpp has an error outside every YOUR "
                      "CODE region: line " +
                      second + " defines shared_helper a second time (self_attention.cpp line " + first +
                      " defines it first). The grader can put the template's code in place of a YOUR CODE region "
                      "that does not compile, never in place of your lines outside those regions, so your files "
                      "could not be linked into one program and Tasks 1.1, 1.2, 2.1, 2.2 and 2.3 score 0. Fix it "
                      "there, then grade again.\nThe compiler said:\n  multi_head_self_attention.cpp:" +
                      second + ": multiple definition of `attention::shared_helper()'; self_attention.cpp:" + first +
                      ": first defined here\n"),
            std::string::npos)
      << text;
  EXPECT_EQ(occurrences(text, "multiple definition of"), 1U) << text;
  EXPECT_EQ(occurrences(text,
                        "\n        your code does not compile: an error outside every YOUR CODE region of "
                        "multi_head_self_attention.cpp, line " +
                            second + " (explained above the tasks)\n"),
            5U)
      << text;
}

// A bug in a helper two tasks share, and only they (issue 49): the report
// names it once. causal_attend, which CausalAttention::forward (Task 6) and
// MultiHeadAttention::forward (Task 8) call, without its scale; the tasks
// that call softmax_rows and pass (1 to 4) keep it out of the note.
TEST_F(TempDir, ABugInAHelperTwoFailedTasksShareIsNamedOnce) {
  if (!test_support::tested("from_scratch")) GTEST_SKIP();
  const fs::path submission =
      from_scratch_with(dir_, "Tensor2 scores = xt::linalg::dot(queries, xt::transpose(keys)) / scale;",
                        "Tensor2 scores = xt::linalg::dot(queries, xt::transpose(keys)) / (scale * 0 + 1);");
  ASSERT_FALSE(submission.empty());
  const auto result = run({"--assignment", "from_scratch", "--submission", submission.string(), "--build-dir",
                           (dir_ / "build").string(), "--color", "never"},
                          900);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  const std::string& text = result.stdout_text;
  EXPECT_NE(text.find("FAIL  Task 6 "), std::string::npos) << text;
  EXPECT_NE(text.find("FAIL  Task 8 "), std::string::npos) << text;
  EXPECT_NE(text.find("\nNote: Tasks 6 and 8 fail, and each of them calls causal_attend (from_scratch.cpp line 44), a "
                      "function of yours that no task that passes calls: a mistake in it costs each of these tasks, "
                      "so look there first\n"),
            std::string::npos)
      << text;
  EXPECT_EQ(occurrences(text, "each of them calls"), 1U) << text;
}

// The instructor's slips, each refused or reported as the course's fault
// before a student is judged on it: a misspelt op, a task with no check of
// its own, an adapter that names an input its cases do not carry.
TEST_F(TempDir, TheCoursesSlipsAreTheCoursesFaultNeverTheStudents) {
  const fs::path project = copy_of_course(dir_ / "project");
  const fs::path manifest = project / "assignments/udl_multihead/manifest.json";
  const fs::path adapter = project / "assignments/udl_multihead/src/adapter.cpp";
  const std::string original_manifest = slurp(manifest);
  const std::string original_adapter = slurp(adapter);
  const auto grade = [&] {
    return run(
        {"--root", project.string(), "--assignment", "udl_multihead", "--submission",
         (root / "solutions/udl_multihead").string(), "--build-dir", (dir_ / "build").string(), "--color", "never"},
        900);
  };
  const auto replaced = [](std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return at == std::string::npos ? text : text.replace(at, from.size(), to);
  };

  std::ofstream(manifest) << replaced(original_manifest, "{\"op\": \"udl.project\"}", "{\"op\": \"udl.projet\"}");
  auto result = grade();
  EXPECT_EQ(result.exit_code, 4) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(result.stderr_text, "grader: error: " + manifest.string() +
                                    ": tasks[1].checks[0].op: unknown op \"udl.projet\" (did you mean \"udl.project\"? "
                                    "known: udl.combine_heads, udl.multihead_scaled_self_attention, udl.project, "
                                    "udl.scaled_dot_products, udl.softmax_cols)\n");

  std::ofstream(manifest) << replaced(original_manifest, "{\"op\": \"udl.combine_heads\"}",
                                      "{\"op\": \"udl.combine_heads\", \"depends_on\": [\"3\"]}");
  result = grade();
  EXPECT_EQ(result.exit_code, 4) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(result.stderr_text, "grader: error: " + manifest.string() +
                                    ": tasks[3].checks: every check of Task 4 depends on an earlier task (depends_on): "
                                    "a student who failed that task would score 0 here however right this one is; "
                                    "give Task 4 at least one check without depends_on\n");

  std::ofstream(manifest) << original_manifest;
  std::ofstream(adapter) << replaced(original_adapter, "input<2>(inputs, \"keys\")", "input<2>(inputs, \"key\")");
  result = grade();
  EXPECT_EQ(result.exit_code, 9) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(result.stdout_text.find("Total:"), std::string::npos) << "nobody is graded: " << result.stdout_text;
  EXPECT_NE(result.stderr_text.find("grader: error: the course's adapter (assignments/udl_multihead/src/adapter.cpp) "
                                    "refused udl.scaled_dot_products, case "),
            std::string::npos)
      << result.stderr_text;
  EXPECT_NE(result.stderr_text.find(": request lacks input \"key\". This is the course's fault, not the "
                                    "submission's: nobody is graded"),
            std::string::npos)
      << result.stderr_text;
}

// When the course's own code does not build (as the provided layers.cpp did
// on Debian 13, whose xtensor-blas no longer includes cblas.h), no student is
// blamed: the grader exits 9 and says it is the course's fault, whether the
// provided code fails to compile or only fails to link. And the other way
// round: a student who edits student_template/attention/ in the course
// repository, as the README says, and writes a syntax error gets the
// ordinary "does not compile" report (the course's template is built from
// solutions/, not from the folder the student edits).
TEST_F(TempDir, CourseCodeThatDoesNotBuildIsTheCoursesFaultNotTheStudents) {
  const fs::path project = copy_of_course(dir_ / "project");
  const fs::path layers = project / "assignments/attention/src/layers.cpp";
  const std::string original = slurp(layers);
  const auto grade = [&] {
    return run({"--root", project.string(), "--submission", (root / "solutions/attention").string(), "--build-dir",
                (dir_ / "build").string(), "--color", "never"},
               900);
  };

  std::ofstream(layers) << original << "\nint course_bug() { return symbol_the_course_forgot; }\n";
  auto result = grade();
  EXPECT_EQ(result.exit_code, 9) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(result.stdout_text.find("Total:"), std::string::npos) << "nobody is graded: " << result.stdout_text;
  EXPECT_NE(
      result.stderr_text.find("grader: error: the course's own code (assignments/attention/ and the harness) does "
                              "not build on this machine, so no submission can be graded here; this is not "
                              "the student's fault."),
      std::string::npos)
      << result.stderr_text;
  EXPECT_NE(result.stderr_text.find("'symbol_the_course_forgot' was not declared in this scope"), std::string::npos)
      << result.stderr_text;

  // Compiles, but every harness fails to link: the template's too.
  std::ofstream(layers) << original
                        << "\nint course_forgot_to_define();\nint course_uses = course_forgot_to_define();\n";
  result = grade();
  EXPECT_EQ(result.exit_code, 9) << result.stdout_text << result.stderr_text;
  EXPECT_NE(result.stderr_text.find("the course's own code (build/prebuilt/attention/template/ (the course's copy of "
                                    "the template) with the assignment's provided code) does not build"),
            std::string::npos)
      << result.stderr_text;
  EXPECT_NE(result.stderr_text.find("undefined reference to `course_forgot_to_define()'"), std::string::npos)
      << result.stderr_text;

  std::ofstream(layers) << original;
  result = grade();
  EXPECT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("Total: 10 / 10"), std::string::npos) << result.stdout_text;

  // The student's own syntax error, in the template they edit in place.
  const fs::path edited = project / "student_template/attention/self_attention.cpp";
  std::string text = slurp(edited);
  const std::string stub = "throw NotImplemented(";
  const auto at = text.find(stub);
  ASSERT_NE(at, std::string::npos) << text;
  text.insert(at, "int missing_value = ;\n    ");
  std::ofstream(edited) << text;
  result =
      run({"--root", project.string(), "--build-dir", (dir_ / "template-build").string(), "--color", "never"}, 900);
  EXPECT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(result.stderr_text.find("course's own code"), std::string::npos) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("Your code does not compile; the compiler said:\n  self_attention.cpp:"),
            std::string::npos)
      << result.stdout_text;
  EXPECT_NE(result.stdout_text.find("error: expected primary-expression before ';' token"), std::string::npos)
      << result.stdout_text;
  EXPECT_NE(result.stdout_text.find("Total: 0 / 10"), std::string::npos) << result.stdout_text;
}
