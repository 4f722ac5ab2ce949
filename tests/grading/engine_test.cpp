// The engine with in-process fake harnesses: scoring rules, dependencies,
// and why memorising the public outputs earns (almost) nothing.
#include "grader/grading/engine.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <mutex>
#include <set>
#include <thread>

#include "grader/grading/manifest_check.hpp"
#include "grader/grading/validation.hpp"
#include "grader/reports/html_report.hpp"
#include "grader/reports/reports.hpp"
#include "grader/support/errors.hpp"

namespace {

const std::string root = GRADER_TEST_PROJECT_ROOT;

const grader::Manifest& manifest() {
  static const auto loaded = grader::load_manifest(root + "/assignments/attention/manifest.json");
  return loaded;
}

const grader::ReferenceSet& public_set() {
  static const auto loaded = grader::load_reference_set(root + "/reference_values/attention/public");
  return loaded;
}

const grader::ReferenceSet& hidden_set() {
  static const auto loaded = grader::load_reference_set(root + "/reference_values/attention/hidden");
  return loaded;
}

// A submission that hard-codes the public answers: it returns a case's
// expected outputs when it recognises the inputs, and otherwise the first
// answer it knows for that operation.
class Memoriser : public grader::Harness {
 public:
  grader::HarnessOutcome run(const grader::HarnessRequest& request) const override {
    const grader::Case* fallback = nullptr;
    for (const auto& c : public_set().cases) {
      if (c.op != request.op) continue;
      if (fallback == nullptr) fallback = &c;
      if (c.inputs == request.inputs && c.params == request.params) return answer(c);
    }
    return answer(*fallback);
  }

 private:
  static grader::HarnessOutcome answer(const grader::Case& c) {
    grader::HarnessOutcome outcome;
    if (c.expected_error) {
      outcome.kind = grader::HarnessOutcome::Kind::raised;
      outcome.error_kind = c.expected_error->kind;
      for (const auto& part : c.expected_error->message_contains) outcome.message += part + " ";
      return outcome;
    }
    outcome.kind = grader::HarnessOutcome::Kind::ok;
    outcome.outputs = c.expected;
    return outcome;
  }
};

std::map<std::string, double> scores(const grader::GradeReport& report) {
  std::map<std::string, double> points;
  for (const auto& task : report.tasks) points[task.id] = task.score;
  return points;
}

}  // namespace

TEST(Engine, HardCodingThePublicOutputsFailsThePropertyChecks) {
  const auto report = grader::grade(manifest(), public_set(), Memoriser{}, {});
  // Only the constructor's shapes have no property to catch it.
  EXPECT_EQ(scores(report),
            (std::map<std::string, double>{{"1.1", 1}, {"1.2", 0}, {"2.1", 0}, {"2.2", 0}, {"2.3", 0}}));
  for (const auto& task : report.tasks) {
    if (task.id == "1.1") continue;
    const auto* failure = task.first_failure();
    ASSERT_NE(failure, nullptr) << task.id;
    const bool caught_by_property =
        failure->label.find("permutation_equivariance") == 0 || failure->label.find("inverted_dropout") == 0;
    EXPECT_TRUE(caught_by_property) << task.id << ": " << failure->label;
  }
}

// The whole grade's time limit (limits.grade_seconds): a submission whose
// forward is slow uses it up in Task 1.2. Task 1.1, graded before, keeps its
// point; the tasks not started by then score 0 with the reason, and no more
// runs are asked for.
class SlowForward : public grader::Harness {
 public:
  grader::HarnessOutcome run(const grader::HarnessRequest& request) const override {
    if (request.op == "self_attention.forward") std::this_thread::sleep_for(std::chrono::milliseconds(800));
    const std::lock_guard<std::mutex> lock(mutex_);
    asked_.push_back(request.op);
    return memoriser_.run(request);
  }
  [[nodiscard]] std::vector<std::string> asked() const {
    const std::lock_guard<std::mutex> lock(mutex_);
    return asked_;
  }

 private:
  Memoriser memoriser_;
  mutable std::mutex mutex_;
  mutable std::vector<std::string> asked_;
};

TEST(Engine, TheWholeGradeHasATimeLimitAndTheTasksGradedBeforeKeepTheirPoints) {
  auto limited = manifest();
  limited.grade_seconds = 0.5;
  const SlowForward harness;
  const auto report = grader::grade(limited, public_set(), harness, {});
  EXPECT_EQ(scores(report),
            (std::map<std::string, double>{{"1.1", 1}, {"1.2", 0}, {"2.1", 0}, {"2.2", 0}, {"2.3", 0}}));
  const std::string not_graded =
      "not graded: the whole grade may take at most 0.5 s, and that time ran out before this ran";
  for (const auto& task : report.tasks) {
    if (task.id == "1.1" || task.id == "1.2") continue;
    ASSERT_EQ(task.checks.size(), 1U) << task.id;
    EXPECT_EQ(task.checks[0].label, "the time limit of the whole grade") << task.id;
    EXPECT_EQ(task.checks[0].message, not_graded) << task.id;
    EXPECT_EQ(task.max_score, limited.find_task(task.id)->points) << task.id;
  }
  // Task 1.2's first round of requests (its 4 first, in 2 batches) ran, at
  // most; its second round and no task after it was asked for.
  std::size_t forwards = 0;
  for (const auto& op : harness.asked()) {
    EXPECT_EQ(op.rfind("self_attention.", 0), 0U) << op;
    forwards += op == "self_attention.forward" ? 1U : 0U;
  }
  EXPECT_GE(forwards, 1U);
  EXPECT_LE(forwards, 4U);
  EXPECT_NE(std::find(report.notes.begin(), report.notes.end(),
                      "the whole grade may take at most 0.5 s (limits.grade_seconds of the manifest); that time ran "
                      "out, and the 4 tasks not graded by then scored 0"),
            report.notes.end());
}

// A check the reference set has no case for costs that check, reported to
// the student and in the notes, not the whole set: the rest is graded.
TEST(Engine, AManifestCheckWithNoCaseIsNotGradedAndCostsNothing) {
  auto edited = manifest();
  edited.tasks[0].checks[0].where = {{"input_size", 12345}};
  const auto report = grader::grade(edited, public_set(), Memoriser{}, {});
  ASSERT_EQ(report.tasks.size(), 5u);
  const auto& task = report.tasks[0];
  EXPECT_EQ(task.score, 0);
  EXPECT_EQ(task.max_score, 0);  // nothing of Task 1.1 can be graded with this set
  ASSERT_EQ(task.checks.size(), 1u);
  EXPECT_EQ(task.checks[0].status, grader::CheckResult::Status::skipped);
  EXPECT_EQ(task.checks[0].message,
            "not graded: the reference set \"public\" has no case for op \"self_attention.construct\" where "
            "{\"input_size\":12345} (manifest.json tasks[0].checks[0]); the course must add one, it costs you nothing");
  EXPECT_EQ(report.notes.front(),
            "not graded, Task 1.1: the reference set \"public\" has no case for op \"self_attention.construct\" "
            "where {\"input_size\":12345} (manifest.json tasks[0].checks[0])");
  EXPECT_EQ(report.max_score, 9);
}

