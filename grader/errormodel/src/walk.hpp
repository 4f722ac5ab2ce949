#pragma once
// The error model's walk of a solution's syntax tree (private to
// grader/errormodel): the tree's helpers (tree.cpp), one function body's
// walk with the variables in scope and every rule tried at every site
// (walk.cpp), the mechanisms of the kinds that rewrite a call
// (call_mechanisms.cpp). rewrites.cpp parses the file and walks each body;
// rules.cpp reads the table.
#include <clang-c/Index.h>

#include <algorithm>
#include <cctype>
#include <cstring>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "grader/errormodel/rewrites.hpp"

namespace grader::errormodel::detail {

// ======================================================== text

std::string text_of(const CXString& string);  // and disposes it
std::string without_spaces(const std::string& text);
std::string trimmed(const std::string& text);
std::string replaced_all(std::string text, const std::string& from, const std::string& to);
// The entries of a braced list "{a, b(c, d), e}" (nullopt: not one).
std::optional<std::vector<std::string>> list_entries(const std::string& text);
std::string joined(const std::vector<std::string>& entries);
// What an operand reads as in a hint: its text when short (60 characters), else "a term".
std::string short_text(const std::string& text);

// ======================================================== the tree, with its bytes

enum class Category { tensor, floating, integer, object, other };

Category category_of(CXType type);
// A type as two variables of it compare: canonical, without reference or const.
std::string type_key(CXType type);
// The number of axes of a fixed-rank tensor type (0: not one, or unknown).
std::size_t rank_of(const std::string& type);
bool category_named(Category category, const nlohmann::json& names);
std::vector<CXCursor> children_of(CXCursor cursor);

struct Span {
  std::size_t begin = 0;
  std::size_t end = 0;
  bool valid = false;
};

struct Variable {
  std::string name;
  std::string type;
  Category category = Category::other;
  bool loop_index = false;  // declared in a for loop's header
  std::size_t rank = 0;     // a fixed-rank tensor's number of axes (0: unknown or not a tensor)
};

// A call as the mechanisms see it.
struct CallSite {
  CXCursor cursor;
  Span span;
  std::string name;    // the function's name ("amax")
  std::string callee;  // as written, up to its "(" ("xt::amax")
  std::string whole;   // the call's text
  std::size_t paren = std::string::npos;
  std::vector<Span> arguments;  // those written (a default argument is not)
};

// Whether the call is one of the rule's `callees`.
bool calls_one_of(const Rule& rule, const CallSite& call);

// One function body's walk: the variables in scope, the sites found.
class BodyWalk {
 public:
  // The mechanisms of the kinds that rewrite a call (call_mechanisms()).
  void call_argument_values(const Rule& rule, const CallSite& call);
  void call_drop_argument(const Rule& rule, const CallSite& call);
  void call_swap_arguments(const Rule& rule, const CallSite& call);
  void call_unwrap(const Rule& rule, const CallSite& call);
  void call_wrap_argument(const Rule& rule, const CallSite& call);
  void call_permute_list(const Rule& rule, const CallSite& call);
  void call_replace(const Rule& rule, const CallSite& call);
  void call_integer_offset(const Rule& rule, const CallSite& call);
  void call_rename(const Rule& rule, const CallSite& call);
  void call_add_argument(const Rule& rule, const CallSite& call);
  void call_move_wrap(const Rule& rule, const CallSite& call);

  BodyWalk(const std::string& text, CXFile file, const RuleTable& rules,
           const std::vector<std::pair<std::size_t, std::size_t>>& parts, std::vector<Rewrite>& out)
      : text_(text), file_(file), rules_(rules), parts_(parts), out_(out) {}

  void walk_function(CXCursor function, CXCursor body, const std::string& name, const std::vector<Variable>& fields);

 private:
  Span span_of(CXCursor cursor) const {
    const CXSourceRange range = clang_getCursorExtent(cursor);
    CXFile first = nullptr;
    CXFile last = nullptr;
    unsigned line = 0;
    unsigned column = 0;
    Span span;
    unsigned begin = 0;
    unsigned end = 0;
    clang_getFileLocation(clang_getRangeStart(range), &first, &line, &column, &begin);
    clang_getFileLocation(clang_getRangeEnd(range), &last, &line, &column, &end);
    if (first == nullptr || last == nullptr || clang_File_isEqual(first, file_) == 0 ||
        clang_File_isEqual(last, file_) == 0 || end < begin || end > text_.size()) {
      return span;
    }
    span.begin = begin;
    span.end = end;
    span.valid = true;
    return span;
  }
  std::string source(const Span& span) const { return text_.substr(span.begin, span.end - span.begin); }
  bool student_written(const Span& span) const {
    return std::any_of(parts_.begin(), parts_.end(),
                       [&](const auto& part) { return span.begin >= part.first && span.end <= part.second; });
  }
  bool in_loop_condition(const Span& span) const {
    return std::any_of(loop_conditions_.begin(), loop_conditions_.end(),
                       [&](const Span& c) { return span.begin >= c.begin && span.end <= c.end; });
  }
  const Variable* variable_named(const std::string& name) const {
    for (auto scope = scopes_.rbegin(); scope != scopes_.rend(); ++scope) {
      for (const auto& variable : *scope) {
        if (variable.name == name) return &variable;
      }
    }
    for (const auto& field : fields_) {
      if (field.name == name) return &field;
    }
    return nullptr;
  }
  std::vector<const Variable*> in_scope() const {
    std::vector<const Variable*> all;
    std::set<std::string> seen;
    for (auto scope = scopes_.rbegin(); scope != scopes_.rend(); ++scope) {
      for (auto variable = scope->rbegin(); variable != scope->rend(); ++variable) {
        if (seen.insert(variable->name).second) all.push_back(&*variable);
      }
    }
    for (const auto& field : fields_) {
      if (seen.insert(field.name).second) all.push_back(&field);
    }
    return all;
  }

