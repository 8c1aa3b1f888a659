import numpy as np

dot = np.vectorize(lambda a, b: float(np.dot(a, b)), signature='(n),(n)->()')
print(dot(np.arange(6).reshape(2, 3), [1, 1, 1]))
print(dot([1, 2], [3, 4]), type(dot([1, 2], [3, 4])).__name__)
print(dot.signature)

def stats(x):
    return np.array([x.min(), x.max()])
vs = np.vectorize(stats, signature='( n ) -> ( k )')
print(vs(np.array([[3, 1, 2], [9, 7, 8]])))
print(vs(np.arange(4)))

outer = np.vectorize(np.outer, signature='(m),(n)->(m,n)', otypes=[float])
print(outer([1, 2], [[1, 2, 3], [4, 5, 6]]).shape)
print(np.vectorize(np.sum, signature='(n)->()', otypes='d')(np.zeros((0, 3))))

for sig in ['(n)->', '(n),(n)', '((n))->()', '(n,)->()']:
    try:
        np.vectorize(len, signature=sig)
    except ValueError as e:
        print('ValueError:', e)

for args in [([1, 2], [1, 2, 3]), (5, [1]), ([1, 2],)]:
    try:
        dot(*args)
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ':', e)
try:
    np.vectorize(lambda x: (x, x), signature='(n)->()')([1, 2])
except ValueError as e:
    print('ValueError:', e)
try:
    np.vectorize(np.sum, signature='(n)->()')(np.zeros((0, 3)))
except ValueError as e:
    print('ValueError:', e)
try:
    np.vectorize(np.sum, signature='(n)->(k)', otypes='d')(np.zeros((0, 3)))
except ValueError as e:
    print('ValueError:', e)
# expect: [ 3. 12.]
# expect: 11.0 ndarray
# expect: (n),(n)->()
# expect: [[1 3]
# expect:  [7 9]]
# expect: [0 3]
# expect: (2, 2, 3)
# expect: []
# expect: ValueError: not a valid gufunc signature: (n)->
# expect: ValueError: not a valid gufunc signature: (n),(n)
# expect: ValueError: not a valid gufunc signature: ((n))->()
# expect: ValueError: not a valid gufunc signature: (n,)->()
# expect: ValueError: inconsistent size for core dimension 'n': 3 vs 2
# expect: ValueError: 0-dimensional argument does not have enough dimensions for all core dimensions ('n',)
# expect: TypeError: wrong number of positional arguments: expected 2, got 1
# expect: ValueError: wrong number of outputs from pyfunc: expected 1, got 2
# expect: ValueError: cannot call `vectorize` on size 0 inputs unless `otypes` is set
# expect: ValueError: cannot call `vectorize` with a signature including new output dimensions on size 0 inputs
