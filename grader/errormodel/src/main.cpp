// error-model: builds an assignment's error model on the course's side
// (model.hpp) and prints its figures.
//   error-model --root DIR --assignment NAME [--rules FILE] [--jobs N] [--dry-run]
#include <CLI/CLI.hpp>
#include <iomanip>
#include <iostream>

#include "grader/errormodel/model.hpp"
#include "grader/support/errors.hpp"

int main(int argc, char** argv) {
  CLI::App app{
      "Builds an assignment's error model: every rewrite of the course's solution that its rules make,\n"
      "compiled into one harness, run on every case of every reference set, written beside each set\n"
      "as error_model.json (docs/error-model.md)."};
  grader::errormodel::ModelOptions options;
  std::string root = ".";
  app.add_option("--root", root, "the course repository")->capture_default_str();
  app.add_option("--assignment", options.assignment, "the assignment")->required();
  app.add_option("--rules", options.rules, "the rule table (default: grader/errormodel/rules.json)");
  app.add_option("--jobs", options.jobs, "harness processes at once")->capture_default_str();
  bool dry_run = false;
  app.add_flag("--dry-run", dry_run, "print the figures, write nothing");
  CLI11_PARSE(app, argc, argv);
  options.root = std::filesystem::absolute(root).lexically_normal();
  options.write = !dry_run;
  options.progress = [](const std::string& line) { std::cerr << "error-model: " << line << std::endl; };
  try {
    const auto figures = grader::errormodel::build_error_model(options);
    std::cout << std::fixed << std::setprecision(1);
    std::cout << options.assignment << ": " << figures.found << " rewrites found (of the solution and "
              << figures.variants << " variant" << (figures.variants == 1 ? "" : "s") << " of it), " << figures.compiled
              << " compiled, " << figures.not_compiling << " do not compile, " << figures.equivalent
              << " equivalent on every case and fresh variant, " << figures.fresh_only
              << " told from the solution only by a fresh variant\n";
    std::cout << "  generate " << figures.seconds_generate << " s, build " << figures.seconds_build << " s, run "
              << figures.seconds_run << " s\n";
    const std::size_t live = figures.compiled - figures.equivalent;
    for (const auto& set : figures.sets) {
      std::cout << "  " << set.set << ": " << set.cases << " cases kill " << set.killed << " of " << live
                << " non-equivalent rewrites ("
                << (live == 0 ? 100.0 : 100.0 * static_cast<double>(set.killed) / static_cast<double>(live)) << "%), "
                << set.explanations << " explanations, " << set.bytes << " bytes\n";
      for (const auto& line : set.unkilled) std::cout << "    not killed: " << line << "\n";
    }
    for (const auto& [rule, count] : figures.by_rule) std::cout << "  rule " << rule << ": " << count << "\n";
    for (const auto& [rule, count] : figures.not_compiling_by_rule) {
      std::cout << "  rule " << rule << ": " << count << " do not compile\n";
    }
  } catch (const grader::GraderError& error) {
    std::cerr << "error-model: " << error.what() << "\n";
    return static_cast<int>(error.code());
  }
  return 0;
}
