// A variant of the solution (a second model answer for the error model,
// docs/error-model.md): explicit index loops for every task, sums
// accumulated in float, the heads stacked with xt::concatenate.
// Multihead self-attention in matrix form (Understanding Deep Learning,
// notebook 12.2). One column per token: X is [D, N].
//
//   head h:  Q_h = beta_qh + Omega_qh X     K_h = beta_kh + Omega_kh X
//            V_h = beta_vh + Omega_vh X                      [head_size, N]
//            X'_h = V_h Softmax[K_h^T Q_h / sqrt(head_size)] [head_size, N]
//   output:  X' = Omega_c [X'_1; X'_2; ...; X'_H]           [D, N]
//
// Softmax works on each column: column n of K^T Q holds query n's scores
// over all N keys, and becomes query n's attention weights.
//
// Shape legend
//   D          features per token
//   N          tokens
//   H          heads
//   head_size  rows of each head's queries, keys and values
//
// Write the shape of every matrix in a comment on each line that creates
// one. The grader tests each task on its own, with reference inputs: a bug
// in Task 1 does not cost points in Task 4.
#include <cmath>
#include <stdexcept>
#include <xtensor-blas/xlinalg.hpp>
#include <xtensor/xbuilder.hpp>
#include <xtensor/xmath.hpp>
#include <xtensor/xview.hpp>

#include "udl_multihead.hpp"

