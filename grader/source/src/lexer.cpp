#include "grader/source/lexer.hpp"

#include <algorithm>
#include <cctype>
#include <cstring>

#include "grader/support/checksum.hpp"
#include "grader/support/text.hpp"

namespace grader {
namespace {

bool is_identifier_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_' || c == '$' ||
         static_cast<unsigned char>(c) >= 0x80;
}

bool is_digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

// The text with every backslash-newline removed (phase 2), and the original
// offset of each character kept (one more entry: the text's end).
struct Spliced {
  std::string text;
  std::vector<std::size_t> origin;
};

Spliced splice(const std::string& text) {
  Spliced out;
  out.text.reserve(text.size());
  out.origin.reserve(text.size() + 1);
  const std::size_t n = text.size();
  for (std::size_t i = 0; i < n;) {
    if (text[i] == '\\') {
      std::size_t j = i + 1;
      while (j < n && (text[j] == ' ' || text[j] == '\t' || text[j] == '\r')) ++j;
      if (j < n && text[j] == '\n') {
        i = j + 1;
        continue;
      }
    }
    out.text += text[i];
    out.origin.push_back(i);
    ++i;
  }
  out.origin.push_back(n);
  return out;
}

// The encoding prefixes a quote may follow, and whether each makes a raw string.
bool is_prefix(const std::string& word, char quote, bool& raw) {
  static const char* const plain[] = {"u8", "u", "U", "L"};
  static const char* const raws[] = {"R", "u8R", "uR", "UR", "LR"};
  raw = false;
  for (const char* prefix : plain) {
    if (word == prefix) return true;
  }
  if (quote != '"') return false;
  for (const char* prefix : raws) {
    if (word == prefix) return raw = true;
  }
  return false;
}

class Lexer {
 public:
  explicit Lexer(const std::string& original) : spliced_(splice(original)), t_(spliced_.text), n_(t_.size()) {
    line_starts_.push_back(0);
    for (std::size_t i = 0; i < original.size(); ++i) {
      if (original[i] == '\n') line_starts_.push_back(i + 1);
    }
  }

  LexedText run() {
    bool line_start = true;  // only blanks and comments since the line began
    std::size_t i = 0;
    while (i < n_) {
      const char c = t_[i];
      const char next = at(i + 1);
      if (c == '\n') {
        line_start = true;
        ++i;
      } else if (std::isspace(static_cast<unsigned char>(c)) != 0) {
        ++i;
      } else if (c == '/' && next == '/') {
        i = line_comment(i);
      } else if (c == '/' && next == '*') {
        i = block_comment(i);
      } else if (c == '#' && line_start) {
        i = directive(i);
      } else {
        line_start = false;
        i = code_token(i);
      }
    }
    return std::move(out_);
  }

 private:
  char at(std::size_t i) const { return i < n_ ? t_[i] : '\0'; }

  void fail(const std::string& what, std::size_t where) {
    if (!out_.error.empty()) return;
    out_.error = what;
    out_.error_line = line_of(spliced_.origin[std::min(where, n_)]);
  }

  std::size_t line_of(std::size_t offset) const {
    return static_cast<std::size_t>(std::upper_bound(line_starts_.begin(), line_starts_.end(), offset) -
                                    line_starts_.begin());
  }

  // A token of t_[begin, end), its offsets the original's.
  Token make(TokenKind kind, std::size_t begin, std::size_t end) const {
    Token token;
    token.kind = kind;
    token.begin = spliced_.origin[begin];
    token.end = end > begin ? spliced_.origin[end - 1] + 1 : token.begin;
    token.line = line_of(token.begin);
    token.text = t_.substr(begin, end - begin);
    return token;
  }

  std::size_t line_comment(std::size_t i) {
    std::size_t end = t_.find('\n', i);
    if (end == std::string::npos) end = n_;
    out_.comments.push_back(make(TokenKind::line_comment, i, end));
    return end;
  }

  std::size_t block_comment(std::size_t i) {
    std::size_t end = t_.find("*/", i + 2);
    if (end == std::string::npos) {
      fail("an unterminated /* comment", i);
      end = n_;
    } else {
      end += 2;
    }
    out_.comments.push_back(make(TokenKind::block_comment, i, end));
    return end;
  }

