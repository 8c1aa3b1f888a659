# A metaclass that checks the classes it makes: __new__ raises for a subclass that lacks an
# attribute; calling the metaclass directly makes a class too.
class Meta(type):
    def __new__(mcs, name, bases, ns):
        if "required" not in ns and bases:
            raise TypeError(f"{name} must define required")
        return super().__new__(mcs, name, bases, ns)

class Base(metaclass=Meta):
    pass

class Good(Base):
    required = 1

print(Good.required)
try:
    class Bad(Base):
        pass
except TypeError as e:
    print("TypeError:", e)
print(isinstance(Meta, type), type(Meta).__name__, Meta.__mro__)
try:
    Meta("X")
except TypeError as e:
    print("TypeError:", e)
X = Meta("X", (Base,), {"required": 2})
print(X.required, type(X).__name__, X.__bases__)
# expect: 1
# expect: TypeError: Bad must define required
# expect: True type (<class '__main__.Meta'>, <class 'type'>, <class 'object'>)
# expect: TypeError: Meta.__new__() missing 2 required positional arguments: 'bases' and 'ns'
# expect: 2 Meta (<class '__main__.Base'>,)
