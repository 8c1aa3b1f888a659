# np.unique of strings with return_index/return_inverse/return_counts, and np.lexsort with
# string keys (last key primary), as NumPy 1.24.
import numpy as np
s = np.array(['b', 'a', 'b', 'c', 'a'])
print(np.unique(s, return_inverse=True))
print(np.unique(s, return_index=True, return_counts=True))
print(np.unique(['x', 'y', 'x'], return_index=True, return_inverse=True, return_counts=True))
first_name = np.array(['Bob', 'Jane', 'Steve', 'Bill', 'Barbara'])
last_name = np.array(['Jones', 'Arnold', 'Arnold', 'Jones', 'Walters'])
sorter = np.lexsort((first_name, last_name))
print(sorter, list(zip(last_name[sorter], first_name[sorter])))
labels = np.array([['cat', 'dog'], ['dog', 'bird']])
print(np.unique(labels, return_inverse=True))

# expect: (array(['a', 'b', 'c'], dtype='<U1'), array([1, 0, 1, 2, 0]))
# expect: (array(['a', 'b', 'c'], dtype='<U1'), array([1, 0, 3]), array([2, 2, 1]))
# expect: (array(['x', 'y'], dtype='<U1'), array([0, 1]), array([0, 1, 0]), array([2, 1]))
# expect: [1 2 3 0 4] [('Arnold', 'Jane'), ('Arnold', 'Steve'), ('Jones', 'Bill'), ('Jones', 'Bob'), ('Walters', 'Barbara')]
# expect: (array(['bird', 'cat', 'dog'], dtype='<U4'), array([1, 2, 2, 0]))
