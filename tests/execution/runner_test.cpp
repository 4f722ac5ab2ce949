#include "grader/execution/runner.hpp"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "grader/building/build.hpp"

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

TEST(Runner, KillsADaemonThatLeftTheProcessGroup) {
  // setsid(1) in a new session: outside the process group, so only the
  // reaper (its orphans are reparented to it) can find it.
  const auto result = sh("setsid sleep 30 </dev/null >/dev/null 2>&1 & echo $!");
  EXPECT_EQ(result.outcome, grader::ProcessResult::Outcome::exited);
  const pid_t daemon = static_cast<pid_t>(std::stol(result.stdout_text));
  const bool alive = ::kill(daemon, 0) == 0;
  EXPECT_FALSE(alive) << "process " << daemon << " outlived run_limited";
  if (alive) ::kill(daemon, SIGKILL);
}

TEST(Runner, KillsADaemonAtTheTimeout) {
  const auto result = sh("setsid sleep 30 </dev/null >/dev/null 2>&1 & echo $!; sleep 30", 0.5);
  EXPECT_EQ(result.outcome, grader::ProcessResult::Outcome::timed_out);
  const pid_t daemon = static_cast<pid_t>(std::stol(result.stdout_text));
  const bool alive = ::kill(daemon, 0) == 0;
  EXPECT_FALSE(alive) << "process " << daemon << " outlived the timeout";
  if (alive) ::kill(daemon, SIGKILL);
}

TEST(Runner, PassesNoDescriptorButStandardOnes) {
  const auto path = std::filesystem::temp_directory_path() / ("runner-inherited-" + std::to_string(::getpid()));
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);  // no O_CLOEXEC
  ASSERT_GE(fd, 0);
  ASSERT_EQ(::dup2(fd, 200), 200);
  // dash takes no descriptor above 9 in ">&N": write through /proc/self/fd instead.
  const auto result = sh("{ echo leaked >/proc/self/fd/200; } 2>/dev/null; { echo leaked >/proc/self/fd/" +
                         std::to_string(fd) + "; } 2>/dev/null; ls /proc/self/fd");
  ::close(200);
  ::close(fd);
  std::ifstream in(path);
  EXPECT_EQ(std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()), "");
  std::filesystem::remove(path);
  // ls itself has one more open: the folder it lists.
  EXPECT_EQ(result.stdout_text, "0\n1\n2\n3\n");
}

