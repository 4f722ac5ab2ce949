// How the trap scans read the student's text (code_reading.hpp): the code
// without comments and literals, compacted, its brackets and argument lists,
// the names it declares (tensors with their rank, integers) and the
// functions it defines.
#include "code_reading.hpp"

#include <algorithm>
#include <cctype>
#include <regex>

#include "grader/source/lexer.hpp"
#include "grader/support/text.hpp"

namespace grader {
namespace code_reading {

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
std::string quoted(const std::string& s, std::size_t most) {
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

namespace {

const std::regex& declaration_pattern() {
  // A type (qualified, maybe templated, maybe "unsigned long"), then a name and what follows a declared name.
  static const std::regex pattern(
      R"((?:^|[;{}(,]|\bconst\b)\s*((?:unsigned\s+|long\s+)?[A-Za-z_][\w:]*(?:<[^<>;(){}]*>)?)\s*[&*]{0,2}\s*([A-Za-z_]\w*)\s*(?=[=;,){[]))");
  return pattern;
}

std::size_t rank_of_type(const std::string& type, const std::map<std::string, std::size_t>& type_ranks) {
  std::smatch m;
  static const std::regex xtensor(R"(xtensor(?:_fixed)?\s*<[^,>]+,\s*(\d+)\s*>)");
  if (std::regex_search(type, m, xtensor)) return static_cast<std::size_t>(std::stoul(m[1]));
  const auto colon = type.rfind("::");
  const std::string bare = colon == std::string::npos ? type : type.substr(colon + 2);
  auto it = type_ranks.find(bare);
  return it != type_ranks.end() ? it->second : 0;
}

}  // namespace

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

}  // namespace code_reading
}  // namespace grader
