#pragma once
// The error model's rewrites (issue 48): mistakes students make, generated
// from the course's solution by a table of rules (rules.json beside this
// library) over its syntax tree, read with libclang. A rule names a kind of
// rewrite (a mechanism of walk.cpp or call_mechanisms.cpp) and the sites it applies to; it
// never names an assignment. Each rewrite is a set of edits of one function
// body and a sentence that says, in a student's terms, what code with that
// mistake does and what it should do.
#include <cstddef>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "grader/assessment/error_model.hpp"

namespace grader::errormodel {

// One replacement of source text: bytes [begin, end) of the file become `text`.
struct Edit {
  std::size_t begin = 0;
  std::size_t end = 0;
  std::string text;
};

struct Rewrite {
  int id = 0;                  // 1, 2, ... in the order found (the schemata's selector)
  std::string rule;            // the rule's id, e.g. "reduction_axis"
  std::string function;        // "MultiHeadSelfAttention::scores", "split_heads"
  std::size_t body_begin = 0;  // the function body's braces, bytes [body_begin, body_end) of the file
  std::size_t body_end = 0;
  unsigned line = 0;        // the first edit's line in the solution (for the course's eyes only)
  std::vector<Edit> edits;  // inside the body, not overlapping, in file order
  std::string file;         // the solution file's name (set by the model's builder)
  std::string says;         // the hint: what the code with this mistake does, and what belongs
  // The rule's `aliases`: its rewrites write sizes, and two of one site
  // that answer alike on every case write sizes equal there (scores.shape(0)
  // and masked.shape(0), a copy's size), not a site whose value makes no difference.
  bool aliases = false;
  // The rule's `general`: its rewrite's effect is what other rewrites of its
  // site that answer alike do too; it is named for them.
  bool general = false;
  // The rule's `written` (its sentence names what the code at the site
  // writes), in a function of the template (a SOLUTION ONLY helper's name is
  // the model answer's, not the student's): only then are `written` units kept.
  bool names_code = false;
  // What its edits write, as token digests (written_units).
  std::vector<WrittenUnit> written;
};

// A rule of the table: its `kind` (a mechanism) and the kind's own fields.
struct Rule {
  std::string id;
  std::string kind;
  nlohmann::json settings;
  std::string says;  // a template: {function}, {callee}, {old}, {new}, {operand}, ...
};

struct RuleTable {
  std::vector<Rule> rules;
};

// The mechanisms a rule may name (rules.cpp lists them).
[[nodiscard]] const std::vector<std::string>& rule_kinds();

// Reads and checks a rule table; throws GraderError(manifest_error) naming
// the file and the field.
[[nodiscard]] RuleTable load_rules(const std::filesystem::path& path);
[[nodiscard]] RuleTable parse_rules(const nlohmann::json& root, const std::filesystem::path& path);

// Where rewrites may be made: the student's part of a course file, its
// `YOUR CODE STARTS HERE` .. `YOUR CODE ENDS HERE` regions and its
// `SOLUTION ONLY BEGIN` .. `SOLUTION ONLY END` blocks (helpers a student
// writes for themselves), as byte ranges.
[[nodiscard]] std::vector<std::pair<std::size_t, std::size_t>> student_parts(const std::string& text);

// Every rewrite the rules make of `file` (a solution file), parsed with
// `compile_args` (-std, -I, -isystem ...). Throws GraderError(internal_error)
// when libclang cannot parse it.
[[nodiscard]] std::vector<Rewrite> find_rewrites(const std::filesystem::path& file,
                                                 const std::vector<std::string>& compile_args, const RuleTable& rules);

// What `rewrite`'s edits write in `text` (its solution file): for each edit,
// the smallest call around it (the callee's name and its parentheses) or
// else its statement, before and after the edits, as WrittenUnit's token
// digests with how often the function holds each; none for a unit of fewer
// than 4 tokens (`continue;` says nothing of where it stands), nor for a
// rewrite whose rule does not name the code it writes (names_code: a
// statement moved, whose tokens stay the same, is not such a rewrite).
[[nodiscard]] std::vector<WrittenUnit> written_units(const std::string& text, const Rewrite& rewrite);

// The file with `rewrites` compiled in as mutant schemata: each body that
// has rewrites becomes a chain of branches on
// grader::harness::selected_rewrite(), one copy of the body per rewrite with
// its edits made and the body as written last. Rewrites must all be of
// `text`, with ids above 0.
[[nodiscard]] std::string schemata_source(const std::string& text, const std::vector<Rewrite>& rewrites);

// The rewrites a compile's error lines (`file:line:` of the schemata source
// `schemata`) fall in: those whose copy of a body holds the line.
[[nodiscard]] std::vector<int> rewrites_at_lines(const std::string& schemata, const std::vector<unsigned>& lines);

// The lines of `file` at which libclang, parsing it with `args`, finds an
// error (an error in a header counts at the line of `file` that led there).
[[nodiscard]] std::vector<unsigned> error_lines(const std::filesystem::path& file,
                                                const std::vector<std::string>& args);

}  // namespace grader::errormodel
