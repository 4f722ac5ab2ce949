// A reference set's error model: its file read and written, and the matcher
// that finds the rewrites of the solution a student's answers reproduce.
#include "grader/assessment/error_model.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <set>

#include "grader/assessment/compare.hpp"
#include "grader/protocol/tensor_json.hpp"
#include "grader/source/lexer.hpp"
#include "grader/support/checksum.hpp"
#include "grader/support/course_layout.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"

namespace grader {
namespace fs = std::filesystem;

namespace {

constexpr const char* format_name = "autograder-error-model/1";

[[noreturn]] void model_fail(const fs::path& file, const std::string& field, const std::string& problem) {
  throw GraderError(ExitCode::reference_error, file.string() + ": " + field + ": " + problem);
}

std::string text_at(const nlohmann::json& node, const char* key, const fs::path& file, const std::string& where) {
  auto it = node.find(key);
  if (it == node.end() || !it->is_string()) model_fail(file, where + "." + key, "missing or not a string");
  return it->get<std::string>();
}

std::size_t count_at(const nlohmann::json& node, const char* key, const fs::path& file, const std::string& where) {
  auto it = node.find(key);
  if (it == node.end() || !it->is_number_integer() || it->get<std::int64_t>() < 0) {
    model_fail(file, where + "." + key, "missing or not a count");
  }
  return it->get<std::size_t>();
}

std::vector<WrittenUnit> written_from_json(const nlohmann::json& node, const fs::path& file, const std::string& where) {
  if (!node.is_array()) model_fail(file, where, "must be a list of units");
  std::vector<WrittenUnit> units;
  for (std::size_t i = 0; i < node.size(); ++i) {
    const std::string at = where + "[" + std::to_string(i) + "]";
    if (!node[i].is_object()) model_fail(file, at, "must be an object");
    WrittenUnit unit;
    unit.was = text_at(node[i], "was", file, at);
    unit.was_tokens = count_at(node[i], "was_tokens", file, at);
    unit.count = count_at(node[i], "count", file, at);
    unit.now = text_at(node[i], "now", file, at);
    unit.now_tokens = count_at(node[i], "now_tokens", file, at);
    if (node[i].contains("now_count")) unit.now_count = count_at(node[i], "now_count", file, at);
    if (auto statement = node[i].find("statement"); statement != node[i].end()) {
      if (!statement->is_boolean()) model_fail(file, at + ".statement", "must be true or false");
      unit.statement = statement->get<bool>();
    }
    if (unit.was_tokens == 0 || unit.count == 0) model_fail(file, at, "a unit of no tokens, or held nowhere");
    units.push_back(std::move(unit));
  }
  return units;
}

std::vector<Explanation::Said> said_from_json(const nlohmann::json& node, const fs::path& file,
                                              const std::string& where) {
  if (!node.is_array()) model_fail(file, where, "must be a list of rewrites");
  std::vector<Explanation::Said> said;
  for (std::size_t i = 0; i < node.size(); ++i) {
    const std::string at = where + "[" + std::to_string(i) + "]";
    if (!node[i].is_object()) model_fail(file, at, "must be an object");
    said.push_back({text_at(node[i], "rule", file, at),
                    text_at(node[i], "function", file, at),
                    text_at(node[i], "says", file, at),
                    node[i].value("site", ""),
                    {},
                    false,
                    false,
                    {}});
    for (const auto& [field, flag] :
         {std::pair{"aliases", &Explanation::Said::aliases}, std::pair{"general", &Explanation::Said::general}}) {
      if (auto value = node[i].find(field); value != node[i].end()) {
        if (!value->is_boolean()) model_fail(file, at + "." + field, "must be true or false");
        said.back().*flag = value->get<bool>();
      }
    }
    if (auto edits = node[i].find("edits"); edits != node[i].end()) {
      if (!edits->is_array() || !std::all_of(edits->begin(), edits->end(), [](const auto& e) { return e.is_string(); }))
        model_fail(file, at + ".edits", "must be a list of strings");
      said.back().edits = edits->get<std::vector<std::string>>();
    }
    if (auto written = node[i].find("written"); written != node[i].end()) {
      said.back().written = written_from_json(*written, file, at + ".written");
    }
  }
  return said;
}

nlohmann::json said_to_json(const std::vector<Explanation::Said>& said) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& one : said) {
    list.push_back({{"rule", one.rule}, {"function", one.function}, {"says", one.says}, {"site", one.site}});
    if (!one.edits.empty()) list.back()["edits"] = one.edits;
    if (one.aliases) list.back()["aliases"] = true;
    if (one.general) list.back()["general"] = true;
    for (const WrittenUnit& unit : one.written) {
      list.back()["written"].push_back({{"was", unit.was},
                                        {"was_tokens", unit.was_tokens},
                                        {"count", unit.count},
                                        {"now", unit.now},
                                        {"now_tokens", unit.now_tokens}});
      if (unit.now_count > 0) list.back()["written"].back()["now_count"] = unit.now_count;
      if (unit.statement) list.back()["written"].back()["statement"] = true;
    }
  }
  return list;
}

