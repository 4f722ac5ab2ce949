// The grader program's command line (grader/app/main.cpp), as a user meets
// it: options and task ids, exit codes, --help, --list and ops, and the
// submission a folder holds (one rule on every path: TempDir.OneGradeOnEveryPath).
// In cli_tests with the commands' tests (tests/commands/), whose fixture it shares.
#include <algorithm>
#include <map>
#include <sstream>
#include <utility>

#include "commands/cli_fixture.hpp"
#include "grader/assessment/manifest.hpp"
#include "grader/grading/validation.hpp"

namespace {

// The standard alphabet with padding, as GitHub Classroom's reporter reads a step's result.
std::string base64_decode(const std::string& text) {
  const std::string alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string bytes;
  unsigned bits = 0;
  int count = 0;
  for (const char c : text) {
    const auto value = alphabet.find(c);
    if (value == std::string::npos) continue;  // padding and line ends
    bits = (bits << 6U) | static_cast<unsigned>(value);
    count += 6;
    if (count >= 8) {
      count -= 8;
      bytes += static_cast<char>((bits >> static_cast<unsigned>(count)) & 0xFFU);
    }
  }
  return bytes;
}

}  // namespace

TEST(Cli, UnknownTaskIsAUsageError) {
  const auto result = run({"--harness", solution, "--task", "9.9"});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_NE(result.stderr_text.find(
                "--task 9.9: assignment attention has no such task; its tasks are 1.1, 1.2, 2.1, 2.2, 2.3\n"),
            std::string::npos)
      << result.stderr_text;
}

// attention's id, asked of an assignment that numbers its tasks 1..N: the
// error names the ids there are, as --help does for the assignment it grades.
TEST(Cli, AnotherAssignmentsTaskIdNamesTheValidOnes) {
  const auto result = run({"--assignment", "from_scratch", "--task", "2.1"});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.stderr_text,
            "grader: error: --task 2.1: assignment from_scratch has no such task; its tasks are 1, 2, 3, 4, 5, 6, 7, "
            "8\n");
  const auto help = run({"--assignment", "torch_mha", "--help"});
  EXPECT_NE(help.stdout_text.find("Grade only this task (repeatable), e.g. --task 1; torch_mha's tasks are 1, 2, 3, 4 "
                                  "(--list shows each assignment's)"),
            std::string::npos)
      << help.stdout_text;
}

// The exit codes are printed once, on grade --help; a subcommand's help
// names the options of the commands above it that it reads.
TEST(Cli, SubcommandHelpNamesTheInheritedOptionsAndNotTheExitCodes) {
  const auto merge = run({"batch", "merge", "--help"});
  EXPECT_EQ(merge.exit_code, 0);
  EXPECT_NE(merge.stdout_text.find("  --out OUT (required: the folder the class is written to), --roster FILE"),
            std::string::npos)
      << merge.stdout_text;
  EXPECT_EQ(merge.stdout_text.find("130 batch: interrupted"), std::string::npos) << merge.stdout_text;
  EXPECT_NE(merge.stdout_text.find("Exit codes: as listed by grade --help.\n"), std::string::npos);
  const auto batch = run({"batch", "--help"});
  EXPECT_NE(batch.stdout_text.find("--references SET (default here: hidden), --jobs N"), std::string::npos)
      << batch.stdout_text;
}

TEST(Cli, BadOptionIsAUsageError) { EXPECT_EQ(run({"--no-such-option"}).exit_code, 2); }

TEST(Cli, MissingReferencesExitThree) {
  const auto result = run({"--harness", solution, "--references", "/nonexistent/set"});
  EXPECT_EQ(result.exit_code, 3);
  EXPECT_NE(result.stderr_text.find("/nonexistent/set: reference set folder not found"), std::string::npos);
}

