#!/usr/bin/python3
"""Generates the from_scratch assignment's reference values with PyTorch.

The oracle is the chapter's own code (the attention-from-scratch chapter: SelfAttention_v1
and _v2, CausalAttention, MultiHeadAttentionWrapper, MultiHeadAttention),
written as functions with switches for common mistakes. The public set's
"chapter" cases use the chapter's six-token input and torch.manual_seed(314159)
before each module, as the chapter does, so they reproduce its printed
tensors (tests/course_material checks them). Its dropout case takes the chapter's
printed dropout mask as input: PyTorch 1.13 draws a different mask from
the same seed than the chapter's PyTorch did, and C++ cannot draw
PyTorch's masks at all. Expected values are computed in float64 and
rounded to float32.

Usage:
    /usr/bin/python3 reference_values/generate_from_scratch.py [--out DIR] [--set public|hidden|all]
    /usr/bin/python3 reference_values/generate_from_scratch.py --inputs FILE [--set-name NAME] [--out DIR]
"""
import sys

import numpy as np
import torch
import torch.nn as nn

import reference_writer
from torch_cases import distinct_mistakes, exact, f32

GENERATOR_VERSION = "5"
ASSIGNMENT = "from_scratch"
SCRIPT = "reference_values/generate_from_scratch.py"

CHAPTER_INPUTS = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
CHAPTER_SEED = 314159
# The chapter's printed nn.Dropout(0.5) of a 6 x 6 matrix of ones, halved: 1 = kept.
CHAPTER_KEEP = [[0, 0, 0, 1, 1, 0], [1, 1, 1, 0, 1, 1], [1, 0, 1, 0, 1, 0],
                [1, 1, 1, 1, 1, 1], [1, 1, 1, 1, 1, 1], [0, 0, 1, 1, 1, 0]]


# --- The chapter's computations, with mistake switches ----------------------

def softmax(scores, mistake=None):
    if mistake == "softmax_columns":
        return torch.softmax(scores, dim=-2)
    if mistake == "softmax_without_keep_dims":
        # Row maxima and sums without the reduced axis kept broadcast along
        # the last axis: entry (i, j) is shifted and divided by row j's.
        exps = torch.exp(scores - scores.amax(dim=-1).unsqueeze(-2))
        return exps / exps.sum(dim=-1).unsqueeze(-2)
    return torch.softmax(scores, dim=-1)


def simple_attention(inputs, mistake=None):
    scores = inputs @ inputs.T
    weights = scores / scores.sum(dim=-1, keepdim=True) if mistake == "normalised_by_sum" else softmax(scores, mistake)
    return {"weights": weights, "context": weights @ inputs}


def attend(queries, keys, values, mistake=None, causal=False, num_heads=1):
    scores = keys @ queries.transpose(-2, -1) if mistake == "keys_times_queries" else queries @ keys.transpose(-2, -1)
    if causal and mistake != "no_mask":
        n = scores.shape[-1]
        future = torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1)
        scores = scores.masked_fill(future, 0.0 if mistake == "mask_fills_zero" else -torch.inf)
    d_k = keys.shape[-1]
    if mistake == "scaled_by_d_out":
        d_k = queries.shape[-1] * num_heads  # d_out instead of head_dim
    if mistake != "unscaled":
        scores = scores / d_k ** 0.5
    return softmax(scores, mistake) @ values


def v1(x, W_query, W_key, W_value, mistake=None):
    keys, queries, values = x @ W_key, x @ W_query, x @ W_value
    if mistake == "scaled_by_d_in":
        return softmax(queries @ keys.T / x.shape[-1] ** 0.5) @ values
    return attend(queries, keys, values, mistake)


def linear(x, weight, bias=None):
    y = x @ weight.T
    return y if bias is None else y + bias


def v2(x, layers, mistake=None):
    q, k, v = (linear(x, *layers[name]) for name in ("W_query", "W_key", "W_value"))
    return attend(q, k, v, mistake)


def causal_renormalise(weights, mistake=None):
    n = weights.shape[-1]
    keep = torch.tril(torch.ones(n, n, dtype=weights.dtype), diagonal=-1 if mistake == "mask_hides_diagonal" else 0)
    masked = weights * keep
    if mistake == "not_renormalised":
        return masked
    return masked / masked.sum(dim=-1, keepdim=True)


def causal_softmax(scores, d_k, mistake=None):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1)
    masked = scores.masked_fill(future, 0.0 if mistake == "mask_fills_zero" else -torch.inf)
    return torch.softmax(masked if mistake == "unscaled" else masked / d_k ** 0.5, dim=-1)


def dropout_with_mask(weights, keep, p, mistake=None):
    return weights * keep if mistake == "dropout_not_inverted" else weights * keep / (1 - p)


