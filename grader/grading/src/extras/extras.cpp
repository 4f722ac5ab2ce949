#include "grader/grading/extras/extras.hpp"

#include <stdlib.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <stdexcept>

#include "grader/execution/runner.hpp"
#include "grader/source/fences.hpp"
#include "grader/source/lexer.hpp"
#include "grader/source/readers.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"
#include "grader/support/programs.hpp"
#include "grader/support/registry.hpp"
#include "grader/support/safe_text.hpp"
#include "grader/support/text.hpp"

namespace grader {
namespace fs = std::filesystem;

namespace {

// An assignment or initialisation: '=' that is not part of ==, !=, <= or >=
// (the code's literals are empty: code_and_comments_by_line).
bool assigns(const std::string& bare) {
  for (std::size_t i = 0; i < bare.size(); ++i) {
    if (bare[i] != '=') continue;
    const char before = i > 0 ? bare[i - 1] : ' ';
    const char after = i + 1 < bare.size() ? bare[i + 1] : ' ';
    if (after == '=') {
      ++i;
      continue;
    }
    if (before != '=' && before != '!' && before != '<' && before != '>') return true;
  }
  return false;
}

bool is_shape_comment(const std::string& comment) {
  static const std::regex shape(R"(\[[^\]]*\])");
  return std::regex_search(comment, shape);
}

// The control header a statement may start with ("for (...)", "if (...)",
// "else", "while (...)"), removed: "for (...) acc += x;" is judged by "acc += x;".
std::string without_control_header(std::string code) {
  static const std::regex keyword(R"(^\s*(for|if|while|else|do)\b\s*)");
  std::smatch match;
  while (std::regex_search(code, match, keyword)) {
    code = code.substr(static_cast<std::size_t>(match.length(0)));
    if (code.empty() || code.front() != '(') continue;
    int depth = 0;
    std::size_t end = 0;
    for (; end < code.size(); ++end) {
      if (code[end] == '(') ++depth;
      if (code[end] == ')' && --depth == 0) break;
    }
    code = end < code.size() ? code.substr(end + 1) : std::string();
  }
  return code;
}

// What a statement assigns to: the text before its first assignment operator
// ("acc" of "acc += x;", "out(b, i, j)" of "out(b, i, j) = acc;"), or empty.
std::string assignment_target(const std::string& bare) {
  for (std::size_t i = 0; i < bare.size(); ++i) {
    if (bare[i] != '=') continue;
    const char before = i > 0 ? bare[i - 1] : ' ';
    if (i + 1 < bare.size() && bare[i + 1] == '=') {
      ++i;
      continue;
    }
    if (before == '!' || before == '<' || before == '>' || before == '=') continue;
    std::size_t end = i;
    while (end > 0 && std::string("+-*/%&|^").find(bare[end - 1]) != std::string::npos) --end;
    return trim(bare.substr(0, end));
  }
  return {};
}

// Statements that make no tensor: scalar declarations, throws, (void) casts,
// writes to a scalar declared earlier (`acc += ...`) or to one element
// (`out(b, i, j) = acc;`, `weights[j] = ...`). `scalars` collects the names
// the region's scalar declarations introduce, in reading order.
bool exempt_statement(const std::string& statement, std::set<std::string>& scalars) {
  static const std::regex typed_scalar(
      R"(^\s*(?:(?:const|constexpr|static)\s+)*(?:std::size_t|size_t|float|double|int|long|bool|unsigned|char|std::ptrdiff_t|std::int64_t|std::uint64_t)\b\s*(\w*))");
  // auto from a number, a size, a cast to a number or a square root of one.
  static const std::regex auto_scalar(
      R"(^\s*(?:(?:const|constexpr|static)\s+)*auto\s+(\w+)\s*=\s*(?:[-+]?[0-9.]+[fFlLuU]*\s*;|.*(?:\.shape\(|\.size\(\)|\.dimension\(\)|static_cast<\s*(?:float|double|int|long|std::size_t|size_t)\s*>|std::sqrt\()))");
  static const std::regex no_tensor(R"(^\s*(?:throw\b|\(void\)|break\s*;|continue\s*;|$))");
  static const std::regex element_write(R"(^(\w+)\s*(?:\(|\[)(.*)(?:\)|\])$)");
  const std::string code = without_control_header(statement);
  std::smatch match;
  if (std::regex_search(code, match, typed_scalar)) {
    // Every name of the declaration: "double top = -INFINITY, total = 0;".
    const std::string names = code.substr(static_cast<std::size_t>(match.position(1)));
    int depth = 0;
    bool at_name = true;
    std::string name;
    for (const char c : names) {
      if (at_name) {
        if (std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_') {
          name += c;
          continue;
        }
        if (name.empty() && std::isspace(static_cast<unsigned char>(c)) != 0) continue;
        if (!name.empty()) scalars.insert(name);
        name.clear();
        at_name = false;
      }
      if (c == '(' || c == '[' || c == '{' || c == '<') ++depth;
      if (c == ')' || c == ']' || c == '}' || c == '>') --depth;
      if (depth == 0 && c == ',') at_name = true;
    }
    if (at_name && !name.empty()) scalars.insert(name);
    return true;
  }
  if (std::regex_search(code, match, auto_scalar)) {
    scalars.insert(match[1].str());
    return true;
  }
  if (std::regex_search(code, no_tensor)) return true;
  const std::string target = assignment_target(code);
  if (scalars.count(target) > 0) return true;
  // One element: name(i, j) or name[i], indices without xtensor's views.
  return std::regex_match(target, match, element_write) && match[2].str().find("xt::") == std::string::npos &&
         match[2].str().find("all()") == std::string::npos;
}

// Whether `text` is one bracketed group: it opens with `open` and the
// bracket that closes that one is its last character.
bool one_group(const std::string& text, char open, char close) {
  if (text.size() < 2 || text.front() != open || text.back() != close) return false;
  int depth = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == open) ++depth;
    if (text[i] == close && --depth == 0) return i + 1 == text.size();
  }
  return false;
}

