# numpy.ma's runs of masked and unmasked elements: notmasked_edges (flat and per axis, all-masked
# lanes dropped), notmasked_contiguous (flat, per row or column; more than 2-D refused with
# NumPy's NotImplementedError), clump_masked / clump_unmasked, with and without a mask.
import numpy as np
a = np.ma.array(np.arange(10), mask=[0, 0, 1, 1, 0, 0, 0, 1, 0, 0])
print(np.ma.notmasked_edges(a), np.ma.flatnotmasked_edges(a))
print(np.ma.notmasked_edges(np.ma.array([1, 2, 3, 4], mask=[1, 0, 0, 1])))
print(np.ma.notmasked_edges(np.ma.array([1, 2], mask=[1, 1])), np.ma.notmasked_edges(np.arange(4)), np.ma.notmasked_edges(np.ma.array([1, 2, 3])))
b = np.ma.array(np.arange(12).reshape(3, 4), mask=[[0, 1, 0, 0], [1, 1, 1, 0], [0, 1, 1, 0]])
print(np.ma.notmasked_edges(b, axis=0))
print(np.ma.notmasked_edges(b, axis=1))
print(np.ma.notmasked_edges(b, axis=-1))
print(np.ma.notmasked_edges(b))
c = np.ma.array(np.arange(24).reshape(2, 3, 4) % 5, mask=np.arange(24).reshape(2, 3, 4) % 3 == 0)
print(np.ma.notmasked_edges(c, axis=1))
print(np.ma.notmasked_contiguous(a), np.ma.flatnotmasked_contiguous(a))
print(np.ma.notmasked_contiguous(b), np.ma.notmasked_contiguous(b, axis=0), np.ma.notmasked_contiguous(b, axis=1))
print(np.ma.notmasked_contiguous(np.arange(5)), np.ma.notmasked_contiguous(np.ma.array(np.ones((2, 2))), axis=0))
print(np.ma.clump_masked(a), np.ma.clump_unmasked(a))
print(np.ma.clump_masked(b), np.ma.clump_unmasked(b))
print(np.ma.clump_masked(np.ma.array([1, 2])), np.ma.clump_unmasked(np.ma.array([1, 2])))
print(np.ma.clump_masked(np.ma.array([1, 2], mask=[1, 1])), np.ma.clump_unmasked(np.ma.array([1, 2], mask=[1, 1])))
print(np.ma.clump_masked(np.ma.array([1, 2, 3], mask=[0, 1, 0])), np.ma.clump_unmasked(np.ma.array([1, 2, 3], mask=[1, 0, 1])))
try:
    np.ma.notmasked_contiguous(c, axis=0)
except NotImplementedError as e:
    print('NotImplementedError:', e)
# expect: [0 9] [0 9]
# expect: [1 2]
# expect: None [0 3] [0 2]
# expect: [(array([0, 0, 0]), array([0, 2, 3])), (array([2, 0, 2]), array([0, 2, 3]))]
# expect: [(array([0, 1, 2]), array([0, 3, 0])), (array([0, 1, 2]), array([3, 3, 3]))]
# expect: [(array([0, 1, 2]), array([0, 3, 0])), (array([0, 1, 2]), array([3, 3, 3]))]
# expect: [ 0 11]
# expect: [(array([0, 0, 0, 0, 1, 1, 1, 1]), array([1, 0, 0, 1, 1, 0, 0, 1]), array([0, 1, 2, 3, 0, 1, 2, 3])), (array([0, 0, 0, 0, 1, 1, 1, 1]), array([2, 1, 2, 2, 2, 1, 2, 2]), array([0, 1, 2, 3, 0, 1, 2, 3]))]
# expect: [slice(0, 2, None), slice(4, 7, None), slice(8, 10, None)] [slice(0, 2, None), slice(4, 7, None), slice(8, 10, None)]
# expect: [slice(0, 1, None), slice(2, 4, None), slice(7, 9, None), slice(11, 12, None)] [[slice(0, 1, None), slice(2, 3, None)], [], [slice(0, 1, None)], [slice(0, 3, None)]] [[slice(0, 1, None), slice(2, 4, None)], [slice(3, 4, None)], [slice(0, 1, None), slice(3, 4, None)]]
# expect: [slice(0, 5, None)] [[slice(0, 2, None)], [slice(0, 2, None)]]
# expect: [slice(2, 4, None), slice(7, 8, None)] [slice(0, 2, None), slice(4, 7, None), slice(8, 10, None)]
# expect: [slice(1, 2, None), slice(4, 7, None), slice(9, 11, None)] [slice(0, 1, None), slice(2, 4, None), slice(7, 9, None), slice(11, 12, None)]
# expect: [] [slice(0, 2, None)]
# expect: [slice(0, 2, None)] []
# expect: [slice(1, 2, None)] [slice(1, 2, None)]
# expect: NotImplementedError: Currently limited to at most 2D array.
