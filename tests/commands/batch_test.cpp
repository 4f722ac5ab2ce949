// `grade batch`: a class into a gradebook, its students kept apart, files
// that could see each other compiled one by one, and a run interrupted and
// resumed.
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <tuple>

#include "cli_fixture.hpp"
#include "grader/support/checksum.hpp"

namespace {

std::string sha256_of(const std::string& text) { return grader::sha256_hex(text); }

void pack(const fs::path& folder, const fs::path& archive, const std::string& format) {
  grader::Limits limits;
  limits.timeout_seconds = 60;
  const auto result = grader::run_limited(
      {"/usr/bin/cmake", "-E", "tar", "cf", archive.string(), "--format=" + format, folder.filename().string()},
      folder.parent_path(), limits);
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  fs::remove_all(folder);
}

// A class of six: each kind of submission an instructor receives.
fs::path make_class(const fs::path& dir) {
  const fs::path class_dir = dir / "class";
  const fs::path solutions = root / "solutions/attention";
  fs::create_directories(class_dir / "alice/attention");  // the solution, one folder down, answers.md filled in
  for (const char* file : {"self_attention.cpp", "multi_head_self_attention.cpp"}) {
    fs::copy(solutions / file, class_dir / "alice/attention" / file);
  }
  std::string answers = slurp(root / "student_template/attention/answers.md");
  answers.replace(answers.find("_Your answer._"), 14, "Sharper, with \"peaked\" rows.");
  std::ofstream(class_dir / "alice/attention/answers.md") << answers;
  fs::create_directories(class_dir / "bob/repo/student_template");  // the untouched template, zipped
  fs::copy(root / "student_template/attention", class_dir / "bob/repo/student_template/attention",
           fs::copy_options::recursive);
  pack(class_dir / "bob", class_dir / "bob.zip", "zip");
  fs::create_directories(class_dir / "carol");  // forgot a file
  fs::copy(solutions / "self_attention.cpp", class_dir / "carol/self_attention.cpp");
  fs::create_directories(class_dir / "dave");  // one file does not compile; a tarball
  fs::copy(solutions / "self_attention.cpp", class_dir / "dave/self_attention.cpp");
  std::string broken = slurp(solutions / "multi_head_self_attention.cpp");
  broken.replace(broken.find("return masked;"), 14, "return undefined_thing;");
  std::ofstream(class_dir / "dave/multi_head_self_attention.cpp") << broken;
  pack(class_dir / "dave", class_dir / "dave.tar.gz", "gnutar");
  fs::create_directories(class_dir / "erin");  // unscaled scores
  fs::copy(solutions / "self_attention.cpp", class_dir / "erin/self_attention.cpp");
  std::ofstream(class_dir / "erin/multi_head_self_attention.cpp") << mutated_solution("mhsa_unscaled");
  fs::create_directories(class_dir / "mallory");  // an archive with a link out of its folder
  fs::create_directory_symlink("/etc", class_dir / "mallory/attention");
  pack(class_dir / "mallory", class_dir / "mallory.tar", "gnutar");
  std::ofstream(class_dir / "README.txt") << "not a submission\n";
  return class_dir;
}

}  // namespace

