# standard_normal: the 256-strip ziggurat, double and float32.
import numpy as np
rng = np.random.default_rng(2024)
print(rng.standard_normal(6).tolist())
print(rng.standard_normal(4, dtype=np.float32).tolist())
x = rng.standard_normal(100000)
print(x[-3:].tolist(), float(x.sum()))

# expect: [1.0288568739519013, 1.6419200406711503, 1.1467195295966137, -0.9731795154745656, -1.3928000963768683, 0.06719635507109722]
# expect: [1.1870230436325073, -0.09089495241641998, 0.18925350904464722, 0.1724340170621872]
# expect: [-0.9281391150425832, -0.8086263424421101, 0.07495831947820628] 249.51499495607547
