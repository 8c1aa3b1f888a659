# type() with bad arguments: base_not_class.
print("start")
type('A', (1,), {})
# expect: start
# expect runtime error: TypeError: metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases
