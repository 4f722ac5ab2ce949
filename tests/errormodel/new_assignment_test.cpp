// Issue 48 item 6: an assignment written with `./grade new` gets its error
// model from its own solution (no hint written by hand, none of the
// manifest's hints matching), and a student's mistake of each rule family
// that applies to its code is named by it, through ./grade as a student
// runs it.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "course_copy.hpp"
#include "grader/errormodel/model.hpp"
#include "grader/execution/runner.hpp"
#include "grader/support/json_file.hpp"

namespace fs = std::filesystem;

namespace {

using errormodel_tests::root;
using errormodel_tests::run;
using errormodel_tests::slurp;

// A student's mistake: the solution with `from` replaced by `to`, its hint as
// ./grade prints it.
struct Mistake {
  std::string family;  // the rule that names it
  std::string from;
  std::string to;
  std::string hint;
};

}  // namespace

TEST(NewAssignment, NamesAMistakeOfEachRuleFamilyItsCodeHasWithNoHintWrittenByHand) {
  const fs::path dir = fs::temp_directory_path() / ("grader-new-model-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  const fs::path project = dir / "project";
  errormodel_tests::copy_course(project);
  auto result = run({"--root", project.string(), "new", "skeleton_demo"}, 600);
  ASSERT_EQ(result.exit_code, 0) << result.stdout_text << result.stderr_text;
  // The manifest's own hints name stored mistakes of the generator; none is
  // stored for these, so every hint below is the error model's.
  grader::errormodel::ModelOptions options;
  options.root = project;
  options.assignment = "skeleton_demo";
  const auto figures = grader::errormodel::build_error_model(options);
  EXPECT_GT(figures.compiled, 10u);
  for (const auto& set : figures.sets) {
    EXPECT_TRUE(set.unkilled.empty()) << set.set << ": " << set.unkilled.front();
    EXPECT_TRUE(fs::exists(project / "reference_values/skeleton_demo" / set.set / "error_model.json"));
  }

  const std::string solution = slurp(project / "solutions/skeleton_demo/skeleton_demo.cpp");
  const std::vector<Mistake> mistakes = {
      {"reduction_axis", "xt::amax(scores, {1}, xt::keep_dims | xt::evaluation_strategy::immediate);",
       "xt::amax(scores, {0}, xt::keep_dims | xt::evaluation_strategy::immediate);",
       "in `softmax_rows`, axes {0} are reduced by xt::amax where axes {1} belong"},
      {"reduction_for_another", "xt::sum(exps, {1}", "xt::mean(exps, {1}",
       "in `softmax_rows`, mean is taken where sum belongs"},
      {"one_tensor_for_another", "xt::linalg::dot(q, xt::transpose(k))", "xt::linalg::dot(q, xt::transpose(q))",
       "in `scores`, q is used where k belongs"},
      {"scale_inverted", "return product / std::sqrt", "return product * std::sqrt",
       "in `scores`, product * std::sqrt(static_cast<float>(q.shape(1))) is computed where product / "
       "std::sqrt(static_cast<float>(q.shape(1))) belongs"},
      {"square_root_left_out", "return product / std::sqrt(static_cast<float>(q.shape(1)));",
       "return product / static_cast<float>(q.shape(1));",
       "in `scores`, the scale comes out as static_cast<float>(q.shape(1)) itself where its square root belongs: "
       "the square root is left out, or the division by it is made twice"},
  };
  for (const auto& mistake : mistakes) {
    SCOPED_TRACE(mistake.family);
    const auto at = solution.find(mistake.from);
    ASSERT_NE(at, std::string::npos);
    std::string text = solution;
    text.replace(at, mistake.from.size(), mistake.to);
    const fs::path submission = dir / mistake.family;
    fs::create_directories(submission);
    std::ofstream(submission / "skeleton_demo.cpp") << text;
    result =
        run({"--root", project.string(), "--assignment", "skeleton_demo", "--submission", submission.string(),
             "--build-dir", (dir / "build").string(), "--color", "never", "--json", (dir / "results.json").string()},
            600);
    ASSERT_EQ(result.exit_code, 0) << result.stderr_text;
    EXPECT_NE(result.stdout_text.find("Hint: " + mistake.hint + "\n"), std::string::npos) << result.stdout_text;
  }
  fs::remove_all(dir);
}
