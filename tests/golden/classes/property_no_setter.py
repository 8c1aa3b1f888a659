# assigning a property without a setter
class P:
    @property
    def q(self):
        return 1


p = P()
print(p.q)
p.q = 3
# expect: 1
# expect runtime error: AttributeError: property 'q' of 'P' object has no setter
