#include "grader/hints/code_hints.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

namespace grader {
namespace {

// The shapes of dot's operands in every message of a shape error thrown at
// file:line ("... at f.cpp:9: Dot: shape mismatch: [3, 5] and [3, 7]."); a
// message there whose shapes do not read as two matrices is a pair of empty shapes.
std::vector<std::pair<Shape, Shape>> dot_mismatches_at(const std::string& raised, const std::string& file,
                                                       std::size_t line) {
  std::vector<std::pair<Shape, Shape>> found;
  const std::string head = " at " + file + ":" + std::to_string(line) + ": Dot: shape mismatch: ";
  for (auto at = raised.find(head); at != std::string::npos; at = raised.find(head, at + head.size())) {
    std::istringstream in(raised.substr(at + head.size(), raised.find('\n', at) - at - head.size()));
    auto read_shape = [&in]() {
      Shape shape;
      char c = 0;
      std::size_t extent = 0;
      if (!(in >> c) || c != '[') return Shape{};
      while (in >> extent) {
        shape.push_back(extent);
        if (!(in >> c) || c == ']') break;
      }
      return shape;
    };
    Shape a = read_shape();
    std::string word;
    in >> word;
    Shape b = read_shape();
    if (a.size() != 2 || b.size() != 2 || word != "and") a = b = Shape{};
    found.emplace_back(a, b);
  }
  return found;
}

// What an xt::transpose handed to dot (dot_of_transposed_a, _b) agrees with:
// dot's shape error at its line, where on every case the operand as it is
// would fit.
std::string transposed_operand_hint(const CodeTrap& trap, const std::string& raised) {
  const auto mismatches = dot_mismatches_at(raised, trap.file, trap.line);
  if (mismatches.empty()) return {};
  const bool first = trap.id == "dot_of_transposed_a";
  for (const auto& [a, b] : mismatches) {
    if (a.empty() || (first ? a[0] != b[0] : a[1] != b[1])) return {};
  }
  const Shape& given = first ? mismatches[0].first : mismatches[0].second;
  const Shape& other = first ? mismatches[0].second : mismatches[0].first;
  const Shape as_it_is{given[1], given[0]};
  return trap.text + ": " + format_shape(given) + " here; as it is, " + format_shape(as_it_is) +
         ", it fits the other operand, " + format_shape(other) + ": drop that xt::transpose";
}

}  // namespace

// The course's headers beside the manifest (include/): the tensor aliases
// and integer members the student's code uses.
std::vector<std::string> course_headers(const Manifest& manifest) {
  std::vector<std::string> texts;
  const std::filesystem::path folder = manifest.path.parent_path() / "include";
  std::error_code error;
  if (!std::filesystem::is_directory(folder, error)) return texts;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(folder, error)) {
    const auto extension = entry.path().extension();
    if (!entry.is_regular_file() || (extension != ".hpp" && extension != ".h")) continue;
    std::ifstream in(entry.path());
    std::ostringstream text;
    text << in.rdbuf();
    texts.push_back(text.str());
  }
  return texts;
}

