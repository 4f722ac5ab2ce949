#pragma once
// Similarity between the students' own code, with Debian's similarity-tester
// (sim_c++): it compares token runs, so renamed variables, other layout and
// comments do not hide a copy, and reordered statements only split its runs.
// Only what students wrote is compared: the fenced regions of their files,
// without the template's stub lines, so the provided code never counts.
#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace grader {

// The student's own code in `folder`: every region between "YOUR CODE STARTS
// HERE" and "YOUR CODE ENDS HERE" of each source, each file's under a
// "// <file>" line, without the lines of the template's own regions (the
// stubs). Empty when the folder holds none of the sources.
[[nodiscard]] std::string student_written_code(const std::filesystem::path& folder,
                                               const std::vector<std::string>& sources,
                                               const std::filesystem::path& template_folder);

struct SimilarPair {
  std::string first;  // student names, first < second
  std::string second;
  int percent = 0;  // the larger of "first consists for N % of second's material" and the converse
};

// Every pair at or above `threshold` percent, the most similar first. Runs
// sim_c++ in `workdir` (one file per student). Throws GraderError(usage)
// when sim_c++ is missing, naming the package.
[[nodiscard]] std::vector<SimilarPair> find_similar_pairs(const std::map<std::string, std::string>& code_by_student,
                                                          int threshold, const std::filesystem::path& workdir);

// similarity.csv: first,second,percent.
[[nodiscard]] std::string render_similarity_csv(const std::vector<SimilarPair>& pairs);
// The class summary's section: each pair's two regions side by side.
[[nodiscard]] std::string render_similarity_html(const std::vector<SimilarPair>& pairs,
                                                 const std::map<std::string, std::string>& code_by_student,
                                                 int threshold);

}  // namespace grader
