// A correct alternative: heads gathered into one [batch * num_heads, seq,
// head_size] tensor with a transpose and a reshape, then 2-D products.
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>
#include <xtensor-blas/xlinalg.hpp>
#include <xtensor/xmanipulation.hpp>
#include <xtensor/xmath.hpp>
#include <xtensor/xview.hpp>

#include "attention.hpp"

namespace attention {
namespace {

// [batch, seq, hidden] -> [batch * num_heads, seq, head_size]
Tensor3 heads_first(const Tensor3& t, std::size_t num_heads) {
  const std::size_t batch = t.shape(0), seq = t.shape(1), head_size = t.shape(2) / num_heads;
  Tensor4 split = xt::transpose(xt::reshape_view(t, {batch, seq, num_heads, head_size}), {0, 2, 1, 3});
  return xt::reshape_view(split, {batch * num_heads, seq, head_size});
}

}  // namespace

MultiHeadSelfAttention::MultiHeadSelfAttention(std::size_t input_size, std::size_t hidden, std::size_t heads,
                                               bool is_causal, float dropout_probability)
    : dropout(dropout_probability), num_heads(heads), causal(is_causal) {
  if (heads == 0 || hidden % heads != 0) {
    throw std::invalid_argument("num_heads=" + std::to_string(heads) +
                                " does not divide hidden=" + std::to_string(hidden));
  }
  k = Linear(input_size, hidden);
  q = Linear(input_size, hidden);
  v = Linear(input_size, hidden);
  mix = Linear(hidden, hidden);
  head_size = hidden / heads;
}

Tensor3 MultiHeadSelfAttention::scores(const Tensor3& x) const {
  // YOUR CODE STARTS HERE (~9 lines)
  // [batch * heads, seq, head_size] each
  const Tensor3 qs = heads_first(q(x), num_heads), ks = heads_first(k(x), num_heads);
  Tensor3 out = Tensor3::from_shape({qs.shape(0), qs.shape(1), qs.shape(1)});  // [batch * heads, seq, seq]
  const float inverse_scale = 1.0f / std::sqrt(static_cast<float>(head_size));
  for (std::size_t n = 0; n < qs.shape(0); ++n) {
    // [seq, head_size] @ [head_size, seq] -> [seq, seq]
    xt::view(out, n) = inverse_scale * xt::linalg::dot(xt::view(qs, n), xt::transpose(xt::view(ks, n)));
  }
  return out;  // [batch * heads, seq, seq]
  // YOUR CODE ENDS HERE
}

Tensor3 MultiHeadSelfAttention::apply_causal_mask(const Tensor3& scores) const {
  // YOUR CODE STARTS HERE (~6 lines)
  const std::size_t seq = scores.shape(1);
  const auto future = xt::triu(xt::ones<float>({seq, seq}), 1);  // [seq, seq], 1 above the diagonal
  // [1, seq, seq] broadcast over [batch * heads, seq, seq]
  return xt::where(xt::view(future, xt::newaxis(), xt::all(), xt::all()) > 0.0f,
                   -std::numeric_limits<float>::infinity(), scores);
  // YOUR CODE ENDS HERE
}

std::pair<Tensor3, Tensor3> MultiHeadSelfAttention::attend(const Tensor3& scores, const Tensor3& x) const {
  // YOUR CODE STARTS HERE (~12 lines)
  const std::size_t batch = x.shape(0), seq = x.shape(1);
  Tensor3 probs = xt::exp(scores - xt::eval(xt::amax(scores, {2}, xt::keep_dims)));  // [batch * heads, seq, seq]
  probs /= xt::eval(xt::sum(probs, {2}, xt::keep_dims));                             // [batch * heads, seq, seq]
  probs = dropout(probs);                                                            // [batch * heads, seq, seq]
  const Tensor3 vs = heads_first(v(x), num_heads);                                   // [batch * heads, seq, head_size]
  Tensor3 att = xt::zeros_like(vs);                                                  // [batch * heads, seq, head_size]
  for (std::size_t n = 0; n < vs.shape(0); ++n) {
    xt::view(att, n) = xt::linalg::dot(xt::view(probs, n), xt::view(vs, n));  // [seq, head_size]
  }
  // [batch, heads, seq, head_size] -> [batch, seq, heads, head_size]
  Tensor4 per_token = xt::transpose(xt::reshape_view(att, {batch, num_heads, seq, head_size}), {0, 2, 1, 3});
  const Tensor3 merged = xt::reshape_view(per_token, {batch, seq, num_heads * head_size});  // [batch, seq, hidden]
  return {mix(merged), probs};  // [batch, seq, hidden], [batch * heads, seq, seq]
  // YOUR CODE ENDS HERE
}

std::pair<Tensor3, Tensor3> MultiHeadSelfAttention::forward_with_attention(const Tensor3& x) const {
  Tensor3 s = scores(x);
  if (causal) s = apply_causal_mask(s);
  return attend(s, x);
}

Tensor3 MultiHeadSelfAttention::forward(const Tensor3& x) const {
  // YOUR CODE STARTS HERE (optional)
  return forward_with_attention(x).first;  // [batch, seq, hidden]
  // YOUR CODE ENDS HERE
}

}  // namespace attention
