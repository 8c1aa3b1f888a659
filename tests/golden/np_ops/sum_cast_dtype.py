import numpy as np
big = np.arange(100003, dtype=np.float64) * 0.917 % 3.3
print(repr(big.sum()))
print(repr(big.astype(np.float32).sum()))
print(repr(np.sum(big, dtype=np.float32)))
print(repr(big.astype(np.float32).sum(dtype=np.float64)))
print(repr(np.arange(100000).mean()), repr(np.arange(100000, dtype=np.int32).std()))
# expect: 164946.95100043333
# expect: 164946.97
# expect: 164946.97
# expect: 164946.9510048916
# expect: 49999.5 28867.513458037913