def causal_attention(x, layers, mistake=None):
    q, k, v = (linear(x, *layers[name]) for name in ("W_query", "W_key", "W_value"))
    return attend(q, k, v, mistake, causal=True)


def concat_heads(head_outputs, mistake=None):
    heads = list(head_outputs)
    if mistake == "heads_reversed":
        heads = heads[::-1]
    return torch.cat(heads, dim=-1)


def multi_head_attention(x, layers, num_heads, mistake=None):
    b, n, _ = x.shape
    d_out = layers["W_query"][0].shape[0]
    head_dim = d_out // num_heads

    def split(t):
        if mistake == "split_reshape_only":
            return t.reshape(b, num_heads, n, head_dim)
        return t.view(b, n, num_heads, head_dim).transpose(1, 2)

    q, k, v = (split(linear(x, *layers[name])) for name in ("W_query", "W_key", "W_value"))
    context = attend(q, k, v, mistake, causal=True, num_heads=num_heads).transpose(1, 2).reshape(b, n, d_out)
    return context if mistake == "out_proj_left_out" else linear(context, *layers["out_proj"])


# --- Cases --------------------------------------------------------------------

def add(writer, op, name, seed, inputs, compute, mistakes, params=None):
    """compute(mistake) -> {output name: float64 tensor}."""
    expected = compute(None)
    variants = {m: compute(m) for m in mistakes}
    writer.add(op, {"name": name, "params": params or {}, "seed": seed,
                    "inputs": {key: f32(value) for key, value in inputs.items()},
                    "expected": {key: f32(value) for key, value in expected.items()},
                    "mistakes": distinct_mistakes(expected, variants, drop_infinite=True)})


def layer_tensors(layers, prefix=""):
    tensors = {}
    for name, (weight, bias) in layers.items():
        tensors[prefix + name + ".weight"] = weight
        if bias is not None:
            tensors[prefix + name + ".bias"] = bias
    return tensors


def layers_from(tensors, names, prefix=""):
    """The inverse of layer_tensors: name -> (weight, bias or None)."""
    return {name: (tensors[prefix + name + ".weight"], tensors.get(prefix + name + ".bias")) for name in names}


QKV = ("W_query", "W_key", "W_value")

# Each op: (its known mistakes, outputs(tensors, params, mistake) -> {output name:
# float64 tensor}), tensors named as the case files name the inputs. The seeded
# sets below and an instructor's own inputs (--inputs) both compute through it.
OPERATIONS = {
    "scratch.simple_attention": (
        ["normalised_by_sum", "softmax_columns"],
        lambda t, p, m: simple_attention(t["inputs"], m)),
    "scratch.self_attention_v1": (
        ["unscaled", "scaled_by_d_in", "softmax_columns", "keys_times_queries", "softmax_without_keep_dims"],
        lambda t, p, m: {"output": v1(t["x"], t["W_query"], t["W_key"], t["W_value"], m)}),
    "scratch.self_attention_v2": (
        ["unscaled", "softmax_columns", "keys_times_queries", "softmax_without_keep_dims"],
        lambda t, p, m: {"output": v2(t["x"], layers_from(t, QKV), m)}),
    "scratch.causal_renormalise": (
        ["not_renormalised", "mask_hides_diagonal"],
        lambda t, p, m: {"weights": causal_renormalise(t["weights"], m)}),
    "scratch.causal_softmax": (
        ["mask_fills_zero", "unscaled"],
        lambda t, p, m: {"weights": causal_softmax(t["scores"], p["d_k"], m)}),
    "scratch.dropout_with_mask": (
        ["dropout_not_inverted"],
        lambda t, p, m: {"weights": dropout_with_mask(t["weights"], t["keep"], p["p"], m)}),
    "scratch.causal_attention": (
        ["no_mask", "mask_fills_zero", "unscaled"],
        lambda t, p, m: {"output": causal_attention(t["x"], layers_from(t, QKV), m)}),
    "scratch.concat_heads": (
        ["heads_reversed"],
        lambda t, p, m: {"output": concat_heads(t["head_outputs"], m)}),
    "scratch.multi_head_attention_wrapper": (
        [],
        lambda t, p, m: {"output": concat_heads([causal_attention(t["x"], layers_from(t, QKV, f"heads.{h}."))
                                                 for h in range(p["num_heads"])])}),
    "scratch.multi_head_attention": (
        ["out_proj_left_out", "split_reshape_only", "no_mask", "unscaled", "scaled_by_d_out"],
        lambda t, p, m: {"output": multi_head_attention(t["x"], layers_from(t, QKV + ("out_proj",)), p["num_heads"],
                                                        m)}),
}


