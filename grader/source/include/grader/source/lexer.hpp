#pragma once
// The one lexer of C++ text in the grader (issue 47): every reader of a
// student's (or the course's) source, the single-unit scan of building, the
// code traps of hints, the extras of grading, reads its tokens from here.
// It reads text as data only: nothing here compiles or runs it.
//
// What it knows, as a compiler's translation phases 2 and 3 do:
// - a backslash before a newline (spaces between allowed, as GCC does) joins
//   two lines before anything else is read: `frank_\<newline>scale` is one
//   name, a `//` comment whose line ends in a backslash goes on;
// - comments, `//` and `/* */` (a `/*` inside a block comment is text: no
//   nesting);
// - every literal: strings and characters with an encoding prefix (u8, u, U,
//   L), raw strings (R"x(...)x", a `)"` inside does not end them), a
//   user-defined suffix ("s"s, 1.5_f), numbers with digit separators
//   (1'000, 0x1'F) and exponents (1e-5, 0x1p+3);
// - preprocessor lines: a `#` first on a line (after blanks and comments)
//   starts one, which runs to the end of the line and its continuation lines
//   (#line, #if 0, #define ... all alike);
// - punctuators by the longest match (`::`, `->`, `<=>`, ...; digraphs too,
//   `<%` ... `%:`, with the standard's `<::` exception).
// Text that does not end (an unterminated literal or comment) is read to the
// end of its line (a literal) or of the text (a comment, a raw string) and
// named in `error`; reading goes on after it.
#include <cstddef>
#include <string>
#include <vector>

namespace grader {

enum class TokenKind {
  identifier,     // names and keywords
  number,         // a preprocessing number: 1'000, 0x1p+3, 1.5_f
  string,         // "..." with its prefix and suffix, raw strings too
  character,      // '...' with its prefix and suffix
  punctuator,     // {, ::, <=>, and any other character of its own
  directive,      // a preprocessor line, '#' to its end
  line_comment,   // // to the end of the line
  block_comment,  // /* to */
};

struct Token {
  TokenKind kind = TokenKind::punctuator;
  std::size_t begin = 0;  // offset of its first character in the text
  std::size_t end = 0;    // offset just past its last character
  std::size_t line = 1;   // 1-based line of its first character
  // Its spelling without backslash-newlines. A directive's: the text after
  // its '#', each comment in it left out (a block comment as one space).
  std::string text;
  // A literal's inside, as offsets in the text: the characters between its
  // quotes (a raw string's delimiter and parentheses included).
  std::size_t inside_begin = 0;
  std::size_t inside_end = 0;
  bool raw = false;  // a raw string literal
};

struct LexedText {
  std::vector<Token> tokens;    // the code and the preprocessor lines, in order, comments left out
  std::vector<Token> comments;  // every comment in order, those inside a preprocessor line too
  std::string error;            // the first text that does not end ("an unterminated /* comment"); empty: none
  std::size_t error_line = 0;
};

[[nodiscard]] LexedText lex_cpp(const std::string& text);

[[nodiscard]] inline bool is_literal(const Token& token) {
  return token.kind == TokenKind::string || token.kind == TokenKind::character;
}
[[nodiscard]] inline bool is_comment(const Token& token) {
  return token.kind == TokenKind::line_comment || token.kind == TokenKind::block_comment;
}
// A digraph: <% %> <: :> %: %:%: (the single-unit scan refuses them).
[[nodiscard]] bool is_digraph(const Token& token);

// The text with every comment, every literal's inside and every preprocessor
// line blanked, newlines kept: offsets and lines are the original's.
[[nodiscard]] std::string code_only(const std::string& text);
[[nodiscard]] std::string code_only(const std::string& text, const LexedText& lexed);

// A run of `count` tokens from `first` as one digest: their spellings joined
// by one space (layout and comments aside), the SHA-256's first 16 hex
// digits. The error model names the code a rewrite edits by such digests
// (error_model.hpp: WrittenUnit), so that it ships no solution text.
[[nodiscard]] std::string token_run_digest(const std::vector<Token>& tokens, std::size_t first, std::size_t count);
// How often a run of `count` tokens with that digest occurs in `tokens`;
// with `statement`, only runs where a statement starts (first, or after
// `;`, `{` or `}`).
[[nodiscard]] std::size_t token_run_count(const std::vector<Token>& tokens, std::size_t count,
                                          const std::string& digest, bool statement = false);

// One line of the text split into its code and its comments: the code with
// the comments left out and each literal's inside emptied ("" and ''), the
// comments' text (of every comment that starts or runs on the line).
struct LineParts {
  std::string code;
  std::string comment;
};
// Every line of the text (split_lines' lines, 1-based as index + 1).
[[nodiscard]] std::vector<LineParts> code_and_comments_by_line(const std::string& text);

}  // namespace grader
