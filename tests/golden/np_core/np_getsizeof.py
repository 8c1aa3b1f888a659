# sys.getsizeof of ndarrays: header, shape and strides, plus the data when the array owns it.
import sys
import numpy as np
g = sys.getsizeof
a = np.zeros(10)
print(g(a), g(a[2:]), g(a.reshape(2, 5)), g(np.zeros((3, 4))), g(np.arange(5, dtype=np.int32)), g(np.zeros(0)))
print(g(a.copy()), g(a * 2), g(np.ones((2, 3, 4), dtype=np.uint8)), g(a.T), g(np.array([1.0, 2.0])))
print(a.__sizeof__(), a[1:].__sizeof__())
# expect: 192 112 128 224 132 112
# expect: 192 192 168 112 128
# expect: 192 112
