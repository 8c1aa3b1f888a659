# NumPy scalar math warns on integer overflow (add, subtract, multiply, floor_divide, negative);
# ufunc calls, Python ints and arrays do not; errstate(over=...) governs it.
import numpy as np
print(np.int32(2**31-1) + np.int32(1))
print(np.int64(2**62) * np.int64(4), np.uint8(0) - np.uint8(1), np.int8(-128) // np.int8(-1))
print(-np.int8(-128), np.uint8(200) + np.uint8(100))
print(np.add(np.int8(100), np.int8(100)), np.int32(2) ** np.int32(40), np.int8(100) + 100, np.array([127], dtype=np.int8) + np.int8(1))
x = np.int8(100)
x += np.int8(100)
print(x)
with np.errstate(over='ignore'):
    print(np.int16(300) * np.int16(300))
with np.errstate(over='raise'):
    try:
        np.int16(300) * np.int16(300)
    except FloatingPointError as e:
        print("FloatingPointError:", e)
# expect stderr: scalar_int_overflow_warning.py:4: RuntimeWarning: overflow encountered in scalar add
# expect stderr: scalar_int_overflow_warning.py:5: RuntimeWarning: overflow encountered in scalar multiply
# expect stderr: scalar_int_overflow_warning.py:5: RuntimeWarning: overflow encountered in scalar subtract
# expect stderr: scalar_int_overflow_warning.py:5: RuntimeWarning: overflow encountered in scalar floor_divide
# expect stderr: scalar_int_overflow_warning.py:6: RuntimeWarning: overflow encountered in scalar negative
# expect stderr: scalar_int_overflow_warning.py:9: RuntimeWarning: overflow encountered in scalar add

# expect: -2147483648
# expect: 0 255 -128
# expect: -128 44
# expect: -56 0 200 [-128]
# expect: -56
# expect: 24464
# expect: FloatingPointError: overflow encountered in scalar multiply