float value_from_json(const nlohmann::json& node, const fs::path& file, const std::string& where) {
  if (node.is_number()) return static_cast<float>(node.get<double>());
  if (node.is_string()) {
    const auto& text = node.get_ref<const std::string&>();
    if (text == "nan") return std::numeric_limits<float>::quiet_NaN();
    if (text == "inf") return std::numeric_limits<float>::infinity();
    if (text == "-inf") return -std::numeric_limits<float>::infinity();
  }
  model_fail(file, where, "must be a number, \"inf\", \"-inf\" or \"nan\"");
}

// Seven significant digits: rounding moves a value by at most 5e-8 of
// itself, far inside any tolerance, and the file is a third shorter.
nlohmann::json value_to_json(float value) {
  if (std::isnan(value)) return "nan";
  if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
  std::array<char, 32> text{};
  std::snprintf(text.data(), text.size(), "%.7g", static_cast<double>(value));
  return std::strtod(text.data(), nullptr);
}

OutputSample sample_from_json(const nlohmann::json& node, const fs::path& file, const std::string& where) {
  if (!node.is_object()) model_fail(file, where, "must be an object with shape, differs, at and values");
  OutputSample sample;
  try {
    sample.shape = node.at("shape").get<Shape>();
    sample.differs = node.at("differs").get<std::size_t>();
    sample.at = node.at("at").get<std::vector<std::size_t>>();
  } catch (const nlohmann::json::exception&) {
    model_fail(file, where, "needs shape, differs and at, lists of whole numbers");
  }
  const auto& values = node.value("values", nlohmann::json::array());
  if (!values.is_array() || values.size() != sample.at.size())
    model_fail(file, where + ".values", "one value per position");
  std::size_t count = 1;
  for (const auto extent : sample.shape) count *= extent;
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (sample.at[i] >= count) model_fail(file, where + ".at", "a position past the shape");
    sample.values.push_back(value_from_json(values[i], file, where + ".values[" + std::to_string(i) + "]"));
  }
  return sample;
}

nlohmann::json sample_to_json(const OutputSample& sample) {
  nlohmann::json values = nlohmann::json::array();
  for (const float value : sample.values) values.push_back(value_to_json(value));
  return {{"shape", sample.shape}, {"differs", sample.differs}, {"at", sample.at}, {"values", values}};
}

RewriteBehaviour behaviour_from_json(const nlohmann::json& node, const fs::path& file, const std::string& where) {
  RewriteBehaviour behaviour;
  if (node.is_string() && node.get<std::string>() == "same") return behaviour;
  if (!node.is_object()) model_fail(file, where, "must be \"same\" or an object with outputs, raised or failed");
  if (auto outputs = node.find("outputs"); outputs != node.end()) {
    if (!outputs->is_object()) model_fail(file, where + ".outputs", "must be an object of name -> tensor");
    behaviour.kind = RewriteBehaviour::Kind::outputs;
    for (const auto& item : outputs->items()) {
      behaviour.outputs.emplace(item.key(), sample_from_json(item.value(), file, where + ".outputs." + item.key()));
    }
  } else if (node.contains("raised")) {
    behaviour.kind = RewriteBehaviour::Kind::raised;
    behaviour.error_kind = text_at(node, "raised", file, where);
    if (node.contains("message")) behaviour.error_message = text_at(node, "message", file, where);
  } else if (node.contains("failed")) {
    behaviour.kind = RewriteBehaviour::Kind::failed;
  } else {
    model_fail(file, where, "must hold outputs, raised or failed");
  }
  return behaviour;
}

