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

// SOLUTION ONLY BEGIN
namespace {

// Softmax over the last axis of a [rows, cols] matrix, numerically stable:
// subtracting the row maximum keeps exp() from overflowing. The reducers are
// evaluated immediately: a lazy keep_dims reducer inside arithmetic gives
// wrong values in xtensor 0.24.
Tensor2 softmax_rows(const Tensor2& scores) {
  const Tensor2 row_max = xt::amax(scores, {1}, xt::keep_dims | xt::evaluation_strategy::immediate);  // [rows, 1]
  Tensor2 exps = xt::exp(scores - row_max);                                                           // [rows, cols]
  const Tensor2 row_sum = xt::sum(exps, {1}, xt::keep_dims | xt::evaluation_strategy::immediate);     // [rows, 1]
  return exps / row_sum;                                                                              // [rows, cols]
}

}  // namespace
// SOLUTION ONLY END

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
  // STUB: (void)input_size;
  // STUB: (void)hidden;
  // STUB: throw NotImplemented("Task 1.1: SelfAttention constructor");
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
  // STUB: (void)x;
  // STUB: throw NotImplemented("Task 1.2: SelfAttention::forward");
  const Tensor3 queries = q(x);  // [batch, seq, input_size] -> [batch, seq, hidden]
  const Tensor3 keys = k(x);     // [batch, seq, input_size] -> [batch, seq, hidden]
  const Tensor3 values = v(x);   // [batch, seq, input_size] -> [batch, seq, hidden]
  const float scale = std::sqrt(static_cast<float>(q.out_features()));
  Tensor3 output(values.shape());  // [batch, seq, hidden]
  for (std::size_t b = 0; b < x.shape(0); ++b) {
    // [seq, hidden] @ [hidden, seq] -> [seq, seq]
    const Tensor2 scores = xt::linalg::dot(xt::view(queries, b), xt::transpose(xt::view(keys, b))) / scale;
    // [seq, seq] @ [seq, hidden] -> [seq, hidden]
    xt::view(output, b) = xt::linalg::dot(softmax_rows(scores), xt::view(values, b));
  }
  return output;  // [batch, seq, hidden]
  // YOUR CODE ENDS HERE
}

}  // namespace attention
