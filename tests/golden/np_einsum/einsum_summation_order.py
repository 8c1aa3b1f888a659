import numpy as np
# NumPy's iterator orders the loops by the operands' strides; the last bits of these sums
# depend on that order.
rng = np.random.RandomState(3)
print(np.einsum('ijk,kj->i', rng.rand(2, 3, 4), rng.rand(4, 3)).tolist())
print(np.einsum('ab,bc,cd,de->ae', rng.rand(2, 3), rng.rand(3, 4), rng.rand(4, 2), rng.rand(2, 2)).tolist())
m = rng.rand(3, 9)
print(np.einsum('ij,jk->ik', m, m.T).tolist())
print(repr(np.einsum('i,i', rng.rand(20)[::2], rng.rand(10))))
print(np.einsum('ij,ij->j', rng.rand(9, 3), rng.rand(9, 3)).tolist())
print(repr(np.einsum('ij,ij', m, m)), repr(np.einsum('ij->', m.astype(np.float32))))
# expect: [2.878054709929989, 3.2898954524738286]
# expect: [[0.9530328548659801, 1.4470642101526003], [0.5993257991744092, 0.911970553480706]]
# expect: [[3.066923886186465, 1.4612469579653633, 3.3642833792726305], [1.4612469579653633, 1.347028606227185, 1.7607826298368385], [3.3642833792726305, 1.7607826298368385, 4.357411168233233]]
# expect: 2.1591495756242463
# expect: [1.4247065956150464, 2.533520145840655, 1.8897109845926137]
# expect: 8.771363660646884 13.065278