def add_op(writer, op, name, seed, inputs, params=None):
    """One case of op on inputs (name -> float64 tensor), with its known mistakes."""
    mistakes, outputs = OPERATIONS[op]
    add(writer, op, name, seed, inputs, lambda m: outputs(inputs, params or {}, m), mistakes, params)


def linear_layers(seed, d_in, d_out, qkv_bias, with_out_proj=False):
    """Parameters drawn as the chapter's modules draw them after manual_seed(seed)."""
    torch.manual_seed(seed)
    made = {name: nn.Linear(d_in, d_out, bias=qkv_bias) for name in ("W_query", "W_key", "W_value")}
    if with_out_proj:
        made["out_proj"] = nn.Linear(d_out, d_out)
    return {name: (exact(layer.weight), exact(layer.bias) if layer.bias is not None else None)
            for name, layer in made.items()}


def cases(writer, name, seed, inputs, d_out, num_heads, qkv_bias=False, batch=2, keep=None, p=0.5):
    """Every operation's case for one input [seq, d_in] (batched as `batch` copies
    for the modules, as the chapter stacks its input twice)."""
    seq, d_in = inputs.shape
    x = exact(inputs)
    add_op(writer, "scratch.simple_attention", name, seed, {"inputs": x})

    torch.manual_seed(seed)
    raw = {key: exact(torch.rand(d_in, d_out)) for key in ("W_query", "W_key", "W_value")}
    add_op(writer, "scratch.self_attention_v1", name, seed, {"x": x, **raw})

    layers = linear_layers(seed, d_in, d_out, qkv_bias)
    add_op(writer, "scratch.self_attention_v2", name, seed, {"x": x, **layer_tensors(layers)})

    queries, keys = linear(x, *layers["W_query"]), linear(x, *layers["W_key"])
    scores = exact(queries @ keys.T)
    weights = exact(torch.softmax(scores / d_out ** 0.5, dim=-1))
    add_op(writer, "scratch.causal_renormalise", name, seed, {"weights": weights})
    add_op(writer, "scratch.causal_softmax", name, seed, {"scores": scores}, {"d_k": d_out})

    causal = exact(causal_softmax(scores, d_out))
    if keep is None:
        keep = (torch.rand(seq, seq, generator=torch.Generator().manual_seed(seed)) >= p).to(torch.float64)
    keep = exact(torch.as_tensor(keep, dtype=torch.float64))
    add_op(writer, "scratch.dropout_with_mask", name, seed, {"weights": causal, "keep": keep}, {"p": p})

    module_cases(writer, name, seed, exact(torch.stack([inputs] * batch)), d_out, num_heads, qkv_bias)


def module_cases(writer, name, seed, xb, d_out, num_heads, qkv_bias):
    """The modules' cases (CausalAttention, the wrapper and its heads' outputs,
    MultiHeadAttention) on a batch xb [batch, seq, d_in]."""
    d_in = xb.shape[2]
    layers = linear_layers(seed, d_in, d_out, qkv_bias)
    add_op(writer, "scratch.causal_attention", name, seed, {"x": xb, **layer_tensors(layers)})

    # The wrapper's heads: drawn in turn after one manual_seed, as nn.ModuleList does.
    torch.manual_seed(seed)
    heads = []
    for _ in range(num_heads):
        made = {n: nn.Linear(d_in, d_out, bias=qkv_bias) for n in ("W_query", "W_key", "W_value")}
        heads.append({n: (exact(l.weight), exact(l.bias) if l.bias is not None else None) for n, l in made.items()})
    outputs = torch.stack([exact(causal_attention(xb, head)) for head in heads])
    add_op(writer, "scratch.concat_heads", name, seed, {"head_outputs": outputs})
    head_tensors = {}
    for h, head in enumerate(heads):
        head_tensors.update(layer_tensors(head, f"heads.{h}."))
    add_op(writer, "scratch.multi_head_attention_wrapper", name, seed, {"x": xb, **head_tensors},
           {"num_heads": num_heads})

    mha = linear_layers(seed, d_in, d_out, qkv_bias, with_out_proj=True)
    add_op(writer, "scratch.multi_head_attention", name, seed, {"x": xb, **layer_tensors(mha)},
           {"num_heads": num_heads})


