# A mask with neither one element nor the data's size.
import numpy as np
np.ma.array([1, 2, 3], mask=[True, False])

# expect runtime error: numpy.ma.core.MaskError: Mask and data not compatible: data size is 3, mask size is 2.
