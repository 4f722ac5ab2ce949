#pragma once
// What a submission's build lost and what stands in for it: the files none
// of whose code compiled (why, for each of their tasks), the regions whose
// template stubs stand in, told to the grade; and the compiler's words
// shown once.
#include <map>
#include <string>

#include "grader/assessment/manifest.hpp"
#include "grader/building/build.hpp"
#include "grader/grading/engine.hpp"

namespace grader {

// Files a build lost (none of their code compiled): why, for each of their
// tasks, without the compiler's words, which the report shows once above
// the tasks; and an error outside every YOUR CODE region explained once.
struct LostFiles {
  std::map<std::string, std::string> reasons;  // file -> "from_scratch.cpp line 47 (...)"
  std::string explanation;
};

[[nodiscard]] LostFiles lost_files(const Manifest& manifest, const BuildOutcome& built);

// What the build stood in for, told to the grade: the files lost (each
// task of theirs says why, GradeOptions::broken_files) and the regions
// whose stubs stand in (the check that reaches one says its error and lines).
void tell_stand_ins(const BuildOutcome& built, const LostFiles& lost, GradeOptions& options);

// The lines of `text` each once, in their first order (a compiler's error
// seen again for another file, region or mending round is shown once).
[[nodiscard]] std::string each_line_once(const std::string& text);

}  // namespace grader
