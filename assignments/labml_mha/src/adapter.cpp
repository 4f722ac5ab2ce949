// The labml_mha assignment's adapter: the only code that calls into a
// submission. Layers travel as "<name>.weight" and, with bias=True,
// "<name>.bias"; the mask as "mask" (absent: none). The "relative" hook is a
// subclass that overrides get_scores as relative attention would: the
// student's scores plus -slope * |i - j|.
#include "grader/harness/adapter.hpp"

#include <cmath>
#include <string>
#include <xtensor/xview.hpp>

#include "grader/harness/xtensor_bridge.hpp"
#include "labml_mha.hpp"

namespace {

using grader::TensorMap;
using grader::harness::float_param;
using grader::harness::from_xtensor;
using grader::harness::input;
using grader::harness::size_param;
using nlohmann::json;

labml::Linear layer(const TensorMap& inputs, const std::string& name) {
  return grader::harness::linear_layer<labml::Linear>(inputs, name);
}

labml::PrepareForMultiHeadAttention prepare(const json& params, const TensorMap& inputs, const std::string& name) {
  return {layer(inputs, name), size_param(params, "heads"), size_param(params, "d_k")};
}

labml::Tensor3 optional_mask(const TensorMap& inputs) {
  return inputs.count("mask") ? input<3>(inputs, "mask") : labml::Tensor3::from_shape({0, 0, 0});
}

// Relative attention's kind of override: the scores the base class computes,
// then a bias that falls with the distance between query and key.
class DistancePenalty : public labml::MultiHeadAttention {
 public:
  explicit DistancePenalty(float slope) : slope_(slope) {}
  [[nodiscard]] labml::Tensor4 get_scores(const labml::Tensor4& q, const labml::Tensor4& k) const override {
    labml::Tensor4 scores = MultiHeadAttention::get_scores(q, k);  // [seq_q, seq_k, batch, heads]
    for (std::size_t i = 0; i < scores.shape(0); ++i) {
      for (std::size_t j = 0; j < scores.shape(1) && j < k.shape(0); ++j) {
        const float distance = std::fabs(static_cast<float>(i) - static_cast<float>(j));
        xt::view(scores, i, j) -= slope_ * distance;  // [batch, heads]
      }
    }
    return scores;
  }

 private:
  float slope_;
};

}  // namespace

namespace grader::harness {

const Operations& adapter_operations() {
  static const Operations operations = {
      {"labml.prepare",
       [](const json& params, const TensorMap& inputs) {
         return TensorMap{{"output", from_xtensor(prepare(params, inputs, "linear").forward(input<3>(inputs, "x")))}};
       }},
      {"labml.get_scores",
       [](const json&, const TensorMap& inputs) {
         // The module a forward would call get_scores on: its heads and d_k
         // those of the query, not the default 1 (a loop bounded by a member
         // that is 1 on every case answers as one that stops after its first
         // pass, and the error model could not tell the two apart).
         const auto query = input<4>(inputs, "query");  // [seq_q, batch, heads, d_k]
         labml::MultiHeadAttention model;
         model.heads = query.shape(2);
         model.d_k = query.shape(3);
         return TensorMap{{"scores", from_xtensor(model.get_scores(query, input<4>(inputs, "key")))}};
       }},
      {"labml.prepare_mask",
       [](const json& params, const TensorMap& inputs) {
         return TensorMap{{"mask", from_xtensor(labml::MultiHeadAttention::prepare_mask(
                                       input<3>(inputs, "mask"), size_param(params, "seq_q"),
                                       size_param(params, "seq_k"), size_param(params, "batch")))}};
       }},
      {"labml.attend",
       [](const json&, const TensorMap& inputs) {
         auto [x, attn] = labml::MultiHeadAttention::attend(input<4>(inputs, "scores"), optional_mask(inputs),
                                                            input<4>(inputs, "value"));
         return TensorMap{{"x", from_xtensor(x)}, {"attn", from_xtensor(attn)}};
       }},
      {"labml.forward",
       [](const json& params, const TensorMap& inputs) {
         const bool relative = params.value("hook", "none") == "relative";
         DistancePenalty with_hook(relative ? float_param(params, "slope") : 0.0f);
         labml::MultiHeadAttention plain;
         labml::MultiHeadAttention& model = relative ? with_hook : plain;
         model.heads = size_param(params, "heads");
         model.d_k = size_param(params, "d_k");
         model.query = prepare(params, inputs, "query.linear");
         model.key = prepare(params, inputs, "key.linear");
         model.value = prepare(params, inputs, "value.linear");
         model.output = layer(inputs, "output");
         const labml::Tensor3 out = model.forward(input<3>(inputs, "query"), input<3>(inputs, "key"),
                                                  input<3>(inputs, "value"), optional_mask(inputs));
         return TensorMap{{"output", from_xtensor(out)}, {"attn", from_xtensor(model.last_attention())}};
       }},
  };
  return operations;
}

}  // namespace grader::harness
