#include "grader/hints/code_traps.hpp"

#include <algorithm>
#include <cctype>
#include <optional>
#include <regex>
#include <set>

#include "grader/source/fences.hpp"
#include "grader/source/lexer.hpp"
#include "grader/support/text.hpp"

namespace grader {

namespace {

// The code of code_only() with each run of whitespace made one character
// (a newline when it held one), and the original line of each character:
// no regex below ever walks a long run (std::regex recurses per character).
struct Compact {
  std::string code;
  std::vector<std::size_t> lines;  // 1-based line of each character of code
};

Compact compact(const std::string& text) {
  const std::string blanked = code_only(text);
  Compact out;
  out.code.reserve(blanked.size());
  out.lines.reserve(blanked.size());
  std::size_t line = 1;
  bool in_space = false;
  for (const char c : blanked) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      if (!in_space) {
        out.code += ' ';
        out.lines.push_back(line);
        in_space = true;
      }
      if (c == '\n') {
        out.code.back() = '\n';
        ++line;
      }
      continue;
    }
    in_space = false;
    out.code += c;
    out.lines.push_back(line);
  }
  return out;
}

// Text the regexes may read: at most 256 KB, no word longer than 256
// characters and no stretch without a ';' longer than 4000 (real code has
// none of these; a hostile file is not scanned rather than exhaust the stack).
bool scannable(const std::string& code) {
  if (code.size() > (256u << 10)) return false;
  std::size_t word = 0;
  std::size_t stretch = 0;
  for (const char c : code) {
    word = std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == ':' ? word + 1 : 0;
    stretch = c == ';' ? 0 : stretch + 1;
    if (word > 256 || stretch > 4000) return false;
  }
  return true;
}

// Whitespace runs made one space; long expressions cut.
std::string quoted(const std::string& s, std::size_t most = 70) {
  std::string out;
  for (char c : trim(s)) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      if (!out.empty() && out.back() != ' ') out += ' ';
    } else {
      out += c;
    }
  }
  if (out.size() > most) out = out.substr(0, most - 4) + " ...";
  return out;
}

// The offset of the bracket closing the one at `open`, or npos.
std::size_t closing(const std::string& code, std::size_t open) {
  int depth = 0;
  for (std::size_t i = open; i < code.size(); ++i) {
    const char c = code[i];
    if (c == '(' || c == '[' || c == '{') ++depth;
    if (c == ')' || c == ']' || c == '}') {
      if (--depth == 0) return i;
    }
  }
  return std::string::npos;
}

// The parts of an argument list separated by commas outside brackets (and
// outside template angle brackets of xt::xtensor<float, 3>).
std::vector<std::string> arguments(const std::string& list) {
  std::vector<std::string> parts;
  int depth = 0;
  std::string current;
  for (char c : list) {
    if (c == '(' || c == '[' || c == '{') ++depth;
    if (c == ')' || c == ']' || c == '}') --depth;
    if (c == ',' && depth == 0) {
      parts.push_back(trim(current));
      current.clear();
    } else {
      current += c;
    }
  }
  if (!trim(current).empty()) parts.push_back(trim(current));
  return parts;
}

bool identifier_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

bool is_identifier(const std::string& s) {
  return !s.empty() && !std::isdigit(static_cast<unsigned char>(s[0])) &&
         std::all_of(s.begin(), s.end(), identifier_char);
}

// The text between the parentheses of `text` when it is `<head> (...)` as a
// whole: spaces allowed around `head`'s words and before '(' (`head` is
// given as words, e.g. {"static_cast", "<", "float", ">"}), and the last
// character is ')'. Read in one pass: an operand is the student's text, of
// any length, and std::regex recurses once per character.
std::optional<std::string> call_argument(const std::string& text, const std::vector<std::string>& head) {
  std::size_t at = 0;
  const auto skip_space = [&] {
    while (at < text.size() && std::isspace(static_cast<unsigned char>(text[at]))) ++at;
  };
  for (std::size_t w = 0; w < head.size(); ++w) {
    if (w > 0) skip_space();
    if (text.compare(at, head[w].size(), head[w]) != 0) return std::nullopt;
    at += head[w].size();
  }
  skip_space();
  if (at >= text.size() || text[at] != '(' || text.size() < at + 2 || text.back() != ')') return std::nullopt;
  return text.substr(at + 1, text.size() - at - 2);
}

const std::set<std::string>& integer_types() {
  static const std::set<std::string> types{
      "int",       "long",           "short",        "unsigned",      "size_t",       "std::size_t",
      "ptrdiff_t", "std::ptrdiff_t", "int64_t",      "std::int64_t",  "uint64_t",     "std::uint64_t",
      "int32_t",   "std::int32_t",   "uint32_t",     "std::uint32_t", "unsigned int", "unsigned long",
      "long long", "long int",       "std::size_t&", "size_type",     "index_t",      "Index"};
  return types;
}

