# random(size=, out=) must agree on the shape.
import numpy as np
np.random.default_rng(0).random(size=4, out=np.empty(3))

# expect runtime error: ValueError: size must match out.shape when used together
