#pragma once
// What the numbers of a wrong output show, found at grade time from the
// expected and actual tensors and the case's inputs and sizes alone: it works
// on any reference set, an instructor's own included, with no precomputed
// mistake outputs. A diagnosis is given only when it holds on every value
// (the transpose, a constant factor, a permutation, a mask's diagonal);
// otherwise it says what is observably wrong (where, which property).
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "grader/assessment/compare.hpp"
#include "grader/assessment/manifest.hpp"
#include "grader/assessment/results.hpp"
#include "grader/protocol/tensor.hpp"

namespace grader {

struct DiagnosisContext {
  std::string output;                                 // the output's name, "scores"
  AxisLabels labels;                                  // its axes' names, for messages
  std::vector<std::pair<std::string, double>> sizes;  // named sizes, the likeliest names first (case_sizes)
  const TensorMap* inputs = nullptr;                  // the case's inputs
  const nlohmann::json* params = nullptr;             // the case's params
  const TensorMap* expected = nullptr;                // every expected output of the case
  const TensorMap* actual = nullptr;                  // every output the student's code gave for it
  // Every size of every case of the same op (every_size), for the rule that
  // a shape names a size only when no other size of the case has its value:
  // two sizes equal on every case (of two or more) are one size
  // ("x.shape(2)" is "input_size"), two equal on this case only are a
  // coincidence.
  const std::vector<std::map<std::string, double>>* op_sizes = nullptr;
  Tolerance tolerance;
  bool reveal_positions = true;  // false on hidden references: no index is named
};

struct Diagnosis {
  enum class Strength {
    observation,  // what is wrong and where, no pattern
    pattern,      // a pattern that holds on every value
  };
  Diagnosis() = default;
  Diagnosis(std::string id_, std::string text_, Strength strength_)
      : id(std::move(id_)), text(std::move(text_)), strength(strength_) {}
  std::string id;  // transposed, scaled, negated, permuted, wrong_axis_sum, rows_not_normalised,
                   // mask_differs, mask_missing, non_finite, exp_overflow, all_masked_rows,
                   // equals_input, equals_output, some_slices_right, all_zero, dropout_left_out,
                   // dropout_not_expected, scaled_per_slice, exp_overflow_min_shift, nan_where_kept
  std::string text;
  Strength strength = Strength::observation;
  // "scaled": the factor and every size expression that gives it on this
  // case; another case of the same check may rule some of them out.
  double factor = 0;
  std::vector<std::string> factor_names;
  // A finding with a range of values ("sum to between 0.11 and 1"): its text
  // is before + describe_range(low, high, between) + after, so the cases of
  // one check make one sentence with the range over all of them.
  struct Range {
    double low = 0;
    double high = 0;
    bool between = false;  // "between a and b", else "from a to b"
    std::string before;
    std::string after;
  };
  std::optional<Range> range;
};

// "0.5" when low and high are one value, else "between 0.5 and 1" or "from 0.5 to 1".
[[nodiscard]] std::string describe_range(double low, double high, bool between);

// The text of a "scaled" diagnosis: the factor and the size expressions
// that give it (the first named, the others as "or").
[[nodiscard]] std::string describe_factor(const std::string& output, double factor,
                                          const std::vector<std::string>& names);

// One sentence for a factor that differs from case to case (the sizes give
// it on each, or none does): its range over `cases`, and the names.
[[nodiscard]] std::string describe_factor_range(const std::string& output, double lowest, double highest,
                                                std::size_t cases, const std::vector<std::string>& names);

// The factor a size expression of describe_factor's names ("1 / sqrt(hidden)")
// has on a case with these sizes; none when the case has no such size.
[[nodiscard]] std::optional<double> factor_named(const std::string& name,
                                                 const std::vector<std::pair<std::string, double>>& sizes);

// The named sizes of a case, in this order: its whole-number params
// ("hidden": 9), the quotient of any two that divide ("hidden / num_heads":
// 3), then its inputs' axes ("queries.shape(0)": 2), for a reference set
// without params.
[[nodiscard]] std::vector<std::pair<std::string, double>> case_sizes(const nlohmann::json& params,
                                                                     const TensorMap& inputs = {});

// Every size of a case, for telling a size from a coincidence: its
// whole-number params, every axis of every input ("t.shape(0)"), and the
// product and the whole quotient of any two of those ("t.shape(2) /
// num_heads", "t.shape(1) * num_heads").
[[nodiscard]] std::map<std::string, double> every_size(const nlohmann::json& params, const TensorMap& inputs);

// The sizes a factor may be named by on every case of an op, whatever their
// values: every whole-number param (1 included), the whole quotient of two
// params where it divides ("hidden / num_heads"), every axis of every input
// ("x.shape(1)", 1 included).
[[nodiscard]] std::vector<std::pair<std::string, double>> factor_vocabulary(const nlohmann::json& params,
                                                                            const TensorMap& inputs);

// One case of an op, for naming a factor that differs from case to case:
// its vocabulary and the factor its output had (1 on a case it got right).
struct CaseFactor {
  std::vector<std::pair<std::string, double>> vocabulary;
  double factor = 1;
};

// A size expression that gives a factor, and for a quotient what it looks
// like in code ("as if divided by sqrt(b) instead of sqrt(a)").
struct FactorName {
  std::string text;
  std::string as_if;
};

// The size expressions (sqrt(a) / sqrt(b), a / b, sqrt(a), a, their
// inverses; a and b named on every case) that give each case's factor,
// simplest first, an input's axis only where no param gives the same
// values: named only when the failed cases' factors take at least two
// values, so that the sizes, not a coincidence of one case, are what fits.
[[nodiscard]] std::vector<FactorName> factor_across_cases(const std::vector<CaseFactor>& cases);

// What the numbers of a wrong output show: the first finder of
// diagnosis_finders() that finds something, tried in the table's order.
[[nodiscard]] std::optional<Diagnosis> diagnose(const Tensor& expected, const Tensor& actual,
                                                const DiagnosisContext& context);

// One finder of diagnose(). The error model (docs/error-model.md) names a
// mistake when one rewrite of the model answer reproduces every case, and
// its hint then wins; a finder reads one output against the expected one
// alone, and `cannot_express` says what it names that no rewrite of the
// rule table makes ("Finders beside the model" lists the same table).
struct DiagnosisFinder {
  enum class Shapes {
    any,    // tried whatever the two shapes are
    other,  // only when the output's shape differs from the expected's
    same,   // only when the two shapes are equal
  };
  const char* name;
  std::optional<Diagnosis> (*find)(const Tensor& expected, const Tensor& actual, const DiagnosisContext& context);
  Shapes shapes;
  const char* cannot_express;
};

// diagnose()'s finders in the order it tries them.
[[nodiscard]] std::vector<DiagnosisFinder> diagnosis_finders();

// A plain explanation of an exception a submission threw (xtensor's and the
// standard library's), with its likely cause; empty when none is known.
// `where` ("self_attention.cpp:57", or empty) is the student's line that threw.
[[nodiscard]] std::string explain_exception(const std::string& kind, const std::string& message,
                                            const std::string& where = "");

// The failed checks' hints of one xt::linalg::dot line (explain_exception)
// agree: where a transpose would fit one case's shapes and none would fit
// another's, "is one side missing xt::transpose?" is asked of none.
void settle_dot_fits(std::vector<CheckResult>& checks);

// xtensor's broadcast message ("Incompatible dimension of arrays:\n LHS shape
// = (2, 3, 2, )\n RHS shape = (2, 3, 4, )") on one line, shapes as the
// reports write them: "Incompatible dimension of arrays: [2, 3, 2] and
// [2, 3, 4]". Any other message unchanged.
[[nodiscard]] std::string tidy_exception_message(const std::string& message);

}  // namespace grader
