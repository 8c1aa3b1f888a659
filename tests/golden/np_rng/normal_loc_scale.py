# normal(loc, scale, size): loc + scale * standard normal; parameters broadcast.
import numpy as np
rng = np.random.default_rng(11)
print(rng.normal())
print(rng.normal(10.0, 2.0, size=(2, 3)).tolist())
print(rng.normal([0, 10, 100], 1).tolist())

# expect: 0.03419276725318417
# expect: [[12.719495080619923, 12.449442157171864, 8.979385846424664], [9.404060977787106, 8.94523161393315, 11.13945271514392]]
# expect: [-0.056064439045617594, 10.746885616256543, 98.15267520102589]
