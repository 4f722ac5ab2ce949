// A correct alternative: whole-tensor expressions (broadcast products summed
// over an axis, xt::where/xt::tril masks, transposed [key, query] scores),
// every reducer evaluated before it is used in arithmetic.
// Attention from scratch (the attention-from-scratch chapter): eight small steps from
// attention without weights to GPT-2's multi-head attention.
//
//   scores  = queries keys^T                 [seq, seq]
//   weights = softmax(scores / sqrt(d_k))    each row sums to 1
//   context = weights values                 [seq, d_out]
//
// Shape legend
//   batch      sequences in a batch
//   seq        tokens per sequence
//   d_in       features per input token
//   d_out      features per output token (all heads together)
//   num_heads  heads; head_dim = d_out / num_heads
//
// Write the shape of every tensor in a comment on each line that creates
// one. The grader tests each task on its own, with reference inputs: a bug
// in Task 1 does not cost points in Task 8.
#include "from_scratch.hpp"

#include <cmath>
#include <limits>
#include <stdexcept>
#include <xtensor-blas/xlinalg.hpp>
#include <xtensor/xmanipulation.hpp>
#include <xtensor/xmath.hpp>
#include <xtensor/xview.hpp>

namespace scratch {

// Task 1 (1 point): attention without trainable weights.
//
//   inputs  [seq, d]
//   returns weights [seq, seq] = softmax over each row of inputs inputs^T
//           (no scaling here), context [seq, d] = weights inputs
//
// Hints
//   1. xt::linalg::dot(inputs, xt::transpose(inputs)) is [seq, seq].
//   2. Softmax, not scores / sum: the chapter shows both, and only softmax
//      keeps every weight positive whatever the scores.
SimpleAttention simple_attention(const Tensor2& inputs) {
  // YOUR CODE STARTS HERE (~3 lines)
  const Tensor2 scores = xt::linalg::dot(inputs, xt::transpose(inputs));  // [seq, seq]
  const Tensor2 shifted =
      scores - xt::amax(scores, {1}, xt::keep_dims | xt::evaluation_strategy::immediate);  // [seq, seq]
  const Tensor2 log_norm =
      xt::log(xt::sum(xt::exp(shifted), {1}, xt::keep_dims | xt::evaluation_strategy::immediate));  // [seq, 1]
  const Tensor2 weights = xt::exp(shifted - log_norm);                                              // [seq, seq]
  const Tensor2 context = xt::linalg::dot(weights, inputs);                                         // [seq, d]
  return {weights, context};  // [seq, seq] and [seq, d]
  // YOUR CODE ENDS HERE
}

// Task 2 (1 point): self-attention with raw weight matrices.
//
//   x       [seq, d_in]; W_query, W_key, W_value [d_in, d_out]
//   returns softmax(queries keys^T / sqrt(d_out)) values, [seq, d_out]
//
// Hints
//   1. queries = x @ W_query: xt::linalg::dot(x, W_query) is [seq, d_out].
//   2. d_k is d_out, the size of a key (keys.shape(1)), not d_in.
Tensor2 SelfAttentionV1::forward(const Tensor2& x) const {
  // YOUR CODE STARTS HERE (~6 lines)
  const Tensor2 queries = xt::linalg::dot(x, W_query);  // [seq, d_out]
  const Tensor2 keys = xt::linalg::dot(x, W_key);       // [seq, d_out]
  const Tensor2 values = xt::linalg::dot(x, W_value);   // [seq, d_out]
  // [key, query]: column n holds query n's scores, so the softmax runs down axis 0
  const Tensor2 scores_t =
      xt::linalg::dot(keys, xt::transpose(queries)) / std::sqrt(float(W_key.shape(1)));  // [seq, seq]
  const Tensor1 col_max = xt::amax(scores_t, {0}, xt::evaluation_strategy::immediate);   // [seq]
  const Tensor2 exps_t = xt::exp(scores_t - col_max);                                    // [seq, seq]
  const Tensor1 col_sum = xt::sum(exps_t, {0}, xt::evaluation_strategy::immediate);      // [seq]
  const Tensor2 weights = xt::transpose(exps_t / col_sum);                               // [query, key]
  return xt::linalg::dot(weights, values);                                               // [seq, d_out]
  // YOUR CODE ENDS HERE
}

// Task 3 (1 point): the same with linear layers.
//
//   x       [seq, d_in]; W_query(x), W_key(x), W_value(x) are [seq, d_out]
//   returns [seq, d_out]
//
// Hints
//   1. A Linear holds weight [d_out, d_in] and computes x W^T: call it,
//      W_query(x), rather than multiplying by its weight yourself.
Tensor2 SelfAttentionV2::forward(const Tensor2& x) const {
  // YOUR CODE STARTS HERE (~6 lines)
  const Tensor2 queries = W_query(x);  // [seq, d_out]
  const Tensor2 keys = W_key(x);       // [seq, d_out]
  const Tensor2 values = W_value(x);   // [seq, d_out]
  const float scale = std::sqrt(static_cast<float>(keys.shape(1)));
  // [seq, 1, d_out] * [1, seq, d_out] summed over d_out -> [seq, seq]
  const Tensor2 scores = xt::sum(xt::view(queries, xt::all(), xt::newaxis(), xt::all()) *
                                     xt::view(keys, xt::newaxis(), xt::all(), xt::all()),
                                 {2}, xt::evaluation_strategy::immediate) /
                         scale;
  const Tensor2 row_max = xt::amax(scores, {1}, xt::keep_dims | xt::evaluation_strategy::immediate);  // [seq, 1]
  const Tensor2 exps = xt::exp(scores - row_max);                                                     // [seq, seq]
  const Tensor2 row_sum = xt::sum(exps, {1}, xt::keep_dims | xt::evaluation_strategy::immediate);     // [seq, 1]
  const Tensor2 weights = exps / row_sum;                                                             // [seq, seq]
  return xt::linalg::dot(weights, values);                                                            // [seq, d_out]
  // YOUR CODE ENDS HERE
}

// Task 4 (2 points): causal masking, two ways.
//
// causal_renormalise
//   weights [seq, seq], rows summing to 1
//   returns the weights with 0 above the diagonal (column > row), each row
//           divided by its new sum: the chapter's tril mask, then renormalising
//
// causal_softmax
//   scores  [seq, seq], unscaled; d_k the size of a key
//   returns softmax((scores with -inf above the diagonal) / sqrt(d_k))
//
// Both give the same weights for the same scores. A token always sees
// itself, so no row is ever fully masked.
//
// Hints
//   1. xt::view(t, row, xt::range(row + 1, seq)) is a row's future part.
//   2. exp(-inf) = 0: masking with -inf before the softmax leaves nothing
//      to renormalise. A 0 instead of -inf still gets weight.
Tensor2 causal_renormalise(const Tensor2& weights) {
  // YOUR CODE STARTS HERE (~6 lines)
  const Tensor2 masked = xt::tril(weights);  // [seq, seq]: 0 above the diagonal
  const Tensor2 row_sum = xt::sum(masked, {1}, xt::keep_dims | xt::evaluation_strategy::immediate);  // [seq, 1]
  return masked / row_sum;                                                                           // [seq, seq]
  // YOUR CODE ENDS HERE
}

Tensor2 causal_softmax(const Tensor2& scores, std::size_t d_k) {
  // YOUR CODE STARTS HERE (~5 lines)
  const xt::xtensor<std::size_t, 2> rows =
      xt::view(xt::arange<std::size_t>(scores.shape(0)), xt::all(), xt::newaxis());  // [seq, 1]
  const xt::xtensor<std::size_t, 2> cols =
      xt::view(xt::arange<std::size_t>(scores.shape(1)), xt::newaxis(), xt::all());  // [1, seq]
  const float inf = std::numeric_limits<float>::infinity();
  const Tensor2 masked = xt::where(cols > rows, -inf, scores / std::sqrt(static_cast<float>(d_k)));   // [seq, seq]
  const Tensor2 row_max = xt::amax(masked, {1}, xt::keep_dims | xt::evaluation_strategy::immediate);  // [seq, 1]
  const Tensor2 exps = xt::exp(masked - row_max);                                                     // [seq, seq]
  const Tensor2 row_sum = xt::sum(exps, {1}, xt::keep_dims | xt::evaluation_strategy::immediate);     // [seq, 1]
  return exps / row_sum;                                                                              // [seq, seq]
  // YOUR CODE ENDS HERE
}

// Task 5 (1 point): dropout on the attention weights, with a given mask.
//
//   weights [seq, seq]; keep [seq, seq] of 0 and 1; p the drop probability
//   returns weights * keep / (1 - p): inverted dropout, so that the expected
//           value of every weight is unchanged
//
// Hints
//   1. The chapter's nn.Dropout(0.5) turns kept weights w into 2 w.
Tensor2 dropout_with_mask(const Tensor2& weights, const Tensor2& keep, float p) {
  // YOUR CODE STARTS HERE (~1 line)
  return xt::where(keep > 0.5f, weights / (1.0f - p), 0.0f);  // [seq, seq]
  // YOUR CODE ENDS HERE
}

// Task 6 (1 point): causal self-attention of a batch (eval mode: no dropout).
//
//   x       [batch, seq, d_in]
//   returns [batch, seq, d_out]: sequence b attends within itself, causally
//
// Hints
//   1. W_query(x) on a [batch, seq, d_in] tensor is [batch, seq, d_out].
//   2. For each b: xt::view(queries, b) is [seq, d_out]; mask and
//      softmax as in Task 4 with d_k = d_out (calling your causal_softmax
//      is fine: then a bug there shows here too).
Tensor3 CausalAttention::forward(const Tensor3& x) const {
  // YOUR CODE STARTS HERE (~8 lines)
  const Tensor3 queries = W_query(x);  // [batch, seq, d_out]
  const Tensor3 keys = W_key(x);       // [batch, seq, d_out]
  const Tensor3 values = W_value(x);   // [batch, seq, d_out]
  const std::size_t seq = x.shape(1);
  const float scale = std::sqrt(static_cast<float>(keys.shape(2)));
  // [batch, seq, 1, d_out] * [batch, 1, seq, d_out] summed over d_out -> [batch, seq, seq]
  const Tensor3 scores = xt::sum(xt::view(queries, xt::all(), xt::all(), xt::newaxis(), xt::all()) *
                                     xt::view(keys, xt::all(), xt::newaxis(), xt::all(), xt::all()),
                                 {3}, xt::evaluation_strategy::immediate) /
                         scale;
  const xt::xtensor<std::size_t, 2> rows =
      xt::view(xt::arange<std::size_t>(seq), xt::all(), xt::newaxis());  // [seq, 1]
  const xt::xtensor<std::size_t, 2> cols =
      xt::view(xt::arange<std::size_t>(seq), xt::newaxis(), xt::all());  // [1, seq]
  const xt::xtensor<bool, 2> future = cols > rows;                       // [seq, seq]: column after row
  const Tensor3 masked = xt::where(future, -std::numeric_limits<float>::infinity(), scores);  // [batch, seq, seq]
  const Tensor3 row_max = xt::amax(masked, {2}, xt::keep_dims | xt::evaluation_strategy::immediate);  // [batch, seq, 1]
  const Tensor3 exps = xt::exp(masked - row_max);                                                  // [batch, seq, seq]
  const Tensor3 row_sum = xt::sum(exps, {2}, xt::keep_dims | xt::evaluation_strategy::immediate);  // [batch, seq, 1]
  const Tensor3 weights = exps / row_sum;                                                          // [batch, seq, seq]
  // [batch, seq, seq, 1] * [batch, 1, seq, d_out] summed over the keys -> [batch, seq, d_out]
  return xt::sum(xt::view(weights, xt::all(), xt::all(), xt::all(), xt::newaxis()) *
                     xt::view(values, xt::all(), xt::newaxis(), xt::all(), xt::all()),
                 {2}, xt::evaluation_strategy::immediate);
  // YOUR CODE ENDS HERE
}

// Task 7 (1 point): the heads' outputs side by side.
//
//   head_outputs  num_heads tensors [batch, seq, d_out]
//   returns       [batch, seq, num_heads * d_out]: features h * d_out ..
//                 (h + 1) * d_out - 1 of every token come from head h
//
// Hints
//   1. Like torch.cat(..., dim=-1): the last axis, not the tokens.
//   2. Fill xt::view(out, xt::all(), xt::all(), xt::range(h * d_out,
//      (h + 1) * d_out)) with head h's output.
Tensor3 concat_heads(const std::vector<Tensor3>& head_outputs) {
  // YOUR CODE STARTS HERE (~8 lines)
  if (head_outputs.empty()) throw std::invalid_argument("concat_heads: no heads");
  Tensor3 out = head_outputs.front();  // [batch, seq, d_out]
  for (std::size_t h = 1; h < head_outputs.size(); ++h) {
    out = xt::concatenate(xt::xtuple(out, head_outputs[h]), 2);  // [batch, seq, (h + 1) * d_out]
  }
  return out;  // [batch, seq, num_heads * d_out]
  // YOUR CODE ENDS HERE
}

// Provided: the chapter's MultiHeadAttentionWrapper, built from Tasks 6 and 7.
Tensor3 MultiHeadAttentionWrapper::forward(const Tensor3& x) const {
  std::vector<Tensor3> head_outputs;  // num_heads x [batch, seq, d_out]
  for (const auto& head : heads) head_outputs.push_back(head.forward(x));
  return concat_heads(head_outputs);  // [batch, seq, num_heads * d_out]
}

// Task 8 (2 points): all heads at once, then the output projection.
//
//   x       [batch, seq, d_in]
//   returns out_proj(merged heads), [batch, seq, d_out]
//
// Hints
//   1. Split: [batch, seq, d_out] -> [batch, seq, num_heads, head_dim]
//      (xt::reshape_view) -> [batch, num_heads, seq, head_dim]
//      (xt::transpose(t, {0, 2, 1, 3})). A reshape alone mixes the heads.
//   2. Per (b, h): causal attention of [seq, head_dim] blocks, scaled by
//      sqrt(head_dim).
//   3. Merge: head h fills features h * head_dim .. (h + 1) * head_dim - 1
//      of every token; then out_proj.
Tensor3 MultiHeadAttention::forward(const Tensor3& x) const {
  // YOUR CODE STARTS HERE (~14 lines)
  using Tensor4 = xt::xtensor<float, 4>;  // [batch, heads, seq, ...]
  const std::size_t batch = x.shape(0);
  const std::size_t seq = x.shape(1);
  const std::size_t d_out = W_query.weight.shape(0);
  if (num_heads == 0 || d_out % num_heads != 0) throw std::invalid_argument("d_out must be divisible by num_heads");
  const std::size_t head_dim = d_out / num_heads;
  const std::array<std::size_t, 4> split_shape = {batch, seq, num_heads, head_dim};  // [batch, seq, heads, head_dim]
  const Tensor3 q3 = W_query(x);                                                     // [batch, seq, d_out]
  const Tensor3 k3 = W_key(x);                                                       // [batch, seq, d_out]
  const Tensor3 v3 = W_value(x);                                                     // [batch, seq, d_out]
  const Tensor4 queries =
      xt::transpose(xt::reshape_view(q3, split_shape), {0, 2, 1, 3});                   // [batch, heads, seq, head_dim]
  const Tensor4 keys = xt::transpose(xt::reshape_view(k3, split_shape), {0, 2, 1, 3});  // [batch, heads, seq, head_dim]
  const Tensor4 values =
      xt::transpose(xt::reshape_view(v3, split_shape), {0, 2, 1, 3});  // [batch, heads, seq, head_dim]
  // [b, h, seq, 1, head_dim] * [b, h, 1, seq, head_dim] summed over head_dim -> [batch, heads, seq, seq]
  const Tensor4 scores = xt::sum(xt::view(queries, xt::all(), xt::all(), xt::all(), xt::newaxis(), xt::all()) *
                                     xt::view(keys, xt::all(), xt::all(), xt::newaxis(), xt::all(), xt::all()),
                                 {4}, xt::evaluation_strategy::immediate) /
                         std::sqrt(static_cast<float>(head_dim));
  const xt::xtensor<std::size_t, 2> rows =
      xt::view(xt::arange<std::size_t>(seq), xt::all(), xt::newaxis());  // [seq, 1]
  const xt::xtensor<std::size_t, 2> cols =
      xt::view(xt::arange<std::size_t>(seq), xt::newaxis(), xt::all());  // [1, seq]
  const xt::xtensor<bool, 2> future = cols > rows;                       // [seq, seq]: column after row
  const Tensor4 masked =
      xt::where(future, -std::numeric_limits<float>::infinity(), scores);  // [batch, heads, seq, seq]
  const Tensor4 row_max =
      xt::amax(masked, {3}, xt::keep_dims | xt::evaluation_strategy::immediate);  // [batch, heads, seq, 1]
  const Tensor4 exps = xt::exp(masked - row_max);                                 // [batch, heads, seq, seq]
  const Tensor4 row_sum =
      xt::sum(exps, {3}, xt::keep_dims | xt::evaluation_strategy::immediate);  // [batch, heads, seq, 1]
  const Tensor4 weights = exps / row_sum;                                      // [batch, heads, seq, seq]
  // [b, h, seq, seq, 1] * [b, h, 1, seq, head_dim] summed over the keys -> [batch, heads, seq, head_dim]
  const Tensor4 context = xt::sum(xt::view(weights, xt::all(), xt::all(), xt::all(), xt::all(), xt::newaxis()) *
                                      xt::view(values, xt::all(), xt::all(), xt::newaxis(), xt::all(), xt::all()),
                                  {3}, xt::evaluation_strategy::immediate);
  const Tensor4 tokens_first = xt::transpose(context, {0, 2, 1, 3});  // [batch, seq, heads, head_dim]
  const Tensor3 merged =
      xt::reshape_view(tokens_first, std::array<std::size_t, 3>{batch, seq, d_out});  // [batch, seq, d_out]
  return out_proj(merged);                                                            // [batch, seq, d_out]
  // YOUR CODE ENDS HERE
}

}  // namespace scratch
