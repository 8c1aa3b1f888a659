# Array types from subscripts and signatures built by calling types.
from numba import float32, int32, void, int64
print(float32[:], float32[:, :], repr(int32[::1]), float32[:, ::1], int64[:, :, :])
print(float32(float32, int32))
print(void(float32[:], int64))
print(int64())

# expect: array(float32, 1d, A) array(float32, 2d, A) array(int32, 1d, C) array(float32, 2d, C) array(int64, 3d, A)
# expect: (float32, int32) -> float32
# expect: (array(float32, 1d, A), int64) -> none
# expect: () -> int64
