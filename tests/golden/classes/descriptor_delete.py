# __delete__ runs for `del obj.attr`; a descriptor with only __delete__ refuses assignment
# (AttributeError: __set__), as CPython's slot wrapper does.
class D:
    def __get__(self, obj, cls):
        return "got"
    def __delete__(self, obj):
        print("deleting from", type(obj).__name__)
class C:
    x = D()
c = C()
del c.x
print(c.x)
c.x = 5
# expect: deleting from C
# expect: got
# expect runtime error: AttributeError: __set__
