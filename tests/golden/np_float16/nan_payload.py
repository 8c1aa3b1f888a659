import numpy as np
h = np.array([np.nan, -np.nan, np.inf, -np.inf], dtype=np.float16)
print(h, h.tobytes().hex())
f = np.frombuffer(bytes.fromhex('0100807f'), dtype=np.float32)
print(f.astype(np.float16).tobytes().hex())
# expect: [ nan  nan  inf -inf] 007e00fe007c00fc
# expect: 017c
