# More of NumPy's Python functions called with too few or too many arguments: their Python
# messages, and keywords bind as in Python (np.linalg.inv(a=m)).
import numpy as np

a = np.arange(6.0)
m = np.array([[2.0, 1.0], [1.0, 3.0]])


def show(f):
    try:
        f()
    except TypeError as e:
        print(e)


show(lambda: np.apply_along_axis(abs))
show(lambda: np.apply_along_axis(abs, 0))
show(lambda: np.piecewise(a))
show(lambda: np.gradient())
show(lambda: np.diagonal())
show(lambda: np.linalg.inv())
show(lambda: np.linalg.inv(m, 2))
show(lambda: np.linalg.det())
show(lambda: np.linalg.solve(m))
show(lambda: np.linalg.cholesky())
show(lambda: np.linalg.eigvals(m, m))
show(lambda: np.inner(a))
show(lambda: np.vdot())
show(lambda: np.nonzero())
show(lambda: np.shape())
show(lambda: np.ndim(a, 1))
show(lambda: np.result_type(np.int8, x=1))
print(np.linalg.inv(a=m))
print(np.round(np.linalg.det(a=m), 6), np.shape(a=m), np.ndim(a=m), np.nonzero(a=a)[0])
print(np.linalg.solve(m, b=np.array([1.0, 2.0])), np.inner(a, a), np.vdot(a, a))
show(lambda: np.inner(a, b=a))
show(lambda: np.vdot(a, x=a))

# expect: apply_along_axis() missing 2 required positional arguments: 'axis' and 'arr'
# expect: apply_along_axis() missing 1 required positional argument: 'arr'
# expect: piecewise() missing 2 required positional arguments: 'condlist' and 'funclist'
# expect: gradient() missing 1 required positional argument: 'f'
# expect: diagonal() missing 1 required positional argument: 'a'
# expect: inv() missing 1 required positional argument: 'a'
# expect: inv() takes 1 positional argument but 2 were given
# expect: det() missing 1 required positional argument: 'a'
# expect: solve() missing 1 required positional argument: 'b'
# expect: cholesky() missing 1 required positional argument: 'a'
# expect: eigvals() takes 1 positional argument but 2 were given
# expect: inner() missing 1 required positional argument: 'b'
# expect: vdot() missing 2 required positional arguments: 'a' and 'b'
# expect: nonzero() missing 1 required positional argument: 'a'
# expect: shape() missing 1 required positional argument: 'a'
# expect: ndim() takes 1 positional argument but 2 were given
# expect: result_type() got an unexpected keyword argument 'x'
# expect: [[ 0.6 -0.2]
# expect:  [-0.2  0.4]]
# expect: 5.0 (2, 2) 2 [1 2 3 4 5]
# expect: [0.2 0.6] 55.0 55.0
# expect: inner() takes no keyword arguments
# expect: vdot() got an unexpected keyword argument 'x'
