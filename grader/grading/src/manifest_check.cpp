#include "grader/grading/manifest_check.hpp"

#include <map>
#include <set>

#include "grader/grading/properties/property_checks.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/text.hpp"

namespace grader {
namespace {

// The names the set's cases of one op carry, each kind together.
struct OpNames {
  std::set<std::string> params;
  std::set<std::string> inputs;
  std::set<std::string> outputs;
};

std::map<std::string, OpNames> names_by_op(const ReferenceSet& references) {
  std::map<std::string, OpNames> ops;
  for (const auto& source : references.cases) {
    OpNames& names = ops[source.op];
    for (const auto& item : source.params.items()) names.params.insert(item.key());
    for (const auto& [name, tensor] : source.inputs) names.inputs.insert(name);
    for (const auto& [name, tensor] : source.expected) names.outputs.insert(name);
  }
  return ops;
}

[[noreturn]] void fail(const Manifest& manifest, const std::string& field, const std::string& problem) {
  throw GraderError(ExitCode::manifest_error, manifest.path.string() + ": " + field + ": " + problem);
}

void require_name(const Manifest& manifest, const std::string& field, const std::string& what, const std::string& name,
                  const std::set<std::string>& known, const ReferenceSet& references) {
  if (known.count(name) > 0) return;
  fail(manifest, field,
       unknown_name(what, name, {known.begin(), known.end()}) + " in the reference set \"" + references.name + "\"");
}

std::string check_field(std::size_t task, std::size_t check) {
  return "tasks[" + std::to_string(task) + "].checks[" + std::to_string(check) + "]";
}

}  // namespace

void check_manifest_names(const Manifest& manifest, const ReferenceSet& references) {
  const auto ops = names_by_op(references);
  for (std::size_t t = 0; t < manifest.tasks.size(); ++t) {
    for (std::size_t c = 0; c < manifest.tasks[t].checks.size(); ++c) {
      const Check& check = manifest.tasks[t].checks[c];
      const auto found = ops.find(check.op);
      if (found == ops.end()) continue;
      const std::string field = check_field(t, c);
      for (const auto& item : check.where.items()) {
        require_name(manifest, field + ".where." + item.key(), "param of " + check.op, item.key(), found->second.params,
                     references);
      }
      if (check.property.empty()) continue;
      require_name(manifest, field + ".output", "output of " + check.op, check.output, found->second.outputs,
                   references);
      const PropertyCheck* kind = find_property_check(check.property);
      if (kind != nullptr && kind->perturbs_input) {
        require_name(manifest, field + ".input", "input of " + check.op, check.input, found->second.inputs, references);
      }
    }
  }
  for (const auto& [op, names] : ops) {
    const auto declared = manifest.op_outputs.find(op);
    if (declared == manifest.op_outputs.end() || declared->second.empty()) continue;
    for (const auto& output : names.outputs) {
      if (declared->second.count(output) > 0) continue;
      fail(manifest, "ops." + op + ".outputs",
           "the reference set \"" + references.name + "\" has cases of " + op + " with an output \"" + output +
               "\" this list does not declare");
    }
  }
}

std::vector<std::string> manifest_gaps(const Manifest& manifest, const ReferenceSet& references) {
  std::vector<std::string> gaps;
  const std::string set = "the reference set \"" + references.name + "\"";
  const auto ops = names_by_op(references);
  for (const auto& [op, outputs] : manifest.op_outputs) {
    if (ops.count(op) == 0) gaps.push_back("ops." + op + ": " + set + " has no case of this op");
  }
  for (std::size_t t = 0; t < manifest.tasks.size(); ++t) {
    for (std::size_t c = 0; c < manifest.tasks[t].checks.size(); ++c) {
      const Check& check = manifest.tasks[t].checks[c];
      if (ops.count(check.op) == 0 || !references.cases_for(check.op, check.where).empty()) continue;
      gaps.push_back(check_field(t, c) + ": " + set + " has no case of " + check.op + " where " + check.where.dump() +
                     ": this check would not be graded");
    }
  }
  return gaps;
}

}  // namespace grader
