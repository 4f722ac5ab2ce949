#include "grader/batch/batch_progress.hpp"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <ostream>
#include <sstream>

#include "grader/reports/reports.hpp"

namespace grader {

std::string format_duration(double seconds) {
  const long total = std::lround(std::max(0.0, seconds));
  std::ostringstream out;
  if (total >= 3600) out << total / 3600 << "h";
  if (total >= 60) out << std::setw(total >= 3600 ? 2 : 1) << std::setfill('0') << (total / 60) % 60 << "m";
  out << std::setw(total >= 60 ? 2 : 1) << std::setfill('0') << total % 60 << "s";
  return out.str();
}

Progress::Progress(std::ostream* out, bool terminal, std::size_t total, std::size_t already)
    : out_(out), terminal_(terminal), total_(total), done_(already), start_(std::chrono::steady_clock::now()) {}

void Progress::finished(const StudentRecord& record) {
  const std::lock_guard<std::mutex> lock(mutex_);
  ++done_;
  ++graded_now_;
  if (out_ == nullptr) return;
  const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  const double eta = elapsed / static_cast<double>(graded_now_) * static_cast<double>(total_ - done_);
  constexpr std::size_t width = 24;
  const std::size_t filled = total_ == 0 ? width : width * done_ / total_;
  std::ostringstream line;
  line << "[" << std::string(filled, '#') << std::string(width - filled, '.') << "] " << done_ << "/" << total_
       << " graded  " << (done_ < total_ ? "ETA " + format_duration(eta) : "in " + format_duration(elapsed))
       << "  last: " << record.student << " " << format_points(record.score) << "/" << format_points(record.max_score);
  if (terminal_) {
    *out_ << "\r\033[K" << line.str() << (done_ == total_ ? "\n" : "") << std::flush;
  } else {
    *out_ << line.str() << "\n" << std::flush;
  }
}

void Progress::skip(std::size_t already) {
  const std::lock_guard<std::mutex> lock(mutex_);
  done_ += already;
  start_ = std::chrono::steady_clock::now();
}

void Progress::message(const std::string& text) {
  const std::lock_guard<std::mutex> lock(mutex_);
  if (out_ == nullptr) return;
  *out_ << (terminal_ ? "\r\033[K" : "") << text << "\n" << std::flush;
}

}  // namespace grader