// `grade batch`: exact points per student and task, the reasons, feedback
// files, the class summary, then a resumed run that regrades only the
// student whose files changed.
TEST_F(TempDir, BatchGradesAClassIntoAGradebookAndResumes) {
  const fs::path class_dir = make_class(dir_);
  const fs::path out = dir_ / "graded";
  // Where dave's error is: line:column of the edited return.
  const std::string solution_text = slurp(root / "solutions/attention/multi_head_self_attention.cpp");
  const std::size_t at = solution_text.find("return masked;");
  const std::string dave_line =
      std::to_string(std::count(solution_text.begin(), solution_text.begin() + static_cast<long>(at), '\n') + 1);
  auto result = run({"batch", class_dir.string(), "--out", out.string(), "--jobs", "2"}, 900);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("6 of 6 students graded (6 now, 0 kept from an earlier run); mean 5 / 10"),
            std::string::npos)
      << result.stdout_text;
  EXPECT_NE(result.stderr_text.find("skipped README.txt: not a folder, .zip, .tar, .tar.gz or .tgz"),
            std::string::npos);
  EXPECT_NE(result.stderr_text.find("6/6 graded"), std::string::npos) << result.stderr_text;
  // The hidden set is the one published with the framework: said before grading and again after it.
  EXPECT_NE(result.stderr_text.find(published_set_warning("attention")), std::string::npos) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("/<student>.txt and .md\n" + published_set_warning("attention") + "\n"),
            std::string::npos)
      << result.stdout_text;
  const std::string not_answered =
      "answer Q1: (not answered)\nanswer Q2: (not answered)\nanswer Q3: (not answered)\n"
      "answer Q4: (not answered)\nanswer Q5: (not answered)";
  EXPECT_EQ(
      slurp(out / "gradebook.csv"),
      "student,Task 1.1 (1),Task 1.2 (3),Task 2.1 (3),Task 2.2 (1),Task 2.3 (2),Style: your code follows "
      ".clang-format,Shape comments on every tensor statement,Bonus: SelfAttention::forward in at most 3 "
      "statements,Written questions Q1 to Q5 (answers.md),total,max,failures\n"
      "alice,1,3,3,1,2,0,0,0,\"answer Q1:\n  Sharper, with \"\"peaked\"\" rows.\nanswer Q2: (not answered)\n"
      "answer Q3: (not answered)\nanswer Q4: (not answered)\nanswer Q5: (not answered)\",10,10,\n"
      "bob,0,0,0,0,0,0,0,0,\"" +
          not_answered +
          "\",0,10,\""
          "Task 1.1: not implemented yet (Task 1.1: SelfAttention constructor); "
          "Task 1.2: not implemented yet (Task 1.2: SelfAttention::forward); "
          "Task 2.1: not implemented yet (Task 2.1: MultiHeadSelfAttention::scores); "
          "Task 2.2: not implemented yet (Task 2.2: MultiHeadSelfAttention::apply_causal_mask); "
          "Task 2.3: not implemented yet (Task 2.3: MultiHeadSelfAttention::attend)\"\n"
          "carol,1,3,0,0,0,0,0,0,(answers.md is missing),4,10,the submission has no multi_head_self_attention.cpp\n"
          "dave,1,3,3,0,2,0,0,0,(answers.md is missing),9,10,\"Task 2.2: your code does not compile: "
          "multi_head_self_attention.cpp line " +
          dave_line +
          " (the compiler's words are in the report; the template's stub stands in for "
          "multi_head_self_attention.cpp lines 195-203)\"\n"
          "erin,1,3,0,1,2,0,0,0,(answers.md is missing),7,10,"
          "Task 2.1: your scores equal the unscaled q k^T: divide by sqrt(head_size)\n"
          "mallory,0,0,0,0,0,,,,,0,10,the archive mallory.tar holds a link or special file (only files and folders "
          "are accepted): mallory/attention\n");
  const std::string erin = slurp(out / "feedback/erin.txt");
  EXPECT_NE(erin.find("FAIL  Task 2.1"), std::string::npos) << erin;
  EXPECT_NE(erin.find("Hint: your scores equal the unscaled q k^T: divide by sqrt(head_size)"), std::string::npos)
      << erin;
  EXPECT_NE(erin.find("Total: 7 / 10"), std::string::npos) << erin;
  EXPECT_NE(slurp(out / "feedback/dave.md").find("**Your code does not compile**"), std::string::npos);
  // alice's two files compiled as one unit; dave's unit did not compile, so
  // his files were compiled one by one to find which one is broken.
  EXPECT_TRUE(fs::exists(out / "work/alice/build/objects/submission.o"));
  EXPECT_FALSE(fs::exists(out / "work/alice/build/objects/self_attention.cpp.o"));
  EXPECT_TRUE(fs::exists(out / "work/dave/build/objects/self_attention.cpp.o"));
  EXPECT_EQ(slurp(out / "work/alice/build/build.log").rfind("compiled as one unit: ", 0), 0U);
  const std::string summary = slurp(out / "summary.html");
  EXPECT_NE(summary.find("6 submissions graded against the hidden references. Mean 5 / 10, median 7."),
            std::string::npos)
      << summary;
  EXPECT_NE(
      summary.find("</p>\n<p class=\"fail\" id=\"published-hidden-set\"><strong>WARNING: grading against the "
                   "hidden set published with the framework (reference_values/attention/hidden is attention&apos;s"),
      std::string::npos)
      << summary;
  // The most frequent mistakes, each with how many students made it.
  EXPECT_NE(summary.find("<title>Task 2.1: your scores equal the unscaled q k^T: divide by sqrt(head_size)</title>"
                         "</text><rect x=\"330\" y=\"4\" width=\"50\" height=\"16\" fill=\"#3b6fb6\"/><text x=\"386\" "
                         "y=\"16\" font-size=\"12\">1 of 6</text>"),
            std::string::npos)
      << summary;
  EXPECT_NE(summary.find("<title>Task 2.1: MultiHeadSelfAttention::scores (scaled)</title></text><rect x=\"330\" "
                         "y=\"52\" width=\"99\" height=\"16\" fill=\"#3b6fb6\"/><text x=\"435\" y=\"64\" "
                         "font-size=\"12\">33%</text>"),
            std::string::npos)
      << "Task 2.1 pass rate: 2 of 6 (alice, and dave, whose broken region is Task 2.2's)";

  // Nothing changed: every record is kept. Then erin fixes her file: only she is graded again.
  result = run({"batch", class_dir.string(), "--out", out.string()}, 900);
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("6 of 6 students graded (0 now, 6 kept from an earlier run)"), std::string::npos)
      << result.stdout_text;
  fs::copy(root / "solutions/attention/multi_head_self_attention.cpp", class_dir / "erin/multi_head_self_attention.cpp",
           fs::copy_options::overwrite_existing);
  result = run({"batch", class_dir.string(), "--out", out.string()}, 900);
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("6 of 6 students graded (1 now, 5 kept from an earlier run); mean 5.5 / 10"),
            std::string::npos)
      << result.stdout_text;
  EXPECT_NE(slurp(out / "gradebook.csv").find("\nerin,1,3,3,1,2,0,0,0,(answers.md is missing),10,10,\n"),
            std::string::npos);

  // The term: a roster (GitHub usernames; frank has no submission, mallory
  // is on no roster), a due time with a late policy, a late student (erin),
  // an extension (carol) and a submission past the limit (mallory). Every
  // record is kept: the term is applied to the grades, nothing is regraded.
  const std::int64_t due = 1792101540;  // 2026-10-15T21:59:00Z
  auto file_time = [](std::int64_t seconds) {
    return fs::file_time_type::clock::now() +
           std::chrono::duration_cast<fs::file_time_type::duration>(
               std::chrono::system_clock::from_time_t(static_cast<std::time_t>(seconds)) -
               std::chrono::system_clock::now());
  };
  auto set_folder_time = [&](const fs::path& folder, std::int64_t seconds) {
    for (const auto& entry : fs::recursive_directory_iterator(folder)) {
      if (entry.is_regular_file()) fs::last_write_time(entry.path(), file_time(seconds));
    }
  };
  // A submission_metadata.json among alice's own files is alice's file, not
  // Gradescope's record: her files' time (2 started days late) counts, not
  // the on-time created_at she wrote.
  std::ofstream(class_dir / "alice/submission_metadata.json")
      << R"({"id": 123456, "created_at": "2026-10-15T21:29:00.365935+02:00", "assignment": {"title": "A1"}})";
  set_folder_time(class_dir / "alice", due + 30 * 3600);
  fs::last_write_time(class_dir / "bob.zip", file_time(due - 86400));
  set_folder_time(class_dir / "carol", due + 50 * 3600);  // on time with her extension (3 days)
  fs::last_write_time(class_dir / "dave.tar.gz", file_time(due));
  set_folder_time(class_dir / "erin", due + 30 * 3600);                         // 2 started days late: 20%
  fs::last_write_time(class_dir / "mallory.tar", file_time(due + 20 * 86400));  // past the 14 days accepted
  std::ofstream(dir_ / "roster.csv") << "id,name,email,github,lms id\n"
                                        "u01,Alice Archer,alice@uni.example,alice,501\n"
                                        "u02,Bob Baker,bob@uni.example,bob,502\n"
                                        "u03,Carol Cruz,carol@uni.example,carol,503\n"
                                        "u04,Dave Dunn,dave@uni.example,dave,504\n"
                                        "u05,Erin Egan,erin@uni.example,erin,505\n"
                                        "u06,Frank Fox,frank@uni.example,frankf,506\n";
  std::ofstream(dir_ / "term.json") << R"({"format": "autograder-term/1", "assignment": "attention",
    "due": "2026-10-15T23:59:00+02:00",
    "late_policy": {"percent_per_day": 10, "max_percent": 50, "reject_after_days": 14},
    "extensions": {"u03": "2026-10-18T23:59:00+02:00"}, "submission_time": "student_clock",
    "canvas_assignment_id": 4711, "moodle_grade_item": "Assignment: Attention", "no_submission": "zero"})";
  result = run({"batch", class_dir.string(), "--out", out.string(), "--roster", (dir_ / "roster.csv").string(),
                "--term", (dir_ / "term.json").string()},
               900);
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("6 of 6 students graded (0 now, 6 kept from an earlier run)"), std::string::npos)
      << result.stdout_text;
  EXPECT_NE(result.stdout_text.find("  deadline 2026-10-15T21:59:00Z: 3 late\n"), std::string::npos)
      << result.stdout_text;
  EXPECT_NE(result.stdout_text.find("  roster: 5 of 6 students matched; 1 submissions of nobody on it, 1 students "
                                    "without a submission"),
            std::string::npos)
      << result.stdout_text;
  // mallory matches nobody, and may be Frank's: Frank gets no 0 (no_submission: zero) while she is unmatched.
  EXPECT_NE(result.stdout_text.find("  roster: no 0 for the 1 students without a submission while 1 submissions "
                                    "match nobody (or several): any may be theirs; rename them or add the roster "
                                    "column that holds their names (roster.txt)\n"),
            std::string::npos)
      << result.stdout_text;
  EXPECT_NE(result.stdout_text.find("  LMS import: " + (out / "canvas.csv").string() +
                                    " (1 students left out: see roster.txt)\n  LMS import: " +
                                    (out / "moodle.csv").string() + " (1 students left out: see roster.txt)\n"),
            std::string::npos)
      << result.stdout_text;
  EXPECT_EQ(slurp(out / "canvas.csv"),
            "Student,ID,SIS User ID,SIS Login ID,Section,Assignment 1: self-attention and multi-head self-attention "
            "(4711)\n"
            "Points Possible,,,,,10\n"
            ",501,,,,8\n"
            ",502,,,,0\n"
            ",503,,,,4\n"
            ",504,,,,9\n"
            ",505,,,,8\n");
  EXPECT_EQ(slurp(out / "moodle.csv"),
            "Email address,Assignment: Attention (Real),Assignment: Attention (Feedback)\n"
            "alice@uni.example,8,\"10 / 10, 2 days late: -20%\"\n"
            "bob@uni.example,0,0 / 10\n"
            "carol@uni.example,4,4 / 10\n"
            "dave@uni.example,9,9 / 10\n"
            "erin@uni.example,8,\"10 / 10, 2 days late: -20%\"\n");
  const std::string frank_left_out =
      ": no submission matched, but 1 submissions match nobody on the roster (mallory): no 0 while one may be "
      "theirs (roster.txt says what each was compared with)";
  EXPECT_EQ(slurp(out / "roster.txt"), "Roster " + (dir_ / "roster.csv").string() +
                                           ": 6 students, 5 with a submission\n"
                                           "\nSubmissions of no student on the roster (1):\n  mallory\n"
                                           "  Each name was compared with the roster's id, email, github, lms id "
                                           "columns (equal, case ignored; a GitHub username also as the name's "
                                           "-<username> ending). Rename the submission to one of its student's, or "
                                           "add a column that holds its name (id, email, login id, github, lms id). "
                                           "Until then no LMS file gives a 0 or an EX to a student without a "
                                           "submission.\n"
                                           "\nSubmissions that match several students (not exported) (0): none\n"
                                           "\nStudents with several submissions (not exported: keep one) (0): none\n"
                                           "\nStudents without a submission (1):\n  u06 (Frank Fox)\n"
                                           "\nStudents not in canvas.csv (1):\n  u06 (Frank Fox)" +
                                           frank_left_out +
                                           "\n"
                                           "\nStudents not in moodle.csv (1):\n  u06 (Frank Fox)" +
                                           frank_left_out + "\n");
  const std::string term_gradebook = slurp(out / "gradebook.csv");
  EXPECT_EQ(term_gradebook.rfind("id,name,email,github,student,Task 1.1 (1),", 0), 0u) << term_gradebook;
  for (const std::string row :
       {"\nu01,Alice Archer,alice@uni.example,alice,alice,1,3,3,1,2,0,0,0,\"answer Q1:",
        ",10,10,2026-10-17T03:59:00Z,2026-10-15T21:59:00Z,2,20,8,\n",
        "\nu03,Carol Cruz,carol@uni.example,carol,carol,1,3,0,0,0,0,0,0,(answers.md is missing),4,10,"
        "2026-10-17T23:59:00Z,2026-10-18T21:59:00Z,0,0,4,the submission has no multi_head_self_attention.cpp\n",
        "\nu05,Erin Egan,erin@uni.example,erin,erin,1,3,3,1,2,0,0,0,(answers.md is missing),10,10,"
        "2026-10-17T03:59:00Z,2026-10-15T21:59:00Z,2,20,8,\n",
        "\n,,,,mallory,0,0,0,0,0,,,,,0,10,2026-11-04T21:59:00Z,2026-10-15T21:59:00Z,20,100,0,\"not accepted: 20 "
        "days late; the archive mallory.tar holds a link",
        "\nu06,Frank Fox,frank@uni.example,frankf,,,,,,,,,,,,,,,,,,no submission\n"}) {
    EXPECT_NE(term_gradebook.find(row), std::string::npos) << row << "\n" << term_gradebook;
  }
  // summary.html shows what the exports carry: erin's 10 is 8 (2 days late),
  // carol's deadline is her extension, mallory's is not accepted, frank has none.
  const std::string term_summary = slurp(out / "summary.html");
  for (const std::string& row : std::vector<std::string>{
           "<tr><td>erin</td><td>u05</td><td>Erin Egan</td><td class=\"num\">1</td><td class=\"num\">3</td>"
           "<td class=\"num\">3</td><td class=\"num\">1</td><td class=\"num\">2</td><td class=\"num\">0</td>"
           "<td class=\"num\">0</td><td class=\"num\">0</td><td class=\"num\">review</td><td class=\"num\">10 / 10</td>"
           "<td>2026-10-17T03:59:00Z</td><td>2026-10-15T21:59:00Z</td><td class=\"num fail\">2</td>"
           "<td class=\"num fail\">20%</td><td class=\"num fail\">8 / 10</td>"
           "<td><a href=\"feedback/erin.txt\">feedback</a></td><td></td></tr>\n",
           "<td class=\"num\">4 / 10</td><td>2026-10-17T23:59:00Z</td><td>2026-10-18T21:59:00Z (extension)</td>"
           "<td class=\"num\">0</td><td class=\"num\">0%</td><td class=\"num\">4 / 10</td>"
           "<td><a href=\"feedback/carol.txt\">feedback</a></td><td></td></tr>\n",
           "<tr><td>mallory</td><td class=\"fail\">no roster match (roster.txt)</td><td></td>",
           "<td>2026-11-04T21:59:00Z</td><td>2026-10-15T21:59:00Z</td><td class=\"num fail\">20</td>"
           "<td class=\"num fail\">100%</td><td class=\"num fail\">0 / 10 (not accepted)</td>"
           "<td><a href=\"feedback/mallory.txt\">feedback</a></td><td class=\"fail\">not in canvas.csv: no roster "
           "match; not in moodle.csv: no roster match</td></tr>\n",
           "<tr><td></td><td>u06</td><td>Frank Fox</td><td class=\"fail\" colspan=\"16\">no submission</td>"
           "<td class=\"fail\">not in canvas.csv" +
               frank_left_out + "; not in moodle.csv" + frank_left_out + "</td></tr>\n"}) {
    EXPECT_NE(term_summary.find(row), std::string::npos) << row << "\n" << term_summary;
  }
}

