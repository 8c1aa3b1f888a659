# numpy functions that keep a subclass as NumPy's do (zeros_like with subok, diff, sort, flip, expand_dims, atleast_Nd, dot, tile, roll, delete, insert, argsort, ravel); np.append and np.where give plain arrays.
import numpy as np
class C(np.ndarray):
    def __array_finalize__(self, obj):
        self.tag = getattr(obj, 'tag', 't')
c = np.arange(6.).reshape(2, 3).view(C)
c.tag = 'mine'
for name, f in [('zeros_like', lambda: np.zeros_like(c)), ('zeros_like_subok', lambda: np.zeros_like(c, subok=False)), ('full_like', lambda: np.full_like(c, 2)),
                ('diff', lambda: np.diff(c)), ('sort', lambda: np.sort(c)), ('flip', lambda: np.flip(c)), ('fliplr', lambda: np.fliplr(c)), ('flipud', lambda: np.flipud(c)),
                ('expand_dims', lambda: np.expand_dims(c, 0)), ('atleast_1d', lambda: np.atleast_1d(c)), ('atleast_2d', lambda: np.atleast_2d(c)), ('atleast_3d', lambda: np.atleast_3d(c)),
                ('dot', lambda: np.dot(c, c.T)), ('ravel', lambda: np.ravel(c)), ('tile', lambda: np.tile(c, 2)), ('argsort', lambda: np.argsort(c)), ('roll', lambda: np.roll(c, 1)),
                ('delete', lambda: np.delete(c, 0)), ('insert', lambda: np.insert(c, 0, 5)), ('append', lambda: np.append(c, 1))]:
    print(name)
    r = f(); print(name, type(r).__name__, getattr(r, 'tag', None))
print(type(np.where(c > 2, c, 0)).__name__)
# expect: zeros_like
# expect: zeros_like C mine
# expect: zeros_like_subok
# expect: zeros_like_subok ndarray None
# expect: full_like
# expect: full_like C mine
# expect: diff
# expect: diff C mine
# expect: sort
# expect: sort C mine
# expect: flip
# expect: flip C mine
# expect: fliplr
# expect: fliplr C mine
# expect: flipud
# expect: flipud C mine
# expect: expand_dims
# expect: expand_dims C mine
# expect: atleast_1d
# expect: atleast_1d C mine
# expect: atleast_2d
# expect: atleast_2d C mine
# expect: atleast_3d
# expect: atleast_3d C mine
# expect: dot
# expect: dot C mine
# expect: ravel
# expect: ravel C mine
# expect: tile
# expect: tile C mine
# expect: argsort
# expect: argsort C mine
# expect: roll
# expect: roll C mine
# expect: delete
# expect: delete C mine
# expect: insert
# expect: insert C mine
# expect: append
# expect: append ndarray None
# expect: ndarray
