#include "grader/grading/reference_set.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "grader/support/errors.hpp"

namespace fs = std::filesystem;

namespace {

const fs::path public_set = fs::path(GRADER_TEST_PROJECT_ROOT) / "reference_values/attention/public";

// A private copy of the public set to damage.
class DamagedCopy : public testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("grader-refs-" + std::to_string(::getpid()) + "-" +
                                        testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::copy(public_set, dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::string load_error() const {
    try {
      (void)grader::load_reference_set(dir_);
    } catch (const grader::GraderError& error) {
      EXPECT_EQ(error.code(), grader::ExitCode::reference_error);
      return error.what();
    }
    return "no error";
  }

  fs::path dir_;
};

}  // namespace

TEST(ReferenceSet, LoadsThePublicSetWithChecksums) {
  const auto set = grader::load_reference_set(public_set);
  EXPECT_EQ(set.name, "public");
  EXPECT_FALSE(set.hidden);
  EXPECT_EQ(set.cases.size(), 25u);
  EXPECT_EQ(set.generator.at("version"), "1");
  EXPECT_EQ(set.cases_for("mhsa.forward", {{"causal", true}}).size(), 2u);
}

TEST(ReferenceSet, TheHiddenSetIsMarkedHidden) {
  const auto set = grader::load_reference_set(public_set.parent_path() / "hidden");
  EXPECT_TRUE(set.hidden);
}

TEST_F(DamagedCopy, AChangedValueFailsItsChecksum) {
  const auto file = dir_ / "mhsa.scores.json";
  std::string text;
  {
    std::ifstream in(file);
    text.assign(std::istreambuf_iterator<char>(in), {});
  }
  const auto at = text.find("0.");
  text[at + 2] = text[at + 2] == '1' ? '2' : '1';
  std::ofstream(file) << text;
  const std::string message = load_error();
  EXPECT_NE(message.find("mhsa.scores.json: sha256: checksum mismatch"), std::string::npos) << message;
}

TEST_F(DamagedCopy, ATruncatedFileIsRefused) {
  fs::resize_file(dir_ / "mhsa.attend.json", 100);
  EXPECT_NE(load_error().find("mhsa.attend.json: sha256: checksum mismatch"), std::string::npos);
}

TEST_F(DamagedCopy, AMissingFileIsNamed) {
  fs::remove(dir_ / "mhsa.forward.json");
  EXPECT_NE(load_error().find("mhsa.forward.json: cannot open"), std::string::npos);
}

TEST_F(DamagedCopy, AMalformedIndexIsNamed) {
  std::ofstream(dir_ / "index.json") << "{\"format\": ";
  EXPECT_NE(load_error().find("index.json: not valid JSON"), std::string::npos);
}

TEST(ReferenceSet, AMissingFolderIsNamed) {
  try {
    (void)grader::load_reference_set("/nonexistent/refs");
    FAIL() << "no error";
  } catch (const grader::GraderError& error) {
    EXPECT_EQ(std::string(error.what()), "/nonexistent/refs: reference set folder not found");
  }
}
