import numpy as np
rng = np.random.RandomState(0)
a = rng.rand(3, 6)
v = rng.rand(6)
print(np.einsum('ij,j->i', a, v).tolist())
print(np.einsum('i,j->ij', v[:2], v[:3]).tolist())
print(np.einsum('i,j', np.arange(2), np.arange(3)))
# expect: [2.774256874828434, 3.1440360952420585, 2.0456698006715044]
# expect: [[0.6055279290488277, 0.6770058265666444, 0.7615184696117765], [0.6770058265666444, 0.7569211380970452, 0.8514098462396679]]
# expect: [[0 0 0]
# expect:  [0 1 2]]
