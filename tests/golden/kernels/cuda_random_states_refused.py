# no-cross-check: Weft refuses the array-only methods of a device array of records (Numba's simulator runs them on its NumPy array)
import numpy as np
from numba.cuda.random import create_xoroshiro128p_states

states = create_xoroshiro128p_states(2, seed=1)
for use in (lambda: states.reshape(2), lambda: states.T, lambda: states.copy_to_host(np.zeros(2, states.dtype))):
    try:
        use()
    except TypeError as e:
        print("TypeError:", e)
print(states.copy_to_host().shape)
# expect: TypeError: reshape of a device array of records is not supported in Weft
# expect: TypeError: T of a device array of records is not supported in Weft
# expect: TypeError: copy_to_host(ary) of a device array of records is not supported in Weft: use copy_to_host()
# expect: (2,)
