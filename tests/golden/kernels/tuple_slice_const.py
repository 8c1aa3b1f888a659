# A tuple sliced with constant bounds in a kernel: `h, w = img.shape[:2]` of a 3-D image, and
# other constant slices of a tuple argument (negative, stepped, reversed, empty, a huge step).
import numpy as np
from numba import cuda

@cuda.jit
def flip(img, out):
    r, c = cuda.grid(2)
    h, w = img.shape[:2]
    if r < h and c < w:
        for ch in range(img.shape[2]):
            out[r, w - 1 - c, ch] = img[r, c, ch]

@cuda.jit
def parts(t, out):
    a = t[1:]
    b = t[-2:]
    c = t[::2]
    d = t[::-1]
    e = t[3:1]
    f = t[:-3]
    out[0] = len(a)
    out[1] = b[0] + b[1]
    out[2] = c[0] * 100 + c[1] * 10 + c[2]
    out[3] = d[0]
    out[4] = len(e)
    out[5] = f[0] + f[1]
    out[6] = len(t[10:])
    out[7] = t[-100:2][1]
    out[8] = t[1::4611686018427387904][0]
    out[9] = len(t[-1:-100:-2])

img = np.arange(4 * 5 * 3, dtype=np.int16).reshape(4, 5, 3)
o = np.zeros_like(img)
flip[(1, 2), (4, 4)](img, o)
print(np.array_equal(o, img[:, ::-1]))
print(o[0, :, 0])
out = np.zeros(10, dtype=np.int64)
parts[1, 1]((1, 2, 3, 4, 5), out)
print(out)
# expect: True
# expect: [12  9  6  3  0]
# expect: [  4   9 135   5   0   3   0   2   2   3]
