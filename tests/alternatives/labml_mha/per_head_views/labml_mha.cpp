// A correct alternative: per-head and per-query views copied into 2-D and 1-D
// tensors, matrix-vector scores, a row-wise masked softmax with evaluated reducers.
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
  const Tensor3 projected = linear(x);                                        // [seq, batch, heads * d_k]
  auto prepared = Tensor4::from_shape({x.shape(0), x.shape(1), heads, d_k});  // [seq, batch, heads, d_k]
  for (std::size_t h = 0; h < heads; ++h) {
    // [seq, batch, d_k]: features h * d_k .. (h + 1) * d_k - 1 are head h
    xt::view(prepared, xt::all(), xt::all(), h, xt::all()) =
        xt::view(projected, xt::all(), xt::all(), xt::range(h * d_k, (h + 1) * d_k));
  }
  return prepared;  // [seq, batch, heads, d_k]
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
  const std::size_t seq_q = query.shape(0);
  const std::size_t batch = query.shape(1);
  const std::size_t n_heads = query.shape(2);
  auto scores = Tensor4::from_shape({seq_q, key.shape(0), batch, n_heads});  // [seq_q, seq_k, batch, heads]
  for (std::size_t b = 0; b < batch; ++b) {
    for (std::size_t h = 0; h < n_heads; ++h) {
      const Tensor2 keys = xt::view(key, xt::all(), b, h);  // [seq_k, d_k]
      for (std::size_t i = 0; i < seq_q; ++i) {
        const Tensor1 q_row = xt::view(query, i, b, h, xt::all());            // [d_k]
        xt::view(scores, i, xt::all(), b, h) = xt::linalg::dot(keys, q_row);  // [seq_k]
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
  if (mask.shape(0) != 1 && mask.shape(0) != seq_q) {
    throw std::invalid_argument("mask: first axis must be 1 or seq_q");
  }
  if (mask.shape(1) != seq_k) {
    throw std::invalid_argument("mask: second axis must be seq_k");
  }
  if (mask.shape(2) != 1 && mask.shape(2) != batch) {
    throw std::invalid_argument("mask: last axis must be 1 or batch");
  }
  auto full = Tensor3::from_shape({seq_q, seq_k, batch});  // [seq_q, seq_k, batch]
  for (std::size_t i = 0; i < seq_q; ++i) {
    const Tensor2 given = xt::view(mask, mask.shape(0) == 1 ? 0 : i);  // [seq_k, 1 or batch]
    xt::view(full, i) = xt::broadcast(given, {seq_k, batch});          // [seq_k, batch]
  }
  return full;  // [seq_q, seq_k, batch]
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
  const float neg_inf = -std::numeric_limits<float>::infinity();
  const std::size_t seq_q = scores.shape(0);
  const std::size_t seq_k = scores.shape(1);
  const std::size_t batch = scores.shape(2);
  const std::size_t n_heads = scores.shape(3);
  const std::size_t dim = value.shape(3);
  auto attn = Tensor4::from_shape({seq_q, seq_k, batch, n_heads});  // [seq_q, seq_k, batch, heads]
  auto x = Tensor3::from_shape({seq_q, batch, n_heads * dim});      // [seq_q, batch, heads * d_k]
  for (std::size_t b = 0; b < batch; ++b) {
    for (std::size_t h = 0; h < n_heads; ++h) {
      Tensor2 s = xt::view(scores, xt::all(), xt::all(), b, h);  // [seq_q, seq_k]
      if (mask.size() != 0) {
        const Tensor2 m = xt::view(mask, xt::all(), xt::all(), b);  // [seq_q, seq_k]
        s = xt::where(xt::equal(m, 0.0f), neg_inf, s);              // [seq_q, seq_k]
      }
      Tensor2 p = xt::zeros<float>({seq_q, seq_k});  // [seq_q, seq_k]
      for (std::size_t i = 0; i < seq_q; ++i) {
        const Tensor1 row = xt::view(s, i, xt::all());   // [seq_k]
        if (xt::all(xt::equal(row, neg_inf))) continue;  // no visible key: attention 0
        const float row_max = xt::amax(row)();
        const Tensor1 e = xt::exp(row - row_max);  // [seq_k]
        const float total = xt::sum(e)();
        xt::view(p, i, xt::all()) = e / total;  // [seq_k]
      }
      xt::view(attn, xt::all(), xt::all(), b, h) = p;                           // [seq_q, seq_k]
      const Tensor2 v = xt::view(value, xt::all(), b, h);                       // [seq_k, d_k]
      const Tensor2 head_out = xt::linalg::dot(p, v);                           // [seq_q, d_k]
      xt::view(x, xt::all(), b, xt::range(h * dim, (h + 1) * dim)) = head_out;  // [seq_q, d_k]
    }
  }
  return {x, attn};  // {[seq_q, batch, heads * d_k], [seq_q, seq_k, batch, heads]}
  // YOUR CODE ENDS HERE
}

}  // namespace labml
