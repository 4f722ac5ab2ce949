// The rewrites of a solution file: libclang's syntax tree of the file,
// walked body by body with the variables in scope, and every rule of the
// table tried at every site (a call, an operator, a name, an expression).
// Rules are data (rules.json); the mechanisms they name are the functions
// of the table `mechanisms` below.
#include "grader/errormodel/rewrites.hpp"

#include <clang-c/Index.h>

#include <algorithm>
#include <cctype>
#include <cstring>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <sstream>

#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"

namespace grader::errormodel {
namespace fs = std::filesystem;

namespace {

// =============================================================== the table's kinds

const std::vector<std::string> kinds = {
    "argument_values",     // an argument that is one of `values` (an axis list) becomes each other one
    "drop_argument",       // the argument whose text contains `contains` is left out
    "swap_arguments",      // two arguments change places
    "unwrap_call",         // the call is replaced by its first argument
    "wrap_argument",       // an argument is wrapped (`wrap`, "{}" the argument)
    "permute_list",        // two entries of a braced list argument change places
    "same_type_variable",  // a variable is replaced by another of its type in scope
    "operator_swap",       // an operator becomes another (`operators`: from -> [to])
    "drop_operand",        // a binary operation is replaced by one of its operands
    "replace_expression",  // an expression written as one of `matches` becomes each of `with`
    "replace_call",        // a call becomes each of `with`
    "integer_offset",      // an argument one more (or, written `a + 1`, one less)
    "rename_callee",       // the function called becomes another (`renames`: from -> [to])
    "add_argument",        // an argument (`text`) is added after the last one, unless one contains it
    "move_wrap",           // of two arguments, the wrapped one (`wrap`) is unwrapped and the other wrapped
    "loop_start_offset",   // a for loop's index starts one later
    "loop_end_offset",     // a for loop stops one index early (its condition tested on index + 1)
    "drop_statement",      // a statement (`statements`: continue, break) is left out
    "size_for_another",  // a size (an integer variable, t.shape(i), t.size()) inside `inside` becomes another in scope
    "move_factor",       // a scalar factor (`/ scale`) moved onto an operand of another call (`to`)
};

std::string text_of(const CXString& string) {
  const char* chars = clang_getCString(string);
  std::string result = chars != nullptr ? chars : "";
  clang_disposeString(string);
  return result;
}

std::string without_spaces(const std::string& text) {
  std::string out;
  for (const char c : text) {
    if (c != ' ' && c != '\n' && c != '\t' && c != '\r') out += c;
  }
  return out;
}

std::string trimmed(const std::string& text) {
  const auto first = text.find_first_not_of(" \n\t\r");
  if (first == std::string::npos) return "";
  const auto last = text.find_last_not_of(" \n\t\r");
  return text.substr(first, last - first + 1);
}

std::string replaced_all(std::string text, const std::string& from, const std::string& to) {
  for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) {
    text.replace(at, from.size(), to);
  }
  return text;
}

// The entries of a braced list "{a, b(c, d), e}" (nullopt: not one).
std::optional<std::vector<std::string>> list_entries(const std::string& text) {
  const std::string list = trimmed(text);
  if (list.size() < 2 || list.front() != '{' || list.back() != '}') return std::nullopt;
  std::vector<std::string> entries;
  int depth = 0;
  std::string current;
  for (std::size_t i = 1; i + 1 < list.size(); ++i) {
    const char c = list[i];
    if (c == '(' || c == '{' || c == '[' || c == '<') ++depth;
    if (c == ')' || c == '}' || c == ']' || c == '>') --depth;
    if (c == ',' && depth == 0) {
      entries.push_back(trimmed(current));
      current.clear();
    } else {
      current += c;
    }
  }
  if (!trimmed(current).empty()) entries.push_back(trimmed(current));
  return entries;
}

std::string joined(const std::vector<std::string>& entries) {
  std::string out;
  for (const auto& entry : entries) out += (out.empty() ? "" : ", ") + entry;
  return out;
}

// What an operand reads as in a hint: its text when short (60 characters), else "a term".
std::string short_text(const std::string& text) {
  const std::string t = trimmed(text);
  return t.size() <= 60 && t.find('\n') == std::string::npos ? t : std::string("a term");
}

// ======================================================== the tree, with its bytes

enum class Category { tensor, floating, integer, object, other };

Category category_of(CXType type) {
  CXType canonical = clang_getCanonicalType(type);
  if (canonical.kind == CXType_LValueReference || canonical.kind == CXType_RValueReference) {
    canonical = clang_getCanonicalType(clang_getPointeeType(canonical));
  }
  switch (canonical.kind) {
    case CXType_Float:
    case CXType_Double:
    case CXType_LongDouble:
      return Category::floating;
    case CXType_Int:
    case CXType_UInt:
    case CXType_Long:
    case CXType_ULong:
    case CXType_LongLong:
    case CXType_ULongLong:
    case CXType_Short:
    case CXType_UShort:
      return Category::integer;
    case CXType_Record:
    case CXType_Elaborated:
    case CXType_Unexposed: {
      const std::string spelling = text_of(clang_getTypeSpelling(canonical));
      if (spelling.find("xt::") != std::string::npos) return Category::tensor;
      return Category::object;
    }
    default:
      return Category::other;
  }
}

// A type as two variables of it compare: canonical, without reference or const.
std::string type_key(CXType type) {
  CXType canonical = clang_getCanonicalType(type);
  if (canonical.kind == CXType_LValueReference || canonical.kind == CXType_RValueReference) {
    canonical = clang_getCanonicalType(clang_getPointeeType(canonical));
  }
  std::string spelling = text_of(clang_getTypeSpelling(canonical));
  if (spelling.rfind("const ", 0) == 0) spelling = spelling.substr(6);
  return spelling;
}

// The number of axes of a fixed-rank tensor type (xt::xtensor<T, N>, whose
// canonical spelling is xt::xtensor_container<storage, N, ...>); 0 for any
// other type (an xt::xarray's rank is known only when it runs).
std::size_t rank_of(const std::string& type) {
  const std::string container = "xtensor_container<";
  const std::size_t open = type.find(container);
  if (open == std::string::npos) return 0;
  int depth = 0;
  for (std::size_t i = open + container.size(); i < type.size(); ++i) {
    const char c = type[i];
    if (c == '<' || c == '(') ++depth;
    if (c == '>' || c == ')') --depth;
    if (depth < 0) return 0;
    if (c == ',' && depth == 0) {
      std::size_t rank = 0;
      std::size_t at = type.find_first_not_of(' ', i + 1);
      for (; at < type.size() && std::isdigit(static_cast<unsigned char>(type[at])) != 0; ++at) {
        rank = rank * 10 + static_cast<std::size_t>(type[at] - '0');
      }
      return rank <= 8 ? rank : 0;
    }
  }
  return 0;
}

bool category_named(Category category, const nlohmann::json& names) {
  static const std::map<std::string, Category> by_name = {{"tensor", Category::tensor},
                                                          {"floating", Category::floating},
                                                          {"integer", Category::integer},
                                                          {"object", Category::object}};
  for (const auto& name : names) {
    auto it = by_name.find(name.get<std::string>());
    if (it != by_name.end() && it->second == category) return true;
  }
  return false;
}

std::vector<CXCursor> children_of(CXCursor cursor) {
  std::vector<CXCursor> children;
  clang_visitChildren(
      cursor,
      [](CXCursor child, CXCursor, CXClientData data) {
        static_cast<std::vector<CXCursor>*>(data)->push_back(child);
        return CXChildVisit_Continue;
      },
      &children);
  return children;
}

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

// One function body's walk: the variables in scope, the sites found.
struct CallSite;

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
  void at_call(CXCursor cursor, const Span& span);
  void remember_together(const Rule& rule, const std::string& key, const Span& span, const std::string& callee);
  void at_binary(CXCursor cursor, const Span& span, const std::string& op, const Span& left, const Span& right);
  void at_name(CXCursor cursor, const Span& span);
  void at_expression(const Span& span);
  void at_loop(CXCursor loop);
  void at_statement(CXCursor cursor, const Span& span);
  void at_assignment(const Span& span, const Span& left);
  void finish();

