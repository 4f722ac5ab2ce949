#!/usr/bin/python3
"""Generates the labml_mha assignment's reference values with PyTorch.

The oracle is labml's annotated MultiHeadAttention (labml.ai's annotated implementation),
transcribed as it is there (PrepareForMultiHeadAttention, get_scores with
einsum 'ibhd,jbhd->ijbh', prepare_mask, softmax over dim 1, the value
layer always with a bias), run in float64 with dropout 0, with switches for
common mistakes. Where labml's softmax gives NaN (a query that may see no
key), this course defines the attention as 0. The seed prints no numbers,
so every case comes from fixed seeds here. The "relative" forward cases
override get_scores as relative attention does: the scores minus
slope * |i - j|. Expected values are rounded to float32.

Usage:
    /usr/bin/python3 reference_values/generate_labml_mha.py [--out DIR] [--set public|hidden|all]
    /usr/bin/python3 reference_values/generate_labml_mha.py --inputs FILE [--set-name NAME] [--out DIR]
"""
import sys

import numpy as np
import torch
import torch.nn as nn
from torch.nn.utils import skip_init

import reference_writer
from torch_cases import distinct_mistakes, exact, f32, from_inputs

GENERATOR_VERSION = "4"
ASSIGNMENT = "labml_mha"
SCRIPT = "reference_values/generate_labml_mha.py"


# --- labml's module, step by step, with mistake switches ----------------------

def prepare(x, linear, heads, d_k, mistake=None):
    y = linear(x)
    if mistake == "weight_not_transposed":  # x W + b (only square weights fit)
        y = x @ linear.weight + (0 if linear.bias is None else linear.bias)
    if mistake == "heads_transposed":
        return y.view(*x.shape[:-1], d_k, heads).transpose(-1, -2)
    return y.view(*x.shape[:-1], heads, d_k)


def get_scores(query, key, mistake=None):
    if mistake == "keys_queries_swapped":
        return torch.einsum("jbhd,ibhd->ijbh", query, key)
    if mistake == "scaled_in_get_scores":  # forward scales them once more
        return torch.einsum("ibhd,jbhd->ijbh", query, key) / query.shape[-1] ** 0.5
    return torch.einsum("ibhd,jbhd->ijbh", query, key)


def prepare_mask(mask, seq_q, seq_k, batch):
    assert mask.dim() == 3 and mask.shape[0] in (1, seq_q) and mask.shape[1] == seq_k and mask.shape[2] in (1, batch), \
        f"mask of shape {list(mask.shape)} does not fit [seq_q or 1, seq_k, batch or 1] = [{seq_q}, {seq_k}, {batch}]"
    return mask.expand(seq_q, seq_k, batch)


def attend(scores, mask, value, mistake=None):
    if mask is not None and mistake != "mask_ignored":
        scores = scores.masked_fill(mask.unsqueeze(-1) == 0, float("-inf"))
    attn = torch.softmax(scores, dim=-1 if mistake == "softmax_over_heads" else 1)
    attn = attn.nan_to_num(0.0)  # a query that sees no key: attention 0
    x = torch.einsum("ijbh,jbhd->ibhd", attn, value)
    if mistake == "heads_merged_transposed":
        x = x.transpose(-1, -2)
    return x.reshape(x.shape[0], x.shape[1], -1), attn


def forward(layers, heads, d_k, query, key, value, mask, slope=None):
    q = prepare(query, layers["query.linear"], heads, d_k)
    k = prepare(key, layers["key.linear"], heads, d_k)
    v = prepare(value, layers["value.linear"], heads, d_k)
    scores = get_scores(q, k)
    if slope is not None:
        i = torch.arange(q.shape[0], dtype=torch.float64)[:, None]
        j = torch.arange(k.shape[0], dtype=torch.float64)[None, :]
        scores = scores - slope * (i - j).abs()[:, :, None, None]
    full = None if mask is None else prepare_mask(mask, query.shape[0], key.shape[0], query.shape[1])
    x, attn = attend(scores / d_k ** 0.5, full, v)
    return layers["output"](x), attn


# --- Cases --------------------------------------------------------------------

