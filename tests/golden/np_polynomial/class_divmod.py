# divmod() of series: both parts in the left (or right) operand's class.
from numpy.polynomial import Polynomial, Chebyshev, Hermite, Laguerre
p, q = Polynomial([1, 2, 3]), Polynomial([1, 1])
print(divmod(p, q))
print(divmod(Chebyshev([1, 2, 3, 4]), Chebyshev([0, 1])))
print(divmod(Hermite([1, 2, 3]), 2))
print(divmod(5, Laguerre([1, 2])))
print(p.__divmod__(q)[0] == p // q, p.__rdivmod__(3)[1])

# expect: (Polynomial([-1.,  3.], domain=[-1.,  1.], window=[-1.,  1.], symbol='x'), Polynomial([2.], domain=[-1.,  1.], window=[-1.,  1.], symbol='x'))
# expect: (Chebyshev([-2.,  6.,  8.], domain=[-1.,  1.], window=[-1.,  1.], symbol='x'), Chebyshev([-2.], domain=[-1.,  1.], window=[-1.,  1.], symbol='x'))
# expect: (Hermite([0.5, 1. , 1.5], domain=[-1.,  1.], window=[-1.,  1.], symbol='x'), Hermite([0.], domain=[-1.,  1.], window=[-1.,  1.], symbol='x'))
# expect: (Laguerre([0.], domain=[0., 1.], window=[0., 1.], symbol='x'), Laguerre([5.], domain=[0., 1.], window=[0., 1.], symbol='x'))
# expect: True 3.0
