# reshape/ravel with a bad order name the value they got; a non-str order is a TypeError.
import numpy as np
for f in [lambda: np.arange(3).ravel(order='X'), lambda: np.arange(3).reshape(3, order='X'), lambda: np.arange(3).ravel(order=5)]:
    try:
        f()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
np.arange(3).flatten(order='Q')

# expect: ValueError order must be one of 'C', 'F', 'A', or 'K' (got 'X')
# expect: ValueError order must be one of 'C', 'F', 'A', or 'K' (got 'X')
# expect: TypeError order must be str, not int
# expect runtime error: ValueError: order must be one of 'C', 'F', 'A', or 'K' (got 'Q')
