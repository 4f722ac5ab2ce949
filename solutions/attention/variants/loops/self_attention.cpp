// A variant of the solution (a second model answer for the error model,
// docs/error-model.md): Task 1.2 written with index loops and float sums,
// the softmax of each query's row in the same loop.
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
#include <limits>
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
  const std::size_t batch = x.shape(0);
  const std::size_t seq = x.shape(1);
  const std::size_t hidden = q.out_features();
  const float scale = std::sqrt(static_cast<float>(hidden));
  auto output = Tensor3::from_shape({batch, seq, hidden});  // [batch, seq, hidden]
  for (std::size_t b = 0; b < batch; ++b) {
    for (std::size_t i = 0; i < seq; ++i) {
      auto weights = Tensor1::from_shape({seq});  // [seq]: query i's scores, then its probabilities
      float max = -std::numeric_limits<float>::infinity();
      for (std::size_t j = 0; j < seq; ++j) {
        float score = 0.0f;
        for (std::size_t d = 0; d < hidden; ++d) score += queries(b, i, d) * keys(b, j, d);
        weights(j) = score / scale;
        if (weights(j) > max) max = weights(j);
      }
      float sum = 0.0f;
      for (std::size_t j = 0; j < seq; ++j) {
        weights(j) = std::exp(weights(j) - max);
        sum += weights(j);
      }
      for (std::size_t d = 0; d < hidden; ++d) {
        float mixed = 0.0f;
        for (std::size_t j = 0; j < seq; ++j) mixed += weights(j) / sum * values(b, j, d);
        output(b, i, d) = mixed;
      }
    }
  }
  return output;  // [batch, seq, hidden]
  // YOUR CODE ENDS HERE
}

}  // namespace attention
