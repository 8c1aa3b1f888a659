import numpy as np
v = np.array([1, 2, 3])
m = np.arange(9).reshape(3, 3)
print(v @ v)
print(m @ v)
print(v @ m)
s = np.arange(12).reshape(2, 2, 3)
t = np.arange(6).reshape(3, 2)
print(s @ t)
print((s @ t).shape)
# expect: 14
# expect: [ 8 26 44]
# expect: [24 30 36]
# expect: [[[10 13]
# expect:   [28 40]]
# expect: 
# expect:  [[46 67]
# expect:   [64 94]]]
# expect: (2, 2, 2)
