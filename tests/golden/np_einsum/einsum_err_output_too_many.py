# An explicit output of more than 32 subscripts, letters or broadcast dimensions, is refused
# where the 33rd is added (Weft used to fail later, creating a 33-dimension array).
import numpy as np
import string
L = string.ascii_letters
a, b = np.ones((1,) * 16), np.ones((1,) * 16)
print(np.einsum(L[:16] + "," + L[16:32] + "->" + L[:32] + "...", a, b).shape)
for subs, x, y in [("...a,...b->...ab", np.ones((1,) * 32), np.ones((1, 1))),
                   (L[:16] + "...," + L[16:32] + "->" + L[:32] + "...", np.ones((1,) * 17), b)]:
    try:
        np.einsum(subs, x, y)
    except ValueError as e:
        print(e)
np.einsum(L[:16] + "," + L[16:33] + "->" + L[:33], a, np.ones((1,) * 17))
# expect: (1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
# expect: einstein sum subscripts string contains too many subscripts in the output
# expect: einstein sum subscripts string contains too many subscripts in the output
# expect runtime error: ValueError: einstein sum subscripts string contains too many subscripts in the output
