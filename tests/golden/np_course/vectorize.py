# np.vectorize: broadcasting, output dtype from a probing first call (NumPy scalars), then Python numbers; otypes; decorator use.
import numpy as np
v = np.vectorize(lambda a, b: a if a > b else b)
print(v([1, 5, 3], [4, 2, 6]), repr(np.vectorize(lambda x: x * 2)(3)))
def step(x):
    print('call', x, type(x).__name__)
    return 1 if x > 0 else 0
print(np.vectorize(step)(np.array([-1.0, 0.0, 2.0])))
print(np.vectorize(lambda x: x / 2)(np.arange(4).reshape(2, 2)), np.vectorize(lambda x: x > 1)(np.arange(3)))
print(np.vectorize(lambda x: 'ab'[x])(np.array([0, 1, 1])), np.vectorize(lambda x: x * 1.5, otypes=[int])([1, 2, 3]), np.vectorize(lambda x: x + 0.5, otypes='d')(np.arange(2)))
print(np.vectorize(lambda x, y: x + y)(np.arange(3)[:, None], np.arange(2)))
@np.vectorize
def clamp(x):
    return min(max(x, 0), 5)
print(clamp(np.array([-3, 2, 9])))
np.vectorize(abs)(np.array([]))

# expect: [4 5 6] array(6)
# expect: call -1.0 float64
# expect: call -1.0 float
# expect: call 0.0 float
# expect: call 2.0 float
# expect: [0 0 1]
# expect: [[0.  0.5]
# expect:  [1.  1.5]] [False False  True]
# expect: ['a' 'b' 'b'] [1 3 4] [0.5 1.5]
# expect: [[0 1]
# expect:  [1 2]
# expect:  [2 3]]
# expect: [0 2 5]
# expect runtime error: ValueError: cannot call `vectorize` on size 0 inputs unless `otypes` is set
