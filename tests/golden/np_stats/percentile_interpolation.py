# The deprecated interpolation= of percentile/quantile/nanpercentile/nanquantile: NumPy 1.24
# warns (DeprecationWarning, shown for code in __main__) and uses it as method=.
import numpy as np
import warnings

a = np.array([7, 15, 36, 39, 40, 41])
print(np.percentile(a, 50, interpolation='lower'))
print(np.quantile(a, [0.25, 0.75], interpolation='higher'))
print(np.nanpercentile([1.0, np.nan, 3.0, 4.0], 40, interpolation='nearest'))
print(np.nanquantile([1.0, np.nan, 3.0, 4.0], 0.5, interpolation='midpoint'))
print(np.percentile(a, 30, method='linear', interpolation='lower'))
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    np.quantile(a, 0.5, interpolation='lower')
    print(w[0].category.__name__, str(w[0].message).splitlines()[0])
try:
    np.percentile(a, 50, method='nearest', interpolation='lower')
except TypeError as e:
    print("TypeError:", e)


# expect: 36
# expect: [36 40]
# expect: 3.0
# expect: 3.0
# expect: 15
# expect: DeprecationWarning the `interpolation=` argument to quantile was renamed to `method=`, which has additional options.
# expect: TypeError: You shall not pass both `method` and `interpolation`!
# expect: (`interpolation` is Deprecated in favor of `method`)
