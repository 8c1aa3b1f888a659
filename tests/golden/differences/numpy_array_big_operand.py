# no-cross-check: NumPy 1.24 gives an object array of Python ints; Weft has none (docs/language.md)
import numpy as np
a = np.arange(3)
print(a + 2 ** 40)
print(a + 2 ** 70)
# expect: [1099511627776 1099511627777 1099511627778]
# expect runtime error: OverflowError: Python int too large to convert to C long
