import numpy as np
rng = np.random.RandomState(0)
a = rng.rand(3, 4)
b = rng.rand(4, 5)
c = rng.rand(5, 2)
print(np.einsum('ij,jk,kl->il', a, b, c).tolist())
print(repr(np.einsum('i,i,i', np.arange(4), np.arange(4), np.arange(4))))
# expect: [[2.9942736593011205, 4.029242279124305], [3.061553807555537, 4.0788604532182475], [2.6154676171404256, 3.837721200112029]]
# expect: 36
