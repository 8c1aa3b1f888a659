# Objects that cannot be weakly referenced: CPython's TypeError.
import weakref
for bad in ["s", [], {}, (1,), None, 2.5, b"x"]:
    try:
        weakref.ref(bad)
    except TypeError as e:
        print(e)
weakref.ref(42)
# expect: cannot create weak reference to 'str' object
# expect: cannot create weak reference to 'list' object
# expect: cannot create weak reference to 'dict' object
# expect: cannot create weak reference to 'tuple' object
# expect: cannot create weak reference to 'NoneType' object
# expect: cannot create weak reference to 'float' object
# expect: cannot create weak reference to 'bytes' object
# expect runtime error: TypeError: cannot create weak reference to 'int' object