// A property check takes only cases that can decide it: dropout on one value
// cannot show a dropped and a kept one.
TEST(Engine, APropertyCheckWithNoDecidableCaseSaysWhatItNeeds) {
  auto edited = manifest();
  auto& dropout = edited.tasks[4].checks[2];
  ASSERT_EQ(dropout.property, "inverted_dropout");
  dropout.params["dropout"] = 0.999;  // needs 13809 values, more than any case has
  const auto report = grader::grade(edited, public_set(), Memoriser{}, {});
  bool found = false;
  for (const auto& check : report.tasks[4].checks) {
    if (check.label != "inverted_dropout of mhsa.attend") continue;
    found = true;
    EXPECT_EQ(check.status, grader::CheckResult::Status::skipped);
    EXPECT_EQ(check.message,
              "not graded: no case of the reference set \"public\" can decide inverted_dropout of mhsa.attend: it "
              "needs a case whose \"probs\" has at least 13809 non-zero values (dropout 0.999) (manifest.json "
              "tasks[4].checks[2]); the course must add one, it costs you nothing");
  }
  EXPECT_TRUE(found);
}

TEST(Engine, ProportionalScoringGivesPartialPoints) {
  auto edited = manifest();
  edited.tasks[1].scoring = grader::Scoring::proportional;  // Task 1.2: 2 reference cases + 2 property checks
  const auto report = grader::grade(edited, public_set(), Memoriser{}, {});
  EXPECT_DOUBLE_EQ(report.tasks[1].score, 3.0 * 2 / 4);
}

TEST(Engine, OnlySelectedTasksAreGraded) {
  grader::GradeOptions options;
  options.only_tasks = {"2.3"};
  const auto report = grader::grade(manifest(), public_set(), Memoriser{}, options);
  ASSERT_EQ(report.tasks.size(), 1u);
  EXPECT_EQ(report.max_score, 2);
  // 2.1 and 2.2 were not graded, so checks that build on them say so.
  bool said = false;
  for (const auto& check : report.tasks[0].checks) {
    said = said || check.message.find("not graded in this run") != std::string::npos;
  }
  EXPECT_TRUE(said);
}

// A task worth no points (a shape check the instructor made ungraded) passes
// only when its checks do: full points alone (0 of 0) is not a pass, in the
// rule and in every report that uses it.
TEST(TaskResult, AZeroPointTaskWithAFailedCheckHasNotPassed) {
  grader::TaskResult task;
  task.id = "0.1";
  task.name = "an ungraded shape check";
  task.checks.push_back({"op, case a", grader::CheckResult::Status::passed, "", "", ""});
  EXPECT_TRUE(task.passed());
  task.checks.push_back({"op, case b", grader::CheckResult::Status::failed, "wrong shape", "", ""});
  EXPECT_FALSE(task.passed());
  grader::GradeReport report;
  report.tasks.push_back(task);
  const std::string text = grader::render_text(report, false);
  EXPECT_NE(text.find("FAIL  Task 0.1"), std::string::npos) << text;
}

// A hidden case's name tells its parameters (b2_s7_in5_h6_heads3_dropout_eval):
// feedback graded on the hidden set names each case by its place in the set
// instead, in every check's label and text and in every report format; the
// public set's cases keep their names.
TEST(Engine, HiddenFeedbackNamesHiddenCasesOnlyByNumber) {
  const auto hidden = grader::grade(manifest(), hidden_set(), Memoriser{}, {});
  const auto feedback = grader::grade(manifest(), public_set(), Memoriser{}, {});
  ASSERT_EQ(hidden.tasks.size(), 5u);
  std::vector<std::string> labels;
  for (const auto& check : hidden.tasks[1].checks) labels.push_back(check.label);
  EXPECT_EQ(labels, (std::vector<std::string>{
                        "self_attention.forward, hidden case 55", "self_attention.forward, hidden case 56",
                        "self_attention.forward, hidden case 57",
                        "permutation_equivariance of self_attention.forward \"output\", hidden case 56",
                        "permutation_equivariance of self_attention.forward \"output\", hidden case 57"}));
  EXPECT_EQ(hidden.tasks[0].checks.front().label, "self_attention.construct, hidden case 53");
  EXPECT_EQ(feedback.tasks[1].checks.front().label, "self_attention.forward, case seed_course_b3_s5_in7_h9");
  const std::string reports = grader::render_text(hidden, false) + grader::render_markdown(hidden) +
                              grader::render_gradescope_json(hidden, {}, &feedback) + grader::render_junit(hidden) +
                              grader::render_classroom_result(hidden) + grader::render_html(hidden, {});
  for (const auto& c : hidden_set().cases) EXPECT_EQ(reports.find(c.name), std::string::npos) << c.name;
  EXPECT_NE(reports.find("First failure (self_attention.construct, hidden case 53)"), std::string::npos) << reports;
  EXPECT_NE(reports.find("case seed_course_b3_s5_in7_h9"), std::string::npos) << "the public feedback keeps its names";
}

// A message that quotes a hidden case's name (a registered property check's
// may) says "hidden case N" instead; a public set's text is left as it is.
TEST(Engine, AHiddenCaseNameInAMessageIsReplacedByItsNumber) {
  const grader::Case& case_56 = hidden_set().cases[55];
  ASSERT_EQ(case_56.name, "b2_s6_in5_h4");
  EXPECT_EQ(hidden_set().conceal_name("b2_s6_in5_h4: no b2_s6_in5_h4x, xb2_s6_in5_h4; (b2_s6_in5_h4)", case_56),
            "hidden case 56: no b2_s6_in5_h4x, xb2_s6_in5_h4; (hidden case 56)");
  EXPECT_EQ(public_set().conceal_name("in case b2_s4_in5_h6", public_set().cases.back()), "in case b2_s4_in5_h6");
  EXPECT_EQ(public_set().case_label(public_set().cases.back()), "case b2_s4_in5_h6");
}