TEST_F(TempDir, BrokenManifestExitsFour) {
  fs::create_directories(dir_ / "assignments/attention");
  std::ofstream(dir_ / "assignments/attention/manifest.json") << "{\"format\": \"autograder-manifest/1\"}";
  const auto result = run({"--root", dir_.string(), "--harness", solution});
  EXPECT_EQ(result.exit_code, 4);
  EXPECT_NE(result.stderr_text.find("manifest.json: assignment: missing"), std::string::npos) << result.stderr_text;
}

TEST_F(TempDir, MissingSubmissionExitsFive) {
  auto result = run({"--submission", (dir_ / "nope").string()});
  EXPECT_EQ(result.exit_code, 5);
  EXPECT_NE(result.stderr_text.find("nope: submission folder not found"), std::string::npos);
  // A folder without any of the assignment's files: nothing to grade (with one of them, it is graded, the
  // template's stub standing in for the other: TempDir.OneGradeOnEveryPath).
  fs::create_directories(dir_ / "empty/attention");
  std::ofstream(dir_ / "empty/attention/self_attention.txt") << "";
  result = run({"--submission", (dir_ / "empty").string()});
  EXPECT_EQ(result.exit_code, 5);
  EXPECT_EQ(result.stderr_text, "grader: error: " + (dir_ / "empty").string() +
                                    ": none of assignment attention's files (self_attention.cpp, "
                                    "multi_head_self_attention.cpp) is in this folder or a folder below it, as a "
                                    "file of its own (links are not followed)\n");
}

TEST_F(TempDir, UnwritableReportPathExitsSixBeforeGrading) {
  const auto result = run({"--harness", solution, "--json", (dir_ / "missing/results.json").string()});
  EXPECT_EQ(result.exit_code, 6);
  EXPECT_NE(result.stderr_text.find("cannot write here"), std::string::npos);
  EXPECT_EQ(result.stdout_text.find("Total:"), std::string::npos);
}

TEST(Cli, HelpListsTheExitCodes) {
  const auto result = run({"--help"});
  EXPECT_EQ(result.exit_code, 0);
  EXPECT_NE(result.stdout_text.find("3   reference set missing, malformed, or failing its checksum"),
            std::string::npos);
  EXPECT_NE(result.stdout_text.find("--references"), std::string::npos);
}

// `ops`: what a case of each op holds, for an instructor writing their own.
TEST(Cli, OpsListsEveryOpWithItsParamsInputsAndOutputs) {
  const auto result = run({"ops", "--assignment", "attention"});
  EXPECT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("\nmhsa.apply_causal_mask  3 cases\n"
                                    "  checks    Task 2.2 reference, Task 2.2 permutation_equivariance of \"scores\"\n"
                                    "  params    num_heads 3, 2\n"
                                    "  inputs    scores [9, 5, 5], [4, 6, 6], [2, 4, 4]\n"
                                    "  outputs   scores [9, 5, 5], [4, 6, 6], [2, 4, 4] (batch*head/num_heads, row, "
                                    "column)\n"
                                    "  mistakes  mask_fills_zero, mask_hides_diagonal, mask_lower\n"),
            std::string::npos)
      << result.stdout_text;
  for (const std::string op : {"mhsa.attend", "mhsa.construct", "mhsa.forward", "mhsa.forward_with_attention",
                               "mhsa.scores", "self_attention.construct", "self_attention.forward"}) {
    EXPECT_NE(result.stdout_text.find("\n" + op + "  "), std::string::npos) << op;
  }
  const auto unknown = run({"ops", "--assignment", "nope"});
  EXPECT_NE(unknown.exit_code, 0);
}

