// A class's submissions as handed in (class_submissions.cpp): the entries
// of its folder, their folder names, their times, and archives checked
// before anything is unpacked.
#include "grader/batch/class_submissions.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "grader/execution/runner.hpp"
#include "grader/support/checksum.hpp"
#include "grader/support/errors.hpp"

namespace fs = std::filesystem;

namespace {

class ClassSubmissions : public testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("class-submissions-test-" + std::to_string(::getpid()) + "-" +
                                        testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_ / "class");
  }
  void TearDown() override { fs::remove_all(dir_); }

  void write(const fs::path& relative, const std::string& text = "x\n") {
    fs::create_directories((dir_ / relative).parent_path());
    std::ofstream(dir_ / relative) << text;
  }

  // A Python tarfile of (name, kind) entries: "file", "link" (to /etc/passwd) or "dir".
  fs::path tar_of(const std::string& name, const std::vector<std::pair<std::string, std::string>>& entries) {
    std::string script = "import io, sys, tarfile\nt = tarfile.open(sys.argv[1], 'w')\n";
    for (const auto& [entry, kind] : entries) {
      script += "i = tarfile.TarInfo('" + entry + "')\n";
      if (kind == "file") {
        script += "i.size = 3\nt.addfile(i, io.BytesIO(b'x=1'))\n";
      } else if (kind == "link") {
        script += "i.type = tarfile.SYMTYPE\ni.linkname = '/etc/passwd'\nt.addfile(i)\n";
      } else {
        script += "i.type = tarfile.DIRTYPE\nt.addfile(i)\n";
      }
    }
    script += "t.close()\n";
    const fs::path archive = dir_ / name;
    grader::Limits limits;
    limits.timeout_seconds = 60;
    const auto made = grader::run_limited({"/usr/bin/python3", "-c", script, archive.string()}, dir_, limits);
    EXPECT_EQ(made.exit_code, 0) << made.stderr_text;
    return archive;
  }

  // unpack_submission's refusal (std::runtime_error), or "unpacked".
  std::string unpack_refusal(const fs::path& archive) {
    try {
      grader::unpack_submission(archive, dir_ / "unpacked");
    } catch (const std::runtime_error& error) {
      return error.what();
    }
    return "unpacked";
  }

  fs::path dir_;
};

}  // namespace

TEST_F(ClassSubmissions, EachFolderOrArchiveIsAStudentInNameOrder) {
  write("class/zoe/a.cpp");
  write("class/bob.zip");
  write("class/cy.tar.gz");
  write("class/dee.tgz");
  write("class/eve.tar");
  write("class/README.txt");
  write("class/fay.rar");
  write("class/.git/HEAD");
  write("class/.notes");
  write("class/gus/.git/HEAD", "ref: refs/heads/main\n");
  std::vector<std::string> skipped;
  const auto entries = grader::list_submissions(dir_ / "class", &skipped);
  std::vector<std::string> seen;
  for (const auto& entry : entries) {
    seen.push_back(entry.student + " " + entry.path.filename().string() + " " + entry.folder +
                   (entry.repository ? " repository" : ""));
    EXPECT_EQ(entry.submitted_at, std::nullopt);
  }
  EXPECT_EQ(seen, (std::vector<std::string>{"bob bob.zip bob", "cy cy.tar.gz cy", "dee dee.tgz dee", "eve eve.tar eve",
                                            "gus gus gus repository", "zoe zoe zoe"}));
  std::sort(skipped.begin(), skipped.end());
  EXPECT_EQ(skipped,
            (std::vector<std::string>{
                "README.txt: not a folder, .zip, .tar, .tar.gz or .tgz"
                ", nor a Canvas bulk download's file (<sortable name>[_LATE]_<user id>_<attachment id>_<file name>)",
                "fay.rar: not a folder, .zip, .tar, .tar.gz or .tgz"
                ", nor a Canvas bulk download's file (<sortable name>[_LATE]_<user id>_<attachment id>_<file name>)"}));
}

