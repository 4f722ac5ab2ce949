// The traps of the student's files and the functions they define
// (code_traps.hpp): each file read (code_reading.cpp), each function's
// traps found (trap_scans.cpp), the functions that serve an op.
#include "grader/hints/code_traps.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "code_reading.hpp"

namespace grader {

using code_reading::collect_names;
using code_reading::Compact;
using code_reading::compact;
using code_reading::functions_of;
using code_reading::Names;
using code_reading::scan_function;
using code_reading::scannable;
using code_reading::Scanner;

namespace {

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
