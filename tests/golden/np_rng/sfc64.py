# np.random.SFC64: seeded from three SeedSequence words, counter 1, twelve steps discarded
import numpy as np
g = np.random.Generator(np.random.SFC64(5))
print(g.random(3), g.integers(0, 100, 5), g.normal(size=2), g.integers(0, 2**40, 2), g.random(2, dtype=np.float32))
print(g, np.random.SFC64(1).random_raw(3), np.random.default_rng(np.random.SFC64(7)).standard_normal(2))
print(np.random.SFC64(3).state)
print(g.bit_generator.__class__.__name__, type(np.random.SFC64(1)))

# expect: [0.68383949 0.04047995 0.42903182] [14 73  5 38 64] [ 1.31875487 -0.12172676] [699602891023 554055348524] [0.4454406  0.35859412]
# expect: Generator(SFC64) [18365948275979584072  6864396556639111295  7917024265190753706] [0.76412904 1.38253623]
# expect: {'bit_generator': 'SFC64', 'state': {'state': array([16382569367148151393, 13655545141158083296, 16632329132100692696,
# expect:                          13], dtype=uint64)}, 'has_uint32': 0, 'uinteger': 0}
# expect: SFC64 <class 'numpy.random._sfc64.SFC64'>
