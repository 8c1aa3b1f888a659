# RandomState.bytes: whole uint32 draws, little-endian, sliced to length.
import numpy as np
np.random.seed(5)
print(np.random.bytes(10))
rs = np.random.RandomState(2)
print(rs.bytes(7))
print(rs.bytes(0), rs.bytes(-1), rs.bytes(3.9))
print(rs.randint(0, 100, 3))

# expect: b'c\x8b\xd48\xceH \x0e\xefO'
# expect: b'\xa8\\\x9do\x0f\x8aa'
# expect: b'' b'Hvy' b'\x16\xae\xb6'
# expect: [43 82 75]
