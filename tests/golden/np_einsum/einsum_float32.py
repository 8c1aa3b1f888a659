import numpy as np
rng = np.random.RandomState(0)
x = rng.rand(11).astype(np.float32)
m = rng.rand(3, 11).astype(np.float32)
print(repr(np.einsum('i,i', x, x)))
print(repr(np.einsum('i->', x)))
print(np.einsum('ij,j->i', m, x).tolist())
print(np.einsum('ij->i', m).dtype)
# expect: 4.7588196
# expect: 6.9493876
# expect: [4.247756004333496, 3.413454055786133, 3.2574291229248047]
# expect: float32
