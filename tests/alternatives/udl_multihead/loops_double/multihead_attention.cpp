// A correct alternative: plain index loops with double accumulation, no BLAS;
// combine_heads multiplies by omega_c block by block without stacking.
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
  const std::size_t rows = data.shape(0);
  const std::size_t cols = data.shape(1);
  Matrix out = Matrix::from_shape({rows, cols});  // [rows, cols]
  for (std::size_t j = 0; j < cols; ++j) {
    double col_max = data(0, j);
    for (std::size_t i = 1; i < rows; ++i) col_max = std::max(col_max, double(data(i, j)));
    double total = 0.0;
    for (std::size_t i = 0; i < rows; ++i) total += std::exp(double(data(i, j)) - col_max);
    for (std::size_t i = 0; i < rows; ++i) out(i, j) = float(std::exp(double(data(i, j)) - col_max) / total);
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
  const std::size_t head_size = omega.shape(0);
  const std::size_t features = omega.shape(1);
  const std::size_t tokens = x.shape(1);
  Matrix out = Matrix::from_shape({head_size, tokens});  // [head_size, N]
  for (std::size_t r = 0; r < head_size; ++r) {
    for (std::size_t n = 0; n < tokens; ++n) {
      double acc = beta(r, 0);
      for (std::size_t d = 0; d < features; ++d) acc += double(omega(r, d)) * double(x(d, n));
      out(r, n) = float(acc);
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
  const std::size_t head_size = queries.shape(0);
  const std::size_t tokens = queries.shape(1);
  const double scale = 1.0 / std::sqrt(double(head_size));
  Matrix out = Matrix::from_shape({keys.shape(1), tokens});  // [N, N]
  for (std::size_t m = 0; m < keys.shape(1); ++m) {
    for (std::size_t n = 0; n < tokens; ++n) {
      double acc = 0.0;
      for (std::size_t r = 0; r < head_size; ++r) acc += double(keys(r, m)) * double(queries(r, n));
      out(m, n) = float(acc * scale);
    }
  }
  return out;  // [N, N]
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
  if (head_outputs.empty()) throw std::invalid_argument("combine_heads: no heads");
  const std::size_t features = omega_c.shape(0);
  const std::size_t tokens = head_outputs.front().shape(1);
  Matrix out = Matrix::from_shape({features, tokens});  // [D, N]
  for (std::size_t d = 0; d < features; ++d) {
    for (std::size_t n = 0; n < tokens; ++n) {
      double acc = 0.0;
      std::size_t column = 0;  // column of omega_c = row of the stacked heads
      for (const Matrix& head : head_outputs) {
        for (std::size_t r = 0; r < head.shape(0); ++r, ++column) acc += double(omega_c(d, column)) * head(r, n);
      }
      out(d, n) = float(acc);
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
