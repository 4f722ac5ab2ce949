#include "grader/building/single_unit.hpp"

#include <algorithm>
#include <cctype>
#include <optional>
#include <set>

#include "grader/source/lexer.hpp"

namespace grader {
namespace {

bool is_identifier(const std::string& token) {
  return !token.empty() && (std::isalpha(static_cast<unsigned char>(token[0])) != 0 || token[0] == '_');
}

// Words that cannot be the name a declaration adds.
bool is_keyword(const std::string& word) {
  static const std::set<std::string> keywords = {
      "alignas",      "alignof",      "asm",      "auto",      "bool",      "char",          "char8_t",
      "char16_t",     "char32_t",     "const",    "consteval", "constexpr", "constinit",     "decltype",
      "delete",       "double",       "explicit", "false",     "final",     "float",         "inline",
      "int",          "long",         "mutable",  "new",       "noexcept",  "nullptr",       "override",
      "register",     "return",       "short",    "signed",    "sizeof",    "static",        "static_assert",
      "this",         "thread_local", "throw",    "true",      "try",       "catch",         "typename",
      "unsigned",     "virtual",      "void",     "volatile",  "wchar_t",   "__attribute__", "__declspec",
      "__extension__"};
  return keywords.count(word) > 0;
}

// Words that make a declaration at namespace scope too much for this scan.
bool is_refused(const std::string& word) {
  static const std::set<std::string> refused = {
      "typedef", "template", "extern", "friend",    "asm",   "operator", "enum",   "union",         "concept",
      "export",  "module",   "import", "namespace", "using", "class",    "struct", "__attribute__", "alignas"};
  return refused.count(word) > 0;
}

struct Lexed {
  std::vector<std::string> tokens;      // the code, without comments, literals emptied
  std::vector<std::string> directives;  // preprocessor lines after the '#', comments removed
  std::string error;
};

// The code's tokens as the scan below reads them (grader/source's lexer):
// string and character literals as "" and '' (their insides name nothing),
// preprocessor lines apart; a raw string, a digraph and a /* comment in a
// preprocessor line are refused (the scan keeps to what it is sure of), as
// is text that does not end.
Lexed lex(const std::string& source) {
  Lexed out;
  const LexedText lexed = lex_cpp(source);
  std::size_t comment = 0;  // the next comment that may lie in a preprocessor line
  for (const Token& token : lexed.tokens) {
    if (!lexed.error.empty() && token.line >= lexed.error_line) break;
    if (token.kind == TokenKind::directive) {
      for (; comment < lexed.comments.size() && lexed.comments[comment].begin < token.end; ++comment) {
        if (lexed.comments[comment].begin > token.begin && lexed.comments[comment].kind == TokenKind::block_comment) {
          out.error = "a /* comment in a preprocessor line";
          return out;
        }
      }
      out.directives.push_back(token.text);
    } else if (token.raw) {
      out.error = "a raw string literal";
      return out;
    } else if (is_literal(token)) {
      out.tokens.push_back(std::string(2, token.kind == TokenKind::string ? '"' : '\''));
    } else if (is_digraph(token)) {
      out.error = "a digraph";  // <% is {, and so on
      return out;
    } else {
      out.tokens.push_back(token.text);
    }
  }
  if (out.error.empty() && !lexed.error.empty()) {
    out.error = lexed.error == "an unterminated /* comment" ? lexed.error : "an unterminated literal";
  }
  return out;
}

bool opens(const std::string& t) { return t == "(" || t == "[" || t == "{"; }
bool closes(const std::string& t) { return t == ")" || t == "]" || t == "}"; }

// The index just past the bracket that closes the one at `open`, or npos.
std::size_t past_matching(const std::vector<std::string>& tokens, std::size_t open) {
  int depth = 0;
  for (std::size_t j = open; j < tokens.size(); ++j) {
    if (opens(tokens[j])) ++depth;
    if (closes(tokens[j]) && --depth == 0) return j + 1;
  }
  return std::string::npos;
}

class Scanner {
 public:
  explicit Scanner(const std::vector<std::string>& tokens) : t_(tokens) {}