const std::regex& declaration_pattern() {
  // A type (qualified, maybe templated, maybe "unsigned long"), then a name and what follows a declared name.
  static const std::regex pattern(
      R"((?:^|[;{}(,]|\bconst\b)\s*((?:unsigned\s+|long\s+)?[A-Za-z_][\w:]*(?:<[^<>;(){}]*>)?)\s*[&*]{0,2}\s*([A-Za-z_]\w*)\s*(?=[=;,){[]))");
  return pattern;
}

struct Names {
  std::map<std::string, std::size_t> ranks;  // variable -> rank of its tensor type
  std::set<std::string> integers;            // variables of an integer type
};

std::size_t rank_of_type(const std::string& type, const std::map<std::string, std::size_t>& type_ranks) {
  std::smatch m;
  static const std::regex xtensor(R"(xtensor(?:_fixed)?\s*<[^,>]+,\s*(\d+)\s*>)");
  if (std::regex_search(type, m, xtensor)) return static_cast<std::size_t>(std::stoul(m[1]));
  const auto colon = type.rfind("::");
  const std::string bare = colon == std::string::npos ? type : type.substr(colon + 2);
  auto it = type_ranks.find(bare);
  return it != type_ranks.end() ? it->second : 0;
}

bool integer_expression(const std::string& expression, const std::set<std::string>& integers);

// The declarations of a stretch of code: names of tensors with their rank
// and names of integers (declared so, or `auto n = <integer expression>`).
void collect_names(const std::string& code, const std::map<std::string, std::size_t>& type_ranks, Names& names) {
  const std::regex& pattern = declaration_pattern();
  for (auto it = std::sregex_iterator(code.begin(), code.end(), pattern); it != std::sregex_iterator(); ++it) {
    const std::string type = std::regex_replace((*it)[1].str(), std::regex(R"(\s+)"), " ");
    const std::string name = (*it)[2];
    static const std::set<std::string> not_types{"return", "else", "new", "delete", "throw", "case", "goto", "using"};
    if (not_types.count(type)) continue;
    if (integer_types().count(type)) {
      names.integers.insert(name);
    } else if (const std::size_t rank = rank_of_type(type, type_ranks); rank > 0) {
      names.ranks[name] = rank;
    } else if (type == "auto") {
      // auto n = <integer expression>;
      const std::size_t after = static_cast<std::size_t>(it->position(0) + it->length(0));
      const auto eq = code.find('=', after);
      const auto end = code.find(';', after);
      if (eq != std::string::npos && end != std::string::npos && eq < end &&
          trim(code.substr(after, eq - after)).empty()) {
        if (integer_expression(code.substr(eq + 1, end - eq - 1), names.integers)) names.integers.insert(name);
      }
    }
  }
}

// Whole numbers only: integer variables and literals, shapes and sizes,
// combined with + - * / % and parentheses.
bool integer_expression(const std::string& expression, const std::set<std::string>& integers) {
  static const std::regex shape(
      R"([A-Za-z_][\w.]*\s*(?:\.|->)\s*(?:shape\s*\(\s*\d*\s*\)(?:\s*\[\s*\d+\s*\])?|size\s*\(\s*\)|dimension\s*\(\s*\)))");
  std::string rest = std::regex_replace(expression, shape, " I ");
  static const std::regex literal(R"((^|[^\w.])\d+[uUlLzZ]*(?![\w.]))");
  rest = std::regex_replace(rest, literal, "$1 I ");
  static const std::regex name(R"([A-Za-z_][\w:]*(?:\s*(?:\.|->)\s*[A-Za-z_]\w*)*)");
  std::string out;
  bool any = false;
  auto begin = std::sregex_iterator(rest.begin(), rest.end(), name);
  std::size_t last = 0;
  for (auto it = begin; it != std::sregex_iterator(); ++it) {
    const std::string token = (*it)[0];
    out += rest.substr(last, static_cast<std::size_t>(it->position(0)) - last);
    const auto dot = token.find_last_of(".>");
    const std::string bare = dot == std::string::npos ? token : trim(token.substr(dot + 1));
    if (token == "I" || integers.count(token) || integers.count(bare)) {
      out += "I";
      any = true;
    } else {
      return false;
    }
    last = static_cast<std::size_t>(it->position(0) + it->length(0));
  }
  out += rest.substr(last);
  if (!any) return false;
  return std::all_of(out.begin(), out.end(), [](char c) {
    return c == 'I' || c == '(' || c == ')' || c == '+' || c == '-' || c == '*' || c == '/' || c == '%' ||
           std::isspace(static_cast<unsigned char>(c));
  });
}