  // `alike`: a rewrite made of a rule's alike sites together (not recorded again).
  void add(const Rule& rule, std::vector<Edit> edits, const std::map<std::string, std::string>& words,
           bool alike = false);
  void at_size(const Span& span, const std::string& written, const std::string& type);
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
  Span body_;
  std::vector<std::vector<Variable>> scopes_;
  std::vector<Variable> fields_;
  std::vector<Span> loop_conditions_;
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
  std::set<std::string> made_;  // the edits of every rewrite made, so that none is made twice
  // move_factor's sites: scalar factors of tensors, and the operands they may move to.
  struct Factor {
    const Rule* rule = nullptr;
    Span span;  // the whole `left op right`
    std::string left, op, right;
    std::string of;  // what the factor scales, as a hint names it: the variable it initialises, or its text
  };
  std::vector<Factor> factors_;
  std::vector<std::pair<const Rule*, Span>> operands_;
};

void BodyWalk::add(const Rule& rule, std::vector<Edit> edits, const std::map<std::string, std::string>& words,
                   bool alike) {
  if (edits.empty()) return;
  std::sort(edits.begin(), edits.end(), [](const Edit& a, const Edit& b) { return a.begin < b.begin; });
  for (std::size_t i = 0; i < edits.size(); ++i) {
    if (edits[i].begin < body_.begin || edits[i].end > body_.end) return;
    if (!student_written(Span{edits[i].begin, edits[i].end, true})) return;
    if (i > 0 && edits[i].begin < edits[i - 1].end) return;
    if (text_.compare(edits[i].begin, edits[i].end - edits[i].begin, edits[i].text) == 0) return;
  }
  std::string key;
  for (const auto& edit : edits)
    key += std::to_string(edit.begin) + ":" + std::to_string(edit.end) + "=" + edit.text + ";";
  if (!made_.insert(key).second) return;
  Rewrite rewrite;
  rewrite.id = static_cast<int>(out_.size()) + 1;
  rewrite.rule = rule.id;
  rewrite.function = function_;
  rewrite.body_begin = body_.begin;
  rewrite.body_end = body_.end;
  rewrite.line =
      static_cast<unsigned>(std::count(text_.begin(), text_.begin() + static_cast<long>(edits.front().begin), '\n')) +
      1;
  rewrite.edits = std::move(edits);
  std::string says = rule.says;
  says = replaced_all(says, "{function}", function_words_);
  for (const auto& [name, value] : words) says = replaced_all(says, "{" + name + "}", value);
  rewrite.says = says;
  const bool grouped = !alike && rewrite.edits.size() == 1 && rule.settings.value("together", false) &&
                       rule.kind != "argument_values" && rule.kind != "drop_argument";
  if (grouped) {
    const Edit& edit = rewrite.edits.front();
    // Alike: the same change (what the rule's words call old, when they name
    // one, to the same new text), whatever the operands.
    auto old = words.find("old");
    Alike& group = alike_[{rule.id, (old == words.end() ? "" : old->second) + "\n->\n" + edit.text}];
    group.rule = &rule;
    group.edits.push_back(edit);
    group.words.push_back(words);
  }
  out_.push_back(std::move(rewrite));
}

void BodyWalk::declare(CXCursor cursor) {
  Variable variable;
  variable.name = text_of(clang_getCursorSpelling(cursor));
  if (variable.name.empty() || scopes_.empty()) return;
  variable.type = type_key(clang_getCursorType(cursor));
  variable.category = category_of(clang_getCursorType(cursor));
  variable.rank = rank_of(variable.type);
  const Span at = span_of(cursor);
  variable.loop_index = at.valid && std::any_of(loop_headers_.begin(), loop_headers_.end(),
                                                [&](const Span& h) { return at.begin >= h.begin && at.end <= h.end; });
  scopes_.back().push_back(variable);
}