nlohmann::json behaviour_to_json(const RewriteBehaviour& behaviour) {
  switch (behaviour.kind) {
    case RewriteBehaviour::Kind::same:
      return "same";
    case RewriteBehaviour::Kind::outputs: {
      nlohmann::json outputs = nlohmann::json::object();
      for (const auto& [name, sample] : behaviour.outputs) outputs[name] = sample_to_json(sample);
      return {{"outputs", outputs}};
    }
    case RewriteBehaviour::Kind::raised:
      if (behaviour.error_message.empty()) return {{"raised", behaviour.error_kind}};
      return {{"raised", behaviour.error_kind}, {"message", behaviour.error_message}};
    case RewriteBehaviour::Kind::failed:
      return {{"failed", "crashed or timed out"}};
  }
  return "same";
}

bool fits_every_sample(const std::map<std::string, OutputSample>& samples, const TensorMap& answers,
                       const TensorMap& expected, const Tolerance& tolerance) {
  if (samples.empty()) return false;
  for (const auto& [name, sample] : samples) {
    auto answer = answers.find(name);
    if (answer == answers.end()) return false;
    // A case the reference refuses has no expected output: every value differs.
    static const Tensor none;
    auto wanted = expected.find(name);
    if (!fits_sample(sample, answer->second, wanted == expected.end() ? none : wanted->second, tolerance)) return false;
  }
  return true;
}

// Whether the student's case is what the explanation does there; `values`
// counts a failed case whose outputs it reproduces.
bool reproduces(const RewriteBehaviour& behaviour, const CaseEvidence& evidence, std::size_t& values) {
  switch (behaviour.kind) {
    case RewriteBehaviour::Kind::same:
      return evidence.passed;
    case RewriteBehaviour::Kind::outputs:
      if (evidence.passed || evidence.outputs == nullptr || evidence.expected == nullptr) return false;
      if (evidence.shapes_only) {
        // A constructor's case: its outputs' values are whatever the layers
        // were initialised with, so only their names and shapes tell.
        if (behaviour.outputs.size() != evidence.outputs->size()) return false;
        for (const auto& [name, sample] : behaviour.outputs) {
          auto answer = evidence.outputs->find(name);
          if (answer == evidence.outputs->end() || answer->second.shape != sample.shape) return false;
        }
        ++values;
        return true;
      }
      if (!fits_every_sample(behaviour.outputs, *evidence.outputs, *evidence.expected, evidence.tolerance))
        return false;
      ++values;
      return true;
    case RewriteBehaviour::Kind::raised:
      if (evidence.passed || evidence.error_kind != behaviour.error_kind) return false;
      if (behaviour.error_message.empty()) return true;
      if (evidence.error_message != behaviour.error_message) return false;
      // The same exception with the same message, where the student's did:
      // the case told as its values would tell it.
      ++values;
      return true;
    case RewriteBehaviour::Kind::failed:
      return !evidence.passed && evidence.failed_to_answer;
  }
  return false;
}

// How many values of `answer` differ from `expected` (same shape).
std::size_t count_differing(const Tensor& answer, const Tensor& expected, const Tolerance& tolerance) {
  std::size_t differing = 0;
  for (std::size_t i = 0; i < answer.data.size(); ++i) {
    if (!close(expected.data[i], answer.data[i], tolerance)) ++differing;
  }
  return differing;
}

}  // namespace

OutputSample sample_output(const Tensor& rewrite, const Tensor& expected, const Tolerance& tolerance) {
  OutputSample sample;
  sample.shape = rewrite.shape;
  const std::size_t size = rewrite.data.size();
  const bool comparable = rewrite.shape == expected.shape && rewrite.data.size() == expected.data.size();
  sample.differs = comparable ? count_differing(rewrite, expected, tolerance) : size;
  constexpr std::size_t all_below = 32;
  constexpr std::size_t of_differing = 24;
  constexpr std::size_t of_whole = 8;
  std::set<std::size_t> chosen;
  if (size <= all_below) {
    for (std::size_t i = 0; i < size; ++i) chosen.insert(i);
  } else {
    std::vector<std::size_t> differing;
    for (std::size_t i = 0; comparable && i < size; ++i) {
      if (!close(expected.data[i], rewrite.data[i], tolerance)) differing.push_back(i);
    }
    const std::size_t take = std::min(of_differing, differing.size());
    for (std::size_t k = 0; k < take; ++k) chosen.insert(differing[k * differing.size() / take]);
    for (std::size_t k = 0; k < of_whole; ++k) chosen.insert(k * size / of_whole);
  }
  for (const std::size_t i : chosen) {
    sample.at.push_back(i);
    sample.values.push_back(rewrite.data[i]);
  }
  return sample;
}

