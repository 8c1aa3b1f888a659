# a.flat of string and object arrays: iteration, len, indexing, and writes through to the array
# (board.flat[i] = 'X'), a non-contiguous array's too
import numpy as np
board = np.full((3, 3), ' ')
for i in (0, 4, 8):
    board.flat[i] = 'X'
print(board)
print(list(board.flat), board.flat[4], len(board.flat), board.flat[::4])
t = board.T
t.flat[1] = 'O'
print(board, t.flat.base is t)
for k, c in enumerate(board.flat):
    if c == ' ':
        print("first free", k, np.unravel_index(k, board.shape))
        break
o = np.array([[1, None], ['a', 2.5]], dtype=object)
o.flat[1] = 7
print(o, list(o.flat))
print(sorted(np.array([['b', 'a'], ['d', 'c']]).flat))
# expect: [['X' ' ' ' ']
# expect:  [' ' 'X' ' ']
# expect:  [' ' ' ' 'X']]
# expect: ['X', ' ', ' ', ' ', 'X', ' ', ' ', ' ', 'X'] X 9 ['X' 'X' 'X']
# expect: [['X' ' ' ' ']
# expect:  ['O' 'X' ' ']
# expect:  [' ' ' ' 'X']] True
# expect: first free 1 (0, 1)
# expect: [[1 7]
# expect:  ['a' 2.5]] [1, 7, 'a', 2.5]
# expect: ['a', 'b', 'c', 'd']
