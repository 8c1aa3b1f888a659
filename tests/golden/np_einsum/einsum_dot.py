import numpy as np
rng = np.random.RandomState(0)
v = rng.rand(7)
w = rng.rand(7)
print(repr(np.einsum('i,i', v, w)), repr(np.einsum('i,i->', v, w)))
print(repr(np.einsum('i,i', [1, 2], [3, 4])))
print(repr(np.einsum('i->', v)))
print(type(np.einsum('i,i', v, w)).__name__)
# expect: 2.8371353483427066 2.8371353483427066
# expect: 11
# expect: 3.9187855530365385
# expect: float64
