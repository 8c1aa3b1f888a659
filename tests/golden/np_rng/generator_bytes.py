# Generator.bytes: little-endian bytes of uint32 draws, one draw even for bytes(0) as NumPy's C division gives.
import numpy as np
rng = np.random.default_rng(5)
print(rng.bytes(0), rng.bytes(1), rng.bytes(6), rng.bytes(8), rng.random())
print(rng.bytes(-2), rng.bytes(3))

# expect: b'' b'\xee' b'\xf5\x99\xcc\x05%5' b'\xc0\xad\x06x?`\xec\x83' 0.2858013800881416
# expect: b'\xed\x10' b'\ng\xce'
