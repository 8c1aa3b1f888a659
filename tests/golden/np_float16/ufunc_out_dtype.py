import numpy as np
h = np.array([[0.1, 0.2, 0.3], [1.5, 2.5, 3.5]], dtype=np.float16)
o = np.empty(3, dtype=np.float16)
np.add(np.ones(3, np.float32) / 3, 1, out=o)
print(o, np.multiply(h[0], 2, dtype=np.float32).dtype)
print(np.min(h, axis=0), h.max(axis=1, keepdims=True), np.sum(h, axis=0, keepdims=True).dtype)
print(np.all(h), np.any(h == 0.1), np.count_nonzero(h))
# expect: [1.333 1.333 1.333] float32
# expect: [0.1 0.2 0.3] [[0.3]
# expect:  [3.5]] float16
# expect: True True 6
