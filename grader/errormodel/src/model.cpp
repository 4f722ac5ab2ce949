// An assignment's error model: rewrites found, compiled into one harness,
// run on every case, grouped and written beside each reference set.
#include "grader/errormodel/model.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <regex>
#include <set>

#include "grader/assessment/compare.hpp"
#include "grader/assessment/error_model.hpp"
#include "grader/assessment/manifest.hpp"
#include "grader/assessment/reference_set.hpp"
#include "grader/building/build.hpp"
#include "grader/course/release.hpp"
#include "grader/course/submission_notes.hpp"
#include "grader/errormodel/rewrites.hpp"
#include "grader/execution/harness_client.hpp"
#include "grader/execution/sandbox.hpp"
#include "grader/grading/fresh_inputs.hpp"
#include "grader/grading/validation.hpp"
#include "grader/support/checksum.hpp"
#include "grader/support/course_layout.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"
#include "grader/support/parallel.hpp"

namespace grader::errormodel {
namespace fs = std::filesystem;

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

// ================================================================ generate

struct SolutionFile {
  std::string name;  // as the manifest lists it
  std::string text;
  std::vector<Rewrite> rewrites;
};

// Every rewrite of every file of a model answer (the solution's folder, or
// a variant's), numbered 1.. across them. A variant's file that it does not
// have, or that is the solution's as written, is the solution's: its
// rewrites are the solution's own.
std::vector<SolutionFile> find_all(const fs::path& folder, const std::string& label, const fs::path& solution,
                                   const Manifest& manifest, const RuleTable& rules,
                                   const std::vector<std::string>& args) {
  std::vector<SolutionFile> files;
  int next = 1;
  for (const auto& name : manifest.sources) {
    if (!fs::is_regular_file(folder / name)) continue;
    SolutionFile file;
    file.name = name;
    file.text = read_file_bytes(folder / name, ExitCode::internal_error);
    if (!label.empty() && file.text == read_file_bytes(solution / name, ExitCode::internal_error)) continue;
    file.rewrites = find_rewrites(folder / name, args, rules);
    for (auto& rewrite : file.rewrites) {
      rewrite.id = next++;
      rewrite.file = label + name;
    }
    files.push_back(std::move(file));
  }
  return files;
}

// Drops the rewrites of `ids`, counting them per rule in `dropped_by_rule`.
void drop(std::vector<Rewrite>& rewrites, const std::vector<int>& ids,
          std::map<std::string, std::size_t>& dropped_by_rule) {
  for (const auto& rewrite : rewrites) {
    if (std::find(ids.begin(), ids.end(), rewrite.id) != ids.end()) ++dropped_by_rule[rewrite.rule];
  }
  rewrites.erase(std::remove_if(rewrites.begin(), rewrites.end(),
                                [&](const Rewrite& r) { return std::find(ids.begin(), ids.end(), r.id) != ids.end(); }),
                 rewrites.end());
}

// Drops the rewrites that do not compile, as libclang finds them in the
// schemata of each file, until none is left: each round drops those an
// error lies in.
std::size_t drop_what_libclang_refuses(std::vector<SolutionFile>& files, const fs::path& work,
                                       const std::vector<std::string>& args,
                                       std::map<std::string, std::size_t>& dropped_by_rule) {
  std::size_t dropped = 0;
  for (auto& file : files) {
    for (int round = 0; round < 8 && !file.rewrites.empty(); ++round) {
      const std::string schemata = schemata_source(file.text, file.rewrites);
      const fs::path check = work / "check" / file.name;
      fs::create_directories(check.parent_path());
      write_file_atomically(check, schemata);
      const auto lines = error_lines(check, args);
      if (lines.empty()) break;
      const auto ids = rewrites_at_lines(schemata, lines);
      if (ids.empty()) {
        throw GraderError(ExitCode::internal_error, "the error model's schemata of " + file.name +
                                                        " do not compile outside every rewrite (line " +
                                                        std::to_string(lines.front()) + " of " + check.string() + ")");
      }
      dropped += ids.size();
      drop(file.rewrites, ids, dropped_by_rule);
    }
  }
  return dropped;
}

// ================================================================ build

// The solution with each file's schemata, built as the course's solution is
// (the oracle's way); rewrites the compiler refuses are dropped and it is
// built again.
fs::path build_schemata(const fs::path& root, const Manifest& manifest, const fs::path& folder,
                        std::vector<SolutionFile>& files, const fs::path& work, std::size_t jobs, std::size_t& dropped,
                        std::map<std::string, std::size_t>& dropped_by_rule) {
  const fs::path solution = CourseLayout(root).solution(manifest.assignment);
  const auto builder =
      HarnessBuilder::prepare(root, manifest.assignment, course_template(root, manifest), manifest.sources, jobs);
  for (int round = 0; round < 4; ++round) {
    const fs::path submission = work / "submission";
    fs::remove_all(submission);
    fs::create_directories(submission);
    for (const auto& entry : fs::directory_iterator(solution)) {
      if (entry.is_regular_file()) fs::copy_file(entry.path(), submission / entry.path().filename());
    }
    // A variant's files over the solution's (folder is the solution's own for the solution).
    for (const auto& name : manifest.sources) {
      if (folder != solution && fs::is_regular_file(folder / name)) {
        fs::copy_file(folder / name, submission / name, fs::copy_options::overwrite_existing);
      }
    }
    std::map<std::string, std::string> schemata;
    for (const auto& file : files) {
      schemata[file.name] = schemata_source(file.text, file.rewrites);
      write_file_atomically(submission / file.name, schemata[file.name]);
    }
    const BuildOutcome outcome = builder.build(submission, work / "build", nullptr, CompileStrategy::file_by_file,
                                               compile_budget_seconds(manifest));
    if (outcome.ok && outcome.broken_files.empty() && outcome.broken_regions.empty()) return outcome.harness;
    // The lines the compiler blames, per file: "<file>:<line>:<col>: error".
    bool any = false;
    for (auto& file : files) {
      std::vector<unsigned> lines;
      const std::regex error_line(std::regex_replace(file.name, std::regex(R"([.^$|()\[\]{}*+?\\])"), R"(\$&)") +
                                  R"(:(\d+):\d+: (error|note: +required from here|  required from here))");
      for (std::sregex_iterator it(outcome.log.begin(), outcome.log.end(), error_line), end; it != end; ++it) {
        lines.push_back(static_cast<unsigned>(std::stoul((*it)[1].str())));
      }
      const auto ids = rewrites_at_lines(schemata[file.name], lines);
      dropped += ids.size();
      any = any || !ids.empty();
      drop(file.rewrites, ids, dropped_by_rule);
    }
    if (!any) {
      throw GraderError(ExitCode::internal_error, "the error model's harness of " + manifest.assignment +
                                                      " does not build, outside every rewrite:\n" +
                                                      outcome.log.substr(0, 4000));
    }
  }
  throw GraderError(ExitCode::internal_error,
                    "the error model's harness of " + manifest.assignment + " did not build in 4 rounds");
}

// ================================================================ run

struct SetRun {
  ReferenceSet set;
  std::vector<const Case*> cases;  // those run: not an expected error, not shapes only
  // rewrite index -> behaviour per case (cases' order), and its whole outputs where they differ
  std::vector<std::vector<RewriteBehaviour>> behaviours;
  std::vector<std::vector<TensorMap>> answers;
};

// What a rewrite does on a case the reference refuses: "same" when it
// refuses it as the case says (the kind, the message's words); the outputs
// it answers instead, every value of them differing from none.
RewriteBehaviour behaviour_on_refused(const HarnessOutcome& outcome, const Case& source, const Manifest& manifest) {
  RewriteBehaviour behaviour;
  const ExpectedError& want = *source.expected_error;
  if (outcome.kind == HarnessOutcome::Kind::raised && outcome.error_kind == want.kind &&
      std::all_of(want.message_contains.begin(), want.message_contains.end(),
                  [&](const std::string& part) { return outcome.message.find(part) != std::string::npos; })) {
    return behaviour;
  }
  if (outcome.kind == HarnessOutcome::Kind::raised) {
    behaviour.kind = RewriteBehaviour::Kind::raised;
    behaviour.error_kind = outcome.error_kind;
    behaviour.error_message = outcome.message;
  } else if (outcome.kind == HarnessOutcome::Kind::ok && !outcome.outputs.empty()) {
    behaviour.kind = RewriteBehaviour::Kind::outputs;
    const Tolerance tolerance = source.tolerance.value_or(manifest.tolerance);
    for (const auto& [output, tensor] : outcome.outputs) {
      behaviour.outputs.emplace(output, sample_output(tensor, Tensor{}, tolerance));
    }
  } else {
    behaviour.kind = RewriteBehaviour::Kind::failed;
  }
  return behaviour;
}

RewriteBehaviour behaviour_of(const HarnessOutcome& outcome, const Case& source, const Manifest& manifest) {
  if (source.expected_error) return behaviour_on_refused(outcome, source, manifest);
  RewriteBehaviour behaviour;
  if (outcome.kind == HarnessOutcome::Kind::raised) {
    behaviour.kind = RewriteBehaviour::Kind::raised;
    behaviour.error_kind = outcome.error_kind;
    behaviour.error_message = outcome.message;
    return behaviour;
  }
  if (outcome.kind != HarnessOutcome::Kind::ok) {
    behaviour.kind = RewriteBehaviour::Kind::failed;
    return behaviour;
  }
  const Tolerance tolerance = source.tolerance.value_or(manifest.tolerance);
  for (const auto& [name, expected] : source.expected) {
    auto it = outcome.outputs.find(name);
    if (it == outcome.outputs.end() ||
        !compare_tensors(name, expected, it->second, tolerance, source.shape_only, false).passed) {
      behaviour.kind = RewriteBehaviour::Kind::outputs;
      for (const auto& [output, tensor] : outcome.outputs) {
        auto wanted = source.expected.find(output);
        if (wanted == source.expected.end()) continue;
        // A case checked for its shapes alone (a constructor's layers) has
        // no expected values: its sample is the shape, every value counted
        // as differing, none stored.
        behaviour.outputs.emplace(output, source.shape_only ? OutputSample{tensor.shape, tensor.data.size(), {}, {}}
                                                            : sample_output(tensor, wanted->second, tolerance));
      }
      return behaviour;
    }
  }
  return behaviour;
}

HarnessRequest request_of(const Case& source, int rewrite) {
  HarnessRequest request;
  request.op = source.op;
  request.params = source.params;
  request.inputs = source.inputs;
  request.rewrite = rewrite;
  return request;
}

// Each case of the stored sets once more with fresh inputs (fresh_inputs.hpp)
// and each parameter between 0 and 1 (a dropout probability) taken 0.6
// times, the solution's answers (rewrite 0) as their expected outputs: a
// rewrite no stored case tells from the solution, and one of these does,
// is a mistake the sets cannot see (1 / p for 1 / (1 - p) where every case
// has p = 0.5), not an equivalent. A variant the solution does not answer
// with finite values is left out.
SetRun fresh_variants(const Harness& harness, const std::vector<SetRun>& stored) {
  SetRun fresh;
  fresh.set.name = "fresh";
  for (const auto& run : stored) {
    for (const Case* source : run.cases) {
      if (source->expected_error || source->shape_only) continue;  // refused whatever its values; no values checked
      Case variant = *source;
      variant.name = run.set.name + "/" + source->name;
      variant.inputs = fresh_inputs(source->inputs, mix(0x5eed, variant.name));
      // An input with no negative entry stored (probabilities, weights
      // after a softmax) stays so: its function is not asked what it makes
      // of values it is never given (a ReLU of probabilities changes nothing).
      for (auto& [name, tensor] : variant.inputs) {
        const auto& given = source->inputs.at(name).data;
        if (std::none_of(given.begin(), given.end(), [](float v) { return v < 0; })) {
          for (float& value : tensor.data) value = std::abs(value);
        }
      }
      for (auto& item : variant.params.items()) {
        auto& value = item.value();
        if (value.is_number_float() && value.get<double>() > 0 && value.get<double>() < 1) {
          value = value.get<double>() * 0.6;
        }
      }
      variant.mistakes.clear();
      fresh.set.cases.push_back(std::move(variant));
    }
  }
  std::vector<HarnessRequest> requests;
  for (const Case& variant : fresh.set.cases) requests.push_back(request_of(variant, 0));
  const auto outcomes = harness.run_together(requests);
  std::vector<Case> answered;
  for (std::size_t c = 0; c < fresh.set.cases.size() && c < outcomes.size(); ++c) {
    if (outcomes[c].kind != HarnessOutcome::Kind::ok) continue;
    bool finite = true;
    for (const auto& [name, tensor] : outcomes[c].outputs) {
      for (const float value : tensor.data) finite = finite && std::isfinite(value);
    }
    if (!finite) continue;
    Case variant = fresh.set.cases[c];
    variant.expected.clear();
    for (const auto& [name, tensor] : outcomes[c].outputs) {
      if (fresh.set.cases[c].expected.count(name) > 0) variant.expected.emplace(name, tensor);
    }
    answered.push_back(std::move(variant));
  }
  fresh.set.cases = std::move(answered);
  for (const Case& variant : fresh.set.cases) fresh.cases.push_back(&variant);
  return fresh;
}

// Every rewrite (ids) on every case of each set: one process a rewrite (the
// cases of every set, one after another), `jobs` processes at once.
void run_all(const Harness& harness, const Manifest& manifest, const std::vector<int>& ids, std::vector<SetRun>& runs,
             std::size_t jobs) {
  for (auto& run : runs) {
    run.behaviours.assign(ids.size(), {});
    run.answers.assign(ids.size(), {});
  }
  for_each_index(ids.size(), jobs, [&](std::size_t r) {
    std::vector<HarnessRequest> requests;
    for (const auto& run : runs) {
      for (const Case* source : run.cases) requests.push_back(request_of(*source, ids[r]));
    }
    const auto outcomes = harness.run_together(requests);
    std::size_t at = 0;
    for (auto& run : runs) {
      std::vector<RewriteBehaviour> behaviours;
      std::vector<TensorMap> answers;
      for (std::size_t c = 0; c < run.cases.size(); ++c, ++at) {
        behaviours.push_back(at < outcomes.size() ? behaviour_of(outcomes[at], *run.cases[c], manifest)
                                                  : RewriteBehaviour{RewriteBehaviour::Kind::failed, {}, "", ""});
        answers.push_back(behaviours.back().kind == RewriteBehaviour::Kind::outputs ? outcomes[at].outputs
                                                                                    : TensorMap{});
        // Shapes alone tell two rewrites apart where the case checks shapes alone.
        if (run.cases[c]->shape_only) {
          for (auto& [name, tensor] : answers.back()) tensor.data.clear();
        }
      }
      run.behaviours[r] = std::move(behaviours);
      run.answers[r] = std::move(answers);
    }
  });
}

// Whether two rewrites do the same on a case: the same kind, and whole
// outputs alike within the tolerance (NaN where the other has NaN).
bool same_behaviour(const RewriteBehaviour& a, const TensorMap& a_outputs, const RewriteBehaviour& b,
                    const TensorMap& b_outputs, const Tolerance& tolerance) {
  if (a.kind != b.kind) return false;
  if (a.kind == RewriteBehaviour::Kind::raised)
    return a.error_kind == b.error_kind && a.error_message == b.error_message;
  if (a.kind != RewriteBehaviour::Kind::outputs) return true;
  if (a_outputs.size() != b_outputs.size()) return false;
  for (const auto& [name, tensor] : a_outputs) {
    auto it = b_outputs.find(name);
    if (it == b_outputs.end() || it->second.shape != tensor.shape) return false;
    for (std::size_t i = 0; i < tensor.data.size(); ++i) {
      const float x = tensor.data[i];
      const float y = it->second.data[i];
      if (!(std::isnan(x) && std::isnan(y)) && !close(x, y, tolerance)) return false;
    }
  }
  return true;
}

bool kills(const std::vector<RewriteBehaviour>& behaviours) {
  return std::any_of(behaviours.begin(), behaviours.end(),
                     [](const RewriteBehaviour& b) { return b.kind != RewriteBehaviour::Kind::same; });
}

void say(const ModelOptions& options, const std::string& line) {
  if (options.progress) options.progress(line);
}

}  // namespace

