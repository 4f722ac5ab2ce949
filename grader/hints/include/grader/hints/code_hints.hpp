#pragma once
// Code hints: the known xtensor traps in the student's own lines
// (code_traps.hpp) that a failed task's numbers agree with, named with
// their file and line. Read from the text, never run.
#include <string>
#include <vector>

#include "grader/assessment/manifest.hpp"
#include "grader/assessment/results.hpp"
#include "grader/hints/case_hints.hpp"
#include "grader/hints/code_traps.hpp"

namespace grader {

// The course's headers beside the manifest (include/): the tensor aliases
// and integer members the student's code uses.
[[nodiscard]] std::vector<std::string> course_headers(const Manifest& manifest);

// The traps of the student's lines a failed task's numbers agree with: a trap
// in a function that serves the task's ops (or one they call), when no check
// of the task shows a pattern that explains it otherwise (a known mistake, a
// transpose, a mask, ...). What each trap agrees with:
//   lazy_keep_dims, lazy_reducer_overwritten: numbers without a pattern
//     (NaN, or wrong values no diagnosis explains, rows that do not sum to 1);
//   strided_range: numbers without a pattern;
//   transpose_reverses_all: the same, or values in another order or shape;
//   dot_more_than_2d: the same, or xt::linalg::dot's shape error;
//   strided_view_to_dot: the same, or BLAS's "No valid layout";
//   integer_sqrt, integer_sqrt_quotient, integer_division: the same, or a
//     constant factor, or an output that is 0 everywhere; for
//     integer_sqrt_quotient every factor between 1/sqrt(2) and sqrt(2) (a
//     quotient q >= 1 rounded down is more than q / 2: a larger factor is
//     another mistake's);
// And an operand given to dot as xt::transpose(t) (dot_transposes) agrees
// with dot's shape error at its line when t as it is would fit.
[[nodiscard]] std::vector<std::string> code_hints_for(const Manifest& manifest, const Task& task, const CodeScan& scan,
                                                      const std::vector<Evidence>& evidence,
                                                      const std::vector<CheckResult>& checks);

// One function of the student's that several failed tasks share, said once
// for the report: "Tasks 1, 2 and 3 fail, and each of them calls
// softmax_rows (from_scratch.cpp line 35), a function of yours that no task
// that passes calls: ...". Only as far as the text shows: a function of the
// student's (not in `template_scan`, or with a body other than the
// template's), which the functions of two or more failed tasks surely reach
// (functions_surely_reached) and no passed task's reach; a task that failed
// without its code running (a build failure, the grade's time) counts for
// neither. Of two such functions, the one fewer failed tasks share is not
// named (it is not what all of them have in common). Empty without a
// template to tell the student's functions by.
[[nodiscard]] std::vector<std::string> shared_function_notes(const Manifest& manifest, const CodeScan& scan,
                                                             const CodeScan& template_scan,
                                                             const std::vector<TaskResult>& results);

}  // namespace grader