// The parts of a list separated by commas outside brackets ("a, f(b, c)": "a", "f(b, c)").
std::vector<std::string> top_level_parts(const std::string& list) {
  std::vector<std::string> parts(1);
  int depth = 0;
  for (const char c : list) {
    if (c == '(' || c == '[' || c == '{') ++depth;
    if (c == ')' || c == ']' || c == '}') --depth;
    if (c == ',' && depth == 0) {
      parts.emplace_back();
    } else {
      parts.back() += c;
    }
  }
  return parts;
}

// What a return statement gives back, when it makes no tensor of its own:
// nothing (`return;`), a number, or tensors that already exist passed on
// unchanged: a name (`output`, `result.first`, `this->cache`), in
// parentheses, `std::move(...)`, or several of them in braces or
// `std::make_pair` / `std::make_tuple` (`{output, probs}`). Anything that
// calls or computes (`attend(s, x)`, `x * 2`, `{mix(merged), probs}`) makes a
// tensor: its shape is what the comment is for.
bool passes_on(std::string value) {
  static const std::regex name(R"(^[A-Za-z_]\w*(?:\s*(?:\.|->)\s*[A-Za-z_]\w*)*$)");
  static const std::regex number(R"(^[-+]?[0-9.]+[fFlLuU]*$)");
  static const std::regex wrapper(R"(^std\s*::\s*(move|make_pair|make_tuple)\s*(\(.*\))$)");
  value = trim(value);
  std::smatch match;
  if (value.empty() || std::regex_match(value, name) || std::regex_match(value, number)) return true;
  if (one_group(value, '(', ')')) return passes_on(value.substr(1, value.size() - 2));
  std::string list;
  if (std::regex_match(value, match, wrapper) && one_group(match[2].str(), '(', ')')) {
    list = match[2].str();
  } else if (one_group(value, '{', '}')) {
    list = value;
  } else {
    return false;
  }
  const auto parts = top_level_parts(list.substr(1, list.size() - 2));
  if (match.size() > 1 && match[1].str() == "move" && parts.size() != 1) return false;
  return std::all_of(parts.begin(), parts.end(),
                     [](const std::string& part) { return !trim(part).empty() && passes_on(part); });
}

