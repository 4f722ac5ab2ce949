// Issue 48 item 4: a hidden set must tell every non-equivalent rewrite of
// the solution from it. The course's hidden sets do (Cli.ReleaseCheck-
// FindsEveryAssignmentReady); this test removes from a copy of torch_mha's
// hidden set the one sample that alone kills some rewrite (found in the
// stored model: a rewrite whose behaviour differs from the solution's only
// on the cases of one name, one per op that sample has), rebuilds the
// model, and `release --check` must then fail naming that rewrite.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>

#include "course_copy.hpp"
#include "grader/errormodel/model.hpp"
#include "grader/execution/runner.hpp"
#include "grader/support/checksum.hpp"
#include "grader/support/json_file.hpp"

namespace fs = std::filesystem;

namespace {

using errormodel_tests::root;
using errormodel_tests::run;

nlohmann::json read_json(const fs::path& path) {
  std::ifstream in(path);
  return nlohmann::json::parse(in);
}

// A rewrite killed by the cases of one name alone (a sample, one case per
// op): that name and the rewrite's sentence.
struct Lone {
  std::string name;
  std::string function;
  std::string says;
};

std::optional<Lone> killed_by_one_case(const nlohmann::json& model, const std::map<std::string, int>& cases_per_op) {
  for (const auto& explanation : model.at("explanations")) {
    std::set<std::string> names;
    bool kept = true;
    for (const auto& [key, behaviour] : explanation.at("cases").items()) {
      if (behaviour.is_string() && behaviour.get<std::string>() == "same") continue;
      names.insert(key.substr(key.find('/') + 1));
      const std::string op = key.substr(0, key.find('/'));
      kept = kept && cases_per_op.count(op) > 0 && cases_per_op.at(op) >= 2;  // the op keeps a case
    }
    if (names.size() != 1 || !kept || explanation.at("rewrites").size() != 1) continue;
    const auto& rewrite = explanation.at("rewrites").front();
    return Lone{*names.begin(), rewrite.at("function").get<std::string>(), rewrite.at("says").get<std::string>()};
  }
  return std::nullopt;
}

}  // namespace

TEST(Adequacy, ReleaseCheckFailsOnAHiddenSetWithoutTheCaseThatAloneKillsARewrite) {
  const std::string assignment = "torch_mha";
  const fs::path dir = fs::temp_directory_path() / ("grader-adequacy-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  const fs::path project = dir / "project";
  errormodel_tests::copy_course(project);
  const fs::path hidden = project / "reference_values" / assignment / "hidden";
  nlohmann::json index = read_json(hidden / "index.json");
  std::map<std::string, int> cases_per_op;
  for (const auto& file : index.at("files")) {
    cases_per_op[fs::path(file.at("path").get<std::string>()).stem().string()] = file.at("cases").get<int>();
  }
  const auto lone = killed_by_one_case(read_json(hidden / "error_model.json"), cases_per_op);
  ASSERT_TRUE(lone.has_value()) << "every rewrite of " << assignment << " is killed by two hidden samples or more";

  // The sample's cases removed from every op's file, and the index made to agree.
  std::size_t removed = 0;
  for (auto& file : index.at("files")) {
    const fs::path path = hidden / file.at("path").get<std::string>();
    nlohmann::json cases = read_json(path);
    auto& list = cases.at("cases");
    const auto before = list.size();
    for (auto it = list.begin(); it != list.end(); ++it) {
      if (it->at("name").get<std::string>() == lone->name) {
        list.erase(it);
        break;
      }
    }
    if (list.size() == before) continue;
    ++removed;
    std::ofstream(path, std::ios::trunc) << cases.dump();
    file["sha256"] = grader::sha256_hex(errormodel_tests::slurp(path));
    file["cases"] = list.size();
  }
  ASSERT_GT(removed, 0u) << lone->name;
  std::ofstream(hidden / "index.json", std::ios::trunc) << index.dump(2) << "\n";

  grader::errormodel::ModelOptions options;
  options.root = project;
  options.assignment = assignment;
  const auto figures = grader::errormodel::build_error_model(options);
  std::set<std::string> unkilled;
  for (const auto& set : figures.sets) {
    if (set.set == "hidden") unkilled.insert(set.unkilled.begin(), set.unkilled.end());
  }
  EXPECT_EQ(unkilled.count(lone->function + ": " + lone->says), 1u) << lone->name;

  const auto result = run({"--root", project.string(), "release", "--check", "--assignment", assignment}, 1200);
  EXPECT_NE(result.exit_code, 0) << result.stdout_text;
  const std::string problem = "no case of " + hidden.string() +
                              " tells this rewrite of the solution from it: " + lone->says +
                              " (add a case whose result it changes)";
  EXPECT_NE((result.stdout_text + result.stderr_text).find(problem), std::string::npos)
      << problem << "\n--- stdout ---\n"
      << result.stdout_text << "\n--- stderr ---\n"
      << result.stderr_text;
  fs::remove_all(dir);
}
