# put_along_axis (the partner of take_along_axis), place (values in turn) and putmask (values
# by position, repeated).
import numpy as np
a = np.array([[10, 30, 20], [60, 40, 50]])
np.put_along_axis(a, np.argmax(a, axis=1, keepdims=True), 99, axis=1)
print(a)
a = np.arange(6).reshape(2, 3)
np.put_along_axis(a, np.array([[1, 0, 1]]), 7, axis=0)
print(a)
a = np.arange(6)
np.place(a, a > 2, [44, 55])
print(a)
a = np.arange(6)
np.putmask(a, a > 2, [44, 55])
print(a)
x = np.arange(6).reshape(2, 3)
np.putmask(x, x > 2, x ** 2)
print(x)

# expect: [[10 99 20]
# expect:  [99 40 50]]
# expect: [[0 7 2]
# expect:  [7 4 7]]
# expect: [ 0  1  2 44 55 44]
# expect: [ 0  1  2 55 44 55]
# expect: [[ 0  1  2]
# expect:  [ 9 16 25]]
