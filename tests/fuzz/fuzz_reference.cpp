// libFuzzer target: any bytes given as a reference case file either load or
// fail with a GraderError naming the field; nothing else may escape.
#include <cstddef>
#include <cstdint>
#include <string>

#include "grader/assessment/reference_set.hpp"
#include "grader/support/errors.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    (void)grader::parse_case_file(text, "fuzz/cases.json");
  } catch (const grader::GraderError&) {
    // A clear, expected refusal.
  }
  return 0;
}