// The traps of the student's lines a failed task's numbers agree with: a trap
// in a function that serves the task's ops (or one they call), when no check
// of the task shows a pattern that explains it otherwise (a known mistake, a
// transpose, a mask, ...). What each trap agrees with:
//   lazy_keep_dims, lazy_reducer_overwritten: numbers without a pattern
//     (NaN, or wrong values no diagnosis explains, rows that do not sum to 1);
//   strided_range: numbers without a pattern;
//   transpose_reverses_all: the same, or values in another order or shape;
//   dot_more_than_2d: the same, or xt::linalg::dot's shape error;
//   strided_view_to_dot: the same, or BLAS's "No valid layout";
//   integer_sqrt, integer_sqrt_quotient, integer_division: the same, or a
//     constant factor, or an output that is 0 everywhere; for
//     integer_sqrt_quotient every factor within (1/sqrt(2), sqrt(2)): a
//     square root of a quotient q rounded down is sqrt(floor(q)), and
//     floor(q) <= q < 2 floor(q) when q >= 1, so a larger factor is another
//     mistake's (a division by the wrong size);
// And an operand given to dot as xt::transpose(t) (dot_transposes) agrees
// with dot's shape error at its line when t as it is would fit.
std::vector<std::string> code_hints_for(const Manifest& manifest, const Task& task, const CodeScan& scan,
                                        const std::vector<Evidence>& evidence, const std::vector<CheckResult>& checks) {
  std::vector<std::string> hints;
  if (scan.traps.empty() && scan.dot_transposes.empty()) return hints;
  std::vector<std::string> ops;
  for (const auto& check : task.checks) {
    if (std::find(ops.begin(), ops.end(), check.op) == ops.end()) ops.push_back(check.op);
  }
  const std::vector<std::string>& files = task.sources.empty() ? manifest.sources : task.sources;
  const auto functions = functions_for_ops(scan, ops, files);
  std::set<std::string> patterns;  // ids of pattern diagnoses and known mistakes of failed checks
  std::string raised;              // the messages of exceptions thrown
  std::vector<double> factors;     // of the failed checks' "scaled" diagnoses
  bool failed = false;
  for (std::size_t i = 0; i < checks.size(); ++i) {
    if (checks[i].status != CheckResult::Status::failed) continue;
    failed = true;
    if (checks[i].message.rfind("your code threw ", 0) == 0) raised += checks[i].message + "\n";
    if (i >= evidence.size()) continue;
    if (checks[i].hint_names_a_known_mistake) patterns.insert("known_mistake");  // not one another case ruled out
    if (evidence[i].diagnosis && evidence[i].diagnosis->strength == Diagnosis::Strength::pattern) {
      patterns.insert(evidence[i].diagnosis->id);
      if (evidence[i].diagnosis->id == "scaled") factors.push_back(evidence[i].diagnosis->factor);
    }
  }
  if (!failed) return hints;
  auto only = [&](std::initializer_list<const char*> allowed) {
    return std::all_of(patterns.begin(), patterns.end(), [&](const std::string& id) {
      return std::any_of(allowed.begin(), allowed.end(), [&](const char* a) { return id == a; });
    });
  };
  for (const auto& trap : scan.traps) {
    if (std::find(files.begin(), files.end(), trap.file) == files.end()) continue;
    if (std::find(functions.begin(), functions.end(), trap.function) == functions.end()) continue;
    bool agrees = false;
    if (trap.id == "lazy_keep_dims" || trap.id == "lazy_reducer_overwritten") {
      agrees = only({"rows_not_normalised"});  // wrong values: a symptom, not another cause
    } else if (trap.id == "strided_range") {
      agrees = patterns.empty();
    } else if (trap.id == "transpose_reverses_all") {
      agrees =
          only({"shape_sizes", "permuted", "strided_pair", "transposed", "values_moved"});  // values in another order
    } else if (trap.id == "dot_more_than_2d") {
      agrees = patterns.empty() || raised.find("Dot: shape mismatch") != std::string::npos;
    } else if (trap.id == "strided_view_to_dot") {
      agrees = patterns.empty() || raised.find("No valid layout") != std::string::npos;
    } else if (trap.id == "integer_sqrt" || trap.id == "integer_sqrt_quotient" || trap.id == "integer_division") {
      agrees = only({"scaled", "all_zero"});
      if (trap.id == "integer_sqrt_quotient") {
        constexpr double margin = 1e-3;
        agrees = agrees && std::all_of(factors.begin(), factors.end(), [](double f) {
                   const double square = f * f;
                   return square > 0.5 + margin && square < 2 - margin && std::abs(square - 1) > margin;
                 });
      }
    }
    if (agrees) hints.push_back(trap.text);
  }
  for (const auto& operand : scan.dot_transposes) {
    if (std::find(files.begin(), files.end(), operand.file) == files.end()) continue;
    if (auto hint = transposed_operand_hint(operand, raised); !hint.empty()) hints.push_back(hint);
  }
  return hints;
}

