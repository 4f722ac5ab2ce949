#pragma once
// Fresh inputs: a case's inputs with new values of the same shape, mean and
// spread, drawn from a seed. Property checks run on them (no stored answer
// fits them), and the error model's builder tells a rewrite from the
// solution on them where no stored case does.
#include <cstdint>
#include <string>

#include "grader/protocol/tensor.hpp"

namespace grader {

// A stable 64-bit mix (splitmix64), so fresh inputs depend on the seed and
// the names alone, not on the standard library's hash.
[[nodiscard]] std::uint64_t mix(std::uint64_t value);
[[nodiscard]] std::uint64_t mix(std::uint64_t seed, const std::string& text);

// The case's inputs with every tensor of continuous values replaced by fresh
// values of the same shape, mean and spread, drawn from `seed`: a property
// holds for any input, and no stored answer fits these. Tensors of whole
// numbers (masks, token ids, lengths) keep their values, and so do entries
// that are not finite (the -inf of masked scores keep the mask's pattern).
[[nodiscard]] TensorMap fresh_inputs(const TensorMap& stored, std::uint64_t seed);

}  // namespace grader
