# @vectorize and @guvectorize ufuncs with declared signatures refuse text as NumPy's ufuncs do.
import numpy as np
from numba import vectorize, guvectorize, float64

@vectorize(['float64(float64, float64)'])
def f(a, b):
    return a + b

@vectorize(['float64(float64, float64)'], target='parallel')
def h(a, b):
    return a + b

@guvectorize([(float64[:], float64[:])], '(n)->(n)')
def gu(x, o):
    for i in range(x.shape[0]):
        o[i] = x[i]

for call in [lambda: f("a", "b"), lambda: f(["a"], [1]), lambda: f(1, "x"), lambda: h("a", 1),
             lambda: gu(["a"]), lambda: gu("abc")]:
    try:
        print(call())
    except TypeError as e:
        print(e)
print(f(1, 2.5), gu(np.arange(3.0)))
# expect: ufunc 'f' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: ufunc 'f' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: ufunc 'f' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: ufunc 'h' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: ufunc 'gu' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: ufunc 'gu' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''
# expect: 3.5 [0. 1. 2.]
