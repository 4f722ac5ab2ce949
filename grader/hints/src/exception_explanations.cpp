// The explanations of an exception a submission threw (diagnosis.hpp):
// xtensor's broadcast message tidied, and the likely cause of xtensor's and
// the standard library's exceptions.
#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "grader/hints/diagnosis.hpp"

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
    return "the expression" + at + " combines a tensor of shape " + shapes[0] + " with one of shape " + shapes[1] +
           ", which do not broadcast together: compared from the last axis, two sizes must be equal or one of them "
           "1. A reducer without xt::keep_dims drops its axis; xt::linalg::dot of 3-D tensors is not a batched "
           "matrix product (take each matrix with xt::view, or loop)";
  }
  if (message.rfind("Dot: shape mismatch: ", 0) == 0) {
    return "xt::linalg::dot(a, b)" + at + " needs a's last axis as long as b's first ([n, k] @ [k, m]); here " +
           message.substr(21, message.size() > 22 ? message.size() - 22 : 0) + ": is one side missing xt::transpose?";
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

}  // namespace grader
