# np.random.seed(n) is init_genrand(n); rand/random_sample are genrand_res53 doubles.
import numpy as np
np.random.seed(42)
print(np.random.rand())
print(np.random.rand(3))
print(np.random.rand(2, 3))
print(np.random.random((2, 2)))
print(np.random.random_sample(), np.random.random())

# expect: 0.3745401188473625
# expect: [0.95071431 0.73199394 0.59865848]
# expect: [[0.15601864 0.15599452 0.05808361]
# expect:  [0.86617615 0.60111501 0.70807258]]
# expect: [[0.02058449 0.96990985]
# expect:  [0.83244264 0.21233911]]
# expect: 0.18182496720710062 0.18340450985343382
