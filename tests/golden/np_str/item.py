import numpy as np
a = np.array(['a', 'bb'])
print(a.item(1), type(a.item(1)).__name__, np.array([['a', 'b']]).item((0, 1)), np.array([['a', 'b']]).item(1), np.array(['z']).item())
print(np.array([b'q']).item(), type(np.array([b'q']).item()).__name__)
# expect: bb str b b z
# expect: b'q' bytes