struct Function {
  std::string name;
  std::size_t header = 0;  // where its header starts
  std::size_t open = 0;    // its '{'
  std::size_t close = 0;   // its '}'
};

// Function definitions: a '{' after a header "... name(...) ..." that is not
// a control statement, outside any other function.
std::vector<Function> functions_of(const std::string& code) {
  std::vector<Function> found;
  std::size_t segment = 0;
  for (std::size_t i = 0; i < code.size(); ++i) {
    const char c = code[i];
    if (c == ';' || c == '}') {
      segment = i + 1;
      continue;
    }
    if (c != '{') continue;
    const std::string header = code.substr(segment, i - segment);
    const auto paren = header.find('(');
    std::size_t end = paren;
    while (end > 0 && end != std::string::npos && std::isspace(static_cast<unsigned char>(header[end - 1]))) --end;
    std::size_t start = end;
    while (start != std::string::npos && start > 0 &&
           (identifier_char(header[start - 1]) || header[start - 1] == ':' || header[start - 1] == '~')) {
      --start;
    }
    const std::string name = paren == std::string::npos ? std::string() : header.substr(start, end - start);
    static const std::set<std::string> control{"if",     "for",    "while",    "switch",       "catch",
                                               "return", "sizeof", "decltype", "static_assert"};
    const std::string first_word = trim(header).substr(0, trim(header).find_first_of(" \t\n("));
    const bool type_body = first_word == "namespace" || first_word == "struct" || first_word == "class" ||
                           first_word == "enum" || first_word == "union" || first_word == "extern";
    if (name.empty() || control.count(name) || type_body || header.find('=') < paren) {
      segment = i + 1;
      continue;
    }
    const std::size_t close = closing(code, i);
    if (close == std::string::npos) break;
    found.push_back({name, segment, i, close});
    i = close;
    segment = close + 1;
  }
  return found;
}

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

char previous_char(const std::string& code, std::size_t at, std::size_t floor) {
  while (at > floor) {
    --at;
    if (!std::isspace(static_cast<unsigned char>(code[at]))) return code[at];
  }
  return '\0';
}

char next_char(const std::string& code, std::size_t at, std::size_t ceiling) {
  for (; at < ceiling; ++at) {
    if (!std::isspace(static_cast<unsigned char>(code[at]))) return code[at];
  }
  return '\0';
}

bool arithmetic(char c) { return c == '+' || c == '-' || c == '*' || c == '/'; }

// The rank of an operand of xt::linalg::dot, 0 when the text does not tell.
std::size_t operand_rank(const std::string& operand, const Names& names) {
  const std::string a = trim(operand);
  if (is_identifier(a)) {
    auto it = names.ranks.find(a);
    return it != names.ranks.end() ? it->second : 0;
  }
  if (const auto inside = call_argument(a, {"xt::transpose"})) {
    const auto parts = arguments(*inside);
    if (parts.size() >= 2 && parts[1].size() > 1 && parts[1].front() == '{') {
      return arguments(parts[1].substr(1, parts[1].size() - 2)).size();
    }
    if (!parts.empty()) return operand_rank(parts[0], names);
  }
  return 0;
}

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

