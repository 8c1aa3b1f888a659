# Set routines on string arrays (course rosters): intersect1d (with indices), union1d,
# setdiff1d, setxor1d, in1d and isin; widths promote as NumPy's concatenation does.
import numpy as np
a = np.array(['ann', 'bob', 'cid', 'dee'])
b = np.array(['bob', 'dee', 'eve', 'zelda'])
print(np.intersect1d(a, b), np.intersect1d(b, a), np.intersect1d(a, ['bob']))
print(np.union1d(a, b), np.setdiff1d(a, b), np.setxor1d(a, b), np.in1d(a, b))
print(np.intersect1d(a, b, return_indices=True))
print(np.intersect1d(['x', 'y'], ['y', 'zz']).dtype, np.union1d(['x'], ['yy']).dtype)
print(np.setdiff1d(b, a, assume_unique=True), np.intersect1d(a, b, assume_unique=True))
print(np.isin(a.reshape(2, 2), ['cid', 'ann']), np.isin(a, b, invert=True))

# expect: ['bob' 'dee'] ['bob' 'dee'] ['bob']
# expect: ['ann' 'bob' 'cid' 'dee' 'eve' 'zelda'] ['ann' 'cid'] ['ann' 'cid' 'eve' 'zelda'] [False  True False  True]
# expect: (array(['bob', 'dee'], dtype='<U5'), array([1, 3]), array([0, 1]))
# expect: <U2 <U2
# expect: ['eve' 'zelda'] ['bob' 'dee']
# expect: [[ True False]
# expect:  [ True False]] [ True False  True False]
