// A correct alternative: each head is a block of feature columns, viewed
// and copied per (batch, head); the mask is xt::where over xt::triu.
//
// Task 2: multi-head self-attention, with optional causal masking.
//
//   MultiHead(x) = Concat(head_1, ..., head_h) W_mix^T + b_mix
//   head_i       = softmax(Q_i K_i^T / sqrt(head_size)) V_i
//
// Q = q(x), K = k(x) and V = v(x) are split into num_heads heads of
// head_size = hidden / num_heads features each: features
// h * head_size .. (h + 1) * head_size - 1 of every token belong to head h.
//
// Shape legend
//   batch       sequences in a batch
//   seq         tokens per sequence
//   input_size  features per input token
//   hidden      features per output token (all heads together)
//   num_heads   attention heads
//   head_size   hidden / num_heads
//
// Write the shape of every tensor in a comment on each line that creates or
// reshapes one. Correct shapes do not guarantee correct values: a reshape
// and a transpose give the same shape but different numbers.
//
// The grader tests each task on its own, with reference inputs: a bug in
// Task 2.1 does not cost points in Task 2.3.
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>
#include <xtensor-blas/xlinalg.hpp>
#include <xtensor/xmanipulation.hpp>
#include <xtensor/xmath.hpp>
#include <xtensor/xview.hpp>

#include "attention.hpp"

