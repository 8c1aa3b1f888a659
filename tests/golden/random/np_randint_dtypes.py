# Small dtypes share the bits of one 32-bit draw between elements.
import numpy as np
np.random.seed(11)
print(repr(np.random.randint(-5, 5, 10, dtype=np.int8)))
print(repr(np.random.randint(0, 256, 10, dtype=np.uint8)))
print(repr(np.random.randint(0, 1000, 7, dtype=np.int16)))
print(repr(np.random.randint(0, 65536, 5, dtype=np.uint16)))
print(repr(np.random.randint(0, 2, 12, dtype=np.bool_)))
print(repr(np.random.randint(0, 100, 6, dtype=np.int32)))
print(repr(np.random.randint(-3, 1000, dtype=np.int32)))

# expect: array([ 4,  2,  1, -4, -5, -1, -1, -4,  0,  1], dtype=int8)
# expect: array([183, 143, 177,  49,  13,  69, 149, 185,  76, 225], dtype=uint8)
# expect: array([673, 914, 583, 748, 850,  68, 792], dtype=int16)
# expect: array([39533,   837, 38492, 58742, 25264], dtype=uint16)
# expect: array([ True, False,  True,  True,  True,  True,  True,  True, False,
# expect:         True,  True,  True])
# expect: array([32, 45,  4, 34, 12,  1], dtype=int32)
# expect: 839
