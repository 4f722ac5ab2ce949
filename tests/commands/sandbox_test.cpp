// What the sandbox keeps from a student's program: the tools that read it
// run as the sandbox's, its build folder is not its to change, and a class
// is not graded where a student's code could read a classmate's.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli_fixture.hpp"

// The line a student's exception names comes from binutils' addr2line read
// of the student's own program: it runs as the sandbox's tool, never with
// the grader's rights. A stand-in addr2line first on PATH answers each
// address with "self_attention.cpp:<its uid>": as nobody (65534) under
// --sandbox user; under bubblewrap it is not even in sight (only /usr is),
// so no line is named. (Root's uid, line 0, is never a line.)
TEST_F(TempDir, TheStudentsProgramIsReadForSourceLinesInsideTheSandbox) {
  if (::geteuid() != 0) GTEST_SKIP() << "needs root: the sandbox drops to nobody";
  const fs::path bin = dir_ / "bin";
  fs::create_directories(bin);
  {
    std::ofstream fake(bin / "addr2line");
    fake << "#!/bin/sh\nfor a in \"$@\"; do case $a in 0x*) echo \"/x/self_attention.cpp:$(id -u)\";; esac; done\n";
  }
  fs::permissions(bin / "addr2line", fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                                         fs::perms::others_read | fs::perms::others_exec);
  const std::string harness =
      std::string(GRADER_TEST_HARNESS_DIR) + "/attention_mutant_broadcast_error_names_shapes_and_line_harness";
  grader::Limits limits;
  limits.timeout_seconds = 120;
  limits.memory_mb = 0;
  const auto grade_with = [&](const std::string& sandbox) {
    // The stand-in is named by GRADER_ADDR2LINE: the one rule for finding programs never reads PATH.
    return grader::run_limited({"/usr/bin/env", "GRADER_ADDR2LINE=" + (bin / "addr2line").string(), grader_program,
                                "--harness", harness, "--task", "1.2", "--sandbox", sandbox, "--color", "never"},
                               root, limits);
  };
  const auto as_nobody = grade_with("user");
  ASSERT_EQ(as_nobody.exit_code, 0) << as_nobody.stderr_text;
  EXPECT_NE(as_nobody.stdout_text.find("your code threw xt::broadcast_error at self_attention.cpp:65534: "),
            std::string::npos)
      << as_nobody.stdout_text;
  const auto in_bubblewrap = grade_with("bubblewrap");
  ASSERT_EQ(in_bubblewrap.exit_code, 0) << in_bubblewrap.stderr_text;
  EXPECT_NE(in_bubblewrap.stdout_text.find("your code threw xt::broadcast_error: Incompatible dimension of arrays: "),
            std::string::npos)
      << in_bubblewrap.stdout_text;
}

// In `user` mode the student's program runs as the same user (nobody) as
// the compiler: the build folder is that user's only while the compiler
// runs. A program that tries, as it starts, to rewrite its staged file,
// plant a link and move the staged folder (which a later grade would write
// through, as root) changes nothing there, and keeps its points.
TEST_F(TempDir, InUserModeTheStudentsProgramCannotChangeItsBuildFolder) {
  if (::geteuid() != 0) GTEST_SKIP() << "needs root: the sandbox drops to nobody";
  const fs::path build = dir_ / "build";
  fs::create_directories(dir_ / "submission");
  fs::copy(root / "solutions/attention", dir_ / "submission", fs::copy_options::recursive);
  {
    std::ofstream tamper(dir_ / "submission/self_attention.cpp", std::ios::app);
    tamper << "#include <fcntl.h>\n#include <unistd.h>\nnamespace {\nstruct Tamper {\n  Tamper() {\n"
           << "    const int fd = ::open(\"" << (build / "submission/self_attention.cpp").string()
           << "\", O_WRONLY | O_APPEND);\n"
           << "    if (fd >= 0) { (void)!::write(fd, \"// tampered\\n\", 12); ::close(fd); }\n"
           << "    (void)!::symlink(\"/tmp\", \"" << (build / "planted-link").string() << "\");\n"
           << "    (void)!::rename(\"" << (build / "submission").string() << "\", \"" << (build / "moved").string()
           << "\");\n  }\n} tamper;\n}  // namespace\n";
  }
  for (int grade = 0; grade < 2; ++grade) {  // the second grade reuses the folder the first one's program ran beside
    const auto result = run({"--submission", (dir_ / "submission").string(), "--build-dir", build.string(), "--sandbox",
                             "user", "--color", "never", "--task", "1.1"});
    ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
    EXPECT_NE(result.stdout_text.find("Total: 1 / 1"), std::string::npos) << result.stdout_text;
    EXPECT_FALSE(fs::exists(fs::symlink_status(build / "planted-link"))) << grade;
    EXPECT_FALSE(fs::exists(build / "moved")) << grade;
    // The line the program would append (its own source holds it with "\\n", not a line end).
    EXPECT_EQ(slurp(build / "submission/self_attention.cpp").find("// tampered\n"), std::string::npos) << grade;
    struct stat info {};
    ASSERT_EQ(::lstat(build.c_str(), &info), 0);
    EXPECT_EQ(info.st_uid, 0u);
    EXPECT_EQ(info.st_mode & 022u, 0u);
  }
}

