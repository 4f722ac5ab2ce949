#include "grader/source/readers.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <string>
#include <utility>

#include "grader/support/text.hpp"

namespace grader {
namespace {

// ---- Preprocessor conditions ------------------------------------------------

// A condition's value: 1, 0, or -1 (unknown), read by precedence climbing
// over the condition's own tokens.
class Condition {
 public:
  Condition(const std::string& text, const std::map<std::string, bool>& defined)
      : tokens_(lex_cpp(text).tokens), defined_(defined) {}

  int value() {
    const Value v = binary(0);
    if (!ok_ || at_ != tokens_.size() || !v.known) return -1;
    return v.number != 0 ? 1 : 0;
  }

 private:
  struct Value {
    bool known = false;
    long long number = 0;
  };

  const std::string& peek() const {
    static const std::string none;
    return at_ < tokens_.size() ? tokens_[at_].text : none;
  }

  static int precedence(const std::string& op) {
    static const std::map<std::string, int> table = {{"||", 1}, {"&&", 2}, {"|", 3}, {"^", 4},  {"&", 5},  {"==", 6},
                                                     {"!=", 6}, {"<", 7},  {">", 7}, {"<=", 7}, {">=", 7}, {"<<", 8},
                                                     {">>", 8}, {"+", 9},  {"-", 9}, {"*", 10}, {"/", 10}, {"%", 10}};
    const auto it = table.find(op);
    return it == table.end() ? 0 : it->second;
  }

  Value binary(int least) {
    Value left = unary();
    for (;;) {
      const std::string op = peek();
      const int rank = precedence(op);
      if (rank == 0 || rank < least) break;
      ++at_;
      const Value right = binary(rank + 1);
      left = apply(op, left, right);
    }
    return left;
  }

  static Value apply(const std::string& op, Value a, Value b) {
    if (op == "&&") {
      if ((a.known && a.number == 0) || (b.known && b.number == 0)) return {true, 0};
      return {a.known && b.known, 1};
    }
    if (op == "||") {
      if ((a.known && a.number != 0) || (b.known && b.number != 0)) return {true, 1};
      return {a.known && b.known, 0};
    }
    if (!a.known || !b.known) return {};
    const long long x = a.number;
    const long long y = b.number;
    if (op == "|") return {true, x | y};
    if (op == "^") return {true, x ^ y};
    if (op == "&") return {true, x & y};
    if (op == "==") return {true, x == y};
    if (op == "!=") return {true, x != y};
    if (op == "<") return {true, x < y};
    if (op == ">") return {true, x > y};
    if (op == "<=") return {true, x <= y};
    if (op == ">=") return {true, x >= y};
    if (op == "<<") return y >= 0 && y < 63 ? Value{true, x << y} : Value{};
    if (op == ">>") return y >= 0 && y < 63 ? Value{true, x >> y} : Value{};
    if (op == "+") return {true, x + y};
    if (op == "-") return {true, x - y};
    if (op == "*") return {true, x * y};
    if (op == "/") return y != 0 ? Value{true, x / y} : Value{};
    if (op == "%") return y != 0 ? Value{true, x % y} : Value{};
    return {};
  }

  Value unary() {
    const std::string op = peek();
    if (op == "!" || op == "-" || op == "+" || op == "~") {
      ++at_;
      Value v = unary();
      if (!v.known) return v;
      if (op == "!") v.number = v.number == 0 ? 1 : 0;
      if (op == "-") v.number = -v.number;
      if (op == "~") v.number = ~v.number;
      return v;
    }
    return primary();
  }

