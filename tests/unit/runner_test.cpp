#include <gtest/gtest.h>

#include <csignal>

#include "grader/build.hpp"
#include "grader/runner.hpp"

namespace {

grader::ProcessResult sh(const std::string& script, double timeout = 5, std::size_t output_kib = 64) {
  grader::Limits limits;
  limits.timeout_seconds = timeout;
  limits.output_kib = output_kib;
  return grader::run_limited({"/bin/sh", "-c", script}, "/tmp", limits);
}

}  // namespace

TEST(Runner, CapturesExitCodeAndOutput) {
  const auto result = sh("echo out; echo err >&2; exit 3");
  EXPECT_EQ(result.outcome, grader::ProcessResult::Outcome::exited);
  EXPECT_EQ(result.exit_code, 3);
  EXPECT_EQ(result.stdout_text, "out\n");
  EXPECT_EQ(result.stderr_text, "err\n");
}

TEST(Runner, ReportsTheKillingSignal) {
  const auto result = sh("kill -SEGV $$");
  EXPECT_EQ(result.outcome, grader::ProcessResult::Outcome::signaled);
  EXPECT_EQ(result.signal, SIGSEGV);
  EXPECT_EQ(result.describe(), "was killed by signal 11 (Segmentation fault)");
}

TEST(Runner, KillsAtTheTimeoutIncludingChildren) {
  const auto result = sh("sleep 30 & sleep 30", 0.5);
  EXPECT_EQ(result.outcome, grader::ProcessResult::Outcome::timed_out);
  EXPECT_LT(result.seconds, 3.0);
}

TEST(Runner, DoesNotWaitForABackgroundChildThatKeepsThePipeOpen) {
  const auto result = sh("sleep 30 & echo done", 10);
  EXPECT_EQ(result.outcome, grader::ProcessResult::Outcome::exited);
  EXPECT_LT(result.seconds, 3.0);
  EXPECT_EQ(result.stdout_text, "done\n");
}

TEST(Runner, CapsAFloodOfOutput) {
  const auto result = sh("yes flood | head -c 10000000", 10, 4);
  EXPECT_EQ(result.outcome, grader::ProcessResult::Outcome::exited);
  EXPECT_EQ(result.stdout_text.size(), 4096u);
  EXPECT_TRUE(result.output_truncated);
}

TEST(Runner, SaysWhenAProgramCannotStart) {
  grader::Limits limits;
  const auto result = grader::run_limited({"/nonexistent/program"}, "/tmp", limits);
  EXPECT_EQ(result.outcome, grader::ProcessResult::Outcome::failed_to_start);
  EXPECT_NE(result.start_error.find("No such file or directory"), std::string::npos);
}

TEST(CompilerErrors, AreTrimmedAndMadeRelative) {
  const std::string log =
      "[ 50%] Building CXX object x.o\n"
      "/sub/attention/a.cpp: In member function 'void f()':\n"
      "/sub/attention/a.cpp:3:5: error: 'y' was not declared in this scope\n"
      "/sub/attention/a.cpp:9:1: error: expected ';' before '}' token\n"
      "gmake[2]: *** [x.o] Error 1\n";
  EXPECT_EQ(grader::summarize_compiler_errors(log, "/sub/attention"),
            "a.cpp:3:5: error: 'y' was not declared in this scope\n"
            "a.cpp:9:1: error: expected ';' before '}' token");
  EXPECT_EQ(grader::summarize_compiler_errors(log, "/sub/attention", 1),
            "a.cpp:3:5: error: 'y' was not declared in this scope\n(1 more errors not shown)");
}
