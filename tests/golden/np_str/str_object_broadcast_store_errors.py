# Storing into a string or object array a value that does not broadcast: NumPy's
# message names both shapes in its compact form, (2,3).
import numpy as np


def attempt(label, f):
    try:
        f()
    except ValueError as e:
        print(label, e)


s = np.array([["a", "bb", "c"], ["d", "e", "f"]])
o = np.array([[1, "a", None], [1, 2, 3]], dtype=object)


def store(a, key, v):
    a[key] = v


attempt("str 2-d:", lambda: store(s, (slice(None), slice(0, 2)), [["x", "y", "z"], ["p", "q", "r"]]))
attempt("str 1-d:", lambda: store(s, 0, ["x", "y"]))
attempt("object 2-d:", lambda: store(o, (slice(None), slice(0, 2)), [[1, 2, 3], [4, 5, 6]]))
attempt("object 1-d:", lambda: store(o, 1, [1, 2]))
attempt("full:", lambda: np.full((2, 3), [["ab", "c"], ["d", "e"]]))
attempt("numeric:", lambda: store(np.zeros((2, 3)), (slice(None), slice(0, 2)), np.ones((2, 3))))
store(s, (slice(None), 1), ["m", "n"])
print(s)

# expect: str 2-d: could not broadcast input array from shape (2,3) into shape (2,2)
# expect: str 1-d: could not broadcast input array from shape (2,) into shape (3,)
# expect: object 2-d: could not broadcast input array from shape (2,3) into shape (2,2)
# expect: object 1-d: could not broadcast input array from shape (2,) into shape (3,)
# expect: full: could not broadcast input array from shape (2,2) into shape (2,3)
# expect: numeric: could not broadcast input array from shape (2,3) into shape (2,2)
# expect: [['a' 'm' 'c']
# expect:  ['d' 'n' 'f']]
