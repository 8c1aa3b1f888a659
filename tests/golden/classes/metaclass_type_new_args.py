# type.__new__ through a metaclass with the wrong number of arguments.
class Meta(type):
    def __new__(mcs, name, bases, ns):
        return super().__new__(mcs, name, bases)


class A(metaclass=Meta):
    pass
# expect runtime error: TypeError: type.__new__() takes exactly 3 arguments (2 given)
