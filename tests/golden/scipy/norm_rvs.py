# norm.rvs draws from NumPy's global RandomState (standard_normal times scale plus loc), so a
# seeded program draws the numbers SciPy draws; random_state=N uses RandomState(N).
import numpy as np
from scipy.stats import norm
np.random.seed(0)
print(norm.rvs(size=3))
print(norm.rvs(loc=5, scale=2, size=(2, 2)))
v = norm.rvs()
print(type(v).__name__, v)
print(norm(loc=10, scale=3).rvs(size=2))
print(norm.rvs(size=1), norm.rvs(loc=[0, 100]))
print(norm.rvs(size=2, random_state=7), norm.rvs(scale=0, loc=4, size=2))

# expect: [1.76405235 0.40015721 0.97873798]
# expect: [[9.4817864  8.73511598]
# expect:  [3.04544424 6.90017684]]
# expect: float64 -0.1513572082976979
# expect: [ 9.69034344 11.23179551]
# expect: [0.14404357] [  1.45427351 100.76103773]
# expect: [ 1.6905257  -0.46593737] [4. 4.]