  void walk(CXCursor cursor);
  void declare(CXCursor cursor);
  void mark_loop_condition(CXCursor loop);
  void mark_returned(const Span& statement);
  void at_call(CXCursor cursor, const Span& span);
  void remember_together(const Rule& rule, const std::string& key, const Span& span, const std::string& callee);
  void at_binary(CXCursor cursor, const Span& span, const std::string& op, const Span& left, const Span& right);
  void at_name(CXCursor cursor, const Span& span);
  void at_expression(const Span& span);
  void at_loop(CXCursor loop);
  void at_statement(CXCursor cursor, const Span& span);
  void at_assignment(const Span& span, const Span& left);
  void at_parentheses(CXCursor cursor, const Span& span);
  void at_declaration(CXCursor statement, CXCursor variable);
  void swap_variables();
  void fix_loop_indices();
  void finish();

  // `alike`: a rewrite made of a rule's alike sites together (not recorded again).
  void add(const Rule& rule, std::vector<Edit> edits, const std::map<std::string, std::string>& words,
           bool alike = false);
  void at_size(const Span& span, const std::string& written, const std::string& type);
  // The sizes in scope as a rewrite may write them: integer variables (of
  // `type`, or any when empty), each axis of a fixed-rank tensor, its size().
  std::vector<std::string> sizes_in_scope(const std::string& type) const;
  // A tensor value (a return statement's expression) wrapped by each wrap_value rule.
  void at_statements(CXCursor block);
  void at_whole_assignment(CXCursor statement, const Span& span);
  struct Assigned {
    Span left;
    Span right;
    std::string op;
  };
  std::optional<Assigned> assigned_by(CXCursor statement) const;
  void at_object_call(const Span& span, const Span& object, const Span& argument);
  void at_value(const Span& value, const std::string& words, const std::string& type);
  bool inside_one_of(const nlohmann::json& callees) const {
    return std::any_of(callees.begin(), callees.end(), [&](const nlohmann::json& name) {
      return std::find(calls_.begin(), calls_.end(), name.get<std::string>()) != calls_.end();
    });
  }

  const std::string& text_;
  CXFile file_;
  const RuleTable& rules_;
  const std::vector<std::pair<std::size_t, std::size_t>>& parts_;
  std::vector<Rewrite>& out_;
  std::string function_;
  std::string function_words_;  // how a hint names it
  bool helper_ = false;         // a SOLUTION ONLY helper: its name is the model answer's, not the student's
  std::string return_type_;     // the function's result type (type_key), "" when not a tensor
  Span body_;
  std::vector<std::vector<Variable>> scopes_;
  std::vector<Variable> fields_;
  std::vector<Variable> parameters_;
  std::vector<Span> loop_conditions_;
  std::vector<Span> returned_;  // the whole expressions of return statements
  // Jumps right after a plain assignment: the jump's first byte -> (target, value).
  std::map<std::size_t, std::pair<std::string, std::string>> kept_before_jump_;
  std::vector<Span> initialisers_;         // the initialisers of declared variables
  std::vector<Span> loop_headers_;         // the init statements of for loops: what they declare is a loop index
  std::vector<std::string> calls_;         // the names of the calls whose arguments the walk is in
  std::vector<std::string> initialising_;  // the variables whose initialisers the walk is in
  // argument_values and drop_argument sites of the body, for the rules that rewrite them together
  struct Together {
    const Rule* rule = nullptr;
    std::string key;  // the argument as written (no spaces); drop_argument: ""
    std::vector<Span> spans;
    std::vector<std::string> callees;
  };
  std::vector<Together> together_;
  // The single-edit rewrites of a rule with "together", by the text they
  // replace and what they write: the same slip made at every such site.
  struct Alike {
    const Rule* rule = nullptr;
    std::vector<Edit> edits;
    std::vector<std::map<std::string, std::string>> words;
  };
  std::map<std::pair<std::string, std::string>, Alike> alike_;  // (rule id, "old -> new")
  std::set<std::string> made_;  // the body each rewrite made writes, so that none is made twice
  // move_factor's sites: scalar factors of tensors, and the operands they may move to.
  struct Factor {
    const Rule* rule = nullptr;
    Span span;  // the whole `left op right`
    std::string left, op, right;
    std::string of;  // what the factor scales, as a hint names it: the variable it initialises, or its text
  };
  std::vector<Factor> factors_;
  std::vector<std::pair<const Rule*, Span>> operands_;
  // swap_variables' sites: the calls with two arguments or more, and every
  // name of a variable in scope as written (its own bytes).
  struct Name {
    Span at;
    Variable variable;      // a copy: its scope ends before finish()
    std::size_t depth = 0;  // the scope it is declared in (scopes_'s index; members: 0)
  };
  // The loops the walk is in: their bytes, the depth of their own scope, their index.
  struct Loop {
    Span span;
    std::size_t depth = 0;
    std::string index;
  };
  std::vector<Loop> loops_;
  std::vector<CallSite> calls_seen_;
  std::vector<Name> names_;
  // drop_parentheses' sites: each binary operation's operator and operands.
  struct Binary {
    std::string op;
    Span left, right;
  };
  std::vector<Binary> binaries_;
};

// "Class::method" or "function", as a student reads it.
std::string function_name(CXCursor function);
// The fields of the class a method belongs to, as variables in scope.
std::vector<Variable> fields_of(CXCursor function);

}  // namespace grader::errormodel::detail
