// libFuzzer target: any bytes given as a manifest either load or fail with a
// GraderError naming the field; nothing else may escape, crash or hang.
#include <cstddef>
#include <cstdint>
#include <string>

#include "grader/assessment/manifest.hpp"
#include "grader/grading/validation.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const auto json = grader::parse_json_text(text, "fuzz/manifest.json", grader::ExitCode::manifest_error);
    (void)grader::parse_manifest(json, "fuzz/manifest.json");
  } catch (const grader::GraderError&) {
    // A clear, expected refusal.
  }
  return 0;
}
