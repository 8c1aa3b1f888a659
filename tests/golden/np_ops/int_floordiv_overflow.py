# integer floor division of the type's minimum by -1 wraps and warns of overflow
import numpy as np
a = np.array([-128, 7], dtype=np.int8)
print(a // np.array([-1, -1], dtype=np.int8))
print(np.array([np.iinfo(np.int64).min, 9]) // -1)
print(np.divmod(a, -1))
print(np.divmod(np.arange(3), 0))
print(np.floor_divide.reduce(np.array([-32768, -1], dtype=np.int16)))
with np.errstate(over='raise'):
    try:
        a // -1
    except FloatingPointError as e:
        print("FloatingPointError:", e)
with np.errstate(all='ignore'):
    print(a // -1, a % -1)


# expect: [-128   -7]
# expect: [-9223372036854775808                   -9]
# expect: (array([-128,   -7], dtype=int8), array([0, 0], dtype=int8))
# expect: (array([0, 0, 0]), array([0, 0, 0]))
# expect: -32768
# expect: FloatingPointError: overflow encountered in floor_divide
# expect: [-128   -7] [0 0]
# expect stderr: int_floordiv_overflow.py:4: RuntimeWarning: overflow encountered in floor_divide
# expect stderr: int_floordiv_overflow.py:5: RuntimeWarning: overflow encountered in floor_divide
# expect stderr: int_floordiv_overflow.py:6: RuntimeWarning: overflow encountered in divmod
# expect stderr: int_floordiv_overflow.py:7: RuntimeWarning: divide by zero encountered in divmod
# expect stderr: int_floordiv_overflow.py:8: RuntimeWarning: overflow encountered in reduce