// Batch integrity: names that clean to one file name stay apart (a suffix
// from each one's own name), an archive bomb and an archive of too many files
// are refused before anything is unpacked, a clone of the course with a
// changed released file is graded with the released copy and flagged, and a
// record is kept only while the grader binary is unchanged.
TEST_F(TempDir, BatchKeepsStudentsApartRefusesBombsAndRegradesAfterAnyChange) {
  const fs::path class_dir = dir_ / "class";
  const fs::path solutions = root / "solutions/attention";
  const fs::path template_dir = root / "student_template/attention";
  auto put = [](const fs::path& from, const fs::path& folder, std::vector<std::string> files) {
    fs::create_directories(folder);
    for (const auto& file : files) fs::copy(from / file, folder / file);
  };
  const std::vector<std::string> both = {"self_attention.cpp", "multi_head_self_attention.cpp"};
  put(solutions, class_dir / "José", both);  // -> Jos__-<suffix>
  std::ofstream(class_dir / "José/answers.md", std::ios::binary) << "Q1: la r\xe9ponse est \xab oui \xbb\n";  // Latin-1
  put(template_dir, class_dir / "Josè", both);                  // -> Jos__-<other suffix>
  put(solutions, class_dir / "Jos__", {"self_attention.cpp"});  // needed no cleaning: keeps Jos__
  fs::create_directories(class_dir / "bomb");                   // 100 MiB of zeros, a few hundred KiB zipped
  std::ofstream(class_dir / "bomb/self_attention.cpp") << "// nothing\n";
  std::ofstream(class_dir / "bomb/zeros.bin").close();
  fs::resize_file(class_dir / "bomb/zeros.bin", 100U << 20);
  pack(class_dir / "bomb", class_dir / "bomb.zip", "zip");
  ASSERT_LT(fs::file_size(class_dir / "bomb.zip"), 1U << 20);
  fs::create_directories(class_dir / "many");
  for (int i = 0; i < 1000; ++i) std::ofstream(class_dir / "many" / ("f" + std::to_string(i))) << i;
  pack(class_dir / "many", class_dir / "many.tar", "gnutar");
  // A whole clone of the course repository whose manifest gives more points.
  put(root, class_dir / "clone", {"CMakeLists.txt"});
  put(solutions, class_dir / "clone/student_template/attention", both);
  fs::create_directories(class_dir / "clone/assignments/attention");
  std::ofstream(class_dir / "clone/assignments/attention/manifest.json")
      << slurp(root / "assignments/attention/manifest.json") << " ";
  const fs::path grader_copy = dir_ / "grader";  // a copy this test may change
  fs::copy_file(grader_program, grader_copy);
  const fs::path out = dir_ / "graded";
  auto batch = [&] {
    grader::Limits limits;
    limits.timeout_seconds = 1200;
    limits.memory_mb = 0;
    limits.file_size_mb = 0;
    return grader::run_limited({grader_copy.string(), "--root", root.string(), "batch", class_dir.string(), "--out",
                                out.string(), "--jobs", "2"},
                               root, limits);
  };

  auto result = batch();
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("6 of 6 students graded (6 now, 0 kept from an earlier run); mean 4 / 10"),
            std::string::npos)
      << result.stdout_text;
  const std::string jose = "Jos__-" + sha256_of("José").substr(0, 8);
  const std::string jose_grave = "Jos__-" + sha256_of("Josè").substr(0, 8);
  const std::string missing = "(answers.md is missing)";
  const std::string not_implemented =
      "Task 1.1: not implemented yet (Task 1.1: SelfAttention constructor); "
      "Task 1.2: not implemented yet (Task 1.2: SelfAttention::forward); "
      "Task 2.1: not implemented yet (Task 2.1: MultiHeadSelfAttention::scores); "
      "Task 2.2: not implemented yet (Task 2.2: MultiHeadSelfAttention::apply_causal_mask); "
      "Task 2.3: not implemented yet (Task 2.3: MultiHeadSelfAttention::attend)";
  const std::string gradebook = slurp(out / "gradebook.csv");
  EXPECT_NE(gradebook.find("\nJos__,1,3,0,0,0,0,0,0," + missing +
                           ",4,10,the submission has no "
                           "multi_head_self_attention.cpp\n"),
            std::string::npos)
      << gradebook;
  EXPECT_NE(gradebook.find("\nJosé,1,3,3,1,2,0,0,0,Q1: la réponse est « oui »,10,10,\n"), std::string::npos)
      << gradebook;
  EXPECT_NE(gradebook.find("\nJosè,0,0,0,0,0,0,0,0," + missing + ",0,10,\"" + not_implemented + "\"\n"),
            std::string::npos)
      << gradebook;
  EXPECT_NE(gradebook.find("\nbomb,0,0,0,0,0,,,,,0,10,the archive bomb.zip unpacks to 100 MiB (at most 64 MiB are "
                           "unpacked)\n"),
            std::string::npos)
      << gradebook;
  EXPECT_NE(gradebook.find("\nmany,0,0,0,0,0,,,,,0,10,the archive many.tar has 1001 entries (at most 1000 are "
                           "unpacked)\n"),
            std::string::npos)
      << gradebook;
  EXPECT_NE(gradebook.find("\nclone,1,3,3,1,2,0,0,0," + missing +
                           ",10,10,tamper check: 1 released files differ in "
                           "the submission (grading used the released copies): assignments/attention/manifest.json\n"),
            std::string::npos)
      << gradebook;
  // Each student's own feedback, record and work folder.
  for (const auto& [folder, name, total] :
       std::vector<std::tuple<std::string, std::string, std::string>>{{"Jos__", "Jos__", "Total: 4 / 10"},
                                                                      {jose, "José", "Total: 10 / 10"},
                                                                      {jose_grave, "Josè", "Total: 0 / 10"}}) {
    const std::string feedback = slurp(out / "feedback" / (folder + ".txt"));
    EXPECT_NE(feedback.find("Submission: " + name + "\n"), std::string::npos) << folder << ":\n" << feedback;
    EXPECT_NE(feedback.find(total), std::string::npos) << folder << ":\n" << feedback;
    EXPECT_EQ(nlohmann::json::parse(slurp(out / "records" / (folder + ".json")))["student"], name);
    EXPECT_TRUE(fs::is_directory(out / "work" / folder / "build")) << folder;
  }
  EXPECT_NE(slurp(out / "summary.html").find("<a href=\"feedback/" + jose + ".txt\">"), std::string::npos);
  EXPECT_FALSE(fs::exists(out / "work/bomb/unpacked/bomb/zeros.bin")) << "refused before unpacking";

  result = batch();  // nothing changed: every record kept
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("6 of 6 students graded (0 now, 6 kept from an earlier run)"), std::string::npos)
      << result.stdout_text;
  // The grader binary changes (a byte appended leaves it runnable): every
  // student is graded again. (A changed reference file changes the set's
  // index.json, whose checksums are verified on loading.)
  std::ofstream(grader_copy, std::ios::app | std::ios::binary) << '\0';
  result = batch();
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("6 of 6 students graded (6 now, 0 kept from an earlier run)"), std::string::npos)
      << result.stdout_text;
}