// Whether a statement (without its control header) makes or reshapes a
// tensor as far as the text shows: it assigns, or it returns something other
// than what passes_on() accepts.
bool may_make_tensor(const std::string& judged) {
  static const std::regex return_statement(R"(^\s*return\b\s*(.*?)\s*;?\s*$)");
  std::smatch match;
  if (std::regex_match(judged, match, return_statement)) return !passes_on(match[1].str());
  return assigns(judged);
}

// Only a submission's regular files are read: a symbolic link could point at
// anything the grader may read (a hidden reference file), and what is read
// here ends up in the report.
std::string read_or_empty(const fs::path& path) {
  std::error_code error;
  if (fs::symlink_status(path, error).type() != fs::file_type::regular) return {};
  try {
    return read_file_bytes(path, ExitCode::submission_error);
  } catch (const GraderError&) {
    return {};
  }
}

// The regions the extras check: the fenced ones, or the whole file when its
// fence comments were deleted (else deleting them would pass every check).
std::vector<Region> checked_regions(const std::string& text) {
  std::vector<Region> regions = student_regions(text);
  const std::size_t lines = split_lines(text).size();
  if (regions.empty() && lines > 0) regions.push_back({1, lines});
  return regions;
}

}  // namespace

std::vector<std::size_t> lines_missing_shape_comments(const std::string& text) {
  // Each line's code (literals emptied) and comments, from grader/source's lexer.
  const std::vector<LineParts> lines = code_and_comments_by_line(text);
  std::vector<std::size_t> missing;
  for (const Region& region : checked_regions(text)) {
    std::set<std::string> scalars;       // names of the region's scalar declarations
    bool comment_above = false;          // the previous line is a shape comment alone
    bool statement_has_comment = false;  // the statement being read has one
    std::string statement;
    std::size_t statement_line = 0;
    for (std::size_t number = region.first_line; number <= region.last_line; ++number) {
      const std::string code = trim(lines[number - 1].code);
      const std::string& comment = lines[number - 1].comment;
      if (code.empty()) {
        // A comment line (or a blank one) before the statement it describes.
        if (statement.empty()) comment_above = !comment.empty() && is_shape_comment(comment);
        continue;
      }
      if (statement.empty()) {
        statement_line = number;
        statement_has_comment = comment_above;
      }
      statement += code + " ";
      statement_has_comment = statement_has_comment || is_shape_comment(comment);
      const char last = code.back();
      if (last == '{' || last == '}') {
        // Control flow (for, if, a closing brace): not a statement of its own.
        statement.clear();
        comment_above = false;
        continue;
      }
      if (last != ';') continue;  // the statement goes on
      const std::string judged = without_control_header(statement);
      if (may_make_tensor(judged) && !exempt_statement(statement, scalars) && !statement_has_comment) {
        missing.push_back(statement_line);
      }
      statement.clear();
      comment_above = false;
    }
  }
  return missing;
}

long count_statements(const std::string& source, const std::string& function) {
  // The definitions in the code the compiler reads (grader/source): not in a
  // comment or a literal, not in a branch of #if 0 or the #else of #if 1; of
  // those, the ones of the course's class, not of a class of the same name
  // the file declares itself (a decoy in another namespace). When the text
  // leaves several (an #ifdef of a macro it does not define), the longest
  // counts: a decoy never shortens the count.
  const CompiledCode code = compiled_code(lex_cpp(source));
  const std::vector<FunctionDefinition> definitions = function_definitions(code, function);
  const bool any_of_the_course =
      std::any_of(definitions.begin(), definitions.end(),
                  [](const FunctionDefinition& definition) { return !definition.own_class; });
  long statements = -1;
  for (const FunctionDefinition& definition : definitions) {
    if (any_of_the_course && definition.own_class) continue;
    statements = std::max(statements, statement_count(code.tokens, definition.body_open));
  }
  return statements;
}