  // Fills `scan` from the tokens; false with scan.why_not set at the first
  // thing the scan refuses.
  bool run(SourceScan& scan) {
    std::size_t i = 0;
    while (i < t_.size()) {
      const std::string& word = t_[i];
      if (word == "}") {
        if (named_.empty()) return refuse(scan, "an unmatched }");
        named_.pop_back();
        ++i;
      } else if (word == ";") {
        ++i;
      } else if (word == "namespace") {
        std::size_t j = i + 1;
        while (j < t_.size() && (is_identifier(t_[j]) || t_[j] == "::")) ++j;
        if (j >= t_.size() || t_[j] != "{") return refuse(scan, "a namespace alias");
        named_.push_back(j > i + 1);
        i = j + 1;
      } else if (word == "using") {
        if (!using_declaration(scan, i)) return false;
      } else if (word == "class" || word == "struct") {
        if (!class_declaration(scan, i)) return false;
      } else if (!declaration(scan, i)) {
        return false;
      }
    }
    if (!named_.empty()) return refuse(scan, "an unclosed namespace");
    return true;
  }

 private:
  static bool refuse(SourceScan& scan, const std::string& why) {
    scan.why_not = why;
    return false;
  }

  // Records a name the file adds. Refused: a name in the global namespace
  // (a header included later could find it), and a name the standard
  // library calls unqualified on a user's types (found by argument-dependent
  // lookup in code the later file never names).
  bool declare(SourceScan& scan, const std::string& name) {
    static const std::set<std::string> customization_points = {
        "swap",  "begin", "end",   "cbegin", "cend",       "rbegin",    "rend",      "size",
        "ssize", "data",  "empty", "get",    "hash_value", "to_string", "iter_swap", "iter_move"};
    if (std::find(named_.begin(), named_.end(), true) == named_.end()) {
      return refuse(scan, name + " declared outside a named namespace");
    }
    if (customization_points.count(name) > 0) return refuse(scan, "a function or variable named " + name);
    scan.declared.insert(name);
    return true;
  }

  // `using a::b;` declares b; `using B = ...;` declares B.
  bool using_declaration(SourceScan& scan, std::size_t& i) {
    if (i + 1 < t_.size() && t_[i + 1] == "namespace") return refuse(scan, "a using-directive");
    std::size_t end = i + 1;
    while (end < t_.size() && t_[end] != ";" && t_[end] != "{") ++end;
    if (end >= t_.size() || t_[end] != ";") return refuse(scan, "a using at namespace scope");
    if (i + 2 < end && is_identifier(t_[i + 1]) && t_[i + 2] == "=") {
      if (!declare(scan, t_[i + 1])) return false;
    } else {
      for (std::size_t j = i + 1; j < end; ++j) {
        if (!is_identifier(t_[j]) && t_[j] != "::") return refuse(scan, "a using at namespace scope");
        if (is_refused(t_[j]) || is_keyword(t_[j])) return refuse(scan, "using " + t_[j]);
      }
      if (!declare(scan, t_[end - 1])) return false;
    }
    i = end + 1;
    return true;
  }

  // `struct Name;` or `struct Name [final] [: bases] { ... };`
  bool class_declaration(SourceScan& scan, std::size_t& i) {
    if (i + 2 >= t_.size() || !is_identifier(t_[i + 1]) || is_keyword(t_[i + 1])) {
      return refuse(scan, "an unnamed " + t_[i]);
    }
    const std::string& name = t_[i + 1];
    std::size_t j = i + 2;
    if (t_[j] != ";") {
      if (t_[j] != "{" && t_[j] != ":" && t_[j] != "final") return refuse(scan, t_[i] + " " + name + " " + t_[j]);
      while (j < t_.size() && t_[j] != "{") {
        if (t_[j] == ";" || t_[j] == "(") return refuse(scan, t_[i] + " " + name);
        ++j;
      }
      j = j < t_.size() ? past_matching(t_, j) : std::string::npos;
      if (j == std::string::npos || j >= t_.size() || t_[j] != ";") {
        return refuse(scan, t_[i] + " " + name + " declares more than a class");
      }
    }
    if (!declare(scan, name)) return false;
    i = j + 1;
    return true;
  }