// 1. A reducer left lazy: a keep_dims one inside arithmetic, or one kept
// in an auto variable and read after its operand is overwritten.
void scan_lazy_reducers(const FunctionBody& f) {
  Scanner& scanner = f.scanner;
  const std::string& code = f.scanner.code;
  const Function& function = f.function;
  const std::size_t from = f.from;
  const std::size_t to = f.to;
  const std::string& body = f.body;
  static const std::regex reducer(
      R"(xt::(amax|amin|sum|mean|prod|average|variance|stddev|nansum|nanmean|nanprod|nanmax|nanmin|norm_l1|norm_l2|norm_sq)\s*\()");
  for (auto it = std::sregex_iterator(body.begin(), body.end(), reducer); it != std::sregex_iterator(); ++it) {
    const std::size_t call = from + static_cast<std::size_t>(it->position(0));
    const std::size_t open = call + static_cast<std::size_t>(it->length(0)) - 1;
    const std::size_t close = closing(code, open);
    if (close == std::string::npos || close > to) continue;
    const std::string args = code.substr(open + 1, close - open - 1);
    if (args.find("immediate") != std::string::npos) continue;
    const bool keep_dims = args.find("keep_dims") != std::string::npos;
    const std::string reducer_name = "xt::" + (*it)[1].str();
    const std::string shown = reducer_name + "(..., xt::keep_dims)";
    const std::string advice =
        " is not evaluated before the arithmetic that uses it: xtensor 0.24 computes such a lazy keep_dims reducer "
        "wrongly there (wrong values or NaN); evaluate it first (xt::eval(...), or xt::keep_dims | "
        "xt::evaluation_strategy::immediate, or assign it to a tensor type)";
    const std::size_t begin = f.statement_start(call);
    const std::string before = code.substr(begin, call - begin);
    static const std::regex wrapped(R"(xt::eval\s*\(\s*$)");
    if (std::regex_search(before, wrapped)) continue;
    const char prev = previous_char(code, call, begin);
    const char next = next_char(code, close + 1, to);
    if (arithmetic(prev) || (arithmetic(next) && next_char(code, close + 2, to) != '=')) {
      if (keep_dims) scanner.add("lazy_keep_dims", call, function.name, shown + advice);
      continue;
    }
    static const std::regex auto_declared(R"((?:^|\s)(?:const\s+)?auto\s*&{0,2}\s*([A-Za-z_]\w*)\s*=\s*$)");
    std::smatch m;
    if (!std::regex_search(before, m, auto_declared)) continue;
    const std::string name = m[1];
    const std::size_t after = f.statement_end(close);
    const std::string rest = code.substr(after, to - after);
    // Its operand written after it, while it is still read.
    const auto parts = arguments(args);
    if (!parts.empty() && is_identifier(parts[0])) {
      const std::regex written(R"(\b)" + parts[0] + R"(\s*(?:\([^;{}]*?\)|\[[^;{}]*?\])?\s*(?:[-+*/]?=)(?!=))");
      const std::regex read(R"(\b)" + name + R"(\b)");
      std::smatch w;
      if (std::regex_search(rest, w, written)) {
        const std::size_t write_at = after + static_cast<std::size_t>(w.position(0));
        const std::size_t statement = f.statement_start(write_at);
        const std::string later = code.substr(statement, to - statement);
        if (std::regex_search(later, read)) {
          scanner.add("lazy_reducer_overwritten", call, function.name,
                      "auto " + name + " = " + reducer_name + "(" + quoted(parts[0], 30) +
                          (parts.size() > 1 ? ", ...)" : ")") + " is lazy: it is computed again from " + parts[0] +
                          " each time it is read, and line " + std::to_string(scanner.line_of(write_at)) +
                          " overwrites " + parts[0] + " while " + name +
                          " is still read; evaluate it once first (xt::eval(...), or a float or tensor variable)");
          continue;
        }
      }
    }
    const std::regex used(R"((?:[-+*/]\s*)" + name + R"(\b)|(?:\b)" + name + R"(\s*[-+*/](?!=)))");
    if (keep_dims && std::regex_search(rest, used)) {
      scanner.add("lazy_keep_dims", call, function.name, "auto " + name + " = " + shown + advice);
    }
  }
}

// An operand handed to dot as xt::transpose(t): no trap, but named when
// dot's shape error at its line shows t as it is would fit (engine.cpp).
void list_transposed_operands(const FunctionBody& f, std::size_t call, const std::vector<std::string>& parts) {
  for (std::size_t side = 0; side < 2; ++side) {
    const std::string part = trim(parts[side]);
    static const std::regex transposed(R"(^xt::transpose\s*\()");
    std::smatch m;
    if (!std::regex_search(part, m, transposed)) continue;
    const auto open_t = static_cast<std::size_t>(m.length(0)) - 1;
    if (closing(part, open_t) != part.size() - 1) continue;
    const auto inner = arguments(part.substr(open_t + 1, part.size() - open_t - 2));
    if (inner.size() != 1) continue;
    f.scanner.add_to(f.scanner.transposed_operands, side == 0 ? "dot_of_transposed_a" : "dot_of_transposed_b", call,
                     f.function.name,
                     "xt::linalg::dot(" + quoted(parts[0], 40) + ", " + quoted(parts[1], 40) + ") transposes its " +
                         (side == 0 ? "first" : "second") + " operand, " + quoted(trim(inner[0]), 40));
  }
}

