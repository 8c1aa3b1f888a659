import numpy as np
labels = ['cat', 'dog', 'cat', 'bird', 'dog', 'cat']
names, counts = np.unique(labels, return_counts=True)
for n, c in zip(names, counts):
    print(n, c)
print(dict(zip(names, counts)))
# expect: bird 1
# expect: cat 3
# expect: dog 2
# expect: {'bird': 1, 'cat': 3, 'dog': 2}
