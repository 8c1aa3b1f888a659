# polyfit's checks of x, y, deg and w.
import numpy.polynomial.polynomial as P
for args, kw in ((([1, 2], [1, 2, 3], 1), {}), (([1, 2], [1, 2], -1), {}), (([[1, 2]], [1, 2], 1), {}),
                 (([], [], 1), {}), (([1, 2], [1, 2], 1.5), {}), (([1, 2], [1, 2], 1), {'w': [1]}),
                 (([1, 2], [[[1]], [[2]]], 1), {}), (([1, 2], [1, 2], 1), {'w': [[1, 2]]})):
    try:
        P.polyfit(*args, **kw)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
P.polyfit([1, 2], [1, 2, 3], 1)

# expect: TypeError expected x and y to have same length
# expect: ValueError expected deg >= 0
# expect: TypeError expected 1D vector for x
# expect: TypeError expected non-empty vector for x
# expect: TypeError deg must be an int or non-empty 1-D array of int
# expect: TypeError expected x and w to have same length
# expect: TypeError expected 1D or 2D array for y
# expect: TypeError expected 1D vector for w
# expect runtime error: TypeError: expected x and y to have same length
