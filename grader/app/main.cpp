// grader: builds a submission's harness and grades it task by task against
// a reference set. Run through ./grade at the repository root. The command
// line only: it parses the command line and makes the command's one call
// (grader/commands/commands.hpp); it sees no build, sandbox or grading.
#include <CLI/CLI.hpp>
#include <cstdint>
#include <iostream>

#include "grader/commands/commands.hpp"
#include "grader/reports/report_formats.hpp"
#include "grader/support/errors.hpp"

namespace fs = std::filesystem;
namespace commands = grader::commands;
using grader::ExitCode;
using grader::GraderError;

namespace {

constexpr const char* exit_codes_help = R"(Exit codes:
  0   grading ran (whatever the score; code that does not compile costs its tasks and exits 0)
  2   bad command line
  3   reference set missing, malformed, or failing its checksum; release --gradescope: the hidden set is the one
      published with the framework (reference_values/published.json) and --allow-published-hidden-set is not given
  4   assignment manifest missing or invalid
  5   submission folder missing, or holding none of the assignment's files (a missing file is graded: the
      template's stub stands in, its tasks score 0)
  6   a report file could not be written
  7   the build tools failed (cmake missing or the project does not configure); course init: a reference
      generator cannot run (python3, python3-numpy or python3-torch missing) or failed
  8   release --check: the course is not ready (a stale template, a check no case grades, a solution short of
      full marks), a line each
  9   the course's own code (the assignment's provided files, adapter or the harness) does not build on this
      machine, or its adapter refuses a case of the reference set: the course's fault, not the submission's;
      nobody is graded
  64  grader-student only: the command (batch, course init) is the whole grader's; ./grade builds it and runs the
      command again
  70  internal error in the grader
  130 batch: interrupted (Ctrl-C); the students graded so far are kept, run again to resume)";

// A subcommand's footer: the options of `grade` (or of `batch`) it reads,
// which CLI11 lists only on the command that declares them, and where the
// exit codes are (printed once, on `grade --help`).
std::string subcommand_footer(const std::string& inherited) {
  return "Also read here (declared on the command above, given before or after this one's name):\n  " + inherited +
         "\nExit codes: as listed by grade --help.\n";
}

// The value of `--NAME VALUE` or `--NAME=VALUE` on the command line, if given.
std::string option_value(int argc, char** argv, const std::string& name) {
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == name && i + 1 < argc) return argv[i + 1];
    if (arg.rfind(name + "=", 0) == 0) return arg.substr(name.size() + 1);
  }
  return "";
}

// --task's help names the task ids of the assignment it would grade (the
// course repository's default one, the only one of a student repository),
// read before the command line is parsed.
std::string task_help(int argc, char** argv) {
  std::string root = option_value(argc, argv, "--root");
  if (root.empty()) root = GRADER_PROJECT_ROOT;
  return commands::task_help(root, option_value(argc, argv, "--assignment"));
}

}  // namespace

using grader::commands::BatchCommand;
using grader::commands::CourseCommand;
using grader::commands::Options;
using grader::commands::ReleaseCommand;

