// The shape finders of diagnose() (diagnosis.cpp's table), tried when the
// output's shape differs from the expected's: which sizes yours has, and
// layers built with their two sizes swapped.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "finders.hpp"
#include "grader/support/text.hpp"

namespace grader {
namespace diagnosis {

// --- the shape: which sizes yours has --------------------------------------------

namespace {

// The name a shape gives an extent: the case's first size name of that value
// (case_sizes' order, the likeliest first), but only when no other size of
// the case has the same value (every_size; a size equal to it on every case
// of the op is the same size); otherwise the number itself.
std::string size_name(std::size_t value, const DiagnosisContext& context) {
  const auto v = static_cast<double>(value);
  std::string name;
  for (const auto& [candidate, size] : context.sizes) {
    if (size == v) {
      name = candidate;
      break;
    }
  }
  if (name.empty()) return std::to_string(value);
  if (context.op_sizes == nullptr || context.inputs == nullptr) return name;
  // Another size of this value that is not always the named one: a coincidence.
  static const nlohmann::json no_params = nlohmann::json::object();
  const nlohmann::json& params = context.params != nullptr ? *context.params : no_params;
  const auto here = every_size(params, *context.inputs);
  // Equal on every case of the op, and there are two cases at least: one
  // case alone cannot tell a size from a coincidence.
  auto always_equal = [&](const std::string& a, const std::string& b) {
    for (const auto& sizes : *context.op_sizes) {
      const auto x = sizes.find(a);
      const auto y = sizes.find(b);
      if (x == sizes.end() || y == sizes.end() || x->second != y->second) return false;
    }
    return context.op_sizes->size() >= 2;
  };
  // Not a product or quotient of the name itself (w.shape(1) / x.shape(0) is
  // 2 wherever x.shape(0) is 2 and w.shape(1) 4, which says nothing of x),
  // unless by a param of 1: "t.shape(1) * num_heads" with one head is
  // t.shape(1), and the shape cannot tell which it is.
  auto by_itself = [&](const std::string& derived) {
    std::string operand;
    if (derived.rfind(name + " ", 0) == 0) {
      operand = derived.substr(name.size() + 3);
    } else if (derived.size() > name.size() + 3 &&
               derived.compare(derived.size() - name.size() - 1, std::string::npos, " " + name) == 0) {
      operand = derived.substr(0, derived.size() - name.size() - 3);
    } else {
      return false;
    }
    const auto one = params.find(operand);
    return one == params.end() || !one->is_number_integer() || one->get<std::int64_t>() != 1;
  };
  for (const auto& [other, size] : here) {
    if (size == v && other != name && !by_itself(other) && !always_equal(name, other)) return std::to_string(value);
  }
  return name;
}

}  // namespace

std::optional<Diagnosis> shape_sizes(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context) {
  if (expected.shape == actual.shape || expected.rank() != actual.rank() || context.sizes.empty()) {
    return std::nullopt;
  }
  auto named = [&](const Shape& shape) {
    std::string text;
    bool any = false;
    for (const std::size_t extent : shape) {
      const std::string name = size_name(extent, context);
      any = any || name != std::to_string(extent);
      text += (text.empty() ? "" : ", ") + name;
    }
    return any ? "[" + text + "]" : std::string();
  };
  const std::string yours = named(actual.shape);
  const std::string wanted = named(expected.shape);
  if (yours.empty() || wanted.empty() || yours == wanted) return std::nullopt;
  return Diagnosis{"shape_sizes",
                   "your \"" + context.output + "\" is " + format_shape(actual.shape) + " = " + yours +
                       "; the expected " + format_shape(expected.shape) + " is " + wanted,
                   Strength::pattern};
}

// --- layers built the other way round ----------------------------------------------

namespace {

// The layers (outputs "<layer>.weight" [out, in], not square, and
// "<layer>.bias" [out] if the case has one) whose weight the student's code
// gave as [in, out] and whose bias as [in]: each maps out -> in, what a
// Linear built with its two sizes swapped does.
std::vector<std::string> layers_built_reversed(const DiagnosisContext& context) {
  std::vector<std::string> reversed;
  if (context.expected == nullptr || context.actual == nullptr) return reversed;
  for (const auto& [name, weight] : *context.expected) {
    if (!ends_with(name, ".weight") || weight.rank() != 2 || weight.shape[0] == weight.shape[1]) continue;
    const std::string layer = name.substr(0, name.size() - std::string(".weight").size());
    const auto got = context.actual->find(name);
    if (got == context.actual->end() || got->second.shape != Shape{weight.shape[1], weight.shape[0]}) continue;
    if (context.expected->count(layer + ".bias") != 0) {
      const auto bias = context.actual->find(layer + ".bias");
      if (bias == context.actual->end() || bias->second.shape != Shape{weight.shape[1]}) continue;
    }
    reversed.push_back(layer);
  }
  return reversed;
}

}  // namespace

std::optional<Diagnosis> layer_reversed(const Tensor&, const Tensor&, const DiagnosisContext& context) {
  const std::vector<std::string> reversed = layers_built_reversed(context);
  std::string layer;
  for (const std::string& one : reversed) {
    if (context.output == one + ".weight" || context.output == one + ".bias") layer = one;
  }
  if (layer.empty()) return std::nullopt;
  const Shape& weight = context.expected->at(layer + ".weight").shape;
  const std::string out = size_name(weight[0], context);
  const std::string in = size_name(weight[1], context);
  const bool has_bias = context.expected->count(layer + ".bias") != 0;
  std::string names;
  for (std::size_t i = 0; i < reversed.size(); ++i) {
    names += (i == 0 ? "" : i + 1 == reversed.size() ? " and " : ", ") + reversed[i];
  }
  const bool several = reversed.size() > 1;
  return Diagnosis{"layer_reversed",
                   std::string(several ? "your layers " : "your layer ") + names + (several ? " are" : " is") +
                       " built the other way round, from " + out + " to " + in + " features: " + layer + ".weight is " +
                       format_shape({weight[1], weight[0]}) +
                       (has_bias ? " and " + layer + ".bias " + format_shape({weight[1]}) : "") +
                       ", where a layer from " + in + " to " + out + " has weight [out_features, in_features] = " +
                       format_shape(weight) + (has_bias ? " and bias " + format_shape({weight[0]}) : "") +
                       ": a Linear takes (in_features, out_features), in that order",
                   Strength::pattern};
}

}  // namespace diagnosis
}  // namespace grader
