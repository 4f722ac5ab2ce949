#include "grader/support/json_file.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

namespace grader {

std::string read_file_bytes(const std::filesystem::path& path, ExitCode code) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw GraderError(code, path.string() + ": cannot open (" + std::strerror(errno) + ")");
  std::ostringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

nlohmann::json parse_json_text(const std::string& text, const std::filesystem::path& path, ExitCode code) {
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception& error) {
    // parse_error, and out_of_range for numbers beyond a double (1e505).
    throw GraderError(code, path.string() + ": not valid JSON (" + error.what() + ")");
  }
}

void write_file_atomically(const std::filesystem::path& path, const std::string& bytes) {
  const auto parent = path.has_parent_path() ? path.parent_path() : std::filesystem::path(".");
  std::string pattern = (parent / ("." + path.filename().string() + ".XXXXXX")).string();
  int fd = ::mkstemp(pattern.data());
  if (fd < 0) {
    throw GraderError(ExitCode::output_error, path.string() + ": cannot write (" + std::strerror(errno) + ")");
  }
  std::size_t written = 0;
  while (written < bytes.size()) {
    ssize_t n = ::write(fd, bytes.data() + written, bytes.size() - written);
    if (n < 0) {
      if (errno == EINTR) continue;
      int saved = errno;
      ::close(fd);
      ::unlink(pattern.c_str());
      throw GraderError(ExitCode::output_error, path.string() + ": write failed (" + std::strerror(saved) + ")");
    }
    written += static_cast<std::size_t>(n);
  }
  ::fchmod(fd, 0644);
  if (::fsync(fd) != 0 || ::close(fd) != 0 || std::rename(pattern.c_str(), path.c_str()) != 0) {
    int saved = errno;
    ::unlink(pattern.c_str());
    throw GraderError(ExitCode::output_error, path.string() + ": cannot write (" + std::strerror(saved) + ")");
  }
}

void write_if_changed(const std::filesystem::path& path, const std::string& bytes) {
  std::error_code error;
  if (std::filesystem::symlink_status(path, error).type() == std::filesystem::file_type::regular &&
      std::filesystem::file_size(path, error) == bytes.size() &&
      read_file_bytes(path, ExitCode::internal_error) == bytes) {
    return;
  }
  std::filesystem::create_directories(path.parent_path());
  write_file_atomically(path, bytes);
}

}  // namespace grader
