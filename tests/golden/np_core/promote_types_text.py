# np.promote_types and np.result_type with str/bytes dtypes: the wider text dtype, a number
# counting as the width astype(str) gives it.
import numpy as np

for a, b in [('U3', 'i4'), ('S3', 'i4'), ('U3', 'S5'), ('S2', 'S7'), ('U1', 'f8'),
             ('U40', 'f4'), ('U3', '?'), ('U3', 'u1'), ('i8', 'S1'), ('U3', 'c16'), ('U', 'i2')]:
    print(a, b, repr(np.promote_types(a, b)), repr(np.result_type(np.dtype(a), np.dtype(b))))
print(repr(np.result_type('U3', 'i1', 'S30')))
print(np.promote_types(np.str_, np.int16), np.promote_types(str, float), np.promote_types(bytes, bool))


# expect: U3 i4 dtype('<U11') dtype('<U11')
# expect: S3 i4 dtype('S11') dtype('S11')
# expect: U3 S5 dtype('<U5') dtype('<U5')
# expect: S2 S7 dtype('S7') dtype('S7')
# expect: U1 f8 dtype('<U32') dtype('<U32')
# expect: U40 f4 dtype('<U40') dtype('<U40')
# expect: U3 ? dtype('<U5') dtype('<U5')
# expect: U3 u1 dtype('<U3') dtype('<U3')
# expect: i8 S1 dtype('S21') dtype('S21')
# expect: U3 c16 dtype('<U64') dtype('<U64')
# expect: U i2 dtype('<U6') dtype('<U6')
# expect: dtype('<U30')
# expect: <U6 <U32 |S5
