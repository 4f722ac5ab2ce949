// A variant of the solution (a second model answer for the error model,
// docs/error-model.md): explicit index loops for every task, the softmax and
// the head average accumulated in float.
// nn.MultiheadAttention rebuilt (the nn.MultiheadAttention notebook), sequence-first:
//
//   Q = query W_q^T + b_q   [L, N, E]     K, V likewise from key, value   [S, N, E]
//   per head h:  softmax(Q_h K_h^T / sqrt(head_dim) + mask) V_h
//   output = concat(heads) W_o^T + b_o    [L, N, E]
//   weights = the softmax, averaged over the heads   [N, L, S]
//
// Shape legend
//   L          target (query) sequence length
//   S          source (key and value) sequence length
//   N          batch size
//   E          embed_dim; head_dim = E / num_heads
//   B          N * num_heads: row n * num_heads + h is batch item n, head h
//
// Write the shape of every tensor in a comment on each line that creates
// one. The grader tests each task on its own, with reference inputs: a bug
// in Task 2 does not cost points in Task 4.
#include <cmath>
#include <limits>
#include <stdexcept>
#include <xtensor-blas/xlinalg.hpp>
#include <xtensor/xmanipulation.hpp>
#include <xtensor/xmath.hpp>
#include <xtensor/xview.hpp>

#include "torch_mha.hpp"

