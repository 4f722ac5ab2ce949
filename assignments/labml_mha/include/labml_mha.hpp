#pragma once
// labml's annotated multi-head attention (labml.ai's annotated implementation): queries, keys
// and values prepared per head by PrepareForMultiHeadAttention, a mask of
// shape [seq_q, seq_k, batch] broadcast over the heads, bias switches,
// scores from an overridable method (the hook for relative attention), and
// the last attention kept for inspection.
//
// This header is provided and fixed: the grader calls your code through the
// declarations below. You implement the functions marked "Task" in
// labml_mha.cpp.
//
// Shape legend (labml's index names)
//   i, seq_q   query positions        j, seq_k   key and value positions
//   b, batch   batch items            h, heads   heads
//   d, d_k     features per head      d_model = heads * d_k
#include <cstddef>
#include <utility>
#include <xtensor/xtensor.hpp>

#include "grader/harness/not_implemented.hpp"

namespace labml {

using grader::NotImplemented;
using Tensor1 = xt::xtensor<float, 1>;
using Tensor2 = xt::xtensor<float, 2>;
using Tensor3 = xt::xtensor<float, 3>;
using Tensor4 = xt::xtensor<float, 4>;

// Provided: y = x W^T (+ b) over the last axis, like nn.Linear; bias empty
// for bias=False.
struct Linear {
  Tensor2 weight;                                            // [out, in]
  Tensor1 bias;                                              // [out], or size 0
  [[nodiscard]] Tensor3 operator()(const Tensor3& x) const;  // [seq, batch, in] -> [seq, batch, out]
};

// Task 1: a linear transformation, then the last axis split into heads.
struct PrepareForMultiHeadAttention {
  Linear linear;  // d_model -> heads * d_k, with or without bias
  std::size_t heads = 1;
  std::size_t d_k = 1;
  [[nodiscard]] Tensor4 forward(const Tensor3& x) const;  // [seq, batch, d_model] -> [seq, batch, heads, d_k]
};

class MultiHeadAttention {
 public:
  MultiHeadAttention() = default;
  MultiHeadAttention(const MultiHeadAttention&) = default;
  MultiHeadAttention& operator=(const MultiHeadAttention&) = default;
  MultiHeadAttention(MultiHeadAttention&&) = default;
  MultiHeadAttention& operator=(MultiHeadAttention&&) = default;
  virtual ~MultiHeadAttention() = default;

  std::size_t heads = 1;
  std::size_t d_k = 1;
  PrepareForMultiHeadAttention query, key, value;
  Linear output;  // d_model -> d_model

  // Task 2: S[i, j, b, h] = sum over d of Q[i, b, h, d] K[j, b, h, d]
  // (labml's einsum 'ibhd,jbhd->ijbh'). Virtual: a subclass overrides it
  // for variations such as relative attention.
  //   query [seq_q, batch, heads, d_k], key [seq_k, batch, heads, d_k] -> [seq_q, seq_k, batch, heads]
  [[nodiscard]] virtual Tensor4 get_scores(const Tensor4& query, const Tensor4& key) const;

  // Task 3: the mask as every (i, j, b) sees it.
  //   mask [1 or seq_q, seq_k, 1 or batch], nonzero = query i may see key j
  //   -> [seq_q, seq_k, batch], a first or last axis of size 1 broadcast
  [[nodiscard]] static Tensor3 prepare_mask(const Tensor3& mask, std::size_t seq_q, std::size_t seq_k,
                                            std::size_t batch);

  // Task 4: masked softmax over the keys, then the values, heads concatenated.
  //   scores [seq_q, seq_k, batch, heads], already scaled
  //   mask   [seq_q, seq_k, batch] (0 = hidden, the same for every head), or size 0 for none
  //   value  [seq_k, batch, heads, d_k]
  //   returns {x [seq_q, batch, heads * d_k], attn [seq_q, seq_k, batch, heads]}; a
  //   query that may see no key gets attention 0 (labml's softmax gives NaN)
  [[nodiscard]] static std::pair<Tensor3, Tensor4> attend(const Tensor4& scores, const Tensor3& mask,
                                                          const Tensor4& value);

  // Provided: labml's forward (dropout 0), built from your four tasks; keeps
  // the attention of the last call (last_attention()).
  //   query [seq_q, batch, d_model], key and value [seq_k, batch, d_model],
  //   mask as prepare_mask takes it or size 0 -> [seq_q, batch, d_model]
  [[nodiscard]] Tensor3 forward(const Tensor3& query_in, const Tensor3& key_in, const Tensor3& value_in,
                                const Tensor3& mask) const;
  [[nodiscard]] const Tensor4& last_attention() const { return attn_; }

 private:
  mutable Tensor4 attn_;  // [seq_q, seq_k, batch, heads] of the last forward
};

}  // namespace labml
