// The rewrites of a solution file: the file parsed by libclang and each
// function body walked (walk.hpp: the variables in scope, every rule of the
// table tried at every site); the student's parts of a file; the lines
// libclang finds in error; the rewrites compiled in as mutant schemata.
// Rules are data (rules.json, read by rules.cpp).
#include "grader/errormodel/rewrites.hpp"

#include <clang-c/Index.h>

#include <cctype>
#include <functional>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"
#include "walk.hpp"

namespace grader::errormodel {
namespace fs = std::filesystem;
using detail::BodyWalk;
using detail::children_of;
using detail::fields_of;
using detail::function_name;

namespace {

// A file parsed by libclang (with KeepGoing: every error is reported), and
// disposed with this object. Throws GraderError(internal_error) when
// libclang cannot parse it at all.
class Parsed {
 public:
  Parsed(const fs::path& file, const std::vector<std::string>& args) : index_(clang_createIndex(0, 0)) {
    std::vector<const char*> argv;
    for (const auto& arg : args) argv.push_back(arg.c_str());
    const auto status = clang_parseTranslationUnit2(index_, file.c_str(), argv.data(), static_cast<int>(argv.size()),
                                                    nullptr, 0, CXTranslationUnit_KeepGoing, &unit_);
    if (status != CXError_Success || unit_ == nullptr) {
      clang_disposeIndex(index_);
      throw GraderError(ExitCode::internal_error, "libclang could not parse " + file.string());
    }
    file_ = clang_getFile(unit_, file.c_str());
  }
  ~Parsed() {
    clang_disposeTranslationUnit(unit_);
    clang_disposeIndex(index_);
  }
  Parsed(const Parsed&) = delete;
  Parsed& operator=(const Parsed&) = delete;
  [[nodiscard]] CXTranslationUnit unit() const { return unit_; }
  [[nodiscard]] CXFile file() const { return file_; }

