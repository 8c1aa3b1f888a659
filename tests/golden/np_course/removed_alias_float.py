# NumPy 1.24 removed np.float (and np.int, np.complex, ...): old course code stops with NumPy's
# long AttributeError, whose last line names the release note.
import numpy as np

print(np.float64(2.5))
a = np.full((2, 3), 3, np.float)

# expect: 2.5
# expect runtime error:     https://numpy.org/devdocs/release/1.20.0-notes.html#deprecations. Did you mean: 'cfloat'?
