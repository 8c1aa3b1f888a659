# At most 32 loops (output labels and summed ones): 33 are refused after the collapsing-index
# check and before broadcasting, as NumPy's iterator (Weft used to compute past its tables).
import numpy as np
import string
L = string.ascii_letters
print(np.einsum(L[:32] + "," + L[:32] + "->", np.ones((1,) * 32), np.ones((1,) * 32)))
try:
    np.einsum("aa" + L[2:32] + "," + L[22:52] + "->", np.ones((2, 3) + (1,) * 30), np.ones((1,) * 30))
except ValueError as e:
    print(e)
np.einsum(L[:30] + "," + L[22:52] + "->", np.ones((1,) * 29 + (2,)), np.ones((3,) + (1,) * 29))
# expect: 1.0
# expect: dimensions in operand 0 for collapsing index 'a' don't match (2 != 3)
# expect runtime error: ValueError: too many subscripts in einsum
