# A metaclass without __new__ called with one argument: type.__new__'s message.
class M(type):
    pass


print(M("A", (), {}).__name__)
M("X")
# expect: A
# expect runtime error: TypeError: type.__new__() takes exactly 3 arguments (1 given)
