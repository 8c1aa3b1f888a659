# A fit with more coefficients than points warns with numpy's RankWarning (a UserWarning), in
# numpy.polynomial and in np.polyfit (NumPy reports it at a line of its own source, Weft at the
# caller's; the category and message are checked here).
import numpy as np
import numpy.polynomial.polynomial as P
from numpy.polynomial import Polynomial
import warnings
print(P.polyfit([1, 2, 3], [1, 2, 3], 5).shape)
c = np.polyfit([1, 2, 3], [1, 2, 3], 5)
print(c.shape, issubclass(np.RankWarning, UserWarning), np.RankWarning.__name__)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    Polynomial.fit([1, 2], [3, 4], 3)
    print(len(w), w[0].category.__name__, str(w[0].message))

# expect: (6,)
# expect: (6,) True RankWarning
# expect: 1 RankWarning The fit may be poorly conditioned
