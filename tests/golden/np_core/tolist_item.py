# tolist and item give Python values.
import numpy as np

a = np.arange(6).reshape(2, 3)
print(a.tolist(), np.array([1.5, 2.0]).tolist(), np.array([True]).tolist())
print(a.item(4), a.item(1, 2), np.array([7.5]).item(), np.float32(0.5).item())
l = a.tolist()
print(type(l[0][0]) is int, len(l))
np.arange(3).item()

# expect: [[0, 1, 2], [3, 4, 5]] [1.5, 2.0] [True]
# expect: 4 5 7.5 0.5
# expect: True 2
# expect runtime error: ValueError: can only convert an array of size 1 to a Python scalar
