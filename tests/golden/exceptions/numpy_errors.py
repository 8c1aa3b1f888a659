# NumPy's errors are ordinary exceptions: caught by their class or a base class.
import numpy as np
try:
    np.zeros(-1)
except ValueError as e:
    print("ValueError:", e)
try:
    np.ones(3) + np.ones(4)
except ValueError as e:
    print("broadcast:", e)
a = np.arange(6).reshape(2, 3)
for exc in (np.AxisError, ValueError, IndexError):
    try:
        a.sum(axis=5)
    except exc as e:
        print(exc.__name__, "catches", type(e).__name__, e)
try:
    a[7, 0]
except IndexError as e:
    print("index:", e)
try:
    a.reshape(4, 4)
except Exception as e:
    print(type(e).__name__, e)
print("done")
# expect: ValueError: negative dimensions are not allowed
# expect: broadcast: operands could not be broadcast together with shapes (3,) (4,) 
# expect: AxisError catches AxisError axis 5 is out of bounds for array of dimension 2
# expect: ValueError catches AxisError axis 5 is out of bounds for array of dimension 2
# expect: IndexError catches AxisError axis 5 is out of bounds for array of dimension 2
# expect: index: index 7 is out of bounds for axis 0 with size 2
# expect: ValueError cannot reshape array of size 6 into shape (4,4)
# expect: done
