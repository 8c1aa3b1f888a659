# a RuntimeWarning raised by eval'd text is placed at <string>:1, as CPython places it
import numpy as np


def f(x):
    return eval("x / 0")


print(eval("np.float64(1.0) / 0"))
print(f(np.float64(-2.0)))
# expect stderr: <string>:1: RuntimeWarning: divide by zero encountered in scalar divide

# expect: inf
# expect: -inf
