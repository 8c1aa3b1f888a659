# hermepow's default maxpower is 16.
import numpy.polynomial.hermite_e as E
print(E.hermepow([1, 1], 3))
E.hermepow([1, 1], 17)

# expect: [4. 6. 3. 1.]
# expect runtime error: ValueError: Power is too large
