// A variant of the solution (a second model answer for the error model,
// docs/error-model.md): the softmax, the attention weights, the causal masks
// and the head concatenation written with index loops and float sums.
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

// SOLUTION ONLY BEGIN
namespace {

// Softmax over each row, numerically stable; the reducers are evaluated
// first (a lazy keep_dims reducer inside arithmetic gives wrong values).
Tensor2 softmax_rows(const Tensor2& scores) {
  Tensor2 probs = scores;  // [rows, cols]
  for (std::size_t row = 0; row < probs.shape(0); ++row) {
    float max = -std::numeric_limits<float>::infinity();
    for (std::size_t col = 0; col < probs.shape(1); ++col) {
      if (probs(row, col) > max) max = probs(row, col);
    }
    float sum = 0.0f;
    for (std::size_t col = 0; col < probs.shape(1); ++col) {
      probs(row, col) = std::exp(probs(row, col) - max);
      sum += probs(row, col);
    }
    for (std::size_t col = 0; col < probs.shape(1); ++col) probs(row, col) /= sum;
  }
  return probs;  // [rows, cols]
}

// Causal attention of one sequence: [seq, d] each -> [seq, d_v]. Its own
// mask and softmax, so that the tasks stay independent of each other.
Tensor2 causal_attend(const Tensor2& queries, const Tensor2& keys, const Tensor2& values) {
  const float scale = std::sqrt(static_cast<float>(keys.shape(1)));
  Tensor2 scores = xt::linalg::dot(queries, xt::transpose(keys)) / scale;  // [seq, seq]
  for (std::size_t row = 0; row < scores.shape(0); ++row) {
    // token `row` may look at tokens 0..row only
    for (std::size_t col = row + 1; col < scores.shape(1); ++col)
      scores(row, col) = -std::numeric_limits<float>::infinity();
  }
  return xt::linalg::dot(softmax_rows(scores), values);  // [seq, seq] @ [seq, d_v] -> [seq, d_v]
}

}  // namespace
// SOLUTION ONLY END

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
  // STUB: (void)inputs;
  // STUB: throw NotImplemented("Task 1: simple_attention");
  const std::size_t seq = inputs.shape(0);
  const std::size_t d = inputs.shape(1);
  auto weights = Tensor2::from_shape({seq, seq});  // [seq, seq]
  for (std::size_t i = 0; i < seq; ++i) {
    float max = -std::numeric_limits<float>::infinity();
    for (std::size_t j = 0; j < seq; ++j) {
      float score = 0.0f;  // token i's dot product with token j
      for (std::size_t c = 0; c < d; ++c) score += inputs(i, c) * inputs(j, c);
      weights(i, j) = score;
      if (score > max) max = score;
    }
    float sum = 0.0f;
    for (std::size_t j = 0; j < seq; ++j) {
      weights(i, j) = std::exp(weights(i, j) - max);
      sum += weights(i, j);
    }
    for (std::size_t j = 0; j < seq; ++j) weights(i, j) /= sum;
  }
  auto context = Tensor2::from_shape({seq, d});  // [seq, d]
  for (std::size_t i = 0; i < seq; ++i) {
    for (std::size_t c = 0; c < d; ++c) {
      float mixed = 0.0f;
      for (std::size_t j = 0; j < seq; ++j) mixed += weights(i, j) * inputs(j, c);
      context(i, c) = mixed;
    }
  }
  return {weights, context};
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
  // STUB: (void)x;
  // STUB: throw NotImplemented("Task 2: SelfAttentionV1::forward");
  const Tensor2 queries = xt::linalg::dot(x, W_query);  // [seq, d_out]
  const Tensor2 keys = xt::linalg::dot(x, W_key);       // [seq, d_out]
  const Tensor2 values = xt::linalg::dot(x, W_value);   // [seq, d_out]
  const float scale = std::sqrt(static_cast<float>(keys.shape(1)));
  const Tensor2 scores = xt::linalg::dot(queries, xt::transpose(keys)) / scale;  // [seq, seq]
  return xt::linalg::dot(softmax_rows(scores), values);                          // [seq, seq] @ [seq, d_out]
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
  // STUB: (void)x;
  // STUB: throw NotImplemented("Task 3: SelfAttentionV2::forward");
  const Tensor2 queries = W_query(x);                                            // [seq, d_in] -> [seq, d_out]
  const Tensor2 keys = W_key(x);                                                 // [seq, d_in] -> [seq, d_out]
  const Tensor2 values = W_value(x);                                             // [seq, d_in] -> [seq, d_out]
  const float scale = std::sqrt(static_cast<float>(W_key.weight.shape(0)));      // d_k = d_out
  const Tensor2 scores = xt::linalg::dot(queries, xt::transpose(keys)) / scale;  // [seq, seq]
  return xt::linalg::dot(softmax_rows(scores), values);                          // [seq, seq] @ [seq, d_out]
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
  // STUB: (void)weights;
  // STUB: throw NotImplemented("Task 4: causal_renormalise");
  Tensor2 masked = weights;  // [seq, seq]
  for (std::size_t row = 0; row < weights.shape(0); ++row) {
    float sum = 0.0f;
    for (std::size_t col = 0; col < weights.shape(1); ++col) {
      if (col > row) masked(row, col) = 0.0f;  // the future
      sum += masked(row, col);
    }
    for (std::size_t col = 0; col < weights.shape(1); ++col) masked(row, col) /= sum;
  }
  return masked;  // [seq, seq]
  // YOUR CODE ENDS HERE
}

