# np.modf (fraction, integral part) and np.frexp (mantissa, int32 exponent): two results,
# NumPy scalars for scalar input.
import numpy as np
print(np.modf([1.5, -2.5, 0.0, np.inf]))
print(np.modf(3.25), type(np.modf(3.25)[0]).__name__, np.modf(np.arange(3))[1].dtype)
print(np.frexp([1.0, 8.0, 0.0, -3.0]))
print(np.frexp(np.float32(6.0)), np.frexp(5))
m, e = np.frexp(np.array([10.0, 0.1]))
print(np.ldexp(m, e))

# expect: (array([ 0.5, -0.5,  0. ,  0. ]), array([ 1., -2.,  0., inf]))
# expect: (0.25, 3.0) float64 float64
# expect: (array([ 0.5 ,  0.5 ,  0.  , -0.75]), array([1, 4, 0, 2], dtype=int32))
# expect: (0.75, 3) (0.625, 3)
# expect: [10.   0.1]
