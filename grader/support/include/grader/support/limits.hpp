#pragma once
// What one run of a program may use (the manifest's "limits" for a harness;
// the build driver's own for a compiler): the process runner needs only this.
#include <cstddef>

namespace grader {

struct Limits {
  double timeout_seconds = 10.0;
  std::size_t memory_mb = 2048;
  std::size_t output_kib = 1024;  // stdout + stderr kept per run
  std::size_t file_size_mb = 64;  // the largest file a run may write (0: no limit)
  // A harness must reach its main() within this (a start-up handshake,
  // harness_client.hpp); its timeout counts from then. Code that runs before
  // main (a global object's constructor) takes a fraction of a second; one
  // that hangs costs this once, not a timeout for every run.
  double startup_seconds = 3.0;
};

}  // namespace grader
