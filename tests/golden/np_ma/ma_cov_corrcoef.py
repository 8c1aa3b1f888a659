# np.ma.cov and np.ma.corrcoef: variables centred on their unmasked mean, products over the
# observations both variables have, masked entries where none is shared.
import numpy as np

x = np.ma.array([[1, 2, 3, 4], [2, 4, 5, 9]], mask=[[0, 0, 1, 0], [0, 0, 0, 0]])
print(repr(np.ma.cov(x)))
print(repr(np.ma.corrcoef(x)))
print(repr(np.ma.cov(np.ma.array([1., 2, 3, 4]))))
print(repr(np.ma.cov(np.ma.array([[1, 2, 3, 4], [2, 4, 5, 9]]), rowvar=False)))
a = np.ma.array([1., 2, 3, 7])
b = np.ma.array([2., 1, 5, 3], mask=[0, 1, 0, 0])
print(repr(np.ma.corrcoef(a, b)))
print(repr(np.ma.cov(a, b)))
m = np.ma.array([[1., 2, 3, 7], [2., 1, 5, 3]], mask=[[1, 0, 0, 0], [0, 0, 0, 1]])
print(repr(np.ma.cov(m, bias=True)), repr(np.ma.cov(m, ddof=0)))
print(repr(np.ma.corrcoef(m)))
y = np.ma.array([[1., 5, 2], [4, 2, 8], [0, 1, 1], [3, 3, 9]], mask=[[0, 0, 1], [0, 0, 0], [1, 0, 0], [0, 0, 0]])
print(repr(np.ma.cov(y, rowvar=False)))
print(repr(np.ma.corrcoef(y, rowvar=False)))
z = np.ma.array([[1., 2, 3], [4, 5, 6]], mask=[[1, 1, 0], [0, 0, 1]])
print(repr(np.ma.cov(z)))
print(np.ma.corrcoef(np.ma.array([1., 2, 3])))
print(repr(np.ma.corrcoef(np.array([[1, 2, 3], [3, 1, 2], [2, 2, 9]]))))
try:
    np.ma.cov(m, allow_masked=False)
except ValueError as e:
    print('ValueError', e)
try:
    np.ma.cov(m, ddof=1.5)
except ValueError as e:
    print('ValueError', e)
# expect: masked_array(
# expect:   data=[[2.333333333333333, 5.5],
# expect:         [5.5, 8.666666666666666]],
# expect:   mask=[[False, False],
# expect:         [False, False]],
# expect:   fill_value=1e+20)
# expect: masked_array(
# expect:   data=[[1.0, 0.998625428903524],
# expect:         [0.998625428903524, 1.0]],
# expect:   mask=[[False, False],
# expect:         [False, False]],
# expect:   fill_value=1e+20)
# expect: masked_array(data=1.6666666666666667,
# expect:              mask=False,
# expect:        fill_value=1e+20)
# expect: masked_array(
# expect:   data=[[0.5, 1.0, 1.0, 2.5],
# expect:         [1.0, 2.0, 2.0, 5.0],
# expect:         [1.0, 2.0, 2.0, 5.0],
# expect:         [2.5, 5.0, 5.0, 12.5]],
# expect:   mask=[[False, False, False, False],
# expect:         [False, False, False, False],
# expect:         [False, False, False, False],
# expect:         [False, False, False, False]],
# expect:   fill_value=1e+20)
# expect: masked_array(
# expect:   data=[[1.0, 0.14285714285714288],
# expect:         [0.14285714285714288, 1.0]],
# expect:   mask=[[False, False],
# expect:         [False, False]],
# expect:   fill_value=1e+20)
# expect: masked_array(
# expect:   data=[[9.333333333333334, 0.6666666666666667],
# expect:         [0.6666666666666667, 2.3333333333333335]],
# expect:   mask=[[False, False],
# expect:         [False, False]],
# expect:   fill_value=1e+20)
# expect: masked_array(
# expect:   data=[[4.666666666666667, 0.4999999999999998],
# expect:         [0.4999999999999998, 2.8888888888888893]],
# expect:   mask=[[False, False],
# expect:         [False, False]],
# expect:   fill_value=1e+20) masked_array(
# expect:   data=[[4.666666666666667, 0.4999999999999998],
# expect:         [0.4999999999999998, 2.8888888888888893]],
# expect:   mask=[[False, False],
# expect:         [False, False]],
# expect:   fill_value=1e+20)
# expect: masked_array(
# expect:   data=[[1.0, 0.4999999999999998],
# expect:         [0.4999999999999998, 1.0]],
# expect:   mask=[[False, False],
# expect:         [False, False]],
# expect:   fill_value=1e+20)
# expect: masked_array(
# expect:   data=[[2.3333333333333335, -2.3333333333333335, 3.6666666666666674],
# expect:         [-2.3333333333333335, 2.9166666666666665, 4.0],
# expect:         [3.6666666666666674, 4.0, 19.0]],
# expect:   mask=[[False, False, False],
# expect:         [False, False, False],
# expect:         [False, False, False]],
# expect:   fill_value=1e+20)
# expect: masked_array(
# expect:   data=[[1.0, -1.0000000000000002, 7.333333333333335],
# expect:         [-1.0000000000000002, 1.0, 0.9176629354822472],
# expect:         [7.333333333333335, 0.9176629354822472, 1.0]],
# expect:   mask=[[False, False, False],
# expect:         [False, False, False],
# expect:         [False, False, False]],
# expect:   fill_value=1e+20)
# expect: masked_array(
# expect:   data=[[--, --],
# expect:         [--, 0.5]],
# expect:   mask=[[ True,  True],
# expect:         [ True, False]],
# expect:   fill_value=1e+20)
# expect: 1
# expect: masked_array(
# expect:   data=[[1.0, -0.5, 0.8660254037844387],
# expect:         [-0.5, 1.0, 0.0],
# expect:         [0.8660254037844387, 0.0, 1.0]],
# expect:   mask=[[False, False, False],
# expect:         [False, False, False],
# expect:         [False, False, False]],
# expect:   fill_value=1e+20)
# expect: ValueError Cannot process masked data.
# expect: ValueError ddof must be an integer
