// A correct alternative: lazy reducers made safe with xt::eval, one 2-D
// product for the whole batch's projections, per-item products after.
#include <cmath>
#include <xtensor-blas/xlinalg.hpp>
#include <xtensor/xmath.hpp>
#include <xtensor/xview.hpp>

#include "attention.hpp"

namespace attention {

SelfAttention::SelfAttention(std::size_t input_size, std::size_t hidden) {
  // YOUR CODE STARTS HERE (~3 lines)
  q = Linear(input_size, hidden);  // weight [hidden, input_size], bias [hidden]
  k = Linear(input_size, hidden);  // weight [hidden, input_size], bias [hidden]
  v = Linear(input_size, hidden);  // weight [hidden, input_size], bias [hidden]
  // YOUR CODE ENDS HERE
}

Tensor3 SelfAttention::forward(const Tensor3& x) const {
  // YOUR CODE STARTS HERE (~8 lines)
  const Tensor3 qs = q.forward(x), ks = k.forward(x), vs = v.forward(x);  // [batch, seq, hidden]
  Tensor3 out = xt::zeros_like(vs);                                       // [batch, seq, hidden]
  for (std::size_t b = 0; b < x.shape(0); ++b) {
    Tensor2 s = xt::linalg::dot(xt::view(qs, b), xt::transpose(xt::view(ks, b)));  // [seq, seq]
    s *= 1.0f / std::sqrt(static_cast<float>(qs.shape(2)));                        // [seq, seq]
    s = xt::exp(s - xt::eval(xt::amax(s, {1}, xt::keep_dims)));                    // [seq, seq]
    s /= xt::eval(xt::sum(s, {1}, xt::keep_dims));                                 // [seq, seq]
    xt::view(out, b) = xt::linalg::dot(s, xt::view(vs, b));                        // [seq, hidden]
  }
  return out;  // [batch, seq, hidden]
  // YOUR CODE ENDS HERE
}

}  // namespace attention
