// The mechanisms of the kinds that rewrite a call (walk.hpp's
// call_mechanisms(): an argument's values, dropped, swapped, unwrapped,
// wrapped, a list permuted, a call replaced, an offset, a callee renamed,
// an argument added, a wrap moved).
#include <algorithm>
#include <cctype>
#include <cstring>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"
#include "walk.hpp"

namespace grader::errormodel::detail {

bool calls_one_of(const Rule& rule, const CallSite& call) {
  const auto& s = rule.settings;
  if (!s.contains("callees")) return false;
  return std::any_of(s.at("callees").begin(), s.at("callees").end(),
                     [&](const nlohmann::json& name) { return name.get<std::string>() == call.name; });
}

void BodyWalk::call_argument_values(const Rule& rule, const CallSite& call) {
  const auto& s = rule.settings;
  const auto at = s.at("argument").get<std::size_t>();
  if (at >= call.arguments.size()) return;
  const std::string written = without_spaces(source(call.arguments[at]));
  const auto& values = s.at("values");
  if (std::none_of(values.begin(), values.end(),
                   [&](const nlohmann::json& v) { return without_spaces(v.get<std::string>()) == written; })) {
    return;
  }
  for (const auto& value : values) {
    const std::string other = value.get<std::string>();
    if (without_spaces(other) == written) continue;
    add(rule, {Edit{call.arguments[at].begin, call.arguments[at].end, other}},
        {{"callee", call.callee}, {"old", source(call.arguments[at])}, {"new", other}});
  }
  if (s.value("together", false)) remember_together(rule, written, call.arguments[at], call.callee);
}

void BodyWalk::call_drop_argument(const Rule& rule, const CallSite& call) {
  const auto& s = rule.settings;
  for (std::size_t i = 1; i < call.arguments.size(); ++i) {
    // The argument named by its text (`contains`) or by its place (`argument`: a reduction's axes).
    const bool named = s.contains("contains")
                           ? source(call.arguments[i]).find(s.at("contains").get<std::string>()) != std::string::npos
                           : s.at("argument").get<std::size_t>() == i;
    if (!named) continue;
    const Span dropped{call.arguments[i - 1].end, call.arguments[i].end, true};
    const std::string old = trimmed(source(call.arguments[i]));
    add(rule, {Edit{dropped.begin, dropped.end, ""}},
        {{"callee", call.callee}, {"operand", short_text(source(call.arguments[0]))}, {"old", old}});
    if (s.value("together", false)) remember_together(rule, s.contains("contains") ? "" : old, dropped, call.callee);
  }
}

void BodyWalk::call_swap_arguments(const Rule& rule, const CallSite& call) {
  if (rule.settings.contains("from")) {
    // Indices (a view's, from argument `from` on): each two neighbours change places.
    const auto from = rule.settings.at("from").get<std::size_t>();
    std::vector<std::string> written;
    for (std::size_t i = from; i < call.arguments.size(); ++i) written.push_back(trimmed(source(call.arguments[i])));
    for (std::size_t i = 0; i + 1 < written.size(); ++i) {
      if (without_spaces(written[i]) == without_spaces(written[i + 1])) continue;
      auto swapped = written;
      std::swap(swapped[i], swapped[i + 1]);
      add(rule,
          {Edit{call.arguments[from + i].begin, call.arguments[from + i].end, written[i + 1]},
           Edit{call.arguments[from + i + 1].begin, call.arguments[from + i + 1].end, written[i]}},
          {{"callee", call.callee},
           {"operand", short_text(source(call.arguments[0]))},
           {"old", "(" + joined(written) + ")"},
           {"new", "(" + joined(swapped) + ")"}});
    }
    return;
  }
  if (call.arguments.size() < 2) return;
  add(rule,
      {Edit{call.arguments[0].begin, call.arguments[0].end, source(call.arguments[1])},
       Edit{call.arguments[1].begin, call.arguments[1].end, source(call.arguments[0])}},
      {{"callee", call.callee}});
}

void BodyWalk::call_unwrap(const Rule& rule, const CallSite& call) {
  if (call.arguments.empty()) return;
  add(rule, {Edit{call.span.begin, call.span.end, "(" + source(call.arguments[0]) + ")"}},
      {{"callee", call.callee}, {"operand", short_text(source(call.arguments[0]))}});
}

void BodyWalk::call_wrap_argument(const Rule& rule, const CallSite& call) {
  const std::string wrap = rule.settings.at("wrap").get<std::string>();
  // "{size}" in the wrap: once for each size in scope (a scale by sqrt(rows)).
  const std::vector<std::string> sizes =
      wrap.find("{size}") == std::string::npos ? std::vector<std::string>{""} : sizes_in_scope("");
  for (std::size_t i = 0; i < call.arguments.size() && i < 2; ++i) {
    const std::string operand = source(call.arguments[i]);
    if (operand.find(replaced_all(wrap, "{}", "").substr(0, 8)) == 0) continue;  // already wrapped so
    for (const auto& size : sizes) {
      add(rule,
          {Edit{call.arguments[i].begin, call.arguments[i].end,
                replaced_all(replaced_all(wrap, "{}", operand), "{size}", size)}},
          {{"callee", call.callee},
           {"operand", short_text(operand)},
           {"which", i == 0 ? "first" : "second"},
           {"size", size}});
    }
  }
}

void BodyWalk::call_permute_list(const Rule& rule, const CallSite& call) {
  const auto at = rule.settings.at("argument").get<std::size_t>();
  if (at >= call.arguments.size()) return;
  const auto entries = list_entries(source(call.arguments[at]));
  if (!entries || entries->size() < 2 || entries->size() > 6) return;
  auto write = [&](const std::vector<std::string>& order) {
    if (order == *entries) return;
    add(rule, {Edit{call.arguments[at].begin, call.arguments[at].end, "{" + joined(order) + "}"}},
        {{"callee", call.callee}, {"old", "{" + joined(*entries) + "}"}, {"new", "{" + joined(order) + "}"}});
  };
  if (entries->size() <= 4) {
    // Every other order of up to 4 entries (23 at most): a 3-cycle is no single swap.
    std::vector<std::size_t> order(entries->size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    while (std::next_permutation(order.begin(), order.end())) {
      std::vector<std::string> permuted;
      for (const std::size_t i : order) permuted.push_back((*entries)[i]);
      write(permuted);
    }
    return;
  }
  for (std::size_t i = 0; i < entries->size(); ++i) {
    for (std::size_t j = i + 1; j < entries->size(); ++j) {
      auto swapped = *entries;
      std::swap(swapped[i], swapped[j]);
      write(swapped);
    }
  }
}

void BodyWalk::call_replace(const Rule& rule, const CallSite& call) {
  for (const auto& with : rule.settings.at("with")) {
    add(rule, {Edit{call.span.begin, call.span.end, with.get<std::string>()}},
        {{"callee", call.callee}, {"new", with.get<std::string>()}});
  }
}

void BodyWalk::call_integer_offset(const Rule& rule, const CallSite& call) {
  for (const auto& index : rule.settings.at("arguments")) {
    const auto at = index.get<std::size_t>();
    if (at >= call.arguments.size()) continue;
    const std::string written = trimmed(source(call.arguments[at]));
    const std::string compact = without_spaces(written);
    std::string other;
    if (compact.size() > 2 && compact.substr(compact.size() - 2) == "+1") {
      other = trimmed(written.substr(0, written.rfind('+')));
    } else if (category_of(clang_getCursorType(clang_Cursor_getArgument(call.cursor, static_cast<unsigned>(at)))) ==
               Category::integer) {
      other = written + " + 1";
    }
    if (other.empty()) continue;
    add(rule, {Edit{call.arguments[at].begin, call.arguments[at].end, other}},
        {{"callee", call.callee}, {"old", written}, {"new", other}});
    // One less as well (`seq - 1` for `seq`), where the rule says so: a
    // range's end (xtensor clamps a range to its axis).
    const bool lower = rule.settings.contains("one_less") &&
                       std::any_of(rule.settings.at("one_less").begin(), rule.settings.at("one_less").end(),
                                   [&](const nlohmann::json& i) { return i.get<std::size_t>() == at; });
    if (lower && compact.size() > 2 && compact.substr(compact.size() - 2) != "+1") {
      add(rule, {Edit{call.arguments[at].begin, call.arguments[at].end, written + " - 1"}},
          {{"callee", call.callee}, {"old", written}, {"new", written + " - 1"}});
    }
  }
}

void BodyWalk::call_rename(const Rule& rule, const CallSite& call) {
  const auto& renames = rule.settings.at("renames");
  if (!renames.contains(call.name) || call.paren == std::string::npos) return;
  // The name as the callee's last word, before its "(" or template arguments.
  const std::size_t name_at = call.whole.rfind(call.name, call.paren);
  if (name_at == std::string::npos) return;
  for (const auto& other : renames.at(call.name)) {
    const std::size_t begin = call.span.begin + name_at;
    add(rule, {Edit{begin, begin + call.name.size(), other.get<std::string>()}},
        {{"callee", call.callee}, {"old", call.name}, {"new", other.get<std::string>()}});
  }
}

void BodyWalk::call_add_argument(const Rule& rule, const CallSite& call) {
  const std::string text = rule.settings.at("text").get<std::string>();
  if (call.arguments.size() < rule.settings.value("min_arguments", std::size_t{1})) return;
  for (const Span& argument : call.arguments) {
    if (source(argument).find(text) != std::string::npos) return;
  }
  const std::size_t after = call.arguments.back().end;
  add(rule, {Edit{after, after, ", " + text}},
      {{"callee", call.callee}, {"operand", short_text(source(call.arguments.front()))}});
}

void BodyWalk::call_move_wrap(const Rule& rule, const CallSite& call) {
  if (call.arguments.size() < 2) return;
  const std::string wrap = rule.settings.at("wrap").get<std::string>();
  const std::size_t hole = wrap.find("{}");
  if (hole == std::string::npos) return;
  const std::string head = wrap.substr(0, hole);
  const std::string tail = wrap.substr(hole + 2);
  auto inner = [&](const Span& argument) -> std::optional<std::string> {
    const std::string written = trimmed(source(argument));
    if (written.size() <= head.size() + tail.size() || written.compare(0, head.size(), head) != 0 ||
        written.compare(written.size() - tail.size(), tail.size(), tail) != 0) {
      return std::nullopt;
    }
    const std::string operand = written.substr(head.size(), written.size() - head.size() - tail.size());
    int depth = 0;
    for (const char c : operand) {  // one argument: no comma outside brackets
      if (c == '(' || c == '{' || c == '[') ++depth;
      if (c == ')' || c == '}' || c == ']') --depth;
      if (depth < 0 || (c == ',' && depth == 0)) return std::nullopt;
    }
    return operand;
  };
  const auto first = inner(call.arguments[0]);
  const auto second = inner(call.arguments[1]);
  if (first.has_value() == second.has_value()) return;
  const std::size_t from = first ? 0 : 1;
  const std::size_t to = 1 - from;
  const std::string moved_to = replaced_all(wrap, "{}", source(call.arguments[to]));
  add(rule,
      {Edit{call.arguments[from].begin, call.arguments[from].end, first ? *first : *second},
       Edit{call.arguments[to].begin, call.arguments[to].end, moved_to}},
      {{"callee", call.callee},
       {"old", from == 0 ? "first" : "second"},
       {"new", to == 0 ? "first" : "second"},
       {"operand", short_text(first ? *first : *second)}});
}

}  // namespace grader::errormodel::detail
