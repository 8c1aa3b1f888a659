# A metaclass may be any callable: it gets the name, the bases and the namespace, and its
# result is what the class name is bound to.
def make(name, bases, ns):
    print("make", name, bases, ns["answer"])
    return type(name, bases, ns)


class A(metaclass=make):
    answer = 42


print(A.__name__, A.answer, type(A).__name__)
# expect: make A () 42
# expect: A 42 type
