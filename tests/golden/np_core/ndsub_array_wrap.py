# __array_wrap__ of a subclass: called with the ufunc's context after __array_finalize__; super().__array_wrap__ keeps the class.
import numpy as np

class MySubClass(np.ndarray):
    def __new__(cls, input_array, info=None):
        obj = np.asarray(input_array).view(cls)
        obj.info = info
        return obj

    def __array_finalize__(self, obj):
        print('In __array_finalize__, obj is', type(obj).__name__)
        if obj is None: return
        self.info = getattr(obj, 'info', None)

    def __array_wrap__(self, out_arr, context=None):
        print('In __array_wrap__:')
        print('   self is %s' % repr(self))
        print('   arr is %s' % repr(out_arr))
        print('   context', context)
        return super().__array_wrap__(out_arr, context)

obj = MySubClass(np.arange(5), info='spam')
arr2 = np.arange(5) + 1
ret = np.add(arr2, obj)
print(repr(ret), ret.info)
ret = obj * 2
print(repr(ret), ret.info)
ret = obj.sum()
print(repr(ret), ret.info)
# expect: In __array_finalize__, obj is ndarray
# expect: In __array_finalize__, obj is MySubClass
# expect: In __array_wrap__:
# expect:    self is MySubClass([0, 1, 2, 3, 4])
# expect:    arr is MySubClass([1, 3, 5, 7, 9])
# expect:    context (<ufunc 'add'>, (array([1, 2, 3, 4, 5]), MySubClass([0, 1, 2, 3, 4])), 0)
# expect: MySubClass([1, 3, 5, 7, 9]) spam
# expect: In __array_finalize__, obj is MySubClass
# expect: In __array_wrap__:
# expect:    self is MySubClass([0, 1, 2, 3, 4])
# expect:    arr is MySubClass([0, 2, 4, 6, 8])
# expect:    context (<ufunc 'multiply'>, (MySubClass([0, 1, 2, 3, 4]), 2), 0)
# expect: MySubClass([0, 2, 4, 6, 8]) spam
# expect: In __array_wrap__:
# expect:    self is MySubClass([0, 1, 2, 3, 4])
# expect:    arr is array(10)
# expect:    context None
# expect: In __array_finalize__, obj is MySubClass
# expect: MySubClass(10) spam
