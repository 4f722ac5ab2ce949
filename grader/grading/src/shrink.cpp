#include "grader/grading/shrink.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <set>
#include <string>

#include "grader/assessment/compare.hpp"

namespace grader {
namespace {

// Each place of a request (an int parameter, an input's axis) with its size, in order.
std::vector<std::pair<std::string, std::size_t>> places_of(const HarnessRequest& request) {
  std::vector<std::pair<std::string, std::size_t>> places;
  for (const auto& [name, value] : request.params.items()) {
    if (value.is_number_integer())
      places.emplace_back("param " + name,
                          value.get<std::int64_t>() > 0 ? static_cast<std::size_t>(value.get<std::int64_t>()) : 0);
  }
  for (const auto& [name, tensor] : request.inputs) {
    for (std::size_t axis = 0; axis < tensor.rank(); ++axis) {
      places.emplace_back("input " + name + " axis " + std::to_string(axis) + " of " + std::to_string(tensor.rank()),
                          tensor.shape[axis]);
    }
  }
  return places;
}

std::vector<std::size_t> values_of(const std::vector<std::pair<std::string, std::size_t>>& places) {
  std::vector<std::size_t> values;
  for (const auto& place : places) values.push_back(place.second);
  return values;
}

// How one size changes: `from` becomes `to`; with `multiples`, a size that
// is a whole multiple k * from (k > 1) becomes k * to.
struct Change {
  std::size_t from = 0;
  std::size_t to = 0;
  bool multiples = false;