namespace {

// Answers as the Memoriser does, and remembers the requests of each call of
// run_together() (one call is one harness process) and how many requests
// ran alone (run()). The engine calls it from --jobs threads at once.
class SharedProcessRecorder : public Memoriser {
 public:
  grader::HarnessOutcome run(const grader::HarnessRequest& request) const override {
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      ++alone_;
    }
    return Memoriser::run(request);
  }
  std::vector<grader::HarnessOutcome> run_together(const std::vector<grader::HarnessRequest>& requests) const override {
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      calls_.push_back(requests);
    }
    std::vector<grader::HarnessOutcome> outcomes;
    for (const auto& request : requests) outcomes.push_back(Memoriser::run(request));
    return outcomes;
  }
  // The operations of each call, in the order of the calls.
  [[nodiscard]] std::vector<std::set<std::string>> ops() const {
    std::vector<std::set<std::string>> result;
    for (const auto& call : calls_) {
      result.emplace_back();
      for (const auto& request : call) result.back().insert(request.op);
    }
    return result;
  }
  [[nodiscard]] std::size_t requests() const {
    std::size_t count = alone_;
    for (const auto& call : calls_) count += call.size();
    return count;
  }
  mutable std::vector<std::vector<grader::HarnessRequest>> calls_;
  mutable std::size_t alone_ = 0;

 private:
  mutable std::mutex mutex_;
};

// The values of a request's inputs, sorted: a permutation of the inputs has the same.
std::vector<float> input_values(const grader::HarnessRequest& request) {
  std::vector<float> values;
  for (const auto& input : request.inputs)
    values.insert(values.end(), input.second.data.begin(), input.second.data.end());
  std::sort(values.begin(), values.end());
  return values;
}

}  // namespace

// The cases of a task share harness processes (with --jobs N, N of them a
// round), no process holds two tasks' cases, and none holds two requests of
// one property check (a case's fresh inputs and their permutation), which
// the student's code could otherwise read and answer to match.
TEST(Engine, TheCasesOfATaskShareAProcessButNeverTwoRequestsOfOneCheck) {
  grader::GradeOptions options;
  options.jobs = 1;
  options.probe_seed = 1;
  const SharedProcessRecorder alone;
  (void)grader::grade(manifest(), public_set(), alone, options);
  // A task with permutation checks takes two rounds: the reference cases with
  // each check's fresh inputs, then the permuted inputs. 2.3's checks of
  // forward build on 2.1 and 2.2, which the Memoriser fails: only attend is asked.
  EXPECT_EQ(alone.ops(), (std::vector<std::set<std::string>>{{"self_attention.construct"},
                                                             {"self_attention.forward"},
                                                             {"self_attention.forward"},
                                                             {"mhsa.construct", "mhsa.scores"},
                                                             {"mhsa.scores"},
                                                             {"mhsa.apply_causal_mask"},
                                                             {"mhsa.apply_causal_mask"},
                                                             {"mhsa.attend"},
                                                             {"mhsa.attend"}}));
  // 2.3's second round: the second requests of the inverted-dropout check
  // and of the shift-invariance check's two cases, in one process: none alone.
  EXPECT_EQ(alone.alone_, 0u);
  // No call holds a request and another whose inputs are a permutation of its own.
  for (const auto& call : alone.calls_) {
    for (std::size_t i = 0; i < call.size(); ++i) {
      for (std::size_t j = i + 1; j < call.size(); ++j) {
        if (call[i].op != call[j].op || call[i].inputs.empty() || call[i].inputs == call[j].inputs) continue;
        EXPECT_NE(input_values(call[i]), input_values(call[j]))
            << "one process holds a request of " << call[i].op << " and a permutation of its inputs";
      }
    }
  }
  options.jobs = 2;
  const SharedProcessRecorder two;
  (void)grader::grade(manifest(), public_set(), two, options);
  EXPECT_EQ(two.requests(), alone.requests());
  EXPECT_GT(two.calls_.size(), alone.calls_.size());
}

// A case whose inputs hold another case's stored answer (here one of the
// task's other cases' expected scores, reversed and flattened) would let
// the student's code read that answer in a shared process: that task's
// cases each run in a process of their own; the other tasks still share.
TEST(Engine, ATaskWhoseInputsHoldAnotherCasesAnswerRunsEachCaseAlone) {
  grader::ReferenceSet leaky = public_set();
  std::vector<grader::Case*> masks;
  for (auto& c : leaky.cases) {
    if (c.op == "mhsa.apply_causal_mask" && !c.expected_error) masks.push_back(&c);
  }
  ASSERT_GE(masks.size(), 2u);
  grader::Tensor answer = masks[1]->expected.begin()->second;
  std::reverse(answer.data.begin(), answer.data.end());
  answer.shape = {answer.data.size()};
  masks[0]->inputs["previous_step"] = answer;
  grader::GradeOptions options;
  options.jobs = 1;
  options.probe_seed = 1;
  const SharedProcessRecorder recorder;
  (void)grader::grade(manifest(), leaky, recorder, options);
  EXPECT_EQ(recorder.ops(), (std::vector<std::set<std::string>>{{"self_attention.construct"},
                                                                {"self_attention.forward"},
                                                                {"self_attention.forward"},
                                                                {"mhsa.construct", "mhsa.scores"},
                                                                {"mhsa.scores"},
                                                                {"mhsa.attend"},
                                                                {"mhsa.attend"}}));
  std::size_t masks_asked = 0;
  for (const auto& c : leaky.cases) masks_asked += c.op == "mhsa.apply_causal_mask" ? 1 : 0;
  EXPECT_GE(recorder.alone_, masks_asked);
}

namespace {

// Answers a timed request with the given run times, and remembers what it was asked.
class Stopwatch : public grader::Harness {
 public:
  explicit Stopwatch(std::vector<double> seconds) : seconds_(std::move(seconds)) {}
  grader::HarnessOutcome run(const grader::HarnessRequest& request) const override {
    asked_.push_back(request);
    grader::HarnessOutcome outcome;
    outcome.kind = grader::HarnessOutcome::Kind::ok;
    outcome.seconds = seconds_;
    return outcome;
  }
  mutable std::vector<grader::HarnessRequest> asked_;

 private:
  std::vector<double> seconds_;
};

grader::GradeReport report_with_task(const std::string& id, double score, double max_score) {
  grader::GradeReport report;
  grader::TaskResult task;
  task.id = id;
  task.score = score;
  task.max_score = max_score;
  report.tasks.push_back(task);
  return report;
}

}  // namespace

