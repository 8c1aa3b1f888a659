# np.polyfit(full=True): (coefficients, residuals, rank, singular values, rcond) as NumPy's lstsq gives them; no RankWarning.
import numpy as np
x = np.array([0.0, 1.0, 2.0, 3.0, 4.0, 5.0])
y = np.array([1.0, 1.8, 3.3, 4.5, 6.3, 7.4])
r = np.polyfit(x, y, 1, full=True)
print(r)
print([type(v).__name__ for v in r])
print(np.polyfit(x, np.column_stack([y, y ** 2]), 2, full=True))
print(np.polyfit([0., 1.], [1., 3.], 1, full=True))
print(np.polyfit([0., 1., 2.], [1., 3., 2.], 4, full=True))
print(np.polyfit(x, y, 1, rcond=1e-10, full=True)[4])

# expect: (array([1.33428571, 0.71428571]), array([0.25942857]), 2, array([1.35119311, 0.41746518]), 1.3322676295501878e-15)
# expect: ['ndarray', 'ndarray', 'int32', 'ndarray', 'float64']
# expect: (array([[0.04821429, 1.98767857],
# expect:        [1.09321429, 1.13332143],
# expect:        [0.875     , 0.58464286]]), array([ 0.17264286, 12.10208071]), 3, array([1.63695746, 0.55276656, 0.12173503]), 1.3322676295501878e-15)
# expect: (array([2., 1.]), array([], dtype=float64), 2, array([1.30656296, 0.5411961 ]), 4.440892098500626e-16)
# expect: (array([-0.16341308, -0.18217121,  0.19040515,  2.15517913,  1.        ]), array([], dtype=float64), 3, array([2.10910035, 0.70511888, 0.23345896]), 6.661338147750939e-16)
# expect: 1e-10