  [[nodiscard]] std::size_t apply(std::size_t size) const {
    if (size == from) return to;
    if (multiples && from > 0 && size > from && size % from == 0) return size / from * to;
    return size;
  }
};

// The tensor's first `shape[axis]` entries along each axis, or its last.
Tensor truncated(const Tensor& tensor, const Shape& shape, bool keep_last) {
  Tensor out;
  out.shape = shape;
  out.data.reserve(element_count(shape));
  for (std::size_t flat = 0; flat < element_count(shape); ++flat) {
    auto index = unravel(flat, shape);
    if (keep_last) {
      for (std::size_t axis = 0; axis < index.size(); ++axis) index[axis] += tensor.shape[axis] - shape[axis];
    }
    out.data.push_back(tensor.at(index));
  }
  return out;
}

// `request` with its places resized to `sizes` (in places_of()'s order),
// each shortened axis keeping its first entries (or its last); nullopt when nothing changed.
std::optional<HarnessRequest> with_sizes(const HarnessRequest& request, const std::vector<std::size_t>& sizes,
                                         bool keep_last) {
  HarnessRequest out = request;
  bool any = false;
  std::size_t place = 0;
  for (auto& [name, value] : out.params.items()) {
    if (!value.is_number_integer()) continue;
    const std::size_t size = sizes.at(place++);
    if (value.get<std::int64_t>() > 0 && static_cast<std::size_t>(value.get<std::int64_t>()) != size) {
      value = static_cast<std::int64_t>(size);
      any = true;
    }
  }
  for (auto& [name, tensor] : out.inputs) {
    Shape shape = tensor.shape;
    for (auto& size : shape) size = sizes.at(place++);
    if (shape == tensor.shape) continue;
    tensor = truncated(tensor, shape, keep_last);
    any = true;
  }
  if (!any) return std::nullopt;
  return out;
}

// A mask or an index: only 0, 1, whole numbers and infinities. Left as it is.
bool already_simple(const Tensor& tensor) {
  return std::all_of(tensor.data.begin(), tensor.data.end(),
                     [](float value) { return !std::isfinite(value) || value == std::round(value); });
}

float largest_magnitude(const Tensor& tensor) {
  float largest = 0;
  for (const float value : tensor.data) {
    if (std::isfinite(value)) largest = std::max(largest, std::fabs(value));
  }
  return largest;
}

// Each row of the last axis: 1 at its largest finite entry, 0 at the other finite ones.
Tensor one_hot_rows(const Tensor& tensor) {
  Tensor out = tensor;
  const std::size_t row = tensor.shape.empty() ? tensor.size() : tensor.shape.back();
  for (std::size_t start = 0; row > 0 && start < out.size(); start += row) {
    std::size_t best = row;
    for (std::size_t i = 0; i < row; ++i) {
      const float value = out.data[start + i];
      if (std::isfinite(value) && (best == row || value > out.data[start + best])) best = i;
    }
    for (std::size_t i = 0; i < row; ++i) {
      float& value = out.data[start + i];
      if (std::isfinite(value)) value = i == best ? 1.0F : 0.0F;
    }
  }
  return out;
}

// Integers from -limit to limit: each finite value scaled by the largest magnitude and rounded.
Tensor small_integers(const Tensor& tensor, float limit) {
  Tensor out = tensor;
  const float largest = largest_magnitude(tensor);
  if (largest == 0) return out;
  for (float& value : out.data) {
    if (std::isfinite(value)) value = std::round(value / largest * limit) + 0.0F;
  }
  return out;
}

// 0, 1, 2, 3, 0, 1, ... in row-major order at every finite entry: distinct
// small values where rounding made every entry alike.
Tensor counting(const Tensor& tensor) {
  Tensor out = tensor;
  for (std::size_t i = 0; i < out.size(); ++i) {
    if (std::isfinite(out.data[i])) out.data[i] = static_cast<float>(i % 4);
  }
  return out;
}

}  // namespace

SizeRules::SizeRules(const std::vector<HarnessRequest>& cases) {
  // Each case's sizes by place; a relation holds when every case that has
  // all its places satisfies it (and one case at least has them).
  std::vector<std::map<std::string, std::size_t>> sizes;
  std::set<std::string> names;
  for (const auto& request : cases) {
    std::map<std::string, std::size_t> by_place;
    for (const auto& [name, size] : places_of(request)) {
      by_place[name] = size;
      names.insert(name);
    }
    sizes.push_back(std::move(by_place));
  }
  const std::vector<std::string> places(names.begin(), names.end());
  // Whether `holds` is true of every case that has `needed` (and one at least does).
  const auto always = [&](std::initializer_list<const std::string*> needed, const auto& holds) {
    bool any = false;
    for (const auto& s : sizes) {
      if (!std::all_of(needed.begin(), needed.end(), [&](const std::string* name) { return s.count(*name) > 0; })) {
        continue;
      }
      any = true;
      if (!holds(s)) return false;
    }
    return any;
  };
  for (const auto& a : places) {
    for (const auto& b : places) {
      if (a == b) continue;
      std::size_t k = 0;  // a / b on the first case that has both
      for (const auto& s : sizes) {
        if (s.count(a) > 0 && s.count(b) > 0) {
          k = s.at(b) > 0 && s.at(a) % s.at(b) == 0 ? s.at(a) / s.at(b) : 0;
          break;
        }
      }
      if (k > 0 && always({&a, &b}, [&](const auto& s) { return s.at(a) == k * s.at(b); })) {
        multiples_.push_back({a, b, k});
      }
      if (always({&a, &b}, [&](const auto& s) { return s.at(b) > 0 && s.at(a) % s.at(b) == 0; })) {
        divisible_.push_back({a, b});
      }
      for (const auto& c : places) {
        if (c <= b || c == a) continue;
        if (always({&a, &b, &c}, [&](const auto& s) { return s.at(a) == s.at(b) * s.at(c); })) {
          products_.push_back({a, b, c});
        }
      }
    }
  }
}

bool SizeRules::hold(const HarnessRequest& request) const {
  std::map<std::string, std::size_t> s;
  for (const auto& [name, size] : places_of(request)) s[name] = size;
  const auto has = [&](std::initializer_list<const std::string*> needed) {
    return std::all_of(needed.begin(), needed.end(), [&](const std::string* name) { return s.count(*name) > 0; });
  };
  return std::all_of(multiples_.begin(), multiples_.end(),
                     [&](const Multiple& m) {
                       return !has({&m.a, &m.b}) || s[m.a] == m.k * s[m.b];
                     }) &&
         std::all_of(products_.begin(), products_.end(),
                     [&](const Product& p) {
                       return !has({&p.a, &p.b, &p.c}) || s[p.a] == s[p.b] * s[p.c];
                     }) &&
         std::all_of(divisible_.begin(), divisible_.end(), [&](const Divisible& d) {
           return !has({&d.a, &d.b}) || (s[d.b] > 0 && s[d.a] % s[d.b] == 0);
         });
}

std::optional<std::vector<std::size_t>> SizeRules::resized(const HarnessRequest& request, std::size_t place,
                                                           std::size_t to) const {
  // Every place tied to `place` follows it: a multiple by its factor, a product by its factors.
  const auto places = places_of(request);
  std::map<std::string, std::size_t> index;
  for (std::size_t i = 0; i < places.size(); ++i) index[places[i].first] = i;
  const auto at = [&](const std::string& name) { return index.count(name) > 0 ? index.at(name) : places.size(); };
  std::vector<std::size_t> out = values_of(places);
  std::vector<char> set(out.size() + 1, 0);
  out.push_back(0);  // where a relation's absent place points
  out.at(place) = to;
  set[place] = 1;
  for (bool more = true; more;) {
    more = false;
    for (const Multiple& m : multiples_) {
      const std::size_t a = at(m.a);
      const std::size_t b = at(m.b);
      if (a == places.size() || b == places.size()) continue;
      if (set[b] && !set[a]) {
        out[a] = m.k * out[b];
      } else if (set[a] && !set[b] && out[a] % m.k == 0) {
        out[b] = out[a] / m.k;
      } else {
        continue;
      }
      set[a] = set[b] = 1;
      more = true;
    }
    for (const Product& p : products_) {
      const std::size_t a = at(p.a);
      const std::size_t b = at(p.b);
      const std::size_t c = at(p.c);
      if (a == places.size() || b == places.size() || c == places.size()) continue;
      if (!set[a] && (set[b] || set[c])) {
        out[a] = out[b] * out[c];
        set[a] = 1;
        more = true;
      }
    }
  }
  out.pop_back();
  for (std::size_t i = 0; i < out.size(); ++i) {
    if (out[i] > places[i].second || (set[i] && out[i] == 0)) return std::nullopt;
  }
  return out;
}

std::vector<HarnessRequest> smaller_sizes(const HarnessRequest& request, const SizeRules& rules) {
  const std::vector<std::size_t> sizes = values_of(places_of(request));
  std::vector<HarnessRequest> candidates;
  // Each size change twice: keeping the first entries of every shortened axis, then the last.
  const auto add = [&](const std::optional<std::vector<std::size_t>>& resized) {
    if (!resized) return;
    for (const bool keep_last : {false, true}) {
      auto candidate = with_sizes(request, *resized, keep_last);
      if (!candidate || !rules.hold(*candidate)) return;
      const bool seen = std::any_of(candidates.begin(), candidates.end(), [&](const HarnessRequest& other) {
        return other.params == candidate->params && other.inputs == candidate->inputs;
      });
      if (!seen) candidates.push_back(std::move(*candidate));
    }
  };
  // Largest sizes first, each to 1, 2, half and one less.
  std::vector<std::size_t> order(sizes.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) { return sizes[x] > sizes[y]; });
  for (const std::size_t place : order) {
    const std::size_t from = sizes[place];
    if (from < 2) continue;
    for (const std::size_t to : std::set<std::size_t>{1, 2, from / 2, from - 1}) {
      if (to == 0 || to >= from) continue;
      // The place and what the rules tie to it; then every size of its value (and their multiples).
      add(rules.resized(request, place, to));
      for (const bool multiples : {false, true}) {
        std::vector<std::size_t> every = sizes;
        for (auto& size : every) size = Change{from, to, multiples}.apply(size);
        add(every);
      }
    }
  }
  return candidates;
}