// Batch grading compiles a submission's files as one unit only when no file
// can see what another declares: frank's multi-head file calls a helper that
// only his other file declares, which does not compile on its own (as
// `./grade` compiles it), so it must not compile in the batch either.
TEST_F(TempDir, BatchGradesFilesThatCouldSeeEachOtherOneByOne) {
  const fs::path solutions = root / "solutions/attention";
  const fs::path frank = dir_ / "class/frank";
  fs::create_directories(frank);
  std::ofstream(frank / "self_attention.cpp")
      << slurp(solutions / "self_attention.cpp")
      << "namespace attention {\nfloat frank_scale(std::size_t n) { return 1.0F / std::sqrt(float(n)); }\n}\n";
  const std::string multi_head = slurp(solutions / "multi_head_self_attention.cpp");
  std::ofstream(frank / "multi_head_self_attention.cpp")
      << multi_head << "namespace attention {\nfloat frank_uses() { return frank_scale(4); }\n}\n";
  const std::string error_line = std::to_string(std::count(multi_head.begin(), multi_head.end(), '\n') + 2);
  const fs::path out = dir_ / "graded";
  const auto result = run({"batch", (dir_ / "class").string(), "--out", out.string()}, 900);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  const std::string gradebook = slurp(out / "gradebook.csv");
  EXPECT_NE(
      gradebook.find("\nfrank,1,3,0,0,0,0,0,0,(answers.md is missing),4,10,\"multi_head_self_attention.cpp does "
                     "not compile; Tasks 2.1, 2.2, 2.3: your code does not compile: an error outside every YOUR CODE "
                     "region of multi_head_self_attention.cpp, line " +
                     error_line + " (explained in the report)\"\n"),
      std::string::npos)
      << gradebook;
  EXPECT_FALSE(fs::exists(out / "work/frank/build/objects/submission.o"));
  // The build log says why, for the instructor.
  EXPECT_EQ(slurp(out / "work/frank/build/build.log")
                .rfind("compiled file by file: self_attention.cpp declares frank_scale, which "
                       "multi_head_self_attention.cpp mentions\n",
                       0),
            0U);
}

