# @jit code the typer does not compile yet (array expressions, np.mean of a comparison) runs in
# the interpreter tier with Numba's result and no warning: Numba compiles it in nopython mode.
import numpy as np
from numba import jit

@jit
def negative_share(x):
    return np.mean(x < 0)

@jit
def expr(a, x, k, y, b):
    return a * x[2:-3:k] + y[2:, 4:] / b

print(negative_share(np.array([-1.0, 2.0, -3.0, 4.0, -0.5])))
print(expr(2.0, np.arange(12.0), 2, np.arange(32.0).reshape(4, 8), 4.0))
# expect: 0.6
# expect: [[ 9.   13.25 17.5  21.75]
# expect:  [11.   15.25 19.5  23.75]]
