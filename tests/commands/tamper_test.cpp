// The tamper check: a submission's edited copies of released files.
#include "cli_fixture.hpp"

// A submission that is a whole clone of the repository, with an edited
// public reference and manifest: grading uses the released copies and the
// report names the edited files.
TEST_F(TempDir, ReportsTamperedReleasedFilesAndGradesWithTheReleasedOnes) {
  const fs::path clone = dir_ / "clone";
  fs::create_directories(clone / "reference_values/attention");
  fs::copy(root / "assignments", clone / "assignments", fs::copy_options::recursive);
  fs::copy(root / "reference_values/attention/public", clone / "reference_values/attention/public",
           fs::copy_options::recursive);
  fs::copy(root / "solutions", clone / "student_template", fs::copy_options::recursive);
  std::ofstream(clone / "reference_values/attention/public/mhsa.scores.json", std::ios::app) << " ";
  std::string manifest = slurp(clone / "assignments/attention/manifest.json");
  manifest.replace(manifest.find("\"points\": 3"), 11, "\"points\": 30");
  std::ofstream(clone / "assignments/attention/manifest.json") << manifest;

  const auto result = run({"--submission", clone.string(), "--harness", solution, "--color", "never", "--json",
                           (dir_ / "results.json").string()});
  ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
  EXPECT_NE(result.stdout_text.find("Total: 10 / 10"), std::string::npos) << result.stdout_text;
  EXPECT_NE(result.stdout_text.find("tamper check: 2 released files differ in the submission (grading used the "
                                    "released copies): assignments/attention/manifest.json, "
                                    "reference_values/attention/public/mhsa.scores.json"),
            std::string::npos)
      << result.stdout_text;
  const auto json = nlohmann::json::parse(slurp(dir_ / "results.json"));
  EXPECT_EQ(json["extra_data"]["tampered_files"].size(), 2u);
}
