// The names of a factor (diagnosis.hpp): a case's sizes and every size of
// it, the size expressions that give a factor on one case or across the
// cases of an op, and the sentences that say them.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "finders.hpp"

namespace grader {

using diagnosis::factor_candidates;
using diagnosis::number;

std::string describe_factor(const std::string& output, double factor, const std::vector<std::string>& all_names) {
  std::string text = "every value of your \"" + output + "\" is " + number(factor) + " times the expected one";
  // sqrt(2) / floor(sqrt(2)) is sqrt(2): the truncated root is named only
  // once a case the output got right has ruled the plain one out.
  std::vector<std::string> names;
  for (const auto& name : all_names) {
    const auto cut = name.find(" / floor(sqrt(");
    if (cut != std::string::npos &&
        std::find(all_names.begin(), all_names.end(), name.substr(0, cut)) != all_names.end()) {
      continue;
    }
    names.push_back(name);
  }
  if (names.empty()) return text;
  text += ": " + names.front();
  for (std::size_t i = 1; i < names.size() && i < 3; ++i) text += (i == 1 ? " (or " : ", or ") + names[i];
  if (names.size() > 1) text += ")";
  if (names.front().find(" / floor(sqrt(") != std::string::npos) {
    text += ", as if the square root were rounded down to a whole number: keep it a floating-point value";
  }
  return text;
}

std::string describe_range(double low, double high, bool between) {
  if (std::fabs(high - low) <= 1e-6 * std::max(std::fabs(high), std::fabs(low))) return number(low);
  return between ? "between " + number(low) + " and " + number(high) : "from " + number(low) + " to " + number(high);
}

std::string describe_factor_range(const std::string& output, double lowest, double highest, std::size_t cases,
                                  const std::vector<std::string>& all_names) {
  std::string text = "every value of your \"" + output +
                     "\" is the expected one times a constant factor on each case, " +
                     describe_range(lowest, highest, false) + " over the " + std::to_string(cases) + " cases";
  // The names as describe_factor words them, after its leading number.
  const std::string single = describe_factor(output, 1.0, all_names);
  const auto colon = single.find(": ");
  if (colon == std::string::npos) return text + " (no size of the cases gives it)";
  return text + single.substr(colon);
}

std::optional<double> factor_named(const std::string& name, const std::vector<std::pair<std::string, double>>& sizes) {
  for (const auto& candidate : factor_candidates(sizes)) {
    if (candidate.text == name) return candidate.value;
  }
  return std::nullopt;
}

std::vector<std::pair<std::string, double>> case_sizes(const nlohmann::json& params, const TensorMap& inputs) {
  std::vector<std::pair<std::string, double>> sizes;
  for (const auto& item : params.items()) {
    if (item.value().is_number_integer() && item.value().get<std::int64_t>() > 1) {
      sizes.emplace_back(item.key(), static_cast<double>(item.value().get<std::int64_t>()));
    }
  }
  const auto named = sizes;
  for (const auto& [top, a] : named) {
    for (const auto& [bottom, b] : named) {
      if (top != bottom && a > b && std::fmod(a, b) == 0) sizes.emplace_back(top + " / " + bottom, a / b);
    }
  }
  for (const auto& item : params.items()) {
    if (item.value().is_number_float() && item.value().get<double>() > 0 && item.value().get<double>() < 1) {
      sizes.emplace_back(item.key(), item.value().get<double>());
    }
  }
  // An input's axis names a size only when no param does: "input_size", not
  // also "x.shape(2)" and "q.weight.shape(1)". Two axes of one size stay two
  // names: another case may tell them apart.
  const std::size_t from_params = sizes.size();
  for (const auto& [name, input] : inputs) {
    for (std::size_t axis = 0; axis < input.rank(); ++axis) {
      const auto value = static_cast<double>(input.shape[axis]);
      const bool known = std::any_of(sizes.begin(), sizes.begin() + static_cast<std::ptrdiff_t>(from_params),
                                     [&](const auto& s) { return s.second == value; });
      if (input.shape[axis] > 1 && !known) {
        sizes.emplace_back(name + ".shape(" + std::to_string(axis) + ")", static_cast<double>(input.shape[axis]));
      }
    }
  }
  return sizes;
}

std::vector<std::pair<std::string, double>> factor_vocabulary(const nlohmann::json& params, const TensorMap& inputs) {
  std::vector<std::pair<std::string, double>> vocabulary;
  for (const auto& item : params.items()) {
    if (item.value().is_number_integer() && item.value().get<std::int64_t>() >= 1) {
      vocabulary.emplace_back(item.key(), static_cast<double>(item.value().get<std::int64_t>()));
    }
  }
  const auto named = vocabulary;
  for (const auto& [top, a] : named) {
    for (const auto& [bottom, b] : named) {
      if (top != bottom && std::fmod(a, b) == 0) vocabulary.emplace_back(top + " / " + bottom, a / b);
    }
  }
  for (const auto& [name, input] : inputs) {
    for (std::size_t axis = 0; axis < input.rank(); ++axis) {
      const std::string axis_name = name + ".shape(" + std::to_string(axis) + ")";
      const auto size = static_cast<double>(input.shape[axis]);
      vocabulary.emplace_back(axis_name, size);
      // An axis that holds a param's multiple ("weights.shape(0) / num_heads": the batch).
      for (const auto& [param, value] : named) {
        if (std::fmod(size, value) == 0) vocabulary.emplace_back(axis_name + " / " + param, size / value);
      }
    }
  }
  return vocabulary;
}

std::vector<FactorName> factor_across_cases(const std::vector<CaseFactor>& cases) {
  if (cases.empty()) return {};
  // Two different factors among the failed cases at least.
  std::set<long long> failed_factors;
  for (const auto& one : cases) {
    if (std::fabs(one.factor - 1.0) > 1e-6) failed_factors.insert(std::llround(one.factor * 1e4));
  }
  if (failed_factors.size() < 2) return {};
  // The names every case has, in the first case's order, and their value on each case.
  std::vector<std::pair<std::string, std::vector<double>>> shared;
  for (const auto& [name, value] : cases.front().vocabulary) {
    std::vector<double> values;
    for (const auto& one : cases) {
      const auto it = std::find_if(one.vocabulary.begin(), one.vocabulary.end(),
                                   [&name = name](const auto& entry) { return entry.first == name; });
      if (it == one.vocabulary.end()) break;
      values.push_back(it->second);
    }
    if (values.size() == cases.size()) shared.emplace_back(name, std::move(values));
  }
  struct Form {
    FactorName name;
    std::vector<double> values;
  };
  std::vector<Form> forms;
  const auto add = [&](FactorName name, const std::function<double(std::size_t)>& value_on) {
    Form form{std::move(name), {}};
    for (std::size_t c = 0; c < cases.size(); ++c) form.values.push_back(value_on(c));
    forms.push_back(std::move(form));
  };
  for (const auto& [name, values] : shared) {
    const std::string grouped = name.find(' ') != std::string::npos ? "(" + name + ")" : name;
    add({"sqrt(" + name + ")", ""}, [&values = values](std::size_t c) { return std::sqrt(values[c]); });
    add({"1 / sqrt(" + name + ")", ""}, [&values = values](std::size_t c) { return 1.0 / std::sqrt(values[c]); });
    add({name, ""}, [&values = values](std::size_t c) { return values[c]; });
    add({"1 / " + grouped, ""}, [&values = values](std::size_t c) { return 1.0 / values[c]; });
  }
  for (const auto& [top, a] : shared) {
    for (const auto& [bottom, b] : shared) {
      if (top == bottom || top.find(bottom) != std::string::npos) continue;
      const bool quotient = bottom.find(" / ") != std::string::npos;
      const std::string over = top.find(' ') != std::string::npos ? "(" + top + ")" : top;
      const std::string under = quotient ? "(" + bottom + ")" : bottom;
      if (!quotient) {
        add({"sqrt(" + top + ") / sqrt(" + bottom + ")",
             "as if divided by sqrt(" + bottom + ") instead of sqrt(" + top + ")"},
            [&a = a, &b = b](std::size_t c) { return std::sqrt(a[c] / b[c]); });
      }
      add({over + " / " + under, "as if divided by " + bottom + " instead of " + top},
          [&a = a, &b = b](std::size_t c) { return a[c] / b[c]; });
    }
  }
  std::vector<FactorName> names;
  std::vector<std::vector<double>> taken;
  for (const auto& form : forms) {
    bool fits = true;
    for (std::size_t c = 0; c < cases.size() && fits; ++c) {
      fits = std::isfinite(form.values[c]) &&
             std::fabs(form.values[c] - cases[c].factor) <= 1e-3 * std::fabs(cases[c].factor);
    }
    if (!fits) continue;
    // An input's axis that a param gives on every case ("x.shape(2)" for
    // input_size) is not named again; two params that agree stay two names.
    const bool axis = form.name.text.find(".shape(") != std::string::npos;
    const bool same_as_taken = axis && std::any_of(taken.begin(), taken.end(), [&](const std::vector<double>& values) {
                                 for (std::size_t c = 0; c < values.size(); ++c) {
                                   if (std::fabs(values[c] - form.values[c]) > 1e-9 * std::fabs(values[c]))
                                     return false;
                                 }
                                 return true;
                               });
    if (same_as_taken) continue;
    taken.push_back(form.values);
    names.push_back(form.name);
  }
  return names;
}

std::map<std::string, double> every_size(const nlohmann::json& params, const TensorMap& inputs) {
  std::vector<std::pair<std::string, double>> base;
  for (const auto& item : params.items()) {
    if (item.value().is_number_integer() && item.value().get<std::int64_t>() > 1) {
      base.emplace_back(item.key(), static_cast<double>(item.value().get<std::int64_t>()));
    }
  }
  for (const auto& [name, input] : inputs) {
    for (std::size_t axis = 0; axis < input.rank(); ++axis) {
      if (input.shape[axis] > 1) {
        base.emplace_back(name + ".shape(" + std::to_string(axis) + ")", static_cast<double>(input.shape[axis]));
      }
    }
  }
  std::map<std::string, double> sizes(base.begin(), base.end());
  // A param of 1 (one head) is a factor too: with it, "t.shape(1) * num_heads"
  // is t.shape(1), which a shape cannot tell apart.
  for (const auto& item : params.items()) {
    if (item.value().is_number_integer() && item.value().get<std::int64_t>() == 1) base.emplace_back(item.key(), 1.0);
  }
  for (const auto& [a, x] : base) {
    for (const auto& [b, y] : base) {
      if (a == b || x * y <= 1) continue;
      if (a < b) sizes.emplace(a + " * " + b, x * y);
      if (x > y && std::fmod(x, y) == 0) sizes.emplace(a + " / " + b, x / y);
    }
  }
  return sizes;
}

}  // namespace grader
