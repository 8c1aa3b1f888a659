# an error raised inside a special method called by an operator
class V:
    def __init__(self, x):
        self.x = x

    def __add__(self, other):
        return V(self.x + other.x)


print((V(1) + V(2)).x)
print(V(1) + 5)
# expect: 3
# expect runtime error: AttributeError: 'int' object has no attribute 'x'
