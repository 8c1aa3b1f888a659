# np.array2string, array_str and array_repr of str, bytes, object and datetime arrays; a str
# array's rows keep one column free for "]" (print and array2string alike).
import numpy as np
print(np.array2string(np.array(['a', 'bc'])))
print(np.array2string(np.array([b'a', b'bc'])))
print(np.array2string(np.array([['x', 'yy'], ['zzz', 'w']]), separator=', ', prefix='zz('))
print(np.array2string(np.array(['ab'] * 30), max_line_width=40))
print(np.array2string(np.array(['ab'] * 3000), threshold=10))
print(np.array_str(np.array(['a', 'bc'])), np.array_repr(np.array(['a', 'bc'])))
print(np.array2string(np.array([1, 'a', None], dtype=object)))
print(np.array2string(np.array(['2020-01-01', '2021-06-30'], dtype='datetime64[D]'), separator=','))
print(np.array2string(np.array('abc')))
print(np.array(['ab'] * 30))
np.set_printoptions(linewidth=40)
print(np.array(['ab'] * 16))
print(np.array(['ab', 'cd'] * 8, dtype=object))


# expect: ['a' 'bc']
# expect: [b'a' b'bc']
# expect: [['x', 'yy'],
# expect:     ['zzz', 'w']]
# expect: ['ab' 'ab' 'ab' 'ab' 'ab' 'ab' 'ab'
# expect:  'ab' 'ab' 'ab' 'ab' 'ab' 'ab' 'ab'
# expect:  'ab' 'ab' 'ab' 'ab' 'ab' 'ab' 'ab'
# expect:  'ab' 'ab' 'ab' 'ab' 'ab' 'ab' 'ab'
# expect:  'ab' 'ab']
# expect: ['ab' 'ab' 'ab' ... 'ab' 'ab' 'ab']
# expect: ['a' 'bc'] array(['a', 'bc'], dtype='<U2')
# expect: [1 'a' None]
# expect: ['2020-01-01','2021-06-30']
# expect: 'abc'
# expect: ['ab' 'ab' 'ab' 'ab' 'ab' 'ab' 'ab' 'ab' 'ab' 'ab' 'ab' 'ab' 'ab' 'ab'
# expect:  'ab' 'ab' 'ab' 'ab' 'ab' 'ab' 'ab' 'ab' 'ab' 'ab' 'ab' 'ab' 'ab' 'ab'
# expect:  'ab' 'ab']
# expect: ['ab' 'ab' 'ab' 'ab' 'ab' 'ab' 'ab'
# expect:  'ab' 'ab' 'ab' 'ab' 'ab' 'ab' 'ab'
# expect:  'ab' 'ab']
# expect: ['ab' 'cd' 'ab' 'cd' 'ab' 'cd' 'ab'
# expect:  'cd' 'ab' 'cd' 'ab' 'cd' 'ab' 'cd'
# expect:  'ab' 'cd']
