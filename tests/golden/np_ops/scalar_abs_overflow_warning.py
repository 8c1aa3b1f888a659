# builtin abs() of a NumPy integer scalar is NumPy's scalar math: the type's minimum wraps and
# warns "scalar absolute" (np.abs, the ufunc, is silent), as -x warns "scalar negative".
import numpy as np
print(abs(np.int8(-128)), -np.int8(-128))
print(abs(np.int16(-32768)), -np.int16(-32768))
print(abs(np.int32(-2**31)), -np.int32(-2**31))
print(abs(np.int64(-2**63)), -np.int64(-2**63))
print(np.int8(-128).__abs__(), np.abs(np.int8(-128)), abs(np.int8(-127)), abs(np.uint8(255)))
with np.errstate(over='raise'):
    try:
        abs(np.int16(-32768))
    except FloatingPointError as e:
        print("FloatingPointError:", e)
try:
    np.int8(1).__abs__(5)
except TypeError as e:
    print(e)
# expect: -128 -128
# expect: -32768 -32768
# expect: -2147483648 -2147483648
# expect: -9223372036854775808 -9223372036854775808
# expect: -128 -128 127 255
# expect: FloatingPointError: overflow encountered in scalar absolute
# expect: expected 0 arguments, got 1
# expect stderr: scalar_abs_overflow_warning.py:4: RuntimeWarning: overflow encountered in scalar absolute
# expect stderr: scalar_abs_overflow_warning.py:4: RuntimeWarning: overflow encountered in scalar negative
# expect stderr: scalar_abs_overflow_warning.py:5: RuntimeWarning: overflow encountered in scalar absolute
# expect stderr: scalar_abs_overflow_warning.py:5: RuntimeWarning: overflow encountered in scalar negative
# expect stderr: scalar_abs_overflow_warning.py:6: RuntimeWarning: overflow encountered in scalar absolute
# expect stderr: scalar_abs_overflow_warning.py:6: RuntimeWarning: overflow encountered in scalar negative
# expect stderr: scalar_abs_overflow_warning.py:7: RuntimeWarning: overflow encountered in scalar absolute
# expect stderr: scalar_abs_overflow_warning.py:7: RuntimeWarning: overflow encountered in scalar negative
# expect stderr: scalar_abs_overflow_warning.py:8: RuntimeWarning: overflow encountered in scalar absolute
