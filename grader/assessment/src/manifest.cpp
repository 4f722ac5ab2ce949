#include "grader/assessment/manifest.hpp"

#include <algorithm>
#include <cmath>
#include <set>

#include "grader/assessment/manifest_fields.hpp"
#include "grader/support/course_layout.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"
#include "grader/support/text.hpp"

namespace grader {
namespace {

Check parse_check(const ManifestFields& reader, const nlohmann::json& node, const std::string& field,
                  const std::vector<std::string>* property_names) {
  if (!node.is_object()) reader.fail(field, "must be an object");
  static const std::set<std::string> known = {"op",   "property",    "where",     "params",     "input",      "output",
                                              "axis", "output_axes", "max_cases", "depends_on", "description"};
  for (const auto& item : node.items()) {
    if (!known.count(item.key())) reader.fail(field + "." + item.key(), "unknown field");
  }
  Check check;
  check.op = reader.string(node, "op", field + ".op");
  if (auto it = node.find("property"); it != node.end()) {
    // The names are the table of property checks' (grading's validation.hpp passes them).
    if (!it->is_string() || (property_names != nullptr && std::find(property_names->begin(), property_names->end(),
                                                                    it->get<std::string>()) == property_names->end())) {
      std::string choices;
      for (const auto& name : property_names != nullptr ? *property_names : std::vector<std::string>{})
        choices += (choices.empty() ? "" : ", ") + name;
      reader.fail(field + ".property", "unknown property " + it->dump() + " (known: " + choices + ")");
    }
    check.property = it->get<std::string>();
  }
  if (auto it = node.find("where"); it != node.end()) {
    if (!it->is_object()) reader.fail(field + ".where", "must be an object");
    check.where = *it;
  }
  if (auto it = node.find("params"); it != node.end()) {
    if (!it->is_object()) reader.fail(field + ".params", "must be an object");
    check.params = *it;
  }
  auto text = [&](const char* key, std::string& into) {
    if (auto it = node.find(key); it != node.end()) {
      if (!it->is_string()) reader.fail(field + "." + key, "must be a string");
      into = it->get<std::string>();
    }
  };
  text("input", check.input);
  text("output", check.output);
  text("description", check.description);
  if (auto it = node.find("axis"); it != node.end()) {
    if (!it->is_number_unsigned()) reader.fail(field + ".axis", "must be a non-negative integer");
    check.axis = it->get<std::size_t>();
  }
  if (auto it = node.find("output_axes"); it != node.end()) {
    if (!it->is_array() || it->empty()) reader.fail(field + ".output_axes", "must be a non-empty list of axes");
    for (const auto& axis : *it) {
      if (!axis.is_number_unsigned()) reader.fail(field + ".output_axes", "must be a non-empty list of axes");
      check.output_axes.push_back(axis.get<std::size_t>());
    }
  } else {
    check.output_axes = {check.axis};
  }
  if (auto it = node.find("max_cases"); it != node.end()) {
    if (!it->is_number_unsigned() || it->get<std::size_t>() == 0)
      reader.fail(field + ".max_cases", "must be a positive integer");
    check.max_cases = it->get<std::size_t>();
  }
  if (auto it = node.find("depends_on"); it != node.end()) {
    if (!it->is_array()) reader.fail(field + ".depends_on", "must be a list of task ids");
    for (const auto& id : *it) {
      if (!id.is_string()) reader.fail(field + ".depends_on", "must be a list of task ids");
      check.depends_on.push_back(id.get<std::string>());
    }
  }
  return check;
}

}  // namespace

double Manifest::max_score() const {
  double total = 0;
  for (const auto& task : tasks) total += task.points;
  return total;
}

const Task* Manifest::find_task(const std::string& id) const {
  for (const auto& task : tasks) {
    if (task.id == id) return &task;
  }
  return nullptr;
}

namespace {

// gradescope.leaderboard, checked against the tasks read before it.
Leaderboard read_leaderboard(const ManifestFields& reader, const nlohmann::json& node, const Manifest& manifest) {
  const std::string field = "gradescope.leaderboard";
  if (!node.is_object()) reader.fail(field, "must be an object with name, op and task");
  for (const auto& item : node.items()) {
    if (item.key() != "name" && item.key() != "op" && item.key() != "task" && item.key() != "repetitions") {
      reader.fail(field + "." + item.key(), "unknown field (known: name, op, task, repetitions)");
    }
  }
  Leaderboard board;
  board.name = reader.string(node, "name", field + ".name");
  board.op = reader.string(node, "op", field + ".op");
  board.task = reader.string(node, "task", field + ".task");
  bool op_checked = false;
  const Task* task = nullptr;
  for (const auto& candidate : manifest.tasks) {
    if (candidate.id == board.task) task = &candidate;
    for (const auto& check : candidate.checks) op_checked = op_checked || check.op == board.op;
  }
  if (task == nullptr) reader.fail(field + ".task", "\"" + board.task + "\" is not the id of a task");
  if (!op_checked) reader.fail(field + ".op", "\"" + board.op + "\" is not an operation any check uses");
  if (auto repetitions = node.find("repetitions"); repetitions != node.end()) {
    if (!repetitions->is_number_unsigned() || repetitions->get<std::size_t>() < 3 ||
        repetitions->get<std::size_t>() > 100) {
      reader.fail(field + ".repetitions", "must be a whole number from 3 to 100, got " + repetitions->dump());
    }
    board.repetitions = repetitions->get<std::size_t>();
  }
  return board;
}

// Gradescope's visibility values (results.json, "visibility").
std::string gradescope_visibility(ManifestFields& reader, const nlohmann::json& node, const std::string& field) {
  static const std::set<std::string> known{"hidden", "after_due_date", "after_published", "visible"};
  if (!node.is_string() || known.count(node.get<std::string>()) == 0) {
    reader.fail(field,
                "must be \"hidden\", \"after_due_date\", \"after_published\" or \"visible\", got " + node.dump());
  }
  return node.get<std::string>();
}

void read_limits(const ManifestFields& reader, const nlohmann::json& limits, Manifest& manifest) {
  if (auto it = limits.find("timeout_seconds"); it != limits.end()) {
    manifest.limits.timeout_seconds = reader.non_negative(*it, "limits.timeout_seconds");
    if (manifest.limits.timeout_seconds <= 0) reader.fail("limits.timeout_seconds", "must be > 0");
  }
  if (auto it = limits.find("memory_mb"); it != limits.end()) {
    manifest.limits.memory_mb = static_cast<std::size_t>(reader.non_negative(*it, "limits.memory_mb"));
  }
  if (auto it = limits.find("output_kib"); it != limits.end()) {
    manifest.limits.output_kib = static_cast<std::size_t>(reader.non_negative(*it, "limits.output_kib"));
  }
  if (auto it = limits.find("startup_seconds"); it != limits.end()) {
    manifest.limits.startup_seconds = reader.non_negative(*it, "limits.startup_seconds");
    if (manifest.limits.startup_seconds <= 0) reader.fail("limits.startup_seconds", "must be > 0");
  }
  if (auto it = limits.find("grade_seconds"); it != limits.end()) {
    manifest.grade_seconds = reader.non_negative(*it, "limits.grade_seconds");
    if (manifest.grade_seconds <= 0) reader.fail("limits.grade_seconds", "must be > 0");
  }
  if (auto it = limits.find("compile_seconds"); it != limits.end()) {
    manifest.compile_seconds = reader.non_negative(*it, "limits.compile_seconds");
    if (manifest.compile_seconds <= 0) reader.fail("limits.compile_seconds", "must be > 0");
  }
}

// "ops": every op the adapter has, with its outputs (and their axes' names).
void read_ops(const ManifestFields& reader, const nlohmann::json& ops, Manifest& manifest) {
  if (!ops.is_object() || ops.empty()) {
    reader.fail("ops", "must be an object naming every op of the adapter (op -> {\"outputs\": {...}})");
  }
  for (const auto& op : ops.items()) {
    if (!op.value().is_object()) reader.fail("ops." + op.key(), "must be an object");
    const auto outputs = op.value().find("outputs");
    if (outputs == op.value().end() || !outputs->is_object()) reader.fail("ops." + op.key() + ".outputs", "missing");
    auto& described = manifest.op_outputs[op.key()];
    for (const auto& output : outputs->items()) {
      if (!output.value().is_object()) reader.fail("ops." + op.key() + ".outputs." + output.key(), "must be an object");
      OutputDescription description;
      if (auto axes = output.value().find("axes"); axes != output.value().end()) {
        const std::string axes_field = "ops." + op.key() + ".outputs." + output.key() + ".axes";
        if (!axes->is_array()) reader.fail(axes_field, "must be a list of axis names");
        for (const auto& axis : *axes) {
          if (!axis.is_string()) reader.fail(axes_field, "must be a list of axis names");
          description.axes.push_back(axis.get<std::string>());
        }
      }
      described[output.key()] = description;
    }
  }
}

Task read_task(ManifestFields& reader, const nlohmann::json& node, const std::string& field, Manifest& manifest,
               const std::vector<std::string>* property_names) {
  if (!node.is_object()) reader.fail(field, "must be an object");
  Task task;
  task.id = reader.string(node, "id", field + ".id");
  task.name = reader.string(node, "name", field + ".name");
  task.points = reader.non_negative(reader.required(node, "points", field + ".points"), field + ".points");
  if (auto scoring = node.find("scoring"); scoring != node.end()) {
    if (*scoring == "all_or_nothing") {
      task.scoring = Scoring::all_or_nothing;
    } else if (*scoring == "proportional") {
      task.scoring = Scoring::proportional;
    } else {
      reader.fail(field + ".scoring", "must be \"all_or_nothing\" or \"proportional\", got " + scoring->dump());
    }
  }
  if (auto task_sources = node.find("sources"); task_sources != node.end()) {
    if (!task_sources->is_array() || task_sources->empty()) {
      reader.fail(field + ".sources", "must be a non-empty list of the manifest's sources");
    }
    for (const auto& source : *task_sources) {
      if (!source.is_string() || std::find(manifest.sources.begin(), manifest.sources.end(),
                                           source.get<std::string>()) == manifest.sources.end()) {
        reader.fail(field + ".sources", source.dump() + " is not one of the manifest's sources");
      }
      task.sources.push_back(source.get<std::string>());
    }
  } else {
    task.sources = manifest.sources;
  }
  if (auto visibility = node.find("visibility"); visibility != node.end()) {
    manifest.gradescope.per_task[task.id] = gradescope_visibility(reader, *visibility, field + ".visibility");
  }
  const auto& checks = reader.required(node, "checks", field + ".checks");
  if (!checks.is_array() || checks.empty()) reader.fail(field + ".checks", "must be a non-empty list");
  for (std::size_t c = 0; c < checks.size(); ++c) {
    task.checks.push_back(parse_check(reader, checks[c], field + ".checks[" + std::to_string(c) + "]", property_names));
  }
  return task;
}

void read_tasks(ManifestFields& reader, const nlohmann::json& tasks, Manifest& manifest,
                const std::vector<std::string>* property_names) {
  if (!tasks.is_array() || tasks.empty()) reader.fail("tasks", "must be a non-empty list");
  std::set<std::string> ids;
  for (std::size_t i = 0; i < tasks.size(); ++i) {
    const std::string field = "tasks[" + std::to_string(i) + "]";
    Task task = read_task(reader, tasks[i], field, manifest, property_names);
    if (!ids.insert(task.id).second) reader.fail(field + ".id", "duplicate task id \"" + task.id + "\"");
    manifest.tasks.push_back(std::move(task));
  }
}

void read_gradescope(ManifestFields& reader, const nlohmann::json& gradescope, Manifest& manifest) {
  if (!gradescope.is_object()) reader.fail("gradescope", "must be an object");
  for (const auto& item : gradescope.items()) {
    const std::string field = "gradescope." + item.key();
    if (item.key() == "visibility") {
      manifest.gradescope.graded = gradescope_visibility(reader, item.value(), field);
    } else if (item.key() == "feedback_visibility") {
      manifest.gradescope.feedback = gradescope_visibility(reader, item.value(), field);
    } else if (item.key() == "stdout_visibility") {
      manifest.gradescope.stdout_log = gradescope_visibility(reader, item.value(), field);
    } else if (item.key() == "leaderboard") {
      manifest.gradescope.leaderboard = read_leaderboard(reader, item.value(), manifest);
    } else {
      reader.fail(field, "unknown field (known: visibility, feedback_visibility, stdout_visibility, leaderboard)");
    }
  }
}

Visualisation read_visualisation(const ManifestFields& reader, const nlohmann::json& visual) {
  if (!visual.is_object()) reader.fail("visualisation", "must be an object");
  Visualisation visualisation;
  visualisation.op = reader.string(visual, "op", "visualisation.op");
  visualisation.output = reader.string(visual, "output", "visualisation.output");
  const auto& panels = reader.required(visual, "panels", "visualisation.panels");
  if (!panels.is_array() || panels.empty()) reader.fail("visualisation.panels", "must be a non-empty list");
  for (std::size_t i = 0; i < panels.size(); ++i) {
    const std::string field = "visualisation.panels[" + std::to_string(i) + "]";
    Visualisation::Panel panel;
    panel.title = reader.string(panels[i], "title", field + ".title");
    if (auto where = panels[i].find("where"); where != panels[i].end()) {
      if (!where->is_object()) reader.fail(field + ".where", "must be an object of parameter -> value");
      panel.where = *where;
    }
    visualisation.panels.push_back(std::move(panel));
  }
  const auto& slices = reader.required(visual, "slices", "visualisation.slices");
  if (!slices.is_array() || slices.empty()) reader.fail("visualisation.slices", "must be a non-empty list");
  for (std::size_t i = 0; i < slices.size(); ++i) {
    const std::string field = "visualisation.slices[" + std::to_string(i) + "]";
    Visualisation::Slice slice;
    slice.index = static_cast<std::size_t>(
        reader.non_negative(reader.required(slices[i], "index", field + ".index"), field + ".index"));
    slice.label = reader.string(slices[i], "label", field + ".label");
    visualisation.slices.push_back(std::move(slice));
  }
  return visualisation;
}

Extra read_extra(ManifestFields& reader, const nlohmann::json& node, const std::string& field,
                 const Manifest& manifest) {
  if (!node.is_object()) reader.fail(field, "must be an object");
  Extra extra;
  extra.id = reader.string(node, "id", field + ".id");
  extra.name = reader.string(node, "name", field + ".name");
  // The kind, its default files and its own fields: grading's validation.hpp, against the table of extra kinds.
  extra.kind = reader.string(node, "kind", field + ".kind");
  if (auto points = node.find("points"); points != node.end()) {
    if (!points->is_number()) reader.fail(field + ".points", "must be a number");
    extra.points = points->get<double>();
  }
  if (auto files = node.find("files"); files != node.end()) {
    if (!files->is_array() || files->empty()) reader.fail(field + ".files", "must be a non-empty list of file names");
    for (const auto& file : *files) {
      if (!file.is_string()) reader.fail(field + ".files", "must be a non-empty list of file names");
      extra.files.push_back(file.get<std::string>());
    }
  }
  if (auto required = node.find("requires_tasks"); required != node.end()) {
    if (!required->is_array()) reader.fail(field + ".requires_tasks", "must be a list of task ids");
    for (const auto& id : *required) {
      if (!id.is_string() || manifest.find_task(id.get<std::string>()) == nullptr) {
        reader.fail(field + ".requires_tasks", id.dump() + " is not the id of a task");
      }
      extra.requires_tasks.push_back(id.get<std::string>());
    }
  }
  return extra;
}

void read_extras(ManifestFields& reader, const nlohmann::json& extras, Manifest& manifest) {
  if (!extras.is_array()) reader.fail("extras", "must be a list");
  std::set<std::string> extra_ids;
  for (std::size_t i = 0; i < extras.size(); ++i) {
    const std::string field = "extras[" + std::to_string(i) + "]";
    Extra extra = read_extra(reader, extras[i], field, manifest);
    if (!extra_ids.insert(extra.id).second) reader.fail(field + ".id", "duplicate extra id \"" + extra.id + "\"");
    manifest.extras.push_back(std::move(extra));
  }
}

std::vector<std::string> op_names(const Manifest& manifest) {
  std::vector<std::string> names;
  for (const auto& [op, outputs] : manifest.op_outputs) names.push_back(op);
  return names;
}

// An op named anywhere is one of "ops"; an output named with it, one of its outputs.
void check_op_and_output(const ManifestFields& reader, const Manifest& manifest, const std::string& op,
                         const std::string& op_field, const std::string& output, const std::string& output_field) {
  auto found = manifest.op_outputs.find(op);
  if (found == manifest.op_outputs.end()) reader.fail(op_field, unknown_name("op", op, op_names(manifest)));
  if (output.empty() || found->second.empty() || found->second.count(output) > 0) return;
  std::vector<std::string> outputs;
  for (const auto& [name, description] : found->second) outputs.push_back(name);
  reader.fail(output_field, unknown_name("output of " + op, output, outputs));
}

// Every name a check uses exists; depends_on names earlier tasks (no cycles,
// and their result is known in time); and every task has a check of its
// own, else a student who failed an earlier task would score 0 here however
// right this one is.
void check_tasks(const ManifestFields& reader, const Manifest& manifest) {
  std::set<std::string> earlier;
  for (std::size_t i = 0; i < manifest.tasks.size(); ++i) {
    const Task& task = manifest.tasks[i];
    const std::string field = "tasks[" + std::to_string(i) + "]";
    bool independent = false;
    for (std::size_t c = 0; c < task.checks.size(); ++c) {
      const Check& check = task.checks[c];
      const std::string check_field = field + ".checks[" + std::to_string(c) + "]";
      // A reference check compares every output; a property check inspects one.
      check_op_and_output(reader, manifest, check.op, check_field + ".op", check.property.empty() ? "" : check.output,
                          check_field + ".output");
      for (const auto& dependency : check.depends_on) {
        if (!earlier.count(dependency)) {
          reader.fail(check_field + ".depends_on", "\"" + dependency + "\" is not the id of an earlier task");
        }
      }
      independent = independent || check.depends_on.empty();
    }
    if (!independent) {
      reader.fail(field + ".checks",
                  "every check of Task " + task.id +
                      " depends on an earlier task (depends_on): a student who failed that task would score 0 here "
                      "however right this one is; give Task " +
                      task.id + " at least one check without depends_on");
    }
    earlier.insert(task.id);
  }
}

Manifest parse_manifest_fields(const nlohmann::json& root, const std::filesystem::path& path,
                               const std::vector<std::string>* property_names) {
  ManifestFields reader(path);
  if (!root.is_object()) reader.fail("(top level)", "must be a JSON object");
  Manifest manifest;
  manifest.path = path;
  if (auto format = root.find("format"); format == root.end() || *format != "autograder-manifest/1") {
    reader.fail("format", "must be \"autograder-manifest/1\"");
  }
  manifest.assignment = reader.string(root, "assignment", "assignment");
  manifest.title = reader.string(root, "title", "title");
  const auto& sources = reader.required(root, "sources", "sources");
  if (!sources.is_array() || sources.empty()) reader.fail("sources", "must be a non-empty list of file names");
  for (const auto& source : sources) {
    if (!source.is_string()) reader.fail("sources", "must be a non-empty list of file names");
    manifest.sources.push_back(source.get<std::string>());
  }
  manifest.tolerance = reader.tolerance(reader.required(root, "tolerance", "tolerance"), "tolerance");
  if (auto limits = root.find("limits"); limits != root.end()) read_limits(reader, *limits, manifest);
  if (auto hints = root.find("hints"); hints != root.end()) {
    if (!hints->is_object()) reader.fail("hints", "must be an object of mistake id -> text");
    for (const auto& item : hints->items()) {
      if (!item.value().is_string()) reader.fail("hints." + item.key(), "must be a string");
      manifest.hints[item.key()] = item.value().get<std::string>();
    }
  }
  read_ops(reader, reader.required(root, "ops", "ops"), manifest);
  read_tasks(reader, reader.required(root, "tasks", "tasks"), manifest, property_names);
  check_tasks(reader, manifest);
  if (auto gradescope = root.find("gradescope"); gradescope != root.end())
    read_gradescope(reader, *gradescope, manifest);
  if (auto visual = root.find("visualisation"); visual != root.end()) {
    manifest.visualisation = read_visualisation(reader, *visual);
    check_op_and_output(reader, manifest, manifest.visualisation->op, "visualisation.op",
                        manifest.visualisation->output, "visualisation.output");
  }
  if (auto extras = root.find("extras"); extras != root.end()) read_extras(reader, *extras, manifest);
  return manifest;
}

}  // namespace

Manifest read_manifest(const nlohmann::json& root, const std::filesystem::path& path,
                       const std::vector<std::string>* property_names) {
  try {
    return parse_manifest_fields(root, path, property_names);
  } catch (const nlohmann::json::exception& error) {
    // A field of an unexpected type that no check above names.
    throw GraderError(ExitCode::manifest_error, path.string() + ": a field has the wrong type (" + error.what() + ")");
  }
}

std::vector<std::string> list_assignments(const std::filesystem::path& root) {
  std::vector<std::string> names;
  std::error_code error;
  const CourseLayout course(root);
  for (const auto& entry : std::filesystem::directory_iterator(course.assignments(), error)) {
    if (entry.is_directory() && std::filesystem::is_regular_file(course.manifest(entry.path().filename().string()))) {
      names.push_back(entry.path().filename().string());
    }
  }
  std::sort(names.begin(), names.end());
  return names;
}

std::string default_assignment(const std::filesystem::path& root) {
  const auto names = list_assignments(root);
  if (names.size() == 1) return names.front();
  std::string known;
  for (const auto& n : names) known += (known.empty() ? "" : ", ") + n;
  const std::filesystem::path course = CourseLayout(root).course_file();
  if (!std::filesystem::exists(course)) {
    throw GraderError(ExitCode::usage, names.empty()
                                           ? CourseLayout(root).assignments().string() + ": no assignment here"
                                           : "several assignments (" + known +
                                                 "): name one with --assignment, or name the default in " +
                                                 course.string() + " as {\"default_assignment\": \"NAME\"}");
  }
  const nlohmann::json json =
      parse_json_text(read_file_bytes(course, ExitCode::manifest_error), course, ExitCode::manifest_error);
  const auto field = json.is_object() ? json.find("default_assignment") : json.end();
  if (!json.is_object() || field == json.end() || !field->is_string() ||
      std::find(names.begin(), names.end(), field->get<std::string>()) == names.end()) {
    throw GraderError(ExitCode::manifest_error,
                      course.string() + ": \"default_assignment\" must name one of: " + known);
  }
  return field->get<std::string>();
}

}  // namespace grader
