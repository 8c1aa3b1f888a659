# no-cross-check: NumPy gives a masked structured array for usemask=True with names; Weft's genfromtxt makes plain masked arrays only (docs/language.md)
import numpy as np
np.genfromtxt(["a b", "1 2"], names=True, usemask=True)
# expect runtime error: TypeError: np.genfromtxt's usemask=True with a structured result is not supported in Weft
