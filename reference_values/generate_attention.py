#!/usr/bin/python3
"""Generates the attention assignment's reference values with PyTorch.

The modules below are the course's SelfAttention and
MultiHeadSelfAttention (the course's multi-head attention notebook), with switches that reproduce the
common mistakes, so the grader can name a mistake when a student's output
matches one. Inputs and weights are drawn in float32 from fixed seeds;
expected values are computed in float64 and rounded to float32, so they do
not depend on which BLAS kernel this CPU picks.

Usage:
    /usr/bin/python3 reference_values/generate_attention.py [--out DIR] [--set public|hidden|all]
    /usr/bin/python3 reference_values/generate_attention.py --inputs FILE [--set-name NAME] [--out DIR]

Running it again reproduces the committed files byte for byte (same PyTorch
and NumPy versions: they are recorded in each set's index.json).
"""
import sys

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

import reference_writer
from reference_writer import Tensor
from torch_cases import f32

GENERATOR_VERSION = "1"
ASSIGNMENT = "attention"
SCRIPT = "reference_values/generate_attention.py"


# --- The course's modules, with mistake switches -----------------------

class SelfAttention(nn.Module):
    def __init__(self, input_size, hidden):
        super().__init__()
        self.q = nn.Linear(input_size, hidden)  # [input_size, hidden]
        self.k = nn.Linear(input_size, hidden)
        self.v = nn.Linear(input_size, hidden)
        self.scale = hidden ** 0.5

    def forward(self, x, mistake=None):
        def project(layer):
            if mistake == "sa_biases_left_out":
                return F.linear(x, layer.weight)
            return layer(x)

        q, k, v = project(self.q), project(self.k), project(self.v)  # [bs, seq, hidden]
        scores = torch.bmm(q, k.transpose(1, 2))  # [bs, seq, seq]
        if mistake != "sa_unscaled":
            scores = scores / self.scale
        probs = F.softmax(scores, dim=1 if mistake == "sa_softmax_wrong_axis" else -1)
        return torch.bmm(probs, v)  # [bs, seq, hidden]


class MultiHeadSelfAttention(nn.Module):
    def __init__(self, input_size, hidden, num_heads, causal=False, dropout=0.0):
        if hidden % num_heads:
            raise ValueError(f"hidden should be divisible by num_heads, "
                             f"but got hidden={hidden} and num_heads={num_heads}")
        super().__init__()
        self.k = nn.Linear(input_size, hidden)
        self.q = nn.Linear(input_size, hidden)
        self.v = nn.Linear(input_size, hidden)
        self.mix = nn.Linear(hidden, hidden)
        self.dropout = nn.Dropout(dropout)
        self.num_heads = num_heads
        self.head_size = hidden // num_heads
        self.scale = self.head_size ** 0.5
        self.causal = causal

    def split(self, t, mistake=None):
        bs, seq, _ = t.shape
        if mistake == "split_reshape_only":
            return t.reshape(bs, self.num_heads, seq, self.head_size)
        return t.view(bs, seq, self.num_heads, self.head_size).transpose(1, 2)  # [bs, heads, seq, head_size]

    def scores(self, x, mistake=None):
        """Task 2.1: [bs * heads, seq, seq]."""
        bs, seq, _ = x.shape
        linear = (lambda layer: F.linear(x, layer.weight)) if mistake == "biases_left_out" else (lambda layer: layer(x))
        q = self.split(linear(self.q), mistake)
        k = self.split(linear(self.k), mistake)
        scores = torch.matmul(q, k.transpose(-2, -1))  # [bs, heads, seq, seq]
        if mistake == "scaled_by_hidden":
            scores = scores / (self.num_heads * self.head_size) ** 0.5
        elif mistake != "unscaled":
            scores = scores / self.scale
        if mistake == "heads_major_rows":
            return scores.transpose(0, 1).reshape(self.num_heads * bs, seq, seq)
        return scores.reshape(bs * self.num_heads, seq, seq)

    @staticmethod
    def apply_causal_mask(scores, mistake=None):
        """Task 2.2: -inf strictly above the diagonal."""
        seq = scores.shape[-1]
        ones = torch.ones(seq, seq, dtype=torch.bool)
        if mistake == "mask_hides_diagonal":
            mask = torch.triu(ones, diagonal=0)
        elif mistake == "mask_lower":
            mask = torch.tril(ones, diagonal=-1)
        else:
            mask = torch.triu(ones, diagonal=1)
        fill = 0.0 if mistake == "mask_fills_zero" else float("-inf")
        return scores.masked_fill(mask[None, :, :], fill)

    def attend(self, scores, x, mistake=None):
        """Task 2.3: {output [bs, seq, hidden], probs [bs * heads, seq, seq]}."""
        bs, seq, _ = x.shape
        probs = F.softmax(scores, dim=1 if mistake == "softmax_wrong_axis" else -1)
        probs = self.dropout(probs)
        v = self.split(self.v(x))  # [bs, heads, seq, head_size]
        att = torch.matmul(probs.view(bs, self.num_heads, seq, seq), v)  # [bs, heads, seq, head_size]
        if mistake == "heads_merged_in_reverse":
            att = att.flip(1)  # head h written where head num_heads - 1 - h belongs
        if mistake == "merge_reshape_only":
            att = att.reshape(bs, seq, -1)
        else:
            att = att.transpose(1, 2).contiguous().view(bs, seq, -1)  # [bs, seq, hidden]
        if mistake == "mix_left_out":
            out = att
        elif mistake == "mix_bias_left_out":
            out = F.linear(att, self.mix.weight)
        else:
            out = self.mix(att)
        return out, probs

    def forward(self, x, return_attention=False):
        scores = self.scores(x)
        if self.causal:
            scores = self.apply_causal_mask(scores)
        att, probs = self.attend(scores, x)
        return (att, probs) if return_attention else att