  // A function or variable: `T name(...) {...}`, `T name = ...;`,
  // `T Class::member(...) {...}`.
  bool declaration(SourceScan& scan, std::size_t& i) {
    // Where it ends: a ';' outside brackets, or the '}' closing a body (one
    // not followed by ',', '{' or ';': those are initialiser braces).
    std::size_t end = std::string::npos;
    std::size_t first_delimiter = std::string::npos;
    std::size_t body = std::string::npos;
    int depth = 0;
    for (std::size_t j = i; j < t_.size(); ++j) {
      const std::string& word = t_[j];
      if (depth == 0 && first_delimiter == std::string::npos &&
          (word == "(" || word == "=" || word == ";" || word == "{" || word == "[")) {
        first_delimiter = j;
      }
      if (depth == 0 && body == std::string::npos && first_delimiter != std::string::npos && j > first_delimiter &&
          (word == "{" || word == "=")) {
        body = j;
      }
      if (opens(word)) ++depth;
      if (closes(word) && --depth < 0) return refuse(scan, "an unmatched " + word);
      if (depth == 0 && word == ";") {
        end = j + 1;
        break;
      }
      if (depth == 0 && word == "}") {
        const std::string after = j + 1 < t_.size() ? t_[j + 1] : "";
        if (after != "," && after != "{" && after != ";") {
          end = j + 1;
          break;
        }
      }
    }
    if (end == std::string::npos) return refuse(scan, "a declaration without an end");
    const std::size_t head_end = std::min(body, end);
    for (std::size_t j = i; j < head_end; ++j) {
      if (is_refused(t_[j])) return refuse(scan, t_[j] + " at namespace scope");
    }
    if (first_delimiter == std::string::npos || first_delimiter == i)
      return refuse(scan, "a declaration without a name");
    const std::string& name = t_[first_delimiter - 1];
    if (!is_identifier(name) || is_keyword(name)) return refuse(scan, "a declaration whose name is not plain");
    const bool destructor = first_delimiter >= i + 3 && t_[first_delimiter - 2] == "~";
    const std::size_t before = first_delimiter - (destructor ? 3 : 2);
    const bool qualified = first_delimiter >= i + 2 + (destructor ? 1 : 0) && t_[before] == "::";
    if (qualified) {
      // A member (or namespace member) declared elsewhere: no new name, but
      // a default argument added here would reach the later files.
      if (t_[first_delimiter] == "(") {
        const std::size_t close = past_matching(t_, first_delimiter);
        for (std::size_t j = first_delimiter; j < close && j < t_.size(); ++j) {
          if (t_[j] == "=") return refuse(scan, "a default argument in the definition of " + name);
        }
      }
    } else {
      if (destructor) return refuse(scan, "a destructor outside its class");
      if (t_[first_delimiter] == "(" && first_delimiter + 1 < t_.size()) {
        const std::string& inside = t_[first_delimiter + 1];
        if (inside == "*" || inside == "&" || inside == "(" || inside == "::" || inside == "^") {
          return refuse(scan, "a declarator in parentheses");
        }
      }
      // One name per declaration: `int a = 1, b = 2;` is refused.
      int level = 0;
      for (std::size_t j = first_delimiter; j < end; ++j) {
        if (opens(t_[j])) ++level;
        if (closes(t_[j])) --level;
        if (level == 0 && t_[j] == ",") return refuse(scan, "a declaration of several names");
      }
      if (!declare(scan, name)) return false;
    }
    i = end;
    return true;
  }

