# no-cross-check: NumPy reads text columns into string fields ('<U', or bytes 'S' without encoding=) and masked arrays; Weft's structured arrays have no string fields and Weft has no bytes or masked arrays yet (docs/language.md)
import numpy as np
def attempt(**kw):
    try:
        np.genfromtxt(**kw)
    except TypeError as e:
        print(e)
attempt(fname=["n v", "ab 2"], names=True, dtype=None, encoding=None)
attempt(fname=["a b"], dtype=None)
attempt(fname=["1 2"], usemask=True)
np.genfromtxt(["a 1"], dtype=None)
# expect: np.genfromtxt: column 0 is text, and Weft's structured arrays have no string fields yet; give usecols= without it or a numeric dtype=
# expect: np.genfromtxt(dtype=None) reads text columns as bytes (an 'S' array) unless encoding= is given: Weft's NumPy has no bytes arrays; pass encoding=None
# expect: np.genfromtxt's usemask=True gives a masked array: Weft's NumPy has none
# expect runtime error: TypeError: np.genfromtxt(dtype=None) reads text columns as bytes (an 'S' array) unless encoding= is given: Weft's NumPy has no bytes arrays; pass encoding=None
