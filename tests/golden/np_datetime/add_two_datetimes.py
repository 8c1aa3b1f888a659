import numpy as np
np.datetime64('2021-01-01') + np.datetime64('2021-01-01')
# expect runtime error: numpy.core._exceptions._UFuncBinaryResolutionError: ufunc 'add' cannot use operands with types dtype('<M8[D]') and dtype('<M8[D]')
