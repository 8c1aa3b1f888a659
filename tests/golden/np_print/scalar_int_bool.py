# Integer and bool scalars print plainly; indexing an array gives a NumPy scalar.
import numpy as np
print(np.int8(-5), np.uint64(9223372036854775807), np.int32(7))
print(np.bool_(True), repr(np.bool_(False)))
a = np.array([1.5, 2.0], dtype=np.float32)
print(a[0], a[1], repr(a[1]))
print(np.arange(5)[3], np.array([0.1, 0.7])[1])

# expect: -5 9223372036854775807 7
# expect: True False
# expect: 1.5 2.0 2.0
# expect: 3 0.7
