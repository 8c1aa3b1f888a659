# A temporary that is a view (slice, transpose, reshape, ravel, a row of a 2-D array) shares
# its base's memory: computing into it in place would change the base.
import numpy as np

a = np.arange(6.0)
r = a[1:4] * 2.0 + 1.0
print(r, a)
r = a[::2] + a[1::2] + 1.0
print(r, a)
m = np.arange(6.0).reshape(2, 3)
r = m.T * 3.0 - 1.0
print(r, m)
r = m.reshape(3, 2) + 10.0
print(r, m)
r = m.ravel() * 1.0 + 5.0
print(r, m)
rows = [row * 2.0 + 1.0 for row in m]
print(rows, m)
r = (m[0] + m[1]) * 2.0
print(r, m)

# expect: [3. 5. 7.] [0. 1. 2. 3. 4. 5.]
# expect: [ 2.  6. 10.] [0. 1. 2. 3. 4. 5.]
# expect: [[-1.  8.]
# expect:  [ 2. 11.]
# expect:  [ 5. 14.]] [[0. 1. 2.]
# expect:  [3. 4. 5.]]
# expect: [[10. 11.]
# expect:  [12. 13.]
# expect:  [14. 15.]] [[0. 1. 2.]
# expect:  [3. 4. 5.]]
# expect: [ 5.  6.  7.  8.  9. 10.] [[0. 1. 2.]
# expect:  [3. 4. 5.]]
# expect: [array([1., 3., 5.]), array([ 7.,  9., 11.])] [[0. 1. 2.]
# expect:  [3. 4. 5.]]
# expect: [ 6. 10. 14.] [[0. 1. 2.]
# expect:  [3. 4. 5.]]