 private:
  CXIndex index_;
  CXTranslationUnit unit_ = nullptr;
  CXFile file_ = nullptr;
};

}  // namespace

std::vector<std::pair<std::size_t, std::size_t>> student_parts(const std::string& text) {
  std::vector<std::pair<std::size_t, std::size_t>> parts;
  const std::vector<std::pair<std::string, std::string>> fences = {{"YOUR CODE STARTS HERE", "YOUR CODE ENDS HERE"},
                                                                   {"SOLUTION ONLY BEGIN", "SOLUTION ONLY END"}};
  for (const auto& [open, close] : fences) {
    for (std::size_t at = text.find(open); at != std::string::npos; at = text.find(open, at + open.size())) {
      const std::size_t end = text.find(close, at);
      if (end == std::string::npos) break;
      parts.emplace_back(at, end);
    }
  }
  return parts;
}

std::vector<Rewrite> find_rewrites(const fs::path& file, const std::vector<std::string>& compile_args,
                                   const RuleTable& rules) {
  const std::string text = read_file_bytes(file, ExitCode::internal_error);
  const auto parts = student_parts(text);
  const Parsed parsed(file, compile_args);
  std::vector<Rewrite> rewrites;
  const CXFile main_file = parsed.file();
  BodyWalk walker(text, main_file, rules, parts, rewrites);
  // Every function defined in the file, at any depth of namespaces.
  std::function<void(CXCursor)> visit = [&](CXCursor parent) {
    for (const CXCursor child : children_of(parent)) {
      const CXCursorKind kind = clang_getCursorKind(child);
      CXFile where = nullptr;
      clang_getFileLocation(clang_getCursorLocation(child), &where, nullptr, nullptr, nullptr);
      if (where == nullptr || clang_File_isEqual(where, main_file) == 0) continue;
      if (kind == CXCursor_Namespace) {
        visit(child);
      } else if ((kind == CXCursor_FunctionDecl || kind == CXCursor_CXXMethod || kind == CXCursor_Constructor) &&
                 clang_isCursorDefinition(child) != 0) {
        for (const CXCursor part : children_of(child)) {
          if (clang_getCursorKind(part) == CXCursor_CompoundStmt) {
            walker.walk_function(child, part, function_name(child), fields_of(child));
          }
        }
      }
    }
  };
  visit(clang_getTranslationUnitCursor(parsed.unit()));
  for (Rewrite& rewrite : rewrites) rewrite.written = written_units(text, rewrite);
  return rewrites;
}

std::vector<unsigned> error_lines(const fs::path& file, const std::vector<std::string>& args) {
  const Parsed parsed(file, args);
  const CXTranslationUnit unit = parsed.unit();
  const CXFile main_file = parsed.file();
  std::set<unsigned> lines;
  auto line_in_main = [&](CXDiagnostic diagnostic) -> unsigned {
    CXFile where = nullptr;
    unsigned line = 0;
    clang_getFileLocation(clang_getDiagnosticLocation(diagnostic), &where, &line, nullptr, nullptr);
    return where != nullptr && clang_File_isEqual(where, main_file) != 0 ? line : 0;
  };
  for (unsigned i = 0; i < clang_getNumDiagnostics(unit); ++i) {
    const CXDiagnostic diagnostic = clang_getDiagnostic(unit, i);
    if (clang_getDiagnosticSeverity(diagnostic) >= CXDiagnostic_Error) {
      if (const unsigned line = line_in_main(diagnostic); line > 0) lines.insert(line);
      // An error in a header: the notes that lead to it from the file ("in instantiation of ... requested here").
      const CXDiagnosticSet notes = clang_getChildDiagnostics(diagnostic);
      for (unsigned n = 0; n < clang_getNumDiagnosticsInSet(notes); ++n) {
        const CXDiagnostic note = clang_getDiagnosticInSet(notes, n);
        if (const unsigned line = line_in_main(note); line > 0) lines.insert(line);
        clang_disposeDiagnostic(note);
      }
    }
    clang_disposeDiagnostic(diagnostic);
  }
  return {lines.begin(), lines.end()};
}

// ================================================================ the schemata

namespace {

// A declaration `T name(e.shape());` (a container made to a shape), or
// `xt::empty<T>(shape)`, allocates without setting a value, as
// `T::from_shape` does: in a rewrite's copy each is made of zeros.
std::string shaped_declarations_zeroed(std::string body) {
  static const std::regex declared(
      R"(\b(?!(?:return|else|throw|new|delete|case|do|co_return)\b)([A-Za-z_][\w:]*(?:<[^;<>]*>)?)\s+([A-Za-z_]\w*)\(([A-Za-z_][\w.:]*(?:\([^;()]*\))?\.shape\(\))\)\s*;)");
  body = std::regex_replace(body, declared, "$1 $2(xt::zeros<$1::value_type>($3));");
  static const std::regex empty(R"(\bxt::empty<)");
  return std::regex_replace(body, empty, "xt::zeros<");
}

// `T::from_shape(shape)` allocates without setting a value: a rewrite that
// leaves entries unwritten (a loop that starts late) would answer with
// whatever the memory held, different on every run. In a rewrite's copy it
// allocates zeros, as a student who writes `xt::zeros` does; so do the
// allocations of shaped_declarations_zeroed.
std::string zero_filled(std::string body) {
  body = shaped_declarations_zeroed(std::move(body));
  const std::string call = "::from_shape(";
  for (std::size_t at = body.find(call); at != std::string::npos; at = body.find(call, at + 1)) {
    std::size_t type = at;
    while (type > 0 && (std::isalnum(static_cast<unsigned char>(body[type - 1])) != 0 || body[type - 1] == '_')) --type;
    if (type == at || (type > 0 && (body[type - 1] == ':' || body[type - 1] == '>'))) continue;
    std::size_t close = at + call.size();
    for (int depth = 1; close < body.size() && depth > 0; ++close) {
      if (body[close] == '(') ++depth;
      if (body[close] == ')') --depth;
    }
    if (close > body.size()) break;
    const std::string name = body.substr(type, at - type);
    const std::string shape = body.substr(at + call.size(), close - 1 - (at + call.size()));
    const std::string zeros = name + "(xt::zeros<" + name + "::value_type>(" + shape + "))";
    body.replace(type, close - type, zeros);
    at = type + zeros.size() - 1;
  }
  return body;
}

}  // namespace

std::string schemata_source(const std::string& text, const std::vector<Rewrite>& rewrites) {
  // The bodies with rewrites, in file order.
  std::map<std::size_t, std::vector<const Rewrite*>> bodies;
  for (const auto& rewrite : rewrites) bodies[rewrite.body_begin].push_back(&rewrite);
  std::string out;
  std::size_t copied = 0;
  for (const auto& [begin, in_body] : bodies) {
    const std::size_t end = in_body.front()->body_end;
    out += text.substr(copied, begin - copied);
    const std::string body = text.substr(begin, end - begin);
    out += "{\nconst int grader_rewrite = ::grader::harness::selected_rewrite();\n";
    for (const Rewrite* rewrite : in_body) {
      std::string changed = body;
      for (auto edit = rewrite->edits.rbegin(); edit != rewrite->edits.rend(); ++edit) {
        changed.replace(edit->begin - begin, edit->end - edit->begin, edit->text);
      }
      out += "if (grader_rewrite == " + std::to_string(rewrite->id) + ") /* rewrite " + std::to_string(rewrite->id) +
             " */ " + zero_filled(changed) + " else\n";
    }
    out += "/* rewrite 0 */ " + body + "\n/* rewrites end */ }";
    copied = end;
  }
  out += text.substr(copied);
  return "#include \"grader/harness/rewrite_selector.hpp\"\n" + out;
}

std::vector<int> rewrites_at_lines(const std::string& schemata, const std::vector<unsigned>& lines) {
  // The rewrite whose copy each line is in: the last "/* rewrite N */" above it, until "/* rewrites end */".
  std::vector<int> owner;
  int current = -1;
  std::istringstream in(schemata);
  std::string line;
  while (std::getline(in, line)) {
    const std::size_t mark = line.find("/* rewrite ");
    if (mark != std::string::npos) current = std::atoi(line.c_str() + mark + 11);
    owner.push_back(current);
    if (line.find("/* rewrites end */") != std::string::npos) current = -1;
  }
  std::set<int> found;
  for (const unsigned number : lines) {
    if (number >= 1 && number <= owner.size() && owner[number - 1] > 0) found.insert(owner[number - 1]);
  }
  return {found.begin(), found.end()};
}

}  // namespace grader::errormodel
