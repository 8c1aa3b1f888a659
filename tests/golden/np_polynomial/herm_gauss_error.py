# hermgauss needs a positive degree.
import numpy.polynomial.hermite as H
H.hermgauss(0)

# expect runtime error: ValueError: deg must be a positive integer
