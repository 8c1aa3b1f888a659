# no-cross-check: NumPy gives a masked array for usemask=True; Weft's genfromtxt does not make one yet (docs/language.md)
import numpy as np
def attempt(**kw):
    try:
        np.genfromtxt(**kw)
    except TypeError as e:
        print(e)
attempt(fname=["1 2"], usemask=True)
np.genfromtxt(["1 2"], usemask=True)
# expect: np.genfromtxt's usemask=True gives a masked array: Weft's NumPy has none
# expect runtime error: TypeError: np.genfromtxt's usemask=True gives a masked array: Weft's NumPy has none
