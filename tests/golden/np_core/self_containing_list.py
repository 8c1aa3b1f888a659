# A list that holds itself given to NumPy: NumPy's errors (Weft's searches of nested lists recursed
# without end and crashed)
import numpy as np
a = []
a.append(a)
b = [1.0]
b.append(b)
tests = [
    ("array", lambda x: np.array(x)), ("array f8", lambda x: np.array(x, dtype=float)),
    ("array O", lambda x: np.array(x, dtype=object).shape), ("asarray", lambda x: np.asarray(x)),
    ("concatenate", lambda x: np.concatenate([x, x])), ("stack", lambda x: np.stack([x, x])),
    ("sum", lambda x: np.sum(x)), ("mean", lambda x: np.mean(x)), ("sort", lambda x: np.sort(x)),
    ("unique", lambda x: np.unique(x)), ("where", lambda x: np.where(x)), ("add", lambda x: np.add(x, 1)),
    ("dt64", lambda x: np.array(a, dtype="M8[D]")),
    ("zeros_like", lambda x: np.zeros_like(x)), ("shape", lambda x: np.shape(x)), ("ndim", lambda x: np.ndim(x)),
    ("vstack", lambda x: np.vstack([x])), ("isin", lambda x: np.isin(1, x)), ("tolist", lambda x: np.array(x).tolist()),
]
for name, f in tests:
    for v, vn in ((a, "a"), (b, "b")):
        try:
            r = f(v)
            print(name, vn, "->", r)
        except Exception as e:
            print(name, vn, type(e).__name__, e)
x = 1
for i in range(33):
    x = [x]
try:
    np.array(x)
except ValueError as e:
    print(e)
x = 1
for i in range(32):
    x = [x]
print(np.array(x).ndim)
try:
    np.array([np.zeros([1] * 32)])
except ValueError as e:
    print(e)
# expect: array a ValueError setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 32.
# expect: array b ValueError setting an array element with a sequence. The requested array has an inhomogeneous shape after 1 dimensions. The detected shape was (2,) + inhomogeneous part.
# expect: array f8 a ValueError setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 32.
# expect: array f8 b ValueError setting an array element with a sequence. The requested array has an inhomogeneous shape after 1 dimensions. The detected shape was (2,) + inhomogeneous part.
# expect: array O a -> (1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
# expect: array O b -> (2,)
# expect: asarray a ValueError setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 32.
# expect: asarray b ValueError setting an array element with a sequence. The requested array has an inhomogeneous shape after 1 dimensions. The detected shape was (2,) + inhomogeneous part.
# expect: concatenate a ValueError setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 32.
# expect: concatenate b ValueError setting an array element with a sequence. The requested array has an inhomogeneous shape after 1 dimensions. The detected shape was (2,) + inhomogeneous part.
# expect: stack a ValueError setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 32.
# expect: stack b ValueError setting an array element with a sequence. The requested array has an inhomogeneous shape after 1 dimensions. The detected shape was (2,) + inhomogeneous part.
# expect: sum a ValueError setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 32.
# expect: sum b ValueError setting an array element with a sequence. The requested array has an inhomogeneous shape after 1 dimensions. The detected shape was (2,) + inhomogeneous part.
# expect: mean a ValueError setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 32.
# expect: mean b ValueError setting an array element with a sequence. The requested array has an inhomogeneous shape after 1 dimensions. The detected shape was (2,) + inhomogeneous part.
# expect: sort a ValueError setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 32.
# expect: sort b ValueError setting an array element with a sequence. The requested array has an inhomogeneous shape after 1 dimensions. The detected shape was (2,) + inhomogeneous part.
# expect: unique a ValueError setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 32.
# expect: unique b ValueError setting an array element with a sequence. The requested array has an inhomogeneous shape after 1 dimensions. The detected shape was (2,) + inhomogeneous part.
# expect: where a ValueError setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 32.
# expect: where b ValueError setting an array element with a sequence. The requested array has an inhomogeneous shape after 1 dimensions. The detected shape was (2,) + inhomogeneous part.
# expect: add a ValueError setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 32.
# expect: add b ValueError setting an array element with a sequence. The requested array has an inhomogeneous shape after 1 dimensions. The detected shape was (2,) + inhomogeneous part.
# expect: dt64 a ValueError setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 32.
# expect: dt64 b ValueError setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 32.
# expect: zeros_like a ValueError setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 32.
# expect: zeros_like b ValueError setting an array element with a sequence. The requested array has an inhomogeneous shape after 1 dimensions. The detected shape was (2,) + inhomogeneous part.
# expect: shape a ValueError setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 32.
# expect: shape b ValueError setting an array element with a sequence. The requested array has an inhomogeneous shape after 1 dimensions. The detected shape was (2,) + inhomogeneous part.
# expect: ndim a ValueError setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 32.
# expect: ndim b ValueError setting an array element with a sequence. The requested array has an inhomogeneous shape after 1 dimensions. The detected shape was (2,) + inhomogeneous part.
# expect: vstack a ValueError setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 32.
# expect: vstack b ValueError setting an array element with a sequence. The requested array has an inhomogeneous shape after 1 dimensions. The detected shape was (2,) + inhomogeneous part.
# expect: isin a ValueError setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 32.
# expect: isin b ValueError setting an array element with a sequence. The requested array has an inhomogeneous shape after 1 dimensions. The detected shape was (2,) + inhomogeneous part.
# expect: tolist a ValueError setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 32.
# expect: tolist b ValueError setting an array element with a sequence. The requested array has an inhomogeneous shape after 1 dimensions. The detected shape was (2,) + inhomogeneous part.
# expect: setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 32.
# expect: 32
# expect: setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 32.