// 2. xt::linalg::dot on more than two axes.
void scan_dots(const FunctionBody& f) {
  Scanner& scanner = f.scanner;
  const std::string& code = f.scanner.code;
  const Function& function = f.function;
  const Names& names = f.names;
  const std::size_t from = f.from;
  const std::size_t to = f.to;
  const std::string& body = f.body;
  static const std::regex dot(R"(xt::linalg::dot\s*\()");
  std::map<std::size_t, std::size_t> dots_on_line;  // a line of two dots cannot tell whose shapes an error names
  for (auto it = std::sregex_iterator(body.begin(), body.end(), dot); it != std::sregex_iterator(); ++it) {
    ++dots_on_line[scanner.line_of(from + static_cast<std::size_t>(it->position(0)))];
  }
  for (auto it = std::sregex_iterator(body.begin(), body.end(), dot); it != std::sregex_iterator(); ++it) {
    const std::size_t call = from + static_cast<std::size_t>(it->position(0));
    const std::size_t open = call + static_cast<std::size_t>(it->length(0)) - 1;
    const std::size_t close = closing(code, open);
    if (close == std::string::npos || close > to) continue;
    const auto parts = arguments(code.substr(open + 1, close - open - 1));
    if (parts.size() != 2) continue;
    for (const auto& part : parts) {
      const std::size_t rank = operand_rank(part, names);
      if (rank < 3) continue;
      scanner.add("dot_more_than_2d", call, function.name,
                  "xt::linalg::dot(" + quoted(parts[0], 40) + ", " + quoted(parts[1], 40) + ") has an operand of " +
                      std::to_string(rank) + " axes (" + quoted(part, 40) +
                      "): xt::linalg::dot is numpy.dot, not torch.matmul: it sums a's last axis against b's "
                      "second-to-last and pairs every other axis of a with every other axis of b (no batch axis); "
                      "take 2-D slices (xt::view(t, b)) and dot those");
      break;
    }
    if (dots_on_line[scanner.line_of(call)] == 1) list_transposed_operands(f, call, parts);
    // A strided view handed to BLAS.
    for (const auto& part : parts) {
      const bool inline_range = part.find("xt::range") != std::string::npos;
      if (!inline_range && !is_identifier(part)) continue;
      if (!inline_range) {
        const std::regex strided_view(R"(\bauto\s*&{0,2}\s*)" + part + R"(\s*=\s*xt::(?:view|strided_view)\s*\()");
        std::smatch m;
        const std::string before = code.substr(from, call - from);
        if (!std::regex_search(before, m, strided_view)) continue;
        const std::size_t view_open = from + static_cast<std::size_t>(m.position(0) + m.length(0)) - 1;
        const std::size_t view_close = closing(code, view_open);
        if (view_close == std::string::npos) continue;
        const std::string view_args = code.substr(view_open, view_close - view_open);
        static const std::regex stepped(R"(xt::range\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\))");
        bool strided = false;
        for (auto r = std::sregex_iterator(view_args.begin(), view_args.end(), stepped); r != std::sregex_iterator();
             ++r) {
          const auto range_args = arguments((*r)[1].str());
          strided = strided || (range_args.size() == 3 && trim(range_args[2]) != "1");
        }
        if (!strided) continue;
      } else {
        static const std::regex stepped(R"(xt::range\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\))");
        std::smatch r;
        if (!std::regex_search(part, r, stepped)) continue;
        const auto range_args = arguments(r[1].str());
        if (range_args.size() != 3 || trim(range_args[2]) == "1") continue;
      }
      scanner.add("strided_view_to_dot", call, function.name,
                  "xt::linalg::dot is handed a strided view (" + quoted(part, 40) +
                      ", an xt::range with a step): BLAS needs each matrix contiguous in memory; copy the view into "
                      "a tensor first and pass that");
      break;
    }
  }
}

