# polyfit: least squares on the column-scaled Vandermonde matrix, degrees as an int or a list,
# weights, full output.
import numpy as np
import numpy.polynomial.polynomial as P
x = np.linspace(-3, 7, 200)
y = 0.5 * x**3 - 2 * x + 1 + np.sin(x * 13)
print(P.polyfit(x, y, 3))
print(P.polyfit(x, y, [0, 1, 3]))
c, st = P.polyfit(x, y, 2, full=True)
print(c, st)
print(P.polyfit(x, np.stack([y, 2 * y], axis=1), 1))
print(P.polyfit(x, y, 1, w=np.linspace(1, 2, 200), rcond=1e-10))

# expect: [ 1.01493085 -2.00686611 -0.00508072  0.5011803 ]
# expect: [ 0.99550346 -2.00771099  0.          0.50046288]
# expect: [-10.16163914  -0.4280235    3.00200107] [array([18582.5447422]), 3, array([1.55831926, 0.68943141, 0.31036338]), 4.440892098500626e-14]
# expect: [[ 3.09845605  6.19691211]
# expect:  [11.57998079 23.15996158]]
# expect: [-5.1709025  14.49977415]