// Ctrl-C during a batch: the students already graded are kept, the
// gradebook lists them, exit 130; the same command then finishes the rest.
TEST_F(TempDir, AnInterruptedBatchResumes) {
  const fs::path class_dir = make_class(dir_);
  const fs::path out = dir_ / "graded";
  int err[2];
  ASSERT_EQ(::pipe(err), 0);
  const pid_t pid = ::fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    ::dup2(err[1], 2);
    ::close(err[0]);
    const int null = ::open("/dev/null", O_WRONLY);
    ::dup2(null, 1);
    ::execl(grader_program.c_str(), grader_program.c_str(), "--root", root.c_str(), "batch", class_dir.c_str(), "--out",
            out.c_str(), "--jobs", "1", static_cast<char*>(nullptr));
    ::_exit(127);
  }
  ::close(err[1]);
  std::string text;
  char buffer[4096];
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::minutes(10);
  while (text.find("1/6 graded") == std::string::npos && std::chrono::steady_clock::now() < deadline) {
    const ssize_t n = ::read(err[0], buffer, sizeof buffer);
    if (n <= 0) break;
    text.append(buffer, static_cast<std::size_t>(n));
  }
  ::kill(pid, SIGINT);
  while (::read(err[0], buffer, sizeof buffer) > 0) {
  }
  int status = 0;
  ::waitpid(pid, &status, 0);
  ::close(err[0]);
  ASSERT_TRUE(WIFEXITED(status)) << text;
  EXPECT_EQ(WEXITSTATUS(status), 130) << text;
  std::size_t kept = 0;
  for (const auto& entry : fs::directory_iterator(out / "records")) {
    if (entry.path().extension() == ".json") ++kept;
  }
  ASSERT_GE(kept, 1u);
  ASSERT_LT(kept, 6u);
  const std::string gradebook = slurp(out / "gradebook.csv");
  std::size_t rows = 0;
  for (const char* student : {"alice", "bob", "carol", "dave", "erin", "mallory"}) {
    if (gradebook.find("\n" + std::string(student) + ",") != std::string::npos) ++rows;
  }
  EXPECT_EQ(rows, kept) << gradebook;

  const auto result = run({"batch", class_dir.string(), "--out", out.string()}, 900);
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("6 of 6 students graded (" + std::to_string(6 - kept) + " now, " +
                                    std::to_string(kept) + " kept from an earlier run)"),
            std::string::npos)
      << result.stdout_text;
}