TEST_F(ClassSubmissions, TwoEntriesOfOneStudentOrNoFolderAreRefused) {
  write("class/ann/a.cpp");
  write("class/ann.zip");
  try {
    (void)grader::list_submissions(dir_ / "class");
    ADD_FAILURE() << "listed";
  } catch (const grader::GraderError& error) {
    EXPECT_EQ(error.code(), grader::ExitCode::submission_error);
    const std::string message = error.what();
    const std::string folder = (dir_ / "class/ann").string();
    const std::string zip = (dir_ / "class/ann.zip").string();
    // The folder's order decides which is named first.
    EXPECT_TRUE(message == "two submissions for student ann: " + folder + " and " + zip + " (remove one)" ||
                message == "two submissions for student ann: " + zip + " and " + folder + " (remove one)")
        << message;
  }
  try {
    (void)grader::list_submissions(dir_ / "none");
    ADD_FAILURE() << "listed";
  } catch (const grader::GraderError& error) {
    EXPECT_EQ(error.code(), grader::ExitCode::submission_error);
    EXPECT_EQ(std::string(error.what()), (dir_ / "none").string() + ": submissions folder not found");
  }
}

// A folder name is a function of the student's own name: cleaned to
// letters, digits, '-', '_' and '.', and where two clean to one, each
// suffixed from its own name; a name that needed no cleaning keeps it.
TEST(SubmissionFolders, AreCleanUniqueAndOfTheNameAlone) {
  const auto folders = grader::submission_folders({"ann", "José", "Josè", "a b", "a_b", ".hidden", "x/../y"});
  const std::map<std::string, std::string> expected = {{"ann", "ann"},
                                                       {"José", "Jos__-" + grader::sha256_hex("José").substr(0, 8)},
                                                       {"Josè", "Jos__-" + grader::sha256_hex("Josè").substr(0, 8)},
                                                       {"a b", "a_b-" + grader::sha256_hex("a b").substr(0, 8)},
                                                       {"a_b", "a_b"},
                                                       {".hidden", "_.hidden"},
                                                       {"x/../y", "x_.._y"}};
  EXPECT_EQ(folders, expected);
  // José alone in the class: no suffix, whoever else is in it.
  EXPECT_EQ(grader::submission_folders({"José", "ann"}).at("José"), "Jos__");
}

TEST_F(ClassSubmissions, TimesComeFromTheSourceTheTermNames) {
  write("class/ann/a.cpp");
  write("class/bob/a.cpp");
  write("class/mallory/a.cpp");
  auto entries = grader::list_submissions(dir_ / "class");
  const std::map<std::string, std::int64_t> times = {{"ann", 1760000000}, {"mallory ", 1}, {"BOB", 2}};
  grader::assign_times(entries, grader::TimeSource::times_file, times, "times file grades.csv");
  ASSERT_EQ(entries.size(), 3U);
  EXPECT_EQ(entries[0].submitted_at, std::optional<std::int64_t>(1760000000));
  EXPECT_EQ(entries[0].submitted_from, "times file grades.csv");
  // The names exactly as listed: "mallory " is not mallory, BOB is not bob.
  EXPECT_EQ(entries[1].submitted_at, std::nullopt);
  EXPECT_EQ(entries[1].submitted_from, "");
  EXPECT_EQ(entries[2].submitted_at, std::nullopt);

  grader::assign_times(entries, grader::TimeSource::received, {}, "");
  const auto now =
      std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count();
  for (const auto& entry : entries) {
    ASSERT_TRUE(entry.submitted_at.has_value()) << entry.student;
    EXPECT_LE(*entry.submitted_at, now);
    EXPECT_GT(*entry.submitted_at, now - 600) << entry.student;
    EXPECT_EQ(entry.submitted_from, "received (when it arrived in the submissions folder)");
  }

  grader::assign_times(entries, grader::TimeSource::none, times, "times file grades.csv");
  for (const auto& entry : entries) {
    EXPECT_EQ(entry.submitted_at, std::nullopt);
    EXPECT_EQ(entry.submitted_from, "");
  }
}

