// Repositories as submissions (GitHub Classroom's export): each graded at
// the commit its rule chooses, and read as data, never configuration.
#include <chrono>

#include "cli_fixture.hpp"

// GitHub Classroom's export: a folder of repositories. Each is graded at its
// last commit before the student's deadline (an extension from the roster
// counts), or at a tag; its files are read with git's plumbing, so a filter
// driver in its config and its .gitattributes, or a hook, never runs.
TEST_F(TempDir, BatchGradesRepositoriesAtTheLastCommitBeforeTheDeadline) {
  const fs::path class_dir = dir_ / "classroom";
  const fs::path marker = dir_ / "a-filter-ran";
  const std::string solved = slurp(root / "solutions/udl_multihead/multihead_attention.cpp");
  const std::string stub = slurp(root / "student_template/udl_multihead/multihead_attention.cpp");
  const std::int64_t due = 1792101540;  // 2026-10-15T21:59:00Z
  auto git = [&](const fs::path& repo, const std::string& args, std::int64_t when) {
    const std::string date = "@" + std::to_string(when) + " +0000";
    const std::string command = "cd '" + repo.string() + "' && GIT_AUTHOR_DATE='" + date + "' GIT_COMMITTER_DATE='" +
                                date + "' git -c user.name=Student -c user.email=s@uni.example " + args +
                                " >/dev/null 2>&1";
    ASSERT_EQ(std::system(command.c_str()), 0) << command;
  };
  auto commit = [&](const fs::path& repo, const std::string& text, std::int64_t when) {
    std::ofstream(repo / "multihead_attention.cpp") << text;
    git(repo, "add -A", when);
    git(repo, "commit -q -m work", when);
  };
  auto make_repo = [&](const std::string& name) {
    const fs::path repo = class_dir / name;
    fs::create_directories(repo);
    git(repo, "init -q -b main", due);
    return repo;
  };
  commit(make_repo("hw-alice"), solved, due - 86400);  // then a late commit that would score 0
  commit(class_dir / "hw-alice", stub, due + 86400);
  commit(make_repo("hw-bob"), solved, due + 2 * 86400);    // nothing before the deadline
  commit(make_repo("hw-carol"), solved, due + 2 * 86400);  // on time with her 3 days' extension
  const fs::path dave = make_repo("hw-dave");              // a filter driver and a hook that must not run
  std::ofstream(dave / ".gitattributes") << "* filter=pwn\n";
  std::ofstream(dave / ".git/config", std::ios::app)
      << "[filter \"pwn\"]\n\tsmudge = touch '" << marker.string() << "'; cat\n\tclean = cat\n";
  std::ofstream(dave / ".git/hooks/post-checkout") << "#!/bin/sh\ntouch '" << marker.string() << "'\n";
  fs::permissions(dave / ".git/hooks/post-checkout", fs::perms::owner_all);
  commit(dave, solved, due - 7200);
  const fs::path erin = make_repo("hw-erin");  // a committed link is not taken
  fs::create_symlink("/etc/passwd", erin / "notes.txt");
  commit(erin, solved, due - 60);
  fs::create_directories(class_dir / "frank");  // a plain folder beside the repositories
  std::ofstream(class_dir / "frank/multihead_attention.cpp") << solved;
  fs::last_write_time(class_dir / "frank/multihead_attention.cpp",
                      fs::file_time_type::clock::now() +
                          std::chrono::duration_cast<fs::file_time_type::duration>(
                              std::chrono::system_clock::from_time_t(static_cast<std::time_t>(due - 3600)) -
                              std::chrono::system_clock::now()));
  std::ofstream(dir_ / "roster.csv") << "id,name,github\nu1,Alice,alice\nu2,Bob,bob\nu3,Carol,carol\n"
                                        "u4,Dave,dave\nu5,Erin,erin\nu6,Frank,frank\n";
  std::ofstream(dir_ / "term.json")
      << R"({"format": "autograder-term/1", "due": "2026-10-15T23:59:00+02:00", "extensions": {"u3": 3},
            "submission_time": "student_clock"})";
  const fs::path out = dir_ / "graded";
  auto result = run({"--assignment", "udl_multihead", "batch", class_dir.string(), "--out", out.string(), "--roster",
                     (dir_ / "roster.csv").string(), "--term", (dir_ / "term.json").string()},
                    900);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  EXPECT_NE(result.stderr_text.find("Collecting 5 repositories (the last commit before each student's deadline; their "
                                    "objects and refs copied, then read by git in the sandbox: nothing of a "
                                    "repository's configuration applies and nothing from it runs) ..."),
            std::string::npos)
      << result.stderr_text;
  EXPECT_FALSE(fs::exists(marker)) << "a filter or hook of a student's repository ran";
  const std::string gradebook = slurp(out / "gradebook.csv");
  EXPECT_EQ(gradebook,
            "id,name,email,github,student,Task 1 (2),Task 2 (2),Task 3 (3),Task 4 (3),total,max,submitted,deadline,"
            "days_late,penalty_percent,final,failures\n"
            "u6,Frank,,frank,frank,2,2,3,3,10,10,2026-10-15T20:59:00Z,2026-10-15T21:59:00Z,0,0,10,\n"
            "u1,Alice,,alice,hw-alice,2,2,3,3,10,10,2026-10-14T21:59:00Z,2026-10-15T21:59:00Z,0,0,10,\n"
            "u2,Bob,,bob,hw-bob,0,0,0,0,0,10,,,,,0,the repository hw-bob has no commit before the deadline "
            "2026-10-15T21:59:00Z\n"
            "u3,Carol,,carol,hw-carol,2,2,3,3,10,10,2026-10-17T21:59:00Z,2026-10-18T21:59:00Z,0,0,10,\n"
            "u4,Dave,,dave,hw-dave,2,2,3,3,10,10,2026-10-15T19:59:00Z,2026-10-15T21:59:00Z,0,0,10,\n"
            "u5,Erin,,erin,hw-erin,2,2,3,3,10,10,2026-10-15T21:58:00Z,2026-10-15T21:59:00Z,0,0,10,\n")
      << gradebook;
  EXPECT_FALSE(fs::exists(out / "work/hw-erin/commit/notes.txt"));
  EXPECT_TRUE(fs::exists(out / "work/hw-erin/commit/multihead_attention.cpp"));
  const std::string alice_commit = [&] {
    grader::Limits limits;
    const auto head = grader::run_limited(
        {"/usr/bin/git", "-C", (class_dir / "hw-alice").string(), "rev-parse", "HEAD~1"}, dir_, limits);
    return head.stdout_text.substr(0, 40);
  }();
  const auto alice_record = nlohmann::json::parse(slurp(out / "records/hw-alice.json"));
  EXPECT_EQ(alice_record["submitted_from"], "commit " + alice_commit.substr(0, 12) +
                                                ", the last before 2026-10-15T21:59:00Z (the commit's date: the "
                                                "student's clock)");
  // The record says which commit was graded and by which rule (a merge checks the rule).
  EXPECT_EQ(alice_record["repository"].dump(),
            R"({"commit":")" + alice_commit + R"(","deadline":1792101540,"rule":"deadline"})");
  EXPECT_EQ(nlohmann::json::parse(slurp(out / "records/hw-carol.json"))["repository"]["deadline"], due + 3 * 86400);
  EXPECT_FALSE(nlohmann::json::parse(slurp(out / "records/frank.json")).contains("repository"));

  // The same class as a one-slice split graded without the roster: carol's
  // extension (by roster id) is missed and her repository graded before the
  // term's due time. A merge given the roster refuses her record; graded
  // again with the roster, the slice merges into the single run's gradebook.
  const std::vector<std::string> slice = {
      "--assignment", "udl_multihead", "batch", class_dir.string(), "--out",
      out.string(),   "--shard",       "1/1",   "--term",           (dir_ / "term.json").string()};
  const std::vector<std::string> merge = {"--assignment",
                                          "udl_multihead",
                                          "batch",
                                          "merge",
                                          out.string(),
                                          "--out",
                                          (dir_ / "merged").string(),
                                          "--roster",
                                          (dir_ / "roster.csv").string(),
                                          "--term",
                                          (dir_ / "term.json").string()};
  result = run(slice, 900);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("6 of 6 students graded (1 now, 5 kept from an earlier run)"), std::string::npos)
      << result.stdout_text;
  result = run(merge, 300);
  EXPECT_EQ(result.exit_code, 2) << result.stdout_text;
  EXPECT_EQ(result.stderr_text,
            "grader: error: batch merge: " + (out / "records/hw-carol.json").string() +
                ": hw-carol's repository was graded at the last commit before 2026-10-15T21:59:00Z (the record's "
                "repository.deadline), this merge's --term, --tag and --roster choose the last commit before "
                "2026-10-18T21:59:00Z: nothing merged; give every shard the --term, --tag and --roster of the merge, "
                "and grade that shard again\n");
  EXPECT_FALSE(fs::exists(dir_ / "merged"));
  std::vector<std::string> with_roster = slice;
  with_roster.insert(with_roster.end(), {"--roster", (dir_ / "roster.csv").string()});
  result = run(with_roster, 900);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  result = run(merge, 300);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  EXPECT_EQ(slurp(dir_ / "merged/gradebook.csv"), gradebook);
  // summary.html shows the lateness columns beside the raw score: carol's extension.
  const std::string summary = slurp(dir_ / "merged/summary.html");
  EXPECT_EQ(summary, slurp(out / "summary.html"));
  EXPECT_NE(summary.find("<tr><td>hw-carol</td><td>u3</td><td>Carol</td><td class=\"num\">2</td><td class=\"num\">2"
                         "</td><td class=\"num\">3</td><td class=\"num\">3</td><td class=\"num\">10 / 10</td>"
                         "<td>2026-10-17T21:59:00Z</td><td>2026-10-18T21:59:00Z (extension)</td><td class=\"num\">0"
                         "</td><td class=\"num\">0%</td><td class=\"num\">10 / 10</td><td><a href=\"feedback/"
                         "hw-carol.txt\">feedback</a></td></tr>\n"),
            std::string::npos)
      << summary;

  // At a tag instead: alice tagged her late commit (the stub), bob has no tag.
  git(class_dir / "hw-alice", "tag final", due + 86400);
  result =
      run({"--assignment", "udl_multihead", "batch", class_dir.string(), "--out", out.string(), "--tag", "final"}, 900);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  const std::string tagged = slurp(out / "gradebook.csv");
  EXPECT_NE(tagged.find("\nhw-alice,0,0,0,0,0,10,"), std::string::npos) << tagged;
  EXPECT_NE(tagged.find("\nhw-bob,0,0,0,0,0,10,the repository hw-bob has no tag final\n"), std::string::npos) << tagged;
  EXPECT_NE(tagged.find("\nfrank,2,2,3,3,10,10,\n"), std::string::npos) << tagged;
  EXPECT_FALSE(fs::exists(marker));
}

