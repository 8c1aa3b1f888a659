# Randomly generated indexing and assignment cases, checked against NumPy.
import numpy as np
a = np.arange(20).reshape((4, 5))
r = a[(slice(3, None, 1), None, np.array([[2, -1], [3, -2]]),)]
print(1, np.shape(r), np.array(r).tolist())
a[(slice(3, None, 1), None, np.array([[2, -1], [3, -2]]),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(..., slice(None, None, None), slice(2, 2, 1), slice(4, None, -1),)]
print(2, np.shape(r), np.array(r).tolist())
a[(..., slice(None, None, None), slice(2, 2, 1), slice(4, None, -1),)] = -1
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(slice(None, -4, None),)]
print(3, np.shape(r), np.array(r).tolist())
a[(slice(None, -4, None),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(-2,)]
print(4, np.shape(r), np.array(r).tolist())
a[(-2,)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(60).reshape((3, 4, 5))
r = a[(slice(None, None, None), slice(-3, -2, None), -5,)]
print(5, np.shape(r), np.array(r).tolist())
a[(slice(None, None, None), slice(-3, -2, None), -5,)] = -1
print(a.tolist())
a = np.arange(60).reshape((3, 4, 5))
r = a[(slice(1, 2, None), None, slice(-6, None, -1),)]
print(6, np.shape(r), np.array(r).tolist())
a[(slice(1, 2, None), None, slice(-6, None, -1),)] = -1
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(slice(None, 2, -1), 1, slice(-4, 3, None),)]
print(7, np.shape(r), np.array(r).tolist())
a[(slice(None, 2, -1), 1, slice(-4, 3, None),)] = -1
print(a.tolist())
a = np.arange(60).reshape((3, 4, 5))
r = a[(..., -4, np.array([True, False, False, False, False]),)]
print(8, np.shape(r), np.array(r).tolist())
a[(..., -4, np.array([True, False, False, False, False]),)] = -1
print(a.tolist())
a = np.arange(60).reshape((3, 4, 5))
r = a[(slice(0, -1, 1), -4,)]
print(9, np.shape(r), np.array(r).tolist())
a[(slice(0, -1, 1), -4,)] = -1
print(a.tolist())
a = np.arange(20).reshape((4, 5))
r = a[(slice(6, -3, -2), 1,)]
print(10, np.shape(r), np.array(r).tolist())
a[(slice(6, -3, -2), 1,)] = -1
print(a.tolist())
a = np.arange(7).reshape((7,))
r = a[(None,)]
print(11, np.shape(r), np.array(r).tolist())
a[(None,)] = -1
print(a.tolist())
a = np.arange(20).reshape((4, 5))
r = a[([-3], slice(-4, None, -2),)]
print(12, np.shape(r), np.array(r).tolist())
a[([-3], slice(-4, None, -2),)] = -1
print(a.tolist())
a = np.arange(7).reshape((7,))
r = a[(slice(None, -1, 3),)]
print(13, np.shape(r), np.array(r).tolist())
a[(slice(None, -1, 3),)] = -1
print(a.tolist())
a = np.arange(7).reshape((7,))
r = a[(slice(0, 5, 2), None,)]
print(14, np.shape(r), np.array(r).tolist())
a[(slice(0, 5, 2), None,)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(np.array([[-1, -1], [-2, 1]]),)]
print(15, np.shape(r), np.array(r).tolist())
a[(np.array([[-1, -1], [-2, 1]]),)] = -1
print(a.tolist())
a = np.arange(7).reshape((7,))
r = a[(slice(-9, None, None),)]
print(16, np.shape(r), np.array(r).tolist())
a[(slice(-9, None, None),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(20).reshape((4, 5))
r = a[(None, slice(0, None, None),)]
print(17, np.shape(r), np.array(r).tolist())
a[(None, slice(0, None, None),)] = -1
print(a.tolist())
a = np.arange(20).reshape((4, 5))
r = a[(-3,)]
print(18, np.shape(r), np.array(r).tolist())
a[(-3,)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(7).reshape((7,))
r = a[(slice(None, None, 2),)]
print(19, np.shape(r), np.array(r).tolist())
a[(slice(None, None, 2),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(slice(-1, None, 1), -3, ..., slice(None, -5, None), slice(3, None, -2),)]
print(20, np.shape(r), np.array(r).tolist())
a[(slice(-1, None, 1), -3, ..., slice(None, -5, None), slice(3, None, -2),)] = -1
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(slice(1, 2, 2),)]
print(21, np.shape(r), np.array(r).tolist())
a[(slice(1, 2, 2),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(60).reshape((3, 4, 5))
r = a[(np.array([False, True, False]), ..., np.array([False, True, False, True, True]),)]
print(22, np.shape(r), np.array(r).tolist())
a[(np.array([False, True, False]), ..., np.array([False, True, False, True, True]),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(20).reshape((4, 5))
r = a[(-3, slice(7, None, -2),)]
print(23, np.shape(r), np.array(r).tolist())
a[(-3, slice(7, None, -2),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(7).reshape((7,))
r = a[([6, 4, -3],)]
print(24, np.shape(r), np.array(r).tolist())
a[([6, 4, -3],)] = -1
print(a.tolist())
a = np.arange(7).reshape((7,))
r = a[(np.array([True, True, True, True, False, True, True]),)]
print(25, np.shape(r), np.array(r).tolist())
a[(np.array([True, True, True, True, False, True, True]),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(20).reshape((4, 5))
r = a[([2], ...,)]
print(26, np.shape(r), np.array(r).tolist())
a[([2], ...,)] = -1
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(0, 0,)]
print(27, np.shape(r), np.array(r).tolist())
a[(0, 0,)] = -1
print(a.tolist())
a = np.arange(20).reshape((4, 5))
r = a[(np.array([False, True, False, True]), slice(-6, None, -2),)]
print(28, np.shape(r), np.array(r).tolist())
a[(np.array([False, True, False, True]), slice(-6, None, -2),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(20).reshape((4, 5))
r = a[(None,)]
print(29, np.shape(r), np.array(r).tolist())
a[(None,)] = -1
print(a.tolist())
a = np.arange(7).reshape((7,))
r = a[([-4],)]
print(30, np.shape(r), np.array(r).tolist())
a[([-4],)] = -1
print(a.tolist())
a = np.arange(20).reshape((4, 5))
r = a[(None,)]
print(31, np.shape(r), np.array(r).tolist())
a[(None,)] = -1
print(a.tolist())
a = np.arange(60).reshape((3, 4, 5))
r = a[(0, slice(None, -6, -2), slice(None, -4, 2),)]
print(32, np.shape(r), np.array(r).tolist())
a[(0, slice(None, -6, -2), slice(None, -4, 2),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(60).reshape((3, 4, 5))
r = a[(np.array([[-3, 2], [0, -3]]),)]
print(33, np.shape(r), np.array(r).tolist())
a[(np.array([[-3, 2], [0, -3]]),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(60).reshape((3, 4, 5))
r = a[(slice(0, 2, -2),)]
print(34, np.shape(r), np.array(r).tolist())
a[(slice(0, 2, -2),)] = -1
print(a.tolist())
a = np.arange(60).reshape((3, 4, 5))
r = a[([2, 1],)]
print(35, np.shape(r), np.array(r).tolist())
a[([2, 1],)] = -1
print(a.tolist())
a = np.arange(60).reshape((3, 4, 5))
r = a[([], -3, ..., slice(None, None, -2),)]
print(36, np.shape(r), np.array(r).tolist())
a[([], -3, ..., slice(None, None, -2),)] = -1
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(slice(None, None, None), slice(-1, None, None),)]
print(37, np.shape(r), np.array(r).tolist())
a[(slice(None, None, None), slice(-1, None, None),)] = -1
print(a.tolist())
a = np.arange(20).reshape((4, 5))
r = a[(3, 3,)]
print(38, np.shape(r), np.array(r).tolist())
a[(3, 3,)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(slice(None, None, -2),)]
print(39, np.shape(r), np.array(r).tolist())
a[(slice(None, None, -2),)] = -1
print(a.tolist())
a = np.arange(7).reshape((7,))
r = a[(slice(None, None, None),)]
print(40, np.shape(r), np.array(r).tolist())
a[(slice(None, None, None),)] = -1
print(a.tolist())
a = np.arange(60).reshape((3, 4, 5))
r = a[(np.array([True, False, True]), slice(None, None, None),)]
print(41, np.shape(r), np.array(r).tolist())
a[(np.array([True, False, True]), slice(None, None, None),)] = -1
print(a.tolist())
a = np.arange(20).reshape((4, 5))
r = a[(slice(-5, -3, -2), slice(0, None, 2),)]
print(42, np.shape(r), np.array(r).tolist())
a[(slice(-5, -3, -2), slice(0, None, 2),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(20).reshape((4, 5))
r = a[(2,)]
print(43, np.shape(r), np.array(r).tolist())
a[(2,)] = -1
print(a.tolist())
a = np.arange(7).reshape((7,))
r = a[(-5,)]
print(44, np.shape(r), np.array(r).tolist())
a[(-5,)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(20).reshape((4, 5))
r = a[([3, 1, 2],)]
print(45, np.shape(r), np.array(r).tolist())
a[([3, 1, 2],)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(7).reshape((7,))
r = a[(slice(None, None, 2),)]
print(46, np.shape(r), np.array(r).tolist())
a[(slice(None, None, 2),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(-2, slice(None, -1, None),)]
print(47, np.shape(r), np.array(r).tolist())
a[(-2, slice(None, -1, None),)] = -1
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(slice(None, 1, -1), slice(5, None, None), -2,)]
print(48, np.shape(r), np.array(r).tolist())
a[(slice(None, 1, -1), slice(5, None, None), -2,)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(60).reshape((3, 4, 5))
r = a[(slice(4, -4, 3),)]
print(49, np.shape(r), np.array(r).tolist())
a[(slice(4, -4, 3),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(slice(1, -2, -1),)]
print(50, np.shape(r), np.array(r).tolist())
a[(slice(1, -2, -1),)] = -1
print(a.tolist())
a = np.arange(60).reshape((3, 4, 5))
r = a[(slice(None, 2, 2), slice(-4, None, 3),)]
print(51, np.shape(r), np.array(r).tolist())
a[(slice(None, 2, 2), slice(-4, None, 3),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(7).reshape((7,))
r = a[(4, None,)]
print(52, np.shape(r), np.array(r).tolist())
a[(4, None,)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(60).reshape((3, 4, 5))
r = a[(-3, [-1], ...,)]
print(53, np.shape(r), np.array(r).tolist())
a[(-3, [-1], ...,)] = -1
print(a.tolist())
a = np.arange(7).reshape((7,))
r = a[(-3,)]
print(54, np.shape(r), np.array(r).tolist())
a[(-3,)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(-2, None, [1, 1], [1, 0],)]
print(55, np.shape(r), np.array(r).tolist())
a[(-2, None, [1, 1], [1, 0],)] = -1
print(a.tolist())
a = np.arange(20).reshape((4, 5))
r = a[(slice(None, -1, 2),)]
print(56, np.shape(r), np.array(r).tolist())
a[(slice(None, -1, 2),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(60).reshape((3, 4, 5))
r = a[(slice(None, None, None), [-1],)]
print(57, np.shape(r), np.array(r).tolist())
a[(slice(None, None, None), [-1],)] = -1
print(a.tolist())
a = np.arange(60).reshape((3, 4, 5))
r = a[(None,)]
print(58, np.shape(r), np.array(r).tolist())
a[(None,)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(20).reshape((4, 5))
r = a[(slice(-1, None, None), [-3, -4],)]
print(59, np.shape(r), np.array(r).tolist())
a[(slice(-1, None, None), [-3, -4],)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(-1, slice(-1, 5, 3), np.array([False, False]), np.array([False, True, False]),)]
print(60, np.shape(r), np.array(r).tolist())
a[(-1, slice(-1, 5, 3), np.array([False, False]), np.array([False, True, False]),)] = -1
print(a.tolist())
a = np.arange(60).reshape((3, 4, 5))
r = a[(-1, np.array([[0, -1], [-4, -4]]), 3,)]
print(61, np.shape(r), np.array(r).tolist())
a[(-1, np.array([[0, -1], [-4, -4]]), 3,)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(7).reshape((7,))
r = a[(np.array([True, True, False, False, False, True, False]),)]
print(62, np.shape(r), np.array(r).tolist())
a[(np.array([True, True, False, False, False, True, False]),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(..., slice(None, None, None), np.array([[-1, -1], [1, 0]]), slice(None, None, 1),)]
print(63, np.shape(r), np.array(r).tolist())
a[(..., slice(None, None, None), np.array([[-1, -1], [1, 0]]), slice(None, None, 1),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[([-2, 0], slice(-4, -3, -1),)]
print(64, np.shape(r), np.array(r).tolist())
a[([-2, 0], slice(-4, -3, -1),)] = -1
print(a.tolist())
a = np.arange(60).reshape((3, 4, 5))
r = a[(slice(None, 3, None),)]
print(65, np.shape(r), np.array(r).tolist())
a[(slice(None, 3, None),)] = -1
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(slice(-2, 2, 1), -2,)]
print(66, np.shape(r), np.array(r).tolist())
a[(slice(-2, 2, 1), -2,)] = -1
print(a.tolist())
a = np.arange(7).reshape((7,))
r = a[(None,)]
print(67, np.shape(r), np.array(r).tolist())
a[(None,)] = -1
print(a.tolist())
a = np.arange(20).reshape((4, 5))
r = a[(np.array([[-2, 3], [2, -4]]),)]
print(68, np.shape(r), np.array(r).tolist())
a[(np.array([[-2, 3], [2, -4]]),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(7).reshape((7,))
r = a[([-3],)]
print(69, np.shape(r), np.array(r).tolist())
a[([-3],)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(20).reshape((4, 5))
r = a[(-2,)]
print(70, np.shape(r), np.array(r).tolist())
a[(-2,)] = -1
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(slice(-4, None, None),)]
print(71, np.shape(r), np.array(r).tolist())
a[(slice(-4, None, None),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(60).reshape((3, 4, 5))
r = a[(slice(None, -5, -1), np.array([False, True, True, False]),)]
print(72, np.shape(r), np.array(r).tolist())
a[(slice(None, -5, -1), np.array([False, True, True, False]),)] = -1
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(...,)]
print(73, np.shape(r), np.array(r).tolist())
a[(...,)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(20).reshape((4, 5))
r = a[(np.array([True, False, False, True]), 4,)]
print(74, np.shape(r), np.array(r).tolist())
a[(np.array([True, False, False, True]), 4,)] = -1
print(a.tolist())
a = np.arange(60).reshape((3, 4, 5))
r = a[([-1, -1], -3, None,)]
print(75, np.shape(r), np.array(r).tolist())
a[([-1, -1], -3, None,)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(60).reshape((3, 4, 5))
r = a[(-1, slice(None, 3, 2),)]
print(76, np.shape(r), np.array(r).tolist())
a[(-1, slice(None, 3, 2),)] = -1
print(a.tolist())
a = np.arange(7).reshape((7,))
r = a[(slice(None, -2, -1),)]
print(77, np.shape(r), np.array(r).tolist())
a[(slice(None, -2, -1),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(7).reshape((7,))
r = a[(slice(8, -6, None), ...,)]
print(78, np.shape(r), np.array(r).tolist())
a[(slice(8, -6, None), ...,)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(60).reshape((3, 4, 5))
r = a[(slice(0, 2, -1),)]
print(79, np.shape(r), np.array(r).tolist())
a[(slice(0, 2, -1),)] = -1
print(a.tolist())
a = np.arange(7).reshape((7,))
r = a[(np.array([[-4, -2], [-1, -3]]),)]
print(80, np.shape(r), np.array(r).tolist())
a[(np.array([[-4, -2], [-1, -3]]),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(7).reshape((7,))
r = a[(slice(None, 5, -2), ...,)]
print(81, np.shape(r), np.array(r).tolist())
a[(slice(None, 5, -2), ...,)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(slice(None, None, 1), slice(None, 0, None),)]
print(82, np.shape(r), np.array(r).tolist())
a[(slice(None, None, 1), slice(None, 0, None),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(20).reshape((4, 5))
r = a[(2, 1,)]
print(83, np.shape(r), np.array(r).tolist())
a[(2, 1,)] = -1
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(slice(None, -1, 1), slice(-3, 4, -1), slice(None, None, 3), ..., [0],)]
print(84, np.shape(r), np.array(r).tolist())
a[(slice(None, -1, 1), slice(-3, 4, -1), slice(None, None, 3), ..., [0],)] = -1
print(a.tolist())
a = np.arange(20).reshape((4, 5))
r = a[([-3, 2, -1],)]
print(85, np.shape(r), np.array(r).tolist())
a[([-3, 2, -1],)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(7).reshape((7,))
r = a[(..., -3,)]
print(86, np.shape(r), np.array(r).tolist())
a[(..., -3,)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(20).reshape((4, 5))
r = a[(slice(-3, None, None),)]
print(87, np.shape(r), np.array(r).tolist())
a[(slice(-3, None, None),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(1, slice(-3, -4, -2),)]
print(88, np.shape(r), np.array(r).tolist())
a[(1, slice(-3, -4, -2),)] = -1
print(a.tolist())
a = np.arange(60).reshape((3, 4, 5))
r = a[(slice(5, -5, 2), None, ...,)]
print(89, np.shape(r), np.array(r).tolist())
a[(slice(5, -5, 2), None, ...,)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(slice(None, None, None), slice(0, -3, None), slice(4, None, 2),)]
print(90, np.shape(r), np.array(r).tolist())
a[(slice(None, None, None), slice(0, -3, None), slice(4, None, 2),)] = -1
print(a.tolist())
a = np.arange(20).reshape((4, 5))
r = a[(slice(None, None, None),)]
print(91, np.shape(r), np.array(r).tolist())
a[(slice(None, None, None),)] = -1
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(slice(None, None, 1), None, 0,)]
print(92, np.shape(r), np.array(r).tolist())
a[(slice(None, None, 1), None, 0,)] = -1
print(a.tolist())
a = np.arange(60).reshape((3, 4, 5))
r = a[(2,)]
print(93, np.shape(r), np.array(r).tolist())
a[(2,)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(7).reshape((7,))
r = a[(np.array([False, True, False, True, True, True, False]),)]
print(94, np.shape(r), np.array(r).tolist())
a[(np.array([False, True, False, True, True, True, False]),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(20).reshape((4, 5))
r = a[(np.array([[3, 2], [2, 2]]), 3,)]
print(95, np.shape(r), np.array(r).tolist())
a[(np.array([[3, 2], [2, 2]]), 3,)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(-1, slice(None, None, None),)]
print(96, np.shape(r), np.array(r).tolist())
a[(-1, slice(None, None, None),)] = -1
print(a.tolist())
a = np.arange(60).reshape((3, 4, 5))
r = a[(1, slice(None, None, 1), np.array([True, False, False, False, True]),)]
print(97, np.shape(r), np.array(r).tolist())
a[(1, slice(None, None, 1), np.array([True, False, False, False, True]),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(60).reshape((3, 4, 5))
r = a[(-3, None,)]
print(98, np.shape(r), np.array(r).tolist())
a[(-3, None,)] = -1
print(a.tolist())
a = np.arange(20).reshape((4, 5))
r = a[(-3,)]
print(99, np.shape(r), np.array(r).tolist())
a[(-3,)] = -1
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(slice(3, None, -2), 2, ..., -3,)]
print(100, np.shape(r), np.array(r).tolist())
a[(slice(3, None, -2), 2, ..., -3,)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(60).reshape((3, 4, 5))
r = a[(-2, slice(2, 4, 3), None,)]
print(101, np.shape(r), np.array(r).tolist())
a[(-2, slice(2, 4, 3), None,)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(20).reshape((4, 5))
r = a[(slice(-4, None, None),)]
print(102, np.shape(r), np.array(r).tolist())
a[(slice(-4, None, None),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(7).reshape((7,))
r = a[(-7,)]
print(103, np.shape(r), np.array(r).tolist())
a[(-7,)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(60).reshape((3, 4, 5))
r = a[(1, slice(6, None, -2),)]
print(104, np.shape(r), np.array(r).tolist())
a[(1, slice(6, None, -2),)] = -1
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[([1], slice(None, None, None), slice(None, 1, -1),)]
print(105, np.shape(r), np.array(r).tolist())
a[([1], slice(None, None, None), slice(None, 1, -1),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(slice(None, None, None),)]
print(106, np.shape(r), np.array(r).tolist())
a[(slice(None, None, None),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(7).reshape((7,))
r = a[(...,)]
print(107, np.shape(r), np.array(r).tolist())
a[(...,)] = -1
print(a.tolist())
a = np.arange(7).reshape((7,))
r = a[(slice(0, 6, 1),)]
print(108, np.shape(r), np.array(r).tolist())
a[(slice(0, 6, 1),)] = -1
print(a.tolist())
a = np.arange(7).reshape((7,))
r = a[(-5,)]
print(109, np.shape(r), np.array(r).tolist())
a[(-5,)] = -1
print(a.tolist())
a = np.arange(20).reshape((4, 5))
r = a[(0, slice(-7, -6, -1), None,)]
print(110, np.shape(r), np.array(r).tolist())
a[(0, slice(-7, -6, -1), None,)] = -1
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(slice(2, None, 2), slice(5, 2, 2), -2,)]
print(111, np.shape(r), np.array(r).tolist())
a[(slice(2, None, 2), slice(5, 2, 2), -2,)] = -1
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(slice(None, None, None), None, -1, slice(-3, -1, -2),)]
print(112, np.shape(r), np.array(r).tolist())
a[(slice(None, None, None), None, -1, slice(-3, -1, -2),)] = -1
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(None,)]
print(113, np.shape(r), np.array(r).tolist())
a[(None,)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(slice(None, 3, -1), 1, ..., np.array([[-2, 1], [2, 2]]),)]
print(114, np.shape(r), np.array(r).tolist())
a[(slice(None, 3, -1), 1, ..., np.array([[-2, 1], [2, 2]]),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(20).reshape((4, 5))
r = a[([], 4,)]
print(115, np.shape(r), np.array(r).tolist())
a[([], 4,)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(60).reshape((3, 4, 5))
r = a[(np.array([[0, -2], [-2, -2]]), ...,)]
print(116, np.shape(r), np.array(r).tolist())
a[(np.array([[0, -2], [-2, -2]]), ...,)] = -1
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[(None, slice(None, 4, None), slice(None, None, 2),)]
print(117, np.shape(r), np.array(r).tolist())
a[(None, slice(None, 4, None), slice(None, None, 2),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(36).reshape((2, 3, 2, 3))
r = a[([-1, -2], slice(None, 3, 1),)]
print(118, np.shape(r), np.array(r).tolist())
a[([-1, -2], slice(None, 3, 1),)] = -1 - np.arange(np.size(r)).reshape(np.shape(r))
print(a.tolist())
a = np.arange(60).reshape((3, 4, 5))
r = a[(np.array([False, True, False]), slice(-4, None, 1),)]
print(119, np.shape(r), np.array(r).tolist())
a[(np.array([False, True, False]), slice(-4, None, 1),)] = -1
print(a.tolist())
a = np.arange(20).reshape((4, 5))
r = a[(slice(-5, 6, None), ...,)]
print(120, np.shape(r), np.array(r).tolist())
a[(slice(-5, 6, None), ...,)] = -1
print(a.tolist())

# expect: 1 (1, 1, 2, 2) [[[[17, 19], [18, 18]]]]
# expect: [[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, -1, -4, -2]]
# expect: 2 (2, 3, 0, 3) [[[], [], []], [[], [], []]]
# expect: [[[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]], [[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]]]
# expect: 3 (0, 3, 2, 3) []
# expect: [[[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]], [[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]]]
# expect: 4 (3, 2, 3) [[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]]
# expect: [[[[-1, -2, -3], [-4, -5, -6]], [[-7, -8, -9], [-10, -11, -12]], [[-13, -14, -15], [-16, -17, -18]]], [[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]]]
# expect: 5 (3, 1) [[5], [25], [45]]
# expect: [[[0, 1, 2, 3, 4], [-1, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]], [[20, 21, 22, 23, 24], [-1, 26, 27, 28, 29], [30, 31, 32, 33, 34], [35, 36, 37, 38, 39]], [[40, 41, 42, 43, 44], [-1, 46, 47, 48, 49], [50, 51, 52, 53, 54], [55, 56, 57, 58, 59]]]
# expect: 6 (1, 1, 0, 5) [[[]]]
# expect: [[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]], [[20, 21, 22, 23, 24], [25, 26, 27, 28, 29], [30, 31, 32, 33, 34], [35, 36, 37, 38, 39]], [[40, 41, 42, 43, 44], [45, 46, 47, 48, 49], [50, 51, 52, 53, 54], [55, 56, 57, 58, 59]]]
# expect: 7 (0, 2, 3) []
# expect: [[[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]], [[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]]]
# expect: 8 (3, 1) [[0], [20], [40]]
# expect: [[[-1, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]], [[-1, 21, 22, 23, 24], [25, 26, 27, 28, 29], [30, 31, 32, 33, 34], [35, 36, 37, 38, 39]], [[-1, 41, 42, 43, 44], [45, 46, 47, 48, 49], [50, 51, 52, 53, 54], [55, 56, 57, 58, 59]]]
# expect: 9 (2, 5) [[0, 1, 2, 3, 4], [20, 21, 22, 23, 24]]
# expect: [[[-1, -1, -1, -1, -1], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]], [[-1, -1, -1, -1, -1], [25, 26, 27, 28, 29], [30, 31, 32, 33, 34], [35, 36, 37, 38, 39]], [[40, 41, 42, 43, 44], [45, 46, 47, 48, 49], [50, 51, 52, 53, 54], [55, 56, 57, 58, 59]]]
# expect: 10 (1,) [16]
# expect: [[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, -1, 17, 18, 19]]
# expect: 11 (1, 7) [[0, 1, 2, 3, 4, 5, 6]]
# expect: [-1, -1, -1, -1, -1, -1, -1]
# expect: 12 (1, 1) [[6]]
# expect: [[0, 1, 2, 3, 4], [5, -1, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]]
# expect: 13 (2,) [0, 3]
# expect: [-1, 1, 2, -1, 4, 5, 6]
# expect: 14 (3, 1) [[0], [2], [4]]
# expect: [-1, 1, -2, 3, -3, 5, 6]
# expect: 15 (2, 2, 3, 2, 3) [[[[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]], [[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]]], [[[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]], [[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]]]]
# expect: [[[[-1, -1, -1], [-1, -1, -1]], [[-1, -1, -1], [-1, -1, -1]], [[-1, -1, -1], [-1, -1, -1]]], [[[-1, -1, -1], [-1, -1, -1]], [[-1, -1, -1], [-1, -1, -1]], [[-1, -1, -1], [-1, -1, -1]]]]
# expect: 16 (7,) [0, 1, 2, 3, 4, 5, 6]
# expect: [-1, -2, -3, -4, -5, -6, -7]
# expect: 17 (1, 4, 5) [[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]]]
# expect: [[-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1]]
# expect: 18 (5,) [5, 6, 7, 8, 9]
# expect: [[0, 1, 2, 3, 4], [-1, -2, -3, -4, -5], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]]
# expect: 19 (4,) [0, 2, 4, 6]
# expect: [-1, 1, -2, 3, -3, 5, -4]
# expect: 20 (1, 0, 2) [[]]
# expect: [[[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]], [[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]]]
# expect: 21 (1, 3, 2, 3) [[[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]]]
# expect: [[[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]], [[[-1, -2, -3], [-4, -5, -6]], [[-7, -8, -9], [-10, -11, -12]], [[-13, -14, -15], [-16, -17, -18]]]]
# expect: 22 (3, 4) [[21, 26, 31, 36], [23, 28, 33, 38], [24, 29, 34, 39]]
# expect: [[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]], [[20, -1, 22, -5, -9], [25, -2, 27, -6, -10], [30, -3, 32, -7, -11], [35, -4, 37, -8, -12]], [[40, 41, 42, 43, 44], [45, 46, 47, 48, 49], [50, 51, 52, 53, 54], [55, 56, 57, 58, 59]]]
# expect: 23 (3,) [9, 7, 5]
# expect: [[0, 1, 2, 3, 4], [-3, 6, -2, 8, -1], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]]
# expect: 24 (3,) [6, 4, 4]
# expect: [0, 1, 2, 3, -1, 5, -1]
# expect: 25 (6,) [0, 1, 2, 3, 5, 6]
# expect: [-1, -2, -3, -4, 4, -5, -6]
# expect: 26 (1, 5) [[10, 11, 12, 13, 14]]
# expect: [[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [-1, -1, -1, -1, -1], [15, 16, 17, 18, 19]]
# expect: 27 (2, 3) [[0, 1, 2], [3, 4, 5]]
# expect: [[[[-1, -1, -1], [-1, -1, -1]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]], [[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]]]
# expect: 28 (2, 0) [[], []]
# expect: [[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]]
# expect: 29 (1, 4, 5) [[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]]]
# expect: [[-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1]]
# expect: 30 (1,) [3]
# expect: [0, 1, 2, -1, 4, 5, 6]
# expect: 31 (1, 4, 5) [[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]]]
# expect: [[-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1]]
# expect: 32 (2, 1) [[15], [5]]
# expect: [[[0, 1, 2, 3, 4], [-2, 6, 7, 8, 9], [10, 11, 12, 13, 14], [-1, 16, 17, 18, 19]], [[20, 21, 22, 23, 24], [25, 26, 27, 28, 29], [30, 31, 32, 33, 34], [35, 36, 37, 38, 39]], [[40, 41, 42, 43, 44], [45, 46, 47, 48, 49], [50, 51, 52, 53, 54], [55, 56, 57, 58, 59]]]
# expect: 33 (2, 2, 4, 5) [[[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]], [[40, 41, 42, 43, 44], [45, 46, 47, 48, 49], [50, 51, 52, 53, 54], [55, 56, 57, 58, 59]]], [[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]], [[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]]]]
# expect: [[[-61, -62, -63, -64, -65], [-66, -67, -68, -69, -70], [-71, -72, -73, -74, -75], [-76, -77, -78, -79, -80]], [[20, 21, 22, 23, 24], [25, 26, 27, 28, 29], [30, 31, 32, 33, 34], [35, 36, 37, 38, 39]], [[-21, -22, -23, -24, -25], [-26, -27, -28, -29, -30], [-31, -32, -33, -34, -35], [-36, -37, -38, -39, -40]]]
# expect: 34 (0, 4, 5) []
# expect: [[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]], [[20, 21, 22, 23, 24], [25, 26, 27, 28, 29], [30, 31, 32, 33, 34], [35, 36, 37, 38, 39]], [[40, 41, 42, 43, 44], [45, 46, 47, 48, 49], [50, 51, 52, 53, 54], [55, 56, 57, 58, 59]]]
# expect: 35 (2, 4, 5) [[[40, 41, 42, 43, 44], [45, 46, 47, 48, 49], [50, 51, 52, 53, 54], [55, 56, 57, 58, 59]], [[20, 21, 22, 23, 24], [25, 26, 27, 28, 29], [30, 31, 32, 33, 34], [35, 36, 37, 38, 39]]]
# expect: [[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]], [[-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1]], [[-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1]]]
# expect: 36 (0, 3) []
# expect: [[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]], [[20, 21, 22, 23, 24], [25, 26, 27, 28, 29], [30, 31, 32, 33, 34], [35, 36, 37, 38, 39]], [[40, 41, 42, 43, 44], [45, 46, 47, 48, 49], [50, 51, 52, 53, 54], [55, 56, 57, 58, 59]]]
# expect: 37 (2, 1, 2, 3) [[[[12, 13, 14], [15, 16, 17]]], [[[30, 31, 32], [33, 34, 35]]]]
# expect: [[[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]], [[-1, -1, -1], [-1, -1, -1]]], [[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[-1, -1, -1], [-1, -1, -1]]]]
# expect: 38 () 18
# expect: [[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, -1, 19]]
# expect: 39 (1, 3, 2, 3) [[[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]]]
# expect: [[[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]], [[[-1, -1, -1], [-1, -1, -1]], [[-1, -1, -1], [-1, -1, -1]], [[-1, -1, -1], [-1, -1, -1]]]]
# expect: 40 (7,) [0, 1, 2, 3, 4, 5, 6]
# expect: [-1, -1, -1, -1, -1, -1, -1]
# expect: 41 (2, 4, 5) [[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]], [[40, 41, 42, 43, 44], [45, 46, 47, 48, 49], [50, 51, 52, 53, 54], [55, 56, 57, 58, 59]]]
# expect: [[[-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1]], [[20, 21, 22, 23, 24], [25, 26, 27, 28, 29], [30, 31, 32, 33, 34], [35, 36, 37, 38, 39]], [[-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1]]]
# expect: 42 (0, 3) []
# expect: [[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]]
# expect: 43 (5,) [10, 11, 12, 13, 14]
# expect: [[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [-1, -1, -1, -1, -1], [15, 16, 17, 18, 19]]
# expect: 44 () 2
# expect: [0, 1, -1, 3, 4, 5, 6]
# expect: 45 (3, 5) [[15, 16, 17, 18, 19], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14]]
# expect: [[0, 1, 2, 3, 4], [-6, -7, -8, -9, -10], [-11, -12, -13, -14, -15], [-1, -2, -3, -4, -5]]
# expect: 46 (4,) [0, 2, 4, 6]
# expect: [-1, 1, -2, 3, -3, 5, -4]
# expect: 47 (2, 2, 3) [[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]]]
# expect: [[[[-1, -1, -1], [-1, -1, -1]], [[-1, -1, -1], [-1, -1, -1]], [[12, 13, 14], [15, 16, 17]]], [[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]]]
# expect: 48 (0, 0, 3) []
# expect: [[[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]], [[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]]]
# expect: 49 (0, 4, 5) []
# expect: [[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]], [[20, 21, 22, 23, 24], [25, 26, 27, 28, 29], [30, 31, 32, 33, 34], [35, 36, 37, 38, 39]], [[40, 41, 42, 43, 44], [45, 46, 47, 48, 49], [50, 51, 52, 53, 54], [55, 56, 57, 58, 59]]]
# expect: 50 (1, 3, 2, 3) [[[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]]]
# expect: [[[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]], [[[-1, -1, -1], [-1, -1, -1]], [[-1, -1, -1], [-1, -1, -1]], [[-1, -1, -1], [-1, -1, -1]]]]
# expect: 51 (1, 2, 5) [[[0, 1, 2, 3, 4], [15, 16, 17, 18, 19]]]
# expect: [[[-1, -2, -3, -4, -5], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [-6, -7, -8, -9, -10]], [[20, 21, 22, 23, 24], [25, 26, 27, 28, 29], [30, 31, 32, 33, 34], [35, 36, 37, 38, 39]], [[40, 41, 42, 43, 44], [45, 46, 47, 48, 49], [50, 51, 52, 53, 54], [55, 56, 57, 58, 59]]]
# expect: 52 (1,) [4]
# expect: [0, 1, 2, 3, -1, 5, 6]
# expect: 53 (1, 5) [[15, 16, 17, 18, 19]]
# expect: [[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [-1, -1, -1, -1, -1]], [[20, 21, 22, 23, 24], [25, 26, 27, 28, 29], [30, 31, 32, 33, 34], [35, 36, 37, 38, 39]], [[40, 41, 42, 43, 44], [45, 46, 47, 48, 49], [50, 51, 52, 53, 54], [55, 56, 57, 58, 59]]]
# expect: 54 () 4
# expect: [0, 1, 2, 3, -1, 5, 6]
# expect: 55 (2, 1, 3) [[[9, 10, 11]], [[6, 7, 8]]]
# expect: [[[[0, 1, 2], [3, 4, 5]], [[-1, -1, -1], [-1, -1, -1]], [[12, 13, 14], [15, 16, 17]]], [[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]]]
# expect: 56 (2, 5) [[0, 1, 2, 3, 4], [10, 11, 12, 13, 14]]
# expect: [[-1, -2, -3, -4, -5], [5, 6, 7, 8, 9], [-6, -7, -8, -9, -10], [15, 16, 17, 18, 19]]
# expect: 57 (3, 1, 5) [[[15, 16, 17, 18, 19]], [[35, 36, 37, 38, 39]], [[55, 56, 57, 58, 59]]]
# expect: [[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [-1, -1, -1, -1, -1]], [[20, 21, 22, 23, 24], [25, 26, 27, 28, 29], [30, 31, 32, 33, 34], [-1, -1, -1, -1, -1]], [[40, 41, 42, 43, 44], [45, 46, 47, 48, 49], [50, 51, 52, 53, 54], [-1, -1, -1, -1, -1]]]
# expect: 58 (1, 3, 4, 5) [[[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]], [[20, 21, 22, 23, 24], [25, 26, 27, 28, 29], [30, 31, 32, 33, 34], [35, 36, 37, 38, 39]], [[40, 41, 42, 43, 44], [45, 46, 47, 48, 49], [50, 51, 52, 53, 54], [55, 56, 57, 58, 59]]]]
# expect: [[[-1, -2, -3, -4, -5], [-6, -7, -8, -9, -10], [-11, -12, -13, -14, -15], [-16, -17, -18, -19, -20]], [[-21, -22, -23, -24, -25], [-26, -27, -28, -29, -30], [-31, -32, -33, -34, -35], [-36, -37, -38, -39, -40]], [[-41, -42, -43, -44, -45], [-46, -47, -48, -49, -50], [-51, -52, -53, -54, -55], [-56, -57, -58, -59, -60]]]
# expect: 59 (1, 2) [[17, 16]]
# expect: [[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, -2, -1, 18, 19]]
# expect: 60 (0, 1) []
# expect: [[[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]], [[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]]]
# expect: 61 (2, 2) [[43, 58], [43, 43]]
# expect: [[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]], [[20, 21, 22, 23, 24], [25, 26, 27, 28, 29], [30, 31, 32, 33, 34], [35, 36, 37, 38, 39]], [[40, 41, 42, -4, 44], [45, 46, 47, 48, 49], [50, 51, 52, 53, 54], [55, 56, 57, -2, 59]]]
# expect: 62 (3,) [0, 1, 5]
# expect: [-1, -2, 2, 3, 4, -3, 6]
# expect: 63 (2, 3, 2, 2, 3) [[[[[3, 4, 5], [3, 4, 5]], [[3, 4, 5], [0, 1, 2]]], [[[9, 10, 11], [9, 10, 11]], [[9, 10, 11], [6, 7, 8]]], [[[15, 16, 17], [15, 16, 17]], [[15, 16, 17], [12, 13, 14]]]], [[[[21, 22, 23], [21, 22, 23]], [[21, 22, 23], [18, 19, 20]]], [[[27, 28, 29], [27, 28, 29]], [[27, 28, 29], [24, 25, 26]]], [[[33, 34, 35], [33, 34, 35]], [[33, 34, 35], [30, 31, 32]]]]]
# expect: [[[[-10, -11, -12], [-7, -8, -9]], [[-22, -23, -24], [-19, -20, -21]], [[-34, -35, -36], [-31, -32, -33]]], [[[-46, -47, -48], [-43, -44, -45]], [[-58, -59, -60], [-55, -56, -57]], [[-70, -71, -72], [-67, -68, -69]]]]
# expect: 64 (2, 0, 2, 3) [[], []]
# expect: [[[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]], [[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]]]
# expect: 65 (3, 4, 5) [[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]], [[20, 21, 22, 23, 24], [25, 26, 27, 28, 29], [30, 31, 32, 33, 34], [35, 36, 37, 38, 39]], [[40, 41, 42, 43, 44], [45, 46, 47, 48, 49], [50, 51, 52, 53, 54], [55, 56, 57, 58, 59]]]
# expect: [[[-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1]], [[-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1]], [[-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1]]]
# expect: 66 (2, 2, 3) [[[6, 7, 8], [9, 10, 11]], [[24, 25, 26], [27, 28, 29]]]
# expect: [[[[0, 1, 2], [3, 4, 5]], [[-1, -1, -1], [-1, -1, -1]], [[12, 13, 14], [15, 16, 17]]], [[[18, 19, 20], [21, 22, 23]], [[-1, -1, -1], [-1, -1, -1]], [[30, 31, 32], [33, 34, 35]]]]
# expect: 67 (1, 7) [[0, 1, 2, 3, 4, 5, 6]]
# expect: [-1, -1, -1, -1, -1, -1, -1]
# expect: 68 (2, 2, 5) [[[10, 11, 12, 13, 14], [15, 16, 17, 18, 19]], [[10, 11, 12, 13, 14], [0, 1, 2, 3, 4]]]
# expect: [[-16, -17, -18, -19, -20], [5, 6, 7, 8, 9], [-11, -12, -13, -14, -15], [-6, -7, -8, -9, -10]]
# expect: 69 (1,) [4]
# expect: [0, 1, 2, 3, -1, 5, 6]
# expect: 70 (5,) [10, 11, 12, 13, 14]
# expect: [[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [-1, -1, -1, -1, -1], [15, 16, 17, 18, 19]]
# expect: 71 (2, 3, 2, 3) [[[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]], [[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]]]
# expect: [[[[-1, -2, -3], [-4, -5, -6]], [[-7, -8, -9], [-10, -11, -12]], [[-13, -14, -15], [-16, -17, -18]]], [[[-19, -20, -21], [-22, -23, -24]], [[-25, -26, -27], [-28, -29, -30]], [[-31, -32, -33], [-34, -35, -36]]]]
# expect: 72 (3, 2, 5) [[[45, 46, 47, 48, 49], [50, 51, 52, 53, 54]], [[25, 26, 27, 28, 29], [30, 31, 32, 33, 34]], [[5, 6, 7, 8, 9], [10, 11, 12, 13, 14]]]
# expect: [[[0, 1, 2, 3, 4], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [15, 16, 17, 18, 19]], [[20, 21, 22, 23, 24], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [35, 36, 37, 38, 39]], [[40, 41, 42, 43, 44], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [55, 56, 57, 58, 59]]]
# expect: 73 (2, 3, 2, 3) [[[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]], [[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]]]
# expect: [[[[-1, -2, -3], [-4, -5, -6]], [[-7, -8, -9], [-10, -11, -12]], [[-13, -14, -15], [-16, -17, -18]]], [[[-19, -20, -21], [-22, -23, -24]], [[-25, -26, -27], [-28, -29, -30]], [[-31, -32, -33], [-34, -35, -36]]]]
# expect: 74 (2,) [4, 19]
# expect: [[0, 1, 2, 3, -1], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, -1]]
# expect: 75 (2, 1, 5) [[[45, 46, 47, 48, 49]], [[45, 46, 47, 48, 49]]]
# expect: [[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]], [[20, 21, 22, 23, 24], [25, 26, 27, 28, 29], [30, 31, 32, 33, 34], [35, 36, 37, 38, 39]], [[40, 41, 42, 43, 44], [-6, -7, -8, -9, -10], [50, 51, 52, 53, 54], [55, 56, 57, 58, 59]]]
# expect: 76 (2, 5) [[40, 41, 42, 43, 44], [50, 51, 52, 53, 54]]
# expect: [[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]], [[20, 21, 22, 23, 24], [25, 26, 27, 28, 29], [30, 31, 32, 33, 34], [35, 36, 37, 38, 39]], [[-1, -1, -1, -1, -1], [45, 46, 47, 48, 49], [-1, -1, -1, -1, -1], [55, 56, 57, 58, 59]]]
# expect: 77 (1,) [6]
# expect: [0, 1, 2, 3, 4, 5, -1]
# expect: 78 (0,) []
# expect: [0, 1, 2, 3, 4, 5, 6]
# expect: 79 (0, 4, 5) []
# expect: [[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]], [[20, 21, 22, 23, 24], [25, 26, 27, 28, 29], [30, 31, 32, 33, 34], [35, 36, 37, 38, 39]], [[40, 41, 42, 43, 44], [45, 46, 47, 48, 49], [50, 51, 52, 53, 54], [55, 56, 57, 58, 59]]]
# expect: 80 (2, 2) [[3, 5], [6, 4]]
# expect: [0, 1, 2, -1, -4, -2, -3]
# expect: 81 (1,) [6]
# expect: [0, 1, 2, 3, 4, 5, -1]
# expect: 82 (2, 0, 2, 3) [[], []]
# expect: [[[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]], [[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]]]
# expect: 83 () 11
# expect: [[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, -1, 12, 13, 14], [15, 16, 17, 18, 19]]
# expect: 84 (1, 0, 1, 1) [[]]
# expect: [[[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]], [[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]]]
# expect: 85 (3, 5) [[5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]]
# expect: [[0, 1, 2, 3, 4], [-1, -2, -3, -4, -5], [-6, -7, -8, -9, -10], [-11, -12, -13, -14, -15]]
# expect: 86 () 4
# expect: [0, 1, 2, 3, -1, 5, 6]
# expect: 87 (3, 5) [[5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]]
# expect: [[0, 1, 2, 3, 4], [-1, -2, -3, -4, -5], [-6, -7, -8, -9, -10], [-11, -12, -13, -14, -15]]
# expect: 88 (1, 2, 3) [[[18, 19, 20], [21, 22, 23]]]
# expect: [[[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]], [[[-1, -1, -1], [-1, -1, -1]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]]]
# expect: 89 (0, 1, 4, 5) []
# expect: [[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]], [[20, 21, 22, 23, 24], [25, 26, 27, 28, 29], [30, 31, 32, 33, 34], [35, 36, 37, 38, 39]], [[40, 41, 42, 43, 44], [45, 46, 47, 48, 49], [50, 51, 52, 53, 54], [55, 56, 57, 58, 59]]]
# expect: 90 (2, 0, 0, 3) [[], []]
# expect: [[[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]], [[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]]]
# expect: 91 (4, 5) [[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]]
# expect: [[-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1]]
# expect: 92 (2, 1, 2, 3) [[[[0, 1, 2], [3, 4, 5]]], [[[18, 19, 20], [21, 22, 23]]]]
# expect: [[[[-1, -1, -1], [-1, -1, -1]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]], [[[-1, -1, -1], [-1, -1, -1]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]]]
# expect: 93 (4, 5) [[40, 41, 42, 43, 44], [45, 46, 47, 48, 49], [50, 51, 52, 53, 54], [55, 56, 57, 58, 59]]
# expect: [[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]], [[20, 21, 22, 23, 24], [25, 26, 27, 28, 29], [30, 31, 32, 33, 34], [35, 36, 37, 38, 39]], [[-1, -2, -3, -4, -5], [-6, -7, -8, -9, -10], [-11, -12, -13, -14, -15], [-16, -17, -18, -19, -20]]]
# expect: 94 (4,) [1, 3, 4, 5]
# expect: [0, -1, 2, -2, -3, -4, 6]
# expect: 95 (2, 2) [[18, 13], [13, 13]]
# expect: [[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, -4, 14], [15, 16, 17, -1, 19]]
# expect: 96 (3, 2, 3) [[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]]
# expect: [[[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]], [[[-1, -1, -1], [-1, -1, -1]], [[-1, -1, -1], [-1, -1, -1]], [[-1, -1, -1], [-1, -1, -1]]]]
# expect: 97 (2, 4) [[20, 25, 30, 35], [24, 29, 34, 39]]
# expect: [[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]], [[-1, 21, 22, 23, -5], [-2, 26, 27, 28, -6], [-3, 31, 32, 33, -7], [-4, 36, 37, 38, -8]], [[40, 41, 42, 43, 44], [45, 46, 47, 48, 49], [50, 51, 52, 53, 54], [55, 56, 57, 58, 59]]]
# expect: 98 (1, 4, 5) [[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]]]
# expect: [[[-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1]], [[20, 21, 22, 23, 24], [25, 26, 27, 28, 29], [30, 31, 32, 33, 34], [35, 36, 37, 38, 39]], [[40, 41, 42, 43, 44], [45, 46, 47, 48, 49], [50, 51, 52, 53, 54], [55, 56, 57, 58, 59]]]
# expect: 99 (5,) [5, 6, 7, 8, 9]
# expect: [[0, 1, 2, 3, 4], [-1, -1, -1, -1, -1], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]]
# expect: 100 (1, 2) [[30, 33]]
# expect: [[[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]], [[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[-1, 31, 32], [-2, 34, 35]]]]
# expect: 101 (1, 1, 5) [[[30, 31, 32, 33, 34]]]
# expect: [[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]], [[20, 21, 22, 23, 24], [25, 26, 27, 28, 29], [-1, -2, -3, -4, -5], [35, 36, 37, 38, 39]], [[40, 41, 42, 43, 44], [45, 46, 47, 48, 49], [50, 51, 52, 53, 54], [55, 56, 57, 58, 59]]]
# expect: 102 (4, 5) [[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]]
# expect: [[-1, -2, -3, -4, -5], [-6, -7, -8, -9, -10], [-11, -12, -13, -14, -15], [-16, -17, -18, -19, -20]]
# expect: 103 () 0
# expect: [-1, 1, 2, 3, 4, 5, 6]
# expect: 104 (2, 5) [[35, 36, 37, 38, 39], [25, 26, 27, 28, 29]]
# expect: [[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]], [[20, 21, 22, 23, 24], [-1, -1, -1, -1, -1], [30, 31, 32, 33, 34], [-1, -1, -1, -1, -1]], [[40, 41, 42, 43, 44], [45, 46, 47, 48, 49], [50, 51, 52, 53, 54], [55, 56, 57, 58, 59]]]
# expect: 105 (1, 3, 0, 3) [[[], [], []]]
# expect: [[[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]], [[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]]]
# expect: 106 (2, 3, 2, 3) [[[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]], [[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]]]
# expect: [[[[-1, -2, -3], [-4, -5, -6]], [[-7, -8, -9], [-10, -11, -12]], [[-13, -14, -15], [-16, -17, -18]]], [[[-19, -20, -21], [-22, -23, -24]], [[-25, -26, -27], [-28, -29, -30]], [[-31, -32, -33], [-34, -35, -36]]]]
# expect: 107 (7,) [0, 1, 2, 3, 4, 5, 6]
# expect: [-1, -1, -1, -1, -1, -1, -1]
# expect: 108 (6,) [0, 1, 2, 3, 4, 5]
# expect: [-1, -1, -1, -1, -1, -1, 6]
# expect: 109 () 2
# expect: [0, 1, -1, 3, 4, 5, 6]
# expect: 110 (0, 1) []
# expect: [[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]]
# expect: 111 (0, 0, 3) []
# expect: [[[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]], [[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]]]
# expect: 112 (2, 1, 0, 3) [[[]], [[]]]
# expect: [[[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]], [[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]]]
# expect: 113 (1, 2, 3, 2, 3) [[[[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]], [[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]]]]
# expect: [[[[-1, -2, -3], [-4, -5, -6]], [[-7, -8, -9], [-10, -11, -12]], [[-13, -14, -15], [-16, -17, -18]]], [[[-19, -20, -21], [-22, -23, -24]], [[-25, -26, -27], [-28, -29, -30]], [[-31, -32, -33], [-34, -35, -36]]]]
# expect: 114 (2, 2, 0, 2) [[[], []], [[], []]]
# expect: [[[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]], [[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]]]
# expect: 115 (0,) []
# expect: [[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]]
# expect: 116 (2, 2, 4, 5) [[[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]], [[20, 21, 22, 23, 24], [25, 26, 27, 28, 29], [30, 31, 32, 33, 34], [35, 36, 37, 38, 39]]], [[[20, 21, 22, 23, 24], [25, 26, 27, 28, 29], [30, 31, 32, 33, 34], [35, 36, 37, 38, 39]], [[20, 21, 22, 23, 24], [25, 26, 27, 28, 29], [30, 31, 32, 33, 34], [35, 36, 37, 38, 39]]]]
# expect: [[[-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1]], [[-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1]], [[40, 41, 42, 43, 44], [45, 46, 47, 48, 49], [50, 51, 52, 53, 54], [55, 56, 57, 58, 59]]]
# expect: 117 (1, 2, 2, 2, 3) [[[[[0, 1, 2], [3, 4, 5]], [[12, 13, 14], [15, 16, 17]]], [[[18, 19, 20], [21, 22, 23]], [[30, 31, 32], [33, 34, 35]]]]]
# expect: [[[[-1, -2, -3], [-4, -5, -6]], [[6, 7, 8], [9, 10, 11]], [[-7, -8, -9], [-10, -11, -12]]], [[[-13, -14, -15], [-16, -17, -18]], [[24, 25, 26], [27, 28, 29]], [[-19, -20, -21], [-22, -23, -24]]]]
# expect: 118 (2, 3, 2, 3) [[[[18, 19, 20], [21, 22, 23]], [[24, 25, 26], [27, 28, 29]], [[30, 31, 32], [33, 34, 35]]], [[[0, 1, 2], [3, 4, 5]], [[6, 7, 8], [9, 10, 11]], [[12, 13, 14], [15, 16, 17]]]]
# expect: [[[[-19, -20, -21], [-22, -23, -24]], [[-25, -26, -27], [-28, -29, -30]], [[-31, -32, -33], [-34, -35, -36]]], [[[-1, -2, -3], [-4, -5, -6]], [[-7, -8, -9], [-10, -11, -12]], [[-13, -14, -15], [-16, -17, -18]]]]
# expect: 119 (1, 4, 5) [[[20, 21, 22, 23, 24], [25, 26, 27, 28, 29], [30, 31, 32, 33, 34], [35, 36, 37, 38, 39]]]
# expect: [[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]], [[-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1]], [[40, 41, 42, 43, 44], [45, 46, 47, 48, 49], [50, 51, 52, 53, 54], [55, 56, 57, 58, 59]]]
# expect: 120 (4, 5) [[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]]
# expect: [[-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1], [-1, -1, -1, -1, -1]]
