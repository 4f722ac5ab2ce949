#include "grader/hints/case_hints.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <tuple>

#include "grader/protocol/protocol.hpp"

namespace grader {
namespace {

// A precomputed mistake that another case of the same op rules out gives
// way to the diagnosis; returns, for each (op, output) with a constant
// factor, the sizes that give it on every case.
std::map<std::pair<std::string, std::string>, std::vector<std::string>> rule_out_and_name_factors(
    const Manifest& manifest, const std::vector<Evidence>& evidence, std::vector<CheckResult>& checks) {
  std::map<std::string, std::set<std::string>> ruled_out;  // op -> mistakes some case ruled out
  for (const auto& e : evidence) ruled_out[e.op].insert(e.ruled_out.begin(), e.ruled_out.end());
  std::map<std::pair<std::string, std::string>, std::vector<std::string>> common;  // (op, output) -> names
  std::map<std::pair<std::string, std::string>, bool> seen;
  for (std::size_t i = 0; i < evidence.size(); ++i) {
    const Evidence& e = evidence[i];
    CheckResult& check = checks[i];
    if (!e.known_mistake.empty() && ruled_out[e.op].count(e.known_mistake) > 0) {
      check.hint = e.diagnosis ? diagnosis_hint(manifest, e.op, *e.diagnosis, e.diagnosis->text) : "";
      check.hint_names_a_known_mistake = false;
    }
    if (check.hint_names_a_known_mistake || !e.diagnosis || e.diagnosis->id != "scaled" ||
        e.diagnosis->factor_names.empty()) {
      continue;
    }
    const auto key = std::make_pair(e.op, e.diagnosed_output);
    auto& names = common[key];
    if (!seen[key]) {
      names = e.diagnosis->factor_names;
      seen[key] = true;
      // A size whose factor is not 1 on a case the output got right is not the cause.
      for (const auto& other : evidence) {
        if (!other.passed || other.op != e.op) continue;
        names.erase(std::remove_if(names.begin(), names.end(),
                                   [&](const std::string& name) {
                                     const auto value = factor_named(name, other.sizes);
                                     return value && std::fabs(*value - 1.0) > 1e-3;
                                   }),
                    names.end());
      }
    } else {
      names.erase(std::remove_if(names.begin(), names.end(),
                                 [&](const std::string& name) {
                                   const auto& own = e.diagnosis->factor_names;
                                   return std::find(own.begin(), own.end(), name) == own.end();
                                 }),
                  names.end());
    }
  }
  return common;
}

// A finding with a range on several cases of one op and output: one
// sentence with the range over all of them, not one hint per case.
void merge_ranges(const Manifest& manifest, const std::vector<Evidence>& evidence, std::vector<CheckResult>& checks) {
  std::map<std::tuple<std::string, std::string, std::string, std::string, std::string>, std::vector<std::size_t>> spans;
  for (std::size_t i = 0; i < evidence.size(); ++i) {
    const Evidence& e = evidence[i];
    if (checks[i].hint_names_a_known_mistake || !e.diagnosis || !e.diagnosis->range) continue;
    const auto& r = *e.diagnosis->range;
    spans[std::make_tuple(e.op, e.diagnosed_output, e.diagnosis->id, r.before, r.after)].push_back(i);
  }
  for (const auto& [key, members] : spans) {
    if (members.size() < 2) continue;
    double low = evidence[members.front()].diagnosis->range->low;
    double high = evidence[members.front()].diagnosis->range->high;
    for (const std::size_t i : members) {
      low = std::min(low, evidence[i].diagnosis->range->low);
      high = std::max(high, evidence[i].diagnosis->range->high);
    }
    for (const std::size_t i : members) {
      const Diagnosis& d = *evidence[i].diagnosis;
      const std::string text = d.range->before + describe_range(low, high, d.range->between) + " over the " +
                               std::to_string(members.size()) + " cases" + d.range->after;
      checks[i].hint = diagnosis_hint(manifest, evidence[i].op, d, text);
    }
  }
}

// For each (op, output) whose factor differs from case to case: the size
// expressions that give it on every case (the op's cases it got right
// count with a factor of 1), or none.
std::map<std::pair<std::string, std::string>, std::vector<FactorName>> factors_across_cases(
    const std::vector<Evidence>& evidence, const std::vector<CheckResult>& checks) {
  std::map<std::pair<std::string, std::string>, std::vector<CaseFactor>> cases;
  for (std::size_t i = 0; i < evidence.size(); ++i) {
    const Evidence& e = evidence[i];
    if (checks[i].hint_names_a_known_mistake || !e.diagnosis || e.diagnosis->id != "scaled") continue;
    cases[std::make_pair(e.op, e.diagnosed_output)].push_back({e.vocabulary, e.diagnosis->factor});
  }
  std::map<std::pair<std::string, std::string>, std::vector<FactorName>> named;
  for (auto& [key, of_op] : cases) {
    for (const auto& e : evidence) {
      if (e.passed && e.op == key.first) of_op.push_back({e.vocabulary, 1.0});
    }
    named[key] = factor_across_cases(of_op);
  }
  return named;
}

// The factors of each (op, output, named or not): one sentence with their
// range when they differ from case to case, not one hint per case.
void merge_factors(const Manifest& manifest, const std::vector<Evidence>& evidence, std::vector<CheckResult>& checks,
                   std::map<std::pair<std::string, std::string>, std::vector<std::string>>& common) {
  struct Range {
    double lowest = 0;
    double highest = 0;
    std::size_t cases = 0;
  };
  std::map<std::tuple<std::string, std::string, bool>, Range> ranges;
  std::map<std::pair<std::string, std::string>, Range> whole;  // named and unnamed together
  const auto widen = [](Range& range, double factor) {
    range.lowest = range.cases == 0 ? factor : std::min(range.lowest, factor);
    range.highest = range.cases == 0 ? factor : std::max(range.highest, factor);
    ++range.cases;
  };
  for (std::size_t i = 0; i < evidence.size(); ++i) {
    const Evidence& e = evidence[i];
    if (checks[i].hint_names_a_known_mistake || !e.diagnosis || e.diagnosis->id != "scaled") continue;
    widen(ranges[std::make_tuple(e.op, e.diagnosed_output, e.diagnosis->factor_names.empty())], e.diagnosis->factor);
    widen(whole[std::make_pair(e.op, e.diagnosed_output)], e.diagnosis->factor);
  }
  const auto across = factors_across_cases(evidence, checks);
  for (std::size_t i = 0; i < evidence.size(); ++i) {
    const Evidence& e = evidence[i];
    if (checks[i].hint_names_a_known_mistake || !e.diagnosis || e.diagnosis->id != "scaled") continue;
    const bool unnamed = e.diagnosis->factor_names.empty();
    const Range& range = ranges[std::make_tuple(e.op, e.diagnosed_output, unnamed)];
    const bool one_factor =
        std::fabs(range.highest - range.lowest) <= 1e-3 * std::max(std::fabs(range.highest), std::fabs(range.lowest));
    const auto key = std::make_pair(e.op, e.diagnosed_output);
    // Sizes that give the factor on every case, found only across the cases.
    if (const auto& sizes = across.at(key); !sizes.empty() && (unnamed || common[key].empty())) {
      const Range& all = whole.at(key);
      std::vector<std::string> names;
      for (const auto& size : sizes) names.push_back(size.text);
      std::string text = describe_factor_range(e.diagnosed_output, all.lowest, all.highest, all.cases, names);
      if (sizes.size() == 1 && !sizes.front().as_if.empty()) text += " (" + sizes.front().as_if + ")";
      checks[i].hint = diagnosis_hint(manifest, e.op, *e.diagnosis, text);
      continue;
    }
    if (unnamed) {
      if (!one_factor) {
        checks[i].hint =
            diagnosis_hint(manifest, e.op, *e.diagnosis,
                           describe_factor_range(e.diagnosed_output, range.lowest, range.highest, range.cases, {}));
      }
      continue;
    }
    const auto& names = common[std::make_pair(e.op, e.diagnosed_output)];
    std::string text;
    if (one_factor || names.empty()) {
      text = describe_factor(e.diagnosed_output, e.diagnosis->factor, names);
      if (names.empty()) text += " (no size gives the factor on every case)";
      if (names.empty() && !one_factor) {
        text = describe_factor_range(e.diagnosed_output, range.lowest, range.highest, range.cases, {});
      }
    } else {
      text = describe_factor_range(e.diagnosed_output, range.lowest, range.highest, range.cases, names);
    }
    checks[i].hint = diagnosis_hint(manifest, e.op, *e.diagnosis, text);
  }
}

}  // namespace

AxisLabels labels_for(const Manifest& manifest, const std::string& op, const std::string& output,
                      const nlohmann::json& params) {
  AxisLabels labels;
  auto op_it = manifest.op_outputs.find(op);
  if (op_it == manifest.op_outputs.end()) return labels;
  auto out_it = op_it->second.find(output);
  if (out_it == op_it->second.end()) return labels;
  labels.names = out_it->second.axes;
  for (const auto& name : labels.names) {
    const auto slash = name.find('/');
    if (slash == std::string::npos) continue;
    const auto param = params.find(name.substr(slash + 1));
    if (param != params.end() && param->is_number_unsigned()) labels.merged_divisor = param->get<std::size_t>();
  }
  return labels;
}

std::string known_mistake_hint(const Manifest& manifest, const std::string& id) {
  auto hint = manifest.hints.find(id);
  return hint != manifest.hints.end() ? hint->second : "your result matches the known mistake \"" + id + "\"";
}

// The strongest diagnosis over the case's wrong outputs: a pattern that holds
// on every value before an observation.
void diagnose_outputs(const Manifest& manifest, const ReferenceSet& set, const Case& source, const TensorMap& actual,
                      const Tolerance& tol, Evidence& evidence) {
  std::vector<std::map<std::string, double>> op_sizes;  // every size of every case of the op (every_size)
  for (const Case& other : set.cases) {
    if (other.op == source.op) op_sizes.push_back(every_size(other.params, other.inputs));
  }
  for (const auto& [name, expected] : source.expected) {
    auto it = actual.find(name);
    if (it == actual.end()) continue;
    if (compare_tensors(name, expected, it->second, tol, source.shape_only, false).passed) continue;
    DiagnosisContext context;
    context.output = name;
    context.labels = labels_for(manifest, source.op, name, source.params);
    context.sizes = case_sizes(source.params, source.inputs);
    context.inputs = &source.inputs;
    context.params = &source.params;
    context.op_sizes = &op_sizes;
    context.expected = &source.expected;
    context.actual = &actual;
    context.tolerance = tol;
    context.reveal_positions = !set.hidden;
    auto found = diagnose(expected, it->second, context);
    if (found && (!evidence.diagnosis || found->strength > evidence.diagnosis->strength)) {
      evidence.diagnosis = std::move(found);
      evidence.diagnosed_output = name;
    }
  }
}

// A diagnosis as a hint: for a pattern, followed by the manifest's advice for
// it ("<op>:<id>" or "<id>" in "hints"), which may name the mistake in the
// assignment's terms.
std::string diagnosis_hint(const Manifest& manifest, const std::string& op, const Diagnosis& diagnosis,
                           const std::string& text) {
  if (diagnosis.strength == Diagnosis::Strength::pattern) {
    for (const std::string& key : {op + ":" + diagnosis.id, diagnosis.id}) {
      auto advice = manifest.hints.find(key);
      if (advice != manifest.hints.end()) return text + ": " + advice->second;
    }
  }
  return text;
}

// The task's hints, made to hold on every failed case: a precomputed mistake
// that another case of the same op rules out gives way to the diagnosis, and
// a constant factor is named only by the sizes that give it on every case.
void reconcile_hints(const Manifest& manifest, const std::vector<Evidence>& evidence,
                     std::vector<CheckResult>& checks) {
  auto common = rule_out_and_name_factors(manifest, evidence, checks);
  merge_ranges(manifest, evidence, checks);
  merge_factors(manifest, evidence, checks, common);
}

// A case's input shapes and whole-number parameters (its sizes) as a hint
// names them, and nothing else of a hidden case: "mask [3, 1, 3]; seq_q 3, seq_k 6".
std::string inputs_in_words(const Case& source) {
  std::string shapes;
  for (const auto& [name, input] : source.inputs) {
    shapes += (shapes.empty() ? "" : ", ") + name + " " + format_shape(input.shape);
  }
  std::string params;
  for (const auto& [name, value] : source.params.items()) {
    if (value.is_number_integer()) params += (params.empty() ? "" : ", ") + name + " " + value.dump();
  }
  return shapes + (!shapes.empty() && !params.empty() ? "; " : "") + params;
}

// What a failure on inputs the reference refuses shows: xtensor's own error
// (a broadcast, dot's shapes) is the code going on with them; an exception
// of another kind, a refusal of the wrong kind; a crash, either. A stub says
// nothing about the inputs. The outcome as plain data: it `raised` the
// exception `error_kind` with `message`, or `crashed`.
std::string refusal_hint(bool raised, bool crashed, const std::string& error_kind, const std::string& message,
                         const std::string& refused, const std::string& kind) {
  if (raised) {
    // The harness's own kinds: a stub, an answer too large, a request refused.
    if (is_harness_error_kind(error_kind)) return {};
    const bool xtensor = error_kind.rfind("xt::", 0) == 0 || message.rfind("Dot: ", 0) == 0 ||
                         message.rfind("Incompatible dimension", 0) == 0;
    if (xtensor) {
      return refused + ", where your code went on and failed: check the inputs before computing, and throw " + kind +
             " when they do not fit";
    }
    return refused + ", and your code threw " + error_kind + ": throw " + kind + " for inputs that do not fit";
  }
  if (!crashed) return {};
  return refused + ", and your code crashed on them: check the inputs before computing, and throw " + kind +
         " when they do not fit";
}

}  // namespace grader