// A student's repository is data, never configuration: each git mechanism
// that could run a command or read another repository (a promisor remote's
// lazy fetch, alternates, commondir, a .git file or link, fsmonitor,
// hooksPath, includeIf, filters, uploadpack, sshCommand, a link among the
// objects) is tried in one class. Nothing runs, nothing outside a repository
// is read, and each is graded from its own objects or refused with a reason.
TEST_F(TempDir, ARepositoryIsReadAsDataNothingInItRunsOrRedirects) {
  const fs::path class_dir = dir_ / "classroom";
  const fs::path marker = dir_ / "a-command-of-a-repository-ran";
  const std::string solved = slurp(root / "solutions/udl_multihead/multihead_attention.cpp");
  auto git = [&](const fs::path& repo, const std::string& args) {
    const std::string command = "cd '" + repo.string() + "' && git -c user.name=Student -c user.email=s@uni.example " +
                                args + " >/dev/null 2>&1";
    ASSERT_EQ(std::system(command.c_str()), 0) << command;
  };
  auto make_repo = [&](const std::string& name, const std::string& text) {
    const fs::path repo = class_dir / name;
    fs::create_directories(repo);
    git(repo, "init -q -b main");
    std::ofstream(repo / "multihead_attention.cpp") << text;
    git(repo, "add -A");
    git(repo, "commit -q -m work");
    return repo;
  };
  const std::string run_marker = "touch '" + marker.string() + "'";
  // The classmate whose work the others try to reach.
  const fs::path source = make_repo("hw-source", solved);
  // A promisor remote whose "fetch" is a command, and the blob it would fetch removed.
  const fs::path promisor = make_repo("hw-promisor", solved + "\n// mine\n");
  {
    std::ofstream config(promisor / ".git/config", std::ios::app);
    config << "[extensions]\n\tpartialClone = origin\n[remote \"origin\"]\n\turl = ssh://localhost/x\n\tpromisor = "
              "true\n\tuploadpack = "
           << run_marker << "\n[core]\n\tsshCommand = " << run_marker << "\n";
  }
  git(promisor, "config core.repositoryformatversion 1");
  grader::Limits limits;
  const std::string blob =
      grader::run_limited({"/usr/bin/git", "-C", promisor.string(), "rev-parse", "HEAD:multihead_attention.cpp"}, dir_,
                          limits)
          .stdout_text.substr(0, 40);
  ASSERT_TRUE(fs::remove(promisor / ".git/objects" / blob.substr(0, 2) / blob.substr(2))) << blob;
  // Alternates: its objects are the classmate's (git clone --shared).
  ASSERT_EQ(std::system(("git clone -q --shared '" + source.string() + "' '" + (class_dir / "hw-alternates").string() +
                         "' >/dev/null 2>&1")
                            .c_str()),
            0);
  // A linked worktree's folder: its commondir names the classmate's repository.
  fs::create_directories(class_dir / "hw-commondir/.git/objects");
  fs::create_directories(class_dir / "hw-commondir/.git/refs");
  std::ofstream(class_dir / "hw-commondir/.git/commondir") << (source / ".git").string() << "\n";
  std::ofstream(class_dir / "hw-commondir/.git/HEAD") << "ref: refs/heads/main\n";
  // A .git file (gitdir:) and a .git link to the classmate's repository.
  fs::create_directories(class_dir / "hw-gitfile");
  std::ofstream(class_dir / "hw-gitfile/.git") << "gitdir: " << (source / ".git").string() << "\n";
  fs::create_directories(class_dir / "hw-gitlink");
  fs::create_directory_symlink(source / ".git", class_dir / "hw-gitlink/.git");
  // A link among its objects, to the classmate's.
  const fs::path linked = make_repo("hw-objectlink", "// nothing yet\n");
  fs::create_directory_symlink(source / ".git/objects/pack", linked / ".git/objects/xx");
  // Every configuration that runs something, in its config and its .gitattributes.
  const fs::path configured = make_repo("hw-config", solved);
  fs::create_directories(configured / ".git/evil-hooks");
  for (const char* hook : {"post-checkout", "pre-commit", "reference-transaction", "post-index-change"}) {
    std::ofstream(configured / ".git/evil-hooks" / hook) << "#!/bin/sh\n" << run_marker << "\n";
    fs::permissions(configured / ".git/evil-hooks" / hook, fs::perms::owner_all);
  }
  std::ofstream(dir_ / "included.config") << "[core]\n\tfsmonitor = " << run_marker << "\n";
  std::ofstream(configured / ".gitattributes") << "* filter=pwn diff=pwn\n";
  git(configured, "add .gitattributes");
  git(configured, "commit -q -m attributes");
  {
    std::ofstream config(configured / ".git/config", std::ios::app);
    config << "[core]\n\tfsmonitor = " << run_marker << "\n\thooksPath = " << (configured / ".git/evil-hooks").string()
           << "\n\tpager = " << run_marker << "\n\tsshCommand = " << run_marker
           << "\n[includeIf \"gitdir:/\"]\n\tpath = " << (dir_ / "included.config").string()
           << "\n[filter \"pwn\"]\n\tsmudge = " << run_marker << "; cat\n\tclean = " << run_marker
           << "; cat\n\tprocess = " << run_marker << "\n[diff \"pwn\"]\n\ttextconv = " << run_marker
           << "\n[remote \"origin\"]\n\turl = ssh://localhost/x\n\tuploadpack = " << run_marker << "\n";
  }
  const fs::path out = dir_ / "graded";
  const auto result = run({"--assignment", "udl_multihead", "batch", class_dir.string(), "--out", out.string()}, 900);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  EXPECT_FALSE(fs::exists(marker)) << "a command from a student's repository ran";
  const std::string gradebook = slurp(out / "gradebook.csv");
  const std::string promisor_head =
      grader::run_limited({"/usr/bin/git", "-C", promisor.string(), "rev-parse", "HEAD"}, dir_, limits)
          .stdout_text.substr(0, 12);
  for (const std::string& row : std::vector<std::string>{
           "\nhw-alternates,0,0,0,0,0,10,the repository hw-alternates has no commit git can read in its own objects\n",
           "\nhw-commondir,0,0,0,0,0,10,the repository hw-commondir is not read: it is a linked worktree (its "
           "commondir names another repository): hand in the repository itself\n",
           "\nhw-config,2,2,3,3,10,10,\n",
           "\nhw-gitfile,0,0,0,0,0,10,the repository hw-gitfile is not read: its .git is a file (a `gitdir:` link to "
           "a repository elsewhere): hand in the repository itself\n",
           "\nhw-gitlink,0,0,0,0,0,10,the repository hw-gitlink is not read: its .git is a link (only a .git folder "
           "is read)\n",
           "\nhw-objectlink,0,0,0,0,0,10,the repository hw-objectlink is not read: it holds a link: objects/xx\n",
           "\nhw-promisor,0,0,0,0,0,10,\"commit " + promisor_head +
               " in hw-promisor lacks the content of multihead_attention.cpp in its own objects (a partial clone, or "
               "objects borrowed from another repository?)\"\n",
           "\nhw-source,2,2,3,3,10,10,\n"}) {
    EXPECT_NE(gradebook.find(row), std::string::npos) << row << "\n" << gradebook;
  }
  // Each commit's files are what was graded.
  EXPECT_EQ(slurp(out / "work/hw-config/commit/multihead_attention.cpp"), solved);
  EXPECT_EQ(slurp(out / "work/hw-config/commit/.gitattributes"), "* filter=pwn diff=pwn\n");
  EXPECT_FALSE(fs::exists(marker));
}
