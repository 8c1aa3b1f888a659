# repr(float) is the shortest string that reads back as the float, even where the nearest
# decimal of that length does not: 2.0**89's nearest 16-digit decimal ...901e+26 reads back as
# another double, its neighbour ...902e+26 as 2.0**89 (CPython prints the 16 digits).
print(2.0 ** 89)
print(repr(-2.0 ** 89))
print(6.189700196426902e+26 == 2.0 ** 89)
print([2.0 ** k for k in (89, 90, 91)])
print(3.980498358697587e-249)
import numpy as np
print(np.float64(2.0 ** 89))
# expect: 6.189700196426902e+26
# expect: -6.189700196426902e+26
# expect: True
# expect: [6.189700196426902e+26, 1.2379400392853803e+27, 2.4758800785707605e+27]
# expect: 3.980498358697587e-249
# expect: 6.189700196426902e+26
