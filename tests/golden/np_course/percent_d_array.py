# printf-style %d/%i/%u take a size-1 array (its int()); other sizes are the format's TypeError
import numpy as np
print('%d' % np.array(5), '%i' % np.array([7]), '%u' % np.array(True), '%d' % np.array(3.9))
print('%5.2f' % np.array(1.5), '%e' % np.array([2.0]), '%03d' % np.array([[4]]))
try:
    print('%d' % np.arange(3))
except TypeError as e:
    print("TypeError:", e)
try:
    print('%f' % np.arange(3))
except TypeError as e:
    print("TypeError:", e)
print('%d' % np.zeros(3))


# expect: 5 7 1 3
# expect:  1.50 2.000000e+00 004
# expect: TypeError: %d format: a real number is required, not numpy.ndarray
# expect: TypeError: only size-1 arrays can be converted to Python scalars
# expect runtime error: TypeError: %d format: a real number is required, not numpy.ndarray
