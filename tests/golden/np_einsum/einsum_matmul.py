import numpy as np
rng = np.random.RandomState(0)
a = rng.rand(3, 4)
b = rng.rand(4, 5)
r = np.einsum('ij,jk->ik', a, b)
print(r.dtype, r.shape)
print(r.tolist())
print(np.einsum('ij,jk', a, b).tolist() == r.tolist())
print(np.einsum('ij,jk', np.arange(6).reshape(2, 3), np.arange(6).reshape(3, 2)))
# expect: float64 (3, 5)
# expect: [[1.700128450506527, 1.8193301439526033, 0.9584427950151161, 1.2775880276036689, 1.0909208652882638], [1.822806763294099, 1.7016601519467367, 1.0135701905458983, 1.1849413794001562, 1.2779076989409144], [1.7316597647428291, 2.0843080361115387, 0.7150070012598837, 1.1057697791820926, 0.8488989423126472]]
# expect: True
# expect: [[10 13]
# expect:  [28 40]]
