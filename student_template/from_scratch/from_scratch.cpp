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
  (void)inputs;
  throw NotImplemented("Task 1: simple_attention");
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
  (void)x;
  throw NotImplemented("Task 2: SelfAttentionV1::forward");
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
  (void)x;
  throw NotImplemented("Task 3: SelfAttentionV2::forward");
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
  (void)weights;
  throw NotImplemented("Task 4: causal_renormalise");
  // YOUR CODE ENDS HERE
}

Tensor2 causal_softmax(const Tensor2& scores, std::size_t d_k) {
  // YOUR CODE STARTS HERE (~5 lines)
  (void)scores;
  (void)d_k;
  throw NotImplemented("Task 4: causal_softmax");
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
  (void)weights;
  (void)keep;
  (void)p;
  throw NotImplemented("Task 5: dropout_with_mask");
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
  (void)x;
  throw NotImplemented("Task 6: CausalAttention::forward");
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
  (void)head_outputs;
  throw NotImplemented("Task 7: concat_heads");
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
  (void)x;
  throw NotImplemented("Task 8: MultiHeadAttention::forward");
  // YOUR CODE ENDS HERE
}

}  // namespace scratch
