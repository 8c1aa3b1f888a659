# an error raised inside __init__ unwinds through the class call
class P:
    def __init__(self, x):
        self.x = 10 // x


print(P(2).x)
ps = [P(i) for i in [3, 2, 1, 0]]
# expect: 5
# expect runtime error: ZeroDivisionError: integer division or modulo by zero
