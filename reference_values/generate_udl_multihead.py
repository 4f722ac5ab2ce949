#!/usr/bin/python3
"""Generates the udl_multihead assignment's reference values with NumPy.

The oracle is the notebook's own code (Understanding Deep Learning,
notebook 12.2), in matrix form with one column per token,
with switches that reproduce common mistakes so the grader can name them.
The public set's "notebook_12_2" case uses the notebook's inputs exactly:
np.random.seed(3) for X (D = 8, N = 6) and np.random.seed(0) for the two
heads' parameters and omega_c, drawn in the notebook's order; its expected
output is the notebook's printed X_prime_true (tests/course_material checks it), and
it is compared at the notebook's rtol = atol = 1e-3. Expected values are
computed in float64 and rounded to float32.

Usage:
    /usr/bin/python3 reference_values/generate_udl_multihead.py [--out DIR] [--set public|hidden|all]
"""
import sys

import numpy as np

import reference_writer
from reference_writer import Tensor

GENERATOR_VERSION = "2"
ASSIGNMENT = "udl_multihead"
SCRIPT = "reference_values/generate_udl_multihead.py"
NOTEBOOK_TOLERANCE = {"rtol": 1e-3, "atol": 1e-3}


# --- The notebook's computation, with mistake switches -----------------------

def softmax_cols(data, mistake=None):
    if mistake == "softmax_rows":
        data = data.T
    # Without the maximum subtracted float32 overflows above about 88; float64
    # does not, so that mistake is named by the grader's non_finite hint.
    # softmax_max_over_rows: each row's maximum subtracted (left over from a
    # row softmax) while each column is summed: no longer a softmax.
    exps = np.exp(data - np.max(data, axis=1 if mistake == "softmax_max_over_rows" else 0, keepdims=True))
    result = exps / np.sum(exps, axis=0, keepdims=True)
    return result.T if mistake == "softmax_rows" else result


def project(x, omega, beta, mistake=None):
    if mistake == "bias_left_out":
        return omega @ x
    if mistake == "bias_first_token_only":
        out = omega @ x
        out[:, :1] += beta
        return out
    return beta + omega @ x


def scaled_dot_products(queries, keys, mistake=None):
    product = queries.T @ keys if mistake == "queries_keys_swapped" else keys.T @ queries
    if mistake == "unscaled":
        return product
    if mistake == "scaled_by_head_size":
        return product / queries.shape[0]
    if mistake == "scaled_by_tokens":
        return product / np.sqrt(queries.shape[1])
    return product / np.sqrt(queries.shape[0])


def combine_heads(head_outputs, omega_c, mistake=None):
    heads = list(head_outputs)
    if mistake == "heads_reversed":
        heads = heads[::-1]
    stacked = np.concatenate(heads, axis=0)
    if mistake == "heads_interleaved_rows":  # head h in rows h, h + H, h + 2H, ...
        stacked = np.stack(heads, axis=1).reshape(stacked.shape)
    if mistake == "mix_left_out":
        return stacked
    if mistake == "omega_c_block_offset":  # head h mixed with columns h .. h + head_size - 1
        size = heads[0].shape[0]
        return sum(omega_c[:, h:h + size] @ head for h, head in enumerate(heads))
    return omega_c @ stacked


def head_outputs(x, params):
    """Each head's V softmax_cols(K^T Q / sqrt(head_size)); params hold the heads stacked first."""
    outputs = []
    for h in range(params["omega_q"].shape[0]):
        q = project(x, params["omega_q"][h], params["beta_q"][h])
        k = project(x, params["omega_k"][h], params["beta_k"][h])
        v = project(x, params["omega_v"][h], params["beta_v"][h])
        outputs.append(v @ softmax_cols(scaled_dot_products(q, k)))
    return outputs


def multihead(x, params):
    return combine_heads(head_outputs(x, params), params["omega_c"])


SOFTMAX_MISTAKES = ["softmax_rows", "softmax_max_over_rows"]
PROJECT_MISTAKES = ["bias_left_out", "bias_first_token_only"]
PRODUCT_MISTAKES = ["unscaled", "queries_keys_swapped", "scaled_by_head_size", "scaled_by_tokens"]
COMBINE_MISTAKES = ["heads_reversed", "heads_interleaved_rows", "mix_left_out", "omega_c_block_offset"]


# --- Cases --------------------------------------------------------------------

def f32(array):
    return Tensor(np.asarray(array, dtype=np.float64))


def exact(array):
    """Float32 inputs, read back in float64 for the expected values."""
    return np.asarray(array, dtype=np.float32).astype(np.float64)


