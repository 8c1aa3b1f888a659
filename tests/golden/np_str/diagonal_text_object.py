# diagonal (method and np.diagonal) on string and object arrays: the tic-tac-toe check
# b.diagonal(), np.fliplr(b).diagonal()
import numpy as np
board = np.array([['X', 'O', 'X'], ['O', 'X', 'O'], ['O', 'X', 'X']])
print(board.diagonal(), np.fliplr(board).diagonal(), np.diagonal(board, 1))
print(board.diagonal(offset=-1), repr(board.diagonal()))
d = board.diagonal()
print((d == "X").all())
o = np.array([[1, 'a'], [None, 2.5]], dtype=object)
print(o.diagonal(), np.diagonal(o))
print(np.arange(27).reshape(3, 3, 3).diagonal(0, 1, 2))
print(np.array([['a', 'b'], ['c', 'd']]).reshape(1, 2, 2).diagonal(axis1=1, axis2=2))
# expect: ['X' 'X' 'X'] ['X' 'X' 'O'] ['O' 'O']
# expect: ['O' 'X'] array(['X', 'X', 'X'], dtype='<U1')
# expect: True
# expect: [1 2.5] [1 2.5]
# expect: [[ 0  4  8]
# expect:  [ 9 13 17]
# expect:  [18 22 26]]
# expect: [['a' 'd']]
