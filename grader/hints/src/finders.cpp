// What diagnose()'s finders share (finders.hpp): axis names and numbers in
// messages, walks along an axis, the factors a case's sizes give, lines that
// sum to 1, an input shaped as an output's last axes.
#include "finders.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace grader {
namespace diagnosis {

// --- axis names, numbers, walks along an axis, ranges ----------------------------

std::string axis_name(const AxisLabels& labels, std::size_t axis) {
  if (axis < labels.names.size() && !labels.names[axis].empty()) {
    const std::string& name = labels.names[axis];
    return name.substr(0, name.find('/'));
  }
  return "axis " + std::to_string(axis);
}

std::string number(double value) {
  std::ostringstream out;
  out.precision(5);
  out << value;
  return out.str();
}

bool same_values(const Tensor& want, const Tensor& got, const Tolerance& tol) {
  if (want.shape != got.shape) return false;
  for (std::size_t i = 0; i < want.data.size(); ++i) {
    if (!close(want.data[i], got.data[i], tol)) return false;
  }
  return true;
}

Axis axis_of(const Shape& shape, std::size_t axis) {
  Axis walk;
  for (std::size_t a = axis + 1; a < shape.size(); ++a) walk.stride *= shape[a];
  for (std::size_t a = 0; a < axis; ++a) walk.outer *= shape[a];
  walk.extent = shape[axis];
  return walk;
}

bool slices_close(const Tensor& want, std::size_t want_at, const Tensor& got, std::size_t got_at, std::size_t axis,
                  const Tolerance& tol) {
  const Axis walk = axis_of(want.shape, axis);
  const std::size_t shift = (got_at * walk.stride) - (want_at * walk.stride);  // wraps; added back below
  bool all = true;
  for_slice(want.shape, axis, want_at, [&](std::size_t i) {
    if (all && !close(want.data[i], got.data[i + shift], tol)) all = false;
  });
  return all;
}

// Lines along `axis` (all positions but the axis fixed): index of the line of
// a flat position.
std::size_t line_of(std::size_t flat, const Axis& walk) {
  const std::size_t o = flat / (walk.extent * walk.stride);
  return o * walk.stride + flat % walk.stride;
}

Diagnosis ranged(const std::string& id, double low, double high, bool between, const std::string& before,
                 const std::string& after) {
  Diagnosis found{id, before + describe_range(low, high, between) + after, Strength::pattern};
  found.range = Diagnosis::Range{low, high, between, before, after};
  return found;
}

// --- the factors a case's sizes give ------------------------------------------

std::vector<Candidate> factor_candidates(const std::vector<std::pair<std::string, double>>& sizes) {
  std::vector<Candidate> candidates{{"-1 (the sign is flipped)", -1.0}};
  for (const auto& [name, size] : sizes) {
    if (size <= 1) continue;
    const std::string grouped = name.find(' ') != std::string::npos ? "(" + name + ")" : name;
    candidates.push_back({"sqrt(" + name + ")", std::sqrt(size)});
    candidates.push_back({"1 / sqrt(" + name + ")", 1.0 / std::sqrt(size)});
    candidates.push_back({name, size});
    candidates.push_back({"1 / " + grouped, 1.0 / size});
    // The square root kept in an integer (std::size_t): sqrt(2) becomes 1.
    const double whole = std::floor(std::sqrt(size));
    if (whole != std::sqrt(size)) {
      candidates.push_back({"sqrt(" + name + ") / floor(sqrt(" + name + "))", std::sqrt(size) / whole});
    }
  }
  // A rate p in (0, 1) (dropout): kept values scaled by 1 - p, or by (1 - p)^2
  // when multiplied where they should be divided.
  for (const auto& [name, rate] : sizes) {
    if (rate <= 0 || rate >= 1) continue;
    candidates.push_back({"(1 - " + name + ")", 1 - rate});
    candidates.push_back({"(1 - " + name + ")^2", (1 - rate) * (1 - rate)});
    candidates.push_back({"1 / (1 - " + name + ")", 1 / (1 - rate)});
    candidates.push_back({name, rate});
  }
  for (const auto& [top, a] : sizes) {
    for (const auto& [bottom, b] : sizes) {
      // Named sizes only, and not a quotient already named ("hidden / num_heads").
      const std::string quotient = top + " / " + bottom;
      const bool named = std::any_of(sizes.begin(), sizes.end(), [&](const auto& s) { return s.first == quotient; });
      // A quotient may be the numerator ("sqrt(hidden / num_heads) / sqrt(input_size)").
      if (top == bottom || a <= 1 || b <= 1 || a == b || bottom.find(" / ") != std::string::npos || named ||
          top.find(bottom) != std::string::npos) {
        continue;
      }
      candidates.push_back({"sqrt(" + top + ") / sqrt(" + bottom + ")", std::sqrt(a / b)});
    }
  }
  return candidates;
}

// --- an order in words -----------------------------------------------------------

std::string describe_order(const std::vector<std::size_t>& order) {
  std::string text;
  for (std::size_t i = 0; i < order.size() && i < 8; ++i) text += (i ? ", " : "") + std::to_string(order[i]);
  if (order.size() > 8) text += ", ...";
  return text;
}

// --- normalisation: what sums to 1 -----------------------------------------------

// True when every line along `axis` of finite values sums to 1.
bool lines_sum_to_one(const Tensor& t, std::size_t axis) {
  const Axis walk = axis_of(t.shape, axis);
  const std::size_t lines = walk.outer * walk.stride;
  if (lines == 0 || walk.extent < 2) return false;
  std::vector<double> sums(lines, 0.0);
  for (std::size_t i = 0; i < t.data.size(); ++i) {
    if (!std::isfinite(t.data[i])) return false;
    sums[line_of(i, walk)] += t.data[i];
  }
  return std::all_of(sums.begin(), sums.end(), [](double s) { return std::fabs(s - 1.0) <= 1e-3; });
}

// --- an input shaped as the output's last axes -----------------------------------

// Index into an input whose shape is the output's last axes (a bias [features]
// of an output [..., features], a mask [rows, cols] of [batch, rows, cols]).
// Or as many values as the output's last axes together (a bias [heads * d_k]
// of an output [..., heads, d_k]).
bool trailing_shape(const Tensor& input, const Tensor& output) {
  if (input.rank() == 0 || input.data.empty()) return false;
  std::size_t product = 1;
  for (std::size_t axis = output.rank(); axis-- > 0;) {
    product *= output.shape[axis];
    if (product == input.data.size()) return true;
    if (product > input.data.size()) return false;
  }
  return false;
}

}  // namespace diagnosis
}  // namespace grader