// Every assignment of the tree, whatever they are: the list is read from
// assignments/*/manifest.json here too.
TEST(Cli, ListShowsEveryAssignment) {
  const auto result = run({"--list"});
  EXPECT_EQ(result.exit_code, 0) << result.stderr_text;
  const auto names = grader::list_assignments(root);
  ASSERT_FALSE(names.empty());
  std::size_t width = 0;
  for (const auto& name : names) width = std::max(width, name.size());
  std::string expected = "Assignments in " + (root / "assignments").string() + ":\n";
  for (const auto& name : names) {
    const auto manifest = grader::load_assignment(root, name);
    std::string files;
    for (const auto& file : manifest.sources) files += (files.empty() ? "" : ", ") + file;
    std::string ids;
    for (const auto& task : manifest.tasks) ids += (ids.empty() ? "" : ", ") + task.id;
    std::ostringstream points;
    points << manifest.max_score();
    expected += "  " + name + std::string(width - name.size() + 2, ' ') + manifest.title + "\n" +
                std::string(width + 4, ' ') + std::to_string(manifest.tasks.size()) + " tasks: " + ids + "; " +
                points.str() + " points; student files: " + files + "\n";
  }
  expected += "Grade one with: ./grade --assignment NAME [--submission DIR]\n";
  EXPECT_EQ(result.stdout_text, expected);
  // The shipped course as a student sees it.
  EXPECT_NE(result.stdout_text.find("  attention      Assignment 1: self-attention and multi-head self-attention\n"
                                    "                 5 tasks: 1.1, 1.2, 2.1, 2.2, 2.3; 10 points; student files: "
                                    "self_attention.cpp, multi_head_self_attention.cpp\n"),
            std::string::npos)
      << result.stdout_text;
}

TEST(Cli, AnUnknownAssignmentIsAUsageErrorNamingTheClosestAndTheKnownOnes) {
  const auto result = run({"--assignment", "atention"});
  EXPECT_EQ(result.exit_code, 2);
  std::string known;
  for (const auto& name : grader::list_assignments(root)) known += (known.empty() ? "" : ", ") + name;
  EXPECT_EQ(result.stderr_text,
            "grader: error: --assignment atention: unknown assignment \"atention\" (did you mean "
            "\"attention\"? known: " +
                known + ") in " + (root / "assignments").string() + " (./grade --list describes them)\n");
}

// A linked folder is not followed: a submission whose files are only behind
// one has none (exit 5, saying so). A linked file is not taken, on every path
// (TempDir.OneGradeOnEveryPath).
TEST_F(TempDir, LinkedFoldersAreNotFollowed) {
  const fs::path linked_folder = dir_ / "linked_folder";
  fs::create_directories(linked_folder / "notes");
  fs::create_directory_symlink(root / "solutions/attention", linked_folder / "attention");
  fs::create_directory_symlink(root / "solutions/attention", linked_folder / "notes/week3");
  const auto result = run({"--submission", linked_folder.string(), "--color", "never"});
  EXPECT_EQ(result.exit_code, 5) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(result.stderr_text,
            "grader: error: " + linked_folder.string() +
                ": none of assignment attention's files (self_attention.cpp, multi_head_self_attention.cpp) is in "
                "this folder or a folder below it, as a file of its own (links are not followed)\n");
}

