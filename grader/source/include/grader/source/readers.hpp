#pragma once
// Readers of code built on the lexer (grader/source/lexer.hpp): the code the
// compiler reads (a preprocessor conditional's branches that are not taken
// left out), the definitions of a function, the statements of a body.
// Nothing is compiled or run: the text is read as data.
#include <cstddef>
#include <string>
#include <vector>

#include "grader/source/lexer.hpp"

namespace grader {

// Whether the compiler reads a piece of code: `no` in a branch of a
// conditional that is known not to be taken (`#if 0`, `#if false`, the
// `#else` of `#if 1`, `#ifdef X` after `#undef X`, ...), `maybe` in a branch
// whose condition the text alone does not decide (a macro of the command
// line or of a header, `__cplusplus`), `yes` elsewhere.
enum class Compiled { no, maybe, yes };

// The code tokens the compiler may read, in order: no preprocessor line, no
// token of a branch not taken; `compiled[i]` says how sure tokens[i] is.
struct CompiledCode {
  std::vector<Token> tokens;
  std::vector<Compiled> compiled;
};
[[nodiscard]] CompiledCode compiled_code(const LexedText& lexed);

// The value of a preprocessor condition (the text after `#if`): 1 or 0, or
// -1 when the text does not decide it. `defined` names the macros known
// defined (true) or known not defined (false).
[[nodiscard]] int condition_value(const std::string& condition,
                                  const std::vector<std::pair<std::string, bool>>& defined);

// The index of the bracket that closes tokens[open] ((, [, {), or npos.
[[nodiscard]] std::size_t matching_bracket(const std::vector<Token>& tokens, std::size_t open);

// A function's definition: `... Name::function(params) trailing { body }`.
struct FunctionDefinition {
  // The namespaces it is in, outermost first: its enclosing `namespace`
  // blocks ("" for an unnamed one), then the qualifiers written before its
  // name that are not the class ("decoy" of `decoy::SelfAttention::forward`).
  std::vector<std::string> scope;
  std::size_t line = 0;        // of its name
  std::size_t body_open = 0;   // index in the tokens of its body's {
  std::size_t body_close = 0;  // and of the } that closes it
  Compiled compiled = Compiled::yes;
  // For a member (`Class::function`): the text itself declares `Class` in
  // that scope (class, struct, union, using or typedef), so it is a class of
  // the file's own, not the course's class of that name.
  bool own_class = false;
};
// Every definition of `qualified` ("SelfAttention::forward", "softmax") in
// `code`, in order; a declaration, a call or a mention in a comment or a
// literal is none.
[[nodiscard]] std::vector<FunctionDefinition> function_definitions(const CompiledCode& code,
                                                                   const std::string& qualified);

// The statements of the body whose { is tokens[open]: each ';' outside
// parentheses, in nested blocks and in lambdas outside parentheses too (a
// for's header's are not, nor those of a lambda passed as an argument). A
// body that is one statement wrapping lambdas (`return [&] { ... }();`,
// `return std::invoke([&] { ... });`) counts the statements of its largest
// lambda, when that has more than one. -1 when the body does not close.
[[nodiscard]] long statement_count(const std::vector<Token>& tokens, std::size_t open);

// The index of the { of the body of the lambda whose introducer `[` is
// tokens[at], or npos when tokens[at] opens no lambda.
[[nodiscard]] std::size_t lambda_body(const std::vector<Token>& tokens, std::size_t at);

}  // namespace grader