namespace {

// The attack on a class graded without namespaces (issue 51): a submission
// whose forward first looks for a classmate's files, through every
// process's command line in /proc (the grader's names the class's folder
// and --out) and every process's working folder (/proc/<pid>/cwd), and
// throws the paths of the files of alice's it could open, so that its own
// feedback carries them (task 1.2 then scores 0). The name it looks for is
// made at run time: its own files never hold it.
const std::string classmate_finder = R"attack(#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

std::string classmate() {
  std::string name = "bmjdf";
  for (auto& c : name) c = static_cast<char>(c - 1);
  return "/" + name;
}

void look(const std::string& path, int depth, int& visited, std::string& found) {
  if (depth > 6 || ++visited > 20000 || found.size() > 4000) return;
  if (DIR* dir = ::opendir(path.c_str())) {
    while (const dirent* entry = ::readdir(dir)) {
      const std::string name = entry->d_name;
      if (name != "." && name != "..") look(path + "/" + name, depth + 1, visited, found);
    }
    ::closedir(dir);
    return;
  }
  const int fd = ::open(path.c_str(), O_RDONLY);
  if (fd < 0) return;
  char byte = 0;
  if (::read(fd, &byte, 1) == 1 && path.find(classmate()) != std::string::npos) found += " " + path;
  ::close(fd);
}

const std::string& classmates_files() {
  static const std::string found = [] {
    std::vector<std::string> roots;
    if (DIR* proc = ::opendir("/proc")) {
      while (const dirent* entry = ::readdir(proc)) {
        const std::string pid = entry->d_name;
        if (pid.find_first_not_of("0123456789") != std::string::npos) continue;
        std::ifstream cmdline("/proc/" + pid + "/cmdline");
        std::vector<std::string> args;
        for (std::string arg; std::getline(cmdline, arg, '\0');) args.push_back(arg);
        bool grader = false;
        for (const auto& arg : args) grader = grader || arg == "batch";
        for (const auto& arg : args) {
          if (grader && arg.size() > 1 && arg[0] == '/') roots.push_back(arg);
        }
        char cwd[4096];
        const ssize_t length = ::readlink(("/proc/" + pid + "/cwd").c_str(), cwd, sizeof cwd);
        if (length > 1) roots.emplace_back(cwd, static_cast<std::size_t>(length));
      }
      ::closedir(proc);
    }
    std::string paths;
    int visited = 0;
    for (const auto& root : roots) {
      if (root.rfind("/tmp/", 0) == 0) look(root, 0, visited, paths);
    }
    return paths;
  }();
  return found;
}

}  // namespace

)attack";

// mallory's self_attention.cpp: the solution's, with the attack before its namespace and at the start of forward.
std::string classmate_finding_solution() {
  std::string text = slurp(root / "solutions/attention/self_attention.cpp");
  const std::string space = "namespace attention {\n";
  text.insert(text.find(space), classmate_finder);
  const std::string stub = "  // STUB: throw NotImplemented(\"Task 1.2: SelfAttention::forward\");\n";
  text.insert(text.find(stub) + stub.size(),
              "  if (!classmates_files().empty()) throw std::runtime_error(\"found:\" + classmates_files());\n");
  return text;
}

std::vector<double> task_scores(const fs::path& record) {
  std::vector<double> points;
  const auto json = nlohmann::json::parse(slurp(record));
  for (const auto& task : json.at("tasks")) points.push_back(task.at("score").get<double>());
  return points;
}

}  // namespace

