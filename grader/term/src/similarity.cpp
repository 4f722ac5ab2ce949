#include "grader/term/similarity.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <fstream>
#include <set>
#include <sstream>

#include "grader/batch/batch.hpp"
#include "grader/building/build.hpp"
#include "grader/execution/runner.hpp"
#include "grader/reports/reports.hpp"
#include "grader/support/course_layout.hpp"
#include "grader/support/csv.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"
#include "grader/support/programs.hpp"
#include "grader/support/text.hpp"

namespace grader {

namespace fs = std::filesystem;

namespace {

std::string sim_program() {
  return installed_program("sim_c++", ExitCode::usage,
                           "--similarity needs it, from Debian's similarity-tester package (scripts/setup-deps "
                           "--course installs it: from the archive on Debian 11 and 12, from Debian 14's on "
                           "Debian 13, whose archive has none)");
}

// A line as it is compared with the template's: without any blank, so
// that layout changes do not make a provided line the student's.
std::string line_key(const std::string& line) {
  std::string key;
  for (const char c : line) {
    if (c != ' ' && c != '\t' && c != '\r' && c != '\f' && c != '\v') key += c;
  }
  return key;
}

// The lines of `text` (blank ones left out) that are not the template's
// lines kept unchanged: those of a longest common subsequence of the two
// files' lines, compared without blanks, are the template's; every other line,
// wherever it stands (in the fences or not), is the student's. A file with no
// template is the student's whole.
std::string without_template_lines(const std::string& text, const std::string& template_text) {
  const std::vector<std::string> lines = split_lines(text);
  std::vector<std::string> provided;
  for (const auto& line : split_lines(template_text)) {
    if (!line_key(line).empty()) provided.push_back(line_key(line));
  }
  const std::set<std::string> provided_set(provided.begin(), provided.end());
  // Only the lines the template also has can be its: the others are the student's at once.
  std::vector<std::size_t> candidates;
  std::vector<bool> theirs(lines.size(), false);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (provided_set.count(line_key(lines[i])) > 0) candidates.push_back(i);
  }
  const std::size_t n = candidates.size();
  const std::size_t m = provided.size();
  if (n > 0 && n * m <= 16'000'000) {
    // lcs[i][j]: the longest common subsequence of candidates[i..] and provided[j..].
    std::vector<std::uint32_t> lcs((n + 1) * (m + 1), 0);
    const auto at = [&](std::size_t i, std::size_t j) -> std::uint32_t& { return lcs[i * (m + 1) + j]; };
    for (std::size_t i = n; i-- > 0;) {
      const std::string key = line_key(lines[candidates[i]]);
      for (std::size_t j = m; j-- > 0;) {
        at(i, j) = key == provided[j] ? at(i + 1, j + 1) + 1 : std::max(at(i + 1, j), at(i, j + 1));
      }
    }
    for (std::size_t i = 0, j = 0; i < n && j < m;) {
      if (line_key(lines[candidates[i]]) == provided[j] && at(i, j) == at(i + 1, j + 1) + 1) {
        theirs[candidates[i]] = true;
        ++i;
        ++j;
      } else if (at(i + 1, j) >= at(i, j + 1)) {
        ++i;
      } else {
        ++j;
      }
    }
  } else {
    // Too many to align (a file of a hundred thousand braces): every line the template has is its.
    for (const std::size_t i : candidates) theirs[i] = true;
  }
  std::string own;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (!theirs[i] && !line_key(lines[i]).empty()) own += lines[i] + "\n";
  }
  return own;
}

bool is_cpp_file(const fs::path& file) {
  static const std::set<std::string> extensions = {".cpp", ".cc",  ".cxx", ".c++", ".h",
                                                   ".hh",  ".hpp", ".hxx", ".inl", ".ipp"};
  return extensions.count(file.extension().string()) > 0;
}

// The sources (in the manifest's order) and every other C++ file of the
// folder (the student's own headers), at most two folders down: everything
// the student wrote.
std::vector<std::string> student_files(const fs::path& folder, const std::vector<std::string>& sources) {
  std::vector<std::string> files;
  std::error_code error;
  for (const auto& source : sources) {
    if (fs::is_regular_file(folder / source, error)) files.push_back(source);
  }
  std::vector<std::string> others;
  for (fs::recursive_directory_iterator it(folder, error), end; !error && it != end; it.increment(error)) {
    const std::string name = it->path().filename().string();
    if (it->is_directory(error)) {
      if (it.depth() >= 2 || name.empty() || name[0] == '.' || name == "build") it.disable_recursion_pending();
      continue;
    }
    const std::string relative = it->path().lexically_relative(folder).generic_string();
    if (it->is_regular_file(error) && !it->is_symlink(error) && is_cpp_file(it->path()) &&
        std::find(sources.begin(), sources.end(), relative) == sources.end()) {
      others.push_back(relative);
    }
  }
  std::sort(others.begin(), others.end());
  files.insert(files.end(), others.begin(), others.end());
  return files;
}

