# A companion matrix needs a series of degree one or more.
import numpy.polynomial.laguerre as L
L.lagcompanion([5])

# expect runtime error: ValueError: Series must have maximum degree of at least 1.
