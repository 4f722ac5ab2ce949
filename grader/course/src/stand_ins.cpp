#include "grader/course/stand_ins.hpp"

#include <algorithm>
#include <cctype>
#include <set>
#include <vector>

#include "grader/building/region_repair.hpp"
#include "grader/support/text.hpp"

namespace grader {

namespace {

// "Task 2.1", "Tasks 1, 2 and 3": the tasks that need `file` (all of them for "").
std::string tasks_needing(const Manifest& manifest, const std::string& file) {
  std::vector<std::string> ids;
  for (const auto& task : manifest.tasks) {
    if (file.empty() || std::find(task.sources.begin(), task.sources.end(), file) != task.sources.end()) {
      ids.push_back(task.id);
    }
  }
  std::string named;
  for (std::size_t i = 0; i < ids.size(); ++i) {
    named += (i == 0 ? "" : i + 1 == ids.size() ? " and " : ", ") + ids[i];
  }
  return ids.empty() ? "" : (ids.size() == 1 ? "Task " : "Tasks ") + named;
}

// The line of `file` the first error of `errors` (the compiler's, names
// relative) names, 0 when none does.
std::size_t first_error_line(const std::string& errors, const std::string& file) {
  for (const auto& line : split_lines(errors)) {
    if (line.rfind(file + ":", 0) != 0 || line.find(": note: ") != std::string::npos) continue;
    std::size_t number = 0;
    for (std::size_t at = file.size() + 1;
         at < line.size() && std::isdigit(static_cast<unsigned char>(line[at])) && at < file.size() + 10; ++at) {
      number = number * 10 + static_cast<std::size_t>(line[at] - '0');
    }
    return number;
  }
  return 0;
}

}  // namespace

// --- the files lost ----------------------------------------------------------

LostFiles lost_files(const Manifest& manifest, const BuildOutcome& built) {
  LostFiles lost;
  std::vector<std::string> explained;
  for (const auto& outside : built.outside_regions) {
    lost.reasons[outside.file] = "an error outside every YOUR CODE region of " + outside.file + ", line " +
                                 std::to_string(outside.line) + " (explained above the tasks)";
    // Not linked: every task is lost; not compiled: the file's.
    explained.push_back(
        describe_error_outside_regions(outside, tasks_needing(manifest, outside.at_link ? "" : outside.file)));
  }
  for (const auto& file : manifest.sources) {
    if (lost.reasons.count(file) > 0) continue;
    const auto broken = built.broken_files.find(file);
    if (built.ok && broken == built.broken_files.end()) continue;
    const std::string& errors = built.ok ? broken->second : built.errors;
    const std::size_t line = first_error_line(errors, file);
    if (line > 0) {
      lost.reasons[file] = file + " line " + std::to_string(line) + " (the compiler's words are above the tasks)";
    } else if (!built.ended_by.empty() && errors.find(built.ended_by) != std::string::npos) {
      // A limit stopped its compile: said once, in the report's note, not in each of its tasks.
      lost.reasons[file] =
          file + " was stopped by a build limit before it compiled (the note below the tasks says which)";
    }
  }
  // Nothing built (a link that failed, say): a file the errors do not name
  // is lost for the first error that is named, which its tasks point to.
  for (const auto& file : manifest.sources) {
    if (built.ok || lost.reasons.empty() || lost.reasons.count(file) > 0) continue;
    for (const auto& named : manifest.sources) {
      if (lost.reasons.count(named) == 0 || named == file) continue;
      lost.reasons[file] = lost.reasons[named];
      break;
    }
  }
  for (const auto& text : explained) lost.explanation += (lost.explanation.empty() ? "" : "\n") + text;
  return lost;
}

// --- the stubs that stand in -------------------------------------------------

void tell_stand_ins(const BuildOutcome& built, const LostFiles& lost, GradeOptions& options) {
  options.broken_files = built.broken_files;
  for (const auto& [file, reason] : lost.reasons) {
    if (options.broken_files.count(file) > 0) options.broken_files[file] = reason;
  }
  for (const auto& region : built.broken_regions) {
    const std::string lines =
        region.file + " lines " + std::to_string(region.first_line) + "-" + std::to_string(region.last_line);
    // Where the error is, when its line is the file's: the compiler's words are shown once, above the tasks.
    const std::size_t line = first_error_line(region.errors, region.file);
    const bool limit = line == 0 && !built.ended_by.empty() && region.errors.find(built.ended_by) != std::string::npos;
    const std::string first_error =
        line > 0 ? region.file + " line " + std::to_string(line)
        : limit  ? region.file + " was stopped by a build limit (the note below the tasks says which)"
                 : region.errors.substr(0, region.errors.find('\n'));
    const std::string words = line > 0 ? "the compiler's words are above the tasks; " : "";
    const std::string why = region.brackets.empty() ? " (" + words + "the template's stub stands in for " + lines + ")"
                                                    : " (" + words + lines + " have " + region.brackets +
                                                          "; the template's stub stands in for them)";
    for (const auto& thrown : region.stub_messages) options.stand_in_stubs[thrown] = first_error + why;
  }
}

// --- the compiler's words, once ----------------------------------------------

std::string each_line_once(const std::string& text) {
  std::set<std::string> seen;
  std::string kept;
  for (const auto& line : split_lines(text)) {
    if (!line.empty() && !seen.insert(line).second) continue;
    kept += (kept.empty() ? "" : "\n") + line;
  }
  return kept;
}

}  // namespace grader
