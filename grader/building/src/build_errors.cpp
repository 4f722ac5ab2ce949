// What a student reads of a failed build: the compiler's and the linker's
// errors summarised (summarize_compiler_errors), a compile command split
// into words (split_command_line), a broken region and a broken file told.
#include <set>
#include <sstream>

#include "build_steps.hpp"
#include "grader/building/build.hpp"
#include "grader/building/region_repair.hpp"
#include "grader/source/fences.hpp"
#include "grader/support/text.hpp"

namespace grader {
namespace build_steps {

// Region `fence` of the student's `file` (`text`), blamed by `errors` (the
// summary, names relative): the errors on its own lines, else the first one
// the compiler gave and what its brackets show when they do not pair up.
BrokenRegion broken_region(const std::string& file, const std::string& text, const Fence& fence,
                           const std::string& errors) {
  BrokenRegion region{file, fence.start_line + 1, fence.end_line - 1, {}, {}, {}};
  for (const auto& line : split_lines(errors)) {
    const auto numbers = compiler_error_lines(line, file);
    if (!numbers.empty() && numbers[0] >= region.first_line && numbers[0] <= region.last_line) {
      region.errors += (region.errors.empty() ? "" : "\n") + line;
    }
  }
  if (!region.errors.empty()) return region;
  region.errors = errors.substr(0, errors.find('\n'));  // the first error, wherever it is
  region.brackets = bracket_balance(fenced_body(text, fence));
  return region;
}

}  // namespace build_steps

namespace {

// A linker's line without the object files it names ("/usr/bin/ld:
// /w/objects/a.cpp.o: in function ...", "; /w/objects/b.cpp.o:/s/b.cpp:3:
// first defined here"): the source file and line beside them say it. A
// symbol's parameters of over 60 characters (xtensor's types) become "(...)".
// Linear in the line, which is cut at 2000 characters first (a student's
// code can make the compiler print any line).
std::string without_object_names(std::string line) {
  if (line.size() > 2000) line.resize(2000);
  if (line.rfind("/usr/bin/ld: ", 0) == 0) line.erase(0, 13);
  std::string tidy;
  std::size_t from = 0;  // the first character not copied yet
  for (std::size_t at = line.find(".o:"); at != std::string::npos; at = line.find(".o:", at + 3)) {
    const std::size_t separator = line.find_last_of(" ;:", at);
    const std::size_t start = separator == std::string::npos ? 0 : separator + 1;
    if (start < from) continue;
    tidy += line.substr(from, start - from);
    from = at + 3 + (at + 3 < line.size() && line[at + 3] == ' ' ? 1 : 0);
  }
  tidy += line.substr(from);
  for (std::size_t quote = tidy.find('`'); quote != std::string::npos; quote = tidy.find('`', quote + 1)) {
    const std::size_t open = tidy.find('(', quote);
    const std::size_t end = tidy.find('\'', quote);
    if (open == std::string::npos || end == std::string::npos || open > end) continue;
    const std::size_t close = tidy.rfind(')', end);
    if (close != std::string::npos && close > open + 61) tidy.replace(open + 1, close - open - 1, "...");
  }
  return tidy;
}

// A line of the student's code as the compiler quotes it ("  203 |   x;").
bool is_source_echo(const std::string& line) {
  std::size_t at = line.find_first_not_of(' ');
  if (at == std::string::npos || line[at] < '0' || line[at] > '9') return false;
  at = line.find_first_not_of("0123456789", at);
  at = at == std::string::npos ? at : line.find_first_not_of(' ', at);
  return at != std::string::npos && line[at] == '|';
}

}  // namespace

std::string summarize_compiler_errors(const std::string& log, const std::filesystem::path& submission_dir,
                                      std::size_t max_errors, const std::string& only_file) {
  const std::string prefix = submission_dir.string() + "/";
  std::istringstream lines(log);
  std::string line;
  std::string summary;
  std::size_t count = 0;
  std::size_t total = 0;
  std::set<std::string> shown;
  bool error_shown = false;  // the last error line was shown
  const bool linker_said =
      log.find("undefined reference") != std::string::npos || log.find("multiple definition of") != std::string::npos;
  while (std::getline(lines, line)) {
    // "error:" from the compiler, "Error:" from the assembler, the linker's
    // "undefined reference" and "multiple definition" (its own summary,
    // "collect2: error: ld returned 1", says nothing more).
    const bool linker = (line.find("undefined reference") != std::string::npos ||
                         line.find("multiple definition of") != std::string::npos) &&
                        !is_source_echo(line);
    const bool is_error =
        linker || line.find("error:") != std::string::npos || line.find(": Error: ") != std::string::npos;
    // The note that says where a thing defined twice was defined first: the other half of the error.
    const bool first_definition = !is_error && line.find(": note: ") != std::string::npos &&
                                  (line.find("previously defined here") != std::string::npos ||
                                   line.find("previously declared here") != std::string::npos);
    if ((!is_error && !first_definition) || line.find("make") == 0 || line.find("gmake") == 0) continue;
    if (linker_said && line.find("collect2: error: ld returned") != std::string::npos) continue;
    if (!only_file.empty() && line.find(prefix + only_file + ":") == std::string::npos) continue;
    if (first_definition && !error_shown) continue;  // beside a shown error only
    if (linker) line = without_object_names(line);
    for (auto at = line.find(prefix); at != std::string::npos; at = line.find(prefix)) line.erase(at, prefix.size());
    // xtensor's types run to thousands of characters; the start says enough.
    if (line.size() > 300) line = line.substr(0, 300) + " [...]";
    // The same line again (an error repeated by a header read twice) is shown once.
    if (shown.count(line) > 0) continue;
    shown.insert(line);
    if (first_definition) {
      summary += line + "\n";
      continue;
    }
    ++total;
    error_shown = count < max_errors;
    if (!error_shown) continue;
    summary += line + "\n";
    ++count;
  }
  if (total > count) summary += "(" + std::to_string(total - count) + " more errors not shown)\n";
  if (summary.empty() && !only_file.empty()) return summary;
  if (summary.empty()) {
    // No recognisable error line: show the end of the log.
    summary = log.size() > 2000 ? "[...]" + log.substr(log.size() - 2000) : log;
  }
  while (!summary.empty() && summary.back() == '\n') summary.pop_back();
  return summary;
}

std::vector<std::string> split_command_line(const std::string& command) {
  std::vector<std::string> words;
  std::string word;
  bool in_word = false;
  for (std::size_t i = 0; i < command.size(); ++i) {
    const char c = command[i];
    if (c == ' ' || c == '\t' || c == '\n') {
      if (in_word) words.push_back(word);
      word.clear();
      in_word = false;
    } else if (c == '\'') {
      in_word = true;
      for (++i; i < command.size() && command[i] != '\''; ++i) word += command[i];
    } else if (c == '"') {
      in_word = true;
      for (++i; i < command.size() && command[i] != '"'; ++i) {
        if (command[i] == '\\' && i + 1 < command.size()) ++i;
        word += command[i];
      }
    } else if (c == '\\' && i + 1 < command.size()) {
      in_word = true;
      word += command[++i];
    } else {
      in_word = true;
      word += c;
    }
  }
  if (in_word) words.push_back(word);
  return words;
}
namespace build_steps {

// What a student reads for `file`, which did not compile (its compiler said
// `log`): the limit that ended its compile or mending first (`limit`, when
// one did, the line a student reads), then its errors.
std::string broken_file_errors(const std::string& file, const std::string& log, const std::string& limit,
                               const std::filesystem::path& submission_dir) {
  std::string errors = summarize_compiler_errors(log, submission_dir, 8, file);
  // The assembler's errors name a temporary file, not the student's.
  if (errors.empty()) errors = file + ": " + summarize_compiler_errors(log, submission_dir, 1);
  if (!limit.empty() && errors.find(limit) == std::string::npos) errors = file + ": error: " + limit + "\n" + errors;
  return errors;
}

}  // namespace build_steps
}  // namespace grader
