import numpy as np, os, tempfile
# a.tofile / np.fromfile: raw C-order bytes, or text with a separator
d = tempfile.mkdtemp()
p = os.path.join(d, 'raw.bin')
a = np.arange(6, dtype=np.int32).reshape(2, 3)
a.T.tofile(p)
print(os.path.getsize(p), np.fromfile(p, dtype=np.int32))
print(np.fromfile(p, dtype=np.int32, count=2, offset=4))
b = np.fromfile(p, dtype=np.int16)
b[0] = 7
print(b[:4], b.dtype)
t = os.path.join(d, 'vals.txt')
np.array([1.5, 2.0, 3.25]).tofile(t, sep=',')
print(open(t).read())
print(np.fromfile(t, sep=','))
np.arange(3).tofile(t, sep=' ', format='%03d')
print(open(t).read(), np.fromfile(t, dtype=int, sep=' '))
with open(p, 'wb') as f:
    np.array([1.0, 2.0]).tofile(f)
with open(p, 'rb') as f:
    print(np.fromfile(f))
os.chdir(d)
np.fromfile('missing.bin')
# expect: 24 [0 3 1 4 2 5]
# expect: [3 1]
# expect: [7 0 3 0] int16
# expect: 1.5,2.0,3.25
# expect: [1.5  2.   3.25]
# expect: 000 001 002 [0 1 2]
# expect: [1. 2.]
# expect runtime error: FileNotFoundError: [Errno 2] No such file or directory: 'missing.bin'
