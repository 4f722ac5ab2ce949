#!/usr/bin/python3
"""Generates the torch_mha assignment's reference values with PyTorch.

The oracle is nn.MultiheadAttention itself (the nn.MultiheadAttention notebook), run in
float64, and a step-by-step float64 version of its forward with switches
for common mistakes; the two are checked against each other on every case
(except where PyTorch returns NaN: a query whose every key is masked, where
this course defines the weights as 0, so the output is out_proj's bias).
The public "notebook" cases use the notebook's inputs exactly: the
embedding from torch.manual_seed(123), the query/key/value projections and
the module from torch.manual_seed(1), without and with its additive causal
mask (1 where allowed, -inf where not); they reproduce its printed tensors
(tests/course_material checks them). Expected values are rounded to float32.

Usage:
    /usr/bin/python3 reference_values/generate_torch_mha.py [--out DIR] [--set public|hidden|all]
    /usr/bin/python3 reference_values/generate_torch_mha.py --inputs FILE [--set-name NAME] [--out DIR]
"""
import sys

import numpy as np
import torch
import torch.nn as nn
from torch.nn.utils import skip_init

import reference_writer
from torch_cases import distinct_mistakes, exact, f32, from_inputs

GENERATOR_VERSION = "4"
ASSIGNMENT = "torch_mha"
SCRIPT = "reference_values/generate_torch_mha.py"
INF = float("inf")


# --- nn.MultiheadAttention step by step, with mistake switches ---------------

def split_heads(t, num_heads, mistake=None):
    length, n, e = t.shape
    head_dim = e // num_heads
    if mistake == "split_reshape_only":
        return t.reshape(n * num_heads, length, head_dim)
    if mistake == "heads_major_rows":
        return t.view(length, n, num_heads, head_dim).permute(2, 1, 0, 3).reshape(num_heads * n, length, head_dim)
    if mistake == "split_strided_features":  # head h takes features h, h + num_heads, ...
        return t.view(length, n, head_dim, num_heads).permute(1, 3, 0, 2).reshape(n * num_heads, length, head_dim)
    return t.view(length, n * num_heads, head_dim).transpose(0, 1)


def attention_mask(L, S, N, num_heads, kind, attn_mask, key_padding_mask, mistake=None):
    rows = N * num_heads
    mask = torch.zeros(rows, L, S, dtype=torch.float64)
    if kind != "none":
        given = attn_mask if attn_mask.dim() == 3 else attn_mask.expand(rows, L, S)
        if kind == "additive" or mistake == "boolean_added":
            mask = mask + given
        else:
            mask = mask.masked_fill(given != 0, -INF)
    if key_padding_mask is not None and mistake != "padding_ignored":
        pad = key_padding_mask.repeat_interleave(num_heads, dim=0)  # [B, S]: row n * num_heads + h is item n
        if mistake == "padding_rows_per_head":
            pad = key_padding_mask.repeat(num_heads, 1)
        mask = mask.masked_fill(pad[:, None, :] != 0, -INF)
    return mask


def masked_softmax(scores, mask, mistake=None):
    masked = scores if mistake == "mask_ignored" else scores + mask
    weights = torch.softmax(masked, dim=-2 if mistake == "softmax_wrong_axis" else -1)
    fully = torch.isinf(masked).all(dim=-1, keepdim=True) & (masked < 0).all(dim=-1, keepdim=True)
    return weights.masked_fill(fully, 0.0).nan_to_num(0.0) if mistake != "nan_rows" else weights


