# A course-style subclass: methods and properties of its own, super().__new__, attributes on instances, operators keeping the class.
import numpy as np

class Vector(np.ndarray):
    def __new__(cls, values, unit='m'):
        obj = super().__new__(cls, (len(values),), dtype=float)
        obj[:] = values
        obj.unit = unit
        return obj

    def __array_finalize__(self, obj):
        self.unit = getattr(obj, 'unit', 'm')

    @property
    def norm(self):
        return float(np.sqrt((self ** 2).sum()))

    def normalized(self):
        return self / self.norm

    def describe(self):
        return f"{self.__class__.__name__} of {len(self)} in {self.unit}"

v = Vector([3, 4], unit='cm')
print(repr(v), v.unit, v.norm)
n = v.normalized()
print(repr(n), n.unit, type(n).__name__)
print(v.describe(), (v * 2).describe())
print(repr(v + v), repr(v - 1), repr(2 ** v), repr(v @ v))
print(v > 3, (v > 3).unit)
v.label = 'arrow'
print(v.label, hasattr(v[:1], 'label'))
print(type(v).__name__, isinstance(v, Vector), isinstance(v, np.ndarray))
print(np.maximum(v, 3.5).unit, repr(np.abs(-v)))
print(abs(v).unit, (-v).unit, repr(np.divmod(v, 2)))
print(v.tolist(), list(v), 4.0 in v)
# expect: Vector([3., 4.]) cm 5.0
# expect: Vector([0.6, 0.8]) cm Vector
# expect: Vector of 2 in cm Vector of 2 in cm
# expect: Vector([6., 8.]) Vector([2., 3.]) Vector([ 8., 16.]) Vector(25.)
# expect: [False  True] cm
# expect: arrow False
# expect: Vector True True
# expect: cm Vector([3., 4.])
# expect: cm cm (Vector([1., 2.]), Vector([1., 0.]))
# expect: [3.0, 4.0] [3.0, 4.0] True