std::vector<HarnessRequest> simpler_values(const HarnessRequest& request) {
  std::vector<HarnessRequest> candidates;
  for (const auto& [name, tensor] : request.inputs) {
    if (tensor.data.empty() || already_simple(tensor)) continue;
    for (const Tensor& simpler :
         {one_hot_rows(tensor), small_integers(tensor, 2), counting(tensor), small_integers(tensor, 9)}) {
      if (simpler.data == tensor.data) continue;
      HarnessRequest candidate = request;
      candidate.inputs[name] = simpler;
      candidates.push_back(std::move(candidate));
    }
  }
  return candidates;
}

bool outputs_differ(const TensorMap& expected, const TensorMap& yours, const Tolerance& tolerance) {
  for (const auto& [name, tensor] : expected) {
    const auto found = yours.find(name);
    if (found == yours.end() || found->second.shape != tensor.shape) return true;
    for (std::size_t i = 0; i < tensor.size(); ++i) {
      if (!close(tensor.data[i], found->second.data[i], tolerance)) return true;
    }
  }
  return false;
}

std::optional<ShrunkCase> shrink_failing_case(const HarnessRequest& start, const SizeRules& rules,
                                              const RunBoth& run_both, const Tolerance& tolerance, std::size_t budget) {
  ShrunkCase best;
  const auto fails = [&](const HarnessRequest& request) -> bool {
    ++best.tried;
    auto outputs = run_both(request);
    if (!outputs || !outputs_differ(outputs->first, outputs->second, tolerance)) return false;
    best.request = request;
    best.expected = std::move(outputs->first);
    best.yours = std::move(outputs->second);
    return true;
  };
  if (!fails(start)) return std::nullopt;
  // Phase 1, sizes; phase 2, values: each time the first candidate that
  // still fails is taken, and the candidates are made again from it.
  const std::function<std::vector<HarnessRequest>(const HarnessRequest&)> phases[] = {
      [&rules](const HarnessRequest& request) { return smaller_sizes(request, rules); }, &simpler_values};
  for (const auto& make : phases) {
    bool smaller = true;
    while (smaller && best.tried < budget) {
      smaller = false;
      const HarnessRequest current = best.request;
      for (const auto& candidate : make(current)) {
        if (best.tried >= budget) break;
        if (fails(candidate)) {
          smaller = true;
          break;
        }
      }
    }
  }
  return best;
}

}  // namespace grader
