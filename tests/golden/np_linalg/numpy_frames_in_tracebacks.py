# Errors raised inside NumPy's own Python functions carry NumPy's frames, as the oracle prints
# them: the "<__array_function__ internals>" frame, then numpy/linalg/linalg.py,
# core/fromnumeric.py, core/_methods.py, core/shape_base.py, lib/shape_base.py lines down to the raise (with
# their source lines and carets); NumPy's C functions show the internals frame only.
import traceback
import numpy as np


def show(f):
    try:
        f()
    except Exception:
        lines = traceback.format_exc().splitlines()
        k = next(i for i, l in enumerate(lines) if '__array_function__' in l or 'dist-packages/numpy' in l)
        print('\n'.join(lines[k:]))


show(lambda: np.linalg.inv(np.zeros((2, 2))))
show(lambda: np.linalg.inv(np.zeros(3)))
show(lambda: np.linalg.det(np.zeros((2, 3))))
show(lambda: np.linalg.solve(np.zeros((2, 2)), np.ones(2)))
show(lambda: np.linalg.solve(np.eye(2), np.ones(3)))
show(lambda: np.linalg.cholesky(-np.eye(2)))
show(lambda: np.linalg.eig(np.zeros((2, 3))))
show(lambda: np.linalg.eigh(np.zeros(2)))
show(lambda: np.linalg.svd(np.zeros(3)))
show(lambda: np.linalg.matrix_power(np.zeros((2, 3)), 2))
show(lambda: np.reshape(np.arange(6), (4, 2)))
show(lambda: np.sum(np.zeros(3), axis=1))
show(lambda: np.concatenate([np.zeros(2), np.zeros((2, 2))]))
show(lambda: np.stack([np.zeros(2), np.zeros(3)]))
show(lambda: np.vstack([np.zeros(2), np.zeros(3)]))
show(lambda: np.hstack([np.zeros((2, 2)), np.zeros((3, 2))]))
show(lambda: np.split(np.arange(5), 2))
show(lambda: np.dot(np.zeros(2), np.zeros(3)))
show(lambda: np.mean(np.zeros(3), axis=1))
show(lambda: np.std(np.zeros(2), axis=3))
show(lambda: np.max(np.zeros(2), axis=3))
show(lambda: np.min(np.zeros(2), axis=3))
show(lambda: np.prod(np.zeros(2), axis=3))
show(lambda: np.argmax(np.zeros(2), axis=3))
show(lambda: np.cumsum(np.zeros(2), axis=3))
show(lambda: np.transpose(np.zeros((2, 2)), (0, 2)))
print(np.linalg.inv(np.eye(2)), np.reshape(np.arange(4), (2, 2)).shape)
# expect:   File "<__array_function__ internals>", line 200, in inv
# expect:   File "/usr/lib/python3/dist-packages/numpy/linalg/linalg.py", line 538, in inv
# expect:     ainv = _umath_linalg.inv(a, signature=signature, extobj=extobj)
# expect:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3/dist-packages/numpy/linalg/linalg.py", line 89, in _raise_linalgerror_singular
# expect:     raise LinAlgError("Singular matrix")
# expect: numpy.linalg.LinAlgError: Singular matrix
# expect:   File "<__array_function__ internals>", line 200, in inv
# expect:   File "/usr/lib/python3/dist-packages/numpy/linalg/linalg.py", line 532, in inv
# expect:     _assert_stacked_2d(a)
# expect:   File "/usr/lib/python3/dist-packages/numpy/linalg/linalg.py", line 183, in _assert_stacked_2d
# expect:     raise LinAlgError('%d-dimensional array given. Array must be '
# expect: numpy.linalg.LinAlgError: 1-dimensional array given. Array must be at least two-dimensional
# expect:   File "<__array_function__ internals>", line 200, in det
# expect:   File "/usr/lib/python3/dist-packages/numpy/linalg/linalg.py", line 2136, in det
# expect:     _assert_stacked_square(a)
# expect:   File "/usr/lib/python3/dist-packages/numpy/linalg/linalg.py", line 190, in _assert_stacked_square
# expect:     raise LinAlgError('Last 2 dimensions of the array must be square')
# expect: numpy.linalg.LinAlgError: Last 2 dimensions of the array must be square
# expect:   File "<__array_function__ internals>", line 200, in solve
# expect:   File "/usr/lib/python3/dist-packages/numpy/linalg/linalg.py", line 386, in solve
# expect:     r = gufunc(a, b, signature=signature, extobj=extobj)
# expect:         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3/dist-packages/numpy/linalg/linalg.py", line 89, in _raise_linalgerror_singular
# expect:     raise LinAlgError("Singular matrix")
# expect: numpy.linalg.LinAlgError: Singular matrix
# expect:   File "<__array_function__ internals>", line 200, in solve
# expect:   File "/usr/lib/python3/dist-packages/numpy/linalg/linalg.py", line 386, in solve
# expect:     r = gufunc(a, b, signature=signature, extobj=extobj)
# expect:         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect: ValueError: solve1: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (m,m),(m)->(m) (size 3 is different from 2)
# expect:   File "<__array_function__ internals>", line 200, in cholesky
# expect:   File "/usr/lib/python3/dist-packages/numpy/linalg/linalg.py", line 756, in cholesky
# expect:     r = gufunc(a, signature=signature, extobj=extobj)
# expect:         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3/dist-packages/numpy/linalg/linalg.py", line 92, in _raise_linalgerror_nonposdef
# expect:     raise LinAlgError("Matrix is not positive definite")
# expect: numpy.linalg.LinAlgError: Matrix is not positive definite
# expect:   File "<__array_function__ internals>", line 200, in eig
# expect:   File "/usr/lib/python3/dist-packages/numpy/linalg/linalg.py", line 1297, in eig
# expect:     _assert_stacked_square(a)
# expect:   File "/usr/lib/python3/dist-packages/numpy/linalg/linalg.py", line 190, in _assert_stacked_square
# expect:     raise LinAlgError('Last 2 dimensions of the array must be square')
# expect: numpy.linalg.LinAlgError: Last 2 dimensions of the array must be square
# expect:   File "<__array_function__ internals>", line 200, in eigh
# expect:   File "/usr/lib/python3/dist-packages/numpy/linalg/linalg.py", line 1439, in eigh
# expect:     _assert_stacked_2d(a)
# expect:   File "/usr/lib/python3/dist-packages/numpy/linalg/linalg.py", line 183, in _assert_stacked_2d
# expect:     raise LinAlgError('%d-dimensional array given. Array must be '
# expect: numpy.linalg.LinAlgError: 1-dimensional array given. Array must be at least two-dimensional
# expect:   File "<__array_function__ internals>", line 200, in svd
# expect:   File "/usr/lib/python3/dist-packages/numpy/linalg/linalg.py", line 1623, in svd
# expect:     _assert_stacked_2d(a)
# expect:   File "/usr/lib/python3/dist-packages/numpy/linalg/linalg.py", line 183, in _assert_stacked_2d
# expect:     raise LinAlgError('%d-dimensional array given. Array must be '
# expect: numpy.linalg.LinAlgError: 1-dimensional array given. Array must be at least two-dimensional
# expect:   File "<__array_function__ internals>", line 200, in matrix_power
# expect:   File "/usr/lib/python3/dist-packages/numpy/linalg/linalg.py", line 613, in matrix_power
# expect:     _assert_stacked_square(a)
# expect:   File "/usr/lib/python3/dist-packages/numpy/linalg/linalg.py", line 190, in _assert_stacked_square
# expect:     raise LinAlgError('Last 2 dimensions of the array must be square')
# expect: numpy.linalg.LinAlgError: Last 2 dimensions of the array must be square
# expect:   File "<__array_function__ internals>", line 200, in reshape
# expect:   File "/usr/lib/python3/dist-packages/numpy/core/fromnumeric.py", line 298, in reshape
# expect:     return _wrapfunc(a, 'reshape', newshape, order=order)
# expect:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3/dist-packages/numpy/core/fromnumeric.py", line 57, in _wrapfunc
# expect:     return bound(*args, **kwds)
# expect:            ^^^^^^^^^^^^^^^^^^^^
# expect: ValueError: cannot reshape array of size 6 into shape (4,2)
# expect:   File "<__array_function__ internals>", line 200, in sum
# expect:   File "/usr/lib/python3/dist-packages/numpy/core/fromnumeric.py", line 2324, in sum
# expect:     return _wrapreduction(a, np.add, 'sum', axis, dtype, out, keepdims=keepdims,
# expect:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3/dist-packages/numpy/core/fromnumeric.py", line 86, in _wrapreduction
# expect:     return ufunc.reduce(obj, axis, dtype, out, **passkwargs)
# expect:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect: numpy.AxisError: axis 1 is out of bounds for array of dimension 1
# expect:   File "<__array_function__ internals>", line 200, in concatenate
# expect: ValueError: all the input arrays must have same number of dimensions, but the array at index 0 has 1 dimension(s) and the array at index 1 has 2 dimension(s)
# expect:   File "<__array_function__ internals>", line 200, in stack
# expect:   File "/usr/lib/python3/dist-packages/numpy/core/shape_base.py", line 464, in stack
# expect:     raise ValueError('all input arrays must have the same shape')
# expect: ValueError: all input arrays must have the same shape
# expect:   File "<__array_function__ internals>", line 200, in vstack
# expect:   File "/usr/lib/python3/dist-packages/numpy/core/shape_base.py", line 296, in vstack
# expect:     return _nx.concatenate(arrs, 0, dtype=dtype, casting=casting)
# expect:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "<__array_function__ internals>", line 200, in concatenate
# expect: ValueError: all the input array dimensions except for the concatenation axis must match exactly, but along dimension 1, the array at index 0 has size 2 and the array at index 1 has size 3
# expect:   File "<__array_function__ internals>", line 200, in hstack
# expect:   File "/usr/lib/python3/dist-packages/numpy/core/shape_base.py", line 370, in hstack
# expect:     return _nx.concatenate(arrs, 1, dtype=dtype, casting=casting)
# expect:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "<__array_function__ internals>", line 200, in concatenate
# expect: ValueError: all the input array dimensions except for the concatenation axis must match exactly, but along dimension 0, the array at index 0 has size 2 and the array at index 1 has size 3
# expect:   File "<__array_function__ internals>", line 200, in split
# expect:   File "/usr/lib/python3/dist-packages/numpy/lib/shape_base.py", line 872, in split
# expect:     raise ValueError(
# expect: ValueError: array split does not result in an equal division
# expect:   File "<__array_function__ internals>", line 200, in dot
# expect: ValueError: shapes (2,) and (3,) not aligned: 2 (dim 0) != 3 (dim 0)
# expect:   File "<__array_function__ internals>", line 200, in mean
# expect:   File "/usr/lib/python3/dist-packages/numpy/core/fromnumeric.py", line 3464, in mean
# expect:     return _methods._mean(a, axis=axis, dtype=dtype,
# expect:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3/dist-packages/numpy/core/_methods.py", line 169, in _mean
# expect:     rcount = _count_reduce_items(arr, axis, keepdims=keepdims, where=where)
# expect:              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3/dist-packages/numpy/core/_methods.py", line 77, in _count_reduce_items
# expect:     items *= arr.shape[mu.normalize_axis_index(ax, arr.ndim)]
# expect:                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect: numpy.AxisError: axis 1 is out of bounds for array of dimension 1
# expect:   File "<__array_function__ internals>", line 200, in std
# expect:   File "/usr/lib/python3/dist-packages/numpy/core/fromnumeric.py", line 3605, in std
# expect:     return _methods._std(a, axis=axis, dtype=dtype, out=out, ddof=ddof,
# expect:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3/dist-packages/numpy/core/_methods.py", line 269, in _std
# expect:     ret = _var(a, axis=axis, dtype=dtype, out=out, ddof=ddof,
# expect:           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3/dist-packages/numpy/core/_methods.py", line 202, in _var
# expect:     rcount = _count_reduce_items(arr, axis, keepdims=keepdims, where=where)
# expect:              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3/dist-packages/numpy/core/_methods.py", line 77, in _count_reduce_items
# expect:     items *= arr.shape[mu.normalize_axis_index(ax, arr.ndim)]
# expect:                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect: numpy.AxisError: axis 3 is out of bounds for array of dimension 1
# expect:   File "<__array_function__ internals>", line 200, in amax
# expect:   File "/usr/lib/python3/dist-packages/numpy/core/fromnumeric.py", line 2820, in amax
# expect:     return _wrapreduction(a, np.maximum, 'max', axis, None, out,
# expect:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3/dist-packages/numpy/core/fromnumeric.py", line 86, in _wrapreduction
# expect:     return ufunc.reduce(obj, axis, dtype, out, **passkwargs)
# expect:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect: numpy.AxisError: axis 3 is out of bounds for array of dimension 1
# expect:   File "<__array_function__ internals>", line 200, in amin
# expect:   File "/usr/lib/python3/dist-packages/numpy/core/fromnumeric.py", line 2946, in amin
# expect:     return _wrapreduction(a, np.minimum, 'min', axis, None, out,
# expect:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3/dist-packages/numpy/core/fromnumeric.py", line 86, in _wrapreduction
# expect:     return ufunc.reduce(obj, axis, dtype, out, **passkwargs)
# expect:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect: numpy.AxisError: axis 3 is out of bounds for array of dimension 1
# expect:   File "<__array_function__ internals>", line 200, in prod
# expect:   File "/usr/lib/python3/dist-packages/numpy/core/fromnumeric.py", line 3076, in prod
# expect:     return _wrapreduction(a, np.multiply, 'prod', axis, dtype, out,
# expect:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3/dist-packages/numpy/core/fromnumeric.py", line 86, in _wrapreduction
# expect:     return ufunc.reduce(obj, axis, dtype, out, **passkwargs)
# expect:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect: numpy.AxisError: axis 3 is out of bounds for array of dimension 1
# expect:   File "<__array_function__ internals>", line 200, in argmax
# expect:   File "/usr/lib/python3/dist-packages/numpy/core/fromnumeric.py", line 1242, in argmax
# expect:     return _wrapfunc(a, 'argmax', axis=axis, out=out, **kwds)
# expect:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3/dist-packages/numpy/core/fromnumeric.py", line 57, in _wrapfunc
# expect:     return bound(*args, **kwds)
# expect:            ^^^^^^^^^^^^^^^^^^^^
# expect: numpy.AxisError: axis 3 is out of bounds for array of dimension 1
# expect:   File "<__array_function__ internals>", line 200, in cumsum
# expect:   File "/usr/lib/python3/dist-packages/numpy/core/fromnumeric.py", line 2597, in cumsum
# expect:     return _wrapfunc(a, 'cumsum', axis=axis, dtype=dtype, out=out)
# expect:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3/dist-packages/numpy/core/fromnumeric.py", line 57, in _wrapfunc
# expect:     return bound(*args, **kwds)
# expect:            ^^^^^^^^^^^^^^^^^^^^
# expect: numpy.AxisError: axis 3 is out of bounds for array of dimension 1
# expect:   File "<__array_function__ internals>", line 200, in transpose
# expect:   File "/usr/lib/python3/dist-packages/numpy/core/fromnumeric.py", line 668, in transpose
# expect:     return _wrapfunc(a, 'transpose', axes)
# expect:            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# expect:   File "/usr/lib/python3/dist-packages/numpy/core/fromnumeric.py", line 57, in _wrapfunc
# expect:     return bound(*args, **kwds)
# expect:            ^^^^^^^^^^^^^^^^^^^^
# expect: numpy.AxisError: axis 2 is out of bounds for array of dimension 2
# expect: [[1. 0.]
# expect:  [0. 1.]] (2, 2)
