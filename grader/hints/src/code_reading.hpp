#pragma once
// How the trap scans read the student's text (internal to grader::hints):
// code_reading.cpp reads it (the code compacted, brackets, arguments, the
// names declared, the functions defined), trap_scans.cpp finds the traps in
// one function's body, code_traps.cpp scans the files and lists their
// functions (code_traps.hpp).
#include <algorithm>
#include <cstddef>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "grader/hints/code_traps.hpp"
#include "grader/source/fences.hpp"

namespace grader {
namespace code_reading {

// --- the text (code_reading.cpp) -------------------------------------------------

// The code of code_only() with each run of whitespace made one character
// (a newline when it held one), and the original line of each character:
// no regex below ever walks a long run (std::regex recurses per character).
struct Compact {
  std::string code;
  std::vector<std::size_t> lines;  // 1-based line of each character of code
};

[[nodiscard]] Compact compact(const std::string& text);
[[nodiscard]] bool scannable(const std::string& code);
[[nodiscard]] std::string quoted(const std::string& s, std::size_t most = 70);
[[nodiscard]] std::size_t closing(const std::string& code, std::size_t open);
[[nodiscard]] std::vector<std::string> arguments(const std::string& list);
[[nodiscard]] bool identifier_char(char c);
[[nodiscard]] bool is_identifier(const std::string& s);
[[nodiscard]] std::optional<std::string> call_argument(const std::string& text, const std::vector<std::string>& head);
[[nodiscard]] char previous_char(const std::string& code, std::size_t at, std::size_t floor);
[[nodiscard]] char next_char(const std::string& code, std::size_t at, std::size_t ceiling);
[[nodiscard]] bool arithmetic(char c);

// --- the names declared (code_reading.cpp) ---------------------------------------

[[nodiscard]] const std::set<std::string>& integer_types();

struct Names {
  std::map<std::string, std::size_t> ranks;  // variable -> rank of its tensor type
  std::set<std::string> integers;            // variables of an integer type
};

void collect_names(const std::string& code, const std::map<std::string, std::size_t>& type_ranks, Names& names);
[[nodiscard]] bool integer_expression(const std::string& expression, const std::set<std::string>& integers);
[[nodiscard]] std::size_t operand_rank(const std::string& operand, const Names& names);

// --- the functions defined (code_reading.cpp) ------------------------------------

struct Function {
  std::string name;
  std::size_t header = 0;  // where its header starts
  std::size_t open = 0;    // its '{'
  std::size_t close = 0;   // its '}'
};

[[nodiscard]] std::vector<Function> functions_of(const std::string& code);

// --- the traps (trap_scans.cpp) --------------------------------------------------

struct Scanner {
  const std::string& file;
  const std::string& code;
  const std::vector<std::size_t>& lines;
  std::vector<Region> regions;
  std::vector<CodeTrap>& traps;
  std::vector<CodeTrap>& transposed_operands;  // CodeScan::dot_transposes

  Scanner(const std::string& file_, const Compact& compacted, const std::string& text, CodeScan& out)
      : file(file_),
        code(compacted.code),
        lines(compacted.lines),
        regions(student_regions(text)),
        traps(out.traps),
        transposed_operands(out.dot_transposes) {}

  std::size_t line_of(std::size_t offset) const {
    if (lines.empty()) return 1;
    return lines[std::min(offset, lines.size() - 1)];
  }

  bool in_student_code(std::size_t line) const {
    if (regions.empty()) return true;
    return std::any_of(regions.begin(), regions.end(),
                       [&](const Region& r) { return line >= r.first_line && line <= r.last_line; });
  }

  void add(const std::string& id, std::size_t offset, const std::string& function, const std::string& what) {
    add_to(traps, id, offset, function, what);
  }

  void add_to(std::vector<CodeTrap>& list, const std::string& id, std::size_t offset, const std::string& function,
              const std::string& what) const {
    const std::size_t line = line_of(offset);
    if (!in_student_code(line)) return;
    for (const auto& trap : list) {
      if (trap.file == file && trap.line == line && trap.id == id) return;
    }
    list.push_back({id, file, line, function, file + ":" + std::to_string(line) + ": " + what});
  }
};

// One function's body as the traps below read it: the code between its
// braces, with the names its file and its header declare.
struct FunctionBody {
  Scanner& scanner;
  const Function& function;
  Names names;
  std::size_t from;  // the body's opening brace
  std::size_t to;    // its closing brace
  std::string body;

  // Where the statement holding `at` starts (after the previous ';', '{' or '}').
  std::size_t statement_start(std::size_t at) const {
    const std::string& code = scanner.code;
    while (at > from && code[at - 1] != ';' && code[at - 1] != '{' && code[at - 1] != '}') --at;
    return at;
  }
  // Where the statement from `at` ends: its ';' outside brackets.
  std::size_t statement_end(std::size_t at) const {
    const std::string& code = scanner.code;
    int depth = 0;
    for (; at < to; ++at) {
      if (code[at] == '(' || code[at] == '[' || code[at] == '{') ++depth;
      if (code[at] == ')' || code[at] == ']' || code[at] == '}') --depth;
      if (code[at] == ';' && depth <= 0) return at;
    }
    return to;
  }
};

// Every trap of one function (trap_scans.cpp), with the names of its file and its own.
void scan_function(Scanner& scanner, const Function& function, const Names& file_names,
                   const std::map<std::string, std::size_t>& type_ranks);

}  // namespace code_reading
}  // namespace grader
