// The mechanisms of the kinds that rewrite statements and loops (walk.hpp):
// a loop's bounds, neighbouring statements exchanged, a member assignment or
// a jump left out or replaced, a declaration hoisted out of its loop, a
// loop's index given as 0, two variables exchanged in a call.
#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "walk.hpp"

namespace grader::errormodel::detail {

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

// Two neighbouring statements of a block done in the other order (a row
// normalised before its exponential is taken): expression statements
// alone, with their `;`, so that the exchange always compiles. Not an `if`
// or a loop: two blocks that each write one tensor answer alike when they
// run in the other order and when one of them is skipped where the other
// runs (a key padding skipped whenever an attention mask is given), which
// are two different mistakes the answers cannot tell apart.
void BodyWalk::at_statements(CXCursor block) {
  std::vector<std::optional<Span>> statements;
  for (const CXCursor child : children_of(block)) {
    const CXCursorKind kind = clang_getCursorKind(child);
    Span span = span_of(child);
    const bool movable = span.valid && clang_isExpression(kind) != 0;
    if (movable) {
      const std::size_t after = text_.find_first_not_of(" \n\t", span.end);
      if (after != std::string::npos && text_[after] == ';') span.end = after + 1;
    }
    statements.push_back(movable ? std::optional<Span>(span) : std::nullopt);
  }
  auto words = [&](const Span& statement) {
    std::string written = trimmed(source(statement));
    const std::size_t line_end = written.find('\n');
    if (line_end == std::string::npos) return written;
    std::string first = trimmed(written.substr(0, line_end));
    if (!first.empty() && first.back() == '{') first = trimmed(first.substr(0, first.size() - 1));
    return first + " { ... }";
  };
  const auto children = children_of(block);
  for (std::size_t i = 0; i < statements.size(); ++i) {
    if (statements[i]) at_whole_assignment(children[i], *statements[i]);
    // A jump right after a plain assignment (`row = 0.0f; continue;`): what
    // the jump keeps, for its rules' words.
    const CXCursorKind kind = clang_getCursorKind(children[i]);
    if (i > 0 && statements[i - 1] && (kind == CXCursor_ContinueStmt || kind == CXCursor_BreakStmt)) {
      const auto assigned = assigned_by(children[i - 1]);
      const Span jump = span_of(children[i]);
      if (assigned && assigned->op == "=" && jump.valid) {
        const std::string target = trimmed(source(assigned->left));
        const std::string value = trimmed(source(assigned->right));
        if (short_text(target) == target && short_text(value) == value) kept_before_jump_[jump.begin] = {target, value};
      }
    }
  }
  for (std::size_t i = 0; i + 1 < statements.size(); ++i) {
    if (!statements[i] || !statements[i + 1]) continue;
    const Span first = *statements[i];
    const Span second = *statements[i + 1];
    for (const Rule& rule : rules_.rules) {
      if (rule.kind != "swap_statements") continue;
      add(rule, {Edit{first.begin, first.end, source(second)}, Edit{second.begin, second.end, source(first)}},
          {{"first", words(first)}, {"second", words(second)}});
    }
  }
}

namespace {

// A `drop_statement` rule that lists this kind of statement (`statements`).
bool drops_statement(const Rule& rule, const std::string& kind) {
  if (rule.kind != "drop_statement") return false;
  const auto& listed = rule.settings.at("statements");
  return std::any_of(listed.begin(), listed.end(),
                     [&](const nlohmann::json& w) { return w.get<std::string>() == kind; });
}

}  // namespace

// An expression statement that is an assignment (`=`, `+=`, ...; a built-in
// one or an overloaded operator): its two sides and its operator.
std::optional<BodyWalk::Assigned> BodyWalk::assigned_by(CXCursor statement) const {
  CXCursor node = statement;
  while (clang_getCursorKind(node) == CXCursor_UnexposedExpr || clang_getCursorKind(node) == CXCursor_ParenExpr) {
    const auto inner = children_of(node);
    if (inner.size() != 1) return std::nullopt;
    node = inner.front();
  }
  const CXCursorKind kind = clang_getCursorKind(node);
  Assigned assigned;
  if (kind == CXCursor_BinaryOperator || kind == CXCursor_CompoundAssignOperator) {
    const auto sides = children_of(node);
    if (sides.size() != 2) return std::nullopt;
    assigned.left = span_of(sides[0]);
    assigned.right = span_of(sides[1]);
    if (!assigned.left.valid || !assigned.right.valid || assigned.left.end > assigned.right.begin) return std::nullopt;
    assigned.op = trimmed(text_.substr(assigned.left.end, assigned.right.begin - assigned.left.end));
  } else if (kind == CXCursor_CallExpr && clang_Cursor_getNumArguments(node) == 2) {
    const std::string name = text_of(clang_getCursorSpelling(node));
    if (name.rfind("operator", 0) != 0) return std::nullopt;
    assigned.op = name.substr(8);
    assigned.left = span_of(clang_Cursor_getArgument(node, 0));
    assigned.right = span_of(clang_Cursor_getArgument(node, 1));
    if (!assigned.left.valid || !assigned.right.valid || assigned.left.end > assigned.right.begin) {
      return std::nullopt;
    }
  } else {
    return std::nullopt;
  }
  return assigned;
}

// An assignment that is a whole statement of a block, left out (`row(j) =
// -inf;`, `y += bias;`, `row /= total;` become `(void)0;`): a step of the
// model answer missing (the mask not applied, the bias not added, a line not
// normalised). A member's assignment is the member rule's (at_assignment).
// Its sentence says what the step does to what, in the words of the
// operator: set to, added to, subtracted from, multiplied by, divided by.
void BodyWalk::at_whole_assignment(CXCursor statement, const Span& span) {
  const auto assigned = assigned_by(statement);
  if (!assigned) return;
  const Span& left = assigned->left;
  const Span& right = assigned->right;
  const std::string& op = assigned->op;
  // Each operator's words, with the value and without it (a value too long to say).
  static const std::map<std::string, std::pair<std::string, std::string>> steps = {
      {"=", {"{target} is never set to {value}", "{target} is never written"}},
      {"+=", {"{value} is never added to {target}", "nothing is added to {target}"}},
      {"-=", {"{value} is never subtracted from {target}", "nothing is subtracted from {target}"}},
      {"*=", {"{target} is never multiplied by {value}", "{target} is never multiplied"}},
      {"/=", {"{target} is never divided by {value}", "{target} is never divided"}}};
  const auto step = steps.find(op);
  if (step == steps.end()) return;
  std::string target = trimmed(source(left));
  const std::string member = target.rfind("this->", 0) == 0 ? target.substr(6) : target;
  const Variable* named = variable_named(member);
  if (named != nullptr &&
      std::any_of(fields_.begin(), fields_.end(), [&](const Variable& field) { return &field == named; })) {
    return;  // a member: the member rule's
  }
  const std::string where =
      loops_.empty() || loops_.back().index.empty() ? std::string() : " in the loop over " + loops_.back().index;
  // A target too long to say is named by what it is a view of (`the view of x`).
  std::string target_words = short_text(target);
  if (target_words != target) {
    const std::size_t open = target.find('(');
    const std::string callee = open == std::string::npos ? "" : target.substr(0, open);
    const std::size_t comma = target.find(',', open == std::string::npos ? 0 : open);
    target_words = (callee == "xt::view" || callee == "xt::strided_view") && comma != std::string::npos
                       ? "the view of " + trimmed(target.substr(open + 1, comma - open - 1))
                       : "a part of the result";
  }
  const std::string value = trimmed(source(right));
  const std::string& form = short_text(value) == value ? step->second.first : step->second.second;
  const std::string said = replaced_all(replaced_all(form, "{target}", target_words), "{value}", value);
  for (const Rule& rule : rules_.rules) {
    if (!drops_statement(rule, "assignment")) continue;
    add(rule, {Edit{span.begin, span.end, "(void)0;"}},
        {{"statement", "assignment"}, {"step", said}, {"where", where}, {"target", target_words}});
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
    if (!drops_statement(rule, "member_assignment")) continue;
    add(rule, {Edit{span.begin, span.end, "(void)0"}}, {{"statement", "assignment"}, {"member", member}});
  }
}

// A jump statement left out (`continue;` becomes `;`).
void BodyWalk::at_statement(CXCursor cursor, const Span& span) {
  const std::string word = clang_getCursorKind(cursor) == CXCursor_ContinueStmt ? "continue" : "break";
  for (const Rule& rule : rules_.rules) {
    if (!drops_statement(rule, word)) continue;
    // Said with what the statement before the jump keeps, where the rule
    // has words for it (`says_kept`): the value the skipped case must keep.
    const auto kept = kept_before_jump_.find(span.begin);
    Rule said = rule;
    std::map<std::string, std::string> words = {{"statement", word}};
    if (kept != kept_before_jump_.end() && rule.settings.contains("says_kept")) {
      said.says = rule.settings.at("says_kept").get<std::string>();
      words["target"] = kept->second.first;
      words["value"] = kept->second.second;
    }
    add(said, {Edit{span.begin, span.end, "(void)0"}}, words);
  }
  for (const Rule& rule : rules_.rules) {
    if (rule.kind != "replace_statement" || !rule.settings.at("replaces").contains(word)) continue;
    for (const auto& other : rule.settings.at("replaces").at(word)) {
      add(rule, {Edit{span.begin, span.end, other.get<std::string>()}},
          {{"old", word}, {"new", other.get<std::string>()}});
    }
  }
}

// A variable declared and initialised in a loop's body, declared before
// the loop instead (`float total = 0;` once, where each round starts it
// afresh): what the rounds leave in it carries over to the next. Only a
// declaration directly in the body, not const, of no class object, whose
// initialiser reads nothing the loop declares.
void BodyWalk::at_declaration(CXCursor statement, CXCursor variable) {
  if (loops_.empty() || scopes_.size() != loops_.back().depth + 1) return;
  const Loop& loop = loops_.back();
  if (children_of(statement).size() != 1) return;
  const CXType type = clang_getCursorType(variable);
  if (clang_isConstQualifiedType(type) != 0 || category_of(type) == Category::object) return;
  const auto parts = children_of(variable);
  if (parts.empty()) return;
  const Span initial = span_of(parts.back());
  const Span declared = span_of(statement);
  if (!initial.valid || !declared.valid || !loop.span.valid) return;
  for (const Name& name : names_) {
    if (name.at.begin >= initial.begin && name.at.end <= initial.end && name.depth >= loop.depth) return;
  }
  std::string written = source(declared);
  if (trimmed(written).empty() || trimmed(written).back() != ';') written += ";";
  const std::string name = text_of(clang_getCursorSpelling(variable));
  for (const Rule& rule : rules_.rules) {
    if (rule.kind != "hoist_declaration") continue;
    add(rule, {Edit{loop.span.begin, loop.span.begin, written + " "}, Edit{declared.begin, declared.end, ";"}},
        {{"name", name},
         {"value", short_text(source(initial))},
         {"loop", loop.index.empty() ? std::string("its loop") : "the loop over " + loop.index}});
  }
}

// A loop's index read as 0 in one of the rule's `inside` calls (a view of
// item b, a range of head h), at every place that call names it: each round
// reads the first item.
void BodyWalk::fix_loop_indices() {
  for (const Rule& rule : rules_.rules) {
    if (rule.kind != "loop_index_fixed") continue;
    const auto& inside = rule.settings.at("inside");
    for (const CallSite& call : calls_seen_) {
      if (std::none_of(inside.begin(), inside.end(), [&](const nlohmann::json& n) { return n == call.name; })) {
        continue;
      }
      std::map<std::string, std::vector<Edit>> by_index;
      for (const Name& name : names_) {
        if (name.variable.loop_index && name.at.begin >= call.span.begin && name.at.end <= call.span.end) {
          by_index[name.variable.name].push_back(Edit{name.at.begin, name.at.end, "0"});
        }
      }
      for (const auto& [index, edits] : by_index) {
        add(rule, edits, {{"index", index}, {"callee", call.callee}});
      }
    }
  }
}

// Two variables of one type exchanged in a call, at every place the call
// names either (`dot(k, transpose(q))` for `dot(q, transpose(k))`, a
// helper's queries and keys passed in each other's places); only a pair
// that no single argument of the call holds both of (that argument's own
// calls make that rewrite).
void BodyWalk::swap_variables() {
  for (const Rule& rule : rules_.rules) {
    if (rule.kind != "swap_variables") continue;
    for (const CallSite& call : calls_seen_) {
      std::map<std::string, std::vector<const Name*>> inside;
      for (const Name& name : names_) {
        if (name.at.begin >= call.span.begin && name.at.end <= call.span.end &&
            category_named(name.variable.category, rule.settings.at("categories"))) {
          inside[name.variable.name].push_back(&name);
        }
      }
      auto argument_of = [&](const Name* name) {
        for (std::size_t i = 0; i < call.arguments.size(); ++i) {
          if (name->at.begin >= call.arguments[i].begin && name->at.end <= call.arguments[i].end) return i;
        }
        return call.arguments.size();
      };
      for (auto a = inside.begin(); a != inside.end(); ++a) {
        for (auto b = std::next(a); b != inside.end(); ++b) {
          if (a->second.front()->variable.type != b->second.front()->variable.type) continue;
          std::set<std::size_t> of_a;
          std::set<std::size_t> of_b;
          for (const Name* n : a->second) of_a.insert(argument_of(n));
          for (const Name* n : b->second) of_b.insert(argument_of(n));
          if (of_a.size() == 1 && of_a == of_b) continue;  // one argument holds both
          std::vector<Edit> edits;
          for (const Name* n : a->second) edits.push_back(Edit{n->at.begin, n->at.end, b->first});
          for (const Name* n : b->second) edits.push_back(Edit{n->at.begin, n->at.end, a->first});
          add(rule, edits, {{"first", a->first}, {"second", b->first}, {"callee", call.callee}});
        }
      }
    }
  }
}

}  // namespace grader::errormodel::detail