// Canvas's "Download Submissions" zip unzipped into the class folder: loose
// files named by canvas-lms's ContentZipper (lib/content_zipper.rb),
// <sortable name>[_LATE]_<user id>_<attachment id>_<display name>, with
// Canvas's own gradebook export as the roster. Each student's files are one
// submission under their display names (an uploaded .zip unpacked), matched
// by the Canvas user id (the export's ID column); _LATE changes no grade
// (lateness is the term's time source's).
TEST_F(TempDir, BatchGradesACanvasBulkDownloadWithCanvasExportAsRoster) {
  const fs::path class_dir = dir_ / "class";
  const fs::path solutions = root / "solutions/attention";
  fs::create_directories(class_dir);
  // Alice handed in two files: the solution.
  fs::copy(solutions / "self_attention.cpp", class_dir / "doealice_1234_90001_self_attention.cpp");
  fs::copy(solutions / "multi_head_self_attention.cpp",
           class_dir / "doealice_1234_90002_multi_head_self_attention.cpp");
  // Bob, late by Canvas's word, handed in one file of two.
  fs::copy(solutions / "self_attention.cpp", class_dir / "roebob_LATE_5678_90003_self_attention.cpp");
  // Cy uploaded a .zip of a folder: the solution's first file and unscaled scores.
  fs::create_directories(dir_ / "zip/attention");
  fs::copy(solutions / "self_attention.cpp", dir_ / "zip/attention/self_attention.cpp");
  std::ofstream(dir_ / "zip/attention/multi_head_self_attention.cpp") << mutated_solution("mhsa_unscaled");
  pack(dir_ / "zip/attention", dir_ / "zip/attention.zip", "zip");
  fs::copy(dir_ / "zip/attention.zip", class_dir / "poecy_9012_90004_attention.zip");
  std::ofstream(dir_ / "canvas.csv") << "Student,ID,SIS User ID,SIS Login ID,Section,Attention (4711)\n"
                                        "Points Possible,,,,,10\n"
                                        "\"Doe, Alice\",1234,s1,alice,CS 101,\n"
                                        "\"Roe, Bob\",5678,s2,bob,CS 101,\n"
                                        "\"Poe, Cy\",9012,s3,cy,CS 101,\n";
  std::ofstream(dir_ / "term.json") << R"({"format": "autograder-term/1", "assignment": "attention",
    "due": "2030-10-15T23:59:00+02:00", "late_policy": {"percent_per_day": 10},
    "submission_time": "received", "canvas_assignment_id": 4711})";
  const fs::path out = dir_ / "graded";
  const auto result = run({"batch", class_dir.string(), "--out", out.string(), "--roster",
                           (dir_ / "canvas.csv").string(), "--term", (dir_ / "term.json").string()},
                          900);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("3 of 3 students graded (3 now, 0 kept from an earlier run)"), std::string::npos)
      << result.stdout_text;
  EXPECT_NE(result.stdout_text.find("  roster: 3 of 3 students matched"), std::string::npos) << result.stdout_text;
  EXPECT_NE(result.stdout_text.find("  deadline 2030-10-15T21:59:00Z: 0 late\n"), std::string::npos)
      << result.stdout_text;
  EXPECT_EQ(result.stderr_text.find("skipped"), std::string::npos) << result.stderr_text;
  EXPECT_EQ(slurp(out / "canvas.csv"),
            "Student,ID,SIS User ID,SIS Login ID,Section,Assignment 1: self-attention and multi-head self-attention "
            "(4711)\n"
            "Points Possible,,,,,10\n"
            ",1234,,,,10\n"
            ",9012,,,,7\n"
            ",5678,,,,4\n");
  // Bob's _LATE is noted in his record, and costs nothing: he is on time by the time the term trusts.
  EXPECT_NE(slurp(out / "records/roebob_5678.json")
                .find("received (when it arrived in the submissions folder); Canvas's file names say LATE (not "
                      "used: lateness comes from this time)"),
            std::string::npos);
  const std::string gradebook = slurp(out / "gradebook.csv");
  EXPECT_NE(gradebook.find("doealice_1234,1,3,3,1,2,"), std::string::npos) << gradebook;
  EXPECT_NE(gradebook.find("roebob_5678,1,3,0,0,0,"), std::string::npos) << gradebook;
  EXPECT_NE(gradebook.find("poecy_9012,1,3,0,1,2,"), std::string::npos) << gradebook;
  EXPECT_NE(slurp(out / "roster.txt").find("\nSubmissions of no student on the roster (0): none\n"), std::string::npos)
      << slurp(out / "roster.txt");
  // Nothing changed: the same files make the same records, kept.
  const auto again = run({"batch", class_dir.string(), "--out", out.string(), "--roster",
                          (dir_ / "canvas.csv").string(), "--term", (dir_ / "term.json").string()},
                         900);
  ASSERT_EQ(again.exit_code, 0) << again.stdout_text << again.stderr_text;
  EXPECT_NE(again.stdout_text.find("3 of 3 students graded (0 now, 3 kept from an earlier run)"), std::string::npos)
      << again.stdout_text;
}
