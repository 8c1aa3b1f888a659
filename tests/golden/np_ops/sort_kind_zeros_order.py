# np.sort's kind decides where -0.0 lands among 0.0: 'stable'/'mergesort' keep the input's order
# (NumPy's timsort), 'heapsort' leaves its heap's order; both differ from the default quicksort's
import numpy as np

rs = np.random.RandomState(4)
for dt in [np.float32, np.float64, np.float16]:
    v = rs.randint(-1, 2, 40).astype(dt)
    v[(v == 0) & (rs.randint(0, 2, 40) == 1)] = -0.0
    for kind in ['stable', 'mergesort', 'heapsort']:
        s = np.sort(v, kind=kind)
        print(np.dtype(dt).name, kind, ''.join('-' if np.signbit(x) else '+' for x in s[s == 0]))
    w = v.copy()
    w.sort(kind='heapsort')
    print('method heapsort', np.array_equal(np.signbit(w), np.signbit(np.sort(v, kind='h'))))
big = np.zeros(1000)
big[::3] = -0.0
big[::7] = np.nan
s = np.sort(big, kind='stable')
print(np.array_equal(np.signbit(s[:len(s) - np.isnan(big).sum()]), np.signbit(big[~np.isnan(big)])))

# expect: float32 stable ++++-+-++-+
# expect: float32 mergesort ++++-+-++-+
# expect: float32 heapsort +-++-++++-+
# expect: method heapsort True
# expect: float64 stable ---+-++-+++
# expect: float64 mergesort ---+-++-+++
# expect: float64 heapsort +--+++-++--
# expect: method heapsort True
# expect: float16 stable ---+++---+-+
# expect: float16 mergesort ---+++---+-+
# expect: float16 heapsort +--+---+++--
# expect: method heapsort True
# expect: True