SA_MISTAKES = ["sa_unscaled", "sa_softmax_wrong_axis", "sa_biases_left_out"]
SCORE_MISTAKES = ["unscaled", "scaled_by_hidden", "split_reshape_only", "heads_major_rows", "biases_left_out"]
MASK_MISTAKES = ["mask_hides_diagonal", "mask_lower", "mask_fills_zero"]
ATTEND_MISTAKES = ["softmax_wrong_axis", "merge_reshape_only", "heads_merged_in_reverse", "mix_left_out",
                   "mix_bias_left_out"]


# --- Cases --------------------------------------------------------------------

def layers_of(model, names):
    tensors = {}
    for name in names:
        layer = getattr(model, name)
        tensors[name + ".weight"] = f32(layer.weight)
        tensors[name + ".bias"] = f32(layer.bias)
    return tensors


def make_x(seed, batch, seq, input_size, scale=1.0):
    generator = torch.Generator().manual_seed(seed)
    return torch.randn(batch, seq, input_size, generator=generator) * scale


def distinct_mistakes(expected, variants, rtol=1e-4, atol=1e-5):
    """Only mistakes whose outputs differ from the right answer can be named."""
    kept = {}
    for name, outputs in variants.items():
        differs = False
        for key, value in outputs.items():
            want = expected[key]
            if value.shape != want.shape or not torch.allclose(value, want, rtol=rtol, atol=atol, equal_nan=False):
                differs = True
        if differs:
            kept[name] = {key: f32(value) for key, value in outputs.items()}
    return kept


def seeded_model(cls, seed, *args, **kwargs):
    torch.manual_seed(seed)
    return cls(*args, **kwargs).eval()


SA_LAYERS = ["q", "k", "v"]
MHSA_LAYERS = ["k", "q", "v", "mix"]


# One case of each op, from a model (float64) and float32-exact inputs: the
# seeded sets below and an instructor's own inputs (--inputs) both write them.

def add_self_attention_forward(writer, name, params, seed, model, x32):
    x = x32.double()
    with torch.no_grad():
        expected = model(x)
        variants = {m: {"output": model(x, mistake=m)} for m in SA_MISTAKES}
    writer.add("self_attention.forward", {
        "name": name,
        "params": params,
        "seed": seed,
        "inputs": {"x": f32(x32), **layers_of(model, SA_LAYERS)},
        "expected": {"output": f32(expected)},
        "mistakes": distinct_mistakes({"output": expected}, variants),
    })


