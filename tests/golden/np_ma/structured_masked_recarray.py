# no-cross-check: NumPy's merge_arrays(usemask=True, asrecarray=True) makes a MaskedRecords, which Weft does not have (docs/language.md)
import numpy as np
import numpy.lib.recfunctions as rfn
rfn.merge_arrays((np.array([1, 2]), np.array([3.0])), usemask=True, asrecarray=True)
# expect runtime error: TypeError: numpy.lib.recfunctions.merge_arrays with usemask=True and asrecarray=True (a MaskedRecords) is not supported in Weft