  const std::vector<std::string>& t_;
  std::vector<bool> named_;  // the namespaces open here: named or not
};

// The words of a preprocessor line (its identifiers), read in one pass: the
// line is the student's and may be a megabyte long (std::regex recurses once
// per character and would exhaust the stack).
void add_words(const std::string& line, std::set<std::string>& words) {
  const auto word_char = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  for (std::size_t i = 0; i < line.size();) {
    if (!word_char(line[i])) {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < line.size() && word_char(line[end])) ++end;
    while (i < end && std::isdigit(static_cast<unsigned char>(line[i]))) ++i;  // "1e5" holds the word "e5"
    if (i < end) words.insert(line.substr(i, end - i));
    i = end;
  }
}

// `include <name>` or `include "name"` (the text after '#'), in one pass.
std::optional<IncludeLine> include_line(const std::string& line) {
  const auto space = [&](std::size_t at) {
    return at < line.size() && std::isspace(static_cast<unsigned char>(line[at]));
  };
  std::size_t i = 0;
  while (space(i)) ++i;
  if (line.compare(i, 7, "include") != 0) return std::nullopt;
  i += 7;
  while (space(i)) ++i;
  if (i >= line.size() || (line[i] != '<' && line[i] != '"')) return std::nullopt;
  const bool quoted = line[i] == '"';
  const std::size_t close = line.find_first_of(">\"", i + 1);
  if (close == std::string::npos || close == i + 1) return std::nullopt;
  std::size_t end = close + 1;
  while (space(end)) ++end;
  if (end != line.size()) return std::nullopt;
  return IncludeLine{line.substr(i + 1, close - i - 1), quoted};
}

}  // namespace

SourceScan scan_source(const std::string& text) {
  SourceScan scan;
  const Lexed lexed = lex(text);
  scan.read_whole = lexed.error.empty();
  for (const auto& token : lexed.tokens) {
    if (is_identifier(token)) scan.identifiers.insert(token);
  }
  std::string bad_directive;
  for (const auto& line : lexed.directives) {
    add_words(line, scan.identifiers);
    if (auto include = include_line(line)) {
      scan.includes.push_back(std::move(*include));
    } else if (bad_directive.empty()) {
      bad_directive = "#" + line;
    }
  }
  if (!lexed.error.empty()) {
    scan.why_not = lexed.error;
    return scan;
  }
  if (!bad_directive.empty()) {
    scan.why_not = "a preprocessor line other than #include: " + bad_directive;
    return scan;
  }
  scan.only_named_declarations = Scanner(lexed.tokens).run(scan);
  return scan;
}

std::vector<std::string> single_unit_order(const std::vector<std::pair<std::string, std::string>>& files,
                                           const std::function<bool(const IncludeLine&)>& already_included,
                                           std::string* why_not) {
  std::vector<std::pair<std::string, SourceScan>> scans;
  for (const auto& [name, text] : files) scans.emplace_back(name, scan_source(text));
  std::string reason;
  // Whether scans[order[k]] can come before all of order[k+1...].
  auto can_lead = [&](const std::vector<std::size_t>& order, std::size_t k) {
    const auto& [name, scan] = scans[order[k]];
    if (!scan.only_named_declarations) {
      reason = name + ": " + scan.why_not;
      return false;
    }
    for (const auto& include : scan.includes) {
      if (!already_included(include)) {
        reason = name + ": includes " + include.header + ", which the precompiled header does not";
        return false;
      }
    }
    for (std::size_t later = k + 1; later < order.size(); ++later) {
      if (!scans[order[later]].second.read_whole) {
        reason = scans[order[later]].first + ": " + scans[order[later]].second.why_not;
        return false;
      }
      for (const auto& declared : scan.declared) {
        if (scans[order[later]].second.identifiers.count(declared) > 0) {
          reason = name + " declares " + declared + ", which " + scans[order[later]].first + " mentions";
          return false;
        }
      }
    }
    return true;
  };
  std::vector<std::size_t> order(files.size());
  for (std::size_t k = 0; k < order.size(); ++k) order[k] = k;
  std::string first_reason;  // why not in the manifest's order
  for (int attempt = 0; attempt < 2; ++attempt) {
    bool fits = true;
    for (std::size_t k = 0; k + 1 < order.size() && fits; ++k) fits = can_lead(order, k);
    if (attempt == 0) first_reason = reason;
    if (fits) {
      std::vector<std::string> names;
      for (const std::size_t k : order) names.push_back(files[k].first);
      return names;
    }
    std::reverse(order.begin(), order.end());
  }
  if (why_not != nullptr) *why_not = first_reason;
  return {};
}

}  // namespace grader
