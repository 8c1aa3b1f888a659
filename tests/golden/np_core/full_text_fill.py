# np.full with a str fill value and a numeric dtype: the text parsed as NumPy's cast parses it
# (int() for integers and bool, float() for floats), with its ValueError.
import numpy as np
print(repr(np.full(3, '5', dtype=int)), repr(np.full((2, 2), '1.5', dtype=float)), repr(np.full(2, '7', dtype=np.int8)))
print(repr(np.full(2, ' 42 ', dtype=np.int64)), repr(np.full(2, '1e3', dtype=np.float32)))
for bad in [('x', int), ('1.5', int), ('abc', float)]:
    try:
        np.full(2, bad[0], dtype=bad[1])
    except ValueError as e:
        print("ValueError:", e)
try:
    np.full(2, "True", dtype=bool)
except ValueError as e:
    print("ValueError:", e)
print(repr(np.full(2, '0', dtype=bool)), repr(np.full(2, '3', dtype=bool)))


# expect: array([5, 5, 5]) array([[1.5, 1.5],
# expect:        [1.5, 1.5]]) array([7, 7], dtype=int8)
# expect: array([42, 42]) array([1000., 1000.], dtype=float32)
# expect: ValueError: invalid literal for int() with base 10: 'x'
# expect: ValueError: invalid literal for int() with base 10: '1.5'
# expect: ValueError: could not convert string to float: 'abc'
# expect: ValueError: invalid literal for int() with base 10: 'True'
# expect: array([False, False]) array([ True,  True])
