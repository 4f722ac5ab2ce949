#pragma once
// `./grade ops`: what an instructor needs to write reference cases without
// reading the adapter: every op of an assignment with the params, inputs and
// outputs its cases carry (names, values, shapes), the manifest's axis names
// and the checks that use it.
#include <string>

#include "grader/assessment/manifest.hpp"
#include "grader/assessment/reference_set.hpp"

namespace grader {

[[nodiscard]] std::string describe_ops(const Manifest& manifest, const ReferenceSet& references);

}  // namespace grader