// One grade on every path: ./grade (what the Classroom workflow and
// Gradescope's run_autograder run; files compiled one by one, objects reused
// while nothing they read changed) and ./grade batch (one unit per
// submission) all call grade_submission() with the one harness builder, so
// the same submission gets the same per-task points, hints and notes. The
// eight: a helper header the student's file includes (batch gave 0 before), a
// header named like the course's (not taken, on every path), a whole clone
// with a tampered manifest, a file that does not compile, and one intake
// rule: a file missing, linked or above 1 MiB (./grade refused the first two,
// exit 5, where batch graded them with the template's stub) and files two
// folders down (./grade refused them too). All go through
// one build folder, as a student's edits do: each submission is built where
// the one before was (no object of another may be reused), then graded again
// with nothing changed (every object reused).
TEST_F(TempDir, OneGradeOnEveryPath) {
  const fs::path solutions = root / "solutions/attention";
  const fs::path class_dir = dir_ / "class";
  auto copy_solution = [&](const fs::path& to) {
    fs::create_directories(to);
    for (const char* file : {"self_attention.cpp", "multi_head_self_attention.cpp"})
      fs::copy(solutions / file, to / file);
  };
  copy_solution(class_dir / "helper");
  fs::create_directories(class_dir / "helper/util");
  std::ofstream(class_dir / "helper/util/scale.hpp")
      << "#pragma once\n#include <cmath>\n#include <cstddef>\n"
         "namespace helper {\ninline float inverse_sqrt(std::size_t n) { return 1.0F / std::sqrt(float(n)); }\n}\n";
  const std::string multi_head = slurp(class_dir / "helper/multi_head_self_attention.cpp");
  std::ofstream(class_dir / "helper/multi_head_self_attention.cpp")
      << "#include \"util/scale.hpp\"\n"
      << multi_head << "namespace attention {\nfloat helper_used() { return helper::inverse_sqrt(4); }\n}\n";
  copy_solution(class_dir / "shadow");
  std::ofstream(class_dir / "shadow/layers.hpp") << "#error the student's own layers.hpp\n";
  copy_solution(class_dir / "clone/student_template/attention");
  fs::copy(root / "CMakeLists.txt", class_dir / "clone/CMakeLists.txt");
  fs::create_directories(class_dir / "clone/assignments/attention");
  std::string manifest = slurp(root / "assignments/attention/manifest.json");
  manifest.replace(manifest.find("\"points\": 3"), 11, "\"points\": 30");
  std::ofstream(class_dir / "clone/assignments/attention/manifest.json") << manifest;
  copy_solution(class_dir / "broken");
  std::ofstream(class_dir / "broken/multi_head_self_attention.cpp", std::ios::app) << "this does not compile;\n";
  // A ';' missing in one fenced region (Task 2.2's): the template's stub
  // stands in for that region alone.
  copy_solution(class_dir / "region");
  std::string region = slurp(solutions / "multi_head_self_attention.cpp");
  region.replace(region.find("return masked;"), 14, "return masked");
  std::ofstream(class_dir / "region/multi_head_self_attention.cpp") << region;
  // The intake rule (grader::locate_submission, list_submission_files), one
  // for every path: a file missing, a link or above 1 MiB is not taken (the
  // template's stub stands in: its tasks 0, the others graded); files in a
  // folder further down are found there.
  fs::create_directories(class_dir / "missing");
  fs::copy(solutions / "self_attention.cpp", class_dir / "missing/self_attention.cpp");
  fs::create_directories(class_dir / "linked");
  fs::copy(solutions / "self_attention.cpp", class_dir / "linked/self_attention.cpp");
  fs::create_symlink(solutions / "multi_head_self_attention.cpp", class_dir / "linked/multi_head_self_attention.cpp");
  copy_solution(class_dir / "oversized");
  std::ofstream(class_dir / "oversized/multi_head_self_attention.cpp", std::ios::app)
      << "// " << std::string(std::size_t{1} << 20, 'x') << "\n";
  copy_solution(class_dir / "misplaced/homework/week 3");

  struct Expected {
    std::vector<double> points;
    std::string note;  // a line every path's report must have ("" when none)
  };
  const std::map<std::string, Expected> expected = {
      {"helper", {{1, 3, 3, 1, 2}, ""}},
      {"shadow",
       {{1, 3, 3, 1, 2},
        "Note: not taken from the submission: layers.hpp: the course provides a header of this name; the course's is "
        "used"}},
      {"clone",
       {{1, 3, 3, 1, 2},
        "Note: tamper check: 1 released files differ in the submission (grading used the released copies): "
        "assignments/attention/manifest.json"}},
      {"broken", {{1, 3, 0, 0, 0}, "multi_head_self_attention.cpp"}},
      {"region", {{1, 3, 3, 0, 2}, "the template's stub stands in for multi_head_self_attention.cpp lines 195-203)"}},
      {"missing", {{1, 3, 0, 0, 0}, "the submission has no multi_head_self_attention.cpp"}},
      {"linked",
       {{1, 3, 0, 0, 0},
        "Note: not taken from the submission: multi_head_self_attention.cpp: a symbolic link (the grader takes only "
        "the submission's own files)"}},
      {"oversized",
       {{1, 3, 0, 0, 0},
        "Note: not taken from the submission: multi_head_self_attention.cpp: larger than 1 MiB (not taken as source "
        "code)"}},
      {"misplaced", {{1, 3, 3, 1, 2}, ""}}};
  auto points_of = [](const nlohmann::json& tests) {
    std::vector<double> points;
    for (const auto& test : tests) {
      if (test.contains("name") && test["name"].get<std::string>().rfind("Task ", 0) == 0) {
        points.push_back(test["score"].get<double>());
      }
    }
    return points;
  };

  // The flags of each path's own script: the Classroom step
  // (distribution/student/scripts/classroom-grade) and Gradescope's
  // run_autograder (the hidden set's grade, the public set as feedback),
  // the second with nothing changed since the first.
  const std::string results = (dir_ / "results.json").string();
  const std::string classroom = (dir_ / "classroom.b64").string();
  const std::vector<std::pair<std::string, std::vector<std::string>>> paths = {
      {"./grade as the Classroom step runs it",
       {"--platform", "classroom", "--json", results, "--markdown", (dir_ / "summary.md").string(), "--classroom",
        classroom}},
      {"./grade as Gradescope's run_autograder runs it, nothing changed",
       {"--references", "hidden", "--platform", "gradescope", "--json", results, "--feedback-references", "public"}}};
  for (const auto& [student, want] : expected) {
    for (const auto& [path, flags] : paths) {
      std::vector<std::string> args = {"--submission", (class_dir / student).string(), "--color", "never",
                                       "--build-dir",  (dir_ / "build").string()};
      args.insert(args.end(), flags.begin(), flags.end());
      const auto result = run(args, 900);
      ASSERT_EQ(result.exit_code, 0) << student << " through " << path << ":\n"
                                     << result.stdout_text << result.stderr_text;
      const auto json = nlohmann::json::parse(slurp(dir_ / "results.json"));
      EXPECT_EQ(points_of(json["tests"]), want.points) << student << " through " << path << ":\n" << result.stdout_text;
      if (flags.back() == classroom) {
        // One runner per task (NAME=base64 lines), then the extras'.
        nlohmann::json reported = nlohmann::json::array();
        std::istringstream lines(slurp(classroom));
        for (std::string line; std::getline(lines, line);) {
          // Parsed into a variable first: a range-for over a member of a temporary reads a destroyed object.
          const auto runner = nlohmann::json::parse(base64_decode(line.substr(line.find('=') + 1)));
          for (const auto& test : runner["tests"]) reported.push_back(test);
        }
        EXPECT_EQ(points_of(reported), want.points) << student << " in the Classroom result";
        fs::remove(classroom);
      }
      EXPECT_FALSE(json.contains("leaderboard")) << "the shipped manifest has no leaderboard: off by default";
      EXPECT_NE(result.stdout_text.find(want.note), std::string::npos) << student << " through " << path << ":\n"
                                                                       << result.stdout_text;
    }
  }
  const fs::path out = dir_ / "graded";
  const auto result = run({"batch", class_dir.string(), "--out", out.string(), "--jobs", "2"}, 900);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  for (const auto& [student, want] : expected) {
    const auto record = nlohmann::json::parse(slurp(out / "records" / (student + ".json")));
    std::vector<double> points;
    for (const auto& task : record["tasks"]) points.push_back(task["score"].get<double>());
    const std::string feedback = slurp(out / "feedback" / (student + ".txt"));
    EXPECT_EQ(points, want.points) << student << " through batch:\n" << feedback;
    EXPECT_NE(feedback.find(want.note), std::string::npos) << student << " through batch:\n" << feedback;
  }
}
