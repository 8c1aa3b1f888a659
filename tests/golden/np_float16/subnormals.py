import numpy as np
v = np.array([2**-24, 2**-25, 3 * 2**-25, 1e-8, 6e-8, 2**-14, 2**-15], dtype=np.float64)
h = v.astype(np.float16)
print(h)
print(h.tobytes().hex())
print(h.astype(np.float64).tolist())
# expect: [5.960e-08 0.000e+00 1.192e-07 0.000e+00 5.960e-08 6.104e-05 3.052e-05]
# expect: 0100000002000000010000040002
# expect: [5.960464477539063e-08, 0.0, 1.1920928955078125e-07, 0.0, 5.960464477539063e-08, 6.103515625e-05, 3.0517578125e-05]
