#pragma once
// The course's error model (grader/errormodel): a harness built from the
// course's solution with every rewrite of it compiled in (mutant schemata)
// runs the rewrite the request names. A student's harness is never sent one:
// selected_rewrite() is 0 there, and the schemata's original code runs.
namespace grader::harness {

// The rewrite the current request selects; 0: none (the code as written).
[[nodiscard]] int selected_rewrite() noexcept;

}  // namespace grader::harness
