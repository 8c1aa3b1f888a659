# memoryview of an empty array; Philox.jumped(3) moves the counter's upper half by three.
import numpy as np
e = np.zeros((0, 3))
m = memoryview(e)
print(m.shape, m.strides, m.tolist(), m.tobytes(), bytes(e), e.data.nbytes)
print(np.random.Philox(3).jumped(3).state['state'])

# expect: (0, 3) (24, 8) [] b'' b'' 0
# expect: {'counter': array([0, 0, 3, 0], dtype=uint64), 'key': array([12467808127879573787, 12872254111863797241], dtype=uint64)}