def add_scores(writer, name, params, seed, model, x32):
    x = x32.double()
    with torch.no_grad():
        scores = model.scores(x)
        variants = {m: {"scores": model.scores(x, mistake=m)} for m in SCORE_MISTAKES}
    writer.add("mhsa.scores", {
        "name": name, "params": params, "seed": seed,
        "inputs": {"x": f32(x32), **layers_of(model, MHSA_LAYERS)},
        "expected": {"scores": f32(scores)},
        "mistakes": distinct_mistakes({"scores": scores}, variants),
    })


def add_mask(writer, name, params, seed, scores):
    with torch.no_grad():
        masked = MultiHeadSelfAttention.apply_causal_mask(scores)
        variants = {m: {"scores": MultiHeadSelfAttention.apply_causal_mask(scores, m)} for m in MASK_MISTAKES}
    writer.add("mhsa.apply_causal_mask", {
        "name": name, "params": params, "seed": seed,
        "inputs": {"scores": f32(scores)},
        "expected": {"scores": f32(masked)},
        "mistakes": distinct_mistakes({"scores": masked}, variants),
    })


def add_attend(writer, name, params, seed, model, given, x32):
    """given: the scores attend takes (already masked for a causal case)."""
    given = given.to(torch.float32).double()  # as the harness receives them: expected follows from the inputs alone
    x = x32.double()
    with torch.no_grad():
        out, probs = model.attend(given, x)
        variants = {}
        for m in ATTEND_MISTAKES:
            wrong_out, wrong_probs = model.attend(given, x, mistake=m)
            variants[m] = {"output": wrong_out, "probs": wrong_probs}
    writer.add("mhsa.attend", {
        "name": name, "params": params, "seed": seed,
        "inputs": {"scores": f32(given), "x": f32(x32), **layers_of(model, MHSA_LAYERS)},
        "expected": {"output": f32(out), "probs": f32(probs)},
        "mistakes": distinct_mistakes({"output": out, "probs": probs}, variants),
    })


def add_forward(writer, op, name, params, seed, model, x32):
    """op: mhsa.forward or mhsa.forward_with_attention (no mistakes: the
    parts' own cases name them)."""
    x = x32.double()
    model.causal = params.get("causal", False)
    with torch.no_grad():
        if op == "mhsa.forward":
            expected = {"output": f32(model(x))}
        else:
            out, probs = model(x, return_attention=True)
            expected = {"output": f32(out), "probs": f32(probs)}
    writer.add(op, {
        "name": name, "params": params, "seed": seed,
        "inputs": {"x": f32(x32), **layers_of(model, MHSA_LAYERS)},
        "expected": expected,
    })


def self_attention_cases(writer, seed, shapes, large=()):
    """shapes: (name, batch, seq, input_size, hidden, x_scale)."""
    for name, batch, seq, input_size, hidden, scale in shapes:
        model = seeded_model(SelfAttention, seed, input_size, hidden).double()
        x32 = make_x(seed + 1, batch, seq, input_size, scale)
        add_self_attention_forward(writer, name, {"input_size": input_size, "hidden": hidden}, seed, model, x32)


def construct_cases(writer, sa_shapes, mhsa_shapes, invalid):
    for input_size, hidden in sa_shapes:
        writer.add("self_attention.construct", {
            "name": f"in{input_size}_hidden{hidden}",
            "params": {"input_size": input_size, "hidden": hidden},
            "compare": "shape",
            "expected": {f"{n}.{p}": Tensor(np.zeros((hidden, input_size) if p == "weight" else (hidden,)), False)
                         for n in ("q", "k", "v") for p in ("weight", "bias")},
        })
    for input_size, hidden, heads in mhsa_shapes:
        expected = {}
        for n in ("k", "q", "v", "mix"):
            fan_in = hidden if n == "mix" else input_size
            expected[n + ".weight"] = Tensor(np.zeros((hidden, fan_in)), False)
            expected[n + ".bias"] = Tensor(np.zeros((hidden,)), False)
        writer.add("mhsa.construct", {
            "name": f"in{input_size}_hidden{hidden}_heads{heads}",
            "params": {"input_size": input_size, "hidden": hidden, "num_heads": heads},
            "compare": "shape",
            "expected": expected,
        })
    for input_size, hidden, heads in invalid:
        writer.add("mhsa.construct", {
            "name": f"rejects_hidden{hidden}_heads{heads}",
            "params": {"input_size": input_size, "hidden": hidden, "num_heads": heads},
            "expected_error": {"kind": "invalid_argument", "message_contains": [str(hidden), str(heads)]},
        })


