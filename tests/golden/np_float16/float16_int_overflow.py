# Python ints and int arrays cast to float16 past its range warn 'overflow encountered in cast'
# as NumPy does (np.float16(70000), np.array([70000], dtype=np.float16), int64 astype).
import numpy as np
print(np.float16(70000.0))
print(np.float16(70000))
print(np.float32(10**39))
print(np.float16(np.int64(70000)))
print(np.array([70000], dtype=np.float16))
print(np.array(70000).astype(np.float16))
print(np.float16(True))
h = np.zeros(2, dtype=np.float16)
h[0] = 70000
print(h)
h[1] = 60000
print(h, np.array([1, 2], dtype=np.float16), np.float16(65519), np.float16(65520))
print(np.arange(3).astype(np.float16), np.array([100000]).astype(np.float16))
print(np.array([70000, 1], dtype=np.int32).astype(np.float16))
print(np.array([300], dtype=np.int16).astype(np.float16))


# expect: inf
# expect: inf
# expect: inf
# expect: inf
# expect: [inf]
# expect: inf
# expect: 1.0
# expect: [inf  0.]
# expect: [   inf 60000.] [1. 2.] 65500.0 inf
# expect: [0. 1. 2.] [inf]
# expect: [inf  1.]
# expect: [300.]
# expect stderr: float16_int_overflow.py:4: RuntimeWarning: overflow encountered in cast
# expect stderr: float16_int_overflow.py:5: RuntimeWarning: overflow encountered in cast
# expect stderr: float16_int_overflow.py:6: RuntimeWarning: overflow encountered in cast
# expect stderr: float16_int_overflow.py:7: RuntimeWarning: overflow encountered in cast
# expect stderr: float16_int_overflow.py:8: RuntimeWarning: overflow encountered in cast
# expect stderr: float16_int_overflow.py:9: RuntimeWarning: overflow encountered in cast
# expect stderr: float16_int_overflow.py:12: RuntimeWarning: overflow encountered in cast
# expect stderr: float16_int_overflow.py:15: RuntimeWarning: overflow encountered in cast
# expect stderr: float16_int_overflow.py:16: RuntimeWarning: overflow encountered in cast
# expect stderr: float16_int_overflow.py:17: RuntimeWarning: overflow encountered in cast
