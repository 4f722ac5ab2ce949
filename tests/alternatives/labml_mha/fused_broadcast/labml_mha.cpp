// A correct alternative: whole-tensor expressions with newaxis broadcasting,
// the einsum as a broadcast product summed over d, reducers evaluated first.
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
  xt::xarray<float> projected = linear(x);                  // [seq, batch, heads * d_k]
  projected.reshape({x.shape(0), x.shape(1), heads, d_k});  // [seq, batch, heads, d_k]
  return projected;                                         // [seq, batch, heads, d_k]
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
  // [seq_q, 1, batch, heads, d_k] * [1, seq_k, batch, heads, d_k], summed over d
  Tensor4 scores = xt::sum(xt::view(query, xt::all(), xt::newaxis(), xt::all(), xt::all(), xt::all()) *
                               xt::view(key, xt::newaxis(), xt::all(), xt::all(), xt::all(), xt::all()),
                           {4});  // [seq_q, seq_k, batch, heads]
  return scores;                  // [seq_q, seq_k, batch, heads]
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
  const std::size_t rows = mask.shape(0);
  const std::size_t items = mask.shape(2);
  const bool valid = (rows == 1 || rows == seq_q) && mask.shape(1) == seq_k && (items == 1 || items == batch);
  if (!valid) throw std::invalid_argument("prepare_mask: mask is not [1 or seq_q, seq_k, 1 or batch]");
  Tensor3 full = xt::zeros<float>({seq_q, seq_k, batch}) + mask;  // [seq_q, seq_k, batch]
  return full;                                                    // [seq_q, seq_k, batch]
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
  const std::size_t batch = scores.shape(2);
  const std::size_t n_heads = scores.shape(3);
  const std::size_t dim = value.shape(3);
  Tensor4 masked = scores;  // [seq_q, seq_k, batch, heads]
  if (mask.size() != 0) {
    // [seq_q, seq_k, batch, 1] broadcast over the heads
    masked = xt::where(xt::equal(xt::view(mask, xt::all(), xt::all(), xt::all(), xt::newaxis()), 0.0f), neg_inf,
                       scores);  // [seq_q, seq_k, batch, heads]
  }
  const Tensor3 row_max = xt::eval(xt::amax(masked, {1}));  // [seq_q, batch, heads]
  // [seq_q, seq_k, batch, heads]; a fully hidden row gives exp(-inf) = 0 or NaN here
  const Tensor4 e = xt::exp(masked - xt::view(row_max, xt::all(), xt::newaxis(), xt::all(), xt::all()));
  const Tensor3 total = xt::eval(xt::sum(e, {1}));  // [seq_q, batch, heads]
  // [seq_q, seq_k, batch, heads]: rows without a visible key (total 0 or NaN) get 0
  const Tensor4 attn = xt::where(xt::view(total, xt::all(), xt::newaxis(), xt::all(), xt::all()) > 0.0f,
                                 e / xt::view(total, xt::all(), xt::newaxis(), xt::all(), xt::all()), 0.0f);
  // [seq_q, seq_k, batch, heads, 1] * [1, seq_k, batch, heads, d_k], summed over j
  const Tensor4 context = xt::sum(xt::view(attn, xt::all(), xt::all(), xt::all(), xt::all(), xt::newaxis()) *
                                      xt::view(value, xt::newaxis(), xt::all(), xt::all(), xt::all(), xt::all()),
                                  {1});                                        // [seq_q, batch, heads, d_k]
  const Tensor3 x = xt::reshape_view(context, {seq_q, batch, n_heads * dim});  // [seq_q, batch, heads * d_k]
  return {x, attn};  // {[seq_q, batch, heads * d_k], [seq_q, seq_k, batch, heads]}
  // YOUR CODE ENDS HERE
}

}  // namespace labml