def mhsa_cases(writer, seed, name, batch, seq, input_size, hidden, heads, scale=1.0, ops=None, dropout_eval=False):
    """Every multi-head case of one model: scores, mask, attend, forward."""
    ops = ops or ["scores", "mask", "attend", "forward", "forward_with_attention"]
    model = seeded_model(MultiHeadSelfAttention, seed, input_size, hidden, heads).double()
    x32 = make_x(seed + 1, batch, seq, input_size, scale)
    x = x32.double()
    params = {"input_size": input_size, "hidden": hidden, "num_heads": heads}
    with torch.no_grad():
        scores = model.scores(x)
        masked = model.apply_causal_mask(scores)
    if "scores" in ops:
        add_scores(writer, name, {**params, "causal": False}, seed, model, x32)
    if "mask" in ops and seq > 1:
        add_mask(writer, name, {"num_heads": heads}, seed, scores)
    for causal in (False, True):
        given = masked if causal else scores
        suffix = "_causal" if causal else ""
        if "attend" in ops:
            case_params = {**params, "causal": causal}
            if dropout_eval and not causal:
                case_params["dropout"] = 0.5  # evaluation mode: dropout must not change anything
            add_attend(writer, name + suffix + ("_dropout_eval" if "dropout" in case_params else ""),
                       case_params, seed, model, given, x32)
        for op in ("forward", "forward_with_attention"):
            if op in ops:
                add_forward(writer, "mhsa." + op, name + suffix, {**params, "causal": causal}, seed, model, x32)


def public_set(writer):
    # The course's test shapes: batch 3, seq 5, input 7, hidden 9, 3 heads.
    self_attention_cases(writer, 1001, [("seed_course_b3_s5_in7_h9", 3, 5, 7, 9, 1.0),
                                        ("b2_s4_in5_h6", 2, 4, 5, 6, 1.0)])
    construct_cases(writer, [(7, 9), (4, 4), (11, 15)], [(7, 9, 3), (11, 15, 3)], [(7, 9, 4), (7, 10, 3)])
    mhsa_cases(writer, 2001, "seed_course_b3_s5_in7_h9_heads3", 3, 5, 7, 9, 3, dropout_eval=True)
    mhsa_cases(writer, 2002, "b2_s6_in4_h8_heads2", 2, 6, 4, 8, 2)
    # Scores large enough that exp() overflows without the row's maximum
    # taken out first, as in the hidden set: the public set warns about it.
    mhsa_cases(writer, 2003, "large_inputs_b1_s4_in4_h4_heads2", 1, 4, 4, 4, 2, scale=40.0)
    return [1001, 2001, 2002, 2003]


def hidden_set(writer):
    self_attention_cases(writer, writer.seed(5001), [("b1_s1_in3_h2", 1, 1, 3, 2, 1.0),
                                        ("b2_s6_in5_h4", 2, 6, 5, 4, 1.0),
                                        ("large_inputs_b2_s5_in6_h8", 2, 5, 6, 8, 40.0)])
    construct_cases(writer, [(3, 2), (16, 8)], [(5, 6, 2), (8, 24, 12), (3, 4, 4)], [(5, 6, 4), (8, 12, 5)])
    mhsa_cases(writer, writer.seed(6001), "b2_s7_in5_h6_heads3", 2, 7, 5, 6, 3, dropout_eval=True)
    mhsa_cases(writer, writer.seed(6002), "b1_s1_in5_h6_heads2", 1, 1, 5, 6, 2)
    mhsa_cases(writer, writer.seed(6003), "head_size1_b2_s4_in3_h4_heads4", 2, 4, 3, 4, 4)
    mhsa_cases(writer, writer.seed(6004), "one_head_b2_s5_in6_h6_heads1", 2, 5, 6, 6, 1)
    mhsa_cases(writer, writer.seed(6005), "many_heads_b2_s6_in8_h24_heads12", 2, 6, 8, 24, 12)
    mhsa_cases(writer, writer.seed(6006), "large_inputs_b2_s6_in6_h8_heads2", 2, 6, 6, 8, 2, scale=40.0)
    return [5001, 6001, 6002, 6003, 6004, 6005, 6006]


