// A variant of the solution (a second model answer for the error model,
// docs/error-model.md): the scores with index loops, and attend with whole
// matrices per item and head (the mask by xt::where, the softmax by
// reducers over the key axis).
// labml.ai's annotated multi-head attention, sequence-first:
//
//   Q, K, V = PrepareForMultiHeadAttention(query, key, value)   [seq, batch, heads, d_k]
//   S[i, j, b, h] = Q[i, b, h, :] . K[j, b, h, :] / sqrt(d_k)    (get_scores, overridable)
//   attn = softmax over j of S, with -inf where mask[i, j, b] == 0
//   x[i, b, h, :] = sum over j of attn[i, j, b, h] V[j, b, h, :]; heads concatenated; output layer
//
// Shape legend (labml's index names)
//   i, seq_q   query positions        j, seq_k   key and value positions
//   b, batch   batch items            h, heads   heads
//   d, d_k     features per head      d_model = heads * d_k
//
// Write the shape of every tensor in a comment on each line that creates
// one. The grader tests each task on its own, with reference inputs: a bug
// in Task 1 does not cost points in Task 4.
#include "labml_mha.hpp"

#include <cmath>
#include <limits>
#include <stdexcept>
#include <xtensor-blas/xlinalg.hpp>
#include <xtensor/xmanipulation.hpp>
#include <xtensor/xmath.hpp>
#include <xtensor/xview.hpp>