// The student's clock: a folder's newest file, never a hidden one (an
// editor's .vscode/, a .notes file).
TEST_F(ClassSubmissions, TheStudentsClockIsTheNewestFileButAHiddenOne) {
  write("class/ann/a.cpp");
  write("class/ann/sub/b.cpp");
  write("class/ann/.vscode/settings.json");
  write("class/ann/sub/.notes");
  const auto at = [](std::int64_t seconds) {
    const auto since = std::chrono::system_clock::from_time_t(static_cast<std::time_t>(seconds));
    return fs::file_time_type::clock::now() +
           std::chrono::duration_cast<fs::file_time_type::duration>(since - std::chrono::system_clock::now());
  };
  fs::last_write_time(dir_ / "class/ann/a.cpp", at(1700000000));
  fs::last_write_time(dir_ / "class/ann/sub/b.cpp", at(1700003600));
  fs::last_write_time(dir_ / "class/ann/.vscode/settings.json", at(1800000000));
  fs::last_write_time(dir_ / "class/ann/sub/.notes", at(1800000000));
  auto entries = grader::list_submissions(dir_ / "class");
  grader::assign_times(entries, grader::TimeSource::student_clock, {}, "");
  ASSERT_EQ(entries.size(), 1U);
  EXPECT_FALSE(entries[0].repository);
  ASSERT_TRUE(entries[0].submitted_at.has_value());
  // Two conversions through now(): within a second of b.cpp's time.
  EXPECT_LE(std::abs(*entries[0].submitted_at - 1700003600), 1) << *entries[0].submitted_at;
  EXPECT_EQ(entries[0].submitted_from, "newest file (the student's clock)");
}

TEST_F(ClassSubmissions, AnArchiveIsUnpackedOnlyWhenNothingInItLeavesItsFolder) {
  EXPECT_EQ(unpack_refusal(tar_of("plain.tar", {{"ann", "dir"}, {"ann/a.cpp", "file"}})), "unpacked");
  std::ifstream in(dir_ / "unpacked/ann/a.cpp");
  std::string text;
  std::getline(in, text);
  EXPECT_EQ(text, "x=1");
  EXPECT_EQ(unpack_refusal(tar_of("up.tar", {{"ann/a.cpp", "file"}, {"../escape.cpp", "file"}})),
            "the archive up.tar has an entry outside its folder: ../escape.cpp");
  EXPECT_EQ(unpack_refusal(tar_of("absolute.tar", {{"/tmp/escape.cpp", "file"}})),
            "the archive absolute.tar has an entry outside its folder: /tmp/escape.cpp");
  EXPECT_EQ(unpack_refusal(tar_of("link.tar", {{"ann/a.cpp", "file"}, {"ann/passwd", "link"}})),
            "the archive link.tar holds a link or special file (only files and folders are accepted): ann/passwd");
  EXPECT_FALSE(fs::exists(dir_ / "escape.cpp"));
  std::vector<std::pair<std::string, std::string>> many;
  for (int i = 0; i <= 1000; ++i) many.emplace_back("f" + std::to_string(i), "file");
  EXPECT_EQ(unpack_refusal(tar_of("many.tar", many)),
            "the archive many.tar has 1001 entries (at most 1000 are unpacked)");
  write("garbage.zip", "not an archive at all");
  EXPECT_EQ(unpack_refusal(dir_ / "garbage.zip").rfind("cannot read the archive garbage.zip (", 0), 0U);
}