bool fits_sample(const OutputSample& sample, const Tensor& answer, const Tensor& expected, const Tolerance& tolerance) {
  if (answer.shape != sample.shape) return false;
  for (std::size_t k = 0; k < sample.at.size(); ++k) {
    if (sample.at[k] >= answer.data.size()) return false;
    const float mine = sample.values[k];
    const float theirs = answer.data[sample.at[k]];
    if (std::isnan(mine) && std::isnan(theirs)) continue;
    if (!close(mine, theirs, tolerance)) return false;
  }
  const std::size_t differing = answer.shape == expected.shape && answer.data.size() == expected.data.size()
                                    ? count_differing(answer, expected, tolerance)
                                    : answer.data.size();
  return differing == sample.differs;
}

ErrorModel parse_error_model(const nlohmann::json& root, const fs::path& path) {
  if (!root.is_object()) model_fail(path, "(top)", "must be an object");
  if (root.value("format", "") != format_name)
    model_fail(path, "format", std::string("must be \"") + format_name + "\"");
  ErrorModel model;
  model.rules_digest = text_at(root, "rules_sha256", path, "(top)");
  model.solution_digest = text_at(root, "solution_sha256", path, "(top)");
  model.set_digest = text_at(root, "set_sha256", path, "(top)");
  model.equivalent = root.value("equivalent", std::size_t{0});
  model.rewrites = root.value("rewrites", std::size_t{0});
  try {
    model.cases = root.at("cases").get<std::set<std::string>>();
  } catch (const nlohmann::json::exception&) {
    model_fail(path, "cases", "must be a list of the cases run (op/name)");
  }
  auto list = root.find("explanations");
  if (list == root.end() || !list->is_array()) model_fail(path, "explanations", "must be a list");
  for (std::size_t i = 0; i < list->size(); ++i) {
    const std::string where = "explanations[" + std::to_string(i) + "]";
    const auto& node = (*list)[i];
    if (!node.is_object()) model_fail(path, where, "must be an object");
    Explanation explanation;
    explanation.rewrites = said_from_json(node.value("rewrites", nlohmann::json()), path, where + ".rewrites");
    if (explanation.rewrites.empty()) model_fail(path, where + ".rewrites", "must name at least one rewrite");
    auto cases = node.find("cases");
    if (cases == node.end() || !cases->is_object())
      model_fail(path, where + ".cases", "must be an object of case -> behaviour");
    for (const auto& item : cases->items()) {
      if (model.cases.count(item.key()) == 0)
        model_fail(path, where + ".cases." + item.key(), "not a case of \"cases\"");
      explanation.cases.emplace(item.key(), behaviour_from_json(item.value(), path, where + ".cases." + item.key()));
    }
    model.explanations.push_back(std::move(explanation));
  }
  if (auto unkilled = root.find("unkilled"); unkilled != root.end()) {
    model.unkilled = said_from_json(*unkilled, path, "unkilled");
  }
  return model;
}

nlohmann::json error_model_to_json(const ErrorModel& model) {
  nlohmann::json explanations = nlohmann::json::array();
  for (const auto& explanation : model.explanations) {
    nlohmann::json cases = nlohmann::json::object();
    for (const auto& [name, behaviour] : explanation.cases) {
      if (behaviour.kind != RewriteBehaviour::Kind::same) cases[name] = behaviour_to_json(behaviour);
    }
    explanations.push_back({{"rewrites", said_to_json(explanation.rewrites)}, {"cases", cases}});
  }
  return {{"format", format_name},
          {"cases", model.cases},
          {"rules_sha256", model.rules_digest},
          {"solution_sha256", model.solution_digest},
          {"set_sha256", model.set_digest},
          {"rewrites", model.rewrites},
          {"equivalent", model.equivalent},
          {"unkilled", said_to_json(model.unkilled)},
          {"explanations", explanations}};
}

std::optional<ErrorModel> load_error_model(const fs::path& set_directory) {
  const fs::path path = set_directory / "error_model.json";
  std::error_code error;
  if (!fs::is_regular_file(path, error)) return std::nullopt;
  return parse_error_model(
      parse_json_text(read_file_bytes(path, ExitCode::reference_error), path, ExitCode::reference_error), path);
}

std::string error_model_key(const std::string& op, const std::string& name) { return op + "/" + name; }

