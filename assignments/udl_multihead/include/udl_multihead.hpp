#pragma once
// Multihead self-attention in matrix form, as in Understanding Deep
// Learning, notebook 12.2 (figure 12.6).
//
// This header is provided and fixed: the grader calls your code through the
// declarations below. You implement the functions marked "Task" in
// multihead_attention.cpp.
//
// One column per token: the input X holds N tokens of D features as a
// [D, N] matrix (not [N, D] as in PyTorch's layout).
//
// Shape legend
//   D          features per token (input and output)
//   N          tokens
//   H          heads
//   head_size  rows of each head's queries, keys and values (D / H in the
//              notebook; any size here)
#include <cstddef>
#include <vector>
#include <xtensor/xtensor.hpp>

#include "grader/harness/not_implemented.hpp"

namespace udl {

using grader::NotImplemented;
using Matrix = xt::xtensor<float, 2>;

// One head's parameters (equations 12.2 and 12.4).
struct HeadParameters {
  Matrix omega_q, omega_k, omega_v;  // [head_size, D]
  Matrix beta_q, beta_k, beta_v;     // [head_size, 1]
};

// Task 1: softmax of each column, [rows, cols] -> [rows, cols]; every
// column of the result sums to 1.
[[nodiscard]] Matrix softmax_cols(const Matrix& data);

// Task 2: queries, keys or values of one head: beta + omega X.
//   x [D, N], omega [head_size, D], beta [head_size, 1] -> [head_size, N]
[[nodiscard]] Matrix project(const Matrix& x, const Matrix& omega, const Matrix& beta);

// Task 3: the scaled dot products K^T Q / sqrt(head_size).
//   queries, keys [head_size, N] -> [N, N]: entry (m, n) compares key m
//   with query n, so column n holds query n's scores over all keys.
[[nodiscard]] Matrix scaled_dot_products(const Matrix& queries, const Matrix& keys);

// Task 4: concatenate the heads' outputs and mix them: omega_c [X'_1; ...; X'_H].
//   head_outputs: H matrices [head_size, N]; omega_c [D, H * head_size] -> [D, N]
[[nodiscard]] Matrix combine_heads(const std::vector<Matrix>& head_outputs, const Matrix& omega_c);

// Provided: one head, V softmax_cols(K^T Q / sqrt(head_size)) -> [head_size, N].
[[nodiscard]] Matrix self_attention_head(const Matrix& x, const HeadParameters& head);

// Provided: the whole mechanism, built from your four tasks -> [D, N].
[[nodiscard]] Matrix multihead_scaled_self_attention(const Matrix& x, const std::vector<HeadParameters>& heads,
                                                     const Matrix& omega_c);

}  // namespace udl
