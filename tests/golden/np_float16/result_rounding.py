import numpy as np
# computed in float32, rounded once to float16
one = np.ones(4, dtype=np.float16)
print(one / 3, (one / 3).tobytes().hex())
x = np.array([2048], dtype=np.float16)
print(x + 1, x + 2, x + 3, x * 1.0009765625)
# expect: [0.3333 0.3333 0.3333 0.3333] 5535553555355535
# expect: [2048.] [2050.] [2052.] [2050.]
