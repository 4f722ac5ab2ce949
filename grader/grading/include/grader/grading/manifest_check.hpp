#pragma once
// The manifest against a reference set: the course's slips caught before a
// student sees them. Parsing (manifest.hpp) checks the manifest alone; this
// checks what its checks ask of the set's cases.
#include <string>
#include <vector>

#include "grader/assessment/manifest.hpp"
#include "grader/assessment/reference_set.hpp"

namespace grader {

// Every name a check gives a case exists in the set's cases of its op: the
// parameters its `where` selects on, a property check's input and output;
// and every output a case holds is one the manifest's "ops" declares. An op
// the set has no case of is not judged here (an instructor's partial set).
// Throws GraderError(manifest_error) naming the file, the field and the
// closest valid name. The engine runs it before grading anything.
void check_manifest_names(const Manifest& manifest, const ReferenceSet& references);

// What `release --check` also refuses: an op of "ops" the set has no case
// of, and a check no case of the set can be graded on. One line each,
// naming the field; empty when there is none.
[[nodiscard]] std::vector<std::string> manifest_gaps(const Manifest& manifest, const ReferenceSet& references);

}  // namespace grader
