# A bin estimator's count of bins from a range too wide for it: NaN, infinity and sizes past
# int64 are Python's and NumPy's errors (the float once went to int64 unchecked: UBSan, and a
# string of bins taken for edges).
import numpy as np

cases = [dict(a=[1e308, -1e308], bins="sqrt"), dict(a=[1, 2, 3, 4], bins="sqrt", range=(0, 1e300)),
         dict(a=[1, 2, 3, 4], bins="sqrt", range=(-1e308, 1e308)),
         dict(a=[1, 2, 3, 4], bins="rice", range=(0, 2**62)), dict(a=[np.inf, 1], bins="auto"),
         dict(a=[1.0, 1.0 + 1e-15], bins="sqrt", range=(0, 1e3)), dict(a=[1, 2, 3, 4], bins="fd", range=(0, 8))]
for kw in cases:
    try:
        h, e = np.histogram(**kw)
        print(len(h), e[:3])
    except Exception as ex:
        print(type(ex).__name__, ex)
# expect: ValueError cannot convert float NaN to integer
# expect: ValueError Maximum allowed size exceeded
# expect: OverflowError cannot convert float infinity to integer
# expect: ValueError array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.
# expect: ValueError autodetected range of [1.0, inf] is not finite
# expect: ValueError array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.
# expect: 5 [0.  1.6 3.2]
