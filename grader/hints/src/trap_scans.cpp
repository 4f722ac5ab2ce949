// The traps of one function's body (code_traps.hpp names them): a lazy
// reducer, xt::linalg::dot on more than two axes or a strided view, a square
// root kept in an integer, a literal divided by an integer, a transpose
// without its axes, a range with a step.
#include <regex>
#include <utility>

#include "code_reading.hpp"
#include "grader/support/text.hpp"

namespace grader {
namespace code_reading {

namespace {

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
        scanner.add("integer_sqrt_quotient", call, function.name,
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
    // The two swaps torch code writes most, both given: which one the
    // student meant, the code does not say.
    std::string reversed;
    std::string first_two = "1, 0";
    std::string last_two;
    for (std::size_t axis = rank; axis-- > 0;) reversed += (reversed.empty() ? "" : ", ") + std::to_string(axis);
    for (std::size_t axis = 2; axis < rank; ++axis) first_two += ", " + std::to_string(axis);
    for (std::size_t axis = 0; axis + 2 < rank; ++axis) last_two += std::to_string(axis) + ", ";
    last_two += std::to_string(rank - 1) + ", " + std::to_string(rank - 2);
    scanner.add("transpose_reverses_all", call, function.name,
                "xt::transpose(" + quoted(parts[0], 30) + ") without a permutation reverses all " +
                    std::to_string(rank) + " axes of " + quoted(parts[0], 30) + " (the order {" + reversed +
                    "}), unlike torch's transpose(a, b) or .mT, which swap two: give the order, as in xt::transpose(" +
                    quoted(parts[0], 30) + ", {" + last_two + "}) for .mT or {" + first_two + "} for transpose(0, 1)");
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

}  // namespace

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

}  // namespace code_reading
}  // namespace grader