std::vector<std::string> solution_parse_args(const fs::path& root, const std::string& assignment) {
  return {"-x",
          "c++",
          "-std=c++17",
          "-I" + CourseLayout(root).assignment_include(assignment).string(),
          "-I" + (root / "grader" / "harness" / "include").string(),
          "-I" + (root / "grader" / "protocol" / "include").string(),
          "-isystem",
          (root / "third_party" / "include").string(),
          "-Wno-everything"};
}

namespace {

// ================================================================ the phases

// The sets of the assignment, each with the cases a rewrite runs on.
std::vector<SetRun> load_sets(const fs::path& root, const std::string& assignment) {
  std::vector<SetRun> runs;
  std::error_code error;
  for (fs::directory_iterator it(CourseLayout(root).reference_sets(assignment), error), end; !error && it != end;
       it.increment(error)) {
    if (!fs::is_regular_file(it->path() / "index.json")) continue;
    SetRun run;
    run.set = load_reference_set(it->path(), false);
    for (const Case& source : run.set.cases) run.cases.push_back(&source);
    runs.push_back(std::move(run));
  }
  std::sort(runs.begin(), runs.end(), [](const SetRun& a, const SetRun& b) { return a.set.name < b.set.name; });
  return runs;
}

// Every rewrite on every stored case; those no stored case kills once more
// on fresh variants. Which rewrites are equivalent (index as `ids`).
std::vector<bool> run_rewrites(const Harness& harness, const Manifest& manifest, const std::vector<int>& ids,
                               std::vector<SetRun>& runs, std::size_t jobs, ModelFigures& figures,
                               const std::string& of) {
  run_all(harness, manifest, ids, runs, jobs);
  for (const auto& run : runs) {
    if (kills(run.behaviours.front())) {
      throw GraderError(ExitCode::internal_error, "the error model's harness of " + manifest.assignment + " (" + of +
                                                      ") does not answer the " + run.set.name +
                                                      " set as the references do with no rewrite selected");
    }
  }
  std::vector<bool> stored_kill(ids.size(), false);
  std::vector<int> survivors;
  for (std::size_t r = 1; r < ids.size(); ++r) {
    for (const auto& run : runs) stored_kill[r] = stored_kill[r] || kills(run.behaviours[r]);
    if (!stored_kill[r]) survivors.push_back(ids[r]);
  }
  std::set<int> fresh_kill;
  if (!survivors.empty()) {
    std::vector<SetRun> fresh;
    fresh.push_back(fresh_variants(harness, runs));
    run_all(harness, manifest, survivors, fresh, jobs);
    for (std::size_t i = 0; i < survivors.size(); ++i) {
      if (kills(fresh.front().behaviours[i])) fresh_kill.insert(survivors[i]);
    }
  }
  std::vector<bool> equivalent(ids.size(), true);
  for (std::size_t r = 1; r < ids.size(); ++r) {
    equivalent[r] = !stored_kill[r] && fresh_kill.count(ids[r]) == 0;
    if (equivalent[r]) ++figures.equivalent;
    if (!equivalent[r] && !stored_kill[r]) ++figures.fresh_only;
  }
  return equivalent;
}

// What a rewrite's edits write where, as digests (a public set's model
// ships with the student repository: no solution text).
std::vector<std::string> edit_digests(const Rewrite& rewrite) {
  std::vector<std::string> digests;
  for (const Edit& edit : rewrite.edits) {
    const std::string what =
        rewrite.file + ":" + std::to_string(edit.begin) + "-" + std::to_string(edit.end) + "=" + edit.text;
    digests.push_back(sha256_hex(what).substr(0, 16));
  }
  return digests;
}

// One set's model: its explanations (rewrites alike on every case of the
// set, grouped) and the rewrites it does not kill.
ErrorModel model_of_set(const SetRun& run, const std::vector<const Rewrite*>& all, const std::vector<bool>& equivalent,
                        std::size_t first_variant, const Manifest& manifest, SetFigures& figures) {
  ErrorModel model;
  for (const Case* source : run.cases) model.cases.insert(error_model_key(source->op, source->name));
  model.rewrites = all.size();
  model.equivalent = static_cast<std::size_t>(std::count(equivalent.begin() + 1, equivalent.end(), true));
  std::vector<std::size_t> leaders;  // the first rewrite of each explanation
  for (std::size_t r = 1; r < equivalent.size(); ++r) {
    if (equivalent[r]) continue;
    const Rewrite& rewrite = *all[r - 1];
    const Explanation::Said said{
        rewrite.rule,          rewrite.function,
        rewrite.says,          rewrite.file + ":" + std::to_string(rewrite.edits.front().begin),
        edit_digests(rewrite), rewrite.aliases,
        rewrite.general,       rewrite.written};
    if (!kills(run.behaviours[r])) {
      model.unkilled.push_back(said);
      figures.unkilled.push_back(rewrite.function + ": " + rewrite.says);
      continue;
    }
    ++figures.killed;
    auto alike = [&](std::size_t other) {
      for (std::size_t c = 0; c < run.cases.size(); ++c) {
        if (!same_behaviour(run.behaviours[r][c], run.answers[r][c], run.behaviours[other][c], run.answers[other][c],
                            run.cases[c]->tolerance.value_or(manifest.tolerance))) {
          return false;
        }
      }
      return true;
    };
    const auto group = std::find_if(leaders.begin(), leaders.end(), alike);
    if (group != leaders.end()) {
      // A variant's rewrite that answers as one of the solution's: the solution's words say it.
      if (r >= first_variant && *group < first_variant) continue;
      model.explanations[static_cast<std::size_t>(group - leaders.begin())].rewrites.push_back(said);
      continue;
    }
    leaders.push_back(r);
    Explanation explanation;
    explanation.rewrites.push_back(said);
    for (std::size_t c = 0; c < run.cases.size(); ++c) {
      if (run.behaviours[r][c].kind == RewriteBehaviour::Kind::same) continue;
      explanation.cases.emplace(error_model_key(run.cases[c]->op, run.cases[c]->name), run.behaviours[r][c]);
    }
    model.explanations.push_back(std::move(explanation));
  }
  figures.explanations = model.explanations.size();
  return model;
}

}  // namespace

