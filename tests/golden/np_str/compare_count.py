import numpy as np
labels = np.array(['cat', 'dog', 'cat'])
print(np.sum(labels == 'cat'), (labels == 'cat').sum(), np.count_nonzero(labels == 'dog'))
# expect: 2 2 1
