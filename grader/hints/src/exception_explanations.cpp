// The explanations of an exception a submission threw (diagnosis.hpp):
// xtensor's broadcast message tidied, and the likely cause of xtensor's and
// the standard library's exceptions.
#include <algorithm>
#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "grader/hints/diagnosis.hpp"
#include "grader/support/text.hpp"

namespace grader {

namespace {

// The shapes xtensor's broadcast message names, in order ("(2, 3, 2, )").
std::vector<std::string> broadcast_shapes(const std::string& message) {
  std::vector<std::string> shapes;
  for (const char* side : {"LHS shape = (", "RHS shape = ("}) {
    const auto start = message.find(side);
    if (start == std::string::npos) return {};
    const auto from = start + std::string(side).size();
    const auto end = message.find(')', from);
    if (end == std::string::npos) return {};
    std::string inside = message.substr(from, end - from);
    while (!inside.empty() && (inside.back() == ' ' || inside.back() == ',')) inside.pop_back();
    shapes.push_back("[" + inside + "]");
  }
  return shapes;
}

// xtensor writes an axis it does not know the size of (a shape not yet
// computed) as size_t(-1), 18446744073709551615: no size of a real tensor
// has 11 digits or more. Such a shape is no evidence of anything.
bool has_unknown_axis(const std::string& shape) {
  std::size_t digits = 0;
  for (const char c : shape) {
    digits = (c >= '0' && c <= '9') ? digits + 1 : 0;
    if (digits >= 11) return true;
  }
  return false;
}

// "[1, 1, 5, 5]", or for a shape with an unknown axis "a tensor of 3 axes of
// sizes xtensor did not report".
std::string shape_words(const std::string& shape) {
  if (!has_unknown_axis(shape)) return "a tensor of shape " + shape;
  std::vector<std::string> sizes;
  std::string size;
  for (const char c : shape.substr(1, shape.size() - 2) + ",") {
    if (c == ',') {
      sizes.push_back(has_unknown_axis(size) ? "unknown" : size);
      size.clear();
    } else if (c != ' ') {
      size += c;
    }
  }
  if (std::all_of(sizes.begin(), sizes.end(), [](const std::string& one) { return one == "unknown"; })) {
    return "a tensor of " + std::to_string(sizes.size()) + (sizes.size() == 1 ? " axis" : " axes") +
           " whose sizes xtensor did not report";
  }
  std::string words;
  for (const auto& one : sizes) words += (words.empty() ? "" : ", ") + one;
  return "a tensor of shape [" + words + "] (unknown: a size xtensor did not report)";
}

// The sizes of "[6, 10]" (a shape as broadcast_shapes or the dot message
// writes it); empty when it is not one.
std::vector<std::size_t> shape_sizes(const std::string& shape) {
  std::vector<std::size_t> sizes;
  if (shape.size() < 2 || shape.front() != '[' || shape.back() != ']' || has_unknown_axis(shape)) return sizes;
  std::string size;
  for (const char c : shape.substr(1, shape.size() - 2) + ",") {
    if (c == ',') {
      if (size.empty()) return {};
      sizes.push_back(std::stoul(size));
      size.clear();
    } else if (c >= '0' && c <= '9') {
      size += c;
    } else if (c != ' ') {
      return {};
    }
  }
  return sizes;
}

// Whether `fewer` is `more` with one axis left out (an axis a reducer
// without xt::keep_dims drops): only then is that the likely cause.
bool one_axis_dropped(const std::vector<std::size_t>& more, const std::vector<std::size_t>& fewer) {
  if (more.size() != fewer.size() + 1) return false;
  for (std::size_t axis = 0; axis < more.size(); ++axis) {
    std::vector<std::size_t> without = more;
    without.erase(without.begin() + static_cast<std::ptrdiff_t>(axis));
    if (without == fewer && more[axis] != 1) return true;
  }
  return false;
}

// The likely causes the two shapes show: an axis dropped (by a reducer or
// a view's single index) when one shape is the other without an axis, a
// numpy.dot of 3-D tensors when one
// has 4 axes or more (dot of [b, n, k] and [b, k, m] is [b, n, b, m]);
// none when neither shows.
std::string broadcast_causes(const std::string& left, const std::string& right) {
  const auto a = shape_sizes(left);
  const auto b = shape_sizes(right);
  std::string causes;
  if (one_axis_dropped(a, b) || one_axis_dropped(b, a)) {
    causes +=
        " One is the other without an axis: either one lost an axis it needs (a reducer without "
        "xt::keep_dims, a view given a single index, a squeeze) or the other keeps one it should not (a view "
        "given one index too few).";
  }
  if (a.size() >= 4 || b.size() >= 4) {
    causes +=
        " xt::linalg::dot of 3-D tensors is not a batched matrix product (take each matrix with xt::view, or "
        "loop).";
  }
  return causes;
}

const std::string kDotHead = "xt::linalg::dot(a, b)";
const std::string kTransposeFits = ": is one side missing xt::transpose?";
const std::string kNoTransposeFits =
    ": no transpose of either side would fit either, so one of them is built with the wrong sizes";

// "[6, 10] and [5, 8]" of the dot message: which transpose would make the
// product fit, or that none would.
std::string dot_fit(const std::string& shapes) {
  const auto split = shapes.find(" and ");
  if (split == std::string::npos) return "";
  const auto a = shape_sizes(shapes.substr(0, split));
  const auto b = shape_sizes(shapes.substr(split + 5));
  if (a.size() != 2 || b.size() != 2) return "";
  if (a[0] == b[0] || a[1] == b[1] || a[0] == b[1]) return kTransposeFits;
  return kNoTransposeFits;
}

}  // namespace

std::string tidy_exception_message(const std::string& message) {
  const std::string head = "Incompatible dimension of arrays:";
  const auto shapes = broadcast_shapes(message);
  if (message.rfind(head, 0) != 0 || shapes.size() != 2) return message;
  if (has_unknown_axis(shapes[0]) || has_unknown_axis(shapes[1])) {
    return head + " " + shape_words(shapes[0]) + " and " + shape_words(shapes[1]);
  }
  return head + " " + shapes[0] + " and " + shapes[1];
}

std::string explain_exception(const std::string& kind, const std::string& message, const std::string& where) {
  const std::string at = where.empty() ? "" : " at " + where;
  if (const auto shapes = broadcast_shapes(message); shapes.size() == 2) {
    if (has_unknown_axis(shapes[0]) || has_unknown_axis(shapes[1])) {
      // No advice on shapes the grader could not read.
      return "the expression" + at + " combines " + shape_words(shapes[0]) + " with " + shape_words(shapes[1]) +
             ", which do not broadcast together";
    }
    std::string said = "the expression" + at + " combines a tensor of shape " + shapes[0] + " with one of shape " +
                       shapes[1] +
                       ", which do not broadcast together: compared from the last axis, two sizes must be equal or "
                       "one of them 1." +
                       broadcast_causes(shapes[0], shapes[1]);
    said.pop_back();  // the last sentence's full stop: a hint's clauses follow
    return said;
  }
  if (message.rfind("Dot: shape mismatch: ", 0) == 0) {
    const std::string shapes = message.substr(21, message.size() > 22 ? message.size() - 22 : 0);
    return kDotHead + at + " needs a's last axis as long as b's first ([n, k] @ [k, m]); here " + shapes +
           dot_fit(shapes);
  }
  struct Known {
    const char* needle;
    const char* explanation;
  };
  static const Known known[] = {
      {"No valid layout chosen",
       "xt::linalg::dot hands its matrices to BLAS, which needs each one contiguous in memory; a strided view "
       "(xt::view with a step, a view of a transpose, a head cut out of the middle of a row) is not. Copy the "
       "view into a tensor first (Tensor2 a = xt::view(...);) and pass that"},
      {"Incompatible dimension of arrays",
       "two tensors in one expression have shapes that do not broadcast together: compared from the last axis, "
       "two sizes must be equal or one of them 1 (xt::keep_dims keeps a reduced axis as 1)"},
      {"Dot: shape mismatch",
       "xt::linalg::dot(a, b) needs a's last axis as long as b's first ([n, k] @ [k, m]): is one side missing "
       "xt::transpose?"},
      {"Cannot reshape with incorrect number of elements",
       "a reshape asks for a shape with a different number of elements: the product of the new shape must "
       "equal that of the old one"},
      {"Permutation does not have the same size as shape",
       "xt::transpose(t, {...}) needs one axis in the permutation for each axis of t"},
      {"Permutation contains", "xt::transpose(t, {...}) needs each axis of t exactly once in the permutation"},
      {"Too many slices for view", "an xt::view has more slices than its tensor has axes"},
      {"Reducing axes should", "a reducer's axes must be listed once each, in increasing order ({1, 2})"},
  };
  for (const auto& entry : known) {
    if (message.find(entry.needle) != std::string::npos) return entry.explanation;
  }
  if (kind == "std::out_of_range") {
    return "an index" + at + " is past the end of an axis or a container: check each loop's bound against shape(axis)";
  }
  if (kind == "std::bad_alloc") {
    return "your code asked for more memory than there is: a tensor is far larger than it should be (check its shape)";
  }
  if (kind == "std::length_error") {
    return "a container was asked to grow past its maximum: a size computed from a negative number wrapped around?";
  }
  return {};
}

// A product's shapes that fit a transpose on one case and on no other of
// the same line: the sizes of that case fit by coincidence, and the question
// is asked of none of them (the shapes are still said).
void settle_dot_fits(std::vector<CheckResult>& checks) {
  std::map<std::string, std::vector<CheckResult*>> of_line;  // the dot's words up to its shapes
  for (CheckResult& check : checks) {
    if (check.status != CheckResult::Status::failed || check.hint.rfind(kDotHead, 0) != 0) continue;
    const auto here = check.hint.find("; here ");
    if (here != std::string::npos) of_line[check.hint.substr(0, here)].push_back(&check);
  }
  for (auto& [line, members] : of_line) {
    const bool none_fits_somewhere = std::any_of(members.begin(), members.end(), [](const CheckResult* check) {
      return ends_with(check->hint, kNoTransposeFits);
    });
    if (!none_fits_somewhere) continue;
    for (CheckResult* check : members) {
      if (ends_with(check->hint, kTransposeFits)) check->hint.resize(check->hint.size() - kTransposeFits.size());
    }
  }
}

}  // namespace grader
