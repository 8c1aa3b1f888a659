# no-cross-check: NumPy accepts a formatter dict; Weft refuses it with a clear message
import numpy as np

def f(x):
    return "x"

print(np.array([1.0]))
np.set_printoptions(formatter=f)  # NumPy takes a dict of formatters; Weft refuses any value
# expect: [1.]
# expect runtime error: ValueError: the formatter print option is not supported in Weft
