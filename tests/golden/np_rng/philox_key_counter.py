# Philox: 128- and 256-bit ints as key and counter, the buffered block in .state, carries in advance(), errors.
import numpy as np
p = np.random.Philox(key=2**100 + 5, counter=2**200 + 7)
print(p.state['state'])
print(p.random_raw(3))
print(p.state['buffer_pos'], p.state['buffer'])
q = p.jumped(2)
print(q.state['state'], q.state['buffer_pos'])
r = np.random.Philox(key=[1, 2], counter=[5, 6, 0, 0])
r.advance(2**64 - 3)
print(r.state['state']['counter'])
print(r.advance(5) is r, r.random_raw())
g = np.random.Generator(np.random.Philox(7))
g.random()
print(g.bit_generator.state['buffer_pos'], g.bit_generator.state['has_uint32'])
try:
    np.random.Philox(1, key=2)
except ValueError as e:
    print('ValueError', e)
try:
    np.random.Philox(key=2**128)
except ValueError as e:
    print('ValueError', e)

# expect: {'counter': array([  7,   0,   0, 256], dtype=uint64), 'key': array([          5, 68719476736], dtype=uint64)}
# expect: [ 5674373255552115584  1207120485696802014 11667089821536863350]
# expect: 3 [ 5674373255552115584  1207120485696802014 11667089821536863350
# expect:   3615427366758002518]
# expect: {'counter': array([  8,   0,   2, 256], dtype=uint64), 'key': array([          5, 68719476736], dtype=uint64)} 4
# expect: [2 7 0 0]
# expect: True 16990310421653485041
# expect: 1 0
# expect: ValueError seed and key cannot be both used
# expect: ValueError key must be positive and less than 2**128.
