# an error inside a special method called by an operator in a condition
class Bad:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return self.v < other.w


x, y = Bad(1), Bad(2)
print(x is not y)
if x < y:
    print("no")
# expect: True
# expect runtime error: AttributeError: 'Bad' object has no attribute 'w'
