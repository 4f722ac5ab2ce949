#pragma once
// Attention from scratch: from attention without trainable weights to the
// parallel multi-head attention of GPT-2 (the attention-from-scratch chapter).
//
// This header is provided and fixed: the grader calls your code through the
// declarations below. You implement the functions marked "Task" in
// from_scratch.cpp.
//
// One row per token, as in PyTorch: a sequence is [seq, d], a batch
// [batch, seq, d].
//
// Shape legend
//   batch      sequences in a batch
//   seq        tokens per sequence
//   d_in       features per input token
//   d_out      features per output token (all heads together)
//   num_heads  heads; head_dim = d_out / num_heads
#include <cstddef>
#include <vector>
#include <xtensor/xtensor.hpp>

#include "grader/harness/not_implemented.hpp"

namespace scratch {

using grader::NotImplemented;
using Tensor1 = xt::xtensor<float, 1>;
using Tensor2 = xt::xtensor<float, 2>;
using Tensor3 = xt::xtensor<float, 3>;

// Provided: y = x W^T (+ b), like torch.nn.Linear; bias empty for none
// (qkv_bias=False, the chapter's default).
struct Linear {
  Tensor2 weight;  // [out, in]
  Tensor1 bias;    // [out], or size 0

  [[nodiscard]] Tensor2 operator()(const Tensor2& x) const;  // [n, in] -> [n, out]
  [[nodiscard]] Tensor3 operator()(const Tensor3& x) const;  // [batch, seq, in] -> [batch, seq, out]
};

// Task 1: attention without trainable weights.
struct SimpleAttention {
  Tensor2 weights;  // [seq, seq]: row i = softmax over j of inputs_i . inputs_j
  Tensor2 context;  // [seq, d]: row i = sum over j of weights[i, j] inputs_j
};
[[nodiscard]] SimpleAttention simple_attention(const Tensor2& inputs);  // inputs [seq, d]

// Task 2: self-attention with raw weight matrices (SelfAttention_v1).
struct SelfAttentionV1 {
  Tensor2 W_query, W_key, W_value;                        // [d_in, d_out]: queries = x @ W_query
  [[nodiscard]] Tensor2 forward(const Tensor2& x) const;  // [seq, d_in] -> [seq, d_out]
};

// Task 3: the same with linear layers (SelfAttention_v2).
struct SelfAttentionV2 {
  Linear W_query, W_key, W_value;                         // weight [d_out, d_in]: queries = W_query(x)
  [[nodiscard]] Tensor2 forward(const Tensor2& x) const;  // [seq, d_in] -> [seq, d_out]
};

// Task 4: causal masking, two ways that give the same weights.
//   weights [seq, seq] (rows sum to 1) -> zero above the diagonal, rows renormalised
[[nodiscard]] Tensor2 causal_renormalise(const Tensor2& weights);
//   scores [seq, seq] -> softmax((scores with -inf above the diagonal) / sqrt(d_k))
[[nodiscard]] Tensor2 causal_softmax(const Tensor2& scores, std::size_t d_k);

// Task 5: inverted dropout with a given mask: keep is 1 where an entry
// survives and 0 where it is dropped; survivors are scaled by 1 / (1 - p).
[[nodiscard]] Tensor2 dropout_with_mask(const Tensor2& weights, const Tensor2& keep, float p);

// Task 6: causal self-attention of a batch (CausalAttention, in eval mode).
struct CausalAttention {
  Linear W_query, W_key, W_value;                         // weight [d_out, d_in]
  [[nodiscard]] Tensor3 forward(const Tensor3& x) const;  // [batch, seq, d_in] -> [batch, seq, d_out]
};

// Task 7: the heads' outputs side by side along the features.
//   head_outputs: num_heads tensors [batch, seq, d_out] -> [batch, seq, num_heads * d_out]
[[nodiscard]] Tensor3 concat_heads(const std::vector<Tensor3>& head_outputs);

// Provided: heads one after another, outputs concatenated
// (MultiHeadAttentionWrapper), built from Tasks 6 and 7.
struct MultiHeadAttentionWrapper {
  std::vector<CausalAttention> heads;                     // each d_in -> d_out
  [[nodiscard]] Tensor3 forward(const Tensor3& x) const;  // [batch, seq, d_in] -> [batch, seq, num_heads * d_out]
};

// Task 8: all heads at once, with an output projection (MultiHeadAttention).
struct MultiHeadAttention {
  Linear W_query, W_key, W_value;  // weight [d_out, d_in]
  Linear out_proj;                 // weight [d_out, d_out], bias [d_out]
  std::size_t num_heads = 1;
  [[nodiscard]] Tensor3 forward(const Tensor3& x) const;  // [batch, seq, d_in] -> [batch, seq, d_out]
};

}  // namespace scratch