# --- An instructor's own cases (--inputs) ---------------------------------------

def layer_names(layers):
    return [f"{layer}.{part}" for layer in layers for part in ("weight", "bias")]


def case_tensors(case, names):
    """The case's inputs as float64 tensors: exactly these names."""
    missing = [n for n in names if n not in case["inputs"]]
    unknown = [n for n in case["inputs"] if n not in names]
    if missing or unknown:
        raise ValueError(f"inputs {', '.join(names)} are needed"
                         + (f"; missing: {', '.join(missing)}" if missing else "")
                         + (f"; not inputs of this op: {', '.join(unknown)}" if unknown else ""))
    return {n: torch.from_numpy(case["inputs"][n]) for n in names}


def model_from_inputs(model, tensors, layers):
    """model (made from the case's params) in float64, its layers' weights
    and biases the case's inputs "<layer>.weight" and "<layer>.bias"."""
    model = model.double().eval()
    with torch.no_grad():
        for name in layer_names(layers):
            layer, part = name.split(".")
            param = getattr(getattr(model, layer), part)
            if tuple(tensors[name].shape) != tuple(param.shape):
                raise ValueError(f"input {name}: shape {list(tensors[name].shape)}, the params give "
                                 f"{list(param.shape)}")
            param.copy_(tensors[name])
    return model


def mhsa_from_inputs(params, tensors):
    return model_from_inputs(MultiHeadSelfAttention(params["input_size"], params["hidden"], params["num_heads"],
                                                    causal=params.get("causal", False),
                                                    dropout=params.get("dropout", 0.0)), tensors, MHSA_LAYERS)


def compute_self_attention_forward(writer, case):
    params = case["params"]
    tensors = case_tensors(case, ["x"] + layer_names(SA_LAYERS))
    model = model_from_inputs(SelfAttention(params["input_size"], params["hidden"]), tensors, SA_LAYERS)
    add_self_attention_forward(writer, case["name"], params, None, model, tensors["x"])


def compute_scores(writer, case):
    tensors = case_tensors(case, ["x"] + layer_names(MHSA_LAYERS))
    add_scores(writer, case["name"], case["params"], None, mhsa_from_inputs(case["params"], tensors), tensors["x"])


def compute_mask(writer, case):
    add_mask(writer, case["name"], case["params"], None, case_tensors(case, ["scores"])["scores"])


def compute_attend(writer, case):
    tensors = case_tensors(case, ["scores", "x"] + layer_names(MHSA_LAYERS))
    add_attend(writer, case["name"], case["params"], None, mhsa_from_inputs(case["params"], tensors),
               tensors["scores"], tensors["x"])


def compute_forward(writer, case):
    tensors = case_tensors(case, ["x"] + layer_names(MHSA_LAYERS))
    add_forward(writer, case["op"], case["name"], case["params"], None, mhsa_from_inputs(case["params"], tensors),
                tensors["x"])


OPS = {
    "self_attention.forward": compute_self_attention_forward,
    "mhsa.scores": compute_scores,
    "mhsa.apply_causal_mask": compute_mask,
    "mhsa.attend": compute_attend,
    "mhsa.forward": compute_forward,
    "mhsa.forward_with_attention": compute_forward,
}


if __name__ == "__main__":
    sys.exit(reference_writer.main(
        __doc__, ASSIGNMENT, {"public": public_set, "hidden": hidden_set},
        {"script": SCRIPT, "version": GENERATOR_VERSION, "torch": torch.__version__, "numpy": np.__version__},
        "inputs float32; expected computed in float64, rounded to float32", setup=lambda: torch.set_num_threads(1),
        ops=OPS))