def distinct_mistakes(expected, variants, rtol=1e-4, atol=1e-5):
    """The mistakes this case can name: those whose output differs from the
    right answer and from every other mistake's (with one token, dividing by
    sqrt(N) is no scaling at all: such a case names neither)."""
    def same(a, b):
        return a.shape == b.shape and np.allclose(a, b, rtol=rtol, atol=atol, equal_nan=False)

    kept = {}
    for name, value in variants.items():
        if same(value, expected):
            continue
        if any(same(value, other) for other_name, other in variants.items() if other_name != name):
            continue
        kept[name] = {"output": f32(value)}
    return kept


def add(writer, op, name, seed, inputs, function, mistakes, tolerance=None, params=None):
    """inputs: name -> float64 array already rounded to float32 values."""
    expected = function(*inputs.values())
    variants = {m: function(*inputs.values(), mistake=m) for m in mistakes}
    case = {"name": name, "params": params or {}, "seed": seed,
            "inputs": {key: f32(value) for key, value in inputs.items()},
            "expected": {"output": f32(expected)}}
    if tolerance:
        case["tolerance"] = tolerance
    case["mistakes"] = distinct_mistakes(expected, variants)
    writer.add(op, case)


def notebook_inputs():
    """The notebook's X and parameters, drawn exactly as its cells draw them."""
    np.random.seed(3)
    n, d = 6, 8
    x = np.random.normal(size=(d, n))
    heads, head_size = 2, d // 2
    np.random.seed(0)
    per_head = []
    for _ in range(heads):
        per_head.append({name: np.random.normal(size=(head_size, d)) for name in ["omega_q", "omega_k", "omega_v"]})
        per_head[-1].update({name: np.random.normal(size=(head_size, 1)) for name in ["beta_q", "beta_k", "beta_v"]})
    omega_c = np.random.normal(size=(d, d))
    params = {name: exact(np.stack([p[name] for p in per_head])) for name in per_head[0]}
    params["omega_c"] = exact(omega_c)
    return exact(x), params


def random_inputs(seed, d, n, heads, head_size, x_scale=1.0):
    rng = np.random.default_rng(seed)
    x = exact(rng.normal(size=(d, n)) * x_scale)
    params = {}
    for name in ["omega_q", "omega_k", "omega_v"]:
        params[name] = exact(rng.normal(size=(heads, head_size, d)))
    for name in ["beta_q", "beta_k", "beta_v"]:
        params[name] = exact(rng.normal(size=(heads, head_size, 1)))
    params["omega_c"] = exact(rng.normal(size=(d, heads * head_size)))
    return x, params


def step_cases(writer, name, seed, x, params, tolerance=None):
    """One case per task from the same inputs, each from the reference's previous step."""
    q = exact(project(x, params["omega_q"][0], params["beta_q"][0]))
    k = exact(project(x, params["omega_k"][0], params["beta_k"][0]))
    add(writer, "udl.project", name, seed, {"x": x, "omega": params["omega_q"][0], "beta": params["beta_q"][0]},
        project, PROJECT_MISTAKES, tolerance)
    add(writer, "udl.scaled_dot_products", name, seed, {"queries": q, "keys": k}, scaled_dot_products,
        PRODUCT_MISTAKES, tolerance)
    add(writer, "udl.softmax_cols", name, seed, {"data": exact(scaled_dot_products(q, k))}, softmax_cols,
        SOFTMAX_MISTAKES, tolerance)
    outputs = exact(np.stack(head_outputs(x, params)))
    add(writer, "udl.combine_heads", name, seed, {"head_outputs": outputs, "omega_c": params["omega_c"]},
        combine_heads, COMBINE_MISTAKES, tolerance)
    add(writer, "udl.multihead_scaled_self_attention", name, seed, {"x": x, **params},
        lambda x, omega_q, omega_k, omega_v, beta_q, beta_k, beta_v, omega_c, mistake=None: multihead(x, {
            "omega_q": omega_q, "omega_k": omega_k, "omega_v": omega_v, "beta_q": beta_q, "beta_k": beta_k,
            "beta_v": beta_v, "omega_c": omega_c}), [], tolerance)


def large_softmax_case(writer, name, seed, rows, cols, scale):
    rng = np.random.default_rng(seed)
    add(writer, "udl.softmax_cols", name, seed, {"data": exact(rng.normal(size=(rows, cols)) * scale)},
        softmax_cols, SOFTMAX_MISTAKES)


