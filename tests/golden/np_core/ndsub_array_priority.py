# The output class of a ufunc or operator on two subclasses is the one of higher __array_priority__, the first of equals.
import numpy as np
class Low(np.ndarray):
    pass
class High(np.ndarray):
    __array_priority__ = 15
l = np.arange(3.).view(Low)
h = np.arange(3.).view(High)
print(type(np.add(l, h)).__name__, type(np.add(h, l)).__name__, type(np.multiply(l, l)).__name__)
print(type(l + h).__name__, type(h + l).__name__, type(l * 2).__name__, High.__array_priority__)
# expect: High High Low
# expect: High High Low 15
