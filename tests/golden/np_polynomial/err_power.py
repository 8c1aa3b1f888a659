# Powers are non-negative integers up to maxpower (100).
from numpy.polynomial import Polynomial
p = Polynomial([1, 2])
for e in (-1, 1.5, 101):
    try:
        p ** e
    except ValueError as err:
        print(e, err)
p ** -2

# expect: -1 Power must be a non-negative integer.
# expect: 1.5 Power must be a non-negative integer.
# expect: 101 Power is too large
# expect runtime error: ValueError: Power must be a non-negative integer.
