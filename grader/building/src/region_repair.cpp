#include "grader/building/region_repair.hpp"

#include <algorithm>
#include <cstdlib>
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

namespace {

// "path:47:9: error: redefinition of ..." -> 47 and what follows "error: "
// (or "note: "), when the line is about `path` and says `kind`.
bool diagnostic_at(const std::string& line, const std::string& path, const std::string& kind, std::size_t& number,
                   std::string& said) {
  const std::string prefix = path + ":";
  if (line.rfind(prefix, 0) != 0) return false;
  std::size_t at = prefix.size();
  number = 0;
  const std::size_t digits = at;
  for (; at < line.size() && line[at] >= '0' && line[at] <= '9' && at - digits < 9; ++at) {
    number = number * 10 + static_cast<std::size_t>(line[at] - '0');
  }
  if (at == digits) return false;
  const std::size_t word = line.find(": " + kind + ": ", at);
  if (word == std::string::npos) return false;
  said = line.substr(word + kind.size() + 4);
  return true;
}

// "scratch::Tensor2 scratch::{anonymous}::softmax_rows(const Tensor2&)" -> "softmax_rows": as the student wrote it.
std::string last_name(std::string what) {
  what = what.substr(0, what.find('('));
  while (!what.empty() && what.back() == ' ') what.pop_back();
  what = what.substr(what.find_last_of(' ') == std::string::npos ? 0 : what.find_last_of(' ') + 1);
  if (what.rfind("::") != std::string::npos) what = what.substr(what.rfind("::") + 2);
  while (!what.empty() && (what.front() == '*' || what.front() == '&')) what.erase(0, 1);
  return what;
}

// The linker's "<path>:291: multiple definition of `ns::helper()'; <object>:<dir>/a.cpp:106: first
// defined here" on `path`'s lines: where, what, where first; false when the log has none.
bool read_multiple_definition(const std::vector<std::string>& log_lines, const std::string& file,
                              const std::string& path, ErrorOutsideRegions& found) {
  const std::string dir = path.substr(0, path.size() - file.size());
  const std::string said = ": multiple definition of `";
  for (const auto& line : log_lines) {
    const std::size_t at = line.find(path + ":");
    const std::size_t what = line.find(said);
    if (at == std::string::npos || what == std::string::npos || at > what) continue;
    found.line = 0;
    for (std::size_t digit = at + path.size() + 1; digit < what && line[digit] >= '0' && line[digit] <= '9'; ++digit) {
      found.line = found.line * 10 + static_cast<std::size_t>(line[digit] - '0');
    }
    const std::size_t name = what + said.size();
    found.defined_twice = last_name(line.substr(name, line.find('\'', name) - name));
    found.error = line.substr(what + 2, line.find('\'', name) + 1 - what - 2);
    found.at_link = true;
    const std::size_t first = line.find(": first defined here", name);
    const std::size_t other = first == std::string::npos ? first : line.rfind(dir, first);
    if (other != std::string::npos && other > name) {
      const std::string place = line.substr(other + dir.size(), first - other - dir.size());  // "a.cpp:106"
      const std::size_t colon = place.rfind(':');
      found.first_defined_file = place.substr(0, colon);
      found.first_defined = static_cast<std::size_t>(std::strtoul(place.c_str() + colon + 1, nullptr, 10));
      if (found.first_defined_file == file) found.first_defined_file.clear();
    }
    return found.line > 0;
  }
  return false;
}

bool in_a_region(const std::vector<Fence>& fences, std::size_t line) {
  return std::any_of(fences.begin(), fences.end(),
                     [&](const Fence& fence) { return line > fence.start_line && line < fence.end_line; });
}

}  // namespace

std::optional<ErrorOutsideRegions> error_outside_regions(const std::string& file, const std::string& text,
                                                         const std::string& log, const std::string& path) {
  const std::vector<Fence> regions = fences(text);
  const std::vector<std::size_t> lines = compiler_error_lines(log, path);
  if (regions.empty() || lines.empty()) return std::nullopt;
  for (const std::size_t line : lines) {
    if (in_a_region(regions, line)) return std::nullopt;
  }
  ErrorOutsideRegions found;
  found.file = file;
  const auto log_lines = split_lines(log);
  for (std::size_t i = 0; i < log_lines.size() && found.line == 0; ++i) {
    std::size_t number = 0;
    std::string said;
    if (!diagnostic_at(log_lines[i], path, "error", number, said)) continue;
    found.line = number;
    found.error = said.size() > 300 ? said.substr(0, 300) + " [...]" : said;
    const std::string redefinition = "redefinition of '";
    if (said.rfind(redefinition, 0) != 0) break;
    // What: the declaration's last name, without its parameters or type ("softmax_rows").
    const std::string what = last_name(said.substr(redefinition.size(), said.rfind('\'') - redefinition.size()));
    // Where first: the compiler's note right after the error.
    for (std::size_t j = i + 1; j < log_lines.size() && j < i + 8; ++j) {
      std::size_t first = 0;
      std::string note;
      if (diagnostic_at(log_lines[j], path, "error", first, note)) break;
      if (!diagnostic_at(log_lines[j], path, "note", first, note)) continue;
      if (note.find("previously defined here") == std::string::npos &&
          note.find("previously declared here") == std::string::npos) {
        continue;
      }
      found.defined_twice = what;
      found.first_defined = first;
      break;
    }
  }
  if (found.line == 0 && !read_multiple_definition(log_lines, file, path, found)) {
    found.line = lines.front();  // a linker's or an instantiation's line
  }
  return found;
}

std::string describe_error_outside_regions(const ErrorOutsideRegions& error, const std::string& tasks) {
  std::string where;
  if (!error.defined_twice.empty()) {
    where = "line " + std::to_string(error.line) + " defines " + error.defined_twice + " a second time";
    if (error.first_defined > 0) {
      where += " (" + (error.first_defined_file.empty() ? "" : error.first_defined_file + " ") + "line " +
               std::to_string(error.first_defined) + " defines it first)";
    }
  } else {
    where = "line " + std::to_string(error.line) + (error.error.empty() ? "" : ": " + error.error);
  }
  return error.file + " has an error outside every YOUR CODE region: " + where +
         ". The grader can put the template's code in place of a YOUR CODE region that does not compile, "
         "never in place of your lines outside those regions, so " +
         (error.at_link ? "your files could not be linked into one program"
                        : "none of " + error.file + " could be compiled") +
         (tasks.empty() ? "" : " and " + tasks + (tasks.rfind("Tasks ", 0) == 0 ? " score 0" : " scores 0")) +
         ". Fix it there, then grade again.";
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
