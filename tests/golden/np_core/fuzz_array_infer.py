# Randomly generated nested lists of Python and NumPy scalars: np.array infers dtype and shape.
import numpy as np
a = np.array([True])
print(a.dtype, a.shape, a)
a = np.array([[np.int16(7), np.uint8(200), np.float32(1.5)]])
print(a.dtype, a.shape, a)
a = np.array([[[-0.0, np.int64(5), np.bool_(True)], [np.int32(-2), np.float64(2), np.uint64(3)], [np.int32(-2), np.uint8(200), -3]]])
print(a.dtype, a.shape, a)
a = np.array([np.uint64(3), np.uint32(9)])
print(a.dtype, a.shape, a)
a = np.array([[-0.0, -0.0, np.int8(-3)], [np.int8(-3), 1, -0.0]])
print(a.dtype, a.shape, a)
a = np.array([[np.int32(-2)]])
print(a.dtype, a.shape, a)
a = np.array([[[-0.0, np.uint64(3), np.int64(5)], [np.int32(-2), np.float64(2), np.float64(2)], [np.float64(2), np.uint64(3), -0.0]], [[np.bool_(True), np.uint64(3), np.int32(-2)], [np.int8(-3), np.uint16(4), np.uint8(200)], [np.uint16(4), np.int32(-2), np.int32(-2)]]])
print(a.dtype, a.shape, a)
a = np.array([[np.uint64(3), np.float64(2)], [np.uint64(3), np.uint16(4)], [np.int8(-3), np.uint32(9)]])
print(a.dtype, a.shape, a)
a = np.array([[[np.uint16(4), np.int16(7)], [np.int16(7), np.int32(-2)], [np.int32(-2), np.int32(-2)]]])
print(a.dtype, a.shape, a)
a = np.array([[[np.int16(7), np.float32(1.5)], [np.uint16(4), np.int32(-2)], [np.float64(2), True]], [[np.uint32(9), 1], [np.float32(1.5), False], [-3, -3]], [[np.uint8(200), np.int8(-3)], [False, np.int32(-2)], [2.5, np.uint8(200)]]])
print(a.dtype, a.shape, a)
a = np.array([-3])
print(a.dtype, a.shape, a)
a = np.array([[-3], [np.float64(2)], [np.float64(2)]])
print(a.dtype, a.shape, a)
a = np.array([1])
print(a.dtype, a.shape, a)
a = np.array([True])
print(a.dtype, a.shape, a)
a = np.array([1])
print(a.dtype, a.shape, a)
a = np.array([[-0.0], [-0.0]])
print(a.dtype, a.shape, a)
a = np.array([[[-3, np.int8(-3)]], [[2.5, -3]], [[1, np.float64(2)]]])
print(a.dtype, a.shape, a)
a = np.array([[[False, np.int16(7), np.uint32(9)], [np.uint16(4), 1, np.int16(7)], [np.uint64(3), -3, np.uint8(200)]], [[np.bool_(True), 2.5, np.uint16(4)], [np.int8(-3), True, np.uint32(9)], [False, 1, np.uint64(3)]], [[2.5, np.int32(-2), np.bool_(True)], [np.uint16(4), np.int32(-2), np.uint32(9)], [2.5, np.uint32(9), np.uint8(200)]]])
print(a.dtype, a.shape, a)
a = np.array([[1, 2.5], [-3, np.uint8(200)], [-3, 2.5]])
print(a.dtype, a.shape, a)
a = np.array([False])
print(a.dtype, a.shape, a)
a = np.array([[np.int32(-2)], [-3], [np.int8(-3)]])
print(a.dtype, a.shape, a)
a = np.array([np.uint64(3), True, np.uint8(200)])
print(a.dtype, a.shape, a)
a = np.array([np.int8(-3), np.float64(2), np.uint8(200)])
print(a.dtype, a.shape, a)
a = np.array([[[1, 2.5, -3], [np.bool_(True), np.int64(5), -0.0]], [[False, np.int32(-2), True], [np.int8(-3), False, False]]])
print(a.dtype, a.shape, a)
a = np.array([np.int8(-3)])
print(a.dtype, a.shape, a)
a = np.array([1])
print(a.dtype, a.shape, a)
a = np.array([[[np.int16(7), np.bool_(True)], [np.float32(1.5), np.float32(1.5)]], [[np.int64(5), np.int64(5)], [np.int32(-2), 1]], [[-3, np.int64(5)], [np.int32(-2), -0.0]]])
print(a.dtype, a.shape, a)
a = np.array([np.uint16(4), np.float64(2), 1])
print(a.dtype, a.shape, a)
a = np.array([[[np.int16(7), np.float64(2)], [np.int16(7), 1], [np.int64(5), False]]])
print(a.dtype, a.shape, a)
a = np.array([np.float32(1.5), 1])
print(a.dtype, a.shape, a)
a = np.array([[np.uint16(4), np.uint64(3)]])
print(a.dtype, a.shape, a)
a = np.array([True, 1, np.int16(7)])
print(a.dtype, a.shape, a)
a = np.array([np.int16(7), True])
print(a.dtype, a.shape, a)
a = np.array([np.float32(1.5), False])
print(a.dtype, a.shape, a)
a = np.array([[[np.uint64(3), 2.5, np.float64(2)], [np.bool_(True), False, np.uint8(200)]], [[False, False, True], [np.uint32(9), np.bool_(True), np.float32(1.5)]]])
print(a.dtype, a.shape, a)
a = np.array([[[np.uint16(4), -3, np.uint16(4)]]])
print(a.dtype, a.shape, a)
a = np.array([[2.5, np.float64(2)], [np.uint8(200), np.uint16(4)]])
print(a.dtype, a.shape, a)
a = np.array([[[np.int64(5), np.uint16(4), np.int16(7)], [np.bool_(True), np.int8(-3), -0.0], [np.uint16(4), np.uint8(200), np.int64(5)]], [[True, False, True], [np.float64(2), -0.0, 2.5], [np.int64(5), True, True]]])
print(a.dtype, a.shape, a)
a = np.array([[[np.int16(7)]], [[np.bool_(True)]], [[np.int8(-3)]]])
print(a.dtype, a.shape, a)
a = np.array([[[np.uint64(3), -0.0], [np.int32(-2), np.int16(7)], [False, 2.5]], [[np.int64(5), False], [np.uint32(9), np.int32(-2)], [np.int8(-3), np.int32(-2)]], [[np.uint8(200), -0.0], [-0.0, np.uint64(3)], [np.int8(-3), np.bool_(True)]]])
print(a.dtype, a.shape, a)
a = np.array([[2.5, np.uint64(3), np.uint64(3)], [1, np.bool_(True), -0.0], [np.bool_(True), np.int32(-2), -3]])
print(a.dtype, a.shape, a)
a = np.array([[np.uint8(200), np.int64(5)], [np.uint16(4), np.float64(2)]])
print(a.dtype, a.shape, a)
a = np.array([[[True, np.int8(-3), np.float32(1.5)], [np.bool_(True), np.bool_(True), 1], [np.uint32(9), np.uint64(3), np.int32(-2)]], [[np.uint64(3), -0.0, False], [1, np.bool_(True), np.float32(1.5)], [np.bool_(True), np.float32(1.5), False]]])
print(a.dtype, a.shape, a)
a = np.array([[np.uint8(200)], [np.float32(1.5)], [np.uint16(4)]])
print(a.dtype, a.shape, a)
a = np.array([[[np.int64(5), np.uint16(4), np.uint8(200)]]])
print(a.dtype, a.shape, a)
a = np.array([[[np.float32(1.5), True]], [[np.float64(2), 1]], [[np.uint16(4), True]]])
print(a.dtype, a.shape, a)
a = np.array([[[np.uint64(3), np.uint8(200)], [np.int32(-2), np.uint64(3)], [1, True]], [[np.float64(2), -0.0], [np.bool_(True), np.uint8(200)], [2.5, -3]]])
print(a.dtype, a.shape, a)
a = np.array([np.bool_(True), np.uint64(3)])
print(a.dtype, a.shape, a)
a = np.array([[[np.int16(7)]], [[np.uint64(3)]]])
print(a.dtype, a.shape, a)
a = np.array([-3, np.bool_(True)])
print(a.dtype, a.shape, a)
a = np.array([[[np.int16(7), np.uint16(4), 2.5]], [[np.uint16(4), np.int16(7), True]]])
print(a.dtype, a.shape, a)
a = np.array([[np.uint32(9), np.int16(7)], [np.bool_(True), np.int32(-2)]])
print(a.dtype, a.shape, a)
a = np.array([np.float32(1.5), np.bool_(True), np.int32(-2)])
print(a.dtype, a.shape, a)
a = np.array([True, np.int16(7), -3])
print(a.dtype, a.shape, a)
a = np.array([np.int8(-3), np.int32(-2)])
print(a.dtype, a.shape, a)
a = np.array([[False]])
print(a.dtype, a.shape, a)
a = np.array([[[np.uint32(9)], [np.float64(2)]], [[True], [np.uint32(9)]]])
print(a.dtype, a.shape, a)
a = np.array([[np.uint16(4)], [np.uint64(3)]])
print(a.dtype, a.shape, a)
a = np.array([[np.uint64(3)], [np.float32(1.5)]])
print(a.dtype, a.shape, a)
a = np.array([[False], [np.int8(-3)]])
print(a.dtype, a.shape, a)
a = np.array([[np.float64(2), -0.0, np.float64(2)]])
print(a.dtype, a.shape, a)
a = np.array([np.int8(-3)])
print(a.dtype, a.shape, a)
a = np.array([[np.bool_(True), np.bool_(True), np.uint32(9)], [np.uint8(200), np.int32(-2), np.uint32(9)], [np.bool_(True), np.int16(7), True]])
print(a.dtype, a.shape, a)
a = np.array([[np.uint16(4), -0.0], [np.uint8(200), np.float64(2)]])
print(a.dtype, a.shape, a)
a = np.array([[-0.0], [np.uint32(9)]])
print(a.dtype, a.shape, a)
a = np.array([[False]])
print(a.dtype, a.shape, a)
a = np.array([[True, np.int64(5)]])
print(a.dtype, a.shape, a)
a = np.array([np.uint32(9), np.int8(-3), np.bool_(True)])
print(a.dtype, a.shape, a)
a = np.array([[[2.5, np.float64(2), np.uint32(9)], [np.float32(1.5), np.uint16(4), False]], [[2.5, np.float32(1.5), np.uint32(9)], [np.uint8(200), 2.5, np.int64(5)]]])
print(a.dtype, a.shape, a)
a = np.array([[np.uint32(9)], [np.float32(1.5)]])
print(a.dtype, a.shape, a)
a = np.array([np.int8(-3), -3, np.uint32(9)])
print(a.dtype, a.shape, a)
a = np.array([[-3, 2.5, -0.0], [True, np.int64(5), np.uint64(3)], [np.uint8(200), 2.5, np.uint32(9)]])
print(a.dtype, a.shape, a)
a = np.array([[[np.bool_(True), np.int8(-3)]], [[-3, np.bool_(True)]], [[np.uint16(4), np.uint16(4)]]])
print(a.dtype, a.shape, a)
a = np.array([[[True, np.int32(-2), np.uint16(4)], [np.bool_(True), np.uint64(3), -0.0], [np.int64(5), np.bool_(True), np.int32(-2)]], [[np.uint64(3), -3, False], [np.uint64(3), 2.5, False], [np.int32(-2), -0.0, True]]])
print(a.dtype, a.shape, a)
a = np.array([[1, np.uint8(200)], [False, np.float64(2)]])
print(a.dtype, a.shape, a)
a = np.array([1])
print(a.dtype, a.shape, a)
a = np.array([True, np.uint32(9)])
print(a.dtype, a.shape, a)
a = np.array([[[np.int8(-3), True]], [[np.uint16(4), 2.5]]])
print(a.dtype, a.shape, a)
a = np.array([[[np.int32(-2), -3, -3]]])
print(a.dtype, a.shape, a)
a = np.array([1, np.int32(-2), np.uint32(9)])
print(a.dtype, a.shape, a)