// Canvas's "Download Submissions" names (canvas-lms lib/content_zipper.rb):
// <sortable name>[_LATE]_<user id>_<attachment id>_<display name>,
// [LATE_]anon_<anonymous id>_... when anonymous, _text.html or _link.html
// for a text or URL entry; the first all-digit field is the user id.
TEST(CanvasFileNames, AreReadAsCanvasWritesThem) {
  auto read = [](const std::string& file) {
    const auto name = grader::canvas_file_name(file);
    if (!name) return std::string("none");
    return name->student + "|" + name->user_id + "|" + (name->late ? "late" : "") + "|" + name->attachment_id + "|" +
           name->display_name;
  };
  EXPECT_EQ(read("doealice_1234_98765_main.cpp"), "doealice_1234|1234||98765|main.cpp");
  EXPECT_EQ(read("doealice_LATE_1234_98765_my_file_2.cpp"), "doealice_1234|1234|late|98765|my_file_2.cpp");
  EXPECT_EQ(read("de_la_cruzjosé_42_7_hw.zip"), "de_la_cruzjosé_42|42||7|hw.zip");
  EXPECT_EQ(read("anon_x1y2z_555_main.cpp"), "anon_x1y2z|||555|main.cpp");
  EXPECT_EQ(read("LATE_anon_x1y2z_555_main.cpp"), "anon_x1y2z||late|555|main.cpp");
  EXPECT_EQ(read("doealice_1234_text.html"), "doealice_1234|1234|||text.html");
  EXPECT_EQ(read("doealice_LATE_1234_link.html"), "doealice_1234|1234|late||link.html");
  for (const char* not_canvas : {"alice.zip", "alice", "notes_2024_01.txt", "doealice_1234_98765_", "doealice_1234",
                                 "doe-alice_1234_98765_main.cpp", "doe.alice_1234_98765_main.cpp", "anon__555_main.cpp",
                                 "anon_x-y_555_main.cpp", "doealice_1234_98765_.."}) {
    EXPECT_EQ(read(not_canvas), "none") << not_canvas;
  }
}

TEST_F(ClassSubmissions, CanvasLooseFilesAreOneSubmissionPerStudent) {
  write("class/doealice_1234_501_main.cpp", "int main() {}\n");
  write("class/doealice_1234_502_util.hpp", "#pragma once\n");
  write("class/roebob_LATE_5678_503_main.cpp", "late\n");
  write("class/anon_x1y2z_504_main.cpp");
  write("class/zoe/a.cpp");
  write("class/doealice_1234_text.html.bak");  // not Canvas's: ends in neither _text.html nor _link.html
  std::vector<std::string> skipped;
  const auto entries = grader::list_submissions(dir_ / "class", &skipped);
  std::vector<std::string> seen;
  for (const auto& entry : entries) {
    std::string files;
    for (const auto& [display, path] : entry.canvas_files) files += " " + display + "=" + path.filename().string();
    seen.push_back(entry.student + " " + entry.folder + (entry.canvas_late ? " LATE" : "") + files);
  }
  EXPECT_EQ(seen, (std::vector<std::string>{"anon_x1y2z anon_x1y2z main.cpp=anon_x1y2z_504_main.cpp",
                                            "doealice_1234 doealice_1234 main.cpp=doealice_1234_501_main.cpp "
                                            "util.hpp=doealice_1234_502_util.hpp",
                                            "roebob_5678 roebob_5678 LATE main.cpp=roebob_LATE_5678_503_main.cpp",
                                            "zoe zoe"}));
  EXPECT_EQ(skipped,
            (std::vector<std::string>{
                "doealice_1234_text.html.bak: not a folder, .zip, .tar, .tar.gz or .tgz"
                ", nor a Canvas bulk download's file (<sortable name>[_LATE]_<user id>_<attachment id>_<file name>)"}));

  // Put together under the display names; _LATE is noted, never the time.
  grader::assemble_canvas_files(entries[1], dir_ / "alice");
  std::vector<std::string> files;
  for (const auto& file : fs::directory_iterator(dir_ / "alice")) files.push_back(file.path().filename().string());
  std::sort(files.begin(), files.end());
  EXPECT_EQ(files, (std::vector<std::string>{"main.cpp", "util.hpp"}));
  auto timed = entries;
  grader::assign_times(timed, grader::TimeSource::times_file, {{"roebob_5678", 1000}}, "times.csv");
  EXPECT_EQ(timed[2].submitted_at, 1000);
  EXPECT_EQ(timed[2].submitted_from,
            "times.csv; Canvas's file names say LATE (not used: lateness comes from this time)");
  EXPECT_EQ(timed[1].submitted_at, std::nullopt);
}

