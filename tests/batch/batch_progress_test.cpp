// A batch's progress line (batch_progress.cpp): durations in words, a line
// per student in a log, one line redrawn on a terminal.
#include "grader/batch/batch_progress.hpp"

#include <gtest/gtest.h>

#include <regex>
#include <sstream>
#include <string>

namespace {

grader::StudentRecord graded(const std::string& student, double score) {
  grader::StudentRecord record;
  record.student = student;
  record.score = score;
  record.max_score = 10;
  return record;
}

}  // namespace

TEST(BatchProgress, DurationsAreHoursMinutesAndSeconds) {
  EXPECT_EQ(grader::format_duration(0), "0s");
  EXPECT_EQ(grader::format_duration(-5), "0s");
  EXPECT_EQ(grader::format_duration(9.4), "9s");
  EXPECT_EQ(grader::format_duration(59.6), "1m00s");
  EXPECT_EQ(grader::format_duration(187), "3m07s");
  EXPECT_EQ(grader::format_duration(3600), "1h00m00s");
  EXPECT_EQ(grader::format_duration(3725), "1h02m05s");
  EXPECT_EQ(grader::format_duration(36000 + 61), "10h01m01s");
}

TEST(BatchProgress, ALogGetsALinePerStudent) {
  std::ostringstream out;
  grader::Progress progress(&out, false, 4, 0);
  progress.message("Collecting 0 repositories");
  progress.skip(1);  // one kept from an earlier run
  progress.finished(graded("ann", 8.5));
  progress.finished(graded("bob", 10));
  progress.finished(graded("cy", 0));
  const std::regex expected(
      "Collecting 0 repositories\n"
      "\\[############\\.{12}\\] 2/4 graded  ETA [0-9]+s  last: ann 8\\.5/10\n"
      "\\[#{18}\\.{6}\\] 3/4 graded  ETA [0-9]+s  last: bob 10/10\n"
      "\\[#{24}\\] 4/4 graded  in [0-9]+s  last: cy 0/10\n");
  EXPECT_TRUE(std::regex_match(out.str(), expected)) << out.str();
}

TEST(BatchProgress, ATerminalGetsOneLineRedrawn) {
  std::ostringstream out;
  grader::Progress progress(&out, true, 2, 0);
  progress.finished(graded("ann", 3));
  progress.message("skipped README.txt");
  progress.finished(graded("bob", 4));
  const std::regex expected(
      "\r\x1b\\[K\\[#{12}\\.{12}\\] 1/2 graded  ETA [0-9]+s  last: ann 3/10"
      "\r\x1b\\[Kskipped README.txt\n"
      "\r\x1b\\[K\\[#{24}\\] 2/2 graded  in [0-9]+s  last: bob 4/10\n");
  EXPECT_TRUE(std::regex_match(out.str(), expected)) << out.str();
}
