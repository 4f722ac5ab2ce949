#include "grader/support/file_lock.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <iostream>

#include "grader/support/errors.hpp"

namespace grader {

FileLock::FileLock(const std::filesystem::path& lock_file, const std::string& what) {
  fd_ = ::open(lock_file.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd_ < 0) {
    throw GraderError(ExitCode::build_system_error,
                      lock_file.string() + ": cannot open the lock (" + std::strerror(errno) + ")");
  }
  if (::flock(fd_, LOCK_EX | LOCK_NB) != 0) {
    std::cerr << "Waiting for another grader that is building " << what << " ..." << std::endl;
    while (::flock(fd_, LOCK_EX) != 0 && errno == EINTR) {
    }
  }
}

FileLock::~FileLock() { ::close(fd_); }

}  // namespace grader
