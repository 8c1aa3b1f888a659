# np.longlong ('q') and np.ulonglong ('Q') operands: which results keep the type character
# NumPy 1.24 gives (where, concatenate, ufuncs, indexing, creation, reductions, ...).
import numpy as np

codes = ['q', 'Q', 'l', 'L', 'i', 'I']
c = np.array([True, False])
for a in codes:
    row = []
    for b in codes:
        x = np.array([1, 2], dtype=a)
        y = np.array([3, 4], dtype=b)
        row.append(np.where(c, x, y).dtype.char + np.concatenate([x, y]).dtype.char +
                   np.add(x, y).dtype.char + np.stack([x, y]).dtype.char)
    print(a, ' '.join(row))

q = np.array([3, 1, 2], dtype='q')
Q = q.astype('Q')
l = np.array([5, 6, 7])
m = np.array([True, False, True])
def chars(*vals):
    return ' '.join(v.dtype.char for v in vals)
for x in (q, Q):
    print(chars(np.where(m, x, 0), np.select([m], [x]), np.choose([0, 1, 0], [x, x]),
                np.unique(x), np.tile(x, 2), np.repeat(x, 2), np.full_like(x, 3),
                np.zeros_like(x), np.insert(x, 1, 9), np.delete(x, 1), np.roll(x, 1),
                np.take(x, [0]), np.pad(x, 1), np.intersect1d(x, x), np.diag(x),
                np.einsum('i,i->i', x, x), np.around(x), np.resize(x, 4)))
    print(chars(x[[0, 1]], x[m], x[np.array([2])], x.take([1]), x.repeat(2), x.compress(m),
                x.round(), np.diag(x).diagonal(), x.dot(x), np.diag(x).trace(), x @ x,
                np.array([x[0], 5]), np.array([[x[0]], [x[1]]]), np.fromiter([1, 2], x.dtype),
                np.minimum.reduce(x), np.add.accumulate(x), np.maximum.reduceat(x, [0, 2])))
print(chars(np.choose(q - 1, [l, l, l]), np.take(l, q - 1), np.where(q, l, l), np.zeros_like(q, 'l'),
            np.full_like(q, 1, dtype='l'), np.asarray(q, dtype='l'), np.asarray(l, dtype='q'),
            np.array(q, dtype=np.int64), np.array(q, dtype=np.int64, copy=False),
            np.array([l, q]), np.array([np.int32(1), np.longlong(2)]), np.array([q[0], 2.5])))
print(np.asarray(q, dtype='l').base is q, np.asarray(q, dtype='q') is q)
print([v.dtype.char for v in np.unique(q, return_index=True, return_counts=True)])
print(repr(np.unique(q, return_counts=True)))
for op in ['&', '<<', '//', '%', '**', '+']:
    f = eval('lambda a, b: a %s b' % op)
    print(op, chars(f(q, q), f(q, q[0]), f(q, 1), f(q[0], q[0]), f(q, l), f(Q, Q), f(Q, Q[0])))
print(chars(q ** 2, q ** 3, np.power(q, 2), np.floor_divide.reduce(q), np.floor_divide.accumulate(q),
            np.divmod(q, q)[0], np.bitwise_and.reduce(q), np.left_shift.outer(q, q)))
print(type(q.dot(q)).__name__, type(np.minimum.reduce(Q)).__name__, type(np.trace(np.diag(q))).__name__)
# expect: q qqqq dddd qqqq dddd qqqq qqqq
# expect: Q dddd QQQQ dddd QQQQ dddd QQQQ
# expect: l qqqq dddd llll dddd llll llll
# expect: L dddd QQQQ dddd LLLL dddd LLLL
# expect: i qqqq dddd llll dddd iiii llll
# expect: I qqqq QQQQ llll LLLL llll IIII
# expect: q q q q q q q q q q q q q q q q q q
# expect: q q q q q q q q q q q q q q q q q
# expect: Q Q Q Q Q Q Q Q Q Q Q Q Q Q Q Q Q Q
# expect: Q Q Q Q Q Q Q Q Q Q Q d Q Q Q Q Q
# expect: l l l l l l q q l q q d
# expect: True True
# expect: ['q', 'l', 'l']
# expect: (array([1, 2, 3], dtype=int64), array([1, 1, 1]))
# expect: & q l l q l Q L
# expect: << q l l q l Q L
# expect: // q l l q l Q L
# expect: % q l l q l Q L
# expect: ** q l l q l Q L
# expect: + q q q q q Q Q
# expect: q l l l l q q q
# expect: longlong ulonglong longlong