def add(writer, op, name, seed, params, inputs, compute, mistakes):
    expected = compute(None)
    writer.add(op, {"name": name, "params": params, "seed": seed,
                    "inputs": {key: f32(value) for key, value in inputs.items()},
                    "expected": {key: f32(value) for key, value in expected.items()},
                    "mistakes": distinct_mistakes(expected, {m: compute(m) for m in mistakes})})


GET_SCORES_MISTAKES = ["keys_queries_swapped", "scaled_in_get_scores"]
ATTEND_MISTAKES = ["mask_ignored", "softmax_over_heads", "heads_merged_transposed"]
LAYERS = ["query.linear", "key.linear", "value.linear", "output"]  # labml's names; value and output have a bias


def prepare_mistakes(weight):
    """x W (weight_not_transposed) fits only a square weight."""
    return ["heads_transposed"] + (["weight_not_transposed"] if weight.shape[0] == weight.shape[1] else [])


def linear_of(weight, bias):
    """An nn.Linear (float64) with these weight and bias (None: no bias)."""
    if weight.dim() != 2:
        raise ValueError(f"a weight is [out_features, in_features], not {list(weight.shape)}")
    if bias is not None and list(bias.shape) != [weight.shape[0]]:
        raise ValueError(f"a bias is [out_features] = [{weight.shape[0]}], not {list(bias.shape)}")
    layer = skip_init(nn.Linear, weight.shape[1], weight.shape[0], bias=bias is not None, dtype=torch.float64)
    with torch.no_grad():
        layer.weight.copy_(weight)
        if bias is not None:
            layer.bias.copy_(bias)
    return layer


def layers_of(inputs):
    """labml's layers from a forward case's inputs (<layer>.weight, <layer>.bias)."""
    return {name: linear_of(inputs[name + ".weight"],
                            inputs[name + ".bias"] if name in ("value.linear", "output") else inputs.get(name + ".bias"))
            for name in LAYERS}


def relative_slope(params):
    """The slope of the "relative" hook's get_scores, None without a hook."""
    hook = params.get("hook")
    if hook is None:
        return None
    if hook != "relative":
        raise ValueError(f"params.hook: \"relative\" is the only hook, not {hook!r}")
    if isinstance(params.get("slope"), bool) or not isinstance(params.get("slope"), (int, float)):
        raise ValueError(f"params.slope: a number (the relative hook's slope), not {params.get('slope')!r}")
    return params["slope"]


# One function per op: adds its case from params and inputs (float64 tensors).

def prepare_case(writer, name, seed, params, inputs):
    x, linear, heads, d_k = inputs["x"], linear_of(inputs["linear.weight"], inputs.get("linear.bias")), \
        params["heads"], params["d_k"]
    add(writer, "labml.prepare", name, seed, params, inputs, lambda m: {"output": prepare(x, linear, heads, d_k, m)},
        prepare_mistakes(linear.weight))


def get_scores_case(writer, name, seed, params, inputs):
    query, key = inputs["query"], inputs["key"]
    add(writer, "labml.get_scores", name, seed, params, inputs, lambda m: {"scores": get_scores(query, key, m)},
        GET_SCORES_MISTAKES)


def prepare_mask_case(writer, name, seed, params, inputs):
    mask, seq_q, seq_k, batch = inputs["mask"], params["seq_q"], params["seq_k"], params["batch"]
    add(writer, "labml.prepare_mask", name, seed, params, inputs,
        lambda m: {"mask": prepare_mask(mask, seq_q, seq_k, batch)}, [])


def refused_mask_cases(writer, name, seq_q, seq_k, batch):
    """Masks labml's assert refuses, one axis wrong at a time: prepare_mask
    must throw std::invalid_argument. The one with a single key is the one
    xt::broadcast would take silently."""
    params = {"seq_q": seq_q, "seq_k": seq_k, "batch": batch}
    wrong = {"one_key": [seq_q, 1, batch], "keys_plus_one": [seq_q, seq_k + 1, batch],
             "queries_minus_one": [seq_q - 1, seq_k, batch], "batch_plus_one": [seq_q, seq_k, batch + 1]}
    for kind, shape in wrong.items():
        mask = torch.ones(*shape, dtype=torch.float64)
        try:
            prepare_mask(mask, seq_q, seq_k, batch)
        except AssertionError:
            writer.add("labml.prepare_mask", {"name": f"{name}_refuses_mask_{kind}", "params": params,
                                              "inputs": {"mask": f32(mask)},
                                              "expected_error": {"kind": "invalid_argument"}})
            continue
        raise ValueError(f"labml's prepare_mask takes a mask of shape {shape} for {params}")


