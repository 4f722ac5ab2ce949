#pragma once
// Similarity between the students' own code, measured twice, the larger
// figure kept: with Debian's similarity-tester (sim_c++), which compares
// token runs, so renamed variables, other layout and comments do not hide a
// copy, and reordered statements only split its runs; and statement by
// statement (names, numbers and strings each one symbol, comments and
// preprocessor lines left out), the statements of one found in the same
// order in the other, so that a statement of no effect after each copied
// one, which splits every run, hides nothing either.
// Only what students wrote is compared: their whole files, without the
// template's lines they left unchanged, so the provided code never counts
// and code moved out of the fences (or fences deleted) is compared all the same.
#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace grader {

// The student's own code in `folder`: each source and every other C++ file
// there (the student's own headers), under a "// <file>" line, without the
// lines of the file's template (in `template_folder`) that it keeps
// unchanged (a longest common subsequence of the two files' lines, compared
// without blanks) and without blank lines. Whether a line is in the fences
// does not matter. Empty for an untouched template or a folder without C++ files.
[[nodiscard]] std::string student_written_code(const std::filesystem::path& folder,
                                               const std::vector<std::string>& sources,
                                               const std::filesystem::path& template_folder);

// The party the published solution (solutions/<assignment>/, public with
// the framework) is in the review: "solutions/<assignment>/ (the published
// solution)", which no submission's name can be (it has a '/'). Every
// submission is compared with it too, so a copy of it is flagged.
[[nodiscard]] std::string published_solution_party(const std::string& assignment);
[[nodiscard]] bool is_published_solution_party(const std::string& name);

struct SimilarPair {
  std::string first;  // student names, first < second; the published solution is always second
  std::string second;
  // The largest of "first consists for N % of second's material" (sim_c++),
  // "N % of first's tokens are statements second has, in the same order"
  // (a longest common subsequence of the two's statements, weighted by
  // their tokens) and the converses.
  int percent = 0;
};

// Every pair at or above `threshold` percent, the most similar first. Runs
// sim_c++ in `workdir` (one file per student), then compares the statements.
// Throws GraderError(usage) when sim_c++ is missing, naming the package.
[[nodiscard]] std::vector<SimilarPair> find_similar_pairs(const std::map<std::string, std::string>& code_by_student,
                                                          int threshold, const std::filesystem::path& workdir);

// similarity.csv: first,second,percent.
[[nodiscard]] std::string render_similarity_csv(const std::vector<SimilarPair>& pairs);
// The class summary's section: each pair's two regions side by side.
[[nodiscard]] std::string render_similarity_html(const std::vector<SimilarPair>& pairs,
                                                 const std::map<std::string, std::string>& code_by_student,
                                                 int threshold);

}  // namespace grader
