# argmax/argmin of an object array (Fractions, big ints): the first extreme item.
import numpy as np
from fractions import Fraction
fr = np.array([Fraction(1, 3), Fraction(1, 6), Fraction(1, 2), Fraction(1, 2)], dtype=object)
print(np.argmin(fr), np.argmax(fr), fr.argmax(), fr.argmin(axis=None), type(fr.argmax()).__name__)
print(fr[np.argmax(fr)], np.argmin(np.array([2**70, 5, 2**80], dtype=object)))
try:
    np.array([], dtype=object).argmax()
except ValueError as e:
    print("ValueError:", e)


# expect: 1 2 2 1 int64
# expect: 1/2 1
# expect: ValueError: attempt to get argmax of an empty sequence
