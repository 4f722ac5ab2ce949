// A correct alternative: plain loops over batch, head, row and column,
// double accumulation, no BLAS and no reshapes.
#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#include "attention.hpp"

namespace attention {
namespace {

Tensor3 project(const Linear& layer, const Tensor3& x) {
  const std::size_t batch = x.shape(0), seq = x.shape(1), in = x.shape(2), out_size = layer.out_features();
  Tensor3 out = Tensor3::from_shape({batch, seq, out_size});  // [batch, seq, out_size]
  for (std::size_t b = 0; b < batch; ++b)
    for (std::size_t t = 0; t < seq; ++t)
      for (std::size_t o = 0; o < out_size; ++o) {
        double acc = layer.bias(o);
        for (std::size_t i = 0; i < in; ++i) acc += double(x(b, t, i)) * layer.weight(o, i);
        out(b, t, o) = float(acc);
      }
  return out;
}

}  // namespace

MultiHeadSelfAttention::MultiHeadSelfAttention(std::size_t input_size, std::size_t hidden, std::size_t heads,
                                               bool is_causal, float dropout_probability)
    : k(input_size, hidden),
      q(input_size, hidden),
      v(input_size, hidden),
      mix(hidden, hidden),
      dropout(dropout_probability),
      num_heads(heads),
      causal(is_causal) {
  if (heads == 0 || hidden % heads) {
    throw std::invalid_argument("hidden=" + std::to_string(hidden) +
                                " is not divisible by num_heads=" + std::to_string(heads));
  }
  head_size = hidden / heads;
}

Tensor3 MultiHeadSelfAttention::scores(const Tensor3& x) const {
  // YOUR CODE STARTS HERE (~9 lines)
  const std::size_t batch = x.shape(0), seq = x.shape(1);
  const Tensor3 qs = project(q, x), ks = project(k, x);              // [batch, seq, hidden] each
  Tensor3 out = Tensor3::from_shape({batch * num_heads, seq, seq});  // [batch * heads, seq, seq]
  for (std::size_t b = 0; b < batch; ++b)
    for (std::size_t h = 0; h < num_heads; ++h)
      for (std::size_t i = 0; i < seq; ++i)
        for (std::size_t j = 0; j < seq; ++j) {
          double dot = 0;
          for (std::size_t d = h * head_size; d < (h + 1) * head_size; ++d) dot += double(qs(b, i, d)) * ks(b, j, d);
          out(b * num_heads + h, i, j) = float(dot / std::sqrt(double(head_size)));
        }
  return out;  // [batch * heads, seq, seq]
  // YOUR CODE ENDS HERE
}

Tensor3 MultiHeadSelfAttention::apply_causal_mask(const Tensor3& scores) const {
  // YOUR CODE STARTS HERE (~6 lines)
  Tensor3 out = scores;  // [batch * heads, seq, seq]
  for (std::size_t n = 0; n < out.shape(0); ++n)
    for (std::size_t i = 0; i < out.shape(1); ++i)
      for (std::size_t j = i + 1; j < out.shape(2); ++j) out(n, i, j) = -std::numeric_limits<float>::infinity();
  return out;  // [batch * heads, seq, seq]
  // YOUR CODE ENDS HERE
}

std::pair<Tensor3, Tensor3> MultiHeadSelfAttention::attend(const Tensor3& scores, const Tensor3& x) const {
  // YOUR CODE STARTS HERE (~12 lines)
  const std::size_t batch = x.shape(0), seq = x.shape(1), hidden = num_heads * head_size;
  Tensor3 probs = Tensor3::from_shape(scores.shape());  // [batch * heads, seq, seq]
  for (std::size_t n = 0; n < scores.shape(0); ++n)
    for (std::size_t i = 0; i < seq; ++i) {
      double top = -INFINITY, total = 0;
      for (std::size_t j = 0; j < seq; ++j) top = std::max(top, double(scores(n, i, j)));
      for (std::size_t j = 0; j < seq; ++j) total += std::exp(double(scores(n, i, j)) - top);
      for (std::size_t j = 0; j < seq; ++j) probs(n, i, j) = float(std::exp(double(scores(n, i, j)) - top) / total);
    }
  probs = dropout(probs);                                      // [batch * heads, seq, seq]
  const Tensor3 vs = project(v, x);                            // [batch, seq, hidden]
  Tensor3 merged = Tensor3::from_shape({batch, seq, hidden});  // [batch, seq, hidden]
  for (std::size_t b = 0; b < batch; ++b)
    for (std::size_t h = 0; h < num_heads; ++h)
      for (std::size_t i = 0; i < seq; ++i)
        for (std::size_t d = h * head_size; d < (h + 1) * head_size; ++d) {
          double acc = 0;
          for (std::size_t j = 0; j < seq; ++j) acc += double(probs(b * num_heads + h, i, j)) * vs(b, j, d);
          merged(b, i, d) = float(acc);
        }
  return {project(mix, merged), probs};  // [batch, seq, hidden], [batch * heads, seq, seq]
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
