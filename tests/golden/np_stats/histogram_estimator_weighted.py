# Bin-width estimators refuse weighted data, as NumPy does.
import numpy as np
np.histogram([1, 2, 3], bins='auto', weights=[1, 1, 2])

# expect runtime error: TypeError: Automated estimation of the number of bins is not supported for weighted data
