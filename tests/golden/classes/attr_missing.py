# reading an attribute an instance does not have
class P:
    def __init__(self):
        self.x = 1


p = P()
print(p.x)
print(p.z)
# expect: 1
# expect runtime error: AttributeError: 'P' object has no attribute 'z'
