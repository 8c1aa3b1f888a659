# An implicit output of more than 32 labels (broadcast dimensions and labels seen once) is
# refused as NumPy refuses it (Weft used to overrun its per-loop tables and crash).
import numpy as np
import string
L = string.ascii_letters
ones = np.ones((1,) * 32)
try:
    np.einsum(L[:26] + "," + L[26:], np.ones((1,) * 26), np.ones((1,) * 26))
except ValueError as e:
    print(e)
np.einsum(L[:20] + "...," + L[20:40] + "...," + L[40:] + "...", ones, ones, ones)
# expect: einstein sum subscript string has too many distinct labels
# expect runtime error: ValueError: einstein sum subscript string has too many distinct labels
