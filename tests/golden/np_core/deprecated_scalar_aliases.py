# NumPy 1.24's deprecated scalar aliases: each access answers the type and warns
# (DeprecationWarning, shown for __main__), np.object0 with NumPy's own nested message.
import numpy as np

a = np.array([1, 0, 2], dtype=np.bool8)
print(a, a.dtype)
print(np.int0, np.uint0, np.str0, np.bytes0, np.object0)
print(np.int0 is np.intp, np.bool8 is np.bool_)
print(np.zeros(2, np.int0).dtype)
# expect: [ True False  True] bool
# expect: <class 'numpy.int64'> <class 'numpy.uint64'> <class 'numpy.str_'> <class 'numpy.bytes_'> <class 'numpy.object_'>
# expect: True True
# expect: int64
# expect stderr: deprecated_scalar_aliases.py:5: DeprecationWarning: `np.bool8` is a deprecated alias for `np.bool_`.  (Deprecated NumPy 1.24)
# expect stderr: deprecated_scalar_aliases.py:7: DeprecationWarning: `np.int0` is a deprecated alias for `np.intp`.  (Deprecated NumPy 1.24)
# expect stderr: deprecated_scalar_aliases.py:7: DeprecationWarning: `np.uint0` is a deprecated alias for `np.uintp`.  (Deprecated NumPy 1.24)
# expect stderr: deprecated_scalar_aliases.py:7: DeprecationWarning: `np.str0` is a deprecated alias for `np.str_`.  (Deprecated NumPy 1.24)
# expect stderr: deprecated_scalar_aliases.py:7: DeprecationWarning: `np.bytes0` is a deprecated alias for `np.bytes_`.  (Deprecated NumPy 1.24)
# expect stderr: deprecated_scalar_aliases.py:7: DeprecationWarning: `np.object0` is a deprecated alias for ``np.object0` is a deprecated alias for `np.object_`. `object` can be used instead.  (Deprecated NumPy 1.24)`.  (Deprecated NumPy 1.24)
# expect stderr: deprecated_scalar_aliases.py:9: DeprecationWarning: `np.int0` is a deprecated alias for `np.intp`.  (Deprecated NumPy 1.24)
