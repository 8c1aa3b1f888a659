# no-cross-check: NumPy reads text columns into bytes (S) fields when no text encoding is given, and gives masked arrays; Weft has no bytes or masked arrays yet (docs/language.md)
import numpy as np
def attempt(**kw):
    try:
        np.genfromtxt(**kw)
    except TypeError as e:
        print(e)
attempt(fname=["a b"], dtype=None)
attempt(fname=["1 2"], usemask=True)
np.genfromtxt(["a 1"], dtype=None)
# expect: np.genfromtxt(dtype=None) reads text columns as bytes (an 'S' array) unless encoding= is given: Weft's NumPy has no bytes arrays; pass encoding=None
# expect: np.genfromtxt's usemask=True gives a masked array: Weft's NumPy has none
# expect runtime error: TypeError: np.genfromtxt(dtype=None) reads text columns as bytes (an 'S' array) unless encoding= is given: Weft's NumPy has no bytes arrays; pass encoding=None
