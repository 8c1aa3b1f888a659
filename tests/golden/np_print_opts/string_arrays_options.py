# String and datetime arrays print under linewidth, threshold and edgeitems too.
import numpy as np
s = np.array(['aaaa', 'bbbb', 'cccc', 'dddd', 'eeee', 'ffff'])
np.set_printoptions(linewidth=30)
print(s, repr(s))
d = np.arange('2024-01-01', '2024-01-08', dtype='datetime64[D]')
print(d)
print(repr(d))
np.set_printoptions(linewidth=75, threshold=5, edgeitems=1)
print(s, repr(s), d)
print(np.array([['a', 'b', 'c'], ['d', 'e', 'f'], ['g', 'h', 'i']]))

# expect: ['aaaa' 'bbbb' 'cccc' 'dddd'
# expect:  'eeee' 'ffff'] array(['aaaa', 'bbbb',
# expect:        'cccc', 'dddd',
# expect:        'eeee', 'ffff'],
# expect:       dtype='<U4')
# expect: ['2024-01-01' '2024-01-02'
# expect:  '2024-01-03' '2024-01-04'
# expect:  '2024-01-05' '2024-01-06'
# expect:  '2024-01-07']
# expect: array(['2024-01-01',
# expect:        '2024-01-02',
# expect:        '2024-01-03',
# expect:        '2024-01-04',
# expect:        '2024-01-05',
# expect:        '2024-01-06',
# expect:        '2024-01-07'],
# expect:       dtype='datetime64[D]')
# expect: ['aaaa' ... 'ffff'] array(['aaaa', ..., 'ffff'], dtype='<U4') ['2024-01-01' ... '2024-01-07']
# expect: [['a' ... 'c']
# expect:  ...
# expect:  ['g' ... 'i']]
