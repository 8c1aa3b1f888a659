# The Generator checks nsample >= 0 after the sum (here ngood + nbad >= nsample holds).
import numpy as np
np.random.default_rng(0).hypergeometric([1], [5], [-1])

# expect runtime error: ValueError: nsample < 0
