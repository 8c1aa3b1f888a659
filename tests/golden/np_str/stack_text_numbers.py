# np.hstack/vstack/stack/column_stack of str arrays with numeric arrays: the numbers become
# their text, as wide as astype(str) makes them (NumPy's '<U32' for float64, '<U21' for int64).
import numpy as np

items = np.array(['widget', 'gadget'])
price = np.array([2.50, 10.00])
print(repr(np.hstack([items, price])))
print(repr(np.vstack([items, price])))
print(repr(np.stack([items, price])))
print(repr(np.column_stack((items, price))))
print(np.column_stack((items, np.array([1, 2]))).tolist())
print(repr(np.row_stack((items, np.array([True, False])))))


# expect: array(['widget', 'gadget', '2.5', '10.0'], dtype='<U32')
# expect: array([['widget', 'gadget'],
# expect:        ['2.5', '10.0']], dtype='<U32')
# expect: array([['widget', 'gadget'],
# expect:        ['2.5', '10.0']], dtype='<U32')
# expect: array([['widget', '2.5'],
# expect:        ['gadget', '10.0']], dtype='<U32')
# expect: [['widget', '1'], ['gadget', '2']]
# expect: array([['widget', 'gadget'],
# expect:        ['True', 'False']], dtype='<U6')
