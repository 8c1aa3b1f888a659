# np.longlong / np.ulonglong: their own scalar classes and type characters ('q'/'Q'), sharing
# int64/uint64's storage; NumPy 1.24 on Linux keeps them apart from 'l'/'L'.
import numpy as np

print(np.longlong, np.ulonglong, np.longlong.__name__)
print(np.dtype('q'), repr(np.dtype(np.longlong)), np.dtype('q').char, np.dtype('q').num)
print(np.dtype('l').char, np.dtype('l').num, np.dtype('Q').char, np.dtype('Q').num)
print(np.dtype('q') == np.int64, np.longlong is np.int64, np.dtype('q') is np.dtype('l'))
print(np.dtype(np.longlong) is np.dtype('q'), np.dtype('q').type, np.dtype('Q').type)
x = np.longlong(3)
print(x, repr(x), type(x), x.dtype, x.dtype.char)
print(isinstance(x, np.int64), isinstance(x, np.integer), issubclass(np.longlong, np.signedinteger))
print(type(x + 1), type(x + np.int64(1)), type(np.int64(1) + x), type(x * 2.0))
a = np.array([1, 2, 3], dtype='q')
print(a, repr(a), a.dtype, a.dtype.char)
l = np.arange(3)
for r in [a + l, l + a, a + np.arange(3), a * 2, -a, abs(a), a ** 2, a // 2, a % 2, a & 3,
          a[1:], a.reshape(3, 1), a.copy(), np.array(a), np.array(a, dtype=np.int64),
          a.astype('i8'), a.astype(np.longlong), np.cumsum(a), np.concatenate([l, a]),
          np.sqrt(a), a == 1]:
    print(r.dtype.char, repr(r))
print(type(a.sum()), type(a.max()), type(a[0]), repr(a[0]))
print(np.zeros(2, np.longlong).dtype.char, np.ones(2, dtype='q').dtype.char,
      np.full(2, 3, dtype='Q').dtype.char, np.arange(3, dtype='q').dtype.char)
print(repr(np.array([1], dtype='Q')), np.ulonglong(7), type(np.ulonglong(7)))
print(np.promote_types('q', 'l').char, np.promote_types('l', 'q').char,
      np.result_type(np.int64, np.longlong).char, np.result_type(np.int64, np.int32).char)
print(np.sctypeDict['q'], np.sctypeDict['l'], a.tolist())
# expect: <class 'numpy.longlong'> <class 'numpy.ulonglong'> longlong
# expect: int64 dtype('int64') q 9
# expect: l 7 Q 10
# expect: True False False
# expect: True <class 'numpy.longlong'> <class 'numpy.ulonglong'>
# expect: 3 3 <class 'numpy.longlong'> int64 q
# expect: False True True
# expect: <class 'numpy.longlong'> <class 'numpy.longlong'> <class 'numpy.int64'> <class 'numpy.float64'>
# expect: [1 2 3] array([1, 2, 3], dtype=int64) int64 q
# expect: q array([1, 3, 5], dtype=int64)
# expect: q array([1, 3, 5], dtype=int64)
# expect: q array([1, 3, 5], dtype=int64)
# expect: q array([2, 4, 6], dtype=int64)
# expect: q array([-1, -2, -3], dtype=int64)
# expect: q array([1, 2, 3], dtype=int64)
# expect: q array([1, 4, 9], dtype=int64)
# expect: l array([0, 1, 1])
# expect: l array([1, 0, 1])
# expect: l array([1, 2, 3])
# expect: q array([2, 3], dtype=int64)
# expect: q array([[1],
# expect:        [2],
# expect:        [3]], dtype=int64)
# expect: q array([1, 2, 3], dtype=int64)
# expect: q array([1, 2, 3], dtype=int64)
# expect: q array([1, 2, 3], dtype=int64)
# expect: l array([1, 2, 3])
# expect: q array([1, 2, 3], dtype=int64)
# expect: q array([1, 3, 6], dtype=int64)
# expect: q array([0, 1, 2, 1, 2, 3], dtype=int64)
# expect: d array([1.        , 1.41421356, 1.73205081])
# expect: ? array([ True, False, False])
# expect: <class 'numpy.longlong'> <class 'numpy.longlong'> <class 'numpy.longlong'> 1
# expect: q q Q q
# expect: array([1], dtype=uint64) 7 <class 'numpy.ulonglong'>
# expect: q q q l
# expect: <class 'numpy.longlong'> <class 'numpy.int64'> [1, 2, 3]
