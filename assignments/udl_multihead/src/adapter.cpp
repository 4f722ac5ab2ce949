// The udl_multihead assignment's adapter: the only code that calls into a
// submission. Each operation reads its inputs by name, calls one function
// and returns its output. Heads travel as one tensor with the head first
// ([H, head_size, N] or [H, head_size, D]) and are split here.
#include "grader/harness/adapter.hpp"

#include <string>
#include <vector>
#include <xtensor/xview.hpp>

#include "grader/harness/xtensor_bridge.hpp"
#include "udl_multihead.hpp"

namespace {

using grader::TensorMap;
using grader::harness::from_xtensor;
using grader::harness::input;
using nlohmann::json;
using udl::Matrix;

std::vector<Matrix> split_heads(const xt::xtensor<float, 3>& stacked) {
  std::vector<Matrix> heads;
  for (std::size_t h = 0; h < stacked.shape(0); ++h) heads.emplace_back(xt::view(stacked, h));
  return heads;
}

std::vector<udl::HeadParameters> head_parameters(const TensorMap& inputs) {
  const auto omega_q = split_heads(input<3>(inputs, "omega_q"));
  const auto omega_k = split_heads(input<3>(inputs, "omega_k"));
  const auto omega_v = split_heads(input<3>(inputs, "omega_v"));
  const auto beta_q = split_heads(input<3>(inputs, "beta_q"));
  const auto beta_k = split_heads(input<3>(inputs, "beta_k"));
  const auto beta_v = split_heads(input<3>(inputs, "beta_v"));
  std::vector<udl::HeadParameters> heads(omega_q.size());
  for (std::size_t h = 0; h < heads.size(); ++h) {
    if (h >= omega_k.size() || h >= omega_v.size() || h >= beta_q.size() || h >= beta_k.size() || h >= beta_v.size()) {
      throw grader::harness::BadRequest("the heads' parameters disagree on the number of heads");
    }
    heads[h] = {omega_q[h], omega_k[h], omega_v[h], beta_q[h], beta_k[h], beta_v[h]};
  }
  return heads;
}

}  // namespace

namespace grader::harness {

const Operations& adapter_operations() {
  static const Operations operations = {
      {"udl.softmax_cols",
       [](const json&, const TensorMap& inputs) {
         return TensorMap{{"output", from_xtensor(udl::softmax_cols(input<2>(inputs, "data")))}};
       }},
      {"udl.project",
       [](const json&, const TensorMap& inputs) {
         return TensorMap{{"output", from_xtensor(udl::project(input<2>(inputs, "x"), input<2>(inputs, "omega"),
                                                               input<2>(inputs, "beta")))}};
       }},
      {"udl.scaled_dot_products",
       [](const json&, const TensorMap& inputs) {
         return TensorMap{
             {"output", from_xtensor(udl::scaled_dot_products(input<2>(inputs, "queries"), input<2>(inputs, "keys")))}};
       }},
      {"udl.combine_heads",
       [](const json&, const TensorMap& inputs) {
         return TensorMap{{"output", from_xtensor(udl::combine_heads(split_heads(input<3>(inputs, "head_outputs")),
                                                                     input<2>(inputs, "omega_c")))}};
       }},
      {"udl.multihead_scaled_self_attention",
       [](const json&, const TensorMap& inputs) {
         return TensorMap{
             {"output", from_xtensor(udl::multihead_scaled_self_attention(
                            input<2>(inputs, "x"), head_parameters(inputs), input<2>(inputs, "omega_c")))}};
       }},
  };
  return operations;
}

}  // namespace grader::harness