  // A preprocessor line: '#' to the end of its line, comments in it read as
  // comments (a block comment may carry it to a later line).
  std::size_t directive(std::size_t i) {
    std::string body;
    std::size_t j = i + 1;
    while (j < n_ && t_[j] != '\n') {
      const char c = t_[j];
      if (c == '/' && at(j + 1) == '/') {
        j = line_comment(j);
      } else if (c == '/' && at(j + 1) == '*') {
        j = block_comment(j);
        body += ' ';
      } else if (c == '"' || c == '\'') {
        // A literal that closes on this line is one piece ("a//b.h" is no comment).
        std::size_t k = j + 1;
        while (k < n_ && t_[k] != c && t_[k] != '\n') k += t_[k] == '\\' ? 2U : 1U;
        const std::size_t stop = k < n_ && t_[k] == c ? k + 1 : j + 1;
        body.append(t_, j, stop - j);
        j = stop;
      } else {
        body += c;
        ++j;
      }
    }
    Token token = make(TokenKind::directive, i, j);
    token.text = body;
    out_.tokens.push_back(std::move(token));
    return j;
  }

  std::size_t code_token(std::size_t i) {
    const char c = t_[i];
    if (is_digit(c) || (c == '.' && is_digit(at(i + 1)))) return number(i);
    if (is_identifier_char(c)) {
      std::size_t j = i;
      while (j < n_ && is_identifier_char(t_[j])) ++j;
      bool raw = false;
      if ((at(j) == '"' || at(j) == '\'') && is_prefix(t_.substr(i, j - i), at(j), raw)) {
        return literal(i, j, raw);
      }
      out_.tokens.push_back(make(TokenKind::identifier, i, j));
      return j;
    }
    if (c == '"' || c == '\'') return literal(i, i, false);
    return punctuator(i);
  }

  // A preprocessing number: digits, letters, '.', a separator ' before a
  // digit or letter, a sign after an exponent's e, E, p or P.
  std::size_t number(std::size_t i) {
    std::size_t j = i + 1;
    while (j < n_) {
      const char d = t_[j];
      const bool exponent_sign = (d == '+' || d == '-') && std::strchr("eEpP", t_[j - 1]) != nullptr;
      if (is_identifier_char(d) || d == '.' || exponent_sign) {
        ++j;
      } else if (d == '\'' && is_identifier_char(at(j + 1))) {
        j += 2;
      } else {
        break;
      }
    }
    out_.tokens.push_back(make(TokenKind::number, i, j));
    return j;
  }

  // A string or character literal whose prefix starts at `start` and whose
  // opening quote is at `quote`.
  std::size_t literal(std::size_t start, std::size_t quote, bool raw) {
    const char q = t_[quote];
    std::size_t inside_end = 0;
    std::size_t end = 0;
    bool closed = true;
    if (raw) {
      // R"delimiter( ... )delimiter": at most 16 characters, no blank, '\\' or parenthesis.
      std::size_t open = quote + 1;
      while (open < n_ && open - quote <= 17 && std::strchr(" ()\\\t\v\f\n\"", t_[open]) == nullptr) ++open;
      if (at(open) != '(') {
        fail("a raw string literal without its (", start);
        raw = false;
      } else {
        const std::string close = ")" + t_.substr(quote + 1, open - quote - 1) + "\"";
        const std::size_t found = t_.find(close, open + 1);
        if (found == std::string::npos) {
          fail("an unterminated raw string literal", start);
          inside_end = end = n_;
          closed = false;
        } else {
          inside_end = found + close.size() - 1;
          end = inside_end + 1;
        }
      }
    }
    if (!raw) {
      std::size_t j = quote + 1;
      while (j < n_ && t_[j] != q && t_[j] != '\n') j += t_[j] == '\\' && at(j + 1) != '\n' ? 2U : 1U;
      j = std::min(j, n_);
      if (j < n_ && t_[j] == q) {
        inside_end = j;
        end = j + 1;
      } else {
        fail("an unterminated literal", start);
        inside_end = end = j;
        closed = false;
      }
    }
    if (closed) {
      while (end < n_ && is_identifier_char(t_[end])) ++end;  // a user-defined suffix
    }
    Token token = make(q == '"' ? TokenKind::string : TokenKind::character, start, end);
    token.raw = raw;
    token.inside_begin = spliced_.origin[quote + 1 <= n_ ? quote + 1 : n_];
    token.inside_end = inside_end > quote + 1 ? spliced_.origin[inside_end - 1] + 1 : token.inside_begin;
    out_.tokens.push_back(std::move(token));
    return end;
  }

