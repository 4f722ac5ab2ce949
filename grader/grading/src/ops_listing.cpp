#include "grader/grading/ops_listing.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <sstream>

namespace grader {
namespace {

// "a, b, c": each distinct text once, in first-seen order.
std::string joined(const std::vector<std::string>& items) {
  std::string text;
  for (const auto& item : items) text += (text.empty() ? "" : ", ") + item;
  return text;
}

void add_once(std::vector<std::string>& items, const std::string& item) {
  if (std::find(items.begin(), items.end(), item) == items.end()) items.push_back(item);
}

std::string value_text(const nlohmann::json& value) {
  return value.is_string() ? value.get<std::string>() : value.dump();
}

std::string check_text(const Check& check) {
  std::string text = !check.property.empty() ? check.property + " of \"" + check.output + "\"" : "reference";
  if (!check.where.empty()) text += " where " + check.where.dump();
  return text;
}

}  // namespace

std::string describe_ops(const Manifest& manifest, const ReferenceSet& references) {
  struct Op {
    std::size_t cases = 0;
    std::vector<std::string> checks;                         // "Task 2.3: reference"
    std::map<std::string, std::vector<std::string>> params;  // name -> distinct values
    std::map<std::string, std::vector<std::string>> inputs;  // name -> distinct shapes
    std::map<std::string, std::vector<std::string>> outputs;
    std::vector<std::string> mistakes;
    std::vector<std::string> errors;  // expected exceptions
  };
  std::map<std::string, Op> ops;
  for (const auto& task : manifest.tasks) {
    for (const auto& check : task.checks) add_once(ops[check.op].checks, "Task " + task.id + " " + check_text(check));
  }
  for (const auto& source : references.cases) {
    Op& op = ops[source.op];
    ++op.cases;
    for (const auto& item : source.params.items()) add_once(op.params[item.key()], value_text(item.value()));
    for (const auto& [name, tensor] : source.inputs) add_once(op.inputs[name], format_shape(tensor.shape));
    for (const auto& [name, tensor] : source.expected) add_once(op.outputs[name], format_shape(tensor.shape));
    for (const auto& [id, outputs] : source.mistakes) add_once(op.mistakes, id);
    if (source.expected_error) add_once(op.errors, source.expected_error->kind);
  }
  std::ostringstream out;
  out << "Ops of assignment " << manifest.assignment << ", as the reference set \"" << references.name << "\" ("
      << references.directory.string() << ") has them: " << references.cases.size() << " cases\n";
  for (const auto& [name, op] : ops) {
    out << "\n" << name << "  " << op.cases << (op.cases == 1 ? " case" : " cases");
    if (op.cases == 0) out << " (none in this set: the checks below are not graded with it)";
    out << "\n";
    if (!op.checks.empty()) out << "  checks    " << joined(op.checks) << "\n";
    auto list = [&](const char* label, const std::map<std::string, std::vector<std::string>>& items,
                    const std::map<std::string, OutputDescription>* axes) {
      if (items.empty()) return;
      out << "  " << label;
      bool first = true;
      for (const auto& [item, values] : items) {
        out << (first ? "" : "; ") << item << " " << joined(values);
        if (axes != nullptr) {
          auto described = axes->find(item);
          if (described != axes->end() && !described->second.axes.empty())
            out << " (" << joined(described->second.axes) << ")";
        }
        first = false;
      }
      out << "\n";
    };
    auto outputs_of = manifest.op_outputs.find(name);
    list("params    ", op.params, nullptr);
    list("inputs    ", op.inputs, nullptr);
    list("outputs   ", op.outputs, outputs_of != manifest.op_outputs.end() ? &outputs_of->second : nullptr);
    if (!op.errors.empty()) out << "  raises    " << joined(op.errors) << "\n";
    if (!op.mistakes.empty()) out << "  mistakes  " << joined(op.mistakes) << "\n";
  }
  out << "\nA case names its op, params, inputs and expected outputs with these names and shapes "
         "(docs/reference-format.md).\n";
  return out.str();
}

}  // namespace grader
