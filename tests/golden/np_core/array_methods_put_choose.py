# The ndarray methods put (mode=), choose, compress, itemset and setflags(write=).
import numpy as np
a = np.arange(6).reshape(2, 3)
a.put([0, 5], [-1, -2]); print(a)
a.put(7, 9, mode='clip'); print(a)
b = np.arange(5); np.put(b, [-1, 7, -9], [10, 20, 30], mode='wrap'); print(b)
print(np.array([0, 1, 1]).choose([[1, 2, 3], [10, 20, 30]]), a.compress([True, False, True], axis=1), a.compress([1, 0, 1]))
a.itemset(3, 77); a.itemset((0, 1), 55); print(a)
c = np.array([4.5]); c.itemset(2); print(c)
a.setflags(write=False)
try:
    a[0, 0] = 1
except ValueError as e:
    print(e)
a.setflags(write=True); a[0, 0] = 1; print(a[0, 0], a.flags.writeable)
v = np.arange(3); v.setflags(write=False)
v[1:].setflags(write=True)

# expect: [[-1  1  2]
# expect:  [ 3  4 -2]]
# expect: [[-1  1  2]
# expect:  [ 3  4  9]]
# expect: [ 0 30 20  3 10]
# expect: [ 1 20 30] [[-1  2]
# expect:  [ 3  9]] [-1  2]
# expect: [[-1 55  2]
# expect:  [77  4  9]]
# expect: [2.]
# expect: assignment destination is read-only
# expect: 1 True
# expect runtime error: ValueError: cannot set WRITEABLE flag to True of this array
