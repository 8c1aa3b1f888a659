# no-cross-check: NumPy's arrays have no tp_traverse, so CPython never collects this cycle (0); Weft's collector sees the elements (docs/language.md)
# An object array in a reference cycle (it holds a list that holds it) is found by the cycle
# collector, which counts the array and the list.
import gc
import numpy as np

gc.collect()
a = np.empty(2, dtype=object)
a[0] = [a]
a[1] = 'x'
del a
print(gc.collect())
# expect: 2
