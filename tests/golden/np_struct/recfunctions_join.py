# numpy.lib.recfunctions: merge_arrays, stack_arrays and join_by (usemask=False: masked entries hold the fill values or defaults=)
import numpy as np
import numpy.lib.recfunctions as rfn
x = np.array([1, 2]); y = np.array([10., 20., 30.])
m = rfn.merge_arrays((x, y))
print(m, m.dtype)
print(rfn.merge_arrays((x, y), fill_value=7))
a = np.array([(1, 2.5), (2, 3.5)], dtype=[('a', 'i4'), ('b', 'f8')])
b = np.array([('x',), ('y',), ('z',)], dtype=[('s', 'U3')])
print(rfn.merge_arrays((a, b)), rfn.merge_arrays((a, b)).dtype)

print(rfn.merge_arrays((a, y[:2]), flatten=True))
print(rfn.merge_arrays(x), rfn.merge_arrays([a]).dtype)
print(repr(rfn.merge_arrays((x, y), asrecarray=True)))
s = rfn.stack_arrays((a, np.array([(5, 7.0, 'q')], dtype=[('a', 'i4'), ('b', 'f8'), ('c', 'U2')])), usemask=False)
print(s, s.dtype)
print(rfn.stack_arrays((a, np.array([(9,)], dtype=[('b', 'f8')])), usemask=False, defaults={'a': -5}))
print(rfn.stack_arrays((a, a), usemask=False))
print(rfn.stack_arrays((np.array([1, 2]), np.array([3])), usemask=False))
print(rfn.stack_arrays((a, np.array([(3, 4)], dtype=[('a', 'i8'), ('b', 'f8')])), usemask=False, autoconvert=True).dtype)
try:
    rfn.stack_arrays((a, np.array([(3, 4)], dtype=[('a', 'i8'), ('b', 'f8')])), usemask=False)
except TypeError as e:
    print(e)
r1 = np.array([(1, 10.0, 5), (2, 20.0, 6), (4, 40.0, 7)], dtype=[('k', 'i8'), ('v', 'f8'), ('w', 'i4')])
r2 = np.array([(2, 200.0), (3, 300.0), (1, 100.0)], dtype=[('k', 'i8'), ('v', 'f8')])
for jt in ('inner', 'outer', 'leftouter'):
    j = rfn.join_by('k', r1, r2, jointype=jt, usemask=False)
    print(jt, j, j.dtype)
print(rfn.join_by(['k'], r1, r2, r1postfix='_l', r2postfix='_r', usemask=False, jointype='outer', defaults={'w': 0}))
print(rfn.join_by('k', r1, r2, r1postfix='', usemask=False))
for bad in [dict(jointype='left'), dict(key=('k', 'k')), dict(key='zz'), dict(key='w'), dict(r1postfix='', r2postfix='')]:
    kw = dict(key='k', jointype='inner', usemask=False); kw.update(bad)
    try:
        rfn.join_by(kw.pop('key'), r1, r2, **kw)
    except ValueError as e:
        print('ValueError:', e)

# expect: [( 1, 10.) ( 2, 20.) (-1, 30.)] [('f0', '<i8'), ('f1', '<f8')]
# expect: [(1, 10.) (2, 20.) (7, 30.)]
# expect: [(( 1,  2.5), 'x') (( 2,  3.5), 'y') ((-1, -1. ), 'z')] [('f0', [('a', '<i4'), ('b', '<f8')]), ('s', '<U3')]
# expect: [(1, 2.5, 10.) (2, 3.5, 20.)]
# expect: [(1,) (2,)] [('a', '<i4'), ('b', '<f8')]
# expect: rec.array([( 1, 10.), ( 2, 20.), (-1, 30.)],
# expect:           dtype=[('f0', '<i8'), ('f1', '<f8')])
# expect: [(1, 2.5, 'N/') (2, 3.5, 'N/') (5, 7. , 'q')] [('a', '<i4'), ('b', '<f8'), ('c', '<U2')]
# expect: [( 1, 2.5) ( 2, 3.5) (-5, 9. )]
# expect: [(1, 2.5) (2, 3.5) (1, 2.5) (2, 3.5)]
# expect: [1 2 3]
# expect: [('a', '<i8'), ('b', '<f8')]
# expect: Incompatible type 'int32' <> 'int64'
# expect: inner [(1, 10., 100., 5) (2, 20., 200., 6)] [('k', '<i8'), ('v1', '<f8'), ('v2', '<f8'), ('w', '<i4')]
# expect: outer [(1, 1.e+01, 1.e+02,      5) (2, 2.e+01, 2.e+02,      6)
# expect:  (3, 1.e+20, 3.e+02, 999999) (4, 4.e+01, 1.e+20,      7)] [('k', '<i8'), ('v1', '<f8'), ('v2', '<f8'), ('w', '<i4')]
# expect: leftouter [(1, 10., 1.e+02, 5) (2, 20., 2.e+02, 6) (4, 40., 1.e+20, 7)] [('k', '<i8'), ('v1', '<f8'), ('v2', '<f8'), ('w', '<i4')]
# expect: [(1, 1.e+01, 1.e+02, 5) (2, 2.e+01, 2.e+02, 6) (3, 1.e+20, 3.e+02, 0)
# expect:  (4, 4.e+01, 1.e+20, 7)]
# expect: [(1, 10., 100., 5) (2, 20., 200., 6)]
# expect: ValueError: The 'jointype' argument should be in 'inner', 'outer' or 'leftouter' (got 'left' instead)
# expect: ValueError: duplicate join key 'k'
# expect: ValueError: r1 does not have key field 'zz'
# expect: ValueError: r2 does not have key field 'w'
# expect: ValueError: r1 and r2 contain common names, r1postfix and r2postfix can't both be empty
