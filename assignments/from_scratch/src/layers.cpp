// Provided: the Linear layer (the chapter's nn.Linear).
#include <xtensor-blas/xlinalg.hpp>
#include <xtensor/xmanipulation.hpp>

#include "from_scratch.hpp"

namespace scratch {

Tensor2 Linear::operator()(const Tensor2& x) const {
  Tensor2 y = xt::linalg::dot(x, xt::transpose(weight));  // [n, in] @ [in, out] -> [n, out]
  if (bias.size() != 0) y += bias;                        // [n, out] + [out]
  return y;
}

Tensor3 Linear::operator()(const Tensor3& x) const {
  // A row-major [batch, seq, in] tensor is [batch * seq, in] rows.
  const Tensor2 rows = xt::reshape_view(x, {x.shape(0) * x.shape(1), x.shape(2)});  // [batch * seq, in]
  Tensor2 y = (*this)(rows);                                                        // [batch * seq, out]
  return xt::reshape_view(y, {x.shape(0), x.shape(1), weight.shape(0)});            // [batch, seq, out]
}

}  // namespace scratch
