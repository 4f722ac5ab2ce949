#include "grader/building/region_repair.hpp"

#include <algorithm>
#include <map>
#include <regex>

#include "grader/source/lexer.hpp"

namespace grader {

std::string with_template_regions(const std::string& student, const std::string& template_text,
                                  const std::set<std::size_t>& replaced, const std::string& presumed_path) {
  const auto lines = split_lines(student);
  const auto student_fences = fences(student);
  const auto template_fences = fences(template_text);
  std::string quoted;
  for (const char c : presumed_path) {
    if (c == '"' || c == '\\') quoted += '\\';
    quoted += c;
  }
  std::string text = "#line 1 \"" + quoted + "\"\n";
  std::size_t next = 1;  // the student's next line to copy (1-based)
  for (std::size_t r = 0; r < student_fences.size() && r < template_fences.size(); ++r) {
    if (replaced.count(r) == 0) continue;
    const Fence& own = student_fences[r];
    const Fence& stub = template_fences[r];
    for (; next <= own.start_line; ++next) text += lines[next - 1] + "\n";
    text += fenced_body(template_text, stub);
    text += "#line " + std::to_string(own.end_line) + "\n";
    next = own.end_line;
  }
  for (; next <= lines.size(); ++next) text += lines[next - 1] + "\n";
  return text;
}

std::vector<std::size_t> compiler_error_lines(const std::string& log, const std::string& path) {
  std::vector<std::size_t> found;
  const std::string prefix = path + ":";
  for (const auto& whole : split_lines(log)) {
    // At the start of the line (the compiler; the linker after "ld: "), or after the object file (the linker).
    const auto ld = whole.find("ld: ");  // npos when none
    const std::string line =
        ld < 20 && whole.compare(ld + 4, prefix.size(), prefix) == 0 ? whole.substr(ld + 4) : whole;
    const auto where = line.rfind(prefix, 0) == 0 ? 0 : line.find(".o:" + prefix);
    if (where == std::string::npos) continue;
    std::size_t at = where + (where == 0 ? 0 : 3) + prefix.size();
    std::size_t number = 0;
    bool digits = false;
    for (; at < line.size() && line[at] >= '0' && line[at] <= '9'; ++at) {
      number = number * 10 + static_cast<std::size_t>(line[at] - '0');
      digits = true;
      if (number > 100000000) break;
    }
    // An error, or the student's line a template error was instantiated from.
    const bool said = line.find(": error: ", at) != std::string::npos ||
                      line.find("required from here", at) != std::string::npos ||
                      line.find(": undefined reference to", at) != std::string::npos ||
                      line.find(": multiple definition of", at) != std::string::npos;
    if (!digits || !said) continue;
    found.push_back(number);
  }
  return found;
}

std::set<std::size_t> regions_to_blame(const std::vector<Fence>& fences, const std::vector<std::size_t>& error_lines,
                                       const std::set<std::size_t>& replaced, bool or_the_one_above,
                                       const std::set<std::size_t>& unbalanced) {
  std::set<std::size_t> blamed;
  if (error_lines.empty()) return blamed;
  const std::size_t first = *std::min_element(error_lines.begin(), error_lines.end());
  // A region whose brackets do not pair up, before the first error, breaks
  // the code after it: it alone, the first such, so that the correct region
  // where the compiler noticed keeps its code.
  for (const std::size_t r : unbalanced) {
    if (r < fences.size() && fences[r].start_line < first && replaced.count(r) == 0) return {r};
  }
  for (const std::size_t line : error_lines) {
    for (std::size_t r = 0; r < fences.size(); ++r) {
      if (line > fences[r].start_line && line < fences[r].end_line && replaced.count(r) == 0) blamed.insert(r);
    }
  }
  if (!blamed.empty() || !or_the_one_above) return blamed;
  for (std::size_t r = fences.size(); r-- > 0;) {
    if (fences[r].start_line >= first || fences[r].end_line == fences[r].start_line + 1) continue;  // after, or empty
    if (replaced.count(r) == 0) blamed.insert(r);
    break;
  }
  return blamed;
}

std::string bracket_balance(const std::string& code) {
  std::map<char, long> open;  // '{' -> how many more opened than closed
  for (const Token& token : lex_cpp(code).tokens) {
    if (token.kind != TokenKind::punctuator || token.text.size() != 1) continue;
    const char c = token.text[0];
    if (c == '{' || c == '(' || c == '[') {
      ++open[c];
    } else if (c == '}' || c == ')' || c == ']') {
      --open[c == '}' ? '{' : c == ')' ? '(' : '['];
    }
  }
  std::string said;
  for (const auto& [bracket, more] : open) {
    if (more == 0) continue;
    const char closing = bracket == '{' ? '}' : bracket == '(' ? ')' : ']';
    const long opened = more;
    said += std::string(said.empty() ? "" : "; ") + std::to_string(opened > 0 ? opened : -opened) + " '" +
            (opened > 0 ? bracket : closing) + "' more than '" + (opened > 0 ? closing : bracket) + "'";
  }
  return said;
}

std::string fenced_body(const std::string& text, const Fence& fence) {
  const auto lines = split_lines(text);
  std::string body;
  for (std::size_t line = fence.start_line + 1; line < fence.end_line && line <= lines.size(); ++line) {
    body += lines[line - 1] + "\n";
  }
  return body;
}

std::vector<std::string> not_implemented_messages(const std::string& text) {
  static const std::regex thrown(R"re(NotImplemented\s*\(\s*"((?:[^"\\\n]|\\.)*)"\s*\))re");
  std::vector<std::string> messages;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), thrown); it != std::sregex_iterator(); ++it) {
    // As thrown: \" and \\ unescaped (a message with other escapes is kept as written).
    std::string message;
    const std::string literal = (*it)[1].str();
    for (std::size_t i = 0; i < literal.size(); ++i) {
      if (literal[i] == '\\' && i + 1 < literal.size() && (literal[i + 1] == '"' || literal[i + 1] == '\\')) ++i;
      message += literal[i];
    }
    messages.push_back(message);
  }
  return messages;
}

}  // namespace grader
