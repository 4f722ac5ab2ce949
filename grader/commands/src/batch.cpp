// `grade batch DIR` and `grade batch merge DIR...`: a class into a
// gradebook, with the term's files (roster, deadlines, LMS imports) and the
// similarity review. Linked into `grader` only (grader::class_commands: grader/commands/CMakeLists.txt).
#include "grader/batch/batch.hpp"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <map>

#include "command_parts.hpp"
#include "grader/assessment/manifest.hpp"
#include "grader/grading/validation.hpp"
#include "grader/reports/reports.hpp"
#include "grader/support/checksum.hpp"
#include "grader/support/course_layout.hpp"
#include "grader/support/errors.hpp"
#include "grader/support/json_file.hpp"
#include "grader/term/similarity.hpp"
#include "grader/term/term.hpp"
#include "grader/term/term_summary.hpp"

namespace {

std::atomic<bool> batch_stop{false};

extern "C" void stop_batch(int) {
  batch_stop = true;
  std::signal(SIGINT, SIG_DFL);  // a second Ctrl-C stops at once
}

}  // namespace

namespace grader::commands {

namespace fs = std::filesystem;
using grader::ExitCode;
using grader::GraderError;

// canvas.csv and moodle.csv where the term file names the LMS's assignment
// (a file for an assignment the LMS cannot match is removed, not left stale),
// and roster.txt with who each leaves out and why. A file the LMS would
// change a grade in on import is refused: removed, with the reason.
struct LmsFiles {
  std::optional<grader::LmsFile> canvas;
  std::optional<grader::LmsFile> moodle;
  [[nodiscard]] std::vector<std::pair<std::string, const grader::LmsFile*>> named() const {
    return {{"canvas.csv", canvas ? &*canvas : nullptr}, {"moodle.csv", moodle ? &*moodle : nullptr}};
  }
};

LmsFiles write_lms_files(const fs::path& out_dir, const grader::Manifest& manifest,
                         const std::vector<grader::TermRow>& rows, const grader::Roster& roster,
                         const grader::RosterMatch& match, const std::optional<grader::Term>& term) {
  const grader::LmsTargets lms = term ? term->lms : grader::LmsTargets{};
  std::optional<grader::LmsFile> canvas;
  std::optional<grader::LmsFile> moodle;
  if (!lms.canvas_assignment_id.empty()) canvas = grader::render_canvas_csv(manifest, rows, lms);
  if (!lms.moodle_grade_item.empty()) moodle = grader::render_moodle_csv(manifest, rows, lms);
  grader::write_file_atomically(
      out_dir / "roster.txt",
      grader::render_roster_report(
          roster, match, {{"canvas.csv", canvas ? &*canvas : nullptr}, {"moodle.csv", moodle ? &*moodle : nullptr}}));
  std::cout << "  roster: " << match.student_of.size() << " of " << roster.students.size() << " students matched; "
            << match.unmatched.size() << " submissions of nobody on it, " << match.without_submission.size()
            << " students without a submission (" << (out_dir / "roster.txt").string() << ")\n";
  // Names that could be several students', and students with several
  // submissions: neither is in any export, which the instructor must see.
  if (!match.ambiguous.empty() || !match.shared.empty()) {
    std::cout << "  roster: not exported until you settle them in roster.txt: " << match.ambiguous.size()
              << " submissions that could be several students', " << match.shared.size()
              << " students with several submissions\n";
  }
  // A submission of nobody on the roster may be a student's without one: no default grade for them until it is matched.
  const std::size_t unclaimed = match.unmatched.size() + match.ambiguous.size();
  if (unclaimed > 0 && !match.without_submission.empty() && lms.no_submission != grader::NoSubmission::leave_out &&
      (canvas || moodle)) {
    std::cout << "  roster: no " << (lms.no_submission == grader::NoSubmission::zero ? "0" : "EX") << " for the "
              << match.without_submission.size() << " students without a submission while " << unclaimed
              << " submissions match nobody (or several): any may be theirs; rename them or add the roster column "
                 "that holds their names (roster.txt)\n";
  }
  auto report = [&](const std::string& name, const std::optional<grader::LmsFile>& file, const std::string& field) {
    const fs::path path = out_dir / name;
    if (!file) {
      fs::remove(path);
      std::cout << "  " << name << ": not written: " << (term ? "the term file names no " : "give --term with ")
                << field << "\n";
      return;
    }
    if (!file->refused.empty()) {
      fs::remove(path);
      std::cout << "  " << file->refused << "\n";
      return;
    }
    grader::write_file_atomically(path, file->text);
    std::cout << "  LMS import: " << path.string();
    if (!file->left_out.empty()) std::cout << " (" << file->left_out.size() << " students left out: see roster.txt)";
    std::cout << "\n";
    for (const auto& warning : file->warnings) std::cout << "  " << name << ": " << warning << "\n";
  };
  report("canvas.csv", canvas,
         "canvas_assignment_id (the digits after /assignments/ in the assignment's Canvas address)");
  report("moodle.csv", moodle, "moodle_grade_item (the grade item's name as Moodle's gradebook shows it)");
  return {canvas, moodle};
}

// The term's files beside the gradebook: gradebook.csv with the roster's and
// the lateness columns, canvas.csv, moodle.csv and roster.txt. Made from the
// records alone, so a new extension or roster needs no regrading.
LmsFiles write_term_files(const fs::path& out_dir, const grader::Manifest& manifest,
                          const std::vector<grader::StudentRecord>& records,
                          const std::optional<grader::Roster>& roster, const std::optional<grader::Term>& term) {
  std::vector<std::string> names;
  for (const auto& record : records) names.push_back(record.student);
  std::optional<grader::RosterMatch> match;
  if (roster) match = grader::match_roster(*roster, names);
  const auto rows =
      grader::term_rows(records, roster ? &*roster : nullptr, match ? &*match : nullptr, term ? &*term : nullptr);
  grader::write_file_atomically(out_dir / "gradebook.csv", grader::render_term_gradebook_csv(
                                                               manifest, rows, roster.has_value(), term.has_value()));
  if (term) {
    std::size_t late = 0;
    std::size_t unknown = 0;
    for (const auto& row : rows) {
      if (row.record && !row.lateness) ++unknown;
      if (row.lateness && row.lateness->days_late > 0) ++late;
    }
    std::cout << "  deadline " << grader::format_time(term->due) << ": " << late << " late"
              << (unknown > 0 ? ", " + std::to_string(unknown) +
                                    " without a known time (no final grade and not in the LMS files until it is known: "
                                    "see gradebook.csv)"
                              : "")
              << "\n";
  }
  if (roster) return write_lms_files(out_dir, manifest, rows, *roster, *match, term);
  return {};
}

// What a class's records make beside the gradebook, for a single run and a
// merge alike: the term's files (roster, deadline) and the similarity review.
void write_class_files(const Options& options, const BatchCommand& command, const fs::path& out_dir,
                       const grader::BatchSummary& summary, const std::optional<grader::Roster>& roster,
                       const std::optional<grader::Term>& term) {
  const grader::Manifest manifest = grader::load_assignment(options.root, options.assignment);
  LmsFiles lms;
  if (roster || term) lms = write_term_files(out_dir, manifest, summary.records, roster, term);
  if (!roster && !term && !command.similarity) return;
  // The summary shows what the exports carry: the roster's names, lateness and final grades.
  std::string students_table;
  if (roster || term) {
    std::vector<std::string> names;
    for (const auto& record : summary.records) names.push_back(record.student);
    std::optional<grader::RosterMatch> match;
    if (roster) match = grader::match_roster(*roster, names);
    students_table =
        grader::render_term_students_table(manifest,
                                           grader::term_rows(summary.records, roster ? &*roster : nullptr,
                                                             match ? &*match : nullptr, term ? &*term : nullptr),
                                           roster.has_value(), term ? &*term : nullptr, lms.named());
  }
  std::string similarity_html;
  if (command.similarity) {
    // The students' own code as it was graded: the staged copies in work/<student>/submission.
    std::map<std::string, std::string> code;
    for (const auto& record : summary.records) {
      code[record.student] =
          grader::student_written_code(out_dir / "work" / record.folder / "submission", manifest.sources,
                                       grader::CourseLayout(options.root).student_template(options.assignment));
    }
    // The solution published with the framework is one more party: a copy of it is flagged as a copy of a
    // classmate's is (it is no student's, so it is the second of its pairs).
    const fs::path solution = grader::CourseLayout(options.root).solution(options.assignment);
    if (fs::is_directory(solution)) {
      code[grader::published_solution_party(options.assignment)] = grader::student_written_code(
          solution, manifest.sources, grader::CourseLayout(options.root).student_template(options.assignment));
    }
    const auto pairs = grader::find_similar_pairs(code, *command.similarity, out_dir / "work" / "similarity");
    grader::write_file_atomically(out_dir / "similarity.csv", grader::render_similarity_csv(pairs));
    similarity_html = grader::render_similarity_html(pairs, code, *command.similarity);
    const auto with_solution = std::count_if(pairs.begin(), pairs.end(), [](const grader::SimilarPair& pair) {
      return grader::is_published_solution_party(pair.second);
    });
    std::cout << "  similarity: " << pairs.size() << (pairs.size() == 1 ? " pair" : " pairs") << " at or above "
              << *command.similarity << "%, " << with_solution << " of them with the published solution ("
              << (out_dir / "similarity.csv").string() << ", side by side in summary.html)\n";
  }
  grader::write_file_atomically(
      out_dir / "summary.html",
      grader::render_class_summary_html(manifest, summary.records, summary.reference_set, similarity_html,
                                        students_table, summary.reference_warning));
}

std::optional<grader::Roster> load_roster_of(const BatchCommand& command) {
  if (command.roster.empty()) return std::nullopt;
  return grader::load_roster(command.roster);
}

std::optional<grader::Term> load_term_of(const BatchCommand& command, const Options& options) {
  if (command.term.empty()) return std::nullopt;
  return grader::load_term(command.term, options.assignment);
}

// How a run chose each submission's files and time: the tag and the term
// (its file's and its times file's digests). A slice and its merge must agree.
nlohmann::json selection_of(const BatchCommand& command, const std::optional<grader::Term>& term) {
  nlohmann::json selection = {{"tag", command.tag}, {"term", nullptr}};
  if (term) {
    std::string digest = grader::read_file_bytes(term->path, ExitCode::usage);
    for (const auto& [submission, time] : term->times) digest += "\n" + submission + " " + std::to_string(time);
    selection["term"] = grader::sha256_hex(digest);
  }
  return selection;
}

// Each submission's own deadline (the term's, or an extension by roster id
// or submission name): the commit a repository is graded at, in a slice and
// in its merge alike. None without a term.
// The class a merge's shards were cut from: the first shard's batch.json
// lists it (merge refuses shards of different classes).
std::vector<std::string> class_of_shards(const std::vector<fs::path>& dirs) {
  std::vector<std::string> names;
  if (dirs.empty() || !fs::exists(dirs.front() / "batch.json")) return names;
  const nlohmann::json run =
      grader::parse_json_text(grader::read_file_bytes(dirs.front() / "batch.json", ExitCode::usage),
                              dirs.front() / "batch.json", ExitCode::usage);
  for (const auto& name : run.value("class", nlohmann::json::array()))
    if (name.is_string()) names.push_back(name.get<std::string>());
  return names;
}

// `grade batch merge DIR... --out OUT`: the shards' outputs into one class.
int merge(const Options& options, const BatchCommand& command) {
  if (command.out.empty())
    throw GraderError(ExitCode::usage, "batch merge: give --out, the folder to write the class to");
  const auto roster = load_roster_of(command);
  const auto term = load_term_of(command, options);
  std::vector<fs::path> dirs(command.merge_dirs.begin(), command.merge_dirs.end());
  const grader::TimeSource source = term ? term->submission_time : grader::TimeSource::none;
  const grader::DeadlineOf deadline =
      grader::class_deadlines(roster ? &*roster : nullptr, term ? &*term : nullptr, class_of_shards(dirs));
  const auto summary = grader::merge_batches(
      grader::load_assignment(options.root, options.assignment), dirs, command.out, selection_of(command, term),
      [&](const std::string& student) { return grader::commit_rule(command.tag, source, deadline, student); });
  std::cout << summary.records.size() << " of " << summary.students << " students merged from " << dirs.size()
            << " shards\n  gradebook: " << (fs::path(command.out) / "gradebook.csv").string()
            << "\n  class summary: " << (fs::path(command.out) / "summary.html").string() << "\n";
  if (!summary.reference_warning.empty()) std::cout << summary.reference_warning << "\n";
  write_class_files(options, command, command.out, summary, roster, term);
  return static_cast<int>(ExitCode::graded);
}

// `grade batch DIR`: the whole class into a gradebook.
int batch(const Options& options, const BatchCommand& command, bool references_given) {
  grader::BatchOptions batch_options;
  batch_options.root = options.root;
  batch_options.assignment = options.assignment;
  batch_options.submissions_dir = command.submissions;
  const fs::path submissions = fs::absolute(command.submissions).lexically_normal();
  // Absolute: the sandbox's binds and the compiler's paths are absolute (a
  // relative --out once gave every student "cc1plus: fatal error: ... No such file").
  batch_options.out_dir =
      fs::absolute(!command.out.empty() ? fs::path(command.out) : fs::path(submissions.filename().string() + "-graded"))
          .lexically_normal();
  Options with_references = options;
  if (!references_given) with_references.references = "hidden";  // an instructor grades with everything
  batch_options.references_dir = resolve_references(with_references);
  batch_options.jobs = options.jobs;
  batch_options.restart = command.restart;
  batch_options.probe_seed = options.probe_seed;
  batch_options.sandbox = sandbox_mode(options.sandbox);
  batch_options.progress = &std::cerr;
  batch_options.progress_is_terminal = ::isatty(2) != 0;
  batch_options.stop = &batch_stop;
  // Read before grading: a typo in either must not wait for the whole class.
  const auto roster = load_roster_of(command);
  const auto term = load_term_of(command, options);
  if (!command.shard.empty()) {
    unsigned index = 0;
    unsigned count = 0;
    char end = 0;
    if (std::sscanf(command.shard.c_str(), "%u/%u%c", &index, &count, &end) != 2 || count == 0 || index < 1 ||
        index > count) {
      throw GraderError(ExitCode::usage, "--shard " + command.shard + ": must be I/N with 1 <= I <= N, as 2/8");
    }
    batch_options.shard_index = index;
    batch_options.shard_count = count;
  }
  batch_options.tag = command.tag;
  batch_options.selection = selection_of(command, term);
  if (term) {
    batch_options.time_source = term->submission_time;
    batch_options.times = term->times;
    batch_options.times_name = term->times_name;
    // A repository is graded at its last commit before the student's own deadline.
    std::vector<std::string> class_names;
    for (const auto& entry : grader::list_submissions(command.submissions)) class_names.push_back(entry.student);
    batch_options.deadline_of = grader::class_deadlines(roster ? &*roster : nullptr, &*term, class_names);
  }
  std::signal(SIGINT, stop_batch);
  const auto summary = grader::grade_batch(batch_options);
  std::signal(SIGINT, SIG_DFL);
  double total = 0;
  for (const auto& record : summary.records) total += record.score;
  std::cout << summary.records.size() << " of " << summary.students << " students graded (" << summary.graded
            << " now, " << summary.resumed << " kept from an earlier run)";
  if (!summary.records.empty()) {
    std::cout << "; mean "
              << grader::format_points(std::round(total / static_cast<double>(summary.records.size()) * 100) / 100)
              << " / " << grader::format_points(summary.records.front().max_score);
  }
  if (summary.not_graded > 0) {
    std::cout
        << "\n  " << summary.not_graded
        << " could not be graded (the reason is in gradebook.csv's failures column; the next run tries them again)";
  }
  std::cout << "\n  gradebook: " << (batch_options.out_dir / "gradebook.csv").string()
            << "\n  class summary: " << (batch_options.out_dir / "summary.html").string()
            << "\n  feedback: " << (batch_options.out_dir / "feedback").string() << "/<student>.txt and .md\n";
  // Grading against a hidden set anyone can download: said again after the
  // progress (stderr said it first), and in summary.html.
  if (!summary.reference_warning.empty()) std::cout << summary.reference_warning << "\n";
  write_class_files(options, command, batch_options.out_dir, summary, roster, term);
  if (summary.interrupted) {
    std::cout << "Interrupted: run the same command again to grade the other "
              << summary.students - summary.records.size() << " students.\n";
    return static_cast<int>(ExitCode::interrupted);
  }
  return static_cast<int>(ExitCode::graded);
}

}  // namespace grader::commands
