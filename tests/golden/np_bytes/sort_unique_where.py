import numpy as np
a = np.array([b'pear', b'apple', b'fig', b'apple'])
print(np.sort(a), np.unique(a), np.argsort(a))
print(np.unique(a, return_counts=True))
print(np.where(a == b'apple', a, b'-'))
print(repr(np.concatenate([a[:2], np.array([b'kiwi'])])))
print(repr(np.where([True, False], np.array([b'x', b'y']), np.array(['long', 'z']))))
# expect: [b'apple' b'apple' b'fig' b'pear'] [b'apple' b'fig' b'pear'] [1 3 2 0]
# expect: (array([b'apple', b'fig', b'pear'], dtype='|S5'), array([2, 1, 1]))
# expect: [b'-' b'apple' b'-' b'apple']
# expect: array([b'pear', b'apple', b'kiwi'], dtype='|S5')
# expect: array(['x', 'z'], dtype='<U4')
