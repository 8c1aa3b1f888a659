# np.median selects the middle values (and the largest, for the NaN check) in its own copy, as
# NumPy partitions: odd and even lengths, rows along either axis, NaN anywhere in a row, small
# and unsigned ints, float16/float32, -0.0 and infinities; the input is left as it was.
import numpy as np

rng = np.random.default_rng(1)
x = rng.normal(size=(7, 1001))
print(np.median(x), np.median(x, axis=1), np.median(x, axis=0)[:5])
x[2, 5] = np.nan
print(np.median(x, axis=1))
print(np.median(np.array([3, 1, 2, 4], dtype=np.int8)), np.median(np.arange(10, dtype=np.uint16)))
print(np.median(np.array([1.5, 0.5], dtype=np.float16)), np.median(np.array([2.5, 0.5, 1.0], dtype=np.float32)))
print(np.median([True, False, True]), np.median(rng.integers(0, 100, 100000)))
print(np.median(np.array([[1.0, np.nan], [2.0, 3.0]]), axis=0), np.median(np.arange(12.0).reshape(3, 4), axis=(0, 1)))
print(np.median(np.array([5.0])), np.median(np.array([-0.0, 0.0])), np.median(np.array([np.inf, -np.inf, 1.0])))
a = np.arange(10.0)[::-1].copy()
print(np.median(a), a)
print(np.median(rng.normal(size=(1000, 10))[:, 0]), np.median(x[:, :1000], axis=1, keepdims=True).shape)

# expect: -0.00506876807893576 [-0.03058347 -0.0104942   0.06068857 -0.05655652 -0.05588357  0.05056595
# expect:   0.02820781] [ 0.34558419 -0.05282398  0.33043708 -0.35179476  0.16237368]
# expect: [-0.03058347 -0.0104942          nan -0.05655652 -0.05588357  0.05056595
# expect:   0.02820781]
# expect: 2.5 4.5
# expect: 1.0 1.0
# expect: 1.0 49.0
# expect: [1.5 nan] 5.5
# expect: 5.0 0.0 1.0
# expect: 4.5 [9. 8. 7. 6. 5. 4. 3. 2. 1. 0.]
# expect: 0.003590287257041731 (7, 1)
