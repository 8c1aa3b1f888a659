# Which obj __array_finalize__ gets: None from ndarray.__new__, the plain array for view casting, the instance for slices, ufunc results, copies and reductions.
import numpy as np

class C(np.ndarray):
    def __new__(cls, *args, **kwargs):
        print('In __new__ with class %s' % cls)
        return super().__new__(cls, *args, **kwargs)

    def __init__(self, *args, **kwargs):
        print('In __init__ with class %s' % self.__class__)

    def __array_finalize__(self, obj):
        print('In array_finalize:')
        print('   self type is %s' % type(self))
        print('   obj type is %s' % type(obj))

print("new")
c = C((10,))
print("slice")
cv = c[:1]
print("view")
v = np.zeros((3,)).view(C)
print("ufunc")
w = v + 1
print("sin")
w = np.sin(v)
print("copy")
w = v.copy()
print("sum")
s = v.sum()
print(type(s))
print("reshape")
w = v.reshape(3, 1)
print("asarray", type(np.asarray(v)))
print("scalar", type(v[0]))
# expect: new
# expect: In __new__ with class <class '__main__.C'>
# expect: In array_finalize:
# expect:    self type is <class '__main__.C'>
# expect:    obj type is <class 'NoneType'>
# expect: In __init__ with class <class '__main__.C'>
# expect: slice
# expect: In array_finalize:
# expect:    self type is <class '__main__.C'>
# expect:    obj type is <class '__main__.C'>
# expect: view
# expect: In array_finalize:
# expect:    self type is <class '__main__.C'>
# expect:    obj type is <class 'numpy.ndarray'>
# expect: ufunc
# expect: In array_finalize:
# expect:    self type is <class '__main__.C'>
# expect:    obj type is <class '__main__.C'>
# expect: sin
# expect: In array_finalize:
# expect:    self type is <class '__main__.C'>
# expect:    obj type is <class '__main__.C'>
# expect: copy
# expect: In array_finalize:
# expect:    self type is <class '__main__.C'>
# expect:    obj type is <class '__main__.C'>
# expect: sum
# expect: In array_finalize:
# expect:    self type is <class '__main__.C'>
# expect:    obj type is <class '__main__.C'>
# expect: <class '__main__.C'>
# expect: reshape
# expect: In array_finalize:
# expect:    self type is <class '__main__.C'>
# expect:    obj type is <class '__main__.C'>
# expect: asarray <class 'numpy.ndarray'>
# expect: scalar <class 'numpy.float64'>
