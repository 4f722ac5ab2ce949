// What a rewrite writes, in the code it edits (WrittenUnit, error_model.hpp):
// read with the grader's one lexer, as the grader reads a student's
// function, so that a unit's digest is found in a student's code exactly
// when its tokens are there.
#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "grader/errormodel/rewrites.hpp"
#include "grader/source/lexer.hpp"

namespace grader::errormodel {

namespace {

bool is_punctuator(const Token& token, const char* text) {
  return token.kind == TokenKind::punctuator && token.text == text;
}

// The first token of the callee written before the '(' at `open`
// (`xt::range`, `q.out_features`, `xt::zeros<float>`); `open` itself when
// none is written there (a parenthesis that only groups).
std::optional<std::size_t> callee_start(const std::vector<Token>& tokens, std::size_t open) {
  if (open == 0) return std::nullopt;
  std::size_t at = open - 1;
  if (is_punctuator(tokens[at], ">")) {  // template arguments: back to their '<'
    int depth = 0;
    for (;; --at) {
      if (is_punctuator(tokens[at], ">")) ++depth;
      if (is_punctuator(tokens[at], "<") && --depth == 0) break;
      if (at == 0 || is_punctuator(tokens[at], ";") || is_punctuator(tokens[at], "{")) return std::nullopt;
    }
    if (at == 0) return std::nullopt;
    --at;
  }
  if (tokens[at].kind != TokenKind::identifier) return std::nullopt;
  while (at >= 2 &&
         (is_punctuator(tokens[at - 1], "::") || is_punctuator(tokens[at - 1], ".") ||
          is_punctuator(tokens[at - 1], "->")) &&
         tokens[at - 2].kind == TokenKind::identifier) {
    at -= 2;
  }
  return at;
}

// Fewer tokens than this say nothing of where they stand.
constexpr std::size_t fewest_tokens = 4;

// The tokens [first, last] of the smallest call around bytes [begin, end)
// of the body, or of its statement when no call holds them.
struct Unit {
  std::size_t first = 0;
  std::size_t last = 0;
  bool statement = false;  // a statement, not a call
};

Unit unit_around(const std::vector<Token>& tokens, std::size_t begin, std::size_t end) {
  std::vector<std::size_t> opens;
  std::optional<std::pair<std::size_t, std::size_t>> call;
  for (std::size_t t = 0; t < tokens.size(); ++t) {
    if (is_punctuator(tokens[t], "(")) opens.push_back(t);
    if (!is_punctuator(tokens[t], ")") || opens.empty()) continue;
    const std::size_t open = opens.back();
    opens.pop_back();
    if (tokens[open].end > begin || tokens[t].begin < end) continue;
    const auto first = callee_start(tokens, open);
    if (first && (!call || *first > call->first)) call = std::pair{*first, t};
  }
  if (call) return {call->first, call->second, false};
  std::size_t first = 0;
  std::size_t last = tokens.size() - 1;
  for (std::size_t t = 0; t < tokens.size(); ++t) {
    const bool boundary =
        is_punctuator(tokens[t], ";") || is_punctuator(tokens[t], "{") || is_punctuator(tokens[t], "}");
    if (boundary && tokens[t].end <= begin) first = t + 1;
    // The statement's ';' (the edit's own, when it ends there), or the '{' of the block it opens.
    if ((is_punctuator(tokens[t], ";") && tokens[t].end >= end) ||
        (is_punctuator(tokens[t], "{") && tokens[t].begin >= end)) {
      last = is_punctuator(tokens[t], ";") ? t : t - 1;
      break;
    }
  }
  return {first, last, true};
}

}  // namespace

std::vector<WrittenUnit> written_units(const std::string& text, const Rewrite& rewrite) {
  std::vector<WrittenUnit> units;
  if (!rewrite.names_code || rewrite.body_end <= rewrite.body_begin || rewrite.body_end > text.size()) return units;
  const std::string code = code_only(text);
  const std::size_t base = rewrite.body_begin;
  const std::string body = code.substr(base, rewrite.body_end - base);
  const std::vector<Token> tokens = lex_cpp(body).tokens;
  if (tokens.empty()) return units;
  // The spans units are taken around: all the edits at once when one
  // statement holds them (two tensors exchanged in one call: the call they
  // are exchanged in, as its sentence names it), else each edit alone (a
  // change made together at several statements).
  std::vector<std::pair<std::size_t, std::size_t>> spans;
  for (const Edit& edit : rewrite.edits) {
    if (edit.begin < base || edit.end > rewrite.body_end) return units;
    spans.emplace_back(edit.begin - base, edit.end - base);
  }
  const std::size_t lowest = spans.front().first;
  const std::size_t highest = spans.back().second;
  const bool one_statement = std::none_of(tokens.begin(), tokens.end(), [&](const Token& token) {
    return token.begin >= lowest && token.end <= highest &&
           (is_punctuator(token, ";") || is_punctuator(token, "{") || is_punctuator(token, "}"));
  });
  if (one_statement) spans = {{lowest, highest}};
  std::set<std::pair<std::string, std::string>> seen;
  for (const auto& [begin, end] : spans) {
    const auto [first, last, statement] = unit_around(tokens, begin, end);
    if (first > last || last >= tokens.size()) continue;
    const std::size_t from = tokens[first].begin;
    const std::size_t to = tokens[last].end;
    // The unit's text with every edit inside it made; an edit that only
    // partly lies inside: no unit (its text is not the unit's).
    std::string now;
    std::size_t at = from;
    bool whole = true;
    for (const Edit& other : rewrite.edits) {
      const std::size_t b = other.begin - std::min(other.begin, base);
      const std::size_t e = other.end - std::min(other.end, base);
      if (e <= from || b >= to) continue;
      if (b < from || e > to) whole = false;
      if (!whole) break;
      now += body.substr(at, b - at) + code_only(other.text);
      at = e;
    }
    if (!whole) continue;
    now += body.substr(at, to - at);
    const std::vector<Token> rewritten = lex_cpp(now).tokens;
    WrittenUnit unit;
    unit.was_tokens = last - first + 1;
    if (unit.was_tokens < fewest_tokens) continue;
    // A statement is found only where one starts (`q = Linear(...);` is not
    // the member's assignment inside `Linear q = Linear(...);`).
    unit.statement = statement;
    unit.was = token_run_digest(tokens, first, unit.was_tokens);
    unit.count = token_run_count(tokens, unit.was_tokens, unit.was, unit.statement);
    unit.now_tokens = rewritten.size();
    unit.now = token_run_digest(rewritten, 0, unit.now_tokens);
    if (unit.now == unit.was) continue;
    // The rewritten code may stand elsewhere in the function too (the
    // `xt::view(merged, ...)` that receives each head, where a rewrite
    // attends `merged` for `values`): a student's as often is no sign of it.
    unit.now_count = unit.now_tokens == 0 ? 0 : token_run_count(tokens, unit.now_tokens, unit.now, unit.statement);
    if (seen.insert({unit.was, unit.now}).second) units.push_back(std::move(unit));
  }
  return units;
}

}  // namespace grader::errormodel
