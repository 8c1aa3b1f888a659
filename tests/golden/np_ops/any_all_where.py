# np.any / np.all / the methods take where= (keyword-only): masked-out items count as all's
# True and any's False
import numpy as np
votes = np.array([[True, True, False], [True, True, True], [False, True, True]])
print(np.any(votes, where=np.array([False, False, True])))
print(np.all(votes, axis=1, where=np.array([True, True, False])))
print(votes.all(where=[[True, True, False], [True, True, True], [False, True, True]]))
print(np.any(np.array([0, 0, 3]), where=[True, True, False]), np.all([1, 0, 2], where=[1, 0, 1]))
print(np.all(np.zeros(3), where=False), np.any(np.ones(3), where=False))
print(np.all(votes, axis=0, keepdims=True, where=[True, False, True]))
try:
    np.any(votes, 0, None, False, True)
except TypeError as e:
    print("TypeError:", e)


# expect: True
# expect: [ True  True False]
# expect: True
# expect: False True
# expect: True False
# expect: [[False  True False]]
# expect: TypeError: any() takes from 1 to 4 positional arguments but 5 were given
