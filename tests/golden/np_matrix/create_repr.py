# np.matrix from lists, strings, arrays and scalars: always 2-D, printed as NumPy prints it.
import numpy as np
m = np.matrix([[1, 2], [3, 4]])
print(m)
print(repr(m))
print(type(m), type(m).__name__, isinstance(m, np.ndarray), isinstance(m, np.matrix))
print(isinstance(np.eye(2), np.matrix), type(m) is np.matrix)
print(repr(np.matrix('1 2; 3 4')))
print(repr(np.matrix('1.5, 2; 3 4')))
print(repr(np.matrix('[1 2; 3 4]')))
print(repr(np.matrix('1 2 3')))
print(repr(np.mat([1, 2, 3])))
print(repr(np.asmatrix(np.arange(6).reshape(2, 3))))
print(repr(np.matrix(np.arange(4))), repr(np.matrix(5)))
print(repr(np.matrix([1.5, 2.5], dtype=np.float32)))
print(repr(np.matrix([[True, False]])))
print(repr(np.matrix([[1, 2]], dtype=np.int8)))
print(repr(np.matrix([[]])))
print(repr(np.matrix(np.zeros((2, 3)))))
print(repr(np.matrix(np.zeros((2, 1, 3)))))
print(repr(np.matrix([[1.5, 2], [3, 4]])))
print(np.matrix([[1.5, 2], [3, 4]]))
print(repr(np.matrix([[1e10, 2], [3, 4]])))
print(repr(np.matrix(np.arange(12).reshape(3, 4) * 1000)))
print(repr(np.matrix(np.arange(60.0).reshape(2, 30))))
print(np.matrix(np.arange(60.0).reshape(2, 30)))
print(repr(np.matrix([[1 + 2j, 3], [4, 5 - 1j]])))
a = np.array([[1.0, 2.0], [3.0, 4.0]])
v = np.asmatrix(a)
v[0, 0] = 9
print(a[0, 0], repr(np.matrix(a, dtype=int)))
c = np.matrix(a)
c[0, 0] = -1
print(a[0, 0], m.shape, m.ndim, m.dtype, m.size, len(m))
print(repr(np.asarray(m)), type(np.asarray(m)).__name__, type(np.array(m)).__name__)
print(type(np.asanyarray(m)).__name__)

# expect: [[1 2]
# expect:  [3 4]]
# expect: matrix([[1, 2],
# expect:         [3, 4]])
# expect: <class 'numpy.matrix'> matrix True True
# expect: False True
# expect: matrix([[1, 2],
# expect:         [3, 4]])
# expect: matrix([[1.5, 2. ],
# expect:         [3. , 4. ]])
# expect: matrix([[1, 2],
# expect:         [3, 4]])
# expect: matrix([[1, 2, 3]])
# expect: matrix([[1, 2, 3]])
# expect: matrix([[0, 1, 2],
# expect:         [3, 4, 5]])
# expect: matrix([[0, 1, 2, 3]]) matrix([[5]])
# expect: matrix([[1.5, 2.5]], dtype=float32)
# expect: matrix([[ True, False]])
# expect: matrix([[1, 2]], dtype=int8)
# expect: matrix([], shape=(1, 0), dtype=float64)
# expect: matrix([[0., 0., 0.],
# expect:         [0., 0., 0.]])
# expect: matrix([[0., 0., 0.],
# expect:         [0., 0., 0.]])
# expect: matrix([[1.5, 2. ],
# expect:         [3. , 4. ]])
# expect: [[1.5 2. ]
# expect:  [3.  4. ]]
# expect: matrix([[1.e+10, 2.e+00],
# expect:         [3.e+00, 4.e+00]])
# expect: matrix([[    0,  1000,  2000,  3000],
# expect:         [ 4000,  5000,  6000,  7000],
# expect:         [ 8000,  9000, 10000, 11000]])
# expect: matrix([[ 0.,  1.,  2.,  3.,  4.,  5.,  6.,  7.,  8.,  9., 10., 11., 12.,
# expect:          13., 14., 15., 16., 17., 18., 19., 20., 21., 22., 23., 24., 25.,
# expect:          26., 27., 28., 29.],
# expect:         [30., 31., 32., 33., 34., 35., 36., 37., 38., 39., 40., 41., 42.,
# expect:          43., 44., 45., 46., 47., 48., 49., 50., 51., 52., 53., 54., 55.,
# expect:          56., 57., 58., 59.]])
# expect: [[ 0.  1.  2.  3.  4.  5.  6.  7.  8.  9. 10. 11. 12. 13. 14. 15. 16. 17.
# expect:   18. 19. 20. 21. 22. 23. 24. 25. 26. 27. 28. 29.]
# expect:  [30. 31. 32. 33. 34. 35. 36. 37. 38. 39. 40. 41. 42. 43. 44. 45. 46. 47.
# expect:   48. 49. 50. 51. 52. 53. 54. 55. 56. 57. 58. 59.]]
# expect: matrix([[1.+2.j, 3.+0.j],
# expect:         [4.+0.j, 5.-1.j]])
# expect: 9.0 matrix([[9, 2],
# expect:         [3, 4]])
# expect: 9.0 (2, 2) 2 int64 4 2
# expect: array([[1, 2],
# expect:        [3, 4]]) ndarray ndarray
# expect: matrix