namespace {

// ================================================================ the model answers

// One model answer with its rewrites built and run: the solution, or a
// variant of it written otherwise (CourseLayout::solution_variants: its own
// files for some of the sources, the solution's for the rest), whose
// rewrites reach code the solution does not have (a hand-written loop's
// accumulator, its bounds).
struct Answer {
  std::string label;  // "" for the solution; "variants/<name>/" for a variant
  fs::path folder;
  std::vector<SolutionFile> files;
  std::vector<const Rewrite*> all;  // in the order of ids from 1
  std::vector<int> ids = {0};
  std::vector<SetRun> runs;
  std::vector<bool> equivalent;
};

void build_answer(const ModelOptions& options, const Manifest& manifest, const RuleTable& rules, Answer& answer,
                  ModelFigures& figures) {
  const fs::path& root = options.root;
  const fs::path solution = CourseLayout(root).solution(manifest.assignment);
  const fs::path work = CourseLayout(root).error_model_builds(manifest.assignment) / answer.label;
  fs::create_directories(work);
  fs::permissions(work, fs::perms::owner_all);
  const auto args = solution_parse_args(root, manifest.assignment);
  const std::string of = answer.label.empty() ? "the solution" : answer.label;

  // Generate: the rules over the answer's syntax tree; what does not compile goes.
  auto start = Clock::now();
  answer.files = find_all(answer.folder, answer.label, solution, manifest, rules, args);
  std::size_t found = 0;
  for (const auto& file : answer.files) found += file.rewrites.size();
  figures.found += found;
  say(options, "found " + std::to_string(found) + " rewrites of " + of);
  std::size_t not_compiling = drop_what_libclang_refuses(answer.files, work, args, figures.not_compiling_by_rule);
  figures.seconds_generate += seconds_since(start);

  // Build: one harness with every rewrite.
  start = Clock::now();
  const fs::path harness_path = build_schemata(root, manifest, answer.folder, answer.files, work, options.jobs,
                                               not_compiling, figures.not_compiling_by_rule);
  const double built = seconds_since(start);
  figures.seconds_build += built;
  figures.not_compiling += not_compiling;
  for (const auto& file : answer.files) {
    for (const auto& rewrite : file.rewrites) {
      answer.all.push_back(&rewrite);
      answer.ids.push_back(rewrite.id);
    }
  }
  figures.compiled += answer.all.size();
  say(options, std::to_string(answer.all.size()) + " of " + of + " compile (" + std::to_string(not_compiling) +
                   " do not); built in " + std::to_string(static_cast<int>(built)) + " s");

  // Run: the answer as written (rewrite 0) must pass every case; then every rewrite.
  start = Clock::now();
  answer.runs = load_sets(root, manifest.assignment);
  ProcessHarness harness(harness_path, manifest.limits, prepare_sandbox(SandboxMode::automatic));
  harness.without_source_lines();
  answer.equivalent = run_rewrites(harness, manifest, answer.ids, answer.runs, options.jobs, figures, of);
  figures.seconds_run += seconds_since(start);
  for (std::size_t r = 1; r < answer.ids.size(); ++r) {
    if (!answer.equivalent[r]) ++figures.by_rule[answer.all[r - 1]->rule];
  }
}

// The variants' rewrites after the solution's, in each set's behaviours:
// one list of rewrites, as if one answer had made them all. Returns where
// the variants' begin (an index of `all` from 1, as the behaviours count).
std::size_t merge_answers(std::vector<Answer>& answers) {
  Answer& solution = answers.front();
  const std::size_t first_variant = solution.ids.size();
  for (std::size_t a = 1; a < answers.size(); ++a) {
    Answer& variant = answers[a];
    for (std::size_t r = 1; r < variant.ids.size(); ++r) {
      solution.all.push_back(variant.all[r - 1]);
      solution.ids.push_back(variant.ids[r]);
      solution.equivalent.push_back(variant.equivalent[r]);
      for (std::size_t s = 0; s < solution.runs.size() && s < variant.runs.size(); ++s) {
        solution.runs[s].behaviours.push_back(std::move(variant.runs[s].behaviours[r]));
        solution.runs[s].answers.push_back(std::move(variant.runs[s].answers[r]));
      }
    }
  }
  return first_variant;
}

}  // namespace

