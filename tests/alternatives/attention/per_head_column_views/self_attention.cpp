// A correct alternative: scores pre-scaled through the queries, reducers
// evaluated into tensors, one 2-D product per batch item.
//
// Task 1: single-head self-attention.
//
//   Attention(Q, K, V) = softmax(Q K^T / sqrt(d_k)) V
//
// where Q = q(x), K = k(x), V = v(x) are linear projections of the input
// and d_k = hidden, the size of a query or key vector.
//
// Shape legend
//   batch       sequences in a batch
//   seq         tokens per sequence
//   input_size  features per input token
//   hidden      features per output token
//
// Write the shape of every tensor in a comment on each line that creates or
// reshapes one, for example:
//   const Tensor3 queries = q(x);  // [batch, seq, input_size] -> [batch, seq, hidden]
//
// Useful: xt::view(t, b) (one batch item, [seq, hidden]), xt::transpose(m)
// (a 2-D transpose), xt::linalg::dot(a, b) (matrix product of 2-D tensors),
// xt::amax / xt::sum / xt::exp. Read docs/student-guide.md first: it lists
// the xtensor pitfalls that give wrong numbers without an error.
#include <cmath>
#include <xtensor-blas/xlinalg.hpp>
#include <xtensor/xmath.hpp>
#include <xtensor/xview.hpp>

#include "attention.hpp"

namespace attention {

// Task 1.1 (1 point): create the layers for self-attention.
//
//   q, k, v: Linear(input_size -> hidden), each with a bias:
//            weight [hidden, input_size], bias [hidden]
//
// Hints
//   1. Linear(in_features, out_features) creates a layer with PyTorch's
//      default initialisation.
//   2. The layers are members declared in attention.hpp: assign them here.
SelfAttention::SelfAttention(std::size_t input_size, std::size_t hidden) {
  // YOUR CODE STARTS HERE (~3 lines)
  q = Linear(input_size, hidden);  // weight [hidden, input_size], bias [hidden]
  k = Linear(input_size, hidden);  // weight [hidden, input_size], bias [hidden]
  v = Linear(input_size, hidden);  // weight [hidden, input_size], bias [hidden]
  // YOUR CODE ENDS HERE
}

// Task 1.2 (3 points): compute self-attention.
//
//   x       [batch, seq, input_size]
//   returns [batch, seq, hidden] = softmax(q(x) k(x)^T / sqrt(hidden)) v(x)
//
// Hints
//   1. Compute queries, keys and values with the layers: q(x) is
//      [batch, seq, hidden].
//   2. For each batch item b, the scores are queries[b] @ keys[b]^T:
//      [seq, hidden] @ [hidden, seq] -> [seq, seq]. Divide by sqrt(hidden).
//   3. Softmax over the last axis: each query's row of scores sums to 1.
//      Subtract the row maximum before exp() so that large scores do not
//      overflow, and evaluate the reducers (see the student guide).
//   4. The output for b is probs @ values[b]: [seq, seq] @ [seq, hidden].
//
// Note: remember that we work with batches [batch, seq, ...], not single
// examples [seq, ...] as in the lecture.
Tensor3 SelfAttention::forward(const Tensor3& x) const {
  // YOUR CODE STARTS HERE (~8 lines)
  // [batch, seq, hidden], divided by sqrt(hidden) once instead of every score
  const Tensor3 queries = q(x) / std::sqrt(static_cast<float>(q.out_features()));
  const Tensor3 keys = k(x);                // [batch, seq, hidden]
  const Tensor3 values = v(x);              // [batch, seq, hidden]
  Tensor3 output = xt::zeros_like(values);  // [batch, seq, hidden]
  for (std::size_t b = 0; b < x.shape(0); ++b) {
    const Tensor2 keys_t = xt::transpose(xt::view(keys, b));              // [hidden, seq]
    Tensor2 weights = xt::linalg::dot(xt::view(queries, b), keys_t);      // [seq, seq]
    const Tensor2 row_max = xt::amax(weights, {1}, xt::keep_dims);        // [seq, 1]
    weights = xt::exp(weights - row_max);                                 // [seq, seq]
    const Tensor2 row_sum = xt::sum(weights, {1}, xt::keep_dims);         // [seq, 1]
    weights /= row_sum;                                                   // [seq, seq]
    xt::view(output, b) = xt::linalg::dot(weights, xt::view(values, b));  // [seq, hidden]
  }
  return output;  // [batch, seq, hidden]
  // YOUR CODE ENDS HERE
}

}  // namespace attention
