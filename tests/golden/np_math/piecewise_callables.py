# np.piecewise: callables and plain values mixed in funclist, the "otherwise" entry, extra
# arguments handed to the callables, and a lambda given as a *condition* (NumPy takes its truth
# and then fails to index with the one-element mask).
import numpy as np

x = np.arange(-3, 4, dtype=float)
print(np.piecewise(x, [x < 0, x >= 0], [lambda v: -v, lambda v: v * 2]))
print(np.piecewise(x, [x < 0, x > 1], [-1, 1]))
print(np.piecewise(x, [x < 0], [lambda v: v ** 2, 7]))
print(np.piecewise(x, [x < 0, x >= 0], [0, lambda v: v + 0.5]))
print(np.piecewise(x, [x < -1, x > 1], [lambda v, k: v * k, lambda v, k: v + k, 100], 10))
print(np.piecewise(np.arange(5), [np.arange(5) % 2 == 0], [lambda v: v * 10, -1]))
try:
    np.piecewise(x, [lambda v: v < 0], [1, 2])
except IndexError as e:
    print("IndexError:", e)
try:
    np.piecewise(x, lambda v: v < 0, [lambda v: v, 0])
except TypeError as e:
    print("TypeError:", e)

# expect: [3. 2. 1. 0. 2. 4. 6.]
# expect: [-1. -1. -1.  0.  0.  1.  1.]
# expect: [9. 4. 1. 7. 7. 7. 7.]
# expect: [0.  0.  0.  0.5 1.5 2.5 3.5]
# expect: [-30. -20. 100. 100. 100.  12.  13.]
# expect: [ 0 -1 20 -1 40]
# expect: IndexError: boolean index did not match indexed array along dimension 0; dimension is 7 but corresponding boolean dimension is 1
# expect: TypeError: 'function' object is not subscriptable
