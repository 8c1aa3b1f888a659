# where= on a reduction without identity needs initial=
import numpy as np
np.maximum.reduce(np.arange(6).reshape(2, 3), axis=1, where=np.array([True, False, True]))

# expect runtime error: ValueError: reduction operation 'maximum' does not have an identity, so to use a where mask one has to specify 'initial'
