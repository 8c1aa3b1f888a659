# np.chararray given to NumPy's common functions: chararray results where NumPy runs the
# function through np.asanyarray (sort, unique, reshape, ...), plain arrays otherwise.
import numpy as np

c = np.char.array(["b", "a", "c"])
d = np.char.array(["x", "y"])
cases = [
    ("concatenate", lambda: np.concatenate([c, d])),
    ("concat_plain", lambda: np.concatenate([np.array(["q"]), c])),
    ("sort", lambda: np.sort(c)),
    ("sort_axis", lambda: np.sort(np.char.array([["b", "a"], ["d", "c"]]), axis=0)),
    ("unique", lambda: np.unique(c)),
    ("unique_counts", lambda: np.unique(c, return_counts=True)),
    ("where", lambda: np.where(c == "a", c, "z")),
    ("where1", lambda: np.where(c == "a")),
    ("stack", lambda: np.stack([c, c])),
    ("hstack", lambda: np.hstack([c, c])),
    ("vstack", lambda: np.vstack((c, c))),
    ("column_stack", lambda: np.column_stack([c, c])),
    ("argsort", lambda: np.argsort(c)),
    ("reshape", lambda: np.reshape(c, (3, 1))),
    ("ravel", lambda: np.ravel(c)),
    ("flip", lambda: np.flip(c)),
    ("repeat", lambda: np.repeat(c, 2)),
    ("tile", lambda: np.tile(c, 2)),
    ("append", lambda: np.append(c, "d")),
    ("insert", lambda: np.insert(c, 1, "q")),
    ("delete", lambda: np.delete(c, 0)),
    ("take", lambda: np.take(c, [0, 2])),
    ("roll", lambda: np.roll(c, 1)),
    ("array_equal", lambda: np.array_equal(c, c)),
    ("isin", lambda: np.isin(c, ["a"])),
    ("copy", lambda: np.copy(c)),
    ("full_like", lambda: np.full_like(c, "z")),
    ("expand_dims", lambda: np.expand_dims(c, 0)),
    ("split", lambda: np.split(c, 3)),
    ("intersect1d", lambda: np.intersect1d(c, ["a", "z"])),
    ("union1d", lambda: np.union1d(c, ["z"])),
    ("setdiff1d", lambda: np.setdiff1d(c, ["a"])),
    ("searchsorted", lambda: np.searchsorted(np.sort(c), "b")),
    ("count_nonzero", lambda: np.count_nonzero(c)),
    ("broadcast_to", lambda: np.broadcast_to(c, (2, 3))),
    ("compress", lambda: np.compress([1, 0, 1], c)),
    ("extract", lambda: np.extract(c == "a", c)),
    ("shape", lambda: np.shape(c)),
]
for name, f in cases:
    r = f()
    print(name, type(r).__name__, repr(r))
# expect: concatenate ndarray array(['b', 'a', 'c', 'x', 'y'], dtype='<U1')
# expect: concat_plain ndarray array(['q', 'b', 'a', 'c'], dtype='<U1')
# expect: sort chararray chararray(['a', 'b', 'c'], dtype='<U1')
# expect: sort_axis chararray chararray([['b', 'a'],
# expect:            ['d', 'c']], dtype='<U1')
# expect: unique chararray chararray(['a', 'b', 'c'], dtype='<U1')
# expect: unique_counts tuple (chararray(['a', 'b', 'c'], dtype='<U1'), array([1, 1, 1]))
# expect: where ndarray array(['z', 'a', 'z'], dtype='<U1')
# expect: where1 tuple (array([1]),)
# expect: stack ndarray array([['b', 'a', 'c'],
# expect:        ['b', 'a', 'c']], dtype='<U1')
# expect: hstack ndarray array(['b', 'a', 'c', 'b', 'a', 'c'], dtype='<U1')
# expect: vstack ndarray array([['b', 'a', 'c'],
# expect:        ['b', 'a', 'c']], dtype='<U1')
# expect: column_stack ndarray array([['b', 'b'],
# expect:        ['a', 'a'],
# expect:        ['c', 'c']], dtype='<U1')
# expect: argsort ndarray array([1, 0, 2])
# expect: reshape chararray chararray([['b'],
# expect:            ['a'],
# expect:            ['c']], dtype='<U1')
# expect: ravel chararray chararray(['b', 'a', 'c'], dtype='<U1')
# expect: flip chararray chararray(['c', 'a', 'b'], dtype='<U1')
# expect: repeat chararray chararray(['b', 'b', 'a', 'a', 'c', 'c'], dtype='<U1')
# expect: tile chararray chararray(['b', 'a', 'c', 'b', 'a', 'c'], dtype='<U1')
# expect: append ndarray array(['b', 'a', 'c', 'd'], dtype='<U1')
# expect: insert chararray chararray(['b', 'q', 'a', 'c'], dtype='<U1')
# expect: delete chararray chararray(['a', 'c'], dtype='<U1')
# expect: take chararray chararray(['b', 'c'], dtype='<U1')
# expect: roll chararray chararray(['c', 'b', 'a'], dtype='<U1')
# expect: array_equal bool True
# expect: isin ndarray array([False,  True, False])
# expect: copy ndarray array(['b', 'a', 'c'], dtype='<U1')
# expect: full_like chararray chararray(['z', 'z', 'z'], dtype='<U1')
# expect: expand_dims chararray chararray([['b', 'a', 'c']], dtype='<U1')
# expect: split list [chararray(['b'], dtype='<U1'), chararray(['a'], dtype='<U1'), chararray(['c'], dtype='<U1')]
# expect: intersect1d ndarray array(['a'], dtype='<U1')
# expect: union1d ndarray array(['a', 'b', 'c', 'z'], dtype='<U1')
# expect: setdiff1d chararray chararray(['b', 'c'], dtype='<U1')
# expect: searchsorted int64 1
# expect: count_nonzero int 3
# expect: broadcast_to ndarray array([['b', 'a', 'c'],
# expect:        ['b', 'a', 'c']], dtype='<U1')
# expect: compress chararray chararray(['b', 'c'], dtype='<U1')
# expect: extract chararray chararray(['a'], dtype='<U1')
# expect: shape tuple (3,)
