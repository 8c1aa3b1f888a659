import numpy as np
labels = np.array(['cat', 'dog', 'cat', 'bird'])
print(labels[labels != 'cat'])
labels[labels == 'cat'] = 'kitten'
print(labels)
# expect: ['dog' 'bird']
# expect: ['kitt' 'dog' 'kitt' 'bird']
