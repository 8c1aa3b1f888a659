# dtype= of a ufunc call casts the inputs to it before the loop runs: np.power(100, 8,
# dtype=np.int32) wraps around in int32, float64 holds 100**100; unary ufuncs take dtype= too.
import numpy as np
print(repr(np.power(100, 8, dtype=np.int32)), repr(np.power(100, 100, dtype=np.float64)))
print(repr(np.add(1, 2, dtype=np.float32)), repr(np.multiply(3, 4, dtype=float)))
print(repr(np.add([1, 2], 3, dtype=np.float32)), repr(np.sqrt(4, dtype=np.float32)))
print(repr(np.add(np.int8(100), 100, dtype=np.int16)), repr(np.power(2, 3, dtype=np.uint8)))
print(repr(np.add(np.arange(3), 2, dtype=np.int8)), repr(np.sqrt(np.arange(3), dtype=np.float32)))
print(repr(np.negative(np.arange(3), dtype=float)))
out = np.zeros(3)
print(np.add(np.arange(3), 1, out=out, dtype=float), out)

# expect: 1874919424 1e+200
# expect: 3.0 12.0
# expect: array([4., 5.], dtype=float32) 2.0
# expect: 200 8
# expect: array([2, 3, 4], dtype=int8) array([0.       , 1.       , 1.4142135], dtype=float32)
# expect: array([-0., -1., -2.])
# expect: [1. 2. 3.] [1. 2. 3.]