def attend_case(writer, name, seed, params, inputs):
    scores, value, mask = inputs["scores"], inputs["value"], inputs.get("mask")
    add(writer, "labml.attend", name, seed, params, inputs,
        lambda m: dict(zip(("x", "attn"), attend(scores, mask, value, m))), ATTEND_MISTAKES)


def forward_case(writer, name, seed, params, inputs):
    layers, slope = layers_of(inputs), relative_slope(params)
    add(writer, "labml.forward", name, seed, params, inputs,
        lambda m: dict(zip(("output", "attn"), forward(layers, params["heads"], params["d_k"], inputs["query"],
                                                       inputs["key"], inputs["value"], inputs.get("mask"), slope))),
        [])


def make_layers(seed, d_model, heads, bias):
    """labml's layers, drawn in its order after manual_seed(seed); float32 values in float64."""
    torch.manual_seed(seed)
    d_k = d_model // heads
    made = {"query.linear": nn.Linear(d_model, heads * d_k, bias=bias),
            "key.linear": nn.Linear(d_model, heads * d_k, bias=bias),
            "value.linear": nn.Linear(d_model, heads * d_k, bias=True),
            "output": nn.Linear(d_model, d_model)}
    layers = {}
    for name, layer in made.items():
        layer = layer.double()
        with torch.no_grad():
            for p in layer.parameters():
                p.copy_(exact(p))
        layers[name] = layer
    return layers


def layer_tensors(layers):
    tensors = {}
    for name, layer in layers.items():
        tensors[name + ".weight"] = layer.weight
        if layer.bias is not None:
            tensors[name + ".bias"] = layer.bias
    return tensors


def cases(writer, name, seed, seq_q, seq_k, batch, d_model, heads, bias=True, mask=None, slope=0.5, scale=1.0):
    d_k = d_model // heads
    g = torch.Generator().manual_seed(seed)
    query = exact(torch.randn(seq_q, batch, d_model, generator=g, dtype=torch.float64) * scale)
    key = exact(torch.randn(seq_k, batch, d_model, generator=g, dtype=torch.float64) * scale)
    value = exact(torch.randn(seq_k, batch, d_model, generator=g, dtype=torch.float64) * scale)
    layers = make_layers(seed, d_model, heads, bias)
    with torch.no_grad():
        lin = layers["query.linear"]
        prepare_case(writer, name, seed, {"heads": heads, "d_k": d_k},
                     {"x": query, "linear.weight": lin.weight, **({"linear.bias": lin.bias} if bias else {})})
        q = exact(prepare(query, layers["query.linear"], heads, d_k))
        k = exact(prepare(key, layers["key.linear"], heads, d_k))
        v = exact(prepare(value, layers["value.linear"], heads, d_k))
        get_scores_case(writer, name, seed, {}, {"query": q, "key": k})
        masks = {} if mask is None else {"mask": mask}
        if mask is not None:
            prepare_mask_case(writer, name, seed, {"seq_q": seq_q, "seq_k": seq_k, "batch": batch}, {"mask": mask})
        full = None if mask is None else exact(prepare_mask(mask, seq_q, seq_k, batch))
        scores = exact(get_scores(q, k) / d_k ** 0.5)
        attend_case(writer, name, seed, {}, {"scores": scores, "value": v, **({} if full is None else {"mask": full})})
        inputs = {"query": query, "key": key, "value": value, **masks, **layer_tensors(layers)}
        params = {"heads": heads, "d_k": d_k}
        forward_case(writer, name, seed, params, inputs)
        forward_case(writer, name + "_relative_hook", seed, {**params, "hook": "relative", "slope": slope}, inputs)


