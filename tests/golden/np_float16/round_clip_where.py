import numpy as np
print(np.round(np.array([1.2345, 2.5], np.float16), 2), np.array([1.5, 2.5], np.float16).round())
print(np.clip(np.array([1, 5, 10], np.float16), 2, 8), np.where(np.array([True, False]), np.float16(1), np.float16(2)).dtype)
print(np.concatenate([np.ones(2, np.float16), np.zeros(1, np.float32)]).dtype, np.array([1, 2], np.float16).astype(np.complex64))
print(np.array([0.1, 0.2], np.float16).tolist(), hash(np.float16(0.5)) == hash(0.5))
# expect: [1.23 2.5 ] [2. 2.]
# expect: [2. 5. 8.] float16
# expect: float32 [1.+0.j 2.+0.j]
# expect: [0.0999755859375, 0.199951171875] True
