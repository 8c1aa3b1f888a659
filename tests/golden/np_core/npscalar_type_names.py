# Error messages name a NumPy scalar's own class (numpy.float32), not numpy.generic.
import numpy as np

print(type(np.float32(1.5)), type(np.int8(3)), type(np.uint64(7)), type(np.float64(2)))
print(type(np.arange(3)))
print("ab" * np.int8(2), [0] * np.uint8(2), (0,) * np.int64(2))
print([1] + np.float64(2))
print("x" + str(np.float32(0.5)))
print(len(np.int16(1)))

# expect: <class 'numpy.float32'> <class 'numpy.int8'> <class 'numpy.uint64'> <class 'numpy.float64'>
# expect: <class 'numpy.ndarray'>
# expect: abab [0, 0] (0, 0)
# expect: [3.]
# expect: x0.5
# expect runtime error: TypeError: object of type 'numpy.int16' has no len()
