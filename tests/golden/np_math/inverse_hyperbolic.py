# np.arcsinh, np.arccosh and np.arctanh: ufuncs with NumPy's dtypes, special values and
# complex forms (printed rounded: the last bits follow SVML in NumPy, libm in Weft)
import numpy as np
x = np.array([-2.0, -0.5, 0.0, 0.3, 1.0, 2.5, np.inf, -np.inf, np.nan])
print(np.round(np.arcsinh(x), 12))
print(np.round(np.arccosh(np.array([1.0, 1.5, 10.0, np.inf])), 12))
print(np.round(np.arctanh(np.array([-0.9, 0.0, 0.5, 0.99])), 12))
print(np.arccosh(np.array([0.5, -1.0])), np.arctanh(np.array([1.0, -1.0, 2.0])))
r = np.arcsinh(np.float32(0.5))
print(type(r).__name__, round(float(r), 5))
print(np.arccosh(np.array([3, 4])).dtype, np.arctanh(np.arange(3, dtype=np.float32) / 4).dtype)
print(np.round(np.arcsinh(1 + 2j), 12), np.arccosh(np.array([2.0 + 0j])).dtype)
print(np.arcsinh.__name__, np.arccosh.nin, np.arctanh.nout)
out = np.zeros(3)
np.arcsinh(np.array([0.0, 0.0, 0.0]), out=out)
print(out, np.round(np.arctanh(np.linspace(-0.5, 0.5, 5)[::2]), 12))

# expect: [-1.44363548 -0.48121183  0.          0.29567305  0.88137359  1.64723115
# expect:          inf        -inf         nan]
# expect: [0.         0.96242365 2.99322285        inf]
# expect: [-1.47221949  0.          0.54930614  2.64665241]
# expect: [nan nan] [ inf -inf  nan]
# expect: float32 0.48121
# expect: float64 float32
# expect: (1.469351744368+1.063440023578j) complex128
# expect: arcsinh 1 1
# expect: [0. 0. 0.] [-0.54930614  0.          0.54930614]
