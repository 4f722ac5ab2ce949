// The HarnessBuilder's build of a submission: one unit where it can
// (build_one_unit), else file by file with objects reused when nothing they
// were made from changed (build_file_by_file); each compile and link one
// student step under the compile budget (run_student_step, link); a file that
// does not compile or link mended region by region (mend,
// link_without_broken_regions). Its phases: build_steps.hpp.
#include "grader/building/build.hpp"

#include <map>
#include <set>

#include "build_steps.hpp"
#include "grader/building/region_repair.hpp"
#include "grader/building/single_unit.hpp"
#include "grader/execution/runner.hpp"
#include "grader/source/fences.hpp"
#include "grader/support/checksum.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/file_lock.hpp"
#include "grader/support/json_file.hpp"
#include "grader/support/text.hpp"

namespace grader {

using namespace build_steps;

ProcessResult HarnessBuilder::run_student_step(const std::vector<std::string>& argv,
                                               const std::filesystem::path& submission_dir,
                                               const std::filesystem::path& work_dir, const Sandbox* sandbox,
                                               CompileBudget& budget, bool is_link, std::string& ended_by) const {
  ProcessResult result;
  if (is_link ? budget.link_spent() : budget.compiles_spent()) {
    // Not started: the outcome stays failed_to_start, which no caller takes for a compile that ran.
    budget.mark_spent();
    result.start_error = budget.spent_words();
    result.stderr_text = "error: " + budget.spent_words() + "\n";
    ended_by = budget.spent_words();
    return result;
  }
  RunWatch watch;
  watch.stop_at = is_link ? budget.link_deadline() : budget.compile_deadline();
  if (!is_link) budget.count_compile();
  result = run_student_tool(argv, build_dir_, sandbox,
                            student_build_view(project_root_, submission_dir, {build_dir_}, work_dir), watch);
  std::string limit;
  if (result.outcome == ProcessResult::Outcome::stopped) {
    budget.mark_spent();
    limit = budget.spent_words();
  } else {
    limit = describe_build_limit(result, student_build_limits());
    if (limit.empty()) limit = describe_evaluation_limit(result.stdout_text + result.stderr_text);
  }
  if (!limit.empty()) ended_by = limit;
  // First, so that it is the line a student reads.
  if (sandbox != nullptr && !limit.empty()) result.stderr_text = "error: " + limit + "\n" + result.stderr_text;
  return result;
}

bool HarnessBuilder::link(const std::vector<std::string>& objects, BuildOutcome& outcome,
                          const std::filesystem::path& submission_dir, const std::filesystem::path& work_dir,
                          const Sandbox* sandbox, CompileBudget& budget) const {
  std::vector<std::string> argv;
  for (const auto& word : link_) {
    if (word == "@OBJECTS@") {
      argv.insert(argv.end(), objects.begin(), objects.end());
    } else {
      argv.push_back(word == "@OUTPUT@" ? (work_dir / "harness").string() : word);
    }
  }
  // Nothing changed since the last link: the same harness.
  std::string inputs = sha256_hex(joined(argv)) + "\n";
  for (const auto& object : objects) inputs += build_fingerprint(object) + " " + object + "\n";
  const auto stamp = work_dir / "objects" / "harness.inputs";
  if (std::filesystem::exists(outcome.harness) && std::filesystem::exists(stamp) &&
      read_file_bytes(stamp, ExitCode::build_system_error) == inputs) {
    return true;
  }
  std::filesystem::remove(stamp);
  const ProcessResult linked =
      run_student_step(argv, submission_dir, work_dir, sandbox, budget, true, outcome.ended_by);
  outcome.log += linked.stdout_text + linked.stderr_text;
  const bool ok = linked.outcome == ProcessResult::Outcome::exited && linked.exit_code == 0;
  if (ok) write_file_atomically(stamp, inputs);
  return ok;
}

BuildOutcome HarnessBuilder::build_one_unit(const std::filesystem::path& submission_dir,
                                            const std::filesystem::path& work_dir, const Sandbox* sandbox,
                                            CompileBudget& budget) const {
  BuildOutcome outcome;
  std::vector<std::pair<std::string, std::string>> files;
  for (const auto& file : sources_) {
    files.emplace_back(file, read_file_bytes(submission_dir / file, ExitCode::submission_error));
  }
  const auto already_included = [&](const IncludeLine& include) {
    if (include.header.find("..") != std::string::npos) return false;
    if (include.quoted && std::filesystem::exists(submission_dir / include.header)) return false;
    for (const auto& header : precompiled_) {
      if (ends_with(header, "/" + include.header)) return true;
    }
    return false;
  };
  std::string why_not;
  const std::vector<std::string> order = single_unit_order(files, already_included, &why_not);
  const std::string unit = (work_dir / "objects" / "submission.cpp").string();
  const std::string object = (work_dir / "objects" / "submission.o").string();
  if (order.empty() || unit.find_first_of("\"\\\n") != std::string::npos) {
    outcome.log = "compiled file by file: " + (order.empty() ? why_not : "the folder's name needs quoting") + "\n";
    return outcome;
  }
  std::string text = "// The submission's files as one unit: see grader/single_unit.hpp.\n";
  for (const auto& file : order) text += "#include \"" + (submission_dir / file).string() + "\"\n";
  write_file_atomically(unit, text);
  std::vector<std::string> argv = compile_.at(order.front());
  for (auto& word : argv) word = substitute(word, {{"@SOURCE@", unit}, {"@OBJECT@", object}});
  std::filesystem::remove(object);
  const ProcessResult compiled =
      run_student_step(argv, submission_dir, work_dir, sandbox, budget, false, outcome.ended_by);
  outcome.log = "compiled as one unit: " + unit + "\n" + compiled.stdout_text + compiled.stderr_text;
  if (compiled.outcome != ProcessResult::Outcome::exited || compiled.exit_code != 0) return outcome;
  outcome.harness = work_dir / "harness";
  outcome.ok = link({object}, outcome, submission_dir, work_dir, sandbox, budget);
  return outcome;
}

BuildOutcome HarnessBuilder::build(const std::filesystem::path& submission_dir, const std::filesystem::path& work_dir,
                                   const Sandbox* sandbox, CompileStrategy strategy, double budget_seconds) const {
  std::filesystem::create_directories(work_dir / "objects");
  const FileLock lock(work_dir / ".grader-build.lock", work_dir.string());
  hand_to_sandbox_user(work_dir, sandbox);
  // One budget for every compile and link of this submission, whichever way it compiles.
  CompileBudget budget(budget_seconds);
  BuildOutcome outcome;
  try {
    if (strategy == CompileStrategy::one_unit && sources_.size() > 1) {
      outcome = build_one_unit(submission_dir, work_dir, sandbox, budget);
    }
    if (!outcome.ok) {
      const std::string first_try = outcome.log;  // kept out of the error summaries
      const std::string first_limit = outcome.ended_by;
      outcome = build_file_by_file(submission_dir, work_dir, sandbox, budget);
      outcome.log = first_try + outcome.log;
      if (outcome.ended_by.empty()) outcome.ended_by = first_limit;
    }
    // The budget, when it ended anything, is what ended the build.
    if (budget.spent()) outcome.ended_by = budget.spent_words();
    write_file_atomically(work_dir / "build.log", outcome.log);
  } catch (...) {
    take_back_from_sandbox_user(work_dir, sandbox);
    throw;
  }
  take_back_from_sandbox_user(work_dir, sandbox);
  return outcome;
}

BuildOutcome HarnessBuilder::build_file_by_file(const std::filesystem::path& submission_dir,
                                                const std::filesystem::path& work_dir, const Sandbox* sandbox,
                                                CompileBudget& budget) const {
  BuildOutcome outcome;
  std::vector<std::string> objects;
  std::vector<std::string> broken;
  std::map<std::string, std::string> file_logs;
  Mending mending;  // the regions stubbed, file by file, what those compiles said, the limits they met
  const std::string listing = folder_listing(submission_dir);
  for (const auto& file : sources_) {
    const std::string object = (work_dir / "objects" / (file + ".o")).string();
    const std::string depfile = object + ".d";
    const std::filesystem::path inputs_path = object + ".inputs";
    std::vector<std::string> argv = compile_.at(file);
    for (auto& word : argv) {
      word = substitute(word, {{"@SOURCE@", (submission_dir / file).string()}, {"@OBJECT@", object}});
    }
    argv.insert(argv.begin() + 1, {"-MD", "-MF", depfile});  // the files it reads, for reuse
    // What the object depends on besides the files it read: the command, the
    // course's build, which files the submission holds.
    const std::string command_line = joined(argv) + course_state_ + "\n" + listing;
    if (std::filesystem::exists(object) && std::filesystem::exists(inputs_path) &&
        inputs_unchanged(read_file_bytes(inputs_path, ExitCode::build_system_error), command_line)) {
      objects.push_back(object);
      continue;
    }
    std::filesystem::remove(inputs_path);
    std::filesystem::remove(object);
    const ProcessResult result =
        run_student_step(argv, submission_dir, work_dir, sandbox, budget, false, mending.ended_by[file]);
    file_logs[file] = result.stdout_text + result.stderr_text;
    outcome.log += file_logs[file];
    if (result.outcome == ProcessResult::Outcome::exited && result.exit_code == 0) {
      objects.push_back(object);
      const std::string inputs = object_inputs(command_line, depfile, build_dir_);
      if (!inputs.empty()) write_file_atomically(inputs_path, inputs);
    } else if (std::string mended =
                   result.outcome != ProcessResult::Outcome::exited ||
                           !describe_build_limit(result, student_build_limits()).empty()
                       ? std::string()  // a limit stopped the compiler, or the budget kept it from starting
                       : mend(file, file_logs[file], true, submission_dir, work_dir, sandbox, mending, budget);
               !mended.empty()) {
      objects.push_back(std::move(mended));
    } else {
      broken.push_back(file);
      objects.push_back(template_objects_.at(file));
    }
  }
  // The compiles with stubs in regions are logged last: their errors repeat
  // the student's, so no summary reads them.
  const auto finish = [&] {
    outcome.log += mending.trace;
    outcome.broken_regions = mending.regions;
    outcome.outside_regions = mending.outside;
    for (const auto& file : sources_) {
      if (!mending.ended_by[file].empty()) outcome.ended_by = mending.ended_by[file];
    }
  };
  if (broken.size() == sources_.size()) {
    outcome.errors = summarize_compiler_errors(outcome.log, submission_dir);
    finish();
    return outcome;
  }
  outcome.harness = work_dir / "harness";
  const std::size_t link_log_start = outcome.log.size();
  if (!link(objects, outcome, submission_dir, work_dir, sandbox, budget)) {
    const std::string linked = outcome.log;  // with what the failed link said
    if (!link_without_broken_regions(objects, linked.substr(link_log_start), outcome, mending, submission_dir, work_dir,
                                     sandbox, budget)) {
      outcome.errors = summarize_compiler_errors(linked, submission_dir);
      finish();
      return outcome;
    }
  }
  finish();
  outcome.ok = true;
  for (const auto& file : broken) {
    outcome.broken_files[file] = broken_file_errors(file, file_logs[file], mending.ended_by[file], submission_dir);
  }
  return outcome;
}

std::string HarnessBuilder::mend(const std::string& file, const std::string& log, bool compile_error,
                                 const std::filesystem::path& submission_dir, const std::filesystem::path& work_dir,
                                 const Sandbox* sandbox, Mending& mending, CompileBudget& budget) const {
  const std::filesystem::path template_file = template_dir_ / file;
  const std::string path = (submission_dir / file).string();
  if (!std::filesystem::is_regular_file(template_file) || path.find('\n') != std::string::npos) return {};
  const std::string student = read_file_bytes(submission_dir / file, ExitCode::submission_error);
  const std::string template_text = read_file_bytes(template_file, ExitCode::build_system_error);
  const std::vector<Fence> own = fences(student);
  const std::vector<Fence> stubs = fences(template_text);
  if (own.empty() || own.size() != stubs.size()) return {};
  // No set of regions compiles: an error outside every region, still there
  // with the stubs this mending tried (what the last compile said), is told.
  std::string said = log;  // what the last compile (or the link) said
  const auto give_up = [&]() -> std::string {
    if (!compile_error || !mending.ended_by[file].empty()) return {};
    if (auto outside = error_outside_regions(file, student, said, path)) mending.outside.push_back(std::move(*outside));
    return {};
  };
  std::set<std::size_t> unbalanced;  // regions whose brackets do not pair up
  for (std::size_t r = 0; compile_error && r < own.size(); ++r) {
    if (!bracket_balance(fenced_body(student, own[r])).empty()) unbalanced.insert(r);
  }
  // In the objects folder, which the sandbox user may write to (the compiler
  // writes the object); each try to its own object, kept only when it compiled.
  const std::filesystem::path mended_source = work_dir / "objects" / (file + ".mended.cpp");
  const std::string trying = (work_dir / "objects" / (file + ".mending.o")).string();
  std::string object = (work_dir / "objects" / (file + ".mended.o")).string();
  std::set<std::size_t>& replaced = mending.replaced[file];  // those of a try that compiled before stay
  std::set<std::size_t> with = replaced;
  std::vector<BrokenRegion> blamed;
  for (int round = 0; round < kMendingRounds; ++round) {
    // A link error names the very line; a compile error may show only after a brace left open.
    const std::set<std::size_t> next =
        regions_to_blame(own, compiler_error_lines(said, path), with, compile_error, unbalanced);
    if (next.empty()) return give_up();
    // No round starts once the submission's compile budget is spent.
    if (budget.compiles_spent()) {
      budget.mark_spent();
      mending.ended_by[file] = budget.spent_words();
      return give_up();
    }
    std::string errors = summarize_compiler_errors(said, submission_dir, 8, file);
    if (errors.empty()) errors = summarize_compiler_errors(said, submission_dir, 1);  // in a header it instantiated
    for (const std::size_t r : next) {
      blamed.push_back(broken_region(file, student, own[r], errors));
      blamed.back().stub_messages = not_implemented_messages(fenced_body(template_text, stubs[r]));
    }
    with.insert(next.begin(), next.end());
    write_file_atomically(mended_source, with_template_regions(student, template_text, with, path));
    std::vector<std::string> argv = compile_.at(file);
    for (auto& word : argv) word = substitute(word, {{"@SOURCE@", mended_source.string()}, {"@OBJECT@", trying}});
    // The student's folder first for quoted includes, as when it compiled from there.
    argv.insert(argv.begin() + 1, {"-iquote", submission_dir.string()});
    std::filesystem::remove(trying);
    const ProcessResult result =
        run_student_step(argv, submission_dir, work_dir, sandbox, budget, false, mending.ended_by[file]);
    said = result.stdout_text + result.stderr_text;
    mending.trace += "compiled " + file + " again with the template's stub in " + std::to_string(with.size()) +
                     " of its regions:\n" + said;
    const bool stopped = result.outcome != ProcessResult::Outcome::exited ||
                         !describe_build_limit(result, student_build_limits()).empty();
    if (!stopped && result.exit_code == 0) {
      std::filesystem::rename(trying, object);
      replaced = with;
      mending.regions.insert(mending.regions.end(), blamed.begin(), blamed.end());
      return object;
    }
    // A link error's regions are mended at once; a compile stopped by a limit is not tried again.
    if (!compile_error || stopped) return give_up();
  }
  return give_up();
}

bool HarnessBuilder::link_without_broken_regions(std::vector<std::string>& objects, const std::string& said,
                                                 BuildOutcome& outcome, Mending& mending,
                                                 const std::filesystem::path& submission_dir,
                                                 const std::filesystem::path& work_dir, const Sandbox* sandbox,
                                                 CompileBudget& budget) const {
  bool mended_any = false;
  for (std::size_t i = 0; i < sources_.size(); ++i) {
    const std::string& file = sources_[i];
    if (objects[i] == template_objects_.at(file)) continue;  // the template's: nothing of the student's
    if (compiler_error_lines(said, (submission_dir / file).string()).empty()) continue;
    std::string mended = mend(file, said, false, submission_dir, work_dir, sandbox, mending, budget);
    if (mended.empty()) continue;
    objects[i] = std::move(mended);
    mended_any = true;
  }
  if (mended_any && link(objects, outcome, submission_dir, work_dir, sandbox, budget)) return true;
  // Not linked: a "multiple definition" outside every region (a helper in two files) is told.
  for (std::size_t i = 0; i < sources_.size(); ++i) {
    if (objects[i] == template_objects_.at(sources_[i])) continue;
    const std::string text = read_file_bytes(submission_dir / sources_[i], ExitCode::submission_error);
    if (auto outside = error_outside_regions(sources_[i], text, said, (submission_dir / sources_[i]).string())) {
      mending.outside.push_back(std::move(*outside));
    }
  }
  return false;
}

}  // namespace grader