// The optional Gradescope leaderboard: the median of the harness's own run
// times, on the set's largest case of the operation, only once the task passed.
TEST(Leaderboard, TheMedianOfTheTimedRunsOnTheLargestCaseOnceTheTaskPassed) {
  grader::Manifest with_board = manifest();
  with_board.gradescope.leaderboard = grader::Leaderboard{"forward (ms)", "mhsa.forward", "2.3", 5};
  const Stopwatch harness({0.004, 0.001, 0.0035, 0.002, 0.005});
  std::string detail;
  const auto entry =
      grader::measure_leaderboard(with_board, report_with_task("2.3", 2, 2), public_set(), harness, &detail);
  ASSERT_TRUE(entry.has_value()) << detail;
  EXPECT_EQ(entry->name, "forward (ms)");
  EXPECT_EQ(entry->value, 3.5);
  EXPECT_EQ(entry->order, "asc");
  ASSERT_EQ(harness.asked_.size(), 1u);
  const grader::HarnessRequest& asked = harness.asked_[0];
  EXPECT_EQ(asked.op, "mhsa.forward");
  EXPECT_EQ(asked.repeat, 5u);
  // The largest case of the operation: no case of it has more input values.
  std::size_t asked_size = 0;
  for (const auto& input : asked.inputs) asked_size += input.second.size();
  std::string asked_case;
  for (const auto& c : public_set().cases) {
    if (c.op != "mhsa.forward" || c.expected_error) continue;
    std::size_t size = 0;
    for (const auto& input : c.inputs) size += input.second.size();
    EXPECT_LE(size, asked_size) << c.name;
    if (c.inputs == asked.inputs && asked_case.empty()) asked_case = c.name;
  }
  ASSERT_FALSE(asked_case.empty());
  EXPECT_EQ(detail, "the median of 5 runs of mhsa.forward on case " + asked_case);

  // On the hidden set the case is named by its place in the set alone.
  const Stopwatch on_hidden({0.004, 0.001, 0.0035, 0.002, 0.005});
  ASSERT_TRUE(grader::measure_leaderboard(with_board, report_with_task("2.3", 2, 2), hidden_set(), on_hidden, &detail));
  EXPECT_EQ(detail, "the median of 5 runs of mhsa.forward on hidden case 31");

  // A task that did not pass is not timed: a wrong but fast forward is not ranked.
  const Stopwatch unused({0.001, 0.001, 0.001, 0.001, 0.001});
  EXPECT_FALSE(grader::measure_leaderboard(with_board, report_with_task("2.3", 1, 2), public_set(), unused, &detail));
  EXPECT_EQ(detail, "task 2.3 did not pass");
  EXPECT_TRUE(unused.asked_.empty());
  // Fewer times than runs asked for (the process lied or was cut short): not ranked.
  const Stopwatch short_count({0.001, 0.002});
  EXPECT_FALSE(
      grader::measure_leaderboard(with_board, report_with_task("2.3", 2, 2), public_set(), short_count, &detail));
  EXPECT_EQ(detail, "the timed runs of mhsa.forward did not all finish");
  // No leaderboard in the manifest (the default): nothing is run.
  EXPECT_FALSE(grader::measure_leaderboard(manifest(), report_with_task("2.3", 2, 2), public_set(), unused, &detail));
  EXPECT_EQ(detail, "the manifest has no leaderboard");
  EXPECT_TRUE(unused.asked_.empty());
}

// Gradescope's results.json carries the entry; without one, no "leaderboard" key.
TEST(Leaderboard, GradescopeResultsCarryTheEntry) {
  grader::GradeReport report = report_with_task("2.3", 2, 2);
  EXPECT_FALSE(nlohmann::json::parse(grader::render_gradescope_json(report, {})).contains("leaderboard"));
  report.leaderboard.push_back({"forward (ms)", 3.5, "asc"});
  EXPECT_EQ(nlohmann::json::parse(grader::render_gradescope_json(report, {}))["leaderboard"],
            nlohmann::json::parse(R"json([{"name": "forward (ms)", "value": 3.5, "order": "asc"}])json"));
}

namespace {

// The course's adapter refusing a request: an input its code names that the
// case does not carry (a typo in the adapter), as the harness reports it.
class RefusingAdapter : public grader::Harness {
 public:
  grader::HarnessOutcome run(const grader::HarnessRequest& request) const override {
    grader::HarnessOutcome outcome;
    outcome.kind = grader::HarnessOutcome::Kind::raised;
    outcome.error_kind = request.op == "mhsa.scores" ? "bad_request" : "not_implemented";
    outcome.message = request.op == "mhsa.scores" ? "request lacks xx" : "TODO";
    return outcome;
  }
};

std::string grade_error(const grader::Manifest& edited, const grader::ReferenceSet& set, const grader::Harness& harness,
                        grader::ExitCode want) {
  try {
    (void)grader::grade(edited, set, harness, {});
  } catch (const grader::GraderError& error) {
    EXPECT_EQ(error.code(), want);
    return error.what();
  }
  return "graded";
}

}  // namespace

// The adapter is the course's code: its refusal is never "your code threw".
TEST(Engine, AnAdapterThatRefusesACaseIsTheCoursesFaultAndNobodyIsGraded) {
  EXPECT_EQ(grade_error(manifest(), public_set(), RefusingAdapter{}, grader::ExitCode::course_code_error),
            "the course's adapter (assignments/attention/src/adapter.cpp) refused mhsa.scores, case "
            "seed_course_b3_s5_in7_h9_heads3: "
            "request lacks xx. This is the course's fault, not the submission's: nobody is graded; the course staff "
            "must make the adapter and the reference set agree (./grade ops lists what the cases carry)");
  // A hidden case is named by its number only.
  EXPECT_NE(grade_error(manifest(), hidden_set(), RefusingAdapter{}, grader::ExitCode::course_code_error)
                .find("refused mhsa.scores, hidden case "),
            std::string::npos);
}

// What a check asks of the set's cases exists there, with the closest name.
TEST(Engine, ANameACheckGivesTheCasesMustBeInTheSet) {
  auto edited = manifest();
  edited.tasks[4].checks[3].where = {{"casual", false}};
  EXPECT_EQ(
      grade_error(edited, public_set(), Memoriser{}, grader::ExitCode::manifest_error),
      root +
          "/assignments/attention/manifest.json: tasks[4].checks[3].where.casual: unknown param of mhsa.forward "
          "\"casual\" (did you mean \"causal\"? known: causal, hidden, input_size, num_heads) in the reference set "
          "\"public\"");
  edited = manifest();
  edited.tasks[2].checks[1].input = "score";
  EXPECT_EQ(
      grade_error(edited, public_set(), Memoriser{}, grader::ExitCode::manifest_error),
      root +
          "/assignments/attention/manifest.json: tasks[2].checks[1].input: unknown input of mhsa.scores "
          "\"score\" (known: k.bias, k.weight, mix.bias, mix.weight, q.bias, q.weight, v.bias, v.weight, x) in the "
          "reference set \"public\"");
  edited = manifest();
  edited.op_outputs["mhsa.scores"] = {{"score", {}}};
  EXPECT_EQ(grade_error(edited, public_set(), Memoriser{}, grader::ExitCode::manifest_error),
            root +
                "/assignments/attention/manifest.json: ops.mhsa.scores.outputs: the reference set \"public\" has cases "
                "of mhsa.scores with an output \"scores\" this list does not declare");
}

