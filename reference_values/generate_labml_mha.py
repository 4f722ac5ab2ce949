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
"""
import sys

import numpy as np
import torch
import torch.nn as nn

import reference_writer
from torch_cases import distinct_mistakes, exact, f32

GENERATOR_VERSION = "1"
ASSIGNMENT = "labml_mha"
SCRIPT = "reference_values/generate_labml_mha.py"


# --- labml's module, step by step, with mistake switches ----------------------

def prepare(x, linear, heads, d_k, mistake=None):
    y = linear(x)
    if mistake == "heads_transposed":
        return y.view(*x.shape[:-1], d_k, heads).transpose(-1, -2)
    return y.view(*x.shape[:-1], heads, d_k)


def get_scores(query, key, mistake=None):
    if mistake == "keys_queries_swapped":
        return torch.einsum("jbhd,ibhd->ijbh", query, key)
    return torch.einsum("ibhd,jbhd->ijbh", query, key)


def prepare_mask(mask, seq_q, seq_k, batch):
    assert mask.shape[0] in (1, seq_q) and mask.shape[1] == seq_k and mask.shape[2] in (1, batch)
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
        add(writer, "labml.prepare", name, seed, {"heads": heads, "d_k": d_k},
            {"x": query, "linear.weight": lin.weight, **({"linear.bias": lin.bias} if bias else {})},
            lambda m: {"output": prepare(query, lin, heads, d_k, m)}, ["heads_transposed"])
        q = exact(prepare(query, layers["query.linear"], heads, d_k))
        k = exact(prepare(key, layers["key.linear"], heads, d_k))
        v = exact(prepare(value, layers["value.linear"], heads, d_k))
        add(writer, "labml.get_scores", name, seed, {}, {"query": q, "key": k},
            lambda m: {"scores": get_scores(q, k, m)}, ["keys_queries_swapped"])
        masks = {} if mask is None else {"mask": mask}
        if mask is not None:
            add(writer, "labml.prepare_mask", name, seed, {"seq_q": seq_q, "seq_k": seq_k, "batch": batch},
                {"mask": mask}, lambda m: {"mask": prepare_mask(mask, seq_q, seq_k, batch)}, [])
        full = None if mask is None else exact(prepare_mask(mask, seq_q, seq_k, batch))
        scores = exact(get_scores(q, k) / d_k ** 0.5)
        add(writer, "labml.attend", name, seed, {}, {"scores": scores, "value": v, **({} if full is None else {"mask": full})},
            lambda m: dict(zip(("x", "attn"), attend(scores, full, v, m))),
            ["mask_ignored", "softmax_over_heads", "heads_merged_transposed"])
        inputs = {"query": query, "key": key, "value": value, **masks, **layer_tensors(layers)}
        params = {"heads": heads, "d_k": d_k}
        add(writer, "labml.forward", name, seed, params, inputs,
            lambda m: dict(zip(("output", "attn"), forward(layers, heads, d_k, query, key, value, mask))), [])
        add(writer, "labml.forward", name + "_relative_hook", seed, {**params, "hook": "relative", "slope": slope},
            inputs, lambda m: dict(zip(("output", "attn"), forward(layers, heads, d_k, query, key, value, mask, slope))),
            [])


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
    return [31, 32, 33]


def hidden_set(writer):
    cases(writer, "no_mask_seq5_batch1_heads2", 41, 5, 5, 1, 8, 2)
    per_item = (torch.rand(3, 6, 3, generator=torch.Generator().manual_seed(42)) > 0.3).to(torch.float64)
    per_item[0, :, 1] = 0  # batch item 1, query 0: no key at all
    cases(writer, "cross_q3_k6_batch3_heads4_mask_per_item", 42, 3, 6, 3, 8, 4, mask=per_item)
    cases(writer, "one_head_large_inputs_causal", 43, 4, 4, 2, 3, 1, mask=causal(4), scale=5.0)
    return [41, 42, 43]


if __name__ == "__main__":
    sys.exit(reference_writer.main(
        __doc__, ASSIGNMENT, {"public": public_set, "hidden": hidden_set},
        {"script": SCRIPT, "version": GENERATOR_VERSION, "torch": torch.__version__, "numpy": np.__version__},
        "inputs float32; expected computed in float64, rounded to float32", setup=lambda: torch.set_num_threads(1)))
