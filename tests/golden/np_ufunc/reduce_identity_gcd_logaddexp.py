# gcd's identity 0 and logaddexp's -inf start empty and masked reductions
import numpy as np
print(np.gcd.reduce(np.array([], dtype=int)), np.gcd.reduce(np.array([[4, 6], [8, 10]]), axis=(0, 1)))
print(np.logaddexp.reduce(np.array([])), np.logaddexp2.reduce(np.array([1.0, 2.0])))
print(np.logaddexp.reduce(np.zeros((2, 2)), axis=(0, 1)))
print(np.logaddexp.reduce(np.array([1.0, 2.0, 3.0]), where=np.array([True, False, True])))
print(np.gcd.reduce(np.array([12, 18, 7]), where=np.array([True, True, False])))
# expect: 0 2
# expect: -inf 2.584962500721156
# expect: 1.3862943611198906
# expect: 3.1269280110429727
# expect: 6