def causal(seq, batch_axis=1):
    return torch.tril(torch.ones(seq, seq, dtype=torch.float64))[:, :, None].expand(seq, seq, batch_axis).clone()


def public_set(writer):
    cases(writer, "self_seq4_batch2_heads3_causal", 31, 4, 4, 2, 6, 3, mask=causal(4))
    padding = torch.ones(1, 5, 2, dtype=torch.float64)
    padding[0, 3:, 1] = 0  # batch item 1: the last two keys are padding
    cases(writer, "cross_q2_k5_no_bias_padding", 32, 2, 5, 2, 4, 2, bias=False, mask=padding)
    hidden_row = causal(3, 2)
    hidden_row[1, :, 0] = 0  # batch item 0, query 1: no key at all
    cases(writer, "query_without_keys", 33, 3, 3, 2, 4, 2, mask=hidden_row)
    # A whole mask per batch item, [seq_q, seq_k, batch] with seq_q != seq_k,
    # as the hidden set has (issue 33 item 4): no axis of it broadcasts.
    drawn = torch.Generator().manual_seed(34)
    per_item = (torch.rand(2, 3, 2, generator=drawn) > 0.3).to(torch.float64)
    per_item[:, 0, :] = 1  # every query sees at least its first key
    cases(writer, "cross_q2_k3_batch2_mask_per_item", 34, 2, 3, 2, 4, 2, mask=per_item)
    # Wrong shapes, each axis in turn, as the hidden set has (issue 33 item 4).
    refused_mask_cases(writer, "self_seq4_batch2", 4, 4, 2)
    return [31, 32, 33, 34]


def hidden_set(writer):
    # Each seed is itself, or derived from the course's private seed (--seed-file).
    cases(writer, "no_mask_seq5_batch1_heads2", writer.seed(41), 5, 5, 1, 8, 2)
    drawn = torch.Generator().manual_seed(writer.seed(42))
    per_item = (torch.rand(3, 6, 3, generator=drawn) > 0.3).to(torch.float64)
    per_item[0, :, 1] = 0  # batch item 1, query 0: no key at all
    # Batch item 0, query 2: no key, after queries that see some (version 4):
    # a flag "some key is visible" set once for all queries, not for each,
    # is told apart only here.
    per_item[2, :, 0] = 0
    per_item[0, 0, 0] = 1
    cases(writer, "cross_q3_k6_batch3_heads4_mask_per_item", writer.seed(42), 3, 6, 3, 8, 4, mask=per_item)
    cases(writer, "one_head_large_inputs_causal", writer.seed(43), 4, 4, 2, 3, 1, mask=causal(4), scale=5.0)
    refused_mask_cases(writer, "cross_q3_k6_batch3", 3, 6, 3)
    # A padding mask shared by the queries ([1, seq_k, batch]) with more
    # queries than batch items (version 3): a mask broadcast to its own
    # query or batch size where seq_q belongs is told apart only here.
    padding = torch.ones(1, 5, 2, dtype=torch.float64)
    padding[0, 4:, 0] = 0  # batch item 0: the last key is padding
    cases(writer, "cross_q4_k5_batch2_heads2_padding", writer.seed(44), 4, 5, 2, 4, 2, mask=padding)
    return [41, 42, 43, 44]


# --- An instructor's own inputs (--inputs FILE) -------------------------------

OPS = {
    "labml.prepare": from_inputs(prepare_case),
    "labml.get_scores": from_inputs(get_scores_case),
    "labml.prepare_mask": from_inputs(prepare_mask_case),
    "labml.attend": from_inputs(attend_case),
    "labml.forward": from_inputs(forward_case),
}


if __name__ == "__main__":
    sys.exit(reference_writer.main(
        __doc__, ASSIGNMENT, {"public": public_set, "hidden": hidden_set},
        {"script": SCRIPT, "version": GENERATOR_VERSION, "torch": torch.__version__, "numpy": np.__version__},
        "inputs float32; expected computed in float64, rounded to float32", setup=lambda: torch.set_num_threads(1),
        ops=OPS))
