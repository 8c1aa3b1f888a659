# random(dtype=np.float32) takes 24 bits of a 32-bit half-draw; size=None gives a Python float.
import numpy as np
rng = np.random.default_rng(5)
print(rng.random(dtype=np.float32), type(rng.random(dtype=np.float32)).__name__)
print(rng.random(5, dtype=np.float32).tolist())

# expect: 0.6707900166511536 float
# expect: [0.022653162479400635, 0.8079407811164856, 0.46885186433792114, 0.5153255462646484, 0.6302340030670166]
