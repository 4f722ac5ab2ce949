// The class taken in, before anyone is graded (batch_steps.hpp): a class
// refused in `user` mode, this run's shard of it, and each repository's
// commit collected into work/ by the rule commit_rule (batch.hpp) gives
// its student.
#include <algorithm>
#include <cstdlib>

#include "batch_steps.hpp"
#include "grader/batch/batch.hpp"
#include "grader/batch/repository.hpp"
#include "grader/execution/sandbox.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"

namespace grader {
namespace fs = std::filesystem;

namespace {

// The files a class's grading leaves in `out_dir` that are not `student`'s
// own (records/<folder>.json, feedback/<folder>.txt, work/<folder>/): another
// student's record, feedback or staged code, a similarity run's copies, a
// run file naming others.
std::vector<std::string> others_results(const fs::path& out_dir, const std::string& student,
                                        const std::string& folder) {
  std::vector<std::string> found;
  std::error_code error;
  for (const char* sub : {"records", "feedback", "work"}) {
    for (fs::directory_iterator it(out_dir / sub, error), end; !error && it != end; it.increment(error)) {
      const std::string name = it->path().filename().string();
      if (name != folder && name.rfind(folder + ".", 0) != 0) found.push_back(std::string(sub) + "/" + name);
    }
    error.clear();
  }
  if (fs::exists(out_dir / "batch.json", error)) {
    try {
      const auto run = nlohmann::json::parse(read_file_bytes(out_dir / "batch.json", ExitCode::output_error));
      if (run.at("class") != nlohmann::json::array({student})) found.emplace_back("batch.json");
    } catch (const std::exception&) {
      found.emplace_back("batch.json");
    }
  }
  std::sort(found.begin(), found.end());
  return found;
}

}  // namespace

CommitChoice commit_rule(const std::string& tag, TimeSource source, const DeadlineOf& deadline_of,
                         const std::string& student) {
  CommitChoice choice;
  if (!tag.empty()) {
    choice.rule = "tag";
    choice.tag = tag;
  } else if (source == TimeSource::student_clock && deadline_of) {
    choice.deadline = deadline_of(student);
  }
  if (choice.rule.empty()) choice.rule = choice.deadline ? "deadline" : "head";
  return choice;
}

namespace batch_steps {

// Without namespaces (`user` mode) each student's code runs as nobody on the
// grader's own machine: /proc shows every process's command line (the
// grader's names the class's folder and --out) and nobody reads whatever
// the file permissions let everyone read, as the class's submissions,
// feedback and records are. So batch grades a class there only when it is
// one student alone in its folder (no other entry, hidden or not), with no
// other student's results in --out; else it refuses before anything runs,
// naming what works.
void refuse_classmates_in_user_mode(const BatchOptions& options, const Sandbox& sandbox,
                                    const std::vector<SubmissionEntry>& entries,
                                    const std::vector<std::string>& skipped) {
  if (sandbox.kind != Sandbox::Kind::unprivileged_user) return;
  const std::string mode =
      options.sandbox == SandboxMode::unprivileged_user
          ? std::string("--sandbox user")
          : "no namespaces here (" + sandbox.why_not_better + "), so --sandbox auto chose user mode, which";
  const std::string why =
      " runs every student's code as the user nobody, without namespaces: a student's code could find the "
      "class's folders through /proc (the grader's command line) and copy classmates' submissions, feedback and "
      "records into its own feedback. Grade a class where bubblewrap works (--sandbox bubblewrap: apt-get install "
      "bubblewrap, and a kernel or container that lets it make namespaces), or each submission on its own "
      "(./grade --submission FOLDER --sandbox user, one submission per machine, as on Gradescope)";
  // Every entry counts, hidden or skipped ones too (a .git of the whole class, an archive of an unknown kind).
  std::size_t in_folder = 0;
  std::error_code error;
  for (fs::directory_iterator it(options.submissions_dir, error), end; !error && it != end; it.increment(error)) {
    ++in_folder;
  }
  in_folder = std::max({in_folder, entries.size() + skipped.size(), std::size_t{1}});
  if (in_folder > 1) {
    throw GraderError(ExitCode::usage, "batch: " + mode + why + "; " + options.submissions_dir.string() + " holds " +
                                           std::to_string(in_folder) + " entries, so nothing was graded");
  }
  const auto results = others_results(options.out_dir, entries.front().student, entries.front().folder);
  if (!results.empty()) {
    std::string listed;
    for (std::size_t i = 0; i < results.size() && i < 3; ++i) listed += (i > 0 ? ", " : "") + results[i];
    if (results.size() > 3) listed += " and " + std::to_string(results.size() - 3) + " more";
    throw GraderError(ExitCode::usage, "batch: " + mode + why + "; " + options.out_dir.string() +
                                           " holds other students' results (" + listed +
                                           "), so nothing was graded: give another --out");
  }
}

// This run's slice of the class (--shard I/N: every N-th student in name
// order, from the I-th), noted in the run file; the whole class without --shard.
void take_shard(const BatchOptions& options, std::vector<SubmissionEntry>& entries, nlohmann::json& run_file) {
  if (options.shard_count == 0) return;
  if (options.shard_index < 1 || options.shard_index > options.shard_count) {
    throw GraderError(ExitCode::usage, "--shard " + std::to_string(options.shard_index) + "/" +
                                           std::to_string(options.shard_count) + ": I must be 1 to N");
  }
  std::vector<SubmissionEntry> slice;
  for (std::size_t i = options.shard_index - 1; i < entries.size(); i += options.shard_count)
    slice.push_back(entries[i]);
  entries = std::move(slice);
  run_file["shard"] = {options.shard_index, options.shard_count};
}

// A repository's object store is copied into a fresh folder of /tmp
// (copy_repository: nothing of its configuration comes along), and the
// commit (at the tag, or the last before the student's deadline when the
// term trusts the student's clock, else HEAD) is written into
// work/<student>/commit, which is then graded as a folder.
void collect_repositories(const BatchOptions& options, const Sandbox& sandbox, std::vector<SubmissionEntry>& entries,
                          Progress& progress) {
  const auto repositories = std::count_if(entries.begin(), entries.end(), [](const auto& e) { return e.repository; });
  if (repositories == 0) return;
  const bool by_deadline =
      options.tag.empty() && options.deadline_of && options.time_source == TimeSource::student_clock;
  progress.message("Collecting " + std::to_string(repositories) + " repositories (" +
                   (!options.tag.empty() ? "at the tag " + options.tag
                    : by_deadline        ? std::string("the last commit before each student's deadline")
                                         : std::string("HEAD")) +
                   "; their objects and refs copied, then read by git in the sandbox: nothing of a repository's "
                   "configuration applies and nothing from it runs) ...");
  for (auto& entry : entries) {
    if (!entry.repository) continue;
    const fs::path work = options.out_dir / "work" / entry.folder;
    const fs::path into = work / "commit";
    // The copy sits in a fresh folder of /tmp, so that the sandbox's user
    // (nobody, in `user` mode) can read it wherever --out is (/root is 700).
    std::string pattern = (fs::temp_directory_path() / "grader-repository-XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) {
      throw GraderError(ExitCode::output_error, pattern + ": cannot create a folder for a repository's copy");
    }
    const fs::path scratch = pattern;
    fs::permissions(scratch, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                                 fs::perms::others_read | fs::perms::others_exec);
    try {
      const fs::path copy = scratch / "repository";
      entry.choice = commit_rule(options.tag, options.time_source, options.deadline_of, entry.student);
      copy_repository(entry.path, copy);
      const PickedCommit picked =
          pick_commit(copy, entry.path.filename().string(), entry.choice->deadline, entry.choice->tag, sandbox);
      entry.choice->commit = picked.commit;
      export_commit(copy, entry.path.filename().string(), picked.commit, into, max_archive_entries, max_archive_bytes,
                    sandbox);
      if (options.time_source == TimeSource::student_clock) {
        entry.submitted_at = picked.time;
        entry.submitted_from = picked.how + " (the commit's date: the student's clock)";
      } else if (entry.submitted_at) {
        entry.submitted_from = picked.how + "; time: " + entry.submitted_from;
      }
    } catch (const std::exception& error) {
      entry.collect_problem = error.what();
      fs::remove_all(into);
      fs::create_directories(into);  // graded as empty: the reason is the student's row
    }
    fs::remove_all(scratch);
    entry.path = into;
  }
}

// A Canvas student's loose files put together into work/<folder>/canvas,
// which then stands for them (entry.path); a refusal (two attachments of one
// name, an archive that is refused) is the student's row.
void collect_canvas_files(const BatchOptions& options, std::vector<SubmissionEntry>& entries) {
  for (auto& entry : entries) {
    if (entry.canvas_files.empty()) continue;
    const fs::path into = options.out_dir / "work" / entry.folder / "canvas";
    try {
      assemble_canvas_files(entry, into);
    } catch (const std::exception& error) {
      entry.collect_problem = error.what();
      fs::remove_all(into);
      fs::create_directories(into);  // graded as empty: the reason is the student's row
    }
    entry.path = into;
  }
}

}  // namespace batch_steps
}  // namespace grader
