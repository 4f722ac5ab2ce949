// One function body's walk (walk.hpp): the variables in scope, and every
// rule of the table tried at every site (a call, an operator, a name, an
// expression, a loop, a statement); a rule's alike sites together at the
// end of the body.
#include "walk.hpp"

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

namespace grader::errormodel::detail {

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
  // The body as the rewrite makes it: two rewrites that write the same body
  // (`dot(b, a)` by the arguments swapped, or by the names a and b
  // exchanged) are one, said as the first rule says it.
  std::string key = function_ + "\n";
  std::size_t at = body_.begin;
  for (const auto& edit : edits) {
    key.append(text_, at, edit.begin - at);
    key += edit.text;
    at = edit.end;
  }
  key.append(text_, at, body_.end - at);
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
  const bool whole_return =
      rewrite.edits.size() == 1 && std::any_of(returned_.begin(), returned_.end(), [&](const Span& r) {
        return r.begin == rewrite.edits.front().begin && r.end == rewrite.edits.front().end;
      });
  std::string says = whole_return && rule.settings.contains("says_returned")
                         ? rule.settings.at("says_returned").get<std::string>()
                         : rule.says;
  says = replaced_all(says, "{function}", function_words_);
  for (const auto& [name, value] : words) says = replaced_all(says, "{" + name + "}", value);
  rewrite.says = says;
  rewrite.aliases = rule.settings.value("aliases", false);
  rewrite.general = rule.settings.value("general", false);
  // A return statement's whole expression replaced says what is returned, not how (says_returned).
  rewrite.names_code =
      rule.settings.value("written", false) && !helper_ && !(whole_return && rule.settings.contains("says_returned"));
  const bool grouped = !alike && rewrite.edits.size() == 1 && rule.settings.value("together", false) &&
                       rule.kind != "argument_values" && rule.kind != "drop_argument";
  if (grouped) {
    const Edit& edit = rewrite.edits.front();
    // Alike: the same change (what the rule's words call old, when they name
    // one, to the same new text), whatever the operands.
    // A rule's `alike` says otherwise, in its words (`{argument}`: the
    // layers called on one input, whatever each writes).
    auto old = words.find("old");
    std::string alike_key = (old == words.end() ? "" : old->second) + "\n->\n" + edit.text;
    if (rule.settings.contains("alike")) {
      alike_key = rule.settings.at("alike").get<std::string>();
      for (const auto& [name, value] : words) alike_key = replaced_all(alike_key, "{" + name + "}", value);
    }
    Alike& group = alike_[{rule.id, alike_key}];
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

// A return statement's expression, `return` and `;` left out: a rewrite
// that replaces it whole is said by the rule's `says_returned` when it has
// one (the answers show what is returned, not how the code came to it).
void BodyWalk::mark_returned(const Span& statement) {
  constexpr std::string_view keyword = "return";
  if (text_.compare(statement.begin, keyword.size(), keyword) != 0) return;
  std::size_t begin = text_.find_first_not_of(" \n\t", statement.begin + keyword.size());
  std::size_t end = statement.end;
  while (end > begin && (std::isspace(static_cast<unsigned char>(text_[end - 1])) != 0 || text_[end - 1] == ';')) --end;
  if (begin != std::string::npos && begin < end) returned_.push_back(Span{begin, end, true});
}

void BodyWalk::walk(CXCursor cursor) {
  const CXCursorKind kind = clang_getCursorKind(cursor);
  const Span span = span_of(cursor);
  const bool scoped = kind == CXCursor_CompoundStmt || kind == CXCursor_ForStmt || kind == CXCursor_CXXForRangeStmt ||
                      kind == CXCursor_LambdaExpr || kind == CXCursor_IfStmt || kind == CXCursor_WhileStmt;
  if (scoped) scopes_.emplace_back();
  const bool loop = kind == CXCursor_ForStmt || kind == CXCursor_CXXForRangeStmt || kind == CXCursor_WhileStmt;
  if (loop) {
    std::string index;
    const auto parts = children_of(cursor);
    if (kind == CXCursor_ForStmt && !parts.empty() && clang_getCursorKind(parts[0]) == CXCursor_DeclStmt) {
      const auto declared = children_of(parts[0]);
      if (declared.size() == 1) index = text_of(clang_getCursorSpelling(declared[0]));
    }
    loops_.push_back(Loop{span, scopes_.size(), index});
  }
  if (kind == CXCursor_ForStmt) {
    mark_loop_condition(cursor);
    at_loop(cursor);
  }
  if (kind == CXCursor_CompoundStmt && span.valid) at_statements(cursor);
  if (span.valid && kind == CXCursor_ReturnStmt) {
    mark_returned(span);
    if (!return_type_.empty() && !returned_.empty() && returned_.back().begin >= span.begin) {
      at_value(returned_.back(), "the value it returns", return_type_);
    }
  }
  if (span.valid && kind == CXCursor_VarDecl) {
    const auto parts = children_of(cursor);
    if (!parts.empty() && clang_isExpression(clang_getCursorKind(parts.back())) != 0) {
      const Span initialiser = span_of(parts.back());
      if (initialiser.valid) initialisers_.push_back(initialiser);
    }
  }
  if (span.valid) {
    if (kind == CXCursor_ContinueStmt || kind == CXCursor_BreakStmt) at_statement(cursor, span);
    if (kind == CXCursor_CallExpr) at_call(cursor, span);
    if (kind == CXCursor_DeclRefExpr || kind == CXCursor_MemberRefExpr) at_name(cursor, span);
    if (kind == CXCursor_ParenExpr) at_parentheses(cursor, span);
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
      if (child_kind == CXCursor_VarDecl && kind == CXCursor_DeclStmt) at_declaration(cursor, child);
      declare(child);
    } else {
      walk(child);
    }
  }
  if (call) calls_.pop_back();
  if (initialised) initialising_.pop_back();
  if (loop) loops_.pop_back();
  if (scoped) scopes_.pop_back();
}

namespace {

// A binary operator's precedence as C++ groups it (higher binds tighter; 0: not one of these).
int precedence(const std::string& op) {
  static const std::map<std::string, int> levels = {{"*", 6},  {"/", 6},  {"%", 6}, {"+", 5},  {"-", 5},
                                                    {"<", 4},  {"<=", 4}, {">", 4}, {">=", 4}, {"==", 3},
                                                    {"!=", 3}, {"&&", 2}, {"||", 1}};
  const auto level = levels.find(op);
  return level == levels.end() ? 0 : level->second;
}

// The operator of a binary operation (built in, or an overloaded one of xtensor's).
std::string operator_of(CXCursor cursor, const std::string& text) {
  const CXCursorKind kind = clang_getCursorKind(cursor);
  if (kind == CXCursor_UnexposedExpr || kind == CXCursor_ParenExpr) {
    const auto inner = children_of(cursor);
    return inner.size() == 1 ? operator_of(inner.front(), text) : "";
  }
  if (kind == CXCursor_CallExpr) {
    const std::string name = text_of(clang_getCursorSpelling(cursor));
    return name.rfind("operator", 0) == 0 && clang_Cursor_getNumArguments(cursor) == 2 ? name.substr(8) : "";
  }
  if (kind != CXCursor_BinaryOperator) return "";
  const auto sides = children_of(cursor);
  if (sides.size() != 2) return "";
  const CXSourceRange left = clang_getCursorExtent(sides[0]);
  const CXSourceRange right = clang_getCursorExtent(sides[1]);
  unsigned end = 0;
  unsigned begin = 0;
  clang_getFileLocation(clang_getRangeEnd(left), nullptr, nullptr, nullptr, &end);
  clang_getFileLocation(clang_getRangeStart(right), nullptr, nullptr, nullptr, &begin);
  return begin >= end && begin <= text.size() ? trimmed(text.substr(end, begin - end)) : "";
}

}  // namespace

// Parentheses around an operand of a binary operation left out where that
// changes what is computed (`w / 1 - p` for `w / (1 - p)`): the operation
// inside binds less tightly than the one outside, or as tightly on the
// right of a `-` or `/`.
void BodyWalk::at_parentheses(CXCursor cursor, const Span& span) {
  const auto inner = children_of(cursor);
  if (inner.size() != 1 || text_[span.begin] != '(' || text_[span.end - 1] != ')') return;
  const std::string inside = operator_of(inner.front(), text_);
  if (precedence(inside) == 0) return;
  for (const Binary& binary : binaries_) {
    const bool left = binary.left.begin == span.begin && binary.left.end == span.end;
    const bool right = binary.right.begin == span.begin && binary.right.end == span.end;
    if (!left && !right) continue;
    const int outer = precedence(binary.op);
    const bool changes =
        precedence(inside) < outer || (right && precedence(inside) == outer && (binary.op == "-" || binary.op == "/"));
    if (outer == 0 || !changes) continue;
    for (const Rule& rule : rules_.rules) {
      if (rule.kind != "drop_parentheses") continue;
      add(rule, {Edit{span.begin, span.begin + 1, " "}, Edit{span.end - 1, span.end, " "}},
          {{"old", short_text(source(Span{span.begin + 1, span.end - 1, true}))}, {"op", binary.op}});
    }
    return;
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
    if (args.size() == 2 && op == "()") at_object_call(span, args[0], args[1]);
    return;
  }
  call.paren = call.whole.find('(');
  call.callee = call.paren == std::string::npos ? call.name : trimmed(call.whole.substr(0, call.paren));
  if (call.arguments.size() >= 2) calls_seen_.push_back(call);
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
  if (call.arguments.empty() && category_of(clang_getCursorType(cursor)) == Category::integer) {
    // An object's size read by its method (q.out_features()): a size as t.shape(i) is.
    const std::string written = without_spaces(call.whole);
    const std::size_t dot = written.find('.');
    const Variable* object = dot == std::string::npos ? nullptr : variable_named(written.substr(0, dot));
    if (object != nullptr && object->category == Category::object) {
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
  binaries_.push_back(Binary{op, left, right});
  for (const Rule& rule : rules_.rules) {
    const auto& s = rule.settings;
    if (s.contains("categories") && !category_named(result, s.at("categories"))) continue;
    if (s.value("not_in_loop_conditions", false) && in_loop_condition(span)) continue;
    if (s.contains("not_inside") && inside_one_of(s.at("not_inside"))) continue;
    if (rule.kind == "swap_operands") {
      const auto& ops = s.at("operators");
      if (std::none_of(ops.begin(), ops.end(), [&](const nlohmann::json& o) { return o == op; })) continue;
      add(rule, {Edit{left.begin, left.end, source(right)}, Edit{right.begin, right.end, source(left)}},
          {{"op", op}, {"left", short_text(source(left))}, {"right", short_text(source(right))}});
    } else if (rule.kind == "operator_swap" && s.at("operators").contains(op)) {
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
  // A name read for its value (not its shape alone): swap_variables' and hoist_declaration's sites.
  std::size_t depth = 0;
  for (std::size_t d = 0; d < scopes_.size(); ++d) {
    for (const auto& v : scopes_[d]) depth = &v == variable ? d : depth;
  }
  names_.push_back(Name{at, *variable, depth});
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
std::vector<std::string> BodyWalk::sizes_in_scope(const std::string& type) const {
  std::vector<std::string> sizes;
  for (const Variable* other : in_scope()) {
    if (other->category == Category::integer && !other->loop_index && (type.empty() || other->type == type)) {
      sizes.push_back(other->name);
    }
    if (other->category != Category::tensor) continue;
    for (std::size_t axis = 0; axis < other->rank; ++axis) {
      sizes.push_back(other->name + ".shape(" + std::to_string(axis) + ")");
    }
    sizes.push_back(other->name + ".size()");
  }
  return sizes;
}

void BodyWalk::at_size(const Span& span, const std::string& written, const std::string& type) {
  for (const Rule& rule : rules_.rules) {
    if (rule.kind != "size_for_another" || !inside_one_of(rule.settings.at("inside"))) continue;
    for (const auto& other : sizes_in_scope(type)) {
      if (without_spaces(other) == without_spaces(written)) continue;
      add(rule, {Edit{span.begin, span.end, other}}, {{"old", written}, {"new", other}});
    }
  }
}

// An object called as a function with one argument (a layer, `q(x)`),
// written out by a rule's `with` ({object}, {argument}): the layer's
// product without its bias. A rewrite the object's type cannot take (no
// such member) does not compile and goes.
void BodyWalk::at_object_call(const Span& span, const Span& object, const Span& argument) {
  const Variable* called = variable_named(trimmed(source(object)));
  if (called == nullptr || called->category != Category::object) return;
  for (const Rule& rule : rules_.rules) {
    if (rule.kind != "replace_object_call") continue;
    const std::string with =
        replaced_all(replaced_all(rule.settings.at("with").get<std::string>(), "{object}", called->name), "{argument}",
                     trimmed(source(argument)));
    add(rule, {Edit{span.begin, span.end, with}},
        {{"object", called->name}, {"argument", short_text(trimmed(source(argument)))}});
  }
}

// A returned tensor value wrapped in an operation the model answer does not
// apply (`wrap`, "{}" the value): a ReLU, the rows normalised again, each
// column's maximum subtracted; with "{other}", once for each parameter of
// the value's type (the input added as a residual connection). Returned
// values only: an intermediate one wrapped too would add a third to the
// model's rewrites (and its build time) for no mistake seen there.
void BodyWalk::at_value(const Span& value, const std::string& words, const std::string& type) {
  const std::string written = source(value);
  for (const Rule& rule : rules_.rules) {
    if (rule.kind != "wrap_value") continue;
    const std::string wrap = replaced_all(rule.settings.at("wrap").get<std::string>(), "{}", written);
    if (wrap.find("{other}") == std::string::npos) {
      add(rule, {Edit{value.begin, value.end, wrap}}, {{"value", words}});
      continue;
    }
    for (const Variable& other : parameters_) {
      if (other.type != type || other.category != Category::tensor) continue;
      add(rule, {Edit{value.begin, value.end, replaced_all(wrap, "{other}", other.name)}},
          {{"value", words}, {"other", other.name}});
    }
  }
}

void BodyWalk::at_expression(const Span& span) {
  const std::string written = without_spaces(source(span));
  // A variable's whole initialiser (`float sum = 0.0f;`), which a rule with
  // `not_initialisers` leaves alone: an accumulator's start is not a fill.
  const bool initialiser = std::any_of(initialisers_.begin(), initialisers_.end(),
                                       [&](const Span& i) { return i.begin == span.begin && i.end == span.end; });
  for (const Rule& rule : rules_.rules) {
    if (rule.kind != "replace_expression") continue;
    if (initialiser && rule.settings.value("not_initialisers", false)) continue;
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
  swap_variables();
  fix_loop_indices();
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
      add(*group.rule, edits, {{"callee", callee_words}, {"operand", "its input"}, {"old", group.key}});
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
  helper_ = helper;
  function_words_ =
      helper ? "`" + name + "` (a helper of the model answer; yours may have another name)" : "`" + name + "`";
  fields_ = fields;
  together_.clear();  // what finish() makes of one body's sites
  alike_.clear();
  initialisers_.clear();
  kept_before_jump_.clear();
  factors_.clear();
  operands_.clear();
  calls_seen_.clear();
  loops_.clear();
  names_.clear();
  binaries_.clear();
  scopes_.clear();
  scopes_.emplace_back();
  for (const CXCursor child : children_of(function)) {
    if (clang_getCursorKind(child) == CXCursor_ParmDecl) declare(child);
  }
  parameters_ = scopes_.back();
  const CXType result = clang_getCursorResultType(function);
  return_type_ = category_of(result) == Category::tensor ? type_key(result) : "";
  walk(body);
  finish();
}
}  // namespace grader::errormodel::detail
