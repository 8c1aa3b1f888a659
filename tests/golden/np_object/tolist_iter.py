# tolist, iteration, len, `in`, item, sorted: the elements themselves.
import numpy as np

e = np.array([3, 'x', None], dtype=object)
print(e.tolist(), list(e), len(e), 'x' in e, 4 in e)
x = np.array([[1, 2], [3, 4]], dtype=object)
print(x.tolist(), [repr(r) for r in x])
print(np.array([7], dtype=object).item(), sorted(np.array([3, 1, 2], dtype=object)))
print(isinstance(e, np.ndarray), type(e).__name__, np.asarray(e) is e)
# expect: [3, 'x', None] [3, 'x', None] 3 True False
# expect: [[1, 2], [3, 4]] ['array([1, 2], dtype=object)', 'array([3, 4], dtype=object)']
# expect: 7 [1, 2, 3]
# expect: True ndarray True