namespace {

// A file's code as the rewrites read it: comments dropped and every run of
// white space one space, so that a comment edited in the solution (its
// doc, a hint) leaves its error model current. Literals are copied as they
// are, a comment marker inside one included.
std::string code_without_comments(const std::string& text) {
  const LexedText lexed = lex_cpp(text);   // grader/source's lexer
  std::vector<char> role(text.size(), 0);  // 1: in a comment, 2: in a literal
  for (const Token& comment : lexed.comments) {
    std::fill(role.begin() + static_cast<std::ptrdiff_t>(comment.begin),
              role.begin() + static_cast<std::ptrdiff_t>(comment.end), 1);
  }
  for (const Token& token : lexed.tokens) {
    if (!is_literal(token)) continue;
    std::fill(role.begin() + static_cast<std::ptrdiff_t>(token.begin),
              role.begin() + static_cast<std::ptrdiff_t>(token.end), 2);
  }
  std::string code;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (role[i] == 1) continue;
    if (role[i] == 0 && std::isspace(static_cast<unsigned char>(text[i])) != 0) {
      if (!code.empty() && code.back() != ' ') code += ' ';
    } else {
      code += text[i];
    }
  }
  return code;
}

}  // namespace

std::string solution_files_digest(const fs::path& root, const std::string& assignment,
                                  const std::vector<std::string>& sources) {
  const fs::path solution = CourseLayout(root).solution(assignment);
  std::string all;
  for (const auto& name : sources) {
    all += name + "\n" + code_without_comments(read_file_bytes(solution / name, ExitCode::internal_error)) + "\n";
  }
  for (const auto& variant : solution_variant_folders(root, assignment)) {
    for (const auto& name : sources) {
      if (!fs::is_regular_file(variant / name)) continue;
      all += variant.filename().string() + "/" + name + "\n" +
             code_without_comments(read_file_bytes(variant / name, ExitCode::internal_error)) + "\n";
    }
  }
  return sha256_hex(all);
}

std::vector<fs::path> solution_variant_folders(const fs::path& root, const std::string& assignment) {
  std::vector<fs::path> folders;
  std::error_code error;
  const fs::path variants = CourseLayout(root).solution_variants(assignment);
  for (fs::directory_iterator it(variants, error), end; !error && it != end; it.increment(error)) {
    if (it->is_directory()) folders.push_back(it->path());
  }
  std::sort(folders.begin(), folders.end());
  return folders;
}

std::vector<std::string> error_model_problems(const fs::path& root, const std::string& assignment,
                                              const std::vector<std::string>& sources, const fs::path& set_directory,
                                              bool hidden) {
  const std::string rebuild = " (rebuild it: scripts/build-error-models " + assignment + ")";
  const fs::path file = set_directory / "error_model.json";
  const auto model = load_error_model(set_directory);
  if (!model) return {};  // none: release --check says so as a note
  std::vector<std::string> problems;
  const fs::path rules = root / "grader" / "errormodel" / "rules.json";
  if (model->rules_digest != sha256_hex(read_file_bytes(rules, ExitCode::reference_error))) {
    problems.push_back(file.string() + " was made with another rule table than " + rules.string() + rebuild);
  }
  const fs::path solution = CourseLayout(root).solution(assignment);
  if (fs::is_directory(solution) && model->solution_digest != solution_files_digest(root, assignment, sources)) {
    problems.push_back(file.string() + " was made from another solution than " + solution.string() + rebuild);
  }
  if (model->set_digest != sha256_hex(read_file_bytes(set_directory / "index.json", ExitCode::reference_error))) {
    problems.push_back(file.string() + " was made for other cases than the set's index.json lists" + rebuild);
  }
  if (hidden && problems.empty()) {
    for (const auto& said : model->unkilled) {
      problems.push_back("no case of " + set_directory.string() + " tells this rewrite of the solution from it: " +
                         said.says + " (add a case whose result it changes)");
    }
  }
  return problems;
}

std::vector<const Explanation*> explanations_of(const ErrorModel& model, const std::vector<CaseEvidence>& evidence) {
  std::vector<const Explanation*> found;
  const bool any_failed =
      std::any_of(evidence.begin(), evidence.end(), [](const CaseEvidence& e) { return !e.passed; });
  if (!any_failed) return found;
  for (const auto& explanation : model.explanations) {
    std::size_t values = 0;
    bool all = true;
    std::size_t known = 0;
    static const RewriteBehaviour same;
    for (const auto& one : evidence) {
      if (model.cases.count(one.case_key) == 0) continue;  // a case the model did not run (an expected error, shapes)
      ++known;
      auto it = explanation.cases.find(one.case_key);
      if (!reproduces(it == explanation.cases.end() ? same : it->second, one, values)) {
        all = false;
        break;
      }
    }
    if (all && known > 0 && values > 0) found.push_back(&explanation);
  }
  return found;
}

