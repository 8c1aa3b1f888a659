# an unknown keyword argument to __init__
class P:
    def __init__(self, x):
        self.x = x


print(P(x=1).x)
P(1, z=2)
# expect: 1
# expect runtime error: TypeError: P.__init__() got an unexpected keyword argument 'z'
