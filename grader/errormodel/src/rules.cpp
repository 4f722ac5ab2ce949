// The rule table (rules.json): its kinds (the mechanisms a rule may name)
// and the checks of each rule's fields, failing with the file and field.
#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "grader/errormodel/rewrites.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"

namespace grader::errormodel {
namespace fs = std::filesystem;

namespace {

// =============================================================== the table's kinds

const std::vector<std::string> kinds = {
    "argument_values",     // an argument that is one of `values` (an axis list) becomes each other one
    "drop_argument",       // the argument whose text contains `contains`, or the one at `argument`, is left out
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
    "drop_statement",      // a statement (`statements`: continue, break, member_assignment, assignment) is left out
    "size_for_another",   // a size (an integer variable, t.shape(i), t.size()) inside `inside` becomes another in scope
    "move_factor",        // a scalar factor (`/ scale`) moved onto an operand of another call (`to`)
    "wrap_value",         // a returned tensor value wrapped (`wrap`: {} the value, {other} a parameter)
    "swap_variables",     // two variables of one type (`categories`) exchanged in a call's arguments
    "swap_operands",      // the operands of a binary operator (`operators`) change places
    "drop_parentheses",   // parentheses around an operand left out where that changes the result
    "replace_statement",  // a jump statement becomes another (`replaces`: continue -> [break])
    "hoist_declaration",  // a variable initialised in a loop's body declared once before the loop
    "loop_index_fixed",   // a loop's index read as 0 in one of the `inside` calls
    "replace_object_call",  // an object called as a function (`layer(x)`) written out as `with`
    "swap_statements",      // two neighbouring statements of a block (no declaration, return or jump) exchanged
};

// The fields any rule may take (docs/error-model.md): each one's type, and
// what a wrong one is told.
struct RuleField {
  const char* name;
  bool (nlohmann::json::*is)() const noexcept;
  const char* what;
};
const std::vector<RuleField> rule_fields = {
    {"not_initialisers", &nlohmann::json::is_boolean, "must be true or false"},
    {"not_inside", &nlohmann::json::is_array, "must be a list of function names"},
    {"from", &nlohmann::json::is_number_unsigned, "must be an argument's index"},
    {"says_returned", &nlohmann::json::is_string,
     "must be the hint's sentence where a return statement's expression is replaced whole"},
    {"general", &nlohmann::json::is_boolean,
     "must be true or false (true: what its rewrite does is the effect of the other rewrites of its site that "
     "answer alike, and it is named for them)"},
    {"written", &nlohmann::json::is_boolean,
     "must be true or false (true: its sentence names what the code at the site writes, and a student's function "
     "that writes it there as the model answer does is not told it)"},
    {"aliases", &nlohmann::json::is_boolean,
     "must be true or false (true: its rewrites write sizes, and two of one site that answer alike wrote sizes "
     "equal on every case)"},
    {"says_kept", &nlohmann::json::is_string,
     "must be the hint's sentence where the statement before the jump sets a value ({target}, {value}: what the "
     "skipped case must keep)"},
    {"alike", &nlohmann::json::is_string,
     "must be the words that make two of its sites alike, for `together` (\"{argument}\": the calls on one input)"},
};

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
  if (rule.kind == "drop_argument" && !s.contains("argument")) {
    need("contains", &nlohmann::json::is_string, "text of the argument (or `argument`: its index)");
  }
  if (rule.kind == "drop_argument" && s.contains("argument") && !s.at("argument").is_number_unsigned()) {
    fail("argument", "must be an argument's index (1 or more)");
  }
  if (rule.kind == "wrap_argument" || rule.kind == "move_wrap" || rule.kind == "wrap_value") {
    need("wrap", &nlohmann::json::is_string, "a text with {} for the argument");
  }
  if (rule.kind == "add_argument") need("text", &nlohmann::json::is_string, "the argument's text");
  if (rule.kind == "drop_statement") need("statements", &nlohmann::json::is_array, "a list of statements");
  if (rule.kind == "same_type_variable" || rule.kind == "swap_variables") {
    need("categories", &nlohmann::json::is_array, "a list of categories");
  }
  if (rule.kind == "swap_operands") need("operators", &nlohmann::json::is_array, "a list of operators");
  if (rule.kind == "replace_statement") need("replaces", &nlohmann::json::is_object, "an object from -> [to]");
  if (rule.kind == "operator_swap" || rule.kind == "rename_callee") {
    need(rule.kind == "operator_swap" ? "operators" : "renames", &nlohmann::json::is_object, "an object from -> [to]");
  }
  if (rule.kind == "drop_operand") need("operators", &nlohmann::json::is_array, "a list of operators");
  if (rule.kind == "replace_expression") {
    need("matches", &nlohmann::json::is_array, "a list of expressions as written");
    need("with", &nlohmann::json::is_array, "a list of expressions");
  }
  if (rule.kind == "replace_call") need("with", &nlohmann::json::is_array, "a list of expressions");
  if (rule.kind == "replace_object_call") {
    need("with", &nlohmann::json::is_string, "an expression with {object} and {argument}");
  }
  if (rule.kind == "integer_offset") need("arguments", &nlohmann::json::is_array, "a list of argument indexes");
  if (rule.kind == "size_for_another" || rule.kind == "loop_index_fixed")
    need("inside", &nlohmann::json::is_array, "a list of function names");
  if (rule.kind == "move_factor") {
    need("operators", &nlohmann::json::is_array, "a list of operators");
    need("to", &nlohmann::json::is_array, "a list of function names");
  }
  for (const auto& field : rule_fields) {
    if (s.contains(field.name) && !(s.at(field.name).*field.is)()) fail(field.name, field.what);
  }
  if (rule.says.empty()) fail("says", "must be the hint's sentence");
}

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

}  // namespace grader::errormodel
