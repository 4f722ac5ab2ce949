// `course init`: the whole grader's command.
#include "cli_fixture.hpp"

// `course` is the whole grader's: grader-student, which ./grade builds
// first, answers 64 and ./grade builds the whole grader for it.
TEST(Cli, CourseInitIsTheWholeGradersCommand) {
  const std::string student = (fs::path(grader_program).parent_path() / "grader-student").string();
  if (!fs::exists(student)) GTEST_SKIP() << student << " is not built";
  grader::Limits limits;
  limits.memory_mb = 0;
  const auto result =
      grader::run_limited({student, "course", "init", "--seed-file", "/nonexistent/seed"}, root, limits);
  EXPECT_EQ(result.exit_code, 64) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(result.stderr_text,
            "grader-student: `grade course init` is the whole grader's (build/grader/grader/grader): ./grade builds it "
            "on first use\n");
}
