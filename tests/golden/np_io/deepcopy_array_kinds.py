# copy.copy and copy.deepcopy of the array kinds, scalars and dtypes: a shallow copy of an
# object array shares its items, a deep copy copies them; a masked array keeps its mask.
import copy
import numpy as np

o = np.array([[1], [2, 3]], dtype=object)
c, d = copy.copy(o), copy.deepcopy(o)
o[0].append(9)
print(c, d)
for x in [np.array(['ab', 'c']), np.array(['2020-01-01'], dtype='M8[D]'),
          np.zeros(2, dtype=[('a', 'i4'), ('b', 'U2')]), np.ma.array([1, 2, 3], mask=[0, 1, 0]),
          np.matrix([[1, 2]]), np.str_('hi'), np.dtype('U3'), np.dtype([('a', 'i4')])]:
    print(repr(copy.copy(x)), repr(copy.deepcopy(x)))
m = copy.deepcopy({'a': np.array(['x']), 'b': [np.float32(1.5)]})
print(m)
# expect: [list([1, 9]) list([2, 3])] [list([1]) list([2, 3])]
# expect: array(['ab', 'c'], dtype='<U2') array(['ab', 'c'], dtype='<U2')
# expect: array(['2020-01-01'], dtype='datetime64[D]') array(['2020-01-01'], dtype='datetime64[D]')
# expect: array([(0, ''), (0, '')], dtype=[('a', '<i4'), ('b', '<U2')]) array([(0, ''), (0, '')], dtype=[('a', '<i4'), ('b', '<U2')])
# expect: masked_array(data=[1, --, 3],
# expect:              mask=[False,  True, False],
# expect:        fill_value=999999) masked_array(data=[1, --, 3],
# expect:              mask=[False,  True, False],
# expect:        fill_value=999999)
# expect: matrix([[1, 2]]) matrix([[1, 2]])
# expect: 'hi' 'hi'
# expect: dtype('<U3') dtype('<U3')
# expect: dtype([('a', '<i4')]) dtype([('a', '<i4')])
# expect: {'a': array(['x'], dtype='<U1'), 'b': [1.5]}