  Value primary() {
    if (at_ >= tokens_.size()) {
      ok_ = false;
      return {};
    }
    const Token& token = tokens_[at_++];
    if (token.text == "(") {
      const Value v = binary(0);
      if (peek() != ")") ok_ = false;
      ++at_;
      return v;
    }
    if (token.kind == TokenKind::number) return number(token.text);
    if (token.kind == TokenKind::character) return {};
    if (token.kind != TokenKind::identifier) {
      ok_ = false;
      return {};
    }
    if (token.text == "true") return {true, 1};
    if (token.text == "false") return {true, 0};
    if (token.text == "defined") {
      const bool parenthesised = peek() == "(";
      if (parenthesised) ++at_;
      const std::string name = peek();
      ++at_;
      if (parenthesised) {
        if (peek() != ")") ok_ = false;
        ++at_;
      }
      const auto it = defined_.find(name);
      return it == defined_.end() ? Value{} : Value{true, it->second ? 1 : 0};
    }
    // A macro, or a function-like macro's call: the text does not tell.
    if (peek() == "(") {
      const std::size_t close = matching_bracket(tokens_, at_);
      at_ = close == std::string::npos ? tokens_.size() : close + 1;
    }
    return {};
  }

  static Value number(std::string text) {
    text.erase(std::remove(text.begin(), text.end(), '\''), text.end());
    while (!text.empty() && std::string("uUlL").find(text.back()) != std::string::npos) text.pop_back();
    const bool binary = text.rfind("0b", 0) == 0 || text.rfind("0B", 0) == 0;
    const std::string digits = binary ? text.substr(2) : text;
    try {
      std::size_t used = 0;
      const long long value = std::stoll(digits, &used, binary ? 2 : 0);
      if (used != digits.size()) return {};
      return {true, value};
    } catch (const std::exception&) {
      return {};
    }
  }