# expect: bool (1,) [ True]
# expect: float32 (1, 3) [[  7.  200.    1.5]]
# expect: float64 (1, 3, 3) [[[ -0.   5.   1.]
# expect:   [ -2.   2.   3.]
# expect:   [ -2. 200.  -3.]]]
# expect: uint64 (2,) [3 9]
# expect: float64 (2, 3) [[-0. -0. -3.]
# expect:  [-3.  1. -0.]]
# expect: int32 (1, 1) [[-2]]
# expect: float64 (2, 3, 3) [[[ -0.   3.   5.]
# expect:   [ -2.   2.   2.]
# expect:   [  2.   3.  -0.]]
# expect: 
# expect:  [[  1.   3.  -2.]
# expect:   [ -3.   4. 200.]
# expect:   [  4.  -2.  -2.]]]
# expect: float64 (3, 2) [[ 3.  2.]
# expect:  [ 3.  4.]
# expect:  [-3.  9.]]
# expect: int32 (1, 3, 2) [[[ 4  7]
# expect:   [ 7 -2]
# expect:   [-2 -2]]]
# expect: float64 (3, 3, 2) [[[  7.    1.5]
# expect:   [  4.   -2. ]
# expect:   [  2.    1. ]]
# expect: 
# expect:  [[  9.    1. ]
# expect:   [  1.5   0. ]
# expect:   [ -3.   -3. ]]
# expect: 
# expect:  [[200.   -3. ]
# expect:   [  0.   -2. ]
# expect:   [  2.5 200. ]]]
# expect: int64 (1,) [-3]
# expect: float64 (3, 1) [[-3.]
# expect:  [ 2.]
# expect:  [ 2.]]
# expect: int64 (1,) [1]
# expect: bool (1,) [ True]
# expect: int64 (1,) [1]
# expect: float64 (2, 1) [[-0.]
# expect:  [-0.]]
# expect: float64 (3, 1, 2) [[[-3.  -3. ]]
# expect: 
# expect:  [[ 2.5 -3. ]]
# expect: 
# expect:  [[ 1.   2. ]]]
# expect: float64 (3, 3, 3) [[[  0.    7.    9. ]
# expect:   [  4.    1.    7. ]
# expect:   [  3.   -3.  200. ]]
# expect: 
# expect:  [[  1.    2.5   4. ]
# expect:   [ -3.    1.    9. ]
# expect:   [  0.    1.    3. ]]
# expect: 
# expect:  [[  2.5  -2.    1. ]
# expect:   [  4.   -2.    9. ]
# expect:   [  2.5   9.  200. ]]]
# expect: float64 (3, 2) [[  1.    2.5]
# expect:  [ -3.  200. ]
# expect:  [ -3.    2.5]]
# expect: bool (1,) [False]
# expect: int64 (3, 1) [[-2]
# expect:  [-3]
# expect:  [-3]]
# expect: uint64 (3,) [  3   1 200]
# expect: float64 (3,) [ -3.   2. 200.]
# expect: float64 (2, 2, 3) [[[ 1.   2.5 -3. ]
# expect:   [ 1.   5.  -0. ]]
# expect: 
# expect:  [[ 0.  -2.   1. ]
# expect:   [-3.   0.   0. ]]]
# expect: int8 (1,) [-3]
# expect: int64 (1,) [1]
# expect: float64 (3, 2, 2) [[[ 7.   1. ]
# expect:   [ 1.5  1.5]]
# expect: 
# expect:  [[ 5.   5. ]
# expect:   [-2.   1. ]]
# expect: 
# expect:  [[-3.   5. ]
# expect:   [-2.  -0. ]]]
# expect: float64 (3,) [4. 2. 1.]
# expect: float64 (1, 3, 2) [[[7. 2.]
# expect:   [7. 1.]
# expect:   [5. 0.]]]
# expect: float64 (2,) [1.5 1. ]
# expect: uint64 (1, 2) [[4 3]]
# expect: int64 (3,) [1 1 7]
# expect: int16 (2,) [7 1]
# expect: float32 (2,) [1.5 0. ]
# expect: float64 (2, 2, 3) [[[  3.    2.5   2. ]
# expect:   [  1.    0.  200. ]]
# expect: 
# expect:  [[  0.    0.    1. ]
# expect:   [  9.    1.    1.5]]]
# expect: int64 (1, 1, 3) [[[ 4 -3  4]]]
# expect: float64 (2, 2) [[  2.5   2. ]
# expect:  [200.    4. ]]
# expect: float64 (2, 3, 3) [[[  5.    4.    7. ]
# expect:   [  1.   -3.   -0. ]
# expect:   [  4.  200.    5. ]]
# expect: 
# expect:  [[  1.    0.    1. ]
# expect:   [  2.   -0.    2.5]
# expect:   [  5.    1.    1. ]]]
# expect: int16 (3, 1, 1) [[[ 7]]
# expect: 
# expect:  [[ 1]]
# expect: 
# expect:  [[-3]]]
# expect: float64 (3, 3, 2) [[[  3.   -0. ]
# expect:   [ -2.    7. ]
# expect:   [  0.    2.5]]
# expect: 
# expect:  [[  5.    0. ]
# expect:   [  9.   -2. ]
# expect:   [ -3.   -2. ]]
# expect: 
# expect:  [[200.   -0. ]
# expect:   [ -0.    3. ]
# expect:   [ -3.    1. ]]]
# expect: float64 (3, 3) [[ 2.5  3.   3. ]
# expect:  [ 1.   1.  -0. ]
# expect:  [ 1.  -2.  -3. ]]
# expect: float64 (2, 2) [[200.   5.]
# expect:  [  4.   2.]]
# expect: float64 (2, 3, 3) [[[ 1.  -3.   1.5]
# expect:   [ 1.   1.   1. ]
# expect:   [ 9.   3.  -2. ]]
# expect: 
# expect:  [[ 3.  -0.   0. ]
# expect:   [ 1.   1.   1.5]
# expect:   [ 1.   1.5  0. ]]]
# expect: float32 (3, 1) [[200. ]
# expect:  [  1.5]
# expect:  [  4. ]]
# expect: int64 (1, 1, 3) [[[  5   4 200]]]
# expect: float64 (3, 1, 2) [[[1.5 1. ]]
# expect: 
# expect:  [[2.  1. ]]
# expect: 
# expect:  [[4.  1. ]]]
# expect: float64 (2, 3, 2) [[[  3.  200. ]
# expect:   [ -2.    3. ]
# expect:   [  1.    1. ]]
# expect: 
# expect:  [[  2.   -0. ]
# expect:   [  1.  200. ]
# expect:   [  2.5  -3. ]]]
# expect: uint64 (2,) [1 3]
# expect: float64 (2, 1, 1) [[[7.]]
# expect: 
# expect:  [[3.]]]
# expect: int64 (2,) [-3  1]
# expect: float64 (2, 1, 3) [[[7.  4.  2.5]]
# expect: 
# expect:  [[4.  7.  1. ]]]
# expect: int64 (2, 2) [[ 9  7]
# expect:  [ 1 -2]]
# expect: float64 (3,) [ 1.5  1.  -2. ]
# expect: int64 (3,) [ 1  7 -3]
# expect: int32 (2,) [-3 -2]
# expect: bool (1, 1) [[False]]
# expect: float64 (2, 2, 1) [[[9.]
# expect:   [2.]]
# expect: 
# expect:  [[1.]
# expect:   [9.]]]
# expect: uint64 (2, 1) [[4]
# expect:  [3]]
# expect: float64 (2, 1) [[3. ]
# expect:  [1.5]]
# expect: int8 (2, 1) [[ 0]
# expect:  [-3]]
# expect: float64 (1, 3) [[ 2. -0.  2.]]
# expect: int8 (1,) [-3]
# expect: int64 (3, 3) [[  1   1   9]
# expect:  [200  -2   9]
# expect:  [  1   7   1]]
# expect: float64 (2, 2) [[  4.  -0.]
# expect:  [200.   2.]]
# expect: float64 (2, 1) [[-0.]
# expect:  [ 9.]]
# expect: bool (1, 1) [[False]]
# expect: int64 (1, 2) [[1 5]]
# expect: int64 (3,) [ 9 -3  1]
# expect: float64 (2, 2, 3) [[[  2.5   2.    9. ]
# expect:   [  1.5   4.    0. ]]
# expect: 
# expect:  [[  2.5   1.5   9. ]
# expect:   [200.    2.5   5. ]]]
# expect: float64 (2, 1) [[9. ]
# expect:  [1.5]]
# expect: int64 (3,) [-3 -3  9]
# expect: float64 (3, 3) [[ -3.    2.5  -0. ]
# expect:  [  1.    5.    3. ]
# expect:  [200.    2.5   9. ]]
# expect: int64 (3, 1, 2) [[[ 1 -3]]
# expect: 
# expect:  [[-3  1]]
# expect: 
# expect:  [[ 4  4]]]
# expect: float64 (2, 3, 3) [[[ 1.  -2.   4. ]
# expect:   [ 1.   3.  -0. ]
# expect:   [ 5.   1.  -2. ]]
# expect: 
# expect:  [[ 3.  -3.   0. ]
# expect:   [ 3.   2.5  0. ]
# expect:   [-2.  -0.   1. ]]]
# expect: float64 (2, 2) [[  1. 200.]
# expect:  [  0.   2.]]
# expect: int64 (1,) [1]
# expect: uint32 (2,) [1 9]
# expect: float64 (2, 1, 2) [[[-3.   1. ]]
# expect: 
# expect:  [[ 4.   2.5]]]
# expect: int64 (1, 1, 3) [[[-2 -3 -3]]]
# expect: int64 (3,) [ 1 -2  9]