def public_set(writer):
    cases(writer, "chapter", CHAPTER_SEED, torch.tensor(CHAPTER_INPUTS, dtype=torch.float64), 2, 2,
          keep=CHAPTER_KEEP)
    # p = 0.3, not 0.5: at p = 0.5, 1 / p equals 1 / (1 - p), and dropout
    # scaled by 1 / p would pass (the error model's fresh variants found it).
    cases(writer, "seq5_in4_out6_heads3", 9001, torch.randn(5, 4, generator=torch.Generator().manual_seed(9001)),
          6, 3, p=0.3)
    # What the hidden set grades and the two above do not (issue 33 item 4):
    # layers with biases (qkv_bias=True) and large inputs: simple_attention's
    # scores x x^T reach about 260, so exp() overflows float32 there unless
    # each row's maximum is subtracted first.
    cases(writer, "qkv_bias_large_inputs_seq3_in3_out4_heads2", 9002,
          torch.randn(3, 3, generator=torch.Generator().manual_seed(9002)) * 8.0, 4, 2, qkv_bias=True)
    # Batch items that differ (version 3), as in the hidden set.
    xb = torch.randn(2, 3, 3, generator=torch.Generator().manual_seed(9003))
    module_cases(writer, "distinct_batch_items_seq3_in3_out2_heads2", 9003, exact(xb), 2, 2, False)
    # One head (version 4), as the hidden set has: the modules with a single
    # head, and a concatenation of one head's output (code that refuses or
    # mishandles a single head lost points only on the hidden set).
    xb = torch.randn(2, 4, 3, generator=torch.Generator().manual_seed(9004))
    module_cases(writer, "single_head_seq4_in3_out2_heads1", 9004, exact(xb), 2, 1, False)
    return [CHAPTER_SEED, 9001, 9002, 9003, 9004]


def hidden_set(writer):
    seeds = []
    # Dropout probabilities other than 0.5 (version 2): 1 / p must not pass for 1 / (1 - p).
    for seed, name, seq, d_in, d_out, heads, bias, scale, p in [
            (9101, "seq1_in3_out2_heads2", 1, 3, 2, 2, False, 1.0, 0.5),
            (9102, "seq7_in5_out4_heads1", 7, 5, 4, 1, False, 1.0, 0.3),
            (9103, "qkv_bias_seq6_in4_out8_heads4", 6, 4, 8, 4, True, 1.0, 0.2),
            (9104, "large_inputs_seq5_in6_out6_heads2", 5, 6, 6, 2, False, 8.0, 0.5)]:
        drawn = writer.seed(seed)  # the seed itself, or derived from the course's private seed (--seed-file)
        inputs = torch.randn(seq, d_in, generator=torch.Generator().manual_seed(drawn)) * scale
        cases(writer, name, drawn, inputs, d_out, heads, qkv_bias=bias, batch=3, p=p)
        seeds.append(seed)
    # Batch items that differ (version 3): with copies of one sequence, code
    # that attends across the batch items instead of the tokens returns the
    # values themselves, and no case could tell it from `return values`.
    drawn = writer.seed(9105)
    xb = torch.randn(3, 4, 3, generator=torch.Generator().manual_seed(drawn))
    module_cases(writer, "distinct_batch_items_seq4_in3_out4_heads2", drawn, exact(xb), 4, 2, False)
    seeds.append(9105)
    # Weights whose lines do not sum to 1 (version 5), as after dropout: the
    # last line has no future key to hide, so on a softmax's output code that
    # leaves it (or the last column) out of the renormalisation returns it
    # unchanged and right; here it is not.
    drawn = writer.seed(9106)
    weights = torch.rand(5, 5, generator=torch.Generator().manual_seed(drawn), dtype=torch.float64)
    add_op(writer, "scratch.causal_renormalise", "unnormalised_lines_seq5", drawn, {"weights": exact(weights)})
    seeds.append(9106)
    return seeds


# --- An instructor's own cases (--inputs) ---------------------------------------

class ReadTensors(dict):
    """A case's inputs (name -> float64 tensor), noting which ones the op reads."""

    def __init__(self, tensors):
        super().__init__(tensors)
        self.read = set()

    def __getitem__(self, key):
        self.read.add(key)
        return super().__getitem__(key)

    def get(self, key, default=None):
        self.read.add(key)
        return super().get(key, default)


def compute_case(writer, case):
    tensors = ReadTensors({name: torch.from_numpy(value) for name, value in case["inputs"].items()})
    add_op(writer, case["op"], case["name"], None, tensors, case["params"])
    unread = [name for name in tensors if name not in tensors.read]
    if unread:
        raise ValueError(f"inputs {', '.join(unread)} are not ones {case['op']} takes (it read "
                         f"{', '.join(sorted(tensors.read & set(tensors)))})")


OPS = {op: compute_case for op in OPERATIONS}


if __name__ == "__main__":
    sys.exit(reference_writer.main(
        __doc__, ASSIGNMENT, {"public": public_set, "hidden": hidden_set},
        {"script": SCRIPT, "version": GENERATOR_VERSION, "torch": torch.__version__, "numpy": np.__version__},
        "inputs float32; expected computed in float64, rounded to float32", setup=lambda: torch.set_num_threads(1),
        ops=OPS))