namespace {

// "a.cpp:4, a.cpp:9, ...": at most eight places.
std::string list_places(const std::vector<std::string>& places) {
  std::string list;
  for (std::size_t i = 0; i < places.size() && i < 8; ++i) list += (i ? ", " : "") + places[i];
  if (places.size() > 8) list += ", ...";
  return list;
}

// Whether a comment switches clang-format off or on: "// clang-format off",
// "/* clang-format on */", with or without more after it.
bool switches_format(const std::string& text, const Token& comment, const std::string& state) {
  std::string body = text.substr(comment.begin + 2, comment.end - comment.begin - 2);
  if (text.compare(comment.begin, 2, "/*") == 0 && body.size() >= 2) body.resize(body.size() - 2);
  body = trim(body);
  return body.rfind("clang-format " + state, 0) == 0;
}

}  // namespace

std::string without_format_switches(const std::string& text) {
  std::string out = text;
  const auto disarm = [&](const Token& comment) {
    for (std::size_t at = out.find("clang-format", comment.begin); at != std::string::npos && at < comment.end;
         at = out.find("clang-format", at + 1)) {
      out[at + 5] = '_';
    }
  };
  const std::vector<Region> regions = checked_regions(text);
  std::size_t next_region = 0;
  std::vector<const Token*> left_off;  // the switches outside the fences since formatting was last on
  const auto enter_regions_before = [&](std::size_t line) {
    for (; next_region < regions.size() && regions[next_region].first_line <= line; ++next_region) {
      for (const Token* comment : left_off) disarm(*comment);
      left_off.clear();
    }
  };
  // Every comment of the text, from grader/source's lexer.
  const std::vector<Token> comments = lex_cpp(text).comments;
  for (const Token& comment : comments) {
    enter_regions_before(comment.line);
    const bool inside = std::any_of(regions.begin(), regions.end(), [&](const Region& region) {
      return comment.line >= region.first_line && comment.line <= region.last_line;
    });
    if (inside) {
      disarm(comment);
    } else if (switches_format(text, comment, "off")) {
      left_off.push_back(&comment);
    } else if (switches_format(text, comment, "on")) {
      left_off.clear();
    }
  }
  enter_regions_before(static_cast<std::size_t>(-1));
  return out;
}