ModelFigures build_error_model(const ModelOptions& options) {
  ModelFigures figures;
  const fs::path& root = options.root;
  const Manifest manifest = load_assignment(root, options.assignment);
  const fs::path rules_path = options.rules.empty() ? root / "grader" / "errormodel" / "rules.json" : options.rules;
  const RuleTable rules = load_rules(rules_path);

  // The model answers: the solution, then each variant of it.
  std::vector<Answer> answers(1);
  answers.front().folder = CourseLayout(root).solution(manifest.assignment);
  for (const auto& folder : solution_variant_folders(root, manifest.assignment)) {
    answers.emplace_back();
    answers.back().folder = folder;
    answers.back().label =
        CourseLayout::names().solution_variants("").filename().string() + "/" + folder.filename().string() + "/";
  }
  for (auto& answer : answers) build_answer(options, manifest, rules, answer, figures);
  figures.variants = answers.size() - 1;
  const std::size_t first_variant = merge_answers(answers);
  const Answer& all = answers.front();

  // Write: each set's model beside it.
  const std::string rules_digest = sha256_hex(read_file_bytes(rules_path, ExitCode::internal_error));
  const std::string solution_digest = solution_files_digest(root, manifest.assignment, manifest.sources);
  for (const auto& run : all.runs) {
    SetFigures set_figures;
    set_figures.set = run.set.name;
    set_figures.cases = run.cases.size();
    ErrorModel model = model_of_set(run, all.all, all.equivalent, first_variant, manifest, set_figures);
    model.rules_digest = rules_digest;
    model.solution_digest = solution_digest;
    model.set_digest = sha256_hex(read_file_bytes(run.set.directory / "index.json", ExitCode::internal_error));
    const std::string bytes = error_model_to_json(model).dump() + "\n";
    set_figures.bytes = bytes.size();
    if (options.write) write_file_atomically(run.set.directory / "error_model.json", bytes);
    figures.sets.push_back(std::move(set_figures));
  }
  return figures;
}

}  // namespace grader::errormodel