// A class graded in `user` mode (no namespaces) would run each student's
// code as nobody beside the class's folders: mallory's code finds alice's
// submission, feedback and record through /proc and reads them (as it does
// with --sandbox none: task 1.2 scores 0, its message names alice's files).
// So batch refuses `user` mode for a folder of more than one entry (a
// hidden one too), and for one student whose --out holds another's
// results, before anything is built or run, naming bubblewrap; under
// bubblewrap mallory finds nothing and scores 10 / 10, and alone in `user`
// mode too.
TEST_F(TempDir, InUserModeBatchGradesNoClassWhereAStudentsCodeCouldReadAClassmates) {
  if (::geteuid() != 0) GTEST_SKIP() << "needs root: the sandbox drops to nobody";
  const fs::path class_dir = dir_ / "class";
  const fs::path alone = dir_ / "alone";
  for (const auto& folder : {class_dir / "alice", class_dir / "mallory", alone / "mallory"}) {
    fs::create_directories(folder);
    fs::copy(root / "solutions/attention/multi_head_self_attention.cpp", folder / "multi_head_self_attention.cpp");
  }
  fs::copy(root / "solutions/attention/self_attention.cpp", class_dir / "alice/self_attention.cpp");
  for (const auto& folder : {class_dir / "mallory", alone / "mallory"}) {
    std::ofstream(folder / "self_attention.cpp") << classmate_finding_solution();
  }
  const std::vector<double> full = {1, 3, 3, 1, 2};
  const std::string refused =
      "grader: error: batch: --sandbox user runs every student's code as the user nobody, "
      "without namespaces: a student's code could find the class's folders through /proc "
      "(the grader's command line) and copy classmates' submissions, feedback and records "
      "into its own feedback. Grade a class where bubblewrap works (--sandbox bubblewrap: "
      "apt-get install bubblewrap, and a kernel or container that lets it make namespaces), "
      "or each submission on its own (./grade --submission FOLDER --sandbox user, one "
      "submission per machine, as on Gradescope); ";

  // The class in user mode: refused, nothing built, run or written.
  const fs::path out = dir_ / "graded";
  auto result = run({"batch", class_dir.string(), "--out", out.string(), "--sandbox", "user"}, 600);
  EXPECT_EQ(result.exit_code, 2) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(result.stderr_text, refused + class_dir.string() + " holds 2 entries, so nothing was graded\n");
  EXPECT_FALSE(fs::exists(out));

  // The attack is real: without a sandbox (as root) mallory's code finds alice's files and throws their paths.
  const fs::path open_out = dir_ / "graded-none";
  result = run({"batch", class_dir.string(), "--out", open_out.string(), "--sandbox", "none"}, 600);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(task_scores(open_out / "records/alice.json"), full);
  EXPECT_EQ(task_scores(open_out / "records/mallory.json"), (std::vector<double>{1, 0, 3, 1, 2}));
  const std::string leaked = slurp(open_out / "feedback/mallory.txt");
  EXPECT_NE(leaked.find("found: " + (class_dir / "alice").string() + "/"), std::string::npos) << leaked;

  // Under bubblewrap the same class: mallory finds nothing.
  result = run({"batch", class_dir.string(), "--out", out.string(), "--sandbox", "bubblewrap"}, 600);
  if (result.stderr_text.find("--sandbox bubblewrap: ") == std::string::npos) {
    ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
    EXPECT_EQ(task_scores(out / "records/alice.json"), full);
    EXPECT_EQ(task_scores(out / "records/mallory.json"), full);
    EXPECT_EQ(slurp(out / "feedback/mallory.txt").find("found:"), std::string::npos);
  }

  // mallory alone in user mode: graded, nothing of a classmate to find.
  const fs::path alone_out = dir_ / "graded-alone";
  result = run({"batch", alone.string(), "--out", alone_out.string(), "--sandbox", "user"}, 600);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(task_scores(alone_out / "records/mallory.json"), full);
  EXPECT_EQ(slurp(alone_out / "feedback/mallory.txt").find("found:"), std::string::npos);

  // Alone, but beside a hidden folder (the class's .git): refused, whatever is in it.
  fs::create_directories(alone / ".git");
  result = run({"batch", alone.string(), "--out", (dir_ / "graded-hidden").string(), "--sandbox", "user"}, 600);
  EXPECT_EQ(result.exit_code, 2) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(result.stderr_text, refused + alone.string() + " holds 2 entries, so nothing was graded\n");
  EXPECT_FALSE(fs::exists(dir_ / "graded-hidden"));
  fs::remove_all(alone / ".git");

  // Alone, but into a --out that holds the class's results: refused, nothing of mallory's run.
  fs::remove_all(out);
  fs::copy(open_out, out, fs::copy_options::recursive);
  fs::remove_all(out / "records/mallory.json");
  fs::remove_all(out / "feedback/mallory.txt");
  result = run({"batch", alone.string(), "--out", out.string(), "--sandbox", "user"}, 600);
  EXPECT_EQ(result.exit_code, 2) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(result.stderr_text, refused + out.string() +
                                    " holds other students' results (batch.json, feedback/alice.md, feedback/alice.txt "
                                    "and 2 more), so nothing was graded: give another --out\n");
  EXPECT_FALSE(fs::exists(out / "records/mallory.json"));
}
