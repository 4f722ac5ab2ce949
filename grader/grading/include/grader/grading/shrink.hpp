#pragma once
// A failing case made small against the course's solution (issue 33 item
// 1, on the course's side: batch and ./grade in the course repository).
//
// The student's op and the solution's (the oracle, a harness built from
// solutions/<assignment>/, checked first against the stored references)
// run side by side, each in a sandboxed process of its own, on inputs the
// grader derives from a failing case: every size made as small as it can be
// while they still disagree, then every input's values made as simple as
// they can be (one-hot rows, small integers). The grader only sends inputs
// and reads outputs: neither process sees the other.
//
// Sizes: a size of the case is an int parameter or an input axis's length.
// Making a size smaller replaces it everywhere it occurs (every parameter
// and axis of that value; optionally every axis that is a whole multiple of
// it, by the same factor) and keeps the first entries of each shortened
// axis. A candidate is tried only when it keeps every relation that the
// op's stored cases all share (SizeRules: one axis a fixed multiple of
// another, one the product of two, one divisible by another), and counts
// only when the solution answers it: the solution is never asked about
// inputs its op could not be given, where a C++ view out of range would
// read memory instead of failing.
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "grader/assessment/tolerance.hpp"
#include "grader/protocol/protocol.hpp"

namespace grader {

// What every stored case of an op shares about its sizes. A size's place
// is an int parameter (by name) or an input's axis (name, axis and rank);
// the relations: place a is k times place b (k a whole number, 1 included),
// a is the product of b and c, a is divisible by b. A relation is learnt
// when every case that has its places satisfies it (an input only some
// cases give is related by those cases alone).
class SizeRules {
 public:
  explicit SizeRules(const std::vector<HarnessRequest>& cases);
  // Every relation whose places `request` has holds on it.
  [[nodiscard]] bool hold(const HarnessRequest& request) const;
  // The sizes of `request`'s places (int parameters, then each input's
  // axes, in order) with the `place`-th set to `to` and every place
  // tied to it by a multiple or a product following; nullopt when a tied
  // place would not be whole or would grow.
  [[nodiscard]] std::optional<std::vector<std::size_t>> resized(const HarnessRequest& request, std::size_t place,
                                                                std::size_t to) const;

 private:
  struct Multiple {
    std::string a, b;
    std::size_t k;
  };
  struct Product {
    std::string a, b, c;
  };
  struct Divisible {
    std::string a, b;
  };
  std::vector<Multiple> multiples_;
  std::vector<Product> products_;
  std::vector<Divisible> divisible_;
};

// Candidates made smaller than `request` by one size (largest sizes first,
// each to 1, 2, half, one less: that place with the places the rules tie to
// it, then every place of its value, then with their multiples too) that
// `rules` hold. No candidate has a larger axis than the request.
[[nodiscard]] std::vector<HarnessRequest> smaller_sizes(const HarnessRequest& request, const SizeRules& rules);

// Candidates with one input's values simpler (one-hot rows of the last axis
// at each row's largest entry; integers from -2 to 2; 0, 1, 2, 3, 0, ... in
// order; integers from -9 to 9), in that order, inputs in order. An input that holds only 0, 1 and
// infinities (a mask) is left as it is, and so is every non-finite value.
[[nodiscard]] std::vector<HarnessRequest> simpler_values(const HarnessRequest& request);

// The student's outputs differ from the solution's (a missing output, a
// shape or a value outside `tolerance`): the same judgement as a check's.
[[nodiscard]] bool outputs_differ(const TensorMap& expected, const TensorMap& yours, const Tolerance& tolerance);

struct ShrunkCase {
  HarnessRequest request;  // the smallest failing request found
  TensorMap expected;      // the solution's outputs on it
  TensorMap yours;         // the student's
  std::size_t tried = 0;   // candidates run (each by both programs)
  Tolerance tolerance;     // what outputs_differ() judged with
};

// Runs `request` by both sides: the solution's and the student's outputs
// when both answered, nullopt when either did not.
using RunBoth = std::function<std::optional<std::pair<TensorMap, TensorMap>>(const HarnessRequest&)>;

// `start` made smaller while the outputs still differ (outputs_differ()),
// its sizes kept to `rules` (learnt from the op's stored cases, `start`
// among them), trying at most `budget` candidates; nullopt when `start`
// itself does not fail (the sides agree, or one of them did not answer).
[[nodiscard]] std::optional<ShrunkCase> shrink_failing_case(const HarnessRequest& start, const SizeRules& rules,
                                                            const RunBoth& run_both, const Tolerance& tolerance,
                                                            std::size_t budget);

}  // namespace grader
