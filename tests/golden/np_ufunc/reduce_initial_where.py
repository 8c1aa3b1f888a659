# reduce with initial= and where=
import numpy as np
a = np.arange(6).reshape(2, 3)
print(np.add.reduce(a, axis=1, initial=10), np.maximum.reduce(a, axis=1, initial=4), np.maximum.reduce(a, axis=None, initial=9))
print(np.add.reduce(a, axis=1, where=np.array([True, False, True])))
print(np.maximum.reduce(a, axis=1, where=np.array([True, False, True]), initial=-1))
print(np.add.reduce(np.zeros((2, 0)), axis=1), np.multiply.reduce([]), np.logical_and.reduce([]), np.bitwise_and.reduce(np.array([], dtype=np.uint8)))
print(np.maximum.reduce(np.zeros((0, 3)), axis=1), np.minimum.reduce([], initial=5.0))
out = np.zeros(3)
r = np.add.reduce(a, out=out)
print(out, r is out)

# expect: [13 22] [4 5] 9
# expect: [2 8]
# expect: [2 5]
# expect: [0. 0.] 1.0 True 255
# expect: [] 5.0
# expect: [3. 5. 7.] True
