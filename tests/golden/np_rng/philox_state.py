# Philox: key= and counter= (ints and arrays), .state, jumped(), advance() (philox_advance's carry).
import numpy as np
p = np.random.Philox(1234)
print(p.state)
g = np.random.Generator(np.random.Philox(key=5))
print(g.random(3))
g = np.random.Generator(np.random.Philox(counter=[1, 2, 3, 4], key=[7, 8]))
print(g.integers(0, 100, 5))
j = np.random.Philox(3).jumped()
print(j.state['state'])
q = np.random.Philox(3)
q.advance(10)
print(q.random_raw(2))

# expect: {'bit_generator': 'Philox', 'state': {'counter': array([0, 0, 0, 0], dtype=uint64), 'key': array([ 6882349382922872486, 11590492409849068143], dtype=uint64)}, 'buffer': array([0, 0, 0, 0], dtype=uint64), 'buffer_pos': 4, 'has_uint32': 0, 'uinteger': 0}
# expect: [0.73374596 0.59052064 0.20780894]
# expect: [83 83 26 87 98]
# expect: {'counter': array([0, 0, 1, 0], dtype=uint64), 'key': array([12467808127879573787, 12872254111863797241], dtype=uint64)}
# expect: [14134465877217891499  8190273325826530937]