  std::vector<Token> tokens_;
  const std::map<std::string, bool>& defined_;
  std::size_t at_ = 0;
  bool ok_ = true;
};

// A preprocessor line's keyword and the rest: "if", " 0".
std::pair<std::string, std::string> directive_parts(const std::string& text) {
  std::size_t begin = 0;
  while (begin < text.size() && std::isspace(static_cast<unsigned char>(text[begin])) != 0) ++begin;
  std::size_t end = begin;
  while (end < text.size() && std::isalpha(static_cast<unsigned char>(text[end])) != 0) ++end;
  return {text.substr(begin, end - begin), text.substr(end)};
}

// The first word of a line's rest ("X" of `#ifdef X // why`).
std::string first_word(const std::string& rest) {
  const std::string trimmed = trim(rest);
  std::size_t end = 0;
  while (end < trimmed.size() && (std::isalnum(static_cast<unsigned char>(trimmed[end])) != 0 || trimmed[end] == '_')) {
    ++end;
  }
  return trimmed.substr(0, end);
}

// One open conditional: how sure its enclosing code is, the state of the
// branch being read, whether a branch before was (or may have been) taken.
struct Conditional {
  Compiled outer = Compiled::yes;
  Compiled branch = Compiled::yes;
  bool taken = false;        // a branch before is known taken (or this one is)
  bool maybe_taken = false;  // a branch before may have been taken
};

// The state of a new branch whose condition has `value` (1, 0, -1).
void enter_branch(Conditional& conditional, int value) {
  if (conditional.outer == Compiled::no || conditional.taken || value == 0) {
    conditional.branch = Compiled::no;
    return;
  }
  if (value == 1) {
    conditional.branch = conditional.maybe_taken ? Compiled::maybe : conditional.outer;
    conditional.taken = true;
    return;
  }
  conditional.branch = Compiled::maybe;
  conditional.maybe_taken = true;
}

bool is_keyword_before_lambda(const std::string& word) {
  return word == "return" || word == "throw" || word == "co_return" || word == "co_yield" || word == "case";
}

}  // namespace

int condition_value(const std::string& condition, const std::vector<std::pair<std::string, bool>>& defined) {
  const std::map<std::string, bool> known(defined.begin(), defined.end());
  return Condition(condition, known).value();
}

CompiledCode compiled_code(const LexedText& lexed) {
  CompiledCode code;
  std::vector<Conditional> open;
  std::map<std::string, bool> defined;  // macros this text defines or undefines, where that is sure
  const auto state = [&] { return open.empty() ? Compiled::yes : open.back().branch; };
  for (const Token& token : lexed.tokens) {
    if (token.kind != TokenKind::directive) {
      if (state() != Compiled::no) {
        code.tokens.push_back(token);
        code.compiled.push_back(state());
      }
      continue;
    }
    const auto [keyword, rest] = directive_parts(token.text);
    const auto value_of = [&, &rest = rest](const std::string& word) {
      if (word == "ifdef" || word == "elifdef" || word == "ifndef" || word == "elifndef") {
        const auto it = defined.find(first_word(rest));
        if (it == defined.end()) return -1;
        const bool is_defined = it->second;
        return (word == "ifdef" || word == "elifdef") == is_defined ? 1 : 0;
      }
      return Condition(rest, defined).value();
    };
    if (keyword == "if" || keyword == "ifdef" || keyword == "ifndef") {
      Conditional conditional;
      conditional.outer = state();
      enter_branch(conditional, value_of(keyword));
      open.push_back(conditional);
    } else if (keyword == "elif" || keyword == "elifdef" || keyword == "elifndef" || keyword == "else") {
      if (open.empty()) continue;
      enter_branch(open.back(), keyword == "else" ? 1 : value_of(keyword));
    } else if (keyword == "endif") {
      if (!open.empty()) open.pop_back();
    } else if (keyword == "define" || keyword == "undef") {
      const std::string name = first_word(rest);
      if (state() == Compiled::yes) defined[name] = keyword == "define";
      if (state() == Compiled::maybe) defined.erase(name);
    }
  }
  return code;
}

std::size_t matching_bracket(const std::vector<Token>& tokens, std::size_t open) {
  if (open >= tokens.size()) return std::string::npos;
  const std::string& first = tokens[open].text;
  const std::string close = first == "(" ? ")" : first == "[" ? "]" : "}";
  int depth = 0;
  for (std::size_t i = open; i < tokens.size(); ++i) {
    if (tokens[i].kind != TokenKind::punctuator) continue;
    if (tokens[i].text == first) ++depth;
    if (tokens[i].text == close && --depth == 0) return i;
  }
  return std::string::npos;
}

std::size_t lambda_body(const std::vector<Token>& tokens, std::size_t at) {
  const auto text = [&](std::size_t i) -> const std::string& {
    static const std::string none;
    return i < tokens.size() ? tokens[i].text : none;
  };
  if (text(at) != "[" || text(at + 1) == "[") return std::string::npos;
  if (at > 0) {
    const Token& before = tokens[at - 1];
    const bool operand = (before.kind == TokenKind::identifier && !is_keyword_before_lambda(before.text)) ||
                         before.kind == TokenKind::number || is_literal(before) || before.text == ")" ||
                         before.text == "]";
    if (operand) return std::string::npos;  // a subscript
  }
  std::size_t i = matching_bracket(tokens, at);
  if (i == std::string::npos) return i;
  ++i;
  if (text(i) == "(") {
    i = matching_bracket(tokens, i);
    if (i == std::string::npos) return i;
    ++i;
  }
  // Specifiers and a trailing return type: mutable, noexcept(...), -> T.
  while (i < tokens.size() && text(i) != "{") {
    const Token& token = tokens[i];
    if (token.text == "(") {
      i = matching_bracket(tokens, i);
      if (i == std::string::npos) return i;
      ++i;
      continue;
    }
    const bool type_part = token.kind == TokenKind::identifier || token.text == "->" || token.text == "::" ||
                           token.text == "<" || token.text == ">" || token.text == ">>" || token.text == "," ||
                           token.text == "*" || token.text == "&" || token.text == "&&";
    if (!type_part) return std::string::npos;
    ++i;
  }
  return i < tokens.size() ? i : std::string::npos;
}

namespace {

// The namespaces and the types a text declares, read token by token.
class Declarations {
 public:
  explicit Declarations(const std::vector<Token>& tokens) : t_(tokens) {}

  const std::string& text(std::size_t i) const {
    static const std::string none;
    return i < t_.size() ? t_[i].text : none;
  }

  // The namespaces open here, outermost first; {"\x01"} inside a function or a class.
  std::vector<std::string> scope_here() const {
    std::vector<std::string> scope;
    for (const Block& block : blocks_) {
      if (!block.is_namespace) return std::vector<std::string>{"\x01"};
      scope.push_back(block.name);
    }
    return scope;
  }

