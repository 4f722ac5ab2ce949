// A variant of the solution (a second model answer for the error model,
// docs/error-model.md): each head's features taken with xt::range (no
// reshape), the causal mask written entry by entry, the softmax of Task 2.3
// with index loops and float sums.
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

// SOLUTION ONLY BEGIN
// cblas_sgemm is declared by xtensor-blas (xlinalg.hpp, above).
#include <algorithm>
#include <vector>
#include <xsimd/xsimd.hpp>
// SOLUTION ONLY END

namespace attention {

// SOLUTION ONLY BEGIN
namespace {

// The fast forward below (not part of any task: the provided composition
// is what students run). Its choices, explained in docs/performance.md:
//   - BLAS (sgemm) on the contiguous buffers, reading each head in place:
//     head h of queries[b] is the [seq, head_size] block starting at column
//     h * head_size, with leading dimension hidden, so heads are never copied;
//   - query rows in blocks of 64: only one block's scores exist at a time
//     ([64, seq], in cache), never a head's whole [seq, seq] matrix;
//   - with causal masking a block multiplies only the keys it may see
//     (0 .. its last row): the masked half is never computed;
//   - a fused, numerically stable softmax per row (max, exp and sum in one
//     pass with SIMD exp, then one scale).
constexpr std::size_t query_block = 64;

// row[i] = exp(row[i] - shift) for i < n; returns their sum.
float exp_shifted(float* row, std::size_t n, float shift) {
  using Batch = xsimd::batch<float>;
  Batch sums(0.0f);
  std::size_t i = 0;
  for (; i + Batch::size <= n; i += Batch::size) {
    const Batch e = xsimd::exp(Batch::load_unaligned(row + i) - Batch(shift));
    e.store_unaligned(row + i);
    sums += e;
  }
  float sum = xsimd::hadd(sums);
  for (; i < n; ++i) {
    row[i] = std::exp(row[i] - shift);
    sum += row[i];
  }
  return sum;
}

// Softmax over row[0 .. visible); the masked keys row[visible .. width) get 0.
void softmax_row(float* row, std::size_t visible, std::size_t width) {
  const float max = *std::max_element(row, row + visible);
  const float inverse = 1.0f / exp_shifted(row, visible, max);
  for (std::size_t i = 0; i < visible; ++i) row[i] *= inverse;
  std::fill(row + visible, row + width, 0.0f);
}

// One head of one sequence: out = softmax(Q K^T * scale [masked]) V, where
// Q, K, V and out are [seq, head_size] blocks with leading dimension `stride`.
void attend_one_head(const float* queries, const float* keys, const float* values, float* out, std::size_t seq,
                     std::size_t head_size, std::size_t stride, float scale, bool causal,
                     std::vector<float>& block_scores) {
  const auto ld = static_cast<int>(stride);
  const auto d = static_cast<int>(head_size);
  for (std::size_t first = 0; first < seq; first += query_block) {
    const std::size_t rows = std::min(query_block, seq - first);
    const std::size_t visible_keys = causal ? first + rows : seq;  // keys any row of this block may see
    const auto width = static_cast<int>(visible_keys);
    // [rows, head_size] @ [head_size, visible_keys] -> [rows, visible_keys]
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, static_cast<int>(rows), width, d, scale,
                queries + first * stride, ld, keys, ld, 0.0f, block_scores.data(), width);
    for (std::size_t r = 0; r < rows; ++r) {
      const std::size_t visible = causal ? first + r + 1 : seq;  // row t sees keys 0 .. t
      softmax_row(block_scores.data() + r * visible_keys, visible, visible_keys);
    }
    // [rows, visible_keys] @ [visible_keys, head_size] -> [rows, head_size]
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, static_cast<int>(rows), d, width, 1.0f, block_scores.data(),
                width, values, ld, 0.0f, out + first * stride, ld);
  }
}

}  // namespace
// SOLUTION ONLY END

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
  // STUB: (void)x;
  // STUB: throw NotImplemented("Task 2.1: MultiHeadSelfAttention::scores");
  const std::size_t batch = x.shape(0);
  const std::size_t seq = x.shape(1);
  const Tensor3 queries = q(x);  // [batch, seq, input_size] -> [batch, seq, hidden]
  const Tensor3 keys = k(x);     // [batch, seq, input_size] -> [batch, seq, hidden]
  const float scale = std::sqrt(static_cast<float>(head_size));
  auto result = Tensor3::from_shape({batch * num_heads, seq, seq});  // [batch * num_heads, seq, seq]
  for (std::size_t b = 0; b < batch; ++b) {
    for (std::size_t h = 0; h < num_heads; ++h) {
      // head h: features h * head_size .. (h + 1) * head_size of each token
      auto features = xt::range(h * head_size, (h + 1) * head_size);  // [head_size]: head h's features
      const Tensor2 q_h = xt::view(queries, b, xt::all(), features);  // [seq, head_size]
      const Tensor2 k_h = xt::view(keys, b, xt::all(), features);     // [seq, head_size]
      // [seq, head_size] @ [head_size, seq] -> [seq, seq]
      xt::view(result, b * num_heads + h) = xt::linalg::dot(q_h, xt::transpose(k_h)) / scale;
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
  // STUB: (void)scores;
  // STUB: throw NotImplemented("Task 2.2: MultiHeadSelfAttention::apply_causal_mask");
  Tensor3 masked = scores;  // [batch * num_heads, seq, seq]
  for (std::size_t n = 0; n < scores.shape(0); ++n) {
    for (std::size_t row = 0; row < scores.shape(1); ++row) {
      // query `row` must not see the keys after it
      for (std::size_t col = row + 1; col < scores.shape(2); ++col) {
        masked(n, row, col) = -std::numeric_limits<float>::infinity();
      }
    }
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
  // STUB: (void)scores;
  // STUB: (void)x;
  // STUB: throw NotImplemented("Task 2.3: MultiHeadSelfAttention::attend");
  const std::size_t batch = x.shape(0);
  const std::size_t seq = x.shape(1);
  Tensor3 probs = scores;  // [batch * num_heads, seq, seq]
  for (std::size_t n = 0; n < probs.shape(0); ++n) {
    for (std::size_t row = 0; row < seq; ++row) {
      float max = -std::numeric_limits<float>::infinity();
      for (std::size_t col = 0; col < seq; ++col) {
        if (probs(n, row, col) > max) max = probs(n, row, col);
      }
      float sum = 0.0f;
      for (std::size_t col = 0; col < seq; ++col) {
        probs(n, row, col) = std::exp(probs(n, row, col) - max);
        sum += probs(n, row, col);
      }
      for (std::size_t col = 0; col < seq; ++col) probs(n, row, col) /= sum;
    }
  }
  probs = dropout(probs);       // [batch * num_heads, seq, seq]
  const Tensor3 values = v(x);  // [batch, seq, input_size] -> [batch, seq, hidden]
  auto merged = Tensor3::from_shape({batch, seq, num_heads * head_size});  // [batch, seq, hidden]
  for (std::size_t b = 0; b < batch; ++b) {
    for (std::size_t h = 0; h < num_heads; ++h) {
      // head h: features h * head_size .. (h + 1) * head_size of each token, [seq, head_size]
      const Tensor2 v_h = xt::view(values, b, xt::all(), xt::range(h * head_size, (h + 1) * head_size));
      // [seq, seq] @ [seq, head_size] -> [seq, head_size]
      xt::view(merged, b, xt::all(), xt::range(h * head_size, (h + 1) * head_size)) =
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
  // STUB: return forward_with_attention(x).first;  // [batch, seq, hidden]
  // Dropout in training mode needs every probability: the composition does it.
  if (dropout.is_training()) return forward_with_attention(x).first;  // [batch, seq, hidden]
  const std::size_t batch = x.shape(0);
  const std::size_t seq = x.shape(1);
  const std::size_t rows = batch * seq;  // tokens of the whole batch, one row each
  const std::size_t hidden = num_heads * head_size;
  const std::size_t stride = 3 * hidden;  // a token's queries, keys and values side by side
  // [batch * seq, 3 * hidden]: one buffer instead of three tensors
  auto qkv = Tensor2::from_shape({rows, stride});
  q.forward_rows(x.data(), x.shape(2), rows, qkv.data(), stride);               // columns [0, hidden)
  k.forward_rows(x.data(), x.shape(2), rows, qkv.data() + hidden, stride);      // columns [hidden, 2 hidden)
  v.forward_rows(x.data(), x.shape(2), rows, qkv.data() + 2 * hidden, stride);  // columns [2 hidden, 3 hidden)
  const float scale = 1.0f / std::sqrt(static_cast<float>(head_size));
  std::vector<float> block_scores(query_block * seq);  // [query_block, seq]: one block of one head at a time
  for (std::size_t b = 0; b < batch; ++b) {
    for (std::size_t h = 0; h < num_heads; ++h) {
      float* queries = qkv.data() + b * seq * stride + h * head_size;  // head h of sequence b: [seq, head_size]
      // Each block of head h's output overwrites the queries it was computed
      // from (later blocks read only later rows): the merged heads end up in
      // columns [0, hidden) of qkv without a buffer of their own.
      attend_one_head(queries, queries + hidden, queries + 2 * hidden, queries, seq, head_size, stride, scale, causal,
                      block_scores);
    }
  }
  auto output = Tensor3::from_shape({batch, seq, hidden});            // [batch, seq, hidden]
  mix.forward_rows(qkv.data(), stride, rows, output.data(), hidden);  // mix the merged heads
  return output;                                                      // [batch, seq, hidden]
  // YOUR CODE ENDS HERE
}

}  // namespace attention
