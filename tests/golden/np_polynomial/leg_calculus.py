# Legendre deriv, integ (constants, lower bound) and roots (scaled companion matrix).
from numpy.polynomial import Legendre
c = Legendre([1, 2, 3])
print(c.deriv(), c.deriv(2), c.integ(), c.integ(2, k=[1, 2], lbnd=0.5))
print(c.roots(), c.degree(), Legendre([1, 2, 3, 4, 5]).roots())
print(Legendre.basis(2), Legendre.identity(), Legendre.fromroots([0.5, 0.25]))

# expect: 2.0 + 9.0·P₁(x) 9.0 0.33333333 + 0.4·P₁(x) + 0.66666667·P₂(x) + 0.6·P₃(x) 1.5828125 + 1.0125·P₁(x) + 0.04761905·P₂(x) + 0.13333333·P₃(x) +
# expect: 0.08571429·P₄(x)
# expect: [-0.62283903  0.17839459] 2 [-0.86884116 -0.48972874  0.21530729  0.68611975]
# expect: 0.0 + 0.0·P₁(x) + 1.0·P₂(x) 0.0 + 1.0·P₁(x) 0.45833333 - 0.75·P₁(x) + 0.66666667·P₂(x)
