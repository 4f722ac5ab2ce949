// Task 1: single-head self-attention.
//
//   Attention(Q, K, V) = softmax(Q K^T / sqrt(d_k)) V,   Q = x W_q^T + b_q, ...
//
// Shape legend: batch, seq (tokens), input_size, hidden (= d_k here).
#include <cmath>
#include <xtensor-blas/xlinalg.hpp>
#include <xtensor/xmath.hpp>
#include <xtensor/xview.hpp>

#include "attention.hpp"

namespace attention {
namespace {

// Softmax over the last axis of a [rows, cols] matrix, numerically stable:
// subtracting the row maximum keeps exp() from overflowing. The reducers are
// evaluated immediately: a lazy keep_dims reducer inside arithmetic gives
// wrong values in xtensor 0.24.
Tensor2 softmax_rows(const Tensor2& scores) {
  const Tensor2 row_max = xt::amax(scores, {1}, xt::keep_dims | xt::evaluation_strategy::immediate);  // [rows, 1]
  Tensor2 exps = xt::exp(scores - row_max);                                                            // [rows, cols]
  const Tensor2 row_sum = xt::sum(exps, {1}, xt::keep_dims | xt::evaluation_strategy::immediate);      // [rows, 1]
  return exps / row_sum;                                                                               // [rows, cols]
}

}  // namespace

SelfAttention::SelfAttention(std::size_t input_size, std::size_t hidden) {
  // Task 1.1: create the layers for self-attention.
  // YOUR CODE STARTS HERE (~3 lines)
  q = Linear(input_size, hidden);  // weight [hidden, input_size], bias [hidden]
  k = Linear(input_size, hidden);  // weight [hidden, input_size], bias [hidden]
  v = Linear(input_size, hidden);  // weight [hidden, input_size], bias [hidden]
  // YOUR CODE ENDS HERE
}

Tensor3 SelfAttention::forward(const Tensor3& x) const {
  // Task 1.2: compute self-attention.
  // YOUR CODE STARTS HERE (~8 lines)
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
