# RandomState's distributions check their parameters and arguments with NumPy's messages.
import numpy as np
r = np.random
for bad in [lambda: r.gamma(-1), lambda: r.beta(0, 1), lambda: r.geometric(0), lambda: r.geometric([0.5, 1.5]),
            lambda: r.negative_binomial(1, 2), lambda: r.negative_binomial(1, [2.0]), lambda: r.triangular(2, 1, 3),
            lambda: r.triangular(0, 4, 3), lambda: r.triangular(1, 1, 1), lambda: r.triangular([0, 2], [1, 1], 3),
            lambda: r.wald(0, 1), lambda: r.lognormal(0, -1), lambda: r.gamma([-1, 2], [1, -1]),
            lambda: r.beta(), lambda: r.beta(1), lambda: r.beta(a=1), lambda: r.beta(b=2), lambda: r.triangular(1, 2),
            lambda: r.beta(1, 2, 3, 4), lambda: r.gamma([1, 2], [1, 2, 3]), lambda: r.gamma([1, 2], size=3),
            lambda: r.gamma(1, [1, 2], size=3), lambda: r.triangular([1, 2], [3, 4, 5], [6]),
            lambda: r.triangular([1], [3], [6, 7], size=3), lambda: r.gamma([[1], [2]], size=(2,))]:
    try:
        print(bad())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
r.chisquare(0)
# expect: ValueError shape < 0
# expect: ValueError a <= 0
# expect: ValueError p <= 0, p > 1 or p contains NaNs
# expect: ValueError p <= 0, p > 1 or p contains NaNs
# expect: ValueError p < 0, p > 1 or p is NaN
# expect: ValueError p < 0, p > 1 or p contains NaNs
# expect: ValueError left > mode
# expect: ValueError mode > right
# expect: ValueError left == right
# expect: ValueError left > mode
# expect: ValueError mean <= 0
# expect: ValueError sigma < 0
# expect: ValueError shape < 0
# expect: TypeError beta() takes at least 2 positional arguments (0 given)
# expect: TypeError beta() takes at least 2 positional arguments (1 given)
# expect: TypeError beta() takes at least 2 positional arguments (1 given)
# expect: TypeError beta() takes at least 2 positional arguments (0 given)
# expect: TypeError triangular() takes at least 3 positional arguments (2 given)
# expect: TypeError beta() takes at most 3 positional arguments (4 given)
# expect: ValueError shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape (2,) and arg 1 with shape (3,).
# expect: ValueError shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape (3,) and arg 1 with shape (2,).
# expect: ValueError shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape (3,) and arg 2 with shape (2,).
# expect: ValueError operands could not be broadcast together with shapes (2,) (3,) 
# expect: ValueError shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape (3,) and arg 3 with shape (2,).
# expect: ValueError Output size (2,) is not compatible with broadcast dimensions of inputs (2, 2).
# expect runtime error: ValueError: df <= 0