// 3. Square roots in whole numbers.
void scan_square_roots(const FunctionBody& f) {
  Scanner& scanner = f.scanner;
  const std::string& code = f.scanner.code;
  const Function& function = f.function;
  const Names& names = f.names;
  const std::size_t from = f.from;
  const std::size_t to = f.to;
  const std::string& body = f.body;
  static const std::regex sqrt_call(R"((?:std::)?\bsqrt\s*\()");
  for (auto it = std::sregex_iterator(body.begin(), body.end(), sqrt_call); it != std::sregex_iterator(); ++it) {
    const std::size_t call = from + static_cast<std::size_t>(it->position(0));
    const std::size_t open = call + static_cast<std::size_t>(it->length(0)) - 1;
    const std::size_t close = closing(code, open);
    if (close == std::string::npos || close > to) continue;
    const std::string argument = code.substr(open + 1, close - open - 1);
    const std::size_t begin = f.statement_start(call);
    const std::string before = code.substr(begin, call - begin);
    static const std::regex integer_target(
        R"(^\s*(?:const\s+)?([A-Za-z_][\w:]*(?:\s+(?:int|long))?)\s+([A-Za-z_]\w*)\s*=)");
    static const std::regex assigned(R"(^\s*([A-Za-z_]\w*)\s*=[^=])");
    std::smatch m;
    std::string integer_name;
    if (std::regex_search(before, m, integer_target) && integer_types().count(m[1].str())) integer_name = m[2];
    if (integer_name.empty() && std::regex_search(before, m, assigned) && names.integers.count(m[1].str())) {
      integer_name = m[1];
    }
    if (!integer_name.empty() && before.find("static_cast<float>") == std::string::npos &&
        before.find("static_cast<double>") == std::string::npos) {
      // The assigned value as written: from after its '=' to the end of the statement.
      const std::size_t equals = code.find('=', begin);
      const std::string value = code.substr(equals + 1, f.statement_end(call) - equals - 1);
      scanner.add("integer_sqrt", call, function.name,
                  "the square root is kept in an integer (" + integer_name + " = " + quoted(value, 50) +
                      "): it is rounded down (sqrt(2) becomes 1); keep it a float");
      continue;
    }
    // An integer division inside the root: a / b rounded down first.
    const auto parts = arguments(argument);
    if (parts.size() != 1) continue;
    std::string inner = parts[0];
    for (const char* type : {"float", "double"}) {
      if (const auto cast = call_argument(inner, {"static_cast", "<", type, ">"})) {
        inner = *cast;
        break;
      }
    }
    int depth = 0;
    for (std::size_t i = 0; i < inner.size(); ++i) {
      if (inner[i] == '(') ++depth;
      if (inner[i] == ')') --depth;
      if (inner[i] != '/' || depth != 0) continue;
      const std::string left = inner.substr(0, i);
      const std::string right = inner.substr(i + 1);
      if (integer_expression(left, names.integers) && integer_expression(right, names.integers)) {
        scanner.add("integer_sqrt", call, function.name,
                    quoted(left, 30) + " / " + quoted(right, 30) +
                        " divides two whole numbers before the square root: a quotient that is not whole is "
                        "rounded down; divide as floats (static_cast<float>(" +
                        quoted(left, 30) + ") / " + quoted(right, 30) + ")");
      }
      break;
    }
  }
}

// 4. A whole-number literal divided by an integer: 1 / n is 0 for n > 1.
void scan_literal_divisions(const FunctionBody& f) {
  Scanner& scanner = f.scanner;
  const std::string& code = f.scanner.code;
  const Function& function = f.function;
  const Names& names = f.names;
  const std::size_t from = f.from;
  const std::size_t to = f.to;
  const std::string& body = f.body;
  static const std::regex literal_over(R"((^|[^\w.])(\d+)\s*/\s*([A-Za-z_(]))");
  for (auto it = std::sregex_iterator(body.begin(), body.end(), literal_over); it != std::sregex_iterator(); ++it) {
    const std::size_t slash_operand = from + static_cast<std::size_t>(it->position(3));
    std::size_t end = slash_operand;
    if (code[end] == '(') {
      end = closing(code, end);
      if (end == std::string::npos) continue;
      ++end;
    } else {
      while (end < to && (identifier_char(code[end]) || code[end] == ':' || code[end] == '.' ||
                          (code[end] == '-' && end + 1 < to && code[end + 1] == '>') ||
                          (code[end] == '>' && end > 0 && code[end - 1] == '-'))) {
        ++end;
      }
      if (end < to && code[end] == '(') {  // a call: shape(0), size()
        const std::size_t c = closing(code, end);
        if (c == std::string::npos) continue;
        end = c + 1;
        if (end < to && code[end] == '[') {
          const std::size_t b = closing(code, end);
          if (b != std::string::npos) end = b + 1;
        }
      }
    }
    const std::string operand = code.substr(slash_operand, end - slash_operand);
    if (!integer_expression(operand, names.integers)) continue;
    const std::string literal = (*it)[2];
    const std::size_t at = from + static_cast<std::size_t>(it->position(2));
    scanner.add("integer_division", at, function.name,
                literal + " / " + quoted(operand, 30) + " divides two whole numbers: the result is rounded down (" +
                    (literal == "1" ? "0 whenever " + quoted(operand, 30) + " > 1" : std::string("an integer")) +
                    "); write " + literal + ".0f / " + quoted(operand, 30));
  }
}

