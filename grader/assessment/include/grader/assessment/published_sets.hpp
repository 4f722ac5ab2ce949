#pragma once
// The hidden sets published with the framework. The framework's repository
// is public, and with it every assignment's hidden set
// (reference_values/<assignment>/hidden/), its generator and its seeds: a
// course that grades with one grades with answers anyone can download.
// reference_values/published.json lists their checksums
// (reference_values/published_sets.py writes it; a test keeps it current);
// `grade course init --seed-file FILE` makes a course's own from a private
// seed. release --gradescope refuses a published set unless told otherwise,
// batch and the platforms' runs (Gradescope, Classroom) warn the instructor.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace grader {

// A reference set's checksum: SHA-256 of one line "<sha256>  <path>\n" per
// file of its index.json, in the index's order (sha256sum's lines for its
// files). It names the cases' bytes, not the generator's provenance. Throws
// GraderError(reference_error) for a missing or malformed index.json.
[[nodiscard]] std::string reference_set_checksum(const std::filesystem::path& set_dir);

struct PublishedSet {
  std::string assignment;  // whose hidden set it is
  std::string checksum;    // reference_set_checksum() of it
};

// reference_values/published.json under `root`: none when the file is
// missing (a tree without it has nothing to compare with). Throws
// GraderError(reference_error) for a malformed one.
[[nodiscard]] std::vector<PublishedSet> published_hidden_sets(const std::filesystem::path& root);

// The published hidden set that the set in `set_dir` is, if it is one.
[[nodiscard]] std::optional<PublishedSet> published_set_of(const std::filesystem::path& root,
                                                           const std::filesystem::path& set_dir);

// `set_dir` as a message names it: relative to `root` when inside it.
[[nodiscard]] std::string set_name_for_messages(const std::filesystem::path& root,
                                                const std::filesystem::path& set_dir);

// The one warning line for grading against a published set (batch, the
// Gradescope and Classroom runs' logs, summary.html), without a line end.
[[nodiscard]] std::string published_set_warning(const PublishedSet& set, const std::string& set_name);

}  // namespace grader
