#pragma once
// PyTorch's nn.MultiheadAttention, rebuilt (the nn.MultiheadAttention notebook):
// separate query, key and value inputs (cross-attention), the
// sequence-first layout, additive and boolean attention masks, key padding
// masks, and attention weights averaged over the heads.
//
// This header is provided and fixed: the grader calls your code through the
// declarations below. You implement the functions marked "Task" in
// multihead_attention.cpp.
//
// Shape legend (PyTorch's names)
//   L          target (query) sequence length
//   S          source (key and value) sequence length
//   N          batch size
//   E          embed_dim, features per token
//   num_heads  heads; head_dim = E / num_heads
//   B          N * num_heads: row n * num_heads + h is batch item n, head h
#include <cstddef>
#include <utility>
#include <xtensor/xtensor.hpp>

#include "grader/harness/not_implemented.hpp"

namespace tmha {

using grader::NotImplemented;
using Tensor1 = xt::xtensor<float, 1>;
using Tensor2 = xt::xtensor<float, 2>;
using Tensor3 = xt::xtensor<float, 3>;

// attn_mask, as nn.MultiheadAttention takes it: none; additive (a float
// added to the scores, -inf to forbid); or boolean (nonzero = not allowed).
// values is [1, L, S] (one mask for every batch item and head, PyTorch's
// 2-D mask) or [B, L, S] (one per batch item and head, PyTorch's 3-D mask).
enum class MaskKind { none, additive, boolean };
struct AttnMask {
  MaskKind kind = MaskKind::none;
  Tensor3 values;
};

// Task 1: one head per row block.
//   t [len, N, E] -> [B, len, head_dim]; row n * num_heads + h holds
//   features h * head_dim .. (h + 1) * head_dim - 1 of batch item n.
[[nodiscard]] Tensor3 split_heads(const Tensor3& t, std::size_t num_heads);

// Task 2: one additive mask for the scores, [B, L, S]: 0 where a query may
// look at a key, -inf where attn_mask or key_padding_mask forbids it, the
// additive attn_mask's own values otherwise added.
//   key_padding_mask [N, S], nonzero = that key is padding; size 0 = none.
[[nodiscard]] Tensor3 attention_mask(std::size_t L, std::size_t S, std::size_t N, std::size_t num_heads,
                                     const AttnMask& attn_mask, const Tensor2& key_padding_mask);

// Task 3: softmax over the keys of (scores + mask), [B, L, S] each. A row
// whose every key is masked gets weights 0 (PyTorch returns NaN there).
[[nodiscard]] Tensor3 masked_softmax(const Tensor3& scores, const Tensor3& mask);

// Task 4: back to the sequence-first layout, and the weights averaged over heads.
//   context [B, L, head_dim] -> [L, N, E]  (the inverse of split_heads)
[[nodiscard]] Tensor3 merge_heads(const Tensor3& context, std::size_t N);
//   weights [B, L, S] -> [N, L, S]: the mean over each batch item's heads
[[nodiscard]] Tensor3 average_heads(const Tensor3& weights, std::size_t num_heads);

// Provided: nn.MultiheadAttention's forward (dropout 0), built from your
// four tasks. Returns {attn_output [L, N, E], attn_output_weights [N, L, S]}.
struct MultiheadAttention {
  Tensor2 in_proj_weight;   // [3 E, E]: rows 0..E-1 project queries, E..2E-1 keys, 2E..3E-1 values
  Tensor1 in_proj_bias;     // [3 E]
  Tensor2 out_proj_weight;  // [E, E]
  Tensor1 out_proj_bias;    // [E]
  std::size_t num_heads = 1;

  [[nodiscard]] std::pair<Tensor3, Tensor3> forward(const Tensor3& query, const Tensor3& key, const Tensor3& value,
                                                    const AttnMask& attn_mask, const Tensor2& key_padding_mask) const;
};

}  // namespace tmha
