#include "grader/course/release.hpp"

#include <gtest/gtest.h>

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
