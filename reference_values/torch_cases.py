"""Helpers shared by the PyTorch generators: float32 tensors for the
reference files, float32-exact inputs for the float64 oracles, and the
choice of which mistakes a case can name."""
import torch

from reference_writer import Tensor


def f32(t):
    """A tensor as the reference file stores it: float32."""
    return Tensor(t.detach().to(torch.float32).numpy())


def exact(t):
    """Rounded to float32 (what the harness receives), then float64 for the oracle."""
    return t.detach().to(torch.float32).to(torch.float64)


def distinct_mistakes(expected, variants, drop_infinite=False, rtol=1e-4, atol=1e-5):
    """The mistakes a case can name: expected and every variant map output
    names to tensors; a variant is kept when it differs from the right
    answer and from every other variant (two mistakes with the same outputs
    cannot be told apart), and has no NaN (nor inf, with drop_infinite)."""
    def same(a, b):
        return all(a[key].shape == b[key].shape and torch.allclose(a[key], b[key], rtol=rtol, atol=atol) for key in a)

    def unusable(outputs):
        bad = (lambda v: not torch.isfinite(v).all()) if drop_infinite else (lambda v: torch.isnan(v).any())
        return any(bad(value) for value in outputs.values())

    kept = {}
    for name, outputs in variants.items():
        if unusable(outputs) or same(outputs, expected):
            continue
        if any(same(outputs, other) for other_name, other in variants.items() if other_name != name):
            continue
        kept[name] = {key: f32(value) for key, value in outputs.items()}
    return kept


def from_inputs(case_function, assertion=None):
    """compute(writer, case) for --inputs (reference_writer): the op's case
    function on the case's params and inputs (float64 tensors of float32
    values), no seed. An oracle's own check that fails (an assert) becomes a
    ValueError saying `assertion(case, error)`, or the check's own words."""
    def compute(writer, case):
        inputs = {key: torch.from_numpy(value) for key, value in case["inputs"].items()}
        try:
            with torch.no_grad():
                case_function(writer, case["name"], None, case["params"], inputs)
        except AssertionError as error:
            raise ValueError(assertion(case, error) if assertion else
                             str(error) or "the inputs' shapes do not fit the op") from error
    return compute
