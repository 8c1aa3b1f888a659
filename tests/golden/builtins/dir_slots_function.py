# dir() of a __slots__ class and of a function with attributes.
class S:
    __slots__ = ('a', 'b')
    def __init__(self):
        self.a = 1
print(dir(S))
print(dir(S()))
class E:
    def __eq__(self, o): return True
print(dir(E()) == dir(E), '__hash__' in dir(E))
def f(): pass
f.attr = 1
print([n for n in dir(f) if not n.startswith('__')])

# expect: ['__class__', '__delattr__', '__dir__', '__doc__', '__eq__', '__format__', '__ge__', '__getattribute__', '__getstate__', '__gt__', '__hash__', '__init__', '__init_subclass__', '__le__', '__lt__', '__module__', '__ne__', '__new__', '__reduce__', '__reduce_ex__', '__repr__', '__setattr__', '__sizeof__', '__slots__', '__str__', '__subclasshook__', 'a', 'b']
# expect: ['__class__', '__delattr__', '__dir__', '__doc__', '__eq__', '__format__', '__ge__', '__getattribute__', '__getstate__', '__gt__', '__hash__', '__init__', '__init_subclass__', '__le__', '__lt__', '__module__', '__ne__', '__new__', '__reduce__', '__reduce_ex__', '__repr__', '__setattr__', '__sizeof__', '__slots__', '__str__', '__subclasshook__', 'a', 'b']
# expect: True True
# expect: ['attr']