// The C++ keywords a statement keeps as they are; every other name is one
// symbol, so renaming hides nothing.
bool is_keyword(const std::string& word) {
  static const std::set<std::string> keywords = {"alignas",     "alignof",
                                                 "asm",         "auto",
                                                 "bool",        "break",
                                                 "case",        "catch",
                                                 "char",        "class",
                                                 "const",       "constexpr",
                                                 "const_cast",  "continue",
                                                 "decltype",    "default",
                                                 "delete",      "do",
                                                 "double",      "dynamic_cast",
                                                 "else",        "enum",
                                                 "explicit",    "extern",
                                                 "false",       "float",
                                                 "for",         "friend",
                                                 "goto",        "if",
                                                 "inline",      "int",
                                                 "long",        "mutable",
                                                 "namespace",   "new",
                                                 "noexcept",    "nullptr",
                                                 "operator",    "private",
                                                 "protected",   "public",
                                                 "register",    "reinterpret_cast",
                                                 "return",      "short",
                                                 "signed",      "sizeof",
                                                 "static",      "static_assert",
                                                 "static_cast", "struct",
                                                 "switch",      "template",
                                                 "this",        "throw",
                                                 "true",        "try",
                                                 "typedef",     "typeid",
                                                 "typename",    "union",
                                                 "unsigned",    "using",
                                                 "virtual",     "void",
                                                 "volatile",    "while"};
  return keywords.count(word) > 0;
}

bool is_name_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_'; }

// The tokens of `code` as the statement comparison reads them: comments and
// preprocessor lines left out, every name that is not a keyword "I", every
// number "N", every string or character literal "S", two-character
// operators whole.
std::vector<std::string> comparison_tokens(const std::string& code) {
  static const std::set<std::string> pairs = {"::", "->", "++", "--", "<=", ">=", "==", "!=", "&&", "||",
                                              "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<", ">>"};
  std::vector<std::string> tokens;
  const std::size_t n = code.size();
  bool line_start = true;
  for (std::size_t i = 0; i < n;) {
    const char c = code[i];
    if (c == '\n') {
      line_start = true;
      ++i;
    } else if (std::isspace(static_cast<unsigned char>(c)) != 0) {
      ++i;
    } else if (c == '#' && line_start) {  // a preprocessor line, with its continuations
      while (i < n && code[i] != '\n') i += code[i] == '\\' && i + 1 < n ? std::size_t{2} : std::size_t{1};
    } else if (code.compare(i, 2, "//") == 0) {
      while (i < n && code[i] != '\n') ++i;
    } else if (code.compare(i, 2, "/*") == 0) {
      const std::size_t end = code.find("*/", i + 2);
      i = end == std::string::npos ? n : end + 2;
      line_start = false;
    } else if (c == '"' || c == '\'') {
      for (++i; i < n && code[i] != c && code[i] != '\n'; ++i) {
        if (code[i] == '\\') ++i;
      }
      ++i;
      tokens.emplace_back("S");
      line_start = false;
    } else if (std::isdigit(static_cast<unsigned char>(c)) != 0) {
      while (i < n && (is_name_char(code[i]) || code[i] == '.' || code[i] == '\'' ||
                       ((code[i] == '+' || code[i] == '-') && (code[i - 1] == 'e' || code[i - 1] == 'E')))) {
        ++i;
      }
      tokens.emplace_back("N");
      line_start = false;
    } else if (is_name_char(c)) {
      const std::size_t start = i;
      while (i < n && is_name_char(code[i])) ++i;
      const std::string word = code.substr(start, i - start);
      tokens.push_back(is_keyword(word) ? word : "I");
      line_start = false;
    } else {
      const std::string two = code.substr(i, 2);
      tokens.push_back(pairs.count(two) > 0 ? two : std::string(1, c));
      i += tokens.back().size();
      line_start = false;
    }
  }
  return tokens;
}

// A statement: its tokens up to and with the `;`, `{` or `}` that ends it,
// or the `)` that ends an `if`, `while` or `switch` head, or a lone `else`
// (so `if (c) s;` and `if (c) { s; }` are the same two statements), kept
// as a hash and a weight (its token count). A lone brace is no statement.
struct Statement {
  std::uint64_t hash = 0;
  std::uint32_t tokens = 0;
  bool operator==(const Statement& other) const { return hash == other.hash && tokens == other.tokens; }
};

std::vector<Statement> statements_of(const std::string& code) {
  std::vector<Statement> statements;
  std::string text;
  std::uint32_t count = 0;
  bool head = false;  // in an if, while or switch head, until its parentheses close
  int depth = 0;      // of parentheses in that head
  const auto end_statement = [&](std::uint32_t at_least) {
    if (count >= at_least) statements.push_back({std::hash<std::string>{}(text), count});
    text.clear();
    count = 0;
    head = false;
    depth = 0;
  };
  for (const auto& token : comparison_tokens(code)) {
    if (count == 0 && (token == "if" || token == "while" || token == "switch")) head = true;
    text += token;
    text += ' ';
    ++count;
    if (head && token == "(") ++depth;
    const bool head_closed = head && token == ")" && --depth == 0;
    if (token == ";" || token == "{" || token == "}") {
      end_statement(2);
    } else if ((count == 1 && token == "else") || head_closed) {
      end_statement(1);
    }
  }
  if (count > 0) end_statement(1);
  return statements;
}

// A party's statements as written, and sorted (to match in any order).
struct Statements {
  std::vector<Statement> in_order;
  std::vector<std::pair<std::uint64_t, std::uint32_t>> sorted;
  std::uint64_t weight = 0;  // tokens
};

Statements statements_of_party(const std::string& code) {
  Statements statements;
  statements.in_order = statements_of(code);
  for (const auto& statement : statements.in_order) {
    statements.sorted.emplace_back(statement.hash, statement.tokens);
    statements.weight += statement.tokens;
  }
  std::sort(statements.sorted.begin(), statements.sorted.end());
  return statements;
}

// The tokens of statements that `a` and `b` both have, in any order: never
// fewer than in order, and quick.
std::uint64_t matched_weight_in_any_order(const Statements& a, const Statements& b) {
  std::uint64_t matched = 0;
  for (std::size_t i = 0, j = 0; i < a.sorted.size() && j < b.sorted.size();) {
    if (a.sorted[i] < b.sorted[j]) {
      ++i;
    } else if (b.sorted[j] < a.sorted[i]) {
      ++j;
    } else {
      matched += b.sorted[j].second;
      ++i;
      ++j;
    }
  }
  return matched;
}

// The tokens of statements that `a` and `b` both have in the same order (a
// longest common subsequence weighted by tokens), or, for a pair too large
// to align, in any order (never fewer).
std::uint64_t matched_weight(const Statements& a, const Statements& b) {
  const std::size_t n = a.in_order.size();
  const std::size_t m = b.in_order.size();
  if (n == 0 || m == 0) return 0;
  if (n * m > 50'000'000) return matched_weight_in_any_order(a, b);
  std::vector<std::uint64_t> next(m + 1, 0);
  std::vector<std::uint64_t> row(m + 1, 0);
  for (std::size_t i = n; i-- > 0;) {
    for (std::size_t j = m; j-- > 0;) {
      row[j] = a.in_order[i] == b.in_order[j] ? next[j + 1] + b.in_order[j].tokens : std::max(next[j], row[j + 1]);
    }
    std::swap(row, next);
  }
  return next[0];
}

// The larger of "b's statements are in a, in order, for N % of b's tokens"
// and the converse; 0 when neither can reach `threshold` (their statements
// in any order do not).
int statement_percent(const Statements& a, const Statements& b, int threshold) {
  const std::uint64_t shared = matched_weight_in_any_order(a, b);
  const std::uint64_t smaller = std::min(a.weight, b.weight);
  if (smaller == 0 || static_cast<int>(100 * shared / smaller) < threshold) return 0;
  const std::uint64_t in_order = matched_weight(a, b);
  return static_cast<int>(100 * in_order / smaller);
}

}  // namespace

std::string published_solution_party(const std::string& assignment) {
  return CourseLayout::names().solution(assignment).string() + "/ (the published solution)";
}

bool is_published_solution_party(const std::string& name) {
  const std::string tail = "/ (the published solution)";
  return name.rfind(CourseLayout::names().solutions().string() + "/", 0) == 0 && name.size() > tail.size() &&
         name.compare(name.size() - tail.size(), tail.size(), tail) == 0;
}

std::string student_written_code(const fs::path& folder, const std::vector<std::string>& sources,
                                 const fs::path& template_folder) {
  std::string code;
  for (const auto& file : student_files(folder, sources)) {
    const std::string text = read_file_bytes(folder / file, ExitCode::submission_error);
    std::error_code error;
    const std::string template_text = fs::is_regular_file(template_folder / file, error)
                                          ? read_file_bytes(template_folder / file, ExitCode::manifest_error)
                                          : std::string();
    const std::string own = without_template_lines(text, template_text);
    if (!own.empty()) code += "// " + file + "\n" + own;
  }
  return code;
}

