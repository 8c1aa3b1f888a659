# calling a class with too many arguments for __init__
class P:
    def __init__(self, x):
        self.x = x


P(1, 2)
# expect runtime error: TypeError: P.__init__() takes 2 positional arguments but 3 were given
