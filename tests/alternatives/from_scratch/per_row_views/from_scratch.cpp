// A correct alternative: one query row at a time, as [1, d] xt::view copies
// and 2-D xt::linalg::dot; causal rows use only the keys 0..row (no mask).
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
  const std::size_t seq = inputs.shape(0);
  Tensor2 weights = Tensor2::from_shape({seq, seq});              // [seq, seq]
  Tensor2 context = Tensor2::from_shape({seq, inputs.shape(1)});  // [seq, d]
  for (std::size_t i = 0; i < seq; ++i) {
    const Tensor2 query = xt::view(inputs, xt::range(i, i + 1), xt::all());  // [1, d]
    Tensor2 row = xt::linalg::dot(query, xt::transpose(inputs));             // [1, d] @ [d, seq] -> [1, seq]
    const float row_max = xt::amax(row)();
    row = xt::exp(row - row_max);  // [1, seq]
    const float total = xt::sum(row)();
    row /= total;                                                                      // [1, seq]
    xt::view(weights, xt::range(i, i + 1), xt::all()) = row;                           // [1, seq]
    xt::view(context, xt::range(i, i + 1), xt::all()) = xt::linalg::dot(row, inputs);  // [1, seq] @ [seq, d] -> [1, d]
  }
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
  const Tensor2 queries = xt::linalg::dot(x, W_query);              // [seq, d_in] @ [d_in, d_out] -> [seq, d_out]
  const Tensor2 keys_t = xt::transpose(xt::linalg::dot(x, W_key));  // [d_out, seq]
  const Tensor2 values = xt::linalg::dot(x, W_value);               // [seq, d_out]
  const float scale = std::sqrt(static_cast<float>(keys_t.shape(0)));
  Tensor2 out = Tensor2::from_shape(values.shape());  // [seq, d_out]
  for (std::size_t i = 0; i < x.shape(0); ++i) {
    const Tensor2 query = xt::view(queries, xt::range(i, i + 1), xt::all());  // [1, d_out]
    Tensor2 row = xt::linalg::dot(query, keys_t) / scale;                     // [1, seq]
    const float row_max = xt::amax(row)();
    row = xt::exp(row - row_max);  // [1, seq]
    const float total = xt::sum(row)();
    // [1, seq] @ [seq, d_out] -> [1, d_out]
    xt::view(out, xt::range(i, i + 1), xt::all()) = xt::linalg::dot(row, values) / total;
  }
  return out;  // [seq, d_out]
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
  Tensor2 out = Tensor2::from_shape(values.shape());  // [seq, d_out]
  for (std::size_t i = 0; i < x.shape(0); ++i) {
    const Tensor2 query = xt::view(queries, xt::range(i, i + 1), xt::all());  // [1, d_out]
    Tensor2 row = xt::linalg::dot(query, xt::transpose(keys)) / scale;        // [1, d_out] @ [d_out, seq] -> [1, seq]
    row = xt::exp(row - xt::amax(row)());                                     // [1, seq]
    row /= xt::sum(row)();                                                    // [1, seq]
    xt::view(out, xt::range(i, i + 1), xt::all()) = xt::linalg::dot(row, values);  // [1, d_out]
  }
  return out;  // [seq, d_out]
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
  Tensor2 out = xt::zeros_like(weights);  // [seq, seq]
  for (std::size_t row = 0; row < weights.shape(0); ++row) {
    auto past = xt::range(0, std::min(row + 1, weights.shape(1)));  // [row + 1]: columns 0..row
    const Tensor1 kept = xt::view(weights, row, past);              // [row + 1]
    xt::view(out, row, past) = kept / xt::sum(kept)();              // [row + 1]
  }
  return out;  // [seq, seq]
  // YOUR CODE ENDS HERE
}

