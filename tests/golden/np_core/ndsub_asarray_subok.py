# np.asarray gives a plain ndarray, np.asanyarray the instance itself, np.array a plain copy unless subok=True.
import numpy as np

class Tagged(np.ndarray):
    def __array_finalize__(self, obj):
        self.tag = getattr(obj, 'tag', 'none')

t = np.array([1, 2, 3]).view(Tagged)
t.tag = 'mine'
print(type(np.asarray(t)).__name__, np.asarray(t))
print(type(np.asanyarray(t)).__name__, np.asanyarray(t) is t)
c = np.array(t)
print(type(c).__name__, c)
s = np.array(t, subok=True)
print(type(s).__name__, s.tag, s is t)
print(type(np.asanyarray(t, dtype=float)).__name__, np.asanyarray(t, dtype=float).tag)
print(type(np.sum(t)).__name__, np.sum(t), np.mean(t))
print(type(np.reshape(t, (3, 1))).__name__, np.reshape(t, (3, 1)).tag)
print(type(np.transpose(t)).__name__, type(np.clip(t, 1, 2)).__name__)
print(type(np.argmax(t)).__name__, np.argmax(t))
print(type(np.nonzero(t)[0]).__name__)
print(type(t.nonzero()[0]).__name__, type(t.searchsorted(2)).__name__)
print(repr(t.max()), repr(t.min()), repr(t.any()), repr(t.all()))
print(t.mean() + 1, type(t.mean() + 1).__name__)
print(repr(t.cumsum()), repr(t.std()))
print(float(t.sum()), int(t.max()))
# expect: ndarray [1 2 3]
# expect: Tagged True
# expect: ndarray [1 2 3]
# expect: Tagged mine False
# expect: Tagged mine
# expect: Tagged 6 2.0
# expect: Tagged mine
# expect: Tagged Tagged
# expect: int64 2
# expect: ndarray
# expect: ndarray int64
# expect: Tagged(3) Tagged(1) Tagged(True) Tagged(True)
# expect: 3.0 Tagged
# expect: Tagged([1, 3, 6]) Tagged(0.81649658)
# expect: 6.0 3
