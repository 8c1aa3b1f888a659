# np.save/np.load of each numeric dtype: the file sizes (cmp shows the files match NumPy byte for byte) and the values.
import os
import numpy as np
base = os.path.join("/tmp", "weft_np_io_npy_roundtrip_" + str(os.getpid()))
os.mkdir(base)
try:
    arrs = [np.arange(3.), np.arange(6, dtype=np.float32).reshape(2, 3), np.array(5),
            np.array([True, False]), np.arange(4, dtype=np.uint16), np.array([1+2j, 3]),
            np.arange(24, dtype=np.int8).reshape(2, 3, 4), np.zeros((0, 3)), np.arange(10)[::2]]
    for i, a in enumerate(arrs):
        p = os.path.join(base, "a%d.npy" % i)
        np.save(p, a)
        print(os.path.getsize(p))
        b = np.load(p)
        print(b.dtype, b.shape, b.tolist() == a.tolist())
    np.save(os.path.join(base, "list.npy"), [[1, 2], [3, 4]])
    print(repr(np.load(os.path.join(base, "list.npy"))))
finally:
    for name in os.listdir(base):
        os.remove(os.path.join(base, name))
    os.rmdir(base)
# expect: 152
# expect: float64 (3,) True
# expect: 152
# expect: float32 (2, 3) True
# expect: 136
# expect: int64 () True
# expect: 130
# expect: bool (2,) True
# expect: 136
# expect: uint16 (4,) True
# expect: 160
# expect: complex128 (2,) True
# expect: 152
# expect: int8 (2, 3, 4) True
# expect: 128
# expect: float64 (0, 3) True
# expect: 168
# expect: int64 (5,) True
# expect: array([[1, 2],
# expect:        [3, 4]])
