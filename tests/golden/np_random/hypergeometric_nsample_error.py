# RandomState needs nsample >= 1 (the Generator allows 0).
import numpy as np
np.random.hypergeometric(5, 5, 0)

# expect runtime error: ValueError: nsample < 1 or nsample is NaN