std::vector<SimilarPair> find_similar_pairs(const std::map<std::string, std::string>& code_by_student, int threshold,
                                            const fs::path& workdir) {
  const std::string program = sim_program();
  fs::remove_all(workdir);
  fs::create_directories(workdir);
  // Files named by number: a student's name is never an argument or an option.
  std::vector<std::string> argv{program, "-p", "-e", "-s", "-T", "-t", std::to_string(std::max(1, threshold))};
  std::map<std::string, std::string> student_of;
  std::size_t index = 0;
  for (const auto& [student, code] : code_by_student) {
    if (code.empty()) continue;
    const std::string name = std::to_string(index++) + ".cpp";
    std::ofstream(workdir / name) << code;
    student_of[name] = student;
    argv.push_back(name);
  }
  if (student_of.size() < 2) return {};
  Limits limits;
  limits.timeout_seconds = 600;
  limits.memory_mb = 4096;
  limits.output_kib = std::size_t{64} * 1024;
  const ProcessResult result = run_limited(argv, workdir, limits);
  if (result.outcome != ProcessResult::Outcome::exited || result.exit_code != 0) {
    throw GraderError(ExitCode::internal_error, "sim_c++ failed (" + result.describe() + "): " + result.stderr_text);
  }
  // "3.cpp consists for 99 % of 7.cpp material"
  std::map<std::pair<std::string, std::string>, int> best;
  std::istringstream lines(result.stdout_text);
  for (std::string line; std::getline(lines, line);) {
    std::istringstream words(line);
    std::string a, consists, for_word, percent_sign, of, b;
    int percent = 0;
    if (!(words >> a >> consists >> for_word >> percent >> percent_sign >> of >> b) || consists != "consists") continue;
    if (student_of.count(a) == 0 || student_of.count(b) == 0) continue;
    std::pair<std::string, std::string> key = std::minmax(student_of[a], student_of[b]);
    if (is_published_solution_party(key.first)) std::swap(key.first, key.second);
    auto& kept = best[key];
    kept = std::max(kept, percent);
  }
  // A statement of no effect after each copied one splits sim_c++'s runs
  // (a copy of the published solution so padded scored 28% against it,
  // 44% in issue 51's attack): the statements each party wrote, compared
  // in order, are not split by what lies between them.
  std::vector<std::pair<std::string, Statements>> parties;
  for (const auto& [file, student] : student_of) {
    parties.emplace_back(student, statements_of_party(code_by_student.at(student)));
  }
  for (std::size_t i = 0; i < parties.size(); ++i) {
    for (std::size_t j = i + 1; j < parties.size(); ++j) {
      const int percent = statement_percent(parties[i].second, parties[j].second, threshold);
      if (percent < threshold) continue;
      std::pair<std::string, std::string> key = std::minmax(parties[i].first, parties[j].first);
      if (is_published_solution_party(key.first)) std::swap(key.first, key.second);
      auto& kept = best[key];
      kept = std::max(kept, percent);
    }
  }
  std::vector<SimilarPair> pairs;
  for (const auto& [key, percent] : best) {
    if (percent >= threshold) pairs.push_back({key.first, key.second, percent});
  }
  std::stable_sort(pairs.begin(), pairs.end(), [](const auto& x, const auto& y) { return x.percent > y.percent; });
  return pairs;
}

std::string render_similarity_csv(const std::vector<SimilarPair>& pairs) {
  std::string out = csv_line({"first", "second", "percent"});
  for (const auto& pair : pairs) out += csv_line({pair.first, pair.second, std::to_string(pair.percent)});
  return out;
}

std::string render_similarity_html(const std::vector<SimilarPair>& pairs,
                                   const std::map<std::string, std::string>& code_by_student, int threshold) {
  std::ostringstream html;
  html << "<h2>Similar code</h2>\n<p>" << pairs.size() << (pairs.size() == 1 ? " pair" : " pairs")
       << " of submissions share " << threshold
       << "% or more of their own code (their whole files, the template's unchanged lines left out, in the fences "
          "or not), as sim_c++ measures it or as their statements match in order: renamed variables, reordered "
          "statements and statements of no effect put between the copied ones do not hide a copy. A pair is a "
          "reason to look, not a verdict.";
  for (const auto& [party, code] : code_by_student) {
    if (is_published_solution_party(party)) {
      html << " Every submission is also compared with " << html_escape(party)
           << ", public with the framework: a pair with it is a submission that shares that much with the "
              "course's published solution.";
      break;
    }
  }
  html << "</p>\n";
  for (const auto& pair : pairs) {
    html << "<h3>" << html_escape(pair.first) << " and " << html_escape(pair.second) << ": " << pair.percent
         << "%</h3>\n<div style=\"display:flex;gap:1em\">";
    for (const auto* student : {&pair.first, &pair.second}) {
      const auto code = code_by_student.find(*student);
      html << "<pre style=\"flex:1;overflow:auto;background:#f6f6f6;padding:.5em;font-size:12px\">"
           << html_escape(code == code_by_student.end() ? "" : code->second) << "</pre>";
    }
    html << "</div>\n";
  }
  return html.str();
}

}  // namespace grader
