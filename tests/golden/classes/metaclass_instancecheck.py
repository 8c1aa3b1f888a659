# isinstance() and issubclass() ask the metaclass's __instancecheck__/__subclasscheck__; an
# instance of the class itself is answered without asking.
class Meta(type):
    def __instancecheck__(cls, obj):
        print("asked about", repr(obj))
        return obj == 3

    def __subclasscheck__(cls, sub):
        return sub is int


class Three(metaclass=Meta):
    pass


print(isinstance(3, Three), isinstance(4, Three))
# expect: asked about 3
# expect: asked about 4
# expect: True False
print(isinstance(Three(), Three))
# expect: True
print(issubclass(int, Three), issubclass(str, Three), issubclass(bool, (str, Three)))
# expect: True False False