Tensor2 causal_softmax(const Tensor2& scores, std::size_t d_k) {
  // YOUR CODE STARTS HERE (~5 lines)
  Tensor2 out = xt::zeros_like(scores);  // [seq, seq]: the future stays 0 = exp(-inf)
  const float scale = std::sqrt(static_cast<float>(d_k));
  for (std::size_t row = 0; row < scores.shape(0); ++row) {
    auto past = xt::range(0, std::min(row + 1, scores.shape(1)));  // [row + 1]: columns 0..row
    Tensor1 scaled = xt::view(scores, row, past) / scale;          // [row + 1]
    scaled = xt::exp(scaled - xt::amax(scaled)());                 // [row + 1]
    xt::view(out, row, past) = scaled / xt::sum(scaled)();         // [row + 1]
  }
  return out;  // [seq, seq]
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
  Tensor2 out = weights;  // [seq, seq]
  for (std::size_t row = 0; row < out.shape(0); ++row) {
    xt::view(out, row) *= xt::view(keep, row) * (1.0f / (1.0f - p));  // [seq]
  }
  return out;  // [seq, seq]
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
  const std::size_t batch = x.shape(0);
  const std::size_t seq = x.shape(1);
  const std::size_t d_out = W_query.weight.shape(0);
  const float scale = std::sqrt(static_cast<float>(d_out));
  Tensor3 out = Tensor3::from_shape({batch, seq, d_out});  // [batch, seq, d_out]
  for (std::size_t b = 0; b < batch; ++b) {
    const Tensor2 sequence = xt::view(x, b);    // [seq, d_in]
    const Tensor2 queries = W_query(sequence);  // [seq, d_out]
    const Tensor2 keys = W_key(sequence);       // [seq, d_out]
    const Tensor2 values = W_value(sequence);   // [seq, d_out]
    for (std::size_t i = 0; i < seq; ++i) {
      const Tensor2 query = xt::view(queries, xt::range(i, i + 1), xt::all());       // [1, d_out]
      const Tensor2 past_keys = xt::view(keys, xt::range(0, i + 1), xt::all());      // [i + 1, d_out]
      const Tensor2 past_values = xt::view(values, xt::range(0, i + 1), xt::all());  // [i + 1, d_out]
      Tensor2 row = xt::linalg::dot(query, xt::transpose(past_keys)) / scale;        // [1, i + 1]
      row = xt::exp(row - xt::amax(row)());                                          // [1, i + 1]
      row /= xt::sum(row)();                                                         // [1, i + 1]
      const Tensor2 token = xt::linalg::dot(row, past_values);         // [1, i + 1] @ [i + 1, d_out] -> [1, d_out]
      xt::view(out, b, i, xt::all()) = xt::view(token, 0, xt::all());  // [d_out]
    }
  }
  return out;  // [batch, seq, d_out]
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
  std::size_t total = 0;
  for (const auto& head : head_outputs) total += head.shape(2);
  const auto& first = head_outputs.front();                                    // [batch, seq, d_out]
  Tensor3 out = Tensor3::from_shape({first.shape(0), first.shape(1), total});  // [batch, seq, num_heads * d_out]
  for (std::size_t b = 0; b < first.shape(0); ++b) {
    for (std::size_t t = 0; t < first.shape(1); ++t) {
      std::size_t offset = 0;
      for (const auto& head : head_outputs) {
        const std::size_t width = head.shape(2);
        xt::view(out, b, t, xt::range(offset, offset + width)) = xt::view(head, b, t, xt::all());  // [d_out]
        offset += width;
      }
    }
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
  const std::size_t batch = x.shape(0);
  const std::size_t seq = x.shape(1);
  const std::size_t d_out = W_query.weight.shape(0);
  if (num_heads == 0 || d_out % num_heads != 0) throw std::invalid_argument("d_out must be divisible by num_heads");
  const std::size_t head_dim = d_out / num_heads;
  const float scale = std::sqrt(static_cast<float>(head_dim));
  const Tensor3 queries = W_query(x);                         // [batch, seq, d_out]
  const Tensor3 keys = W_key(x);                              // [batch, seq, d_out]
  const Tensor3 values = W_value(x);                          // [batch, seq, d_out]
  Tensor3 merged = Tensor3::from_shape({batch, seq, d_out});  // [batch, seq, d_out]
  for (std::size_t b = 0; b < batch; ++b) {
    for (std::size_t h = 0; h < num_heads; ++h) {
      auto cols = xt::range(h * head_dim, (h + 1) * head_dim);  // [head_dim]: head h's features
      const Tensor2 q = xt::view(queries, b, xt::all(), cols);  // [seq, head_dim]
      const Tensor2 k = xt::view(keys, b, xt::all(), cols);     // [seq, head_dim]
      const Tensor2 v = xt::view(values, b, xt::all(), cols);   // [seq, head_dim]
      for (std::size_t i = 0; i < seq; ++i) {
        const Tensor2 query = xt::view(q, xt::range(i, i + 1), xt::all());    // [1, head_dim]
        const Tensor2 past_k = xt::view(k, xt::range(0, i + 1), xt::all());   // [i + 1, head_dim]
        const Tensor2 past_v = xt::view(v, xt::range(0, i + 1), xt::all());   // [i + 1, head_dim]
        Tensor2 row = xt::linalg::dot(query, xt::transpose(past_k)) / scale;  // [1, i + 1]
        row = xt::exp(row - xt::amax(row)());                                 // [1, i + 1]
        row /= xt::sum(row)();                                                // [1, i + 1]
        const Tensor2 token = xt::linalg::dot(row, past_v);  // [1, i + 1] @ [i + 1, head_dim] -> [1, head_dim]
        xt::view(merged, b, i, cols) = xt::view(token, 0, xt::all());  // [head_dim]
      }
    }
  }
  return out_proj(merged);  // [batch, seq, d_out] -> [batch, seq, d_out]
  // YOUR CODE ENDS HERE
}

}  // namespace scratch
