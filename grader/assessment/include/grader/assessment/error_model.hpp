#pragma once
// A reference set's error model (issue 48): what each rewrite of the
// course's solution (grader/errormodel) answers on each case of the set,
// stored beside the set as error_model.json by `./grade course error-model`.
// A task whose failures one rewrite reproduces on every case of the task
// (failing where the rewrite fails, with its outputs, and passing where it
// passes) is told that rewrite's sentence. Plain data and one matcher: no
// solution code, only answers to the set's own inputs (a public set's model
// ships with the student repository, a hidden set's stays with the course).
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "grader/assessment/tolerance.hpp"
#include "grader/protocol/tensor.hpp"

namespace grader {

// A rewrite's output on a case where it differs from the expected one, as
// stored: its shape, how many of its values differ from the expected ones,
// and its values at some positions (every one of a small output; of a large
// one, up to 24 of those that differ, spread over them, and 8 spread over
// the whole). An answer fits it when its shape is this, the same number of
// its values differ from the expected, and it has these values there.
struct OutputSample {
  Shape shape;
  std::size_t differs = 0;
  std::vector<std::size_t> at;  // flat positions
  std::vector<float> values;    // the rewrite's values there
};

// The sample of `rewrite`'s output against the expected one.
[[nodiscard]] OutputSample sample_output(const Tensor& rewrite, const Tensor& expected, const Tolerance& tolerance);
// Whether `answer` fits the sample (NaN fits NaN).
[[nodiscard]] bool fits_sample(const OutputSample& sample, const Tensor& answer, const Tensor& expected,
                               const Tolerance& tolerance);

// What one rewrite does on one case.
struct RewriteBehaviour {
  enum class Kind { same, outputs, raised, failed };
  Kind kind = Kind::same;                       // same: the expected outputs, within the case's tolerance
  std::map<std::string, OutputSample> outputs;  // outputs: what it answers instead
  std::string error_kind;     // raised: the exception's kind ("invalid_argument", "broadcast_error", ...)
  std::string error_message;  // raised: its message as the harness reported it
};

// What a rewrite writes, in the code it edits: the smallest call around one
// of its edits (`xt::range(row + 1, seq)`, the callee's name with its
// parentheses), or the statement when no call holds it, as the model answer
// reads (`was`) and with the rewrite's edits made (`now`), as token-run
// digests (lexer.hpp: token_run_digest) with their lengths in tokens, and how
// often the model answer's function holds each. A student's function that
// holds `was` as often and `now` no more often has that code as the model
// answer writes it: the rewrite is not what the student wrote there,
// whatever the answers show (written_otherwise below).
struct WrittenUnit {
  std::string was;
  std::size_t was_tokens = 0;
  std::size_t count = 0;
  std::string now;
  std::size_t now_tokens = 0;
  std::size_t now_count = 0;  // how often the model answer's function holds `now` (elsewhere: `merged` written)
  bool statement = false;     // a statement: found only where one starts (token_run_count)
};

// Rewrites that behave alike on every case of the set (they cannot be told
// apart by it), with what they do on each case.
struct Explanation {
  struct Said {
    std::string rule;
    std::string function;
    std::string says;
    std::string site;  // where its edits begin ("file.cpp:1234"): two rewrites of one site differ in what they write
    // A digest of each of its edits (where and what it writes, no solution
    // text): two rewrites that share one make the same change there.
    std::vector<std::string> edits;
    // Its rule's `aliases` (its rewrites write sizes): two such rewrites of
    // one site that answer alike write sizes equal on every case (one size
    // under two names, or by coincidence); the first is named for both.
    bool aliases = false;
    // Its rule's `general`: what it does is the effect the other rewrites of
    // its site that answer alike have too (v never assigned, where `k = ...`
    // or `q = ...` written for `v = ...` leave v so): it is named for them.
    bool general = false;
    // The code its edits write (WrittenUnit); none where its rule does not
    // name the code at its site (rules.json's `written`), in a SOLUTION ONLY
    // helper, or where a unit would be under 4 tokens.
    std::vector<WrittenUnit> written = {};
  };
  std::vector<Said> rewrites;
  // error_model_key(case) -> what it does where that is not the expected
  // outputs; a case the model ran (ErrorModel::cases) and not listed here: "same"
  std::map<std::string, RewriteBehaviour> cases;
};

struct ErrorModel {
  std::set<std::string> cases;  // error_model_key() of each case the rewrites ran on
  std::string rules_digest;     // the rule table's SHA-256 when it was made
  std::string solution_digest;  // the solution files' SHA-256 when it was made
  std::string set_digest;       // the set's index.json's SHA-256 when it was made
  std::vector<Explanation> explanations;
  // Rewrites that this set cannot tell from the solution although the other
  // set can (release --check names them: the set lacks a case that kills them).
  std::vector<Explanation::Said> unkilled;
  std::size_t equivalent = 0;  // rewrites no case of either set tells from the solution
  std::size_t rewrites = 0;    // every rewrite compiled and run
};

// The set folder's error_model.json; nullopt when there is none. Throws
// GraderError(reference_error) naming the file and field when it is malformed.
[[nodiscard]] std::optional<ErrorModel> load_error_model(const std::filesystem::path& set_directory);
[[nodiscard]] ErrorModel parse_error_model(const nlohmann::json& root, const std::filesystem::path& path);
[[nodiscard]] nlohmann::json error_model_to_json(const ErrorModel& model);

// How an error model names a case: its op and its name ("mhsa.scores/b2_s5"),
// since two ops' cases may share a name.
[[nodiscard]] std::string error_model_key(const std::string& op, const std::string& name);

// What a student's code did on one case, for the matcher.
struct CaseEvidence {
  std::string case_key;  // error_model_key()
  bool passed = false;
  const TensorMap* outputs = nullptr;   // when it answered
  const TensorMap* expected = nullptr;  // the case's expected outputs
  std::string error_kind;               // when it raised
  std::string error_message;            // when it raised: the harness's message
  bool failed_to_answer = false;        // crashed, timed out
  bool shapes_only = false;             // the case checks its outputs' shapes alone (a constructor's)
  Tolerance tolerance;
};

// The explanations that reproduce every case of `evidence` (at least one of
// them failed with outputs the explanation's match). Several when the cases
// cannot tell them apart.
[[nodiscard]] std::vector<const Explanation*> explanations_of(const ErrorModel& model,
                                                              const std::vector<CaseEvidence>& evidence);

// What makes a set's error model unfit to release (release --check), a line
// each: made from another solution, rule table or set than `root`'s now
// (a set without one has none: its hints then come from the diagnoses alone); a hidden set that cannot tell a rewrite
// from the solution although the other set can (the set lacks a case that kills it).
[[nodiscard]] std::vector<std::string> error_model_problems(const std::filesystem::path& root,
                                                            const std::string& assignment,
                                                            const std::vector<std::string>& sources,
                                                            const std::filesystem::path& set_directory, bool hidden);
// The digest a model records of a solution's files (sources in order), and of its variants'
// (CourseLayout::solution_variants: each variant's folder in name order, the sources it has): of
// their code, comments dropped and white space made one space, so that an edited comment keeps
// the model current.
[[nodiscard]] std::string solution_files_digest(const std::filesystem::path& root, const std::string& assignment,
                                                const std::vector<std::string>& sources);
// The solution's variants (CourseLayout::solution_variants), one folder each, in name order; none
// when it has none.
[[nodiscard]] std::vector<std::filesystem::path> solution_variant_folders(const std::filesystem::path& root,
                                                                          const std::string& assignment);

// Whether the student's code shows that `said` is not what the student
// wrote: `bodies` maps a function's name as written ("MultiHeadAttention::attend")
// to its body's code, and the rewrite's function there holds one of its
// units as the model answer writes it (as often, and the rewritten text no
// more often than the model answer). A function the student's files lack, or a unit written in other
// words, tells nothing: false.
[[nodiscard]] bool written_otherwise(const Explanation::Said& said, const std::map<std::string, std::string>& bodies);
// The explanations with every rewrite written_otherwise left out, and those
// left with none dropped.
[[nodiscard]] std::vector<Explanation> explanations_as_written(const std::vector<const Explanation*>& found,
                                                               const std::map<std::string, std::string>& bodies);

// The hint for the explanations found: one sentence per rewrite, joined,
// when they are at most `most` rewrites in all; "" otherwise (too many to
// name any), and "" when one explanation holds two rewrites of one site
// that write different things there and share no edit: the answers then
// show that what the site holds makes no difference, not which of the two
// the student wrote. Two that share an edit (a factor taken off one operand
// and put on either of two others that give the same product) both make
// the change the answers prove, and are named together.
[[nodiscard]] std::string explanation_hint(const std::vector<const Explanation*>& found, std::size_t most = 2);

}  // namespace grader
