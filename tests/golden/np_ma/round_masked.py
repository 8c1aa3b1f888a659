# np.round / np.around of a masked array calls its round: the mask is kept.
import numpy as np
m = np.ma.masked_array([1.234, 2.345, 3.456], mask=[0, 1, 0])
print(np.round(m, 1), np.around(m, 2), np.round(m))
t = np.ma.masked_values([[2.15, -999.0], [3.25, 4.75]], -999.0)
print(np.round(t - t.mean(axis=0), 3))
print(type(np.round(t)).__name__, np.round(t).mask.tolist())


# expect: [1.2 -- 3.5] [1.23 -- 3.46] [1.0 -- 3.0]
# expect: [[-0.55 --]
# expect:  [0.55 0.0]]
# expect: MaskedArray [[False, True], [False, False]]