namespace {

// The subcommands, as main() asks which was given.
struct Subcommands {
  CLI::App* release = nullptr;
  CLI::App* batch = nullptr;
  CLI::App* merge = nullptr;
  CLI::App* course_init = nullptr;
  CLI::App* course_solution = nullptr;
  CLI::App* new_assignment = nullptr;
  CLI::App* ops = nullptr;
};

// The options of grading one submission (the command without a subcommand).
CLI::Option* add_grading_options(CLI::App& app, Options& options, std::uint64_t& probe_seed,
                                 const std::string& task_description) {
  app.add_option("--submission", options.submission,
                 "Submission folder (default: student_template/): the assignment's files are taken from DIR or the "
                 "folder below it holding the most of them (links are not followed)")
      ->type_name("DIR");
  app.add_option("--assignment", options.assignment,
                 "Assignment to grade (default: the only one there is, else assignments/course.json's "
                 "default_assignment; --list shows them)")
      ->type_name("NAME");
  app.add_flag("--list", options.list, "List the assignments (name, title, task ids, points, student files) and exit");
  app.add_option("--references", options.references, "Reference set: public, hidden, or a folder with an index.json")
      ->type_name("SET")
      ->capture_default_str();
  for (const grader::ReportFormat& format : grader::report_formats()) {
    app.add_option("--" + format.flag, options.report_paths[format.flag], format.help)->type_name("FILE");
  }
  app.add_option("--feedback-references", options.feedback_references,
                 "With --json: also grade the same build on SET (public, or a folder) and add its results as "
                 "0-point tests shown at once (the manifest's gradescope.feedback_visibility), while the graded "
                 "set's tests follow gradescope.visibility (after the due date, by default)")
      ->type_name("SET");
  CLI::Option* probe_seed_option =
      app.add_option("--probe-seed", probe_seed,
                     "Seed of the fresh inputs the property checks run on (default: a new one each run; the report "
                     "says which, so a regrade can repeat it)")
          ->type_name("N");
  app.add_flag("--watch", options.watch,
               "After grading, regrade whenever a file of the submission changes (Ctrl-C to stop)");
  app.add_option("--task", options.tasks, task_description)->type_name("ID");
  app.add_option("--jobs,-j", options.jobs,
                 "Harness processes and compile jobs at once (batch: students at once); default: the machine's "
                 "cores")
      ->type_name("N")
      ->check(CLI::Range(1, 256));
  app.add_option("--platform", options.platform,
                 "Where this grade is made: local (your own machine: a note says when its compiler is not the "
                 "course's), gradescope or classroom (the course's grade: Gradescope's run_autograder and the "
                 "Classroom workflow pass it); default: classroom with --classroom, else local")
      ->check(CLI::IsMember({"local", "gradescope", "classroom"}))
      ->type_name("WHERE");
  app.add_option("--color", options.color, "Colour on the terminal")
      ->check(CLI::IsMember({"auto", "always", "never"}))
      ->capture_default_str();
  app.add_option("--sandbox", options.sandbox,
                 "Where student code runs: auto (the best available), bubblewrap (namespaces, no network, only "
                 "its scratch folder), user (as root: the user nobody; batch: one student only), none (resource limits "
                 "only)")
      ->check(CLI::IsMember({"auto", "bubblewrap", "user", "none"}))
      ->capture_default_str();
  app.add_option("--harness", options.harness, "Use this prebuilt harness program instead of building the submission")
      ->type_name("FILE");
  app.add_option("--build-dir", options.build_dir, "Where to build the submission (default: build/submissions/<name>)")
      ->type_name("DIR");
  app.add_option("--root", options.root, "The grader's repository (default: where it was built from)")
      ->type_name("DIR");
  // The help lists them in three groups: what is graded, the reports written, how it runs.
  for (const char* name :
       {"--submission", "--assignment", "--list", "--references", "--task", "--probe-seed", "--watch"}) {
    app.get_option(name)->group("What to grade");
  }
  app.get_option("--feedback-references")->group("Reports");
  for (const grader::ReportFormat& format : grader::report_formats())
    app.get_option("--" + format.flag)->group("Reports");
  for (const char* name : {"--jobs", "--platform", "--color", "--sandbox", "--harness", "--build-dir", "--root"}) {
    app.get_option(name)->group("How it runs");
  }
  return probe_seed_option;
}

CLI::App* add_release_command(CLI::App& app, ReleaseCommand& release_options) {
  CLI::App* release_command = app.add_subcommand(
      "release",
      "Generate student_template/<assignment>/ from solutions/<assignment>/ (each fenced body becomes "
      "its \"// STUB: \" lines, \"SOLUTION ONLY\" blocks are dropped); or write a student repository "
      "(--out) or a Gradescope autograder (--gradescope)");
  release_command->fallthrough();  // --root and --assignment may follow the subcommand
  release_command->footer(subcommand_footer(
      "--assignment NAME (default: the course's default_assignment; --check without it: every assignment), "
      "--root DIR; with --check also --jobs N, --sandbox MODE, --probe-seed N"));
  auto* check_flag =
      release_command->add_flag("--check", release_options.check_only,
                                "Check that the course is ready to release, every assignment's (or --assignment's): "
                                "the committed template is what the solution generates, every check of the manifest "
                                "has cases in the public and hidden sets, and the solution scores full marks on "
                                "both; exit 8 and a line per problem otherwise");
  auto* out_option = release_command
                         ->add_option("--out", release_options.out,
                                      "Write the student repository to DIR (must not exist): template, public "
                                      "references, grader, student guide, "
                                      "GitHub Classroom workflow; no solutions, no hidden references")
                         ->type_name("DIR");
  auto* gradescope_option =
      release_command
          ->add_option(
              "--gradescope", release_options.gradescope,
              "Write a Gradescope autograder bundle (setup.sh, run_autograder, the hidden references) to FILE.zip")
          ->type_name("FILE.zip");
  auto* allow_published_flag = release_command->add_flag(
      "--allow-published-hidden-set", release_options.allow_published_hidden_set,
      "With --gradescope: bundle the hidden set even when it is the one published with the framework "
      "(reference_values/published.json), whose answers anyone can download; without it such a release is "
      "refused (exit 3): make the course's own with `course init --seed-file FILE`");
  allow_published_flag->needs(gradescope_option);
  check_flag->excludes(out_option)->excludes(gradescope_option);
  out_option->excludes(gradescope_option);
  return release_command;
}

// `batch` and `batch merge`.
void add_batch_commands(CLI::App& app, BatchCommand& batch_command, Subcommands& subcommands) {
  CLI::App* batch_subcommand = app.add_subcommand(
      "batch",
      "Grade every submission in DIR (one folder, git repository, .zip, .tar, .tar.gz or .tgz per "
      "student, or the loose files of a Canvas bulk download, one submission per Canvas user id) with --jobs "
      "students at once, against the hidden references unless --references says "
      "otherwise. Writes "
      "OUT/gradebook.csv, OUT/summary.html and OUT/feedback/<student>.txt; an interrupted run resumes "
      "where it stopped");
  batch_subcommand->fallthrough();
  batch_subcommand->footer(
      subcommand_footer("--assignment NAME, --references SET (default here: hidden), --jobs N (students graded at "
                        "once), --probe-seed N, --sandbox MODE, --root DIR"));
  batch_subcommand->add_option("DIR", batch_command.submissions, "Folder of submissions");
  batch_subcommand
      ->add_option("--shard", batch_command.shard,
                   "Grade only the I-th of N slices of the class (every N-th student in name order, from "
                   "the I-th), into its own --out; `batch merge` makes the class of them (a Slurm array "
                   "job or a CI matrix runs one slice each: docs/instructor-guide.md)")
      ->type_name("I/N");
  CLI::App* merge_subcommand = batch_subcommand->add_subcommand(
      "merge",
      "Combine the --out folders of every slice of a --shard split into the gradebook, feedback, records and "
      "summary one run would write (with --roster, --term and --similarity as for batch)");
  merge_subcommand->add_option("SHARD_DIR", batch_command.merge_dirs, "The slices' --out folders")->required();
  merge_subcommand->fallthrough();
  merge_subcommand->footer(
      subcommand_footer("--out OUT (required: the folder the class is written to), --roster FILE, --term FILE, "
                        "--tag NAME, --similarity PERCENT (batch's); --assignment NAME, --root DIR"));
  batch_subcommand->add_option("--out", batch_command.out, "Output folder (default: ./<DIR's name>-graded)")
      ->type_name("OUT");
  batch_subcommand
      ->add_option("--roster", batch_command.roster,
                   "CSV of the class (columns id, name, email, github, lms id; a Canvas or Moodle gradebook "
                   "export as it is): maps submissions to students, lists submissions of nobody and students without "
                   "one (roster.txt), and "
                   "writes Canvas's and Moodle's grade imports (canvas.csv, moodle.csv)")
      ->type_name("FILE");
  batch_subcommand
      ->add_option("--term", batch_command.term,
                   "JSON with the due time, the late policy, extensions and where each submission's time "
                   "comes from (submission_time: received, times_file or student_clock; "
                   "docs/instructor-guide.md): gradebook.csv gains submitted, deadline, days late, penalty "
                   "and final score")
      ->type_name("FILE");
  batch_subcommand
      ->add_option("--tag", batch_command.tag,
                   "Repositories (a git clone per student, as GitHub Classroom exports them): grade the "
                   "commit at this tag; without it HEAD, or the last commit before the student's deadline "
                   "when the --term's submission_time is student_clock. Only their objects and refs are "
                   "copied and read, by git in the sandbox: nothing of their configuration applies")
      ->type_name("NAME");
  batch_subcommand
      ->add_option("--similarity", batch_command.similarity,
                   "List pairs of students whose own code (their files without the template's "
                   "lines) is at least PERCENT similar by sim_c++ (similarity-tester) or by their statements "
                   "in order: similarity.csv, and both side by side in summary.html")
      ->type_name("PERCENT")
      ->check(CLI::Range(1, 100));
  batch_subcommand->add_flag("--restart", batch_command.restart,
                             "Grade every student again, even those already graded with the same files");
  subcommands.batch = batch_subcommand;
  subcommands.merge = merge_subcommand;
}

// `course init`, `new` and `ops`: the course's own files.
void add_course_commands(CLI::App& app, CourseCommand& course_options, std::string& new_name,
                         Subcommands& subcommands) {
  CLI::App* course_subcommand = app.add_subcommand(
      "course",
      "The course's own files: its hidden sets made from what the instructor keeps outside the repository (init), "
      "its solution built as the oracle fresh inputs are judged against and examples made small against "
      "(solution)");
  course_subcommand->fallthrough();
  course_subcommand->require_subcommand(1);
  course_subcommand->footer(subcommand_footer("--assignment NAME, --root DIR"));
  CLI::App* course_init_subcommand = course_subcommand->add_subcommand(
      "init",
      "Make every assignment's hidden set again (only --assignment's when given) with its generator "
      "(reference_values/generate_<assignment>.py, /usr/bin/python3 with NumPy and PyTorch), every seed derived "
      "from the private seed in --seed-file, and write them in place of reference_values/<assignment>/hidden/: "
      "the course's own, not the ones published with the framework. The seed is never written into the "
      "repository; each set's index.json lists its files' checksums");
  course_init_subcommand->fallthrough();
  course_init_subcommand->footer(
      subcommand_footer("--assignment NAME (only its hidden set; default: every assignment's), --root DIR"));
  course_init_subcommand
      ->add_option("--seed-file", course_options.seed_file,
                   "The course's private seed: a file outside the repository (a new one gets 64 random hex digits "
                   "when it does not exist); the same seed makes the same sets")
      ->type_name("FILE")
      ->required();
  CLI::App* course_solution_subcommand = course_subcommand->add_subcommand(
      "solution",
      "Build the assignment's solution (solutions/<assignment>/, --assignment) now into build/oracle/<assignment>/, "
      "readable by the grader's user only: the oracle each value check's fresh inputs are judged against and a "
      "failed task's example is made small against (docs/instructor-guide.md, \"Failing examples made small\"). "
      "Otherwise built the first time a grade needs it; "
      "Gradescope's setup.sh runs this once");
  course_solution_subcommand->fallthrough();
  course_solution_subcommand->footer(subcommand_footer("--assignment NAME, --jobs N, --root DIR"));
  CLI::App* new_subcommand = app.add_subcommand(
      "new",
      "Write a new assignment NAME from the course's skeleton (grader/course/skeleton/): manifest, API header, "
      "adapter, CMake file, fenced solution and its template, reference generator and its sets, test suite, "
      "three correct variants and the student's guide; it grades its template to 0 and its solution to full "
      "marks; replace its ops with yours (docs/instructor-guide.md, \"Add an assignment\")");
  new_subcommand->add_option("NAME", new_name, "The assignment's name: a lower-case C++ identifier")->required();
  new_subcommand->fallthrough();
  new_subcommand->footer(subcommand_footer("--root DIR"));
  CLI::App* ops_subcommand = app.add_subcommand(
      "ops",
      "List every op of the assignment (--assignment) with the params, inputs and outputs its reference "
      "cases (--references, default public) carry: names, values, shapes, the manifest's axis names, the "
      "known mistakes and the checks that use the op; what an instructor's own cases must hold");
  ops_subcommand->fallthrough();
  ops_subcommand->footer(subcommand_footer("--assignment NAME, --references SET (default: public), --root DIR"));
  subcommands.course_init = course_init_subcommand;
  subcommands.course_solution = course_solution_subcommand;
  subcommands.new_assignment = new_subcommand;
  subcommands.ops = ops_subcommand;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{
      "Grades a student's submission task by task against stored reference tensors.\n"
      "The student's code runs in a separate harness process; this program holds the expected values."};
  app.name("grade");
  app.footer(exit_codes_help);
  Options options;
  std::uint64_t probe_seed = 0;
  CLI::Option* probe_seed_option = add_grading_options(app, options, probe_seed, task_help(argc, argv));
  app.set_version_flag("--version", std::string("grader ") + "0.1.0");
  ReleaseCommand release_options;
  Subcommands subcommands;
  subcommands.release = add_release_command(app, release_options);
  BatchCommand batch_command;
  add_batch_commands(app, batch_command, subcommands);
  CourseCommand course_options;
  std::string new_name;
  add_course_commands(app, course_options, new_name, subcommands);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    const int code = app.exit(error);
    return static_cast<int>(code == 0 ? ExitCode::graded : ExitCode::usage);
  }
  if (probe_seed_option->count() > 0) options.probe_seed = probe_seed;
  try {
    // The build commands CMake records name files by absolute path.
    options.root = fs::absolute(options.root).lexically_normal();
    if (options.list) return commands::list_assignments(options);
    if (subcommands.new_assignment->parsed()) return commands::new_assignment(options, new_name);
    release_options.every_assignment = options.assignment.empty();
    if (options.assignment.empty()) options.assignment = commands::default_assignment(options.root);
    if (subcommands.release->parsed()) return commands::release(options, release_options);
    if (subcommands.course_init->parsed()) {
      return commands::course_init(options, course_options, app.get_option("--assignment")->count() > 0);
    }
    if (subcommands.course_solution->parsed()) return commands::course_solution(options);
    if (subcommands.ops->parsed()) return commands::list_ops(options);
    if (subcommands.merge->parsed()) return commands::merge(options, batch_command);
    if (subcommands.batch->parsed() && batch_command.submissions.empty()) {
      throw GraderError(ExitCode::usage, "batch: give DIR, the folder of submissions");
    }
    if (subcommands.batch->parsed()) {
      return commands::batch(options, batch_command, app.get_option("--references")->count() > 0);
    }
    return commands::grade(options);
  } catch (const GraderError& error) {
    std::cerr << "grader: error: " << error.what() << "\n";
    return static_cast<int>(error.code());
  } catch (const std::exception& error) {
    std::cerr << "grader: internal error: " << error.what() << "\n";
    return static_cast<int>(ExitCode::internal_error);
  }
}
