#include "grader/grading/whole_case.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "grader/support/safe_text.hpp"

namespace grader {
namespace {

std::size_t values_in(const TensorMap& tensors) {
  std::size_t count = 0;
  for (const auto& [name, tensor] : tensors) count += tensor.size();
  return count;
}

// Six significant digits: enough to follow by hand; the first differing
// entry is given exactly.
std::string short_float(float value) {
  if (std::isnan(value)) return "nan";
  if (std::isinf(value)) return value < 0 ? "-inf" : "inf";
  char text[32];
  std::snprintf(text, sizeof text, "%.6g", static_cast<double>(value));
  return text;
}

// A tensor a line per row of its last axis, each led by the row's index:
//     [0, 1, :]  0.1 0.2 0.3
void write_tensor(std::ostringstream& out, const Tensor& tensor, const std::string& indent) {
  if (tensor.rank() == 0) {
    out << indent << (tensor.data.empty() ? std::string("(no value)") : short_float(tensor.data.front())) << "\n";
    return;
  }
  const std::size_t row = tensor.shape.back();
  if (row == 0 || tensor.data.empty()) {
    out << indent << "(no values)\n";
    return;
  }
  for (std::size_t start = 0; start < tensor.size(); start += row) {
    out << indent;
    if (tensor.rank() > 1) {
      const auto index = unravel(start, tensor.shape);
      out << "[";
      for (std::size_t axis = 0; axis + 1 < index.size(); ++axis) out << index[axis] << ", ";
      out << ":]  ";
    }
    for (std::size_t i = 0; i < row; ++i) out << (i ? " " : "") << short_float(tensor.data[start + i]);
    out << "\n";
  }
}

// "output[0, 1, 2] (batch 0, token 1, feature 2): expected 0.25, yours 0.5",
// or why the outputs cannot be compared entry by entry.
std::string first_difference(const WholeCase& example) {
  for (const auto& [name, expected] : *example.expected) {
    const auto yours = example.yours->find(name);
    if (yours == example.yours->end()) return name + ": your code returned none";
    if (yours->second.shape != expected.shape) {
      return name + ": expected shape " + format_shape(expected.shape) + ", yours " + format_shape(yours->second.shape);
    }
    for (std::size_t i = 0; i < expected.size(); ++i) {
      if (close(expected.data[i], yours->second.data[i], example.tolerance)) continue;
      const auto labels = example.labels.find(name);
      return name +
             format_index(unravel(i, expected.shape), labels == example.labels.end() ? AxisLabels{} : labels->second) +
             ": expected " + format_float(expected.data[i]) + ", yours " + format_float(yours->second.data[i]);
    }
  }
  return "";
}

void write_shapes(std::ostringstream& out, const char* what, const TensorMap& tensors) {
  for (const auto& [name, tensor] : tensors)
    out << "  " << what << " " << name << " " << format_shape(tensor.shape) << "\n";
}

// Yours beside each expected output, by name (an output of yours the case
// does not expect is not listed: the harness's outputs are the student's).
void write_your_shapes(std::ostringstream& out, const TensorMap& expected, const TensorMap& yours) {
  for (const auto& [name, tensor] : expected) {
    const auto found = yours.find(name);
    if (found != yours.end()) out << "  yours " << name << " " << format_shape(found->second.shape) << "\n";
  }
}

// At most this many axes are printed row by row: each row is led by its index.
constexpr std::size_t whole_case_rank_limit = 8;

std::size_t largest_rank(const TensorMap& tensors) {
  std::size_t rank = 0;
  for (const auto& [name, tensor] : tensors) rank = std::max(rank, tensor.rank());
  return rank;
}

}  // namespace

std::size_t whole_case_size(const TensorMap& inputs, const TensorMap& expected, const TensorMap& yours) {
  std::size_t count = values_in(inputs) + values_in(expected);
  for (const auto& [name, tensor] : expected) {
    const auto found = yours.find(name);
    if (found != yours.end()) count += found->second.size();
  }
  return count;
}

std::string render_whole_case(const WholeCase& example) {
  std::ostringstream out;
  const std::size_t size = whole_case_size(*example.inputs, *example.expected, *example.yours);
  const bool whole =
      size <= whole_case_value_limit && std::max({largest_rank(*example.inputs), largest_rank(*example.expected),
                                                  largest_rank(*example.yours)}) <= whole_case_rank_limit;
  out << (example.heading.empty() ? "Smallest failing case: " + example.label + " (" + example.file + ")"
                                  : example.heading)
      << (whole ? ", shown whole:" : ", too large to show here (" + std::to_string(size) + " values); the shapes:")
      << "\n";
  if (!example.params.empty()) out << "  params: " << example.params.dump() << "\n";
  if (!whole) {
    write_shapes(out, "input", *example.inputs);
    write_shapes(out, "expected", *example.expected);
    write_your_shapes(out, *example.expected, *example.yours);
  } else {
    for (const auto& [name, tensor] : *example.inputs) {
      out << "  input " << name << " " << format_shape(tensor.shape) << ":\n";
      write_tensor(out, tensor, "    ");
    }
    for (const auto& [name, tensor] : *example.expected) {
      out << "  expected " << name << " " << format_shape(tensor.shape) << ":\n";
      write_tensor(out, tensor, "    ");
      const auto yours = example.yours->find(name);
      if (yours == example.yours->end()) continue;
      out << "  yours " << name << " " << format_shape(yours->second.shape);
      if (yours->second.shape != tensor.shape) {
        out << " (another shape: its values are not shown)\n";
        continue;
      }
      out << ":\n";
      write_tensor(out, yours->second, "    ");
    }
  }
  if (const std::string difference = first_difference(example); !difference.empty()) {
    out << "  first entry that differs: " << difference << "\n";
  }
  std::string text = out.str();
  text.pop_back();
  // A bound whatever the student returned (the shapes of a forged response
  // may be long): the case's own values are far below it.
  return text.size() <= whole_case_text_limit ? text : utf8_prefix(text, whole_case_text_limit) + " ...";
}

}  // namespace grader
