# np.frompyfunc(f, nin, 1) and np.vectorize(otypes=[object]): object arrays of the results;
# all-scalar inputs give the result itself.
import numpy as np
def add_elements(x, y):
    return x + y
add_them = np.frompyfunc(add_elements, 2, 1)
print(repr(add_them(np.arange(8), np.arange(8))))
f = np.frompyfunc(lambda x, y: x * y, 2, 1)
print(f(3, 4), type(f(3, 4)), f([1, 2], [[3], [4]]))
v = np.vectorize(add_elements, otypes=[object])
r = v(np.arange(4), 10)
print(repr(r), r.dtype)
print(repr(np.frompyfunc(str, 1, 1)(np.arange(3))))

# expect: array([0, 2, 4, 6, 8, 10, 12, 14], dtype=object)
# expect: 12 <class 'int'> [[3 6]
# expect:  [4 8]]
# expect: array([10, 11, 12, 13], dtype=object) object
# expect: array(['0', '1', '2'], dtype=object)