def negative_softmax_case(writer, name, seed, rows, cols):
    """Every entry below -104 (its exponential is 0 in float32 unless the
    column's maximum is subtracted) and, in each column, row 1 above the
    others by more than 88 (theirs overflows unless the maximum is the
    column's own): a running maximum started at 0, or one that skips a row,
    gives NaN here and nowhere else (version 2)."""
    rng = np.random.default_rng(seed)
    data = -300.0 + rng.normal(size=(rows, cols)) * 5.0
    data[1, :] = -150.0 + rng.normal(size=cols) * 5.0
    add(writer, "udl.softmax_cols", name, seed, {"data": exact(data)}, softmax_cols, SOFTMAX_MISTAKES)


def public_set(writer):
    x, params = notebook_inputs()
    step_cases(writer, "notebook_12_2", 0, x, params, NOTEBOOK_TOLERANCE)
    x, params = random_inputs(7001, 6, 5, 3, 2)
    step_cases(writer, "d6_n5_heads3_size2", 7001, x, params)
    large_softmax_case(writer, "large_scores_5x4", 7002, 5, 4, 60.0)
    # Heads whose sizes do not add up to D (heads * head_size != D), as the
    # hidden set has (issue 33 item 4): the stack of heads is [6, N], not [D, N].
    x, params = random_inputs(7003, 4, 3, 2, 3)
    step_cases(writer, "d4_n3_heads2_size3", 7003, x, params)
    return [3, 0, 7001, 7002, 7003]


def hidden_set(writer):
    for seed, name, d, n, heads, head_size, scale in [
            (8001, "d4_n1_heads2_size2", 4, 1, 2, 2, 1.0),
            (8002, "d5_n7_heads1_size3", 5, 7, 1, 3, 1.0),
            (8003, "d12_n9_heads4_size3", 12, 9, 4, 3, 1.0),
            (8004, "d6_n8_heads2_size5", 6, 8, 2, 5, 1.0),
            (8005, "large_inputs_d8_n6_heads2_size4", 8, 6, 2, 4, 6.0)]:
        drawn = writer.seed(seed)  # the seed itself, or derived from the course's private seed (--seed-file)
        x, params = random_inputs(drawn, d, n, heads, head_size, scale)
        step_cases(writer, name, drawn, x, params)
    large_softmax_case(writer, "large_scores_7x3", writer.seed(8006), 7, 3, 90.0)
    large_softmax_case(writer, "one_row_1x5", writer.seed(8007), 1, 5, 1.0)
    negative_softmax_case(writer, "very_negative_4x3", writer.seed(8008), 4, 3)
    return [8001, 8002, 8003, 8004, 8005, 8006, 8007, 8008]


# --- An instructor's own inputs (--inputs FILE) -------------------------------

def multihead_of(x, omega_q, omega_k, omega_v, beta_q, beta_k, beta_v, omega_c, mistake=None):
    return multihead(x, {"omega_q": omega_q, "omega_k": omega_k, "omega_v": omega_v, "beta_q": beta_q,
                         "beta_k": beta_k, "beta_v": beta_v, "omega_c": omega_c})


def from_inputs(function, mistakes, names):
    """compute(writer, case) for --inputs: the op's function on the case's
    inputs, taken in the function's argument order."""
    def compute(writer, case):
        missing = [name for name in names if name not in case["inputs"]]
        if missing:
            raise KeyError(f"inputs {', '.join(missing)} missing (the op takes {', '.join(names)})")
        add(writer, case["op"], case["name"], None, {name: case["inputs"][name] for name in names}, function,
            mistakes, params=case["params"])
    return compute


OPS = {
    "udl.project": from_inputs(project, PROJECT_MISTAKES, ["x", "omega", "beta"]),
    "udl.scaled_dot_products": from_inputs(scaled_dot_products, PRODUCT_MISTAKES, ["queries", "keys"]),
    "udl.softmax_cols": from_inputs(softmax_cols, SOFTMAX_MISTAKES, ["data"]),
    "udl.combine_heads": from_inputs(combine_heads, COMBINE_MISTAKES, ["head_outputs", "omega_c"]),
    "udl.multihead_scaled_self_attention": from_inputs(
        multihead_of, [], ["x", "omega_q", "omega_k", "omega_v", "beta_q", "beta_k", "beta_v", "omega_c"]),
}


if __name__ == "__main__":
    sys.exit(reference_writer.main(__doc__, ASSIGNMENT, {"public": public_set, "hidden": hidden_set},
                                   {"script": SCRIPT, "version": GENERATOR_VERSION, "numpy": np.__version__},
                                   "inputs float32; expected computed in float64, rounded to float32", ops=OPS))
