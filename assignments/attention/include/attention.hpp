#pragma once
// Assignment 1: self-attention and multi-head self-attention.
//
// This header is provided and fixed: the grader calls your code through the
// declarations below. You implement the methods marked "Task" in
// self_attention.cpp and multi_head_self_attention.cpp.
//
// Shape legend
//   batch       sequences in a batch
//   seq         tokens per sequence
//   input_size  features per input token
//   hidden      features per output token (all heads together)
//   num_heads   attention heads; head_size = hidden / num_heads
#include <cstddef>
#include <cstdint>
#include <utility>

#include "grader/harness/not_implemented.hpp"
#include "layers.hpp"

namespace attention {

using grader::NotImplemented;

// Single-head self-attention: softmax(q k^T / sqrt(hidden)) v.
class SelfAttention {
 public:
  // Task 1.1: create the q, k and v layers (input_size -> hidden).
  SelfAttention(std::size_t input_size, std::size_t hidden);

  // Task 1.2: x [batch, seq, input_size] -> [batch, seq, hidden].
  [[nodiscard]] Tensor3 forward(const Tensor3& x) const;

  // Provided: a model with given layers (the grader uses it to test forward
  // on its own, whatever your constructor does).
  static SelfAttention from_layers(Linear q, Linear k, Linear v);

  Linear q, k, v;

 private:
  SelfAttention() = default;
};

// Multi-head self-attention with optional causal masking and dropout on the
// attention probabilities, like the course's MultiHeadSelfAttention.
class MultiHeadSelfAttention {
 public:
  // Throws std::invalid_argument naming both numbers unless hidden % num_heads == 0.
  MultiHeadSelfAttention(std::size_t input_size, std::size_t hidden, std::size_t num_heads, bool causal = false,
                         float dropout = 0.0f);

  // x [batch, seq, input_size] -> [batch, seq, hidden].
  [[nodiscard]] Tensor3 forward(const Tensor3& x) const;
  // {output [batch, seq, hidden], probs [batch * num_heads, seq, seq]};
  // probs row b * num_heads + h belongs to batch b, head h.
  [[nodiscard]] std::pair<Tensor3, Tensor3> forward_with_attention(const Tensor3& x) const;

  // Task 2.1: x [batch, seq, input_size] -> scaled scores [batch * num_heads, seq, seq].
  [[nodiscard]] Tensor3 scores(const Tensor3& x) const;
  // Task 2.2: scores [batch * num_heads, seq, seq] with -inf strictly above the diagonal.
  [[nodiscard]] Tensor3 apply_causal_mask(const Tensor3& scores) const;
  // Task 2.3: scores [batch * num_heads, seq, seq] and x [batch, seq, input_size]
  //           -> {output [batch, seq, hidden], probs [batch * num_heads, seq, seq]}.
  [[nodiscard]] std::pair<Tensor3, Tensor3> attend(const Tensor3& scores, const Tensor3& x) const;

  // Dropout is active only in training mode (off by default, as after model.eval()).
  void train(bool on) { dropout.train(on); }
  [[nodiscard]] bool is_training() const { return dropout.is_training(); }

  // Provided: a model with given layers (the grader uses it to test each task on its own).
  static MultiHeadSelfAttention from_layers(Linear k, Linear q, Linear v, Linear mix, std::size_t num_heads,
                                            bool causal = false, float dropout = 0.0f);

  Linear k, q, v, mix;
  Dropout dropout;
  std::size_t num_heads = 1;
  std::size_t head_size = 0;
  bool causal = false;

 private:
  MultiHeadSelfAttention() = default;
};

}  // namespace attention
