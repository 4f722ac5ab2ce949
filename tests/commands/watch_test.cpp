// --watch: a grade again after each edit.
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <thread>

#include "cli_fixture.hpp"

// --watch: after the first report, an edit to a student file rebuilds and
// regrades. The grader runs until killed, so its output is read live.
TEST_F(TempDir, WatchRegradesWhenAFileChanges) {
  fs::create_directories(dir_ / "submission");
  fs::copy(root / "solutions/attention", dir_ / "submission/attention", fs::copy_options::recursive);
  int out[2];
  ASSERT_EQ(::pipe(out), 0);
  const pid_t pid = ::fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    ::dup2(out[1], 1);
    ::close(out[0]);
    ::execl(grader_program.c_str(), grader_program.c_str(), "--root", root.c_str(), "--submission",
            (dir_ / "submission").c_str(), "--build-dir", (dir_ / "build").c_str(), "--color", "never", "--watch",
            static_cast<char*>(nullptr));
    ::_exit(127);
  }
  ::close(out[1]);
  std::string text;
  std::size_t totals = 0;
  bool edited = false;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::minutes(5);
  char buffer[4096];
  while (totals < 2 && std::chrono::steady_clock::now() < deadline) {
    const ssize_t n = ::read(out[0], buffer, sizeof buffer);
    if (n <= 0) break;
    text.append(buffer, static_cast<std::size_t>(n));
    totals = 0;
    for (auto at = text.find("Total: "); at != std::string::npos; at = text.find("Total: ", at + 1)) ++totals;
    if (totals == 1 && !edited) {
      std::this_thread::sleep_for(std::chrono::seconds(1));
      std::ofstream(dir_ / "submission/attention/self_attention.cpp", std::ios::app) << "// edited\n";
      edited = true;
    }
  }
  ::kill(pid, SIGKILL);
  ::waitpid(pid, nullptr, 0);
  ::close(out[0]);
  EXPECT_EQ(totals, 2u) << text;
  EXPECT_NE(text.find("changed; grading again"), std::string::npos) << text;
  EXPECT_NE(text.rfind("Total: 10 / 10"), text.find("Total: 10 / 10")) << text;
}