TEST(Runner, SetsTheProcessLimitBeforeExec) {
  grader::Limits limits;
  const grader::RunAs limit_only{::getuid(), ::getgid(), 77, false};
  const auto result =
      grader::run_limited({"/bin/grep", "^Max processes", "/proc/self/limits"}, "/tmp", limits, &limit_only);
  // "Max processes   77   77   processes": soft and hard limit.
  EXPECT_NE(result.stdout_text.find(" 77 "), std::string::npos) << result.stdout_text;
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

// The start-up handshake (RunWatch): a program that never makes its ready
// file is killed after the start-up limit, not the timeout; one that makes
// it gets its whole timeout from then.
grader::ProcessResult watched_sh(const std::string& script, double timeout, const grader::RunWatch& watch) {
  grader::Limits limits;
  limits.timeout_seconds = timeout;
  return grader::run_limited({"/bin/sh", "-c", script}, watch.ready_file.parent_path(), limits, nullptr, &watch);
}

class Handshake : public testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() / ("runner-handshake-" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
    watch_.ready_file = dir_ / "ready";
    watch_.startup_seconds = 0.5;
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::filesystem::path dir_;
  grader::RunWatch watch_;
};

TEST_F(Handshake, NoReadyFileIsDidNotStartAfterTheStartUpLimit) {
  const auto result = watched_sh("sleep 30", 20, watch_);
  EXPECT_EQ(result.outcome, grader::ProcessResult::Outcome::did_not_start);
  EXPECT_LT(result.seconds, 3.0);
  EXPECT_EQ(result.ready_seconds, -1);
}

TEST_F(Handshake, TheTimeoutCountsFromTheReadyFile) {
  // Ready after 0.3 s, then 0.6 s of work under a 0.8 s timeout: 0.9 s from
  // the start, within the timeout from the handshake.
  const auto result = watched_sh("sleep 0.3; : > ready; sleep 0.6; exit 4", 0.8, watch_);
  EXPECT_EQ(result.outcome, grader::ProcessResult::Outcome::exited) << result.describe();
  EXPECT_EQ(result.exit_code, 4);
  EXPECT_GE(result.ready_seconds, 0.3);
  const auto hanging = watched_sh(": > ready; sleep 30", 0.5, watch_);
  EXPECT_EQ(hanging.outcome, grader::ProcessResult::Outcome::timed_out);
}

TEST_F(Handshake, StopsARunAtItsStopTime) {
  watch_.stop_at = std::chrono::steady_clock::now() + std::chrono::milliseconds(500);
  const auto result = watched_sh(": > ready; sleep 30", 20, watch_);
  EXPECT_EQ(result.outcome, grader::ProcessResult::Outcome::stopped);
  EXPECT_LT(result.seconds, 3.0);
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

// A thing defined twice: the compiler's note of where it was defined first
// stays beside its error (the other notes go), and a line the compiler
// says twice (a header read twice) is shown once.
TEST(CompilerErrors, KeepWhereAThingWasFirstDefinedAndEachLineOnce) {
  const std::string log =
      "/sub/a.cpp:14:5: error: redefinition of 'int helper()'\n"
      "   14 | int helper() { return 2; }\n"
      "/sub/a.cpp:13:5: note: 'int helper()' previously defined here\n"
      "/sub/a.cpp:20:1: error: 'y' was not declared in this scope\n"
      "/sub/a.cpp:30:1: note: candidate: 'void f()'\n"
      "/sub/a.cpp:20:1: error: 'y' was not declared in this scope\n";
  EXPECT_EQ(grader::summarize_compiler_errors(log, "/sub"),
            "a.cpp:14:5: error: redefinition of 'int helper()'\n"
            "a.cpp:13:5: note: 'int helper()' previously defined here\n"
            "a.cpp:20:1: error: 'y' was not declared in this scope");
}

// The linker's own lines name the symbol and the student's files and lines;
// its "collect2: error: ld returned 1" says nothing more and is left out, as
// are the object files and a symbol's long parameter list.
TEST(CompilerErrors, TheLinkersOwnLinesNameTheSymbolAndTheLines) {
  const std::string log =
      "/usr/bin/ld: /w/objects/b.cpp.o: in function `attention::helper(unsigned long)':\n"
      "/sub/attention/b.cpp:291: multiple definition of `attention::helper(unsigned long)'; "
      "/w/objects/a.cpp.o:/sub/attention/a.cpp:106: first defined here\n"
      "/usr/bin/ld: /w/objects/b.cpp.o: in function `attention::f()':\n"
      "/sub/attention/b.cpp:12: undefined reference to `attention::stack(std::vector<xt::xtensor_container<"
      "xt::uvector<float, std::allocator<float> >, 2ul, (xt::layout_type)1, xt::xtensor_expression_tag> > const&)'\n"
      "collect2: error: ld returned 1 exit status\n";
  EXPECT_EQ(grader::summarize_compiler_errors(log, "/sub/attention"),
            "b.cpp:291: multiple definition of `attention::helper(unsigned long)'; a.cpp:106: first defined here\n"
            "b.cpp:12: undefined reference to `attention::stack(...)'");
  EXPECT_EQ(grader::summarize_compiler_errors("collect2: error: ld returned 1 exit status\n", "/sub"),
            "collect2: error: ld returned 1 exit status");
  // The line a student's #error makes can be of any length: read in linear
  // time, cut to 300 characters; the code the compiler quotes is no error.
  const std::string huge = "/sub/a.cpp:1:2: error: #error undefined reference " + std::string(40000, 'a') + ".o: x";
  const std::string summary =
      grader::summarize_compiler_errors(huge + "\n    1 | #error undefined reference aaa\n", "/sub");
  EXPECT_EQ(summary, "a.cpp:1:2: error: #error undefined reference " + std::string(255, 'a') + " [...]");
}
