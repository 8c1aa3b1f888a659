# vectorize(signatures, target=...)(function) builds the same ufunc as the decorator form.
import numpy as np
from numba import vectorize

def foo(a, b):
    return a * b - 1

cpu = vectorize(['float64(float64, float64)'], target='cpu')(foo)
par = vectorize(['float64(float64, float64)'], target='parallel')(foo)
x = np.linspace(0, 1, 5)
print(cpu(x, x))
print(np.array_equal(cpu(x, 3.0), par(x, 3.0)))

# expect: [-1.     -0.9375 -0.75   -0.4375  0.    ]
# expect: True