  std::size_t punctuator(std::size_t i) {
    static const char* const longest_first[] = {
        "%:%:", "<=>", "<<=", ">>=", "...", "->*", "::", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&",
        "||",   "+=",  "-=",  "*=",  "/=",  "%=",  "&=", "|=", "^=", ".*", "##", "<%", "%>", "<:", ":>", "%:"};
    std::size_t length = 1;
    // `<::` not followed by ':' or '>' is `<` and `::` (std::vector<::T>).
    const bool less_then_scope = t_.compare(i, 3, "<::") == 0 && at(i + 3) != ':' && at(i + 3) != '>';
    if (!less_then_scope) {
      for (const char* p : longest_first) {
        const std::size_t size = std::strlen(p);
        if (t_.compare(i, size, p) == 0) {
          length = size;
          break;
        }
      }
    }
    out_.tokens.push_back(make(TokenKind::punctuator, i, i + length));
    return i + length;
  }

  Spliced spliced_;
  const std::string& t_;
  std::size_t n_;
  std::vector<std::size_t> line_starts_;
  LexedText out_;
};

void blank(std::string& text, std::size_t begin, std::size_t end) {
  for (std::size_t i = begin; i < end && i < text.size(); ++i) {
    if (text[i] != '\n') text[i] = ' ';
  }
}

}  // namespace

LexedText lex_cpp(const std::string& text) { return Lexer(text).run(); }

bool is_digraph(const Token& token) {
  return token.kind == TokenKind::punctuator && (token.text == "<%" || token.text == "%>" || token.text == "<:" ||
                                                 token.text == ":>" || token.text == "%:" || token.text == "%:%:");
}

std::string code_only(const std::string& text, const LexedText& lexed) {
  std::string out = text;
  for (const Token& comment : lexed.comments) blank(out, comment.begin, comment.end);
  for (const Token& token : lexed.tokens) {
    if (token.kind == TokenKind::directive) blank(out, token.begin, token.end);
    if (is_literal(token)) blank(out, token.inside_begin, token.inside_end);
  }
  return out;
}

std::string code_only(const std::string& text) { return code_only(text, lex_cpp(text)); }

std::vector<LineParts> code_and_comments_by_line(const std::string& text) {
  const LexedText lexed = lex_cpp(text);
  enum : char { code = 0, comment = 1, literal_inside = 2 };
  std::string role(text.size(), code);
  for (const Token& token : lexed.comments) {
    std::fill(role.begin() + static_cast<std::ptrdiff_t>(token.begin),
              role.begin() + static_cast<std::ptrdiff_t>(token.end), comment);
  }
  for (const Token& token : lexed.tokens) {
    if (!is_literal(token)) continue;
    std::fill(role.begin() + static_cast<std::ptrdiff_t>(token.inside_begin),
              role.begin() + static_cast<std::ptrdiff_t>(token.inside_end), literal_inside);
  }
  std::vector<LineParts> lines(split_lines(text).size());
  std::size_t line = 0;
  for (std::size_t i = 0; i < text.size() && line < lines.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
    } else if (role[i] == code) {
      lines[line].code += text[i];
    } else if (role[i] == comment) {
      lines[line].comment += text[i];
    }
  }
  return lines;
}

std::string token_run_digest(const std::vector<Token>& tokens, std::size_t first, std::size_t count) {
  std::string joined;
  for (std::size_t t = first; t < first + count && t < tokens.size(); ++t) {
    if (!joined.empty()) joined += ' ';
    joined += tokens[t].text;
  }
  return sha256_hex(joined).substr(0, 16);
}

std::size_t token_run_count(const std::vector<Token>& tokens, std::size_t count, const std::string& digest,
                            bool statement) {
  auto starts = [&](std::size_t first) {
    if (!statement || first == 0) return true;
    const Token& before = tokens[first - 1];
    return before.kind == TokenKind::punctuator && (before.text == ";" || before.text == "{" || before.text == "}");
  };
  std::size_t found = 0;
  for (std::size_t first = 0; count > 0 && first + count <= tokens.size(); ++first) {
    if (starts(first) && token_run_digest(tokens, first, count) == digest) ++found;
  }
  return found;
}

}  // namespace grader
