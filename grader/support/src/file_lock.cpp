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
  // Never through a symbolic link (one left in a build folder by another
  // user would make this lock another file, or one already held): the link
  // goes, and the lock is made anew.
  fd_ = ::open(lock_file.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);
  if (fd_ < 0 && errno == ELOOP && ::unlink(lock_file.c_str()) == 0) {
    fd_ = ::open(lock_file.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);
  }
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
