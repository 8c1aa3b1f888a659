# golden-module
# Crafted float32 rows for np.sort's default kind: -0.0 among 0.0 (the one thing besides NaN bits
# the values do not decide), NaNs of other bits, infinities, at lengths around the 16-lane
# vectors and the 128-element sorting networks, and long enough to partition.
import hashlib
import numpy as np


def zeros_row(n, seed):
    rs = np.random.RandomState(seed)
    v = rs.randint(-2, 3, n).astype(np.float32)
    v[v == 0] = 0.0
    v[(v == 0) & (rs.randint(0, 2, n) == 1)] = -0.0
    return v


def signs(v):
    """'-' for -0.0, '+' for 0.0, '.' for anything else."""
    return ''.join('.' if x != 0 else '-' if np.signbit(x) else '+' for x in v)


def digest(v):
    return hashlib.md5(v.tobytes()).hexdigest()[:12]


def run():
    for n in [15, 16, 17, 33, 64, 65, 100, 128, 129, 200]:
        s = np.sort(zeros_row(n, n))
        print(n, signs(s[s == 0]))
    nan_bits = np.array([0x7fc00001, 0xffc00000, 0x7f800001, 0xff800002], np.uint32).view(np.float32)
    row = np.array([2, -np.inf, 0.0, np.inf, -0.0, 1], np.float32)
    v = np.concatenate([row, nan_bits, row[::-1]])
    print('nan bits', np.sort(v).view(np.uint32)[-6:].tolist())
    big = zeros_row(300, 1)
    big[::17] = np.nan
    s = np.sort(big)
    print('300', np.isnan(s).sum(), s.view(np.uint32)[-1], signs(s[s == 0]))
    for n in [1000, 4099, 100000]:
        print(n, digest(np.sort(zeros_row(n, 3))))
    m = zeros_row(40 * 150, 5).reshape(40, 150)
    print('rows', digest(np.sort(m, axis=1)), 'cols', digest(np.sort(m, axis=0)))
    m.sort()
    print('in place', digest(m))
    print('sort_complex', digest(np.sort_complex(zeros_row(500, 9))))
