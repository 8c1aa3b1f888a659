# np.c_ / np.r_ with string arrays among the items: joined by concatenate, numbers as their
# text at NumPy's widths.
import numpy as np
items = np.array(['widget', 'gadget'])
price = np.array([2.50, 10.00])
print(repr(np.c_[items, price]))
print(repr(np.r_[items, price]))
print(repr(np.c_[items, items]))
print(repr(np.r_[items, np.array([1, 2])]))
print(repr(np.c_[items, np.array([1, 2]), price]))
print(repr(np.c_[[1, 2], [3, 4]]), repr(np.r_[1, 2, [3, 4]]))


# expect: array([['widget', '2.5'],
# expect:        ['gadget', '10.0']], dtype='<U32')
# expect: array(['widget', 'gadget', '2.5', '10.0'], dtype='<U32')
# expect: array([['widget', 'widget'],
# expect:        ['gadget', 'gadget']], dtype='<U6')
# expect: array(['widget', 'gadget', '1', '2'], dtype='<U21')
# expect: array([['widget', '1', '2.5'],
# expect:        ['gadget', '2', '10.0']], dtype='<U32')
# expect: array([[1, 3],
# expect:        [2, 4]]) array([1, 2, 3, 4])