// 5. xt::transpose without a permutation on more than two axes: it reverses them all.
void scan_transposes(const FunctionBody& f) {
  Scanner& scanner = f.scanner;
  const std::string& code = f.scanner.code;
  const Function& function = f.function;
  const Names& names = f.names;
  const std::size_t from = f.from;
  const std::size_t to = f.to;
  const std::string& body = f.body;
  static const std::regex transpose(R"(xt::transpose\s*\()");
  for (auto it = std::sregex_iterator(body.begin(), body.end(), transpose); it != std::sregex_iterator(); ++it) {
    const std::size_t call = from + static_cast<std::size_t>(it->position(0));
    const std::size_t open = call + static_cast<std::size_t>(it->length(0)) - 1;
    const std::size_t close = closing(code, open);
    if (close == std::string::npos || close > to) continue;
    const auto parts = arguments(code.substr(open + 1, close - open - 1));
    if (parts.size() != 1) continue;
    const std::size_t rank = operand_rank(parts[0], names);
    if (rank < 3) continue;
    std::string reversed;
    std::string swapped = "1, 0";
    for (std::size_t axis = rank; axis-- > 0;) reversed += (reversed.empty() ? "" : ", ") + std::to_string(axis);
    for (std::size_t axis = 2; axis < rank; ++axis) swapped += ", " + std::to_string(axis);
    scanner.add("transpose_reverses_all", call, function.name,
                "xt::transpose(" + quoted(parts[0], 30) + ") without a permutation reverses all " +
                    std::to_string(rank) + " axes of " + quoted(parts[0], 30) + " (the order {" + reversed +
                    "}), unlike torch's transpose(0, 1), which swaps two: give the order, as in xt::transpose(" +
                    quoted(parts[0], 30) + ", {" + swapped + "})");
  }
}

// 6. An xt::range with a step (every n-th index).
void scan_strided_ranges(const FunctionBody& f) {
  Scanner& scanner = f.scanner;
  const std::string& code = f.scanner.code;
  const Function& function = f.function;
  const std::size_t from = f.from;
  const std::size_t to = f.to;
  const std::string& body = f.body;
  static const std::regex range(R"(xt::range\s*\()");
  for (auto it = std::sregex_iterator(body.begin(), body.end(), range); it != std::sregex_iterator(); ++it) {
    const std::size_t call = from + static_cast<std::size_t>(it->position(0));
    const std::size_t open = call + static_cast<std::size_t>(it->length(0)) - 1;
    const std::size_t close = closing(code, open);
    if (close == std::string::npos || close > to) continue;
    const auto parts = arguments(code.substr(open + 1, close - open - 1));
    if (parts.size() != 3 || parts[2] == "1") continue;
    scanner.add("strided_range", call, function.name,
                "xt::range(" + quoted(parts[0], 25) + ", " + quoted(parts[1], 25) + ", " + quoted(parts[2], 25) +
                    ") steps by " + quoted(parts[2], 25) + ": it takes every " + quoted(parts[2], 25) +
                    "-th index from " + quoted(parts[0], 25) +
                    ", not a block of consecutive ones (xt::range(start, start + length) is a block)");
  }
}

void scan_function(Scanner& scanner, const Function& function, const Names& file_names,
                   const std::map<std::string, std::size_t>& type_ranks) {
  const std::string& code = scanner.code;
  Names names = file_names;
  collect_names(code.substr(function.header, function.close - function.header), type_ranks, names);
  const FunctionBody f{scanner,       function,       std::move(names),
                       function.open, function.close, code.substr(function.open, function.close - function.open)};
  scan_lazy_reducers(f);
  scan_dots(f);
  scan_square_roots(f);
  scan_literal_divisions(f);
  scan_transposes(f);
  scan_strided_ranges(f);
}

std::string normalised(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (std::isalnum(static_cast<unsigned char>(c)))
      out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

}  // namespace

std::map<std::string, std::size_t> tensor_type_ranks(const std::vector<std::string>& texts) {
  std::map<std::string, std::size_t> ranks;
  static const std::regex alias(R"(using\s+([A-Za-z_]\w*)\s*=\s*[\w:]*xtensor(?:_fixed)?\s*<[^,>]+,\s*(\d+)\s*>)");
  static const std::regex typedef_(R"(typedef\s+[\w:]*xtensor(?:_fixed)?\s*<[^,>]+,\s*(\d+)\s*>\s*([A-Za-z_]\w*))");
  for (const auto& original : texts) {
    const std::string text = compact(original).code;
    if (!scannable(text)) continue;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), alias); it != std::sregex_iterator(); ++it) {
      ranks[(*it)[1]] = static_cast<std::size_t>(std::stoul((*it)[2]));
    }
    for (auto it = std::sregex_iterator(text.begin(), text.end(), typedef_); it != std::sregex_iterator(); ++it) {
      ranks[(*it)[2]] = static_cast<std::size_t>(std::stoul((*it)[1]));
    }
  }
  return ranks;
}

