import numpy as np
a = np.array([2049, 2051, 2053, 1 + 2**-11, 1 + 3 * 2**-11], dtype=np.float64)
print(a.astype(np.float16))
print(a.astype(np.float16).tobytes().hex())
print(np.float16(0.1).tobytes().hex(), np.float16(-0.0).tobytes().hex())
# expect: [2.048e+03 2.052e+03 2.052e+03 1.000e+00 1.002e+00]
# expect: 006802680268003c023c
# expect: 662e 0080
