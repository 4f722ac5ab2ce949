#pragma once
// A batch's progress line: "[#######.............]  7/20 graded  ETA 1m05s
// last: alice 8/10", redrawn in place on a terminal, a line per student in a log.
#include <chrono>
#include <cstddef>
#include <iosfwd>
#include <mutex>
#include <string>

#include "grader/batch/class_records.hpp"

namespace grader {

// "1h02m05s", "3m07s", "9s".
[[nodiscard]] std::string format_duration(double seconds);

class Progress {
 public:
  Progress(std::ostream* out, bool terminal, std::size_t total, std::size_t already);
  void finished(const StudentRecord& record);
  void skip(std::size_t already);
  void message(const std::string& text);

 private:
  std::mutex mutex_;
  std::ostream* out_;
  bool terminal_;
  std::size_t total_;
  std::size_t done_;
  std::size_t graded_now_ = 0;
  std::chrono::steady_clock::time_point start_;
};

}  // namespace grader
