# np.bmat joins blocks: from nested lists, from a list of arrays, or from a string of names
# (the caller's variables, or the dictionaries given).
import numpy as np
A = np.mat('1 1; 1 1')
B = np.mat('2 2; 2 2')
print(repr(np.bmat('A,B; B,A')))
print(repr(np.bmat('A B', ldict={'A': A}, gdict={'B': B})))
print(repr(np.bmat([A, B])))
print(repr(np.bmat([[A, B], [B, A]])))
print(repr(np.bmat([[np.eye(2), np.zeros((2, 1))], [np.ones((1, 2)), np.ones((1, 1))]])))
print(repr(np.bmat(np.arange(3))))
def f():
    C = np.matrix([[7]])
    return np.bmat('C C; C C')
print(repr(f()))

# expect: matrix([[1, 1, 2, 2],
# expect:         [1, 1, 2, 2],
# expect:         [2, 2, 1, 1],
# expect:         [2, 2, 1, 1]])
# expect: matrix([[1, 1, 2, 2],
# expect:         [1, 1, 2, 2]])
# expect: matrix([[1, 1, 2, 2],
# expect:         [1, 1, 2, 2]])
# expect: matrix([[1, 1, 2, 2],
# expect:         [1, 1, 2, 2],
# expect:         [2, 2, 1, 1],
# expect:         [2, 2, 1, 1]])
# expect: matrix([[1., 0., 0.],
# expect:         [0., 1., 0.],
# expect:         [1., 1., 1.]])
# expect: matrix([[0, 1, 2]])
# expect: matrix([[7, 7],
# expect:         [7, 7]])