bool written_otherwise(const Explanation::Said& said, const std::map<std::string, std::string>& bodies) {
  const auto body = bodies.find(said.function);
  if (body == bodies.end() || said.written.empty()) return false;
  const std::vector<Token> tokens = lex_cpp(body->second).tokens;
  return std::any_of(said.written.begin(), said.written.end(), [&](const WrittenUnit& unit) {
    return token_run_count(tokens, unit.was_tokens, unit.was, unit.statement) >= unit.count &&
           token_run_count(tokens, unit.now_tokens, unit.now, unit.statement) <= unit.now_count;
  });
}

std::vector<Explanation> explanations_as_written(const std::vector<const Explanation*>& found,
                                                 const std::map<std::string, std::string>& bodies) {
  std::vector<Explanation> kept;
  for (const Explanation* explanation : found) {
    Explanation one = *explanation;
    one.rewrites.erase(std::remove_if(one.rewrites.begin(), one.rewrites.end(),
                                      [&](const Explanation::Said& said) { return written_otherwise(said, bodies); }),
                       one.rewrites.end());
    if (!one.rewrites.empty()) kept.push_back(std::move(one));
  }
  return kept;
}

std::string explanation_hint(const std::vector<const Explanation*>& found, std::size_t most) {
  std::vector<std::string> sentences;
  std::vector<bool> aliased;  // a sentence that stands for sizes equal to it on every case
  // Two rewrites of one site that answer alike: the site's value makes no
  // difference (refused), unless they share an edit (one change, two
  // readings: both named) or their rules write sizes (`aliases`: one size
  // under two names, or two sizes equal on every case; the first is named,
  // and said to stand for the others).
  auto share_an_edit = [](const Explanation::Said& a, const Explanation::Said& b) {
    return std::any_of(a.edits.begin(), a.edits.end(), [&](const std::string& edit) {
      return std::find(b.edits.begin(), b.edits.end(), edit) != b.edits.end();
    });
  };
  constexpr std::size_t none = static_cast<std::size_t>(-1);
  for (const Explanation* explanation : found) {
    // A site with a `general` rewrite among its alike ones: that one alone
    // (what the others do is its effect).
    std::vector<Explanation::Said> said;
    for (const auto& one : explanation->rewrites) {
      const bool stood_for = !one.general && !one.site.empty() &&
                             std::any_of(explanation->rewrites.begin(), explanation->rewrites.end(),
                                         [&](const Explanation::Said& o) { return o.general && o.site == one.site; });
      if (!stood_for) said.push_back(one);
    }
    std::vector<std::size_t> sentence_of(said.size(), none);
    for (std::size_t i = 0; i < said.size(); ++i) {
      std::size_t alias_of = none;
      for (std::size_t j = 0; j < i; ++j) {
        if (said[i].site.empty() || said[i].site != said[j].site) continue;
        if (said[i].aliases && said[j].aliases) {
          if (alias_of == none) alias_of = j;
        } else if (!share_an_edit(said[i], said[j])) {
          return "";
        }
      }
      if (alias_of != none) {
        sentence_of[i] = sentence_of[alias_of];
        if (sentence_of[i] != none) aliased[sentence_of[i]] = true;
        continue;
      }
      const auto known = std::find(sentences.begin(), sentences.end(), said[i].says);
      sentence_of[i] = static_cast<std::size_t>(known - sentences.begin());
      if (known == sentences.end()) {
        sentences.push_back(said[i].says);
        aliased.push_back(false);
      }
    }
  }
  for (std::size_t i = 0; i < sentences.size(); ++i) {
    if (aliased[i]) sentences[i] += " (or another size equal to it on every case)";
  }
  if (sentences.empty() || sentences.size() > most) return "";
  if (sentences.size() == 1) return sentences.front();
  std::string hint = "one of these (your outputs fit each): ";
  for (std::size_t i = 0; i < sentences.size(); ++i) hint += (i == 0 ? "" : "; or ") + sentences[i];
  return hint;
}

}  // namespace grader
