#pragma once
// An exclusive lock on a file (flock), held for the object's lifetime: two
// graders of one build folder at once take turns instead of removing or
// rewriting the files the other is building. Closing releases it, also when
// the grader dies.
#include <filesystem>
#include <string>

namespace grader {

class FileLock {
 public:
  // Waits for `lock_file` (created when missing; its folder must exist),
  // saying once on stderr that it waits for another grader building `what`.
  FileLock(const std::filesystem::path& lock_file, const std::string& what);
  ~FileLock();
  FileLock(const FileLock&) = delete;
  FileLock& operator=(const FileLock&) = delete;

 private:
  int fd_ = -1;
};

}  // namespace grader