// release --check's stricter reading: a check or an op no case can grade.
TEST(Engine, ManifestGapsNameEveryCheckAndOpTheSetCannotGrade) {
  auto edited = manifest();
  EXPECT_EQ(grader::manifest_gaps(edited, public_set()), std::vector<std::string>{});
  EXPECT_EQ(grader::manifest_gaps(edited, hidden_set()), std::vector<std::string>{});
  edited.tasks[0].checks[0].where = {{"input_size", 12345}};
  edited.op_outputs["mhsa.unused"] = {};
  EXPECT_EQ(grader::manifest_gaps(edited, public_set()),
            (std::vector<std::string>{
                "ops.mhsa.unused: the reference set \"public\" has no case of this op",
                "tasks[0].checks[0]: the reference set \"public\" has no case of self_attention.construct where "
                "{\"input_size\":12345}: this check would not be graded"}));
}

namespace {

// Every op answered right, but self_attention.forward's output made NaN
// (numbers without a pattern) or doubled (a constant factor: a pattern).
class WrongForward : public Memoriser {
 public:
  explicit WrongForward(bool doubled) : doubled_(doubled) {}
  grader::HarnessOutcome run(const grader::HarnessRequest& request) const override {
    auto outcome = Memoriser::run(request);
    if (request.op != "self_attention.forward") return outcome;
    for (auto& [name, tensor] : outcome.outputs) {
      for (auto& v : tensor.data) v = doubled_ ? 2 * v : std::nanf("");
    }
    return outcome;
  }

 private:
  bool doubled_;
};

const std::map<std::string, std::string> lazy_forward{
    {"self_attention.cpp",
     "Tensor3 SelfAttention::forward(const Tensor3& x) const {\n"
     "  const Tensor3 e = xt::exp(x - xt::amax(x, {2}, xt::keep_dims));\n"
     "  return e;\n"
     "}\n"},
    {"multi_head_self_attention.cpp",
     "Tensor3 MultiHeadSelfAttention::scores(const Tensor3& x) const {\n"
     "  return x * (1 / num_heads);\n"
     "}\n"}};

const grader::TaskResult& task_of(const grader::GradeReport& report, const std::string& id) {
  return *std::find_if(report.tasks.begin(), report.tasks.end(),
                       [&](const grader::TaskResult& t) { return t.id == id; });
}

}  // namespace

// A known xtensor trap in the student's lines is named, with its line, on a
// failed task whose numbers agree: in a function of the task's op, and no
// pattern of the numbers that explains the failure otherwise.
TEST(Engine, ACodeTrapIsNamedWhereTheNumbersAgree) {
  grader::GradeOptions options;
  options.only_tasks = {"1.2"};
  options.sources = lazy_forward;
  const auto report = grader::grade(manifest(), public_set(), WrongForward(false), options);
  const auto hints = task_of(report, "1.2").hints();
  ASSERT_FALSE(hints.empty());
  EXPECT_EQ(hints.front(),
            "self_attention.cpp:2: xt::amax(..., xt::keep_dims) is not evaluated before the arithmetic that uses it: "
            "xtensor 0.24 computes such a lazy keep_dims reducer wrongly there (wrong values or NaN); evaluate it "
            "first (xt::eval(...), or xt::keep_dims | xt::evaluation_strategy::immediate, or assign it to a tensor "
            "type)");
  // Not the trap of another task's function (1 / num_heads in scores).
  for (const auto& hint : hints) EXPECT_EQ(hint.find("1 / num_heads"), std::string::npos) << hint;
  // A constant factor explains the numbers otherwise: the lazy reducer is not named.
  const auto doubled = grader::grade(manifest(), public_set(), WrongForward(true), options);
  for (const auto& hint : task_of(doubled, "1.2").hints()) {
    EXPECT_EQ(hint.find("self_attention.cpp:"), std::string::npos) << hint;
  }
  // Without the student's files: hints from the numbers alone.
  options.sources.clear();
  for (const auto& hint :
       task_of(grader::grade(manifest(), public_set(), WrongForward(false), options), "1.2").hints()) {
    EXPECT_EQ(hint.find("self_attention.cpp:"), std::string::npos) << hint;
  }
}

// The line a failure names is the innermost in one of the student's files,
// whatever the build folder; a header's line, a course file's or an unknown
// one ("?", 0) is passed over.
TEST(SourceLine, TheInnermostLineInAStudentFile) {
  const std::vector<std::string> sources = {"self_attention.cpp", "multi_head_self_attention.cpp"};
  EXPECT_EQ(grader::student_source_line(
                {"/x/third_party/include/xtensor/xexception.hpp:126", "/x/assignments/attention/src/adapter.cpp:73",
                 "/tmp/b/self_attention.cpp:0", "/tmp/b/self_attention.cpp:?",
                 "/tmp/b/submission/self_attention.cpp:98", "/tmp/b/submission/multi_head_self_attention.cpp:12"},
                sources),
            "self_attention.cpp:98");
  EXPECT_EQ(grader::student_source_line({"/x/assignments/attention/src/adapter.cpp:73"}, sources), "");
  EXPECT_EQ(grader::student_source_line({}, sources), "");
}

// A visible set's smallest failing case is shown whole under its task; a
// hidden set's never (issue 33 item 1). The scores are one off in their
// first entry on every case: the smallest public scores case is the one shown.
class FirstScoreOneOff : public grader::Harness {
 public:
  grader::HarnessOutcome run(const grader::HarnessRequest& request) const override {
    auto outcome = memoriser_.run(request);
    if (request.op == "mhsa.scores" && outcome.outputs.count("scores")) outcome.outputs["scores"].data[0] += 1;
    return outcome;
  }

 private:
  Memoriser memoriser_;
};

