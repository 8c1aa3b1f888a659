# __slots__ listing "__dict__" (members stay out of the instance's __dict__) or "__weakref__";
# a slotted class under a class with a __dict__; the errors for a slot that conflicts with a
# class variable and for a second __dict__ slot
import sys
class A:
    __slots__ = ("x", "__dict__")
    def __init__(self):
        self.x = 1
        self.y = 2
a = A()
print(a.x, a.y, a.__dict__, vars(a))
class B:
    __slots__ = ("x", "__weakref__")
b = B()
import weakref
r = weakref.ref(b)
print(r() is b)
try:
    b.z = 1
except AttributeError as e:
    print("AttributeError:", e)
try:
    class C:
        __slots__ = ("x",)
        x = 5
except ValueError as e:
    print("ValueError:", e)
class D(B):
    __slots__ = ("y",)
d = D(); d.x = 1; d.y = 2
print(d.x, d.y, D.__slots__, hasattr(d, "__dict__"))
class E(B):
    pass
e = E(); e.q = 3
print(e.__dict__)
try:
    class F:
        __slots__ = ("__dict__", "__dict__")
except TypeError as e:
    print("TypeError:", e)
try:
    class G:
        __slots__ = ["a", "a"]
except Exception as e:
    print(type(e).__name__, e)
try:
    class H(A):
        __slots__ = ("__dict__",)
except TypeError as e:
    print("TypeError:", e)
print(A.x, type(A.__dict__["x"]).__name__)
# expect: 1 2 {'y': 2} {'y': 2}
# expect: True
# expect: AttributeError: 'B' object has no attribute 'z'
# expect: ValueError: 'x' in __slots__ conflicts with class variable
# expect: 1 2 ('y',) False
# expect: {'q': 3}
# expect: TypeError: __dict__ slot disallowed: we already got one
# expect: TypeError: __dict__ slot disallowed: we already got one
# expect: <member 'x' of 'A' objects> member_descriptor
