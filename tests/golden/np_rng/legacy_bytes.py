# np.random.bytes / RandomState.bytes: uint32 draws' little-endian bytes (bytes(0) draws one).
import numpy as np
np.random.seed(3)
print(np.random.bytes(5), np.random.bytes(0), np.random.bytes(8), np.random.rand())
rs = np.random.RandomState(1)
print(rs.bytes(3), rs.randint(10))

# expect: b'j\x17\x01\x8d\x98' b'' b'\x83\xe6\x06\xd7\xb8\xbbxJ' 0.12132858120521606
# expect: b'%\xf4\xc1' 8
