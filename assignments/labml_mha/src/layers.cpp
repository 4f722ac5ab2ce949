// Provided: Linear (labml's nn.Linear) and MultiHeadAttention::forward.
#include <cmath>
#include <xtensor-blas/xlinalg.hpp>
#include <xtensor/xmanipulation.hpp>

#include "labml_mha.hpp"

namespace labml {

Tensor3 Linear::operator()(const Tensor3& x) const {
  const Tensor2 rows = xt::reshape_view(x, {x.shape(0) * x.shape(1), x.shape(2)});  // [seq * batch, in]
  Tensor2 y = xt::linalg::dot(rows, xt::transpose(weight));                         // [seq * batch, out]
  if (bias.size() != 0) y += bias;                                                  // [seq * batch, out]
  return xt::reshape_view(y, {x.shape(0), x.shape(1), weight.shape(0)});            // [seq, batch, out]
}

Tensor3 MultiHeadAttention::forward(const Tensor3& query_in, const Tensor3& key_in, const Tensor3& value_in,
                                    const Tensor3& mask) const {
  const Tensor3 full_mask = mask.size() == 0 ? Tensor3::from_shape({0, 0, 0})
                                             : prepare_mask(mask, query_in.shape(0), key_in.shape(0),
                                                            query_in.shape(1));  // [seq_q, seq_k, batch]
  const Tensor4 q = query.forward(query_in);                                     // [seq_q, batch, heads, d_k]
  const Tensor4 k = key.forward(key_in);                                         // [seq_k, batch, heads, d_k]
  const Tensor4 v = value.forward(value_in);                                     // [seq_k, batch, heads, d_k]
  const Tensor4 scores = get_scores(q, k) / std::sqrt(static_cast<float>(d_k));  // [seq_q, seq_k, batch, heads]
  auto [x, attn] = attend(scores, full_mask, v);                                 // [seq_q, batch, d_model]
  attn_ = std::move(attn);                                                       // kept for inspection
  return output(x);                                                              // [seq_q, batch, d_model]
}

}  // namespace labml