Tensor2 causal_softmax(const Tensor2& scores, std::size_t d_k) {
  // YOUR CODE STARTS HERE (~5 lines)
  // STUB: (void)scores;
  // STUB: (void)d_k;
  // STUB: throw NotImplemented("Task 4: causal_softmax");
  Tensor2 masked = scores / std::sqrt(static_cast<float>(d_k));  // [seq, seq]
  for (std::size_t row = 0; row < scores.shape(0); ++row) {
    for (std::size_t col = row + 1; col < scores.shape(1); ++col)
      masked(row, col) = -std::numeric_limits<float>::infinity();
  }
  return softmax_rows(masked);  // [seq, seq]
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
  // STUB: (void)weights;
  // STUB: (void)keep;
  // STUB: (void)p;
  // STUB: throw NotImplemented("Task 5: dropout_with_mask");
  return weights * keep / (1.0f - p);  // [seq, seq]
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
  // STUB: (void)x;
  // STUB: throw NotImplemented("Task 6: CausalAttention::forward");
  const Tensor3 queries = W_query(x);                  // [batch, seq, d_in] -> [batch, seq, d_out]
  const Tensor3 keys = W_key(x);                       // [batch, seq, d_in] -> [batch, seq, d_out]
  const Tensor3 values = W_value(x);                   // [batch, seq, d_in] -> [batch, seq, d_out]
  auto context = Tensor3::from_shape(values.shape());  // [batch, seq, d_out]
  for (std::size_t b = 0; b < x.shape(0); ++b) {
    // [seq, d_out] each -> [seq, d_out]
    xt::view(context, b) = causal_attend(xt::view(queries, b), xt::view(keys, b), xt::view(values, b));
  }
  return context;  // [batch, seq, d_out]
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
  // STUB: (void)head_outputs;
  // STUB: throw NotImplemented("Task 7: concat_heads");
  if (head_outputs.empty()) throw std::invalid_argument("concat_heads: no heads");
  const std::size_t batch = head_outputs[0].shape(0);
  const std::size_t seq = head_outputs[0].shape(1);
  const std::size_t d_out = head_outputs[0].shape(2);
  auto out = Tensor3::from_shape({batch, seq, head_outputs.size() * d_out});  // [batch, seq, num_heads * d_out]
  for (std::size_t h = 0; h < head_outputs.size(); ++h) {
    for (std::size_t b = 0; b < batch; ++b) {
      for (std::size_t t = 0; t < seq; ++t) {
        // head h's features go to columns h * d_out .. (h + 1) * d_out
        for (std::size_t c = 0; c < d_out; ++c) out(b, t, h * d_out + c) = head_outputs[h](b, t, c);
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
  // STUB: (void)x;
  // STUB: throw NotImplemented("Task 8: MultiHeadAttention::forward");
  const std::size_t batch = x.shape(0);
  const std::size_t seq = x.shape(1);
  const std::size_t d_out = W_query.weight.shape(0);
  if (num_heads == 0 || d_out % num_heads != 0) throw std::invalid_argument("d_out must be divisible by num_heads");
  const std::size_t head_dim = d_out / num_heads;
  const Tensor3 queries = W_query(x);                      // [batch, seq, d_out]
  const Tensor3 keys = W_key(x);                           // [batch, seq, d_out]
  const Tensor3 values = W_value(x);                       // [batch, seq, d_out]
  auto merged = Tensor3::from_shape({batch, seq, d_out});  // [batch, seq, d_out]
  for (std::size_t b = 0; b < batch; ++b) {
    for (std::size_t h = 0; h < num_heads; ++h) {
      auto features = xt::range(h * head_dim, (h + 1) * head_dim);  // head h's columns
      // [seq, head_dim] each -> [seq, head_dim]
      xt::view(merged, b, xt::all(), features) =
          causal_attend(xt::view(queries, b, xt::all(), features), xt::view(keys, b, xt::all(), features),
                        xt::view(values, b, xt::all(), features));
    }
  }
  return out_proj(merged);  // [batch, seq, d_out] -> [batch, seq, d_out]
  // YOUR CODE ENDS HERE
}

}  // namespace scratch
