#pragma once
// An assignment's error model, built on the course's side: every rewrite
// of the course's solution (rewrites.hpp) compiled into one harness (mutant
// schemata), run on every case of every reference set of the assignment, and
// what each does written beside each set as error_model.json
// (grader/grading: error_model.hpp), which the grader matches a student's
// answers against.
#include <cstddef>
#include <filesystem>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace grader::errormodel {

struct ModelOptions {
  std::filesystem::path root;  // the course repository
  std::string assignment;
  std::filesystem::path rules;                       // empty: grader/errormodel/rules.json below root
  std::size_t jobs = 2;                              // harness processes at once
  bool write = true;                                 // write error_model.json into each set's folder
  std::function<void(const std::string&)> progress;  // a line per phase; may be empty
};

struct SetFigures {
  std::string set;
  std::size_t cases = 0;
  std::size_t killed = 0;             // non-equivalent rewrites some case of this set tells from the solution
  std::size_t explanations = 0;       // groups of rewrites the set cannot tell apart from each other
  std::vector<std::string> unkilled;  // non-equivalent rewrites this set does not kill ("function: says")
  std::size_t bytes = 0;              // error_model.json's size
};

struct ModelFigures {
  std::size_t found = 0;          // rewrites the rules made
  std::size_t not_compiling = 0;  // dropped: they do not compile
  std::size_t compiled = 0;
  std::size_t equivalent = 0;   // no case of any set, nor a fresh variant of one, tells them from the solution
  std::size_t fresh_only = 0;   // only a fresh variant tells them from the solution: no set kills them
  std::size_t variants = 0;     // model answers beside the solution (CourseLayout::solution_variants)
  double seconds_generate = 0;  // libclang: parse, rewrite, check
  double seconds_build = 0;     // the schemata harness
  double seconds_run = 0;       // every rewrite on every case
  std::vector<SetFigures> sets;
  std::map<std::string, std::size_t> by_rule;                // non-equivalent rewrites per rule
  std::map<std::string, std::size_t> not_compiling_by_rule;  // dropped rewrites per rule
};

// Builds and runs the model; throws GraderError naming what failed.
[[nodiscard]] ModelFigures build_error_model(const ModelOptions& options);

// The arguments libclang parses an assignment's solution files with.
[[nodiscard]] std::vector<std::string> solution_parse_args(const std::filesystem::path& root,
                                                           const std::string& assignment);

}  // namespace grader::errormodel
