# Chebyshev deriv, integ (constants, lower bound) and roots (scaled companion matrix).
from numpy.polynomial import Chebyshev
c = Chebyshev([1, 2, 3])
print(c.deriv(), c.deriv(2), c.integ(), c.integ(2, k=[1, 2], lbnd=0.5))
print(c.roots(), c.degree(), Chebyshev([1, 2, 3, 4, 5]).roots())
print(Chebyshev.basis(2), Chebyshev.identity(), Chebyshev.fromroots([0.5, 0.25]))

# expect: 2.0 + 12.0·T₁(x) 12.0 0.5 - 0.5·T₁(x) + 0.5·T₂(x) + 0.5·T₃(x) 1.11458333 + 1.75·T₁(x) - 0.25·T₂(x) + 0.08333333·T₃(x) + 0.0625·T₄(x)
# expect: [-0.76759188  0.43425855] 2 [-0.93158818 -0.5         0.19171356  0.83987462]
# expect: 0.0 + 0.0·T₁(x) + 1.0·T₂(x) 0.0 + 1.0·T₁(x) 0.625 - 0.75·T₁(x) + 0.5·T₂(x)
