# bool() of an empty array (numeric, str, object, structured) is False with NumPy 1.24's
# DeprecationWarning, not the more-than-one-element ValueError
import warnings
import numpy as np
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(bool(np.array([])), bool(np.zeros((0, 3))), bool(np.array([], dtype='U3')),
          bool(np.array([], dtype=object)), bool(np.zeros(0, dtype=[('a', 'i4')])))
    if not np.array([]):
        print("empty is falsy")
for w in caught:
    print(w.category.__name__, str(w.message)[:40])
print(bool(np.array([0.0])), bool(np.array(['a'])), bool(np.array([None])))
# expect: False False False False False
# expect: empty is falsy
# expect: DeprecationWarning The truth value of an empty array is amb
# expect: DeprecationWarning The truth value of an empty array is amb
# expect: DeprecationWarning The truth value of an empty array is amb
# expect: DeprecationWarning The truth value of an empty array is amb
# expect: DeprecationWarning The truth value of an empty array is amb
# expect: DeprecationWarning The truth value of an empty array is amb
# expect: False True False
bool(np.array([]))
# expect stderr: empty_array_truth.py:23: DeprecationWarning: The truth value of an empty array is ambiguous. Returning False, but in future this will result in an error. Use `array.size > 0` to check that an array is not empty.
