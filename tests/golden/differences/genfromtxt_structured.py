# no-cross-check: NumPy reads columns of different types into a structured array; Weft's NumPy has no structured dtypes yet (docs/language.md)
import numpy as np
try:
    np.genfromtxt(["1 2.5", "3 4"], dtype=None)
except TypeError as e:
    print(e)
try:
    np.genfromtxt(["x y", "1 2"], names=True)
except TypeError as e:
    print(e)
try:
    np.genfromtxt(["a b"], dtype=None)
except TypeError as e:
    print(e)
np.genfromtxt(["a 1"], dtype=None)
# expect: np.genfromtxt(dtype=None) found columns of different types, which NumPy reads into a structured array: Weft's NumPy has none; give dtype=
# expect: np.genfromtxt's names= gives a structured array: Weft's NumPy has none
# expect: np.genfromtxt(dtype=None) reads text columns as bytes (an 'S' array) unless encoding= is given: Weft's NumPy has no bytes arrays; pass encoding=None
# expect runtime error: TypeError: np.genfromtxt(dtype=None) found columns of different types, which NumPy reads into a structured array: Weft's NumPy has none; give dtype=
