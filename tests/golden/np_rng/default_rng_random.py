# default_rng(42): SeedSequence-seeded PCG64; random() gives 53-bit doubles.
import numpy as np
rng = np.random.default_rng(42)
print(rng.random())
print(rng.random(3).tolist())
print(rng.random((2, 2)))

# expect: 0.7739560485559633
# expect: [0.4388784397520523, 0.8585979199113825, 0.6973680290593639]
# expect: [[0.09417735 0.97562235]
# expect:  [0.7611397  0.78606431]]
