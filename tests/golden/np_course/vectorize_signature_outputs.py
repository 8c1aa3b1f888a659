# np.vectorize(signature='(n)->(),()'): each call's tuple fills one array per output; otypes
# sets their dtypes, one code each.
import numpy as np
def stats(row):
    return row.mean(), row.std()
s = np.vectorize(stats, signature='(n)->(),()')
m, d = s(np.array([[1.0, 2, 3], [4, 5, 9]]))
print(m, d)
print(s(np.array([2.0, 4.0])))
s2 = np.vectorize(lambda r: (r * 2, r.sum()), signature='(n)->(n),()')
print(s2(np.arange(6).reshape(2, 3)))
print(np.vectorize(stats, signature='(n)->(),()', otypes='ff')(np.array([1.0, 2.0])))
print(np.vectorize(stats, signature='(n)->(),()', otypes='dd')(np.zeros((0, 3))))
bad = np.vectorize(lambda r: r.sum(), signature='(n)->(),()')
try:
    bad(np.ones((2, 2)))
except ValueError as e:
    print("ValueError", e)
bad = np.vectorize(lambda r: (1, 2, 3), signature='(n)->()')
try:
    bad(np.ones((2, 2)))
except ValueError as e:
    print("ValueError", e)

# expect: [2. 6.] [0.81649658 2.1602469 ]
# expect: (array(3.), array(1.))
# expect: (array([[ 0,  2,  4],
# expect:        [ 6,  8, 10]]), array([ 3, 12]))
# expect: (array(1.5, dtype=float32), array(0.5, dtype=float32))
# expect: (array([], dtype=float64), array([], dtype=float64))
# expect: ValueError wrong number of outputs from pyfunc: expected 2, got 1
# expect: ValueError wrong number of outputs from pyfunc: expected 1, got 3