def merge_heads(context, N, mistake=None):
    rows, L, head_dim = context.shape
    if mistake == "merge_reshape_only":
        return context.reshape(L, N, rows // N * head_dim)
    if mistake == "merge_heads_major_rows":  # batch item n, head h read from row h * N + n
        return context.view(rows // N, N, L, head_dim).permute(2, 1, 0, 3).reshape(L, N, rows // N * head_dim)
    return context.transpose(0, 1).reshape(L, N, rows // N * head_dim)


def average_heads(weights, num_heads, mistake=None):
    rows, L, S = weights.shape
    n = rows // num_heads
    if mistake == "averaged_across_batch":
        return weights.view(num_heads, n, L, S).mean(dim=0)
    if mistake == "summed_heads":
        return weights.view(n, num_heads, L, S).sum(dim=1)
    return weights.view(n, num_heads, L, S).mean(dim=1)


def forward(module, query, key, value, kind, attn_mask, key_padding_mask):
    L, N, E = query.shape
    S = key.shape[0]
    h = module.num_heads
    w, b = module.in_proj_weight, module.in_proj_bias
    q = split_heads(query @ w[:E].T + b[:E], h)
    k = split_heads(key @ w[E:2 * E].T + b[E:2 * E], h)
    v = split_heads(value @ w[2 * E:].T + b[2 * E:], h)
    scores = q @ k.transpose(1, 2) / (E // h) ** 0.5
    weights = masked_softmax(scores, attention_mask(L, S, N, h, kind, attn_mask, key_padding_mask))
    context = merge_heads(weights @ v, N)
    return context @ module.out_proj.weight.T + module.out_proj.bias, average_heads(weights, h), q, k, v, scores


def checked_forward(name, module, query, key, value, kind, attn_mask, key_padding_mask):
    """forward, checked against the module itself (nn.MultiheadAttention)."""
    output, weights, q, k, v, scores = forward(module, query, key, value, kind, attn_mask, key_padding_mask)
    with torch.no_grad():
        torch_mask = None if kind == "none" else (attn_mask != 0 if kind == "boolean" else attn_mask)
        torch_output, torch_weights = module(query, key, value, attn_mask=torch_mask,
                                             key_padding_mask=None if key_padding_mask is None else key_padding_mask != 0)
    rows_ok = torch.isfinite(torch_output).all(dim=-1)  # PyTorch's NaN rows are where this course defines 0
    assert torch.allclose(output[rows_ok], torch_output[rows_ok], atol=1e-12), name
    assert torch.allclose(weights.nan_to_num(0.0)[torch_weights.isfinite()], torch_weights[torch_weights.isfinite()],
                          atol=1e-12), name
    return output, weights, q, k, v, scores


# --- Cases --------------------------------------------------------------------

def add(writer, op, name, seed, params, inputs, expected, variants):
    writer.add(op, {"name": name, "params": params, "seed": seed,
                    "inputs": {key: f32(value) for key, value in inputs.items()},
                    "expected": {key: f32(value) for key, value in expected.items()},
                    "mistakes": distinct_mistakes(expected, {m: dict([output]) for m, output in variants.items()})})


SPLIT_MISTAKES = ["split_reshape_only", "heads_major_rows", "split_strided_features"]
MASK_MISTAKES = ["boolean_added", "padding_ignored", "padding_rows_per_head"]
SOFTMAX_MISTAKES = ["mask_ignored", "softmax_wrong_axis"]
MERGE_MISTAKES = ["merge_reshape_only", "merge_heads_major_rows"]
AVERAGE_MISTAKES = ["averaged_across_batch", "summed_heads"]


def mask_kind(params):
    """params.attn_mask: "additive" or "boolean" (nonzero: masked); "none" when not given."""
    kind = params.get("attn_mask", "none")
    if kind not in ("none", "additive", "boolean"):
        raise ValueError(f"params.attn_mask: \"additive\" or \"boolean\", not {kind!r}")
    return kind


def module_of(inputs, num_heads):
    """nn.MultiheadAttention (float64, eval) with the weights and biases in inputs."""
    embed_dim = inputs["out_proj.weight"].shape[0]
    if embed_dim % num_heads:
        raise ValueError(f"embed_dim {embed_dim} (out_proj.weight's rows) is not a multiple of num_heads {num_heads}")
    module = skip_init(nn.MultiheadAttention, embed_dim, num_heads, dropout=0.0, dtype=torch.float64).eval()
    with torch.no_grad():
        for parameter_name, parameter in module.named_parameters():
            given = inputs[parameter_name]
            if given.shape != parameter.shape:
                raise ValueError(f"inputs.{parameter_name}: shape {list(parameter.shape)} for embed_dim {embed_dim}, "
                                 f"not {list(given.shape)}")
            parameter.copy_(given)
    return module


# One function per op: adds its case from params and inputs (float64 tensors).

def split_heads_case(writer, name, seed, params, inputs):
    t, h = inputs["t"], params["num_heads"]
    add(writer, "tmha.split_heads", name, seed, params, inputs, {"output": split_heads(t, h)},
        {m: ("output", split_heads(t, h, m)) for m in SPLIT_MISTAKES})


def attention_mask_case(writer, name, seed, params, inputs):
    kind = mask_kind(params)
    args = (params["L"], params["S"], params["N"], params["num_heads"], kind,
            None if kind == "none" else inputs["attn_mask"], inputs.get("key_padding_mask"))
    add(writer, "tmha.attention_mask", name, seed, params, inputs, {"mask": attention_mask(*args)},
        {m: ("mask", attention_mask(*args, m)) for m in MASK_MISTAKES})


def masked_softmax_case(writer, name, seed, params, inputs):
    scores, mask = inputs["scores"], inputs["mask"]
    add(writer, "tmha.masked_softmax", name, seed, params, inputs, {"weights": masked_softmax(scores, mask)},
        {m: ("weights", masked_softmax(scores, mask, m)) for m in SOFTMAX_MISTAKES})


def merge_heads_case(writer, name, seed, params, inputs):
    context, N = inputs["context"], params["N"]
    add(writer, "tmha.merge_heads", name, seed, params, inputs, {"output": merge_heads(context, N)},
        {m: ("output", merge_heads(context, N, m)) for m in MERGE_MISTAKES})


def average_heads_case(writer, name, seed, params, inputs):
    weights, h = inputs["weights"], params["num_heads"]
    add(writer, "tmha.average_heads", name, seed, params, inputs, {"output": average_heads(weights, h)},
        {m: ("output", average_heads(weights, h, m)) for m in AVERAGE_MISTAKES})


def forward_case(writer, name, seed, params, inputs):
    kind = mask_kind(params)
    output, weights = checked_forward(name, module_of(inputs, params["num_heads"]), inputs["query"], inputs["key"],
                                      inputs["value"], kind, None if kind == "none" else inputs["attn_mask"],
                                      inputs.get("key_padding_mask"))[:2]
    add(writer, "tmha.forward", name, seed, params, inputs, {"output": output, "weights": weights}, {})


def cases(writer, name, seed, module, query, key, value, kind="none", attn_mask=None, key_padding_mask=None):
    """Every operation's case for one call of the module (float64 tensors, float32 values)."""
    L, N, E = query.shape
    S, h = key.shape[0], module.num_heads
    output, weights, q, k, v, scores = checked_forward(name, module, query, key, value, kind, attn_mask,
                                                       key_padding_mask)
    masks = {}
    if kind != "none":
        masks["attn_mask"] = attn_mask
    if key_padding_mask is not None:
        masks["key_padding_mask"] = key_padding_mask
    mask_params = {} if kind == "none" else {"attn_mask": kind}

    t = exact(q.transpose(0, 1).reshape(L, N, E))  # the projected queries, sequence-first
    split_heads_case(writer, name, seed, {"num_heads": h}, {"t": t})
    full_mask = attention_mask(L, S, N, h, kind, attn_mask, key_padding_mask)
    attention_mask_case(writer, name, seed, {"L": L, "S": S, "N": N, "num_heads": h, **mask_params}, masks)
    s = exact(scores)
    masked_softmax_case(writer, name, seed, {}, {"scores": s, "mask": full_mask})
    context = exact(masked_softmax(s, full_mask) @ v)
    merge_heads_case(writer, name, seed, {"N": N}, {"context": context})
    per_head = exact(masked_softmax(s, full_mask))
    average_heads_case(writer, name, seed, {"num_heads": h}, {"weights": per_head})
    forward_case(writer, name, seed, {"num_heads": h, **mask_params},
                 {"query": query, "key": key, "value": value, "in_proj_weight": exact(module.in_proj_weight),
                  "in_proj_bias": exact(module.in_proj_bias), "out_proj.weight": exact(module.out_proj.weight),
                  "out_proj.bias": exact(module.out_proj.bias), **masks})


def notebook_inputs():
    """The notebook's query, key and value: its cells In [4] to In [6], in float32 as it ran them."""
    vocab = ["left", "on", "station", "the", "time", "train"]
    sentence = ["the", "train", "left", "the", "station", "on", "time"]
    x = torch.tensor([vocab.index(token) for token in sentence]).view(-1, 1)
    torch.manual_seed(123)
    embedding = nn.Embedding(len(vocab), 2)
    torch.manual_seed(1)
    projections = [nn.Linear(2, 4, bias=False) for _ in range(3)]
    with torch.no_grad():
        x_embed = embedding(x)
        # In float64, then rounded: float32 matmul kernels differ in the last
        # bit between CPUs, and a regenerated set must be the same everywhere.
        return [exact(x_embed.double() @ p.weight.double().T) for p in projections]


def module_from_seed(seed, embed_dim, num_heads):
    torch.manual_seed(seed)
    module = nn.MultiheadAttention(embed_dim, num_heads, dropout=0.0)
    module = module.double().eval()
    with torch.no_grad():  # float32 values, as the harness receives them
        for p in module.parameters():
            p.copy_(exact(p))
    return module


def random_qkv(seed, L, S, N, E, scale=1.0):
    g = torch.Generator().manual_seed(seed)
    return [exact(torch.randn(length, N, E, generator=g) * scale) for length in (L, S, S)]


def causal(L, additive):
    if additive:  # the notebook's: 1 where allowed, -inf where not
        mask = torch.tril(torch.ones(L, L, dtype=torch.float64))
        return mask.masked_fill(mask == 0, -INF)
    return torch.triu(torch.ones(L, L, dtype=torch.float64), diagonal=1)


def public_set(writer):
    query, key, value = notebook_inputs()
    module = module_from_seed(1, 4, 2)
    cases(writer, "notebook", 1, module, query, key, value)
    cases(writer, "notebook_causal", 1, module, query, key, value, "additive", causal(7, True))
    query, key, value = random_qkv(11, 3, 5, 2, 6)
    padding = torch.tensor([[0, 0, 0, 0, 0], [0, 0, 0, 1, 1]], dtype=torch.float64)
    cases(writer, "cross_L3_S5_N2_padding", 11, module_from_seed(11, 6, 3), query, key, value,
          key_padding_mask=padding)
    query, key, value = random_qkv(12, 4, 4, 2, 4)
    boolean = causal(4, False).expand(4, 4, 4).clone()
    boolean[3, 0, :] = 1  # batch item 1, head 1, query 0: every key masked
    cases(writer, "boolean_3d_fully_masked_row", 12, module_from_seed(12, 4, 2), query, key, value, "boolean", boolean,
          torch.tensor([[0, 0, 0, 1], [0, 0, 0, 0]], dtype=torch.float64))
    # An additive mask of finite values other than one per row (version 3), as
    # the hidden set has: the notebook's mask adds 1 to every allowed entry of
    # a row, which softmax cannot see, so code that applies only the mask's
    # -inf entries lost points only on the hidden set.
    query, key, value = random_qkv(13, 3, 4, 2, 4)
    additive = torch.randn(3, 4, generator=torch.Generator().manual_seed(13), dtype=torch.float64)
    cases(writer, "cross_L3_S4_N2_additive_finite", 13, module_from_seed(13, 4, 2), query, key, value, "additive",
          exact(additive))
    # An additive mask and key padding together (version 4), as the hidden set
    # has: code whose padding overwrites the attention mask (the mask's values
    # lost in every row that has padding) answered the public set as code
    # that ignores a boolean mask does, and the error model told it so.
    query, key, value = random_qkv(14, 3, 4, 2, 4)
    additive = torch.randn(3, 4, generator=torch.Generator().manual_seed(14), dtype=torch.float64)
    cases(writer, "cross_L3_S4_N2_additive_and_padding", 14, module_from_seed(14, 4, 2), query, key, value,
          "additive", exact(additive), torch.tensor([[0, 0, 0, 1], [0, 1, 0, 0]], dtype=torch.float64))
    return [123, 1, 11, 12, 13, 14]


def hidden_set(writer):
    # Each seed is itself, or derived from the course's private seed (--seed-file).
    seed = writer.seed(21)
    query, key, value = random_qkv(seed, 5, 5, 1, 8)
    cases(writer, "self_L5_causal_boolean_heads4", seed, module_from_seed(seed, 8, 4), query, key, value, "boolean",
          causal(5, False))
    seed = writer.seed(22)
    query, key, value = random_qkv(seed, 2, 6, 3, 6)
    additive = torch.randn(2, 6, generator=torch.Generator().manual_seed(seed), dtype=torch.float64)
    cases(writer, "cross_L2_S6_N3_additive_and_padding", seed, module_from_seed(seed, 6, 2), query, key, value,
          "additive", exact(additive), torch.tensor([[0, 0, 0, 0, 0, 1], [1, 0, 0, 0, 0, 0], [0] * 6],
                                                     dtype=torch.float64))
    seed = writer.seed(23)
    query, key, value = random_qkv(seed, 3, 3, 2, 4, 6.0)
    cases(writer, "large_inputs_padding_masks_all_keys", seed, module_from_seed(seed, 4, 1), query, key, value,
          key_padding_mask=torch.tensor([[1, 1, 1], [0, 1, 0]], dtype=torch.float64))
    seed = writer.seed(24)
    query, key, value = random_qkv(seed, 1, 1, 2, 3)
    cases(writer, "one_token_one_head", seed, module_from_seed(seed, 3, 1), query, key, value)
    # A 3-D mask, one [L, S] per batch item and head, as the public set has.
    seed = writer.seed(25)
    query, key, value = random_qkv(seed, 3, 4, 2, 4)
    additive = torch.randn(4, 3, 4, generator=torch.Generator().manual_seed(seed), dtype=torch.float64)
    cases(writer, "cross_L3_S4_N2_additive_3d", seed, module_from_seed(seed, 4, 2), query, key, value, "additive",
          exact(additive))
    # More rows (batch * heads = 6) than keys (S = 3), with a mask and key
    # padding (version 2): a mask built over as many rows as keys, or keys as
    # rows, differs here (the error model found no other case that tells).
    seed = writer.seed(26)
    query, key, value = random_qkv(seed, 2, 3, 3, 4)
    additive = torch.randn(2, 3, generator=torch.Generator().manual_seed(seed), dtype=torch.float64)
    cases(writer, "cross_L2_S3_N3_heads2_additive_and_padding", seed, module_from_seed(seed, 4, 2), query, key, value,
          "additive", exact(additive), torch.tensor([[0, 0, 1], [0, 0, 0], [1, 0, 0]], dtype=torch.float64))
    # A query that sees no key before queries that see some, in one batch
    # item and head (version 4): code that leaves the loop over queries at a
    # fully masked one (`break` where `continue` belongs) leaves the rest at
    # 0. The error model's second model answer, written with loops, found no
    # other hidden case that tells (the public set's boolean case does).
    seed = writer.seed(27)
    query, key, value = random_qkv(seed, 3, 3, 1, 4)
    boolean = causal(3, False).expand(2, 3, 3).clone()
    boolean[1, 0, :] = 1  # head 1, query 0: every key masked; queries 1 and 2 see some
    cases(writer, "self_L3_boolean_3d_first_query_sees_nothing", seed, module_from_seed(seed, 4, 2), query, key,
          value, "boolean", boolean)
    return [21, 22, 23, 24, 25, 26, 27]


# --- An instructor's own inputs (--inputs FILE) -------------------------------

def disagreement(case, error):
    """Why an instructor's case failed an oracle check."""
    if case["op"] == "tmha.forward":
        return f"the step-by-step forward and nn.MultiheadAttention disagree ({error})"
    return str(error) or "the inputs do not fit the op"


OPS = {
    "tmha.split_heads": from_inputs(split_heads_case, disagreement),
    "tmha.attention_mask": from_inputs(attention_mask_case, disagreement),
    "tmha.masked_softmax": from_inputs(masked_softmax_case, disagreement),
    "tmha.merge_heads": from_inputs(merge_heads_case, disagreement),
    "tmha.average_heads": from_inputs(average_heads_case, disagreement),
    "tmha.forward": from_inputs(forward_case, disagreement),
}


if __name__ == "__main__":
    sys.exit(reference_writer.main(
        __doc__, ASSIGNMENT, {"public": public_set, "hidden": hidden_set},
        {"script": SCRIPT, "version": GENERATOR_VERSION, "torch": torch.__version__, "numpy": np.__version__},
        "inputs float32; expected computed in float64, rounded to float32", setup=lambda: torch.set_num_threads(1),
        ops=OPS))
