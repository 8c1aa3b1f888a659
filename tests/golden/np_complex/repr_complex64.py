import numpy as np
print(repr(np.array([1+2j, 0.5], dtype=np.complex64)))
print(repr(np.zeros((2, 2), dtype=complex)))
# expect: array([1. +2.j, 0.5+0.j], dtype=complex64)
# expect: array([[0.+0.j, 0.+0.j],
# expect:        [0.+0.j, 0.+0.j]])
