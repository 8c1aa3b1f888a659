# A chain first run many times on Python floats (its fusion attempt then retires) still gives
# NumPy's results when it later meets arrays.
import numpy as np


def f(a, b):
    return a * b + a / 3


for i in range(40):
    r = f(1.5, 2.0)
print(r)
x = np.linspace(0, 1, 20000)
print(f(x, x)[::5000].tolist())
# expect: 3.5
# expect: [0.0, 0.14584375067712496, 0.4167000022918124, 0.8125687548440625]