namespace labml {

// Task 1 (2 points): the linear transformation, then the heads.
//
//   x       [seq, batch, d_model]
//   returns [seq, batch, heads, d_k]: linear(x) with its last axis split,
//           features h * d_k .. (h + 1) * d_k - 1 going to head h
//
// Hints
//   1. linear(x) is [seq, batch, heads * d_k]; it has a bias only when the
//      layer was made with bias=True, and the Linear knows that itself.
//   2. Splitting the last axis is a reshape: no transpose is needed here.
Tensor4 PrepareForMultiHeadAttention::forward(const Tensor3& x) const {
  // YOUR CODE STARTS HERE (~2 lines)
  // STUB: (void)x;
  // STUB: throw NotImplemented("Task 1: PrepareForMultiHeadAttention::forward");
  const Tensor3 projected = linear(x);                                       // [seq, batch, heads * d_k]
  return xt::reshape_view(projected, {x.shape(0), x.shape(1), heads, d_k});  // [seq, batch, heads, d_k]
  // YOUR CODE ENDS HERE
}

// Task 2 (2 points): the scores, as labml's einsum 'ibhd,jbhd->ijbh'.
//
//   query   [seq_q, batch, heads, d_k]
//   key     [seq_k, batch, heads, d_k]
//   returns [seq_q, seq_k, batch, heads], not yet scaled
//
// Hints
//   1. For each (b, h): xt::view(query, xt::all(), b, h) is [seq_q, d_k];
//      times the transposed keys of (b, h) it is [seq_q, seq_k].
//   2. That block goes to xt::view(scores, xt::all(), xt::all(), b, h).
Tensor4 MultiHeadAttention::get_scores(const Tensor4& query, const Tensor4& key) const {
  // YOUR CODE STARTS HERE (~9 lines)
  // STUB: (void)query;
  // STUB: (void)key;
  // STUB: throw NotImplemented("Task 2: MultiHeadAttention::get_scores");
  const std::size_t seq_q = query.shape(0);
  const std::size_t seq_k = key.shape(0);
  const std::size_t batch = query.shape(1);
  const std::size_t n_heads = query.shape(2);
  const std::size_t features = query.shape(3);
  auto scores = Tensor4::from_shape({seq_q, seq_k, batch, n_heads});  // [seq_q, seq_k, batch, heads]
  for (std::size_t i = 0; i < seq_q; ++i) {
    for (std::size_t j = 0; j < seq_k; ++j) {
      for (std::size_t b = 0; b < batch; ++b) {
        for (std::size_t h = 0; h < n_heads; ++h) {
          float acc = 0.0f;  // query i . key j of item b, head h
          for (std::size_t d = 0; d < features; ++d) acc += query(i, b, h, d) * key(j, b, h, d);
          scores(i, j, b, h) = acc;
        }
      }
    }
  }
  return scores;  // [seq_q, seq_k, batch, heads]
  // YOUR CODE ENDS HERE
}

// Task 3 (2 points): the mask, broadcast to every query and batch item.
//
//   mask    [1 or seq_q, seq_k, 1 or batch]; nonzero = query i may see key j
//   returns [seq_q, seq_k, batch]; a first axis of size 1 applies to every
//           query, a last axis of size 1 to every batch item
//
// Hints
//   1. Check the shapes as labml's prepare_mask asserts them, and throw
//      std::invalid_argument otherwise.
//   2. xt::broadcast(mask, {seq_q, seq_k, batch}) does the broadcasting.
Tensor3 MultiHeadAttention::prepare_mask(const Tensor3& mask, std::size_t seq_q, std::size_t seq_k, std::size_t batch) {
  // YOUR CODE STARTS HERE (~5 lines)
  // STUB: (void)mask;
  // STUB: (void)seq_q;
  // STUB: (void)seq_k;
  // STUB: (void)batch;
  // STUB: throw NotImplemented("Task 3: MultiHeadAttention::prepare_mask");
  if ((mask.shape(0) != 1 && mask.shape(0) != seq_q) || mask.shape(1) != seq_k ||
      (mask.shape(2) != 1 && mask.shape(2) != batch)) {
    throw std::invalid_argument("mask must be [1 or seq_q, seq_k, 1 or batch]");
  }
  return xt::broadcast(mask, {seq_q, seq_k, batch});  // [seq_q, seq_k, batch]
  // YOUR CODE ENDS HERE
}

// Task 4 (4 points): attention over the keys, and the heads concatenated.
//
//   scores  [seq_q, seq_k, batch, heads], already scaled
//   mask    [seq_q, seq_k, batch] (0 = hidden, for every head), or size 0
//   value   [seq_k, batch, heads, d_k]
//   returns {x [seq_q, batch, heads * d_k], attn [seq_q, seq_k, batch, heads]}
//
// Hints
//   1. The softmax runs over j, axis 1 (labml's nn.Softmax(dim=1)), not
//      over the last axis.
//   2. Hidden keys get -inf. A query that may see no key gets attention 0:
//      labml's softmax gives NaN there.
//   3. x[i, b, h, :] = sum over j of attn[i, j, b, h] value[j, b, h, :];
//      head h fills features h * d_k .. (h + 1) * d_k - 1 of x[i, b].
std::pair<Tensor3, Tensor4> MultiHeadAttention::attend(const Tensor4& scores, const Tensor3& mask,
                                                       const Tensor4& value) {
  // YOUR CODE STARTS HERE (~25 lines)
  // STUB: (void)scores;
  // STUB: (void)mask;
  // STUB: (void)value;
  // STUB: throw NotImplemented("Task 4: MultiHeadAttention::attend");
  const std::size_t seq_q = scores.shape(0);
  const std::size_t batch = scores.shape(2);
  const std::size_t n_heads = scores.shape(3);
  const std::size_t head_dim = value.shape(3);
  const float minus_infinity = -std::numeric_limits<float>::infinity();
  auto attn = Tensor4::from_shape(scores.shape());                   // [seq_q, seq_k, batch, heads]
  auto x = Tensor3::from_shape({seq_q, batch, n_heads * head_dim});  // [seq_q, batch, heads * d_k]
  for (std::size_t b = 0; b < batch; ++b) {
    for (std::size_t h = 0; h < n_heads; ++h) {
      Tensor2 s = xt::view(scores, xt::all(), xt::all(), b, h);  // [seq_q, seq_k]
      if (mask.size() != 0) {
        const Tensor2 keep = xt::view(mask, xt::all(), xt::all(), b);  // [seq_q, seq_k]: 0 hides a key
        s = xt::where(xt::equal(keep, 0.0f), minus_infinity, s);
      }
      // A line whose keys are all hidden: its max is the lowest float, its exponentials 0.
      const Tensor2 line_max = xt::amax(s, {1}, xt::keep_dims | xt::evaluation_strategy::immediate);  // [seq_q, 1]
      const Tensor2 e = xt::exp(s - line_max);                                                        // [seq_q, seq_k]
      const Tensor2 total = xt::sum(e, {1}, xt::keep_dims | xt::evaluation_strategy::immediate);      // [seq_q, 1]
      const Tensor2 weights = xt::where(xt::equal(total, 0.0f), 0.0f, e / total);  // [seq_q, seq_k]: 0 if none seen
      xt::view(attn, xt::all(), xt::all(), b, h) = weights;
      const Tensor2 values = xt::view(value, xt::all(), b, h);  // [seq_k, d_k]
      // [seq_q, seq_k] @ [seq_k, d_k] -> [seq_q, d_k]: head h's features
      xt::view(x, xt::all(), b, xt::range(h * head_dim, (h + 1) * head_dim)) = xt::linalg::dot(weights, values);
    }
  }
  return {x, attn};
  // YOUR CODE ENDS HERE
}

}  // namespace labml