  static std::string joined(const std::vector<std::string>& scope) {
    std::string out;
    for (const auto& name : scope) out += name + "::";
    return out;
  }

  bool declares_type(const std::string& scoped_name) const { return own_types_.count(scoped_name) > 0; }

  // Reads tokens[i] when it opens or closes a block or declares a namespace
  // or a type; false when it is none of these.
  bool read(std::size_t i) {
    const std::string& word = t_[i].text;
    if (t_[i].kind == TokenKind::punctuator) {
      if (word == "{") blocks_.push_back({namespace_pending_, pending_namespace_});
      if (word == "}" && !blocks_.empty()) blocks_.pop_back();
      if (word == "{" || word == ";" || word == "=") {  // `;` and `=`: a namespace alias
        namespace_pending_ = false;
        pending_namespace_.clear();
      }
      return true;
    }
    if (t_[i].kind != TokenKind::identifier) return true;
    if (word == "namespace" && text(i + 1) != "=") {
      namespace_pending_ = true;
      for (std::size_t j = i + 1; j < t_.size() && text(j) != "{" && text(j) != "=" && text(j) != ";"; ++j) {
        pending_namespace_ += text(j);
      }
      return true;
    }
    const bool named = t_.size() > i + 2 && t_[i + 1].kind == TokenKind::identifier;
    if ((word == "class" || word == "struct" || word == "union") && named &&
        (text(i + 2) == "{" || text(i + 2) == ":" || text(i + 2) == "final")) {
      own_types_.insert(joined(scope_here()) + text(i + 1));
      return true;
    }
    if (word == "using" && named && text(i + 2) == "=") {
      own_types_.insert(joined(scope_here()) + text(i + 1));
      return true;
    }
    if (word == "typedef") {
      std::size_t end = i;
      while (end < t_.size() && text(end) != ";") ++end;
      if (end > i + 1 && t_[end - 1].kind == TokenKind::identifier) {
        own_types_.insert(joined(scope_here()) + text(end - 1));
      }
      return true;
    }
    return false;
  }