TEST(Engine, TheSmallestFailingPublicCaseIsShownWholeAndNoHiddenOne) {
  // The file is named relative to the folder the grader runs in.
  const auto here = std::filesystem::current_path();
  std::filesystem::current_path(root);
  const auto report = grader::grade(manifest(), public_set(), FirstScoreOneOff{}, {});
  std::filesystem::current_path(here);
  ASSERT_EQ(report.tasks.size(), 5u);
  const auto& scores_task = report.tasks[2];
  ASSERT_EQ(scores_task.id, "2.1");
  const grader::Case* smallest = nullptr;
  for (const auto& c : public_set().cases) {
    if (c.name == "large_inputs_b1_s4_in4_h4_heads2" && c.op == "mhsa.scores") smallest = &c;
  }
  ASSERT_NE(smallest, nullptr);
  const float first = smallest->expected.at("scores").data[0];
  const std::string& example = scores_task.example;
  EXPECT_EQ(example.substr(0, example.find('\n')),
            "Smallest failing case: mhsa.scores, case large_inputs_b1_s4_in4_h4_heads2 "
            "(reference_values/attention/public/mhsa.scores.json), shown whole:");
  EXPECT_EQ(example.substr(example.rfind('\n') + 1),
            "  first entry that differs: scores[0, 0, 0] (batch 0, head 0, row 0, column 0): expected " +
                grader::format_float(first) + ", yours " + grader::format_float(first + 1));
  EXPECT_NE(example.find("  input x [1, 4, 4]:\n    [0, 0, :]  "), std::string::npos) << example;
  // Under its task in the report, indented as the rest of the task's feedback.
  EXPECT_NE(grader::render_text(report, false)
                .find("\n      " + example.substr(0, example.find('\n')) + "\n        params: "),
            std::string::npos);
  // The tasks whose reference checks all pass (their property checks fail) show none.
  for (const auto& task : report.tasks) {
    if (task.id != "2.1") {
      EXPECT_EQ(task.example, "") << task.id;
    }
  }
  const auto hidden = grader::grade(manifest(), hidden_set(), FirstScoreOneOff{}, {});
  for (const auto& task : hidden.tasks) EXPECT_EQ(task.example, "") << task.id;
  EXPECT_EQ(grader::render_text(hidden, false).find("Smallest failing case"), std::string::npos);
}

// A hint that not every failed case of an op gives is said of the cases
// that give it: here the largest scores case is doubled (a constant factor)
// and the others are one off in their first entry (no finding).
class ScoresDoubledOnOneCase : public grader::Harness {
 public:
  grader::HarnessOutcome run(const grader::HarnessRequest& request) const override {
    auto outcome = memoriser_.run(request);
    if (request.op != "mhsa.scores" || outcome.outputs.count("scores") == 0) return outcome;
    auto& scores = outcome.outputs["scores"].data;
    if (request.inputs.at("x").shape == grader::Shape{3, 5, 7}) {
      for (auto& value : scores) value *= 2;
    } else {
      scores[0] += 1;
    }
    return outcome;
  }

 private:
  Memoriser memoriser_;
};

TEST(Engine, AFindingOfSomeCasesIsSaidOfThoseCases) {
  const auto report = grader::grade(manifest(), public_set(), ScoresDoubledOnOneCase{}, {});
  ASSERT_EQ(report.tasks.size(), 5u);
  EXPECT_EQ(report.tasks[2].hints(),
            (std::vector<std::string>{
                "on case seed_course_b3_s5_in7_h9_heads3: every value of your \"scores\" is the expected one times the "
                "same factor, 2 (no size of this case gives it)",
                "on case b2_s6_in4_h8_heads2: your \"scores\" is right for 3 of 4 positions along batch*head (1, 2, 3) "
                "and wrong for the others",
                "on case large_inputs_b1_s4_in4_h4_heads2: your \"scores\" is right for 1 of 2 positions along "
                "batch*head (1) and wrong for the others"}));
}

// One finding said on several cases with each case's own numbers is one
// sentence with the range (issue 33 item 3): here the largest scores case
// has NaN in its first two entries, the others in their first one.
class ScoresNaNAtTheStart : public grader::Harness {
 public:
  grader::HarnessOutcome run(const grader::HarnessRequest& request) const override {
    auto outcome = memoriser_.run(request);
    if (request.op != "mhsa.scores" || outcome.outputs.count("scores") == 0) return outcome;
    auto& scores = outcome.outputs["scores"].data;
    const std::size_t count = request.inputs.at("x").shape == grader::Shape{3, 5, 7} ? 2 : 1;
    for (std::size_t i = 0; i < count; ++i) scores[i] = std::numeric_limits<float>::quiet_NaN();
    return outcome;
  }

 private:
  Memoriser memoriser_;
};

TEST(Engine, OneFindingOnSeveralCasesIsOneSentenceWithTheRange) {
  const auto report = grader::grade(manifest(), public_set(), ScoresNaNAtTheStart{}, {});
  ASSERT_EQ(report.tasks.size(), 5u);
  // Before: "on case seed_course_b3_s5_in7_h9_heads3: ... has 2 NaN ..." and one line per other case.
  EXPECT_EQ(
      report.tasks[2].hints(),
      (std::vector<std::string>{"your \"scores\" has 1 to 2 NaN where the expected values are finite, the first at "
                                "[0, 0, 0] (batch 0, head 0, row 0, column 0)"}));
}

// Every op a stub that throws "not implemented" (a fresh template).
class AllStubs : public grader::Harness {
 public:
  grader::HarnessOutcome run(const grader::HarnessRequest& request) const override {
    grader::HarnessOutcome outcome;
    outcome.kind = grader::HarnessOutcome::Kind::raised;
    outcome.error_kind = "not_implemented";
    outcome.message = request.op;
    return outcome;
  }
};

TEST(Engine, TheSolutionIsAskedForOnlyWhenAFailedValueCheckHasOutputs) {
  // The course's solution is built the first time the grade asks for it
  // (GradeOptions::oracle): never for a template whose stubs all throw.
  int asked = 0;
  grader::GradeOptions options;
  options.oracle = [&asked]() -> const grader::SolutionOracle* {
    ++asked;
    return nullptr;
  };
  const auto stubs = grader::grade(manifest(), public_set(), AllStubs{}, options);
  EXPECT_EQ(stubs.score, 0);
  EXPECT_EQ(asked, 0);
  // One value that differs: asked once for the whole grade.
  const auto here = std::filesystem::current_path();
  std::filesystem::current_path(root);
  const auto one_off = grader::grade(manifest(), public_set(), FirstScoreOneOff{}, options);
  std::filesystem::current_path(here);
  EXPECT_EQ(asked, 1);
  // Without an oracle the stored smallest case stays.
  EXPECT_EQ(one_off.tasks[2].example.rfind("Smallest failing case: mhsa.scores", 0), 0u);
}

