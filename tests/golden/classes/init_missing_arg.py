# calling a class with too few arguments for __init__
class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y


P(1, 2)
P(1)
# expect runtime error: TypeError: P.__init__() missing 1 required positional argument: 'y'
