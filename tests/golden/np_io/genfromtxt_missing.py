# np.genfromtxt fills missing and unconvertible fields: nan for floats, -1 for integers, or filling_values.
import numpy as np
lines = ["1,2,3", "4,,6", "7,8,x", " 9 , 10 , 11 "]
print(repr(np.genfromtxt(lines, delimiter=",")))
print(repr(np.genfromtxt(lines, delimiter=",", filling_values=-1)))
print(repr(np.genfromtxt(lines, delimiter=",", dtype=int)))
print(repr(np.genfromtxt(lines, delimiter=",", filling_values=[7, 8, 9])))
print(repr(np.genfromtxt(lines, delimiter=",", filling_values=[100])))
print(repr(np.genfromtxt(lines, delimiter=",", filling_values={2: 0.5})))
print(repr(np.genfromtxt(["1,N/A", "3,4"], delimiter=",", missing_values="N/A", filling_values=0)))
print(repr(np.genfromtxt(["1,,3"], delimiter=",", dtype=np.uint8)))
print(repr(np.genfromtxt(["1.7 2", "-2.5 x"], dtype=np.int32)))
print(repr(np.genfromtxt(["1.5,2", " 10 ,1e3"], delimiter=",", dtype=int)))
# expect: array([[ 1.,  2.,  3.],
# expect:        [ 4., nan,  6.],
# expect:        [ 7.,  8., nan],
# expect:        [ 9., 10., 11.]])
# expect: array([[ 1.,  2.,  3.],
# expect:        [ 4., -1.,  6.],
# expect:        [ 7.,  8., -1.],
# expect:        [ 9., 10., 11.]])
# expect: array([[ 1,  2,  3],
# expect:        [ 4, -1,  6],
# expect:        [ 7,  8, -1],
# expect:        [ 9, 10, 11]])
# expect: array([[ 1.,  2.,  3.],
# expect:        [ 4.,  8.,  6.],
# expect:        [ 7.,  8.,  9.],
# expect:        [ 9., 10., 11.]])
# expect: array([[ 1.,  2.,  3.],
# expect:        [ 4., nan,  6.],
# expect:        [ 7.,  8., nan],
# expect:        [ 9., 10., 11.]])
# expect: array([[ 1. ,  2. ,  3. ],
# expect:        [ 4. ,  nan,  6. ],
# expect:        [ 7. ,  8. ,  0.5],
# expect:        [ 9. , 10. , 11. ]])
# expect: array([[1., 0.],
# expect:        [3., 4.]])
# expect: array([  1, 255,   3], dtype=uint8)
# expect: array([[ 1,  2],
# expect:        [-2, -1]], dtype=int32)
# expect: array([[-1,  2],
# expect:        [10, -1]])