namespace tmha {

// Task 1 (2 points): split the features into heads.
//
//   t       [len, N, E] (queries, keys or values, sequence-first)
//   returns [B, len, head_dim]: row n * num_heads + h holds features
//           h * head_dim .. (h + 1) * head_dim - 1 of batch item n, as
//           PyTorch's t.view(len, N * num_heads, head_dim).transpose(0, 1)
//
// Hints
//   1. [len, N, E] is [len, N * num_heads, head_dim] in memory
//      (xt::reshape_view); then swap the first two axes (xt::transpose(t, {1, 0, 2})).
//   2. A reshape alone to [B, len, head_dim] mixes tokens and heads.
Tensor3 split_heads(const Tensor3& t, std::size_t num_heads) {
  // YOUR CODE STARTS HERE (~4 lines)
  const std::size_t len = t.shape(0);
  const std::size_t N = t.shape(1);
  const std::size_t head_dim = t.shape(2) / num_heads;
  auto heads = Tensor3::from_shape({N * num_heads, len, head_dim});  // [B, len, head_dim]
  for (std::size_t n = 0; n < N; ++n) {
    for (std::size_t h = 0; h < num_heads; ++h) {
      for (std::size_t l = 0; l < len; ++l) {
        for (std::size_t d = 0; d < head_dim; ++d) {
          heads(n * num_heads + h, l, d) = t(l, n, h * head_dim + d);
        }
      }
    }
  }
  return heads;  // [B, len, head_dim]
  // YOUR CODE ENDS HERE
}

// Task 2 (3 points): one additive mask for every batch item and head.
//
//   L, S, N, num_heads   the sizes
//   attn_mask            none; additive values; or boolean (nonzero =
//                        forbidden), [1, L, S] or [B, L, S]
//   key_padding_mask     [N, S], nonzero = key s of batch item n is padding
//                        (every query of every head of item n ignores it);
//                        size 0 = none
//   returns              [B, L, S]: -inf where forbidden, else the additive
//                        mask's value (0 without one)
//
// Hints
//   1. Start from zeros [B, L, S]; row b = n * num_heads + h belongs to batch item n.
//   2. A [1, L, S] attn_mask applies to every row b; a [B, L, S] one row by row.
//   3. Boolean masks forbid (-inf), they do not add 1 or 0.
Tensor3 attention_mask(std::size_t L, std::size_t S, std::size_t N, std::size_t num_heads, const AttnMask& attn_mask,
                       const Tensor2& key_padding_mask) {
  // YOUR CODE STARTS HERE (~20 lines)
  const float neg_inf = -std::numeric_limits<float>::infinity();
  const std::size_t B = N * num_heads;
  const bool has_padding = key_padding_mask.size() != 0;
  auto mask = Tensor3::from_shape({B, L, S});  // [B, L, S]
  for (std::size_t b = 0; b < B; ++b) {
    const std::size_t src = (attn_mask.kind != MaskKind::none && attn_mask.values.shape(0) == 1) ? 0 : b;
    for (std::size_t l = 0; l < L; ++l) {
      for (std::size_t s = 0; s < S; ++s) {
        float entry = 0.0f;
        if (attn_mask.kind == MaskKind::additive) {
          entry = attn_mask.values(src, l, s);
        } else if (attn_mask.kind == MaskKind::boolean && attn_mask.values(src, l, s) != 0.0f) {
          entry = neg_inf;
        }
        if (has_padding && key_padding_mask(b / num_heads, s) != 0.0f) entry = neg_inf;
        mask(b, l, s) = entry;
      }
    }
  }
  return mask;  // [B, L, S]
  // YOUR CODE ENDS HERE
}

// Task 3 (2 points): softmax over the keys, with the mask added.
//
//   scores  [B, L, S], already scaled by 1 / sqrt(head_dim)
//   mask    [B, L, S], additive (0 or -inf, or any float)
//   returns [B, L, S]: each row sums to 1, except a row whose every key is
//           masked: it is all 0 (PyTorch returns NaN there; we define 0 so
//           that such a query attends to nothing)
//
// Hints
//   1. Row by row: auto row = xt::view(weights, b, l) is [S]; its
//      maximum is xt::amax(row)() (the trailing () evaluates it).
//   2. Subtract the maximum before exp(). Test for a fully masked row
//      first (xt::all(xt::equal(row, -inf))) and set it to 0: xtensor's
//      amax of nothing but -inf is the lowest finite float, not -inf, and
//      exp then gives 0 / 0 = NaN.
Tensor3 masked_softmax(const Tensor3& scores, const Tensor3& mask) {
  // YOUR CODE STARTS HERE (~12 lines)
  const std::size_t B = scores.shape(0);
  const std::size_t L = scores.shape(1);
  const std::size_t S = scores.shape(2);
  Tensor3 weights = xt::zeros<float>({B, L, S});  // [B, L, S]
  for (std::size_t b = 0; b < B; ++b) {
    for (std::size_t l = 0; l < L; ++l) {
      float max = -std::numeric_limits<float>::infinity();
      for (std::size_t s = 0; s < S; ++s) {
        const float z = static_cast<float>(scores(b, l, s)) + static_cast<float>(mask(b, l, s));
        if (z > max) max = z;
      }
      if (max == -std::numeric_limits<float>::infinity()) continue;  // every key masked: weights stay 0
      float total = 0.0;
      for (std::size_t s = 0; s < S; ++s) {
        total += std::exp(static_cast<float>(scores(b, l, s)) + static_cast<float>(mask(b, l, s)) - max);
      }
      for (std::size_t s = 0; s < S; ++s) {
        const float z = static_cast<float>(scores(b, l, s)) + static_cast<float>(mask(b, l, s));
        weights(b, l, s) = static_cast<float>(std::exp(z - max) / total);
      }
    }
  }
  return weights;  // [B, L, S]
  // YOUR CODE ENDS HERE
}

// Task 4 (3 points): back to sequence-first, and the weights per batch item.
//
// merge_heads
//   context [B, L, head_dim] -> [L, N, E]: the inverse of split_heads
//
// average_heads
//   weights [B, L, S] -> [N, L, S]: entry n is the mean of rows
//           n * num_heads .. (n + 1) * num_heads - 1 (PyTorch's default
//           average_attn_weights=True)
//
// Hints
//   1. xt::transpose(context, {1, 0, 2}) is [L, B, head_dim]; then reshape.
//   2. Average over the heads, not over the batch: rows of one batch item
//      are consecutive.
Tensor3 merge_heads(const Tensor3& context, std::size_t N) {
  // YOUR CODE STARTS HERE (~3 lines)
  const std::size_t B = context.shape(0);
  const std::size_t L = context.shape(1);
  const std::size_t head_dim = context.shape(2);
  const std::size_t num_heads = B / N;
  auto merged = Tensor3::from_shape({L, N, num_heads * head_dim});  // [L, N, E]
  for (std::size_t b = 0; b < B; ++b) {
    for (std::size_t l = 0; l < L; ++l) {
      for (std::size_t d = 0; d < head_dim; ++d) {
        merged(l, b / num_heads, (b % num_heads) * head_dim + d) = context(b, l, d);
      }
    }
  }
  return merged;  // [L, N, E]
  // YOUR CODE ENDS HERE
}

Tensor3 average_heads(const Tensor3& weights, std::size_t num_heads) {
  // YOUR CODE STARTS HERE (~3 lines)
  const std::size_t N = weights.shape(0) / num_heads;
  const std::size_t L = weights.shape(1);
  const std::size_t S = weights.shape(2);
  auto averaged = Tensor3::from_shape({N, L, S});  // [N, L, S]
  for (std::size_t n = 0; n < N; ++n) {
    for (std::size_t l = 0; l < L; ++l) {
      for (std::size_t s = 0; s < S; ++s) {
        float acc = 0.0;
        for (std::size_t h = 0; h < num_heads; ++h) acc += weights(n * num_heads + h, l, s);
        averaged(n, l, s) = static_cast<float>(acc / static_cast<float>(num_heads));
      }
    }
  }
  return averaged;  // [N, L, S]
  // YOUR CODE ENDS HERE
}

namespace {

// x W^T + b over the last axis: [len, N, in] -> [len, N, out].
Tensor3 project(const Tensor3& x, const Tensor2& weight, const Tensor1& bias) {
  const Tensor2 rows = xt::reshape_view(x, {x.shape(0) * x.shape(1), x.shape(2)});  // [len * N, in]
  Tensor2 y = xt::linalg::dot(rows, xt::transpose(weight));                         // [len * N, out]
  y += bias;                                                                        // [len * N, out]
  return xt::reshape_view(y, {x.shape(0), x.shape(1), weight.shape(0)});            // [len, N, out]
}

}  // namespace

// Provided: the whole forward, as nn.MultiheadAttention computes it.
std::pair<Tensor3, Tensor3> MultiheadAttention::forward(const Tensor3& query, const Tensor3& key, const Tensor3& value,
                                                        const AttnMask& attn_mask,
                                                        const Tensor2& key_padding_mask) const {
  const std::size_t L = query.shape(0);
  const std::size_t N = query.shape(1);
  const std::size_t E = query.shape(2);
  const std::size_t S = key.shape(0);
  if (num_heads == 0 || E % num_heads != 0) throw std::invalid_argument("embed_dim must be divisible by num_heads");
  auto part = [&](const auto& t, std::size_t i) { return Tensor2(xt::view(t, xt::range(i * E, (i + 1) * E))); };
  auto bias = [&](std::size_t i) { return Tensor1(xt::view(in_proj_bias, xt::range(i * E, (i + 1) * E))); };
  const Tensor3 q = split_heads(project(query, part(in_proj_weight, 0), bias(0)), num_heads);  // [B, L, head_dim]
  const Tensor3 k = split_heads(project(key, part(in_proj_weight, 1), bias(1)), num_heads);    // [B, S, head_dim]
  const Tensor3 v = split_heads(project(value, part(in_proj_weight, 2), bias(2)), num_heads);  // [B, S, head_dim]
  const float scale = std::sqrt(static_cast<float>(E / num_heads));
  auto scores = Tensor3::from_shape({N * num_heads, L, S});  // [B, L, S]
  for (std::size_t b = 0; b < N * num_heads; ++b) {
    xt::view(scores, b) = xt::linalg::dot(xt::view(q, b), xt::transpose(xt::view(k, b))) / scale;  // [L, S]
  }
  const Tensor3 weights = masked_softmax(scores, attention_mask(L, S, N, num_heads, attn_mask, key_padding_mask));
  auto context = Tensor3::from_shape({N * num_heads, L, E / num_heads});  // [B, L, head_dim]
  for (std::size_t b = 0; b < N * num_heads; ++b) {
    xt::view(context, b) = xt::linalg::dot(xt::view(weights, b), xt::view(v, b));  // [L, S] @ [S, head_dim]
  }
  const Tensor3 output = project(merge_heads(context, N), out_proj_weight, out_proj_bias);  // [L, N, E]
  return {output, average_heads(weights, num_heads)};                                       // {[L, N, E], [N, L, S]}
}

}  // namespace tmha
