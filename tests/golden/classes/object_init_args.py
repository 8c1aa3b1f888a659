# object() and object.__init__ take no arguments
class P:
    def __init__(self, x):
        super().__init__(x)


P(1)
# expect runtime error: TypeError: object.__init__() takes exactly one argument (the instance to initialize)
