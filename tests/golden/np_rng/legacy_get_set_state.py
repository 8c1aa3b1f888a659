# np.random.get_state/set_state: the legacy tuple, replaying a stream, the cached Gaussian.
import numpy as np
np.random.seed(7)
np.random.randn()
state = np.random.get_state()
print(state[0], state[1][:3], state[1].dtype, len(state[1]), state[2], state[3], state[4])
a = np.random.randn(3)
np.random.set_state(state)
b = np.random.randn(3)
print(a == b, np.random.get_state()[2])
rs = np.random.RandomState(1)
s = rs.get_state()
x = rs.rand(2)
rs.set_state(s)
print(x == rs.rand(2))

# expect: MT19937 [2022286329 1444425037 2858264774] uint32 624 8 1 -0.4659373705408328
# expect: [ True  True  True] 12
# expect: [ True  True]
