# The PCG64 state dict after seeding, and has_uint32 after a 32-bit draw.
import numpy as np
rng = np.random.default_rng(42)
print(rng.bit_generator.state)
rng.integers(10, dtype=np.int32)
s = rng.bit_generator.state
print(s['has_uint32'], s['uinteger'])

# expect: {'bit_generator': 'PCG64', 'state': {'state': 274674114334540486603088602300644985544, 'inc': 332724090758049132448979897138935081983}, 'has_uint32': 0, 'uinteger': 0}
# expect: 1 3324115917
