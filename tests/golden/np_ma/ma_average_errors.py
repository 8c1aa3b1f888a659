# np.ma.average's checks of the weights' shape.
import numpy.ma as ma
x = ma.array([[1, 2, 3], [4, 5, 6]], mask=[[0, 0, 1], [1, 0, 0]])
for f in (lambda: ma.average(x, weights=[1, 2]), lambda: ma.average(x, axis=1, weights=[[1, 2, 3]])):
    try:
        f()
    except TypeError as e:
        print(e)
ma.average(x, axis=1, weights=[1, 2])

# expect: Axis must be specified when shapes of a and weights differ.
# expect: 1D weights expected when shapes of a and weights differ.
# expect runtime error: ValueError: Length of weights not compatible with specified axis.
