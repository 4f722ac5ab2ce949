#include "grader/similarity.hpp"

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>

#include "grader/batch.hpp"
#include "grader/build.hpp"
#include "grader/errors.hpp"
#include "grader/extras.hpp"
#include "grader/json_file.hpp"
#include "grader/reports.hpp"
#include "grader/runner.hpp"
#include "grader/text.hpp"

namespace grader {

namespace fs = std::filesystem;

namespace {

std::string sim_program() {
  return installed_program("sim_c++", ExitCode::usage,
                           "--similarity needs it, from Debian's similarity-tester package (scripts/setup-deps "
                           "--course installs it: from the archive on Debian 11 and 12, from Debian 14's on "
                           "Debian 13, whose archive has none)");
}

}  // namespace

std::string student_written_code(const fs::path& folder, const std::vector<std::string>& sources,
                                 const fs::path& template_folder) {
  std::string code;
  for (const auto& source : sources) {
    std::error_code error;
    if (!fs::is_regular_file(folder / source, error)) continue;
    const std::string text = read_file_bytes(folder / source, ExitCode::submission_error);
    std::set<std::string> stubs;  // the template's own region lines
    if (fs::is_regular_file(template_folder / source, error)) {
      const std::string template_text = read_file_bytes(template_folder / source, ExitCode::manifest_error);
      const auto template_lines = split_lines(template_text);
      for (const Region& region : student_regions(template_text)) {
        for (std::size_t n = region.first_line; n <= region.last_line; ++n) stubs.insert(trim(template_lines[n - 1]));
      }
    }
    const auto lines = split_lines(text);
    std::string own;
    for (const Region& region : student_regions(text)) {
      for (std::size_t n = region.first_line; n <= region.last_line; ++n) {
        const std::string line = trim(lines[n - 1]);
        if (line.empty() || stubs.count(line) > 0) continue;
        own += lines[n - 1] + "\n";
      }
    }
    if (!own.empty()) code += "// " + source + "\n" + own;
  }
  return code;
}

std::vector<SimilarPair> find_similar_pairs(const std::map<std::string, std::string>& code_by_student, int threshold,
                                            const fs::path& workdir) {
  const std::string program = sim_program();
  fs::remove_all(workdir);
  fs::create_directories(workdir);
  // Files named by number: a student's name is never an argument or an option.
  std::vector<std::string> argv{program, "-p", "-e", "-s", "-T", "-t", std::to_string(std::max(1, threshold))};
  std::map<std::string, std::string> student_of;
  std::size_t index = 0;
  for (const auto& [student, code] : code_by_student) {
    if (code.empty()) continue;
    const std::string name = std::to_string(index++) + ".cpp";
    std::ofstream(workdir / name) << code;
    student_of[name] = student;
    argv.push_back(name);
  }
  if (student_of.size() < 2) return {};
  Limits limits;
  limits.timeout_seconds = 600;
  limits.memory_mb = 4096;
  limits.output_kib = std::size_t{64} * 1024;
  const ProcessResult result = run_limited(argv, workdir, limits);
  if (result.outcome != ProcessResult::Outcome::exited || result.exit_code != 0) {
    throw GraderError(ExitCode::internal_error, "sim_c++ failed (" + result.describe() + "): " + result.stderr_text);
  }
  // "3.cpp consists for 99 % of 7.cpp material"
  std::map<std::pair<std::string, std::string>, int> best;
  std::istringstream lines(result.stdout_text);
  for (std::string line; std::getline(lines, line);) {
    std::istringstream words(line);
    std::string a, consists, for_word, percent_sign, of, b;
    int percent = 0;
    if (!(words >> a >> consists >> for_word >> percent >> percent_sign >> of >> b) || consists != "consists") continue;
    if (student_of.count(a) == 0 || student_of.count(b) == 0) continue;
    auto key = std::minmax(student_of[a], student_of[b]);
    auto& kept = best[{key.first, key.second}];
    kept = std::max(kept, percent);
  }
  std::vector<SimilarPair> pairs;
  for (const auto& [key, percent] : best) {
    if (percent >= threshold) pairs.push_back({key.first, key.second, percent});
  }
  std::stable_sort(pairs.begin(), pairs.end(), [](const auto& x, const auto& y) { return x.percent > y.percent; });
  return pairs;
}

std::string render_similarity_csv(const std::vector<SimilarPair>& pairs) {
  std::string out = csv_line({"first", "second", "percent"});
  for (const auto& pair : pairs) out += csv_line({pair.first, pair.second, std::to_string(pair.percent)});
  return out;
}

std::string render_similarity_html(const std::vector<SimilarPair>& pairs,
                                   const std::map<std::string, std::string>& code_by_student, int threshold) {
  std::ostringstream html;
  html << "<h2>Similar code</h2>\n<p>" << pairs.size() << (pairs.size() == 1 ? " pair" : " pairs")
       << " of submissions share " << threshold
       << "% or more of their own code (the fenced regions, the template's lines left out), as sim_c++ measures "
          "it: renamed variables and reordered statements do not hide a copy. A pair is a reason to look, not a "
          "verdict.</p>\n";
  for (const auto& pair : pairs) {
    html << "<h3>" << html_escape(pair.first) << " and " << html_escape(pair.second) << ": " << pair.percent
         << "%</h3>\n<div style=\"display:flex;gap:1em\">";
    for (const auto* student : {&pair.first, &pair.second}) {
      const auto code = code_by_student.find(*student);
      html << "<pre style=\"flex:1;overflow:auto;background:#f6f6f6;padding:.5em;font-size:12px\">"
           << html_escape(code == code_by_student.end() ? "" : code->second) << "</pre>";
    }
    html << "</div>\n";
  }
  return html.str();
}

}  // namespace grader