// The condition of a for loop: between the first and second `;` of its
// header. A comparison there bounds an index: changing it reads past an
// axis, which shows nothing of a student's mistake.
void BodyWalk::mark_loop_condition(CXCursor loop) {
  const Span span = span_of(loop);
  if (!span.valid) return;
  const std::size_t open = text_.find('(', span.begin);
  if (open == std::string::npos || open >= span.end) return;
  int depth = 0;
  std::vector<std::size_t> semicolons;
  for (std::size_t i = open; i < span.end && semicolons.size() < 2; ++i) {
    const char c = text_[i];
    if (c == '(' || c == '{' || c == '[') ++depth;
    if (c == ')' || c == '}' || c == ']') --depth;
    if (c == ';' && depth == 1) semicolons.push_back(i);
    if (depth == 0) break;
  }
  if (semicolons.size() == 2) loop_conditions_.push_back(Span{semicolons[0], semicolons[1], true});
}

void BodyWalk::walk(CXCursor cursor) {
  const CXCursorKind kind = clang_getCursorKind(cursor);
  const Span span = span_of(cursor);
  const bool scoped = kind == CXCursor_CompoundStmt || kind == CXCursor_ForStmt || kind == CXCursor_CXXForRangeStmt ||
                      kind == CXCursor_LambdaExpr || kind == CXCursor_IfStmt || kind == CXCursor_WhileStmt;
  if (scoped) scopes_.emplace_back();
  if (kind == CXCursor_ForStmt) {
    mark_loop_condition(cursor);
    at_loop(cursor);
  }
  if (span.valid) {
    if (kind == CXCursor_ContinueStmt || kind == CXCursor_BreakStmt) at_statement(cursor, span);
    if (kind == CXCursor_CallExpr) at_call(cursor, span);
    if (kind == CXCursor_DeclRefExpr || kind == CXCursor_MemberRefExpr) at_name(cursor, span);
    if (clang_isExpression(kind) != 0) at_expression(span);
    if (kind == CXCursor_BinaryOperator || kind == CXCursor_CompoundAssignOperator) {
      const auto sides = children_of(cursor);
      if (sides.size() == 2) {
        const Span left = span_of(sides[0]);
        const Span right = span_of(sides[1]);
        if (left.valid && right.valid && left.end <= right.begin) {
          const std::string op = trimmed(text_.substr(left.end, right.begin - left.end));
          at_binary(cursor, span, op, left, right);
          if (op == "=") at_assignment(span, left);
        }
      }
    }
  }
  const bool call = kind == CXCursor_CallExpr;
  if (call) calls_.push_back(text_of(clang_getCursorSpelling(cursor)));
  const bool initialised = kind == CXCursor_VarDecl;
  if (initialised) initialising_.push_back(text_of(clang_getCursorSpelling(cursor)));
  for (const CXCursor child : children_of(cursor)) {
    const CXCursorKind child_kind = clang_getCursorKind(child);
    if (child_kind == CXCursor_VarDecl || child_kind == CXCursor_ParmDecl) {
      walk(child);  // the initialiser first: a variable is not in scope in its own
      declare(child);
    } else {
      walk(child);
    }
  }
  if (call) calls_.pop_back();
  if (initialised) initialising_.pop_back();
  if (scoped) scopes_.pop_back();
}

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
  const std::string contains = rule.settings.at("contains").get<std::string>();
  for (std::size_t i = 1; i < call.arguments.size(); ++i) {
    if (source(call.arguments[i]).find(contains) == std::string::npos) continue;
    const Span dropped{call.arguments[i - 1].end, call.arguments[i].end, true};
    add(rule, {Edit{dropped.begin, dropped.end, ""}},
        {{"callee", call.callee}, {"operand", short_text(source(call.arguments[0]))}});
    if (rule.settings.value("together", false)) remember_together(rule, "", dropped, call.callee);
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
  for (std::size_t i = 0; i < call.arguments.size() && i < 2; ++i) {
    const std::string operand = source(call.arguments[i]);
    if (operand.find(replaced_all(wrap, "{}", "").substr(0, 8)) == 0) continue;  // already wrapped so
    add(rule, {Edit{call.arguments[i].begin, call.arguments[i].end, replaced_all(wrap, "{}", operand)}},
        {{"callee", call.callee}, {"operand", short_text(operand)}, {"which", i == 0 ? "first" : "second"}});
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

// A for loop's bounds, made one shorter at either end: the index starts one
// later, or the loop stops one index early (`i + 1 < n` for `i < n`: no
// unsigned bound wraps round, no index reads past an axis).
void BodyWalk::at_loop(CXCursor loop) {
  const auto parts = children_of(loop);
  if (parts.size() < 3) return;
  std::string index;
  if (clang_getCursorKind(parts[0]) == CXCursor_DeclStmt) {
    const Span header = span_of(parts[0]);
    if (header.valid) loop_headers_.push_back(header);
    const auto declared = children_of(parts[0]);
    if (declared.size() != 1 || clang_getCursorKind(declared[0]) != CXCursor_VarDecl) return;
    index = text_of(clang_getCursorSpelling(declared[0]));
    const auto initial = children_of(declared[0]);
    if (initial.empty()) return;
    const Span start = span_of(initial.back());
    if (start.valid && category_of(clang_getCursorType(declared[0])) == Category::integer) {
      const std::string written = trimmed(source(start));
      const bool literal =
          !written.empty() && std::all_of(written.begin(), written.end(), [](char c) { return c >= '0' && c <= '9'; });
      const std::string later = literal ? std::to_string(std::stoull(written) + 1) : "(" + written + ") + 1";
      for (const Rule& rule : rules_.rules) {
        if (rule.kind != "loop_start_offset") continue;
        add(rule, {Edit{start.begin, start.end, later}},
            {{"index", index}, {"old", written}, {"new", literal ? later : written + " + 1"}});
      }
    }
  }
  const CXCursor condition = parts[1];
  if (index.empty() || clang_getCursorKind(condition) != CXCursor_BinaryOperator) return;
  const auto sides = children_of(condition);
  if (sides.size() != 2) return;
  const Span left = span_of(sides[0]);
  const Span right = span_of(sides[1]);
  if (!left.valid || !right.valid || trimmed(source(left)) != index) return;
  const std::string op = trimmed(text_.substr(left.end, right.begin - left.end));
  if (op != "<" && op != "<=" && op != "!=") return;
  for (const Rule& rule : rules_.rules) {
    if (rule.kind != "loop_end_offset") continue;
    add(rule, {Edit{left.begin, left.end, index + " + 1"}},
        {{"index", index},
         {"old", index + " " + op + " " + trimmed(source(right))},
         {"new", index + " + 1 " + op + " " + trimmed(source(right))}});
  }
}

// An assignment to a member, as a whole statement, left out (`q = Linear(...);`
// becomes `(void)0;`): the member keeps the value it had.
void BodyWalk::at_assignment(const Span& span, const Span& left) {
  std::string member = trimmed(source(left));
  if (member.rfind("this->", 0) == 0) member = member.substr(6);
  if (std::none_of(fields_.begin(), fields_.end(), [&](const Variable& field) { return field.name == member; })) return;
  if (variable_named(member) != nullptr &&
      std::none_of(fields_.begin(), fields_.end(), [&](const Variable& f) { return &f == variable_named(member); })) {
    return;  // a local of that name hides the member
  }
  const std::size_t after = text_.find_first_not_of(" \n\t", span.end);
  if (after == std::string::npos || text_[after] != ';') return;
  for (const Rule& rule : rules_.rules) {
    if (rule.kind != "drop_statement") continue;
    const auto& listed = rule.settings.at("statements");
    if (std::none_of(listed.begin(), listed.end(),
                     [](const nlohmann::json& w) { return w.get<std::string>() == "member_assignment"; })) {
      continue;
    }
    add(rule, {Edit{span.begin, span.end, "(void)0"}}, {{"statement", "assignment"}, {"member", member}});
  }
}

// A jump statement left out (`continue;` becomes `;`).
void BodyWalk::at_statement(CXCursor cursor, const Span& span) {
  const std::string word = clang_getCursorKind(cursor) == CXCursor_ContinueStmt ? "continue" : "break";
  for (const Rule& rule : rules_.rules) {
    if (rule.kind != "drop_statement") continue;
    const auto& listed = rule.settings.at("statements");
    if (std::none_of(listed.begin(), listed.end(),
                     [&](const nlohmann::json& w) { return w.get<std::string>() == word; }))
      continue;
    add(rule, {Edit{span.begin, span.end, "(void)0"}}, {{"statement", word}});
  }
}

void BodyWalk::remember_together(const Rule& rule, const std::string& key, const Span& span,
                                 const std::string& callee) {
  auto group = std::find_if(together_.begin(), together_.end(),
                            [&](const Together& t) { return t.rule == &rule && t.key == key; });
  if (group == together_.end()) group = together_.insert(together_.end(), Together{&rule, key, {}, {}});
  group->spans.push_back(span);
  group->callees.push_back(callee);
}

// The mechanisms of the kinds that rewrite a call, by kind.
const std::map<std::string, void (BodyWalk::*)(const Rule&, const CallSite&)>& call_mechanisms() {
  static const std::map<std::string, void (BodyWalk::*)(const Rule&, const CallSite&)> table = {
      {"argument_values", &BodyWalk::call_argument_values},
      {"drop_argument", &BodyWalk::call_drop_argument},
      {"swap_arguments", &BodyWalk::call_swap_arguments},
      {"unwrap_call", &BodyWalk::call_unwrap},
      {"wrap_argument", &BodyWalk::call_wrap_argument},
      {"permute_list", &BodyWalk::call_permute_list},
      {"replace_call", &BodyWalk::call_replace},
      {"integer_offset", &BodyWalk::call_integer_offset},
      {"rename_callee", &BodyWalk::call_rename},
      {"add_argument", &BodyWalk::call_add_argument},
      {"move_wrap", &BodyWalk::call_move_wrap},
  };
  return table;
}

void BodyWalk::at_call(CXCursor cursor, const Span& span) {
  CallSite call{cursor, span, text_of(clang_getCursorSpelling(cursor)), "", source(span), std::string::npos, {}};
  const int count = clang_Cursor_getNumArguments(cursor);
  for (int i = 0; i < std::max(count, 0); ++i) {
    const Span argument = span_of(clang_Cursor_getArgument(cursor, static_cast<unsigned>(i)));
    if (!argument.valid || argument.end <= argument.begin) break;  // a default argument: not in the text
    call.arguments.push_back(argument);
  }
  if (call.name.rfind("operator", 0) == 0) {
    // An overloaded operator (xtensor's): a binary operation like a built-in one.
    const std::string op = call.name.substr(8);
    const auto& args = call.arguments;
    if (args.size() == 2 && args[0].end <= args[1].begin && !op.empty() && op != "()" && op != "[]" && op != "=") {
      at_binary(cursor, span, op, args[0], args[1]);
    }
    if (args.size() == 2 && op == "=") at_assignment(span, args[0]);
    return;
  }
  call.paren = call.whole.find('(');
  call.callee = call.paren == std::string::npos ? call.name : trimmed(call.whole.substr(0, call.paren));
  if ((call.name == "shape" || call.name == "size") && call.arguments.size() <= 1 &&
      category_of(clang_getCursorType(cursor)) == Category::integer) {
    // A tensor's size read as t.shape(i) or t.size().
    const std::string written = without_spaces(call.whole);
    const std::size_t dot = written.find('.');
    const Variable* tensor = dot == std::string::npos ? nullptr : variable_named(written.substr(0, dot));
    if (tensor != nullptr && tensor->category == Category::tensor) {
      at_size(span, trimmed(call.whole), type_key(clang_getCursorType(cursor)));
    }
  }
  for (const Rule& rule : rules_.rules) {
    if (rule.kind == "move_factor") {
      const auto& to = rule.settings.at("to");
      if (std::any_of(to.begin(), to.end(), [&](const nlohmann::json& n) { return n == call.name; })) {
        for (std::size_t i = 0; i < call.arguments.size() && i < 2; ++i)
          operands_.emplace_back(&rule, call.arguments[i]);
      }
    }
    auto mechanism = call_mechanisms().find(rule.kind);
    if (mechanism == call_mechanisms().end()) continue;
    if (rule.kind != "rename_callee" && !calls_one_of(rule, call)) continue;
    (this->*(mechanism->second))(rule, call);
  }
}

void BodyWalk::at_binary(CXCursor cursor, const Span& span, const std::string& op, const Span& left,
                         const Span& right) {
  const Category result = category_of(clang_getCursorType(cursor));
  // The operator's own bytes: its first occurrence between the operands.
  const std::size_t op_at = text_.find(op, left.end);
  if (op_at == std::string::npos || op_at + op.size() > right.begin) return;
  for (const Rule& rule : rules_.rules) {
    const auto& s = rule.settings;
    if (s.contains("categories") && !category_named(result, s.at("categories"))) continue;
    if (s.value("not_in_loop_conditions", false) && in_loop_condition(span)) continue;
    if (s.contains("not_inside") && inside_one_of(s.at("not_inside"))) continue;
    if (rule.kind == "operator_swap" && s.at("operators").contains(op)) {
      for (const auto& other : s.at("operators").at(op)) {
        add(rule, {Edit{op_at, op_at + op.size(), other.get<std::string>()}},
            {{"old", op},
             {"new", other.get<std::string>()},
             {"left", short_text(source(left))},
             {"right", short_text(source(right))}});
      }
    } else if (rule.kind == "move_factor") {
      const auto& ops = s.at("operators");
      const Variable* factor = variable_named(trimmed(source(right)));
      const bool scalar =
          factor != nullptr && (factor->category == Category::floating || factor->category == Category::integer);
      if (scalar && std::any_of(ops.begin(), ops.end(), [&](const nlohmann::json& o) { return o == op; })) {
        const std::string of = initialising_.empty() ? short_text(trimmed(source(left))) : initialising_.back();
        factors_.push_back(Factor{&rule, span, trimmed(source(left)), op, trimmed(source(right)), of});
      }
    } else if (rule.kind == "drop_operand") {
      bool listed = false;
      for (const auto& name : s.at("operators")) listed = listed || name.get<std::string>() == op;
      if (!listed) continue;
      const std::string keep = s.value("keep", "left");
      if (keep == "left" || keep == "both") {
        add(rule, {Edit{span.begin, span.end, "(" + source(left) + ")"}},
            {{"op", op}, {"kept", short_text(source(left))}, {"dropped", short_text(source(right))}});
      }
      if (keep == "right" || keep == "both") {
        add(rule, {Edit{span.begin, span.end, "(" + source(right) + ")"}},
            {{"op", op}, {"kept", short_text(source(right))}, {"dropped", short_text(source(left))}});
      }
    }
  }
}

void BodyWalk::at_name(CXCursor cursor, const Span& span) {
  const CXCursor declaration = clang_getCursorReferenced(cursor);
  const CXCursorKind declared = clang_getCursorKind(declaration);
  if (declared != CXCursor_VarDecl && declared != CXCursor_ParmDecl && declared != CXCursor_FieldDecl) return;
  const std::string name = text_of(clang_getCursorSpelling(declaration));
  const Variable* variable = variable_named(name);
  if (variable == nullptr) return;
  // The name's own bytes (a member may be written this->name).
  const std::string written = source(span);
  if (written.size() < name.size() || written.compare(written.size() - name.size(), name.size(), name) != 0) return;
  const Span at{span.end - name.size(), span.end, true};
  // A tensor read for its shape alone (t.shape(2)): another tensor of its
  // type may have that size too, and a sentence naming the tensor would be
  // false where the size is the mistake.
  const std::size_t after = text_.find_first_not_of(" \n\t", span.end);
  for (const char* read : {".shape(", ".size(", ".dimension("}) {
    if (after != std::string::npos && text_.compare(after, std::strlen(read), read) == 0) return;
  }
  for (const Rule& rule : rules_.rules) {
    if (rule.kind != "same_type_variable") continue;
    const auto& s = rule.settings;
    if (!category_named(variable->category, s.at("categories"))) continue;
    // A loop's bound (never its own index: that loop would not end).
    const bool bound = s.value("loop_bounds_only", false);
    if (bound && (!in_loop_condition(span) || variable->loop_index)) continue;
    if (s.contains("inside")) {
      bool inside = false;
      for (const auto& call : s.at("inside")) {
        inside = inside || std::find(calls_.begin(), calls_.end(), call.get<std::string>()) != calls_.end();
      }
      if (!inside) continue;
    }
    for (const Variable* other : in_scope()) {
      if (other->name == name || other->type != variable->type) continue;
      if (bound && other->loop_index) continue;
      // A bound larger than the solution's would read past an axis (the
      // student's code would crash or read garbage, nothing a rewrite can
      // stand for): the rewrite runs to the smaller of the two.
      const std::string replacement = bound ? "std::min(" + other->name + ", " + name + ")" : other->name;
      add(rule, {Edit{at.begin, at.end, replacement}}, {{"old", name}, {"new", other->name}});
    }
  }
  // After the rules above: a rewrite two rules make is said as the first says it.
  if (variable->category == Category::integer && !variable->loop_index) at_size(at, name, variable->type);
}

// A size inside one of a rule's `inside` calls (a range's bounds, a
// broadcast's shape, a scale's square root) replaced by each other size in
// scope: an integer variable of its type, t.shape(i) for every axis of a
// fixed-rank tensor t, t.size().
void BodyWalk::at_size(const Span& span, const std::string& written, const std::string& type) {
  for (const Rule& rule : rules_.rules) {
    if (rule.kind != "size_for_another" || !inside_one_of(rule.settings.at("inside"))) continue;
    std::vector<std::string> others;
    for (const Variable* other : in_scope()) {
      if (other->category == Category::integer && !other->loop_index && other->type == type) {
        others.push_back(other->name);
      }
      if (other->category != Category::tensor) continue;
      for (std::size_t axis = 0; axis < other->rank; ++axis) {
        others.push_back(other->name + ".shape(" + std::to_string(axis) + ")");
      }
      others.push_back(other->name + ".size()");
    }
    for (const auto& other : others) {
      if (without_spaces(other) == without_spaces(written)) continue;
      add(rule, {Edit{span.begin, span.end, other}}, {{"old", written}, {"new", other}});
    }
  }
}

void BodyWalk::at_expression(const Span& span) {
  const std::string written = without_spaces(source(span));
  for (const Rule& rule : rules_.rules) {
    if (rule.kind != "replace_expression") continue;
    bool matches = false;
    for (const auto& pattern : rule.settings.at("matches")) {
      matches = matches || without_spaces(pattern.get<std::string>()) == written;
    }
    if (!matches) continue;
    for (const auto& with : rule.settings.at("with")) {
      if (without_spaces(with.get<std::string>()) == written) continue;
      add(rule, {Edit{span.begin, span.end, with.get<std::string>()}},
          {{"old", trimmed(source(span))}, {"new", with.get<std::string>()}});
    }
  }
}

// The rules that rewrite every site of a body alike (a softmax's max and sum
// over another axis, both reductions without keep_dims).
void BodyWalk::finish() {
  // A factor moved: `(a) / s` loses its `/ s`, which an operand of another
  // call takes (the scale applied to the values instead of the scores).
  for (const Factor& factor : factors_) {
    for (const auto& [rule, operand] : operands_) {
      const bool apart = operand.end <= factor.span.begin || factor.span.end <= operand.begin;
      if (rule != factor.rule || !apart) continue;
      const std::string moved = trimmed(source(operand));
      if (moved == factor.of) continue;  // the term's own variable: the same product
      add(*rule,
          {Edit{factor.span.begin, factor.span.end, "(" + factor.left + ")"},
           Edit{operand.begin, operand.end, "(" + moved + ") " + factor.op + " " + factor.right}},
          {{"op", factor.op == "/" ? "division" : "multiplication"},
           {"factor", factor.right},
           {"old", factor.of},
           {"new", short_text(moved)}});
    }
  }
  // A rule's slip made at each of its alike sites at once (`q`, `k` and `v`
  // all left unassigned; every `!=` of a condition read as `>`): its
  // `says_together`, with {sites} the sites, each as its `site` template says.
  for (const auto& [key, group] : alike_) {
    if (group.edits.size() < 2) continue;
    const auto& s = group.rule->settings;
    std::vector<std::string> sites;
    for (const auto& words : group.words) {
      std::string site = s.value("site", "{old}");
      for (const auto& [name, value] : words) site = replaced_all(site, "{" + name + "}", value);
      sites.push_back(site);
    }
    std::string listed;
    for (std::size_t i = 0; i < sites.size(); ++i) {
      listed += (i == 0 ? "" : i + 1 == sites.size() ? " and " : ", ") + sites[i];
    }
    Rule together = *group.rule;
    together.says = s.value("says_together", group.rule->says);
    auto words = group.words.front();
    words["sites"] = listed;
    words["count"] = std::to_string(sites.size());
    add(together, group.edits, words, true);
  }
  for (const Together& group : together_) {
    if (group.spans.size() < 2) continue;
    std::set<std::string> callees(group.callees.begin(), group.callees.end());
    std::string callee_words;
    for (const auto& callee : callees) callee_words += (callee_words.empty() ? "" : " and ") + callee;
    if (group.rule->kind == "argument_values") {
      for (const auto& value : group.rule->settings.at("values")) {
        const std::string other = value.get<std::string>();
        if (without_spaces(other) == group.key) continue;
        std::vector<Edit> edits;
        for (const Span& span : group.spans) edits.push_back(Edit{span.begin, span.end, other});
        add(*group.rule, edits, {{"callee", callee_words}, {"old", source(group.spans.front())}, {"new", other}});
      }
    } else {
      std::vector<Edit> edits;
      for (const Span& span : group.spans) edits.push_back(Edit{span.begin, span.end, ""});
      add(*group.rule, edits, {{"callee", callee_words}, {"operand", "its input"}});
    }
  }
}

void BodyWalk::walk_function(CXCursor function, CXCursor body, const std::string& name,
                             const std::vector<Variable>& fields) {
  function_ = name;
  body_ = span_of(body);
  if (!body_.valid) return;
  // A helper of the solution's own (a SOLUTION ONLY block, not in the
  // template): the student wrote theirs, under a name of their own.
  const std::size_t opened = text_.rfind("SOLUTION ONLY BEGIN", body_.begin);
  const std::size_t closed = text_.rfind("SOLUTION ONLY END", body_.begin);
  const bool helper = opened != std::string::npos && (closed == std::string::npos || closed < opened);
  function_words_ =
      helper ? "`" + name + "` (a helper of the model answer; yours may have another name)" : "`" + name + "`";
  fields_ = fields;
  together_.clear();  // what finish() makes of one body's sites
  alike_.clear();
  factors_.clear();
  operands_.clear();
  scopes_.clear();
  scopes_.emplace_back();
  for (const CXCursor child : children_of(function)) {
    if (clang_getCursorKind(child) == CXCursor_ParmDecl) declare(child);
  }
  walk(body);
  finish();
}

// "Class::method" or "function", as a student reads it.
std::string function_name(CXCursor function) {
  std::string name = text_of(clang_getCursorSpelling(function));
  const CXCursor parent = clang_getCursorSemanticParent(function);
  const CXCursorKind parent_kind = clang_getCursorKind(parent);
  if (parent_kind == CXCursor_ClassDecl || parent_kind == CXCursor_StructDecl ||
      parent_kind == CXCursor_ClassTemplate) {
    name = text_of(clang_getCursorSpelling(parent)) + "::" + name;
  }
  return name;
}

std::vector<Variable> fields_of(CXCursor function) {
  std::vector<Variable> fields;
  const CXCursor parent = clang_getCursorSemanticParent(function);
  const CXCursorKind parent_kind = clang_getCursorKind(parent);
  if (parent_kind != CXCursor_ClassDecl && parent_kind != CXCursor_StructDecl) return fields;
  for (const CXCursor child : children_of(parent)) {
    if (clang_getCursorKind(child) != CXCursor_FieldDecl) continue;
    const std::string type = type_key(clang_getCursorType(child));
    fields.push_back(Variable{text_of(clang_getCursorSpelling(child)), type, category_of(clang_getCursorType(child)),
                              false, rank_of(type)});
  }
  return fields;
}

void check_rule(const Rule& rule, const fs::path& path, const std::string& where) {
  auto fail = [&](const std::string& field, const std::string& what) {
    throw GraderError(ExitCode::manifest_error, path.string() + ": " + where + "." + field + ": " + what);
  };
  if (std::find(kinds.begin(), kinds.end(), rule.kind) == kinds.end()) {
    std::string known;
    for (const auto& kind : kinds) known += (known.empty() ? "" : ", ") + kind;
    fail("kind", "\"" + rule.kind + "\" is not a kind of rewrite (" + known + ")");
  }
  const auto& s = rule.settings;
  auto need = [&](const char* field, bool (nlohmann::json::*is)() const noexcept, const char* what) {
    if (!s.contains(field) || !(s.at(field).*is)()) fail(field, std::string("must be ") + what);
  };
  const std::set<std::string> with_callees = {"argument_values", "drop_argument", "swap_arguments", "unwrap_call",
                                              "wrap_argument",   "permute_list",  "replace_call",   "integer_offset",
                                              "add_argument",    "move_wrap"};
  if (with_callees.count(rule.kind) > 0) need("callees", &nlohmann::json::is_array, "a list of function names");
  if (rule.kind == "argument_values") {
    need("argument", &nlohmann::json::is_number_unsigned, "an argument's index");
    need("values", &nlohmann::json::is_array, "a list of arguments as written");
  }
  if (rule.kind == "permute_list") need("argument", &nlohmann::json::is_number_unsigned, "an argument's index");
  if (rule.kind == "drop_argument") need("contains", &nlohmann::json::is_string, "text of the argument");
  if (rule.kind == "wrap_argument" || rule.kind == "move_wrap") {
    need("wrap", &nlohmann::json::is_string, "a text with {} for the argument");
  }
  if (rule.kind == "add_argument") need("text", &nlohmann::json::is_string, "the argument's text");
  if (rule.kind == "drop_statement") need("statements", &nlohmann::json::is_array, "a list of statements");
  if (rule.kind == "same_type_variable") need("categories", &nlohmann::json::is_array, "a list of categories");
  if (rule.kind == "operator_swap" || rule.kind == "rename_callee") {
    need(rule.kind == "operator_swap" ? "operators" : "renames", &nlohmann::json::is_object, "an object from -> [to]");
  }
  if (rule.kind == "drop_operand") need("operators", &nlohmann::json::is_array, "a list of operators");
  if (rule.kind == "replace_expression") {
    need("matches", &nlohmann::json::is_array, "a list of expressions as written");
    need("with", &nlohmann::json::is_array, "a list of expressions");
  }
  if (rule.kind == "replace_call") need("with", &nlohmann::json::is_array, "a list of expressions");
  if (rule.kind == "integer_offset") need("arguments", &nlohmann::json::is_array, "a list of argument indexes");
  if (rule.kind == "size_for_another") need("inside", &nlohmann::json::is_array, "a list of function names");
  if (rule.kind == "move_factor") {
    need("operators", &nlohmann::json::is_array, "a list of operators");
    need("to", &nlohmann::json::is_array, "a list of function names");
  }
  if (s.contains("not_inside") && !s.at("not_inside").is_array())
    fail("not_inside", "must be a list of function names");
  if (s.contains("from") && !s.at("from").is_number_unsigned()) fail("from", "must be an argument's index");
  if (rule.says.empty()) fail("says", "must be the hint's sentence");
}

// A file parsed by libclang (with KeepGoing: every error is reported), and
// disposed with this object. Throws GraderError(internal_error) when
// libclang cannot parse it at all.
class Parsed {
 public:
  Parsed(const fs::path& file, const std::vector<std::string>& args) : index_(clang_createIndex(0, 0)) {
    std::vector<const char*> argv;
    for (const auto& arg : args) argv.push_back(arg.c_str());
    const auto status = clang_parseTranslationUnit2(index_, file.c_str(), argv.data(), static_cast<int>(argv.size()),
                                                    nullptr, 0, CXTranslationUnit_KeepGoing, &unit_);
    if (status != CXError_Success || unit_ == nullptr) {
      clang_disposeIndex(index_);
      throw GraderError(ExitCode::internal_error, "libclang could not parse " + file.string());
    }
    file_ = clang_getFile(unit_, file.c_str());
  }
  ~Parsed() {
    clang_disposeTranslationUnit(unit_);
    clang_disposeIndex(index_);
  }
  Parsed(const Parsed&) = delete;
  Parsed& operator=(const Parsed&) = delete;
  [[nodiscard]] CXTranslationUnit unit() const { return unit_; }
  [[nodiscard]] CXFile file() const { return file_; }

 private:
  CXIndex index_;
  CXTranslationUnit unit_ = nullptr;
  CXFile file_ = nullptr;
};

}  // namespace

const std::vector<std::string>& rule_kinds() { return kinds; }

RuleTable parse_rules(const nlohmann::json& root, const fs::path& path) {
  RuleTable table;
  if (!root.is_object() || !root.contains("rules") || !root.at("rules").is_array()) {
    throw GraderError(ExitCode::manifest_error, path.string() + ": rules: must be a list of rules");
  }
  std::set<std::string> ids;
  for (std::size_t i = 0; i < root.at("rules").size(); ++i) {
    const auto& node = root.at("rules").at(i);
    const std::string where = "rules[" + std::to_string(i) + "]";
    if (!node.is_object() || !node.contains("id") || !node.at("id").is_string() || !node.contains("kind") ||
        !node.at("kind").is_string()) {
      throw GraderError(ExitCode::manifest_error, path.string() + ": " + where + ": needs an \"id\" and a \"kind\"");
    }
    Rule rule;
    rule.id = node.at("id").get<std::string>();
    rule.kind = node.at("kind").get<std::string>();
    rule.says = node.value("says", "");
    rule.settings = node;
    if (!ids.insert(rule.id).second) {
      throw GraderError(ExitCode::manifest_error, path.string() + ": " + where + ".id: \"" + rule.id + "\" twice");
    }
    check_rule(rule, path, where);
    table.rules.push_back(std::move(rule));
  }
  return table;
}

RuleTable load_rules(const fs::path& path) {
  nlohmann::json root;
  try {
    root = nlohmann::json::parse(read_file_bytes(path, ExitCode::manifest_error));
  } catch (const nlohmann::json::parse_error& error) {
    throw GraderError(ExitCode::manifest_error, path.string() + ": not JSON: " + error.what());
  }
  return parse_rules(root, path);
}

std::vector<std::pair<std::size_t, std::size_t>> student_parts(const std::string& text) {
  std::vector<std::pair<std::size_t, std::size_t>> parts;
  const std::vector<std::pair<std::string, std::string>> fences = {{"YOUR CODE STARTS HERE", "YOUR CODE ENDS HERE"},
                                                                   {"SOLUTION ONLY BEGIN", "SOLUTION ONLY END"}};
  for (const auto& [open, close] : fences) {
    for (std::size_t at = text.find(open); at != std::string::npos; at = text.find(open, at + open.size())) {
      const std::size_t end = text.find(close, at);
      if (end == std::string::npos) break;
      parts.emplace_back(at, end);
    }
  }
  return parts;
}

std::vector<Rewrite> find_rewrites(const fs::path& file, const std::vector<std::string>& compile_args,
                                   const RuleTable& rules) {
  const std::string text = read_file_bytes(file, ExitCode::internal_error);
  const auto parts = student_parts(text);
  const Parsed parsed(file, compile_args);
  std::vector<Rewrite> rewrites;
  const CXFile main_file = parsed.file();
  BodyWalk walker(text, main_file, rules, parts, rewrites);
  // Every function defined in the file, at any depth of namespaces.
  std::function<void(CXCursor)> visit = [&](CXCursor parent) {
    for (const CXCursor child : children_of(parent)) {
      const CXCursorKind kind = clang_getCursorKind(child);
      CXFile where = nullptr;
      clang_getFileLocation(clang_getCursorLocation(child), &where, nullptr, nullptr, nullptr);
      if (where == nullptr || clang_File_isEqual(where, main_file) == 0) continue;
      if (kind == CXCursor_Namespace) {
        visit(child);
      } else if ((kind == CXCursor_FunctionDecl || kind == CXCursor_CXXMethod || kind == CXCursor_Constructor) &&
                 clang_isCursorDefinition(child) != 0) {
        for (const CXCursor part : children_of(child)) {
          if (clang_getCursorKind(part) == CXCursor_CompoundStmt) {
            walker.walk_function(child, part, function_name(child), fields_of(child));
          }
        }
      }
    }
  };
  visit(clang_getTranslationUnitCursor(parsed.unit()));
  return rewrites;
}

std::vector<unsigned> error_lines(const fs::path& file, const std::vector<std::string>& args) {
  const Parsed parsed(file, args);
  const CXTranslationUnit unit = parsed.unit();
  const CXFile main_file = parsed.file();
  std::set<unsigned> lines;
  auto line_in_main = [&](CXDiagnostic diagnostic) -> unsigned {
    CXFile where = nullptr;
    unsigned line = 0;
    clang_getFileLocation(clang_getDiagnosticLocation(diagnostic), &where, &line, nullptr, nullptr);
    return where != nullptr && clang_File_isEqual(where, main_file) != 0 ? line : 0;
  };
  for (unsigned i = 0; i < clang_getNumDiagnostics(unit); ++i) {
    const CXDiagnostic diagnostic = clang_getDiagnostic(unit, i);
    if (clang_getDiagnosticSeverity(diagnostic) >= CXDiagnostic_Error) {
      if (const unsigned line = line_in_main(diagnostic); line > 0) lines.insert(line);
      // An error in a header: the notes that lead to it from the file ("in instantiation of ... requested here").
      const CXDiagnosticSet notes = clang_getChildDiagnostics(diagnostic);
      for (unsigned n = 0; n < clang_getNumDiagnosticsInSet(notes); ++n) {
        const CXDiagnostic note = clang_getDiagnosticInSet(notes, n);
        if (const unsigned line = line_in_main(note); line > 0) lines.insert(line);
        clang_disposeDiagnostic(note);
      }
    }
    clang_disposeDiagnostic(diagnostic);
  }
  return {lines.begin(), lines.end()};
}

// ================================================================ the schemata

std::string schemata_source(const std::string& text, const std::vector<Rewrite>& rewrites) {
  // The bodies with rewrites, in file order.
  std::map<std::size_t, std::vector<const Rewrite*>> bodies;
  for (const auto& rewrite : rewrites) bodies[rewrite.body_begin].push_back(&rewrite);
  std::string out;
  std::size_t copied = 0;
  for (const auto& [begin, in_body] : bodies) {
    const std::size_t end = in_body.front()->body_end;
    out += text.substr(copied, begin - copied);
    const std::string body = text.substr(begin, end - begin);
    out += "{\nconst int grader_rewrite = ::grader::harness::selected_rewrite();\n";
    for (const Rewrite* rewrite : in_body) {
      std::string changed = body;
      for (auto edit = rewrite->edits.rbegin(); edit != rewrite->edits.rend(); ++edit) {
        changed.replace(edit->begin - begin, edit->end - edit->begin, edit->text);
      }
      out += "if (grader_rewrite == " + std::to_string(rewrite->id) + ") /* rewrite " + std::to_string(rewrite->id) +
             " */ " + changed + " else\n";
    }
    out += "/* rewrite 0 */ " + body + "\n/* rewrites end */ }";
    copied = end;
  }
  out += text.substr(copied);
  return "#include \"grader/harness/rewrite_selector.hpp\"\n" + out;
}

std::vector<int> rewrites_at_lines(const std::string& schemata, const std::vector<unsigned>& lines) {
  // The rewrite whose copy each line is in: the last "/* rewrite N */" above it, until "/* rewrites end */".
  std::vector<int> owner;
  int current = -1;
  std::istringstream in(schemata);
  std::string line;
  while (std::getline(in, line)) {
    const std::size_t mark = line.find("/* rewrite ");
    if (mark != std::string::npos) current = std::atoi(line.c_str() + mark + 11);
    owner.push_back(current);
    if (line.find("/* rewrites end */") != std::string::npos) current = -1;
  }
  std::set<int> found;
  for (const unsigned number : lines) {
    if (number >= 1 && number <= owner.size() && owner[number - 1] > 0) found.insert(owner[number - 1]);
  }
  return {found.begin(), found.end()};
}

}  // namespace grader::errormodel
