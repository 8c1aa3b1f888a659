# A temporary that something else has taken a view of (or kept) is shared: the in-place
# result must not reach the view or the kept reference.
import numpy as np

keep = []


def stash_view(x):
    keep.append(x[:2])
    return x


def stash(x):
    keep.append(x)
    return x


a = np.arange(4.0)
r = stash_view(a * 2.0) + 1.0
print(r, keep[0])
r = stash(a * 3.0) * 2.0
print(r, keep[1])
r = (a * 2.0)[1:3] + 1.0
print(r, a)

# expect: [1. 3. 5. 7.] [0. 2.]
# expect: [ 0.  6. 12. 18.] [0. 3. 6. 9.]
# expect: [3. 5.] [0. 1. 2. 3.]
