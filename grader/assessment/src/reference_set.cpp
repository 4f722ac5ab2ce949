#include "grader/assessment/reference_set.hpp"

#include <cctype>

#include "grader/protocol/tensor_json.hpp"
#include "grader/support/checksum.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"

namespace grader {
namespace {

[[noreturn]] void fail(const std::filesystem::path& file, const std::string& field, const std::string& problem) {
  throw GraderError(ExitCode::reference_error, file.string() + ": " + field + ": " + problem);
}

TensorMap tensors_from_json(const nlohmann::json& node, const std::filesystem::path& file, const std::string& field,
                            bool shape_only = false) {
  if (!node.is_object()) fail(file, field, "must be an object of name -> tensor");
  TensorMap tensors;
  for (const auto& item : node.items()) {
    try {
      tensors.emplace(item.key(), tensor_from_json(item.value(), field + "." + item.key(), shape_only));
    } catch (const TensorFormatError& error) {
      throw GraderError(ExitCode::reference_error, file.string() + ": " + error.what());
    }
  }
  return tensors;
}

Case parse_case(const nlohmann::json& node, const std::filesystem::path& file, const std::string& field) {
  if (!node.is_object()) fail(file, field, "must be an object");
  Case result;
  result.file = file.filename().string();
  auto text = [&](const char* key) {
    auto it = node.find(key);
    if (it == node.end() || !it->is_string()) fail(file, field + "." + key, "missing or not a string");
    return it->get<std::string>();
  };
  result.name = text("name");
  result.op = text("op");
  const std::string where = field + " (" + result.name + ")";
  if (auto it = node.find("params"); it != node.end()) {
    if (!it->is_object()) fail(file, where + ".params", "must be an object");
    result.params = *it;
  }
  if (auto it = node.find("inputs"); it != node.end()) result.inputs = tensors_from_json(*it, file, where + ".inputs");
  if (auto it = node.find("compare"); it != node.end()) {
    if (*it == "shape") {
      result.shape_only = true;
    } else if (*it != "values") {
      fail(file, where + ".compare", "must be \"values\" or \"shape\", got " + it->dump());
    }
  }
  if (auto it = node.find("expected"); it != node.end()) {
    result.expected = tensors_from_json(*it, file, where + ".expected", result.shape_only);
  }
  if (auto it = node.find("expected_error"); it != node.end()) {
    ExpectedError error;
    if (!it->is_object() || !it->contains("kind") || !(*it)["kind"].is_string()) {
      fail(file, where + ".expected_error.kind", "missing or not a string");
    }
    error.kind = (*it)["kind"].get<std::string>();
    if (auto contains = it->find("message_contains"); contains != it->end()) {
      if (!contains->is_array()) fail(file, where + ".expected_error.message_contains", "must be a list of strings");
      for (const auto& part : *contains) {
        if (!part.is_string()) fail(file, where + ".expected_error.message_contains", "must be a list of strings");
        error.message_contains.push_back(part.get<std::string>());
      }
    }
    result.expected_error = error;
  }
  if (result.expected.empty() && !result.expected_error) {
    fail(file, where, "needs \"expected\" outputs or an \"expected_error\"");
  }
  if (auto it = node.find("tolerance"); it != node.end()) {
    Tolerance tol;
    if (!it->is_object() || !it->contains("rtol") || !it->contains("atol") || !(*it)["rtol"].is_number() ||
        !(*it)["atol"].is_number()) {
      fail(file, where + ".tolerance", "must have numeric rtol and atol");
    }
    tol.rtol = (*it)["rtol"].get<double>();
    tol.atol = (*it)["atol"].get<double>();
    result.tolerance = tol;
  }
  if (auto it = node.find("mistakes"); it != node.end()) {
    if (!it->is_object()) fail(file, where + ".mistakes", "must be an object of mistake id -> outputs");
    for (const auto& item : it->items()) {
      result.mistakes.emplace_back(item.key(),
                                   tensors_from_json(item.value(), file, where + ".mistakes." + item.key()));
    }
  }
  return result;
}

}  // namespace

std::vector<const Case*> ReferenceSet::cases_for(const std::string& op, const nlohmann::json& where) const {
  std::vector<const Case*> matching;
  for (const auto& candidate : cases) {
    if (candidate.op != op) continue;
    bool matches = true;
    for (const auto& condition : where.items()) {
      auto value = candidate.params.find(condition.key());
      if (value == candidate.params.end() || *value != condition.value()) {
        matches = false;
        break;
      }
    }
    if (matches) matching.push_back(&candidate);
  }
  return matching;
}

std::string ReferenceSet::case_label(const Case& source) const {
  if (!hidden) return "case " + source.name;
  for (std::size_t i = 0; i < cases.size(); ++i) {
    if (&cases[i] == &source || (cases[i].name == source.name && cases[i].op == source.op)) {
      return "hidden case " + std::to_string(i + 1);
    }
  }
  return "a hidden case";
}

std::string ReferenceSet::conceal_name(const std::string& text, const Case& source) const {
  if (!hidden || source.name.empty()) return text;
  const auto word = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_'; };
  const std::string shown = case_label(source);
  std::string out;
  std::size_t from = 0;
  for (std::size_t at = text.find(source.name); at != std::string::npos; at = text.find(source.name, at + 1)) {
    const std::size_t end = at + source.name.size();
    if (at < from || (at > 0 && word(text[at - 1])) || (end < text.size() && word(text[end]))) continue;
    out += text.substr(from, at - from) + shown;
    from = end;
  }
  return out + text.substr(from);
}

ReferenceSet load_reference_set(const std::filesystem::path& directory, bool with_error_model) {
  if (!std::filesystem::is_directory(directory)) {
    throw GraderError(ExitCode::reference_error, directory.string() + ": reference set folder not found");
  }
  const auto index_path = directory / "index.json";
  const auto index =
      parse_json_text(read_file_bytes(index_path, ExitCode::reference_error), index_path, ExitCode::reference_error);
  if (!index.is_object()) fail(index_path, "(top level)", "must be a JSON object");
  auto optional_text = [&](const char* key, const std::string& fallback) {
    auto it = index.find(key);
    if (it == index.end()) return fallback;
    if (!it->is_string()) fail(index_path, key, "must be a string");
    return it->get<std::string>();
  };
  if (optional_text("format", "") != "autograder-references/1") {
    fail(index_path, "format", "must be \"autograder-references/1\"");
  }
  ReferenceSet set;
  set.directory = directory;
  set.assignment = optional_text("assignment", "");
  set.name = optional_text("set", directory.filename().string());
  set.hidden = optional_text("visibility", "visible") == "hidden";
  if (auto it = index.find("generator"); it != index.end()) set.generator = *it;
  auto files = index.find("files");
  if (files == index.end() || !files->is_array() || files->empty())
    fail(index_path, "files", "must be a non-empty list");
  for (std::size_t i = 0; i < files->size(); ++i) {
    const auto& entry = (*files)[i];
    const std::string field = "files[" + std::to_string(i) + "]";
    if (!entry.is_object() || !entry.contains("path") || !entry.contains("sha256") || !entry["path"].is_string() ||
        !entry["sha256"].is_string()) {
      fail(index_path, field, "needs \"path\" and \"sha256\" strings");
    }
    const std::string relative = entry["path"].get<std::string>();
    if (relative.find("..") != std::string::npos || relative.empty() || relative.front() == '/') {
      fail(index_path, field + ".path", "must be a file name inside the set folder");
    }
    const auto case_path = directory / relative;
    const std::string bytes = read_file_bytes(case_path, ExitCode::reference_error);
    const std::string actual = sha256_hex(bytes);
    if (actual != entry["sha256"].get<std::string>()) {
      fail(case_path, "sha256",
           "checksum mismatch: index.json says " + entry["sha256"].get<std::string>() + ", the file has " + actual +
               " (the file was changed or damaged; regenerate it or restore the released copy)");
    }
    auto cases = parse_case_file(bytes, case_path);
    set.cases.insert(set.cases.end(), std::make_move_iterator(cases.begin()), std::make_move_iterator(cases.end()));
  }
  if (with_error_model) set.error_model = load_error_model(directory);
  return set;
}

std::vector<Case> parse_case_file(const std::string& bytes, const std::filesystem::path& path) {
  const auto root = parse_json_text(bytes, path, ExitCode::reference_error);
  if (!root.is_object()) fail(path, "(top level)", "must be a JSON object");
  auto cases = root.find("cases");
  if (cases == root.end() || !cases->is_array()) fail(path, "cases", "missing or not a list");
  std::vector<Case> parsed;
  for (std::size_t c = 0; c < cases->size(); ++c) {
    try {
      parsed.push_back(parse_case((*cases)[c], path, "cases[" + std::to_string(c) + "]"));
    } catch (const nlohmann::json::exception& error) {
      fail(path, "cases[" + std::to_string(c) + "]", std::string("a field has the wrong type (") + error.what() + ")");
    }
  }
  return parsed;
}

}  // namespace grader
