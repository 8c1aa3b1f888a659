# Other format specs are refused with NumPy's message.
from numpy.polynomial import Polynomial
p = Polynomial([1, -2, 3.5])
f"{p:latex}"

# expect runtime error: ValueError: Unsupported format string 'latex' passed to <class 'numpy.polynomial.polynomial.Polynomial'>.__format__. Valid options are 'ascii' and 'unicode'
