# NumPy checks an output label against the rest of the output first: in 'aza' the repeated 'a'
# is reported, not the unknown 'z' after it.
import numpy as np
a = np.ones((2, 2))
try:
    np.einsum("ab,bc->zaa", a, a)
except ValueError as e:
    print(e)
np.einsum("ab,bc->aza", a, a)
# expect: einstein sum subscripts string included output subscript 'z' which never appeared in an input
# expect runtime error: ValueError: einstein sum subscripts string includes output subscript 'a' multiple times
