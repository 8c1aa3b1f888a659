# np.pad with a function as mode: the zero-padded array, the function called on every line of
# every axis with the line (a view), that axis's widths, the axis and the other keywords.
import numpy as np
def pad_with(vector, pad_width, iaxis, kwargs):
    pad_value = kwargs.get("padder", 10)
    vector[:pad_width[0]] = pad_value
    vector[-pad_width[1]:] = pad_value
a = np.arange(6).reshape((2, 3))
print(np.pad(a, 2, pad_with))
print(np.pad(a, 1, pad_with, padder=-1))
seen = []
def spy(v, w, ax, kw):
    seen.append((v.shape, type(w).__name__, list(w), ax, kw))
np.pad(np.ones((2, 2, 2)), ((1, 0), (0, 1), (1, 1)), mode=spy, extra="x")
print(len(seen), seen[0], seen[-1])
np.pad(np.ones((2, 3)), ((1, 2),), mode=spy)
np.pad(np.ones(3), 1, mode=spy)
print(seen[33:], type(seen[-1][2][0]).__name__)
print(np.pad([1, 2], (1, 2), lambda v, w, a, k: None))


# expect: [[10 10 10 10 10 10 10]
# expect:  [10 10 10 10 10 10 10]
# expect:  [10 10  0  1  2 10 10]
# expect:  [10 10  3  4  5 10 10]
# expect:  [10 10 10 10 10 10 10]
# expect:  [10 10 10 10 10 10 10]]
# expect: [[-1 -1 -1 -1 -1]
# expect:  [-1  0  1  2 -1]
# expect:  [-1  3  4  5 -1]
# expect:  [-1 -1 -1 -1 -1]]
# expect: 33 ((3,), 'list', [1, 0], 0, {'extra': 'x'}) ((4,), 'list', [1, 1], 2, {'extra': 'x'})
# expect: [((5,), 'tuple', [1, 2], 0, {}), ((5,), 'tuple', [1, 2], 0, {}), ((5,), 'tuple', [1, 2], 0, {}), ((5,), 'tuple', [1, 2], 0, {}), ((5,), 'tuple', [1, 2], 0, {}), ((5,), 'tuple', [1, 2], 0, {}), ((6,), 'tuple', [1, 2], 1, {}), ((6,), 'tuple', [1, 2], 1, {}), ((6,), 'tuple', [1, 2], 1, {}), ((6,), 'tuple', [1, 2], 1, {}), ((6,), 'tuple', [1, 2], 1, {}), ((5,), 'tuple', [1, 1], 0, {})] int64
# expect: [0 1 2 0 0]
