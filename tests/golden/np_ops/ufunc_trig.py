import numpy as np
x = np.array([0.0, 0.5, 1.0])
print(np.sin(x))
print(np.cos(x))
print(np.tan(x))
print(np.arcsin(x))
print(np.arccos(x))
print(np.arctan(x))
print(np.arctan2(np.array([1.0, -1.0]), np.array([-1.0, -1.0])))
print(np.sinh(x), np.cosh(x), np.tanh(x))
# expect: [0.         0.47942554 0.84147098]
# expect: [1.         0.87758256 0.54030231]
# expect: [0.         0.54630249 1.55740772]
# expect: [0.         0.52359878 1.57079633]
# expect: [1.57079633 1.04719755 0.        ]
# expect: [0.         0.46364761 0.78539816]
# expect: [ 2.35619449 -2.35619449]
# expect: [0.         0.52109531 1.17520119] [1.         1.12762597 1.54308063] [0.         0.46211716 0.76159416]
