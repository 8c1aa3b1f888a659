# datetime64 in days or hours +/- timedelta64 in months or years: NumPy's ufunc casting error
# (the same text for scalars and arrays, either operand order).
import numpy as np

d = np.datetime64("2020-01-15")
for m in [np.timedelta64(1, "M"), np.timedelta64(1, "Y"), np.array([1], dtype="m8[M]")]:
    for f in [lambda: d + m, lambda: m + d, lambda: d - m, lambda: np.array([d]) + m]:
        try:
            print(repr(f()))
        except TypeError as e:
            print(type(e).__name__, e)
print(repr(np.datetime64("2020-01") + np.timedelta64(1, "M")))
print(repr(np.datetime64("2020") + np.timedelta64(1, "Y")))
print(repr(np.datetime64("2020-01") + np.timedelta64(1, "D")))
try:
    np.datetime64("2020-01-01T10") + np.timedelta64(1, "Y")
except TypeError as e:
    print(e)
print(np.datetime64("2020-01-15") - np.timedelta64(2, "Y"))
# expect: UFuncTypeError Cannot cast ufunc 'add' input 1 from dtype('<m8[M]') to dtype('<m8[D]') with casting rule 'same_kind'
# expect: UFuncTypeError Cannot cast ufunc 'add' input 0 from dtype('<m8[M]') to dtype('<m8[D]') with casting rule 'same_kind'
# expect: UFuncTypeError Cannot cast ufunc 'subtract' input 1 from dtype('<m8[M]') to dtype('<m8[D]') with casting rule 'same_kind'
# expect: UFuncTypeError Cannot cast ufunc 'add' input 1 from dtype('<m8[M]') to dtype('<m8[D]') with casting rule 'same_kind'
# expect: UFuncTypeError Cannot cast ufunc 'add' input 1 from dtype('<m8[Y]') to dtype('<m8[D]') with casting rule 'same_kind'
# expect: UFuncTypeError Cannot cast ufunc 'add' input 0 from dtype('<m8[Y]') to dtype('<m8[D]') with casting rule 'same_kind'
# expect: UFuncTypeError Cannot cast ufunc 'subtract' input 1 from dtype('<m8[Y]') to dtype('<m8[D]') with casting rule 'same_kind'
# expect: UFuncTypeError Cannot cast ufunc 'add' input 1 from dtype('<m8[Y]') to dtype('<m8[D]') with casting rule 'same_kind'
# expect: UFuncTypeError Cannot cast ufunc 'add' input 1 from dtype('<m8[M]') to dtype('<m8[D]') with casting rule 'same_kind'
# expect: UFuncTypeError Cannot cast ufunc 'add' input 0 from dtype('<m8[M]') to dtype('<m8[D]') with casting rule 'same_kind'
# expect: UFuncTypeError Cannot cast ufunc 'subtract' input 1 from dtype('<m8[M]') to dtype('<m8[D]') with casting rule 'same_kind'
# expect: UFuncTypeError Cannot cast ufunc 'add' input 1 from dtype('<m8[M]') to dtype('<m8[D]') with casting rule 'same_kind'
# expect: numpy.datetime64('2020-02')
# expect: numpy.datetime64('2021')
# expect: numpy.datetime64('2020-01-02')
# expect: Cannot cast ufunc 'add' input 1 from dtype('<m8[Y]') to dtype('<m8[h]') with casting rule 'same_kind'
# expect runtime error: numpy.core._exceptions._UFuncInputCastingError: Cannot cast ufunc 'subtract' input 1 from dtype('<m8[Y]') to dtype('<m8[D]') with casting rule 'same_kind'
