# Generator(MT19937(seed)) draws NumPy's streams from the Mersenne Twister seeded through a
# SeedSequence; RandomState(MT19937(seed)) continues from that state with the legacy methods.
import numpy as np

bg = np.random.MT19937(42)
print(bg.random_raw(3), bg.random_raw())
g = np.random.Generator(np.random.MT19937(42))
print(g)
print(g.random(3), g.integers(0, 10, 5), g.integers(0, 2**40, 2))
print(g.standard_normal(3), g.normal(5, 2, 2), g.exponential(size=2))
print(g.uniform(-1, 1, 3), g.random(2, dtype=np.float32), g.integers(0, 100, 3, dtype=np.int32))
print(g.choice(10, 4, replace=False), g.permutation(6), g.poisson(3, 4), g.binomial(10, 0.3, 3))
print(g.standard_gamma(2.5, 2), g.beta(2, 3, 2))
g2 = np.random.default_rng(np.random.MT19937(np.random.SeedSequence(7)))
print(g2.random(2))
rs = np.random.RandomState(np.random.MT19937(5))
print(rs.random_sample(3), rs.randint(0, 100, 4), rs.normal(size=2))
print(rs.rand(2), rs.choice(5, 3))
print(isinstance(bg, np.random.MT19937), np.random.MT19937)
# expect: [2327846034 3904886566 2661450408] 1733955692
# expect: Generator(MT19937)
# expect: [0.54199389 0.61966721 0.05736978] [8 3 8 8 6] [ 75968394414 287205968556]
# expect: [0.05884533 1.16310223 0.75426205] [6.16720762 5.69516246] [0.21154864 0.2913589 ]
# expect: [-0.48037375 -0.3551467   0.18464674] [0.5805508  0.61825174] [90 97 84]
# expect: [8 0 6 2] [5 0 1 4 3 2] [1 4 0 3] [5 3 0]
# expect: [1.44571897 0.35489911] [0.35310165 0.30772645]
# expect: [0.30630461 0.63299725]
# expect: [0.34079842 0.47398861 0.86286216] [74 15 60 52] [ 0.08857929 -1.56016798]
# expect: [0.60338092 0.02534975] [0 2 2]
# expect: True <class 'numpy.random._mt19937.MT19937'>
