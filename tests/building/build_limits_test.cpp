// The limits on building a submission (grader/building/build.hpp): GCC's
// limits on constant evaluation named for the student, and the compile
// budget of one submission. Exact words.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <thread>

#include "grader/assessment/manifest.hpp"
#include "grader/building/build.hpp"
#include "grader/course/submission_notes.hpp"

namespace {

// GCC 12's own lines (LANG=C) for each limit the course sets (cmake/ProjectOptions.cmake).
const char* const kOpsLimit =
    "s.cpp:2:26: error: 'constexpr' evaluation operation count exceeds limit of 8388608 (use "
    "'-fconstexpr-ops-limit=' to increase the limit)\n";
const char* const kLoopLimit =
    "s.cpp:3:40: error: 'constexpr' loop iteration count exceeds limit of 65536 (use '-fconstexpr-loop-limit=' to "
    "increase the limit)\n";
const char* const kDepthLimit =
    "s.cpp:6:27: error: 'constexpr' evaluation depth exceeds maximum of 256 (use '-fconstexpr-depth=' to increase "
    "the maximum)\n";
const char* const kTemplateDepth =
    "s.cpp:7:74: fatal error: template instantiation depth exceeds maximum of 512 (use '-ftemplate-depth=' to "
    "increase the maximum)\n";

}  // namespace

TEST(BuildLimits, EachConstantEvaluationLimitIsNamedWithItsValue) {
  const std::string raise = "; GCC's message says how to raise it, which a submission cannot)";
  EXPECT_EQ(grader::describe_evaluation_limit(std::string("s.cpp:2:26: error: non-constant condition\n") + kOpsLimit),
            "the compiler gave up at the course's limit of 8388608 operations in one constant evaluation "
            "(-fconstexpr-ops-limit" +
                raise);
  EXPECT_EQ(grader::describe_evaluation_limit(kLoopLimit),
            "the compiler gave up at the course's limit of 65536 iterations of one loop in a constant evaluation "
            "(-fconstexpr-loop-limit" +
                raise);
  EXPECT_EQ(grader::describe_evaluation_limit(kDepthLimit),
            "the compiler gave up at the course's limit of 256 nested calls in a constant evaluation "
            "(-fconstexpr-depth" +
                raise);
  EXPECT_EQ(
      grader::describe_evaluation_limit(kTemplateDepth),
      "the compiler gave up at the course's limit of 512 nested template instantiations (-ftemplate-depth" + raise);
  // Several: the one the compiler met first.
  EXPECT_EQ(grader::describe_evaluation_limit(std::string(kLoopLimit) + kOpsLimit),
            grader::describe_evaluation_limit(kLoopLimit));
  // An ordinary error, or none: nothing.
  EXPECT_EQ(grader::describe_evaluation_limit("s.cpp:3:5: error: expected ';' before 'return'\n"), "");
  EXPECT_EQ(grader::describe_evaluation_limit(""), "");
}

// A compile may run until a tenth of the budget is left (the link's), a
// link until the end; less than a second left starts nothing.
TEST(BuildLimits, TheCompileBudgetKeepsATenthForTheLinkAndCountsCompiles) {
  const auto before = grader::CompileBudget::Clock::now();
  grader::CompileBudget budget(300);
  EXPECT_EQ(budget.seconds(), 300);
  const double to_compile = std::chrono::duration<double>(budget.compile_deadline() - before).count();
  const double to_link = std::chrono::duration<double>(budget.link_deadline() - before).count();
  EXPECT_NEAR(to_compile, 270, 1);
  EXPECT_NEAR(to_link, 300, 1);
  EXPECT_FALSE(budget.compiles_spent());
  EXPECT_FALSE(budget.link_spent());
  EXPECT_FALSE(budget.spent());
  budget.count_compile();
  EXPECT_EQ(budget.spent_words(),
            "the compile budget of 300 s for this submission was spent after 1 compile (every compile, mending round "
            "and link of one submission together; limits.compile_seconds): no further compile or mending round "
            "started, and a file that had not compiled by then is the template's");
  budget.count_compile();
  EXPECT_EQ(budget.compiles(), 2U);
  EXPECT_NE(budget.spent_words().find("was spent after 2 compiles ("), std::string::npos);

  // 1.5 s: 1.35 s to compile, so a compile may start now but not in half a second.
  grader::CompileBudget short_one(1.5);
  EXPECT_FALSE(short_one.compiles_spent());
  EXPECT_FALSE(short_one.link_spent());
  std::this_thread::sleep_for(std::chrono::milliseconds(600));
  EXPECT_TRUE(short_one.compiles_spent());
  EXPECT_TRUE(short_one.link_spent());
  EXPECT_EQ(
      short_one.spent_words().rfind("the compile budget of 1.5 s for this submission was spent after 0 compiles (", 0),
      0U);
}

// The budget is the manifest's (limits.compile_seconds, 300 s unless it
// says otherwise: manifest_test.cpp); GRADER_COMPILE_BUDGET_SECONDS can
// lower it, never raise it.
TEST(BuildLimits, TheCompileBudgetIsTheManifestsOrLowerFromTheEnvironment) {
  grader::Manifest manifest;
  EXPECT_EQ(manifest.compile_seconds, 300);
  manifest.compile_seconds = 120;
  ::unsetenv("GRADER_COMPILE_BUDGET_SECONDS");
  EXPECT_EQ(grader::compile_budget_seconds(manifest), 120);
  ::setenv("GRADER_COMPILE_BUDGET_SECONDS", "20", 1);
  EXPECT_EQ(grader::compile_budget_seconds(manifest), 20);
  ::setenv("GRADER_COMPILE_BUDGET_SECONDS", "600", 1);
  EXPECT_EQ(grader::compile_budget_seconds(manifest), 120);
  for (const char* refused : {"0", "-5", "20s", "", "nan"}) {
    ::setenv("GRADER_COMPILE_BUDGET_SECONDS", refused, 1);
    EXPECT_EQ(grader::compile_budget_seconds(manifest), 120) << refused;
  }
  ::unsetenv("GRADER_COMPILE_BUDGET_SECONDS");
}
