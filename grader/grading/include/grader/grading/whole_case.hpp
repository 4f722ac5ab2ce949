#pragma once
// The smallest failing case of a visible reference set, shown whole (issue
// 33 item 1, in a student's own repository): its parameters, every input,
// the expected outputs and the student's, and the first entry that differs,
// so that a student can follow the computation by hand. Never for a hidden
// set: the engine asks only when the set is visible.
#include <cstddef>
#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include "grader/assessment/compare.hpp"
#include "grader/protocol/tensor.hpp"

namespace grader {

// At most this many values (inputs, expected and yours together) are
// printed; a larger smallest case is named with its shapes and its file.
inline constexpr std::size_t whole_case_value_limit = 400;

// The example's text is cut at this many bytes whatever the student's
// outputs (their shapes are printed).
inline constexpr std::size_t whole_case_text_limit = 16384;

// How many values showing the case whole prints: its inputs, its expected
// outputs and the student's outputs of those names.
[[nodiscard]] std::size_t whole_case_size(const TensorMap& inputs, const TensorMap& expected, const TensorMap& yours);

struct WholeCase {
  // The first line when not empty, instead of "Smallest failing case: LABEL (FILE)".
  std::string heading;
  std::string label;  // "self_attention.forward, case b2_s4_in5_h6"
  std::string file;   // where the case is stored, as the student sees it
  nlohmann::json params = nlohmann::json::object();
  const TensorMap* inputs = nullptr;
  const TensorMap* expected = nullptr;
  const TensorMap* yours = nullptr;
  Tolerance tolerance;
  // The axis names of each output, for the first differing entry.
  std::map<std::string, AxisLabels> labels;
};

// "Smallest failing case: LABEL (FILE), shown whole:" and the case, or,
// above whole_case_value_limit values or 8 axes, its shapes and where to
// read it. Yours is printed only where its shape is the expected one.
[[nodiscard]] std::string render_whole_case(const WholeCase& example);

}  // namespace grader
