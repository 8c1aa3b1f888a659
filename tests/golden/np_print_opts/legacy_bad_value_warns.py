# set_printoptions warns about a legacy value other than '1.13', '1.21' or False
import numpy as np
np.set_printoptions(legacy='1.13')
print(np.array([1.0, 2.5]))
np.set_printoptions(legacy='1.10')
np.set_printoptions(legacy=False)
print(np.array([1.0, 2.5]), np.get_printoptions()['legacy'])


# expect: [ 1.   2.5]
# expect: [1.  2.5] False
# expect stderr: legacy_bad_value_warns.py:5: UserWarning: legacy printing option can currently only be '1.13', '1.21', or `False`
