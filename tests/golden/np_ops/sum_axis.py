import numpy as np
a = np.arange(24).reshape(2, 3, 4)
print(a.sum())
print(a.sum(axis=0))
print(a.sum(axis=-1))
print(np.sum(a, axis=(0, 2)))
print(a.sum(axis=1, keepdims=True))
print(np.sum(a, axis=None, keepdims=True).shape)
# expect: 276
# expect: [[12 14 16 18]
# expect:  [20 22 24 26]
# expect:  [28 30 32 34]]
# expect: [[ 6 22 38]
# expect:  [54 70 86]]
# expect: [ 60  92 124]
# expect: [[[12 15 18 21]]
# expect: 
# expect:  [[48 51 54 57]]]
# expect: (1, 1, 1)
