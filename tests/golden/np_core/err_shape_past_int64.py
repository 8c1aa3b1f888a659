# An int past int64 in a shape is NumPy's ValueError (its C shape converter); where NumPy's
# Python code reads the number (tile's reps, as_strided's shape, axes normalised in Python) it
# is the OverflowError of a C long.
import numpy as np

a = np.zeros((2, 2))
calls = [
    ("np.zeros(2**63)", lambda: np.zeros(2**63)),
    ("np.ones((2, 2**64))", lambda: np.ones((2, 2**64))),
    ("np.empty(10**20)", lambda: np.empty(10**20)),
    ("np.full(2**63, 1)", lambda: np.full(2**63, 1)),
    ("a.reshape(2, 2**63)", lambda: a.reshape(2, 2**63)),
    ("a.transpose((0, 2**63))", lambda: a.transpose((0, 2**63))),
    ("np.broadcast_to(1, (2**63,))", lambda: np.broadcast_to(1, (2**63,))),
    ("np.ndarray((2**63,))", lambda: np.ndarray((2**63,))),
    ("np.empty_like(a, shape=2**63)", lambda: np.empty_like(a, shape=2**63)),
    ("np.tile(a, 2**63)", lambda: np.tile(a, 2**63)),
    ("as_strided", lambda: np.lib.stride_tricks.as_strided(a, shape=(2**63,))),
    ("np.expand_dims(a, 2**63)", lambda: np.expand_dims(a, 2**63)),
    ("np.flip(a, 2**63)", lambda: np.flip(a, 2**63)),
    ("a.squeeze(2**63)", lambda: a.squeeze(2**63)),
    ("np.moveaxis(a, 0, (2**63,))", lambda: np.moveaxis(a, 0, (2**63,))),
]
for name, f in calls:
    try:
        f()
    except (ValueError, OverflowError) as e:
        print(name, type(e).__name__, e)
# expect: np.zeros(2**63) ValueError Maximum allowed dimension exceeded
# expect: np.ones((2, 2**64)) ValueError Maximum allowed dimension exceeded
# expect: np.empty(10**20) ValueError Maximum allowed dimension exceeded
# expect: np.full(2**63, 1) ValueError Maximum allowed dimension exceeded
# expect: a.reshape(2, 2**63) ValueError Maximum allowed dimension exceeded
# expect: a.transpose((0, 2**63)) ValueError Maximum allowed dimension exceeded
# expect: np.broadcast_to(1, (2**63,)) ValueError Maximum allowed dimension exceeded
# expect: np.ndarray((2**63,)) ValueError Maximum allowed dimension exceeded
# expect: np.empty_like(a, shape=2**63) ValueError Maximum allowed dimension exceeded
# expect: np.tile(a, 2**63) OverflowError Python int too large to convert to C long
# expect: as_strided OverflowError Python int too large to convert to C long
# expect: np.expand_dims(a, 2**63) OverflowError Python int too large to convert to C long
# expect: np.flip(a, 2**63) OverflowError Python int too large to convert to C long
# expect: a.squeeze(2**63) OverflowError Python int too large to convert to C long
# expect: np.moveaxis(a, 0, (2**63,)) OverflowError Python int too large to convert to C long