namespace {

// udl_multihead's softmax_cols: softmax over each column of `data`, with
// each column's maximum subtracted first (stable) or not (exp overflows).
class SoftmaxCols : public grader::Harness {
 public:
  explicit SoftmaxCols(bool stable, bool nan_first = false) : stable_(stable), nan_first_(nan_first) {}
  grader::HarnessOutcome run(const grader::HarnessRequest& request) const override {
    grader::HarnessOutcome outcome;
    outcome.kind = grader::HarnessOutcome::Kind::ok;
    const grader::Tensor& data = request.inputs.at("data");
    const std::size_t rows = data.shape[0];
    const std::size_t cols = data.shape[1];
    grader::Tensor out = data;
    for (std::size_t c = 0; c < cols; ++c) {
      double top = stable_ ? -INFINITY : 0.0;
      for (std::size_t r = 0; r < rows && stable_; ++r)
        top = std::max(top, static_cast<double>(data.data[r * cols + c]));
      float sum = 0;
      for (std::size_t r = 0; r < rows; ++r) {
        out.data[r * cols + c] = std::exp(data.data[r * cols + c] - static_cast<float>(top));
        sum += out.data[r * cols + c];
      }
      for (std::size_t r = 0; r < rows; ++r) out.data[r * cols + c] /= sum;
    }
    if (nan_first_) out.data[0] = std::nanf("");
    outcome.outputs["output"] = out;
    return outcome;
  }

 private:
  bool stable_;
  bool nan_first_;
};

grader::GradeReport grade_assignment(const std::string& assignment, const grader::Harness& harness,
                                     const std::string& task) {
  const auto loaded = grader::load_manifest(root + "/assignments/" + assignment + "/manifest.json");
  const auto references = grader::load_reference_set(root + "/reference_values/" + assignment + "/public");
  grader::GradeOptions options;
  options.only_tasks = {task};
  options.probe_seed = 1;
  return grader::grade(loaded, references, harness, options);
}

}  // namespace

// shift_invariance: a softmax of x + 1000 is the softmax of x. One that
// does not subtract the maximum passes every stored case (small values) and
// overflows on the raised ones: the hint says so.
TEST(Engine, ASoftmaxWithoutItsMaximumOverflowsOnRaisedInputs) {
  const auto stable = grade_assignment("udl_multihead", SoftmaxCols(true), "1");
  EXPECT_EQ(task_of(stable, "1").score, 2);
  // NaN in both runs did not change with the shift: the stored cases fail it, not this check.
  const auto nan_first = grade_assignment("udl_multihead", SoftmaxCols(true, true), "1");
  std::size_t shifted = 0;
  for (const auto& check : task_of(nan_first, "1").checks) {
    if (check.label.rfind("shift_invariance", 0) != 0) continue;
    ++shifted;
    EXPECT_EQ(check.status, grader::CheckResult::Status::passed) << check.message;
  }
  EXPECT_EQ(shifted, 2u);
  const auto naive = grade_assignment("udl_multihead", SoftmaxCols(false), "1");
  const auto& task = task_of(naive, "1");
  EXPECT_EQ(task.score, 0);
  std::size_t raised = 0;
  for (const auto& check : task.checks) {
    if (check.label.rfind("shift_invariance of udl.softmax_cols", 0) != 0) continue;
    ++raised;
    EXPECT_EQ(check.status, grader::CheckResult::Status::failed);
    EXPECT_EQ(check.message.rfind("your \"output\" has ", 0), 0u) << check.message;
    EXPECT_NE(check.message.find(" NaN or inf with every value of \"data\" raised by 1000, where it was finite before"),
              std::string::npos)
        << check.message;
  }
  EXPECT_EQ(raised, 2u);
  // The stored cases show it too: the error model's rewrites that leave out
  // the maximum, or subtract the mean instead, answer every one of them as
  // this code does: both are named.
  EXPECT_EQ(task.hints(),
            (std::vector<std::string>{
                "one of these (your outputs fit each): in `softmax_cols`, mean is taken where amax belongs; or in "
                "`softmax_cols`, data is used alone where it is combined with column_max by -",
                "on cases d4_n3_heads2_size3 and d6_n5_heads3_size2: exp() overflowed: a softmax must subtract each "
                "line's maximum before exp (softmax(x) = softmax(x - max x)), so large \"data\" stay finite"}));
}

namespace {

// labml's prepare_mask without its shape check: a mask that broadcasts is
// broadcast (one key for four), any other throws xtensor's error.
class MaskUnchecked : public grader::Harness {
 public:
  grader::HarnessOutcome run(const grader::HarnessRequest& request) const override {
    grader::HarnessOutcome outcome;
    const grader::Tensor& mask = request.inputs.at("mask");
    const grader::Shape full{request.params.at("seq_q").get<std::size_t>(),
                             request.params.at("seq_k").get<std::size_t>(),
                             request.params.at("batch").get<std::size_t>()};
    for (std::size_t a = 0; a < 3; ++a) {
      if (mask.shape[a] != full[a] && mask.shape[a] != 1) {
        outcome.kind = grader::HarnessOutcome::Kind::raised;
        outcome.error_kind = "xt::broadcast_error";
        outcome.message = "Incompatible dimension of arrays:\n LHS shape = (4, 4, 2, )\n RHS shape = (4, 5, 2, )";
        return outcome;
      }
    }
    grader::Tensor out{full, std::vector<float>(full[0] * full[1] * full[2])};
    for (std::size_t i = 0; i < out.data.size(); ++i) {
      const auto at = grader::unravel(i, full);
      std::size_t flat = 0;
      for (std::size_t a = 0; a < 3; ++a) flat = flat * mask.shape[a] + (mask.shape[a] == 1 ? 0 : at[a]);
      out.data[i] = mask.data[flat];
    }
    outcome.kind = grader::HarnessOutcome::Kind::ok;
    outcome.outputs["mask"] = out;
    return outcome;
  }
};

}  // namespace

// A case the reference refuses (expected_error): code that returns a
// result, or fails some other way, is told the inputs must be refused.
TEST(Engine, InputsTheReferenceRefusesMustBeRefused) {
  const auto report = grade_assignment("labml_mha", MaskUnchecked{}, "3");
  const auto& task = task_of(report, "3");
  EXPECT_EQ(task.score, 0);
  EXPECT_EQ(task.hints(),
            (std::vector<std::string>{
                "on case self_seq4_batch2_refuses_mask_one_key: the reference refuses these inputs (mask [4, 1, 2]; "
                "batch 2, seq_k 4, seq_q 4) with std::invalid_argument, and your code returned a result for them: "
                "check the inputs first, and throw std::invalid_argument when they do not fit",
                "on cases self_seq4_batch2_refuses_mask_keys_plus_one, self_seq4_batch2_refuses_mask_queries_minus_one "
                "and self_seq4_batch2_refuses_mask_batch_plus_one: the reference refuses these inputs (mask [4, 5, 2]; "
                "batch 2, seq_k 4, seq_q 4) with std::invalid_argument, where your code went on and failed: check the "
                "inputs before computing, and throw std::invalid_argument when they do not fit (as on case "
                "self_seq4_batch2_refuses_mask_keys_plus_one; alike on cases "
                "self_seq4_batch2_refuses_mask_queries_minus_one and self_seq4_batch2_refuses_mask_batch_plus_one, "
                "with their own numbers)"}));
  // The valid masks are broadcast right.
  for (const auto& check : task.checks) {
    if (check.label.find("refuses") == std::string::npos) {
      EXPECT_EQ(check.status, grader::CheckResult::Status::passed) << check.label;
    }
  }
}