namespace {

// "Task 2.1", "Tasks 1, 2 and 3".
std::string task_list(const std::vector<std::string>& ids) {
  std::string named;
  for (std::size_t i = 0; i < ids.size(); ++i) named += (i == 0 ? "" : i + 1 == ids.size() ? " and " : ", ") + ids[i];
  return (ids.size() == 1 ? "Task " : "Tasks ") + named;
}

// Whether the task's code ran and failed: not a build failure, nor the grade's time run out before it.
bool failed_running(const TaskResult& result) {
  if (result.passed()) return false;
  for (const auto& check : result.checks) {
    if (check.status != CheckResult::Status::failed) continue;
    if (check.label.rfind("build", 0) == 0 || check.label == "the time limit of the whole grade" ||
        check.message.rfind("your code does not compile", 0) == 0) {
      return false;
    }
  }
  return true;
}

}  // namespace

std::vector<std::string> shared_function_notes(const Manifest& manifest, const CodeScan& scan,
                                               const CodeScan& template_scan, const std::vector<TaskResult>& results) {
  std::vector<std::string> notes;
  if (template_scan.functions.empty()) return notes;
  // The student's functions: none of the template's, or one whose body they changed.
  std::vector<const CodeFunction*> own;
  for (const auto& function : scan.functions) {
    const bool as_given =
        std::any_of(template_scan.functions.begin(), template_scan.functions.end(), [&](const CodeFunction& given) {
          return given.name == function.name && given.file == function.file && given.body == function.body;
        });
    if (!as_given) own.push_back(&function);
  }
  // Function -> the failed tasks that reach it; and those a passed task reaches.
  std::map<const CodeFunction*, std::vector<std::string>> failed_by;
  std::set<const CodeFunction*> passed_by;
  for (const auto& result : results) {
    const Task* task = manifest.find_task(result.id);
    const bool failed = failed_running(result);
    if (task == nullptr || (!failed && !result.passed())) continue;
    std::vector<std::string> ops;
    for (const auto& check : task->checks) ops.push_back(check.op);
    const auto reached = functions_surely_reached(scan, ops, task->sources);
    for (const auto* function : own) {
      if (std::find(reached.begin(), reached.end(), function->name) == reached.end()) continue;
      if (failed) {
        failed_by[function].push_back(result.id);
      } else {
        passed_by.insert(function);
      }
    }
  }
  // The groups of two or more failed tasks, the largest first; a group
  // within one already named is left out.
  std::map<std::vector<std::string>, std::vector<const CodeFunction*>> groups;
  for (const auto& [function, ids] : failed_by) {
    if (ids.size() >= 2 && passed_by.count(function) == 0) groups[ids].push_back(function);
  }
  std::vector<const std::pair<const std::vector<std::string>, std::vector<const CodeFunction*>>*> order;
  for (const auto& group : groups) order.push_back(&group);
  std::stable_sort(order.begin(), order.end(),
                   [](const auto* a, const auto* b) { return a->first.size() > b->first.size(); });
  std::vector<std::set<std::string>> named;
  for (const auto* group : order) {
    const std::set<std::string> ids(group->first.begin(), group->first.end());
    if (std::any_of(named.begin(), named.end(), [&](const std::set<std::string>& earlier) {
          return std::includes(earlier.begin(), earlier.end(), ids.begin(), ids.end());
        })) {
      continue;
    }
    named.push_back(ids);
    std::vector<const CodeFunction*> functions = group->second;
    std::sort(functions.begin(), functions.end(), [](const CodeFunction* a, const CodeFunction* b) {
      return a->file != b->file ? a->file < b->file : a->line < b->line;
    });
    std::string which;
    for (std::size_t i = 0; i < functions.size(); ++i) {
      which += std::string(i == 0                      ? ""
                           : i + 1 == functions.size() ? " and "
                                                       : ", ") +
               functions[i]->name + " (" + functions[i]->file + " line " + std::to_string(functions[i]->line) + ")";
    }
    const bool one = functions.size() == 1;
    notes.push_back(task_list(group->first) + " fail, and each of them calls " + which +
                    (one ? ", a function of yours that no task that passes calls: a mistake in it costs each of "
                           "these tasks, so look there first"
                         : ", functions of yours that no task that passes calls: a mistake in one of them costs each "
                           "of these tasks, so look there first"));
  }
  return notes;
}

}  // namespace grader