namespace attention {

// Provided (like the seed's __init__): checks the sizes and creates the layers.
MultiHeadSelfAttention::MultiHeadSelfAttention(std::size_t input_size, std::size_t hidden, std::size_t heads,
                                               bool is_causal, float dropout_probability)
    : dropout(dropout_probability), num_heads(heads), causal(is_causal) {
  if (heads == 0 || hidden % heads != 0) {
    throw std::invalid_argument("hidden should be divisible by num_heads, but got hidden=" + std::to_string(hidden) +
                                " and num_heads=" + std::to_string(heads));
  }
  k = Linear(input_size, hidden);  // weight [hidden, input_size]
  q = Linear(input_size, hidden);  // weight [hidden, input_size]
  v = Linear(input_size, hidden);  // weight [hidden, input_size]
  mix = Linear(hidden, hidden);    // weight [hidden, hidden]
  head_size = hidden / heads;
}

// Task 2.1 (3 points): the scaled attention scores of every head.
//
//   x       [batch, seq, input_size]
//   returns [batch * num_heads, seq, seq]; row b * num_heads + h holds
//           Q_h K_h^T / sqrt(head_size) for batch item b and head h
//
// Hints
//   1. q(x) and k(x) are [batch, seq, hidden].
//   2. Split the heads: reshape to [batch, seq, num_heads, head_size], then
//      transpose to [batch, num_heads, seq, head_size]
//      (xt::reshape_view, then xt::transpose(t, {0, 2, 1, 3})). Reshaping
//      straight to [batch, num_heads, seq, head_size] mixes up the heads.
//   3. For each (b, h): [seq, head_size] @ [head_size, seq] -> [seq, seq].
//   4. Scale by sqrt(head_size), not sqrt(hidden).
Tensor3 MultiHeadSelfAttention::scores(const Tensor3& x) const {
  // YOUR CODE STARTS HERE (~9 lines)
  const std::size_t batch = x.shape(0);
  const std::size_t seq = x.shape(1);
  const Tensor3 queries = q(x);  // [batch, seq, hidden]
  const Tensor3 keys = k(x);     // [batch, seq, hidden]
  const float inverse_scale = 1.0f / std::sqrt(static_cast<float>(head_size));
  Tensor3 result = Tensor3::from_shape({batch * num_heads, seq, seq});  // [batch * num_heads, seq, seq]
  for (std::size_t b = 0; b < batch; ++b) {
    for (std::size_t h = 0; h < num_heads; ++h) {
      const std::size_t first = h * head_size;  // head h: features first .. first + head_size
      const Tensor2 q_h = xt::view(queries, b, xt::all(), xt::range(first, first + head_size));  // [seq, head_size]
      const Tensor2 k_h = xt::view(keys, b, xt::all(), xt::range(first, first + head_size));     // [seq, head_size]
      // [seq, head_size] @ [head_size, seq] -> [seq, seq]
      xt::view(result, b * num_heads + h) = inverse_scale * xt::linalg::dot(q_h, xt::transpose(k_h));
    }
  }
  return result;  // [batch * num_heads, seq, seq]
  // YOUR CODE ENDS HERE
}

// Task 2.2 (1 point): the causal mask.
//
//   scores  [batch * num_heads, seq, seq]
//   returns the same scores with -infinity wherever column > row, so that a
//           query never looks at a future key (a token still sees itself)
//
// Hints
//   1. Copy the scores, then overwrite the entries above the diagonal.
//   2. std::numeric_limits<float>::infinity(); xt::view(t, xt::all(), row,
//      xt::range(row + 1, seq)) selects a row's future keys in every head.
Tensor3 MultiHeadSelfAttention::apply_causal_mask(const Tensor3& scores) const {
  // YOUR CODE STARTS HERE (~6 lines)
  const std::size_t seq = scores.shape(1);
  const Tensor2 future = xt::triu(xt::ones<float>({seq, seq}), 1);  // [seq, seq], 1 above the diagonal
  Tensor3 masked = scores;                                          // [batch * num_heads, seq, seq]
  for (std::size_t n = 0; n < masked.shape(0); ++n) {
    const Tensor2 slice = xt::view(masked, n);                                                       // [seq, seq]
    xt::view(masked, n) = xt::where(future > 0.0f, -std::numeric_limits<float>::infinity(), slice);  // [seq, seq]
  }
  return masked;  // [batch * num_heads, seq, seq]
  // YOUR CODE ENDS HERE
}

// Task 2.3 (2 points): probabilities, attention, head merge and mix.
//
//   scores  [batch * num_heads, seq, seq] (already masked when causal)
//   x       [batch, seq, input_size]
//   returns {output [batch, seq, hidden], probs [batch * num_heads, seq, seq]}
//
// Hints
//   1. probs = softmax of scores over the last axis (subtract the row max
//      first; -inf scores become probability 0). Keep the shape
//      [batch * num_heads, seq, seq]: the visualisation expects it.
//   2. Apply dropout to the probabilities: probs = dropout(probs). It does
//      nothing unless the model is in training mode.
//   3. Split v(x) into heads as in Task 2.1: [batch, num_heads, seq, head_size].
//   4. For each (b, h): probs[b * num_heads + h] @ values[b, h] is
//      [seq, head_size]; it fills features h * head_size .. (h + 1) * head_size
//      of every token in a [batch, seq, hidden] result.
//   5. Mix the heads: output = mix(merged).
std::pair<Tensor3, Tensor3> MultiHeadSelfAttention::attend(const Tensor3& scores, const Tensor3& x) const {
  // YOUR CODE STARTS HERE (~12 lines)
  const std::size_t batch = x.shape(0);
  const std::size_t seq = x.shape(1);
  const Tensor3 row_max = xt::amax(scores, {2}, xt::keep_dims);               // [batch * num_heads, seq, 1]
  Tensor3 probs = xt::exp(scores - row_max);                                  // [batch * num_heads, seq, seq]
  const Tensor3 row_sum = xt::sum(probs, {2}, xt::keep_dims);                 // [batch * num_heads, seq, 1]
  probs /= row_sum;                                                           // [batch * num_heads, seq, seq]
  probs = dropout(probs);                                                     // [batch * num_heads, seq, seq]
  const Tensor3 values = v(x);                                                // [batch, seq, hidden]
  Tensor3 merged = Tensor3::from_shape({batch, seq, num_heads * head_size});  // [batch, seq, hidden]
  for (std::size_t b = 0; b < batch; ++b) {
    for (std::size_t h = 0; h < num_heads; ++h) {
      const std::size_t first = h * head_size;  // head h: features first .. first + head_size
      const Tensor2 v_h = xt::view(values, b, xt::all(), xt::range(first, first + head_size));  // [seq, head_size]
      // [seq, seq] @ [seq, head_size] -> [seq, head_size]
      xt::view(merged, b, xt::all(), xt::range(first, first + head_size)) =
          xt::linalg::dot(xt::view(probs, b * num_heads + h), v_h);
    }
  }
  return {mix(merged), probs};  // {[batch, seq, hidden], [batch * num_heads, seq, seq]}
  // YOUR CODE ENDS HERE
}

// Provided: the whole forward pass, built from your three tasks.
std::pair<Tensor3, Tensor3> MultiHeadSelfAttention::forward_with_attention(const Tensor3& x) const {
  Tensor3 s = scores(x);                 // [batch * num_heads, seq, seq]
  if (causal) s = apply_causal_mask(s);  // [batch * num_heads, seq, seq]
  return attend(s, x);                   // {[batch, seq, hidden], [batch * num_heads, seq, seq]}
}

// Provided: the forward pass without the probabilities. The line between
// the fences is correct as it is; a faster version is optional and not
// graded for speed (docs/performance.md shows one).
Tensor3 MultiHeadSelfAttention::forward(const Tensor3& x) const {
  // YOUR CODE STARTS HERE (optional)
  return forward_with_attention(x).first;  // [batch, seq, hidden]
  // YOUR CODE ENDS HERE
}

}  // namespace attention
