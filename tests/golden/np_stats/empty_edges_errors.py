# Edge cases: percentile of an empty array (the message depends on the method), arange of
# booleans longer than 2, tri with negative sizes.
import numpy as np
for m in ["linear", "lower", "nearest", "midpoint", "hazen", "closest_observation"]:
    try:
        np.percentile(np.array([]), 50, method=m)
    except IndexError as e:
        print(m, "IndexError:", e)
try:
    np.quantile(np.zeros((2, 0)), [0.5, 0.2], axis=1)
except IndexError as e:
    print("IndexError:", e)
print(np.arange(2, dtype=bool), np.arange(1, 3, dtype=bool), np.arange(0, dtype=bool))
try:
    np.arange(5, dtype=bool)
except TypeError as e:
    print("TypeError:", e)
print(repr(np.tri(-1)), repr(np.tri(2, -1)), np.tri(-2, 3).shape)


# expect: linear IndexError: cannot do a non-empty take from an empty axes.
# expect: lower IndexError: index -1 is out of bounds for axis 0 with size 0
# expect: nearest IndexError: index -1 is out of bounds for axis 0 with size 0
# expect: midpoint IndexError: cannot do a non-empty take from an empty axes.
# expect: hazen IndexError: cannot do a non-empty take from an empty axes.
# expect: closest_observation IndexError: index -1 is out of bounds for axis 0 with size 0
# expect: IndexError: cannot do a non-empty take from an empty axes.
# expect: [False  True] [ True  True] []
# expect: TypeError: arange() is only supported for booleans when the result has at most length 2.
# expect: array([], shape=(0, 0), dtype=float64) array([], shape=(2, 0), dtype=float64) (0, 3)