TEST_F(ClassSubmissions, ACanvasStudentsArchiveIsUnpackedAndTwoFilesOfOneNameRefused) {
  // An uploaded archive alone is unpacked in place; beside other files, into a folder of its name.
  const fs::path hw = tar_of("hw.tar", {{"src", "dir"}, {"src/a.cpp", "file"}});
  fs::copy_file(hw, dir_ / "class/cy_42_7_hw.tar");
  fs::copy_file(hw, dir_ / "class/dee_43_8_hw.tar");
  write("class/dee_43_9_notes.txt");
  // Two attachments Canvas displays as main.cpp (attachment ids 10 and 11), or one cleaned to another's name.
  write("class/eve_44_10_main.cpp");
  write("class/eve_44_11_main.cpp");
  write("class/fay_45_12_a b.cpp");
  write("class/fay_45_13_a_b.cpp");
  const fs::path evil = tar_of("evil.tar", {{"../escape.cpp", "file"}});
  fs::copy_file(evil, dir_ / "class/gus_46_14_evil.tar");
  // Two archives each within the limits, together above them.
  std::vector<std::pair<std::string, std::string>> six_hundred;
  for (int i = 0; i < 600; ++i) six_hundred.emplace_back("f" + std::to_string(i), "file");
  const fs::path half = tar_of("half.tar", six_hundred);
  fs::copy_file(half, dir_ / "class/hal_47_15_one.tar");
  fs::copy_file(half, dir_ / "class/hal_47_16_two.tar");
  const auto entries = grader::list_submissions(dir_ / "class");
  ASSERT_EQ(entries.size(), 6u);
  auto assembled = [&](std::size_t i) {
    const fs::path into = dir_ / "assembled" / entries[i].folder;
    try {
      grader::assemble_canvas_files(entries[i], into);
    } catch (const std::runtime_error& error) {
      return std::string("refused: ") + error.what();
    }
    std::vector<std::string> files;
    for (const auto& file : fs::recursive_directory_iterator(into))
      files.push_back(fs::relative(file.path(), into).generic_string());
    std::sort(files.begin(), files.end());
    std::string listing;
    for (const auto& file : files) listing += (listing.empty() ? "" : " ") + file;
    return listing;
  };
  EXPECT_EQ(assembled(0), "src src/a.cpp");
  EXPECT_EQ(assembled(1), "hw hw/src hw/src/a.cpp notes.txt");
  EXPECT_EQ(assembled(2),
            "refused: two of the student's Canvas attachments would both be main.cpp (eve_44_10_main.cpp and "
            "eve_44_11_main.cpp): Canvas keeps both, the grader cannot tell which is meant; remove one from the "
            "class folder");
  EXPECT_EQ(assembled(3),
            "refused: two of the student's Canvas attachments would both be a_b.cpp (fay_45_12_a b.cpp and "
            "fay_45_13_a_b.cpp): Canvas keeps both, the grader cannot tell which is meant; remove one from the "
            "class folder");
  EXPECT_EQ(assembled(4), "refused: the archive gus_46_14_evil.tar has an entry outside its folder: ../escape.cpp");
  EXPECT_EQ(assembled(5),
            "refused: the student's Canvas files unpack to 1202 entries and 0 MiB (at most 1000 and 64 MiB are "
            "graded)");
  EXPECT_FALSE(fs::exists(dir_ / "assembled/hal_47"));
}
