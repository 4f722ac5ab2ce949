// The tree's helpers of the error model's walk (walk.hpp): text of the
// solution as a hint quotes it, and libclang's types and cursors.
#include <algorithm>
#include <cctype>
#include <cstring>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"
#include "walk.hpp"

namespace grader::errormodel::detail {

std::string text_of(const CXString& string) {
  const char* chars = clang_getCString(string);
  std::string result = chars != nullptr ? chars : "";
  clang_disposeString(string);
  return result;
}

std::string without_spaces(const std::string& text) {
  std::string out;
  for (const char c : text) {
    if (c != ' ' && c != '\n' && c != '\t' && c != '\r') out += c;
  }
  return out;
}

std::string trimmed(const std::string& text) {
  const auto first = text.find_first_not_of(" \n\t\r");
  if (first == std::string::npos) return "";
  const auto last = text.find_last_not_of(" \n\t\r");
  return text.substr(first, last - first + 1);
}

std::string replaced_all(std::string text, const std::string& from, const std::string& to) {
  for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) {
    text.replace(at, from.size(), to);
  }
  return text;
}

// The entries of a braced list "{a, b(c, d), e}" (nullopt: not one).
std::optional<std::vector<std::string>> list_entries(const std::string& text) {
  const std::string list = trimmed(text);
  if (list.size() < 2 || list.front() != '{' || list.back() != '}') return std::nullopt;
  std::vector<std::string> entries;
  int depth = 0;
  std::string current;
  for (std::size_t i = 1; i + 1 < list.size(); ++i) {
    const char c = list[i];
    if (c == '(' || c == '{' || c == '[' || c == '<') ++depth;
    if (c == ')' || c == '}' || c == ']' || c == '>') --depth;
    if (c == ',' && depth == 0) {
      entries.push_back(trimmed(current));
      current.clear();
    } else {
      current += c;
    }
  }
  if (!trimmed(current).empty()) entries.push_back(trimmed(current));
  return entries;
}

std::string joined(const std::vector<std::string>& entries) {
  std::string out;
  for (const auto& entry : entries) out += (out.empty() ? "" : ", ") + entry;
  return out;
}

// What an operand reads as in a hint: its text when short (60 characters), else "a term".
std::string short_text(const std::string& text) {
  const std::string t = trimmed(text);
  return t.size() <= 60 && t.find('\n') == std::string::npos ? t : std::string("a term");
}

// ======================================================== the tree, with its bytes

Category category_of(CXType type) {
  CXType canonical = clang_getCanonicalType(type);
  if (canonical.kind == CXType_LValueReference || canonical.kind == CXType_RValueReference) {
    canonical = clang_getCanonicalType(clang_getPointeeType(canonical));
  }
  switch (canonical.kind) {
    case CXType_Float:
    case CXType_Double:
    case CXType_LongDouble:
      return Category::floating;
    case CXType_Int:
    case CXType_UInt:
    case CXType_Long:
    case CXType_ULong:
    case CXType_LongLong:
    case CXType_ULongLong:
    case CXType_Short:
    case CXType_UShort:
      return Category::integer;
    case CXType_Record:
    case CXType_Elaborated:
    case CXType_Unexposed: {
      const std::string spelling = text_of(clang_getTypeSpelling(canonical));
      if (spelling.find("xt::") != std::string::npos) return Category::tensor;
      return Category::object;
    }
    default:
      return Category::other;
  }
}

// A type as two variables of it compare: canonical, without reference or const.
std::string type_key(CXType type) {
  CXType canonical = clang_getCanonicalType(type);
  if (canonical.kind == CXType_LValueReference || canonical.kind == CXType_RValueReference) {
    canonical = clang_getCanonicalType(clang_getPointeeType(canonical));
  }
  std::string spelling = text_of(clang_getTypeSpelling(canonical));
  if (spelling.rfind("const ", 0) == 0) spelling = spelling.substr(6);
  return spelling;
}

// The number of axes of a fixed-rank tensor type (xt::xtensor<T, N>, whose
// canonical spelling is xt::xtensor_container<storage, N, ...>); 0 for any
// other type (an xt::xarray's rank is known only when it runs).
std::size_t rank_of(const std::string& type) {
  const std::string container = "xtensor_container<";
  const std::size_t open = type.find(container);
  if (open == std::string::npos) return 0;
  int depth = 0;
  for (std::size_t i = open + container.size(); i < type.size(); ++i) {
    const char c = type[i];
    if (c == '<' || c == '(') ++depth;
    if (c == '>' || c == ')') --depth;
    if (depth < 0) return 0;
    if (c == ',' && depth == 0) {
      std::size_t rank = 0;
      std::size_t at = type.find_first_not_of(' ', i + 1);
      for (; at < type.size() && std::isdigit(static_cast<unsigned char>(type[at])) != 0; ++at) {
        rank = rank * 10 + static_cast<std::size_t>(type[at] - '0');
      }
      return rank <= 8 ? rank : 0;
    }
  }
  return 0;
}

bool category_named(Category category, const nlohmann::json& names) {
  static const std::map<std::string, Category> by_name = {{"tensor", Category::tensor},
                                                          {"floating", Category::floating},
                                                          {"integer", Category::integer},
                                                          {"object", Category::object}};
  for (const auto& name : names) {
    auto it = by_name.find(name.get<std::string>());
    if (it != by_name.end() && it->second == category) return true;
  }
  return false;
}

std::vector<CXCursor> children_of(CXCursor cursor) {
  std::vector<CXCursor> children;
  clang_visitChildren(
      cursor,
      [](CXCursor child, CXCursor, CXClientData data) {
        static_cast<std::vector<CXCursor>*>(data)->push_back(child);
        return CXChildVisit_Continue;
      },
      &children);
  return children;
}

// "Class::method" or "function", as a student reads it.
std::string function_name(CXCursor function) {
  std::string name = text_of(clang_getCursorSpelling(function));
  const CXCursor parent = clang_getCursorSemanticParent(function);
  const CXCursorKind parent_kind = clang_getCursorKind(parent);
  if (parent_kind == CXCursor_ClassDecl || parent_kind == CXCursor_StructDecl ||
      parent_kind == CXCursor_ClassTemplate) {
    name = text_of(clang_getCursorSpelling(parent)) + "::" + name;
  }
  return name;
}

std::vector<Variable> fields_of(CXCursor function) {
  std::vector<Variable> fields;
  const CXCursor parent = clang_getCursorSemanticParent(function);
  const CXCursorKind parent_kind = clang_getCursorKind(parent);
  if (parent_kind != CXCursor_ClassDecl && parent_kind != CXCursor_StructDecl) return fields;
  for (const CXCursor child : children_of(parent)) {
    if (clang_getCursorKind(child) != CXCursor_FieldDecl) continue;
    const std::string type = type_key(clang_getCursorType(child));
    fields.push_back(Variable{text_of(clang_getCursorSpelling(child)), type, category_of(clang_getCursorType(child)),
                              false, rank_of(type)});
  }
  return fields;
}

}  // namespace grader::errormodel::detail
