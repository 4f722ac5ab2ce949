#include "grader/course/release.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "grader/assessment/manifest.hpp"
#include "grader/grading/validation.hpp"
#include "grader/support/errors.hpp"

namespace {

std::string error_of(const std::string& text) {
  try {
    (void)grader::make_student_file(text, "solutions/demo/a.cpp");
  } catch (const grader::GraderError& error) {
    return error.what();
  }
  return "no error";
}

}  // namespace

TEST(Release, FencedBodiesBecomeTheirStubsAndSolutionOnlyBlocksGo) {
  const std::string solution =
      "#include \"a.hpp\"\n"
      "\n"
      "// SOLUTION ONLY BEGIN\n"
      "int helper() { return 1; }\n"
      "// SOLUTION ONLY END\n"
      "\n"
      "// Task 1: the doc comment stays.\n"
      "int task(int x) {\n"
      "  // YOUR CODE STARTS HERE (~2 lines)\n"
      "  // STUB: (void)x;\n"
      "  // STUB: throw NotImplemented(\"Task 1: task\");\n"
      "  return helper() + x;  // the solution\n"
      "  // YOUR CODE ENDS HERE\n"
      "}\n";
  EXPECT_EQ(grader::make_student_file(solution, "a.cpp"),
            "#include \"a.hpp\"\n"
            "\n"
            "// Task 1: the doc comment stays.\n"
            "int task(int x) {\n"
            "  // YOUR CODE STARTS HERE (~2 lines)\n"
            "  (void)x;\n"
            "  throw NotImplemented(\"Task 1: task\");\n"
            "  // YOUR CODE ENDS HERE\n"
            "}\n");
}

TEST(Release, MalformedFencesNameTheFileAndLine) {
  EXPECT_EQ(error_of("a\n  // YOUR CODE STARTS HERE\n  // STUB: x;\n"),
            "solutions/demo/a.cpp:2: YOUR CODE STARTS HERE is never closed");
  EXPECT_EQ(error_of("  // YOUR CODE ENDS HERE\n"),
            "solutions/demo/a.cpp:1: YOUR CODE ENDS HERE without a STARTS HERE");
  EXPECT_EQ(error_of("  // YOUR CODE STARTS HERE\n  return 1;\n  // YOUR CODE ENDS HERE\n"),
            "solutions/demo/a.cpp:1: this fence has no \"// STUB: \" line for the student version");
  EXPECT_EQ(error_of("  // YOUR CODE STARTS HERE\n  // YOUR CODE STARTS HERE\n"),
            "solutions/demo/a.cpp:2: YOUR CODE STARTS HERE inside another fence (opened on line 1)");
  EXPECT_EQ(error_of("// SOLUTION ONLY BEGIN\nint x;\n"),
            "solutions/demo/a.cpp:1: SOLUTION ONLY BEGIN is never closed");
}

// The student guide's commands block is generated for each assignment at
// release; the guide committed in the course repository holds the default
// assignment's, as a release of it writes (so editing the block by hand
// fails here: change student_commands() instead).
TEST(Release, TheStudentGuidesCommandsAreTheDefaultAssignmentsAndEachReleaseGetsItsOwn) {
  const std::filesystem::path root = GRADER_TEST_PROJECT_ROOT;
  std::ifstream in(root / "docs/student-guide.md", std::ios::binary);
  const std::string guide((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const auto course = grader::load_assignment(root, grader::default_assignment(root));
  EXPECT_EQ(grader::student_guide_for(guide, course), guide);
  EXPECT_NE(guide.find(grader::student_commands(course)), std::string::npos);
  const auto torch_mha = grader::load_assignment(root, "torch_mha");
  const std::string released = grader::student_guide_for(guide, torch_mha);
  EXPECT_NE(released.find("```sh\n"
                          "./grade --task 1                     # one task only (torch_mha's: 1, 2, 3, 4)\n"
                          "./grade --task 1 --task 2            # two tasks\n"),
            std::string::npos)
      << released;
  EXPECT_EQ(released.find("--task 1.1"), std::string::npos);
}