 private:
  struct Block {
    bool is_namespace = false;
    std::string name;
  };
  const std::vector<Token>& t_;
  std::vector<Block> blocks_;
  std::set<std::string> own_types_;  // "scope::Name" of the types the text declares
  std::string pending_namespace_;
  bool namespace_pending_ = false;
};

// The index just past `parts` (A, ::, B, ...) written from tokens[i], or npos.
std::size_t past_name(const std::vector<Token>& t, std::size_t i, const std::vector<std::string>& parts) {
  std::size_t j = i;
  for (std::size_t p = 0; p < parts.size(); ++p) {
    if (j >= t.size() || t[j].kind != TokenKind::identifier || t[j].text != parts[p]) return std::string::npos;
    ++j;
    if (p + 1 < parts.size()) {
      if (j >= t.size() || t[j].text != "::") return std::string::npos;
      ++j;
    }
  }
  return j;
}

// The { of the body after a parameter list that closes at tokens[close]
// (const, noexcept(...), -> T, override between), or npos: a declaration.
std::size_t body_after(const std::vector<Token>& t, std::size_t close) {
  std::size_t k = close + 1;
  while (k < t.size() && t[k].text != "{" && t[k].text != ";" && t[k].text != "=" && t[k].text != "}" &&
         t[k].text != ",") {
    if (t[k].text == "(" || t[k].text == "[") {
      k = matching_bracket(t, k);
      if (k == std::string::npos) return k;
    }
    ++k;
  }
  return k < t.size() && t[k].text == "{" ? k : std::string::npos;
}

}  // namespace

std::vector<FunctionDefinition> function_definitions(const CompiledCode& code, const std::string& qualified) {
  const std::vector<Token>& t = code.tokens;
  std::vector<std::string> parts;
  for (std::size_t from = 0;;) {
    const std::size_t colons = qualified.find("::", from);
    parts.push_back(trim(qualified.substr(from, colons == std::string::npos ? std::string::npos : colons - from)));
    if (colons == std::string::npos) break;
    from = colons + 2;
  }
  Declarations declarations(t);
  std::vector<FunctionDefinition> found;
  for (std::size_t i = 0; i < t.size(); ++i) {
    if (declarations.read(i)) continue;
    // The qualified name at i, then its parameter list, then a body.
    const std::size_t j = past_name(t, i, parts);
    if (j == std::string::npos || declarations.text(j) != "(") continue;
    if (i > 0 && (t[i - 1].text == "." || t[i - 1].text == "->")) continue;  // a member's call
    std::vector<std::string> scope = declarations.scope_here();
    if (!scope.empty() && scope.front() == "\x01") continue;  // inside a function or a class
    std::vector<std::string> written;                         // the qualifiers written before the name
    for (std::size_t k = i; k >= 2 && t[k - 1].text == "::" && t[k - 2].kind == TokenKind::identifier; k -= 2) {
      written.insert(written.begin(), t[k - 2].text);
    }
    const std::size_t first = i - 2 * written.size();
    if (first >= 1 && t[first - 1].text == "::") scope.clear();  // ::attention::SelfAttention::forward
    scope.insert(scope.end(), written.begin(), written.end());
    const std::size_t close = matching_bracket(t, j);
    const std::size_t open = close == std::string::npos ? close : body_after(t, close);
    const std::size_t body_close = open == std::string::npos ? open : matching_bracket(t, open);
    if (body_close == std::string::npos) continue;
    FunctionDefinition definition;
    definition.scope = scope;
    definition.line = t[i].line;
    definition.body_open = open;
    definition.body_close = body_close;
    definition.compiled = code.compiled[i];
    found.push_back(definition);
    i = j - 1;  // the parameters and the body are read as blocks
  }
  if (parts.size() > 1) {
    for (FunctionDefinition& definition : found) {
      std::vector<std::string> class_scope = definition.scope;
      class_scope.insert(class_scope.end(), parts.begin(), parts.end() - 2);
      definition.own_class = declarations.declares_type(Declarations::joined(class_scope) + parts[parts.size() - 2]);
    }
  }
  return found;
}

namespace {

// The ';' of the body tokens[open] .. tokens[close] outside parentheses and
// outside lambdas, and the lambdas: those outside parentheses (their
// statements count) and all of them (a one-statement body's).
struct BodyReading {
  long statements = 0;
  std::vector<std::size_t> lambdas_outside_parentheses;
  std::vector<std::size_t> lambdas;
};

BodyReading read_body(const std::vector<Token>& tokens, std::size_t open, std::size_t close) {
  BodyReading reading;
  int parentheses = 0;
  for (std::size_t i = open + 1; i < close; ++i) {
    const Token& token = tokens[i];
    if (token.kind != TokenKind::punctuator) continue;
    if (token.text == "[") {
      const std::size_t body = lambda_body(tokens, i);
      if (body != std::string::npos) {
        reading.lambdas.push_back(body);
        if (parentheses == 0) reading.lambdas_outside_parentheses.push_back(body);
        const std::size_t end = matching_bracket(tokens, body);
        if (end == std::string::npos || end >= close) return reading;
        i = end;
        continue;
      }
    }
    if (token.text == "(") ++parentheses;
    if (token.text == ")") --parentheses;
    if (token.text == ";" && parentheses == 0) ++reading.statements;
  }
  return reading;
}

}  // namespace

long statement_count(const std::vector<Token>& tokens, std::size_t open) {
  const std::size_t close = matching_bracket(tokens, open);
  if (close == std::string::npos) return -1;
  const BodyReading reading = read_body(tokens, open, close);
  if (reading.statements == 1 && !reading.lambdas.empty()) {
    // One statement wrapping lambdas: the statements are the lambdas'.
    long most = 1;
    for (const std::size_t lambda : reading.lambdas) most = std::max(most, statement_count(tokens, lambda));
    return most;
  }
  long count = reading.statements;
  for (const std::size_t lambda : reading.lambdas_outside_parentheses) {
    count += std::max(0L, statement_count(tokens, lambda));
  }
  return count;
}

}  // namespace grader
