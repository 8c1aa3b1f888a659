# arithmetic, comparisons, indexing and astype of datetime arrays
import numpy as np
d = np.arange('2021-01-01', '2021-01-05', dtype='datetime64[D]')
print(repr(d[1]), d[1:3], d + np.timedelta64(2, 'D'))
print(repr(np.diff(d)), repr(d[2] - d[0]), repr(d - d[0]))
print(repr(d.astype('int64')), repr(d < np.datetime64('2021-01-03')))
e = np.array([1, 2], dtype='datetime64[s]')
print(e[0] < e[1], repr(e[1] - e[0]), len(e), e.shape)
t = np.array([5, 10], dtype='timedelta64[s]')
print(t.sum(), repr(t.max()), repr(t * 2), repr(t / np.timedelta64(1, 'm')))
d[0] = '2020-12-25'
print(d, [str(x) for x in d])
# expect: numpy.datetime64('2021-01-02') ['2021-01-02' '2021-01-03'] ['2021-01-03' '2021-01-04' '2021-01-05' '2021-01-06']
# expect: array([1, 1, 1], dtype='timedelta64[D]') numpy.timedelta64(2,'D') array([0, 1, 2, 3], dtype='timedelta64[D]')
# expect: array([18628, 18629, 18630, 18631]) array([ True,  True, False, False])
# expect: True numpy.timedelta64(1,'s') 2 (2,)
# expect: 15 seconds numpy.timedelta64(10,'s') array([10, 20], dtype='timedelta64[s]') array([0.08333333, 0.16666667])
# expect: ['2020-12-25' '2021-01-02' '2021-01-03' '2021-01-04'] ['2020-12-25', '2021-01-02', '2021-01-03', '2021-01-04']