CodeScan scan_code(const std::map<std::string, std::string>& files,
                   const std::map<std::string, std::size_t>& type_ranks, const std::vector<std::string>& header_texts) {
  CodeScan scan;
  // Integer members and constants the headers declare (num_heads, d_k).
  Names header_names;
  for (const auto& text : header_texts) {
    const std::string code = compact(text).code;
    if (scannable(code)) collect_names(code, type_ranks, header_names);
  }
  for (const auto& [file, text] : files) {
    const Compact compacted = compact(text);
    const std::string& code = compacted.code;
    if (!scannable(code)) continue;
    Scanner scanner(file, compacted, text, scan);
    const auto functions = functions_of(code);
    Names file_names = header_names;
    // Declarations outside the functions (file-scope constants).
    std::string outside;
    std::size_t from = 0;
    for (const auto& f : functions) {
      outside += code.substr(from, f.header - from) + ";\n";
      from = f.close + 1;
    }
    outside += code.substr(std::min(from, code.size()));
    collect_names(outside, type_ranks, file_names);
    for (const auto& function : functions) {
      scan_function(scanner, function, file_names, type_ranks);
      const std::size_t named = code.find(function.name, function.header);
      CodeFunction listed{function.name,
                          file,
                          scanner.line_of(named < function.open ? named : function.open),
                          code.substr(function.open, function.close - function.open),
                          {}};
      static const std::regex call(R"(([A-Za-z_]\w*)\s*\()");
      for (auto it = std::sregex_iterator(listed.body.begin(), listed.body.end(), call); it != std::sregex_iterator();
           ++it) {
        listed.callees.push_back((*it)[1]);
      }
      scan.functions.push_back(std::move(listed));
    }
  }
  std::stable_sort(scan.traps.begin(), scan.traps.end(), [](const CodeTrap& a, const CodeTrap& b) {
    return a.file != b.file ? a.file < b.file : a.line < b.line;
  });
  return scan;
}

namespace {

// Whether a function's name, class or both match one of the ops' names (case, '_' and '::' aside).
bool serves_an_op(const CodeFunction& function, const std::vector<std::string>& ops) {
  const auto colon = function.name.rfind("::");
  const std::string bare = normalised(colon == std::string::npos ? function.name : function.name.substr(colon + 2));
  const std::string owner = colon == std::string::npos ? std::string() : normalised(function.name.substr(0, colon));
  for (const auto& op : ops) {
    const auto dot = op.find('.');
    const std::string tail = normalised(dot == std::string::npos ? op : op.substr(dot + 1));
    if (tail == bare || (!owner.empty() && tail == owner) || normalised(op) == owner + bare) return true;
  }
  return false;
}

}  // namespace

std::vector<std::string> functions_for_ops(const CodeScan& scan, const std::vector<std::string>& ops,
                                           const std::vector<std::string>& files) {
  std::vector<const CodeFunction*> candidates;
  for (const auto& function : scan.functions) {
    if (std::find(files.begin(), files.end(), function.file) != files.end()) candidates.push_back(&function);
  }
  auto matches = [&](const CodeFunction& function) { return serves_an_op(function, ops); };
  std::set<std::string> reached;
  std::vector<const CodeFunction*> queue;
  for (const auto* function : candidates) {
    if (matches(*function)) {
      reached.insert(function->name);
      queue.push_back(function);
    }
  }
  if (queue.empty()) {
    std::vector<std::string> all;
    for (const auto* function : candidates) all.push_back(function->name);
    return all;
  }
  while (!queue.empty()) {
    const CodeFunction* function = queue.back();
    queue.pop_back();
    for (const auto& callee : function->callees) {
      for (const auto* other : candidates) {
        const auto colon = other->name.rfind("::");
        const std::string bare = colon == std::string::npos ? other->name : other->name.substr(colon + 2);
        if (bare == callee && reached.insert(other->name).second) queue.push_back(other);
      }
    }
  }
  return {reached.begin(), reached.end()};
}

std::vector<std::string> functions_surely_reached(const CodeScan& scan, const std::vector<std::string>& ops,
                                                  const std::vector<std::string>& files) {
  std::vector<const CodeFunction*> candidates;
  std::map<std::string, std::size_t> named;  // a bare name -> how many functions of the files have it
  const auto bare = [](const std::string& name) {
    const auto colon = name.rfind("::");
    return colon == std::string::npos ? name : name.substr(colon + 2);
  };
  for (const auto& function : scan.functions) {
    if (std::find(files.begin(), files.end(), function.file) == files.end()) continue;
    candidates.push_back(&function);
    ++named[bare(function.name)];
  }
  std::set<std::string> reached;
  std::vector<const CodeFunction*> queue;
  for (const auto* function : candidates) {
    if (serves_an_op(*function, ops) && reached.insert(function->name).second) queue.push_back(function);
  }
  while (!queue.empty()) {
    const CodeFunction* function = queue.back();
    queue.pop_back();
    for (const auto& callee : function->callees) {
      if (named[callee] != 1) continue;  // no function of the files, or several: not sure which
      for (const auto* other : candidates) {
        if (bare(other->name) == callee && reached.insert(other->name).second) queue.push_back(other);
      }
    }
  }
  return {reached.begin(), reached.end()};
}

}  // namespace grader
