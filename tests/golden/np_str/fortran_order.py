# String arrays in Fortran order: np.asfortranarray, np.array(order='F'), a.T.copy(order='K')
# lay their items out column by column (flags, strides, tobytes, ravel('K')), and print and
# index as any array does.
import numpy as np

a = np.array([['ab', 'c', 'x'], ['d', 'efg', 'y']])
f = np.asfortranarray(a)
print(f)
print(repr(f))
print(f.flags['F_CONTIGUOUS'], f.flags['C_CONTIGUOUS'], f.flags.f_contiguous, f.strides, a.strides)
print(f.flags)
print(f[1], f[:, 1], f[1, 2], f.T.flags.c_contiguous, f.T.strides)
k = a.T.copy(order='K')
print(repr(k), k.flags.f_contiguous, k.strides, a.T.copy().strides, a.T.copy(order='A').strides)
print(np.array(a, order='F').strides, np.array(f).strides, np.array(f, order='C').strides)
print(f.tobytes(order='A') == a.T.tobytes(), f.tobytes() == a.tobytes(), f.tobytes('F') == a.T.tobytes())
print(f.ravel(order='K'), f.ravel(order='A'), f.ravel(), f.flatten('K'), f.reshape(6, order='F'))
print(f.copy(order='A').flags.f_contiguous, f.copy().flags.c_contiguous, np.copy(f).flags.f_contiguous)
print(np.ascontiguousarray(f).flags.c_contiguous, np.ascontiguousarray(f).strides, np.isfortran(f), np.isfortran(a))
print(np.empty_like(f).flags.f_contiguous, np.zeros_like(f).strides, np.full_like(f, 'z').strides)
print(np.zeros((2, 3), 'U2', order='F').strides, np.zeros((2, 3), 'S2', order='F').strides)
b = np.asfortranarray(np.array([[b'x', b'yz'], [b'w', b'']]))
print(repr(b), b.strides, b.tobytes(order='A'), b.tolist())
c = np.asfortranarray(np.array([[['a', 'b'], ['c', 'd']], [['e', 'f'], ['g', 'h']]]))
print(c.strides, c.ravel('K'), c[1, 0], c.sum() if False else c.tolist())
f[0, 1] = 'new'
print(f, f.strides)
# expect: [['ab' 'c' 'x']
# expect:  ['d' 'efg' 'y']]
# expect: array([['ab', 'c', 'x'],
# expect:        ['d', 'efg', 'y']], dtype='<U3')
# expect: True False True (12, 24) (36, 12)
# expect:   C_CONTIGUOUS : False
# expect:   F_CONTIGUOUS : True
# expect:   OWNDATA : True
# expect:   WRITEABLE : True
# expect:   ALIGNED : True
# expect:   WRITEBACKIFCOPY : False
# expect:
# expect: ['d' 'efg' 'y'] ['c' 'efg'] y True (24, 12)
# expect: array([['ab', 'd'],
# expect:        ['c', 'efg'],
# expect:        ['x', 'y']], dtype='<U3') True (12, 36) (24, 12) (12, 36)
# expect: (12, 24) (12, 24) (36, 12)
# expect: True True True
# expect: ['ab' 'd' 'c' 'efg' 'x' 'y'] ['ab' 'd' 'c' 'efg' 'x' 'y'] ['ab' 'c' 'x' 'd' 'efg' 'y'] ['ab' 'd' 'c' 'efg' 'x' 'y'] ['ab' 'd' 'c' 'efg' 'x' 'y']
# expect: True True True
# expect: True (36, 12) True False
# expect: True (12, 24) (12, 24)
# expect: (8, 16) (2, 4)
# expect: array([[b'x', b'yz'],
# expect:        [b'w', b'']], dtype='|S2') (2, 4) b'x\x00w\x00yz\x00\x00' [[b'x', b'yz'], [b'w', b'']]
# expect: (4, 8, 16) ['a' 'e' 'c' 'g' 'b' 'f' 'd' 'h'] ['e' 'f'] [[['a', 'b'], ['c', 'd']], [['e', 'f'], ['g', 'h']]]
# expect: [['ab' 'new' 'x']
# expect:  ['d' 'efg' 'y']] (12, 24)
