// The similarity review of a class's batch.
#include <algorithm>
#include <map>
#include <regex>
#include <sstream>
#include <utility>

#include "cli_fixture.hpp"

// Similarity: a class of eight (the solution, three independent correct
// implementations, the untouched template, and three near-copies of them
// with renamed variables and two statements swapped: fay's as it is, gil's
// with the code moved out of the fences, hal's with the fence comments
// deleted). The review reads the students' whole files, so only the three
// copies and their originals are listed, side by side in summary.html; every
// copy keeps its full marks. Every submission is also compared with the
// solution published with the framework: ana's, a copy of it, is listed with it.
TEST_F(TempDir, BatchFindsAPlantedNearCopyAndNoIndependentPair) {
  // scripts/setup-deps --test installs sim_c++: from the release's archive (Debian 11, 12), on Debian 13 from
  // Debian 14's. Skipped only where neither could be had.
  if (!fs::exists("/usr/bin/sim_c++") && !fs::exists("/usr/local/bin/sim_c++")) {
    GTEST_SKIP() << "sim_c++ is not installed: scripts/setup-deps --test could not install similarity-tester here";
  }
  const fs::path class_dir = dir_ / "class";
  const std::vector<std::string> files = {"self_attention.cpp", "multi_head_self_attention.cpp"};
  auto copy_folder = [&](const fs::path& from, const std::string& student) {
    fs::create_directories(class_dir / student);
    for (const auto& file : files) fs::copy(from / file, class_dir / student / file);
  };
  // Renamed variables and a statement swapped with the next, independent one.
  auto near_copy = [](std::string text) {
    for (const auto& [from, to] : std::vector<std::pair<std::string, std::string>>{{"qs", "queries_"},
                                                                                   {"ks", "keys_"},
                                                                                   {"vs", "values_"},
                                                                                   {"acc", "sum"},
                                                                                   {"top", "peak"},
                                                                                   {"total", "z"},
                                                                                   {"weights", "w8"}}) {
      text = std::regex_replace(text, std::regex("\\b" + from + "\\b"), to);
    }
    const std::string first = "  probs = dropout(probs);";
    const std::size_t at = text.find(first);
    if (at != std::string::npos) {  // swap it with the next, independent statement
      const std::size_t end_first = text.find('\n', at) + 1;
      const std::size_t end_second = text.find('\n', end_first) + 1;
      text = text.substr(0, at) + text.substr(end_first, end_second - end_first) + text.substr(at, end_first - at) +
             text.substr(end_second);
    }
    return text;
  };
  // Each fence's end moved up to its start: the code below both.
  auto code_out_of_the_fences = [](const std::string& text) {
    std::istringstream in(text);
    std::string out;
    for (std::string line; std::getline(in, line);) {
      if (line.find("YOUR CODE ENDS HERE") != std::string::npos) continue;
      out += line + "\n";
      if (line.find("YOUR CODE STARTS HERE") != std::string::npos) out += "  // YOUR CODE ENDS HERE\n";
    }
    return out;
  };
  auto without_fences = [](const std::string& text) {
    return std::regex_replace(text, std::regex(".*YOUR CODE (STARTS|ENDS) HERE.*\n"), "");
  };
  const fs::path alternatives = root / "tests/alternatives/attention";
  copy_folder(root / "solutions/attention", "ana");
  copy_folder(alternatives / "batched_heads", "ben");
  copy_folder(alternatives / "loops_double", "cai");
  copy_folder(alternatives / "per_head_column_views", "dev");
  copy_folder(root / "student_template/attention", "eve");
  for (const auto& file : files) {
    const std::map<std::string, std::string> copies = {
        {"fay", near_copy(slurp(alternatives / "loops_double" / file))},
        {"gil", code_out_of_the_fences(near_copy(slurp(alternatives / "batched_heads" / file)))},
        {"hal", without_fences(near_copy(slurp(alternatives / "per_head_column_views" / file)))}};
    for (const auto& [student, text] : copies) {
      fs::create_directories(class_dir / student);
      std::ofstream(class_dir / student / file) << text;
    }
  }
  ASSERT_EQ(slurp(class_dir / "hal/self_attention.cpp").find("YOUR CODE"), std::string::npos);
  ASSERT_TRUE(std::regex_search(slurp(class_dir / "gil/multi_head_self_attention.cpp"),
                                std::regex("STARTS HERE.*\n  // YOUR CODE ENDS HERE\n")));
  const fs::path out = dir_ / "graded";
  const auto result = run({"batch", class_dir.string(), "--out", out.string(), "--similarity", "60"}, 1200);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("  similarity: 4 pairs at or above 60%, 1 of them with the published solution ("),
            std::string::npos)
      << result.stdout_text;
  const std::string csv = slurp(out / "similarity.csv");
  EXPECT_EQ(csv.rfind("first,second,percent\n", 0), 0u) << csv;
  EXPECT_EQ(std::count(csv.begin(), csv.end(), '\n'), 5) << csv;
  for (const std::string pair :
       {"cai,fay,", "ben,gil,", "dev,hal,", "ana,solutions/attention/ (the published solution),"}) {
    const std::size_t at = csv.find("\n" + pair);
    ASSERT_NE(at, std::string::npos) << pair << " is not listed:\n" << csv;
    EXPECT_GE(std::stoi(csv.substr(at + 1 + pair.size())), 90) << csv;
  }
  const std::string summary = slurp(out / "summary.html");
  EXPECT_NE(summary.find("<h3>cai and fay: "), std::string::npos) << summary;
  EXPECT_NE(summary.find("<h3>ben and gil: "), std::string::npos) << summary;
  EXPECT_NE(summary.find("<h3>dev and hal: "), std::string::npos) << summary;
  EXPECT_NE(summary.find("<h3>ana and solutions/attention/ (the published solution): "), std::string::npos) << summary;
  EXPECT_NE(summary.find("Every submission is also compared with solutions/attention/ (the published solution), "
                         "public with the framework"),
            std::string::npos)
      << summary;
  EXPECT_NE(summary.find("for (std::size_t j = 0; j &lt; seq; ++j) sum += w8[j] / z * values_(b, j, d);"),
            std::string::npos)
      << "fay's code shown";
  // Every one of them is correct: similarity says nothing about the grade.
  const std::string gradebook = slurp(out / "gradebook.csv");
  for (const char* student : {"fay", "gil", "hal"}) {
    EXPECT_NE(gradebook.find("\n" + std::string(student) + ",1,3,3,1,2,"), std::string::npos) << gradebook;
  }
}
