# sum/prod/max/min with where= (max/min need initial=), as functions and methods.
import numpy as np
a = np.array([[1.5, 2.0, -3.0], [4.0, 5.0, 6.0]])
print(np.sum(a, where=a > 0), a.sum(axis=0, where=[True, False, True]), np.prod(a, where=a > 2), np.max(a, where=a < 5, initial=-10), a.min(axis=1, where=a > 1.8, initial=100))
print(np.sum(np.arange(6), where=np.arange(6) % 2 == 0), np.sum(a, where=True), np.min(a, initial=0.0), np.sum(np.arange(4, dtype=np.int8), where=[1, 0, 1, 1]).dtype)
np.max(a, where=a > 0)

# expect: 18.5 [5.5 0.  3. ] 120.0 4.0 [2. 4.]
# expect: 6 15.5 -3.0 int64
# expect runtime error: ValueError: reduction operation 'maximum' does not have an identity, so to use a where mask one has to specify 'initial'