namespace {

// prepare_mask that checks the shapes but throws std::runtime_error.
class MaskRefusedWithTheWrongKind : public grader::Harness {
 public:
  grader::HarnessOutcome run(const grader::HarnessRequest& request) const override {
    if (request.inputs.at("mask").shape[1] == request.params.at("seq_k").get<std::size_t>()) {
      const auto& shape = request.inputs.at("mask").shape;
      if ((shape[0] == 1 || shape[0] == request.params.at("seq_q").get<std::size_t>()) &&
          (shape[2] == 1 || shape[2] == request.params.at("batch").get<std::size_t>())) {
        return unchecked_.run(request);
      }
    }
    grader::HarnessOutcome outcome;
    outcome.kind = grader::HarnessOutcome::Kind::raised;
    outcome.error_kind = "std::runtime_error";
    outcome.message = "bad mask";
    return outcome;
  }

 private:
  MaskUnchecked unchecked_;
};

}  // namespace

// A refusal of the wrong kind is told so; a stub is told nothing of the inputs.
TEST(Engine, ARefusalOfTheWrongKindIsToldSoAndAStubNothing) {
  const auto wrong_kind = grade_assignment("labml_mha", MaskRefusedWithTheWrongKind{}, "3");
  const auto hints = task_of(wrong_kind, "3").hints();
  ASSERT_FALSE(hints.empty());
  EXPECT_EQ(
      hints.front(),
      "the reference refuses these inputs (mask [4, 1, 2]; batch 2, seq_k 4, seq_q 4) with std::invalid_argument, "
      "and your code threw std::runtime_error: throw std::invalid_argument for inputs that do not fit (as on "
      "case self_seq4_batch2_refuses_mask_one_key; alike on cases "
      "self_seq4_batch2_refuses_mask_keys_plus_one, self_seq4_batch2_refuses_mask_queries_minus_one and "
      "self_seq4_batch2_refuses_mask_batch_plus_one, with their own numbers)");
  const auto stubs = grade_assignment("labml_mha", AllStubs{}, "3");
  for (const auto& hint : task_of(stubs, "3").hints()) {
    EXPECT_EQ(hint.find("refuses these inputs"), std::string::npos) << hint;
  }
}

// inverted_dropout: a training run whose every value is the one without
// training has no dropout at all, and the hint says so.
TEST(Engine, DropoutLeftOutInTrainingModeIsNamed) {
  const auto report = grader::grade(manifest(), public_set(), Memoriser{}, {});
  bool found = false;
  for (const auto& check : task_of(report, "2.3").checks) {
    if (check.label.rfind("inverted_dropout of mhsa.attend", 0) != 0) continue;
    found = true;
    EXPECT_EQ(check.message.rfind("probs in training mode with dropout 0.5: no probability was dropped", 0), 0u)
        << check.message;
    EXPECT_EQ(check.hint,
              "in training mode every value of your probs is the one it has without training: dropout is not applied "
              "(drop each with probability p, and scale the kept ones by 1 / (1 - p))");
  }
  EXPECT_TRUE(found);
}

namespace {

// self_attention.forward throws xt::linalg::dot's shape error at
// self_attention.cpp:3 with the given operand shapes.
class DotMismatch : public grader::Harness {
 public:
  // The shapes of each request in turn.
  explicit DotMismatch(std::vector<std::string> shapes) : shapes_(std::move(shapes)) {}
  grader::HarnessOutcome run(const grader::HarnessRequest& request) const override {
    if (request.op != "self_attention.forward") return memoriser_.run(request);
    grader::HarnessOutcome outcome;
    outcome.kind = grader::HarnessOutcome::Kind::raised;
    outcome.error_kind = "std::runtime_error";
    outcome.message = "Dot: shape mismatch: " + shapes_[asked_++ % shapes_.size()] + ".";
    outcome.source_lines = {"/tmp/b/submission/self_attention.cpp:3"};
    return outcome;
  }

 private:
  std::vector<std::string> shapes_;
  mutable std::size_t asked_ = 0;
  Memoriser memoriser_;
};

}  // namespace

// An operand given to dot as xt::transpose(t) is named, with its line, when
// dot's shape error there shows t as it is would fit; not otherwise.
TEST(Engine, ATransposedOperandOfDotIsNamedWhenUntransposedItFits) {
  grader::GradeOptions options;
  options.only_tasks = {"1.2"};
  options.sources = {{"self_attention.cpp",
                      "Tensor3 SelfAttention::forward(const Tensor3& x) const {\n"
                      "  const Tensor2 w = weight();\n"
                      "  const Tensor2 y = xt::linalg::dot(xt::transpose(w), xt::view(x, 0));\n"
                      "  return y;\n"
                      "}\n"}};
  options.jobs = 1;
  const auto fits = grader::grade(manifest(), public_set(), DotMismatch({"[3, 5] and [3, 7]"}), options);
  const auto hints = task_of(fits, "1.2").hints();
  ASSERT_FALSE(hints.empty());
  EXPECT_EQ(hints.front(),
            "self_attention.cpp:3: xt::linalg::dot(xt::transpose(w), xt::view(x, 0)) transposes its first operand, w: "
            "[3, 5] here; as it is, [5, 3], it fits the other operand, [3, 7]: drop that xt::transpose");
  // [3, 5] untransposed is [5, 3], which does not fit [4, 7] either: the shape error alone.
  const auto neither = grader::grade(manifest(), public_set(), DotMismatch({"[3, 5] and [4, 7]"}), options);
  for (const auto& hint : task_of(neither, "1.2").hints()) {
    EXPECT_EQ(hint.find("drop that xt::transpose"), std::string::npos) << hint;
  }
  // It fits on one case and not on another: not said.
  const auto some =
      grader::grade(manifest(), public_set(), DotMismatch({"[3, 5] and [3, 7]", "[3, 5] and [4, 7]"}), options);
  for (const auto& hint : task_of(some, "1.2").hints()) {
    EXPECT_EQ(hint.find("drop that xt::transpose"), std::string::npos) << hint;
  }
}