namespace {

ExtraResult check_clang_format(const Extra& extra, const fs::path& submission_dir, const fs::path& style_file) {
  ExtraResult result{extra.id, extra.name, ExtraResult::Status::not_checked, 0, extra.points, "", "", {}};
  const fs::path clang_format = find_installed_program("clang-format").value_or("");
  if (clang_format.empty()) {
    result.message = "not checked: clang-format is not installed (apt-get install clang-format)";
    return result;
  }
  if (!fs::exists(style_file)) {
    result.message = "not checked: the style file " + style_file.string() + " is missing";
    return result;
  }
  // Each file is checked as a copy beside a copy of the style file, with
  // --style=file: clang-format before 14 (Debian 11's is 11) has no
  // --style=file:<path>.
  std::string pattern = (fs::temp_directory_path() / "grader-style-XXXXXX").string();
  if (::mkdtemp(pattern.data()) == nullptr) {
    result.message = "not checked: cannot create a temporary folder for clang-format";
    return result;
  }
  const fs::path scratch = pattern;
  struct RemoveScratch {
    fs::path dir;
    ~RemoveScratch() {
      std::error_code ignored;
      fs::remove_all(dir, ignored);
    }
  } remove_scratch{scratch};
  std::error_code copy_error;
  fs::copy_file(style_file, scratch / ".clang-format", copy_error);
  if (copy_error) {
    result.message = "not checked: cannot copy " + style_file.string() + " (" + copy_error.message() + ")";
    return result;
  }
  std::vector<std::string> places;
  for (const auto& file : extra.files) {
    const std::string text = read_or_empty(submission_dir / file);
    std::vector<std::string> argv = {clang_format.string(), "--style=file", "--dry-run"};
    const auto regions = checked_regions(text);
    if (regions.empty()) continue;
    for (const Region& region : regions) {
      argv.push_back("--lines=" + std::to_string(region.first_line) + ":" + std::to_string(region.last_line));
    }
    const fs::path copy = scratch / fs::path(file).filename();
    // Checked as if the student's clang-format off/on were plain comments.
    std::ofstream(copy, std::ios::binary) << without_format_switches(text);
    argv.push_back(copy.string());
    Limits limits;
    limits.timeout_seconds = 30;
    limits.output_kib = 256;
    const ProcessResult run = run_limited(argv, scratch, limits);
    if (run.outcome != ProcessResult::Outcome::exited || run.exit_code != 0) {
      result.message = "not checked: clang-format failed on " + file + " (" + run.describe() + ")";
      return result;
    }
    // "<path>:<line>:<column>: warning: code should be clang-formatted"
    const std::regex violation(":([0-9]+):[0-9]+: (?:warning|error): code should be clang-formatted");
    std::set<long> lines;
    for (std::sregex_iterator it(run.stderr_text.begin(), run.stderr_text.end(), violation), end; it != end; ++it) {
      lines.insert(std::stol((*it)[1].str()));
    }
    for (const long line : lines) places.push_back(file + ":" + std::to_string(line));
  }
  if (places.empty()) {
    result.status = ExtraResult::Status::met;
    result.message = "your code follows the course's .clang-format";
    return result;
  }
  result.status = ExtraResult::Status::not_met;
  result.points = extra.points;
  result.message = std::to_string(places.size()) + (places.size() == 1 ? " line differs" : " lines differ") +
                   " from clang-format's layout (" + list_places(places) + "): run `clang-format -i` on your files";
  return result;
}

ExtraResult check_shape_comments(const Extra& extra, const fs::path& submission_dir, const fs::path& /*style_file*/) {
  ExtraResult result{extra.id, extra.name, ExtraResult::Status::met, 0, extra.points, "", "", {}};
  std::vector<std::string> places;
  for (const auto& file : extra.files) {
    for (const std::size_t line : lines_missing_shape_comments(read_or_empty(submission_dir / file))) {
      places.push_back(file + ":" + std::to_string(line));
    }
  }
  if (places.empty()) {
    result.message = "every statement that makes a tensor has a shape comment";
    return result;
  }
  result.status = ExtraResult::Status::not_met;
  result.points = extra.points;
  result.message = std::to_string(places.size()) + (places.size() == 1 ? " statement has" : " statements have") +
                   " no shape comment such as \"// [batch, seq, hidden]\": " + list_places(places);
  return result;
}

nlohmann::json read_max_statements(const ManifestFields& reader, const nlohmann::json& node, const std::string& field) {
  return {{"function", reader.string(node, "function", field + ".function")},
          {"max_statements",
           static_cast<std::size_t>(reader.non_negative(
               reader.required(node, "max_statements", field + ".max_statements"), field + ".max_statements"))}};
}

ExtraResult check_max_statements(const Extra& extra, const fs::path& submission_dir, const fs::path& /*style_file*/) {
  const auto function = extra.settings.at("function").get<std::string>();
  const auto most = extra.settings.at("max_statements").get<std::size_t>();
  ExtraResult result{extra.id, extra.name, ExtraResult::Status::not_met, 0, extra.points, "", "", {}};
  for (const auto& file : extra.files) {
    const long count = count_statements(read_or_empty(submission_dir / file), function);
    if (count < 0) continue;
    if (count <= static_cast<long>(most)) {
      result.status = ExtraResult::Status::met;
      result.points = extra.points;
      result.message =
          function + " has " + std::to_string(count) + " statements (at most " + std::to_string(most) + " earns this)";
    } else {
      result.message =
          function + " has " + std::to_string(count) + " statements; at most " + std::to_string(most) + " earns this";
    }
    return result;
  }
  result.message = function + " is not defined in " + (extra.files.empty() ? "" : extra.files.front());
  return result;
}

// A fenced answers file shown as its answers only, each under its fence's
// label ("answer Q1:"); a file without fences is shown whole.
std::string answers_only(const std::string& text) {
  const auto regions = student_regions(text);
  if (regions.empty()) return text;
  const auto lines = split_lines(text);
  std::string out;
  for (const Region& region : regions) {
    const std::string label = fence_label(lines[region.first_line - 2]).value_or("answer");
    std::string answer;
    for (std::size_t number = region.first_line; number <= region.last_line; ++number) {
      if (stub_line(lines[number - 1])) continue;  // the solution's note for the template
      answer += lines[number - 1] + "\n";
    }
    answer = trim(answer);
    if (answer.empty() || answer == "_Your answer._") {
      out += trim(label) + ": (not answered)\n";
      continue;
    }
    out += trim(label) + ":\n";
    std::istringstream answer_lines(answer);
    for (std::string line; std::getline(answer_lines, line);) out += "  " + line + "\n";
  }
  return out;
}

ExtraResult check_manual(const Extra& extra, const fs::path& submission_dir, const fs::path& /*style_file*/) {
  ExtraResult result{extra.id, extra.name, ExtraResult::Status::manual, 0, extra.points, "", "", {}};
  for (const auto& file : extra.files) {
    std::error_code error;
    const fs::path path = submission_dir / file;
    if (fs::symlink_status(path, error).type() != fs::file_type::regular) {
      result.text += (result.text.empty() ? "" : "\n") + ("(" + file + " is missing)");
      continue;
    }
    // Any bytes: a Latin-1 or UTF-16 file read as what it is, then valid
    // UTF-8 without terminal control, cut on a character boundary.
    std::string text = safe_text(answers_only(text_file_as_utf8(read_or_empty(path))));
    if (text.size() > 20000) text = utf8_prefix(text, 20000) + "\n[... cut at 20000 characters]";
    result.text += (result.text.empty() ? "" : "\n") + text;
  }
  while (!result.text.empty() && result.text.back() == '\n') result.text.pop_back();
  result.message = "needs manual review";
  return result;
}

// The table: one line per kind.
Registry<ExtraKind, &ExtraKind::name>& extra_kinds() {
  static Registry<ExtraKind, &ExtraKind::name> kinds(
      "register_extra_kind: an extra kind", {
                                                {"clang_format", false, nullptr, check_clang_format},
                                                {"shape_comments", false, nullptr, check_shape_comments},
                                                {"max_statements", false, read_max_statements, check_max_statements},
                                                {"manual", true, nullptr, check_manual},
                                            });
  return kinds;
}

}  // namespace

const ExtraKind* find_extra_kind(const std::string& name) { return extra_kinds().find(name); }

std::vector<std::string> extra_kind_names() { return extra_kinds().names(); }

void register_extra_kind(ExtraKind kind) {
  const bool complete = static_cast<bool>(kind.evaluate);
  extra_kinds().add(std::move(kind), complete);
}

std::vector<ExtraResult> evaluate_extras(const Manifest& manifest, const fs::path& submission_dir,
                                         const fs::path& style_file) {
  std::vector<ExtraResult> results;
  for (const Extra& extra : manifest.extras) {
    const ExtraKind* kind = find_extra_kind(extra.kind);
    if (kind == nullptr) {
      throw GraderError(ExitCode::manifest_error,
                        manifest.path.string() + ": extra \"" + extra.id + "\": unknown kind \"" + extra.kind + "\"");
    }
    results.push_back(kind->evaluate(extra, submission_dir, style_file));
    results.back().requires_tasks = extra.requires_tasks;
  }
  return results;
}

}  // namespace grader
