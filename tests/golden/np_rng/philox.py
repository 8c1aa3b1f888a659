# Generator(Philox(seed)): Philox4x64-10 keyed by the SeedSequence, streams bit-identical to
# NumPy's (raw words, doubles, floats, bounded integers, the ziggurat normals).
import numpy as np
g = np.random.Generator(np.random.Philox(12345))
print(g)
print(g.random(3))
print(g.integers(0, 100, size=5))
print(g.normal(size=3))
print(g.random(dtype=np.float32), g.integers(10), g.standard_normal())
print(g.integers(0, 2**40, size=3), g.integers(0, 255, size=4, dtype=np.uint8))
b = np.random.Philox(0)
print(b.random_raw(5))
print(b.random_raw())
print(type(b).__name__, type(b), isinstance(b, np.random.Philox))
h = np.random.default_rng(np.random.Philox(7))
print(h.uniform(1, 2, 3), h.choice(10, 3), h.permutation(5), h.exponential(size=2))
print(np.random.Generator(np.random.Philox(np.random.SeedSequence(99))).random(2))
print(np.random.Generator(np.random.Philox([1, 2, 3])).normal(5.0, 2.0, size=(2, 2)))

# expect: Generator(Philox)
# expect: [0.42075436 0.65317097 0.43316358]
# expect: [23 53 41 70  3]
# expect: [ 0.04895914 -0.35147904  1.15350042]
# expect: 0.204842209815979 1 0.13160764269399483
# expect: [843478400769 303292723943 825344596911] [111 206 204 224]
# expect: [  259491006799949737  4754966410622352325  8698845897610382596
# expect:   1686395276220330909 18061843536446043542]
# expect: 4723914225006068263
# expect: Philox <class 'numpy.random._philox.Philox'> True
# expect: [1.46881749 1.42614584 1.3629817 ] [7 2 2] [1 2 4 0 3] [2.29879404 1.2905228 ]
# expect: [0.10241268 0.13695325]
# expect: [[7.06636849 4.70845984]
# expect:  [7.27621325 5.44490379]]
