# mean/var/std with where=mask (NumPy >= 1.20): only the kept elements are averaged, the
# counts come from the mask broadcast to the array's shape; an empty slice gives nan with
# "Mean of empty slice." / "Degrees of freedom <= 0 for slice"
import warnings
import numpy as np

m = np.array([[4, -1, 7], [0, 3, -5], [2, 8, 1]])
print(m.mean(where=m > 0), m.mean(axis=1, where=m > 0))
print(np.std(m, where=m > 0), np.var(m, axis=0, where=m > 0))
print(np.mean(m.astype(np.float32), axis=1, where=m > 0, keepdims=True))
c = np.array([[1 + 1j, 2], [3, 4j]])
print(np.var(c, where=[[True, True], [False, True]]))
print(np.var(np.arange(6.0).reshape(2, 3), where=np.array([[1, 0, 1], [1, 1, 0]], dtype=bool),
             keepdims=True))
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(np.mean(m, axis=0, where=[True, False, True]))
    print(m.std(axis=1, where=m > 0, ddof=1))
    print(np.mean(m, where=m > 100))
for w in caught:
    print(w.category.__name__, w.message)
try:
    np.mean(m, where=np.array([True, False]))
except ValueError as e:
    print(e)
# expect: 4.166666666666667 [5.5        3.         3.66666667]
# expect: 2.544056253745625 [1.   6.25 9.  ]
# expect: [[5.5      ]
# expect:  [3.       ]
# expect:  [3.6666667]]
# expect: 3.555555555555556
# expect: [[2.1875]]
# expect: [ 2. nan  1.]
# expect: [2.12132034        nan 3.7859389 ]
# expect: nan
# expect: RuntimeWarning Mean of empty slice.
# expect: RuntimeWarning invalid value encountered in divide
# expect: RuntimeWarning Degrees of freedom <= 0 for slice
# expect: RuntimeWarning invalid value encountered in divide
# expect: RuntimeWarning Mean of empty slice.
# expect: RuntimeWarning invalid value encountered in scalar divide
# expect: operands could not be broadcast together with remapped shapes [original->remapped]: (2,)  and requested shape (3,3)