namespace udl {

// Task 1 (2 points): softmax of each column.
//
//   data    [rows, cols]
//   returns [rows, cols], column j = exp(data[:, j]) / sum(exp(data[:, j]))
//
// Hints
//   1. Subtract each column's maximum before exp(): the notebook's version
//      overflows float32 once a score passes about 88. Evaluate the reducer
//      first: xt::amax(data, {0}, xt::keep_dims | xt::evaluation_strategy::immediate)
//      is [1, cols].
//   2. Divide by each column's sum, also [1, cols]: broadcasting does the rest.
Matrix softmax_cols(const Matrix& data) {
  // YOUR CODE STARTS HERE (~4 lines)
  // STUB: (void)data;
  // STUB: throw NotImplemented("Task 1: softmax_cols");
  const std::size_t rows = data.shape(0);
  const std::size_t cols = data.shape(1);
  auto out = Matrix::from_shape({rows, cols});  // [rows, cols]
  for (std::size_t j = 0; j < cols; ++j) {
    float max = data(0, j);
    for (std::size_t i = 1; i < rows; ++i) {
      if (data(i, j) > max) max = data(i, j);
    }
    float total = 0.0f;
    for (std::size_t i = 0; i < rows; ++i) {
      out(i, j) = std::exp(data(i, j) - max);
      total += out(i, j);
    }
    for (std::size_t i = 0; i < rows; ++i) out(i, j) /= total;
  }
  return out;  // [rows, cols]
  // YOUR CODE ENDS HERE
}

// Task 2 (2 points): queries, keys or values of one head (equation 12.2).
//
//   x       [D, N]
//   omega   [head_size, D]
//   beta    [head_size, 1]
//   returns beta + omega x, [head_size, N]: the bias is added to every column
//
// Hints
//   1. xt::linalg::dot(omega, x) is [head_size, N].
//   2. beta is [head_size, 1]: adding it broadcasts over the N columns.
Matrix project(const Matrix& x, const Matrix& omega, const Matrix& beta) {
  // YOUR CODE STARTS HERE (~1 line)
  // STUB: (void)x;
  // STUB: (void)omega;
  // STUB: (void)beta;
  // STUB: throw NotImplemented("Task 2: project");
  const std::size_t head_size = omega.shape(0);
  const std::size_t features = omega.shape(1);
  const std::size_t tokens = x.shape(1);
  auto out = Matrix::from_shape({head_size, tokens});  // [head_size, N]
  for (std::size_t r = 0; r < head_size; ++r) {
    for (std::size_t n = 0; n < tokens; ++n) {
      float acc = beta(r, 0);
      for (std::size_t d = 0; d < features; ++d) acc += omega(r, d) * x(d, n);
      out(r, n) = acc;
    }
  }
  return out;  // [head_size, N]
  // YOUR CODE ENDS HERE
}

// Task 3 (3 points): the scaled dot products of one head.
//
//   queries [head_size, N]
//   keys    [head_size, N]
//   returns K^T Q / sqrt(head_size), [N, N]: entry (m, n) = key m . query n
//
// Hints
//   1. K^T Q, not Q^T K: softmax_cols normalises each column, so a column
//      must hold one query's scores (the two differ by a transpose).
//   2. head_size is the number of rows of the queries, not D and not N.
Matrix scaled_dot_products(const Matrix& queries, const Matrix& keys) {
  // YOUR CODE STARTS HERE (~2 lines)
  // STUB: (void)queries;
  // STUB: (void)keys;
  // STUB: throw NotImplemented("Task 3: scaled_dot_products");
  const std::size_t head_size = queries.shape(0);
  const std::size_t tokens = queries.shape(1);
  const float scale = std::sqrt(static_cast<float>(head_size));
  auto scores = Matrix::from_shape({tokens, tokens});  // [N, N]: entry (m, n) = key m . query n
  for (std::size_t m = 0; m < tokens; ++m) {
    for (std::size_t n = 0; n < tokens; ++n) {
      float acc = 0.0f;
      for (std::size_t r = 0; r < head_size; ++r) acc += keys(r, m) * queries(r, n);
      scores(m, n) = acc / scale;
    }
  }
  return scores;  // [N, N]
  // YOUR CODE ENDS HERE
}

// Task 4 (3 points): concatenate the heads and mix them.
//
//   head_outputs  H matrices X'_h, each [head_size, N]
//   omega_c       [D, H * head_size]
//   returns       omega_c [X'_1; ...; X'_H], [D, N]
//
// Hints
//   1. Stack the heads vertically, in order: rows h * head_size ..
//      (h + 1) * head_size - 1 of the [H * head_size, N] matrix hold head h.
//      xt::concatenate(xt::xtuple(a, b), 0) joins two; a loop filling
//      xt::view(stacked, xt::range(...), xt::all()) joins any number.
//   2. Then one product with omega_c.
Matrix combine_heads(const std::vector<Matrix>& head_outputs, const Matrix& omega_c) {
  // YOUR CODE STARTS HERE (~8 lines)
  // STUB: (void)head_outputs;
  // STUB: (void)omega_c;
  // STUB: throw NotImplemented("Task 4: combine_heads");
  if (head_outputs.empty()) throw std::invalid_argument("combine_heads: no heads");
  Matrix stacked = head_outputs[0];  // [head_size, N]
  for (std::size_t h = 1; h < head_outputs.size(); ++h) {
    stacked = xt::concatenate(xt::xtuple(stacked, head_outputs[h]), 0);  // [(h + 1) * head_size, N]
  }
  const std::size_t rows = omega_c.shape(0);
  const std::size_t inner = omega_c.shape(1);
  const std::size_t tokens = stacked.shape(1);
  if (stacked.shape(0) != inner) throw std::invalid_argument("combine_heads: omega_c does not fit the heads");
  auto out = Matrix::from_shape({rows, tokens});  // [D, N]
  for (std::size_t d = 0; d < rows; ++d) {
    for (std::size_t n = 0; n < tokens; ++n) {
      float acc = 0.0f;
      for (std::size_t k = 0; k < inner; ++k) acc += omega_c(d, k) * stacked(k, n);
      out(d, n) = acc;
    }
  }
  return out;  // [D, N]
  // YOUR CODE ENDS HERE
}

// Provided: one head, built from Tasks 1 to 3.
Matrix self_attention_head(const Matrix& x, const HeadParameters& head) {
  const Matrix queries = project(x, head.omega_q, head.beta_q);               // [head_size, N]
  const Matrix keys = project(x, head.omega_k, head.beta_k);                  // [head_size, N]
  const Matrix values = project(x, head.omega_v, head.beta_v);                // [head_size, N]
  const Matrix attention = softmax_cols(scaled_dot_products(queries, keys));  // [N, N]
  return xt::linalg::dot(values, attention);  // [head_size, N] @ [N, N] -> [head_size, N]
}

// Provided: the whole mechanism, as the notebook's
// multihead_scaled_self_attention, for any number of heads.
Matrix multihead_scaled_self_attention(const Matrix& x, const std::vector<HeadParameters>& heads,
                                       const Matrix& omega_c) {
  std::vector<Matrix> head_outputs;  // H x [head_size, N]
  head_outputs.reserve(heads.size());
  for (const auto& head : heads) head_outputs.push_back(self_attention_head(x, head));
  return combine_heads(head_outputs, omega_c);  // [D, N]
}

}  // namespace udl
