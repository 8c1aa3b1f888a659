# a.byteswap(): each element's bytes reversed (complex halves each on their own), a copy or in place.
import numpy as np
print(repr(np.arange(3).byteswap()), repr(np.arange(3, dtype=np.int16).byteswap()))
print(repr(np.array([1.5, -2.0]).byteswap()), repr(np.array([1, 256], dtype=np.uint16).byteswap()))
print(repr(np.array([1+2j], dtype=np.complex64).byteswap()), repr(np.array([True, False]).byteswap()))
a = np.array([1, 2, 3], dtype=np.int32)
r = a.byteswap(inplace=True)
print(repr(a), r is a, repr(a.byteswap().byteswap()))
b = np.arange(6, dtype=np.uint16).reshape(2, 3)[:, ::2]
print(repr(b.byteswap()), repr(np.float16(1.0) if False else np.array([1.0], np.float16).byteswap()))
c = np.arange(4, dtype=np.int32)
c[::2].byteswap(inplace=True)
print(repr(c))
# expect: array([                 0,  72057594037927936, 144115188075855872]) array([  0, 256, 512], dtype=int16)
# expect: array([3.13984e-319, 9.48606e-322]) array([256,   1], dtype=uint16)
# expect: array([4.6006e-41+9.e-44j], dtype=complex64) array([ True, False])
# expect: array([16777216, 33554432, 50331648], dtype=int32) True array([16777216, 33554432, 50331648], dtype=int32)
# expect: array([[   0,  512],
# expect:        [ 768, 1280]], dtype=uint16) array([3.6e-06], dtype=float16)
# expect: array([       0,        1, 33554432,        3], dtype=int32)
